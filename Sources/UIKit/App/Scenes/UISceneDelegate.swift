import Foundation

/// What a scene tells its delegate over its life (Apple: UISceneDelegate), in iOS's order:
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, `sceneDidBecomeActive`;
/// losing the keyboard `sceneWillResignActive`; hidden (a suspended window)
/// `sceneDidEnterBackground`, shown again `sceneWillEnterForeground`; the window closing
/// `sceneDidDisconnect`. Every method is optional. UIKit makes the delegate from its class
/// with `init()`, so the class descends from `UIResponder` or `NSObject`, as on iOS.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate (Apple: UIWindowSceneDelegate): it usually makes the scene's
/// window in `scene(_:willConnectTo:options:)` with `UIWindow(windowScene:)` and keeps it.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? { get { nil } set {} }
}
