import QuartzCore

/// Selecting a text view's text with the pointer, as iPadOS does with a mouse or trackpad: a
/// press and drag selects from where it began (instead of scrolling: the wheel scrolls), a
/// double click selects the word, a triple click the paragraph. An editable view starts
/// editing; a read-only selectable one selects without a caret. Touches are left to the
/// scroll view and the tap (a finger drags the text, as on iOS).
@MainActor final class TextViewPointerSelection: UIGestureRecognizer {
    private unowned let textView: UITextView
    private var anchor: Int?
    private var start: CGPoint?
    /// The current press selected a word or paragraph by its clicks (the tap that ends it is
    /// not a caret move).
    private(set) var selectedByClicks = false

    init(textView: UITextView) {
        self.textView = textView
        super.init(target: nil, action: nil)
    }

    package override var isContinuous: Bool { true }

    /// Whether a pointer press is in progress here (the scroll view's drag then stands back).
    var tracksPointer: Bool { start != nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        selectedByClicks = false
        guard let touch = touches.first, touch.type == .indirectPointer, numberOfTouches == 1,
              textView.isSelectable || textView.isEditable else { state = .failed; return }
        start = touch.location(in: textView)
        if textView.isEditable, !textView.editing, !textView.becomeFirstResponder() { state = .failed; start = nil; return }
        let at = offset(at: touch)
        selectedByClicks = touch.tapCount >= 2
        switch touch.tapCount {
        case 2: select(wordRange(around: at))
        case 3...: select(paragraphRange(around: at))
        default: anchor = at
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start, let anchor else { return }
        let p = touch.location(in: textView)
        if state == .possible {
            guard hypot(p.x - start.x, p.y - start.y) > 3 else { return }
            state = .began
        } else {
            state = .changed
        }
        let head = offset(at: touch)
        select(NSRange(location: min(anchor, head), length: abs(head - anchor)), anchor: anchor)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed } else { endContinuousGesture() }
    }

    override func reset() {
        start = nil
        anchor = nil
    }

    // MARK: Text positions

    private func offset(at touch: UITouch) -> Int {
        let v = textView
        let layout = v.textLayout(lineWidth: v.lineWidth(forViewWidth: v.bounds.width))
        let p = touch.location(in: v.canvas)
        let o = v.textOrigin
        let inText = CGPoint(x: p.x - o.x, y: min(max(0, p.y - o.y), max(0, layout.size.height - 1)))
        return v.offset(at: inText, in: layout)
    }

    private func select(_ range: NSRange, anchor: Int? = nil) {
        textView.selection = range
        textView.selectionAnchor = anchor ?? range.location
        textView.selectionMoved(tellDelegate: true)
    }

    /// The word (letters, digits and joiners) around UTF-16 offset `i`, else the character.
    private func wordRange(around i: Int) -> NSRange {
        let s = textView.storage.string as NSString
        func isWord(_ k: Int) -> Bool {
            guard k >= 0, k < s.length, let u = Unicode.Scalar(s.character(at: k)) else { return false }
            return CharacterSet.alphanumerics.contains(u) || u == "_" || u == "'"
        }
        var lo = min(i, s.length), hi = lo
        if !isWord(lo), isWord(lo - 1) { lo -= 1; hi = lo }
        guard isWord(lo) else { return NSRange(location: min(i, s.length), length: i < s.length ? 1 : 0) }
        while isWord(lo - 1) { lo -= 1 }
        while isWord(hi) { hi += 1 }
        return NSRange(location: lo, length: hi - lo)
    }

    /// The paragraph (line break to line break) around `i`, without its break.
    private func paragraphRange(around i: Int) -> NSRange {
        let s = textView.storage.string as NSString
        let r = s.paragraphRange(for: NSRange(location: min(i, s.length), length: 0))
        var length = r.length
        while length > 0, let u = Unicode.Scalar(s.character(at: r.location + length - 1)), CharacterSet.newlines.contains(u) { length -= 1 }
        return NSRange(location: r.location, length: length)
    }
}
