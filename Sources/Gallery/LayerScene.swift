import QuartzCore

/// A scene made of a layer tree, built once.
public protocol LayerScene: Scene {
    /// The root layer of the scene, sized `size` in points.
    func makeRoot(size: CGSize) -> CALayer
}

func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}
