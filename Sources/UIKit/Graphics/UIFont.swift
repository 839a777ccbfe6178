import Foundation
import QuartzCore

/// A font at a size (Apple: UIFont), drawn through Pango and fontconfig. Names are
/// PostScript-style ("Helvetica-Bold"); fontconfig resolves a name to an installed face or a
/// similar one, so any non-empty name gives a usable font. The system font is the generic
/// sans-serif family. Sizes that are not finite or not positive become 12 points, and sizes
/// above 10,000 points are capped, each with a message.
public final class UIFont: Hashable, CustomStringConvertible, FontNaming, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat
    public let familyName: String

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// nil for an empty name, as UIKit returns nil for a font it cannot name.
    public init?(name: String, size: CGFloat) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        fontName = trimmed
        pointSize = UIFont.sanitized(size)
        familyName = FontFace(name: trimmed).family
    }

    /// The same font (what `init(descriptor:size:)` makes).
    init(copying other: UIFont) {
        fontName = other.fontName; pointSize = other.pointSize; familyName = other.familyName
    }

    init(system name: String, size: CGFloat) {
        fontName = name; pointSize = UIFont.sanitized(size); familyName = "System Font"
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Regular", size: size) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        let style = weight.rawValue >= Weight.semibold.rawValue ? "Bold" : weight.rawValue <= Weight.light.rawValue ? "Light" : "Regular"
        return UIFont(system: ".SFUI-\(style)", size: size)
    }
    /// The system font at a width (Apple: iOS 16's `UIFont.Width`): condensed and compressed
    /// faces where the system font family has them (fontconfig picks the nearest face), else
    /// the standard one.
    public static func systemFont(ofSize size: CGFloat, weight: Weight, width: Width) -> UIFont {
        let style = weight.rawValue >= Weight.semibold.rawValue ? "Bold" : weight.rawValue <= Weight.light.rawValue ? "Light" : "Regular"
        let stretch = width.rawValue <= Width.compressed.rawValue ? "Compressed"
            : width.rawValue <= Width.condensed.rawValue ? "Condensed" : width.rawValue >= Width.expanded.rawValue ? "Expanded" : ""
        return UIFont(system: ".SFUI-\(style)\(stretch)", size: size)
    }

    /// How wide a face is (Apple: UIFont.Width).
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Bold", size: size) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Italic", size: size) }
    /// The system font with digits of equal width (for counters and clocks that must not
    /// jitter). Lamina's system face (DejaVu Sans) has tabular digits already.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: weight.rawValue >= Weight.semibold.rawValue ? "Monospace-Bold" : "Monospace", size: size)!
    }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public func withSize(_ size: CGFloat) -> UIFont {
        familyName == "System Font" ? UIFont(system: fontName, size: size) : UIFont(name: fontName, size: size)!
    }

    // MARK: Metrics (points)

    private lazy var metrics = FontMetrics(fontName: fontName, size: pointSize)
    private let metricsLock = NSLock()
    private var measured: FontMetrics { metricsLock.lock(); defer { metricsLock.unlock() }; return metrics }
    public var ascender: CGFloat { measured.ascender }
    public var descender: CGFloat { measured.descender }
    public var lineHeight: CGFloat { measured.lineHeight }
    public var capHeight: CGFloat { measured.capHeight }
    public var xHeight: CGFloat { measured.xHeight }
    public var leading: CGFloat { max(0, lineHeight - (ascender - descender)) }

    package var fontFaceName: String { fontName }
    package var fontPointSize: CGFloat? { pointSize }

    public static func == (l: UIFont, r: UIFont) -> Bool { l.fontName == r.fontName && l.pointSize == r.pointSize }
    public func hash(into h: inout Hasher) { h.combine(fontName); h.combine(pointSize) }
    public var description: String { "<UIFont \(fontName) \(pointSize)pt>" }

    private static func sanitized(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else {
            Diagnostics.warn("UIFont size \(size) is not a positive finite size: 12 points used"); return 12
        }
        if size > 10_000 { Diagnostics.warn("UIFont size \(size) capped at 10,000 points"); return 10_000 }
        return size
    }
}
