import XCTest
import QuartzCore

/// Numbers read from a presentation layer mid-animation, as code pausing a spinner reads
/// them, and NSNumbers animating custom properties.
final class PresentationNumberTests: AnimationTestCase {
    func testAPresentationRotationReadsAsEveryNumber() {
        let l = committedLayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 2
        l.add(spin, forKey: "spin")
        CATransaction.flush()
        advance(to: 1001)
        let angle = l.presentation()?.value(forKeyPath: "transform.rotation.z")
        XCTAssertEqual(angle as? Double ?? -1, .pi / 2, accuracy: 1e-6)
        XCTAssertEqual(angle as? CGFloat ?? -1, .pi / 2, accuracy: 1e-6)
        XCTAssertEqual((angle as? NSNumber)?.doubleValue ?? -1, .pi / 2, accuracy: 1e-6)
    }

    /// A custom property animated from NSNumbers (and read back as NSNumbers by the engine)
    /// interpolates as a scalar, 1 included (an NSNumber of 1 also casts to Bool).
    func testACustomPropertyAnimatesFromNSNumbers() {
        let clock = committedLayer { ClockFaceLayer() }
        clock.angle = 1
        let turn = CABasicAnimation(keyPath: "angle")
        turn.fromValue = NSNumber(value: 1)
        turn.toValue = NSNumber(value: 3)
        turn.duration = 2
        clock.add(turn, forKey: nil)
        CATransaction.flush()
        advance(to: 1001)
        XCTAssertEqual(clock.presentation()?.angle ?? -1, 2, accuracy: 1e-6)
    }
}
