import QuartzCore

/// One presented controller on screen: a container over the whole window holding a dimming
/// view (for sheets) and the presented view, the transition in and out, and the appearance
/// callbacks in UIKit's order — the presented tree's viewWillAppear as it begins, viewDidAppear
/// when it ends; a full-screen style's presenter disappears when covered and reappears as the
/// presented one leaves.
///
/// An animated transition runs through a TransitionContext: the presented controller's
/// `transitioningDelegate` may give its animators and interaction controllers (and, for
/// `.custom`, the presentation controller that sizes the presented view and adds its own
/// views); otherwise UIKit's own slide or fade (ModalPresentationAnimator) animates, so the
/// controllers see a `transitionCoordinator` either way. A cancelled interactive transition
/// leaves things as they were: a presentation not made, a dismissal not made.
@MainActor
final class ModalPresentation {
    let presented: UIViewController
    /// The controller that presents (the top of the presenting controller's hierarchy).
    unowned let presenter: UIViewController
    /// The controller `present(_:animated:)` was called on.
    private weak var source: UIViewController?
    let style: UIModalPresentationStyle
    let container = PresentationContainerView()
    /// The delegate's presentation controller of a `.custom` presentation, if it gave one.
    private(set) var customController: UIPresentationController?
    private let dimming = UIView()
    private let grabber = UIView()
    private var drag: SheetDrag?
    static let duration: TimeInterval = 0.35
    /// The gap above a sheet, past the window's safe-area top.
    static let sheetGap: CGFloat = 10

    init(presented: UIViewController, presenter: UIViewController, source: UIViewController) {
        self.presented = presented
        self.presenter = presenter
        self.source = source
        var style = presented.modalPresentationStyle
        if style == .custom, let pc = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: source) {
            pc.presentingStorage = presenter
            customController = pc
            presented.plainPresentationStorage = pc
        } else if style == .popover, let popover = presented.popoverPresentationController {
            popover.presentingStorage = presenter
            // A compact window shows a sheet instead, unless the delegate keeps the popover.
            let traits = presenter.viewIfLoaded?.window?.traitCollection ?? presenter.traitCollection
            let adapted = traits.horizontalSizeClass == .compact
                ? popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: traits) ?? .automatic : .none
            switch adapted {
            case .none: customController = popover
            case .automatic, .popover, .custom: style = .pageSheet
            default: style = adapted
            }
        }
        self.style = style
    }

    /// Whether the presented view shows as a sheet (a popover shown as a popover is not).
    private var isSheet: Bool { style.isSheet && customController == nil }
    /// Whether a dismissal is under way.
    var isHiding: Bool { hiding }

    /// Whether the presenter's view leaves the screen while covered.
    var coversPresenter: Bool { customController?.shouldRemovePresentersView ?? style.coversPresenter }

    /// The view that carries the presented controller's: its presentation controller's
    /// `presentedView` (a custom one may wrap it), else the controller's view.
    private var carrier: UIView { customController?.presentedView ?? presented.view }

    /// The presented view's frame in the window: a custom controller's frame, a sheet at its
    /// resting detent's height, or the whole window.
    func presentedFrame(in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        if let pc = customController { return pc.frameOfPresentedViewInContainerView }
        guard isSheet else { return bounds }
        let height = presented.sheetStorage?.restingHeight(in: window) ?? UISheetPresentationController.largestHeight(in: window)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// A sheet's view placed with its top at `top` (a drag or a detent), the grabber on it and
    /// the presenter dimmed or not for that height.
    func placeSheet(top: CGFloat, in window: UIWindow) {
        guard let view = presented.viewIfLoaded else { return }
        let height = max(0, window.bounds.maxY - top)
        view.frame = CGRect(x: window.bounds.minX, y: top, width: window.bounds.width, height: height)
        grabber.frame = CGRect(x: view.frame.midX - 18, y: top + 5, width: 36, height: 5)
        let dims = presented.sheetStorage?.dims(atHeight: height, in: window) ?? true
        dimming.alpha = dims ? 1 : 0
        container.passesTouchesThrough = !dims
    }

    /// The sheet's look from its controller: corner radius and grabber.
    private func styleSheet(_ view: UIView) {
        let sheet = presented.sheetStorage
        view.layer.cornerRadius = sheet?.preferredCornerRadius ?? 10
        grabber.isHidden = !(sheet?.prefersGrabberVisible ?? false)
    }

    // MARK: Presenting

    func show(in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        let delegate = presented.transitioningDelegate
        let custom = animated ? source.flatMap { delegate?.animationController(forPresented: presented, presenting: presenter, source: $0) } : nil
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        installLayout(in: window)
        if isSheet { installSheetChrome() }
        if let custom {
            let interactor = delegate?.interactionControllerForPresentation(using: custom)
            return run(TransitionContext(container: container, animated: true, style: style, from: presenter, to: presented,
                                         fromView: nil, toView: nil, animator: custom, interactor: interactor),
                       presenting: true, customAnimator: true, in: window, completion: completion)
        }
        if animated {
            return run(TransitionContext(container: container, animated: true, style: style, from: presenter, to: presented,
                                         fromView: nil, toView: nil,
                                         animator: ModalPresentationAnimator(presentation: self, presenting: true), interactor: nil),
                       presenting: true, customAnimator: false, in: window, completion: completion)
        }
        window.addSubview(container)
        customController?.presentationTransitionWillBegin()
        placePresentedViews(in: window)
        beginAppearance(presenting: true, animated: false)
        window.layoutIfNeeded()
        presented.treeViewIsAppearing(animated: false)
        endPresentation(completed: true, completion: completion)
    }

    /// The container lays the presented view out again when the window changes size (a custom
    /// presentation controller hears of it and places its views itself).
    private func installLayout(in window: UIWindow) {
        if let pc = customController {
            container.willLayoutPresented = { [weak pc] in pc?.containerViewWillLayoutSubviews() }
            container.layoutPresented = { [weak pc] in pc?.containerViewDidLayoutSubviews() }
            return
        }
        container.layoutPresented = { [weak self, weak window] in
            guard let self, let window, !(self.drag?.isDragging ?? false), self.presented.presentation === self else { return }
            if self.isSheet { self.placeSheet(top: self.presentedFrame(in: window).minY, in: window) } else {
                self.presented.viewIfLoaded?.frame = self.presentedFrame(in: window)
            }
        }
    }

    /// A sheet's dimming view behind it.
    private func installSheetChrome() {
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(dimming)
        container.dimmingView = dimming
    }

    /// UIKit puts the presented view in (a custom animator does it itself): at its frame, as a
    /// sheet or over the window.
    private func placePresentedViews(in window: UIWindow) {
        let view = carrier
        view.frame = presentedFrame(in: window)
        if isSheet { placeSheetViews(view, in: window) } else { container.addSubview(view) }
    }

    /// A sheet's view in the container with its corners, grabber and drag.
    private func placeSheetViews(_ view: UIView, in window: UIWindow) {
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
        styleSheet(view)
        grabber.backgroundColor = UIColor(light: UIColor(white: 0.75, alpha: 1), dark: UIColor(white: 0.35, alpha: 1))
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        presented.sheetStorage?.onChange = { [weak self, weak window] in
            guard let self, let window, let v = self.presented.viewIfLoaded else { return }
            self.styleSheet(v)
            self.placeSheet(top: self.presentedFrame(in: window).minY, in: window)
        }
        let drag = SheetDrag(presentation: self)
        view.addGestureRecognizer(drag.recognizer)
        self.drag = drag
        container.addSubview(view)
        container.addSubview(grabber)
        placeSheet(top: view.frame.minY, in: window)
    }

    private func beginAppearance(presenting: Bool, animated: Bool) {
        if presenting {
            if coversPresenter { presenter.beginTreeAppearance(false, animated: animated) }
            presented.beginTreeAppearance(true, animated: animated)
        } else {
            if coversPresenter {
                presenter.viewIfLoaded?.isHidden = false
                presenter.beginTreeAppearance(true, animated: animated)
                presenter.treeViewIsAppearing(animated: animated)
            }
            presented.beginTreeAppearance(false, animated: animated)
        }
    }

    /// An animated presentation or dismissal through `context`, from the presentation
    /// controller's will-begin to its did-end.
    private func run(_ context: TransitionContext, presenting: Bool, customAnimator: Bool, in window: UIWindow, completion: (() -> Void)?) {
        context.register(presenter, presented)
        if presenting {
            window.addSubview(container)
            customController?.presentationTransitionWillBegin()
            if !customAnimator { placePresentedViews(in: window) }
            context.toView = carrier
            context.fromView = coversPresenter ? presenter.viewIfLoaded : nil
            context.finalFrames[ObjectIdentifier(presented)] = presentedFrame(in: window)
            if let v = presenter.viewIfLoaded { context.initialFrames[ObjectIdentifier(presenter)] = v.convert(v.bounds, to: container) }
        } else {
            customController?.dismissalTransitionWillBegin()
            context.fromView = carrier
            context.toView = coversPresenter ? presenter.viewIfLoaded : nil
            context.initialFrames[ObjectIdentifier(presented)] = carrier.frame
            if let v = presenter.viewIfLoaded { context.finalFrames[ObjectIdentifier(presenter)] = v.convert(v.bounds, to: container) }
        }
        beginAppearance(presenting: presenting, animated: true)
        if presenting, !customAnimator {
            window.layoutIfNeeded()
            presented.treeViewIsAppearing(animated: true)
        }
        context.settle = { [weak self] completed in
            guard let self else { return }
            container.isUserInteractionEnabled = true
            // A dismissal made, or a presentation cancelled, leaves the window as it was.
            if presenting != completed { removeViews() }
        }
        context.finish = { [weak self] completed in
            guard let self else { return }
            if presenting { endPresentation(completed: completed, completion: completion) } else { endDismissal(completed: completed, completion: completion) }
        }
        if context.interactor == nil { container.isUserInteractionEnabled = false }
        context.start()
        if presenting, customAnimator, presented.viewIfLoaded?.window != nil {
            window.layoutIfNeeded()
            presented.treeViewIsAppearing(animated: true)
        }
    }

    /// The end of presenting: the appearance callbacks end (turned back when it was
    /// cancelled, and the presentation undone); then `completion`.
    private func endPresentation(completed: Bool, completion: (() -> Void)?) {
        customController?.presentationTransitionDidEnd(completed)
        guard completed else {
            presented.beginTreeAppearance(false, animated: true)
            if coversPresenter { presenter.beginTreeAppearance(true, animated: true) }
            presented.endTreeAppearance()
            if coversPresenter { presenter.endTreeAppearance() }
            presented.presentationDidEnd()
            return
        }
        presented.endTreeAppearance()
        if coversPresenter {
            presenter.endTreeAppearance()
            presenter.viewIfLoaded?.isHidden = true
        }
        completion?()
    }

    // MARK: Dismissing

    private var hiding = false

    /// Takes the presented view away; a second call while it leaves does nothing.
    /// `completion` runs when it has gone (not when an interaction cancels the dismissal).
    func hide(animated: Bool, completion: (() -> Void)?) {
        guard !hiding else { return }
        hiding = true
        guard let window = container.window else {
            removeViews()
            completion?()
            return
        }
        let delegate = presented.transitioningDelegate
        let custom = animated ? delegate?.animationController(forDismissed: presented) : nil
        if let custom {
            let interactor = delegate?.interactionControllerForDismissal(using: custom)
            return run(TransitionContext(container: container, animated: true, style: style, from: presented, to: presenter,
                                         fromView: nil, toView: nil, animator: custom, interactor: interactor),
                       presenting: false, customAnimator: true, in: window, completion: completion)
        }
        if animated {
            return run(TransitionContext(container: container, animated: true, style: style, from: presented, to: presenter,
                                         fromView: nil, toView: nil,
                                         animator: ModalPresentationAnimator(presentation: self, presenting: false), interactor: nil),
                       presenting: false, customAnimator: false, in: window, completion: completion)
        }
        customController?.dismissalTransitionWillBegin()
        beginAppearance(presenting: false, animated: false)
        removeViews()
        endDismissal(completed: true, completion: completion)
    }

    /// The end of dismissing: the appearance callbacks end and `completion` runs; cancelled,
    /// the presented controller stays, its appearance turned back.
    private func endDismissal(completed: Bool, completion: (() -> Void)?) {
        customController?.dismissalTransitionDidEnd(completed)
        guard completed else {
            hiding = false
            presented.beginTreeAppearance(true, animated: true)
            if coversPresenter { presenter.beginTreeAppearance(false, animated: true) }
            presented.endTreeAppearance()
            if coversPresenter {
                presenter.endTreeAppearance()
                presenter.viewIfLoaded?.isHidden = true
            }
            return
        }
        presented.endTreeAppearance()
        if coversPresenter { presenter.endTreeAppearance() }
        completion?()
    }

    /// The presentation's views leave the window (the presented view as it was before).
    private func removeViews() {
        let view = presented.viewIfLoaded
        if let drag { view?.removeGestureRecognizer(drag.recognizer) }
        drag = nil
        presented.sheetStorage?.onChange = nil
        container.removeFromSuperview()
        customController?.presentedView?.removeFromSuperview()
        view?.removeFromSuperview()
        view?.transform = .identity
        view?.alpha = 1
        presenter.viewIfLoaded?.isHidden = false
    }

    // MARK: UIKit's own transitions

    /// Where the transition starts (and a dismissal ends): below the window, or transparent.
    func placeOffscreen(_ view: UIView, in window: UIWindow) {
        if presented.modalTransitionStyle == .coverVertical, !(customController is UIPopoverPresentationController) {
            view.transform = CGAffineTransform(translationX: 0, y: window.bounds.height - view.frame.minY)
        } else {
            view.alpha = 0
        }
        grabber.transform = view.transform
        dimming.alpha = 0
    }

    func placeOnscreen(_ view: UIView, in window: UIWindow) {
        view.transform = .identity
        grabber.transform = .identity
        view.alpha = 1
        dimming.alpha = isSheet && !(presented.sheetStorage?.dims(atHeight: view.frame.height, in: window) ?? true) ? 0 : 1
    }
}

/// The view over the window that holds a presentation; it lays the presented view out again
/// when the window changes size.
@MainActor
final class PresentationContainerView: UIView {
    var willLayoutPresented: (() -> Void)?
    var layoutPresented: (() -> Void)?
    /// A sheet at an undimmed detent: touches beside it (on the container or its dimming
    /// view) reach the presenter.
    var passesTouchesThrough = false
    weak var dimmingView: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if passesTouchesThrough, hit === self || (hit != nil && hit === dimmingView) { return nil }
        return hit
    }
    override func layoutSubviews() {
        willLayoutPresented?()
        super.layoutSubviews()
        layoutPresented?()
    }
}
