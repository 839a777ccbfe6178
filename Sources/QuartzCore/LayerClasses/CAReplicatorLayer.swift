import Foundation

/// A layer that draws its sublayers `instanceCount` times (003 "CAReplicatorLayer", Listings
/// 6.8 and 6.9; Apple: CAReplicatorLayer). Instance i is placed by `instanceTransform` applied
/// i times — about the replicator's anchor point, as its sublayer transform is — and its
/// drawing is multiplied by `instanceColor` plus i times each colour offset, clamped to 0…1.
///
/// Instances are drawn by the compositor from the same snapshot: no layer copies are made, so
/// `sublayers` and hit testing see only the real sublayers, and 1,000 instances cost the memory
/// of one. Instances are flattened into the replicator's plane in order, or with
/// `preservesDepth` drawn back to front in 3D. With `instanceDelay`, instance i shows its
/// sublayers' animations i × delay seconds later (each delayed instance is a snapshot of the
/// animated sublayers at its own time; unanimated ones are shared).
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the sublayers themselves included (1 by
    /// default; 0 or less draws none). Capped at `maxInstanceCount`, with a message.
    @exclusivity(unchecked) open var instanceCount = 1 {
        didSet {
            if instanceCount > Self.maxInstanceCount {
                Diagnostics.warn("CAReplicatorLayer.instanceCount \(instanceCount) capped at \(Self.maxInstanceCount)")
                instanceCount = Self.maxInstanceCount
            }
            invalidateSubtreeBounds()
            changed("instanceCount", from: oldValue)
        }
    }
    /// The most instances a replicator draws: each is a full draw of the sublayers.
    public static let maxInstanceCount = 10_000
    /// The transform from one instance to the next; non-finite matrices are refused.
    @exclusivity(unchecked) open var instanceTransform = CATransform3DIdentity {
        didSet {
            guard instanceTransform.isFinite else {
                refuse("instanceTransform", "a non-finite value"); instanceTransform = oldValue; return
            }
            invalidateSubtreeBounds()
            changed("instanceTransform", from: oldValue)
        }
    }
    /// Seconds between one instance's animations and the next's: instance i runs its
    /// sublayers' animations i × instanceDelay later (Apple: "the delay … between replicated
    /// copies"). Non-finite values are refused.
    @exclusivity(unchecked) open var instanceDelay: CFTimeInterval = 0 {
        didSet {
            guard instanceDelay.isFinite else { refuse("instanceDelay", "a non-finite value"); instanceDelay = oldValue; return }
            changed("instanceDelay", from: oldValue)
        }
    }
    /// Multiplies the first instance's drawing (opaque white: unchanged).
    @exclusivity(unchecked) open var instanceColor: CGColor? = CGColor.white { didSet { changed("instanceColor", from: oldValue) } }
    /// Added to the colour once per instance after the first.
    @exclusivity(unchecked) open var instanceRedOffset: Float = 0 { didSet { changed("instanceRedOffset", from: oldValue) } }
    @exclusivity(unchecked) open var instanceGreenOffset: Float = 0 { didSet { changed("instanceGreenOffset", from: oldValue) } }
    @exclusivity(unchecked) open var instanceBlueOffset: Float = 0 { didSet { changed("instanceBlueOffset", from: oldValue) } }
    @exclusivity(unchecked) open var instanceAlphaOffset: Float = 0 { didSet { changed("instanceAlphaOffset", from: oldValue) } }
    /// Instances keep their depth and are drawn back to front in 3D (as a CATransformLayer's
    /// sublayers are), instead of being flattened into the replicator's plane in order.
    @exclusivity(unchecked) open var preservesDepth = false { didSet { changed("preservesDepth", from: oldValue) } }

    public override init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CAReplicatorLayer else { return }
        instanceCount = o.instanceCount; instanceTransform = o.instanceTransform; instanceColor = o.instanceColor
        instanceRedOffset = o.instanceRedOffset; instanceGreenOffset = o.instanceGreenOffset
        instanceBlueOffset = o.instanceBlueOffset; instanceAlphaOffset = o.instanceAlphaOffset
        preservesDepth = o.preservesDepth; instanceDelay = o.instanceDelay
    }

    package override class var builtInKeys: [String: LayerKey] { replicatorKeys }
    /// Animatable, as Apple animates them.
    package override class var subclassAnimatableKeys: Set<String> {
        ["instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"]
    }
    package override class func builtInCopy(of layer: CALayer) -> CALayer { CAReplicatorLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CAReplicatorLayer() }

    private static let replicatorKeys: [String: LayerKey] = baseKeys.merging([
        "instanceCount": .value(\CAReplicatorLayer.instanceCount, 1, Coerce.int),
        "instanceTransform": .value(\CAReplicatorLayer.instanceTransform, CATransform3DIdentity, Coerce.transform),
        "instanceColor": .optional(\CAReplicatorLayer.instanceColor, CGColor.white, Coerce.color),
        "instanceRedOffset": .value(\CAReplicatorLayer.instanceRedOffset, 0, Coerce.float),
        "instanceGreenOffset": .value(\CAReplicatorLayer.instanceGreenOffset, 0, Coerce.float),
        "instanceBlueOffset": .value(\CAReplicatorLayer.instanceBlueOffset, 0, Coerce.float),
        "instanceAlphaOffset": .value(\CAReplicatorLayer.instanceAlphaOffset, 0, Coerce.float),
        "preservesDepth": .value(\CAReplicatorLayer.preservesDepth, false, Coerce.bool),
        "instanceDelay": .value(\CAReplicatorLayer.instanceDelay, 0, Coerce.double),
    ]) { $1 }
}
