import Foundation

/// The lasting record of a scene (Apple: UISceneSession): its role, the configuration it
/// was connected with, and an identifier. A Lamina app's one session lasts as long as the
/// process (nothing restores it later).
@preconcurrency @MainActor
open class UISceneSession: Hashable {
    /// What a session's scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own interactive window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public private(set) weak var scene: UIScene?
    public let role: Role
    public internal(set) var configuration: UISceneConfiguration
    public let persistentIdentifier: String
    /// The app's own values for the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }

    func attach(_ scene: UIScene) { self.scene = scene }

    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Which scene and delegate classes UIKit makes for a session (Apple: UISceneConfiguration).
///
/// Apple fills a named configuration in from the app's Info.plist. A Lamina app has no
/// Info.plist, so a configuration made with a name takes as its delegate the class
/// `SceneDelegate` of the application delegate's module — the class the Xcode templates'
/// manifest names — when there is one that is a `UISceneDelegate`; set `delegateClass` to
/// name another.
@preconcurrency @MainActor
open class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene's class: `UIWindowScene` (or a subclass of it) when nil.
    open var sceneClass: AnyClass?
    /// The scene delegate's class, made with its `init()` when the scene connects.
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        if name != nil { delegateClass = Self.templateDelegateClass() }
    }

    /// The Xcode template's scene delegate: `SceneDelegate` in the app delegate's module.
    private static func templateDelegateClass() -> AnyClass? {
        guard let app = UIApplication.sharedIfRunning, let delegate = app.delegate else { return nil }
        let appDelegateName = String(reflecting: type(of: delegate))
        guard let module = appDelegateName.split(separator: ".").first, module != appDelegateName[...] else { return nil }
        guard let found = NSClassFromString("\(module).SceneDelegate"), found is UISceneDelegate.Type else { return nil }
        return found
    }
}
