import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// Gesture recognizers on the headless app (Apple's UIGestureRecognizer documentation and
/// its subclasses'): state sequences, failure requirements, touches cancelled in the view.
final class GestureRecognizerTests: AppTestCase {
    /// UIKit does not retain targets: a controller that targets its own view's recognizer and
    /// button is freed with its view (a strong target made a cycle that kept it, its view and
    /// their display links alive); while it lives, `removeTarget` finds its actions.
    nonisolated func testTargetsAreNotRetained() {
        MainActor.assumeIsolated {
            weak var gone: TargetingController?
            do {
                let vc = TargetingController()
                vc.loadViewIfNeeded()
                vc.button.sendActions(for: .touchUpInside)
                XCTAssertEqual(vc.fired, 1)
                gone = vc
            }
            XCTAssertNil(gone, "freed: neither the recognizer nor the button kept it")
            let kept = TargetingController()
            kept.loadViewIfNeeded()
            kept.tap.removeTarget(kept)
            kept.button.removeTarget(kept, for: .touchUpInside)
            kept.button.sendActions(for: .touchUpInside)
            XCTAssertEqual(kept.fired, 0, "removed by target")
        }
    }

    @MainActor private static func launch() -> (HeadlessPlatform, GestureController) {
        launchApp({ GestureController() }, size: CGSize(width: 400, height: 300))
    }

    private static func down(_ t: Double, _ x: CGFloat, _ y: CGFloat, id: Int = 1) -> InputEvent { InputEvent(time: t, .touchDown(id: id, CGPoint(x: x, y: y))) }
    private static func move(_ t: Double, _ x: CGFloat, _ y: CGFloat, id: Int = 1) -> InputEvent { InputEvent(time: t, .touchMotion(id: id, CGPoint(x: x, y: y))) }
    private static func up(_ t: Double, id: Int = 1) -> InputEvent { InputEvent(time: t, .touchUp(id: id)) }

    nonisolated func testSingleTapWaitsForTheDoubleTapToFail() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.launch()
            defer { platform.finish() }
            let single = UITapGestureRecognizer(target: nil) { g in
                let p = g.location(in: g.view)
                TestLog.lines.append("single \(g.state) at \(p.x),\(p.y)")
            }
            let double = UITapGestureRecognizer(target: nil) { g in TestLog.lines.append("double \(g.state)") }
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            vc.pad.addGestureRecognizer(single)
            vc.pad.addGestureRecognizer(double)
            // One tap: the view sees it begin; its end is held (delaysTouchesEnded) while the
            // single tap waits for the double one to give up (0.35 s); then the single tap
            // recognizes and the view's touch is cancelled (cancelsTouchesInView).
            platform.run(events: [Self.down(0.1, 60, 60), Self.up(0.15)], duration: 0.3)
            XCTAssertEqual(TestLog.lines, ["pad began"], "still waiting for a second tap")
            platform.run(events: [], duration: 0.7)
            XCTAssertEqual(TestLog.lines, ["pad began", "pad cancelled", "single ended at 10.0,10.0"])
            // Two quick taps: the double tap, and the single one fails.
            TestLog.lines = []
            platform.run(events: [Self.down(1.0, 60, 60), Self.up(1.05), Self.down(1.2, 62, 61), Self.up(1.25)], duration: 2.0)
            XCTAssertEqual(TestLog.lines.filter { !$0.hasPrefix("pad") }, ["double ended"])
            XCTAssertFalse(TestLog.lines.contains("pad ended"), "a recognized tap cancels the view's touches")
            // A tap that moves too far is no tap: the view gets its touches, ended.
            TestLog.lines = []
            platform.run(events: [Self.down(2.1, 60, 60), Self.move(2.15, 90, 60), Self.up(2.2)], duration: 3.0)
            XCTAssertEqual(TestLog.lines, ["pad began", "pad moved", "pad ended"])
        }
    }

    nonisolated func testPanTranslationVelocityAndCancelledTouches() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.launch()
            defer { platform.finish() }
            let pan = UIPanGestureRecognizer(target: nil) { g in
                let pan = g as! UIPanGestureRecognizer
                let t = pan.translation(in: vc.view)
                TestLog.lines.append("pan \(g.state) \(t.x),\(t.y)")
                if g.state == .ended { TestLog.lines.append("velocity \(Int(pan.velocity(in: vc.view).x))") }
            }
            vc.pad.addGestureRecognizer(pan)
            platform.run(events: [Self.down(0.1, 60, 60), Self.move(0.12, 65, 60), Self.move(0.14, 80, 60),
                                  Self.move(0.16, 100, 70), Self.up(0.18)], duration: 0.3)
            // The first 5 points are not a pan yet (the view sees them); at 20 it begins, and the
            // view's touch is cancelled. Velocity over the last 0.1 s: 40 points in 0.06 s.
            XCTAssertEqual(TestLog.lines, ["pad began", "pad moved", "pad cancelled", "pan began 20.0,0.0", "pan changed 40.0,10.0",
                                              "pan ended 40.0,10.0", "velocity 666"])
        }
    }

    nonisolated func testDelegateAndSimultaneousRecognition() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.launch()
            defer { platform.finish() }
            let pinch = UIPinchGestureRecognizer(target: nil) { g in
                TestLog.lines.append("pinch \(g.state) \(String(format: "%.2f", (g as! UIPinchGestureRecognizer).scale))")
            }
            let rotate = UIRotationGestureRecognizer(target: nil) { g in
                TestLog.lines.append("rotate \(g.state) \(String(format: "%.2f", (g as! UIRotationGestureRecognizer).rotation))")
            }
            let both = Together()
            pinch.delegate = both
            vc.pad.isMultipleTouchEnabled = true
            vc.pad.addGestureRecognizer(pinch)
            vc.pad.addGestureRecognizer(rotate)
            // Two fingers 40 apart on a horizontal line, then 80 apart on a vertical line:
            // twice the distance, a quarter turn clockwise (y down).
            platform.run(events: [Self.down(0.1, 60, 60, id: 1), Self.down(0.1, 100, 60, id: 2),
                                  Self.move(0.2, 80, 20, id: 1), Self.move(0.2, 80, 100, id: 2),
                                  Self.up(0.3, id: 1), Self.up(0.3, id: 2)], duration: 0.4)
            // Both recognize (the pinch's delegate allows it), from the first finger's move on.
            XCTAssertEqual(TestLog.lines.filter { !$0.hasPrefix("pad") },
                           ["pinch began 1.12", "rotate began 1.11", "pinch changed 2.00", "rotate changed 1.57",
                            "pinch ended 2.00", "rotate ended 1.57"])
            // shouldBegin false: it fails, the view keeps its touches.
            TestLog.lines = []
            let refused = UIPanGestureRecognizer(target: nil) { _ in TestLog.lines.append("refused pan ran") }
            let no = Refusing()
            refused.delegate = no
            vc.pad.gestureRecognizers = [refused]
            platform.run(events: [Self.down(0.5, 60, 60), Self.move(0.55, 100, 60), Self.up(0.6)], duration: 0.7)
            XCTAssertEqual(TestLog.lines, ["pad began", "pad moved", "pad ended"])
        }
    }

    nonisolated func testLongPressSwipeAndDelayedTouches() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.launch()
            defer { platform.finish() }
            let long = UILongPressGestureRecognizer(target: nil) { g in TestLog.lines.append("long \(g.state)") }
            long.cancelsTouchesInView = false
            vc.pad.addGestureRecognizer(long)
            platform.run(events: [Self.down(0.1, 60, 60), Self.move(0.7, 62, 61), Self.up(0.8)], duration: 0.9)
            // Recognizers see each touch change before the view does.
            XCTAssertEqual(TestLog.lines, ["pad began", "long began", "long changed", "pad moved", "long ended", "pad ended"])
            // A swipe right; the view's touches are held until the swipe decides (delaysTouchesBegan).
            TestLog.lines = []
            vc.pad.gestureRecognizers = nil
            let swipe = UISwipeGestureRecognizer(target: nil) { g in TestLog.lines.append("swipe \(g.state)") }
            swipe.delaysTouchesBegan = true
            vc.pad.addGestureRecognizer(swipe)
            platform.run(events: [Self.down(1.0, 60, 60), Self.move(1.05, 90, 62), Self.move(1.1, 130, 64), Self.up(1.15)], duration: 1.3)
            XCTAssertEqual(TestLog.lines, ["swipe ended"], "the view never saw the swipe's touches")
            TestLog.lines = []
            platform.run(events: [Self.down(1.4, 60, 60), Self.move(1.45, 60, 90), Self.up(1.5)], duration: 1.6)
            XCTAssertEqual(TestLog.lines, ["pad began", "pad moved", "pad ended"], "a downward stroke: held touches delivered once it failed")
        }
    }

    nonisolated func testARecognizerRemovedDuringItsActionAndTouchesOnRemovedViews() {
        MainActor.assumeIsolated {
            let (platform, vc) = Self.launch()
            defer { platform.finish() }
            var tap: UITapGestureRecognizer!
            tap = UITapGestureRecognizer(target: nil) { g in
                TestLog.lines.append("tap")
                g.view?.removeGestureRecognizer(g)
            }
            vc.pad.addGestureRecognizer(tap)
            platform.run(events: [Self.down(0.1, 60, 60), Self.up(0.15), Self.down(0.6, 60, 60), Self.up(0.65)], duration: 0.8)
            XCTAssertEqual(TestLog.lines.filter { $0 == "tap" }.count, 1)
            XCTAssertNil(tap.view)
            // The view goes away in the middle of a drag: nothing crashes, the touch ends.
            TestLog.lines = []
            let pan = UIPanGestureRecognizer(target: nil) { g in TestLog.lines.append("pan \(g.state)") }
            vc.pad.addGestureRecognizer(pan)
            platform.run(events: [Self.down(1.0, 60, 60), Self.move(1.05, 90, 60)], duration: 1.1)
            vc.pad.removeFromSuperview()
            platform.run(events: [Self.move(1.2, 120, 60), Self.up(1.3)], duration: 1.4)
            XCTAssertEqual(TestLog.lines.last, "pan ended")
        }
    }
}

final class Together: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}
final class Refusing: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
}

final class GestureController: UIViewController {
    let pad = PadView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    override func viewDidLoad() { view.addSubview(pad) }
}

final class PadView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { TestLog.lines.append("pad began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { TestLog.lines.append("pad moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { TestLog.lines.append("pad ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { TestLog.lines.append("pad cancelled") }
}

/// Hover and key commands (Apple: UIHoverGestureRecognizer, UIKeyCommand).
final class HoverAndKeyCommandTests: AppTestCase {
    nonisolated func testHoverEntersMovesAndLeaves() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ GestureController() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            let hover = UIHoverGestureRecognizer(target: nil) { g in
                let p = g.location(in: g.view)
                TestLog.lines.append("hover \(g.state) \(p.x),\(p.y)")
            }
            vc.pad.addGestureRecognizer(hover)
            platform.run(events: [InputEvent(time: 0.1, .pointerEnter(CGPoint(x: 10, y: 10))),
                                  InputEvent(time: 0.2, .pointerMotion(CGPoint(x: 60, y: 70))),
                                  InputEvent(time: 0.3, .pointerMotion(CGPoint(x: 80, y: 70))),
                                  InputEvent(time: 0.4, .pointerMotion(CGPoint(x: 300, y: 290))),
                                  InputEvent(time: 0.5, .pointerMotion(CGPoint(x: 70, y: 70))),
                                  InputEvent(time: 0.6, .pointerLeave)], duration: 0.7)
            XCTAssertEqual(TestLog.lines, ["hover began 10.0,20.0", "hover changed 30.0,20.0", "hover ended 30.0,20.0",
                                              "hover began 20.0,20.0", "hover ended 20.0,20.0"])
        }
    }

    nonisolated func testATextFieldKeepsItsKeysUnlessACommandWantsPriority() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ EditorKeyCommandController() }, size: CGSize(width: 300, height: 100))
            defer { platform.finish() }
            XCTAssertTrue(vc.field.becomeFirstResponder())
            vc.field.selectedTextRange = vc.field.textRange(from: vc.field.endOfDocument, to: vc.field.endOfDocument)
            func key(_ t: Double, _ sym: UInt32, _ text: String = "", _ mods: KeyModifiers = []) -> InputEvent {
                InputEvent(time: t, .key(keysym: sym, text: text, pressed: true, isRepeat: false, modifiers: mods))
            }
            platform.run(events: [key(0.1, 0xff51), key(0.2, 0xff53), key(0.3, 0x66, "\u{6}", .control), key(0.4, 0xffc2),
                                  key(0.5, 0xff56)], duration: 0.6)
            XCTAssertEqual(TestLog.lines, ["right command", "find", "reload"], "Left moved the caret and Page Down was the field's")
            XCTAssertEqual(vc.field.offset(from: vc.field.beginningOfDocument, to: vc.field.selectedTextRange!.start), 2)
            vc.field.resignFirstResponder()
            platform.run(events: [key(0.7, 0xff51), key(0.75, 0xff56)], duration: 0.8)
            XCTAssertEqual(TestLog.lines.suffix(2), ["left command", "page down"], "no text input: the commands take the keys")
            let f5 = UIKey(keysym: 0xffc2, text: "", modifiers: [])
            XCTAssertEqual(f5.charactersIgnoringModifiers, UIKeyCommand.inputF5)
            XCTAssertEqual(f5.keyCode, .keyboardF5)
            XCTAssertEqual(UIKey(keysym: 0x77, text: "w", modifiers: []).keyCode, .keyboardW)
            XCTAssertEqual(UIKey(keysym: 0xffe1, text: "", modifiers: []).keyCode, .keyboardLeftShift)
            XCTAssertEqual(UIKey(keysym: 0xffb7, text: "7", modifiers: []).keyCode, .keypad7)
        }
    }

    nonisolated func testKeyCommandsUpTheChainTakeTheirKeys() {
        MainActor.assumeIsolated {
            let (platform, _) = launchApp({ KeyCommandController() }, size: CGSize(width: 200, height: 100))
            defer { platform.finish() }
            platform.run(events: [
                InputEvent(time: 0.1, .key(keysym: 0x73, text: "\u{13}", pressed: true, isRepeat: false, modifiers: .control)),
                InputEvent(time: 0.2, .key(keysym: 0x73, text: "\u{13}", pressed: false, isRepeat: false, modifiers: .control)),
                InputEvent(time: 0.3, .key(keysym: 0x73, text: "s", pressed: true, isRepeat: false, modifiers: [])),
                InputEvent(time: 0.4, .key(keysym: 0xff53, text: "", pressed: true, isRepeat: false, modifiers: [])),
            ], duration: 0.5)
            XCTAssertEqual(TestLog.lines, ["save", "pressed s", "next"])
        }
    }
}

/// A text field's editor and shortcuts side by side: the field keeps the keys it uses
/// unless a command asks for priority; the function and page keys have their names.
final class EditorKeyCommandController: UIViewController {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    override func viewDidLoad() {
        super.viewDidLoad()
        field.text = "abc"
        view.addSubview(field)
    }
    override var keyCommands: [UIKeyCommand]? {
        let right = UIKeyCommand(input: UIKeyCommand.inputRightArrow) { _ in TestLog.lines.append("right command") }
        right.wantsPriorityOverSystemBehavior = true
        return [UIKeyCommand(input: UIKeyCommand.inputLeftArrow) { _ in TestLog.lines.append("left command") }, right,
                UIKeyCommand(title: "Find", image: nil, input: "f", modifierFlags: .control, discoverabilityTitle: "Find…") { _ in TestLog.lines.append("find") },
                UIKeyCommand(input: UIKeyCommand.inputF5) { _ in TestLog.lines.append("reload") },
                UIKeyCommand(input: UIKeyCommand.inputPageDown) { _ in TestLog.lines.append("page down") }]
    }
}

final class KeyCommandController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Save", input: "s", modifierFlags: .control) { _ in TestLog.lines.append("save") },
         UIKeyCommand(input: UIKeyCommand.inputRightArrow) { _ in TestLog.lines.append("next") }]
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        TestLog.lines.append("pressed \(presses.first?.key?.characters ?? "?")")
    }
}

/// The wheel as gestures (Apple: UIPanGestureRecognizer.allowedScrollTypesMask; Ctrl+wheel
/// pinches, as desktop apps zoom).
final class WheelGestureTests: AppTestCase {
    private static func wheel(_ t: Double, _ dy: Double, _ p: CGPoint = CGPoint(x: 100, y: 100)) -> InputEvent {
        InputEvent(time: t, .scroll(p, dx: 0, dy: dy, value120x: 0, value120y: Int(dy * 3)))
    }

    nonisolated func testAPanAllowingWheelStepsPansAndEndsAfterThem() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ GestureController() }, size: CGSize(width: 400, height: 300))
            defer { platform.finish() }
            let pan = UIPanGestureRecognizer(target: nil) { g in
                let t = (g as! UIPanGestureRecognizer).translation(in: g.view)
                TestLog.lines.append("pan \(g.state) \(t.y)")
            }
            vc.pad.addGestureRecognizer(pan)
            platform.run(events: [Self.wheel(0.1, 40)], duration: 0.5)
            XCTAssertEqual(TestLog.lines, [], "no scroll types allowed: the wheel is not a pan")
            pan.allowedScrollTypesMask = .discrete
            platform.run(events: [Self.wheel(0.6, 40), Self.wheel(0.65, 40)], duration: 1.0)
            XCTAssertEqual(TestLog.lines, ["pan began -40.0", "pan changed -80.0", "pan ended -80.0"])
            TestLog.lines = []
            platform.run(events: [InputEvent(time: 1.1, .scroll(CGPoint(x: 100, y: 100), dx: 0, dy: 10, value120x: 0, value120y: 0))], duration: 1.5)
            XCTAssertEqual(TestLog.lines, [], "touchpad scrolling (continuous) is not allowed")
        }
    }

    nonisolated func testControlWheelPinchesAScrollViewsZoom() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ ScrollController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            vc.scroll.minimumZoomScale = 0.5
            vc.scroll.maximumZoomScale = 4
            let control = { (down: Bool, t: Double) in
                InputEvent(time: t, .key(keysym: 0xffe3, text: "", pressed: down, isRepeat: false, modifiers: down ? .control : []))
            }
            // Control held, the wheel turned away from the user two detents: zoom in by 1.1².
            platform.run(events: [control(true, 0.1), Self.wheel(0.2, -40), Self.wheel(0.25, -40), control(false, 0.3)], duration: 0.8)
            XCTAssertEqual(vc.scroll.zoomScale, 1.21, accuracy: 0.001)
            XCTAssertEqual(vc.scroll.contentOffset.y, 0, "the wheel did not scroll meanwhile")
            // Without Control it scrolls: a detent's page-dependent step (400^(2/3) points).
            platform.run(events: [Self.wheel(1.0, 40)], duration: 1.5)
            XCTAssertEqual(vc.scroll.contentOffset.y, pow(400, 2.0 / 3.0), accuracy: 0.001)
        }
    }
}

final class TargetingController: UIViewController {
    let tap = UITapGestureRecognizer()
    let button = UIButton(type: .system)
    var fired = 0
    override func viewDidLoad() {
        tap.addTarget(self) { [unowned self] _ in fired += 1 }
        view.addGestureRecognizer(tap)
        button.addTarget(self, action: { [unowned self] _ in fired += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}
