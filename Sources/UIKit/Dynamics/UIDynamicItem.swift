import QuartzCore

/// How a dynamic item's outline is taken for collisions (Apple: UIDynamicItemCollisionBoundsType).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable { case rectangle, ellipse, path }

/// What a dynamic animator moves (Apple: UIDynamicItem): a centre, a size and a rotation.
/// `UIView` is one; the animator sets `center` and `transform` (a rotation) as it steps.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The outline collisions use (Apple's optional property; `.rectangle` by default). An
    /// ellipse collides as a circle of its mean radius; a path as its bounding rectangle.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UIView: UIDynamicItem {}
