import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UIAccessibilityElement in a container view: elements listed in reading order, frames from
/// the container's space following it as it moves, the container's element lookups.
final class AccessibilityElementTests: AppTestCase {
    /// A drawn bar chart whose bars are elements of their own.
    final class Chart: UIView {
        let bars: [UIAccessibilityElement]
        override init(frame: CGRect) {
            bars = []
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { nil }
        init(values: [Int]) {
            var made: [UIAccessibilityElement] = []
            bars = []
            super.init(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
            for (k, v) in values.enumerated() {
                let bar = UIAccessibilityElement(accessibilityContainer: self)
                bar.accessibilityLabel = "Day \(k + 1)"
                bar.accessibilityValue = "\(v)"
                bar.accessibilityTraits = .image
                bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(k) * 50, y: 100 - CGFloat(v), width: 40, height: CGFloat(v))
                made.append(bar)
            }
            accessibilityElements = made
            accessibilityContainerType = .semanticGroup
        }
    }

    nonisolated func testElementsOfAContainerViewFollowIt() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 320, height: 240))
            defer { platform.finish() }
            let chart = Chart(values: [30, 80, 50])
            vc.view.addSubview(chart)
            XCTAssertEqual(chart.accessibilityElementCount(), 3)
            XCTAssertEqual(chart.accessibilityContainerType, .semanticGroup)
            let second = chart.accessibilityElement(at: 1) as! UIAccessibilityElement
            XCTAssertEqual(second.accessibilityLabel, "Day 2")
            XCTAssertTrue(second.accessibilityContainer === chart)
            XCTAssertEqual(chart.index(ofAccessibilityElement: second), 1)
            XCTAssertEqual(chart.index(ofAccessibilityElement: UIAccessibilityElement(accessibilityContainer: chart)), NSNotFound)
            XCTAssertNil(chart.accessibilityElement(at: 3))
            let origin = chart.convert(CGPoint.zero, to: nil)
            XCTAssertEqual(second.accessibilityFrame, CGRect(x: origin.x + 50, y: origin.y + 20, width: 40, height: 80))
            XCTAssertEqual(second.accessibilityActivationPoint, CGPoint(x: origin.x + 70, y: origin.y + 60))
            chart.frame.origin.x += 30
            XCTAssertEqual(second.accessibilityFrame.minX, origin.x + 80, "the frame follows the container")
            // Without a container-space frame, the frame is as set (screen coordinates).
            let loose = UIAccessibilityElement(accessibilityContainer: chart)
            loose.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
            XCTAssertEqual(loose.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4))
            XCTAssertTrue(loose.isAccessibilityElement)
            XCTAssertFalse(loose.accessibilityActivate())
        }
    }
}
