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
    static let duration: TimeInterval = 0.35
    /// The gap above a sheet, past the window's safe-area top.
    static let sheetGap: CGFloat = 10

    init(presented: UIViewController, presenter: UIViewController) {
        self.presented = presented
        self.presenter = presenter
        style = presented.modalPresentationStyle
    }

    /// The presented view's frame in the window.
    private func presentedFrame(in window: UIWindow) -> CGRect {
        let bounds = window.bounds
        guard style.isSheet else { return bounds }
        let top = window.safeAreaInsets.top + Self.sheetGap
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(0, bounds.height - top))
    }

    func show(in window: UIWindow, animated: Bool, completion: (() -> Void)?) {
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.layoutPresented = { [weak self, weak window] in
            guard let self, let window else { return }
            self.presented.viewIfLoaded?.frame = self.presentedFrame(in: window)
        }
        if style.isSheet {
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.frame = container.bounds
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(dimming)
        }
        let view: UIView = presented.view
        view.frame = presentedFrame(in: window)
        if style.isSheet {
            view.layer.cornerRadius = 10
            view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            view.clipsToBounds = true
        }
        container.addSubview(view)
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
        dimming.alpha = 0
    }

    private func placeOnscreen(_ view: UIView, in window: UIWindow) {
        view.transform = .identity
        view.alpha = 1
        dimming.alpha = 1
    }
}

/// The view over the window that holds a presentation; it lays the presented view out again
/// when the window changes size.
@MainActor
final class PresentationContainerView: UIView {
    var layoutPresented: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPresented?()
    }
}
