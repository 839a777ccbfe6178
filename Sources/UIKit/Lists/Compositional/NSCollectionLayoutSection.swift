import Foundation
import QuartzCore

/// One section of a compositional layout: a group repeated down the section until the
/// items run out, spaced, inset, with headers and footers on its edges (Apple:
/// NSCollectionLayoutSection). Sections scroll with the collection view; a section that
/// scrolls on its own axis (`orthogonalScrollingBehavior`) is not built yet.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    public var interGroupSpacing: CGFloat = 0
    public var contentInsets = NSDirectionalEdgeInsets.zero
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (its background).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
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
/// NSCollectionLayoutEnvironment); Lamina has no trait collections, so only the container.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: NSCollectionLayoutContainer { get }
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
}

/// Layout-wide settings of a compositional layout (Apple:
/// UICollectionViewCompositionalLayoutConfiguration). Vertical scrolling only in Lamina.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (its background).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    public init() {}
}
