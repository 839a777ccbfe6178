import Foundation

/// Changing a collection view's layout (Apple: `setCollectionViewLayout(_:animated:)`): the
/// items take their places in the new layout; animated, the shown cells move there from where
/// they were over UIKit's 0.3 s, and cells the new layout brings into view fade in.
extension UICollectionView {
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        var before: [ObjectIdentifier: CGRect] = [:]
        for cell in shownCells.values { before[ObjectIdentifier(cell)] = cell.frame }
        collectionViewLayout = layout
        UIView.performWithoutAnimation { layoutIfNeeded() }
        guard animated, window != nil, UIView.areAnimationsEnabled else { completion?(true); return }
        var moves: [(UICollectionViewCell, CGRect)] = [], arrivals: [UICollectionViewCell] = []
        UIView.performWithoutAnimation {
            for cell in shownCells.values {
                if let old = before[ObjectIdentifier(cell)] {
                    guard old != cell.frame else { continue }
                    moves.append((cell, cell.frame))
                    cell.frame = old
                } else {
                    arrivals.append(cell)
                    cell.alpha = 0
                }
            }
        }
        UIView.animate(withDuration: 0.3, animations: {
            for (cell, target) in moves { cell.frame = target }
            for cell in arrivals { cell.alpha = 1 }
        }, completion: { done in completion?(done) })
    }
}
