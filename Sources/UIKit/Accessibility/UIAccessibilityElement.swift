import Foundation

/// Something assistive technologies see that is not a view of its own (Apple:
/// UIAccessibilityElement): a bar of a chart, a key of a drawn keyboard, a region of a map.
/// Give it a label, traits and a frame, and list it in its container view's
/// `accessibilityElements`. Its frame follows the container when set in the container's own
/// coordinates (`accessibilityFrameInContainerSpace`), as UIKit's does.
///
/// Lamina: not an `NSObject` subclass (Apple's is). What it says is kept for tests and UI
/// automation; no screen reader reads it yet (see `UIAccessibility`).
@preconcurrency @MainActor
open class UIAccessibilityElement {
    /// The view (or element) that lists this element; not retained.
    open weak var accessibilityContainer: AnyObject?

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// The frame in the container view's coordinates; while set (not `.zero`), the screen
    /// frame is worked out from it wherever the container is now.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// The frame in screen coordinates: from the container space when that is set, else as set.
    open var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let view = accessibilityContainer as? UIView {
                return view.convert(accessibilityFrameInContainerSpace, to: nil)
            }
            return frameStorage
        }
        set { frameStorage = newValue }
    }
    private var frameStorage: CGRect = .zero

    /// Where activation touches, in screen coordinates (the frame's centre, unless set).
    open var accessibilityActivationPoint: CGPoint {
        get { activationPointStorage ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { activationPointStorage = newValue }
    }
    private var activationPointStorage: CGPoint?

    /// Does what activating the element does; false: it has no activation of its own.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
}

/// What kind of container a view is to assistive technologies (Apple: UIAccessibilityContainerType).
public enum UIAccessibilityContainerType: Int, Sendable { case none, dataTable, list, landmark, semanticGroup }
