import XCTest
@testable import UIKit
import LaminaTestSupport

/// Asset catalogs read as Xcode writes them: image sets by appearance and scale, rendering
/// intent, slicing and namespaces; colour sets in their colour spaces and appearances; data
/// sets; and what a malformed or unreadable set gives.
final class AssetCatalogTests: XCTestCase {
    /// A catalog written into a fresh folder, as SwiftPM's `.process("Assets.xcassets")` leaves it.
    @MainActor static func makeCatalog() throws -> (bundle: Bundle, root: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-assets-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        func write(_ path: String, _ json: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.data(using: .utf8)!.write(to: url)
        }
        func png(_ path: String, side: Int, _ colour: UIColor) throws {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { ctx in
                colour.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try image.pngData()!.write(to: url)
        }
        let info = #""info" : { "author" : "xcode", "version" : 1 }"#
        let dark = #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"#
        try write("Contents.json", "{ \(info) }")
        try png("Logo.imageset/logo.png", side: 2, .red)
        try png("Logo.imageset/logo@2x.png", side: 4, .green)
        try png("Logo.imageset/logo-dark.png", side: 2, .yellow)
        try png("Logo.imageset/logo-dark@2x.png", side: 4, .blue)
        try write("Logo.imageset/Contents.json", """
            { "images" : [
                { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
                { \(dark), "filename" : "logo-dark.png", "idiom" : "universal", "scale" : "1x" },
                { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
                { \(dark), "filename" : "logo-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
                { "idiom" : "universal", "scale" : "3x" }
              ], \(info) }
            """)
        try write("Icons/Contents.json", #"{ \#(info), "properties" : { "provides-namespace" : true } }"#)
        try png("Icons/Star.imageset/star.png", side: 3, .black)
        try write("Icons/Star.imageset/Contents.json", """
            { "images" : [ { "filename" : "star.png", "idiom" : "universal" } ], \(info),
              "properties" : { "template-rendering-intent" : "template" } }
            """)
        try png("Bubble.imageset/bubble@2x.png", side: 40, .white)
        try write("Bubble.imageset/Contents.json", """
            { "images" : [ { "filename" : "bubble@2x.png", "idiom" : "universal", "scale" : "2x",
                "resizing" : { "mode" : "9-part", "center" : { "mode" : "stretch", "width" : 2, "height" : 2 },
                               "cap-insets" : { "top" : 10, "left" : 12, "bottom" : 14, "right" : 16 } } } ], \(info) }
            """)
        try write("Vector.imageset/vector.pdf", "%PDF-1.4")
        try write("Vector.imageset/Contents.json", #"{ "images" : [ { "filename" : "vector.pdf", "idiom" : "universal" } ], \#(info) }"#)
        try write("Brand.colorset/Contents.json", """
            { "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "1.000", "green" : "0.400", "red" : "0.200" } }, "idiom" : "universal" },
                { \(dark), "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x00", "green" : "0x80", "red" : "0xFF" } }, "idiom" : "universal" }
              ], \(info) }
            """)
        try write("Eight.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "0.500", "blue" : "0", "green" : "51", "red" : "255" } }, "idiom" : "universal" } ], \(info) }
            """)
        // sRGB's pure red, written in Display P3's components.
        try write("Wide.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "display-p3", "components" : { "alpha" : "1.000", "blue" : "0.1387", "green" : "0.2003", "red" : "0.9175" } }, "idiom" : "universal" } ], \(info) }
            """)
        try write("Grey.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.250" } }, "idiom" : "universal" } ], \(info) }
            """)
        try write("Tint.colorset/Contents.json", """
            { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemPinkColor" }, "idiom" : "universal" } ], \(info) }
            """)
        try write("AccentColor.colorset/Contents.json", #"{ "colors" : [ { "idiom" : "universal" } ], \#(info) }"#)
        try write("Broken.colorset/Contents.json", #"{ "colors" : [ { "idiom" : "#)
        try write("Settings.dataset/settings.json", #"{ "volume" : 3 }"#)
        try write("Settings.dataset/Contents.json", """
            { "data" : [ { "filename" : "settings.json", "idiom" : "universal", "universal-type-identifier" : "public.json" } ], \(info) }
            """)
        return (try XCTUnwrap(Bundle(path: root.path)), root)
    }

    nonisolated func testImageSetsPickTheVariantForTheAppearanceAndScale() throws {
        try MainActor.assumeIsolated {
            let (bundle, root) = try Self.makeCatalog()
            defer { try? FileManager.default.removeItem(at: root) }
            func traits(_ style: UIUserInterfaceStyle, _ scale: CGFloat) -> UITraitCollection {
                UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(displayScale: scale)])
            }
            let light2 = try XCTUnwrap(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
            XCTAssertEqual(light2.scale, 2)
            XCTAssertEqual(light2.size, CGSize(width: 2, height: 2))
            XCTAssertEqual(pixel(light2.cgImage!, 1, 1), .green)
            let light1 = try XCTUnwrap(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
            XCTAssertEqual(pixel(light1.cgImage!, 0, 0), .red)
            // 3× has no file: the nearest scale above is none, so the largest serves.
            let light3 = try XCTUnwrap(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
            XCTAssertEqual(light3.scale, 2)

            let asset = try XCTUnwrap(light2.imageAsset)
            XCTAssertEqual(pixel(asset.image(with: traits(.dark, 2)).cgImage!, 0, 0), .blue)
            XCTAssertEqual(pixel(asset.image(with: traits(.dark, 1)).cgImage!, 0, 0), RGBA8(255, 255, 0, 255))
            XCTAssertTrue(asset.image(with: traits(.dark, 2)) === asset.image(with: traits(.dark, 2)), "a variant is loaded once")

            let star = try XCTUnwrap(UIImage(named: "Icons/Star", in: bundle, compatibleWith: nil))
            XCTAssertEqual(star.renderingMode, .alwaysTemplate)
            XCTAssertEqual(star.scale, 1, "a single-scale image is 1×")
            XCTAssertNil(UIImage(named: "Star", in: bundle, compatibleWith: nil), "the folder provides a namespace")
            XCTAssertEqual(light2.renderingMode, .automatic)

            let bubble = try XCTUnwrap(UIImage(named: "Bubble", in: bundle, compatibleWith: nil))
            XCTAssertEqual(bubble.capInsets, UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8), "cap insets are the file's pixels")
            XCTAssertEqual(bubble.resizingMode, .stretch)

            XCTAssertNil(UIImage(named: "Vector", in: bundle, compatibleWith: nil), "a PDF-only set cannot be read")
            XCTAssertNil(UIImage(named: "Nothing", in: bundle, compatibleWith: nil))
        }
    }

    nonisolated func testAnImageViewShowsTheVariantForItsAppearance() throws {
        try MainActor.assumeIsolated {
            let (bundle, root) = try Self.makeCatalog()
            defer { try? FileManager.default.removeItem(at: root) }
            let logo = try XCTUnwrap(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
            let view = UIImageView(image: logo)
            // The view shows the variant for its own traits: its appearance and its scale.
            let twoX = view.traitCollection.displayScale >= 2
            let (lightPixel, darkPixel) = twoX ? (RGBA8.green, RGBA8.blue) : (RGBA8.red, RGBA8(255, 255, 0, 255))
            view.overrideUserInterfaceStyle = .light
            XCTAssertEqual(pixel(view.layer.contents as! CGImage, 0, 0), lightPixel)
            view.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(pixel(view.layer.contents as! CGImage, 0, 0), darkPixel, "the dark variant replaced the light one")
            XCTAssertEqual((view.layer.contents as! CGImage).width, twoX ? 4 : 2)
            view.overrideUserInterfaceStyle = .light
            XCTAssertEqual(pixel(view.layer.contents as! CGImage, 0, 0), lightPixel)

            // A template copy keeps following the appearance, drawn in the tint.
            view.image = logo.withRenderingMode(.alwaysTemplate)
            view.tintColor = .red
            view.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(pixel(view.layer.contents as! CGImage, 0, 0), .red)

            // An asset the app fills itself.
            let own = UIImageAsset()
            let lightDot = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { ctx in UIColor.white.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
            let darkDot = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { ctx in UIColor.black.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
            own.register(lightDot, with: UITraitCollection(userInterfaceStyle: .light))
            own.register(darkDot, with: UITraitCollection(userInterfaceStyle: .dark))
            XCTAssertTrue(own.image(with: UITraitCollection(userInterfaceStyle: .dark)) === darkDot)
            XCTAssertTrue(own.image(with: UITraitCollection(userInterfaceStyle: .light)) === lightDot)
            let dotView = UIImageView(image: lightDot)
            dotView.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(pixel(dotView.layer.contents as! CGImage, 0, 0), .black)
        }
    }

    nonisolated func testColourSetsInTheirSpacesAndAppearances() throws {
        try MainActor.assumeIsolated {
            let (bundle, root) = try Self.makeCatalog()
            defer { try? FileManager.default.removeItem(at: root) }
            func rgba(_ c: UIColor) -> [CGFloat] {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                c.getRed(&r, green: &g, blue: &b, alpha: &a)
                return [r, g, b, a]
            }
            func assertClose(_ got: [CGFloat], _ want: [CGFloat], _ message: String, line: UInt = #line) {
                for (x, y) in zip(got, want) { XCTAssertEqual(x, y, accuracy: 0.005, "\(message): \(got) against \(want)", line: line) }
            }
            let brand = try XCTUnwrap(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
            assertClose(rgba(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))), [0.2, 0.4, 1, 1], "light")
            assertClose(rgba(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))), [1, 128.0 / 255, 0, 1], "dark, hex")
            let fixedDark = try XCTUnwrap(UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
            assertClose(rgba(fixedDark.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))), [1, 128.0 / 255, 0, 1],
                        "loaded for the dark traits, fixed")
            assertClose(rgba(try XCTUnwrap(UIColor(named: "Eight", in: bundle, compatibleWith: nil))), [1, 0.2, 0, 0.5], "8-bit")
            assertClose(rgba(try XCTUnwrap(UIColor(named: "Wide", in: bundle, compatibleWith: nil))), [1, 0, 0, 1], "Display P3 to sRGB")
            assertClose(rgba(try XCTUnwrap(UIColor(named: "Grey", in: bundle, compatibleWith: nil))), [0.25, 0.25, 0.25, 1], "grey")
            let tint = try XCTUnwrap(UIColor(named: "Tint", in: bundle, compatibleWith: nil))
            XCTAssertEqual(tint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)),
                           UIColor.systemPink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
            XCTAssertNil(UIColor(named: "AccentColor", in: bundle, compatibleWith: nil), "Xcode's empty accent colour has no value")
            XCTAssertNil(UIColor(named: "Broken", in: bundle, compatibleWith: nil), "malformed JSON: nil, and a warning")
            XCTAssertNil(UIColor(named: "Missing", in: bundle, compatibleWith: nil))
            XCTAssertNil(UIColor(named: "Missing"))
            XCTAssertTrue(UIColor.tintColor === UIColor.systemBlue, "no AccentColor in the app's own catalogs: system blue")
            assertClose(rgba(UIColor(displayP3Red: 0.9175, green: 0.2003, blue: 0.1387, alpha: 1)), [1, 0, 0, 1], "UIColor(displayP3Red:)")
        }
    }

    nonisolated func testDataSets() throws {
        try MainActor.assumeIsolated {
            let (bundle, root) = try Self.makeCatalog()
            defer { try? FileManager.default.removeItem(at: root) }
            let asset = try XCTUnwrap(NSDataAsset(name: "Settings", bundle: bundle))
            XCTAssertEqual(asset.name, "Settings")
            XCTAssertEqual(asset.typeIdentifier, "public.json")
            XCTAssertEqual(String(data: asset.data, encoding: .utf8), #"{ "volume" : 3 }"#)
            XCTAssertNil(NSDataAsset(name: "Logo", bundle: bundle), "an image set is not a data set")
            XCTAssertNil(NSDataAsset(name: "Nothing", bundle: bundle))
        }
    }
}
