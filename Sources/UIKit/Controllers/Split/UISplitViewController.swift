import QuartzCore

/// What a split view controller tells and asks its delegate (Apple: UISplitViewControllerDelegate).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The column shown when the split view collapses to one (the proposal: the primary).
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}

/// Columns side by side (Apple: UISplitViewController, the column style of iOS 14): a
/// primary column (a sidebar or list), optionally a supplementary one, and the secondary
/// (the detail), each controller in a navigation controller of its own (as UIKit wraps
/// them). In a regular-width window the columns tile — the primary `primaryColumnWidth` wide
/// (`preferredPrimaryColumnWidth`, or its fraction of the width, within the minimum and
/// maximum) — unless the display mode hides them (`preferredDisplayMode`, `show(_:)`,
/// `hide(_:)`, the `displayModeButtonItem`), sliding as they come and go. In a compact window
/// it collapses to one navigation stack: the `.compact` column's controller when there is
/// one, else the primary's stack with the secondary pushed on it when the delegate makes it
/// the top column. `showDetailViewController(_:sender:)` shows a controller as the secondary
/// (pushed, when collapsed).
///
/// The classic style (`init(nibName:bundle:)` with `viewControllers`) lays its first and last
/// controllers out as primary and secondary, as they are, without navigation controllers.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary
    }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }

    /// A width given as "UIKit's choice" (Apple's `automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { displayModeDidChange(animated: false) } }
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { layoutColumns() } }
    open var primaryEdge: PrimaryEdge = .leading { didSet { layoutColumns() } }
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// Whether a swipe shows and hides the primary (kept: Lamina's columns change by buttons and code).
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false

    /// The controllers by column as the app gave them, and the navigation controllers showing them.
    private var given: [Column: UIViewController] = [:]
    private var wrappers: [Column: UINavigationController] = [:]
    /// Columns the app hid or showed (`hide(_:)`, `show(_:)`) over the preferred mode.
    private var chosenMode: DisplayMode?
    /// The separator lines between tiled columns.
    private let separators = [UIView(), UIView()]
    private(set) public var isCollapsed = false
    /// Whether the secondary was shown on purpose (a collapse then proposes it as the top column).
    private var secondaryShown = false

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Columns

    /// The classic list of children: primary then secondary (column style: the navigation
    /// controllers of the columns set).
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { shownController(for: $0) }
        }
        set {
            if let first = newValue.first { setViewController(first, for: .primary) }
            if newValue.count > 1, let last = newValue.last { setViewController(last, for: .secondary) }
        }
    }

    /// The controller the app set for `column` (column style; classic: the child itself).
    open func viewController(for column: Column) -> UIViewController? { given[column] }

    /// Sets a column's controller: a navigation controller is used as it is, another is put
    /// in one (column style).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if let old = shownController(for: column) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        given[column] = vc
        wrappers[column] = nil
        guard let vc else { layoutColumns(); return }
        if style != .unspecified {
            wrappers[column] = (vc as? UINavigationController) ?? UINavigationController(rootViewController: vc)
        }
        if let shown = shownController(for: column) {
            addChild(shown)
            shown.didMove(toParent: self)
        }
        if column == .secondary { secondaryShown = false }
        if isViewLoaded { arrangeColumns() }
    }

    /// What a column shows: its navigation controller, or (classic) the controller itself.
    private func shownController(for column: Column) -> UIViewController? { wrappers[column] ?? given[column] }

    // MARK: Display mode

    /// The mode in effect: the app's choice, else the preferred one, else the style's tiling.
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        let mode = chosenMode ?? preferredDisplayMode
        guard mode == .automatic else { return mode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// Shows `column` (the primary or supplementary beside the secondary).
    open func show(_ column: Column) {
        switch column {
        case .primary: setChosenMode(style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary)
        case .supplementary: setChosenMode(displayMode == .secondaryOnly ? .oneBesideSecondary : displayMode)
        case .secondary:
            if isCollapsed, let secondary = wrappers[.secondary]?.viewControllers.first ?? given[.secondary] {
                showDetailViewController(secondary, sender: nil)
            }
        case .compact: break
        }
    }

    /// Hides `column`: the primary (and supplementary) leave the secondary alone on screen.
    open func hide(_ column: Column) {
        guard column == .primary || column == .supplementary else { return }
        setChosenMode(column == .supplementary || style != .tripleColumn ? .secondaryOnly : .oneBesideSecondary)
    }

    private func setChosenMode(_ mode: DisplayMode) {
        guard mode != displayMode else { return }
        chosenMode = mode
        displayModeDidChange(animated: view.window != nil)
    }

    private func displayModeDidChange(animated: Bool) {
        delegate?.splitViewController(self, willChangeTo: displayMode)
        displayButton?.image = UIImage(systemName: "sidebar.left")
        guard isViewLoaded else { return }
        if animated {
            UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut], animations: { self.layoutColumns() })
        } else {
            layoutColumns()
        }
    }

    private var displayButton: UIBarButtonItem?
    /// A button that shows and hides the primary column (the sidebar button).
    open var displayModeButtonItem: UIBarButtonItem {
        if let b = displayButton { return b }
        let b = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil) { [weak self] _ in
            guard let self else { return }
            if self.displayMode == .secondaryOnly { self.show(.primary) } else { self.hide(.primary) }
        }
        displayButton = b
        return b
    }

    // MARK: Showing details

    /// The secondary column shows `vc` (collapsed: pushed on the single stack).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if isCollapsed, let stack = collapsedStack {
            stack.pushViewController(vc, animated: true)
            return
        }
        secondaryShown = true
        if style == .unspecified {
            setViewController(vc, for: .secondary)
        } else if let nav = wrappers[.secondary] {
            nav.setViewControllers([vc], animated: false)
        } else {
            setViewController(vc, for: .secondary)
        }
        secondaryShown = true
    }

    // MARK: Layout

    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat { columnWidths(for: view.bounds.width).primary }
    open var supplementaryColumnWidth: CGFloat { columnWidths(for: view.bounds.width).supplementary }

    private func columnWidths(for width: CGFloat) -> (primary: CGFloat, supplementary: CGFloat) {
        func given(_ v: CGFloat) -> CGFloat? { v >= 0 && v.isFinite ? v : nil }
        let lo = given(minimumPrimaryColumnWidth) ?? 240, hi = given(maximumPrimaryColumnWidth) ?? max(lo, 400)
        var primary = given(preferredPrimaryColumnWidth)
            ?? given(preferredPrimaryColumnWidthFraction).map { $0 * width } ?? (width >= 900 ? 320 : width * 0.38)
        primary = min(max(primary, lo), hi)
        let supplementary = style == .tripleColumn ? (given(preferredSupplementaryColumnWidth) ?? 320) : 0
        return (min(primary, width), min(supplementary, max(0, width - primary)))
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for s in separators {
            s.backgroundColor = .separator
            s.isUserInteractionEnabled = false
        }
        arrangeColumns()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let compact = view.traitCollection.horizontalSizeClass == .compact && view.bounds.width > 0
        if compact != isCollapsed { setCollapsed(compact) } else { layoutColumns() }
    }

    /// The single stack shown while collapsed.
    private var collapsedStack: UINavigationController? {
        if let c = given[.compact] { return (c as? UINavigationController) ?? wrappers[.compact] }
        return wrappers[.primary] ?? (given[.primary] as? UINavigationController)
    }

    /// Collapses to one stack, or expands back to the columns.
    private func setCollapsed(_ collapsed: Bool) {
        isCollapsed = collapsed
        if collapsed {
            if given[.compact] != nil, wrappers[.compact] == nil, style != .unspecified, let c = given[.compact] {
                wrappers[.compact] = (c as? UINavigationController) ?? UINavigationController(rootViewController: c)
                if let w = wrappers[.compact] { addChild(w); w.didMove(toParent: self) }
            }
            let proposed: Column = secondaryShown ? .secondary : .primary
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            if top == .secondary, given[.compact] == nil, let stack = collapsedStack,
               let detail = wrappers[.secondary]?.viewControllers.first ?? given[.secondary], detail.parent !== stack {
                detail.viewIfLoaded?.removeFromSuperview()
                wrappers[.secondary]?.setViewControllers([], animated: false)
                stack.pushViewController(detail, animated: false)
            }
            arrangeColumns()
            delegate?.splitViewControllerDidCollapse(self)
        } else {
            // The details pushed on the primary's stack go back to the secondary column.
            if let stack = wrappers[.primary], stack.viewControllers.count > 1, let secondary = wrappers[.secondary] {
                let pushed = Array(stack.viewControllers.dropFirst())
                stack.setViewControllers([stack.viewControllers[0]], animated: false)
                secondary.setViewControllers(pushed, animated: false)
            }
            arrangeColumns()
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    /// The columns' views in the split view's: the single stack when collapsed.
    private func arrangeColumns() {
        guard isViewLoaded else { return }
        let columns: [Column] = [.primary, .supplementary, .secondary, .compact]
        let shown: [Column] = isCollapsed ? [given[.compact] != nil ? .compact : .primary]
            : (style == .tripleColumn ? [.secondary, .supplementary, .primary] : [.secondary, .primary])
        for c in columns {
            guard let v = shownController(for: c)?.view else { continue }
            if shown.contains(c) {
                if v.superview !== view { view.addSubview(v) }
            } else if v.superview === view {
                v.removeFromSuperview()
            }
        }
        // The primary over the secondary (it may overlay it), separators on top.
        for c in shown.reversed() { if let v = shownController(for: c)?.viewIfLoaded { view.sendSubviewToBack(v) } }
        for s in separators where s.superview !== view { view.addSubview(s) }
        layoutColumns()
    }

    /// Frames for the display mode: tiled side by side, or the secondary alone with the
    /// others off the leading edge.
    private func layoutColumns() {
        guard isViewLoaded else { return }
        let b = view.bounds
        if isCollapsed {
            shownController(for: given[.compact] != nil ? .compact : .primary)?.viewIfLoaded?.frame = b
            for s in separators { s.isHidden = true }
            return
        }
        let (pw, sw) = columnWidths(for: b.width)
        let mode = displayMode
        let showsPrimary = mode != .secondaryOnly && !(style == .tripleColumn && mode == .oneBesideSecondary)
        let showsSupplementary = style == .tripleColumn && mode != .secondaryOnly
        let overlays = mode == .oneOverSecondary || mode == .twoOverSecondary
        var x: CGFloat = 0
        let hair = 1 / max(1, UIScreen.main.scale)
        var primaryFrame = CGRect(x: -pw, y: 0, width: pw, height: b.height)
        if showsPrimary { primaryFrame.origin.x = 0; if !overlays { x = pw } }
        var supplementaryFrame = CGRect(x: x - sw, y: 0, width: sw, height: b.height)
        if showsSupplementary { supplementaryFrame.origin.x = x; if !overlays { x += sw } }
        let secondaryFrame = CGRect(x: x, y: 0, width: max(0, b.width - x), height: b.height)
        let mirrored = primaryEdge == .trailing || view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        func placed(_ f: CGRect) -> CGRect { mirrored ? CGRect(x: b.width - f.maxX, y: f.minY, width: f.width, height: f.height) : f }
        shownController(for: .primary)?.viewIfLoaded?.frame = placed(primaryFrame)
        shownController(for: .supplementary)?.viewIfLoaded?.frame = placed(supplementaryFrame)
        shownController(for: .secondary)?.viewIfLoaded?.frame = placed(secondaryFrame)
        separators[0].frame = placed(CGRect(x: primaryFrame.maxX - hair, y: 0, width: hair, height: b.height))
        separators[0].isHidden = !showsPrimary
        separators[1].frame = placed(CGRect(x: supplementaryFrame.maxX - hair, y: 0, width: hair, height: b.height))
        separators[1].isHidden = !showsSupplementary
    }
}

extension UIViewController {
    /// The nearest split view controller among this controller's ancestors.
    public var splitViewController: UISplitViewController? {
        var c = parent
        while let p = c {
            if let s = p as? UISplitViewController { return s }
            c = p.parent
        }
        return nil
    }
}
