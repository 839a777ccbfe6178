import Foundation

/// `UITextInput`'s geometry for a text field, in the field's coordinates: one line, so a
/// range has one rectangle, and the caret is the one the field draws (its text scrolled
/// to keep the caret in view). Measured as laid out: call after layout.
extension UITextField {
    private var characterCount: Int { shownText.count }

    /// The x of the boundary before character `i`, in the field's coordinates.
    private func boundaryX(_ i: Int) -> CGFloat {
        clip.convert(CGPoint(x: textLabel.frame.minX + textWidth(upTo: i), y: 0), to: self).x
    }

    private var lineFrame: CGRect { clip.convert(textLabel.frame, to: self) }

    public func caretRect(for position: UITextPosition) -> CGRect {
        let i = min(characterIndex(ofUTF16: max(0, TextPositions.offset(position))), characterCount)
        let line = lineFrame
        return CGRect(x: boundaryX(i), y: line.minY, width: caretWidth, height: line.height)
    }

    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = TextPositions.nsRange(range, length: (text ?? "").utf16.count) else { return [] }
        let a = characterIndex(ofUTF16: r.location), b = characterIndex(ofUTF16: r.location + r.length)
        let x0 = boundaryX(a), x1 = boundaryX(b), line = lineFrame
        let direction: NSWritingDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return [UITextSelectionRect(rect: CGRect(x: min(x0, x1), y: line.minY, width: abs(x1 - x0), height: line.height),
                                    direction: direction, containsStart: true, containsEnd: true)]
    }

    public func firstRect(for range: UITextRange) -> CGRect {
        guard let r = selectionRects(for: range).first?.rect, r.width > 0 else { return caretRect(for: range.start) }
        return r
    }

    /// The character boundary nearest `point`'s x.
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        var best = 0, bestDistance = CGFloat.greatestFiniteMagnitude
        for i in 0...characterCount {
            let d = abs(boundaryX(i) - point.x)
            if d < bestDistance { bestDistance = d; best = i }
        }
        return IndexedPosition(utf16Offset(ofCharacter: best))
    }

    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        clampedPosition(closestPosition(to: point), within: range)
    }

    /// The character under `point`, nil off the text.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let line = lineFrame
        guard point.y >= line.minY, point.y < line.maxY, characterCount > 0 else { return nil }
        for i in 0..<characterCount {
            let x0 = boundaryX(i), x1 = boundaryX(i + 1)
            if point.x >= min(x0, x1), point.x < max(x0, x1) {
                let lo = utf16Offset(ofCharacter: i), hi = utf16Offset(ofCharacter: i + 1)
                return IndexedRange(NSRange(location: lo, length: hi - lo))
            }
        }
        return nil
    }
}
