import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// The pointer over a window (Apple: UIPointerInteraction): regions asked of the delegate,
/// entering and leaving told in order, the style's cursor given to the shell — the text beam
/// over text, hidden, the arrow — and its effect put on a view and taken off again.
final class PointerInteractionTests: AppTestCase {
    final class Screen: UIViewController, UIPointerInteractionDelegate {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
        let button = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            card.backgroundColor = .systemBlue
            button.setTitle("Press", for: .normal)
            button.frame = CGRect(x: 20, y: 220, width: 100, height: 44)
            button.isPointerInteractionEnabled = true
            for v in [field, card, button] as [UIView] { view.addSubview(v) }
            card.addInteraction(UIPointerInteraction(delegate: self))
        }
        /// Two regions: the card's left half lifts it, over its right half the pointer hides.
        func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                defaultRegion: UIPointerRegion) -> UIPointerRegion? {
            let left = request.location.x < card.bounds.midX
            return UIPointerRegion(rect: left ? CGRect(x: 0, y: 0, width: 100, height: 80) : CGRect(x: 100, y: 0, width: 100, height: 80),
                                   identifier: left ? "left" : "right")
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            region.identifier == AnyHashable("left") ? UIPointerStyle(effect: .lift(UITargetedPreview(view: card))) : .hidden()
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
            TestLog.lines.append("enter \(region.identifier!)")
            animator.addAnimations { self.card.alpha = 0.9 }
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
            TestLog.lines.append("exit \(region.identifier!)")
            animator.addAnimations { self.card.alpha = 1 }
        }
    }

    nonisolated func testRegionsStylesCursorsAndEffects() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Screen() }, size: CGSize(width: 300, height: 300))
            defer { platform.finish() }
            func move(_ x: CGFloat, _ y: CGFloat) {
                let t = platform.lastFrameTime ?? 0
                platform.run(events: [InputEvent(time: t + 0.01, .pointerMotion(CGPoint(x: x, y: y)))], duration: t + 0.3)
            }
            @MainActor func cursor(_ x: CGFloat, _ y: CGFloat) -> String { platform.host.cursorName(at: CGPoint(x: x, y: y)) }
            platform.run(events: [InputEvent(time: 0.05, .pointerEnter(CGPoint(x: 280, y: 280)))], duration: 0.1)
            XCTAssertEqual(cursor(280, 280), "left_ptr")

            move(100, 40)
            XCTAssertEqual(cursor(100, 40), "xterm", "a text field shows the text cursor")

            move(60, 140)
            XCTAssertEqual(TestLog.lines, ["enter left"])
            XCTAssertEqual(cursor(60, 140), "left_ptr", "an effect keeps the arrow")
            XCTAssertGreaterThan(vc.card.transform.a, 1.01, "lifted")
            XCTAssertEqual(vc.card.layer.shadowOpacity, 0.25)
            XCTAssertEqual(vc.card.alpha, 0.9, accuracy: 0.001, "the delegate's animation ran")
            move(70, 150)
            XCTAssertEqual(TestLog.lines, ["enter left"], "a move within the region is not a new entry")

            move(180, 140)
            XCTAssertEqual(TestLog.lines, ["enter left", "exit left", "enter right"])
            XCTAssertEqual(cursor(180, 140), "", "hidden over the right half")
            XCTAssertEqual(vc.card.transform, .identity, "the lift is taken back")
            XCTAssertEqual(vc.card.layer.shadowOpacity, 0)

            move(60, 240)
            XCTAssertEqual(TestLog.lines.last, "exit right")
            let platters = vc.view.layer.sublayers?.filter { $0.delegate == nil && $0.frame == vc.button.frame.insetBy(dx: -4, dy: -4) } ?? []
            XCTAssertEqual(platters.count, 1, "a highlight platter behind the button")
            let platterIndex = vc.view.layer.sublayers!.firstIndex { $0 === platters.first }!
            let buttonIndex = vc.view.layer.sublayers!.firstIndex { $0 === vc.button.layer }!
            XCTAssertLessThan(platterIndex, buttonIndex, "behind it")
            XCTAssertEqual(cursor(60, 240), "left_ptr")
            var shown: CGImage?
            let now = platform.lastFrameTime ?? 0
            platform.run(events: [], duration: now + 0.05) { _, _, image in shown = image }
            if let shown {
                writeArtifact(shown, "pointer-highlight")
                // The platter's faint grey beside the title (inside the 4-point margin).
                let p = pixel(shown, 18, 230)
                XCTAssertTrue(p.r < 250 && p.r > 200 && p.r == p.g, "the platter shows: \(p)")
            }

            move(280, 280)
            XCTAssertNil(platters.first?.superlayer, "the platter goes when the pointer leaves")
            XCTAssertEqual(cursor(280, 280), "left_ptr")

            // A button's style provider decides: a beam here.
            vc.button.pointerStyleProvider = { _, _, _ in UIPointerStyle(shape: .verticalBeam(length: 20)) }
            move(60, 240)
            XCTAssertEqual(cursor(60, 240), "xterm")
            vc.button.isPointerInteractionEnabled = false
            move(61, 240)
            XCTAssertEqual(cursor(61, 240), "left_ptr", "no interaction: the arrow")
            let t = platform.lastFrameTime ?? 0
            platform.run(events: [InputEvent(time: t + 0.01, .pointerLeave)], duration: t + 0.1)
            XCTAssertEqual(cursor(180, 140), "left_ptr", "the pointer left the window")
        }
    }
}
