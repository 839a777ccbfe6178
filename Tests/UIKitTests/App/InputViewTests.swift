import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// A responder's input views (Apple: `inputView`, `inputAccessoryView`): docked at the window's
/// bottom while it is first responder, posted as the keyboard, with the keyboard layout guide
/// rising to their top; gone when it resigns.
final class InputViewTests: AppTestCase {
    final class Form: UIViewController {
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 300, height: 34))
        let plainField = UITextField(frame: CGRect(x: 10, y: 70, width: 300, height: 34))
        let footer = UIView()
        let wheel = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 200))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            wheel.backgroundColor = .blue
            bar.backgroundColor = .green
            field.inputView = wheel
            field.inputAccessoryView = bar
            footer.backgroundColor = .red
            footer.translatesAutoresizingMaskIntoConstraints = false
            for v in [field, plainField, footer] as [UIView] { view.addSubview(v) }
            NSLayoutConstraint.activate([
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                footer.heightAnchor.constraint(equalToConstant: 30),
                footer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    nonisolated func testInputViewsDockAsTheKeyboard() throws {
        try MainActor.assumeIsolated {
            let (platform, form) = launchApp({ Form() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            final class Heard: @unchecked Sendable { var names: [String] = []; var end: CGRect? }
            let heard = Heard()
            var tokens: [NSObjectProtocol] = []
            for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                         UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification] {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    heard.names.append(note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: ""))
                    if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue { heard.end = end.cgRectValue }
                })
            }
            defer { tokens.forEach(NotificationCenter.default.removeObserver) }
            platform.run(events: [], duration: 0.1)
            XCTAssertEqual(form.footer.frame.maxY, 480, "no keyboard: the guide at the bottom")

            XCTAssertTrue(form.plainField.becomeFirstResponder())
            platform.run(events: [], duration: 0.2)
            XCTAssertTrue(heard.names.isEmpty, "no input views: no keyboard on a desktop")

            XCTAssertTrue(form.field.becomeFirstResponder())
            let image = try XCTUnwrap(platform.frame(at: 0.6))
            writeArtifact(image, "input-views")
            XCTAssertEqual(heard.names, ["WillShow", "DidShow"])
            XCTAssertEqual(heard.end, CGRect(x: 0, y: 236, width: 320, height: 244))
            XCTAssertEqual(form.wheel.convert(form.wheel.bounds, to: nil), CGRect(x: 0, y: 280, width: 320, height: 200))
            XCTAssertEqual(form.bar.convert(form.bar.bounds, to: nil), CGRect(x: 0, y: 236, width: 320, height: 44))
            XCTAssertEqual(pixel(image, 160, 400), RGBA8(0, 0, 255, 255), "the input view at the bottom")
            XCTAssertEqual(pixel(image, 160, 250), RGBA8(0, 255, 0, 255), "the accessory above it")
            XCTAssertEqual(form.footer.frame.maxY, 236, "the keyboard guide rose to their top")
            XCTAssertEqual(pixel(image, 160, 220), RGBA8(255, 0, 0, 255), "content pinned above it moved clear")

            XCTAssertTrue(form.field.resignFirstResponder())
            platform.run(events: [], duration: 1.0)
            XCTAssertEqual(heard.names, ["WillShow", "DidShow", "WillHide", "DidHide"])
            XCTAssertNil(form.wheel.window, "gone with the responder")
            XCTAssertEqual(form.footer.frame.maxY, 480)
        }
    }
}
