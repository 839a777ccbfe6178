import QuartzCore

/// A single line of editable text (Apple: UITextField). A tap makes it the first responder
/// (asking its delegate), and then typed text goes in at the caret, Backspace deletes the
/// character before it, the Left and Right arrows move it, and Return asks the delegate's
/// `textFieldShouldReturn` and sends `editingDidEndOnExit` (resigning when something listens
/// for it, as UIKit). Each change the user makes is asked of the delegate
/// (`shouldChangeCharactersIn`, UTF-16 ranges) and then sends `editingChanged` and posts
/// `textDidChangeNotification`; setting `text` in code sends nothing. Beginning and ending
/// editing send `editingDidBegin`/`editingDidEnd` with their notifications.
///
/// The text shows in `font` and `textColor`, the placeholder in gray while the text is
/// empty, a blinking caret in the tint colour while editing; text wider than the field
/// scrolls to keep the caret in view. `borderStyle` draws UIKit's borders (`.roundedRect`:
/// a light gray rounded outline, 34 points high with the default font).
///
/// Selecting, as on a desktop keyboard and pointer: Shift with the arrows, Home and End extends
/// the selection from its anchor; a press puts the caret and a drag selects; a double click
/// selects a word, a triple click everything; Ctrl (or Super) with A, C, X and V select all,
/// copy, cut and paste through the general pasteboard (a secure field copies nothing).
/// Typing, pasting and Backspace replace the selection, shown in the tint colour. The
/// selection is `UITextInput`'s `selectedTextRange`, in UTF-16 positions as UIKit's.
///
/// Each edit can be undone through the chain's `undoManager` (Ctrl+Z; Ctrl+Shift+Z redoes), a
/// run of typing or of Backspaces as one step; setting `text` in code forgets them.
///
/// Absent: attributed text, and the on-screen keyboard's traits beyond being stored.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
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
    /// The text (hidden as bullets when secure), or the placeholder while there is none.
    override var defaultAccessibilityValue: String? {
        guard let t = text, !t.isEmpty else { return placeholder }
        return isSecureTextEntry ? String(repeating: "•", count: t.count) : t
    }
    /// Whether the font follows the reader's content size category (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    open weak var delegate: UITextFieldDelegate?

    /// The text; never nil when read (setting nil empties it), as UIKit's.
    open var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            caret = storage.count
            anchor = caret
            // Edits recorded before no longer describe this text.
            editRun = nil
            undoManager?.removeAllActions(withTarget: self)
            textChanged()
        }
    }
    private var storage = ""
    /// The caret's place (the selection's moving end), in characters from the start.
    private var caret = 0
    /// The selection's fixed end; equal to `caret` when nothing is selected.
    private var anchor = 0
    /// The selected characters.
    private var selected: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    /// The kind of the run of edits the last one belonged to (nil: none continues).
    private var editRun: EditKind?
    /// The grey text shown while the field is empty (setting it replaces an attributed one).
    open var placeholder: String? {
        didSet { attributedPlaceholderStorage = nil; styleText() }
    }
    /// The placeholder with attributes of its own (`.foregroundColor`, `.font`, …); reading it
    /// gives the plain placeholder in the field's font and the placeholder colour.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            attributedPlaceholderStorage
                ?? placeholder.map { NSAttributedString(string: $0, attributes: [.font: fontStorage, .foregroundColor: UIColor.placeholderText]) }
        }
        set {
            placeholder = newValue?.string
            attributedPlaceholderStorage = newValue
            styleText()
        }
    }
    private var attributedPlaceholderStorage: NSAttributedString?
    /// The attributed placeholder as drawn: the field's font and the placeholder colour
    /// wherever its own attributes leave them out (as UIKit fills them in).
    private var shownAttributedPlaceholder: NSAttributedString? {
        guard let given = attributedPlaceholderStorage else { return nil }
        let shown = NSMutableAttributedString(string: given.string, attributes: [.font: fontStorage, .foregroundColor: UIColor.placeholderText])
        given.enumerateAttributes(in: NSRange(location: 0, length: given.length)) { attributes, range, _ in
            shown.addAttributes(attributes, range: range)
        }
        return shown
    }
    /// Views at the field's ends (an icon, a button), shown as their modes say; the text runs
    /// between them (`leftViewRect(forBounds:)`, `rightViewRect(forBounds:)`).
    open var leftView: UIView? { didSet { replaceOverlay(oldValue, with: leftView) } }
    open var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { replaceOverlay(oldValue, with: rightView) } }
    open var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }
    open var font: UIFont? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17); styleText() }
    }
    private(set) var fontStorage = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor? { didSet { styleText() } }
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsLayout() } }
    open var borderStyle = BorderStyle.none { didSet { styleBorder(); invalidateIntrinsicContentSize() } }
    open var clearButtonMode = ViewMode.never { didSet { setNeedsLayout() } }
    open var clearsOnBeginEditing = false
    open var isSecureTextEntry = false { didSet { textChanged() } }
    public private(set) var isEditing = false

    // UITextInputTraits, kept for code that sets them (there is no on-screen keyboard).
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var textContentType: UITextContentType?
    open var enablesReturnKeyAutomatically = false

    /// The text's clipping view and its label (the geometry queries measure from them).
    let clip = UIView(), textLabel = UILabel()
    private let placeholderLabel = UILabel(), caretView = CaretView()
    private let selectionView = UIView()
    private let clearButton = UIButton(type: .system)
    /// How far the text is scrolled left to keep the caret in view.
    private var scroll: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpField()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpField()
    }

    private func setUpField() {
        clip.clipsToBounds = true
        clip.isUserInteractionEnabled = false
        selectionView.isHidden = true
        for v in [selectionView, placeholderLabel, textLabel, caretView] as [UIView] { clip.addSubview(v) }
        addSubview(clip)
        clearButton.setTitle("✕", for: .normal)
        clearButton.titleLabel?.font = .systemFont(ofSize: 14)
        clearButton.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        styleText()
        styleBorder()
    }

    // MARK: Look

    private func styleText() {
        textLabel.font = fontStorage
        textLabel.textColor = textColor ?? .label
        if let attributed = shownAttributedPlaceholder {
            placeholderLabel.attributedText = attributed
        } else {
            placeholderLabel.text = placeholder
            placeholderLabel.font = fontStorage
            placeholderLabel.textColor = .placeholderText
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func resolveColorsForInterfaceStyle() { styleBorder() }

    private func styleBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0; layer.cornerRadius = 0
        case .line, .bezel:
            layer.borderWidth = 1; layer.cornerRadius = 0
            layer.borderColor = resolvedColor(.label)
        case .roundedRect:
            layer.borderWidth = 1 / max(1, UIScreen.main.scale); layer.cornerRadius = 5
            layer.borderColor = resolvedColor(.textFieldBorder)
            if backgroundColor == nil { backgroundColor = .textFieldBackground }
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
    }

    var shownText: String { isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage }

    private func textChanged() {
        textLabel.text = shownText
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Geometry (overridable as in UIKit)

    private var inset: CGFloat { borderStyle == .none ? 0 : borderStyle == .roundedRect ? 7 : 3 }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: inset, dy: 0)
        if showsClearButton { r.size.width -= clearButtonRect(forBounds: bounds).width }
        // The text starts after a shown left view and ends before a shown right one.
        if shows(leftView, leftViewMode) { let l = leftViewRect(forBounds: bounds); r.size.width -= max(0, l.maxX - r.minX); r.origin.x = max(r.minX, l.maxX) }
        if shows(rightView, rightViewMode) { r.size.width = max(0, min(r.maxX, rightViewRect(forBounds: bounds).minX) - r.minX) }
        return r
    }

    /// The left view at the field's left edge, centred vertically, at its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: (bounds.midY - s.height / 2).rounded(), width: s.width, height: s.height)
    }

    /// The right view at the field's right edge, centred vertically, at its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - s.width, y: (bounds.midY - s.height / 2).rounded(), width: s.width, height: s.height)
    }

    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if old?.superview === self { old?.removeFromSuperview() }
        if let new {
            // An image view with no size takes its image's, as UIKit sizes an overlay to fit.
            if new.frame.size == .zero { new.sizeToFit() }
            addSubview(new)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button at the right end, left of a shown right view.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let end = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - (borderStyle == .none ? 0 : 4)
        return CGRect(x: end - 24, y: bounds.midY - 10, width: 24, height: 20)
    }

    private var showsClearButton: Bool {
        guard !storage.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    open override var intrinsicContentSize: CGSize {
        let line = ceil(fontStorage.lineHeight)
        let text = (shownText.isEmpty ? (placeholder ?? "") : shownText) as NSString
        var width = ceil(text.size(withAttributes: [.font: fontStorage]).width) + 2 * inset + (caretWidth)
        var height = borderStyle == .roundedRect ? max(34, line + 14) : line + (borderStyle == .none ? 0 : 6)
        for (v, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] where shows(v, mode) {
            width += v!.frame.width
            height = max(height, v!.frame.height)
        }
        return CGSize(width: width, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    let caretWidth: CGFloat = 2

    open override func layoutSubviews() {
        super.layoutSubviews()
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        clip.frame = rect
        let line = ceil(fontStorage.lineHeight)
        let y = (rect.height - line) / 2
        let attributes: [NSAttributedString.Key: Any] = [.font: fontStorage]
        let full = ceil((shownText as NSString).size(withAttributes: attributes).width)
        let beforeCaret = ceil((String(shownText.prefix(caret)) as NSString).size(withAttributes: attributes).width)
        let room = max(0, rect.width - caretWidth)
        // Aligned in the room while it fits; wider, scrolled just enough to show the caret.
        var x: CGFloat
        if full <= room {
            scroll = 0
            switch resolvedAlignment {
            case .center: x = (room - full) / 2
            case .right: x = room - full
            default: x = 0
            }
        } else {
            if beforeCaret - scroll > room { scroll = beforeCaret - room }
            if beforeCaret - scroll < 0 { scroll = beforeCaret }
            scroll = min(max(0, scroll), full - room)
            x = -scroll
        }
        textLabel.frame = CGRect(x: x, y: y, width: full + 1, height: line)
        placeholderLabel.isHidden = !showsPlaceholder
        let placeholderWidth = ceil(shownAttributedPlaceholder?.size().width
                                    ?? ((placeholder ?? "") as NSString).size(withAttributes: attributes).width)
        let px: CGFloat = resolvedAlignment == .center ? (room - placeholderWidth) / 2 : resolvedAlignment == .right ? room - placeholderWidth : 0
        placeholderLabel.frame = CGRect(x: max(0, px), y: y, width: min(room, placeholderWidth + 1), height: line)
        caretView.frame = CGRect(x: x + beforeCaret, y: y, width: caretWidth, height: line)
        caretView.backgroundColor = tintColor
        // A selection shows in the tint colour behind the text, and hides the caret.
        let range = selected
        if isEditing, !range.isEmpty {
            let from = range.lowerBound == caret ? beforeCaret : textWidth(upTo: range.lowerBound)
            let to = range.upperBound == caret ? beforeCaret : textWidth(upTo: range.upperBound)
            selectionView.frame = CGRect(x: x + from, y: y, width: to - from, height: line)
            selectionView.backgroundColor = tintColor.withAlphaComponent(0.25)
            selectionView.isHidden = false
            caretView.isHidden = true
        } else {
            selectionView.isHidden = true
            caretView.isHidden = !isEditing
        }
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
        if let v = leftView { v.isHidden = !shows(v, leftViewMode); v.frame = leftViewRect(forBounds: bounds) }
        if let v = rightView { v.isHidden = !shows(v, rightViewMode); v.frame = rightViewRect(forBounds: bounds) }
    }

    private var resolvedAlignment: NSTextAlignment {
        switch textAlignment {
        case .natural, .justified: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        default: return textAlignment
        }
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    /// Another responder took the window's keys: editing ends without asking the delegate.
    override func resignFirstResponderNotice() -> Bool {
        if isEditing { endEditing() }
        return true
    }

    /// `endEditing(true)`: resigns even if the delegate would keep editing.
    func forceEndEditing() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        _ = super.resignFirstResponder()
        endEditing()
        return true
    }

    private func beginEditing() {
        isEditing = true
        if clearsOnBeginEditing, !storage.isEmpty, delegate?.textFieldShouldClear(self) ?? true { storage = ""; textChanged() }
        caret = storage.count
        anchor = caret
        caretView.isHidden = false
        caretView.startBlinking()
        setNeedsLayout()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    private func endEditing() {
        isEditing = false
        caretView.stopBlinking()
        setNeedsLayout()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    /// Typing restarts the blink so the caret shows while the user types.
    private func caretMoved() {
        if isEditing { caretView.startBlinking() }
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The UTF-16 range of characters `a..<b` of the text.
    private func utf16Range(_ a: Int, _ b: Int) -> NSRange {
        let start = storage.index(storage.startIndex, offsetBy: a), end = storage.index(storage.startIndex, offsetBy: b)
        return NSRange(start..<end, in: storage)
    }

    /// Replaces characters `a..<b` with `string` if the delegate allows it.
    private func replace(_ a: Int, _ b: Int, with string: String, as kind: EditKind = .other) {
        guard delegate?.textField(self, shouldChangeCharactersIn: utf16Range(a, b), replacementString: string) ?? true else { return }
        recordUndo(kind)
        let start = storage.index(storage.startIndex, offsetBy: a), end = storage.index(storage.startIndex, offsetBy: b)
        let before = storage[..<start].count
        storage.replaceSubrange(start..<end, with: string)
        // The caret after the inserted text (counted again: characters may merge with neighbours).
        caret = min(storage.count, before + string.count)
        anchor = caret
        textChanged()
        caretMoved()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    public var hasText: Bool { !storage.isEmpty }

    public func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" {
            returnPressed()
            return
        }
        // A single line: line breaks in pasted or composed text become spaces.
        let line = text.replacingOccurrences(of: "\n", with: " ")
        replace(selected.lowerBound, selected.upperBound, with: line, as: selected.isEmpty && text.count == 1 ? .typing : .other)
    }

    /// The general pasteboard's text replaces the selection (line breaks as spaces).
    open override func paste(_ sender: Any?) {
        guard isEditing, let text = UIPasteboard.general.string else { return }
        insertText(text)
    }

    /// The selected text goes to the general pasteboard (not from a secure field).
    open override func copy(_ sender: Any?) {
        guard isEditing, !isSecureTextEntry, !selected.isEmpty else { return }
        UIPasteboard.general.string = String(storage[characterRange(selected)])
    }

    /// The selected text goes to the general pasteboard and leaves the field.
    open override func cut(_ sender: Any?) {
        guard isEditing, !isSecureTextEntry, !selected.isEmpty else { return }
        copy(sender)
        replace(selected.lowerBound, selected.upperBound, with: "")
    }

    open override func selectAll(_ sender: Any?) {
        guard isEditing else { return }
        select(0, storage.count)
    }

    override func canPerformEditAction(_ action: StandardEditAction) -> Bool {
        guard isEditing else { return false }
        switch action {
        case .paste: return UIPasteboard.general.hasStrings
        case .copy, .cut: return !isSecureTextEntry && !selected.isEmpty
        case .selectAll: return !storage.isEmpty
        }
    }

    public func deleteBackward() {
        guard isEditing else { return }
        if !selected.isEmpty { replace(selected.lowerBound, selected.upperBound, with: ""); return }
        guard caret > 0 else { deletedBackwardAtStart(); return }
        replace(caret - 1, caret, with: "", as: .deleting)
    }

    /// Whether the placeholder shows: while there is no text (nor, in a search field, a token).
    var showsPlaceholder: Bool { storage.isEmpty }

    /// Backspace with the caret at the start and nothing selected (a search field's last
    /// token goes).
    func deletedBackwardAtStart() {}

    // MARK: Undo

    /// What an edit was, for undo: a run of typed characters, or of Backspaces, is undone as one.
    private enum EditKind { case typing, deleting, other }
    /// The text and selection an undo puts back.
    private struct EditState { let text: String, anchor: Int, caret: Int }
    private var editState: EditState { EditState(text: storage, anchor: anchor, caret: caret) }

    /// Before an edit: an undo to the text as it is now goes to the chain's undo manager, unless
    /// the edit continues a run of typing (or of deleting) that one undo already covers.
    private func recordUndo(_ kind: EditKind) {
        defer { editRun = kind == .other ? nil : kind }
        guard kind == .other || kind != editRun else { return }
        registerUndo(restoring: editState)
    }

    /// Registers putting `state` back; doing so registers putting back what it replaced, so
    /// undo and redo alternate.
    private func registerUndo(restoring state: EditState) {
        undoManager?.registerUndo(withTarget: self) { field in
            let now = field.editState
            field.restore(state)
            field.registerUndo(restoring: now)
        }
    }

    private func restore(_ state: EditState) {
        storage = state.text
        anchor = min(state.anchor, storage.count)
        caret = min(state.caret, storage.count)
        editRun = nil
        textChanged()
        caretMoved()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Selects characters from `anchor` to `head` (the caret), telling the delegate.
    private func select(_ anchor: Int, _ head: Int) {
        self.anchor = min(max(0, anchor), storage.count)
        caret = min(max(0, head), storage.count)
        editRun = nil
        caretMoved()
    }

    private func characterRange(_ r: Range<Int>) -> Range<String.Index> {
        storage.index(storage.startIndex, offsetBy: r.lowerBound)..<storage.index(storage.startIndex, offsetBy: r.upperBound)
    }

    /// The shown text's width before character `i`.
    func textWidth(upTo i: Int) -> CGFloat {
        ceil((String(shownText.prefix(i)) as NSString).size(withAttributes: [.font: fontStorage]).width)
    }

    /// The word around character `i` (letters and digits), or the character itself.
    private func wordRange(around i: Int) -> Range<Int> {
        let chars = Array(storage)
        guard !chars.isEmpty else { return 0..<0 }
        let at = min(i, chars.count - 1)
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        guard isWord(chars[at]) else { return at..<at + 1 }
        var lo = at, hi = at + 1
        while lo > 0, isWord(chars[lo - 1]) { lo -= 1 }
        while hi < chars.count, isWord(chars[hi]) { hi += 1 }
        return lo..<hi
    }

    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let listens = !allControlEvents.intersection(.editingDidEndOnExit).isEmpty
        sendActions(for: .editingDidEndOnExit)
        if listens { resignFirstResponder() }
    }

    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        replace(0, storage.count, with: "")
    }

    /// Left and Right move the caret a character (or to the selection's end it is on), Home
    /// and Up to the start, End and Down to the end; with Shift they move the selection's
    /// moving end instead.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing else { return super.pressesBegan(presses, with: event) }
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            let extend = key.modifierFlags.contains(.shift)
            let range = selected
            let target: Int
            switch key.keyCode {
            case .keyboardLeftArrow: target = !extend && !range.isEmpty ? range.lowerBound : max(0, caret - 1)
            case .keyboardRightArrow: target = !extend && !range.isEmpty ? range.upperBound : min(storage.count, caret + 1)
            case .keyboardHome, .keyboardUpArrow: target = 0
            case .keyboardEnd, .keyboardDownArrow: target = storage.count
            default: continue
            }
            caret = target
            if !extend { anchor = target }
            editRun = nil
            handled = true
        }
        if handled { caretMoved() } else { super.pressesBegan(presses, with: event) }
    }

    // MARK: Touches

    /// A tap inside begins editing. While editing, a press puts the caret at the nearest
    /// character and a drag from it selects; a double press selects the word, a triple one
    /// everything.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard isEditing else { return true }
        let i = characterIndex(at: touch)
        switch touch.tapCount {
        case 2: let w = wordRange(around: i); select(w.lowerBound, w.upperBound)
        case 3...: select(0, storage.count)
        default: select(i, i)
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard isEditing, touch.tapCount <= 1 else { return true }
        let i = characterIndex(at: touch)
        if i != caret { select(anchor, i) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)), !isEditing else { return }
        becomeFirstResponder()
    }

    /// The character boundary nearest the touch.
    private func characterIndex(at touch: UITouch) -> Int {
        let x = touch.location(in: clip).x - textLabel.frame.minX
        var best = 0, bestDistance = CGFloat.greatestFiniteMagnitude
        for i in 0...shownText.count {
            let w = textWidth(upTo: i)
            if abs(w - x) < bestDistance { bestDistance = abs(w - x); best = i }
        }
        return best
    }

    // MARK: UITextInput (UTF-16 positions, as UIKit's)

    private var utf16Length: Int { storage.utf16.count }

    /// The UTF-16 offset of character `i`.
    func utf16Offset(ofCharacter i: Int) -> Int {
        storage.utf16.distance(from: storage.utf16.startIndex, to: storage.index(storage.startIndex, offsetBy: i))
    }

    /// The character at or after UTF-16 offset `o` (an offset inside a character rounds up).
    func characterIndex(ofUTF16 o: Int) -> Int {
        var units = 0, characters = 0
        for ch in storage {
            if units >= o { return characters }
            units += ch.utf16.count
            characters += 1
        }
        return characters
    }

    /// The selection while editing (nil otherwise, as UIKit's); setting it moves the caret or
    /// selects, telling the delegate.
    open var selectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            let r = selected
            let lo = utf16Offset(ofCharacter: r.lowerBound), hi = utf16Offset(ofCharacter: r.upperBound)
            return IndexedRange(NSRange(location: lo, length: hi - lo))
        }
        set {
            guard isEditing, let newValue, let r = TextPositions.nsRange(newValue, length: utf16Length) else { return }
            select(characterIndex(ofUTF16: r.location), characterIndex(ofUTF16: r.location + r.length))
        }
    }
    public var markedTextRange: UITextRange? { nil }
    public var beginningOfDocument: UITextPosition { IndexedPosition(0) }
    public var endOfDocument: UITextPosition { IndexedPosition(utf16Length) }

    public func text(in range: UITextRange) -> String? {
        guard let r = TextPositions.nsRange(range, length: utf16Length), let sub = Range(r, in: storage) else { return nil }
        return String(storage[sub])
    }

    /// Replaces the text in `range` as the user's typing would (the delegate is not asked),
    /// the caret after the new text.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let r = TextPositions.nsRange(range, length: utf16Length) else { return }
        recordUndo(.other)
        let a = characterIndex(ofUTF16: r.location), b = characterIndex(ofUTF16: r.location + r.length)
        let start = storage.index(storage.startIndex, offsetBy: a), end = storage.index(storage.startIndex, offsetBy: b)
        storage.replaceSubrange(start..<end, with: text.replacingOccurrences(of: "\n", with: " "))
        caret = min(storage.count, a + text.count)
        anchor = caret
        textChanged()
        caretMoved()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextPositions.range(from: fromPosition, to: toPosition, length: utf16Length)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, offset: offset, length: utf16Length)
    }

    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        TextPositions.position(from: position, in: direction, offset: offset, length: utf16Length)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextPositions.compare(position, other)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        TextPositions.offset(toPosition) - TextPositions.offset(from)
    }
}

/// The keyboard a text field asks for (Apple: UIKeyboardType); Lamina reads the desktop's
/// keyboard, so it is kept and not acted on.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = Self(rawValue: "username"), password = Self(rawValue: "password")
    public static let newPassword = Self(rawValue: "new-password"), oneTimeCode = Self(rawValue: "one-time-code")
    public static let emailAddress = Self(rawValue: "email"), name = Self(rawValue: "name")
    public static let telephoneNumber = Self(rawValue: "tel"), URL = Self(rawValue: "url")
}
