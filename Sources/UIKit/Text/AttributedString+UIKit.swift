import Foundation

/// UIKit's attributes of Swift's `AttributedString` (Apple: `AttributeScopes.UIKitAttributes`),
/// the ones Lamina's text draws: `attributed.font = .boldSystemFont(ofSize: 20)`,
/// `container.foregroundColor = .red`, and Foundation's (`link`) with them. Their names are
/// the `NSAttributedString.Key`s', so text converts between the two forms
/// (`NSAttributedString(_:)`, `AttributedString(_:)`), as a button configuration's
/// `attributedTitle` and a label's `attributedText` need.
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let shadow: ShadowAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let attachment: AttachmentAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        public enum AttachmentAttribute: AttributedStringKey {
            public typealias Value = NSTextAttachment
            public static let name = NSAttributedString.Key.attachment.rawValue
        }
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// The conversions, attribute by attribute: each UIKit key's value as the
/// `NSAttributedString.Key` of the same name (underline styles as their raw values, as
/// `NSAttributedString` keeps them), and back.
enum AttributedStringBridge {
    typealias UIKitScope = AttributeScopes.UIKitAttributes

    /// The NSAttributedString attributes of one run's container.
    static func dictionary(_ c: AttributeContainer, uiKit: Bool) -> [NSAttributedString.Key: Any] {
        var out: [NSAttributedString.Key: Any] = [:]
        if let link = c[AttributeScopes.FoundationAttributes.LinkAttribute.self] { out[.link] = link }
        guard uiKit else { return out }
        if let v = c[UIKitScope.FontAttribute.self] { out[.font] = v }
        if let v = c[UIKitScope.ForegroundColorAttribute.self] { out[.foregroundColor] = v }
        if let v = c[UIKitScope.BackgroundColorAttribute.self] { out[.backgroundColor] = v }
        if let v = c[UIKitScope.KernAttribute.self] { out[.kern] = v }
        if let v = c[UIKitScope.BaselineOffsetAttribute.self] { out[.baselineOffset] = v }
        if let v = c[UIKitScope.UnderlineStyleAttribute.self] { out[.underlineStyle] = v.rawValue }
        if let v = c[UIKitScope.UnderlineColorAttribute.self] { out[.underlineColor] = v }
        if let v = c[UIKitScope.StrikethroughStyleAttribute.self] { out[.strikethroughStyle] = v.rawValue }
        if let v = c[UIKitScope.StrikethroughColorAttribute.self] { out[.strikethroughColor] = v }
        if let v = c[UIKitScope.ShadowAttribute.self] { out[.shadow] = v }
        if let v = c[UIKitScope.ParagraphStyleAttribute.self] { out[.paragraphStyle] = v }
        if let v = c[UIKitScope.AttachmentAttribute.self] { out[.attachment] = v }
        return out
    }

    /// The AttributedString attributes of an NSAttributedString's run.
    static func container(_ d: [NSAttributedString.Key: Any], uiKit: Bool) -> AttributeContainer {
        var c = AttributeContainer()
        if let v = d[.link] as? URL { c.link = v } else if let s = d[.link] as? String, let v = URL(string: s) { c.link = v }
        guard uiKit else { return c }
        func number(_ v: Any?) -> CGFloat? {
            (v as? CGFloat) ?? (v as? Double).map { CGFloat($0) } ?? (v as? Int).map { CGFloat($0) } ?? (v as? NSNumber).map { CGFloat($0.doubleValue) }
        }
        func style(_ v: Any?) -> NSUnderlineStyle? {
            (v as? NSUnderlineStyle) ?? (v as? Int).map(NSUnderlineStyle.init(rawValue:)) ?? (v as? NSNumber).map { NSUnderlineStyle(rawValue: $0.intValue) }
        }
        if let v = d[.font] as? UIFont { c[UIKitScope.FontAttribute.self] = v }
        if let v = d[.foregroundColor] as? UIColor { c[UIKitScope.ForegroundColorAttribute.self] = v }
        if let v = d[.backgroundColor] as? UIColor { c[UIKitScope.BackgroundColorAttribute.self] = v }
        if let v = number(d[.kern]) { c[UIKitScope.KernAttribute.self] = v }
        if let v = number(d[.baselineOffset]) { c[UIKitScope.BaselineOffsetAttribute.self] = v }
        if let v = style(d[.underlineStyle]) { c[UIKitScope.UnderlineStyleAttribute.self] = v }
        if let v = d[.underlineColor] as? UIColor { c[UIKitScope.UnderlineColorAttribute.self] = v }
        if let v = style(d[.strikethroughStyle]) { c[UIKitScope.StrikethroughStyleAttribute.self] = v }
        if let v = d[.strikethroughColor] as? UIColor { c[UIKitScope.StrikethroughColorAttribute.self] = v }
        if let v = d[.shadow] as? NSShadow { c[UIKitScope.ShadowAttribute.self] = v }
        if let v = d[.paragraphStyle] as? NSParagraphStyle { c[UIKitScope.ParagraphStyleAttribute.self] = v }
        if let v = d[.attachment] as? NSTextAttachment { c[UIKitScope.AttachmentAttribute.self] = v }
        return c
    }

    static func isFoundationOnly<S: AttributeScope>(_ scope: S.Type) -> Bool { scope == AttributeScopes.FoundationAttributes.self }

    static func makeNS(_ attrStr: AttributedString, uiKit: Bool) -> NSAttributedString {
        let out = NSMutableAttributedString(string: String(attrStr.characters))
        var location = 0
        for run in attrStr.runs {
            let length = String(attrStr[run.range].characters).utf16.count
            let attributes = dictionary(run.attributes, uiKit: uiKit)
            if !attributes.isEmpty { out.addAttributes(attributes, range: NSRange(location: location, length: length)) }
            location += length
        }
        return out
    }

    static func makeSwift(_ ns: NSAttributedString, uiKit: Bool) -> AttributedString {
        var out = AttributedString()
        let whole = NSRange(location: 0, length: ns.length)
        ns.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let text = (ns.string as NSString).substring(with: range)
            out.append(AttributedString(text, attributes: container(attributes, uiKit: uiKit)))
        }
        return out
    }
}

extension NSAttributedString {
    /// The text with its UIKit and Foundation attributes (Apple: `NSAttributedString(_:)`).
    public convenience init(_ attrStr: AttributedString) {
        self.init(attributedString: AttributedStringBridge.makeNS(attrStr, uiKit: true))
    }

    /// The text with the attributes of `scope` (`\.uiKit`, or `\.foundation` for the link alone).
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attributedString: AttributedStringBridge.makeNS(attrStr, uiKit: !AttributedStringBridge.isFoundationOnly(S.self)))
    }
}

extension AttributedString {
    /// The text with the UIKit and Foundation attributes Lamina knows (Apple:
    /// `AttributedString(_:)`); other keys are dropped.
    public init(_ nsStr: NSAttributedString) {
        self = AttributedStringBridge.makeSwift(nsStr, uiKit: true)
    }

    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self = AttributedStringBridge.makeSwift(nsStr, uiKit: !AttributedStringBridge.isFoundationOnly(S.self))
    }
}
