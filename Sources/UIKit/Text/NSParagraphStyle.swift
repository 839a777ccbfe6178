import Foundation

/// How a paragraph is laid out (Apple: NSParagraphStyle), the value of an attributed string's
/// `.paragraphStyle`. A label takes its alignment, line spacing, line height multiple and
/// first-line indent from the style of its text's first paragraph, as UIKit's label does
/// for one paragraph.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The style with every property at its default.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between the lines of a paragraph, in points.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after a paragraph, in points.
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The first line's indent from the leading edge, in points.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    /// Line height as a multiple of the font's (0: the font's own).
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var hyphenationFactor: Float = 0

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(copying: self) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(copying: self) }

    init(copying other: NSParagraphStyle) {
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        lineHeightMultiple = other.lineHeightMultiple
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        hyphenationFactor = other.hyphenationFactor
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return alignment == o.alignment && lineBreakMode == o.lineBreakMode && lineSpacing == o.lineSpacing
            && paragraphSpacing == o.paragraphSpacing && paragraphSpacingBefore == o.paragraphSpacingBefore
            && firstLineHeadIndent == o.firstLineHeadIndent && headIndent == o.headIndent && tailIndent == o.tailIndent
            && lineHeightMultiple == o.lineHeightMultiple && minimumLineHeight == o.minimumLineHeight
            && maximumLineHeight == o.maximumLineHeight && hyphenationFactor == o.hyphenationFactor
    }
}

/// The paragraph style an app builds (Apple: NSMutableParagraphStyle).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }
    override init(copying other: NSParagraphStyle) { super.init(copying: other) }

    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
}
