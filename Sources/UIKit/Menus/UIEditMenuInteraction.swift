import Foundation

/// An edit menu shown at a point of a view when the app asks (Apple, iOS 16:
/// UIEditMenuInteraction), as a long press on a message bubble shows Copy and Reply: the
/// delegate builds the menu from the suggested actions — Cut, Copy, Paste and Select All of a
/// text field or view, none for other views — or its own.
///
/// Lamina: the menu is the vertical list iPadOS shows for a pointer, beside the point (or
/// the delegate's target rectangle), not the horizontal bar of touch.
@preconcurrency @MainActor
public final class UIEditMenuInteraction: UIInteraction {
    /// Where the menu's arrow points (Apple: UIEditMenuInteraction.ArrowDirection).
    public enum ArrowDirection: Int, Sendable { case automatic, up, down, left, right }

    public private(set) weak var delegate: UIEditMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    private var presentation: MenuPresentation?
    private var shownConfiguration: UIEditMenuConfiguration?

    public init(delegate: UIEditMenuInteractionDelegate?) { self.delegate = delegate }

    public func willMove(to view: UIView?) { if view == nil { dismissMenu() } }
    public func didMove(to view: UIView?) { self.view = view }

    /// Shows the menu for `configuration` (the delegate may give none: nothing shows).
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, view.window != nil else { return }
        let suggested = SecondaryClick.standardEditActions(for: view)
        let menu = delegate.map { $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) }
            ?? UIMenu(children: suggested)
        guard let menu, !menu.children.isEmpty else { return }
        let target = targetRect(for: configuration)
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        let p = MenuPresentation.present(menu, from: view, anchor: target) { action in action.handler(action) }
        presentation = p
        shownConfiguration = configuration
        p?.onDismiss = { [weak self] in self?.menuWent() }
        animator.run()
    }

    public func dismissMenu() { presentation?.dismiss() }

    /// Asks the delegate for the menu again and shows it in place.
    public func reloadVisibleMenu() {
        guard let configuration = shownConfiguration, let presentation, let view else { return }
        let suggested = SecondaryClick.standardEditActions(for: view)
        guard let menu = delegate.map({ $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) })
                ?? UIMenu(children: suggested) else { dismissMenu(); return }
        presentation.replace(with: menu)
    }

    public func updateVisibleMenuPosition(animated: Bool) { presentation?.reposition() }

    /// Where the interaction's menu points, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let configuration = shownConfiguration, let own = self.view else { return .zero }
        return view.map { own.convert(configuration.sourcePoint, to: $0) } ?? configuration.sourcePoint
    }

    private func targetRect(for configuration: UIEditMenuConfiguration) -> CGRect {
        if let r = delegate?.editMenuInteraction(self, targetRectFor: configuration), !r.isNull { return r }
        return CGRect(origin: configuration.sourcePoint, size: .zero)
    }

    private func menuWent() {
        guard let configuration = shownConfiguration else { return }
        presentation = nil
        shownConfiguration = nil
        let animator = EditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.run()
    }
}

/// What an edit menu is asked for (Apple: UIEditMenuConfiguration): an identifier the app
/// tells its menus apart by, and the point in the interaction's view it shows at.
@preconcurrency @MainActor
public final class UIEditMenuConfiguration {
    public let identifier: AnyHashable
    public let sourcePoint: CGPoint
    public var preferredArrowDirection = UIEditMenuInteraction.ArrowDirection.automatic

    /// `identifier` nil takes a new unique one, as UIKit does.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? AnyHashable(UUID())
        self.sourcePoint = sourcePoint
    }
}

/// Animations and completions alongside an edit menu's showing or going (Apple:
/// UIEditMenuInteractionAnimating).
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
    private var animations: [() -> Void] = [], completions: [() -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    func run() {
        let (a, c) = (animations, completions)
        UIView.animate(withDuration: 0.2, animations: { a.forEach { $0() } }, completion: { _ in c.forEach { $0() } })
    }
}

/// Told about an edit menu interaction's menus (Apple: UIEditMenuInteractionDelegate); every
/// method has UIKit's default: the suggested actions, the source point, no animations.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { UIMenu(children: suggestedActions) }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect { .null }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
}
