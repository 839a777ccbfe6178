import CClassInstantiation
import Foundation

/// Makes the app's delegates from their classes, as UIKit does on Apple platforms with
/// Objective-C's `[[cls alloc] init]`: the application delegate `@main` or
/// `UIApplicationMain` names, and the scene delegate a `UISceneConfiguration` names.
///
/// The class must descend from `UIResponder` or `NSObject` (on iOS, from NSObject) and have
/// an `init()` of its own or inherited; one that declares only other initializers traps in
/// Swift's "Use of unimplemented initializer 'init()'", as it does on iOS. Swift has no way
/// to call a non-`required` `init()` through a metatype, so the Xcode template's non-final
/// `class AppDelegate: UIResponder, UIApplicationDelegate` could not be made from Swift
/// alone; the initializer is in the class's vtable all the same, and `CClassInstantiation`
/// calls it from there.
enum DelegateInstantiation {
    /// Why a class could not be made.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A new instance of `type`, made by its own `init()`.
    static func make(_ type: AnyClass) -> Result<AnyObject, Failure> {
        let root: Int32
        if type is UIResponder.Type { root = 0 } else if type is NSObject.Type { root = 1 } else {
            return .failure(Failure(description: "\(type) is not a subclass of UIResponder or NSObject (UIKit makes delegates only of those)"))
        }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard let raw = lamina_make_instance(metadata, root) else {
            return .failure(Failure(description: "\(type) has no init() to make it with"))
        }
        return .success(Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue())
    }
}
