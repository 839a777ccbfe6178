import QuartzCore

/// A menu on screen: a rounded panel of rows beside the view that showed it, over a clear
/// layer that takes every touch until the menu goes (a tap outside the panel dismisses it, as
/// iOS's menus do). Rows follow UIKit's look: the title at the leading side (after a checkmark
/// column when an action is checked), the image at the trailing side, destructive items in
/// red, disabled ones dimmed, inline submenus between thick separators, a submenu as a row
/// with a chevron that opens it in the panel's place.
@MainActor
final class MenuPresentation {
    /// The menu on screen (one at a time, as in UIKit).
    private(set) static var shown: MenuPresentation?

    private var root: UIMenu
    private weak var source: UIView?
    private let choose: (UIAction) -> Void
    private let overlay = PopupOverlay()
    private let panel = UIView()
    /// The deferred elements this presentation asked, and the menu on screen now.
    private var deferred: [UIDeferredMenuElement] = []
    private var current: UIMenu?
    /// Deferred elements to ask once the panel is built (a provider may answer at once).
    private var toLoad: [UIDeferredMenuElement] = []

    static let rowHeight: CGFloat = 44, width: CGFloat = 250

    /// Where in the source the menu points (nil: the source's bounds).
    private let anchor: CGRect?
    /// Told when the menu goes (an edit menu interaction's delegate hears it).
    var onDismiss: (() -> Void)?

    private init(menu: UIMenu, source: UIView, anchor: CGRect?, choose: @escaping (UIAction) -> Void) {
        root = menu
        self.source = source
        self.anchor = anchor
        self.choose = choose
    }

    /// Shows `menu` beside `source` — beside `anchor` in it, when given (nothing when the view
    /// is in no window). Returns the presentation.
    @discardableResult
    static func present(_ menu: UIMenu, from source: UIView, anchor: CGRect? = nil, choose: @escaping (UIAction) -> Void) -> MenuPresentation? {
        guard let window = source.window else { return nil }
        shown?.dismiss()
        let p = MenuPresentation(menu: menu, source: source, anchor: anchor, choose: choose)
        shown = p
        p.overlay.frame = window.bounds
        p.overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        p.overlay.onTapOutside = { [weak p] in p?.dismiss() }
        PopupOverlay.stylePanel(p.panel)
        p.overlay.panel = p.panel
        p.overlay.addSubview(p.panel)
        window.addSubview(p.overlay)
        p.show(menu, in: window)
        p.panel.alpha = 0
        p.panel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        UIView.animate(withDuration: 0.2) {
            p.panel.alpha = 1
            p.panel.transform = .identity
        }
        return p
    }

    /// Shows `menu` in place of the one on screen (an edit menu reloaded).
    func replace(with menu: UIMenu) {
        guard Self.shown === self, let window = overlay.window else { return }
        root = menu
        show(menu, in: window)
    }

    /// Places the panel beside the anchor again (the source moved).
    func reposition() {
        guard let window = overlay.window else { return }
        place(size: panel.bounds.size, in: window)
    }

    /// Takes away the menu on screen, if any.
    static func dismissShown() { shown?.dismiss() }

    /// Takes the menu away: it stops taking touches at once and fades out.
    func dismiss() {
        if Self.shown === self { Self.shown = nil }
        let told = onDismiss
        onDismiss = nil
        told?()
        for d in deferred { d.menuClosed() }
        deferred.removeAll()
        overlay.isUserInteractionEnabled = false
        let overlay = overlay
        UIView.animate(withDuration: 0.15, animations: { overlay.alpha = 0 }, completion: { _ in overlay.removeFromSuperview() })
    }

    // MARK: Rows

    fileprivate enum Row {
        case header(String), action(UIAction), submenu(UIMenu), groupSeparator, loading
    }

    /// The rows of `menu`: its title, its actions, its inline submenus' rows set apart.
    private func rows(of menu: UIMenu) -> [Row] {
        var out: [Row] = []
        if !menu.title.isEmpty { out.append(.header(menu.title)) }
        rows(of: menu.children, into: &out)
        while let last = out.last, last.isSeparator { out.removeLast() }
        return out
    }

    private func rows(of children: [UIMenuElement], into out: inout [Row]) {
        for child in children {
            if let d = child as? UIDeferredMenuElement {
                // Loading in the element's place until its provider answers; then its elements.
                if let provided = d.provided { rows(of: provided, into: &out); continue }
                out.append(.loading)
                if !deferred.contains(where: { $0 === d }) { deferred.append(d) }
                d.onProvide = { [weak self] in self?.deferredArrived() }
                toLoad.append(d)
            } else if let a = child as? UIAction {
                if !a.attributes.contains(.hidden) { out.append(.action(a)) }
            } else if let m = child as? UIMenu {
                guard m.options.contains(.displayInline) else { out.append(.submenu(m)); continue }
                let inner = rows(of: m)
                guard !inner.isEmpty else { continue }
                if let last = out.last, !last.isSeparator { out.append(.groupSeparator) }
                out += inner
                out.append(.groupSeparator)
            }
        }
    }

    /// A deferred element's items arrived: the open menu shows them in its place.
    private func deferredArrived() {
        guard Self.shown === self, let menu = current, let window = overlay.window else { return }
        show(menu, in: window)
    }

    /// Fills the panel with `menu`'s rows and places it beside the source.
    private func show(_ menu: UIMenu, in window: UIWindow) {
        current = menu
        for v in panel.subviews { v.removeFromSuperview() }
        let list = rows(of: menu)
        let checks = list.contains { if case .action(let a) = $0 { return a.state != .off }; return false }
        let font = UIFont.systemFont(ofSize: 17)
        var natural = Self.width
        for row in list {
            if case .action(let a) = row {
                let w = ceil((a.title as NSString).size(withAttributes: [.font: font]).width)
                natural = max(natural, w + (checks ? 40 : 16) + (a.image != nil ? 52 : 16))
            }
        }
        let width = min(natural, window.bounds.width - 16)
        var y: CGFloat = 0
        for (i, row) in list.enumerated() {
            let view: UIView
            switch row {
            case .header(let title):
                let label = UILabel(frame: CGRect(x: 16, y: y, width: width - 32, height: 32))
                label.text = title
                label.font = .systemFont(ofSize: 13)
                label.textColor = .secondaryLabel
                view = label
            case .groupSeparator:
                view = UIView(frame: CGRect(x: 0, y: y, width: width, height: 8))
                view.backgroundColor = .menuHighlight
            case .loading:
                view = LoadingMenuRow(width: width, leading: checks ? 40 : 16)
                view.frame.origin.y = y
            case .action(let a):
                let r = MenuRow(element: a, checkColumn: checks, width: width)
                r.frame.origin.y = y
                r.addAction(UIAction { [weak self] _ in self?.picked(a) }, for: .touchUpInside)
                view = r
            case .submenu(let m):
                let r = MenuRow(element: m, checkColumn: checks, width: width)
                r.frame.origin.y = y
                r.addAction(UIAction { [weak self, weak window] _ in if let window { self?.open(m, in: window) } }, for: .touchUpInside)
                view = r
            }
            panel.addSubview(view)
            y = view.frame.maxY
            // A hairline between two rows of the same group.
            if i + 1 < list.count, !row.isSeparator, !list[i + 1].isSeparator {
                let line = UIView(frame: CGRect(x: 0, y: y - 0.5, width: width, height: 0.5))
                line.backgroundColor = .separator
                line.isUserInteractionEnabled = false
                panel.addSubview(line)
            }
        }
        place(size: CGSize(width: width, height: y), in: window)
        let asking = toLoad
        toLoad.removeAll()
        for d in asking { d.load() }
    }

    /// Beside the source (`PopupOverlay.place`).
    private func place(size: CGSize, in window: UIWindow) {
        let anchor = source.map { $0.convert(self.anchor ?? $0.bounds, to: window) } ?? CGRect(x: 8, y: 8, width: 0, height: 0)
        let frame = PopupOverlay.place(size, beside: anchor, in: window)
        panel.bounds = CGRect(origin: .zero, size: size)
        panel.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    private func picked(_ action: UIAction) {
        guard !action.attributes.contains(.disabled) else { return }
        if !action.attributes.contains(.keepsMenuPresented) { dismiss() }
        root.choose(action)
        choose(action)
        if action.attributes.contains(.keepsMenuPresented), let window = overlay.window { show(root, in: window) }
    }

    /// A submenu opens in the panel's place.
    private func open(_ menu: UIMenu, in window: UIWindow) { show(menu, in: window) }
}

extension MenuPresentation.Row {
    fileprivate var isSeparator: Bool { if case .groupSeparator = self { return true }; return false }
}

/// One row of a menu: a checkmark column when the menu has checked items, the title (and
/// subtitle), and the image or, for a submenu, a chevron at the trailing side.
@MainActor
private final class MenuRow: UIControl {
    init(element: UIMenuElement, checkColumn: Bool, width: CGFloat) {
        let subtitled = element.subtitle?.isEmpty == false
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: subtitled ? 56 : MenuPresentation.rowHeight))
        let action = element as? UIAction, submenu = element as? UIMenu
        let destructive = action?.attributes.contains(.destructive) == true || submenu?.options.contains(.destructive) == true
        let disabled = action?.attributes.contains(.disabled) == true
        let color: UIColor = disabled ? .tertiaryLabel : destructive ? .systemRed : .label
        let leading: CGFloat = checkColumn ? 40 : 16
        let trailingRoom: CGFloat = element.image != nil || submenu != nil ? 52 : 16
        let title = UILabel(frame: CGRect(x: leading, y: subtitled ? 8 : 0, width: width - leading - trailingRoom, height: subtitled ? 22 : bounds.height))
        title.text = element.title
        title.font = .systemFont(ofSize: 17)
        title.textColor = color
        addSubview(title)
        if subtitled {
            let sub = UILabel(frame: CGRect(x: leading, y: 30, width: title.frame.width, height: 18))
            sub.text = element.subtitle
            sub.font = .systemFont(ofSize: 13)
            sub.textColor = .secondaryLabel
            addSubview(sub)
        }
        if let action, action.state != .off {
            let check = UIImageView(image: UIImage(systemName: action.state == .on ? "checkmark" : "minus"))
            check.frame = CGRect(x: 14, y: (bounds.height - 16) / 2, width: 16, height: 16)
            check.tintColor = color
            check.contentMode = .scaleAspectFit
            addSubview(check)
        }
        if let image = submenu != nil ? UIImage(systemName: "chevron.right") : element.image {
            let icon = UIImageView(image: image)
            let side: CGFloat = submenu != nil ? 14 : 20
            icon.frame = CGRect(x: width - 16 - side - (submenu != nil ? 3 : 0), y: (bounds.height - side) / 2, width: side, height: side)
            icon.tintColor = submenu != nil ? .tertiaryLabel : color
            icon.contentMode = .scaleAspectFit
            addSubview(icon)
        }
        for v in subviews { v.isUserInteractionEnabled = false }
    }

    required init?(coder: NSCoder) { fatalError("MenuRow is made in code") }

    override func stateDidChange() {
        backgroundColor = isHighlighted ? .menuHighlight : nil
    }
}

/// The row a deferred element shows while its provider works: "Loading…" and a spinner.
@MainActor
private final class LoadingMenuRow: UIView {
    init(width: CGFloat, leading: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: MenuPresentation.rowHeight))
        let title = UILabel(frame: CGRect(x: leading, y: 0, width: width - leading - 52, height: bounds.height))
        title.text = "Loading…"
        title.font = .systemFont(ofSize: 17)
        title.textColor = .secondaryLabel
        addSubview(title)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.center = CGPoint(x: width - 16 - 10, y: bounds.height / 2)
        spinner.startAnimating()
        addSubview(spinner)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { fatalError("LoadingMenuRow is made in code") }
}
