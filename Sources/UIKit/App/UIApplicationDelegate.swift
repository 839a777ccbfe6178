import Foundation

/// What an app tells UIKit at launch and over its life (Apple: UIApplicationDelegate). Every
/// method is optional. `UIApplicationMain` makes the delegate from its class with its `init()`
/// (DelegateInstantiation.swift), so the class descends from `UIResponder` or `NSObject`, as
/// on iOS.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
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
    /// The configuration of the scene UIKit connects after launch. The default names the
    /// "Default Configuration", whose delegate class is the app's `SceneDelegate` if it has
    /// one (UISceneConfiguration).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The orientations the app allows in `window` (read by nothing: see
    /// `UIViewController.supportedInterfaceOrientations`).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .all
    }
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
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// `@main` on the delegate class starts the app, as on iOS.
    public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self))
    }
}
