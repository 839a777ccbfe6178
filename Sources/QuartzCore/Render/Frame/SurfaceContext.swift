import CoreGraphics

/// One window surface's rendering, in the spirit of Apple's private `CAContext`: the host
/// registers the surface's root layer, and the main thread commits its changes (`commit`);
/// the render side takes a commit and makes frames of it (`SurfaceFrames`). A window commits
/// on its main thread and renders on its render thread; the headless twin does both on one
/// thread, on its virtual clock — the same path, so replays exercise the window's.
package final class SurfaceContext {
    /// The surface's root layer: the window's content and decorations under it.
    package let layer: CALayer
    /// The last commit, kept for frames when the model has not changed since.
    private var last: SurfaceCommit?
    private var lastGeneration: UInt64 = 0

    package init(layer: CALayer) {
        self.layer = layer
        CALayer.registerWindowSurface(layer)
    }

    deinit { CALayer.unregisterWindowSurface(layer) }

    // MARK: Main thread

    /// Whether a frame now would show something new (or a display link wants one).
    package var needsFrame: Bool { layer.treeNeedsRender || DisplayLinkRegistry.hasActiveLinks || FrameClockSources.needFrame }
    /// Whether frames must keep coming after this one (animations or display links running).
    package var wantsMoreFrames: Bool { AnimationEngine.shared.isAnimating(in: layer) || DisplayLinkRegistry.hasActiveLinks || FrameClockSources.wantFrames }
    /// Whether any animation runs (in any surface): the model still advances at their starts
    /// and ends when no frames come (a hidden window's).
    package static var animationsRunning: Bool { AnimationEngine.shared.isAnimating }
    /// The next moment after `t` an animation starts or ends (its delegate and completions run).
    package static func nextAnimationEvent(after t: CFTimeInterval) -> CFTimeInterval? {
        AnimationEngine.shared.nextLifecycleTime(after: t)
    }
    /// Whether display links want frames (the render thread keeps them coming for the main thread).
    package static var displayLinksWantFrames: Bool { DisplayLinkRegistry.hasActiveLinks || FrameClockSources.wantFrames }

    /// Fires the display links with a frame's timing: when it began, and when it will show.
    package static func fireDisplayLinks(at time: CFTimeInterval, target: CFTimeInterval, interval: CFTimeInterval) {
        DisplayLinkRegistry.fire(at: time, target: target, interval: interval)
    }

    /// The main thread's half of a frame: commits the transaction, lays out, displays and runs
    /// the animations' lives at `t`. Returns a new commit when the model changed since the
    /// last one; nil when it did not (the render side animates the tree it has), unless
    /// `always` (then the last commit again, or a first one).
    package func commit(at t: CFTimeInterval, always: Bool = false) -> SurfaceCommit? {
        SurfaceRenderer.advanceModel(layer, at: t)
        if let last, CALayer.modelGeneration == lastGeneration { return always ? last : nil }
        lastGeneration = CALayer.modelGeneration
        let made = SurfaceCommit(tree: RenderTree.commit(layer, snapshot: LayerSnapshot.box(of: layer)))
        last = made
        return made
    }
}

/// A commit of a surface's tree: the snapshot taken at the commit, and the running animations,
/// which the render side evaluates at each frame's time.
package struct SurfaceCommit: @unchecked Sendable {
    let tree: RenderTree
    /// Whether any layer in it animates (frames keep coming while so).
    package var isAnimating: Bool { tree.isAnimating }
}

/// The render side of a surface: the frame of a commit at a time (its damaged pixels against
/// the last frame) composited into the buffer it goes to. One per rendering thread.
package final class SurfaceFrames {
    private let renderer = SurfaceRenderer()
    private var wrappers: [PixelBuffer] = []

    /// `splitsLargeFrames`: a large, slow frame is composited in bands on every core (a
    /// window's frames); else every frame whole on the calling thread, reproducible byte for
    /// byte (the headless twin's).
    package init(splitsLargeFrames: Bool) {
        if splitsLargeFrames { renderer.bandWorkers = .shared }
    }

    /// Starts the frame of `commit` at media time `t`, at `scale` pixels a point in a
    /// `width`×`height` buffer; returns the pixels that differ from the last frame.
    package func beginFrame(_ commit: SurfaceCommit, at t: CFTimeInterval, scale: CGFloat,
                            width: Int, height: Int) -> DamageRegion? {
        let map = PlaneMap(m: (scale, 0, 0, 0, scale, 0, 0, 0, 1))
        return renderer.beginFrame(commit.tree.snapshot(at: t), map: map, viewport: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// Composites `region` of the frame into the buffer at `pixels` (premultiplied ARGB32,
    /// `stride` bytes a row).
    package func render(into pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, region: DamageRegion) {
        renderer.render(into: wrap(pixels, width, height, stride), region: region)
    }

    package func endFrame() { renderer.endFrame() }

    /// The commit shown so far is replaced by a newer one: the snapshot boxes it shared with
    /// the main thread go, and may be refilled there (`SnapshotHandOff`).
    package func commitReplaced() { SnapshotHandOff.lettingGo() }

    /// Runs a rendering thread's loop with pixman images of its own (a render lane) when one
    /// is free, so that it and the main thread never use one image at once.
    package static func renderThread<R>(_ body: () throws -> R) rethrows -> R {
        try RenderLane.withClaimedLane(body)
    }

    /// Forgets the last frame (its buffers are gone): the next one damages everything.
    package func reset() { renderer.reset() }

    /// Frames composited in bands so far.
    package var framesBanded: Int { renderer.framesBanded }

    /// Views of the few buffers that take turns, made once each rather than once a frame.
    private func wrap(_ p: UnsafeMutableRawPointer, _ w: Int, _ h: Int, _ stride: Int) -> PixelBuffer {
        if let b = wrappers.first(where: { $0.pointer == p && $0.width == w && $0.height == h && $0.stride == stride }) { return b }
        let b = PixelBuffer(wrapping: p, width: w, height: h, stride: stride, format: .argb32)
        if wrappers.count >= 4 { wrappers.removeFirst() }
        wrappers.append(b)
        return b
    }
}
