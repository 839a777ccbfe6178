import Foundation
import QuartzCore

/// A layout composed of items in groups in sections (Apple:
/// UICollectionViewCompositionalLayout): each section's group is laid out once and repeated
/// down the section; sizes are fractions of the container, points, or estimates the cells
/// replace when measured. A section provider may give each section its own layout.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    public var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private struct Placed {
        var items: [UICollectionViewLayoutAttributes] = []
        var boundaries: [(UICollectionViewLayoutAttributes, NSCollectionLayoutBoundarySupplementaryItem)] = []
        var decorations: [UICollectionViewLayoutAttributes] = []
        /// A section scrolling sideways: its row and how it scrolls.
        var orthogonal: OrthogonalRow?
        var start: CGFloat = 0, end: CGFloat = 0
        var tallestGroup: CGFloat = 0
        var itemStart: CGFloat = 0, itemEnd: CGFloat = 0
        var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    }
    /// The environment the sections were last laid out in (handed to visible-items handlers).
    private var environment: NSCollectionLayoutEnvironment?
    private var placed: [Placed] = []
    private var contentSize = CGSize.zero
    private var preparedSize = CGSize.zero
    /// Heights measured for items (and headers) whose height is an estimate.
    private var measured: [IndexPath: CGFloat] = [:]
    private var estimatedItems = Set<IndexPath>()
    /// How far each sideways-scrolling section is scrolled (kept across preparing).
    private var orthogonalOffsets: [Int: CGFloat] = [:]

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list layout: every section a `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, env in NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: env) }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Each section's list configuration as last prepared (nil: not a list section).
    private var sectionLists: [UICollectionLayoutListConfiguration?] = []

    /// The list configuration section `s` was laid out with, if it is a list section.
    func listConfiguration(ofSection s: Int) -> UICollectionLayoutListConfiguration? {
        sectionLists.indices.contains(s) ? sectionLists[s] : nil
    }

    open override func prepare() {
        placed = []
        estimatedItems = []
        sectionLists = []
        guard let cv = collectionView else { contentSize = .zero; return }
        // Measured heights belong to the width they were measured at.
        if cv.bounds.width != preparedSize.width { measured = [:] }
        preparedSize = cv.bounds.size
        let inset = cv.adjustedContentInset
        let width = cv.bounds.width - inset.left - inset.right
        let height = cv.bounds.height - inset.top - inset.bottom
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: height), contentInsets: .zero),
                                    traitCollection: cv.traitCollection)
        environment = env
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            if s > 0 { y += configuration.interSectionSpacing }
            guard let section = provider(s, env) else {
                Diagnostics.warn("UICollectionViewCompositionalLayout: the section provider gave no section for section \(s); it is left empty")
                placed.append(Placed(start: y, end: y))
                sectionLists.append(nil)
                continue
            }
            sectionLists.append(section.listAppearance)
            if let list = section.listAppearance, s == 0 {
                cv.backgroundColor = list.backgroundColor ?? (list.isGrouped ? .systemGroupedBackground : .systemBackground)
            }
            placed.append(layOut(section, index: s, count: cv.numberOfItems(inSection: s), top: &y, width: width, height: height))
        }
        contentSize = CGSize(width: width, height: y)
    }

    private func layOut(_ section: NSCollectionLayoutSection, index s: Int, count: Int, top y: inout CGFloat,
                        width: CGFloat, height: CGFloat) -> Placed {
        var p = Placed(start: y)
        p.visibleItemsHandler = section.visibleItemsInvalidationHandler
        let ci = section.contentInsets
        let area = CGSize(width: width - ci.leading - ci.trailing, height: height - ci.top - ci.bottom)
        for b in section.boundarySupplementaryItems where b.alignment == .top || b.alignment == .topLeading || b.alignment == .topTrailing {
            y += place(b, of: section, index: s, at: y, width: width, into: &p)
        }
        y += ci.top
        p.itemStart = y
        let groupSize = section.group.layoutSize.resolve(in: area)
        let pattern = section.group.slots(in: groupSize)
        let estimatedGroup = section.group.layoutSize.heightDimension.isEstimated
        if section.orthogonalScrollingBehavior != .none {
            layOutRow(section, index: s, count: count, pattern: pattern, groupSize: groupSize, top: &y, width: width, into: &p)
        } else if !pattern.isEmpty, count > 0 {
            let groups = (count + pattern.count - 1) / pattern.count
            p.items.reserveCapacity(count)
            for g in 0..<groups {
                var groupHeight = estimatedGroup ? 0 : groupSize.height
                for (k, slot) in pattern.enumerated() {
                    let i = g * pattern.count + k
                    guard i < count else { break }
                    let path = IndexPath(item: i, section: s)
                    var frame = slot.frame.offsetBy(dx: ci.leading, dy: y)
                    if slot.estimatedHeight {
                        estimatedItems.insert(path)
                        if let h = measured[path] { frame.size.height = h }
                    }
                    groupHeight = max(groupHeight, frame.maxY - y)
                    let a = UICollectionViewLayoutAttributes(forCellWith: path)
                    a.frame = frame
                    a.estimatedAxes = (false, slot.estimatedHeight)
                    if let list = section.listAppearance {
                        a.listPlace = ListPlace(appearance: list.appearance, first: i == 0, last: i == count - 1, separators: list.showsSeparators)
                    }
                    p.items.append(a)
                }
                p.tallestGroup = max(p.tallestGroup, groupHeight)
                y += groupHeight + (g < groups - 1 ? section.interGroupSpacing : 0)
            }
        }
        p.itemEnd = y
        y += ci.bottom
        // A background spans the items and the section's insets, less its own insets.
        for d in section.decorationItems {
            let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: d.elementKind, with: IndexPath(item: 0, section: s))
            let di = d.contentInsets
            a.frame = CGRect(x: di.leading, y: p.itemStart - ci.top + di.top, width: max(0, width - di.leading - di.trailing),
                             height: max(0, y - (p.itemStart - ci.top) - di.top - di.bottom))
            a.zIndex = d.zIndex
            p.decorations.append(a)
        }
        for b in section.boundarySupplementaryItems where b.alignment == .bottom || b.alignment == .bottomLeading || b.alignment == .bottomTrailing {
            y += place(b, of: section, index: s, at: y, width: width, into: &p)
        }
        p.end = y
        return p
    }

    /// A sideways-scrolling section: its groups side by side in one row at `y`, shifted by
    /// the section's own offset.
    private func layOutRow(_ section: NSCollectionLayoutSection, index s: Int, count: Int, pattern: [(frame: CGRect, estimatedHeight: Bool)],
                           groupSize: CGSize, top y: inout CGFloat, width: CGFloat, into p: inout Placed) {
        let ci = section.contentInsets
        // Centred group paging rests with a group in the middle, the first and last included:
        // the row is inset by at least half of what the group leaves of the width.
        var lead = ci.leading, trail = ci.trailing
        if section.orthogonalScrollingBehavior == .groupPagingCentered {
            let centring = max(0, (width - groupSize.width) / 2)
            lead = max(lead, centring); trail = max(trail, centring)
        }
        let groups = pattern.isEmpty ? 0 : (count + pattern.count - 1) / pattern.count
        let stride = groupSize.width + section.interGroupSpacing
        let contentWidth = lead + trail + CGFloat(groups) * groupSize.width + CGFloat(max(0, groups - 1)) * section.interGroupSpacing
        let maxOffset = max(0, contentWidth - width)
        let offset = min(max(0, orthogonalOffsets[s] ?? 0), maxOffset)
        orthogonalOffsets[s] = offset
        for g in 0..<groups {
            for (k, slot) in pattern.enumerated() {
                let i = g * pattern.count + k
                guard i < count else { break }
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                a.frame = slot.frame.offsetBy(dx: lead + CGFloat(g) * stride - offset, dy: y)
                a.estimatedAxes = (false, false)
                p.items.append(a)
            }
        }
        p.tallestGroup = groupSize.height
        p.orthogonal = OrthogonalRow(band: CGRect(x: 0, y: y, width: width, height: groupSize.height), behavior: section.orthogonalScrollingBehavior,
                                     maxOffset: maxOffset, groupWidth: groupSize.width, stride: stride, leading: lead, pageWidth: width)
        y += groupSize.height
    }

    /// The sideways-scrolling section whose row holds `point`, with its row.
    func orthogonalRow(at point: CGPoint) -> (section: Int, row: OrthogonalRow)? {
        for (s, p) in placed.enumerated() { if let row = p.orthogonal, row.band.contains(point) { return (s, row) } }
        return nil
    }

    func orthogonalOffset(ofSection s: Int) -> CGFloat { orthogonalOffsets[s] ?? 0 }
    func orthogonalRow(section s: Int) -> OrthogonalRow? { placed.indices.contains(s) ? placed[s].orthogonal : nil }

    /// Scrolls section `s`'s row to `offset` (clamped): its items move sideways at once.
    func setOrthogonalOffset(_ offset: CGFloat, ofSection s: Int) {
        guard placed.indices.contains(s), let row = placed[s].orthogonal else { return }
        let new = min(max(0, offset), row.maxOffset), delta = new - (orthogonalOffsets[s] ?? 0)
        guard delta != 0 else { return }
        orthogonalOffsets[s] = new
        for a in placed[s].items { a.frame.origin.x -= delta }
        collectionView?.setNeedsLayout()
    }

    /// Places a header or footer across the section at `y`; returns its height.
    /// Places a header or footer at `y`: within the section's leading and trailing insets when
    /// it follows them, at its alignment's side (centred for `.top` and `.bottom`).
    private func place(_ b: NSCollectionLayoutBoundarySupplementaryItem, of section: NSCollectionLayoutSection, index s: Int,
                       at y: CGFloat, width: CGFloat, into p: inout Placed) -> CGFloat {
        let path = IndexPath(item: 0, section: s)
        let key = IndexPath(indexes: [s, -1 - p.boundaries.count])
        let ci = section.supplementariesFollowContentInsets ? section.contentInsets : .zero
        let span = max(0, width - ci.leading - ci.trailing)
        var size = b.layoutSize.resolve(in: CGSize(width: span, height: preparedSize.height))
        if b.layoutSize.heightDimension.isEstimated, let h = measured[key] { size.height = h }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: b.elementKind, with: path)
        let x: CGFloat
        switch b.alignment {
        case .topLeading, .bottomLeading, .leading: x = ci.leading
        case .topTrailing, .bottomTrailing, .trailing: x = ci.leading + span - size.width
        default: x = ci.leading + ((span - size.width) / 2).rounded()
        }
        a.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        if let list = section.listAppearance {
            let footer = b.alignment == .bottom || b.alignment == .bottomLeading || b.alignment == .bottomTrailing
            a.listPlace = ListPlace(appearance: list.appearance, first: false, last: false, separators: false,
                                    role: footer ? .footer : .header)
        }
        a.zIndex = b.pinToVisibleBounds ? 1024 : b.zIndex
        a.estimatedAxes = (false, false)
        p.boundaries.append((a, b))
        return size.height
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for (s, p) in placed.enumerated() where p.end > rect.minY && p.start < rect.maxY {
            let sectionStart = out.count
            defer { if p.visibleItemsHandler != nil { invalidateVisibleItems(section: s, p, &out, from: sectionStart, rect: rect) } }
            for (a, b) in p.boundaries {
                if b.pinToVisibleBounds, b.alignment == .top {
                    let top = rect.minY + (collectionView?.adjustedContentInset.top ?? 0)
                    a.frame.origin.y = min(max(p.start, top), p.end - a.frame.height)
                }
                if a.frame.intersects(rect) { out.append(a) }
            }
            for a in p.decorations where a.frame.intersects(rect) { out.append(a) }
            var first = 0, last = p.items.count
            while first < last {
                let mid = (first + last) / 2
                if p.items[mid].frame.maxY + p.tallestGroup <= rect.minY { first = mid + 1 } else { last = mid }
            }
            for a in p.items[first...] {
                if a.frame.minY >= rect.maxY + p.tallestGroup { break }
                if a.frame.intersects(rect) { out.append(a) }
            }
        }
        return out
    }

    /// A section with a visible-items handler: its items and supplementary views in view are
    /// handed over as copies (the layout's own stay as laid out, so changes never pile up
    /// from one pass to the next), in the section's coordinates, and the copies shown.
    private func invalidateVisibleItems(section s: Int, _ p: Placed, _ out: inout [UICollectionViewLayoutAttributes],
                                        from start: Int, rect: CGRect) {
        guard let handler = p.visibleItemsHandler, let environment else { return }
        let sideways = p.orthogonal != nil
        let offset = sideways ? CGPoint(x: orthogonalOffsets[s] ?? 0, y: 0) : (collectionView?.contentOffset ?? .zero)
        var items: [VisibleLayoutItem] = []
        for i in start..<out.count where out[i].representedElementCategory != .decorationView {
            let item = VisibleLayoutItem(out[i].copy(), shift: sideways && out[i].representedElementCategory == .cell ? offset.x : 0)
            out[i] = item.attributes
            items.append(item)
        }
        handler(items, offset, environment)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placed.indices.contains(indexPath.section), placed[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return placed[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placed.indices.contains(indexPath.section) else { return nil }
        return placed[indexPath.section].boundaries.first { $0.0.representedElementKind == elementKind }?.0
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placed.indices.contains(indexPath.section) else { return nil }
        return placed[indexPath.section].decorations.first { $0.representedElementKind == elementKind }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { newBounds.size != preparedSize }

    override func measuresItem(at indexPath: IndexPath) -> Bool { estimatedItems.contains(indexPath) && measured[indexPath] == nil }

    override func adoptPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        let old = layoutAttributesForItem(at: indexPath)?.size.height
        measured[indexPath] = size.height
        guard size.height != old else { return false }
        isPrepared = false
        return true
    }

    override func remapMeasurements(_ newPath: (IndexPath) -> IndexPath?) {
        measured = Dictionary(measured.compactMap { k, v in k.item < 0 ? nil : newPath(k).map { ($0, v) } }, uniquingKeysWith: { a, _ in a })
    }
}

/// A sideways-scrolling section's row: where it is, how far it scrolls, and the distances
/// it comes to rest at.
struct OrthogonalRow {
    let band: CGRect
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    let maxOffset: CGFloat
    let groupWidth: CGFloat, stride: CGFloat, leading: CGFloat, pageWidth: CGFloat

    /// Where a scroll let go at `offset` with `velocity` (points a second, in offset terms)
    /// comes to rest.
    func restingOffset(from offset: CGFloat, velocity: CGFloat, start: CGFloat) -> CGFloat {
        // A flick carries on as deceleration would (UIScrollView's normal rate: 0.998/ms).
        let coast = offset + velocity * 0.998 / (1 - 0.998) / 1000
        var target: CGFloat
        switch behavior {
        case .none, .continuous:
            target = coast
        case .continuousGroupLeadingBoundary:
            target = (coast / stride).rounded() * stride
        case .paging:
            target = page(from: start, offset: offset, velocity: velocity, size: pageWidth)
        case .groupPaging:
            target = page(from: start, offset: offset, velocity: velocity, size: stride)
        case .groupPagingCentered:
            let centring = leading - (pageWidth - groupWidth) / 2
            target = page(from: start - centring, offset: offset - centring, velocity: velocity, size: stride) + centring
        }
        return min(max(0, target), maxOffset)
    }

    /// One page on from where the drag started when it went far or fast enough, else back.
    private func page(from start: CGFloat, offset: CGFloat, velocity: CGFloat, size: CGFloat) -> CGFloat {
        guard size > 0 else { return offset }
        let startPage = (start / size).rounded()
        let moved = offset - startPage * size
        var pageIndex = startPage
        if moved > size / 2 || velocity > 300 { pageIndex += 1 } else if moved < -size / 2 || velocity < -300 { pageIndex -= 1 }
        return pageIndex * size
    }
}
