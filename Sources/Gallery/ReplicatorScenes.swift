import UIKit

/// 003 Listing 6.8 / Figure 6.8: a white square repeated ten times by a CAReplicatorLayer,
/// each instance turned π/5 about a point 200 points below the replicator's centre and a
/// little less blue and green than the last, so the ring shifts towards red.
public struct ReplicatorRingScene: LayerScene {
    public init() {}
    public let name = "replicator-ring"
    public let summary = "003 Figure 6.8: a ring of ten instances from one sublayer (CAReplicatorLayer), colour-shifting to red"
    public let isAnimated = false
    public var preferredSize: CGSize { CGSize(width: 800, height: 840) }

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(0.1, 0.1, 0.12)
        // The listing's container: the replicator fills it; the ring reaches beyond it.
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: (size.width - 500) / 2, y: (size.height - 500) / 2 - 200, width: 500, height: 500)
        root.addSublayer(replicator)
        replicator.instanceCount = 10
        var transform = CATransform3DIdentity
        transform = CATransform3DTranslate(transform, 0, 200, 0)
        transform = CATransform3DRotate(transform, .pi / 5, 0, 0, 1)
        transform = CATransform3DTranslate(transform, 0, -200, 0)
        replicator.instanceTransform = transform
        replicator.instanceBlueOffset = -0.1
        replicator.instanceGreenOffset = -0.1
        let square = CALayer()
        square.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        square.backgroundColor = rgb(1, 1, 1)
        replicator.addSublayer(square)
        return root
    }
}

/// 003 Listing 6.9: a view whose `layerClass` is CAReplicatorLayer draws its subviews twice,
/// the second instance moved below, flipped, at 40% alpha: a reflection.
@MainActor
final class ReflectionView: UIView {
    override class var layerClass: AnyClass { CAReplicatorLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // Configure the replicator.
        let layer = self.layer as! CAReplicatorLayer
        layer.instanceCount = 2
        // Move the reflection instance below the original and flip it vertically.
        var transform = CATransform3DIdentity
        let verticalOffset = bounds.size.height + 2
        transform = CATransform3DTranslate(transform, 0, verticalOffset, 0)
        transform = CATransform3DScale(transform, 1, -1, 0)
        layer.instanceTransform = transform
        // Reduce the alpha of the reflection.
        layer.instanceAlphaOffset = -0.6
    }
}

/// 003 Figure 6.10: an image view and a label inside a ReflectionView, reflected below.
public struct ReflectionScene: ViewScene {
    public init() {}
    public let name = "reflection"
    public let summary = "003 Figure 6.10: ReflectionView (layerClass CAReplicatorLayer) reflecting its subviews"
    public let isAnimated = false

    @MainActor public func makeRootView(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        let reflection = ReflectionView(frame: CGRect(x: (size.width - 240) / 2, y: 40, width: 240, height: 160))
        let card = UIView(frame: reflection.bounds)
        card.backgroundColor = UIColor(red: 0.16, green: 0.2, blue: 0.32, alpha: 1)
        card.layer.cornerRadius = 16
        reflection.addSubview(card)
        let icon = UIImageView(image: UIImage(named: "bounce1"))
        icon.center = CGPoint(x: 60, y: 80)
        reflection.addSubview(icon)
        let label = UILabel(frame: CGRect(x: 104, y: 56, width: 124, height: 48))
        label.text = "Lamina"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .white
        reflection.addSubview(label)
        root.addSubview(reflection)
        return root
    }
}
