import Foundation
import QuartzCore

/// The headless twin of the window: the same app and the same compositor, on a virtual
/// clock advanced one frame at a time, with no compositor process. Input comes from a
/// recording, fed at its times; frames can be captured as images. Same input, same frames,
/// byte for byte.
public final class HeadlessPlatform: AppPlatform {
    public let host: WindowHost
    public let fps: Double
    public let timers = TimerQueue()
    /// Media time of frame 0 (1, not 0: a begin time of 0 means "now" to Core Animation).
    public static let epoch: CFTimeInterval = 1
    private var pixels: PixelBuffer?
    public private(set) var frameIndex = 0
    private var closed = false

    /// How the twin's virtual clock meets the real one. Foundation's `Timer`s, the main
    /// queue's `asyncAfter` and `Task.sleep` run on the real clock, which the twin does not own.
    public enum Pacing: Sendable {
        /// Frames come as fast as they are drawn; before each, the main run loop runs what is
        /// due by then on the real clock (blocks posted to the main queue, main-actor tasks,
        /// timers whose fire date has passed). Frames are reproducible byte for byte as long as
        /// the app's frames do not depend on real-clock work.
        case asFastAsDrawn
        /// Frame `k` is drawn no sooner than `k / fps` seconds of real time after the first,
        /// the main run loop running until then, so real-clock work lands in the frame its
        /// time falls in, as in a window.
        case realTime
    }
    public var pacing = Pacing.asFastAsDrawn
    /// When frame 0 was drawn, on the real clock (for `.realTime`).
    private var realStart: Double?

    public init(app: ShellApp, size: CGSize? = nil, scale: CGFloat = 1, fps: Double = 60) {
        MediaClock.virtualTime = Self.epoch
        host = WindowHost(app: app, decorated: false)
        self.fps = fps.isFinite && fps > 0 ? min(fps, 1000) : 60
        host.resize(content: size ?? app.preferredContentSize, scale: scale)
    }

    /// Ends the run: the app hears it is done with (`ShellApp.didFinish`), and the media clock
    /// is real again.
    public func finish() {
        host.app.didFinish()
        MediaClock.virtualTime = nil
    }

    /// What `run()` plays: a recording's events for `duration` seconds (default: a second
    /// past the last event), each frame's index, time and image handed to `frame`.
    public struct Script {
        public var events: [InputEvent]
        public var duration: Double?
        public var frame: ((Int, Double, CGImage) throws -> Void)?
        public init(events: [InputEvent] = [], duration: Double? = nil, frame: ((Int, Double, CGImage) throws -> Void)? = nil) {
            self.events = events
            self.duration = duration
            self.frame = frame
        }
    }
    public var script = Script()

    /// Plays `script` (`AppPlatform`).
    public func run() throws {
        if let frame = script.frame {
            try run(events: script.events, duration: script.duration, frame: frame)
        } else {
            run(events: script.events, duration: script.duration)
        }
    }

    /// Ends the run before the next frame (as the window's close does).
    public func stop() { closed = true }

    /// The time of frame `k`, in seconds since frame 0.
    public func time(ofFrame k: Int) -> Double { Double(k) / fps }

    /// Plays `events` and renders frames until `duration` seconds (default: a second past
    /// the last event), calling `frame` with each frame's index, time and image.
    public func run(events: [InputEvent], duration: Double? = nil,
                    frame: (Int, Double, CGImage) throws -> Void) rethrows {
        try play(events, duration) { index, t in
            if let image = image() { try frame(index, t, image) }
        }
    }

    /// Plays `events` without copying frames out (nothing to capture).
    public func run(events: [InputEvent], duration: Double? = nil) {
        play(events, duration) { _, _ in }
    }

    private func play(_ events: [InputEvent], _ duration: Double?, after: (Int, Double) throws -> Void) rethrows {
        let end = duration ?? ((events.last?.time ?? 0) + 1)
        var next = 0
        while !closed {
            let t = time(ofFrame: frameIndex)
            guard t <= end + 1e-9 else { break }
            // Events up to this frame's time reach the app before it is drawn, each at its own
            // time, as they did live.
            while failure == nil, next < events.count, events[next].time <= t + 1e-9 {
                MediaClock.virtualTime = Self.epoch + events[next].time
                deliver(events[next])
                next += 1
            }
            if failure != nil { break }
            let index = frameIndex
            step(to: t)
            try after(index, t)
        }
    }

    /// Runs the app to `t` seconds since frame 0 and draws the frame there, as a window does:
    /// what the main run loop and the timers have due by then, then the frame.
    private func step(to t: Double) {
        MediaClock.virtualTime = Self.epoch + t
        runMainRunLoop(until: t)
        timers.fire(now: Self.epoch + t)
        // Size limits the app set this turn take effect as a window's do.
        if host.resize(content: host.contentSize, scale: host.scale) {
            host.deliver(.resize(host.contentSize), at: MediaClock.virtualTime ?? Self.epoch + t)
        }
        render()
        lastFrameTime = t
        frameIndex += 1
    }

    /// The time of the last frame drawn, in seconds since frame 0 (nil before the first).
    public private(set) var lastFrameTime: Double?

    /// Plays frames without input up to `t` seconds since frame 0 — every frame of the clock's
    /// grid before it, then one at `t` exactly — and returns the last one's image: what the
    /// window shows at `t`, with everything that happens frame by frame (display links, tiles
    /// arriving from the drawing threads, particles, video frames) having happened. Nil when
    /// `t` is not after the last frame drawn.
    public func frame(at t: Double) -> CGImage? {
        guard t.isFinite, t >= 0, lastFrameTime.map({ t > $0 + 1e-9 }) ?? true else { return nil }
        while !closed, time(ofFrame: frameIndex) < t - 1e-9 { step(to: time(ofFrame: frameIndex)) }
        guard !closed else { return nil }
        step(to: t)
        return image()
    }

    /// The main run loop's turn before the frame at `t` (seconds since frame 0): what is due
    /// runs, and with `.realTime` pacing the loop runs until the frame's real time.
    private func runMainRunLoop(until t: Double) {
        switch pacing {
        case .asFastAsDrawn:
            MainRunLoop.drain()
        case .realTime:
            let now = ProcessInfo.processInfo.systemUptime
            let start = realStart ?? now - t
            realStart = start
            MainRunLoop.drain()
            MainRunLoop.run(forSeconds: start + t - now)
        }
    }

    /// Why the replay stopped early: an event named a view the app does not show
    /// (`FILE:LINE: reason`). Nil when it ran to its end.
    public private(set) var failure: InputRecording.ParseError?

    private func deliver(_ e: InputEvent) {
        var e = e
        if let a = e.anchor {
            // Recorded on a named view: its point, wherever that view is now.
            guard let p = host.app.contentPoint(for: a) else {
                failure = .init(file: e.origin?.file ?? "<events>", line: e.origin?.line ?? 0,
                                reason: "no view named \"\(a.view)\" is shown (the recording's \(e.name) at \(e.time) s)")
                return
            }
            e = e.moved(to: p)
        }
        host.deliver(e.kind, at: Self.epoch + e.time)
        if case .close = e.kind, host.app.shouldClose() { closed = true }
    }

    /// Renders the frame at the current virtual time into the window's one buffer (only its
    /// damage) and returns a copy of the whole buffer.
    public func renderFrame() -> CGImage? {
        render()
        return image()
    }

    private func render() {
        let (w, h) = host.pixelSize
        if pixels?.width != w || pixels?.height != h {
            pixels = PixelBuffer(width: w, height: h, format: .argb32)
            host.invalidateFrames()
        }
        guard let pixels else { return }
        let damage = host.beginFrame(at: MediaClock.virtualTime ?? Self.epoch, interval: 1 / fps)
        host.renderFrame(into: pixels.pointer, stride: pixels.stride, region: damage)
    }

    private func image() -> CGImage? { pixels.map { CGImage(pixels: $0.copy(), space: CGColorSpaceCreateDeviceRGB()) } }
}
