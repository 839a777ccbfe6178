import XCTest
import UIKit
import Shell

// The app Xcode's iOS App template makes (UIKit, Swift), as it makes it: a non-final
// application delegate with the scene-session methods and no window, and a scene delegate
// that makes the window. (`@main` is left off: a test bundle has its own entry point.)

class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        TemplateLog.lines.append("didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        TemplateLog.lines.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        TemplateLog.lines.append("applicationDidBecomeActive")      // not called: the app has scenes
    }

    func applicationWillTerminate(_ application: UIApplication) {
        TemplateLog.lines.append("applicationWillTerminate")
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let openedAt = Date()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        TemplateLog.lines.append("willConnect")
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { TemplateLog.lines.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { TemplateLog.lines.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { TemplateLog.lines.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { TemplateLog.lines.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { TemplateLog.lines.append("sceneDidEnterBackground") }
}

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        TemplateLog.lines.append("viewDidLoad")
        view.backgroundColor = .systemBackground
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        TemplateLog.lines.append("viewDidAppear")
    }
}

enum TemplateLog { static var lines: [String] = [] }

final class XcodeTemplateAppTests: XCTestCase {
    /// The template compiles unchanged, its delegates are made from their classes (the
    /// scene delegate found by the template's name), and the scene's life runs in iOS's order.
    func testTheXcodeTemplateAppLaunchesThroughItsSceneDelegate() {
        TemplateLog.lines = []
        let platform = UIApplication.launchHeadless(AppDelegate.self, size: CGSize(width: 390, height: 844))
        let app = UIApplication.shared
        XCTAssertTrue(app.delegate is AppDelegate)
        XCTAssertEqual(app.connectedScenes.count, 1)
        guard let scene = app.connectedScenes.first as? UIWindowScene, let sceneDelegate = scene.delegate as? SceneDelegate else {
            return XCTFail("the scene and its SceneDelegate were not made")
        }
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertEqual(scene.session.role, .windowApplication)
        XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
        XCTAssertTrue(scene.session.configuration.delegateClass == SceneDelegate.self)
        XCTAssertTrue(sceneDelegate.openedAt <= Date(), "the delegate's stored properties were initialized")
        let window = sceneDelegate.window!
        XCTAssertTrue(app.keyWindow === window)
        XCTAssertTrue(window.windowScene === scene)
        XCTAssertEqual(scene.windows, [window])
        XCTAssertEqual(window.frame.size, CGSize(width: 390, height: 844))
        XCTAssertTrue(window.rootViewController is ViewController)
        XCTAssertEqual(TemplateLog.lines, ["didFinishLaunching", "configurationForConnecting", "willConnect", "viewDidLoad",
                                           "sceneWillEnterForeground", "viewDidAppear", "sceneDidBecomeActive"])
        TemplateLog.lines = []
        platform.host.setStates([.suspended])
        platform.host.setStates([.activated])
        platform.finish()
        XCTAssertEqual(TemplateLog.lines, ["sceneWillResignActive", "sceneDidEnterBackground", "sceneWillEnterForeground",
                                           "sceneDidBecomeActive", "sceneDidDisconnect", "applicationWillTerminate"])
        XCTAssertEqual(scene.activationState, .unattached)
    }
}
