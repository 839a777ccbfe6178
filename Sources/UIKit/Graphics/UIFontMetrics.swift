import Foundation

/// Scales an app's own fonts and lengths as Dynamic Type scales a text style (Apple:
/// UIFontMetrics): by the style's size at the category asked for over its size at `.large`.
/// At a Lamina app's category (`.large`) fonts and values come back unchanged.
public final class UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The factor for `traitCollection`'s category (the app's when it specifies none).
    private func factor(_ traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return UIFont.dynamicTypeSize(textStyle, category) / UIFont.dynamicTypeSize(textStyle, .large)
    }

    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let k = factor(traitCollection)
        return k == 1 ? font : font.withSize(font.pointSize * k)
    }

    /// `maximumPointSize` 0 means no maximum, as Apple's.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        guard maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
        return font.withSize(maximumPointSize)
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }
}
