import Foundation
import QuartzCore
import ShellCore
import WaylandClient

/// Configures applied and frames committed: the window's size, scale and states from the
/// compositor, and the layer tree handed to the render thread at the end of a turn.
extension WaylandPlatform {
    func applyConfigure() {
        guard let (c, serial) = pendingConfigure else { return }
        pendingConfigure = nil
        if host == nil {
            let h = WindowHost(app: app, decorated: !window.serverSideDecorations)
            h.recorder = recorder
            host = h
            if h.decorations != nil { window.setMinimumSize(width: 160, height: Int32(WindowDecorations.titleHeight) + 48) }
            cursor = WaylandCursor(display: display, scale: window.integerScale)
        }
        guard let host else { return }
        var states: WindowStates = []
        if c.states.contains(.maximized) { states.insert(.maximized) }
        if c.states.contains(.fullscreen) { states.insert(.fullscreen) }
        if c.states.contains(.resizing) { states.insert(.resizing) }
        if c.states.contains(.activated) { states.insert(.activated) }
        if c.states.contains(.suspended) { states.insert(.suspended) }
        host.setStates(states)
        let titleBar = host.contentOrigin.y
        // 0×0: the compositor leaves the size to us — the app's preferred one.
        let size = c.width > 0 && c.height > 0
            ? CGSize(width: CGFloat(c.width), height: CGFloat(c.height) - titleBar)
            : app.preferredContentSize
        if host.resize(content: size, scale: CGFloat(window.scale)) {
            host.deliver(.resize(host.contentSize), at: CACurrentMediaTime())
        }
        unackedConfigure = serial
        needsCommit = true
    }

    /// The next toggle goes out once the frame answering the last configure is committed
    /// (weston acts on state requests against committed state).
    func toggleMaximizedIfAsked() {
        guard maximizeToggles > 0, let host else { return }
        maximizeToggles -= 1
        window.setMaximized(!host.states.contains(.maximized))
    }


    /// Commits the tree to the render thread when something changed, a configure was
    /// answered, or a frame went out while animating (display links and animation lives run
    /// here, at the frame's pace).
    func commitIfNeeded() {
        applyConfigure()
        guard let host else { return }      // never attach before the first configure
        followTitle(host)
        followSizeLimits(host)
        if app.keepsDisplayAwake != window.isIdleInhibited { window.setIdleInhibited(app.keepsDisplayAwake) }
        if needsCommit { _ = host.resize(content: host.contentSize, scale: CGFloat(window.scale)) }
        let tick = ticked
        ticked = false
        let now = CACurrentMediaTime()
        let modelDue = modelDeadline().map { $0 <= now } ?? false
        guard needsCommit || tick || modelDue || host.needsFrame else { return }
        lastModelAdvance = now
        let answered = needsCommit
        needsCommit = false
        // A display link added or un-paused while the window is idle asks for frames at once,
        // though the tree did not change.
        let wantsFrames = SurfaceContext.displayLinksWantFrames
        guard let tree = host.commitTree(at: now, links: tick || answered ? renderLoop.displayLinkTiming(at: now) : nil,
                                         always: answered || !hasCommitted || wantsFrames != submittedWantsFrames)
        else { return }
        hasCommitted = true
        let (w, h) = host.pixelSize
        renderLoop.submit(RenderLoop.Commit(
            tree: tree, pixelWidth: w, pixelHeight: h, scale: host.scale,
            logicalWidth: Int(host.surfaceSize.width), logicalHeight: Int(host.surfaceSize.height),
            opaque: host.app.rootLayer.backgroundColor?.alpha == 1, fractional: window.usesFractionalScale,
            answers: answered ? 1 : 0, ackSerial: answered ? unackedConfigure : nil, wantsFrames: wantsFrames))
        if answered { unackedConfigure = nil }
        submittedWantsFrames = wantsFrames
        if answered { configureAnswers += 1 }
    }

    /// The app's title may change as it runs (a view controller's title): the toplevel and
    /// the title bar follow it at the end of the turn it changed in.
    func followTitle(_ host: WindowHost) {
        let title = app.title
        guard title != shownTitle else { return }
        shownTitle = title
        window.setTitle(title)
        host.titleDidChange()
    }

    /// The app's size limits (a scene's `sizeRestrictions`) go to the compositor as the
    /// toplevel's minimum and maximum (the title bar included), and a window outside them
    /// takes the nearest size inside.
    func followSizeLimits(_ host: WindowHost) {
        let limits = app.contentSizeLimits
        guard limits != shownLimits else { return }
        shownLimits = limits
        let bar = host.contentOrigin.y
        let decoratedFloor = host.decorations != nil ? CGSize(width: 160, height: WindowDecorations.titleHeight + 48) : .zero
        func side(_ v: CGFloat) -> Int32 { v.isFinite ? Int32(clamping: Int(v.rounded(.up))) : 0 }
        let minimum = limits?.minimum ?? .zero, maximum = limits?.maximum ?? .zero
        window.setMinimumSize(width: max(side(minimum.width), side(decoratedFloor.width)),
                              height: max(side(minimum.height + bar), side(decoratedFloor.height)))
        window.setMaximumSize(width: maximum.width > 0 ? side(maximum.width) : 0, height: maximum.height > 0 ? side(maximum.height + bar) : 0)
        if host.resize(content: host.contentSize, scale: host.scale) {
            host.deliver(.resize(host.contentSize), at: CACurrentMediaTime())
            needsCommit = true
        }
    }

    /// Called when the render thread ticks: once the answer to a configure is on screen, the
    /// next maximize toggle may go.
    func configureAnswerShown() {
        let shown = renderLoop.shownConfigureAnswers
        guard shown > configureAnswersSeen else { return }
        configureAnswersSeen = shown
        if shown == configureAnswers { toggleMaximizedIfAsked() }
    }
}
