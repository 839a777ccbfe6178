import XCTest
import UIKit
import LaminaTestSupport

/// UIImageView and UILabel (Apple's documentation): an image view's image is its layer's
/// contents; a label draws its text, sized by its intrinsic content size.
final class ImageViewLabelTests: ViewTestCase {
    nonisolated func testImageViewShowsItsImageAsLayerContents() {
        MainActor.assumeIsolated {
            let red = UIImage(named: "dot")!, green = UIImage(named: "square")!
            let v = UIImageView(image: red)
            XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 4, height: 4), "sized to its image")
            XCTAssertTrue(v.layer.contents as AnyObject? === red.cgImage)
            XCTAssertEqual(v.intrinsicContentSize, CGSize(width: 4, height: 4))
            v.highlightedImage = green
            v.isHighlighted = true
            XCTAssertTrue(v.layer.contents as AnyObject? === green.cgImage)
            v.isHighlighted = false
            v.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            v.contentMode = .scaleAspectFit
            v.layer.displayIfNeeded()
            XCTAssertNotNil(v.layer.contents, "an image view's display keeps its image")
            let ctx = render(v, width: 40, height: 20)
            XCTAssertEqual(pixel(ctx, 20, 10), .red)
            XCTAssertEqual(pixel(ctx, 5, 10), .clear, "aspect fit leaves the sides empty")
            // Animation images cycle through the contents.
            v.animationImages = [red, green]
            v.animationDuration = 1
            v.startAnimating()
            XCTAssertTrue(v.isAnimating)
            v.stopAnimating()
            XCTAssertFalse(v.isAnimating)
            let none = UIImageView(image: nil)
            XCTAssertEqual(none.frame.size, .zero)
        }
    }

    nonisolated func testLabelSizesWrapsAndDraws() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.text = "Hello, Lamina"
            label.font = .systemFont(ofSize: 20)
            let one = label.intrinsicContentSize
            XCTAssertGreaterThan(one.width, 80)
            XCTAssertEqual(one.height, label.font.lineHeight.rounded(.up), accuracy: 1)
            label.text = "one two three four five six seven eight nine ten"
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = 120
            let wrapped = label.intrinsicContentSize
            XCTAssertLessThanOrEqual(wrapped.width, 120)
            XCTAssertGreaterThan(wrapped.height, 2.5 * label.font.lineHeight, "wraps at preferredMaxLayoutWidth")
            label.numberOfLines = 2
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 120, height: 0)).height, 2 * label.font.lineHeight, accuracy: 2)
            // Drawn: dark pixels inside, centred vertically.
            label.text = "MMMM"
            label.numberOfLines = 1
            label.textColor = .black
            label.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            let ctx = render(label, width: 100, height: 60)
            writeArtifact(ctx.makeImage()!, "uikit-label")
            var inkRows: [Int] = []
            for y in 0..<60 where (0..<100).contains(where: { pixel(ctx, $0, y).a > 128 }) { inkRows.append(y) }
            XCTAssertFalse(inkRows.isEmpty)
            let mid = Double(inkRows.first! + inkRows.last!) / 2
            XCTAssertEqual(mid, 30, accuracy: 6, "centred vertically")
            XCTAssertTrue(label.layer.needsDisplayOnBoundsChange, "labels redraw when resized (.redraw)")
            // Attributed text with UIKit's keys.
            label.attributedText = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 30)])
            let red = render(label, width: 100, height: 60)
            var reds = 0
            for y in 0..<60 { for x in 0..<100 where pixel(red, x, y) == .red { reds += 1 } }
            XCTAssertGreaterThan(reds, 30)
        }
    }
}

final class ResizableImageViewTests: ViewTestCase {
    /// A resizable image's cap insets stay fixed when the view stretches (its layer's contentsCenter).
    nonisolated func testCapInsetsBecomeTheLayersContentsCenter() {
        MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: UIGraphicsImageRendererFormat(scale: 1, opaque: false)).image { _ in
                UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                UIColor.blue.setFill(); UIRectFill(CGRect(x: 3, y: 3, width: 4, height: 4))
            }.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
            let v = UIImageView(image: image)
            XCTAssertEqual(v.layer.contentsCenter, CGRect(x: 0.3, y: 0.3, width: 0.4, height: 0.4))
            v.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            let ctx = render(v, width: 60, height: 30)
            XCTAssertEqual(pixel(ctx, 1, 15), .red, "the left cap stays 3 points wide")
            XCTAssertEqual(pixel(ctx, 30, 15), .blue, "the centre stretches")
            XCTAssertEqual(pixel(ctx, 30, 1), .red, "the top cap stays")
            XCTAssertEqual(pixel(ctx, 58, 15), .red)
        }
    }
}
