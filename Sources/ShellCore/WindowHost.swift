import QuartzCore

/// The platform-neutral half of a window: the surface's layer tree (the app's root layer,
/// under a title bar when the client decorates), its size and scale, frames rendered with
/// damage, and input routed to the app by hit testing what is on screen.
public final class WindowHost {
    public let app: ShellApp
    /// The whole surface: decorations and content.
    package let surfaceLayer = CALayer()
    package let decorations: WindowDecorations?
    public private(set) var contentSize: CGSize
    public private(set) var scale: CGFloat = 1
    public private(set) var states: WindowStates = []
    /// The surface's rendering: commits from the main thread, frames on the render side.
    private let context: SurfaceContext
    /// The headless twin's frames, made on the calling thread (a window's render thread has its own).
    private lazy var frames = SurfaceFrames(splitsLargeFrames: false)
    /// When the window's content was first built for its first frame: input times count from
    /// here, so that a replay (which builds it at time 0) sees the app at the same age.
    public let startTime = CACurrentMediaTime()
    /// Every event delivered to the app goes here too (`lamina run --record`).
    public var recorder: InputRecorder?

    /// Sizes are clamped to this range of points: a compositor asking for 1×1 or
    /// 100,000×100,000 gets a window that can still be drawn and mapped.
    public static let minimumSize = CGSize(width: 64, height: 48)
    public static let maximumSide: CGFloat = 8192

    public init(app: ShellApp, decorated: Bool) {
        self.app = app
        decorations = decorated ? WindowDecorations() : nil
        contentSize = Self.clamped(app.contentSizeLimits?.clamp(app.preferredContentSize) ?? app.preferredContentSize)
        surfaceLayer.name = "lamina.surface"
        context = SurfaceContext(layer: surfaceLayer)
        surfaceLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        if let d = decorations { surfaceLayer.addSublayer(d.bar) }
        surfaceLayer.addSublayer(app.rootLayer)
        applyGeometry()
        app.contentSizeDidChange(contentSize)
    }

    package static func clamped(_ s: CGSize) -> CGSize {
        func side(_ v: CGFloat, _ lo: CGFloat) -> CGFloat { v.isFinite ? min(max(v.rounded(), lo), maximumSide) : lo }
        return CGSize(width: side(s.width, minimumSize.width), height: side(s.height, minimumSize.height))
    }

    /// Where the content sits in the surface (below the title bar).
    /// Where the content sits in the surface: below the title bar, which a fullscreen
    /// window does not show.
    package var contentOrigin: CGPoint { CGPoint(x: 0, y: showsDecorations ? WindowDecorations.titleHeight : 0) }
    package var showsDecorations: Bool { decorations != nil && !states.contains(.fullscreen) }
    /// The surface's size in points.
    public var surfaceSize: CGSize {
        CGSize(width: contentSize.width, height: contentSize.height + contentOrigin.y)
    }
    /// The buffer's size in pixels at the current scale.
    public var pixelSize: (width: Int, height: Int) {
        (Int((surfaceSize.width * scale).rounded()), Int((surfaceSize.height * scale).rounded()))
    }

    /// Applies a new content size (points, clamped) and scale; returns whether anything changed.
    @discardableResult
    public func resize(content size: CGSize, scale newScale: CGFloat) -> Bool {
        // The app's own limits first (`contentSizeLimits`), then the shell's.
        let s = Self.clamped(app.contentSizeLimits?.clamp(size) ?? size)
        let sc = newScale.isFinite && newScale > 0 ? min(newScale, 8) : 1
        guard s != contentSize || sc != scale else { return false }
        let sizeChanged = s != contentSize
        let oldScale = scale
        contentSize = s
        scale = sc
        applyGeometry()
        if oldScale != sc {
            // Layers drawing at the window's old scale follow it, so text stays sharp.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            app.rootLayer.replaceContentsScale(oldScale, with: sc)
            CATransaction.commit()
        }
        // A new scale alone (the window moved to another output) is told too: the app's screen
        // scale and its views' drawings follow it.
        if sizeChanged || oldScale != sc { app.contentSizeDidChange(s) }
        return true
    }

    public func setStates(_ s: WindowStates) {
        guard s != states else { return }
        states = s
        applyGeometry()
        app.windowStatesDidChange(s)
    }

    /// The title bar shows the app's new title.
    public func titleDidChange() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layoutTitleBar()
        CATransaction.commit()
    }

    private func layoutTitleBar() {
        decorations?.layout(width: contentSize.width, title: app.title, activated: states.contains(.activated) || states.isEmpty,
                            scale: scale)
    }

    private func applyGeometry() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        surfaceLayer.frame = CGRect(origin: .zero, size: surfaceSize)
        app.rootLayer.frame = CGRect(origin: contentOrigin, size: contentSize)
        app.rootLayer.contentsScale = scale
        decorations?.bar.isHidden = !showsDecorations
        layoutTitleBar()
        CATransaction.commit()
    }

    // MARK: Frames

    /// Whether a frame now would show something new (or a display link wants one).
    public var needsFrame: Bool { context.needsFrame }
    /// Whether frames must keep coming after this one (animations or display links running).
    public var wantsMoreFrames: Bool { context.wantsMoreFrames }

    /// Seconds since the window began (its first frame) at media time `t`.
    public func windowTime(_ t: CFTimeInterval) -> Double { t - startTime }

    /// Starts the frame shown at media time `t`, `interval` after the last: fires display
    /// links, commits, lays out, and makes the frame of the commit at `t` as a window's render
    /// thread does (the same path, on the calling thread); returns the pixels that changed.
    /// The links see the frame as a window's do: the last one shown at `t - interval`, this
    /// one's target `t` — the time its animations are evaluated for.
    public func beginFrame(at t: CFTimeInterval, interval: CFTimeInterval) -> FrameDamage? {
        SurfaceContext.fireDisplayLinks(at: t - interval, target: t, interval: interval)
        guard let commit = context.commit(at: t, always: true) else { return nil }
        let (w, h) = pixelSize
        return frames.beginFrame(commit, at: t, scale: scale, width: w, height: h).map(FrameDamage.init)
    }

    /// The main thread's half of a frame for a render thread: fires display links (with the
    /// frame's timing, when `links` is given), commits, lays out, displays and runs the
    /// animations' lives at `t`, and returns the commit when the model changed since the last
    /// one (or `always`).
    package func commitTree(at t: CFTimeInterval, links: (timestamp: CFTimeInterval, target: CFTimeInterval, interval: CFTimeInterval)?,
                            always: Bool) -> SurfaceCommit? {
        if let links { SurfaceContext.fireDisplayLinks(at: links.timestamp, target: links.target, interval: links.interval) }
        return context.commit(at: t, always: always)
    }

    /// Composites `region` (the frame's damage plus what this buffer missed) into the
    /// buffer's pixels, then ends the frame.
    public func renderFrame(into pixels: UnsafeMutableRawPointer, stride: Int, region: FrameDamage?) {
        let (w, h) = pixelSize
        if let r = region?.region { frames.render(into: pixels, width: w, height: h, stride: stride, region: r) }
        frames.endFrame()
    }

    /// Forget the last frame (buffers were lost): the next one redraws everything.
    public func invalidateFrames() { frames.reset() }

    // MARK: Input

    /// What a press at surface point `p` would do to the window (for diagnostics and tests):
    /// "move", "close", "maximize", "minimize", "resize EDGES", or nil for the content.
    public func decorationAction(at p: CGPoint) -> String? {
        guard showsDecorations, let a = decorations?.action(at: p, surfaceSize: surfaceSize, resizable: true) else { return nil }
        switch a {
        case .move: return "move"
        case .close: return "close"
        case .maximize: return "maximize"
        case .minimize: return "minimize"
        case let .resize(e):
            let names: [(WindowEdges, String)] = [(.top, "top"), (.bottom, "bottom"), (.left, "left"), (.right, "right")]
            return "resize " + names.filter { e.contains($0.0) }.map(\.1).joined(separator: " ")
        }
    }

    /// The cursor shown over surface point `p`.
    /// The title bar's and borders' cursors over the decorations; over the content, the
    /// app's (the arrow unless it asks for another).
    public func cursorName(at p: CGPoint, resizable: Bool = true) -> String {
        if showsDecorations, let d = decorations, d.action(at: p, surfaceSize: surfaceSize, resizable: resizable) != nil {
            return d.cursorName(at: p, surfaceSize: surfaceSize, resizable: resizable)
        }
        return app.contentCursor ?? "left_ptr"
    }

    /// Delivers an event (content coordinates) at `mediaTime` to the app.
    public func deliver(_ kind: InputEvent.Kind, at mediaTime: CFTimeInterval) {
        var event = InputEvent(time: windowTime(mediaTime), kind)
        if let recorder {
            event.anchor = event.location.flatMap(app.recordingAnchor(at:))
            recorder.record(event)
        }
        if case let .resize(size) = kind { resize(content: size, scale: scale) }
        if case .close = kind { return }
        app.handle(event, at: mediaTime)
    }
}

/// The pixels a frame changes: a few rectangles (see `DamageRegion`).
public struct FrameDamage: Equatable {
    public typealias Rect = (x: Int, y: Int, width: Int, height: Int)
    package let region: DamageRegion
    package init(_ r: DamageRegion) { region = r }
    /// The rects as given; nil when there are none.
    public init?(rects: [Rect]) {
        var r = DamageRegion()
        for t in rects { r.add(PixelRect(x: t.x, y: t.y, width: t.width, height: t.height)) }
        guard !r.isEmpty else { return nil }
        region = r
    }
    public var rects: [Rect] { region.rects.map { ($0.x, $0.y, $0.width, $0.height) } }
    public static func whole(width: Int, height: Int) -> FrameDamage { FrameDamage(DamageRegion(PixelRect(x: 0, y: 0, width: width, height: height))) }
    public func union(_ o: FrameDamage?) -> FrameDamage {
        guard let o else { return self }
        var r = region
        r.add(o.region)
        return FrameDamage(r)
    }
}
