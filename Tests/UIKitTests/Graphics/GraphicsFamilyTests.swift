import XCTest
import UIKit
import LaminaTestSupport

/// UIColor, UIFont, UIImage, UIBezierPath and UIScreen (Apple's documentation for each).
final class GraphicsFamilyTests: ViewTestCase {
    /// A dynamic colour's `cgColor` is its colour for the current (system, light) traits, and
    /// it resolves per trait.
    func testADynamicColorIsItsLightColorAndResolvesPerTrait() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        XCTAssertEqual(color.cgColor, UIColor.black.cgColor)
        XCTAssertEqual(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        XCTAssertEqual(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), .black)
        XCTAssertEqual(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .red)
    }

    func testColorComponentsAndConversions() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b, a], [1, 0.5, 0.25, 0.8])
        var w: CGFloat = 0
        UIColor(white: 0.3, alpha: 1).getWhite(&w, alpha: &a)
        XCTAssertEqual(w, 0.3, accuracy: 1e-9)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b], [0, 1, 0])
        UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        XCTAssertEqual(h, 30.0 / 360, accuracy: 1e-9); XCTAssertEqual(s, 1); XCTAssertEqual(v, 1)
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).cgColor.alpha, 0.5)
        let cg = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        XCTAssertTrue(UIColor(cgColor: cg).cgColor === cg, "the same CGColor back")
        XCTAssertEqual(UIColor.darkGray, UIColor(white: 1.0 / 3, alpha: 1))
        XCTAssertEqual(UIColor.clear.cgColor.alpha, 0)
        UIColor(red: .nan, green: 2, blue: -1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b], [0, 1, 0], "NaN and out-of-range components are clamped")
    }

    func testFontsNamesMetricsAndAbsurdSizes() {
        let f = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(f.pointSize, 20)
        XCTAssertGreaterThan(f.ascender, 10); XCTAssertLessThan(f.ascender, 25)
        XCTAssertLessThan(f.descender, 0)
        XCTAssertGreaterThan(f.lineHeight, f.ascender)
        XCTAssertGreaterThan(f.capHeight, f.xHeight)
        XCTAssertGreaterThan(f.xHeight, 5)
        XCTAssertEqual(UIFont.systemFont(ofSize: 40).capHeight, 2 * f.capHeight, accuracy: 1)
        XCTAssertNil(UIFont(name: "", size: 12))
        let named = UIFont(name: "Helvetica-Bold", size: 14)
        XCTAssertEqual(named?.fontName, "Helvetica-Bold")
        XCTAssertEqual(named?.familyName, "Helvetica")
        XCTAssertEqual(f.withSize(9).pointSize, 9)
        XCTAssertEqual(UIFont.systemFont(ofSize: .nan).pointSize, 12)
        XCTAssertEqual(UIFont.systemFont(ofSize: -3).pointSize, 12)
        XCTAssertEqual(UIFont.systemFont(ofSize: 1e9).pointSize, 10_000)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
    }

    nonisolated func testImagesByNameScaleAndBadFiles() {
        MainActor.assumeIsolated {
            let one = UIImage(named: "dot")
            XCTAssertNotNil(one)
            XCTAssertEqual(one?.scale, 1, "the 1x file at screen scale 1")
            XCTAssertEqual(one?.size, CGSize(width: 4, height: 4))
            UIScreen.main.scale = 2
            defer { UIScreen.main.scale = 1 }
            let two = UIImage(named: "dot")
            XCTAssertEqual(two?.scale, 2, "@2x at screen scale 2")
            XCTAssertEqual(two?.size, CGSize(width: 4, height: 4), "the same size in points")
            XCTAssertEqual(pixel(two!.cgImage!, 0, 0), .blue)
            XCTAssertEqual(UIImage(named: "square.png")?.size, CGSize(width: 10, height: 10))
            XCTAssertNil(UIImage(named: "no-such-image"))
            XCTAssertNil(UIImage(named: "corrupt"), "a corrupt file gives nil")
            XCTAssertNil(UIImage(data: Data([1, 2, 3])))
            XCTAssertNil(UIImage(contentsOfFile: "/nonexistent/x.png"))
            let data = UIImage(named: "square")!.pngData()!
            XCTAssertEqual(UIImage(data: data, scale: 2)?.size, CGSize(width: 5, height: 5))
            // Cap insets → contentsCenter.
            let stretch = UIImage(named: "square")!.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 1))
            XCTAssertEqual(stretch.contentsCenter, CGRect(x: 0.3, y: 0.2, width: 0.6, height: 0.4))
        }
    }

    /// `jpegData(compressionQuality:)`: JPEG bytes that decode back to the picture, smaller at
    /// lower quality, transparent parts black.
    nonisolated func testJPEGDataRoundTrips() {
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let picture = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48), format: format).image { ctx in
                UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 48))
                UIColor.blue.setFill(); ctx.fill(CGRect(x: 32, y: 0, width: 32, height: 24))
                // The lower right quarter stays transparent.
            }
            guard let best = picture.jpegData(compressionQuality: 1), let small = picture.jpegData(compressionQuality: 0.1) else {
                return XCTFail("no JPEG data")
            }
            XCTAssertEqual(Array(best.prefix(3)), [0xFF, 0xD8, 0xFF], "a JPEG's start of image")
            XCTAssertLessThan(small.count, best.count)
            guard let back = UIImage(data: best)?.cgImage else { return XCTFail("the JPEG does not decode") }
            XCTAssertEqual(back.width, 64)
            XCTAssertEqual(back.height, 48)
            XCTAssertLessThanOrEqual(pixel(back, 10, 20).distance(to: .red), 6)
            XCTAssertLessThanOrEqual(pixel(back, 50, 8).distance(to: .blue), 6)
            XCTAssertLessThanOrEqual(pixel(back, 50, 40).distance(to: .black), 6, "transparent comes out black")
        }
    }

    nonisolated func testBezierPathsAreYDownAndDrawIntoTheCurrentContext() {
        MainActor.assumeIsolated {
            // Clockwise on screen from 0 to π/2 goes through the lower right (y down).
            let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            XCTAssertEqual(arc.bounds.minX, 50, accuracy: 0.5)
            XCTAssertEqual(arc.bounds.maxY, 90, accuracy: 0.5)
            XCTAssertEqual(arc.currentPoint.y, 90, accuracy: 1e-6)
            let other = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            XCTAssertEqual(other.bounds.minX, 10, accuracy: 0.5, "the long way round")
            let corners = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft],
                                       cornerRadii: CGSize(width: 20, height: 20))
            XCTAssertFalse(corners.contains(CGPoint(x: 1, y: 1)))
            XCTAssertTrue(corners.contains(CGPoint(x: 39, y: 1)))
            XCTAssertTrue(corners.contains(CGPoint(x: 1, y: 39)))
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: UIGraphicsImageRendererFormat(scale: 1, opaque: false)).image { _ in
                UIColor.red.setFill()
                corners.fill()
                UIColor.blue.setStroke()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 35)); line.addLine(to: CGPoint(x: 40, y: 35))
                line.lineWidth = 4
                line.stroke()
            }
            XCTAssertEqual(pixel(image.cgImage!, 1, 1), .clear)
            XCTAssertEqual(pixel(image.cgImage!, 38, 2), .red)
            XCTAssertEqual(pixel(image.cgImage!, 20, 35), .blue)
        }
    }
}
