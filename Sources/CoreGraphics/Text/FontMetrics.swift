/// A font's vertical metrics at a size, measured from Pango's layout of sample glyphs:
/// ascent and descent from one line's logical box and baseline, cap and x heights from the
/// ink of "H" and "x" (what UIFont's `capHeight`/`xHeight` mean).
package struct FontMetrics: Equatable, Sendable {
    package var ascender: CGFloat
    package var descender: CGFloat      // negative, below the baseline, as UIKit reports it
    package var lineHeight: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat

    package init(fontName: String, size: CGFloat) {
        func layout(_ text: String) -> TextLayout {
            TextLayout(text: text, style: TextStyle(fontName: fontName, fontSize: size), width: 0, height: 0,
                       wrapped: false, truncation: .none, alignment: .left, quantizeGlyphPositions: false)
        }
        let line = layout("Hx")
        ascender = line.baseline
        lineHeight = line.size.height
        descender = -(lineHeight - ascender)
        let h = layout("H"), x = layout("x")
        capHeight = h.baseline - h.inkBounds.minY
        xHeight = x.baseline - x.inkBounds.minY
    }
}
