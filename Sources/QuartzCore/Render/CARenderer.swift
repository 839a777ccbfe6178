/// Renders a layer tree offscreen frame by frame (Apple: CARenderer). Apple renders into a
/// Metal texture; Lamina renders into a bitmap CGContext's pixels, top row first. The layer is
/// placed by its own frame within `bounds` (the renderer's coordinate space, mapped onto the
/// whole bitmap). Each frame composites only the damaged part; the same tree and times give
/// byte-identical pixels.
public final class CARenderer {
    public var layer: CALayer?
    /// The part of the layer's superlayer space shown in the bitmap.
    public var bounds: CGRect

    private let context: CGContext
    package let compositor = Compositor()
    private var damage = DamageTracker()
    private var frame: (snapshot: LayerSnapshot, map: PlaneMap, update: PixelRect?)?
    private var extraUpdates: PixelRect?

    /// A renderer drawing into `context`'s pixels (the context's CTM is not used).
    public init(context: CGContext, options: [AnyHashable: Any]? = nil) {
        self.context = context
        bounds = CGRect(x: 0, y: 0, width: context.width, height: context.height)
    }

    private var viewport: PixelRect { PixelRect(x: 0, y: 0, width: context.width, height: context.height) }

    /// Layer space (the renderer's bounds) → bitmap pixels.
    private var boundsToPixels: PlaneMap {
        let sx = CGFloat(context.width) / max(bounds.width, 1e-9), sy = CGFloat(context.height) / max(bounds.height, 1e-9)
        return PlaneMap(m: (sx, 0, 0, 0, sy, 0, -bounds.minX * sx, -bounds.minY * sy, 1))
    }

    /// Starts a frame at media time `t`: lays out, displays and snapshots the tree, and works
    /// out what changed since the last frame. `timeStamp` is accepted for Apple's signature.
    public func beginFrame(atTime t: CFTimeInterval, timeStamp: UnsafeMutableRawPointer?) {
        guard let layer else { frame = nil; return }
        CATransaction.flush()
        layer.layoutIfNeeded()
        layer.displayTreeIfNeeded()
        AnimationEngine.shared.advance(to: t)
        frameTime = t
        let snapshot = LayerSnapshot.of(layer)
        let map = boundsToPixels
        let root = snapshot.toParent.concatenating(map)
        var update = damage.damage(root: snapshot, map: root, viewport: viewport)
        if let extra = extraUpdates {
            update = update.map { $0.union(extra) } ?? extra
            extraUpdates = nil
        }
        frame = (snapshot, map, update)
    }

    /// Adds a rect (renderer coordinates) to redraw this frame even if nothing in it changed.
    public func addUpdate(_ r: CGRect) {
        let p = PixelRect(covering: boundsToPixels.apply(r)).intersection(viewport)
        guard !p.isEmpty else { return }
        if var f = frame { f.update = f.update.map { $0.union(p) } ?? p; frame = f }
        else { extraUpdates = extraUpdates.map { $0.union(p) } ?? p }
    }

    /// The part of `bounds` this frame redraws (`.null` when nothing changed).
    public func updateBounds() -> CGRect {
        guard let u = frame?.update, let back = boundsToPixels.inverted else { return .null }
        return back.apply(CGRect(x: u.x, y: u.y, width: u.width, height: u.height))
    }

    /// Composites the damaged part of the frame into the context.
    public func render() {
        guard let f = frame, let u = f.update else { return }
        let root = f.snapshot.toParent.concatenating(f.map)
        context.drawing {
            var target = RenderTarget(buffer: context.surface)
            target.clip = u
            target.composite(PixmanImage(red: 0, green: 0, blue: 0, alpha: 0), mask: nil, region: u, op: .source)
            compositor.render(f.snapshot, map: root, into: target)
        }
    }

    /// When the next frame is needed: now while something animates, else infinity.
    public func nextFrameTime() -> CFTimeInterval { layer.map { AnimationEngine.shared.isAnimating(in: $0) } == true ? frameTime : .infinity }
    private var frameTime: CFTimeInterval = 0

    public func endFrame() { frame = nil }
}
