import UIKit

/// UIKit's controls, as an app puts them on screen: a filled button counting its presses, a
/// switch, a slider, and a reset button that animates them back. Each is wired as iOS code
/// wires it (UIAction closures, `addTarget(_:action:for:)`), and says what the user did.
public struct ControlsScene: InteractiveScene {
    public init() {}
    public let name = "controls"
    public let summary = "UIKit controls: UIButton (filled and gray), UISwitch, UISlider with target–action and UIAction"
    public let isAnimated = false

    @MainActor public func makeRootView(size: CGSize, report: @escaping (String) -> Void) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .systemGroupedBackground

        let heading = UILabel(frame: CGRect(x: 24, y: 16, width: size.width - 48, height: 36))
        heading.text = "Controls"
        heading.font = .boldSystemFont(ofSize: 26)
        root.addSubview(heading)

        let card = UIView(frame: CGRect(x: 24, y: 64, width: min(size.width - 48, 420), height: 250))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.12
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 6
        root.addSubview(card)

        func row(_ y: CGFloat, _ text: String) -> UILabel {
            let l = UILabel(frame: CGRect(x: 20, y: y, width: 200, height: 30))
            l.text = text
            l.font = .systemFont(ofSize: 17)
            card.addSubview(l)
            return l
        }
        let trailing = card.bounds.width - 20

        // A filled button counting its presses (UIAction).
        let count = row(22, "Pressed 0 times")
        var presses = 0
        var filled = UIButton.Configuration.filled()
        filled.title = "Press"
        let press = UIButton(configuration: filled, primaryAction: UIAction { _ in
            presses += 1
            count.text = "Pressed \(presses) time\(presses == 1 ? "" : "s")"
            report("button \(presses)")
        })
        press.frame = CGRect(x: trailing - 110, y: 15, width: 110, height: 44)
        press.accessibilityIdentifier = "press"      // recordings name the controls they worked
        card.addSubview(press)

        // A switch (target–action on valueChanged).
        let switchLabel = row(86, "Switch is off")
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: trailing - UISwitch.size.width, y: 86)
        toggle.accessibilityIdentifier = "switch"
        toggle.addTarget(nil, action: { c in
            let on = (c as! UISwitch).isOn
            switchLabel.text = "Switch is \(on ? "on" : "off")"
            report("switch \(on ? "on" : "off")")
        }, for: .valueChanged)
        card.addSubview(toggle)

        // A slider: the label follows it; the value is reported when the finger lifts.
        let sliderLabel = row(140, "Slider 0.50")
        let slider = UISlider(frame: CGRect(x: trailing - 200, y: 138, width: 200, height: 34))
        slider.value = 0.5
        slider.accessibilityIdentifier = "slider"
        slider.addAction(UIAction { _ in sliderLabel.text = String(format: "Slider %.2f", slider.value) }, for: .valueChanged)
        slider.addAction(UIAction { _ in report(String(format: "slider %.2f", slider.value)) }, for: [.touchUpInside, .touchUpOutside])
        card.addSubview(slider)

        // Reset: everything back, the switch and slider animating there.
        var gray = UIButton.Configuration.gray()
        gray.title = "Reset"
        let reset = UIButton(configuration: gray, primaryAction: UIAction { _ in
            presses = 0
            count.text = "Pressed 0 times"
            toggle.setOn(false, animated: true)
            switchLabel.text = "Switch is off"
            slider.setValue(0.5, animated: true)
            sliderLabel.text = "Slider 0.50"
            report("reset")
        })
        reset.frame = CGRect(x: 20, y: 192, width: 100, height: 40)
        reset.accessibilityIdentifier = "reset"
        card.addSubview(reset)
        return root
    }
}
