import Foundation
import QuartzCore

/// A list made with a compositional layout: full-width rows sized by their cells, in the
/// looks of a table (Apple: UICollectionLayoutListConfiguration).
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    public var backgroundColor: UIColor?
    /// The actions a row shows when swiped (Apple: `SwipeActionsConfigurationProvider`);
    /// nil, or a nil configuration for a row: that row does not swipe that way.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Shown from the trailing edge, by a swipe to the left.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Shown from the leading edge, by a swipe to the right.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

extension NSCollectionLayoutSection {
    /// A section of full-width rows of estimated height 44, measured by their cells, with
    /// the configuration's headers, footers and insets.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.listAppearance = configuration
        let side: CGFloat = configuration.appearance == .insetGrouped ? 20 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: configuration.isGrouped && configuration.headerMode != .supplementary ? 35 : 0,
                                                        leading: side, bottom: configuration.isGrouped ? 17 : 0, trailing: side)
        if configuration.headerMode == .supplementary {
            let h = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.isGrouped ? 38 : 28))
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: h, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            let f = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.isGrouped ? 38 : 28))
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: f, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}
