import QuartzCore

/// A spinning "task in progress" indicator (Apple: UIActivityIndicatorView): eight spokes
/// round a centre, fading behind the brightest, turning an eighth of a turn at a time.
/// `startAnimating()` shows it and spins it; `stopAnimating()` stops it and, with
/// `hidesWhenStopped` (the default), hides it — so a new indicator is hidden until started.
/// The spokes keep their style's size (20 or 37 points) centred in the bounds, whatever the
/// frame, as UIKit's do. The spin is a Core Animation keyframe animation, run by the render
/// thread like any other.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple's raw values: the three styles before iOS 13 are 0…2, `medium`/`large` 100/101.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        /// Deprecated in UIKit: `large`, white.
        case whiteLarge = 0
        /// Deprecated in UIKit: `medium`, white.
        case white = 1
        /// Deprecated in UIKit: `medium`, gray.
        case gray = 2

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        var defaultColor: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    open var style: Style = .medium {
        didSet { invalidateIntrinsicContentSize(); layoutSpokes() }
    }
    /// The spokes' colour; nil sets the style's own back (the getter never returns nil, as in UIKit).
    open var color: UIColor! {
        get { colorStorage ?? style.defaultColor }
        set { colorStorage = newValue; layoutSpokes() }
    }
    private var colorStorage: UIColor?
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    public private(set) var isAnimating = false

    /// The spokes: one drawn, seven more by the replicator, each an eighth of a turn back and
    /// fainter than the one before, so the brightest leads the clockwise turn.
    private let spokes = CAReplicatorLayer()
    private let spoke = CALayer()
    private static let spokeCount = 8
    private static let spinKey = "UIActivityIndicatorView.spin"

    public init(style: Style) {
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        self.style = style
        setUpIndicator()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpIndicator()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpIndicator()
    }

    private func setUpIndicator() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        spokes.instanceCount = Self.spokeCount
        spokes.instanceTransform = CATransform3DMakeRotation(-2 * .pi / CGFloat(Self.spokeCount), 0, 0, 1)
        spokes.instanceAlphaOffset = -0.7 / Float(Self.spokeCount - 1)
        spokes.addSublayer(spoke)
        layer.addSublayer(spokes)
        layoutSpokes()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpokes()
    }

    /// A spoke runs from 40% to 100% of the radius at the top, a tenth of the side wide with
    /// round ends; the replicator turns about its own centre, the bounds' centre.
    private func layoutSpokes() {
        let side = style.side, width = max(2, (side / 10).rounded())
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        spokes.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        spokes.position = CGPoint(x: bounds.midX, y: bounds.midY)
        spoke.frame = CGRect(x: (side - width) / 2, y: 0, width: width, height: side * 0.3)
        spoke.cornerRadius = width / 2
        spoke.backgroundColor = resolvedColor(color)
        CATransaction.commit()
    }

    override func resolveColorsForInterfaceStyle() { layoutSpokes() }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        addSpin()
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// An indicator moved into a window while animating spins there (its spin is added again
    /// if the layer lost it).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isAnimating, spokes.animation(forKey: Self.spinKey) == nil { addSpin() }
    }

    /// Eight discrete steps a second, for ever: the turn is by whole spokes, as UIKit's.
    private func addSpin() {
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokeCount).map { 2 * Double.pi * Double($0) / Double(Self.spokeCount) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        spokes.add(spin, forKey: Self.spinKey)
    }
}
