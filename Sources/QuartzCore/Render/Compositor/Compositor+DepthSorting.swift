/// 3D: transform layers' sublayers sorted by depth and drawn back to front.
extension Compositor {
    // MARK: CATransformLayer (000 figure 16.10, 003 Listing 6.5)

    /// A sublayer of a layer whose plane maps to the device by `m`.
    func drawChild(_ sub: LayerSnapshot, parentMap m: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        if sub.isTransformLayer {
            guard !sub.isHidden, sub.opacity > 0 else { return }
            drawDepthSorted(sub, parentMap: m, t, alpha: alpha)
        } else {
            draw(sub, sub.toParent.concatenating(m), t, alpha: alpha)
        }
    }

    /// Draws a transform layer's subtree without flattening at the transform layers: every
    /// layer below it (through nested transform layers) is placed by its full 4×4 transform
    /// into the plane the transform layer sits in (mapped to the device by `parentToDevice`),
    /// then drawn back to front by the depth of its centre.
    func drawDepthSorted(_ l: LayerSnapshot, parentMap parentToDevice: PlaneMap, _ t: RenderTarget, alpha: CGFloat) {
        var items: [(layer: LayerSnapshot, transform: CATransform3D, depth: CGFloat, alpha: CGFloat)] = []
        func collect(_ node: LayerSnapshot, _ toPlane: CATransform3D, _ fade: CGFloat) {
            for sub in node.sublayers where !sub.isHidden && sub.opacity > 0 {
                let t3 = sub.toParent3D.concatenating(toPlane)
                if sub.isTransformLayer { collect(sub, t3, fade * sub.opacity); continue }
                let c = t3.apply(x: sub.bounds.midX, y: sub.bounds.midY, z: 0)
                items.append((sub, t3, c.w != 0 ? c.z / c.w : c.z, fade))
            }
        }
        collect(l, l.toParent3D, alpha * l.opacity)
        // Back to front; equal depths keep tree order (a stable sort).
        let ordered = items.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
        }.map(\.element)
        for item in ordered {
            var flat = item.layer
            flat.toParent = PlaneMap(item.transform)
            draw(flat, flat.toParent.concatenating(parentToDevice), t, alpha: item.alpha)
        }
    }
}
