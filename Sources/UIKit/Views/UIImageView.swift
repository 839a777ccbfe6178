import QuartzCore

/// A view that shows an image (Apple: UIImageView): the image is its layer's contents, at
/// the image's scale, placed by `contentMode`; a resizable image's cap insets become the
/// layer's `contentsCenter`. It does not draw, and takes no touches by default, as on iOS.
@preconcurrency @MainActor
open class UIImageView: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
    @exclusivity(unchecked) open var image: UIImage? { didSet { showImage() } }
    @exclusivity(unchecked) open var highlightedImage: UIImage? { didSet { showImage() } }
    @exclusivity(unchecked) open var isHighlighted = false { didSet { if isHighlighted != oldValue { showImage() } } }
    /// A symbol image is drawn here with this configuration applied over its own (what it
    /// specifies wins); other images are shown as they are.
    @exclusivity(unchecked) open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { symbolDrawn = nil; showImage() }
    }
    /// The symbol last drawn with the preferred configuration, and what it was drawn from.
    @exclusivity(unchecked) private var symbolDrawn: (source: UIImage, image: UIImage)?
    /// Frames shown in turn by `startAnimating()`.
    @exclusivity(unchecked) open var animationImages: [UIImage]?
    @exclusivity(unchecked) open var highlightedAnimationImages: [UIImage]?
    /// One cycle's length; 0 means 1/30 s per image.
    @exclusivity(unchecked) open var animationDuration: TimeInterval = 0
    /// 0 repeats forever.
    @exclusivity(unchecked) open var animationRepeatCount = 0

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        setUpImageView()
        self.image = image
        showImage()
    }
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        showImage()
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpImageView()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpImageView()
    }

    private func setUpImageView() {
        isOpaque = false
        isUserInteractionEnabled = false
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }
    /// The alignment rect's size: the image's, less its alignment insets.
    open override var intrinsicContentSize: CGSize {
        guard let image = shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let i = image.alignmentRectInsets
        return CGSize(width: max(0, image.size.width - i.left - i.right), height: max(0, image.size.height - i.top - i.bottom))
    }
    /// The image's alignment insets (an image view aligns its image's content).
    open override var alignmentRectInsets: UIEdgeInsets { shownImage?.alignmentRectInsets ?? .zero }
    package override var baselineAboveBottom: CGFloat? {
        guard let image = shownImage, let offset = image.baselineOffsetFromBottom else { return nil }
        return offset - image.alignmentRectInsets.bottom
    }

    private var shownImage: UIImage? {
        var base = isHighlighted ? (highlightedImage ?? image) : image
        if let b = base, let asset = b.imageAsset, asset.variesByAppearance { base = variant(of: b, in: asset) }
        guard let base, let preferred = preferredSymbolConfiguration, base.isSymbolImage else { return base }
        if let drawn = symbolDrawn, drawn.source === base { return drawn.image }
        let image = base.applyingSymbolConfiguration(preferred) ?? base
        symbolDrawn = (base, image)
        return image
    }
    /// The variant of an image with appearance variants (an asset catalog's light and dark
    /// images) for this view's appearance, with the image's rendering mode and tint kept.
    @exclusivity(unchecked) private var resolvedVariant: (source: UIImage, style: UIUserInterfaceStyle, image: UIImage)?

    private func variant(of image: UIImage, in asset: UIImageAsset) -> UIImage {
        let traits = traitCollection
        let style: UIUserInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
        if let r = resolvedVariant, r.source === image, r.style == style { return r.image }
        var shown = asset.image(with: traits)
        if shown.cgImage == nil || shown.cgImage === image.cgImage {
            shown = image
        } else {
            if shown.renderingMode != image.renderingMode { shown = shown.withRenderingMode(image.renderingMode) }
            if let tint = image.imageTintColor { shown = shown.withTintColor(tint, renderingMode: shown.renderingMode) }
        }
        resolvedVariant = (image, style, shown)
        return shown
    }

    override func resolveColorsForInterfaceStyle() {
        if let asset = (isHighlighted ? (highlightedImage ?? image) : image)?.imageAsset, asset.variesByAppearance { showImage() }
    }

    /// The template image shown, in the tint it was drawn in.
    @exclusivity(unchecked) private var tintedFor: (image: UIImage, tint: UIColor, cgImage: CGImage?)?
    open override func tintColorDidChange() { if shownImage?.renderingMode == .alwaysTemplate { showImage() } }

    private func showImage() {
        let shown = shownImage
        // A template image is drawn in the tint colour (inherited from the view's superviews).
        if let shown, shown.renderingMode == .alwaysTemplate || shown.imageTintColor != nil {
            // The image's own tint colour wins over the view's.
            let tint: UIColor = shown.imageTintColor ?? tintColor
            if tintedFor?.image !== shown || tintedFor?.tint != tint {
                tintedFor = (shown, tint, shown.tinted(tint))
            }
            layer.contents = tintedFor?.cgImage
        } else {
            tintedFor = nil
            layer.contents = shown?.cgImage
        }
        if let shown {
            layer.contentsScale = shown.scale
            hasOwnContentScale = true
            layer.contentsCenter = shown.contentsCenter
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: Animated images

    private static let animationKey = "UIImageViewAnimation"
    public var isAnimating: Bool { layer.animation(forKey: UIImageView.animationKey) != nil }

    /// Cycles through `animationImages` (the layer's contents, one image per step).
    open func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? image?.images
        guard let frames, !frames.isEmpty else { return }
        let anim = CAKeyframeAnimation(keyPath: "contents")
        anim.values = frames.compactMap(\.cgImage)
        anim.calculationMode = .discrete
        let perImage = 1.0 / 30
        anim.duration = animationDuration > 0 ? animationDuration : (image?.duration ?? 0) > 0 ? image!.duration : perImage * Double(frames.count)
        anim.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        layer.add(anim, forKey: UIImageView.animationKey)
    }
    open func stopAnimating() { layer.removeAnimation(forKey: UIImageView.animationKey) }
}
