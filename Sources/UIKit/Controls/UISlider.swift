import QuartzCore

/// A slider (Apple: UISlider): a thumb dragged along a track from `minimumValue` to
/// `maximumValue`. Dragging sends `valueChanged` as it moves (or once at the end when not
/// `isContinuous`); a touch on the track away from the thumb does nothing, as in UIKit.
@preconcurrency @MainActor
open class UISlider: UIControl {
    override var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        return "\(range > 0 ? Int(((value - minimumValue) / range * 100).rounded()) : 0)%"
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { controlStateTraits.union(.adjustable) }
    /// A tenth of the range up, with `valueChanged`.
    open override func accessibilityIncrement() { stepForAccessibility(1) }
    /// A tenth of the range down, with `valueChanged`.
    open override func accessibilityDecrement() { stepForAccessibility(-1) }
    private func stepForAccessibility(_ direction: Float) {
        guard isEnabled else { return }
        let before = value
        setValue(value + direction * (maximumValue - minimumValue) / 10, animated: true)
        if value != before { sendActions(for: .valueChanged) }
    }
    open var minimumValue: Float = 0 { didSet { clampAndLayout() } }
    open var maximumValue: Float = 1 { didSet { clampAndLayout() } }
    /// The value, clamped to the range; setting it moves the thumb without animation.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }
    private var valueStorage: Float = 0
    open var isContinuous = true
    /// The filled part's colour; nil (the default) is the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { minTrack.backgroundColor = minimumTrackTintColor ?? tintColor; if AppearanceRegistry.isActive { appearancePropertyDidSet("minimumTrackTintColor") { [minimumTrackTintColor] in ($0 as? UISlider)?.minimumTrackTintColor = minimumTrackTintColor } } }
    }
    open override func tintColorDidChange() { minTrack.backgroundColor = minimumTrackTintColor ?? tintColor }
    open var maximumTrackTintColor: UIColor? = UIColor(light: UIColor(white: 0.85, alpha: 1), dark: UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.36)) {
        didSet { maxTrack.backgroundColor = maximumTrackTintColor; if AppearanceRegistry.isActive { appearancePropertyDidSet("maximumTrackTintColor") { [maximumTrackTintColor] in ($0 as? UISlider)?.maximumTrackTintColor = maximumTrackTintColor } } }
    }
    private let minTrack = UIView(), maxTrack = UIView(), thumb = UIView()
    private var grab: CGFloat = 0
    static let thumbSize: CGFloat = 28

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
    }

    private func setUpSlider() {
        for v in [maxTrack, minTrack, thumb] { v.isUserInteractionEnabled = false; addSubview(v) }
        minTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maxTrack.backgroundColor = maximumTrackTintColor
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = Self.thumbSize / 2
        thumb.layer.shadowOpacity = 0.3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.layer.shadowRadius = 3
        setNeedsLayout()
    }

    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else { Diagnostics.warn("UISlider value \(value) refused"); return }
        valueStorage = min(max(value, minimumValue), max(minimumValue, maximumValue))
        if animated { UIView.animate(withDuration: 0.2) { self.layoutParts() } } else { layoutParts() }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private var travel: CGFloat { max(0, bounds.width - Self.thumbSize) }

    /// The track's rectangle: the bounds' width but 2 points at each end, 4 points high on the
    /// vertical middle (UIKit's geometry: the track runs under the thumb to the slider's ends).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + 2, y: bounds.midY - 2, width: max(0, bounds.width - 4), height: 4)
    }

    /// The thumb's rectangle for `value`: flush with the bounds' left end at the minimum and its
    /// right end at the maximum, centred on the track vertically.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat(min(max((value - minimumValue) / span, 0), 1)) : 0
        let x = bounds.minX + max(0, bounds.width - Self.thumbSize) * f
        return CGRect(x: x, y: rect.midY - Self.thumbSize / 2, width: Self.thumbSize, height: Self.thumbSize)
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: value)
        UIView.performWithoutAnimation {
            maxTrack.frame = track
            maxTrack.layer.cornerRadius = track.height / 2
            minTrack.layer.cornerRadius = track.height / 2
        }
        minTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, knob.midX - track.minX), height: track.height)
        thumb.frame = knob
    }

    private func clampAndLayout() { setValue(value, animated: false) }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        // Only a touch on the thumb (a little around it) drags it.
        guard thumb.frame.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grab = p.x - thumb.frame.midX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x - grab - Self.thumbSize / 2
        let f = travel > 0 ? Float(min(max(x / travel, 0), 1)) : 0
        let new = minimumValue + f * (maximumValue - minimumValue)
        if new != value {
            setValue(new, animated: false)
            if isContinuous { sendActions(for: .valueChanged) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    /// A one-finger swipe along the slider that began on its thumb is the slider's drag
    /// (Apple's overlap rule): an ancestor's swipe recognizer does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let swipe = gestureRecognizer as? UISwipeGestureRecognizer, swipe.view !== self, isTracking,
           !swipe.direction.isDisjoint(with: [.left, .right]) {
            return false
        }
        return true
    }
}
