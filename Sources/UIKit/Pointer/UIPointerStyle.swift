import QuartzCore

/// Axes (Apple: UIAxis): which directions a pointer's movement is constrained to.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}

/// A view's part of the screen lifted out for an effect (Apple: UITargetedPreview): the
/// view, shaped by the parameters' visible path.
@preconcurrency @MainActor
open class UITargetedPreview {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public init(view: UIView) { self.view = view; parameters = UIPreviewParameters() }
    public init(view: UIView, parameters: UIPreviewParameters) { self.view = view; self.parameters = parameters }
    public var size: CGSize { view.bounds.size }
}

/// How a targeted preview is shaped and backed (Apple: UIPreviewParameters).
@preconcurrency @MainActor
open class UIPreviewParameters {
    /// The preview's outline, in the view's coordinates (nil: its bounds, rounded).
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    open var backgroundColor: UIColor?
    public init() {}
    public init(textLineRects: [NSValue]) {}
}

/// The pointer's shape over a region (Apple: UIPointerShape). A desktop pointer is the
/// cursor theme's: a beam shows as the text cursor (vertical) or the vertical-text cursor
/// (horizontal); the other shapes keep the arrow, as the theme has no free-form cursors.
public enum UIPointerShape: Sendable {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    public static let defaultCornerRadius: CGFloat = 8
}

/// How the view under the pointer responds (Apple: UIPointerEffect): a platter behind it
/// (highlight), the view raised and shadowed (lift), or tinted, scaled and shadowed as asked
/// (hover); automatic picks the highlight.
@preconcurrency @MainActor
public final class UIPointerEffect {
    public enum TintMode: Int, Sendable { case none, overlay, underlay }
    enum Kind { case automatic, highlight, lift, hover(tint: TintMode, shadow: Bool, scaled: Bool) }

    public let preview: UITargetedPreview
    let kind: Kind

    private init(_ preview: UITargetedPreview, _ kind: Kind) { self.preview = preview; self.kind = kind }

    public static func automatic(_ preview: UITargetedPreview) -> UIPointerEffect { UIPointerEffect(preview, .automatic) }
    public static func highlight(_ preview: UITargetedPreview) -> UIPointerEffect { UIPointerEffect(preview, .highlight) }
    public static func lift(_ preview: UITargetedPreview) -> UIPointerEffect { UIPointerEffect(preview, .lift) }
    public static func hover(_ preview: UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
                             prefersScaledContent: Bool = true) -> UIPointerEffect {
        UIPointerEffect(preview, .hover(tint: preferredTintMode, shadow: prefersShadow, scaled: prefersScaledContent))
    }
}

/// The pointer's look over a region (Apple: UIPointerStyle): an effect on a view with an
/// optional shape, a shape alone, hidden, or the system's pointer.
@preconcurrency @MainActor
public final class UIPointerStyle {
    let effect: UIPointerEffect?
    let shape: UIPointerShape?
    let isHidden: Bool
    public let constrainedAxes: UIAxis

    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect; self.shape = shape; isHidden = false; constrainedAxes = []
    }
    public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        effect = nil; self.shape = shape; isHidden = false; constrainedAxes = axes
    }
    private init(hidden: Bool) { effect = nil; shape = nil; isHidden = hidden; constrainedAxes = [] }

    /// No pointer over the region.
    public static func hidden() -> UIPointerStyle { UIPointerStyle(hidden: true) }
    /// The system's pointer (the arrow).
    public static func system() -> UIPointerStyle { UIPointerStyle(hidden: false) }

    /// The cursor theme's name for the style: nil for the arrow, "" to hide the pointer.
    var cursorName: String? {
        if isHidden { return "" }
        switch shape {
        case .verticalBeam?: return "xterm"
        case .horizontalBeam?: return "vertical-text"
        default: return nil
        }
    }
}
