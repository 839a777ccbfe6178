import QuartzCore

/// A gallery scene: something the gallery can show and `lamina capture` can render.
public protocol Scene: Sendable {
    var name: String { get }
    var summary: String { get }
    /// Whether the scene changes on its own over time (`lamina scenes` marks it "(animated)").
    var isAnimated: Bool { get }
    /// The size in points the scene is composed for.
    var preferredSize: CGSize { get }
    /// Draws the scene at `time` seconds into a context of `size` points × `scale`.
    func render(into context: CGContext, size: CGSize, scale: CGFloat, time: Double)
    /// Whether the scene lays itself out again when the window's size changes (Auto Layout),
    /// so the gallery keeps it instead of building it again at the new size.
    var followsWindowSize: Bool { get }
}

extension Scene {
    public var followsWindowSize: Bool { false }
    public var preferredSize: CGSize { CGSize(width: 640, height: 400) }
}

public enum Gallery {
    public static let scenes: [Scene] = [
        LayerHierarchyScene(), ZPositionScene(), ClockScene(), PerspectiveScene(), MaskScene(), StyleScene(), CubesScene(),
        CoreGraphicsSamplerScene(), StickFigureScene(), RoundedCornersScene(), GradientsScene(),
        CompassScene(gradient: false), CompassScene(gradient: true), TextLabelScene(), RichTextScene(),
        CompassArrowScene(), BounceDemoScene(), KeyframeBounceScene(), BorderGroupScene(), PushTransitionScene(),
        LayerLabelScene(), ViewsScene(), ControlsScene(), ScrollViewScene(), ReplicatorRingScene(), ReflectionScene(), TiledScene(), AutoLayoutScene(), SettingsTableScene(), PhotoGridScene(), BrowseScene(), ListFlickScene(),
        GLTriangleScene(), GLCubeScene(), MovieScene(),
        CardsScene(), CardsScene(motion: .displayLink), EmitterExplosionScene(), EmitterFireScene(),
    ]
    public static func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }
    /// The gallery with `cards` cards in its cards scenes (`--cards`).
    public static func scenes(cards: Int) -> [Scene] {
        scenes.map { s in (s as? CardsScene).map { CardsScene(count: cards, motion: $0.motion) } ?? s }
    }
}

extension Gallery {
    /// Renders `scene` at `time` into a new `size` × `scale` bitmap (what `lamina capture` writes).
    public static func capture(_ scene: Scene, size: CGSize, scale: CGFloat = 1, time: Double = 0) -> CGImage? {
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        scene.render(into: ctx, size: size, scale: scale, time: time)
        return ctx.makeImage()
    }
}
