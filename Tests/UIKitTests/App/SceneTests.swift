import XCTest
import UIKit
import Shell
@testable import QuartzCore

/// Scenes (Apple's UIScene, UIWindowScene, UISceneSession, UISceneConfiguration and the scene
/// delegates) and the delegates UIKit makes from their classes. The Xcode template's app is
/// in Swift5PortTests (its `SceneDelegate` name would be found for every app here).
final class SceneTests: AppTestCase {
    /// An app without a scene delegate still has a window scene holding its window (iOS 13
    /// and later), and the responder chain passes through it.
    nonisolated func testAnAppWithoutASceneDelegateHasAWindowScene() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 300, height: 200))
            defer { platform.finish() }
            let app = UIApplication.shared
            XCTAssertEqual(app.connectedScenes.count, 1)
            XCTAssertEqual(app.openSessions.count, 1)
            XCTAssertFalse(app.supportsMultipleScenes)
            let scene = app.connectedScenes.first as! UIWindowScene
            let window = vc.view.window!
            XCTAssertTrue(window.windowScene === scene)
            XCTAssertEqual(scene.windows, [window])
            XCTAssertTrue(scene.keyWindow === window)
            XCTAssertNil(scene.delegate)
            XCTAssertEqual(scene.activationState, .foregroundActive)
            XCTAssertTrue(scene.session.scene === scene)
            XCTAssertEqual(scene.session.role, .windowApplication)
            XCTAssertNil(scene.session.configuration.delegateClass, "no SceneDelegate class in this module")
            XCTAssertTrue(window.next === scene)
            XCTAssertTrue(scene.next === app)
            XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)
            XCTAssertTrue(scene.interfaceOrientation.isLandscape)
            XCTAssertEqual(scene.traitCollection, window.traitCollection)
            XCTAssertEqual(AppLog.lines.filter { $0 == "didBecomeActive" }.count, 0, "HostingAppDelegate logs nothing")
        }
    }

    /// A scene delegate named by the configuration hears the scene's life in iOS's order; the
    /// application delegate's state methods are not called (its termination is), while
    /// UIApplication's and UIScene's notifications are posted.
    nonisolated func testASceneDelegateHearsTheScenesLifeInOrder() {
        MainActor.assumeIsolated {
            SceneLog.lines = []
            var posted: [String] = []
            let names: [Notification.Name] = [UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
                                              UIScene.didActivateNotification, UIScene.willDeactivateNotification,
                                              UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
                                              UIApplication.didBecomeActiveNotification, UIApplication.didEnterBackgroundNotification]
            let tokens = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { n in
                    let raw = n.name.rawValue
                    MainActor.assumeIsolated { posted.append(raw) }
                }
            }
            defer { tokens.forEach(NotificationCenter.default.removeObserver) }
            let platform = UIApplication.launchHeadless(SceneHostingAppDelegate.self, size: CGSize(width: 200, height: 300))
            let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
            let delegate = scene.delegate as! LoggingSceneDelegate
            XCTAssertTrue(UIApplication.shared.keyWindow === delegate.window)
            XCTAssertEqual(delegate.window?.frame.size, CGSize(width: 200, height: 300))
            XCTAssertEqual(scene.interfaceOrientation, .portrait)
            XCTAssertEqual(SceneLog.lines, ["configurationForConnecting", "willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"])
            XCTAssertEqual(posted, ["UISceneWillConnectNotification", "UISceneWillEnterForegroundNotification",
                                    "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification"])
            SceneLog.lines = []
            posted = []
            platform.host.setStates([.maximized])        // lost the keyboard
            XCTAssertEqual(scene.activationState, .foregroundInactive)
            platform.host.setStates([.suspended])
            XCTAssertEqual(scene.activationState, .background)
            platform.host.setStates([.activated])
            platform.finish()
            XCTAssertEqual(SceneLog.lines, ["sceneWillResignActive", "sceneDidEnterBackground", "sceneWillEnterForeground",
                                            "sceneDidBecomeActive", "sceneDidDisconnect", "applicationWillTerminate"])
            XCTAssertEqual(posted, ["UISceneWillDeactivateNotification", "UISceneDidEnterBackgroundNotification",
                                    "UIApplicationDidEnterBackgroundNotification", "UISceneWillEnterForegroundNotification",
                                    "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
                                    "UISceneDidDisconnectNotification"])
        }
    }

    /// The scene's title is the window's title, in place of the root controller's.
    nonisolated func testASceneTitleIsTheWindowTitle() {
        MainActor.assumeIsolated {
            let (platform, vc) = launchApp({ UIViewController() }, size: CGSize(width: 200, height: 100))
            defer { platform.finish() }
            vc.title = "Inbox"
            XCTAssertEqual(platform.host.app.title, "Inbox")
            vc.view.window?.windowScene?.title = "Mail"
            XCTAssertEqual(platform.host.app.title, "Mail")
        }
    }

    /// Application delegates are made from their classes with their own `init()`: a non-final
    /// UIResponder subclass (the Xcode template's form) and an NSObject subclass, their stored
    /// properties initialized; a class UIKit cannot make is refused with a message.
    nonisolated func testDelegatesAreMadeFromTheirClasses() {
        MainActor.assumeIsolated {
            let p = UIApplication.launchHeadless(OpenAppDelegate.self, size: CGSize(width: 100, height: 100))
            let made = UIApplication.shared.delegate as? OpenAppDelegate
            XCTAssertNotNil(made)
            XCTAssertEqual(made?.items, ["ready"])
            XCTAssertNotNil(UIApplication.shared.keyWindow)
            p.finish()
            let q = UIApplication.launchHeadless(ObjectAppDelegate.self, size: CGSize(width: 100, height: 100))
            XCTAssertEqual((UIApplication.shared.delegate as? ObjectAppDelegate)?.launches, 1)
            q.finish()
            XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, PlainAppDelegate.self), 2,
                           "a delegate that is neither a UIResponder nor an NSObject is refused with a message")
        }
    }

    /// A configuration naming a class that is not a scene (or not a scene delegate) gets a
    /// window scene without a delegate, and the app goes on.
    nonisolated func testAConfigurationNamingWrongClassesFallsBack() {
        MainActor.assumeIsolated {
            let p = UIApplication.launchHeadless(MisconfiguredAppDelegate.self, size: CGSize(width: 100, height: 100))
            defer { p.finish() }
            let scene = UIApplication.shared.connectedScenes.first
            XCTAssertTrue(scene is UIWindowScene)
            XCTAssertNil(scene?.delegate)
            XCTAssertEqual(scene?.activationState, .foregroundActive)
        }
    }
}

@MainActor enum SceneLog { static var lines: [String] = [] }

/// Names its scene delegate in code.
final class SceneHostingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        SceneLog.lines.append("configurationForConnecting")
        let c = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        c.delegateClass = LoggingSceneDelegate.self
        return c
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneLog.lines.append("applicationDidBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { SceneLog.lines.append("applicationDidEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { SceneLog.lines.append("applicationWillTerminate") }
}

class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneLog.lines.append("willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let w = UIWindow(windowScene: windowScene)
        w.rootViewController = UIViewController()
        w.makeKeyAndVisible()
        window = w
    }
    func sceneDidDisconnect(_ scene: UIScene) { SceneLog.lines.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneLog.lines.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneLog.lines.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneLog.lines.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneLog.lines.append("sceneDidEnterBackground") }
}

/// Non-final, with a stored property: made through its vtable's `init()`.
class OpenAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var items = ["ready"]
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

class ObjectAppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    var launches = 0
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launches += 1
        return true
    }
}

/// Neither a UIResponder nor an NSObject (iOS requires NSObject).
final class PlainAppDelegate: UIApplicationDelegate {}

final class MisconfiguredAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let c = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        c.sceneClass = NSObject.self
        c.delegateClass = UIView.self
        return c
    }
}

/// A scene's size restrictions (Apple: UIWindowScene.sizeRestrictions): the window keeps to
/// them — taken at once when set, and for every later resize.
final class SceneSizeRestrictionTests: AppTestCase {
    nonisolated func testTheWindowKeepsToItsScenesSizeRestrictions() throws {
        try MainActor.assumeIsolated {
            let root = UIViewController()
            let (platform, _) = launchApp({ root }, size: CGSize(width: 800, height: 600))
            defer { platform.finish() }
            let restrictions = try XCTUnwrap(root.view.window?.windowScene?.sizeRestrictions)
            XCTAssertEqual(restrictions.minimumSize, .zero)
            restrictions.minimumSize = CGSize(width: 900, height: 650)
            platform.run(events: [], duration: 0.1)
            XCTAssertEqual(root.view.window?.bounds.size, CGSize(width: 900, height: 650), "taken at once")
            platform.run(events: [InputEvent(time: 0.2, .resize(CGSize(width: 500, height: 400)))], duration: 0.3)
            XCTAssertEqual(root.view.window?.bounds.size, CGSize(width: 900, height: 650), "not below the minimum")
            restrictions.maximumSize = CGSize(width: 1000, height: 700)
            platform.run(events: [InputEvent(time: 0.4, .resize(CGSize(width: 1200, height: 900)))], duration: 0.5)
            XCTAssertEqual(root.view.window?.bounds.size, CGSize(width: 1000, height: 700), "nor above the maximum")
            XCTAssertEqual(root.view.bounds.size, CGSize(width: 1000, height: 700))
        }
    }
}
