import Foundation

/// The app's scenes: a Lamina app connects one window scene after launch (Apple's order:
/// `application(_:configurationForConnecting:options:)`, the scene and its delegate made from
/// the configuration, `scene(_:willConnectTo:options:)`), and its life follows the app's.
extension UIApplication {
    /// The scenes connected now.
    public var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The sessions of the app's scenes.
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }
    /// One window, one scene: a Lamina app does not open more.
    public var supportsMultipleScenes: Bool { false }

    /// Whether the app's scene has a delegate (the app is "scene-based").
    var usesSceneDelegates: Bool { scenes.contains { $0.delegate != nil } }

    /// Connects the app's window scene, with the delegate its configuration names. Windows
    /// the application delegate showed while launching are in it.
    func connectScene() -> UIScene {
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options) ?? session.configuration
        session.configuration = configuration
        var sceneClass: UIScene.Type = UIWindowScene.self
        if let named = configuration.sceneClass {
            if let c = named as? UIScene.Type { sceneClass = c } else {
                Diagnostics.warn("UISceneConfiguration.sceneClass \(named) is not a UIScene subclass; a UIWindowScene is made instead")
            }
        }
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.attach(scene)
        if let named = configuration.delegateClass {
            switch DelegateInstantiation.make(named) {
            case .success(let object):
                if let d = object as? UISceneDelegate { scene.delegate = d } else {
                    Diagnostics.warn("UISceneConfiguration.delegateClass \(named) is not a UISceneDelegate; the scene has no delegate")
                }
            case .failure(let why):
                Diagnostics.warn("UIScene: cannot make the scene delegate: \(why)")
            }
        }
        scenes.append(scene)
        if let windowScene = scene as? UIWindowScene {
            for w in windows where w.windowScene == nil { w.windowScene = windowScene }
        }
        scene.connect(options: options)
        return scene
    }
}
