import QuartzCore

/// What a context menu interaction asks its delegate (Apple: UIContextMenuInteractionDelegate).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a long press at `location` (in the interaction's view); nil: no menu there.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}

/// A context menu on a long press (Apple: UIContextMenuInteraction): added to a view, a long
/// press asks the delegate for a configuration at the press and shows its menu beside the view.
/// Where the delegate gives none, the press is left to the view. Lamina shows no lifted
/// preview (see `UIContextMenuConfiguration`).
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    private var press: ContextMenuPress?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        if let press { self.view?.removeGestureRecognizer(press.recognizer) }
        press = nil
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = ContextMenuPress { [weak self, weak view] point in
            guard let self, let view, let c = self.delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: point) else { return nil }
            return (c, view)
        }
        view.addGestureRecognizer(press.recognizer)
        self.press = press
    }

    /// A secondary click at `point` in the view: the delegate's menu there, at once.
    func presentMenu(at point: CGPoint) -> Bool { press?.present(at: point) ?? false }

    /// The location of the press in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { press?.recognizer.location(in: view) ?? .zero }

    /// Takes the menu away if one is showing.
    open func dismissMenu() { MenuPresentation.dismissShown() }
}
