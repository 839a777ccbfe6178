import QuartzCore

/// The margins UIKit keeps around a controller's content (Apple: `systemMinimumLayoutMargins`,
/// `viewRespectsSystemMinimumLayoutMargins`).
extension UIViewController {
    /// The least leading and trailing margins of the controller's view: 16 points in a window
    /// of compact width, 20 in a regular one (`traitCollection`); none at the top and bottom.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = viewIfLoaded.map { $0.window?.bounds.width ?? $0.bounds.width } ?? UIScreen.main.bounds.width
        let side: CGFloat = width >= UITraitCollection.regularLength ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

extension UIViewController {
    /// Controllers whose `additionalSafeAreaInsets` are not zero: while there are none every
    /// safe area is zero, without a walk up the hierarchy.
    @MainActor static var safeAreaSources = 0
}

extension UIView {
    /// A controller's view hears when its window's width class may have changed (its own
    /// size did): its margins follow the system minimum.
    func effectiveMarginsMayHaveChanged() {
        guard let vc = viewControllerStorage else { return }
        let now = layoutMargins
        guard now != vc.appliedLayoutMargins else { return }
        vc.appliedLayoutMargins = now
        effectiveMarginsDidChange()
    }
}
