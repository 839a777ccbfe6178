/// How one run of text looks: what an attributed string's attributes become.
package struct TextStyle: Equatable, Sendable {
    package var fontName: String
    package var fontSize: CGFloat
    /// nil: the drawing's default colour.
    package var color: CGColor?
    package var underline: Underline = .none
    package var strikethrough = false
    /// Extra space after each character, in points.
    package var kern: CGFloat = 0
    package var background: CGColor?
    /// Points the run is raised above the baseline (negative: lowered).
    package var baselineOffset: CGFloat = 0
    /// The lines' own colours (nil: the text's).
    package var underlineColor: CGColor?
    package var strikethroughColor: CGColor?

    /// A shadow under the run's glyphs (an attributed string's `.shadow`).
    package var shadow: Shadow?
    /// An image in place of each of the run's characters (an attributed string's `.attachment`).
    package var attachment: Attachment?

    package enum Underline: Equatable, Sendable { case none, single, double, thick }

    /// A text shadow: offset in the drawing's base space (CGContext's convention: positive
    /// height is up), blur, colour.
    package struct Shadow: Equatable, Sendable {
        package var offset: CGSize
        package var blur: CGFloat
        package var color: CGColor
        package init(offset: CGSize, blur: CGFloat, color: CGColor) { self.offset = offset; self.blur = blur; self.color = color }
    }

    /// An inline image: its size in points, its bottom `baselineOffset` above the baseline
    /// (negative: below).
    package struct Attachment: Equatable, @unchecked Sendable {
        package var image: CGImage
        package var size: CGSize
        package var baselineOffset: CGFloat
        package init(image: CGImage, size: CGSize, baselineOffset: CGFloat) {
            self.image = image; self.size = size; self.baselineOffset = baselineOffset
        }
        package static func == (a: Attachment, b: Attachment) -> Bool {
            a.image === b.image && a.size == b.size && a.baselineOffset == b.baselineOffset
        }
    }

    /// The same run drawn invisible (for a pass that draws other runs): no ink, no lines, no background.
    var hidden: TextStyle {
        var h = self
        h.color = CGColor(gray: 0, alpha: 0)
        h.underline = .none
        h.strikethrough = false
        h.background = nil
        return h
    }

    package init(fontName: String, fontSize: CGFloat, color: CGColor? = nil) {
        self.fontName = fontName; self.fontSize = fontSize; self.color = color
    }
}

/// A family, weight and slant read from a PostScript-style name: "Helvetica-BoldOblique" is
/// Helvetica, bold, oblique; "Courier New Italic" is Courier New, italic. Apple's system font
/// names (".SFUI…") become the generic sans-serif family.
package struct FontFace: Equatable {
    package var family: String
    package var bold = false
    package var italic = false
    package var light = false
    /// Narrower (negative: condensed −1, compressed −2) or wider (expanded 1) than standard.
    package var stretch = 0

    /// The faces read so far, by name: an app names a handful of fonts and lays out text
    /// with them over and over, so each name is read once.
    /// Behind `Locked`, not `Synchronization.Mutex`: tile-drawing threads lay out text at
    /// once, and ThreadSanitizer must see the lock (Support/Locked.swift).
    private static let known = Locked<[String: FontFace]>([:])

    package init(name: String) {
        if let face = Self.known.withLock({ $0[name] }) { self = face; return }
        self.init(reading: name)
        let face = self
        Self.known.withLock { table in
            if table.count >= 256 { table.removeAll() }
            table[name] = face
        }
    }

    private init(reading name: String) {
        var family = name
        var style = ""
        if let dash = name.lastIndex(of: "-") {
            family = String(name[..<dash]); style = String(name[name.index(after: dash)...])
        } else {
            for suffix in [" Bold Italic", " Bold Oblique", " Bold", " Italic", " Oblique", " Light"] where name.hasSuffix(suffix) {
                family = String(name.dropLast(suffix.count)); style = suffix; break
            }
        }
        let s = style.lowercased()
        bold = s.contains("bold") || s.contains("heavy") || s.contains("black")
        italic = s.contains("italic") || s.contains("oblique")
        light = s.contains("light") || s.contains("thin")
        stretch = s.contains("compressed") ? -2 : s.contains("condensed") ? -1 : s.contains("expanded") ? 1 : 0
        if family.hasPrefix(".") || family.isEmpty { family = "sans-serif" }
        // "HelveticaNeue" → "Helvetica Neue": fontconfig matches spaced family names.
        var spaced = ""
        for (i, c) in family.enumerated() {
            if i > 0, c.isUppercase, let prev = spaced.last, prev.isLowercase { spaced.append(" ") }
            spaced.append(c)
        }
        self.family = spaced
    }
}
