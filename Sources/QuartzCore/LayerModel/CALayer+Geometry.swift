/// Frame, affine transform, coordinate conversion and time conversion.
extension CALayer {
    /// Where the anchor point sits in the layer's own (bounds) coordinates.
    package var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The layer's transform about its anchor, placed at its position: bounds space →
    /// superlayer space before the superlayer's sublayer transform.
    package var placementTransform: CATransform3D {
        let a = anchorInBounds
        if CATransform3DIsIdentity(transform) {     // the common case: a translation
            return CATransform3DMakeTranslation(position.x - a.x, position.y - a.y, zPosition - anchorPointZ)
        }
        return CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// How this layer's sublayers' space maps into its bounds space: the geometry flip
    /// (sublayers positioned from the bottom of the bounds, 004 "Flipped Geometry"), then
    /// `sublayerTransform` about the anchor point.
    package var sublayerSpaceTransform: CATransform3D {
        if !isGeometryFlipped && CATransform3DIsIdentity(sublayerTransform) { return CATransform3DIdentity }
        var t = CATransform3DIdentity
        if isGeometryFlipped {
            t = CATransform3DMakeScale(1, -1, 1).concatenating(CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
        }
        if !CATransform3DIsIdentity(sublayerTransform) {
            let a = anchorInBounds
            t = t.concatenating(CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ))
                .concatenating(sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(a.x, a.y, anchorPointZ))
        }
        return t
    }

    /// This layer's space → its superlayer's, in 3D. A mask is placed in the masked layer's
    /// coordinates like a sublayer, without that layer's sublayer transform.
    package var transformToSuperlayer: CATransform3D { Self.transform(placing: self, in: superlayerStorage) }

    /// The 3D map of a layer whose values are `layer`'s into a parent whose values are
    /// `parent`'s: the model's, or (for the render tree) the presentation copies'.
    package static func transform(placing layer: CALayer, in parent: CALayer?) -> CATransform3D {
        let t = layer.placementTransform
        guard let parent, parent.isGeometryFlipped || !CATransform3DIsIdentity(parent.sublayerTransform) else { return t }
        return t.concatenating(parent.sublayerSpaceTransform)
    }

    /// This layer's plane → its superlayer's plane, flattened.
    package var mapToSuperlayer: PlaneMap { PlaneMap(transformToSuperlayer) }

    /// This layer's plane → the space its root layer is positioned in.
    package var mapToRootSpace: PlaneMap {
        var map = mapToSuperlayer
        var layer = superlayer
        while let l = layer { map = map.concatenating(l.mapToSuperlayer); layer = l.superlayer }
        return map
    }

    /// Derived, not stored (Programming iOS 6): the bounding box of the bounds transformed
    /// about the anchor and placed at `position`. Setting it sets the bounds size and the
    /// position, inverting an affine transform's effect on the box where it can.
    public var frame: CGRect {
        get {
            if hasIdentityTransform {
                return CGRect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                              width: bounds.width, height: bounds.height)
            }
            let r = PlaneMap(placementTransform).apply(bounds)
            return r.isNull ? CGRect(origin: position, size: .zero) : r
        }
        set {
            guard Self.isFinite(newValue), !newValue.isNull else {
                Diagnostics.warn("CALayer frame refused \(newValue): geometry must be finite"); return
            }
            let f = newValue.standardized
            let (a, b, c, d) = (transform.m11, transform.m12, transform.m21, transform.m22)
            var size = f.size
            if !(a == 1 && b == 0 && c == 0 && d == 1) {
                // Box width = |a|w + |c|h, height = |b|w + |d|h: solve for the bounds size.
                let det = abs(a) * abs(d) - abs(c) * abs(b)
                if abs(det) > 1e-12 {
                    let w = (abs(d) * f.width - abs(c) * f.height) / det
                    let h = (abs(a) * f.height - abs(b) * f.width) / det
                    if w >= 0, h >= 0 { size = CGSize(width: w, height: h) }
                }
            }
            bounds.size = size
            // The frame's centre is the bounds centre transformed: solve for the position.
            let cx = (0.5 - anchorPoint.x) * size.width, cy = (0.5 - anchorPoint.y) * size.height
            position = CGPoint(x: f.midX - (cx * a + cy * c), y: f.midY - (cx * b + cy * d))
        }
    }

    /// The transform's affine part; the identity when the transform is not affine (a
    /// perspective m34, a rotation about x or y), as Apple's layers answer.
    public func affineTransform() -> CGAffineTransform {
        let t = transform
        return CATransform3DIsAffine(t) ? CATransform3DGetAffineTransform(t) : .identity
    }
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Whether `contents` are flipped when rendered: an odd number of geometry-flipped layers
    /// from this one up to the root (Apple's CALayer.h).
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let l = layer { if l.isGeometryFlipped { flipped.toggle() }; layer = l.superlayer }
        return flipped
    }

    // MARK: Converting between layers (004 "Coordinate Systems")

    /// `p` in `layer`'s coordinates, expressed in this layer's. nil `layer` means the space
    /// the root layer is positioned in. NaN where the mapping is undefined (behind the eye).
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let inRoot = layer.map { $0.mapToRootSpace.apply(p) } ?? p
        guard let q = inRoot, let back = mapToRootSpace.inverted, let r = back.apply(q) else {
            return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        }
        return r
    }

    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return mapToRootSpace.apply(p) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return layer.convert(p, from: self)
    }

    /// The bounding box of `r`'s corners converted; `.null` where a corner has no image.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let back = mapToRootSpace.inverted else { return .null }
        let map = (layer?.mapToRootSpace ?? .identity).concatenating(back)
        return map.apply(r)
    }

    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let layer else { return mapToRootSpace.apply(r) }
        return layer.convert(r, from: self)
    }

    // MARK: Converting time (001 "Customizing the Timing of an Animation")

    /// `t` in this layer's local time → its superlayer's.
    package func parentTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (t - timeOffset) / CFTimeInterval(speed) + beginTime
    }
    /// `t` in the superlayer's time → this layer's local time.
    package func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// Media time → this layer's local time, through every ancestor (no allocation).
    package func localTime(fromMedia t: CFTimeInterval) -> CFTimeInterval {
        localTime(fromParent: superlayer?.localTime(fromMedia: t) ?? t)
    }

    /// This layer's local time `t` → media time, through every ancestor (no allocation); nil
    /// when a layer on the way has speed 0 (its time stands still: no local time comes).
    package func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval? {
        var time = t
        var layer: CALayer? = self
        while let l = layer {
            guard l.speed != 0 else { return nil }
            time = l.parentTime(fromLocal: time)
            layer = l.superlayer
        }
        return time
    }

    package var ancestorsFromRoot: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let l = layer { chain.append(l); layer = l.superlayer }
        return chain.reversed()
    }

    /// `t` in `layer`'s local time (media time for nil) expressed in this layer's local time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        var global = t
        if let layer { for l in layer.ancestorsFromRoot.reversed() { global = l.parentTime(fromLocal: global) } }
        return ancestorsFromRoot.reduce(global) { $1.localTime(fromParent: $0) }
    }

    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        var global = t
        for l in ancestorsFromRoot.reversed() { global = l.parentTime(fromLocal: global) }
        guard let layer else { return global }
        return layer.ancestorsFromRoot.reduce(global) { $1.localTime(fromParent: $0) }
    }
}
