import Foundation
import QuartzCore
import ShellCore
import WaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// The window's render thread (Apple's render server, in-process): it owns the surface's
/// frames — shm buffers, frame callbacks, damage, compositing — and draws each frame from the
/// tree the main thread last committed, evaluating its animations at the frame's time. So a
/// running animation keeps advancing, frame by frame, while the main thread is busy; the main
/// thread's changes appear at its next commit.
///
/// Its frame callbacks and buffer releases arrive on an event queue of its own, read by this
/// thread; it sleeps in poll while there is nothing to draw.
final class RenderLoop: @unchecked Sendable {
    /// What the main thread hands over: the committed tree and how to show it.
    struct Commit {
        var tree: SurfaceCommit
        var pixelWidth: Int, pixelHeight: Int
        var scale: CGFloat
        var logicalWidth: Int, logicalHeight: Int
        var opaque: Bool
        var fractional: Bool
        /// How many configures it answers (more than one when it replaced an answer not yet
        /// taken); one that answers any is shown at once, callback or not.
        var answers: Int
        var answersConfigure: Bool { answers > 0 }
        /// The configure to ack just before this frame is committed (the newest, when this
        /// commit replaced one not yet taken).
        var ackSerial: UInt32?
        /// Display links run on the main thread: keep frames (and its ticks) coming.
        var wantsFrames: Bool
    }

    private let display: WaylandDisplay
    private let window: WaylandWindow
    private let queue: WaylandEventQueue
    private let pool: ShmBufferPool
    /// Splits a slow, large frame (a resize, a full repaint) into bands drawn on every core
    /// (`FrameBands`): the window's frames are not bound to be reproducible byte for byte, as
    /// `CARenderer`'s and the headless twin's are, so which caches drew a pixel may vary.
    private let frames = SurfaceFrames(splitsLargeFrames: true)
    private let wake = WakeupPipe()
    /// Written after each frame while frames keep coming: the main thread's frame tick.
    let tick = WakeupPipe()

    private let lock = NSLock()
    private var pending: Commit?
    private var stopping = false
    private var thread: Thread?
    private let finished = DispatchSemaphore(value: 0)
    /// The error the thread stopped on (the compositor went away).
    private(set) var failure: Error?

    // Render-thread state.
    private var current: Commit?
    private var unshown = false
    /// A buffer size shared memory could not be had for: not tried again until the size changes.
    private var failedSize: (Int, Int)?
    private var callbackArrived = false
    /// A frame callback came while every buffer was held by the compositor: the frame it asked
    /// for is drawn as soon as one is released (no new callback comes until a frame commits).
    private var frameOwed = false
    private var lastCallbackTime: UInt32?
    private var interval: CFTimeInterval = 1.0 / 60
    private(set) var stats = WaylandPlatform.Stats()
    /// Called on the render thread after each committed frame: media time, damage.
    var frameCommitted: (@Sendable (CFTimeInterval, FrameDamage?) -> Void)?
    /// Called on the render thread when a frame reached the screen: media time, refresh interval.
    var framePresented: (@Sendable (CFTimeInterval, CFTimeInterval) -> Void)?

    init(display: WaylandDisplay, window: WaylandWindow) {
        self.display = display
        self.window = window
        queue = WaylandEventQueue(display: display)
        pool = ShmBufferPool(display: display, queue: queue)
        window.onFrame = { [unowned self] time in frameDone(time) }
        window.onPresented = { [unowned self] time, refresh in presented(at: time, refresh: refresh) }
    }

    /// Frames answering a configure that are on screen (committed to the surface).
    var shownConfigureAnswers: Int { lock.lock(); defer { lock.unlock() }; return configuresShown }
    /// Shared-memory buffers the window holds now (for `lamina soak`), as of the last frame.
    var shmBufferCount: Int { lock.lock(); defer { lock.unlock() }; return shmBuffers }
    private var shmBuffers = 0
    private var configuresShown = 0

    /// The measured frame interval (what display links report as `duration`).
    var frameInterval: CFTimeInterval { lock.lock(); defer { lock.unlock() }; return interval }

    /// When the last frame reached the screen (`wp_presentation`), if the compositor says.
    private var lastPresented: CFTimeInterval?
    /// The frame time for display links at media time `now`: the last frame's presentation
    /// (else `now`), the next one's expected presentation, and the interval between them.
    func displayLinkTiming(at now: CFTimeInterval) -> (timestamp: CFTimeInterval, target: CFTimeInterval, interval: CFTimeInterval) {
        lock.lock(); defer { lock.unlock() }
        guard let (shown, next) = nextRefresh(after: now) else { return (now, now + interval, interval) }
        return (shown, next, interval)
    }

    /// The last presentation and the first refresh after `now` on its grid; nil without a
    /// recent presentation time. Called under the lock.
    private func nextRefresh(after now: CFTimeInterval) -> (shown: CFTimeInterval, next: CFTimeInterval)? {
        guard let shown = lastPresented, let next = RefreshGrid(shown: shown, interval: interval).next(after: now) else { return nil }
        return (shown, next)
    }

    private func presented(at time: CFTimeInterval, refresh: CFTimeInterval) {
        lock.lock()
        lastPresented = time
        if refresh > 0.001 && refresh < 1 { interval = refresh }      // the output's own rate beats a measured one
        lock.unlock()
        framePresented?(time, refresh)
    }

    /// The media time a frame drawn now will be seen at: the next refresh when presentation
    /// times are known (Core Animation evaluates a frame for its target time), else now.
    private func frameTargetTime(now: CFTimeInterval) -> CFTimeInterval {
        lock.lock(); defer { lock.unlock() }
        return nextRefresh(after: now)?.next ?? now
    }

    func start() {
        let t = Thread { [self] in
            // Its own lane of kept pixman images: another window's render thread may draw the
            // same image at once.
            do { try SurfaceFrames.renderThread { try run() } } catch {
                lock.lock(); failure = error; lock.unlock()
                tick.signal()
            }
            finished.signal()
        }
        t.name = "lamina.render"
        t.stackSize = 8 << 20
        thread = t
        t.start()
    }

    /// Hands a commit over; it replaces one not yet taken.
    func submit(_ c: Commit) {
        var c = c
        lock.lock()
        // The newer commit answers an older configure not yet shown too (it is acked already).
        if let p = pending {
            c.answers += p.answers
            if c.ackSerial == nil { c.ackSerial = p.ackSerial }
        }
        pending = c
        lock.unlock()
        wake.signal()
    }

    /// Stops the thread and waits for it.
    func stop() {
        guard thread != nil else { return }
        lock.lock(); stopping = true; lock.unlock()
        wake.signal()
        finished.wait()
        thread = nil
    }

    // MARK: The thread

    private func run() throws {
        while true {
            lock.lock()
            let stop = stopping
            if let c = pending {
                // The commit shown so far goes (its boxes may be refilled by the main thread).
                frames.commitReplaced()
                current = c; pending = nil; unshown = true
            }
            lock.unlock()
            if stop { break }
            try frameIfDue()
            // Callbacks and releases the main thread read for us are acted on before sleeping.
            if try display.wait(reading: queue, orFor: wake.fd, timeout: -1) == .polled(other: true) { wake.drain() }
        }
        pool.discardAll()
        _ = try? display.flush()
    }

    private var presentationKnown: Bool { lock.lock(); defer { lock.unlock() }; return lastPresented != nil }

    private func frameDone(_ time: UInt32) {
        stats.frameCallbacks += 1
        if let last = lastCallbackTime, time > last, time - last < 200, !presentationKnown {
            // Smoothed: what display links report as `duration`.
            lock.lock(); interval = interval * 0.8 + Double(time - last) / 1000 * 0.2; lock.unlock()
        }
        lastCallbackTime = time
        callbackArrived = true
    }

    /// Acks the configure the current commit answers, once, right before its frame goes.
    private func ackIfOwed() {
        guard let serial = current?.ackSerial else { return }
        current?.ackSerial = nil
        window.ackConfigure(serial)
    }

    private func frameIfDue() throws {
        guard let c = current else { return }
        let arrived = callbackArrived, onCallback = callbackArrived || frameOwed
        callbackArrived = false
        frameOwed = false
        let animating = c.tree.isAnimating || c.wantsFrames
        if arrived { stats.callbacksWhileAnimating += animating || unshown ? 1 : 0 }
        // A configure's answer goes at once; other changes wait for the callback if one is due.
        guard c.answersConfigure && unshown || (onCallback && (animating || unshown)) || (unshown && !window.awaitingFrame)
        else { return }
        let (w, h) = (c.pixelWidth, c.pixelHeight)
        guard failedSize.map({ $0 != (w, h) }) ?? true else { return }
        let acquired: ShmBuffer?
        do {
            acquired = try pool.acquire(width: w, height: h)
        } catch let e as WaylandError {
            guard case .sharedMemory = e else { throw e }
            // Out of shared memory (or over a limit): the app keeps running and its state is
            // kept; frames resume at the next size that can be had.
            // With no buffer at all of this size, none is asked for again until the size changes;
            // with some, frames take turns in those.
            if pool.buffers.isEmpty { failedSize = (w, h) }
            ackIfOwed()
            let none = pool.buffers.isEmpty
            let what = none ? "frames wait for another size" : "frames make do with \(pool.buffers.count)"
            FileHandle.standardError.write(Data("lamina: no shared memory for \(none ? "a" : "another") \(w)×\(h) frame (\(e)); \(what)\n".utf8))
            return
        }
        failedSize = nil
        lock.lock(); shmBuffers = pool.buffers.count; lock.unlock()
        guard let buffer = acquired else {       // all held: draw when one is released
            if onCallback { frameOwed = true }
            return
        }
        let now = frameTargetTime(now: CACurrentMediaTime())
        var damage = frames.beginFrame(c.tree, at: now, scale: c.scale, width: w, height: h).map(FrameDamage.init)
        if c.answersConfigure && unshown { damage = .whole(width: w, height: h) }
        let missed = FrameDamage(rects: buffer.missedDamage)
        // Nothing changed: the buffer on screen stays. Else draw this frame's damage plus what
        // this buffer missed while others were on screen (all of it when new).
        if let d = damage {
            let region = buffer.isFresh ? .whole(width: w, height: h) : d.union(missed)
            frames.render(into: buffer.pixels, width: w, height: h, stride: buffer.stride, region: region.region)
            buffer.isFresh = false
            buffer.missedDamage = []
            for b in pool.buffers where b !== buffer { b.missedDamage = d.union(FrameDamage(rects: b.missedDamage)).rects }
        }
        frames.endFrame()
        unshown = false
        if animating { window.requestFrame(queue: queue) }
        ackIfOwed()
        if let d = damage {
            window.present(buffer, damage: d.rects, logicalWidth: c.logicalWidth, logicalHeight: c.logicalHeight,
                           opaque: c.opaque, fractional: c.fractional, feedback: queue)
            pool.attached(buffer)
            stats.framesCommitted += 1
            if onCallback { stats.framesForCallbacks += 1 }
        } else if animating {
            // Nothing new to show yet (an animation waiting for its begin time): commit the
            // frame request alone.
            window.commit()
            if onCallback { stats.framesForCallbacks += 1 }
        }
        frameCommitted?(now, damage)
        if c.answersConfigure {
            lock.lock(); configuresShown += c.answers; lock.unlock()
        }
        if animating || c.answersConfigure { tick.signal() }
    }
}

/// A wakeup one thread sends and another's poll sees: a non-blocking pipe (Glibc's module
/// does not export eventfd, which would do the same with one descriptor).
final class WakeupPipe: @unchecked Sendable {
    private let ends: (read: Int32, write: Int32)
    var fd: Int32 { ends.read }

    init() {
        var p: [Int32] = [-1, -1]
        if pipe(&p) != 0 { fatalError("lamina: pipe() failed (errno \(errno)): no file descriptors left for the render thread's wakeups") }
        for f in p {
            _ = fcntl(f, F_SETFL, fcntl(f, F_GETFL) | O_NONBLOCK)
            _ = fcntl(f, F_SETFD, FD_CLOEXEC)
        }
        ends = (p[0], p[1])
    }
    deinit { close(ends.read); close(ends.write) }
    /// A full pipe already holds a wakeup: the write may fail harmlessly.
    func signal() { var one: UInt8 = 1; _ = write(ends.write, &one, 1) }
    func drain() { var buf = (0 as UInt64, 0 as UInt64); while read(ends.read, &buf, 16) > 0 {} }
}
