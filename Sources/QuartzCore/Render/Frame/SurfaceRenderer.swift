/// Makes frames of a layer tree: commits the transaction, lays out and displays, evaluates
/// animations at the frame's time, snapshots the tree, and works out the damaged pixels; then
/// composites just those pixels into whichever buffer the frame goes to. Shared by
/// `CARenderer` (one bitmap) and the shell's window (buffers that take turns).
package final class SurfaceRenderer {
    package let compositor = Compositor()
    @exclusivity(unchecked) private var damage = DamageTracker()
    @exclusivity(unchecked) private var frame: (snapshot: LayerSnapshot, root: PlaneMap, update: DamageRegion?)?
    /// The frame has backdrop layers: its damage is drawn in one piece (`BackdropDamage`).
    @exclusivity(unchecked) private var drawsWhole = false
    @exclusivity(unchecked) private var backdropReaches: [PixelRect] = []
    @exclusivity(unchecked) private var grownDamage = DamageRegion()

    package init() { grownDamage.reserveFullCapacity() }

    /// Starts the frame of `layer` at media time `t`, its superlayer space mapped to pixels by
    /// `map`, and returns the pixels of `viewport` that differ from the last frame.
    @discardableResult
    package func beginFrame(_ layer: CALayer, at t: CFTimeInterval, map: PlaneMap, viewport: PixelRect) -> DamageRegion? {
        beginFrame(Self.prepare(layer, at: t), map: map, viewport: viewport)
    }

    /// The main thread's half of a frame: commits the transaction, lays out and displays,
    /// evaluates animations at `t`, and snapshots `layer`'s tree.
    package static func prepare(_ layer: CALayer, at t: CFTimeInterval) -> SnapshotBox {
        advanceModel(layer, at: t)
        return LayerSnapshot.box(of: layer)
    }

    /// `prepare` without the snapshot, for a caller that snapshots only when the model changed
    /// (a window whose render thread animates what it was last handed).
    package static func advanceModel(_ layer: CALayer, at t: CFTimeInterval) {
        CATransaction.flush()
        layer.layoutUntilSettled()
        layer.displayTreeIfNeeded()
        CATiledLayer.followVisibility()
        CAEAGLLayer.collectPresented()
        FrameClockSources.advance(to: t)
        // What layout and display changed is part of this commit (Apple commits after laying
        // out): a block they posted to the main queue runs after it.
        CATransaction.flushForFrame()
        AnimationEngine.shared.advance(to: t)
    }

    /// Starts the frame of a snapshot already taken (on the main thread, or by a `RenderTree`
    /// on a render thread) and returns the pixels of `viewport` that differ from the last frame.
    @discardableResult
    package func beginFrame(_ box: SnapshotBox, map: PlaneMap, viewport: PixelRect) -> DamageRegion? {
        let snapshot = box.snapshot
        let root = snapshot.toParent.concatenating(map)
        var update = damage.damage(root: box, map: root, viewport: viewport)
        drawsWhole = false
        if BackdropLayer.anyAlive, update != nil {
            BackdropDamage.reaches(of: snapshot, map: root, viewport: viewport, into: &backdropReaches)
            drawsWhole = !backdropReaches.isEmpty
            update = BackdropDamage.grow(update, by: &backdropReaches, into: &grownDamage)
        }
        SnapshotHandOff.lettingGo()         // the last frame's snapshot goes
        frame = (snapshot, root, update)
        return update
    }

    /// The frame's damage so far (nil: nothing changed).
    package var update: DamageRegion? { frame?.update }

    /// Redraws `r` this frame even if nothing in it changed.
    package func addUpdate(_ r: PixelRect) {
        guard var f = frame, !r.isEmpty else { return }
        var u = f.update ?? DamageRegion()
        u.add(r)
        f.update = u
        frame = f
    }

    /// The threads a large, slow frame is composited on at once, in bands (`FrameBands`): nil
    /// (every frame whole on the calling thread, as `CARenderer` draws) unless set — a
    /// window's renderer uses the process's pool, `BandWorkers.shared`.
    @exclusivity(unchecked) package var bandWorkers: BandWorkers? {
        didSet { bands = nil }
    }
    @exclusivity(unchecked) private var bands: FrameBands?
    /// The least damaged pixels a band must have (`FrameBands.minimumPixelsPerBand`) and the
    /// least time the last frame must have taken (`FrameBands.minimumSeconds`) for a frame
    /// to be split; tests and benchmarks set less.
    @exclusivity(unchecked) package var minimumBandPixels = FrameBands.minimumPixelsPerBand
    @exclusivity(unchecked) package var minimumBandedSeconds = FrameBands.minimumSeconds
    /// Bands drawn one after another on the rendering thread (`FrameBands.render`), for benchmarks.
    @exclusivity(unchecked) package var bandsInSequence = false
    /// Frames composited in bands so far, for tests.
    package var framesBanded: Int { bands?.framesBanded ?? 0 }

    /// Composites every rect of `region` (see `render(into:region:)` for one); with
    /// `bandWorkers`, in bands on several cores when the frame is large and slow.
    package func render(into buffer: PixelBuffer, region: DamageRegion) {
        guard let f = frame else { return }
        if drawsWhole, let whole = region.bounds {
            render(into: buffer, region: whole)
            return
        }
        if bands == nil, let workers = bandWorkers { bands = FrameBands(main: compositor, workers: workers) }
        guard let bands else {
            for r in region.rects { render(into: buffer, region: r) }
            return
        }
        bands.render(f.snapshot, map: f.root, into: buffer, region: region, minimumPixels: minimumBandPixels,
                     minimumSeconds: minimumBandedSeconds, inSequence: bandsInSequence)
    }

    /// Composites `region` of the frame into `buffer` (whose pixel (0, 0) is the viewport's),
    /// clearing it to transparent first.
    package func render(into buffer: PixelBuffer, region: PixelRect) {
        guard let f = frame, !region.isEmpty else { return }
        FrameBands.composite(f.snapshot, map: f.root, into: buffer, region: region, by: compositor)
    }

    package func endFrame() {
        SnapshotHandOff.lettingGo()
        frame = nil
    }

    /// Forgets the last frame: the next one damages everything (its buffer is gone).
    package func reset() { damage.reset() }
}
