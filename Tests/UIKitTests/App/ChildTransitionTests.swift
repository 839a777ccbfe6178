import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// A container's child swap (Apple: `transition(from:to:duration:options:animations:completion:)`):
/// the incoming view goes in, the outgoing leaves at the end, appearance callbacks around it.
final class ChildTransitionTests: AppTestCase {
    nonisolated func testAContainerSwapsItsChildren() {
        MainActor.assumeIsolated {
            let container = UIViewController()
            let (platform, _) = launchApp({ container }, size: CGSize(width: 300, height: 300))
            defer { platform.finish() }
            let a = NavLoggingController(name: "a"), b = NavLoggingController(name: "b")
            container.addChild(a)
            container.view.addSubview(a.view)
            a.didMove(toParent: container)
            container.addChild(b)
            TestLog.lines = []
            var finished = false
            container.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { finished = $0 }
            XCTAssertTrue(b.view.superview === container.view)
            XCTAssertEqual(TestLog.lines, ["a.viewWillDisappear", "b.viewWillAppear"])
            platform.run(events: [], duration: 0.8)
            XCTAssertTrue(finished)
            XCTAssertNil(a.view.superview, "the outgoing view leaves")
            XCTAssertEqual(TestLog.lines, ["a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
            // Symbols in a palette colour; sidebar rows.
            let star = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [.red, .blue]))
            XCTAssertEqual(star?.imageTintColor, .red)
            XCTAssertEqual(UIImage.SymbolConfiguration(hierarchicalColor: .green).applying(UIImage.SymbolConfiguration(pointSize: 30)).hierarchicalColor, .green)
            XCTAssertEqual(UIListContentConfiguration.sidebarCell().imageProperties.tintColor, .tintColor)
        }
    }
}
