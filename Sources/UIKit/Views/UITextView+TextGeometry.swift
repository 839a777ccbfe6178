import Foundation

/// `UITextInput`'s geometry for a text view, in the view's coordinates (its content: the text
/// scrolls with the bounds' origin): the caret as the view draws it, a range's rectangles
/// line by line, the position nearest a point.
extension UITextView {
    private var geometryLayout: TextLayout { textLayout(lineWidth: lineWidth(forViewWidth: bounds.width)) }

    private func length() -> Int { (text ?? "").utf16.count }

    public func caretRect(for position: UITextPosition) -> CGRect {
        let at = min(max(0, TextPositions.offset(position)), length())
        let r = geometryLayout.caretRect(utf8Offset: utf8Offset(at))
        let o = textOrigin
        return CGRect(x: o.x + r.minX - 1, y: o.y + r.minY, width: 2, height: r.height)
    }

    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = TextPositions.nsRange(range, length: length()) else { return [] }
        let o = textOrigin
        let rects = lineRects(of: r, in: geometryLayout)
        let direction: NSWritingDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return rects.enumerated().map { i, rect in
            UITextSelectionRect(rect: rect.offsetBy(dx: o.x, dy: o.y), direction: direction,
                                containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }

    /// The range's part on its first line (the caret's rectangle for an empty range).
    public func firstRect(for range: UITextRange) -> CGRect {
        if let first = selectionRects(for: range).first { return first.rect }
        return caretRect(for: range.start)
    }

    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        let layout = geometryLayout
        let o = textOrigin
        let inText = CGPoint(x: point.x - o.x, y: min(max(0, point.y - o.y), max(0, layout.size.height - 1)))
        return IndexedPosition(offset(at: inText, in: layout))
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        clampedPosition(closestPosition(to: point), within: range)
    }

    /// The character under `point`, nil beside the text.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let layout = geometryLayout
        let o = textOrigin
        let inText = CGPoint(x: point.x - o.x, y: point.y - o.y)
        guard inText.y >= 0, inText.y < layout.size.height, inText.x >= 0, inText.x < layout.size.width, length() > 0 else { return nil }
        let at = utf16Offset(utf8: layout.caretOffset(at: inText).utf8Offset)
        let s = text ?? ""
        guard at < length() else { return nil }
        let i = String.Index(utf16Offset: at, in: s)
        let next = s.index(after: i).utf16Offset(in: s)
        return IndexedRange(NSRange(location: at, length: next - at))
    }
}
