import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// iOS 17's springs by perceptual duration and bounce (Apple: `CASpringAnimation(perceptualDuration:bounce:)`,
/// `UISpringTimingParameters(duration:bounce:)`, `UIView.animate(springDuration:bounce:…)`).
final class PerceptualSpringTests: AppTestCase {
    nonisolated func testAPerceptualSpringsParameters() {
        MainActor.assumeIsolated {
            let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
            XCTAssertEqual(s.mass, 1)
            XCTAssertEqual(s.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-6)
            XCTAssertEqual(s.damping, 4 * .pi * 0.7 / 0.5, accuracy: 1e-6)
            XCTAssertEqual(s.perceptualDuration, 0.5, accuracy: 1e-9)
            XCTAssertEqual(s.bounce, 0.3, accuracy: 1e-9)
            XCTAssertEqual(s.duration, s.settlingDuration)
            let critical = CASpringAnimation(perceptualDuration: 1, bounce: 0)
            XCTAssertEqual(critical.bounce, 0, accuracy: 1e-9, "critically damped")
            let over = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
            XCTAssertEqual(over.bounce, -0.5, accuracy: 1e-9)
        }
    }

    nonisolated func testAViewSpringByDurationAndBounceOvershootsAndSettles() throws {
        try MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            let v = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
            vc.view.addSubview(v)
            var done = false
            UIView.animate(springDuration: 0.5, bounce: 0.4) { v.center.x = 325 } completion: { done = $0 }
            var furthest: CGFloat = 0
            for k in 1...60 {
                _ = platform.frame(at: Double(k) / 60)
                furthest = max(furthest, v.layer.presentation()?.position.x ?? 0)
            }
            XCTAssertGreaterThan(furthest, 330, "a bouncy spring overshoots")
            platform.run(events: [], duration: 3)
            XCTAssertTrue(done)
            XCTAssertEqual(v.center.x, 325)
        }
    }
}
