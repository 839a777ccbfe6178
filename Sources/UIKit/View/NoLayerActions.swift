import QuartzCore

/// A layer delegate that turns off implicit animations: for the layers UIKit draws itself
/// (scroll indicators, cell separators) that must follow their view at once.
final class NoLayerActions: CALayerDelegate, @unchecked Sendable {
    static let shared = NoLayerActions()
    func action(for layer: CALayer, forKey event: String) -> CAAction? { noLayerAction }
}

/// The answer "no action, stop searching" (Apple's NSNull), one instance for every layer
/// change UIKit turns down instead of a new object each time.
nonisolated(unsafe) let noLayerAction = NSNull()
