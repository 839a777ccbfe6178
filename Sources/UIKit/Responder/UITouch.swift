import QuartzCore

/// One finger on the screen, or the pointer's button held down (Apple: UITouch). It stays with
/// the view it began in until it ends, wherever it moves.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    public internal(set) var phase: Phase
    public let type: TouchType
    /// When it last changed, in seconds on the media clock.
    public internal(set) var timestamp: TimeInterval
    /// Taps in quick succession at about the same place: 1 for a single tap, 2 for a double…
    public internal(set) var tapCount: Int
    /// The view it began in (it keeps it until it ends).
    public internal(set) var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// Pressure: none measured here (a pointer or a plain touchscreen).
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }
    public var majorRadius: CGFloat { type == .direct ? 20 : 0 }
    /// The id of the finger (the compositor's), or −1 for the pointer.
    package let identifier: Int

    /// Window coordinates, now and at the previous change.
    package var windowLocation: CGPoint
    package var previousWindowLocation: CGPoint

    package init(identifier: Int, type: TouchType, location: CGPoint, timestamp: TimeInterval, tapCount: Int,
                 window: UIWindow, view: UIView?) {
        self.identifier = identifier
        self.type = type
        self.windowLocation = location
        self.previousWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.window = window
        self.view = view
        phase = .began
    }

    /// Where the touch is in `view`'s coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }
    public func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }

    private func convert(_ p: CGPoint, to target: UIView?) -> CGPoint {
        guard let target, let window, target !== window else { return p }
        return target.convert(p, from: window)
    }

    nonisolated public static func == (l: UITouch, r: UITouch) -> Bool { l === r }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
