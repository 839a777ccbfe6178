import XCTest
import QuartzCore
import LaminaTestSupport

final class DrawingDelegate: CALayerDelegate {
    var displayed = 0, drawn = 0
    let implementsDisplay: Bool
    init(implementsDisplay: Bool) { self.implementsDisplay = implementsDisplay }
    func display(_ layer: CALayer) {
        if implementsDisplay { displayed += 1; layer.contents = nil } else { layer.displayWithContextForTests() }
    }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawn += 1
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))     // the top-left corner, in layer space
    }
}

extension CALayer {
    /// What a delegate without display(_:) gets: the default draw path.
    func displayWithContextForTests() { (CALayer.defaultDisplayDelegate).display(self) }
    static let defaultDisplayDelegate = DefaultOnlyDelegate()
}
final class DefaultOnlyDelegate: CALayerDelegate, @unchecked Sendable {}

final class SubclassDisplayLayer: CALayer {
    var displays = 0
    override func display() { displays += 1 }
}

final class SubclassDrawLayer: CALayer {
    var dirty: CGRect = .null
    override func draw(in ctx: CGContext) {
        dirty = ctx.boundingBoxOfClipPath
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(bounds)
    }
}

final class DisplayTests: XCTestCase {
    func image(_ l: CALayer) -> CGImage? { l.contents.map { $0 as! CGImage } }

    /// 000 "Drawing in a Layer": display in a subclass, else the delegate's display, else
    /// drawInContext (subclass) or the delegate's drawLayer:inContext:.
    func testPrecedence() {
        let sub = SubclassDisplayLayer()
        let ignored = DrawingDelegate(implementsDisplay: true)
        sub.delegate = ignored
        sub.setNeedsDisplay(); sub.displayIfNeeded()
        XCTAssertEqual(sub.displays, 1)
        XCTAssertEqual(ignored.displayed, 0, "the subclass's display wins")

        let d = DrawingDelegate(implementsDisplay: true)
        let l = CALayer(); l.delegate = d
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.setNeedsDisplay(); l.displayIfNeeded()
        XCTAssertEqual(d.displayed, 1); XCTAssertEqual(d.drawn, 0, "display(_:) replaces drawing")

        let drawer = DrawingDelegate(implementsDisplay: false)
        let m = CALayer(); m.delegate = drawer
        m.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        m.setNeedsDisplay(); m.displayIfNeeded()
        XCTAssertEqual(drawer.drawn, 1)
        XCTAssertNotNil(image(m))
    }

    /// The context handed to drawing is top-left, at bounds × contentsScale pixels.
    func testDrawingContextIsTopLeftAtContentsScale() {
        let drawer = DrawingDelegate(implementsDisplay: false)
        let l = CALayer(); l.delegate = drawer
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        l.contentsScale = 2
        l.setNeedsDisplay(); l.displayIfNeeded()
        let img = image(l)!
        XCTAssertEqual(img.width, 40); XCTAssertEqual(img.height, 20)
        XCTAssertEqual(pixel(img, 1, 1), .red, "(0, 0)…(5, 5) in points is the top-left 10×10 pixels")
        XCTAssertEqual(pixel(img, 9, 9), .red)
        XCTAssertEqual(pixel(img, 10, 10), .clear)
        XCTAssertEqual(pixel(img, 1, 18), .clear, "nothing at the bottom")
        // A bounds origin shifts the drawing: (0, 0) is now 5 points left and up of the top-left.
        l.bounds.origin = CGPoint(x: 2, y: 2)
        l.setNeedsDisplay(); l.displayIfNeeded()
        XCTAssertEqual(pixel(image(l)!, 1, 1), .red)
        XCTAssertEqual(pixel(image(l)!, 7, 7), .clear)
    }

    /// setNeedsDisplay(_:) keeps the dirty rect; drawing is clipped to it; the rest stays.
    func testDirtyRect() {
        let l = SubclassDrawLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        l.setNeedsDisplay(); l.displayIfNeeded()
        XCTAssertEqual(l.dirty, CGRect(x: 0, y: 0, width: 20, height: 20))
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        l.setNeedsDisplay(CGRect(x: 10, y: 10, width: 5, height: 5))
        XCTAssertEqual(l.needsDisplayRect, CGRect(x: 0, y: 0, width: 15, height: 15))
        l.displayIfNeeded()
        XCTAssertEqual(l.dirty, CGRect(x: 0, y: 0, width: 15, height: 15))
        XCTAssertEqual(pixel(image(l)!, 18, 18), .blue, "outside the dirty rect the previous contents remain")
    }

    func testNothingDrawnMeansNoContentsAndNoBackingStore() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.backgroundColor = CGColor(gray: 1, alpha: 1)
        l.setNeedsDisplay(); l.displayIfNeeded()
        XCTAssertNil(l.contents, "nothing drew: no backing store")
        let d = DefaultOnlyDelegate()
        l.delegate = d
        l.setNeedsDisplay(); l.displayIfNeeded()
        XCTAssertNil(l.contents)
    }

    func testNeedsDisplayOnBoundsChange() {
        let l = CALayer()
        l.layoutIfNeeded()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(l.needsDisplay(), "off by default")
        l.needsDisplayOnBoundsChange = true
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertTrue(l.needsDisplay())
    }

    /// "An opaque graphics context is black" (000).
    func testOpaqueContextIsBlack() {
        let l = CALayer()
        l.isOpaque = true
        let drawer = DrawingDelegate(implementsDisplay: false)
        l.delegate = drawer
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.setNeedsDisplay(); l.displayIfNeeded()
        XCTAssertEqual(pixel(image(l)!, 8, 8), .black)
        XCTAssertEqual(pixel(image(l)!, 1, 1), .red)
        XCTAssertEqual(drawer.drawn, 1)
    }

    /// The delegate is weak, as Apple's: a dropped delegate is simply gone.
    func testDelegateIsWeak() {
        let l = CALayer()
        do { let d = DrawingDelegate(implementsDisplay: false); l.delegate = d }
        XCTAssertNil(l.delegate)
    }

    /// contents accepts anything, as Apple's id; only a CGImage is shown (000's warning).
    func testContentsAcceptsAnyValue() {
        let l = CALayer()
        l.contents = "not an image"
        XCTAssertEqual(l.contents as? String, "not an image")
    }
}
