import QuartzCore

/// iOS Core Animation Listing 6.1: a stick figure drawn by one CAShapeLayer — red, 5 points
/// wide, round joins and caps, no fill.
public struct StickFigureScene: LayerScene {
    public init() {}
    public let name = "stick-figure"
    public let summary = "003 Listing 6.1: a stick figure drawn by a single CAShapeLayer"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 300, height: 300) }

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(1, 1, 1)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 175, y: 100))
        // UIBezierPath's clockwise:YES is y-down clockwise: CGPath's `clockwise: false`.
        path.addArc(center: CGPoint(x: 150, y: 100), radius: 25, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.move(to: CGPoint(x: 150, y: 125))
        path.addLine(to: CGPoint(x: 150, y: 175))
        path.addLine(to: CGPoint(x: 125, y: 225))
        path.move(to: CGPoint(x: 150, y: 175))
        path.addLine(to: CGPoint(x: 175, y: 225))
        path.move(to: CGPoint(x: 100, y: 150))
        path.addLine(to: CGPoint(x: 200, y: 150))
        let shapeLayer = CAShapeLayer()
        shapeLayer.strokeColor = rgb(1, 0, 0)
        shapeLayer.fillColor = CGColor(gray: 0, alpha: 0)
        shapeLayer.lineWidth = 5
        shapeLayer.lineJoin = .round
        shapeLayer.lineCap = .round
        shapeLayer.path = path
        root.addSublayer(shapeLayer)
        return root
    }
}

/// iOS Core Animation "Rounded Corners, Redux": a path with three rounded corners and one
/// sharp one (top-left), used as the mask of a layer so its content is clipped to it.
public struct RoundedCornersScene: LayerScene {
    public init() {}
    public let name = "rounded-corners"
    public let summary = "003 \"Rounded Corners, Redux\": a CAShapeLayer mask with three rounded corners"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 200, height: 200) }

    /// UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) for the top-right,
    /// bottom-right and bottom-left corners (y down).
    static func path(_ rect: CGRect, radius r: CGFloat) -> CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        p.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: r)
        p.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: r)
        p.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: r)
        p.closeSubpath()
        return p
    }

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(1, 1, 1)
        let view = CALayer()
        view.frame = root.bounds
        view.contents = SampleArt.icon
        view.backgroundColor = rgb(0.2, 0.6, 0.35)
        view.contentsGravity = .center
        let mask = CAShapeLayer()
        mask.frame = view.bounds
        mask.path = Self.path(CGRect(x: 50, y: 50, width: 100, height: 100), radius: 20)
        view.mask = mask
        root.addSublayer(view)
        return root
    }
}
