import Foundation
import QuartzCore

extension UICollectionView {
    /// The direction a layout's content scrolls (Apple: UICollectionView.ScrollDirection).
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// Sizes and spacing a flow layout asks per item and section (Apple:
/// UICollectionViewDelegateFlowLayout); the defaults are the layout's properties.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ l: UICollectionViewLayout) -> UICollectionViewFlowLayout? { l as? UICollectionViewFlowLayout }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        flow(collectionViewLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}

/// Items in lines, line after line (Apple: UICollectionViewFlowLayout). Scrolling vertically,
/// items go left to right until a line is full, then on the next line down; the items of a
/// line are spread across it (one item alone is centred) and centred on the line's height.
/// Sections are stacked with their insets, headers and footers; headers may stay pinned
/// while their section is in view. With an `estimatedItemSize`, items are measured by their
/// cells as they first show.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize` for cells that size themselves (Apple's constant).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize = CGSize.zero { didSet { measured = [:]; invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private struct Section {
        var items: [UICollectionViewLayoutAttributes] = []
        var header: UICollectionViewLayoutAttributes?
        var footer: UICollectionViewLayoutAttributes?
        /// The section's span along the scroll axis, and its thickest line.
        var start: CGFloat = 0, end: CGFloat = 0
        var thickest: CGFloat = 0
    }
    private var sections: [Section] = []
    private var contentSize = CGSize.zero
    private var preparedSize = CGSize.zero
    private var measured: [IndexPath: CGSize] = [:]

    public override init() { super.init() }

    private var vertical: Bool { scrollDirection == .vertical }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        sections = []
        guard let cv = collectionView else { contentSize = .zero; return }
        if cv.bounds.width != preparedSize.width, vertical { measured = [:] }
        if cv.bounds.height != preparedSize.height, !vertical { measured = [:] }
        preparedSize = cv.bounds.size
        let delegate = cv.collectionDelegate as? UICollectionViewDelegateFlowLayout
        let inset = cv.adjustedContentInset
        // The extent across the scroll axis that lines fill.
        let across = vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom
        var along: CGFloat = 0
        let estimating = estimatedItemSize != .zero
        for s in 0..<cv.numberOfSections {
            var sec = Section(start: along)
            let header = delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: s))
                a.frame = rect(along: along, length: headerLength, across: 0, width: across)
                a.zIndex = sectionHeadersPinToVisibleBounds ? 1024 : 10
                sec.header = a
                along += headerLength
            }
            let si = delegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            along += vertical ? si.top : si.left
            let lineStart = vertical ? si.left : si.top
            let lineLength = across - (vertical ? si.left + si.right : si.top + si.bottom)
            var line: [(UICollectionViewLayoutAttributes, CGSize)] = []
            var used: CGFloat = 0
            func finishLine() {
                guard !line.isEmpty else { return }
                let thickness = line.map { vertical ? $0.1.height : $0.1.width }.max() ?? 0
                sec.thickest = max(sec.thickest, thickness)
                let total = line.reduce(0) { $0 + (vertical ? $1.1.width : $1.1.height) }
                let gap = line.count > 1 ? max(itemSpacing, (lineLength - total) / CGFloat(line.count - 1)) : 0
                var pos = line.count == 1 ? lineStart + max(0, (lineLength - total) / 2) : lineStart
                for (a, size) in line {
                    let l = vertical ? size.width : size.height, t = vertical ? size.height : size.width
                    let offset = (thickness - t) / 2
                    a.frame = vertical ? CGRect(x: pos, y: along + offset, width: l, height: t)
                                       : CGRect(x: along + offset, y: pos, width: t, height: l)
                    pos += l + gap
                }
                along += thickness + lineSpacing
                line.removeAll(keepingCapacity: true)
                used = 0
            }
            let count = cv.numberOfItems(inSection: s)
            sec.items.reserveCapacity(count)
            for i in 0..<count {
                let path = IndexPath(item: i, section: s)
                var size: CGSize
                if estimating {
                    size = measured[path] ?? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
                } else {
                    size = delegate?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                }
                size = CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
                let l = vertical ? size.width : size.height
                if !line.isEmpty, used + itemSpacing + l > lineLength { finishLine() }
                let a = UICollectionViewLayoutAttributes(forCellWith: path)
                a.estimatedAxes = (estimating, estimating)
                used += (line.isEmpty ? 0 : itemSpacing) + l
                line.append((a, size))
                sec.items.append(a)
            }
            finishLine()
            if count > 0 { along -= lineSpacing }
            along += vertical ? si.bottom : si.right
            let footer = delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: s))
                a.frame = rect(along: along, length: footerLength, across: 0, width: across)
                a.zIndex = 10
                sec.footer = a
                along += footerLength
            }
            sec.end = along
            sections.append(sec)
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    private func rect(along: CGFloat, length: CGFloat, across: CGFloat, width: CGFloat) -> CGRect {
        vertical ? CGRect(x: across, y: along, width: width, height: length) : CGRect(x: along, y: across, width: length, height: width)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var out: [UICollectionViewLayoutAttributes] = []
        for sec in sections where sec.end > lo && sec.start < hi {
            if let h = sec.header {
                if sectionHeadersPinToVisibleBounds { pin(h, in: sec, visibleStart: lo) }
                if h.frame.intersects(rect) { out.append(h) }
            }
            // Lines are in scroll order (items within a line are not, being centred on it):
            // skip the items whose whole line ends before `lo`.
            var first = 0, last = sec.items.count
            while first < last {
                let mid = (first + last) / 2
                let f = sec.items[mid].frame
                if (vertical ? f.maxY : f.maxX) + sec.thickest <= lo { first = mid + 1 } else { last = mid }
            }
            for a in sec.items[first...] {
                let f = a.frame
                if (vertical ? f.minY : f.minX) >= hi { break }
                if f.intersects(rect) { out.append(a) }
            }
            if let f = sec.footer, f.frame.intersects(rect) { out.append(f) }
        }
        return out
    }

    /// A pinned header stays at the top of the visible area while its section is in view.
    private func pin(_ h: UICollectionViewLayoutAttributes, in sec: Section, visibleStart: CGFloat) {
        let length = vertical ? h.frame.height : h.frame.width
        let place = min(max(sec.start, visibleStart + (vertical ? collectionView?.adjustedContentInset.top ?? 0 : 0)), sec.end - length)
        if vertical { h.frame.origin.y = place } else { h.frame.origin.x = place }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        if elementKind == UICollectionView.elementKindSectionHeader { return sections[indexPath.section].header }
        if elementKind == UICollectionView.elementKindSectionFooter { return sections[indexPath.section].footer }
        return nil
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    override func remapMeasurements(_ newPath: (IndexPath) -> IndexPath?) {
        measured = Dictionary(measured.compactMap { k, v in newPath(k).map { ($0, v) } }, uniquingKeysWith: { a, _ in a })
    }

    override func measuresItem(at indexPath: IndexPath) -> Bool { estimatedItemSize != .zero && measured[indexPath] == nil }

    override func adoptPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        let old = layoutAttributesForItem(at: indexPath)?.size
        measured[indexPath] = size
        guard size != old else { return false }
        isPrepared = false
        return true
    }
}
