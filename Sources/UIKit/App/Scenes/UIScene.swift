import Foundation

/// One instance of the app's interface (Apple: UIScene). A Lamina app has one: its window's
/// content, connected after launch and ended when the window closes. Its delegate hears the
/// scene's life in the order iOS gives it (UISceneDelegate), and each step is also posted on
/// `NotificationCenter.default` with the scene as the object.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where the scene is in its life (Apple's raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the scene was connected with: a Lamina app is started from its executable, so
    /// it opens no URL and continues no activity (the sets are empty, as for an iOS app
    /// launched from its icon).
    @preconcurrency @MainActor
    open class ConnectionOptions {
        public let urlContexts: Set<UIOpenURLContext>
        public let sourceApplication: String?

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
        }
    }

    /// Options of a URL opened in a scene.
    @preconcurrency @MainActor
    open class OpenURLOptions {
        public let sourceApplication: String?
        public let openInPlace: Bool

        init(sourceApplication: String? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.openInPlace = openInPlace
        }
    }

    public let session: UISceneSession
    /// Kept strongly, as UIKit keeps the delegate it made from the scene's configuration.
    open var delegate: UISceneDelegate?
    public internal(set) var activationState = ActivationState.unattached
    /// Shown as the window's title (as on Mac Catalyst), in place of the root controller's.
    open var title: String!
    open var subtitle = ""

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// A scene's next responder is the application.
    open override var next: UIResponder? { UIApplication.sharedIfRunning }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    // MARK: Its life (driven by the application's)

    func connect(options: ConnectionOptions) {
        delegate?.scene(self, willConnectTo: session, options: options)
        post(Self.willConnectNotification)
    }

    func enterForeground() {
        guard activationState == .unattached || activationState == .background else { return }
        delegate?.sceneWillEnterForeground(self)
        post(Self.willEnterForegroundNotification)
        activationState = .foregroundInactive
    }

    func activate() {
        enterForeground()
        guard activationState == .foregroundInactive else { return }
        activationState = .foregroundActive
        delegate?.sceneDidBecomeActive(self)
        post(Self.didActivateNotification)
    }

    func deactivate() {
        guard activationState == .foregroundActive else { return }
        delegate?.sceneWillResignActive(self)
        post(Self.willDeactivateNotification)
        activationState = .foregroundInactive
    }

    func enterBackground() {
        deactivate()
        guard activationState == .foregroundInactive else { return }
        activationState = .background
        delegate?.sceneDidEnterBackground(self)
        post(Self.didEnterBackgroundNotification)
    }

    func disconnect() {
        guard activationState != .unattached else { return }
        activationState = .unattached
        delegate?.sceneDidDisconnect(self)
        post(Self.didDisconnectNotification)
    }

    private func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: self) }
}

/// A URL a scene was asked to open, with its options (Apple: UIOpenURLContext).
@preconcurrency @MainActor
open class UIOpenURLContext: Hashable {
    public let url: URL
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
    }

    nonisolated public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
