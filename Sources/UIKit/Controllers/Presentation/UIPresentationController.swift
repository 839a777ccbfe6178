import QuartzCore

/// What a presentation tells its delegate (Apple: UIAdaptivePresentationControllerDelegate):
/// chiefly the user's own dismissal of a sheet by dragging it down — asked first
/// (`presentationControllerShouldDismiss`), refused when the controller `isModalInPresentation`
/// or the delegate says no (`presentationControllerDidAttemptToDismiss`), else announced before
/// and after (`presentationControllerWillDismiss`, `presentationControllerDidDismiss`). A
/// dismissal in code (`dismiss(animated:)`) tells none of them, as on iOS. Lamina's
/// presentations do not adapt to size classes (a sheet is a sheet in any window), so the
/// adaptive-style methods are there to be implemented and are not asked.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// How a controller is presented (Apple: UIPresentationController): the presented and
/// presenting controllers, the presentation's style, its views and its delegate. Every
/// controller has one for its `modalPresentationStyle` (`presentationController`); a sheet's is
/// its `UISheetPresentationController`. Custom presentation controllers (through a transitioning
/// delegate) are not built: the class is made by UIKit only.
@preconcurrency @MainActor
open class UIPresentationController {
    public unowned let presentedViewController: UIViewController
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The controller that presents (or will present) the presented one.
    open var presentingViewController: UIViewController { presentedViewController.presentingViewController ?? presentedViewController }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The presented controller's view while it is on screen.
    open var presentedView: UIView? { presentedViewController.presentation != nil ? presentedViewController.viewIfLoaded : nil }
    /// The view the presentation happens in while it is on screen.
    open var containerView: UIView? { presentedViewController.presentation?.container }
    open var traitCollection: UITraitCollection { presentedViewController.traitCollection }

    /// The user dragged the presented view away: true when it may go (asking the delegate);
    /// otherwise the delegate hears of the attempt.
    func userMayDismiss() -> Bool {
        let allowed = !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        if !allowed { delegate?.presentationControllerDidAttemptToDismiss(self) }
        return allowed
    }

    /// Dismisses the presented controller for the user, telling the delegate before and after.
    func dismissForUser() {
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in delegate?.presentationControllerDidDismiss(self) }
    }
}

extension UIViewController {
    /// The controller's presentation controller for its presentation style (a sheet's is its
    /// `sheetPresentationController`).
    public var presentationController: UIPresentationController? {
        if let sheet = sheetPresentationController { return sheet }
        if let p = plainPresentationStorage { return p }
        let p = UIPresentationController(presentedViewController: self)
        plainPresentationStorage = p
        return p
    }
}
