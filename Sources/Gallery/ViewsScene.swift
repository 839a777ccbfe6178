import UIKit

/// Views as an iOS developer writes them: nested views, a rounded view clipping its
/// subviews, labels, image views, a view drawn by `draw(_:)`, and a view animation block
/// (a card sliding and fading, autoreversing) — all on the layer engine.
public struct ViewsScene: ViewScene {
    public init() {}
    public let name = "views"
    public let summary = "UIKit views: nesting, clipping, labels, images, draw(_:) and a UIView.animate block"
    public let isAnimated = true

    @MainActor public func makeRootView(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1)

        let title = UILabel(frame: CGRect(x: 24, y: 16, width: size.width - 48, height: 36))
        title.text = "UIView on the layer engine"
        title.font = .boldSystemFont(ofSize: 24)
        title.textColor = UIColor(red: 0.12, green: 0.14, blue: 0.2, alpha: 1)
        root.addSubview(title)

        // A rounded panel clipping an oversized child, with a shadow on a plain sublayer behind.
        let panel = UIView(frame: CGRect(x: 24, y: 68, width: 260, height: 150))
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 18
        panel.clipsToBounds = true
        let stripe = UIView(frame: CGRect(x: -20, y: 96, width: 300, height: 80))
        stripe.backgroundColor = .systemBlue
        stripe.transform = CGAffineTransform(rotationAngle: -0.12)
        panel.addSubview(stripe)
        let caption = UILabel(frame: CGRect(x: 16, y: 14, width: 228, height: 70))
        caption.text = "A rounded view clips its subviews; this label wraps onto two lines."
        caption.numberOfLines = 0
        caption.font = .systemFont(ofSize: 16)
        panel.addSubview(caption)
        root.addSubview(panel)

        // Image views: one at its size, one aspect-fitted in a wide frame.
        let icon = UIImageView(image: UIImage(named: "bounce1"))
        icon.center = CGPoint(x: 340, y: 110)
        root.addSubview(icon)
        let wide = UIImageView(image: UIImage(named: "bounce2"))
        wide.frame = CGRect(x: 390, y: 78, width: 120, height: 64)
        wide.contentMode = .scaleAspectFit
        wide.backgroundColor = UIColor(white: 1, alpha: 0.6)
        root.addSubview(wide)

        // A view that draws itself.
        let gauge = GaugeView(frame: CGRect(x: 530, y: 68, width: 86, height: 86))
        gauge.isOpaque = false          // drawn on what is behind it (views are opaque by default)
        gauge.value = 0.7
        root.addSubview(gauge)

        // The card the animation block moves.
        let card = UIView(frame: CGRect(x: 24, y: 250, width: 150, height: 100))
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 12
        card.tag = 1
        let cardLabel = UILabel(frame: card.bounds.insetBy(dx: 12, dy: 12))
        cardLabel.text = "animate"
        cardLabel.textAlignment = .center
        cardLabel.textColor = .white
        cardLabel.font = .boldSystemFont(ofSize: 22)
        cardLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(cardLabel)
        root.addSubview(card)
        return root
    }

    /// The card slides right, grows and fades over 1.5 s, and comes back (autoreverse, repeat).
    @MainActor public func startAnimations(_ root: UIView) {
        guard let card = root.viewWithTag(1) else { return }
        UIView.animate(withDuration: 1.5, delay: 0, options: [.curveEaseInOut, .repeat, .autoreverse], animations: {
            card.center.x += 400
            card.alpha = 0.35
            card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        })
    }
}

/// A view drawn in `draw(_:)`: a ring gauge filled to `value`.
@MainActor
final class GaugeView: UIView {
    var value: CGFloat = 0 { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX, y: bounds.midY), r = min(bounds.width, bounds.height) / 2 - 8
        let track = UIBezierPath(arcCenter: c, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = 10
        UIColor(white: 0.85, alpha: 1).setStroke()
        track.stroke()
        let arc = UIBezierPath(arcCenter: c, radius: r, startAngle: -.pi / 2, endAngle: -.pi / 2 + value * 2 * .pi, clockwise: true)
        arc.lineWidth = 10
        arc.lineCapStyle = .round
        UIColor.systemGreen.setStroke()
        arc.stroke()
    }
}
