import Foundation

/// A chip in a search field standing for a filter the user chose (Apple: UISearchToken): an
/// icon and a text, and the object the app keeps with it.
@preconcurrency @MainActor
open class UISearchToken {
    let icon: UIImage?
    let text: String
    /// What the app keeps with the token (the filter it stands for).
    open var representedObject: Any?

    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
    }
}

/// A token's chip: its icon and text in white on the field's token colour.
@MainActor
final class SearchTokenChip: UIView {
    let token: UISearchToken
    private let iconView = UIImageView(), label = UILabel()
    static let height: CGFloat = 24

    init(token: UISearchToken) {
        self.token = token
        super.init(frame: .zero)
        layer.cornerRadius = 5
        label.text = token.text
        label.font = .systemFont(ofSize: 15)
        label.textColor = .white
        iconView.image = token.icon?.withRenderingMode(.alwaysTemplate)
        iconView.tintColor = .white
        iconView.contentMode = .scaleAspectFit
        iconView.isHidden = token.icon == nil
        addSubview(iconView)
        addSubview(label)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { fatalError("SearchTokenChip is made by UISearchTextField") }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = ceil(label.sizeThatFits(.zero).width)
        return CGSize(width: 8 + (token.icon == nil ? 0 : 18) + text + 8, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 8
        if token.icon != nil { iconView.frame = CGRect(x: x, y: (bounds.height - 14) / 2, width: 14, height: 14); x += 18 }
        label.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x - 8), height: bounds.height)
    }
}
