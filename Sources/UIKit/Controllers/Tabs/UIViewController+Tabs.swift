import QuartzCore

extension UIViewController {
    /// The nearest tab bar controller above this controller, or nil.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The controller's tab, made on first use with its title (which follows the controller's
    /// title until the item is given its own).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem()
            item.title = title
            item.titleFollowsController = true
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            tabBarController?.tabItemsChanged()
        }
    }
}
