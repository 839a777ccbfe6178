import Foundation

/// A place in a text input's document (Apple: UITextPosition). Text fields and views hand
/// out positions and take back only their own; compare and move them through the input
/// (`compare(_:to:)`, `position(from:offset:)`, `offset(from:to:)`).
@preconcurrency @MainActor
open class UITextPosition {
    public init() {}
}

/// A range between two positions of a text input (Apple: UITextRange); empty at a caret.
@preconcurrency @MainActor
open class UITextRange {
    public init() {}
    open var start: UITextPosition { preconditionFailure("UITextRange.start: a subclass gives its start") }
    open var end: UITextPosition { preconditionFailure("UITextRange.end: a subclass gives its end") }
    open var isEmpty: Bool { false }
}

/// A position of Lamina's text fields and views: an offset in UTF-16 code units from the
/// start of the text, as UIKit's are (an `NSRange` location).
final class IndexedPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// A range of Lamina's text fields and views, in UTF-16 offsets.
final class IndexedRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }
    override var start: UITextPosition { IndexedPosition(range.location) }
    override var end: UITextPosition { IndexedPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
}

/// A direction to move a position in (Apple: UITextLayoutDirection).
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }

/// The text input protocol's core (Apple: UITextInput): the document's ends, positions moved
/// by offsets, ranges between them, the text in a range, replacing it, and the selection —
/// what apps do with a text field's or view's caret (put it back after reformatting the text,
/// select all, read the selected text). `UITextField` and `UITextView` adopt it.
///
/// Geometry, in the input's own coordinates: the caret's rectangle at a position, the first
/// line's rectangle of a range, a range's rectangles line by line, and the position or
/// character nearest a point — what apps place pop-ups at the caret with, or hit-test text.
///
/// Lamina: marked text (input methods composing) is never set, so `markedTextRange` is nil;
/// the tokenizer and `inputDelegate` are absent.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func caretRect(for position: UITextPosition) -> CGRect
    func firstRect(for range: UITextRange) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}

/// One rectangle of a range's selection, a line's part of it (Apple: UITextSelectionRect).
@preconcurrency @MainActor
open class UITextSelectionRect {
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { storedDirection }
    /// Whether this rectangle holds the range's start (its first line) or end (its last).
    open var containsStart: Bool { storedStart }
    open var containsEnd: Bool { storedEnd }
    open var isVertical: Bool { false }

    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedStart: Bool, storedEnd: Bool

    public init() { storedRect = .zero; storedDirection = .natural; storedStart = false; storedEnd = false }

    init(rect: CGRect, direction: NSWritingDirection, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect; storedDirection = direction; storedStart = containsStart; storedEnd = containsEnd
    }
}

extension UITextInput {
    /// The position nearest `point` kept within `range` (its nearer end when outside it).
    func clampedPosition(_ p: UITextPosition?, within range: UITextRange) -> UITextPosition? {
        guard let p else { return nil }
        let o = TextPositions.offset(p), lo = TextPositions.offset(range.start), hi = TextPositions.offset(range.end)
        return IndexedPosition(min(max(o, lo), hi))
    }
}

/// The protocol's arithmetic over a text measured in UTF-16 units, shared by the text field
/// and view: positions clamp to the document as UIKit's do (moving past either end gives nil).
@MainActor
enum TextPositions {
    static func offset(_ p: UITextPosition) -> Int {
        guard let p = p as? IndexedPosition else {
            preconditionFailure("UITextInput: a position from another text input (\(type(of: p))); use the input's own positions")
        }
        return p.offset
    }

    static func range(from a: UITextPosition, to b: UITextPosition, length: Int) -> UITextRange? {
        let x = offset(a), y = offset(b)
        guard (0...length).contains(x), (0...length).contains(y) else { return nil }
        return IndexedRange(NSRange(location: min(x, y), length: abs(y - x)))
    }

    static func position(from p: UITextPosition, offset by: Int, length: Int) -> UITextPosition? {
        let moved = offset(p) + by
        return (0...length).contains(moved) ? IndexedPosition(moved) : nil
    }

    static func position(from p: UITextPosition, in direction: UITextLayoutDirection, offset by: Int, length: Int) -> UITextPosition? {
        switch direction {
        case .right: return position(from: p, offset: by, length: length)
        case .left: return position(from: p, offset: -by, length: length)
        // One line: up goes to the start, down to the end (UIKit's single-line field does).
        case .up: return IndexedPosition(by == 0 ? offset(p) : 0)
        case .down: return IndexedPosition(by == 0 ? offset(p) : length)
        }
    }

    static func compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        let x = offset(a), y = offset(b)
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    static func nsRange(_ r: UITextRange, length: Int) -> NSRange? {
        if let r = r as? IndexedRange {
            return r.range.location + r.range.length <= length ? r.range : nil
        }
        let x = offset(r.start), y = offset(r.end)
        guard (0...length).contains(x), (0...length).contains(y) else { return nil }
        return NSRange(location: min(x, y), length: abs(y - x))
    }
}
