import CFontconfig

/// Lamina's own fontconfig rules, added to the process's configuration before the first text
/// is laid out, so a font name resolves to the same face on every machine whatever else is
/// installed there: Apple's sans-serif faces and the system font to DejaVu Sans, its serif
/// faces to DejaVu Serif, its monospaced ones to DejaVu Sans Mono (fonts-dejavu-core), and
/// emoji to Noto Color Emoji (fonts-noto-color-emoji, drawn in colour by cairo) — each put
/// first, before whatever the machine's own aliases add (fonts-urw-base35, say, maps
/// Helvetica to Nimbus Sans). `scripts/setup` installs both packages. Characters a face lacks
/// fall back to the emoji face first, then to the machine's fonts.
package enum FontConfiguration {
    /// Apple's family names (and the generic ones) → the face each resolves to.
    package static let families: [(names: [String], face: String)] = [
        (["Helvetica", "Helvetica Neue", "Arial", "Lucida Grande", "San Francisco", "SF Pro", "SF Pro Text",
          "SF Pro Display", "SF UI Text", "SF UI Display", "system-ui", "sans-serif", "sans"], "DejaVu Sans"),
        (["Times", "Times New Roman", "Georgia", "New York", "serif"], "DejaVu Serif"),
        (["Courier", "Courier New", "Menlo", "Monaco", "SF Mono", "monospace", "mono"], "DejaVu Sans Mono"),
        (["Apple Color Emoji", "emoji"], "Noto Color Emoji"),
    ]

    static let generic: Set<String> = ["system-ui", "sans-serif", "sans", "serif", "monospace", "mono", "emoji"]

    /// The rules, as fontconfig reads them.
    static var rules: String {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig>\n"
        for (names, face) in families {
            for name in names {
                // An Apple name anywhere in the list (a machine's own rule may have put its
                // substitute before it); a generic name only when it was asked for first (one
                // is appended to every pattern: an installed face asked for by name must win).
                let qual = Self.generic.contains(name) ? "first" : "any"
                xml += "<match target=\"pattern\"><test name=\"family\" qual=\"\(qual)\" ignore-blanks=\"true\"><string>\(name)</string></test>"
                if face != "Noto Color Emoji" {
                    xml += "<edit name=\"family\" mode=\"prepend_first\" binding=\"strong\"><string>Noto Color Emoji</string></edit>"
                }
                xml += "<edit name=\"family\" mode=\"prepend_first\" binding=\"strong\"><string>\(face)</string></edit></match>\n"
            }
        }
        return xml + "</fontconfig>\n"
    }

    /// Adds the rules once (at the first text layout); false when fontconfig refused them.
    package static let applied: Bool = {
        guard let config = FcConfigGetCurrent() else { return false }
        return rules.withCString { FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1) } != 0
    }()
}

extension FontConfiguration {
    /// The family fontconfig picks for `name` under these rules (what Pango will load).
    package static func resolvedFamily(for name: String) -> String? {
        _ = applied
        let face = FontFace(name: name)
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = face.family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var family: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &family) == FcResultMatch, let family else { return nil }
        return String(cString: UnsafeRawPointer(family).assumingMemoryBound(to: CChar.self))
    }
}
