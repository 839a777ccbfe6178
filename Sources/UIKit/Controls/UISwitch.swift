import QuartzCore

/// An on/off switch (Apple: UISwitch), 51×31 points: a rounded track, green when on, and a
/// white thumb that slides across. A tap toggles it and sends `valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { controlStateTraits.union(.button) }
    /// Activation toggles the switch, as a tap does.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
    /// Setting it moves the thumb at once, as `setOn(_:animated: false)` does.
    open var isOn: Bool {
        get { onStorage }
        set { setOn(newValue, animated: false) }
    }
    private var onStorage = false
    open var onTintColor: UIColor? = .systemGreen { didSet { layoutThumb(animated: false); if AppearanceRegistry.isActive { appearancePropertyDidSet("onTintColor") { [onTintColor] in ($0 as? UISwitch)?.onTintColor = onTintColor } } } }
    open var thumbTintColor: UIColor? { didSet { thumb.backgroundColor = thumbTintColor ?? .white; if AppearanceRegistry.isActive { appearancePropertyDidSet("thumbTintColor") { [thumbTintColor] in ($0 as? UISwitch)?.thumbTintColor = thumbTintColor } } } }
    private let track = UIView()
    private let thumb = UIView()
    public static let size = CGSize(width: 51, height: 31)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        setUpSwitch()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UISwitch.size
        setUpSwitch()
    }

    private func setUpSwitch() {
        // A switch keeps its size under Auto Layout: it hugs its content harder than a label.
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        track.frame = bounds
        track.layer.cornerRadius = Self.size.height / 2
        track.isUserInteractionEnabled = false
        thumb.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = (Self.size.height - 4) / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.layer.shadowRadius = 2
        addSubview(track)
        addSubview(thumb)
        layoutThumb(animated: false)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
    open override var intrinsicContentSize: CGSize { Self.size }

    open func setOn(_ on: Bool, animated: Bool) {
        onStorage = on
        layoutThumb(animated: animated)
    }

    private func layoutThumb(animated: Bool) {
        let d = Self.size.height - 4
        let change = {
            self.thumb.frame = CGRect(x: self.isOn ? Self.size.width - d - 2 : 2, y: 2, width: d, height: d)
            self.track.backgroundColor = self.isOn ? (self.onTintColor ?? .systemGreen) : .secondarySystemFill
        }
        if animated { UIView.animate(withDuration: 0.2, animations: change) } else { UIView.performWithoutAnimation(change) }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self)) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func stateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    /// A single-finger single tap, or a one-finger pan along the switch, is the switch's
    /// (Apple's overlap rule): an ancestor's recognizer does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isOverlappingRecognizer(gestureRecognizer) { return false }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, pan.view !== self, pan.numberOfTouches == 1 {
            let t = pan.translation(in: self)
            return abs(t.x) <= abs(t.y)
        }
        return true
    }
}
