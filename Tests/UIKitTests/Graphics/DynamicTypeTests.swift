import XCTest
import UIKit

/// Dynamic Type: text styles' sizes by content size category (Apple's HIG table), the
/// category in traits, and UIFontMetrics scaling an app's own fonts and lengths.
final class DynamicTypeTests: XCTestCase {
    nonisolated func testTextStylesHaveApplesSizesForEachCategory() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
            let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xl).pointSize, 19)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: xl).pointSize, 15)
            let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: xs).pointSize, 25)
            let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: largest).pointSize, 53)
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize, 17,
                           "no category: the app's")
        }
    }

    nonisolated func testCategoriesOrderAndTheWindowsIsTheDefault() {
        MainActor.assumeIsolated {
            XCTAssertLessThan(UIContentSizeCategory.large, .extraLarge)
            XCTAssertLessThan(UIContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium)
            XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
            XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
            XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            XCTAssertEqual(window.traitCollection.preferredContentSizeCategory, .large)
            let merged = UITraitCollection(traitsFrom: [window.traitCollection, UITraitCollection(preferredContentSizeCategory: .small)])
            XCTAssertEqual(merged.preferredContentSizeCategory, .small)
            XCTAssertEqual(merged.horizontalSizeClass, .compact)
            XCTAssertTrue(window.traitCollection.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .large)))
            XCTAssertFalse(window.traitCollection.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .small)))
        }
    }

    nonisolated func testFontMetricsScaleByTheStylesRatio() {
        MainActor.assumeIsolated {
            let custom = UIFont.systemFont(ofSize: 20)
            XCTAssertEqual(UIFontMetrics.default.scaledFont(for: custom).pointSize, 20, "unchanged at the app's category")
            XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 44), 44)
            let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
            XCTAssertEqual(UIFontMetrics.default.scaledFont(for: custom, compatibleWith: xxxl).pointSize, 20 * 23 / 17, accuracy: 0.001)
            XCTAssertEqual(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: xxxl), 10 * 34 / 28, accuracy: 0.001)
            XCTAssertEqual(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 24, compatibleWith: xxxl).pointSize, 24)
            XCTAssertEqual(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 0, compatibleWith: xxxl).pointSize,
                           20 * 23 / 17, accuracy: 0.001, "0: no maximum")
            let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
            XCTAssertEqual(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 17, compatibleWith: small), 14, accuracy: 0.001)
        }
    }
}
