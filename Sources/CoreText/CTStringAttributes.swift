/// Core Text's attributed-string keys (their raw values are Apple's, so they mix with
/// `NSAttributedString.Key` values of the same meaning).
public let kCTFontAttributeName = "NSFont"
public let kCTForegroundColorAttributeName = "CTForegroundColor"
public let kCTForegroundColorFromContextAttributeName = "CTForegroundColorFromContext"
public let kCTKernAttributeName = "NSKern"
public let kCTUnderlineStyleAttributeName = "NSUnderline"
public let kCTUnderlineColorAttributeName = "NSUnderlineColor"
public let kCTStrokeWidthAttributeName = "NSStrokeWidth"

/// Underline styles for `kCTUnderlineStyleAttributeName` (Apple: CTUnderlineStyle).
public struct CTUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let none = CTUnderlineStyle([])
    public static let single = CTUnderlineStyle(rawValue: 0x01)
    public static let thick = CTUnderlineStyle(rawValue: 0x02)
    public static let double = CTUnderlineStyle(rawValue: 0x09)
}
