import Foundation
import QuartzCore

/// A description of a font by its attributes (Apple: UIFontDescriptor): a family or the
/// system font, bold and italic traits, a system design, a size, a text style. Fonts and
/// descriptors convert both ways (`UIFont.fontDescriptor`, `UIFont(descriptor:size:)`), so the
/// usual recipes work: a bold or italic variant with `withSymbolicTraits(_:)`, the serif or
/// monospaced system design with `withDesign(_:)`. Lamina's faces (DejaVu, through its
/// fontconfig rules) have no rounded design: `withDesign(.rounded)` is nil, as Apple's is for a
/// design the system lacks. Of the symbolic traits, bold and italic change the face (and
/// monospace picks the monospaced design); the others are kept in the descriptor.
public final class UIFontDescriptor: Hashable, CustomStringConvertible, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The family ("System Font" for the system font), as fonts name theirs.
    let family: String
    public let symbolicTraits: SymbolicTraits
    let weight: UIFont.Weight
    let design: SystemDesign
    public let pointSize: CGFloat
    let textStyle: UIFont.TextStyle?

    init(family: String, traits: SymbolicTraits, weight: UIFont.Weight, design: SystemDesign, size: CGFloat, textStyle: UIFont.TextStyle?) {
        self.family = family; symbolicTraits = traits; self.weight = weight; self.design = design
        pointSize = size; self.textStyle = textStyle
    }

    /// The descriptor of the font named `name` (a PostScript-style name) at `size`.
    public convenience init(name: String, size: CGFloat) {
        self.init(font: UIFont(name: name, size: size > 0 ? size : 12) ?? .systemFont(ofSize: 12), size: size)
    }

    /// A descriptor from attributes: `.family` or `.name`, `.size`, `.textStyle`, and
    /// `.traits` with `.symbolic` (a `SymbolicTraits` raw value) or `.weight`.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 0
        let base: UIFontDescriptor
        if let style = attributes[.textStyle] as? UIFont.TextStyle {
            base = .preferredFontDescriptor(withTextStyle: style)
        } else if let name = attributes[.name] as? String {
            base = UIFontDescriptor(name: name, size: size)
        } else if let family = attributes[.family] as? String {
            base = UIFontDescriptor(family: family, traits: [], weight: .regular, design: .default, size: size, textStyle: nil)
        } else {
            base = UIFont.systemFont(ofSize: size > 0 ? size : UIFont.systemFontSize).fontDescriptor
        }
        let traitAttributes = attributes[.traits] as? [TraitKey: Any]
        let symbolic = (traitAttributes?[.symbolic] as? UInt32).map(SymbolicTraits.init(rawValue:))
        let weight = (traitAttributes?[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:))
        self.init(family: base.family, traits: symbolic ?? base.symbolicTraits, weight: weight ?? base.weight,
                  design: base.design, size: size > 0 ? size : base.pointSize, textStyle: base.textStyle)
    }

    /// The descriptor of `font`.
    convenience init(font: UIFont, size: CGFloat? = nil) {
        let face = FontFace(name: font.fontName)
        var traits: SymbolicTraits = []
        if face.bold { traits.insert(.traitBold) }
        if face.italic { traits.insert(.traitItalic) }
        let system = font.familyName == "System Font"
        let design: SystemDesign = system ? .default : FontConfiguration.families[1].names.contains(face.family) ? .serif
            : FontConfiguration.families[2].names.contains(face.family) || face.family == "Monospace" ? .monospaced : .default
        if design == .monospaced { traits.insert(.traitMonoSpace) }
        self.init(family: system ? "System Font" : face.family, traits: traits,
                  weight: face.bold ? .bold : face.light ? .light : .regular, design: design,
                  size: size ?? font.pointSize, textStyle: nil)
    }

    /// The descriptor of a Dynamic Type text style's font at the app's category.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        let font = UIFont.preferredFont(forTextStyle: style)
        let d = font.fontDescriptor
        return UIFontDescriptor(family: d.family, traits: d.symbolicTraits, weight: d.weight, design: d.design, size: d.pointSize, textStyle: style)
    }

    public var fontAttributes: [AttributeName: Any] {
        var a: [AttributeName: Any] = [.family: family, .size: pointSize, .name: postscriptName,
                                       .traits: [TraitKey.symbolic: symbolicTraits.rawValue, TraitKey.weight: weight.rawValue]]
        if let textStyle { a[.textStyle] = textStyle }
        return a
    }

    /// The name of the face this describes.
    public var postscriptName: String { fontName }

    /// The same with `traits` as its symbolic traits (bold and italic pick the face). Nil
    /// when the traits ask for two designs at once (monospace and a serif system design).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        if traits.contains(.traitMonoSpace), design == .serif { return nil }
        let newDesign: SystemDesign = traits.contains(.traitMonoSpace) ? .monospaced : design == .monospaced ? .default : design
        let newWeight: UIFont.Weight = traits.contains(.traitBold) ? (weight.rawValue >= UIFont.Weight.semibold.rawValue ? weight : .bold)
            : weight.rawValue >= UIFont.Weight.semibold.rawValue ? .regular : weight
        return UIFontDescriptor(family: family, traits: traits, weight: newWeight, design: newDesign, size: pointSize, textStyle: textStyle)
    }

    /// The system font's `design` with this descriptor's traits; nil for a descriptor of
    /// another family, or a design Lamina's faces do not have (rounded).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard family == "System Font", design != .rounded else { return nil }
        var traits = symbolicTraits
        if design == .monospaced { traits.insert(.traitMonoSpace) } else { traits.remove(.traitMonoSpace) }
        return UIFontDescriptor(family: family, traits: traits, weight: weight, design: design, size: pointSize, textStyle: textStyle)
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, traits: symbolicTraits, weight: weight, design: design, size: newPointSize, textStyle: textStyle)
    }

    /// The same in another family (its traits kept).
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(family: newFamily, traits: symbolicTraits, weight: weight, design: .default, size: pointSize, textStyle: nil)
    }

    /// The same with `attributes` added (see `init(fontAttributes:)`).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// The PostScript-style name of the face: the system font's own names, or the family
    /// with its style ("DejaVu Serif-BoldItalic").
    var fontName: String {
        let bold = symbolicTraits.contains(.traitBold) || weight.rawValue >= UIFont.Weight.semibold.rawValue
        let italic = symbolicTraits.contains(.traitItalic)
        let light = !bold && weight.rawValue <= UIFont.Weight.light.rawValue
        let style = (bold ? "Bold" : light ? "Light" : "") + (italic ? "Italic" : "")
        switch (family, design) {
        case ("System Font", .serif): return "New York-" + (style.isEmpty ? "Regular" : style)
        case ("System Font", .monospaced): return "SF Mono-" + (style.isEmpty ? "Regular" : style)
        case ("System Font", _): return ".SFUI-" + (style.isEmpty ? "Regular" : style)
        default: return style.isEmpty ? family : family + "-" + style
        }
    }

    /// The font this describes at `size` (its own size when 0).
    func font(size: CGFloat) -> UIFont {
        let s = size > 0 ? size : pointSize > 0 ? pointSize : 12
        if family == "System Font", design == .default { return UIFont(system: fontName, size: s) }
        return UIFont(name: fontName, size: s) ?? .systemFont(ofSize: s)
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.family == b.family && a.symbolicTraits == b.symbolicTraits && a.weight == b.weight && a.design == b.design
            && a.pointSize == b.pointSize && a.textStyle == b.textStyle
    }
    public func hash(into h: inout Hasher) { h.combine(family); h.combine(symbolicTraits); h.combine(pointSize) }
    public var description: String { "<UIFontDescriptor \(fontName) \(pointSize)pt>" }
}

extension UIFont {
    /// The font's descriptor: its family, traits and size.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font `descriptor` describes, at `pointSize` (the descriptor's size when 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font(size: pointSize)
        self.init(copying: font)
    }
}
