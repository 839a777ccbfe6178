import QuartzCore

/// What a presentation tells its delegate (Apple: UIAdaptivePresentationControllerDelegate):
/// chiefly the user's own dismissal of a sheet by dragging it down — asked first
/// (`presentationControllerShouldDismiss`), refused when the controller `isModalInPresentation`
/// or the delegate says no (`presentationControllerDidAttemptToDismiss`), else announced before
/// and after (`presentationControllerWillDismiss`, `presentationControllerDidDismiss`). A
/// dismissal in code (`dismiss(animated:)`) tells none of them, as on iOS. Only popovers
/// adapt to size classes (a sheet is a sheet in any window): the adaptive-style methods are
/// asked for a popover in a horizontally compact window, `.none` keeping it a popover; their
/// default, `.automatic`, stands for "not implemented" (UIKit's own adaptation, a sheet).
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
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
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
/// its `UISheetPresentationController`.
///
/// A `.custom` presentation takes its presentation controller from the presented controller's
/// `transitioningDelegate` — usually a subclass that sizes the presented view
/// (`frameOfPresentedViewInContainerView`), adds views of its own to `containerView` in
/// `presentationTransitionWillBegin()` (a dimming view, faded in alongside the transition
/// through the presented controller's `transitionCoordinator`), takes them away after
/// `dismissalTransitionDidEnd(_:)`, and places its views again in
/// `containerViewWillLayoutSubviews()` when the window changes size.
@preconcurrency @MainActor
open class UIPresentationController {
    public unowned let presentedViewController: UIViewController
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The presenting controller given at init, or the one the presentation used.
    weak var presentingStorage: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
    }

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }

    /// The controller that presents (or will present) the presented one.
    open var presentingViewController: UIViewController {
        presentedViewController.presentingViewController ?? presentingStorage ?? presentedViewController
    }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// The view that is animated and shown for the presented controller: its view while it is
    /// presented. A subclass may return a view that wraps it.
    open var presentedView: UIView? { presentedViewController.presentation != nil ? presentedViewController.viewIfLoaded : nil }
    /// The view the presentation happens in while it is on screen.
    open var containerView: UIView? { presentedViewController.presentation?.container }
    open var traitCollection: UITraitCollection { presentedViewController.traitCollection }

    /// Where the presented view goes in the container: the whole container here.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presenting controller's view leaves the screen once covered (false: it
    /// stays under the presented view, as a custom presentation's does by default).
    open var shouldRemovePresentersView: Bool { false }
    /// Whether the presentation covers the whole window (Lamina's always do).
    open var shouldPresentInFullscreen: Bool { true }

    /// The presentation is about to begin: add views to the container, animate alongside.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended: `completed` false when it was cancelled (remove what was added).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to begin: animate the added views away alongside.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended: `completed` true when the presented controller is gone.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its views (the window changed size).
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// The user dragged the presented view away: true when it may go (asking the delegate);
    /// otherwise the delegate hears of the attempt.
    func userMayDismiss() -> Bool {
        let allowed = !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        if !allowed { delegate?.presentationControllerDidAttemptToDismiss(self) }
        return allowed
    }

    /// Dismisses the presented controller for the user, telling the delegate before and after
    /// (then running `then`).
    func dismissForUser(then: (() -> Void)? = nil) {
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            then?()
        }
    }
}

extension UIViewController {
    /// The controller's presentation controller for its presentation style (a sheet's is its
    /// `sheetPresentationController`).
    public var presentationController: UIPresentationController? {
        if let popover = popoverPresentationController { return popover }
        if let sheet = sheetPresentationController { return sheet }
        if let p = plainPresentationStorage { return p }
        let p = UIPresentationController(presentedViewController: self)
        plainPresentationStorage = p
        return p
    }
}
