import Foundation

extension NSAttributedString.Key {
    /// UIKit's attribute names (their raw values are Apple's).
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points a run is raised above the baseline (negative: lowered), as superscripts are.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The underline's and the strikethrough's colours (the text's when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSUnderlineStyle`'s raw value (`NSUnderlineStyle.single.rawValue`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A link: a `URL` (or a `String` of one). Text views draw it with their
    /// `linkTextAttributes` and open it when tapped; labels draw it in the link colour, underlined.
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSTextAttachment` shown in place of the run's character (U+FFFC).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// An `NSShadow` under the run's glyphs.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// An `NSParagraphStyle`: a label lays its text out by the first paragraph's.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How text is underlined or struck through (Apple: NSUnderlineStyle), given to
/// `.underlineStyle` and `.strikethroughStyle` as its raw value. Lines are drawn single,
/// thick or double; the dash patterns and `byWord` are accepted and drawn as a solid line.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString {
    /// Whether any of the string carries `.link`.
    var hasLinks: Bool {
        var found = false
        enumerateAttribute(.link, in: NSRange(location: 0, length: length), options: []) { v, _, stop in
            if v != nil { found = true; stop.pointee = true }
        }
        return found
    }

    /// The string with `attributes` added over each `.link` range (how links are drawn).
    func stylingLinks(with attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        guard hasLinks, !attributes.isEmpty else { return self }
        let styled = NSMutableAttributedString(attributedString: self)
        enumerateAttribute(.link, in: NSRange(location: 0, length: length), options: []) { v, range, _ in
            if v != nil { styled.addAttributes(attributes, range: range) }
        }
        return styled
    }

    /// The URL of the `.link` at UTF-16 offset `i`, and its range.
    func link(at i: Int) -> (url: URL, range: NSRange)? {
        guard i >= 0, i < length else { return nil }
        var range = NSRange()
        let value = attribute(.link, at: i, effectiveRange: &range)
        if let url = value as? URL { return (url, range) }
        if let s = value as? String, let url = URL(string: s) { return (url, range) }
        return nil
    }
}
