import Foundation

/// An input event (Apple: UIEvent): the touches that are down, delivered by the window to the
/// views they began in, and to the responders up the chain from there.
@preconcurrency @MainActor
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    /// What a motion or remote-control event is (Apple: UIEvent.EventSubtype).
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }
    open var type: EventType
    /// `.motionShake` for a shake; `.none` for touches and presses.
    open var subtype: EventSubtype = .none
    /// When the event happened, in seconds on the media clock.
    open var timestamp: TimeInterval
    /// Every touch down (or just ended) at the time of the event.
    package var touchSet: Set<UITouch> = []

    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type; self.timestamp = timestamp
    }

    open var allTouches: Set<UITouch>? { touchSet.isEmpty ? nil : touchSet }
    open func touches(for view: UIView) -> Set<UITouch>? {
        let s = touchSet.filter { $0.view === view }
        return s.isEmpty ? nil : s
    }
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let s = touchSet.filter { $0.window === window }
        return s.isEmpty ? nil : s
    }
}

/// An event of key presses (Apple: UIPressesEvent).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    package var pressSet: Set<UIPress> = []
    open var allPresses: Set<UIPress> { pressSet }
    public init(timestamp: TimeInterval) { super.init(type: .presses, timestamp: timestamp) }
}
