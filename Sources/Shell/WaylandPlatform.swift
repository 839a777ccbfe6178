import Foundation
import CoreFoundation
import CEventLoop
import QuartzCore
import WaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// Runs an app in a Wayland window: one xdg toplevel whose frames a render thread
/// (`RenderLoop`) composites into shm buffers and commits with their damage, driven by frame
/// callbacks asked for only while something animates. The main thread runs the main run loop
/// (`MainRunLoop`): input, configures and timers are its sources, and the layer tree goes to
/// the render thread at the end of each turn that changed it — with nothing to do, the main
/// thread sleeps in the run loop's wait and the render thread in poll.
public final class WaylandPlatform {
    public struct Stats: Sendable {
        /// Times poll returned (each is a wakeup of the process).
        public var wakeups = 0
        public var frameCallbacks = 0
        public var framesCommitted = 0
        /// Frame callbacks that came while frames were wanted, and those that produced one.
        public var callbacksWhileAnimating = 0
        public var framesForCallbacks = 0
        public var configures = 0
    }

    private let display: WaylandDisplay
    private let window: WaylandWindow
    private let renderLoop: RenderLoop
    private var cursor: WaylandCursor?
    private let app: ShellApp
    public private(set) var host: WindowHost?
    public let timers = TimerQueue()
    /// Frame counts come from the render thread: complete once `run` has returned.
    public var stats: Stats {
        var s = renderLoop.stats
        s.wakeups = wakeupSource?.wakeups ?? wakeups
        s.configures = configures
        return s
    }
    private var wakeups = 0, configures = 0
    /// Shared-memory buffers the window holds now (safe from the main thread).
    public var shmBufferCount: Int { renderLoop.shmBufferCount }
    /// Called after each committed frame (for `--print-frames`), on the render thread: media
    /// time, damage.
    public var frameCommitted: (@Sendable (CFTimeInterval, FrameDamage?) -> Void)? {
        get { renderLoop.frameCommitted }
        set { renderLoop.frameCommitted = newValue }
    }
    /// Called when a frame reached the screen (`wp_presentation`), on the render thread: media
    /// time, the output's refresh interval.
    public var framePresented: (@Sendable (CFTimeInterval, CFTimeInterval) -> Void)? {
        get { renderLoop.framePresented }
        set { renderLoop.framePresented = newValue }
    }
    /// Called with the cursor's name from the theme each time it changes (`--print-state`).
    public var cursorChanged: ((String) -> Void)?
    /// Where to record input (set before `run`).
    public var recordPath: String?

    private var pendingConfigure: (ToplevelConfigure, UInt32)?
    private var needsCommit = false
    /// The render thread drew a frame and more are coming: run the main thread's frame work.
    private var ticked = false
    private var committedGeneration: UInt64 = 0
    private var quit = false
    private var pointer = CGPoint.zero
    private var contentPress = false
    private var shownCursor: String?

    public init(app: ShellApp) throws {
        self.app = app
        display = try WaylandDisplay()
        window = WaylandWindow(display: display, title: app.title, appID: app.appID)
        renderLoop = RenderLoop(display: display, window: window)
        window.onConfigure = { [unowned self] c, serial in pendingConfigure = (c, serial); configures += 1 }
        window.onClose = { [unowned self] in if app.shouldClose() { quit = true } }
        window.onScaleChange = { [unowned self] in needsCommit = true }
        display.seatEvent = { [unowned self] in seatEvent($0) }
    }

    /// Ends `run` after the current turn.
    public func stop() {
        quit = true
        if running { MainRunLoop.stop() }
    }

    /// Runs the main run loop until the window closes, a signal asks to stop, or the compositor
    /// goes away. Its sources: the Wayland connection, the render thread's tick and the signal
    /// wakeup; its timer: the platform's timers and key repeat. At the end of each turn (after
    /// Core Animation's commit) the tree goes to the render thread if it changed.
    public func run() throws {
        installSignalHandlers()
        if let recordPath { try startRecording(recordPath) }
        let source = try WaylandRunLoopSource(display: display)
        renderLoop.start()
        defer { renderLoop.stop() }
        source.watch(renderLoop.tick.fd) { [unowned self] in frameTicked() }
        source.watch(signalWakeup) { lamina_eventfd_drain(signalWakeup) }
        let main: CFRunLoop = CFRunLoopGetMain()
        let turnEnd = RunLoopObserver(.beforeWaiting, order: RunLoopOrder.afterCommit, runLoop: main) { [unowned self] _ in
            endOfTurn()
        }
        let timer = RunLoopTimer(runLoop: main) { [unowned self] in
            timers.fire(now: CACurrentMediaTime())
            fireKeyRepeats()
        }
        self.timer = timer
        source.start()
        running = true
        defer {
            running = false
            turnEnd.invalidate()
            timer.invalidate()
            self.timer = nil
            source.stop()
        }
        wakeupSource = source
        MainRunLoop.run { [unowned self] in
            quit || signalledToQuit() || source.failure != nil || renderLoop.failure != nil
        }
        wakeups = source.wakeups
        if let e = source.failure ?? renderLoop.failure { throw e }
    }
    private var running = false
    private var timer: RunLoopTimer?
    private weak var wakeupSource: WaylandRunLoopSource?

    /// The render thread drew a frame and more are coming (or it stopped on an error).
    private func frameTicked() {
        renderLoop.tick.drain()
        if renderLoop.failure != nil { MainRunLoop.stop(); return }
        ticked = true
        lastFrameTick = CACurrentMediaTime()
        configureAnswerShown()
    }

    /// The end of a turn of the main run loop, after Core Animation's commit: the tree goes to
    /// the render thread if anything changed, and the timer is set for what comes next.
    private func endOfTurn() {
        if quit || signalledToQuit() { MainRunLoop.stop(); return }
        CATransaction.flush()
        commitIfNeeded()
        timer?.arm(at: nextDeadline())
    }

    private func startRecording(_ path: String) throws {
        recorder = try InputRecorder(path: path)
        host?.recorder = recorder
    }
    private var recorder: InputRecorder?

    /// The media time of the next platform timer, key repeat or model advance; nil: none.
    /// Key repeat runs on the monotonic clock, as media time does in a window.
    private func nextDeadline() -> CFTimeInterval? {
        var next = timers.nextDeadline
        if let m = modelDeadline() { next = min(next ?? m, m) }
        for s in display.seats {
            if let r = s.keyboard?.nextRepeat { next = min(next ?? r, r) }
        }
        return next
    }

    /// While animations run, frames normally wake the main thread (display links, animation
    /// delegates, commits). When none have come for a while (the compositor holds frame
    /// callbacks back from a hidden window), the model still advances — never waiting for a
    /// callback — at the next moment an animation starts or ends. Nil: no wakeup.
    private func modelDeadline() -> CFTimeInterval? {
        guard hasCommitted, AnimationEngine.shared.isAnimating else { return nil }
        let quiet = lastFrameTick + max(0.25, 4 * renderLoop.frameInterval)
        guard CACurrentMediaTime() >= quiet else { return quiet }      // frames may still come
        return AnimationEngine.shared.nextLifecycleTime(after: lastModelAdvance)
    }
    /// When the render thread last ticked, and the media time the model last advanced to.
    private var lastFrameTick: CFTimeInterval = 0, lastModelAdvance: CFTimeInterval = 0

    private func fireKeyRepeats() {
        let now = monotonicSeconds()
        for s in display.seats { s.keyboard?.fireRepeats(now: now) }
    }

    // MARK: Frames

    private func applyConfigure() {
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
        window.ackConfigure(serial)
        needsCommit = true
    }

    /// The next toggle goes out once the frame answering the last configure is committed
    /// (weston acts on state requests against committed state).
    private func toggleMaximizedIfAsked() {
        guard maximizeToggles > 0, let host else { return }
        maximizeToggles -= 1
        window.setMaximized(!host.states.contains(.maximized))
    }

    /// Diagnostics: after the first frame, toggle maximized this many times, each on the
    /// configure answering the last — a storm of configures (`lamina run --maximize-toggles`).
    public var maximizeToggles = 0 {
        didSet { if oldValue == 0, hasCommitted { toggleMaximizedIfAsked() } }
    }

    /// Commits the tree to the render thread when something changed, a configure was
    /// answered, or a frame went out while animating (display links and animation lives run
    /// here, at the frame's pace).
    private func commitIfNeeded() {
        applyConfigure()
        guard let host else { return }      // never attach before the first configure
        followTitle(host)
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
        let wantsFrames = DisplayLinkRegistry.hasActiveLinks
        guard let tree = host.commitTree(at: now, links: tick || answered ? renderLoop.displayLinkTiming(at: now) : nil,
                                         since: &committedGeneration,
                                         always: answered || !hasCommitted || wantsFrames != submittedWantsFrames)
        else { return }
        hasCommitted = true
        let (w, h) = host.pixelSize
        renderLoop.submit(RenderLoop.Commit(
            tree: tree, pixelWidth: w, pixelHeight: h, scale: host.scale,
            logicalWidth: Int(host.surfaceSize.width), logicalHeight: Int(host.surfaceSize.height),
            opaque: host.app.rootLayer.backgroundColor?.alpha == 1, fractional: window.usesFractionalScale,
            answers: answered ? 1 : 0, wantsFrames: DisplayLinkRegistry.hasActiveLinks))
        submittedWantsFrames = DisplayLinkRegistry.hasActiveLinks
        if answered { configureAnswers += 1 }
    }
    private var hasCommitted = false
    /// Whether the last commit asked the render thread for frames for display links.
    private var submittedWantsFrames = false

    /// The app's title may change as it runs (a view controller's title): the toplevel and
    /// the title bar follow it at the end of the turn it changed in.
    private func followTitle(_ host: WindowHost) {
        let title = app.title
        guard title != shownTitle else { return }
        shownTitle = title
        window.setTitle(title)
        host.titleDidChange()
    }
    private lazy var shownTitle = app.title
    /// Configure answers handed to the render thread, and those it has put on screen.
    private var configureAnswers = 0, configureAnswersSeen = 0

    /// Called when the render thread ticks: once the answer to a configure is on screen, the
    /// next maximize toggle may go.
    private func configureAnswerShown() {
        let shown = renderLoop.shownConfigureAnswers
        guard shown > configureAnswersSeen else { return }
        configureAnswersSeen = shown
        if shown == configureAnswers { toggleMaximizedIfAsked() }
    }

    // MARK: Input

    private func seatEvent(_ e: SeatEvent) {
        guard let host else { return }
        let now = CACurrentMediaTime()
        let origin = host.contentOrigin
        func content(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x - origin.x, y: y - origin.y) }
        switch e {
        case let .pointer(events, serial):
            for p in events { pointerEvent(p, serial: serial, host: host, now: now, content: content) }
        case let .key(k):
            host.deliver(.key(keysym: k.keysym, text: k.text, pressed: k.pressed, isRepeat: k.isRepeat, modifiers: k.modifiers), at: now)
        case .keyboardFocus: break
        case let .touch(events, serial):
            for t in events {
                switch t {
                case let .down(id, x, y):
                    if host.showsDecorations, let d = host.decorations, let a = d.action(at: CGPoint(x: x, y: y), surfaceSize: host.surfaceSize, resizable: false) {
                        decorationAction(a, serial: serial, host: host)
                    } else {
                        host.deliver(.touchDown(id: Int(id), content(x, y)), at: now)
                    }
                case let .motion(id, x, y): host.deliver(.touchMotion(id: Int(id), content(x, y)), at: now)
                case let .up(id): host.deliver(.touchUp(id: Int(id)), at: now)
                }
            }
        case .touchCancel: host.deliver(.touchCancel, at: now)
        }
    }

    private func pointerEvent(_ p: PointerEvent, serial: UInt32, host: WindowHost, now: CFTimeInterval,
                              content: (Double, Double) -> CGPoint) {
        let resizable = !host.states.contains(.maximized) && !host.states.contains(.fullscreen)
        switch p {
        case let .enter(x, y):
            pointer = CGPoint(x: x, y: y)
            updateCursor(host: host, resizable: resizable, force: true)
            host.deliver(.pointerEnter(content(x, y)), at: now)
        case .leave:
            contentPress = false
            shownCursor = nil
            host.deliver(.pointerLeave, at: now)
        case let .motion(x, y):
            pointer = CGPoint(x: x, y: y)
            updateCursor(host: host, resizable: resizable, force: false)
            host.deliver(.pointerMotion(content(x, y)), at: now)
        case let .button(button, pressed):
            if pressed, !contentPress, host.showsDecorations, let d = host.decorations,
               let a = d.action(at: pointer, surfaceSize: host.surfaceSize, resizable: resizable) {
                if button == PointerButton.left { decorationAction(a, serial: serial, host: host) }
                return
            }
            if pressed { contentPress = true } else if !pressed { contentPress = false }
            host.deliver(.pointerButton(content(pointer.x, pointer.y), button: button, pressed: pressed), at: now)
        case let .axis(dx, dy, v120x, v120y):
            host.deliver(.scroll(content(pointer.x, pointer.y), dx: dx, dy: dy, value120x: v120x, value120y: v120y), at: now)
        }
    }

    private func decorationAction(_ a: WindowDecorations.Action, serial: UInt32, host: WindowHost) {
        guard let seat = display.seats.first else { return }
        switch a {
        case .move: window.move(seat: seat, serial: serial)
        case let .resize(edges): window.resize(seat: seat, serial: serial, edges: edges)
        case .close: if app.shouldClose() { quit = true }
        case .maximize: window.setMaximized(!host.states.contains(.maximized))
        case .minimize: window.minimize()
        }
    }

    private func updateCursor(host: WindowHost, resizable: Bool, force: Bool) {
        guard let seat = display.seats.first, let cursor else { return }
        let name = host.decorations?.cursorName(at: pointer, surfaceSize: host.surfaceSize, resizable: resizable) ?? "left_ptr"
        guard force || name != shownCursor else { return }
        shownCursor = name
        cursor.show(name, on: seat, serial: seat.pointerEnterSerial)
        cursorChanged?(name)
    }
}

// MARK: Signals

nonisolated(unsafe) private var quitSignal: sig_atomic_t = 0
/// Written by the handler of SIGINT and SIGTERM: it wakes the main run loop, which then stops.
private let signalWakeup: Int32 = lamina_eventfd()

private func installSignalHandlers() {
    _ = signalWakeup
    signal(SIGINT) { _ in quitSignal = 1; lamina_eventfd_signal(signalWakeup) }
    signal(SIGTERM) { _ in quitSignal = 1; lamina_eventfd_signal(signalWakeup) }
    signal(SIGPIPE, SIG_IGN)
    // Growing a buffer's file past RLIMIT_FSIZE is an error to report, not a reason to die.
    signal(SIGXFSZ, SIG_IGN)
}

private func signalledToQuit() -> Bool { quitSignal != 0 }
