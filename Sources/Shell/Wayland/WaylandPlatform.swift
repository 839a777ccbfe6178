import Foundation
import CoreFoundation
import CEventLoop
import QuartzCore
import ShellCore
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
public final class WaylandPlatform: AppPlatform {
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

    let display: WaylandDisplay
    let window: WaylandWindow
    /// Whether the window holds the screen awake now (the app's `keepsDisplayAwake`, once the
    /// turn that set it has ended, where the compositor offers idle inhibition).
    package var holdsDisplayAwake: Bool { window.isIdleInhibited }
    let renderLoop: RenderLoop
    var cursor: WaylandCursor?
    let app: ShellApp
    public internal(set) var host: WindowHost?
    public let timers = TimerQueue()
    /// Frame counts come from the render thread: complete once `run` has returned.
    public var stats: Stats {
        var s = renderLoop.stats
        s.wakeups = wakeupSource?.wakeups ?? wakeups
        s.configures = configures
        return s
    }
    var wakeups = 0, configures = 0
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

    var pendingConfigure: (ToplevelConfigure, UInt32)?
    var needsCommit = false
    /// The configure applied to the app and not yet acked: the render thread acks it with the
    /// frame that answers it (an ack applies to the next commit, and a frame of the old size
    /// may still be on its way out).
    var unackedConfigure: UInt32?
    /// The render thread drew a frame and more are coming: run the main thread's frame work.
    var ticked = false
    var quit = false
    var pointer = CGPoint.zero
    var contentPress = false
    var shownCursor: String?

    public init(app: ShellApp) throws {
        self.app = app
        display = try WaylandDisplay()
        window = WaylandWindow(display: display, title: app.title, appID: app.appID)
        renderLoop = RenderLoop(display: display, window: window)
        window.onConfigure = { [unowned self] c, serial in pendingConfigure = (c, serial); configures += 1 }
        window.onClose = { [unowned self] in if app.shouldClose() { quit = true } }
        window.onScaleChange = { [unowned self] in needsCommit = true }
        display.seatEvent = { [unowned self] in seatEvent($0) }
        clipboard = WaylandSystemClipboard(display: display)
        if let clipboard { SystemClipboards.current = clipboard }
    }

    deinit { releaseClipboard() }

    /// The seat's clipboard, the app's `SystemClipboards.current` while the window lives
    /// (nil when the compositor offers no data device).
    private var clipboard: WaylandSystemClipboard?

    private func releaseClipboard() {
        if let clipboard, SystemClipboards.current === clipboard { SystemClipboards.current = nil }
    }

    /// The app hears it is done with (the caller's `run()` returned).
    public func finish() {
        app.didFinish()
        releaseClipboard()
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
    var running = false
    var timer: RunLoopTimer?
    weak var wakeupSource: WaylandRunLoopSource?

    /// The render thread drew a frame and more are coming (or it stopped on an error).
    func frameTicked() {
        renderLoop.tick.drain()
        if renderLoop.failure != nil { MainRunLoop.stop(); return }
        ticked = true
        lastFrameTick = CACurrentMediaTime()
        configureAnswerShown()
    }

    /// The end of a turn of the main run loop, after Core Animation's commit: the tree goes to
    /// the render thread if anything changed, and the timer is set for what comes next.
    func endOfTurn() {
        if quit || signalledToQuit() { MainRunLoop.stop(); return }
        CATransaction.flush()
        commitIfNeeded()
        timer?.arm(at: nextDeadline())
    }

    func startRecording(_ path: String) throws {
        recorder = try InputRecorder(path: path)
        host?.recorder = recorder
    }
    var recorder: InputRecorder?

    /// The media time of the next platform timer, key repeat or model advance; nil: none.
    /// Key repeat runs on the monotonic clock, as media time does in a window.
    func nextDeadline() -> CFTimeInterval? {
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
    func modelDeadline() -> CFTimeInterval? {
        guard hasCommitted, SurfaceContext.animationsRunning else { return nil }
        let quiet = lastFrameTick + max(0.25, 4 * renderLoop.frameInterval)
        guard CACurrentMediaTime() >= quiet else { return quiet }      // frames may still come
        return SurfaceContext.nextAnimationEvent(after: lastModelAdvance)
    }
    /// When the render thread last ticked, and the media time the model last advanced to.
    var lastFrameTick: CFTimeInterval = 0, lastModelAdvance: CFTimeInterval = 0

    func fireKeyRepeats() {
        let now = monotonicSeconds()
        for s in display.seats { s.keyboard?.fireRepeats(now: now) }
    }

    /// Diagnostics: after the first frame, toggle maximized this many times, each on the
    /// configure answering the last — a storm of configures (`lamina run --maximize-toggles`).
    public var maximizeToggles = 0 {
        didSet { if oldValue == 0, hasCommitted { toggleMaximizedIfAsked() } }
    }
    var hasCommitted = false
    /// Whether the last commit asked the render thread for frames for display links.
    var submittedWantsFrames = false
    lazy var shownTitle = app.title
    /// The size limits the toplevel was last given (`followSizeLimits`).
    var shownLimits: ContentSizeLimits?
    /// Configure answers handed to the render thread, and those it has put on screen.
    var configureAnswers = 0, configureAnswersSeen = 0
}
