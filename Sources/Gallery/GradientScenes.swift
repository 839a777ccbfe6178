import QuartzCore

/// iOS Core Animation Listings 6.6 and 6.7, side by side: a red-to-blue diagonal gradient,
/// and red, yellow, green at locations 0, 0.25, 0.5 "squashed up toward the top-left";
/// below them a radial and a conic gradient.
public struct GradientsScene: LayerScene {
    public init() {}
    public let name = "gradients"
    public let summary = "003 figures 6.6/6.7: diagonal and located gradients; radial and conic below"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 440, height: 440) }

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(1, 1, 1)
        func container(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: 200, height: 200) }

        let diagonal = CAGradientLayer()
        diagonal.frame = container(13, 13)
        diagonal.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
        diagonal.startPoint = CGPoint(x: 0, y: 0)
        diagonal.endPoint = CGPoint(x: 1, y: 1)
        root.addSublayer(diagonal)

        let located = CAGradientLayer()
        located.frame = container(227, 13)
        located.colors = [rgb(1, 0, 0), rgb(1, 1, 0), rgb(0, 1, 0)]
        located.locations = [0.0, 0.25, 0.5]
        located.startPoint = CGPoint(x: 0, y: 0)
        located.endPoint = CGPoint(x: 1, y: 1)
        root.addSublayer(located)

        let radial = CAGradientLayer()
        radial.frame = container(13, 227)
        radial.type = .radial
        radial.colors = [rgb(1, 1, 1), rgb(0.2, 0.4, 0.9), rgb(0.05, 0.1, 0.3)]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        radial.cornerRadius = 24
        root.addSublayer(radial)

        let conic = CAGradientLayer()
        conic.frame = container(227, 227)
        conic.type = .conic
        conic.colors = [rgb(1, 0, 0), rgb(1, 1, 0), rgb(0, 1, 0), rgb(0, 1, 1), rgb(0, 0, 1), rgb(1, 0, 1), rgb(1, 0, 0)]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
        conic.cornerRadius = 100
        root.addSublayer(conic)
        return root
    }
}
