import QuartzCore

/// A gallery scene: something the gallery app shows, in a window or headless (`lamina capture`).
/// Each kind builds its tree once and then lives on the media clock: `LayerScene` (a layer
/// tree), `AnimationScene` (a layer tree with animations), `ViewScene` (views), `DrawnScene`
/// (Core Graphics alone); a `TickingScene` also changes its model as time passes.
public protocol Scene: Sendable {
    var name: String { get }
    var summary: String { get }
    /// Whether the scene changes on its own over time (`lamina scenes` marks it "(animated)").
    var isAnimated: Bool { get }
    /// The size in points the scene is composed for.
    var preferredSize: CGSize { get }
    /// Whether the scene lays itself out again when the window's size changes (Auto Layout),
    /// so the gallery keeps it instead of building it again at the new size.
    var followsWindowSize: Bool { get }
}

extension Scene {
    public var followsWindowSize: Bool { false }
    public var preferredSize: CGSize { CGSize(width: 640, height: 400) }
}

/// A scene drawn with Core Graphics alone, by the delegate of one layer.
public protocol DrawnScene: Scene {
    /// Draws the scene into a layer's context of `size` points: top-left origin, y down, as
    /// a layer's `draw(in:)` has it.
    func draw(in ctx: CGContext, size: CGSize)
}

public enum Gallery {
    public static let scenes: [Scene] = [
        LayerHierarchyScene(), ZPositionScene(), ClockScene(), PerspectiveScene(), MaskScene(), StyleScene(), CubesScene(),
        CoreGraphicsSamplerScene(), StickFigureScene(), RoundedCornersScene(), GradientsScene(),
        CompassScene(gradient: false), CompassScene(gradient: true), TextLabelScene(), RichTextScene(),
        CompassArrowScene(), BounceDemoScene(), KeyframeBounceScene(), BorderGroupScene(), PushTransitionScene(),
        LayerLabelScene(), ViewsScene(), ControlsScene(), ScrollViewScene(), ReplicatorRingScene(), ReflectionScene(), TiledScene(), AutoLayoutScene(), SettingsTableScene(), PhotoGridScene(), BrowseScene(), ListFlickScene(),
        GLTriangleScene(), GLCubeScene(), MovieScene(),
        CardsScene(), CardsScene(motion: .displayLink), EmitterExplosionScene(), MaterialsScene(), EmitterFireScene(),
    ]
    public static func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }
    /// The gallery with `cards` cards in its cards scenes (`--cards`).
    public static func scenes(cards: Int) -> [Scene] {
        scenes.map { s in (s as? CardsScene).map { CardsScene(count: cards, motion: $0.motion) } ?? s }
    }
}

extension Gallery {
    /// The frame the gallery app shows `scene` at `time` seconds after it appeared, in a
    /// window of `size` points × `scale` (what `lamina capture` writes): the app runs headless
    /// frame by frame up to it (see `SceneCapture`). Sizes below `WindowHost.minimumSize` are
    /// raised to it, as a window's are.
    @MainActor
    public static func capture(_ scene: Scene, size: CGSize, scale: CGFloat = 1, time: Double = 0) -> CGImage? {
        let capture = SceneCapture(scene, size: size, scale: scale)
        defer { capture.finish() }
        return capture.image(at: time)
    }
}
