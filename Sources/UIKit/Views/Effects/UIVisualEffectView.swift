import QuartzCore

/// A view that shows a visual effect over what lies behind it, with its own content above
/// (Apple: UIVisualEffectView). With a `UIBlurEffect`, the pixels behind the view are blurred,
/// made more vivid and tinted by the effect's material, within the view's bounds — rounded by
/// its layer's `cornerRadius`, as UIKit rounds an effect view's effect. Add content to
/// `contentView`, not to the effect view itself.
///
/// The material's tint is the view's background colour, drawn over the blur through the same
/// rounding (Apple leaves a background colour set on an effect view undefined; here it
/// replaces the tint).
///
/// The view's layer is a backdrop layer, which reads what the frame drew under it: inside an
/// ancestor composited apart (group opacity below 1, a mask, rounded clipping), only what that
/// ancestor drew behind it shows through. Setting `effect` inside an animation block animates
/// the blur and the tint from the old material to the new one, as UIKit does (nil: none).
/// `UIVibrancyEffect` is not built.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open override class var layerClass: AnyClass { BackdropLayer.self }

    /// The view's content: above the effect, filling the view.
    public let contentView = UIView()

    /// The effect shown; nil shows what is behind unchanged.
    open var effect: UIVisualEffect? { didSet { applyEffect() } }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        assemble()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        assemble()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assemble()
    }

    private func assemble() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        applyEffect()
    }

    private var backdrop: BackdropLayer? { layer as? BackdropLayer }

    private func applyEffect() {
        guard let backdrop else { return }
        if let blur = effect as? UIBlurEffect {
            let m = blur.material
            backdrop.blurRadius = m.blurRadius
            backdrop.saturation = m.saturation
            backgroundColor = m.tint
        } else {
            backdrop.blurRadius = 0
            backdrop.saturation = 1
            // Clear rather than none, so that a tint fades in and out from it.
            backgroundColor = .clear
        }
    }
}
