import QuartzCore

/// The Core Animation Programming Guide's appendix A, "Layer Style Property Animations",
/// figures A-1…A-9: one sample layer per panel, showing the render order — background,
/// contents, sublayers, border above them, shadow, opacity, mask.
public struct StyleScene: LayerScene {
    public init() {}
    public let name = "style"
    public let summary = "001 appendix A, figures A-1…A-9: geometry, background, contents, sublayers, border, filters, shadow, opacity, mask"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 660, height: 540) }

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(0.95, 0.95, 0.95)
        let cell = CGSize(width: size.width / 3, height: size.height / 3)
        let makers: [(CALayer) -> Void] = [geometry, background, content, sublayers, border, filters, shadow, opacity, mask]
        for (i, make) in makers.enumerated() {
            let sample = CALayer()
            sample.bounds = CGRect(x: 0, y: 0, width: 160, height: 110)
            sample.position = CGPoint(x: cell.width * (CGFloat(i % 3) + 0.5), y: cell.height * (CGFloat(i / 3) + 0.5))
            sample.cornerRadius = 12
            make(sample)
            root.addSublayer(sample)
        }
        return root
    }

    /// bounds, position, corner radius and a transform.
    func geometry(_ l: CALayer) {
        l.backgroundColor = rgb(0.55, 0.75, 0.95)
        l.setAffineTransform(CGAffineTransform(rotationAngle: -0.12))
        l.borderWidth = 1
        l.borderColor = rgb(0.2, 0.3, 0.5)
    }
    /// the background colour.
    func background(_ l: CALayer) { l.backgroundColor = rgb(0.35, 0.6, 0.3) }
    /// a bitmap, largely transparent, the icon in its lower right corner; the corner
    /// radius does not clip contents without masksToBounds.
    func content(_ l: CALayer) {
        l.backgroundColor = rgb(0.85, 0.85, 0.8)
        l.contents = SampleArt.cornerIcon
        l.contentsGravity = .resizeAspect
    }
    /// two sublayers, positioned in the parent's bounds.
    func sublayers(_ l: CALayer) {
        l.backgroundColor = rgb(0.85, 0.85, 0.8)
        for (i, c) in [rgb(0.9, 0.4, 0.3), rgb(0.3, 0.5, 0.9)].enumerated() {
            let s = CALayer()
            s.frame = CGRect(x: 20 + CGFloat(i) * 60, y: 25 + CGFloat(i) * 15, width: 70, height: 50)
            s.backgroundColor = c
            l.addSublayer(s)
        }
    }
    /// the border follows the rounded bounds; contents and sublayers outside the bounds
    /// are rendered underneath it.
    func border(_ l: CALayer) {
        l.backgroundColor = rgb(0.85, 0.85, 0.8)
        let s = CALayer()
        s.frame = CGRect(x: 100, y: -15, width: 80, height: 60)
        s.backgroundColor = rgb(0.9, 0.6, 0.2)
        l.addSublayer(s)
        l.borderWidth = 8
        l.borderColor = rgb(0.25, 0.25, 0.3)
    }
    /// filters — "In iOS, layers ignore any filters you assign to them": shown unfiltered.
    func filters(_ l: CALayer) {
        l.backgroundColor = rgb(0.85, 0.85, 0.8)
        l.contents = SampleArt.icon
        l.contentsGravity = .center
    }
    /// a red shadow; with a background the shadow shows around the layer.
    func shadow(_ l: CALayer) {
        l.backgroundColor = rgb(0.85, 0.85, 0.8)
        l.shadowColor = rgb(1, 0, 0)
        l.shadowOpacity = 0.8
        l.shadowOffset = CGSize(width: 6, height: 6)
        l.shadowRadius = 6
    }
    /// opacity 0.5 fades the layer and its sublayers together.
    func opacity(_ l: CALayer) {
        sublayers(l)
        l.opacity = 0.5
    }
    /// a mask: the layer shows only where the mask is opaque.
    func mask(_ l: CALayer) {
        sublayers(l)
        l.backgroundColor = rgb(0.3, 0.55, 0.3)
        let m = CALayer()
        m.frame = l.bounds
        m.contents = SampleArt.ellipseMask(size: l.bounds.size)
        l.mask = m
    }
}
