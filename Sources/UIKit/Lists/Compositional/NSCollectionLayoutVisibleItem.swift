import Foundation
import QuartzCore

/// What a section's `visibleItemsInvalidationHandler` is called with for the items in view
/// (Apple: NSCollectionLayoutVisibleItem): each item's place, which the handler may change —
/// its transform, alpha, centre, z order, visibility — for this layout pass only, as the
/// section scrolls (a carousel scaling its middle card up, fading the others).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    /// In the section's own coordinates: for a section scrolling sideways, its row unscrolled
    /// (subtract the handler's offset for where it shows).
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// The handler's arguments: the items in view, the section's scroll offset (a sideways
/// section's own, else the collection view's), and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

extension UICollectionView {
    /// Apple's name for the kinds of element a layout places.
    public typealias ElementCategory = UICollectionViewLayoutAttributes.Category
}

/// A visible item over a copy of the item's attributes, shifted by `shift` (a sideways
/// section's scroll) between the section's coordinates and the collection view's.
final class VisibleLayoutItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    private let shift: CGFloat

    init(_ attributes: UICollectionViewLayoutAttributes, shift: CGFloat) {
        self.attributes = attributes
        self.shift = shift
    }

    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + shift, y: attributes.center.y) }
        set { attributes.center = CGPoint(x: newValue.x - shift, y: newValue.y) }
    }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var transform3D: CATransform3D { get { attributes.transform3D } set { attributes.transform3D = newValue } }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame.offsetBy(dx: shift, dy: 0) }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
