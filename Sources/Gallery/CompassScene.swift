import QuartzCore

/// Programming iOS 6 figures 16.1 and 16.6: the compass — a CAShapeLayer circle, four
/// CATextLayer cardinal letters placed by rotation about the circle's centre (their anchor
/// point lies far outside their 40×40 bounds), and the arrow drawn through the delegate,
/// rotated by π/5 about its anchor (0.5, 0.8). With `gradient`, the black-to-red
/// CAGradientLayer of figure 16.6 sits behind it.
public struct CompassScene: LayerScene {
    public let name: String
    public let summary: String
    public let isAnimated = false
    let gradient: Bool
    public var preferredSize: CGSize { CGSize(width: 200, height: 200) }

    public init(gradient: Bool) {
        self.gradient = gradient
        name = gradient ? "compass-gradient" : "compass"
        summary = gradient ? "000 Figure 16.6: the compass with a CAGradientLayer behind it"
            : "000 Figure 16.1: the compass — shape circle, text letters, delegate-drawn arrow"
    }

    private let painter = ArrowPainter()

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(1, 1, 1)
        let compass = Self.makeCompass(bounds: CGRect(origin: .zero, size: size), gradient: gradient, painter: painter)
        compass.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.addSublayer(compass)
        return root
    }

    /// The CompassLayer of the book: "it does no drawing of its own, but merely assembles
    /// and configures its sublayers". Also used by the animated compass scene.
    static func makeCompass(bounds: CGRect, gradient: Bool, painter: ArrowPainter) -> CALayer {
        let compass = CALayer()
        compass.bounds = bounds
        let scale: CGFloat = 2        // [UIScreen mainScreen].scale on a Retina screen
        if gradient {
            let g = CAGradientLayer()
            g.contentsScale = scale
            g.frame = compass.bounds
            g.colors = [CGColor(gray: 0, alpha: 1), rgb(1, 0, 0)]
            g.locations = [0.0, 1.0]
            compass.addSublayer(g)
        }
        let circle = CAShapeLayer()
        circle.contentsScale = scale
        circle.lineWidth = 2.0
        circle.fillColor = rgb(0.9, 0.95, 0.93, 0.9)
        circle.strokeColor = CGColor(gray: 0.5, alpha: 1)
        let p = CGMutablePath()
        p.addEllipse(in: compass.bounds.insetBy(dx: 3, dy: 3))
        circle.path = p
        compass.addSublayer(circle)
        circle.bounds = compass.bounds
        circle.position = CGPoint(x: compass.bounds.midX, y: compass.bounds.midY)

        for (i, letter) in ["N", "E", "S", "W"].enumerated() {
            let t = CATextLayer()
            t.contentsScale = scale
            t.string = letter
            t.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            t.position = CGPoint(x: circle.bounds.midX, y: circle.bounds.midY)
            let vert = circle.bounds.midY / t.bounds.height
            t.anchorPoint = CGPoint(x: 0.5, y: vert)
            t.alignmentMode = .center
            t.foregroundColor = CGColor(gray: 0, alpha: 1)
            t.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(i) * .pi / 2))
            circle.addSublayer(t)
        }

        let arrow = CALayer()
        arrow.name = "arrow"
        arrow.contentsScale = scale
        arrow.bounds = CGRect(x: 0, y: 0, width: 40, height: 100)
        arrow.position = CGPoint(x: compass.bounds.midX, y: compass.bounds.midY)
        arrow.anchorPoint = CGPoint(x: 0.5, y: 0.8)
        arrow.delegate = painter
        arrow.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 5))
        compass.addSublayer(arrow)
        arrow.setNeedsDisplay()
        return compass
    }
}
