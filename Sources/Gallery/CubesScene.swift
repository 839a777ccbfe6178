import QuartzCore

/// 003 Listing 6.5 / Figure 6.5: two cubes, each six face layers inside a CATransformLayer,
/// under a container whose sublayerTransform gives m34 = −1/500. The second cube is turned
/// −45° about x and y. Colours are fixed here (the listing's are random).
public struct CubesScene: LayerScene {
    public init() {}
    public let name = "cubes"
    public let summary = "003 Listing 6.5: two cubes of face layers in CATransformLayers, depth-sorted, with perspective"
    public let isAnimated = false

    static let colours: [CGColor] = [rgb(0.9, 0.3, 0.3), rgb(0.3, 0.7, 0.35), rgb(0.3, 0.45, 0.9),
                                      rgb(0.95, 0.8, 0.25), rgb(0.65, 0.35, 0.8), rgb(0.3, 0.8, 0.85)]

    func face(_ transform: CATransform3D, _ colour: CGColor) -> CALayer {
        let face = CALayer()
        face.frame = CGRect(x: -50, y: -50, width: 100, height: 100)
        face.backgroundColor = colour
        face.transform = transform
        return face
    }

    func cube(_ transform: CATransform3D, center: CGPoint) -> CALayer {
        let cube = CATransformLayer()
        var ct = CATransform3DMakeTranslation(0, 0, 50)
        cube.addSublayer(face(ct, Self.colours[0]))
        ct = CATransform3DRotate(CATransform3DMakeTranslation(50, 0, 0), .pi / 2, 0, 1, 0)
        cube.addSublayer(face(ct, Self.colours[1]))
        ct = CATransform3DRotate(CATransform3DMakeTranslation(0, -50, 0), .pi / 2, 1, 0, 0)
        cube.addSublayer(face(ct, Self.colours[2]))
        ct = CATransform3DRotate(CATransform3DMakeTranslation(0, 50, 0), -.pi / 2, 1, 0, 0)
        cube.addSublayer(face(ct, Self.colours[3]))
        ct = CATransform3DRotate(CATransform3DMakeTranslation(-50, 0, 0), -.pi / 2, 0, 1, 0)
        cube.addSublayer(face(ct, Self.colours[4]))
        ct = CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -50), .pi, 0, 1, 0)
        cube.addSublayer(face(ct, Self.colours[5]))
        cube.position = center
        cube.transform = transform
        return cube
    }

    public func makeRoot(size: CGSize) -> CALayer {
        let container = CALayer()
        container.frame = CGRect(origin: .zero, size: size)
        container.backgroundColor = rgb(0.97, 0.97, 0.97)
        var pt = CATransform3DIdentity
        pt.m34 = -1.0 / 500.0
        container.sublayerTransform = pt
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let c1t = CATransform3DTranslate(CATransform3DIdentity, -100, 0, 0)
        container.addSublayer(cube(c1t, center: center))
        var c2t = CATransform3DTranslate(CATransform3DIdentity, 100, 0, 0)
        c2t = CATransform3DRotate(c2t, -.pi / 4, 1, 0, 0)
        c2t = CATransform3DRotate(c2t, -.pi / 4, 0, 1, 0)
        container.addSublayer(cube(c2t, center: center))
        return container
    }
}
