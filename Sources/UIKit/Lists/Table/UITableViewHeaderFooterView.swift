import Foundation
import QuartzCore

/// A reusable section header or footer (Apple: UITableViewHeaderFooterView): a content view
/// with a text label (or a content configuration), styled for the table's style — bold on
/// a light bar in a plain table, small grey capitals above the section in a grouped one.
/// Registered classes are made through `init(registeredFor:)`, as cells are.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    private let contentViewStorage = UIView()
    open var contentView: UIView { contentViewStorage }
    private var textLabelStorage: UILabel?
    private var detailLabelStorage: UILabel?
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let v = backgroundView { v.frame = bounds; insertSubview(v, at: 0) }
        }
    }
    open var contentConfiguration: UIContentConfiguration? { didSet { applyContentConfiguration() } }
    private var configuredContentView: (UIView & UIContentView)?
    /// The look the table gives it: (grouped, footer).
    var tableLook: (grouped: Bool, footer: Bool, inset: CGFloat) = (false, false, 16) { didSet { applyLook() } }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        setUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view of a registered class (see UITableViewCell).
    public required convenience init(registeredFor reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    private func setUp() {
        addSubview(contentViewStorage)
    }

    open var textLabel: UILabel? {
        if let l = textLabelStorage { return l }
        let l = UILabel()
        contentView.addSubview(l)
        textLabelStorage = l
        applyLook()
        return l
    }

    open var detailTextLabel: UILabel? {
        if let l = detailLabelStorage { return l }
        let l = UILabel()
        l.font = .systemFont(ofSize: 13)
        l.textColor = .secondaryLabel
        contentView.addSubview(l)
        detailLabelStorage = l
        return l
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableLook.grouped, tableLook.footer) {
        case (false, false): return .plainHeader()
        case (false, true): return .plainFooter()
        case (true, false): return .groupedHeader()
        case (true, true): return .groupedFooter()
        }
    }

    open func prepareForReuse() {}

    private func applyLook() {
        // The app's own views pinned to the margins line up with the title and the rows' text.
        contentView.directionalLayoutMargins.leading = tableLook.inset
        contentView.directionalLayoutMargins.trailing = tableLook.inset
        setNeedsLayout()
        guard let l = textLabelStorage else { return }
        if tableLook.grouped {
            l.font = .systemFont(ofSize: 13)
            l.textColor = .secondaryLabel
            l.numberOfLines = 0
        } else {
            l.font = tableLook.footer ? .systemFont(ofSize: 15) : .boldSystemFont(ofSize: 17)
            l.textColor = tableLook.footer ? .secondaryLabel : .label
        }
        if backgroundView == nil, !tableLook.grouped {
            setDefaultBackgroundColor(.systemBackground)
        }
        setNeedsLayout()
    }

    private func applyContentConfiguration() {
        guard let c = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let v = configuredContentView, v.supports(c) { v.configuration = c; return }
        configuredContentView?.removeFromSuperview()
        let v = c.makeContentView()
        v.frame = contentView.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(v)
        configuredContentView = v
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView?.frame = b
        contentViewStorage.frame = b
        if let v = configuredContentView {
            let dx = configurationIndent
            v.frame = CGRect(x: dx, y: 0, width: max(0, b.width - 2 * dx), height: b.height)
        }
        let x = tableLook.inset, w = max(0, b.width - 2 * x)
        guard let l = textLabelStorage else { return }
        let s = l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))
        if tableLook.grouped {
            // Grouped headers sit on the section they name; footers under it.
            let y = tableLook.footer ? 6 : b.height - 6 - s.height
            l.frame = CGRect(x: x, y: y, width: w, height: s.height)
        } else {
            l.frame = CGRect(x: x, y: ((b.height - s.height) / 2).rounded(), width: w, height: s.height)
        }
    }

    /// Whether it shows a content configuration or its text label (what `fittingHeight` sizes).
    var showsOwnContent: Bool { configuredContentView != nil || textLabelStorage?.text?.isEmpty == false }

    /// How far a configuration's content is moved in from each side: its own margins are the
    /// standard 16 points, and an inset-grouped table's header text lines up with its rows'
    /// text, 20 points further in (as the title header's label does).
    private var configurationIndent: CGFloat { max(0, tableLook.inset - 16) }

    /// The height a titled header needs at `width` in its table's style.
    func fittingHeight(width: CGFloat) -> CGFloat {
        if let v = configuredContentView {
            return v.sizeThatFits(CGSize(width: max(0, width - 2 * configurationIndent), height: 0)).height.rounded(.up)
        }
        guard let l = textLabelStorage else { return tableLook.grouped ? 18 : 28 }
        let s = l.sizeThatFits(CGSize(width: max(0, width - 2 * tableLook.inset), height: .greatestFiniteMagnitude))
        return tableLook.grouped ? (s.height + (tableLook.footer ? 6 + 16 : 16 + 6)).rounded(.up) : max(28, (s.height + 8).rounded(.up))
    }
}
