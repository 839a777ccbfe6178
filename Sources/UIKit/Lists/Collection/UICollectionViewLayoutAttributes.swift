import Foundation
import QuartzCore

/// Where and how one element of a collection view shows: its frame, alpha, z order,
/// transform, and what it is — a cell, a supplementary view of a kind, or a decoration
/// (Apple: UICollectionViewLayoutAttributes).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    public enum Category: UInt, Sendable { case cell, supplementaryView, decorationView }

    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform3D = CATransform3DIdentity
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    /// Which sides of the size are estimates a self-sizing cell replaces (the others are
    /// kept when it is measured).
    var estimatedAxes: (width: Bool, height: Bool) = (false, true)
    /// An item's place in a list section (for a list cell's separator, corners and background).
    var listPlace: ListPlace?
    public let representedElementCategory: Category
    public let representedElementKind: String?

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy (layouts hand out copies to animate from and to).
    open func copy() -> UICollectionViewLayoutAttributes {
        let c: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: c = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView: c = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: c = UICollectionViewLayoutAttributes(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        c.estimatedAxes = estimatedAxes
        c.listPlace = listPlace
        c.frame = frame; c.transform3D = transform3D; c.alpha = alpha; c.zIndex = zIndex; c.isHidden = isHidden
        return c
    }
}

/// Where a row of a list layout is: its section's look and whether it starts or ends it.
struct ListPlace: Equatable {
    /// A row of the list, or its section's header or footer (a supplementary view).
    enum Role { case row, header, footer }
    let appearance: UICollectionLayoutListConfiguration.Appearance
    let first: Bool, last: Bool
    let separators: Bool
    var role = Role.row
}
