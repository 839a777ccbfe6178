import Foundation
import QuartzCore

/// The smallest part of a compositional layout: one cell's size, with insets (Apple:
/// NSCollectionLayoutItem).
@preconcurrency @MainActor
public class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Space kept inside the item's slot, around its cell.
    public var contentInsets = NSDirectionalEdgeInsets.zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items (and groups) laid out along one axis, or repeated as many as fit (Apple:
/// NSCollectionLayoutGroup). A horizontal group of items narrower than itself repeats them
/// across; with a count, it makes exactly that many, sharing its width.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    let count: Int?
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count))
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count))
    }
    /// The name before iOS 16.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The cells' frames in a group of `size` (relative to the group), in order; each
    /// frame carries whether its height is an estimate.
    func slots(in size: CGSize) -> [(frame: CGRect, estimatedHeight: Bool)] {
        var out: [(CGRect, Bool)] = []
        let spacing = interItemSpacing?.spacing ?? 0
        let flexible = interItemSpacing?.isFlexibleSpacing ?? false
        let length = axis == .horizontal ? size.width : size.height
        // Each placed subitem: its size along the axis and its own slots.
        var placed: [(CGSize, NSCollectionLayoutItem)] = []
        if let count, let sub = subitems.first {
            var s = sub.layoutSize.resolve(in: size)
            let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            if axis == .horizontal { s.width = share } else { s.height = share }
            placed = Array(repeating: (s, sub), count: count)
        } else if !subitems.isEmpty {
            let sizes = subitems.map { ($0.layoutSize.resolve(in: size), $0) }
            let along = { (s: CGSize) in self.axis == .horizontal ? s.width : s.height }
            if sizes.contains(where: { along($0.0) <= 0 }) {
                placed = sizes          // nothing to repeat by: each subitem once
            } else {
                // Repeat the subitems in order while the next one fits.
                var used: CGFloat = 0, k = 0
                while placed.count < 10_000 {
                    let next = sizes[k % sizes.count]
                    let end = used + (placed.isEmpty ? 0 : spacing) + along(next.0)
                    if !placed.isEmpty, end > length + 0.001 { break }
                    placed.append(next)
                    used = end
                    k += 1
                }
            }
        }
        let total = placed.reduce(0) { $0 + (axis == .horizontal ? $1.0.width : $1.0.height) }
        var gap = spacing
        if flexible, placed.count > 1 { gap = max(spacing, (length - total) / CGFloat(placed.count - 1)) }
        var pos: CGFloat = 0
        for (s, sub) in placed {
            let frame = axis == .horizontal ? CGRect(x: pos, y: 0, width: s.width, height: s.height)
                                            : CGRect(x: 0, y: pos, width: s.width, height: s.height)
            if let g = sub as? NSCollectionLayoutGroup {
                for inner in g.slots(in: s) {
                    out.append((inner.frame.offsetBy(dx: frame.minX, dy: frame.minY), inner.estimatedHeight))
                }
            } else {
                let i = sub.contentInsets
                out.append((CGRect(x: frame.minX + i.leading, y: frame.minY + i.top,
                                   width: max(0, frame.width - i.leading - i.trailing), height: max(0, frame.height - i.top - i.bottom)),
                            sub.layoutSize.heightDimension.isEstimated))
            }
            pos += (axis == .horizontal ? s.width : s.height) + gap
        }
        return out
    }
}

/// A supplementary view on a section's edge, such as a header or footer (Apple:
/// NSCollectionLayoutBoundarySupplementaryItem).
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    /// A header that stays at the top of the visible area while its section is in view.
    public var pinToVisibleBounds = false
    public var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// A view the layout puts behind a section's items (Apple: NSCollectionLayoutDecorationItem):
/// `background(elementKind:)` spans the section's items and its content insets, less this
/// item's own `contentInsets`. Its view is made from the class registered on the layout with
/// `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// −1 by default: below the cells (0), so cells shown later still draw over it.
    public var zIndex = -1

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background for the section of views of `elementKind`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
