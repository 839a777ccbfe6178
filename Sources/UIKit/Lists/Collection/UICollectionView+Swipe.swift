import Foundation

/// A list layout's rows swipe to the actions its configuration's providers give
/// (`UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider`,
/// `leadingSwipeActionsConfigurationProvider`); the rows are list cells.
extension UICollectionView: RowSwiping {
    func swipeableCell(at row: IndexPath) -> SwipeableCell? { shownCells[row] as? UICollectionViewListCell }
    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func swipeConfiguration(forRowAt row: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: row.section) else { return nil }
        return (trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider)?(row)
    }
}
