import XCTest
@testable import UIKit
import LaminaTestSupport

/// System symbol images (Apple: `UIImage(systemName:)`): a known name gives a template image
/// sized by its configuration, an unknown one nil; shown in an image view it takes the tint.
final class SymbolImageTests: ViewTestCase {
    nonisolated func testKnownSymbolsAreTemplatesSizedByTheirConfiguration() throws {
        try MainActor.assumeIsolated {
            let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
            XCTAssertEqual(star.renderingMode, .alwaysTemplate)
            XCTAssertEqual(star.size, CGSize(width: 20, height: 20), "17-point symbols")
            XCTAssertNil(UIImage(systemName: "no.such.symbol"))
            let big = try XCTUnwrap(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
            XCTAssertEqual(big.size, CGSize(width: 39, height: 39))
            let small = try XCTUnwrap(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
            XCTAssertLessThan(small.size.width, star.size.width)
        }
    }

    nonisolated func testEverySymbolDrawsInTheTintColour() throws {
        try MainActor.assumeIsolated {
            let names = SymbolCatalog.names
            XCTAssertGreaterThanOrEqual(names.count, 40)
            let columns = 8
            let root = UIView(frame: CGRect(x: 0, y: 0, width: columns * 40, height: (names.count + columns - 1) / columns * 40))
            root.backgroundColor = .white
            root.tintColor = .systemRed
            var views: [UIImageView] = []
            for (i, name) in names.enumerated() {
                let v = UIImageView(image: UIImage(systemName: name))
                v.frame = CGRect(x: (i % columns) * 40 + 10, y: (i / columns) * 40 + 10, width: 20, height: 20)
                root.addSubview(v)
                views.append(v)
            }
            let ctx = render(root, width: Int(root.bounds.width), height: Int(root.bounds.height))
            writeArtifact(ctx.makeImage()!, "system-symbols")
            // Each symbol leaves red ink in its cell and nothing of another colour.
            for (i, name) in names.enumerated() {
                let ox = (i % columns) * 40 + 10, oy = (i / columns) * 40 + 10
                var ink = 0
                for y in oy..<(oy + 20) {
                    for x in ox..<(ox + 20) {
                        let px = pixel(ctx, x, y)
                        if px.r > 200, px.g < 120 { ink += 1 }
                    }
                }
                XCTAssertGreaterThan(ink, 10, "\(name) draws in the tint")
            }
        }
    }

    /// `withTintColor`: the image shows in its own colour over the view's tint, keeps its
    /// rendering mode (or takes the one given), draws in it, and keeps it when re-configured.
    nonisolated func testAnImagesOwnTintColourWinsOverTheViews() throws {
        MainActor.assumeIsolated {
            let heart = UIImage(systemName: "heart.fill")!
            let green = heart.withTintColor(.systemGreen)
            XCTAssertEqual(green.renderingMode, heart.renderingMode)
            XCTAssertEqual(heart.withTintColor(.systemGreen, renderingMode: .alwaysOriginal).renderingMode, .alwaysOriginal)
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
            root.backgroundColor = .white
            root.tintColor = .systemRed
            let plain = UIImageView(image: heart), tinted = UIImageView(image: green.withConfiguration(UIImage.SymbolConfiguration(pointSize: 17)))
            plain.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            tinted.frame = CGRect(x: 50, y: 10, width: 20, height: 20)
            root.addSubview(plain); root.addSubview(tinted)
            let ctx = render(root, width: 80, height: 40)
            let red = pixel(ctx, 20, 21), own = pixel(ctx, 60, 21)
            XCTAssertTrue(red.r > 200 && red.g < 120, "the plain symbol takes the view's tint: \(red)")
            XCTAssertTrue(own.g > 150 && own.r < 120, "the tinted one keeps its green: \(own)")
            // Drawn into a context it is green too.
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in green.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
            let drawn = pixel(image.cgImage!, Int(image.scale * 10), Int(image.scale * 11))
            XCTAssertTrue(drawn.g > 150 && drawn.r < 120, "drawn in its colour: \(drawn)")
        }
    }

    /// `applyingSymbolConfiguration(_:)` puts what a configuration specifies over the symbol's
    /// own; `withConfiguration(_:)` replaces it; other images are not symbols.
    nonisolated func testSymbolConfigurationsApplyOverTheSymbols() throws {
        try MainActor.assumeIsolated {
            let base = try XCTUnwrap(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28)))
            XCTAssertTrue(base.isSymbolImage)
            XCTAssertEqual(base.symbolConfiguration?.pointSize, 28)
            let large = try XCTUnwrap(base.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
            XCTAssertEqual(large.symbolConfiguration?.pointSize, 28, "the size it had")
            XCTAssertEqual(large.symbolConfiguration?.scale, .large)
            XCTAssertGreaterThan(large.size.height, base.size.height)
            let bold = try XCTUnwrap(large.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
            XCTAssertEqual(bold.symbolConfiguration?.scale, .large)
            XCTAssertEqual(bold.symbolConfiguration?.weight, .bold)
            let small = base.withConfiguration(UIImage.SymbolConfiguration(pointSize: 12))
            XCTAssertEqual(small.symbolConfiguration?.pointSize, 12)
            XCTAssertLessThan(small.size.height, base.size.height)
            let original = base.withRenderingMode(.alwaysOriginal)
            XCTAssertEqual(original.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20))?.renderingMode, .alwaysOriginal)
            XCTAssertNil(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 10)))
            XCTAssertFalse(UIImage().isSymbolImage)
        }
    }

    /// An image view (and a button) draws a symbol with its preferred configuration over the
    /// symbol's own; other images are shown as they are.
    nonisolated func testPreferredSymbolConfigurationsDrawSymbolsAtTheirSize() throws {
        try MainActor.assumeIsolated {
            let star = try XCTUnwrap(UIImage(systemName: "star"))
            let view = UIImageView(image: star)
            let natural = view.intrinsicContentSize
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
            XCTAssertGreaterThan(view.intrinsicContentSize.height, natural.height * 1.5)
            XCTAssertTrue(view.image === star, "the image itself is kept")
            view.preferredSymbolConfiguration = nil
            XCTAssertEqual(view.intrinsicContentSize, natural)
            let plain = UIImage(cgImage: star.cgImage!)
            view.image = plain
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
            XCTAssertEqual(view.intrinsicContentSize, plain.size, "not a symbol: as it is")
            let button = UIButton(type: .system)
            button.setImage(star, for: .normal)
            let before = button.imageView?.intrinsicContentSize ?? .zero
            button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
            XCTAssertGreaterThan(button.imageView?.intrinsicContentSize.height ?? 0, before.height * 1.5)
            XCTAssertEqual(button.preferredSymbolConfigurationForImage(in: .highlighted)?.pointSize, 34, "the normal state's")
            var config = UIButton.Configuration.plain()
            config.image = star
            config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 8)
            let configured = UIButton(configuration: config)
            XCTAssertLessThan(configured.imageView?.intrinsicContentSize.height ?? 99, before.height)
        }
    }
}
