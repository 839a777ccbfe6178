import Foundation
import QuartzCore

extension UICollectionView {
    /// A cell class and how to configure it for an item, registered on first use (Apple:
    /// UICollectionView.CellRegistration). Make it once, outside the cell provider.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
        }
    }

    /// A supplementary view class for a kind, and how to configure it (Apple:
    /// UICollectionView.SupplementaryRegistration).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let identifier: String
        let elementKind: String
        let handler: Handler
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
        }
    }

    /// A cell of the registration's class, configured for `item` by its handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                  for indexPath: IndexPath, item: Item?) -> Cell {
        if cellClasses[registration.identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(using registration: SupplementaryRegistration<Supplementary>,
                                                                                                for indexPath: IndexPath) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.identifier)
        if supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let v = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath) as! Supplementary
        registration.handler(v, registration.elementKind, indexPath)
        return v
    }
}
