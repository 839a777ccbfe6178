/// Renders a layer tree offscreen frame by frame (Apple: CARenderer). Apple renders into a
/// Metal texture; Lamina renders into a bitmap CGContext's pixels, top row first. The layer is
/// placed by its own frame within `bounds` (the renderer's coordinate space, mapped onto the
/// whole bitmap). Each frame composites only the damaged part; the same tree and times give
/// byte-identical pixels.
public final class CARenderer {
    @exclusivity(unchecked) public var layer: CALayer?
    /// The part of the layer's superlayer space shown in the bitmap.
    @exclusivity(unchecked) public var bounds: CGRect

    private let context: CGContext
    private let renderer = SurfaceRenderer()
    package var compositor: Compositor { renderer.compositor }
    /// What makes the frames, for tests and benchmarks (its `bandWorkers`: none, by default).
    package var surfaceRenderer: SurfaceRenderer { renderer }
    @exclusivity(unchecked) private var inFrame = false
    @exclusivity(unchecked) private var extraUpdates: PixelRect?

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
        guard let layer else { inFrame = false; return }
        renderer.beginFrame(layer, at: t, map: boundsToPixels, viewport: viewport)
        inFrame = true
        frameTime = t
        if let extra = extraUpdates { renderer.addUpdate(extra); extraUpdates = nil }
    }

    /// Adds a rect (renderer coordinates) to redraw this frame even if nothing in it changed.
    public func addUpdate(_ r: CGRect) {
        let p = PixelRect(covering: boundsToPixels.apply(r)).intersection(viewport)
        guard !p.isEmpty else { return }
        if inFrame { renderer.addUpdate(p) } else { extraUpdates = extraUpdates.map { $0.union(p) } ?? p }
    }

    /// The part of `bounds` this frame redraws (`.null` when nothing changed).
    public func updateBounds() -> CGRect {
        guard inFrame, let u = renderer.update?.bounds, let back = boundsToPixels.inverted else { return .null }
        return back.apply(CGRect(x: u.x, y: u.y, width: u.width, height: u.height))
    }

    /// The frame's damage as rects in pixels (nil when nothing changed), for tests.
    package var updateRegion: DamageRegion? { inFrame ? renderer.update : nil }

    /// Composites the damaged part of the frame into the context.
    public func render() {
        guard inFrame, let u = renderer.update else { return }
        context.drawing { renderer.render(into: context.surface, region: u) }
    }

    /// When the next frame is needed: now while something animates, else infinity.
    public func nextFrameTime() -> CFTimeInterval { layer.map { AnimationEngine.shared.isAnimating(in: $0) } == true ? frameTime : .infinity }
    @exclusivity(unchecked) private var frameTime: CFTimeInterval = 0

    public func endFrame() { renderer.endFrame(); inFrame = false }
}
