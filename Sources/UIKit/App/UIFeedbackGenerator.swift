import Foundation

/// Haptic feedback (Apple: UIFeedbackGenerator and its subclasses). Apple documents that on
/// a device without a haptic engine these calls have no effect; a Linux desktop has none, so
/// they do nothing here, and code that gives feedback runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the engine for feedback soon (none here).
    open func prepare() {}
}

/// Feedback for a collision (Apple: UIImpactFeedbackGenerator).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a changed selection (Apple: UISelectionFeedbackGenerator).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

/// Feedback for a task's outcome (Apple: UINotificationFeedbackGenerator).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
