import Foundation

/// An input event (Apple: UIEvent), passed to hit testing. The touches, presses and their
/// delivery along the responder chain come with the app and events.
@MainActor
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    open var type: EventType
    /// When the event happened, in seconds on the media clock.
    open var timestamp: TimeInterval
    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type; self.timestamp = timestamp
    }
}
