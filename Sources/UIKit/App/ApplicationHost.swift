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
    /// The content area's size: none until the platform gives the window one (views lay out
    /// once, for the real size).
    private var contentSize = CGSize.zero
    /// The title a window shows when the app names none: the app's id.
    var defaultTitle: String
    /// The key window's size as the app made it while launching (`UIWindow(frame:
    /// UIScreen.main.bounds)`, or a phone's size on purpose): the window opens at it. Shown,
    /// the windows wait at no size for the platform's.
    private let launchSize: CGSize

    init(app: UIApplication) {
        self.app = app
        translator = EventTranslator(app: app)
        defaultTitle = app.applicationIdentifier
        launchSize = app.keyWindow?.bounds.size ?? .zero
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

    /// The key window's scene's title, else its root controller's (or the app's id).
    var title: String {
        if let t = app.keyWindow?.windowScene?.title, !t.isEmpty { return t }
        return app.keyWindow?.rootViewController?.title ?? defaultTitle
    }

    /// The key window's scene's size restrictions.
    var contentSizeLimits: ContentSizeLimits? { app.keyWindow?.windowScene?.sizeRestrictions?.limits }
    var keepsDisplayAwake: Bool { app.isIdleTimerDisabled }
    /// The cursor the pointer interactions ask for over the content.
    var contentCursor: String? { PointerTracker.shared.cursorName }

    var preferredContentSize: CGSize {
        let s = app.keyWindow?.rootViewController?.preferredContentSize ?? .zero
        if s.width > 0, s.height > 0 { return s }
        for w in [app.keyWindow?.bounds.size ?? .zero, launchSize] where w.width > 0 && w.height > 0 { return w }
        return CGSize(width: 800, height: 600)
    }

    /// Touches and presses carry the event's own time, as UIKit's timestamps do.
    func handle(_ event: InputEvent, at mediaTime: CFTimeInterval) {
        translator.handle(event, at: mediaTime)
    }

    /// Windows fill the content area (they lay out their views for the new size).
    func contentSizeDidChange(_ size: CGSize) {
        contentSize = size
        // The screen is the output the window is on: its scale is the window's. Views built
        // for a scale lay out again when it changes.
        // A window that had no size yet (being shown) has no traits to change from.
        let traitsBefore = app.windows.map { $0.bounds.isEmpty ? nil : $0.traitCollection }
        let scaleChanged = UIScreen.main.scale != rootLayer.contentsScale
        UIScreen.main.scale = rootLayer.contentsScale
        // The app's screen is the window's content area, as an iOS app's window fills its screen.
        // A shown window's controllers hear of the new size before the window takes it.
        var coordinators: [WindowResizeCoordinator] = []
        for w in app.windows where !w.bounds.isEmpty && w.bounds.size != size {
            guard let root = w.rootViewController, root.isViewLoaded else { continue }
            let c = WindowResizeCoordinator(window: w)
            root.viewWillTransition(to: size, with: c)
            coordinators.append(c)
        }
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for w in app.windows {
            w.frame = CGRect(origin: .zero, size: size)
            if scaleChanged {
                w.rootViewController?.viewIfLoaded?.setNeedsLayout()
                w.screenScaleDidChange()
            }
        }
        CATransaction.commit()
        for (w, before) in zip(app.windows, traitsBefore) {
            if let before, w.traitCollection != before { w.traitsDidChange(from: before) }
        }
        for c in coordinators { c.finish() }
    }

    /// An activated window is an active app; one that lost the keyboard makes it inactive; a
    /// window the compositor says is not visible at all (suspended) puts the app in the
    /// background, and one shown again brings it back (iOS's order: willResignActive,
    /// didEnterBackground; willEnterForeground, didBecomeActive).
    func windowStatesDidChange(_ states: WindowStates) {
        if states.contains(.suspended) { app.enterBackground(); return }
        app.enterForeground()
        if states.contains(.activated) { app.becomeActive() } else { app.resignActive() }
    }

    func shouldClose() -> Bool {
        app.terminate()
        return true
    }

    /// The named view under `p` (or its nearest named ancestor) in the key window.
    func recordingAnchor(at p: CGPoint) -> InputEvent.Anchor? {
        guard let window = app.inputWindow else { return nil }
        var v = window.hitTest(p, with: nil)
        while let view = v, view !== window {
            if let name = view.accessibilityIdentifier, !name.isEmpty {
                return InputEvent.Anchor(view: name, point: view.convert(p, from: window))
            }
            v = view.superview
        }
        return nil
    }

    /// Where the shown view named `anchor.view` has `anchor.point` now (the first such view in
    /// the key window, front-most first).
    func contentPoint(for anchor: InputEvent.Anchor) -> CGPoint? {
        guard let window = app.inputWindow else { return nil }
        func find(_ v: UIView) -> UIView? {
            if v.isHidden { return nil }
            if v.accessibilityIdentifier == anchor.view { return v }
            for sub in v.subviews.reversed() { if let hit = find(sub) { return hit } }
            return nil
        }
        guard let view = find(window) else { return nil }
        return view.convert(anchor.point, to: window)
    }

    /// The headless run is over: the app ends, and is no longer `UIApplication.shared` (its
    /// windows, display links and timers go with it).
    func didFinish() {
        PointerTracker.shared.reset()
        app.terminate()
        if UIApplication.sharedIfRunning === app { UIApplication.uninstall() }
    }
}
