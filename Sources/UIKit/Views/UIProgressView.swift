import QuartzCore

/// A bar that fills from the leading end as a task progresses (Apple: UIProgressView):
/// `progress` from 0 to 1, the filled part in `progressTintColor` (the tint colour when nil)
/// over a track in `trackTintColor`. The `.default` style is a 4-point capsule, `.bar` a
/// 2.5-point square-ended strip (a toolbar's); both are as wide as their frame.
///
/// Absent: `progressImage`/`trackImage` and `observedProgress` (a Foundation `Progress`
/// followed by key-value observing, which Swift on Linux does not have).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    open var progressViewStyle: Style = .default {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    /// 0…1; values outside are pinned, NaN is refused.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }
    private var progressStorage: Float = 0
    /// The filled part's colour; nil is the tint colour.
    open var progressTintColor: UIColor? { didSet { colorParts(); if AppearanceRegistry.isActive { appearancePropertyDidSet("progressTintColor") { [progressTintColor] in ($0 as? UIProgressView)?.progressTintColor = progressTintColor } } } }
    /// The unfilled track's colour; nil is the system's light gray fill.
    open var trackTintColor: UIColor? { didSet { colorParts(); if AppearanceRegistry.isActive { appearancePropertyDidSet("trackTintColor") { [trackTintColor] in ($0 as? UIProgressView)?.trackTintColor = trackTintColor } } } }

    private let track = UIView(), fill = UIView()

    public init(progressViewStyle style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: style == .bar ? 2.5 : 4))
        progressViewStyle = style
        setUpProgressView()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgressView()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpProgressView()
    }

    private func setUpProgressView() {
        for part in [track, fill] {
            part.isUserInteractionEnabled = false
            part.clipsToBounds = true
            addSubview(part)
        }
        colorParts()
        layoutParts()
    }

    /// Moves the fill to `progress`; animated, over a quarter second from where it is shown.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else { Diagnostics.warn("UIProgressView progress \(progress) refused"); return }
        progressStorage = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: { self.layoutParts() })
        } else {
            UIView.performWithoutAnimation { layoutParts() }
        }
    }

    private var barHeight: CGFloat { progressViewStyle == .bar ? 2.5 : 4 }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { layoutParts() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        colorParts()
    }

    private func colorParts() {
        fill.backgroundColor = progressTintColor ?? tintColor
        track.backgroundColor = trackTintColor ?? .systemFill
    }

    /// The track spans the bounds; the fill grows from the leading end (the right one in a
    /// right-to-left layout).
    private func layoutParts() {
        let radius = progressViewStyle == .default ? min(bounds.height, barHeight) / 2 : 0
        track.frame = bounds
        let width = bounds.width * CGFloat(progressStorage)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        fill.frame = CGRect(x: rightToLeft ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }
}
