import UIKit

/// A scene built from views, as the seeds build it: its root view is made at media time 1 on
/// the virtual clock and committed, then `startAnimations` runs (as a view controller's
/// `viewDidAppear` would) and the frame at `1 + time` is rendered by a CARenderer.
public protocol ViewScene: Scene {
    /// The scene's views, sized `size`.
    @MainActor func makeRootView(size: CGSize) -> UIView
    /// View animations begun once the views are on screen; none by default.
    @MainActor func startAnimations(_ root: UIView)
    /// Model changes a timer would make by `time`; none by default.
    @MainActor func update(_ root: UIView, time: Double)
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
    @MainActor public func update(_ root: UIView, time: Double) {}

    public func render(into ctx: CGContext, size: CGSize, scale: CGFloat, time: Double) {
        nonisolated(unsafe) let ctx = ctx
        MainActor.assumeIsolated {
            let saved = MediaClock.virtualTime
            defer { MediaClock.virtualTime = saved }
            MediaClock.virtualTime = 1
            CATransaction.flush()
            let root = makeRootView(size: size)
            root.frame = CGRect(origin: .zero, size: size)
            CATransaction.flush()
            startAnimations(root)
            CATransaction.flush()
            MediaClock.virtualTime = 1 + time
            update(root, time: time)
            let renderer = CARenderer(context: ctx)
            renderer.layer = root.layer
            renderer.bounds = CGRect(origin: .zero, size: size)
            renderer.beginFrame(atTime: 1 + time, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            func stop(_ l: CALayer) { l.removeAllAnimations(); l.sublayers?.forEach(stop) }
            stop(root.layer)
            AnimationEngine.shared.advance(to: 1 + time)
        }
    }
}
