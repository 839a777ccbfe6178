import QuartzCore
import WaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// Runs an app in a Wayland window: one xdg toplevel, frames composited into shm buffers
/// and committed with their damage, driven by frame callbacks that are asked for only while
/// something animates — with nothing to do the loop sleeps in poll.
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
    private let pool: ShmBufferPool
    private var cursor: WaylandCursor?
    private let app: ShellApp
    public private(set) var host: WindowHost?
    public let timers = TimerQueue()
    public private(set) var stats = Stats()
    /// Called after each committed frame (for `--print-state`): media time, damage.
    public var frameCommitted: ((CFTimeInterval, FrameDamage?) -> Void)?
    /// Where to record input (set before `run`).
    public var recordPath: String?

    private var pendingConfigure: (ToplevelConfigure, UInt32)?
    private var needsCommit = false
    private var callbackArrived = false
    private var lastCallbackTime: UInt32?
    private var frameInterval: CFTimeInterval = 1.0 / 60
    private var quit = false
    private var pointer = CGPoint.zero
    private var contentPress = false
    private var shownCursor: String?

    public init(app: ShellApp) throws {
        self.app = app
        display = try WaylandDisplay()
        pool = ShmBufferPool(display: display)
        window = WaylandWindow(display: display, title: app.title, appID: "org.lamina.Lamina")
        window.onConfigure = { [unowned self] c, serial in pendingConfigure = (c, serial); stats.configures += 1 }
        window.onClose = { [unowned self] in if app.shouldClose() { quit = true } }
        window.onFrame = { [unowned self] time in frameCallback(time) }
        window.onScaleChange = { [unowned self] in needsCommit = true }
        display.seatEvent = { [unowned self] in seatEvent($0) }
    }

    /// Ends `run` after the current turn.
    public func stop() { quit = true }

    /// Runs until the window closes, a signal asks to stop, or the compositor goes away.
    public func run() throws {
        installSignalHandlers()
        if let recordPath { try startRecording(recordPath) }
        while !quit && !signalledToQuit() {
            timers.fire(now: CACurrentMediaTime())
            fireKeyRepeats()
            if quit { break }
            // The end of a main-loop turn: the implicit transaction commits, and a frame goes
            // out if one can and something changed.
            CATransaction.flush()
            try renderIfNeeded()
            try display.prepareRead()
            var events = Int16(POLLIN)
            if try !display.flush() { events |= Int16(POLLOUT) }
            var fd = pollfd(fd: display.fileDescriptor, events: events, revents: 0)
            let n = poll(&fd, 1, pollTimeout())
            stats.wakeups += 1
            if n < 0 {
                display.cancelRead()
                if errno == EINTR { continue }
                throw display.lostError()
            }
            let readable = fd.revents & Int16(POLLIN) != 0
            if fd.revents & Int16(POLLERR | POLLHUP) != 0 && !readable {
                display.cancelRead()
                throw display.lostError()
            }
            try display.finishRead(readable: readable)
        }
        _ = try? display.flush()
    }

    private func startRecording(_ path: String) throws {
        recorder = try InputRecorder(path: path)
        host?.recorder = recorder
    }
    private var recorder: InputRecorder?

    /// Milliseconds until the next timer or key repeat; -1 (sleep until an event) without any.
    /// Key repeat runs on the monotonic clock, as media time does in a window.
    private func pollTimeout() -> Int32 {
        var next = timers.nextDeadline
        for s in display.seats {
            if let r = s.keyboard?.nextRepeat { next = min(next ?? r, r) }
        }
        guard let next else { return -1 }
        let ms = ((next - CACurrentMediaTime()) * 1000).rounded(.up)
        return Int32(max(0, min(ms, 60_000)))
    }

    private func fireKeyRepeats() {
        let now = monotonicSeconds()
        for s in display.seats { s.keyboard?.fireRepeats(now: now) }
    }

    // MARK: Frames

    private func frameCallback(_ time: UInt32) {
        stats.frameCallbacks += 1
        if let last = lastCallbackTime, time > last, time - last < 200 {
            // Smooth the measured interval; it is what display links report as `duration`.
            frameInterval = frameInterval * 0.8 + Double(time - last) / 1000 * 0.2
        }
        lastCallbackTime = time
        callbackArrived = true
    }

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
        didSet { if oldValue == 0, stats.framesCommitted > 0 { toggleMaximizedIfAsked() } }
    }

    private func renderIfNeeded() throws {
        applyConfigure()
        guard let host else { return }      // never attach before the first configure
        if needsCommit { _ = host.resize(content: host.contentSize, scale: CGFloat(window.scale)) }
        let onCallback = callbackArrived
        callbackArrived = false
        let wanted = needsCommit || host.needsFrame
        if onCallback { stats.callbacksWhileAnimating += wanted ? 1 : 0 }
        // Between callbacks a change waits for the next one; with none pending it goes now.
        guard wanted, onCallback || !window.awaitingFrame else { return }
        let (w, h) = host.pixelSize
        guard let buffer = try pool.acquire(width: w, height: h) else { return }   // all held: wait for a release
        let now = CACurrentMediaTime()
        var damage = host.beginFrame(at: now, interval: frameInterval)
        if needsCommit { damage = .whole(width: w, height: h) }
        let missed = FrameDamage(rects: buffer.missedDamage)
        // Nothing changed: the buffer on screen stays. Else draw this frame's damage plus
        // what this buffer missed while others were on screen (all of it when new).
        let region: FrameDamage? = damage.map { buffer.isFresh ? .whole(width: w, height: h) : $0.union(missed) }
        host.renderFrame(into: buffer.pixels, stride: buffer.stride, region: region)
        if region != nil { buffer.isFresh = false; buffer.missedDamage = [] }
        if let d = damage {
            for b in pool.buffers where b !== buffer { b.missedDamage = d.union(FrameDamage(rects: b.missedDamage)).rects }
        }
        if host.wantsMoreFrames { window.requestFrame() }
        if let d = damage {
            let opaque = host.app.rootLayer.backgroundColor?.alpha == 1
            window.present(buffer, damage: d.rects, logicalWidth: Int(host.surfaceSize.width),
                           logicalHeight: Int(host.surfaceSize.height), opaque: opaque)
            pool.attached(buffer)
            stats.framesCommitted += 1
            if onCallback { stats.framesForCallbacks += 1 }
        } else if host.wantsMoreFrames {
            // Nothing new to show yet (an animation waiting for its begin time): commit the
            // frame request alone.
            window.commit()
            if onCallback { stats.framesForCallbacks += 1 }
        }
        let answeredConfigure = needsCommit
        needsCommit = false
        frameCommitted?(now, damage)
        if answeredConfigure { toggleMaximizedIfAsked() }
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
    }
}

// MARK: Signals

nonisolated(unsafe) private var quitSignal: sig_atomic_t = 0

private func installSignalHandlers() {
    signal(SIGINT) { _ in quitSignal = 1 }
    signal(SIGTERM) { _ in quitSignal = 1 }
    signal(SIGPIPE, SIG_IGN)
}

private func signalledToQuit() -> Bool { quitSignal != 0 }
