import CoreGraphics

/// Solid pixman sources, one per premultiplied 8-bit colour, made once and reused across
/// frames: backgrounds, borders, shadows and opacity masks composite without allocating.
/// A fade animation passes through at most 256 alphas; colours unused for 240 frames are freed.
final class SolidColors {
    @exclusivity(unchecked) private var images = AgedEntries<UInt32, PixmanImage>()
    /// Per-channel masks (component alpha): a colour that multiplies what it masks.
    private let componentAlpha: Bool

    init(componentAlpha: Bool = false) { self.componentAlpha = componentAlpha }

    func beginFrame() { images.beginFrame() }

    /// Straight components 0…1, as `CGColor`'s.
    func image(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> PixmanImage {
        image(premultiplied: PixmanImage.premultiplied(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Premultiplied 8-bit ARGB, as pixman keeps pixels (a bitmap's flat middle, `SolidCore`).
    func image(premultiplied key: UInt32) -> PixmanImage {
        if let kept = images.use(key) { return kept }
        let made = PixmanImage(premultiplied: key, componentAlpha: componentAlpha)
        images.store(key, made)
        return made
    }

    func image(_ color: CGColor, alpha: CGFloat = 1) -> PixmanImage {
        let c = color.rgba
        return image(red: c.r, green: c.g, blue: c.b, alpha: c.a * alpha)
    }

    /// A mask multiplying by `alpha`.
    func fade(_ alpha: CGFloat) -> PixmanImage { image(red: 0, green: 0, blue: 0, alpha: alpha) }

    /// Transparent black (clears with `.source`).
    var clear: PixmanImage { image(red: 0, green: 0, blue: 0, alpha: 0) }
}
