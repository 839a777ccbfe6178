import CPango

/// Caret geometry of laid-out text, for editable text (a text view's caret, taps placing it,
/// the Up and Down arrows). Offsets are UTF-8 byte offsets of the laid-out text, as Pango's.
extension TextLayout {
    /// The caret before the byte at `offset` (its line's top, height and x), from the text's top-left.
    package func caretRect(utf8Offset offset: Int) -> CGRect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(clamping: max(0, offset)), &strong, nil)
        let s = CGFloat(PANGO_SCALE)
        return CGRect(x: CGFloat(strong.x) / s, y: CGFloat(strong.y) / s, width: 0, height: CGFloat(strong.height) / s)
    }

    /// The caret offset nearest `point` (from the text's top-left): the byte offset of the
    /// grapheme under it, and whether the point lies in that grapheme's trailing half (the
    /// caret then goes after it). Points above or below the text take its first or last line.
    package func caretOffset(at point: CGPoint) -> (utf8Offset: Int, trailing: Bool) {
        var index: Int32 = 0, trailing: Int32 = 0
        let s = CGFloat(PANGO_SCALE)
        let x = Int32(clamping: Int((point.x * s).rounded())), y = Int32(clamping: Int((point.y * s).rounded()))
        _ = pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        return (Int(index), trailing > 0)
    }
}
