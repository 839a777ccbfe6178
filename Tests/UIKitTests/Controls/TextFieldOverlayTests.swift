import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport
@testable import QuartzCore

/// A text field's overlay views and attributed placeholder (Apple: `leftView`, `rightView`
/// with their modes and rects, `attributedPlaceholder`).
final class TextFieldOverlayTests: AppTestCase {
    final class Login: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 36))
        let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 28, height: 20))
        let show = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            field.borderStyle = .roundedRect
            icon.image = UIImage(systemName: "envelope")
            icon.contentMode = .scaleAspectFit
            field.leftView = icon
            field.leftViewMode = .always
            show.setTitle("Show", for: .normal)
            show.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
            show.addAction(UIAction { _ in TestLog.lines.append("show") }, for: .touchUpInside)
            field.rightView = show
            field.rightViewMode = .whileEditing
            field.clearButtonMode = .whileEditing
            field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.systemPurple])
            field.font = .systemFont(ofSize: 17)
            view.addSubview(field)
        }
    }

    nonisolated func testOverlaysFrameTheTextAndShowByTheirModes() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ Login() }, size: CGSize(width: 320, height: 120))
            defer { platform.finish() }
            var image: CGImage?
            platform.run(events: [], duration: 0.05) { _, _, i in image = i }
            let f = vc.field
            XCTAssertEqual(f.placeholder, "Email", "an attributed placeholder sets the plain one")
            XCTAssertEqual(f.leftViewRect(forBounds: f.bounds), CGRect(x: 0, y: 8, width: 28, height: 20))
            XCTAssertFalse(vc.icon.isHidden)
            XCTAssertTrue(vc.show.isHidden, "the right view shows only while editing")
            XCTAssertEqual(f.textRect(forBounds: f.bounds).minX, 28, "the text starts after the left view")
            if let image { _ = writeArtifact(image, "text-field-overlays") }
            // Purple placeholder pixels where the placeholder is.
            if let image {
                let purple = (50...110).contains { x in (50...66).contains { y in
                    let p = pixel(image, x, y)
                    return p.b > 150 && p.r > 100 && p.g < 140
                } }
                XCTAssertTrue(purple, "the placeholder is drawn in its own colour")
            }

            platform.run(events: [InputEvent(time: 0.1, .touchDown(id: 1, CGPoint(x: 150, y: 58))), InputEvent(time: 0.15, .touchUp(id: 1))], duration: 0.3)
            XCTAssertTrue(f.isEditing)
            XCTAssertFalse(vc.show.isHidden)
            XCTAssertEqual(f.rightViewRect(forBounds: f.bounds), CGRect(x: 230, y: 3, width: 50, height: 30))
            XCTAssertEqual(f.textRect(forBounds: f.bounds).maxX, 230, "the text ends before the right view")
            platform.run(events: [InputEvent(time: 0.4, .touchDown(id: 1, CGPoint(x: 20 + 255, y: 58))), InputEvent(time: 0.45, .touchUp(id: 1))], duration: 0.6)
            XCTAssertEqual(TestLog.lines, ["show"], "the right view takes its own taps")
            f.text = "a@b.c"
            XCTAssertEqual(f.clearButtonRect(forBounds: f.bounds).maxX, 230, "the clear button sits left of the right view")
            f.placeholder = "Name"
            XCTAssertEqual(f.attributedPlaceholder?.string, "Name")
        }
    }
}
