/// A target of target–action as UIKit holds it: not retained ("the control does not retain the
/// object in the target parameter"; gesture recognizers likewise), so a view controller that
/// targets its own view's controls and recognizers is not kept alive by them. The action is a
/// closure here; the target only names the actions for `removeTarget`.
struct WeakTarget {
    weak var object: AnyObject?
    /// Whether a target was given at all (nil: an action of its own, such as a `UIAction`).
    let given: Bool

    init(_ object: AnyObject?) {
        self.object = object
        given = object != nil
    }

    /// Whether `removeTarget(target)` removes this one: every given target for nil.
    func matches(_ target: AnyObject?) -> Bool { given && (target == nil || object === target) }
}
