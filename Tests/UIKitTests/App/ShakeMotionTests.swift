import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// A shake (Ctrl+Super+Z, as the iOS Simulator's Shake) reaches the first responder as a
/// motion that begins and ends; unhandled, it goes up the chain to the controller.
final class ShakeMotionTests: AppTestCase {
    final class Shaken: UIViewController {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        var heard: [String] = []
        override func viewDidLoad() { super.viewDidLoad(); view.addSubview(field) }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            heard.append("began \(motion == .motionShake) \(event?.type == .motion) \(event?.subtype == .motionShake)")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { heard.append("ended \(motion == .motionShake)") }
    }

    nonisolated func testCtrlSuperZIsAShake() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Shaken() }, size: CGSize(width: 240, height: 100))
            defer { platform.finish() }
            vc.field.text = "typed"
            XCTAssertTrue(vc.field.becomeFirstResponder())
            let modifiers: KeyModifiers = [.control, .super]
            platform.run(events: [InputEvent(time: 0.1, .key(keysym: 0x7a, text: "\u{1a}", pressed: true, isRepeat: false, modifiers: modifiers)),
                                  InputEvent(time: 0.12, .key(keysym: 0x7a, text: "\u{1a}", pressed: false, isRepeat: false, modifiers: modifiers))],
                         duration: 0.2)
            XCTAssertEqual(vc.heard, ["began true true true", "ended true"], "from the field up the chain to its controller")
            XCTAssertEqual(vc.field.text, "typed", "a shake is not an undo")
        }
    }
}
