import QuartzCore

/// A layer delegate that turns off implicit animations: for the layers UIKit draws itself
/// (scroll indicators, cell separators) that must follow their view at once.
final class NoLayerActions: CALayerDelegate, @unchecked Sendable {
    static let shared = NoLayerActions()
    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}
