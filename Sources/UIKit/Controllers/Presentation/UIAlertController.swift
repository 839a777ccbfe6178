import QuartzCore

/// An alert or an action sheet (Apple: UIAlertController), presented like any controller:
/// `present(alert, animated: true)`. An alert is a 270-point box in the middle of the dimmed
/// window — title, message, then its actions side by side when there are two (the cancel one
/// leading), stacked otherwise (the cancel one last); an action sheet rises from the bottom,
/// its cancel action in a box of its own, and a tap beside it cancels. Picking an action
/// dismisses the controller and then runs the action's handler (so the handler may present
/// again). The `preferredAction` is semibold (else the cancel action is), destructive ones red.
/// An alert's text fields (`addTextField`) sit under the message; the first one is being
/// edited when the alert appears, and Return in one picks the `preferredAction`.
///
/// Absent: content view controllers.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    open var message: String? { didSet { if isViewLoaded { rebuild() } } }
    public private(set) var preferredStyle: Style = .alert
    public private(set) var actions: [UIAlertAction] = []
    /// The alert's text fields, in the order added (nil when it has none).
    public private(set) var textFields: [UITextField]?
    /// The action shown bold (and run by Return); it must be one of `actions`.
    open var preferredAction: UIAlertAction? { didSet { if isViewLoaded { rebuild() } } }

    private let box = UIView(), cancelBox = UIView()
    static let alertWidth: CGFloat = 270

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    /// A second cancel action traps, as UIKit raises.
    open func addAction(_ action: UIAlertAction) {
        precondition(action.style != .cancel || !actions.contains { $0.style == .cancel },
                     "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
        action.onChange = { [weak self] in if self?.isViewLoaded == true { self?.rebuild() } }
        if isViewLoaded { rebuild() }
    }

    /// Adds a text field under the message; only an alert has them, as UIKit raises otherwise.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        field.addAction(UIAction { [weak self] _ in self?.returnPressed() }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        if isViewLoaded { rebuild() }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields?.first?.becomeFirstResponder()
    }

    /// Return in a text field: the preferred action, when there is one and it is enabled.
    private func returnPressed() {
        if let preferredAction, preferredAction.isEnabled { pick(preferredAction) }
    }

    open override func loadView() {
        view = AlertBackgroundView(frame: UIScreen.main.bounds)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(light: UIColor(white: 0, alpha: 0.2), dark: UIColor(white: 0, alpha: 0.48))
        for b in [box, cancelBox] {
            b.backgroundColor = UIColor(light: UIColor(white: 0.98, alpha: 0.97), dark: UIColor(white: 0.17, alpha: 0.97))
            b.layer.cornerRadius = 14
            b.clipsToBounds = true
            view.addSubview(b)
        }
        (view as? AlertBackgroundView)?.onTapOutside = { [weak self] in self?.tappedOutside() }
        rebuild()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutBoxes()
    }

    /// The actions in the order they show: the cancel one leading when two sit side by side,
    /// else last (and apart, in an action sheet).
    private var orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }, others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert, actions.count == 2 { return cancel + others }
        return others + (preferredStyle == .alert ? cancel : [])
    }

    private var sideBySide: Bool { preferredStyle == .alert && actions.count == 2 }
    private var rowHeight: CGFloat { preferredStyle == .alert ? 44 : 57 }
    private var boxWidth: CGFloat {
        preferredStyle == .alert ? Self.alertWidth : min(view.bounds.width - 16, 400)
    }

    private var headerLabels: [UILabel] = []
    private var buttons: [UIButton] = []
    private var cancelButton: UIButton?
    private var separators: [UIView] = []

    private func rebuild() {
        for v in box.subviews + cancelBox.subviews { v.removeFromSuperview() }
        headerLabels = []; buttons = []; separators = []; cancelButton = nil
        let sheet = preferredStyle == .actionSheet
        if let title, !title.isEmpty {
            headerLabels.append(label(title, font: .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold), color: sheet ? .secondaryLabel : .label))
        }
        if let message, !message.isEmpty {
            headerLabels.append(label(message, font: .systemFont(ofSize: 13), color: sheet ? .secondaryLabel : .label))
        }
        for l in headerLabels { box.addSubview(l) }
        for f in textFields ?? [] { box.addSubview(f) }
        for action in orderedActions {
            let button = makeButton(action)
            box.addSubview(button)
            buttons.append(button)
        }
        if sheet, let cancel = actions.first(where: { $0.style == .cancel }) {
            let button = makeButton(cancel)
            cancelBox.addSubview(button)
            cancelButton = button
        }
        cancelBox.isHidden = cancelButton == nil
        view.setNeedsLayout()
    }

    private func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = font
        l.textColor = color
        l.textAlignment = .center
        l.numberOfLines = 0
        return l
    }

    private func makeButton(_ action: UIAlertAction) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(action.title, for: .normal)
        // The preferred action is the bold one; without one, the cancel action is (UIKit's emphasis).
        let bold = preferredAction.map { $0 === action } ?? (action.style == .cancel)
        button.titleLabel?.font = .systemFont(ofSize: preferredStyle == .alert ? 17 : 20, weight: bold ? .semibold : .regular)
        let color: UIColor = action.style == .destructive ? .systemRed : view.tintColor
        button.setTitleColor(color, for: .normal)
        button.setTitleColor(color.withAlphaComponent(0.3), for: .disabled)
        button.isEnabled = action.isEnabled
        button.addAction(UIAction { [weak self, unowned action] _ in self?.pick(action) }, for: .touchUpInside)
        return button
    }

    private func separator(in parent: UIView, _ frame: CGRect) {
        let s = UIView(frame: frame)
        s.backgroundColor = .separator
        s.isUserInteractionEnabled = false
        parent.addSubview(s)
        separators.append(s)
    }

    private func layoutBoxes() {
        for s in separators { s.removeFromSuperview() }
        separators = []
        let width = boxWidth, hairline = 1 / max(1, UIScreen.main.scale)
        let padding: CGFloat = 16
        var y: CGFloat = headerLabels.isEmpty ? 0 : 19
        for (i, l) in headerLabels.enumerated() {
            let size = l.sizeThatFits(CGSize(width: width - 2 * padding, height: .greatestFiniteMagnitude))
            l.frame = CGRect(x: padding, y: y, width: width - 2 * padding, height: size.height)
            y = l.frame.maxY + (i + 1 < headerLabels.count ? 2 : 19)
        }
        if let fields = textFields, !fields.isEmpty {
            y -= 3
            for f in fields {
                f.frame = CGRect(x: padding, y: y, width: width - 2 * padding, height: 26)
                y = f.frame.maxY + 4
            }
            y += 12
        }
        if sideBySide {
            separator(in: box, CGRect(x: 0, y: y, width: width, height: hairline))
            buttons[0].frame = CGRect(x: 0, y: y, width: width / 2, height: rowHeight)
            buttons[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight)
            separator(in: box, CGRect(x: width / 2, y: y, width: hairline, height: rowHeight))
            y += rowHeight
        } else {
            for (i, b) in buttons.enumerated() {
                if y > 0 || i > 0 { separator(in: box, CGRect(x: 0, y: y, width: width, height: hairline)) }
                b.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        let bounds = view.bounds
        if preferredStyle == .alert {
            box.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - y) / 2, width: width, height: y)
            cancelBox.frame = .zero
        } else {
            let bottom = bounds.height - view.safeAreaInsets.bottom - 8
            var boxBottom = bottom
            if let cancelButton {
                cancelBox.frame = CGRect(x: (bounds.width - width) / 2, y: bottom - rowHeight, width: width, height: rowHeight)
                cancelButton.frame = cancelBox.bounds
                boxBottom = cancelBox.frame.minY - 8
            }
            box.frame = CGRect(x: (bounds.width - width) / 2, y: boxBottom - y, width: width, height: y)
            box.isHidden = y == 0
        }
    }

    /// Dismisses, then runs the action's handler.
    private func pick(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        view.endEditing(true)
        dismiss(animated: true) { action.handler?(action) }
    }

    /// A tap beside an action sheet picks its cancel action; beside an alert, nothing.
    private func tappedOutside() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        pick(cancel)
    }
}

/// The dimmed backdrop of an alert: it reports taps that land on it and not on a box.
@MainActor
final class AlertBackgroundView: UIView {
    var onTapOutside: (() -> Void)?
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, hitTest(t.location(in: self), with: event) === self else { return }
        onTapOutside?()
    }
}
