import QuartzCore

/// Modal presentation (Apple: UIViewController "Presenting a view controller"): a controller
/// shown over the window by another, until dismissed. The presenting controller is the top of
/// the presenter's hierarchy (a child presents through its navigation controller); one
/// controller presents one other at a time, and a presented one may present in turn.
extension UIViewController {
    /// The controller this one (or its top ancestor) presents.
    public var presentedViewController: UIViewController? { presentationRoot.presentedStorage }

    /// The controller that presented this one (or its top ancestor).
    public var presentingViewController: UIViewController? { presentationRoot.presentingStorage }

    /// How the controller shows as a sheet: non-nil while its presentation style is a sheet's
    /// (`.automatic`, `.pageSheet`, `.formSheet`), as UIKit's.
    public var sheetPresentationController: UISheetPresentationController? {
        guard modalPresentationStyle.isSheet else { return nil }
        if let sheet = sheetStorage { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self)
        sheetStorage = sheet
        return sheet
    }

    /// Whether the controller is being presented or dismissed right now (between the
    /// transition's start and end).
    public var isBeingPresented: Bool { presentation != nil && appearance == .appearing }
    public var isBeingDismissed: Bool { presentation != nil && appearance == .disappearing }

    /// The top of this controller's parent chain: what presents and is presented.
    var presentationRoot: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// Presents `viewControllerToPresent` over the window: as a sheet over the dimmed
    /// presenter (`.automatic`, `.pageSheet`, `.formSheet`), or over the whole window.
    /// `completion` runs when it is on screen. As UIKit, a presenter not in a window, or
    /// already presenting, presents nothing and says why.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationRoot
        guard let window = presenter.viewIfLoaded?.window else {
            Diagnostics.warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) whose view is not in the window hierarchy")
            return
        }
        if let current = presenter.presentedStorage {
            Diagnostics.warn("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) which is already presenting \(type(of: current))")
            return
        }
        guard viewControllerToPresent.presentation == nil, viewControllerToPresent.parent == nil else {
            Diagnostics.warn("Attempt to present \(type(of: viewControllerToPresent)), which is already shown, on \(type(of: presenter))")
            return
        }
        let presentation = ModalPresentation(presented: viewControllerToPresent, presenter: presenter, source: self)
        presenter.presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = presenter
        viewControllerToPresent.presentation = presentation
        presentation.show(in: window, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents — or, when it presents none, this one
    /// (its top ancestor) from its presenter. Controllers it presented in turn go with it.
    /// `completion` runs when it has left the screen.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        let target: UIViewController
        if let presented = root.presentedStorage { target = presented } else if root.presentingStorage != nil { target = root } else {
            completion?()
            return
        }
        // What the target presents goes first, at once.
        if let inner = target.presentedStorage { inner.dismissPresented(animated: false, completion: nil) }
        target.dismissPresented(animated: flag, completion: completion)
    }

    /// Takes this presented controller off the screen and out of its presenter.
    private func dismissPresented(animated: Bool, completion: (() -> Void)?) {
        if let inner = presentedStorage { inner.dismissPresented(animated: false, completion: nil) }
        guard let presentation else { completion?(); return }
        presentation.hide(animated: animated) { [self] in
            presentationDidEnd()
            completion?()
        }
    }

    /// This controller is no longer presented (dismissed, or its presentation cancelled).
    func presentationDidEnd() {
        presentation = nil
        presentingStorage?.presentedStorage = nil
        presentingStorage = nil
    }
}
