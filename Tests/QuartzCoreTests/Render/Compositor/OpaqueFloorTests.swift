import XCTest
@testable import QuartzCore
import CoreGraphics

/// A frame drawn from its opaque floor up (`Compositor.renderOverwriting`) over a buffer full
/// of an old frame must be the very bytes of the same frame drawn over a cleared buffer — in
/// every rect, whether a floor was found or not — and the floor must be the topmost layer whose
/// opaque background covers the rect.
final class OpaqueFloorTests: XCTestCase {
    static let size = (width: 200, height: 140)

    func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: a) }

    /// A window-like tree: an opaque surface, an opaque content layer inset below a title bar,
    /// a rounded opaque card with a shadow and a border, a translucent card over it, and a
    /// clipping container holding an opaque panel.
    func makeTree() -> (root: CALayer, content: CALayer, card: CALayer, panel: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 140)
        root.backgroundColor = color(0, 0, 0)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        bar.backgroundColor = color(0.2, 0.2, 0.3)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 20, width: 200, height: 120)
        content.backgroundColor = color(0.93, 0.93, 0.95)
        content.borderWidth = 2
        content.borderColor = color(0.1, 0.5, 0.9, 0.7)
        let card = CALayer()
        card.frame = CGRect(x: 20.25, y: 10.5, width: 80, height: 60)
        card.cornerRadius = 8
        card.backgroundColor = color(0.8, 0.2, 0.1)
        card.shadowOpacity = 0.5
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 0, height: 3)
        card.borderWidth = 1
        card.borderColor = color(0, 0, 0, 0.5)
        let glass = CALayer()
        glass.frame = CGRect(x: 60.5, y: 40.75, width: 70, height: 50)
        glass.backgroundColor = color(0.1, 0.6, 0.3, 0.85)
        glass.cornerRadius = 6
        let clipper = CALayer()
        clipper.frame = CGRect(x: 130, y: 10, width: 60, height: 100)
        clipper.masksToBounds = true
        let panel = CALayer()
        panel.frame = CGRect(x: -10, y: 20, width: 90, height: 50)
        panel.backgroundColor = color(0.3, 0.3, 0.8)
        clipper.addSublayer(panel)
        content.addSublayer(card)
        content.addSublayer(glass)
        content.addSublayer(clipper)
        root.addSublayer(bar)
        root.addSublayer(content)
        return (root, content, card, panel)
    }

    /// Every byte of `a` and `b` inside `rect`.
    func same(_ a: PixelBuffer, _ b: PixelBuffer, in rect: PixelRect) -> Bool {
        for y in rect.y..<(rect.y + rect.height) {
            if memcmp(a.pointer + y * a.stride + rect.x * 4, b.pointer + y * b.stride + rect.x * 4, rect.width * 4) != 0 { return false }
        }
        return true
    }

    /// Renders `rect` of the tree both ways and returns the floor path's length.
    @discardableResult
    func check(_ root: CALayer, _ rect: PixelRect, scale: CGFloat = 1, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let w = Int(CGFloat(Self.size.width) * scale), h = Int(CGFloat(Self.size.height) * scale)
        let snapshot = LayerSnapshot(root)
        let map = PlaneMap(m: (scale, 0, 0, 0, scale, 0, 0, 0, 1))
        guard let cleared = PixelBuffer(width: w, height: h, format: .argb32),
              let reused = PixelBuffer(width: w, height: h, format: .argb32) else { XCTFail("buffers", file: file, line: line); return -1 }
        memset(cleared.pointer, 0, cleared.stride * h)
        // An old frame's bytes: anything, including values no premultiplied pixel has.
        for i in 0..<(reused.stride * h) { reused.pointer.storeBytes(of: UInt8(truncatingIfNeeded: i &* 151 &+ 7), toByteOffset: i, as: UInt8.self) }
        let plain = Compositor(), floored = Compositor()
        plain.render(snapshot, map: map, into: RenderTarget(buffer: cleared, clip: rect))
        floored.renderOverwriting(snapshot, map: map, into: RenderTarget(buffer: reused, clip: rect))
        XCTAssertTrue(same(cleared, reused, in: rect), "rect \(rect) at scale \(scale)", file: file, line: line)
        return floored.floorPath.count
    }

    func testTheFloorIsTheTopmostOpaqueBackgroundCoveringTheRect() {
        let (root, _, _, _) = makeTree()
        // Inside the card's interior: root → content → card.
        XCTAssertEqual(check(root, PixelRect(x: 30, y: 35, width: 20, height: 20)), 2)
        // Where the translucent glass lies over the card: still the card below it.
        XCTAssertEqual(check(root, PixelRect(x: 65, y: 65, width: 10, height: 10)), 2)
        // Open content (the card's shadow and the glass reach in, both drawn over it).
        XCTAssertEqual(check(root, PixelRect(x: 10, y: 25, width: 150, height: 110)), 1)
        // Inside the panel, through the square clip holding the rect: root → content → clipper → panel.
        XCTAssertEqual(check(root, PixelRect(x: 135, y: 52, width: 40, height: 30)), 3)
        // Across the title bar and the content: only the surface covers it.
        XCTAssertEqual(check(root, PixelRect(x: 5, y: 10, width: 50, height: 30)), 0)
        // The content's border edge: the content is the floor, its border drawn above.
        XCTAssertEqual(check(root, PixelRect(x: 0, y: 20, width: 200, height: 120)), 1)
    }

    func testWithoutAFloorTheRectIsClearedFirst() {
        let (root, _, _, _) = makeTree()
        root.backgroundColor = color(0, 0, 0, 0.5)
        XCTAssertEqual(check(root, PixelRect(x: 5, y: 10, width: 50, height: 30)), 0)
        root.backgroundColor = nil
        XCTAssertEqual(check(root, PixelRect(x: 0, y: 0, width: 200, height: 140)), 0)
    }

    func testEffectsOnTheWayDownStopTheSearch() {
        let inCard = PixelRect(x: 30, y: 35, width: 20, height: 20)
        var (root, content, card, _) = makeTree()
        content.opacity = 0.9
        XCTAssertEqual(check(root, inCard), 0, "a faded content is no floor, nor anything in it")
        (root, content, card, _) = makeTree()
        card.opacity = 0.99
        XCTAssertEqual(check(root, inCard), 1)
        (root, content, card, _) = makeTree()
        content.cornerRadius = 30
        content.masksToBounds = true
        XCTAssertEqual(check(root, PixelRect(x: 0, y: 20, width: 200, height: 120)), 0, "a rounded clip is drawn in a group")
        XCTAssertEqual(check(root, inCard), 0)
        (root, content, card, _) = makeTree()
        card.isHidden = true
        XCTAssertEqual(check(root, inCard), 1)
        (root, content, card, _) = makeTree()
        card.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        check(root, inCard)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 40, height: 60)
        mask.backgroundColor = color(0, 0, 0)
        (root, content, card, _) = makeTree()
        card.mask = mask
        XCTAssertEqual(check(root, inCard), 1, "a masked card is drawn in a group")
    }

    func testHiDPIAndFractionalPlacement() {
        let (root, _, card, _) = makeTree()
        for x: CGFloat in [20.25, 20.5, 21.37] {
            CATransaction.begin(); CATransaction.setDisableActions(true)
            card.frame.origin.x = x
            CATransaction.commit()
            XCTAssertEqual(check(root, PixelRect(x: 60, y: 70, width: 40, height: 40), scale: 2), 2)
            check(root, PixelRect(x: 35, y: 45, width: 180, height: 150), scale: 2)
        }
    }
}
