import QuartzCore

/// What a sheet tells its delegate (Apple: UISheetPresentationControllerDelegate), besides
/// what every presentation's delegate hears.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// How a sheet presents its controller (Apple: UISheetPresentationController, iOS 15): the
/// heights it rests at (`detents`: `.large()` — the window less its safe-area top and a
/// 10-point gap —, `.medium()` — half the window —, or custom), the one it rests at now
/// (`selectedDetentIdentifier`, the smallest when nil), a grabber, its corner radius, and up
/// to which detent the presenter stays undimmed. A controller presented as a sheet has one
/// (`sheetPresentationController`). The user drags the sheet between its detents by a
/// vertical drag that starts on it outside a scroll view (or on its top 24 points), and down
/// past the smallest detent to dismiss it (unless `isModalInPresentation`).
///
/// Differences: edge attachment and scrolling-expands preferences are kept, not acted on.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at (Apple: UISheetPresentationController.Detent).
    @MainActor
    public final class Detent {
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
        public let identifier: Identifier
        private let resolver: (ResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        public static func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height the resolver gives from the context (nil: the detent is left out).
        public static func custom(identifier: Identifier? = nil, resolver: @escaping @MainActor (ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, within 0…the largest.
        public func resolvedValue(in context: ResolutionContext) -> CGFloat? {
            resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }
    }

    /// What a detent's resolver reads (Apple: UISheetPresentationControllerDetentResolutionContext).
    @MainActor
    public struct ResolutionContext {
        public let containerTraitCollection: UITraitCollection
        /// The large detent's height.
        public let maximumDetentValue: CGFloat
    }

    open var detents: [Detent] = [.large()] { didSet { changed() } }
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
    /// The presenter is not dimmed while the sheet rests at this detent or a smaller one.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
    open var prefersGrabberVisible = false { didSet { changed() } }
    /// nil: UIKit's 10 points.
    open var preferredCornerRadius: CGFloat? { didSet { changed() } }
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The presentation showing the sheet hears of changes.
    var onChange: (() -> Void)?
    /// A drag is placing the sheet itself.
    var onChangeSuspended = false
    private var inAnimatedChange = false

    override init(presentedViewController: UIViewController) {
        super.init(presentedViewController: presentedViewController)
    }

    /// Changes made in `changes` move the sheet animated.
    open func animateChanges(_ changes: () -> Void) {
        inAnimatedChange = true
        changes()
        inAnimatedChange = false
        UIView.animate(withDuration: 0.3) { self.onChange?() }
    }

    private func changed() { if !inAnimatedChange, !onChangeSuspended { onChange?() } }

    // MARK: Heights

    /// The detents' heights in a window, smallest first (unresolvable ones left out).
    func resolvedDetents(in window: UIWindow) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = ResolutionContext(containerTraitCollection: window.traitCollection,
                                        maximumDetentValue: Self.largestHeight(in: window))
        let list = detents.compactMap { d in d.resolvedValue(in: context).map { (d.identifier, $0) } }
        return list.sorted { $0.1 < $1.1 }
    }

    /// The height the sheet rests at now: the selected detent's, else the smallest.
    func restingHeight(in window: UIWindow) -> CGFloat {
        let list = resolvedDetents(in: window)
        if let id = selectedDetentIdentifier, let d = list.first(where: { $0.identifier == id }) { return d.height }
        return list.first?.height ?? Self.largestHeight(in: window)
    }

    /// Whether the presenter is dimmed with the sheet at `height`.
    func dims(atHeight height: CGFloat, in window: UIWindow) -> Bool {
        guard let id = largestUndimmedDetentIdentifier,
              let limit = resolvedDetents(in: window).first(where: { $0.identifier == id }) else { return true }
        return height > limit.height + 0.5
    }

    static func largestHeight(in window: UIWindow) -> CGFloat {
        max(0, window.bounds.height - window.safeAreaInsets.top - ModalPresentation.sheetGap)
    }
}
