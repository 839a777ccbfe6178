import QuartzCore
import Shell

/// The app as the shell sees it (the platform's `ShellApp`): the windows' layers fill the
/// content area, the shell's events go through the translator to `UIApplication.sendEvent`,
/// and the window's title and states reach the app. The shell calls it on the main thread
/// (`@preconcurrency`: checked when called).
@MainActor
final class ApplicationHost: @preconcurrency ShellApp {
    let rootLayer = CALayer()
    private let app: UIApplication
    private let translator: EventTranslator
    private var contentSize = CGSize(width: 800, height: 600)
    /// The title a window shows when the app names none: the app's id.
    var defaultTitle: String

    init(app: UIApplication) {
        self.app = app
        translator = EventTranslator(app: app)
        defaultTitle = app.applicationIdentifier
        rootLayer.name = "UIApplication"
        app.windowShown = { [weak self] w in self?.show(w) }
        for w in app.windows { show(w) }
    }

    private func show(_ window: UIWindow) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        window.frame = CGRect(origin: .zero, size: contentSize)
        // Windows stack by level (equal levels in the order shown).
        let above = app.windows.first { $0 !== window && $0.layer.superlayer === rootLayer && $0.windowLevel.rawValue > window.windowLevel.rawValue }
        if let above { rootLayer.insertSublayer(window.layer, below: above.layer) } else { rootLayer.addSublayer(window.layer) }
        CATransaction.commit()
    }

    /// The app's id from its bundle (the executable's name when it has none).
    var appID: String { app.applicationIdentifier }

    /// The key window's root controller's title (or the app's id).
    var title: String {
        app.keyWindow?.rootViewController?.title ?? defaultTitle
    }

    var preferredContentSize: CGSize {
        let s = app.keyWindow?.rootViewController?.preferredContentSize ?? .zero
        if s.width > 0, s.height > 0 { return s }
        let w = app.keyWindow?.bounds.size ?? .zero
        return w.width > 0 && w.height > 0 ? w : CGSize(width: 800, height: 600)
    }

    func handle(_ event: InputEvent, hit: CALayer?) {
        translator.handle(event, at: CACurrentMediaTime())
    }

    /// Windows fill the content area (they lay out their views for the new size).
    func contentSizeDidChange(_ size: CGSize) {
        contentSize = size
        // The screen is the output the window is on: its scale is the window's.
        UIScreen.main.scale = rootLayer.contentsScale
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for w in app.windows { w.frame = CGRect(origin: .zero, size: size) }
        CATransaction.commit()
    }

    /// An activated window is an active app; one that lost the keyboard makes it inactive.
    func windowStatesDidChange(_ states: WindowStates) {
        if states.contains(.activated) { app.becomeActive() } else { app.resignActive() }
    }

    func shouldClose() -> Bool {
        app.terminate()
        return true
    }
}
