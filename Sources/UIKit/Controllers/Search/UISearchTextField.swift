import QuartzCore

/// The text field inside a search bar (Apple: UISearchTextField): a rounded, lightly filled
/// field with a magnifying glass before the text, "Search" as its placeholder, a clear button
/// while editing and the Search return key.
///
/// Absent: tokens.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    private let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))

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
        r.origin.x += 34
        r.size.width = max(0, r.size.width - 34 - 4)
        return r
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        glass.frame = CGRect(x: 8, y: (bounds.height - 20) / 2, width: 20, height: 20)
    }
}
