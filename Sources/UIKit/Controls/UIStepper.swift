import QuartzCore

/// A minus and a plus button side by side that step a value (Apple: UIStepper), of UIKit's
/// fixed size (`UIStepper.size`).
/// A press steps at once; held (`autorepeat`), it steps again after half a second and then ten
/// times a second until released. `valueChanged` is sent at each step, or once at the release
/// when not `isContinuous`. At an end of the range that half is dimmed and does nothing,
/// unless `wraps` carries the value round to the other end.
///
/// Absent: the background, divider and increment/decrement images.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// Pinned to the range (and NaN refused).
    open var value: Double {
        get { valueStorage }
        set {
            guard !newValue.isNaN else { Diagnostics.warn("UIStepper value \(newValue) refused"); return }
            valueStorage = min(max(newValue, minimumValue), maximumValue)
            updateHalves()
        }
    }
    private var valueStorage: Double = 0
    /// Must stay below `maximumValue`: UIKit raises an exception otherwise, Lamina traps.
    open var minimumValue: Double = 0 {
        didSet {
            precondition(minimumValue < maximumValue, "UIStepper: minimumValue \(minimumValue) must be less than maximumValue \(maximumValue)")
            value = valueStorage
        }
    }
    open var maximumValue: Double = 100 {
        didSet {
            precondition(minimumValue < maximumValue, "UIStepper: maximumValue \(maximumValue) must be greater than minimumValue \(minimumValue)")
            value = valueStorage
        }
    }
    /// Greater than 0: UIKit raises an exception otherwise, Lamina traps.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper: stepValue \(stepValue) must be greater than 0") }
    }
    open var wraps = false { didSet { updateHalves() } }
    open var autorepeat = true
    open var isContinuous = true

    public static let size = CGSize(width: 94, height: 32)
    private let minus = StepperHalf(glyph: .minus), plus = StepperHalf(glyph: .plus)
    private let divider = CALayer()
    /// The half being pressed: −1 minus, +1 plus, 0 none.
    private var pressed = 0
    private var repeatTimer: Timer?
    private var changedDuringPress = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        setUpStepper()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UIStepper.size
        setUpStepper()
    }

    private func setUpStepper() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        layer.cornerRadius = 8
        layer.masksToBounds = true
        setDefaultBackgroundColor(.tertiarySystemFill)
        for half in [minus, plus] { addSubview(half) }
        divider.backgroundColor = resolvedColor(.separator)
        layer.addSublayer(divider)
        updateHalves()
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        minus.frame = CGRect(x: rtl ? half : 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: rtl ? 0 : half, y: 0, width: half, height: bounds.height)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
        CATransaction.commit()
    }

    private var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }
    private var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    private func updateHalves() {
        minus.setLook(enabled: canDecrement, pressed: pressed < 0)
        plus.setLook(enabled: canIncrement, pressed: pressed > 0)
    }

    open override func stateDidChange() { updateHalves() }

    override func resolveColorsForInterfaceStyle() {
        divider.backgroundColor = resolvedColor(.separator)
        updateHalves()
    }

    /// One step in `direction`: pinned at the ends, or round to the other end when `wraps`.
    private func step(_ direction: Int) {
        var next = valueStorage + Double(direction) * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = min(max(next, minimumValue), maximumValue)
        guard next != valueStorage else { return }
        valueStorage = next
        changedDuringPress = true
        updateHalves()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    private func half(at point: CGPoint) -> Int {
        guard bounds.contains(point) else { return 0 }
        return minus.frame.contains(point) ? -1 : 1
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let side = half(at: touch.location(in: self))
        guard side != 0, side < 0 ? canDecrement : canIncrement else { return false }
        pressed = side
        changedDuringPress = false
        step(side)
        if autorepeat { startRepeating(after: 0.5) }
        updateHalves()
        return true
    }

    /// Dragged off its half the press pauses; back on, it goes on.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let side = half(at: touch.location(in: self))
        let wasOn = repeatTimer != nil
        let isOn = side == pressed
        if isOn != wasOn, autorepeat {
            if isOn { startRepeating(after: 0.5) } else { stopRepeating() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { endPress() }
    open override func cancelTracking(with event: UIEvent?) { endPress() }

    private func endPress() {
        stopRepeating()
        pressed = 0
        updateHalves()
        if !isContinuous, changedDuringPress { sendActions(for: .valueChanged) }
        changedDuringPress = false
    }

    private func startRepeating(after delay: TimeInterval) {
        stopRepeating()
        // The fire date given: Foundation on Linux fires `Timer(timeInterval:repeats:block:)` at once.
        let timer = Timer(fire: Date(timeIntervalSinceNow: delay), interval: 0, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.repeatStep() }
        }
        RunLoop.main.add(timer, forMode: .common)
        repeatTimer = timer
    }

    private func repeatStep() {
        guard pressed != 0 else { return }
        step(pressed)
        if pressed < 0 ? canDecrement : canIncrement { startRepeating(after: 0.1) } else { stopRepeating() }
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    /// A one-finger tap is the stepper's (Apple's overlap rule): an ancestor's tap recognizer
    /// does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !isOverlappingRecognizer(gestureRecognizer)
    }
}

/// One half of a stepper: its glyph drawn with bars in the label colour (iOS 13's look), dimmed when the half
/// can do nothing, on a darker fill while pressed.
@MainActor
final class StepperHalf: UIView {
    enum Glyph { case minus, plus }
    private let across = CALayer(), down = CALayer()
    private let glyph: Glyph

    init(glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.addSublayer(across)
        if glyph == .plus { layer.addSublayer(down) }
    }

    required init?(coder: NSCoder) { fatalError("StepperHalf is made by UIStepper") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let arm: CGFloat = 14, thickness: CGFloat = 2
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        across.frame = CGRect(x: bounds.midX - arm / 2, y: bounds.midY - thickness / 2, width: arm, height: thickness)
        down.frame = CGRect(x: bounds.midX - thickness / 2, y: bounds.midY - arm / 2, width: thickness, height: arm)
        across.cornerRadius = thickness / 2
        down.cornerRadius = thickness / 2
        CATransaction.commit()
    }

    func setLook(enabled: Bool, pressed: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let color = resolvedColor(enabled ? .label : .tertiaryLabel)
        across.backgroundColor = color
        down.backgroundColor = color
        CATransaction.commit()
        backgroundColor = pressed ? .systemFill : nil
    }
}
