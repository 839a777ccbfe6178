import CoreGraphics

/// A gallery scene: something the gallery can show and `lamina capture` can render.
protocol Scene: Sendable {
    var name: String { get }
    var summary: String { get }
    /// Whether the scene changes on its own over time (`lamina scenes` marks it "(animated)").
    var isAnimated: Bool { get }
    /// Draws the scene at `time` seconds into a context of `size` points × `scale`.
    func render(into context: CGContext, size: CGSize, scale: CGFloat, time: Double)
}

enum Gallery {
    static let scenes: [Scene] = [
        LayerHierarchyScene(), ZPositionScene(), ClockScene(), PerspectiveScene(), CoreGraphicsSamplerScene(),
    ]
    static func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }
}
