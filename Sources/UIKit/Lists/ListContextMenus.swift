import QuartzCore

/// Context menus of list rows and items: a long press on one asks the delegate for its
/// configuration (UITableViewDelegate's `contextMenuConfigurationForRowAt`,
/// UICollectionViewDelegate's `contextMenuConfigurationForItemsAt`, else the iOS 13
/// `…ForItemAt`) and shows its menu beside the cell. Where the delegate gives none, the
/// press stays the row's (held and lifted, it still selects).
extension UITableView {
    func installContextMenuPress() {
        let press = ContextMenuPress { [weak self] point in
            guard let self, let path = self.indexPathForRow(at: point), let cell = self.cellForRow(at: path),
                  let c = self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: path, point: point) else { return nil }
            return (c, cell)
        }
        addGestureRecognizer(press.recognizer)
        contextMenuPress = press
    }
}

extension UICollectionView {
    func installContextMenuPress() {
        let press = ContextMenuPress { [weak self] point in
            guard let self, let path = self.indexPathForItem(at: point), let cell = self.cellForItem(at: path),
                  let delegate = self.collectionDelegate else { return nil }
            guard let c = delegate.collectionView(self, contextMenuConfigurationForItemsAt: [path], point: point)
                    ?? delegate.collectionView(self, contextMenuConfigurationForItemAt: path, point: point) else { return nil }
            return (c, cell)
        }
        addGestureRecognizer(press.recognizer)
        contextMenuPress = press
    }
}
