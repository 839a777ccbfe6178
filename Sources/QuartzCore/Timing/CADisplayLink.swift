import Foundation

/// A frame rate range (Apple: CAFrameRateRange); 0 for `preferred` means no preference.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float, maximum: Float, preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    public init(minimum: Float, maximum: Float, __preferred: Float) { self.init(minimum: minimum, maximum: maximum, preferred: __preferred) }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised to the display's refresh (Apple: CADisplayLink): it fires once per
/// frame the window shows — a Wayland frame callback, or a tick of the headless virtual
/// clock — with `timestamp` the time of that frame and `targetTimestamp` the next one's.
///
/// Swift on Linux has no Objective-C selectors, so the target/action pair of Apple's
/// `init(target:selector:)` is a closure here.
public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    /// The time of the frame this callback is for (media time, seconds).
    @exclusivity(unchecked) public private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame is expected to be shown; draw for this time.
    @exclusivity(unchecked) public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames at the display's rate.
    @exclusivity(unchecked) public private(set) var duration: CFTimeInterval = 0
    /// A paused link stays attached but does not fire (and does not keep frames coming).
    @exclusivity(unchecked) public var isPaused = false
    /// Frames per second wanted; 0 means the display's rate. Lower rates skip frames.
    @exclusivity(unchecked) public var preferredFramesPerSecond: Int = 0
    @exclusivity(unchecked) public var preferredFrameRateRange: CAFrameRateRange = .default
    /// The run-loop modes it fires in (Apple: a link fires only while its run loop runs in one).
    @exclusivity(unchecked) private var modes: [RunLoop.Mode] = []
    private var attached: Bool { !modes.isEmpty }
    @exclusivity(unchecked) private var lastFired: CFTimeInterval?
    @exclusivity(unchecked) private var retainedTarget: AnyObject?

    public init(handler: @escaping (CADisplayLink) -> Void) { self.handler = handler }

    /// Apple's `init(target:selector:)` with the action as a closure (Swift on Linux has no
    /// selectors). As Apple's, the link keeps its target until `invalidate()`.
    public convenience init(target: AnyObject, action: @escaping (CADisplayLink) -> Void) {
        self.init(handler: action)
        retainedTarget = target
    }

    /// Starts firing with the frames of the window that runs this run loop, while the loop runs
    /// in `mode` (`.common`: in `.default` and in UIKit's tracking mode). Added while the
    /// window is idle, it asks for a frame at once.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !modes.contains(mode) else { return }
        if !attached { DisplayLinkRegistry.links.append(self) }
        modes.append(mode)
    }

    /// Stops firing in `mode`; removed from its last mode, the link is detached.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.removeAll { $0 == mode }
        if !attached { detach() }
    }

    /// Stops the link for good and releases its handler's captures.
    public func invalidate() {
        detach()
        retainedTarget = nil
    }

    private func detach() {
        modes = []
        DisplayLinkRegistry.links.removeAll { $0 === self }
    }

    /// Whether the loop running in `mode` fires this link.
    fileprivate func fires(in mode: RunLoop.Mode) -> Bool {
        modes.contains(mode) || modes.contains(.common) && RunLoopModes.common.contains(mode)
    }

    /// The rate this link asks for, in frames per second (0: every frame).
    private var wantedRate: Double {
        if let p = preferredFrameRateRange.preferred, p > 0 { return Double(p) }
        if preferredFrameRateRange.maximum > 0 { return Double(preferredFrameRateRange.maximum) }
        return Double(max(0, preferredFramesPerSecond))
    }

    fileprivate func fire(at time: CFTimeInterval, target: CFTimeInterval, interval: CFTimeInterval) {
        let rate = wantedRate
        // Skip frames to approach a lower preferred rate (half a frame of slack).
        if rate > 0, let last = lastFired, time - last < 1 / rate - interval / 2 { return }
        lastFired = time
        timestamp = time
        duration = interval
        targetTimestamp = target
        handler(self)
    }
}

/// The links attached to the main loop; the platform fires them once per frame.
package enum DisplayLinkRegistry {
    @exclusivity(unchecked) nonisolated(unsafe) static var links: [CADisplayLink] = []

    /// Whether any attached link is running (the window must keep asking for frames).
    package static var hasActiveLinks: Bool { links.contains { !$0.isPaused } }

    /// Fires every running link for the frame at `time`, frames being `interval` apart.
    package static func fire(at time: CFTimeInterval, interval: CFTimeInterval) {
        fire(at: time, target: time + interval, interval: interval)
    }

    /// The same, with the next frame's expected time known (a window's presentation times).
    package static func fire(at time: CFTimeInterval, target: CFTimeInterval, interval: CFTimeInterval) {
        let mode = RunLoopModes.current
        for link in links where !link.isPaused && link.fires(in: mode) { link.fire(at: time, target: target, interval: interval) }
    }
}
