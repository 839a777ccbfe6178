import UIKit

/// A scene built from views, as the seeds build it: its root view is made and shown, then
/// `startAnimations` runs once the views are committed (as a view controller's
/// `viewDidAppear` would).
public protocol ViewScene: Scene {
    /// The scene's views, sized `size`.
    @MainActor func makeRootView(size: CGSize) -> UIView
    /// View animations begun once the views are on screen; none by default.
    @MainActor func startAnimations(_ root: UIView)
}

/// A scene of controls and scroll views the user works with: the gallery leaves its touches
/// to its views (no layer dragging) and hands it a way to report what the user did.
public protocol InteractiveScene: ViewScene {
    /// The scene's views, sized `size`; `report` takes one state line per user action.
    @MainActor func makeRootView(size: CGSize, report: @escaping (String) -> Void) -> UIView
}

extension InteractiveScene {
    @MainActor public func makeRootView(size: CGSize) -> UIView { makeRootView(size: size) { _ in } }
}

extension ViewScene {
    @MainActor public func startAnimations(_ root: UIView) {}

    /// Runs `body` with the scene's root view, given its layer (what a tick is handed).
    func withRootView(of root: CALayer, _ body: @MainActor (UIView) -> Void) {
        nonisolated(unsafe) let root = root
        MainActor.assumeIsolated {
            guard let view = root.delegate as? UIView else { return }
            body(view)
        }
    }
}
