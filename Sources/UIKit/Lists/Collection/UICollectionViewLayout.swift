import Foundation
import QuartzCore

/// Decides where a collection view's cells and supplementary views go (Apple:
/// UICollectionViewLayout). Subclass it for a custom layout: `prepare()` works out the
/// layout (called after every invalidation, before anything is asked), then the collection
/// view asks `collectionViewContentSize` and, as it scrolls, `layoutAttributesForElements(in:)`.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?
    var isPrepared = false

    public init() {}

    /// Works out the layout; called before the collection view first asks, and after each
    /// `invalidateLayout()`.
    open func prepare() {}

    /// The size of everything the layout places.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view (a view the layout adds, not the data source: a section's
    /// background) goes.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The classes of the layout's decoration views, by kind.
    private(set) var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Registers the class made for decoration views of `elementKind` (nil: unregisters).
    /// A class that is not a `UICollectionReusableView` is refused with a message.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registerClass(viewClass, for: elementKind, in: &decorationClasses) {
            "UICollectionViewLayout: \($0) is not a UICollectionReusableView; not registered for decoration views of kind \(elementKind)"
        }
    }

    /// Whether a change of the visible bounds (a scroll or a resize) needs the layout worked
    /// out again. The default: only when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }

    /// Marks the layout out of date: it is prepared again at the collection view's next layout pass.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Where an item that is being inserted starts (nil: where it ends, faded in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an item that is being deleted ends (nil: where it was, faded out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The offset to rest at after a scroll that would end at `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Whether an item's size is an estimate, measured when its cell first shows (the
    /// standard layouts' estimated sizes).
    func measuresItem(at indexPath: IndexPath) -> Bool { false }

    /// Takes an item's measured size; true when that changed the layout (invalidated).
    func adoptPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool { false }

    /// Items moved in a batch update: measured sizes follow them (nil: the item is gone).
    func remapMeasurements(_ newPath: (IndexPath) -> IndexPath?) {}

    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}
