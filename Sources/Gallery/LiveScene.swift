import UIKit

/// A scene whose model changes with the clock (004's clock: a timer sets the hands).
public protocol TickingScene: Scene {
    /// How often the model changes, in seconds; 0: every frame, at the time it is drawn for.
    var tickInterval: Double { get }
    /// Whether this instance ticks at all (a scene that moves by animations in one of its
    /// variants has nothing to do each frame there, and its display link would wake the
    /// main thread every frame for nothing).
    var ticks: Bool { get }
    func tick(_ root: CALayer, time: Double)
}

extension TickingScene {
    public var tickInterval: Double { 1 }
    public var ticks: Bool { true }
}

/// A scene as a live layer tree for a window (or its headless twin): built once at a size,
/// its animations running on the media clock, its model ticking by a display link.
@MainActor
public final class LiveScene {
    public let scene: Scene
    public let root: CALayer
    /// The root view of a scene made of views (it owns the views while they are shown).
    public private(set) var rootView: UIView?
    private var link: CADisplayLink?
    private let start: CFTimeInterval
    /// The scene's own time when it was shown (what scrubbing counts from).
    public private(set) var startLocalTime: CFTimeInterval = 0

    /// `report` takes what the user does in an `InteractiveScene`.
    public init(_ scene: Scene, size: CGSize, scale: CGFloat, report: ((String) -> Void)? = nil) {
        self.scene = scene
        start = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var startViews: (() -> Void)?
        switch scene {
        case let s as ViewScene:
            let view = (s as? InteractiveScene).map { $0.makeRootView(size: size, report: report ?? { _ in }) } ?? s.makeRootView(size: size)
            rootView = view
            root = view.layer
            startViews = { MainActor.assumeIsolated { s.startAnimations(view) } }
        case let s as AnimationScene: root = s.makeAnimatedRoot(size: size)
        case let s as LayerScene: root = s.makeRoot(size: size)
        case is DrawnScene:
            // Scenes drawn with Core Graphics alone: one layer whose delegate draws them.
            root = CALayer()
            root.delegate = painter
            root.needsDisplayOnBoundsChange = true
            root.setNeedsDisplay()
        default:
            preconditionFailure("scene \(scene.name) is none of ViewScene, AnimationScene, LayerScene or DrawnScene")
        }
        root.frame = CGRect(origin: .zero, size: size)
        root.name = root.name ?? scene.name
        startLocalTime = root.convertTime(start, from: nil)
        root.replaceContentsScale(1, with: scale)
        CATransaction.commit()
        // View animations begin once the views are committed (as from viewDidAppear).
        if let startViews { CATransaction.afterCommit(startViews) }
        painter.scene = scene as? DrawnScene
        if let ticking = scene as? TickingScene, ticking.ticks {
            let continuous = !(ticking.tickInterval > 0)
            let l = CADisplayLink { [weak self] link in
                // The time the frame shows: a timer's tick due by then is in it.
                self?.tick(ticking, at: link.targetTimestamp)
            }
            l.preferredFramesPerSecond = continuous ? 0 : max(1, Int((1 / ticking.tickInterval).rounded()))
            l.add(to: .main, forMode: .common)
            link = l
        }
    }

    isolated deinit { link?.invalidate() }

    /// Stops timers that would keep the window drawing.
    public func stop() { link?.invalidate(); link = nil }

    private func tick(_ s: TickingScene, at t: CFTimeInterval) {
        // Whole ticks, as a timer firing every `tickInterval` would see them; none before the
        // start (the first frame's link can be stamped a frame before a scene made at launch).
        let i = s.tickInterval, elapsed = max(0, t - start)
        s.tick(root, time: i > 0 ? (elapsed / i).rounded(.down) * i : elapsed)
    }

    private let painter = ScenePainter()

    private final class ScenePainter: CALayerDelegate {
        var scene: DrawnScene?
        func draw(_ layer: CALayer, in ctx: CGContext) {
            scene?.draw(in: ctx, size: layer.bounds.size)
        }
    }
}
