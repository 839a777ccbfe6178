import XCTest
import UIKit
import LaminaTestSupport

/// draw(_:) and the backing store (Apple: UIView.draw(_:), setNeedsDisplay; Programming iOS 6
/// "Drawing a UIView": only views that implement drawRect: get a backing store).
final class DrawingTests: ViewTestCase {
    nonisolated func testDrawIsCalledOncePerSetNeedsDisplayWithTheCurrentContext() {
        MainActor.assumeIsolated {
            let v = DiscView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            XCTAssertEqual(v.draws, 0)
            v.layer.displayIfNeeded()
            XCTAssertEqual(v.draws, 1, "a view that draws is drawn once it is shown")
            XCTAssertTrue(v.hadContext)
            XCTAssertEqual(v.lastRect, CGRect(x: 0, y: 0, width: 40, height: 20))
            v.layer.displayIfNeeded()
            XCTAssertEqual(v.draws, 1)
            v.setNeedsDisplay(); v.setNeedsDisplay()
            v.layer.displayIfNeeded()
            XCTAssertEqual(v.draws, 2, "two marks, one draw")
            v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
            v.layer.displayIfNeeded()
            XCTAssertEqual(v.draws, 3)
            XCTAssertEqual(v.lastRect, CGRect(x: 0, y: 0, width: 10, height: 10), "only the marked rect")
            XCTAssertNil(UIGraphicsGetCurrentContext(), "popped after drawing")
            // The drawing: a red disc on the left, blue on the right half (top-left origin).
            let ctx = render(v, width: 40, height: 20)
            XCTAssertEqual(pixel(ctx, 10, 10), .red)
            XCTAssertEqual(pixel(ctx, 30, 2), .blue)
            // Views are opaque by default (UIKit): with no background colour, what draw(_:)
            // leaves untouched is black ("An opaque graphics context is black"); a view that
            // is not opaque draws on transparency, and an opaque one with a background colour
            // on that colour.
            XCTAssertTrue(v.isOpaque)
            XCTAssertEqual(pixel(ctx, 1, 1), .black)
            v.isOpaque = false
            v.setNeedsDisplay()
            XCTAssertEqual(pixel(render(v, width: 40, height: 20), 1, 1), .clear)
            v.isOpaque = true
            v.backgroundColor = .green
            v.setNeedsDisplay()
            XCTAssertEqual(pixel(render(v, width: 40, height: 20), 1, 1), RGBA8(0, 255, 0, 255))
        }
    }

    nonisolated func testAViewThatDoesNotDrawGetsNoBackingStoreAndKeepsItsContents() {
        MainActor.assumeIsolated {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in UIColor.green.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
            v.layer.contents = image.cgImage
            v.setNeedsDisplay()
            v.layer.displayIfNeeded()
            XCTAssertTrue(v.layer.contents as AnyObject? === image.cgImage, "its own contents stay")
            let w = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            w.setNeedsDisplay()
            XCTAssertFalse(w.layer.needsDisplay(), "a class known not to draw is never marked")
            XCTAssertNil(w.layer.contents)
        }
    }

    nonisolated func testZeroSizedViewsDrawOnceTheyHaveASize() {
        MainActor.assumeIsolated {
            let v = DiscView(frame: .zero)
            v.layer.displayIfNeeded()
            XCTAssertEqual(v.draws, 0)
            v.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            v.layer.displayIfNeeded()
            XCTAssertEqual(v.draws, 1)
            // .redraw draws again on a size change; the default stretches what was drawn.
            v.frame.size = CGSize(width: 30, height: 30)
            v.layer.displayIfNeeded()
            XCTAssertEqual(v.draws, 1)
            v.contentMode = .redraw
            v.frame.size = CGSize(width: 40, height: 40)
            v.layer.displayIfNeeded()
            XCTAssertEqual(v.draws, 2)
        }
    }

    nonisolated func testRenderedViewTreePixels() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.backgroundColor = .white
            let clip = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            clip.backgroundColor = .blue
            clip.clipsToBounds = true
            clip.layer.cornerRadius = 10
            let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))   // half outside clip
            child.backgroundColor = .red
            clip.addSubview(child)
            root.addSubview(clip)
            let faded = UIView(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
            faded.backgroundColor = .black
            faded.alpha = 0.5
            root.addSubview(faded)
            let ctx = render(root, width: 100, height: 100)
            writeArtifact(ctx.makeImage()!, "uikit-view-tree")
            XCTAssertEqual(pixel(ctx, 20, 20), .blue)
            XCTAssertEqual(pixel(ctx, 50, 50), .red)
            XCTAssertEqual(pixel(ctx, 65, 65), .white, "clipped by its superview")
            XCTAssertEqual(pixel(ctx, 11, 11), .white, "the rounded corner clips")
            XCTAssertEqual(pixel(ctx, 80, 80).r, 128, accuracy: 1)
        }
    }

    nonisolated func testImageRendererAndImageContexts() {
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat(scale: 2, opaque: false)
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { ctx in
                UIColor.red.setFill()
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))          // top-left quarter
                XCTAssertTrue(UIGraphicsGetCurrentContext() === ctx.cgContext)
                UIColor.blue.setFill()
                UIBezierPath(ovalIn: CGRect(x: 12, y: 2, width: 6, height: 6)).fill()
            }
            XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
            XCTAssertEqual(image.scale, 2)
            XCTAssertEqual(image.cgImage?.width, 40)
            XCTAssertEqual(pixel(image.cgImage!, 2, 2), .red, "y down: the top rows")
            XCTAssertEqual(pixel(image.cgImage!, 2, 18), .clear)
            XCTAssertEqual(pixel(image.cgImage!, 30, 10), .blue)
            XCTAssertNil(UIGraphicsGetCurrentContext())
            XCTAssertFalse(image.pngData()!.isEmpty)

            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
            let old = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            XCTAssertEqual(pixel(old!.cgImage!, 1, 0), .green)
            XCTAssertEqual(pixel(old!.cgImage!, 1, 3), .black, "an opaque context starts black")
            XCTAssertNil(UIGraphicsGetCurrentContext())
            // Impossible sizes: no context, no crash.
            UIGraphicsBeginImageContextWithOptions(CGSize(width: -1, height: CGFloat.nan), false, 0)
            XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()
            XCTAssertEqual(UIGraphicsImageRenderer(size: CGSize(width: 0, height: 5)).image { _ in }.size, .zero)
        }
    }
}

@MainActor final class DiscView: UIView {
    var draws = 0
    var lastRect = CGRect.null
    var hadContext = false
    override func draw(_ rect: CGRect) {
        draws += 1
        lastRect = rect
        hadContext = UIGraphicsGetCurrentContext() != nil
        UIColor.red.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: bounds.height, height: bounds.height)).fill()
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

/// A large view of a class not yet known to draw is asked on a 1-pixel context first.
final class LargeViewDrawingTests: ViewTestCase {
    nonisolated func testALargeViewThatDoesNotDrawMakesNoBackingStore() {
        MainActor.assumeIsolated {
            let big = HugePlainView(frame: CGRect(x: 0, y: 0, width: 3000, height: 3000))
            big.layer.displayIfNeeded()
            XCTAssertNil(big.layer.contents)
            XCTAssertEqual(UIView.drawsContent(HugePlainView.self), false)
            let drawer = HugeDrawingView(frame: CGRect(x: 0, y: 0, width: 3000, height: 3000))
            drawer.layer.displayIfNeeded()
            XCTAssertEqual(UIView.drawsContent(HugeDrawingView.self), true)
            XCTAssertEqual((drawer.layer.contents as? CGImage)?.width, 3000, "a class that draws gets its backing store")
        }
    }
}

@MainActor final class HugePlainView: UIView {}
@MainActor final class HugeDrawingView: UIView {
    override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
}
