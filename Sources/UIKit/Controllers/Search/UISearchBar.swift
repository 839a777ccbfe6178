import QuartzCore

/// A search field in a bar (Apple: UISearchBar), 56 points high on its own (52 in a
/// navigation bar): a `UISearchTextField` across it and, with `showsCancelButton`, a Cancel
/// button at its trailing end. What the user does in the field reaches the delegate in
/// UIKit's terms: beginning and ending editing (asked first), each change as
/// `searchBar(_:textDidChange:)` (asked first with UTF-16 ranges), Return as
/// `searchBarSearchButtonClicked`, Cancel as `searchBarCancelButtonClicked`. A search
/// controller's bar also drives the controller (activation, results updates, Cancel).
///
/// Absent: scope buttons, the bookmark and results-list buttons, prompts and background images.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How the bar's background shows (Apple: UISearchBar.Style).
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    open weak var delegate: UISearchBarDelegate?
    /// The controller whose bar this is: told of editing, changes and Cancel.
    weak var searchController: UISearchController?

    public let searchTextField = UISearchTextField()

    /// The field's text ("" when empty).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// nil shows the field's own placeholder, "Search".
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search" }
    }
    open var showsCancelButton = false { didSet { cancelButton.isHidden = !showsCancelButton; setNeedsLayout() } }
    open var searchBarStyle = Style.default { didSet { styleBackground() } }
    /// The bar's background colour (`.default` style); nil is the system's bar colour.
    open var barTintColor: UIColor? { didSet { styleBackground() } }
    open var isTranslucent = true

    // UITextInputTraits, passed to the field.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue }
    }

    private let cancelButton = UIButton(type: .system)
    private let relay = SearchFieldRelay()
    /// Inside a navigation bar the bar has no background of its own and is 52 points high.
    var isInNavigationBar = false { didSet { styleBackground(); invalidateIntrinsicContentSize() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    public convenience init() { self.init(frame: .zero) }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
    }

    private func setUpSearchBar() {
        relay.bar = self
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        styleBackground()
    }

    private func styleBackground() {
        if isInNavigationBar || searchBarStyle == .minimal || searchBarStyle == .prominent {
            backgroundColor = searchBarStyle == .prominent && !isInNavigationBar ? .systemGray6 : nil
        } else {
            backgroundColor = barTintColor ?? .systemGray6
        }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != self.showsCancelButton else { return }
        self.showsCancelButton = showsCancelButton
        if animated, window != nil {
            cancelButton.alpha = 0
            UIView.animate(withDuration: 0.25) {
                self.cancelButton.alpha = 1
                self.layoutIfNeeded()
            }
        }
    }

    // MARK: Size and layout

    var barHeight: CGFloat { isInNavigationBar ? 52 : 56 }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width > 0 ? size.width : 320, height: barHeight) }

    /// The Cancel button is a bar button as iOS's is: `UIBarButtonItem` appearance proxies
    /// (for example inside `UISearchBar`) give it their tint and title attributes.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let look = BarItemAppearance.barButtonLook(in: self) else { return }
        if let tint = look.tintColor { cancelButton.tintColor = tint }
        look.applyTitleAttributes(to: cancelButton)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = isInNavigationBar ? 0 : 8
        var trailing = bounds.width - margin
        let fieldTop = isInNavigationBar ? 1 : (bounds.height - 36) / 2
        if showsCancelButton {
            // Cancel is centred on the field.
            let size = cancelButton.sizeThatFits(bounds.size)
            cancelButton.frame = CGRect(x: trailing - size.width, y: fieldTop + (36 - size.height) / 2, width: size.width, height: size.height)
            trailing = cancelButton.frame.minX - 8
        }
        searchTextField.frame = CGRect(x: margin, y: fieldTop, width: max(0, trailing - margin), height: 36)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for v in [searchTextField, cancelButton] as [UIView] { v.frame.origin.x = bounds.width - v.frame.maxX }
        }
    }

    // MARK: Editing

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    fileprivate func shouldBegin() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

    fileprivate func didBegin() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    fileprivate func shouldEnd() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    fileprivate func didEnd() { delegate?.searchBarTextDidEndEditing(self) }

    fileprivate func shouldChange(_ range: NSRange, _ text: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    fileprivate func searchButtonClicked() { delegate?.searchBarSearchButtonClicked(self) }

    private func userChangedText() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }
}

/// The search field's delegate: what the field asks, asked of the bar's delegate.
@MainActor
private final class SearchFieldRelay: UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar?.shouldBegin() ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.didBegin() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar?.shouldEnd() ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar?.didEnd() }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar?.shouldChange(range, string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar?.searchButtonClicked()
        return true
    }
}
