import UIKit

/// 004 Listing 3.1/3.2, Figure 3.7: the clock built from four UIImageViews (Figure 3.4's
/// face and hands) in a container view; the hands pivot near their base because their
/// layers' anchorPoint is (0.5, 0.9), and each tick sets the hands' view transforms. View
/// layers do not animate implicitly, so each tick jumps, as in the seed.
public struct ClockScene: ViewScene, TickingScene {
    public init() {}
    public let name = "clock"
    public let summary = "004 Figure 3.7: image-view clock hands rotating about anchorPoint (0.5, 0.9); --time sets the seconds past 10:08"
    public let isAnimated = true

    @MainActor public func makeRootView(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(red: 0.82, green: 0.86, blue: 0.9, alpha: 1)
        let side = min(size.width, size.height) - 40
        let face = UIImageView(image: UIImage(named: "clock-face"))
        face.frame = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        face.layer.name = "face"
        root.addSubview(face)
        // Figure 3.4's images are drawn for a 200-point face: the hands scale with it.
        let k = side / 200
        for name in ["hour", "minute", "second"] {
            let hand = UIImageView(image: UIImage(named: "\(name)-hand"))
            hand.layer.name = name
            hand.bounds.size = CGSize(width: hand.bounds.width * k, height: hand.bounds.height * k)
            hand.layer.anchorPoint = CGPoint(x: 0.5, y: 0.9)              // Listing 3.2
            hand.center = CGPoint(x: face.bounds.midX, y: face.bounds.midY)
            face.addSubview(hand)
        }
        tick(root.layer, time: 0)
        return root
    }

    /// Sets the hands for `time` seconds past 10:08 (Listing 3.1's `tick`, once a second).
    public func tick(_ root: CALayer, time: Double) {
        nonisolated(unsafe) let root = root
        MainActor.assumeIsolated {
            let seconds = 10 * 3600 + 8 * 60 + time
            let turns: [String: Double] = ["hour": seconds / 43200, "minute": seconds / 3600, "second": seconds / 60]
            for hand in root.sublayers?.first?.sublayers ?? [] {
                guard let name = hand.name, let t = turns[name], let view = hand.delegate as? UIView else { continue }
                view.transform = CGAffineTransform(rotationAngle: CGFloat(t.truncatingRemainder(dividingBy: 1)) * 2 * .pi)
            }
        }
    }
}
