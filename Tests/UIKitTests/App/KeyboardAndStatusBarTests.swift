import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// The software keyboard's API on a desktop (a hardware keyboard, none on screen): the keyboard
/// layout guide at the bottom safe area, no keyboard notifications, a scroll view's
/// `keyboardDismissMode`; and the status-bar preferences controllers override.
final class KeyboardAndStatusBarTests: AppTestCase {
    nonisolated func testTheKeyboardGuideSitsOnTheBottomSafeArea() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ KeyboardFormController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.field.frame.maxY, 400 - 8, "no bottom safe area: the guide is at the view's bottom")
            vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 370, width: 300, height: 30))
            XCTAssertEqual(vc.field.frame.maxY, 370 - 8, "above the hidden keyboard's guide, on the safe area")
            vc.view.keyboardLayoutGuide.usesBottomSafeArea = false
            vc.view.layoutIfNeeded()
            XCTAssertEqual(vc.view.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: 400, width: 300, height: 0))
            XCTAssertEqual(vc.field.frame.maxY, 400 - 8)
            XCTAssertTrue(vc.view.keyboardLayoutGuide === vc.view.keyboardLayoutGuide, "one guide per view")
            XCTAssertFalse(vc.view.keyboardLayoutGuide.followsUndockedKeyboard)
        }
    }

    /// Editing with the hardware keyboard posts no software-keyboard notification.
    nonisolated func testNoKeyboardNotificationsWhileEditing() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ KeyboardFormController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            var posted = 0
            let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                         UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification]
            let tokens = names.map { NotificationCenter.default.addObserver(forName: $0, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { posted += 1 }
            } }
            defer { tokens.forEach(NotificationCenter.default.removeObserver) }
            XCTAssertTrue(vc.field.becomeFirstResponder())
            platform.run(events: [InputEvent(time: 0.1, .key(keysym: 0x61, text: "a", pressed: true, isRepeat: false, modifiers: [])),
                                  InputEvent(time: 0.15, .key(keysym: 0x61, text: "", pressed: false, isRepeat: false, modifiers: []))],
                         duration: 0.3)
            XCTAssertEqual(vc.field.text, "a")
            XCTAssertTrue(vc.field.resignFirstResponder())
            XCTAssertEqual(posted, 0)
            XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
        }
    }

    /// `.onDrag` ends editing when a drag begins; `.none` leaves it.
    nonisolated func testAScrollViewDismissesTheKeyboardOnDrag() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ KeyboardFormController() }, size: CGSize(width: 300, height: 400))
            defer { platform.finish() }
            func drag(_ t: Double) -> [InputEvent] {
                [InputEvent(time: t, .touchDown(id: 1, CGPoint(x: 150, y: 150)))]
                    + (1...8).map { InputEvent(time: t + Double($0) * 0.02, .touchMotion(id: 1, CGPoint(x: 150, y: 150 - CGFloat($0) * 10))) }
                    + [InputEvent(time: t + 0.2, .touchUp(id: 1))]
            }
            XCTAssertEqual(vc.scroll.keyboardDismissMode, .none)
            XCTAssertTrue(vc.field.becomeFirstResponder())
            platform.run(events: drag(0.1), duration: 1.0)
            XCTAssertTrue(vc.field.isFirstResponder, "none: editing goes on")
            vc.scroll.keyboardDismissMode = .onDrag
            platform.run(events: drag(1.1), duration: 2.0)
            XCTAssertFalse(vc.field.isFirstResponder, "onDrag: the drag ended editing")
        }
    }

    nonisolated func testStatusBarPreferencesCanBeOverridden() {
        MainActor.assumeIsolated {
            final class Dark: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override var prefersStatusBarHidden: Bool { true }
            }
            let plain = UIViewController()
            XCTAssertEqual(plain.preferredStatusBarStyle, .default)
            XCTAssertFalse(plain.prefersStatusBarHidden)
            XCTAssertEqual(plain.preferredStatusBarUpdateAnimation, .fade)
            XCTAssertNil(plain.childForStatusBarStyle)
            let dark = Dark()
            dark.setNeedsStatusBarAppearanceUpdate()
            XCTAssertEqual(dark.preferredStatusBarStyle, .lightContent)
            XCTAssertTrue(dark.prefersStatusBarHidden)
        }
    }
}

/// A scroll view filling the view and a text field pinned above the keyboard guide.
final class KeyboardFormController: UIViewController {
    let scroll = UIScrollView()
    let field = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scroll.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        scroll.contentSize = CGSize(width: 300, height: 1200)
        view.addSubview(scroll)
        field.translatesAutoresizingMaskIntoConstraints = false
        field.borderStyle = .roundedRect
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 34),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }
}
