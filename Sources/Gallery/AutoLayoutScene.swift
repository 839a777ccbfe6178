import UIKit

/// A screen laid out the way most iOS code lays one out: constraints and stack views, no
/// frames. A card pinned to the margins holds a vertical stack — a title, a paragraph that
/// wraps at whatever width the window gives it, a row of buttons sharing the width equally and
/// a switch row with its label and control at either end — and the card's height follows its
/// content. Resizing the window lays it all out again.
public struct AutoLayoutScene: InteractiveScene {
    public init() {}
    public let name = "auto-layout"
    public let summary = "Auto Layout: constraints, layout margins and UIStackView; a wrapping label; follows the window's size"
    public let isAnimated = false
    public let followsWindowSize = true

    @MainActor public func makeRootView(size: CGSize, report: @escaping (String) -> Void) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .systemGroupedBackground
        root.layoutMargins = UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24)

        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .secondarySystemGroupedBackground
        card.accessibilityIdentifier = "card"
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.12
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 6
        root.addSubview(card)

        let title = UILabel()
        title.text = "Auto Layout"
        title.font = .boldSystemFont(ofSize: 24)

        let body = UILabel()
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 15)
        body.textColor = .secondaryLabel
        body.accessibilityIdentifier = "body"
        body.text = "This card is laid out by constraints: it is pinned to the window's layout margins, "
            + "its content is a vertical stack view, and this paragraph wraps at the width the engine "
            + "gives it. Make the window narrower and the text takes more lines; the card grows to fit."

        let buttons = UIStackView(arrangedSubviews: ["Back", "Share", "Done"].map { name in
            var config = name == "Done" ? UIButton.Configuration.filled() : UIButton.Configuration.gray()
            config.title = name
            let b = UIButton(configuration: config, primaryAction: UIAction { _ in report("pressed \(name)") })
            b.accessibilityIdentifier = name.lowercased()
            return b
        })
        buttons.distribution = .fillEqually
        buttons.spacing = 10

        let switchLabel = UILabel()
        switchLabel.text = "Notifications"
        switchLabel.font = .systemFont(ofSize: 17)
        let toggle = UISwitch()
        toggle.addTarget(nil, action: { c in report("switch \((c as! UISwitch).isOn ? "on" : "off")") }, for: .valueChanged)
        let switchRow = UIStackView(arrangedSubviews: [switchLabel, toggle])
        switchRow.alignment = .center

        let stack = UIStackView(arrangedSubviews: [title, body, buttons, switchRow])
        stack.axis = .vertical
        stack.spacing = 14
        stack.setCustomSpacing(6, after: title)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)

        let readable = card.widthAnchor.constraint(lessThanOrEqualToConstant: 560)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.leadingAnchor),
            readable,
            card.bottomAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.bottomAnchor),
            stack.topAnchor.constraint(equalTo: card.topAnchor),
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        // As wide as the margins allow, up to a readable width.
        let wide = card.widthAnchor.constraint(equalTo: root.layoutMarginsGuide.widthAnchor)
        wide.priority = .defaultHigh
        wide.isActive = true
        root.layoutIfNeeded()
        return root
    }
}
