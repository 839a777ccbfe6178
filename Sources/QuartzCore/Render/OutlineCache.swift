import CoreGraphics

/// The rounded outlines and border rings of layers, in their own bounds space, kept while the
/// shape (bounds, corner radius and corners, border width) is unchanged: a rounded layer
/// re-rasterized at a new sub-pixel placement every frame builds no path. Entries unused
/// for `lifetime` frames are freed.
final class OutlineCache {
    private struct Key: Hashable { var id: ObjectIdentifier; var border: Bool }
    private struct Shape: Equatable { var bounds: CGRect, radius: CGFloat, corners: CACornerMask, borderWidth: CGFloat }
    private var entries: [Key: (shape: Shape, path: CGPath, lastUsed: Int)] = [:]
    private var stale: [Key] = []
    private var frame = 0
    static let lifetime = 240

    func beginFrame() {
        frame += 1
        guard frame % Self.lifetime == 0 else { return }
        let now = frame
        entries.removeAll(where: { now - $0.lastUsed >= Self.lifetime }, collectingInto: &stale)
    }

    /// The layer's rounded bounds, or (`border`) its border ring to fill even-odd.
    func path(_ l: LayerSnapshot, border: Bool) -> CGPath {
        let key = Key(id: l.id, border: border)
        let shape = Shape(bounds: l.bounds, radius: l.cornerRadius, corners: l.maskedCorners, borderWidth: border ? l.borderWidth : 0)
        if var kept = entries[key], kept.shape == shape {
            kept.lastUsed = frame
            entries[key] = kept
            return kept.path
        }
        let made: CGPath = border
            ? LayerShapes.border(l.bounds, width: l.borderWidth, radius: l.cornerRadius, corners: l.maskedCorners)
            : LayerShapes.roundedRect(l.bounds, radius: l.cornerRadius, corners: l.maskedCorners)
        entries[key] = (shape, made, frame)
        return made
    }
}
