import QuartzCore

/// What a popover tells its delegate (Apple: UIPopoverPresentationControllerDelegate): before
/// it shows, whether a tap outside may dismiss it, and that it did. It is also the
/// presentation's adaptive delegate: in a horizontally compact window a popover becomes a
/// sheet unless `adaptivePresentationStyle(for:traitCollection:)` says `.none`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// A `.popover` presentation (Apple: UIPopoverPresentationController): the presented view in
/// a bubble whose arrow points at `sourceView`'s `sourceRect` (or a bar button item), sized by
/// the presented controller's `preferredContentSize`, placed on the side with room among
/// `permittedArrowDirections`, over the presenter without dimming it. A tap outside
/// dismisses it (asking the delegate; touches on `passthroughViews` go through instead). It
/// fades in and out. In a horizontally compact window it shows as a sheet instead, unless the
/// delegate's adaptive style is `.none`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at, with `sourceRect` in its coordinates.
    open var sourceView: UIView? { didSet { relayout() } }
    /// The rectangle in `sourceView` the arrow points at (empty: the whole view).
    open var sourceRect: CGRect = .null { didSet { relayout() } }
    /// A bar button item the popover points at instead of a view.
    open var barButtonItem: UIBarButtonItem? { didSet { relayout() } }
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { relayout() } }
    /// The arrow's direction while it shows (`.unknown` before, or without a source).
    open var arrowDirection: UIPopoverArrowDirection { bubble.placed?.direction ?? .unknown }
    /// Views outside the popover that take touches while it shows (instead of dismissing it).
    open var passthroughViews: [UIView]?
    /// The bubble's colour (nil: the system background).
    open var backgroundColor: UIColor? { didSet { bubble.fillColor = backgroundColor ?? .systemBackground } }
    /// The room kept between the popover and the window's edges (inside its safe area).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) { didSet { relayout() } }
    /// Whether the popover may cover its source when there is no room beside it.
    open var canOverlapSourceViewRect = false

    let bubble = PopoverBubbleView()
    private let outside = PopoverOutsideView()

    override init(presentedViewController: UIViewController) {
        super.init(presentedViewController: presentedViewController)
    }

    open override var presentationStyle: UIModalPresentationStyle { .popover }
    open override var presentedView: UIView? { bubble }
    open override var frameOfPresentedViewInContainerView: CGRect { layout()?.frame ?? .zero }

    /// The default size of a popover whose controller prefers none, as UIKit's.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The layout for the container as it is now.
    private func layout() -> PopoverLayout? {
        guard let container = containerView else { return nil }
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = Self.defaultContentSize }
        let safe = container.safeAreaInsets, m = popoverLayoutMargins
        let margins = UIEdgeInsets(top: safe.top + m.top, left: safe.left + m.left, bottom: safe.bottom + m.bottom, right: safe.right + m.right)
        return PopoverLayout.place(size: size, source: sourceRectInContainer(container), in: container.bounds,
                                   margins: margins, permitted: permittedArrowDirections)
    }

    /// The source in the container's coordinates (nil with none, or none in this window).
    private func sourceRectInContainer(_ container: UIView) -> CGRect? {
        if let item = barButtonItem, let v = item.barView, v.window === container.window { return v.convert(v.bounds, to: container) }
        guard let v = sourceView, v.window === container.window else { return nil }
        let r = sourceRect.isNull || sourceRect.isEmpty && sourceRect.origin == .zero ? v.bounds : sourceRect
        return v.convert(r, to: container)
    }

    private func relayout() {
        guard let l = layout(), containerView != nil else { return }
        bubble.apply(l, presented: presentedViewController.view)
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if sourceView == nil && barButtonItem == nil {
            Diagnostics.warn("UIPopoverPresentationController (\(type(of: presentedViewController))) should have a non-nil sourceView or barButtonItem set before the presentation occurs; shown centred without an arrow")
        }
        guard let container = containerView else { return }
        outside.frame = container.bounds
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.popover = self
        container.insertSubview(outside, at: 0)
        // What the outside view lets through reaches the presenter below.
        (container as? PresentationContainerView)?.passesTouchesThrough = true
        bubble.fillColor = backgroundColor ?? .systemBackground
        relayout()
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        outside.removeFromSuperview()
        bubble.removeFromSuperview()
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        relayout()
    }

    /// A touch outside the popover at `point` (container coordinates): it passes through to a
    /// passthrough view, or dismisses the popover if the delegate lets it.
    fileprivate func touchOutside(at point: CGPoint, in container: UIView) -> Bool {
        if let views = passthroughViews, views.contains(where: { v in v.window != nil && v.bounds.contains(container.convert(point, to: v)) }) {
            return false
        }
        return true
    }

    fileprivate func tappedOutside() {
        guard let presentation = presentedViewController.presentation, !presentation.isHiding else { return }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        guard popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true, userMayDismiss() else { return }
        dismissForUser { [self] in popoverDelegate?.popoverPresentationControllerDidDismissPopover(self) }
    }
}

/// The clear view under a popover that covers the rest of the window: a tap on it dismisses
/// the popover; where a passthrough view is, it lets the touch through.
@MainActor
private final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: nil) { [weak self] _ in self?.popover?.tappedOutside() })
    }

    required init?(coder: NSCoder) { fatalError("PopoverOutsideView is made in code") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, let container = superview, bounds.contains(point) else { return super.hitTest(point, with: event) }
        return popover.touchOutside(at: convert(point, to: container), in: container) ? self : nil
    }
}

extension UIViewController {
    /// The popover controller of a `.popover` presentation (nil for other styles), made on first
    /// use: set its source before presenting.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let p = popoverStorage { return p }
        let p = UIPopoverPresentationController(presentedViewController: self)
        popoverStorage = p
        return p
    }
}
