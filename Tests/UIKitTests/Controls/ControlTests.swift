import XCTest
import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// UIControl's tracking and events, UIButton, UISwitch and UISlider on the headless app
/// (Apple's UIControl documentation: touchUpInside only for a touch lifted inside, with the
/// control's slop; highlighted while inside).
final class ControlTests: AppTestCase {
    private static func press(_ t: Double, _ x: CGFloat, _ y: CGFloat, _ down: Bool) -> InputEvent {
        InputEvent(time: t, .pointerButton(CGPoint(x: x, y: y), button: PointerButton.left, pressed: down))
    }
    private static func move(_ t: Double, _ x: CGFloat, _ y: CGFloat) -> InputEvent { InputEvent(time: t, .pointerMotion(CGPoint(x: x, y: y))) }

    nonisolated func testButtonEventsInsideAndOutside() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ControlsController() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            let button = vc.button
            for (name, event) in [("down", UIControl.Event.touchDown), ("up inside", .touchUpInside), ("up outside", .touchUpOutside),
                                  ("exit", .touchDragExit), ("enter", .touchDragEnter)] {
                button.addAction(UIAction { _ in TestLog.lines.append(name) }, for: event)
            }
            var highlighted: [Bool] = []
            button.addAction(UIAction { a in highlighted.append((a.sender as! UIButton).isHighlighted) }, for: [.touchDown, .touchDragExit])
            platform.run(events: [Self.press(0.1, 60, 40, true), Self.press(0.2, 60, 40, false)], duration: 0.3)
            XCTAssertEqual(TestLog.lines, ["down", "tapped", "up inside"])
            // Dragged more than 70 points away, then released: up outside.
            TestLog.lines = []
            platform.run(events: [Self.press(0.4, 60, 40, true), Self.move(0.5, 300, 250), Self.press(0.6, 300, 250, false)], duration: 0.7)
            XCTAssertEqual(TestLog.lines, ["down", "exit", "up outside"])
            XCTAssertEqual(highlighted, [true, true, false])
            XCTAssertFalse(button.isHighlighted)
            // Disabled: nothing, and the touch does not fall through to the view behind.
            TestLog.lines = []
            button.isEnabled = false
            platform.run(events: [Self.press(0.8, 60, 40, true), Self.press(0.9, 60, 40, false)], duration: 1.0)
            XCTAssertEqual(TestLog.lines, [])
            XCTAssertEqual(button.state, .disabled)
        }
    }

    nonisolated func testSwitchAndSlider() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ControlsController() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            var values: [String] = []
            vc.toggle.addAction(UIAction { a in values.append("switch \((a.sender as! UISwitch).isOn)") }, for: .valueChanged)
            vc.slider.addTarget(nil, action: { c in values.append(String(format: "slider %.2f", (c as! UISlider).value)) }, for: .valueChanged)
            XCTAssertEqual(vc.toggle.frame.size, CGSize(width: 51, height: 31))
            platform.run(events: [Self.press(0.1, 225, 45, true), Self.press(0.15, 225, 45, false)], duration: 0.2)
            XCTAssertTrue(vc.toggle.isOn)
            // The slider's track runs from x 34 to 234 in the window (a 228-wide slider at 20,
            // less the thumb): its thumb starts at the left; dragged 100 points: value 0.5.
            platform.run(events: [Self.press(0.3, 34, 215, true), Self.move(0.35, 84, 215), Self.move(0.4, 134, 215),
                                  Self.press(0.45, 134, 215, false)], duration: 0.5)
            XCTAssertEqual(vc.slider.value, 0.5, accuracy: 0.001)
            XCTAssertEqual(values, ["switch true", "slider 0.25", "slider 0.50"])
            // A touch on the track away from the thumb does not move it.
            platform.run(events: [Self.press(0.6, 220, 215, true), Self.move(0.65, 230, 215), Self.press(0.7, 230, 215, false)], duration: 0.8)
            XCTAssertEqual(vc.slider.value, 0.5, accuracy: 0.001)
            vc.slider.setValue(7, animated: false)
            XCTAssertEqual(vc.slider.value, 1, "clamped to the maximum")
            vc.slider.setValue(.nan, animated: false)
            XCTAssertEqual(vc.slider.value, 1)
        }
    }

    /// UIKit's slider geometry: the track spans the bounds but 2 points at each end and the
    /// filled part starts there, under the thumb; the thumb is flush with the left end at the
    /// minimum and the right end at the maximum. Subclasses move the parts by overriding the rects.
    nonisolated func testSliderTrackAndThumbRects() {
        MainActor.assumeIsolated {
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
            XCTAssertEqual(slider.trackRect(forBounds: slider.bounds), CGRect(x: 2, y: 15, width: 296, height: 4))
            let track = slider.trackRect(forBounds: slider.bounds)
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX, 0)
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX, 300)
            XCTAssertEqual(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX, 150)
            slider.value = 0.25
            slider.layoutIfNeeded()
            let parts = slider.subviews.map(\.frame)
            XCTAssertTrue(parts.contains(CGRect(x: 2, y: 15, width: 296, height: 4)), "the whole track: \(parts)")
            XCTAssertTrue(parts.contains(CGRect(x: 2, y: 15, width: 82 - 2, height: 4)), "the filled part to the thumb's centre: \(parts)")

            final class Narrow: UISlider {
                override func trackRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 15) }
            }
            let narrow = Narrow(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
            narrow.layoutIfNeeded()
            XCTAssertTrue(narrow.subviews.map(\.frame).contains(CGRect(x: 20, y: 15, width: 260, height: 4)))
        }
    }

    /// Apple (UIView.gestureRecognizerShouldBegin; "default control actions prevent overlapping
    /// gesture recognizer behavior"): a single tap on a button or switch is theirs, not a tap
    /// recognizer's on their superview; a swipe along the slider's thumb drags the thumb; a
    /// double tap, or a tap beside the controls, is still the recognizer's.
    nonisolated func testControlsKeepTheGesturesTheirActionsOverlap() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ControlsController() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            var recognized: [String] = []
            let tap = UITapGestureRecognizer(target: nil) { _ in recognized.append("tap") }
            let doubleTap = UITapGestureRecognizer(target: nil) { _ in recognized.append("double tap") }
            doubleTap.numberOfTapsRequired = 2
            let swipe = UISwipeGestureRecognizer(target: nil) { _ in recognized.append("swipe") }
            swipe.direction = [.left, .right]
            for g in [tap, doubleTap, swipe] { vc.view.addGestureRecognizer(g) }
            vc.toggle.addAction(UIAction { _ in recognized.append("switch") }, for: .valueChanged)
            platform.run(events: [Self.press(0.1, 60, 40, true), Self.press(0.15, 60, 40, false),       // the button
                                  Self.press(0.6, 225, 45, true), Self.press(0.65, 225, 45, false),     // the switch
                                  Self.press(1.2, 300, 120, true), Self.press(1.25, 300, 120, false)],  // the background
                         duration: 1.8)
            XCTAssertEqual(TestLog.lines.filter { $0 == "tapped" }, ["tapped"], "the button's action ran")
            XCTAssertEqual(recognized, ["switch", "tap"], "the superview's tap only beside the controls")
            // The slider's thumb (at the left end), swiped 100 points right: the slider's value moves, no swipe.
            recognized = []
            platform.run(events: [Self.press(2.0, 34, 215, true), Self.move(2.05, 84, 215), Self.move(2.1, 134, 215),
                                  Self.press(2.15, 134, 215, false)], duration: 2.3)
            XCTAssertEqual(vc.slider.value, 0.5, accuracy: 0.001)
            XCTAssertEqual(recognized, [], "no swipe")
            // The same stroke across the background is a swipe.
            platform.run(events: [Self.press(2.5, 150, 150, true), Self.move(2.55, 200, 150), Self.move(2.6, 250, 150),
                                  Self.press(2.65, 250, 150, false)], duration: 2.8)
            XCTAssertEqual(recognized, ["swipe"])
            // A double tap on the button: not its single tap, so the superview's double tap has it.
            recognized = []
            platform.run(events: [Self.press(3.0, 60, 40, true), Self.press(3.05, 60, 40, false),
                                  Self.press(3.15, 60, 40, true), Self.press(3.2, 60, 40, false)], duration: 3.6)
            XCTAssertEqual(recognized, ["double tap"])
        }
    }

    nonisolated func testFilledButtonLook() {
        MainActor.assumeIsolated {
            var config = UIButton.Configuration.filled()
            config.title = "OK"
            let b = UIButton(configuration: config, primaryAction: nil)
            b.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
            b.layoutIfNeeded()
            let ctx = makeBitmapContext(width: 80, height: 40)
            ctx.translateBy(x: 0, y: 40); ctx.scaleBy(x: 1, y: -1)
            b.layer.render(in: ctx)
            writeArtifact(ctx.makeImage()!, "uikit-button-filled")
            XCTAssertEqual(pixel(ctx, 10, 20), RGBA8(0, 122, 255, 255), "the tint colour fills it")
            XCTAssertEqual(pixel(ctx, 0, 0).a, 0, "rounded corners")
            var white = 0
            for y in 0..<40 { for x in 0..<80 where pixel(ctx, x, y).r > 200 && pixel(ctx, x, y).g > 200 { white += 1 } }
            XCTAssertGreaterThan(white, 20, "a white title")
            XCTAssertEqual(b.currentTitle, "OK")
        }
    }
}

final class ControlsController: UIViewController {
    let button = UIButton(type: .system)
    let toggle = UISwitch(frame: CGRect(x: 200, y: 30, width: 0, height: 0))
    let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 228, height: 30))
    override func viewDidLoad() {
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        button.setTitle("Tap", for: .normal)
        button.addAction(UIAction { _ in TestLog.lines.append("tapped") }, for: .primaryActionTriggered)
        let behind = BehindView(frame: view.bounds)
        view.addSubview(behind)
        view.addSubview(button)
        view.addSubview(toggle)
        view.addSubview(slider)
    }
}

final class BehindView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { TestLog.lines.append("behind") }
}
