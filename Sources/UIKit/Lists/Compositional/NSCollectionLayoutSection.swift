import Foundation
import QuartzCore

/// One section of a compositional layout: a group repeated down the section until the
/// items run out, spaced, inset, with headers and footers on its edges (Apple:
/// NSCollectionLayoutSection). Sections scroll with the collection view; a section with an
/// `orthogonalScrollingBehavior` lays its groups side by side in one row instead, which the
/// user scrolls sideways on its own.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    public var interGroupSpacing: CGFloat = 0
    public var contentInsets = NSDirectionalEdgeInsets.zero
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers sit within the section's leading and trailing content
    /// insets, as its items do (true by default, as in UIKit), or span the whole width.
    public var supplementariesFollowContentInsets = true
    /// Views behind the section (its background).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether, and how, the section's groups run sideways in a row of their own that the
    /// user scrolls (a carousel): freely, coming to rest on group edges, or by pages.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Called as the layout places the section's items in view — each time it scrolls, its
    /// own way or with the collection view — to change their transform, alpha and the rest
    /// for that pass (see `NSCollectionLayoutVisibleItem`).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// The list look the section was made with (`list(using:layoutEnvironment:)`).
    var listAppearance: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// The space a section provider lays out in (Apple: NSCollectionLayoutContainer).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where the layout is (Apple:
/// NSCollectionLayoutEnvironment): the container's size and the collection view's traits
/// (a section laid out one way in a compact width, another in a regular one).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(width: contentSize.width - contentInsets.leading - contentInsets.trailing,
               height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
}

/// Layout-wide settings of a compositional layout (Apple:
/// UICollectionViewCompositionalLayoutConfiguration). Vertical scrolling only in Lamina.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public init() {}
}

/// How a section's row of groups scrolls sideways (Apple's raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section scrolls with the collection view: groups stack down.
    case none
    /// Free scrolling, decelerating after a flick.
    case continuous
    /// Free scrolling that comes to rest with a group's leading edge at the section's.
    case continuousGroupLeadingBoundary
    /// A page (the collection view's width) at a time.
    case paging
    /// A group at a time, resting on its leading edge.
    case groupPaging
    /// A group at a time, resting with it centred.
    case groupPagingCentered
}
