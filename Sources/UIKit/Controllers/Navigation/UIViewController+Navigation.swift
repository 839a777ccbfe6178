import QuartzCore

extension UIViewController {
    /// The nearest navigation controller above this controller, or nil.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest controller above this one that is a `T`.
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var p = parent
        while let c = p {
            if let t = c as? T { return t }
            p = c.parent
        }
        return nil
    }

    /// What the navigation bar shows for this controller, made on first use with its title.
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self, animated: animated)
    }

    /// An Edit item that toggles `isEditing` (titled Done while editing), as UIKit's.
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: self) { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item.editingDidChange(isEditing)
        editButtonItemStorage = item
        return item
    }

    /// `show(_:sender:)`'s work: pushed by the navigation controller this one is (or is in);
    /// outside one, presented modally (Apple: "presents the view controller modally").
    func showInContainer(_ vc: UIViewController) {
        guard let nav = (self as? UINavigationController) ?? navigationController else {
            present(vc, animated: true)
            return
        }
        nav.pushViewController(vc, animated: true)
    }
}

extension UIBarButtonItem {
    /// The edit item's title and style follow the controller's editing state.
    func editingDidChange(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
