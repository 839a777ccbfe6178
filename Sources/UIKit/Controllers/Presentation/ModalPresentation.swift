import QuartzCore

/// One presented controller on screen: a container over the whole window holding a dimming
/// view (for sheets) and the presented view, the transition in and out, and the appearance
/// callbacks in UIKit's order — the presented tree's viewWillAppear as it begins, viewDidAppear
/// when it ends; a full-screen style's presenter disappears when covered and reappears as the
/// presented one leaves.
@MainActor
final class ModalPresentation {
    let presented: UIViewController
    /// The controller that presents (the top of the presenting controller's hierarchy).
    unowned let presenter: UIViewController
    let style: UIModalPresentationStyle
    let container = PresentationContainerView()
    private let dimming = UIView()
    private let grabber = UIView()
    private var drag: SheetDrag?
    static let duration: TimeInterval = 0.35
    /// The gap above a sheet, past the window's safe-area top.
    static let sheetGap: CGFloat = 10

    init(presented: UIViewController, presenter: UIViewController) {
        self.presented = presented
        self.presenter = presenter
        style = presented.modalPresentationStyle
    }

    /// The presented view's frame in the window: a sheet at its resting detent's height.
    func presentedFrame(in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        guard style.isSheet else { return bounds }
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

    func show(in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.layoutPresented = { [weak self, weak window] in
            guard let self, let window, !(self.drag?.isDragging ?? false) else { return }
            if self.style.isSheet { self.placeSheet(top: self.presentedFrame(in: window).minY, in: window) } else {
                self.presented.viewIfLoaded?.frame = self.presentedFrame(in: window)
            }
        }
        if style.isSheet {
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.frame = container.bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(dimming)
            container.dimmingView = dimming
        }
        let view: UIView = presented.view
        view.frame = presentedFrame(in: window)
        if style.isSheet {
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
        }
        container.addSubview(view)
        if style.isSheet {
            container.addSubview(grabber)
            placeSheet(top: view.frame.minY, in: window)
        }
        window.addSubview(container)
        if style.coversPresenter { presenter.beginTreeAppearance(false, animated: animated) }
        presented.beginTreeAppearance(true, animated: animated)
        window.layoutIfNeeded()
        presented.treeViewIsAppearing(animated: animated)
        let end = { [self] in
            presented.endTreeAppearance()
            if style.coversPresenter {
                presenter.endTreeAppearance()
                presenter.viewIfLoaded?.isHidden = true
            }
            completion?()
        }
        guard animated else { end(); return }
        container.isUserInteractionEnabled = false
        UIView.performWithoutAnimation { self.placeOffscreen(view, in: window) }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseOut], animations: {
            self.placeOnscreen(view, in: window)
        }, completion: { _ in
            self.container.isUserInteractionEnabled = true
            end()
        })
    }

    private var hiding = false

    /// Takes the presented view away; a second call while it leaves does nothing.
    func hide(animated: Bool, completion: (() -> Void)?) {
        guard !hiding else { return }
        hiding = true
        guard let window = container.window else {
            container.removeFromSuperview()
            completion?()
            return
        }
        let view: UIView = presented.view
        if let drag { view.removeGestureRecognizer(drag.recognizer) }
        drag = nil
        presented.sheetStorage?.onChange = nil
        if style.coversPresenter {
            presenter.viewIfLoaded?.isHidden = false
            presenter.beginTreeAppearance(true, animated: animated)
            presenter.treeViewIsAppearing(animated: animated)
        }
        presented.beginTreeAppearance(false, animated: animated)
        let end = { [self] in
            presented.endTreeAppearance()
            container.removeFromSuperview()
            view.removeFromSuperview()
            view.transform = .identity
            view.alpha = 1
            if style.coversPresenter { presenter.endTreeAppearance() }
            completion?()
        }
        guard animated else { end(); return }
        container.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseIn], animations: {
            self.placeOffscreen(view, in: window)
        }, completion: { _ in end() })
    }

    /// Where the transition starts (and a dismissal ends): below the window, or transparent.
    private func placeOffscreen(_ view: UIView, in window: UIWindow) {
        if presented.modalTransitionStyle == .coverVertical {
            view.transform = CGAffineTransform(translationX: 0, y: window.bounds.height - view.frame.minY)
        } else {
            view.alpha = 0
        }
        grabber.transform = view.transform
        dimming.alpha = 0
    }

    private func placeOnscreen(_ view: UIView, in window: UIWindow) {
        view.transform = .identity
        grabber.transform = .identity
        view.alpha = 1
        dimming.alpha = style.isSheet && !(presented.sheetStorage?.dims(atHeight: view.frame.height, in: window) ?? true) ? 0 : 1
    }
}

/// The view over the window that holds a presentation; it lays the presented view out again
/// when the window changes size.
@MainActor
final class PresentationContainerView: UIView {
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
        super.layoutSubviews()
        layoutPresented?()
    }
}
