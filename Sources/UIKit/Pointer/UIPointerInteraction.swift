import QuartzCore

/// A part of a view the pointer is in (Apple: UIPointerRegion), named by an identifier so a
/// delegate can tell regions of one view apart.
@preconcurrency @MainActor
public final class UIPointerRegion {
    public let rect: CGRect
    public let identifier: AnyHashable?
    /// Axes the pointer stays latched on while inside the region (kept; a desktop pointer is
    /// not latched).
    public var latchingAxes: UIAxis = []
    public init(rect: CGRect, identifier: AnyHashable? = nil) { self.rect = rect; self.identifier = identifier }

    func isSame(as other: UIPointerRegion) -> Bool { rect == other.rect && identifier == other.identifier }
}

/// Where the pointer is, asking for its region (Apple: UIPointerRegionRequest).
@preconcurrency @MainActor
public final class UIPointerRegionRequest {
    /// In the interaction's view's coordinates.
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags
    init(location: CGPoint, modifiers: UIKeyModifierFlags) { self.location = location; self.modifiers = modifiers }
}

/// Animations that run with the pointer entering or leaving a region (Apple:
/// UIPointerInteractionAnimating).
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// What a pointer interaction asks (Apple: UIPointerInteractionDelegate). Every method has a
/// default (Swift has no optional protocol methods): the region is the view's bounds, the
/// style an automatic effect on the view, and nothing is animated on entering and leaving.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in (nil: none here, and the pointer is the system's).
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style in `region` (nil: the system's pointer).
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction.view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {}
}

/// The pointer's look over a view (Apple: UIPointerInteraction): added to a view, the
/// pointer moving over it asks the delegate for the region it is in and the style there —
/// the cursor the window shows (a text beam, hidden, the arrow) and an effect on a view
/// (see `UIPointerEffect`) — and tells it as the pointer enters and leaves regions.
@preconcurrency @MainActor
open class UIPointerInteraction: UIInteraction {
    public private(set) weak var delegate: UIPointerInteractionDelegate?
    public private(set) weak var view: UIView?
    open var isEnabled = true { didSet { if !isEnabled { invalidate() } } }

    public init(delegate: UIPointerInteractionDelegate?) { self.delegate = delegate }

    open func willMove(to view: UIView?) { if self.view != nil { invalidate() } }
    open func didMove(to view: UIView?) { self.view = view }

    /// Asks for the region and style again (at the pointer's next move, or now if it is
    /// over the view).
    open func invalidate() { PointerTracker.shared.invalidate(self) }

    /// The region at `location` (the view's coordinates): the delegate's, or the view's bounds.
    func region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard isEnabled, let view else { return nil }
        let fallback = UIPointerRegion(rect: view.bounds)
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        guard let delegate else { return fallback }
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: fallback)
    }

    /// The style in `region`: the delegate's, or an automatic effect on the view.
    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        if let delegate { return delegate.pointerInteraction(self, styleFor: region) }
        return view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }
}
