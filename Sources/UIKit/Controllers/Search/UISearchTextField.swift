import QuartzCore

/// The text field inside a search bar (Apple: UISearchTextField): a rounded, lightly filled
/// field with a magnifying glass before the text, "Search" as its placeholder, a clear button
/// while editing and the Search return key.
///
/// Absent: tokens.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    private let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))

    // MARK: Tokens

    /// The tokens before the text, in order (Apple, iOS 13). Setting them does not tell the
    /// delegate or send events; the user's Backspace before the text deletes the last one
    /// (`allowsDeletingTokens`), sending `.editingChanged`.
    open var tokens: [UISearchToken] = [] { didSet { showTokens() } }
    /// The chips' colour; nil is the tint colour.
    open var tokenBackgroundColor: UIColor? { didSet { showTokens() } }
    open var allowsDeletingTokens = true
    private var chips: [SearchTokenChip] = []

    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }

    /// Turns the text in `textRange` into `token` at `tokenIndex` (a typed filter becomes a chip).
    open func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        replace(textRange, withText: "")
        insertToken(token, at: tokenIndex)
    }

    /// The text's range, without the tokens (the whole text: tokens are not characters here).
    open var textualRange: UITextRange {
        textRange(from: beginningOfDocument, to: endOfDocument) ?? textRange(from: beginningOfDocument, to: beginningOfDocument)!
    }

    private func showTokens() {
        for c in chips { c.removeFromSuperview() }
        chips = tokens.map { SearchTokenChip(token: $0) }
        for c in chips {
            c.backgroundColor = tokenBackgroundColor ?? tintColor
            addSubview(c)
        }
        setNeedsLayout()
    }

    /// The room the chips take after the glass.
    private var tokensWidth: CGFloat {
        chips.reduce(0) { $0 + $1.sizeThatFits(.zero).width + 4 }
    }

    override var showsPlaceholder: Bool { super.showsPlaceholder && tokens.isEmpty }

    override func deletedBackwardAtStart() {
        guard allowsDeletingTokens, !tokens.isEmpty else { return }
        tokens.removeLast()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if tokenBackgroundColor == nil { for c in chips { c.backgroundColor = tintColor } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        setDefaultBackgroundColor(.tertiarySystemFill)
        layer.cornerRadius = 10
        font = .systemFont(ofSize: 17)
        placeholder = "Search"
        clearButtonMode = .whileEditing
        returnKeyType = .search
        glass.tintColor = .secondaryLabel
        glass.contentMode = .scaleAspectFit
        glass.isUserInteractionEnabled = false
        addSubview(glass)
    }

    /// The text starts after the glass (8 points in, 20 wide, 6 points of space).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = super.textRect(forBounds: bounds)
        let lead = 34 + tokensWidth
        r.origin.x += lead
        r.size.width = max(0, r.size.width - lead - 4)
        return r
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        glass.frame = CGRect(x: 8, y: (bounds.height - 20) / 2, width: 20, height: 20)
        var x: CGFloat = 34
        for c in chips {
            let w = c.sizeThatFits(.zero).width
            c.frame = CGRect(x: x, y: (bounds.height - SearchTokenChip.height) / 2, width: w, height: SearchTokenChip.height)
            x += w + 4
        }
    }
}
