import CoreGraphics

/// The rounded outlines and border rings of layers, in their own bounds space, kept while the
/// shape (bounds, corner radius and corners, border width) is unchanged: a rounded layer
/// re-rasterized at a new sub-pixel placement every frame builds no path. Entries unused
/// for 240 frames are freed.
final class OutlineCache {
    private struct Key: Hashable { var id: ObjectIdentifier; var border: Bool }
    private struct Shape: Equatable { var bounds: CGRect, radius: CGFloat, corners: CACornerMask, borderWidth: CGFloat }
    @exclusivity(unchecked) private var entries = AgedEntries<Key, (shape: Shape, path: CGPath)>()

    func beginFrame() { entries.beginFrame() }

    /// The layer's rounded bounds, or (`border`) its border ring to fill even-odd.
    func path(_ l: LayerSnapshot, border: Bool) -> CGPath {
        let key = Key(id: l.id, border: border)
        let shape = Shape(bounds: l.bounds, radius: l.cornerRadius, corners: l.maskedCorners, borderWidth: border ? l.borderWidth : 0)
        if let kept = entries.use(key), kept.shape == shape { return kept.path }
        let made: CGPath = border
            ? LayerShapes.border(l.bounds, width: l.borderWidth, radius: l.cornerRadius, corners: l.maskedCorners)
            : LayerShapes.roundedRect(l.bounds, radius: l.cornerRadius, corners: l.maskedCorners)
        entries.store(key, (shape, made))
        return made
    }
}
