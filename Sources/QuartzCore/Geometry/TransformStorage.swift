/// A 4×4 transform kept out of line, so the many layers and snapshots without one stay small.
/// A layer's is its own (never shared), so a transform set every frame by an animation
/// overwrites it in place; a snapshot's is refilled only when nothing else holds it.
final class TransformStorage {
    var value: CATransform3D
    init(_ value: CATransform3D) { self.value = value }

    static func store(_ value: CATransform3D, in slot: inout TransformStorage?) {
        // Once made, kept (even for the identity): an animation alternating with the model
        // value each frame overwrites it rather than making a new one.
        if let kept = slot { kept.value = value } else if !CATransform3DIsIdentity(value) { slot = TransformStorage(value) }
    }
}
