import Foundation

/// Dynamic Type's sizes: each text style's point size at each content size category, from
/// Apple's Human Interface Guidelines ("Typography", the iOS Dynamic Type sizes), and which
/// styles are semibold (the headline).
extension UIFont {
    /// Point sizes from extra small to accessibility extra-extra-extra large (12 columns).
    private static let dynamicTypeSizes: [TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The style's point size at `category` (unspecified: the app's category).
    static func dynamicTypeSize(_ style: TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let c = category == .unspecified ? UIContentSizeCategory.large : category
        let column = max(0, c.rank - 1)
        guard let sizes = dynamicTypeSizes[style] else { return dynamicTypeSizes[.body]![column] }
        return sizes[column]
    }

    /// The font for a text style at the app's content size category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the category of `traitCollection` (the app's when it
    /// specifies none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let size = dynamicTypeSize(style, category)
        return style == .headline ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
    }
}
