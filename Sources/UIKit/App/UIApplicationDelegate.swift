import Foundation

/// What an app tells UIKit at launch and over its life (Apple: UIApplicationDelegate). Every
/// method is optional. The delegate is made by `UIApplicationMain`, so it has an `init()`;
/// Swift on Linux can only call it through the class when the class is `final` or the
/// initializer `required` (write `required override init() { super.init() }` in a non-final
/// class that subclasses UIResponder).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    init()
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The older launch method (002 Example 5-2's BounceDemo): called when the delegate does
    /// not implement `application(_:didFinishLaunchingWithOptions:)`, as on Apple.
    func applicationDidFinishLaunching(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? { get { nil } set {} }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// `@main` on the delegate class starts the app, as on iOS.
    public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self))
    }
}
