import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// What views say to assistive technologies (Apple: UIAccessibility): UIKit's answers per
/// class, the app's settings winning, activation and adjustment doing what a tap or a swipe
/// would, frames in screen coordinates.
final class AccessibilityTests: AppTestCase {
    final class Form: UIViewController {
        let title1 = UILabel(), button = UIButton(type: .system), toggle = UISwitch(), slider = UISlider()
        let picture = UIImageView(image: UIImage(systemName: "star")), field = UITextField(), plain = UIView()
        var taps = 0, toggles = 0, slides = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            title1.text = "Settings"
            title1.frame = CGRect(x: 10, y: 20, width: 200, height: 30)
            button.setTitle("Save", for: .normal)
            button.frame = CGRect(x: 10, y: 60, width: 100, height: 40)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            toggle.frame.origin = CGPoint(x: 10, y: 110)
            toggle.addAction(UIAction { [unowned self] _ in toggles += 1 }, for: .valueChanged)
            slider.frame = CGRect(x: 10, y: 150, width: 200, height: 30)
            slider.value = 0.5
            slider.addAction(UIAction { [unowned self] _ in slides += 1 }, for: .valueChanged)
            field.placeholder = "Name"
            field.frame = CGRect(x: 10, y: 190, width: 200, height: 34)
            for v in [title1, button, toggle, slider, picture, field, plain] as [UIView] { view.addSubview(v) }
        }
    }

    nonisolated func testUIKitViewsDescribeThemselves() {
        MainActor.assumeIsolated {
            let (platform, form) = launchApp({ Form() }, size: CGSize(width: 320, height: 300))
            defer { platform.finish() }
            platform.run(events: [], duration: 0.05)
            XCTAssertTrue(form.title1.isAccessibilityElement)
            XCTAssertEqual(form.title1.accessibilityLabel, "Settings")
            XCTAssertEqual(form.title1.accessibilityTraits, .staticText)
            XCTAssertEqual(form.button.accessibilityLabel, "Save")
            XCTAssertEqual(form.button.accessibilityTraits, .button)
            XCTAssertEqual(form.toggle.accessibilityValue, "0")
            XCTAssertEqual(form.slider.accessibilityValue, "50%")
            XCTAssertTrue(form.slider.accessibilityTraits.contains(.adjustable))
            XCTAssertFalse(form.picture.isAccessibilityElement)
            XCTAssertEqual(form.picture.accessibilityTraits, .image)
            XCTAssertEqual(form.field.accessibilityValue, "Name", "the placeholder while empty")
            form.field.text = "Ada"
            XCTAssertEqual(form.field.accessibilityValue, "Ada")
            XCTAssertFalse(form.plain.isAccessibilityElement)
            XCTAssertNil(form.plain.accessibilityLabel)
            XCTAssertEqual(form.button.accessibilityFrame, CGRect(x: 10, y: 60, width: 100, height: 40), "screen coordinates")
            XCTAssertEqual(form.button.accessibilityActivationPoint, CGPoint(x: 60, y: 80))

            // State as traits.
            form.button.isEnabled = false
            XCTAssertEqual(form.button.accessibilityTraits, [.button, .notEnabled])
            XCTAssertFalse(form.button.accessibilityActivate(), "a disabled button does nothing")
            form.button.isEnabled = true

            // The app's settings win.
            form.button.accessibilityLabel = "Save changes"
            form.button.accessibilityHint = "Saves the form"
            form.title1.accessibilityTraits = .header
            form.plain.isAccessibilityElement = true
            XCTAssertEqual(form.button.accessibilityLabel, "Save changes")
            XCTAssertEqual(form.button.accessibilityHint, "Saves the form")
            XCTAssertEqual(form.title1.accessibilityTraits, .header)
            XCTAssertTrue(form.plain.isAccessibilityElement)
            form.title1.text = "Preferences"
            XCTAssertEqual(form.title1.accessibilityLabel, "Preferences", "unset, the label follows the text")

            // Activation and adjustment do what a tap and a swipe do.
            XCTAssertTrue(form.button.accessibilityActivate())
            XCTAssertEqual(form.taps, 1)
            XCTAssertTrue(form.toggle.accessibilityActivate())
            XCTAssertTrue(form.toggle.isOn)
            XCTAssertEqual(form.toggles, 1)
            XCTAssertEqual(form.toggle.accessibilityValue, "1")
            form.slider.accessibilityIncrement()
            XCTAssertEqual(form.slider.value, 0.6, accuracy: 1e-6)
            XCTAssertEqual(form.slides, 1)
            XCTAssertEqual(form.slider.accessibilityValue, "60%")
            form.slider.value = 1
            form.slider.accessibilityIncrement()
            XCTAssertEqual(form.slides, 1, "at the end: no change, no event")

            var ran = false
            form.plain.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in ran = true; return true }]
            XCTAssertEqual(form.plain.accessibilityCustomActions?.first?.actionHandler?(form.plain.accessibilityCustomActions![0]), true)
            XCTAssertTrue(ran)
            XCTAssertFalse(UIAccessibility.isVoiceOverRunning, "no screen reader reaches a Lamina app yet")
        }
    }
}
