import QuartzCore
import CoreText

/// 003 Listing 6.12: a large image drawn tile by tile by a CATiledLayer inside a CAScrollLayer.
/// The 2048×2048 picture (a numbered grid over concentric rings) is drawn by the delegate per
/// 256-pixel tile, off the main thread; in a window the view drifts across it and new tiles
/// fade in as they arrive. `--time` sets how far it has drifted.
public struct TiledScene: LayerScene, TickingScene {
    public init() {}
    public let name = "tiled"
    public let summary = "003 Listing 6.12: a 2048×2048 picture drawn in tiles by CATiledLayer, scrolled in a CAScrollLayer"
    public let isAnimated = true
    public var tickInterval: Double { 1.0 / 30 }

    /// Draws the picture's part in the context's clip (any thread: it keeps no state). The
    /// picture is in points — cells of 256 points — whatever the tiles' size: the tile size is
    /// in pixels (003 "Retina Tiles"), so at another contents scale a tile holds more or less
    /// of a cell, and each tile draws the parts of the cells it touches.
    final class Painter: CALayerDelegate, @unchecked Sendable {
        static let cell: CGFloat = 256

        func draw(_ layer: CALayer, in ctx: CGContext) {
            let clip = ctx.boundingBoxOfClipPath
            let c0 = Int((clip.minX / Self.cell).rounded(.down)), c1 = Int((clip.maxX / Self.cell).rounded(.up))
            let r0 = Int((clip.minY / Self.cell).rounded(.down)), r1 = Int((clip.maxY / Self.cell).rounded(.up))
            guard c1 > c0, r1 > r0 else { return }
            for row in r0..<r1 {
                for column in c0..<c1 {
                    let hue = CGFloat((column * 7 + row * 3) % 12) / 12
                    ctx.setFillColor(TiledScene.color(hue: hue, light: (column + row) % 2 == 0 ? 0.92 : 0.84))
                    ctx.fill(cellRect(column, row))
                }
            }
            // Rings about the picture's centre, continuous across cells and tiles.
            ctx.setStrokeColor(rgb(0.2, 0.25, 0.4, 0.6))
            ctx.setLineWidth(6)
            for r in stride(from: CGFloat(96), through: 1400, by: 96) {
                ctx.strokeEllipse(in: CGRect(x: 1024 - r, y: 1024 - r, width: 2 * r, height: 2 * r))
            }
            ctx.setStrokeColor(rgb(1, 1, 1, 0.9))
            ctx.setLineWidth(2)
            for row in r0..<r1 {
                for column in c0..<c1 {
                    let cell = cellRect(column, row)
                    ctx.stroke(cell.insetBy(dx: 1, dy: 1))
                    let label = TextLayout(text: "\(column),\(row)", style: TextStyle(fontName: "Helvetica-Bold", fontSize: 28),
                                           width: 200, height: 40, wrapped: false, truncation: .none, alignment: .left,
                                           quantizeGlyphPositions: false)
                    ctx.draw(label, at: CGPoint(x: cell.minX + 16, y: cell.minY + 12), color: rgb(0.15, 0.15, 0.25))
                }
            }
        }

        private func cellRect(_ column: Int, _ row: Int) -> CGRect {
            CGRect(x: CGFloat(column) * Self.cell, y: CGFloat(row) * Self.cell, width: Self.cell, height: Self.cell)
        }
    }
    private let painter = Painter()

    static func color(hue: CGFloat, light: CGFloat) -> CGColor {
        let c = CGFloat(0.35) * (1 - abs(2 * light - 1))
        let h = hue * 6, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = light - c / 2
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = h < 1 ? (c, x, 0) : h < 2 ? (x, c, 0) : h < 3 ? (0, c, x) : h < 4 ? (0, x, c) : h < 5 ? (x, 0, c) : (c, 0, x)
        return rgb(r + m, g + m, b + m)
    }

    public func makeRoot(size: CGSize) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = rgb(0.1, 0.1, 0.12)
        let scroll = CAScrollLayer()
        scroll.frame = root.bounds.insetBy(dx: 20, dy: 20)
        scroll.name = "scroll"
        root.addSublayer(scroll)
        let tiled = CATiledLayer()
        tiled.frame = CGRect(x: 0, y: 0, width: 2048, height: 2048)
        tiled.delegate = painter
        scroll.addSublayer(tiled)
        tick(root, time: 0)
        return root
    }

    /// The view drifts diagonally across the picture, 60 points a second, bouncing at its edges.
    public func tick(_ root: CALayer, time: Double) {
        guard let scroll = root.sublayers?.first as? CAScrollLayer else { return }
        let span = 2048 - Double(max(scroll.bounds.width, scroll.bounds.height))
        func bounce(_ v: Double) -> CGFloat {
            let p = v.truncatingRemainder(dividingBy: 2 * span)
            return CGFloat(p > span ? 2 * span - p : p)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scroll.scroll(to: CGPoint(x: bounce(time * 60), y: bounce(time * 45)))
        CATransaction.commit()
    }
}
