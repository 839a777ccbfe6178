/// A font face by name (Apple: CGFont). Names are PostScript-style ("Helvetica-Bold");
/// fontconfig resolves them to an installed face, falling back to a similar one, so any name
/// gives a usable font — the size is not part of a CGFont, as on Apple.
public final class CGFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let postScriptName: String?
    public let fullName: String?

    /// nil for an empty name, as Apple returns NULL for a name it cannot use.
    public init?(_ name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        postScriptName = trimmed
        fullName = trimmed
    }

    public static func == (l: CGFont, r: CGFont) -> Bool { l === r || l.postScriptName == r.postScriptName }
    public func hash(into h: inout Hasher) { h.combine(postScriptName) }
    public var description: String { "<CGFont \(postScriptName ?? "")>" }
}

/// Something that names a font for text drawing: a `CGFont`, a Core Text font, later UIFont.
/// `pointSize` is nil for a face without a size (CGFont).
package protocol FontNaming {
    var fontFaceName: String { get }
    var fontPointSize: CGFloat? { get }
}

extension CGFont: FontNaming {
    package var fontFaceName: String { postScriptName ?? "Helvetica" }
    package var fontPointSize: CGFloat? { nil }
}
