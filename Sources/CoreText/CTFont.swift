@_exported import CoreGraphics

/// A font at a size (Apple: CTFont), as Core Text attributes and `CATextLayer.font` take it.
/// Only what naming and sizing a font needs is here; glyph-level Core Text is not.
public final class CTFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    let name: String
    let size: CGFloat

    init(name: String, size: CGFloat) {
        self.name = name
        // Apple: a size of 0 (or less) means the default, 12 points.
        self.size = size.isFinite && size > 0 ? size : 12
    }

    public static func == (l: CTFont, r: CTFont) -> Bool { l === r || (l.name == r.name && l.size == r.size) }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(size) }
    public var description: String { "<CTFont \(name) \(size)pt>" }
}

extension CTFont: FontNaming {
    package var fontFaceName: String { name }
    package var fontPointSize: CGFloat? { size }
}

/// A font by PostScript name at `size` points (0 means 12); `matrix` is not supported and
/// must be nil. Unknown names fall back to a similar installed face when drawn.
public func CTFontCreateWithName(_ name: String, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(name: name.isEmpty ? "Helvetica" : name, size: size)
}

/// A Core Text font from a CGFont face at `size` points.
public func CTFontCreateWithGraphicsFont(_ graphicsFont: CGFont, _ size: CGFloat,
                                         _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: Any?) -> CTFont {
    CTFont(name: graphicsFont.fontFaceName, size: size)
}

public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
public func CTFontCopyPostScriptName(_ font: CTFont) -> String { font.name }
public func CTFontCopyGraphicsFont(_ font: CTFont, _ attributes: UnsafeMutablePointer<Any?>?) -> CGFont {
    CGFont(font.name) ?? CGFont("Helvetica")!
}
