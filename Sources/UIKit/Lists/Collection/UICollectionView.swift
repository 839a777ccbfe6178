import Foundation
import QuartzCore

/// Items in sections placed by a layout object, on a scroll view (Apple: UICollectionView).
/// As with a table, only the items in view have cells, taken from reuse queues and given
/// back as they scroll out; the layout (`UICollectionViewFlowLayout`,
/// `UICollectionViewCompositionalLayout` or a subclass of `UICollectionViewLayout`) says
/// where each is. Items whose layout size is an estimate are measured as they first show.
///
/// `delegate` keeps UIScrollView's type (see UITableView): assign any
/// `UICollectionViewDelegate`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where an item ends up when scrolled to (Apple: UICollectionView.ScrollPosition).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kinds of the section headers and footers the standard layouts place.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    open weak var dataSource: UICollectionViewDataSource? { didSet { if dataSource !== oldValue { reloadData() } } }
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? { didSet { setNeedsLayout() } }
    open var isPrefetchingEnabled = true
    var prefetchWindow = PrefetchWindow()
    package private(set) weak var collectionDelegate: UICollectionViewDelegate?
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            if delegate !== oldValue { collectionViewLayout.invalidateLayout() }
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Editing mode (`UICollectionView+Editing.swift`): cells show their editing accessories.
    open var isEditing = false { didSet { if isEditing != oldValue { editingDidChange() } } }
    /// Whether a tap selects while editing (`allowsSelection` is for the other mode).
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// The item a drag is moving (`UICollectionView+InteractiveMovement.swift`).
    var movement: InteractiveMovement?
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
        }
    }

    // MARK: State

    var itemCounts: [Int] = []
    var needsReload = true
    var shownCells: [IndexPath: UICollectionViewCell] = [:]
    var shownSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Decoration views shown, by kind and index path (made from the layout's registered classes).
    var shownDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
    var reusable: [String: [UICollectionReusableView]] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var selectedItems = Set<IndexPath>()
    var touchedItem: IndexPath?
    /// Where the touch on `touchedItem` began: one that moves further than a drag's 10 points is not a tap.
    var touchOrigin: CGPoint = .zero
    var tileGeneration = 0
    var pendingUpdates = TableUpdates()
    var updateDepth = 0
    var updatesOnUnloadedView = false
    var leavingScratch: [(IndexPath, UICollectionViewCell)] = []
    var leavingSupplementaryScratch: [(SupplementaryKey, UICollectionReusableView)] = []
    /// Sideways-scrolling sections: the drag that scrolls one, and the glide after it.
    lazy var orthogonalPan: UIPanGestureRecognizer = makeOrthogonalPan()
    var orthogonalDrag: (section: Int, start: CGFloat, origin: CGFloat)?
    var orthogonalGlide: OrthogonalGlide?
    /// Swiping a list layout's rows: the recognizer, the row swiped (or open) and its actions.
    lazy var swipeRecognizer: UIPanGestureRecognizer = makeSwipeRecognizer()
    /// A long press on an item opens the delegate's context menu for it (Lists/ListContextMenus.swift).
    var contextMenuPress: ContextMenuPress?
    var swipe: RowSwipe?
    /// A cell `reconfigureItems` hands back from the next dequeue of its identifier.
    var reconfiguring: UICollectionViewCell?

    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        setUpCollectionView()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder (a flow layout).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        setUpCollectionView()
    }

    private func setUpCollectionView() {
        setDefaultBackgroundColor(.systemBackground)
        addGestureRecognizer(orthogonalPan)
        addGestureRecognizer(swipeRecognizer)
        installContextMenuPress()
    }

    /// A sideways drag in a sideways-scrolling section scrolls its row, not the collection
    /// view; on a list row with swipe actions it swipes the row.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === orthogonalPan { return orthogonalDragShouldBegin() }
        if gestureRecognizer === swipeRecognizer { return swipeShouldBegin() }
        if gestureRecognizer === panGestureRecognizer, !panGestureRecognizer.isScrollPan,
           orthogonalDragShouldBegin() || swipeShouldBegin() { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Registration and reuse

    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerClass(cellClass, for: identifier, in: &cellClasses) {
            "UICollectionView.register: \($0) is not a UICollectionViewCell subclass; identifier \"\(identifier)\" not registered"
        }
    }

    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registerClass(viewClass, for: Self.supplementaryKey(elementKind, identifier), in: &supplementaryClasses) {
            "UICollectionView.register: \($0) is not a UICollectionReusableView subclass; \"\(identifier)\" not registered"
        }
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { "\(kind)\u{1}\(identifier)" }
    static func cellKey(_ identifier: String) -> String { "\u{2}\(identifier)" }

    /// A cell for the item, reused or made of the registered class. An identifier never
    /// registered is a programming error and traps, as UIKit raises.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        // The cell comes back sized for its item (UIKit applies the item's layout attributes in
        // dequeue), so a configuration that reads `bounds` sees the item's size.
        if let cell = reusable[Self.cellKey(identifier)]?.popLast() as? UICollectionViewCell {
            cell.prepareForReuse()
            if let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) { UIView.performWithoutAnimation { cell.bounds.size = a.size } }
            return cell
        }
        guard let c = cellClasses[identifier] else {
            preconditionFailure("UICollectionView: could not dequeue a cell with identifier \"\(identifier)\" — register a class for the identifier first (register(_:forCellWithReuseIdentifier:))")
        }
        let cell = c.init(registeredFor: identifier)
        if let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.bounds.size = a.size }
        return cell
    }

    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        let v: UICollectionReusableView
        if let reused = reusable[key]?.popLast() {
            reused.prepareForReuse()
            v = reused
        } else {
            guard let c = supplementaryClasses[key] else {
                preconditionFailure("UICollectionView: could not dequeue a view of kind \"\(elementKind)\" with identifier \"\(identifier)\" — register a class for them first")
            }
            v = c.init(registeredFor: identifier)
            v.supplementaryKind = elementKind
        }
        let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        if let a = attributes { UIView.performWithoutAnimation { v.bounds.size = a.size } }
        if let list = v as? UICollectionViewListCell { list.dequeuedPlace = attributes?.listPlace }
        return v
    }

    // MARK: Counts and queries

    /// Forgets every item and asks the data source again; the selection is cleared.
    open func reloadData() {
        // A move under way ends with the data it was moving in.
        if let m = movement { movement = nil; m.cell.layer.zPosition = 0 }
        for (path, cell) in shownCells { recycle(cell, at: path) }
        shownCells.removeAll(keepingCapacity: true)
        for (_, v) in shownSupplementaries { recycleSupplementary(v) }
        shownSupplementaries.removeAll(keepingCapacity: true)
        for (_, v) in shownDecorations { recycleDecoration(v) }
        shownDecorations.removeAll(keepingCapacity: true)
        selectedItems.removeAll()
        touchedItem = nil
        prefetchWindow.reset()
        needsReload = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        itemCounts = []
        guard let ds = dataSource else { return }
        let n = max(0, ds.numberOfSections(in: self))
        itemCounts = (0..<n).map { max(0, ds.collectionView(self, numberOfItemsInSection: $0)) }
        collectionViewLayout.isPrepared = false
    }

    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard itemCounts.indices.contains(section) else {
            Diagnostics.warn("UICollectionView.numberOfItems(inSection: \(section)): the collection view has \(itemCounts.count) sections")
            return 0
        }
        return itemCounts[section]
    }

    func isValid(_ path: IndexPath) -> Bool {
        path.count == 2 && itemCounts.indices.contains(path.section) && path.item >= 0 && path.item < itemCounts[path.section]
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shownCells[indexPath] }
    public var visibleCells: [UICollectionViewCell] { shownCells.sorted { $0.key < $1.key }.map(\.value) }
    public var indexPathsForVisibleItems: [IndexPath] { shownCells.keys.sorted() }
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { shownCells.first { $0.value === cell }?.key }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item under `point` (content coordinates), the topmost where items overlap.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.isPrepared = false }
        tile()
    }

    override func setOffset(_ p: CGPoint) {
        let old = bounds.origin
        super.setOffset(p)
        if bounds.origin != old {
            setNeedsLayout()
            if let s = swipe, !s.tracking { closeSwipe(animated: true) }
        }
    }

    // MARK: Touches select items

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, touches.count == 1 else { return super.touchesBegan(touches, with: event) }
        touchOrigin = t.location(in: nil)
        beginTouch(at: t.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first, let path = touchedItem else { return super.touchesMoved(touches, with: event) }
        // Off the cell, or dragged (a sideways drag the list does not scroll along is still
        // not a tap): no selection.
        let p = t.location(in: nil)
        if indexPathForItem(at: t.location(in: self)) != path || hypot(p.x - touchOrigin.x, p.y - touchOrigin.y) > 10 {
            endTouch(selecting: false)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedItem != nil else { return super.touchesEnded(touches, with: event) }
        endTouch(selecting: true)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedItem != nil else { return super.touchesCancelled(touches, with: event) }
        endTouch(selecting: false)
    }
}
