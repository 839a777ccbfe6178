import QuartzCore

/// Programming iOS 6, "Layers and Sublayers": three overlapping rectangles as layers — lay2
/// inside lay1, lay3 a sibling of lay1 drawn on top (the same picture as Figure 14.1).
public struct LayerHierarchyScene: LayerScene {
    public init() {}
    public let name = "layer-hierarchy"
    public let summary = "000 'Layers and Sublayers': three overlapping rectangle layers"
    public let isAnimated = false
    /// An iPhone screen, as the book's figure.
    public var preferredSize: CGSize { CGSize(width: 320, height: 480) }

    public func makeRoot(size: CGSize) -> CALayer {
        let v = CALayer()
        v.frame = CGRect(origin: .zero, size: size)
        v.backgroundColor = rgb(1, 1, 1)
        let lay1 = CALayer()
        lay1.name = "lay1"
        lay1.frame = CGRect(x: 113, y: 111, width: 132, height: 194)
        lay1.backgroundColor = rgb(1, 0.4, 1)
        v.addSublayer(lay1)
        let lay2 = CALayer()
        lay2.name = "lay2"
        lay2.backgroundColor = rgb(0.5, 1, 0)
        lay2.frame = CGRect(x: 41, y: 56, width: 132, height: 194)
        lay1.addSublayer(lay2)
        let lay3 = CALayer()
        lay3.name = "lay3"
        lay3.backgroundColor = rgb(1, 0, 0)
        lay3.frame = CGRect(x: 43, y: 197, width: 160, height: 230)
        v.addSublayer(lay3)
        return v
    }
}

/// 004 Figures 3.8/3.9: green is first in the tree (drawn under red) until its zPosition is 1.
public struct ZPositionScene: LayerScene {
    public init() {}
    public let name = "zposition"
    public let summary = "004 Figure 3.9: a zPosition of 1 brings the green layer in front of the red one"
    public let isAnimated = false

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(0.93, 0.93, 0.93)
        for (i, front) in [false, true].enumerated() {
            let panel = CALayer()
            panel.frame = CGRect(x: CGFloat(i) * size.width / 2, y: 0, width: size.width / 2, height: size.height)
            let green = CALayer(), red = CALayer()
            green.frame = CGRect(x: panel.bounds.midX - 90, y: panel.bounds.midY - 90, width: 120, height: 120)
            green.backgroundColor = rgb(0, 0.8, 0.2)
            red.frame = CGRect(x: panel.bounds.midX - 30, y: panel.bounds.midY - 30, width: 120, height: 120)
            red.backgroundColor = rgb(0.9, 0.1, 0.1)
            panel.addSublayer(green); panel.addSublayer(red)
            if front { green.zPosition = 1 }      // Listing 3.3
            root.addSublayer(panel)
        }
        return root
    }
}
