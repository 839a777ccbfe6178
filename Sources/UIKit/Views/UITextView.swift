import QuartzCore

/// Scrollable, multi-line, editable text (Apple: UITextView, a UIScrollView). The text —
/// plain in `font` and `textColor` (12-point system text and the label colour unless set), or
/// attributed with its own runs — wraps at the view's width less `textContainerInset` and the
/// container's `lineFragmentPadding`, and the content size follows its height. With
/// `isScrollEnabled` false the view sizes itself to its text instead (its intrinsic height at
/// the width Auto Layout gives it: the self-sizing text view of forms and cells).
///
/// Editing, as UIKit's on a hardware keyboard: a tap makes an editable view the first
/// responder (asking `textViewShouldBeginEditing`) with the caret at the tapped character;
/// typed text replaces `selectedRange` (asking `textView(_:shouldChangeTextIn:replacementText:)`,
/// UTF-16 ranges) in `typingAttributes`; Return types a line break; Backspace deletes the
/// selection or the character before the caret; the arrows move the caret by character and
/// by line, Home and End to the text's ends, and with Shift each extends the selection from
/// where it began. Each change calls `textViewDidChangeSelection` and then `textViewDidChange` and posts `textDidChangeNotification`;
/// setting `text` in code sends nothing. The caret blinks in the tint colour and is kept in
/// view; a selected range (set in code) shows in the tint colour and typing replaces it.
///
/// Ctrl (or Super) with A, C, X and V select all, copy, cut and paste through the general
/// pasteboard. The selection is also `UITextInput`'s `selectedTextRange` (UTF-16 positions).
///
/// Each edit can be undone through the chain's `undoManager` (Ctrl+Z; Ctrl+Shift+Z redoes), a
/// run of typing or of Backspaces as one step; setting the text in code forgets them.
///
/// Absent: selecting with the pointer, data detectors, and TextKit's layout manager.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// Shown in place of the keyboard while editing (a picker, say), docked at the window's
    /// bottom; settable, as on UIKit's text views and fields.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?
    /// Whether the font follows the reader's content size category (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// Set with `delegate`: the same object when it is a text view delegate.
    package private(set) weak var textViewDelegate: UITextViewDelegate?
    /// A `UITextViewDelegate` (Swift keeps the scroll view's type: see the README's differences).
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { textViewDelegate = delegate as? UITextViewDelegate }
    }

    var storage = NSMutableAttributedString(string: "")

    /// The text; never nil when read (setting nil empties it). Setting it puts the caret at the end.
    open var text: String! {
        get { storage.string }
        set { replaceStorage(NSAttributedString(string: newValue ?? "", attributes: baseAttributes)) }
    }

    /// The text with its attributes; runs without a font or colour take the view's.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: storage) }
        set { replaceStorage(newValue ?? NSAttributedString(string: "")) }
    }

    /// The font of all the text (setting it restyles every run, as UIKit does).
    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? Self.defaultFont
            if storage.length > 0 { storage.addAttribute(.font, value: fontStorage, range: NSRange(location: 0, length: storage.length)) }
            textDidChangeShape()
        }
    }
    private static let defaultFont = UIFont.systemFont(ofSize: 12)
    private var fontStorage = UITextView.defaultFont

    /// The colour of all the text; nil draws in the label colour.
    open var textColor: UIColor? {
        didSet {
            if let textColor, storage.length > 0 {
                storage.addAttribute(.foregroundColor, value: textColor, range: NSRange(location: 0, length: storage.length))
            }
            canvas.setNeedsDisplay()
        }
    }
    open var textAlignment = NSTextAlignment.natural { didSet { textDidChangeShape() } }

    open var isEditable = true { didSet { if !isEditable, editing { _ = forceEndEditing() }; if !dataDetectorTypes.isEmpty { textDidChangeShape() } } }
    /// What a text view that is not editable shows and opens as links (`UIDataDetectorTypes`).
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { if dataDetectorTypes != oldValue { textDidChangeShape() } } }
    open var isSelectable = true
    /// How `.link` ranges are drawn (nil or unset: in the tint colour, as UIKit's default). A
    /// tap on a link of a selectable text view that is not editable opens it, unless the
    /// delegate's `textView(_:shouldInteractWith:in:interaction:)` says no.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { linkAttributesStorage ?? [.foregroundColor: tintColor ?? UIColor.link] }
        set { linkAttributesStorage = newValue; textDidChangeShape() }
    }
    private var linkAttributesStorage: [NSAttributedString.Key: Any]?
    /// The space between the view's edges and its text container (UIKit's default: 8 above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChangeShape() } }
    public let textContainer: NSTextContainer
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false

    // UITextInputTraits, kept for code that sets them (there is no on-screen keyboard).
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var textContentType: UITextContentType?

    /// The selection in UTF-16 offsets of the text; length 0 is the caret.
    open var selectedRange: NSRange {
        get { selection }
        set {
            let n = storage.length
            let lo = min(max(0, newValue.location), n)
            let hi = min(max(lo, newValue.location + max(0, newValue.length)), n)
            selection = NSRange(location: lo, length: hi - lo)
            selectionAnchor = nil
            selectionMoved(tellDelegate: false)
        }
    }
    var selection = NSRange(location: 0, length: 0)
    /// Where a selection made with Shift began (nil: the selection was set some other way).
    var selectionAnchor: Int?
    /// The kind of the run of edits the last one belonged to (nil: none continues).
    private var editRun: EditKind?

    /// What typed text is styled with: set in code, or the attributes of the character before the caret.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            if let typingStorage { return typingStorage }
            let at = selection.location > 0 ? selection.location - 1 : 0
            return at < storage.length ? storage.attributes(at: at, effectiveRange: nil) : baseAttributes
        }
        set { typingStorage = newValue }
    }
    private var typingStorage: [NSAttributedString.Key: Any]?

    var editing = false
    let canvas = TextViewCanvas()
    private let caretView = CaretView()
    /// Selecting with the pointer (TextViewPointerSelection.swift).
    lazy var pointerSelection = TextViewPointerSelection(textView: self)
    private var cachedLayout: (width: CGFloat, layout: TextLayout)?
    /// The text with the links its data detectors found (nil: not worked out since a change).
    private var detectedStorage: NSAttributedString?

    /// The text as shown and tapped: the stored text, with the data detectors' links when
    /// the view is not editable.
    var linkedStorage: NSAttributedString {
        guard !isEditable, !dataDetectorTypes.isEmpty, storage.length > 0 else { return storage }
        if let detectedStorage { return detectedStorage }
        let linked = NSMutableAttributedString(attributedString: storage)
        for m in DataDetector.matches(in: storage.string, types: dataDetectorTypes)
        where linked.attribute(.link, at: m.range.location, effectiveRange: nil) == nil {
            linked.addAttribute(.link, value: m.url, range: m.range)
        }
        detectedStorage = linked
        return linked
    }
    private var revealsCaret = false

    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: CGSize(width: frame.width, height: .greatestFiniteMagnitude))
        super.init(frame: frame)
        setUpTextView()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        textContainer.textView = self
        textContainer.widthTracksTextView = true
        if backgroundColor == nil { backgroundColor = .systemBackground }
        alwaysBounceVertical = false
        canvas.owner = self
        canvas.isUserInteractionEnabled = false
        canvas.contentMode = .redraw
        canvas.isOpaque = false
        canvas.addSubview(caretView)
        addSubview(canvas)
        let tap = UITapGestureRecognizer(target: self) { [weak self] g in self?.tapped(g) }
        addGestureRecognizer(tap)
        addGestureRecognizer(pointerSelection)
    }

    // MARK: Text storage

    private var baseAttributes: [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [.font: fontStorage]
        if let textColor { a[.foregroundColor] = textColor }
        return a
    }

    private func replaceStorage(_ s: NSAttributedString) {
        storage = NSMutableAttributedString(attributedString: s)
        selection = NSRange(location: storage.length, length: 0)
        // Edits recorded before no longer describe this text.
        editRun = nil
        undoManager?.removeAllActions(withTarget: self)
        typingStorage = nil
        textDidChangeShape()
        if editing { caretMoved() }
    }

    /// The laid-out text holds its colours resolved: made again in the new appearance.
    override func resolveColorsForInterfaceStyle() {
        super.resolveColorsForInterfaceStyle()
        cachedLayout = nil
        canvas.setNeedsDisplay()
    }

    private func textDidChangeShape() {
        cachedLayout = nil
        detectedStorage = nil
        invalidateIntrinsicContentSize()
        canvas.setNeedsDisplay()
        setNeedsLayout()
    }

    func textContainerDidChange() { textDidChangeShape() }

    /// UTF-16 offset ↔ string index and UTF-8 byte offset (Pango's).
    private func index(_ utf16: Int) -> String.Index {
        let s = storage.string
        return String.Index(utf16Offset: min(max(0, utf16), s.utf16.count), in: s)
    }
    func utf8Offset(_ utf16: Int) -> Int {
        let s = storage.string
        return s.utf8.distance(from: s.startIndex, to: index(utf16))
    }
    func utf16Offset(utf8 bytes: Int) -> Int {
        let s = storage.string
        let i = s.utf8.index(s.startIndex, offsetBy: min(max(0, bytes), s.utf8.count))
        return i.utf16Offset(in: s)
    }

    // MARK: Layout of the text

    /// The width lines wrap at, for a view `width` wide.
    func lineWidth(forViewWidth width: CGFloat) -> CGFloat {
        let container = textContainer.widthTracksTextView || textContainer.size.width <= 0
            ? width - textContainerInset.left - textContainerInset.right : textContainer.size.width
        return max(1, container - 2 * textContainer.lineFragmentPadding)
    }

    /// Where the text's top-left sits in the content.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    func textLayout(lineWidth w: CGFloat) -> TextLayout {
        if let cachedLayout, cachedLayout.width == w { return cachedLayout.layout }
        let layout = makeLayout(lineWidth: w)
        cachedLayout = (w, layout)
        return layout
    }

    private func makeLayout(lineWidth w: CGFloat) -> TextLayout {
        let base = TextStyle(fontName: fontStorage.fontName, fontSize: fontStorage.pointSize, color: (textColor ?? .label).cgColor)
        let shown = linkedStorage.stylingLinks(with: linkTextAttributes)
        let runs = storage.length > 0 ? AttributedRun.runs(of: shown, base: base).map { ($0.range, $0.style) } : []
        let paragraphStyle = storage.firstParagraphStyle
        return TextLayout(text: storage.string, style: base, runs: runs, width: w, height: .infinity, wrapped: true,
                          truncation: .none, alignment: (paragraphStyle?.alignment ?? textAlignment).layoutAlignment,
                          quantizeGlyphPositions: false, maxLines: textContainer.maximumNumberOfLines,
                          paragraph: TextLayout.Paragraph(paragraphStyle))
    }

    /// The text's height and the view size that shows all of it at `width`.
    private func fittingSize(viewWidth width: CGFloat) -> CGSize {
        let layout = textLayout(lineWidth: lineWidth(forViewWidth: width))
        let pad = 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right
        let size = layout.size
        return CGSize(width: (size.width + pad).rounded(.up),
                      height: (size.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// Scrolling: no size of its own. Not scrolling: the text's size, wrapped at the width Auto
    /// Layout gave the view (UIKit measures it again after the first solve).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let hint = layoutNode?.widthHint ?? (bounds.width > 0 ? bounds.width : 1e6)
        return fittingSize(viewWidth: hint)
    }
    package override var intrinsicWidthIsHeightDependent: Bool { !isScrollEnabled }

    open override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }

    /// The size that shows all the text within `size.width` (the given width, the text's height).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < 1e6 ? size.width : 1e6
        let fit = fittingSize(viewWidth: width)
        return CGSize(width: width < 1e6 ? width : fit.width, height: fit.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = textLayout(lineWidth: lineWidth(forViewWidth: bounds.width))
        let height = (layout.size.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
        let content = CGSize(width: bounds.width, height: max(height, 0))
        if contentSize != content { contentSize = content }
        let canvasFrame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: max(height, bounds.height)))
        if canvas.frame != canvasFrame { canvas.frame = canvasFrame }
        placeCaret(layout)
        if revealsCaret {
            revealsCaret = false
            if isScrollEnabled { scrollRectToVisible(revealed(caretView.frame), animated: false) }
        }
    }

    /// The caret's frame in the content, at the end of the selection.
    private func placeCaret(_ layout: TextLayout) {
        let r = layout.caretRect(utf8Offset: utf8Offset(selection.location + selection.length))
        let o = textOrigin
        caretView.frame = CGRect(x: o.x + r.minX - 1, y: o.y + r.minY, width: 2, height: r.height)
        caretView.backgroundColor = tintColor
        caretView.isHidden = !editing || selection.length > 0
    }

    /// Draws the selection (in the tint colour, lightly) and then the text.
    fileprivate func drawText(in ctx: CGContext) {
        let layout = textLayout(lineWidth: lineWidth(forViewWidth: bounds.width))
        let o = textOrigin
        if selection.length > 0 {
            ctx.setFillColor(tintColor.withAlphaComponent(0.2).cgColor)
            for r in selectionRects(layout) { ctx.fill(r.offsetBy(dx: o.x, dy: o.y)) }
        }
        ctx.draw(layout, at: o, color: (textColor ?? .label).cgColor)
    }

    /// One rectangle per line the selection covers, from the text's top-left.
    private func selectionRects(_ layout: TextLayout) -> [CGRect] { lineRects(of: selection, in: layout) }

    /// One rectangle per line a range (UTF-16) covers, from the text's top-left.
    func lineRects(of range: NSRange, in layout: TextLayout) -> [CGRect] {
        let lo = utf8Offset(range.location), hi = utf8Offset(range.location + range.length)
        var rects: [CGRect] = []
        for line in layout.lines where line.bytes.upperBound >= lo && line.bytes.lowerBound <= hi {
            let a = layout.caretRect(utf8Offset: max(lo, line.bytes.lowerBound))
            let b = layout.caretRect(utf8Offset: min(hi, line.bytes.upperBound))
            let x0 = min(a.minX, b.minX), x1 = max(a.minX, b.minX)
            if x1 > x0 { rects.append(CGRect(x: x0, y: a.minY, width: x1 - x0, height: a.height)) }
        }
        return rects
    }

    /// Scrolls the least distance that shows the caret at `range`'s start.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let layout = textLayout(lineWidth: lineWidth(forViewWidth: bounds.width))
        let r = layout.caretRect(utf8Offset: utf8Offset(range.location))
        scrollRectToVisible(revealed(r.offsetBy(dx: textOrigin.x, dy: textOrigin.y)), animated: false)
    }

    /// A caret shown with the container's insets above and below it (the first line shows its top inset).
    private func revealed(_ caret: CGRect) -> CGRect {
        CGRect(x: caret.minX, y: caret.minY - textContainerInset.top, width: caret.width,
               height: caret.height + textContainerInset.top + textContainerInset.bottom)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
        // Links take the tint unless their attributes say otherwise.
        if linkAttributesStorage == nil, linkedStorage.hasLinks { cachedLayout = nil }
        canvas.setNeedsDisplay()
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if editing { return true }
        guard isEditable, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        editing = true
        caretMoved()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard editing else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    /// Another responder took the window's keys: editing ends without asking the delegate.
    override func resignFirstResponderNotice() -> Bool {
        if editing { endEditing() }
        return true
    }

    /// `endEditing(true)`: resigns even if the delegate would keep editing.
    func forceEndEditing() -> Bool {
        guard editing else { return super.resignFirstResponder() }
        _ = super.resignFirstResponder()
        endEditing()
        return true
    }

    private func endEditing() {
        editing = false
        caretView.stopBlinking()
        setNeedsLayout()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// The caret shows half a second and hides half a second; typing restarts it shown.
    private func caretMoved() {
        if editing { caretView.startBlinking() }
        revealsCaret = true
        setNeedsLayout()
    }

    func selectionMoved(tellDelegate: Bool) {
        typingStorage = nil
        editRun = nil
        canvas.setNeedsDisplay()
        caretMoved()
        if tellDelegate { textViewDelegate?.textViewDidChangeSelection(self) }
    }

    /// Replaces `range` (UTF-16) with `string` in the typing attributes, if the delegate allows it.
    private func replace(_ range: NSRange, with string: String, as kind: EditKind = .other) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        recordUndo(kind)
        let attributes = typingAttributes
        storage.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
        typingStorage = nil
        textDidChangeShape()
        caretMoved()
        // UIKit's order for a keystroke: the selection moved, then the text changed.
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    public var hasText: Bool { storage.length > 0 }

    // MARK: Standard edit actions, with the general pasteboard

    /// The selected text goes to the general pasteboard.
    open override func copy(_ sender: Any?) {
        guard selection.length > 0 else { return }
        UIPasteboard.general.string = storage.attributedSubstring(from: selection).string
    }

    /// The selected text goes to the general pasteboard and leaves the text.
    open override func cut(_ sender: Any?) {
        guard editing, selection.length > 0 else { return }
        copy(sender)
        replace(selection, with: "")
    }

    /// The pasteboard's text replaces the selection (or goes in at the caret).
    open override func paste(_ sender: Any?) {
        guard editing, let text = UIPasteboard.general.string else { return }
        replace(selection, with: text)
    }

    open override func selectAll(_ sender: Any?) {
        guard isSelectable || isEditable else { return }
        selection = NSRange(location: 0, length: storage.length)
        selectionMoved(tellDelegate: true)
    }

    override func canPerformEditAction(_ action: StandardEditAction) -> Bool {
        switch action {
        case .copy: return selection.length > 0
        case .cut: return editing && selection.length > 0
        case .paste: return editing && UIPasteboard.general.hasStrings
        case .selectAll: return (isSelectable || isEditable) && storage.length > 0
        }
    }

    public func insertText(_ text: String) {
        guard editing else { return }
        replace(selection, with: text, as: selection.length == 0 && text.count == 1 ? .typing : .other)
    }

    public func deleteBackward() {
        guard editing else { return }
        if selection.length > 0 { replace(selection, with: ""); return }
        guard selection.location > 0 else { return }
        let s = storage.string
        let end = index(selection.location)
        let start = s.index(before: end)
        replace(NSRange(start..<end, in: s), with: "", as: .deleting)
    }

    /// The arrows: Left and Right by character (collapsing a selection to its side), Up and
    /// Down to the nearest place on the line above or below.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard editing else { return super.pressesBegan(presses, with: event) }
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.modifierFlags.contains(.shift) {
                let head = selectionHead
                switch key.keyCode {
                case .keyboardLeftArrow: extendSelection(to: step(-1, from: head)); handled = true
                case .keyboardRightArrow: extendSelection(to: step(1, from: head)); handled = true
                case .keyboardUpArrow: extendSelection(to: lineStep(up: true, from: head)); handled = true
                case .keyboardDownArrow: extendSelection(to: lineStep(up: false, from: head)); handled = true
                case .keyboardHome: extendSelection(to: 0); handled = true
                case .keyboardEnd: extendSelection(to: storage.length); handled = true
                default: break
                }
                continue
            }
            switch key.keyCode {
            case .keyboardLeftArrow: moveCaret(to: selection.length > 0 ? selection.location : step(-1)); handled = true
            case .keyboardRightArrow: moveCaret(to: selection.length > 0 ? selection.location + selection.length : step(1)); handled = true
            case .keyboardUpArrow: moveCaret(to: lineStep(up: true)); handled = true
            case .keyboardDownArrow: moveCaret(to: lineStep(up: false)); handled = true
            case .keyboardHome: moveCaret(to: 0); handled = true
            case .keyboardEnd: moveCaret(to: storage.length); handled = true
            default: break
            }
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }

    private func moveCaret(to utf16: Int) {
        selection = NSRange(location: utf16, length: 0)
        selectionAnchor = utf16
        selectionMoved(tellDelegate: true)
    }

    /// Shift with a key: the selection runs from where it began to `head`.
    private func extendSelection(to head: Int) {
        // A caret is where a new selection begins; a selection keeps the end it began at.
        let anchor = selection.length == 0 ? selection.location : selectionAnchor ?? selection.location
        selectionAnchor = anchor
        selection = NSRange(location: min(anchor, head), length: abs(head - anchor))
        selectionMoved(tellDelegate: true)
    }

    /// The selection's moving end: the one away from where it began.
    private var selectionHead: Int {
        guard let anchor = selectionAnchor, selection.length > 0 else { return selection.location + selection.length }
        return anchor == selection.location ? selection.location + selection.length : selection.location
    }

    /// The caret a character before or after `from` (UTF-16 offset; the caret by default).
    private func step(_ direction: Int, from: Int? = nil) -> Int {
        let s = storage.string
        let i = index(from ?? selection.location)
        if direction < 0 { return i == s.startIndex ? 0 : s.index(before: i).utf16Offset(in: s) }
        return i == s.endIndex ? storage.length : s.index(after: i).utf16Offset(in: s)
    }

    /// The offset nearest the caret's x (or `from`'s) on the line above or below (the text's
    /// ends past the first or last line).
    private func lineStep(up: Bool, from: Int? = nil) -> Int {
        let layout = textLayout(lineWidth: lineWidth(forViewWidth: bounds.width))
        let r = layout.caretRect(utf8Offset: utf8Offset(from ?? selection.location + selection.length))
        let y = up ? r.minY - r.height / 2 : r.maxY + r.height / 2
        if y < 0 { return 0 }
        if y > layout.size.height { return storage.length }
        return offset(at: CGPoint(x: r.minX, y: y), in: layout)
    }

    /// The caret offset (UTF-16) nearest a point of the text.
    func offset(at p: CGPoint, in layout: TextLayout) -> Int {
        let hit = layout.caretOffset(at: p)
        var at = utf16Offset(utf8: hit.utf8Offset)
        if hit.trailing {
            let s = storage.string
            let i = index(at)
            if i < s.endIndex { at = s.index(after: i).utf16Offset(in: s) }
        }
        return at
    }

    /// The scroll view's drag stands back while the pointer selects text.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, pointerSelection.tracksPointer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A tap begins editing (or, while editing, moves the caret) at the tapped character.
    private func tapped(_ g: UIGestureRecognizer) {
        guard g.state == .ended, isSelectable || isEditable else { return }
        // A double or triple click selected a word or a paragraph: the tap is not a caret move.
        if pointerSelection.selectedByClicks { return }
        let layout = textLayout(lineWidth: lineWidth(forViewWidth: bounds.width))
        let p = g.location(in: canvas)
        let o = textOrigin
        let inText = CGPoint(x: p.x - o.x, y: min(max(0, p.y - o.y), max(0, layout.size.height - 1)))
        let at = offset(at: inText, in: layout)
        guard isEditable else {
            openLink(at: utf16Offset(utf8: layout.caretOffset(at: inText).utf8Offset))
            return
        }
        if !editing {
            guard becomeFirstResponder() else { return }
        }
        moveCaret(to: at)
    }
}

extension UITextView {
    /// A tap on a link: the delegate is asked, then the URL opened.
    fileprivate func openLink(at i: Int) {
        guard isSelectable, let link = linkedStorage.link(at: i) else { return }
        guard textViewDelegate?.textView(self, shouldInteractWith: link.url, in: link.range, interaction: .invokeDefaultAction) ?? true else { return }
        UIApplication.shared.open(link.url)
    }
}

/// The view a text view draws its text in, as tall as the text.
final class TextViewCanvas: UIView {
    weak var owner: UITextView?

    override func draw(_ rect: CGRect) {
        guard let owner, let ctx = UIGraphicsGetCurrentContext() else { return }
        owner.drawText(in: ctx)
    }
}

// MARK: UITextInput (UTF-16 positions, as UIKit's)

extension UITextView {
    /// The selection; setting it selects (or puts the caret), telling the delegate.
    public var selectedTextRange: UITextRange? {
        get { IndexedRange(selectedRange) }
        set {
            guard let newValue, let r = TextPositions.nsRange(newValue, length: textStorageLength) else { return }
            selectedRange = r
            textViewDelegate?.textViewDidChangeSelection(self)
        }
    }
    public var markedTextRange: UITextRange? { nil }
    public var beginningOfDocument: UITextPosition { IndexedPosition(0) }
    public var endOfDocument: UITextPosition { IndexedPosition(textStorageLength) }

    private var textStorageLength: Int { storage.length }

    public func text(in range: UITextRange) -> String? {
        guard let r = TextPositions.nsRange(range, length: textStorageLength) else { return nil }
        return (storage.string as NSString).substring(with: r)
    }

    /// Replaces the text in `range` as typing would (in the typing attributes; the delegate
    /// is not asked), the caret after the new text.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let r = TextPositions.nsRange(range, length: textStorageLength) else { return }
        recordUndo(.other)
        storage.replaceCharacters(in: r, with: NSAttributedString(string: text, attributes: typingAttributes))
        selection = NSRange(location: r.location + text.utf16.count, length: 0)
        selectionAnchor = nil
        typingStorage = nil
        textDidChangeShape()
        caretMoved()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Left and right by characters (UTF-16 units), up and down by lines.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .left, .right:
            return TextPositions.position(from: position, in: direction, offset: offset, length: textStorageLength)
        case .up, .down:
            var at = TextPositions.offset(position)
            guard (0...textStorageLength).contains(at) else { return nil }
            for _ in 0..<max(0, offset) { at = lineStep(up: direction == .up, from: at) }
            return IndexedPosition(at)
        }
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions.range(from: fromPosition, to: toPosition, length: textStorageLength)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, length: textStorageLength)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextPositions.compare(position, other)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        TextPositions.offset(toPosition) - TextPositions.offset(from)
    }
}

// MARK: Undo

extension UITextView {
    /// What an edit was, for undo: a run of typed characters, or of Backspaces, is undone as one.
    enum EditKind { case typing, deleting, other }

    /// Before an edit: an undo to the text and selection as they are now goes to the chain's
    /// undo manager, unless the edit continues a run that one undo already covers.
    private func recordUndo(_ kind: EditKind) {
        defer { editRun = kind == .other ? nil : kind }
        guard kind == .other || kind != editRun else { return }
        registerUndo(restoring: NSAttributedString(attributedString: storage), selection)
    }

    /// Registers putting the text and selection back; doing so registers putting back what
    /// they replaced, so undo and redo alternate.
    private func registerUndo(restoring text: NSAttributedString, _ selected: NSRange) {
        undoManager?.registerUndo(withTarget: self) { view in
            let now = (NSAttributedString(attributedString: view.storage), view.selection)
            view.restore(text, selected)
            view.registerUndo(restoring: now.0, now.1)
        }
    }

    private func restore(_ text: NSAttributedString, _ selected: NSRange) {
        storage = NSMutableAttributedString(attributedString: text)
        selection = NSRange(location: min(selected.location, storage.length), length: min(selected.length, max(0, storage.length - selected.location)))
        selectionAnchor = nil
        typingStorage = nil
        textDidChangeShape()
        caretMoved()
        editRun = nil
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}
