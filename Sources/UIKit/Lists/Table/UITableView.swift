import Foundation
import QuartzCore

/// A vertical list of rows in sections, on a scroll view (Apple: UITableView). The data
/// source says how many rows there are and makes the cell of each; only the rows in view
/// have cells, taken from a reuse queue as rows scroll in and given back as they scroll
/// out, so a table of a million rows costs what its screenful costs. Row heights are fixed,
/// from the delegate, or measured from each cell's constraints as it first shows
/// (`automaticDimension`), rows not yet shown counting at their estimate.
///
/// `delegate` keeps UIScrollView's type (Swift cannot narrow a stored property's type in a
/// subclass as Objective-C does): assign any `UITableViewDelegate`, which is a
/// `UIScrollViewDelegate`; the table calls its table methods.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look (Apple: UITableView.Style).
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stay at the top while their section scrolls.
        case plain
        /// Sections apart on a grey background, headers scrolling with them.
        case grouped
        /// Grouped, each section a rounded card inset from the edges.
        case insetGrouped
    }
    /// Where a row ends up when scrolled to (Apple: UITableView.ScrollPosition).
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// How inserted, deleted and reloaded rows come and go (Apple: UITableView.RowAnimation).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// A height the table works out itself: a self-sizing row, a titled header (Apple's constant).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { if dataSource !== oldValue { reloadData() } } }
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true
    /// Set with `delegate`: the same object when it is a table delegate.
    package private(set) weak var tableDelegate: UITableViewDelegate?
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            if delegate !== oldValue { setNeedsGeometry() }
        }
    }

    open var rowHeight = UITableView.automaticDimension { didSet { if rowHeight != oldValue { setNeedsGeometry() } } }
    /// 0 turns estimating off: every row's height is asked for when the table loads.
    open var estimatedRowHeight = UITableView.automaticDimension { didSet { if estimatedRowHeight != oldValue { setNeedsGeometry() } } }
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { if sectionHeaderHeight != oldValue { setNeedsGeometry() } } }
    /// Space above each section header (iOS 15), in every style. Lamina's automatic padding
    /// (the default, `automaticDimension`) is none: its sections keep the spacing of the
    /// styles (the grouped ones' gaps, none in a plain table), as before iOS 15.
    open var sectionHeaderTopPadding = UITableView.automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { setNeedsGeometry() } }
    }
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { if sectionFooterHeight != oldValue { setNeedsGeometry() } } }
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    open var estimatedSectionFooterHeight = UITableView.automaticDimension

    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout(); if AppearanceRegistry.isActive { appearancePropertyDidSet("separatorColor") { [separatorColor] in ($0 as? UITableView)?.separatorColor = separatorColor } } } }
    /// The default inset of the cells' separators (a cell's own `separatorInset` wins when set).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }

    /// A view above the first section, as wide as the table, as high as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, tableFooterView) }
    }
    /// A view behind everything, the size of the table, not scrolling.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
            setNeedsLayout()
        }
    }

    /// The section index (the data source's `sectionIndexTitles(for:)`) shows only when the
    /// table has at least this many rows (UIKit: 0, always).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// The index titles' colour (nil: the table's tint colour).
    open var sectionIndexColor: UIColor? { didSet { sectionIndex?.titleColor = sectionIndexColor } }
    /// Behind the index when it is not touched (nil: clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { sectionIndex?.restingBackground = sectionIndexBackgroundColor } }
    /// Behind the index while it is touched (nil: as when not touched).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { sectionIndex?.trackingBackground = sectionIndexTrackingBackgroundColor } }
    /// The index column, made when the data source first gives titles.
    var sectionIndex: TableSectionIndex?
    /// The data source's index titles, asked at load and at `reloadSectionIndexTitles()`.
    var sectionIndexTitlesCache: [String] = []
    var needsSectionIndexTitles = true

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether rows can be selected in editing mode (UIKit: no).
    open var allowsSelectionDuringEditing = false
    /// Editing mode: rows show their editing controls (`setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    var editingStorage = false
    /// The row whose Delete confirmation shows.
    var confirmingRow: IndexPath?
    /// Swiping rows: the recognizer, the row swiped (or open) and its actions.
    lazy var swipeRecognizer: UIPanGestureRecognizer = makeSwipeRecognizer()
    /// A long press on a row opens the delegate's context menu for it (Lists/ListContextMenus.swift).
    var contextMenuPress: ContextMenuPress?
    var swipe: RowSwipe?
    /// The row being dragged by its reorder control.
    var reordering: RowReorder?

    /// Enters or leaves editing mode: each editable row shows its delegate's editing control
    /// (a delete control unless told otherwise), animated when asked.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        confirmingRow = nil
        if editing, let t = touchedRow { touchedRow = nil; shownCells[t]?.setHighlighted(false, animated: false) }
        for (path, cell) in shownCells { configureEditing(cell, at: path, animated: animated) }
    }

    // MARK: State

    var geometry = TableGeometry()
    /// The data source's counts must be asked again.
    var needsReload = true
    /// The heights must be worked out again (a height property or the width changed).
    var needsGeometry = true
    var loadedWidth: CGFloat = -1
    var shownCells: [IndexPath: UITableViewCell] = [:]
    var shownHeaders: [Int: UIView] = [:]
    var shownFooters: [Int: UIView] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    var selectedRows = Set<IndexPath>()
    var touchedRow: IndexPath?
    /// Where the touch on `touchedRow` began: one that moves further than a drag's 10 points is not a tap.
    var touchOrigin: CGPoint = .zero
    var prefetchWindow = PrefetchWindow()
    /// Updates gathered between `beginUpdates` and `endUpdates`, and their nesting.
    var pendingUpdates = TableUpdates()
    var updateDepth = 0
    var updatesOnUnloadedTable = false
    /// Cells leaving with a delete animation: not in `shownCells`, recycled when it ends.
    var departingCells: [UITableViewCell] = []
    /// Cells leaving view in one tiling pass (kept to reuse its storage).
    var leavingScratch: [(IndexPath, UITableViewCell)] = []
    /// The cell `reconfigureRows` hands back from the next dequeue of its identifier.
    var reconfiguring: UITableViewCell?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// UIKit's archive initializer: Lamina reads nothing from the coder (a plain table).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        addGestureRecognizer(swipeRecognizer)
        installContextMenuPress()
        setDefaultBackgroundColor(style == .plain ? .systemBackground : .systemGroupedBackground)
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
    }

    // MARK: Registration and reuse

    /// Cells for `identifier` are made of `cellClass` when none waits for reuse.
    /// (Apple takes `AnyClass?`; a class that is not a cell is refused with a message.)
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerClass(cellClass, for: identifier, in: &cellClasses) {
            "UITableView.register: \($0) is not a UITableViewCell subclass; identifier \"\(identifier)\" not registered"
        }
    }

    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerClass(viewClass, for: identifier, in: &headerFooterClasses) {
            "UITableView.register: \($0) is not a UITableViewHeaderFooterView subclass; identifier \"\(identifier)\" not registered"
        }
    }

    /// A cell waiting for reuse (reset by `prepareForReuse`), else a new one of the
    /// registered class, else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            reusableCells[identifier]?.removeAll { $0 === cell }
            return cell
        }
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let c = cellClasses[identifier] else { return nil }
        let cell = c.init(registeredFor: identifier)
        return cell
    }

    /// A cell for the row at `indexPath`, sized to the row's width. Asking for an identifier
    /// that was never registered is a programming error and traps, as UIKit raises.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("UITableView: unable to dequeue a cell with identifier \"\(identifier)\" — register a class for the identifier first (register(_:forCellReuseIdentifier:))")
        }
        let h = cell.bounds.height > 0 ? cell.bounds.height : 44
        cell.bounds.size = CGSize(width: rowWidth, height: h)
        return cell
    }

    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let v = reusableHeaderFooters[identifier]?.popLast() {
            v.prepareForReuse()
            return v
        }
        return headerFooterClasses[identifier].map { $0.init(registeredFor: identifier) }
    }

    // MARK: Reloading

    /// Forgets every row and asks the data source again; the selection is cleared.
    open func reloadData() {
        closeSwipe(animated: false)
        for (path, cell) in shownCells { recycle(cell, at: path) }
        shownCells.removeAll(keepingCapacity: true)
        for (s, v) in shownHeaders { recycleHeaderFooter(v, section: s, footer: false) }
        for (s, v) in shownFooters { recycleHeaderFooter(v, section: s, footer: true) }
        shownHeaders.removeAll(keepingCapacity: true)
        shownFooters.removeAll(keepingCapacity: true)
        selectedRows.removeAll()
        touchedRow = nil
        prefetchWindow.reset()
        needsReload = true
        needsSectionIndexTitles = true
        setNeedsLayout()
    }

    func setNeedsGeometry() {
        needsGeometry = true
        setNeedsLayout()
    }

    /// The table's header or footer view is set: its frame's height is read anew, and the
    /// sections move by the difference. Assigning the same view again is UIKit's way to
    /// resize it after changing its frame.
    private func replaceAccessoryView(_ old: UIView?, _ new: UIView?) {
        if old !== new {
            old?.removeFromSuperview()
            if let new { addSubview(new) }
        }
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
        geometry.retop()
        updateContentSize()
        setNeedsLayout()
    }

    // MARK: Counts and places

    /// The x and width of rows: inset cards in `.insetGrouped`.
    var rowInset: CGFloat { style == .insetGrouped ? 20 : 0 }
    var rowWidth: CGFloat { max(0, bounds.width - 2 * rowInset) }

    public var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sections.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else {
            Diagnostics.warn("UITableView.numberOfRows(inSection: \(section)): the table has \(geometry.sections.count) sections")
            return 0
        }
        return geometry.sections[section].rows.count
    }

    func isValid(_ path: IndexPath) -> Bool {
        path.count == 2 && geometry.sections.indices.contains(path.section)
            && path.row >= 0 && path.row < geometry.sections[path.section].rows.count
    }

    /// The row's rectangle in the table's content (its height an estimate until it has shown).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard isValid(indexPath) else {
            Diagnostics.warn("UITableView.rectForRow(at: \(indexPath)): no such row")
            return .zero
        }
        let span = geometry.rowSpan(indexPath.section, indexPath.row)
        return CGRect(x: rowInset, y: span.y, width: rowWidth, height: span.height)
    }

    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.headerTop, width: bounds.width, height: s.headerHeight)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top + s.height - s.footerHeight, width: bounds.width, height: s.footerHeight)
    }

    /// The row under `point` (table coordinates), or nil over headers, footers and empty space.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= rowInset, point.x < rowInset + rowWidth, let s = geometry.section(at: point.y) else { return nil }
        let sec = geometry.sections[s]
        let y = point.y - sec.rowsTop
        guard y >= 0, y < sec.rows.total else { return nil }
        return IndexPath(row: sec.rows.row(at: y), section: s)
    }

    /// The rows that meet `rect`, in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        var out: [IndexPath] = []
        guard var (s, r) = geometry.firstRow(below: rect.minY) else { return out }
        while s < geometry.sections.count {
            let sec = geometry.sections[s]
            if r >= sec.rows.count { s += 1; r = 0; continue }
            let span = geometry.rowSpan(s, r)
            if span.y >= rect.maxY { break }
            out.append(IndexPath(row: r, section: s))
            r += 1
        }
        return out
    }

    /// The cell of a row in view (nil for rows out of view: they have no cell).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shownCells[indexPath] }

    public var visibleCells: [UITableViewCell] {
        shownCells.sorted { $0.key < $1.key }.map(\.value)
    }

    public var indexPathsForVisibleRows: [IndexPath]? { shownCells.keys.sorted() }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownHeaders[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        shownFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Layout

    /// Loads, measures and places the rows in view: UIKit tiles in `layoutSubviews`, which
    /// runs after every scroll as well as on resize.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != loadedWidth {
            if loadedWidth >= 0 { needsGeometry = true }
            loadedWidth = bounds.width
        }
        loadIfNeeded()
        updateSectionIndex()
        tile()
        placeSectionIndex()
    }

    /// Scrolling moves the rows in view: the table tiles again at the next layout pass; an
    /// open swiped row closes.
    override func setOffset(_ p: CGPoint) {
        let old = bounds.origin
        super.setOffset(p)
        if bounds.origin != old {
            setNeedsLayout()
            if let s = swipe, !s.tracking { closeSwipe(animated: true) }
        }
    }

    /// A horizontal drag on a row with swipe actions swipes it rather than scrolling.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer { return swipeShouldBegin() }
        if gestureRecognizer === panGestureRecognizer, !panGestureRecognizer.isScrollPan, swipeShouldBegin() { return false }
        // A drag on a reorder control moves its row, not the table.
        if gestureRecognizer === panGestureRecognizer || gestureRecognizer === swipeRecognizer,
           let view = gestureRecognizer.trackedTouches.first?.view, Self.isReorderGrip(view) || view === sectionIndex { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Touches select rows

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, touches.count == 1 else { return super.touchesBegan(touches, with: event) }
        touchOrigin = t.location(in: nil)
        beginTouch(at: t.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let path = touchedRow else { return super.touchesMoved(touches, with: event) }
        // Off the cell, or dragged (a sideways drag the list does not scroll along is still
        // not a tap): no selection.
        let p = t.location(in: nil)
        if indexPathForRow(at: t.location(in: self)) != path || hypot(p.x - touchOrigin.x, p.y - touchOrigin.y) > 10 {
            endTouch(selecting: false)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedRow != nil else { return super.touchesEnded(touches, with: event) }
        endTouch(selecting: true)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedRow != nil else { return super.touchesCancelled(touches, with: event) }
        endTouch(selecting: false)
    }
}
