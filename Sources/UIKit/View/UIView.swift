import QuartzCore

/// A rectangle of the screen that draws, lays out its subviews and animates (Apple: UIView).
///
/// Every view owns a layer, made from `layerClass`, and is that layer's delegate (Programming
/// iOS 6, "View and Layer": "a UIView has a partner called its layer"). The view's geometry,
/// alpha, visibility, clipping and colour are the layer's state read through the view, never
/// a second copy. The layer does not animate implicitly: outside a `UIView.animate` block its
/// actions are `NSNull`; inside one they are animations with the block's timing, so view
/// animations are ordinary layer animations and run on the window's render thread.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer the view draws into. Its delegate is the view.
    public let layer: CALayer

    /// The class of the layer each view of this class is made with (CALayer by default).
    /// A class of your own must adopt `CALayerInstantiating` (Swift on Linux cannot call a
    /// non-required `init()` through a metatype); Lamina's layer classes need nothing.
    open class var layerClass: AnyClass { CALayer.self }

    // Hierarchy (UIView+Hierarchy.swift).
    @exclusivity(unchecked) package var subviewStorage: [UIView] = []
    /// The view's own tint and adjustment mode, when it has either.
    @exclusivity(unchecked) private var tintStorage: (color: UIColor?, mode: TintAdjustmentMode)?
    /// Not owning, and not `weak` (a weakly referenced object gets a side table, which sends
    /// its retains and releases down a slow path): the superview owns its subviews and clears
    /// this when it lets one go or goes itself. Readable outside the main actor for `walkUp`.
    @exclusivity(unchecked) package nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?
    /// The controller whose view this is (next in the responder chain after the view). In
    /// the view's first cache line with the links: a layout pass asks every view for it.
    @exclusivity(unchecked) package weak var viewControllerStorage: UIViewController?
    /// The view's Auto Layout node, beside the links: a layout pass reads it for every view
    /// it places (the rest of Auto Layout's state is in `rare`).
    @exclusivity(unchecked) var layoutNodeStorage: LayoutNode?
    /// Identifies the view in `viewWithTag(_:)`.
    @exclusivity(unchecked) open var tag = 0
    /// A name for the view that tests and recordings find it by (Apple:
    /// UIAccessibilityIdentification). A recording made over a named view replays onto that
    /// view wherever it is then.
    open var accessibilityIdentifier: String? {
        get { rare?.accessibilityIdentifier }
        set { rareParts.accessibilityIdentifier = newValue }
    }
    /// Whether events reach the view and its subviews (hit testing skips them when false).
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// Whether the view takes more than one touch at a time (false: only its first).
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false
    /// While the view has a touch, no other view gets one (and it gets none while others do).
    @exclusivity(unchecked) open var isExclusiveTouch = false
    /// Whether the view's subviews follow its size by their `autoresizingMask`.
    @exclusivity(unchecked) open var autoresizesSubviews = true
    /// How the view follows its superview's size (UIKit's proportional rule).
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue, let n = layoutNode { n.engine.geometrySetByHand(self) } }
    }
    /// The view whose alpha masks this one (its layer becomes the layer's mask).
    open var mask: UIView? {
        get { rare?.mask }
        set {
            guard newValue !== rare?.mask else { return }
            rareParts.mask = newValue
            layer.mask = newValue?.layer
        }
    }
    /// Default spacing from the edges for content laid out inside the view: 8 points, or
    /// what the app sets. A view controller's view has none of its own at the top and bottom
    /// and at least the controller's `systemMinimumLayoutMargins` at the sides (UIKit: "the
    /// actual margins of the root view are the maximum of this value and the value in the
    /// root view's directionalLayoutMargins").
    open var layoutMargins: UIEdgeInsets {
        get {
            var margins: UIEdgeInsets
            if let vc = viewControllerStorage {
                margins = rare?.layoutMargins ?? .zero
                if vc.viewRespectsSystemMinimumLayoutMargins {
                    let m = vc.systemMinimumLayoutMargins
                    margins = UIEdgeInsets(top: max(margins.top, m.top), left: max(margins.left, m.leading),
                                           bottom: max(margins.bottom, m.bottom), right: max(margins.right, m.trailing))
                }
            } else {
                margins = rare?.layoutMargins ?? RareParts.defaultMargins
            }
            // At least the superview's margins where the view's edges are within them.
            if rare?.preservesSuperviewMargins == true, let s = superviewStorage {
                let p = s.layoutMargins, f = frame, b = s.bounds
                margins = UIEdgeInsets(top: max(margins.top, p.top - (f.minY - b.minY)), left: max(margins.left, p.left - (f.minX - b.minX)),
                                       bottom: max(margins.bottom, p.bottom - (b.maxY - f.maxY)), right: max(margins.right, p.right - (b.maxX - f.maxX)))
            }
            // Measured from the safe area's edges, unless the view says otherwise.
            guard UIViewController.safeAreaSources > 0, insetsLayoutMarginsFromSafeArea else { return margins }
            let safe = safeAreaInsets
            return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        set {
            guard newValue != rare?.layoutMargins else { return }
            changingMargins { $0.layoutMargins = newValue }
        }
    }

    /// Whether the layout margins are measured from the safe area's edges (UIKit's default)
    /// rather than the bounds'.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { rare?.insetsMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            changingMargins { $0.insetsMarginsFromSafeArea = newValue }
        }
    }

    /// Whether the view's margins are at least its superview's where its edges are inside
    /// them (a content view as wide as its cell keeps the cell's margins).
    open var preservesSuperviewLayoutMargins: Bool {
        get { rare?.preservesSuperviewMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            changingMargins { $0.preservesSuperviewMargins = newValue }
        }
    }

    /// The view's safe area changed (its controller's additional insets, or its place under
    /// its superview's).
    open func safeAreaInsetsDidChange() {}

    /// Sets what the margins are made of; the guides and layout follow when the margins moved.
    private func changingMargins(_ change: (RareParts) -> Void) {
        let old = layoutMargins
        change(rareParts)
        if layoutMargins != old { effectiveMarginsDidChange() }
    }

    /// The margins the engine's guides and the view's layout use moved.
    package func effectiveMarginsDidChange() {
        if let e = layoutNode?.engine { e.ownerInsetsDidChange(self) }
        layoutMarginsDidChange()
        for sub in subviewStorage where sub.preservesSuperviewLayoutMargins { sub.effectiveMarginsDidChange() }
    }

    /// What few views set, kept apart so that every view stays small (a 100,000-view tree is
    /// memory traffic: `lamina bench --only views`).
    package final class RareParts {
        static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        @exclusivity(unchecked) var accessibilityIdentifier: String?
        @exclusivity(unchecked) var mask: UIView?
        /// Set by the app (nil: the default).
        @exclusivity(unchecked) var layoutMargins: UIEdgeInsets?
        @exclusivity(unchecked) var insetsMarginsFromSafeArea = true
        @exclusivity(unchecked) var preservesSuperviewMargins = false
        @exclusivity(unchecked) var autoLayout: AutoLayoutParts?
        @exclusivity(unchecked) var interactions: [UIInteraction] = []
        @exclusivity(unchecked) var appearance: AppearanceMarks?
        /// The appearance set for the view and its subviews (Traits/UIView+InterfaceStyle.swift).
        @exclusivity(unchecked) var overrideStyle = UIUserInterfaceStyle.unspecified
        /// The background colour as given, when it is dynamic (the layer holds its resolution).
        @exclusivity(unchecked) var dynamicBackground: UIColor?
        /// Handlers registered for trait changes (Traits/UITraitChangeObservable.swift).
        @exclusivity(unchecked) var traitRegistrations: TraitRegistrations?
        /// What the app said of the view to assistive technologies (Accessibility/).
        @exclusivity(unchecked) var accessibility: AccessibilityParts?
    }
    @exclusivity(unchecked) package var rare: RareParts?
    /// The view's Auto Layout state, if it has any (AutoLayout/UIView+Constraints.swift).
    package var autoLayout: AutoLayoutParts? { rare?.autoLayout }
    package var autoLayoutParts: AutoLayoutParts {
        if let a = rare?.autoLayout { return a }
        let a = AutoLayoutParts()
        rareParts.autoLayout = a
        return a
    }
    // MARK: Accessibility (Accessibility/UIView+Accessibility.swift)

    /// Whether assistive technologies see the view as one element (UIKit's controls, labels
    /// and text fields are; plain views and image views are not).
    open var isAccessibilityElement: Bool {
        get { rare?.accessibility?.isElement ?? defaultAccessibilityElement }
        set { accessibilityParts.isElement = newValue }
    }
    /// What the element is called (a label's text, a button's title, unless set).
    open var accessibilityLabel: String? {
        get { rare?.accessibility?.label ?? defaultAccessibilityLabel }
        set { accessibilityParts.label = newValue }
    }
    /// What activating the element does.
    open var accessibilityHint: String? {
        get { rare?.accessibility?.hint }
        set { accessibilityParts.hint = newValue }
    }
    /// The element's value (a switch's "1" or "0", a slider's percentage, a field's text).
    open var accessibilityValue: String? {
        get { rare?.accessibility?.value ?? defaultAccessibilityValue }
        set { accessibilityParts.value = newValue }
    }
    /// What kind of element it is and its state (a button's `.button`, a disabled control's
    /// `.notEnabled`, unless set).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { rare?.accessibility?.traits ?? defaultAccessibilityTraits }
        set { accessibilityParts.traits = newValue }
    }
    /// The element's frame in screen coordinates (the view's, unless set).
    open var accessibilityFrame: CGRect {
        get { rare?.accessibility?.frame ?? convert(bounds, to: nil) }
        set { accessibilityParts.frame = newValue }
    }
    /// Where activation touches, in screen coordinates (the frame's centre, unless set).
    open var accessibilityActivationPoint: CGPoint {
        get { rare?.accessibility?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityParts.activationPoint = newValue }
    }
    open var accessibilityLanguage: String? {
        get { rare?.accessibility?.language }
        set { accessibilityParts.language = newValue }
    }
    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { rare?.accessibility?.elementsHidden ?? false }
        set { accessibilityParts.elementsHidden = newValue }
    }
    /// Whether the view's siblings are ignored while it is shown (a custom modal).
    open var accessibilityViewIsModal: Bool {
        get { rare?.accessibility?.viewIsModal ?? false }
        set { accessibilityParts.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { rare?.accessibility?.groupsChildren ?? false }
        set { accessibilityParts.groupsChildren = newValue }
    }
    /// The elements inside the view, in reading order, when the app lists them.
    open var accessibilityElements: [Any]? {
        get { rare?.accessibility?.elements }
        set { accessibilityParts.elements = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { rare?.accessibility?.customActions }
        set { accessibilityParts.customActions = newValue }
    }
    // The view as a container of elements (Apple: the UIAccessibilityContainer informal
    // protocol): by default its `accessibilityElements`; a container view may override these.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// What kind of container the view is (a list, a table…); `.none` unless set.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { rare?.accessibility?.containerType ?? .none }
        set { accessibilityParts.containerType = newValue }
    }

    /// Does what activating the element does; false when it has no activation of its own
    /// (UIKit's buttons and switches have: a tap's action).
    open func accessibilityActivate() -> Bool { false }
    /// An adjustable element's next value up (a slider's, by a tenth of its range).
    open func accessibilityIncrement() {}
    /// An adjustable element's next value down.
    open func accessibilityDecrement() {}

    /// UIKit's own answers for each class (overridden by its views).
    var defaultAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

    /// The view's interactions (Menus/UIInteraction.swift).
    package var interactionList: [UIInteraction] {
        get { rare?.interactions ?? [] }
        set { rareParts.interactions = newValue }
    }
    /// Appearance-proxy bookkeeping (View/AppearanceProxy), made when first needed.
    var appearanceMarksIfAny: AppearanceMarks? { rare?.appearance }
    var appearanceMarks: AppearanceMarks {
        if let a = rare?.appearance { return a }
        let a = AppearanceMarks()
        rareParts.appearance = a
        return a
    }
    package var rareParts: RareParts {
        if let r = rare { return r }
        let r = RareParts()
        rare = r
        return r
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                      bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    @exclusivity(unchecked) private var contentModeStorage = ContentMode.scaleToFill
    /// Running view animations begun without `.allowUserInteraction`: hit testing skips the view meanwhile.
    @exclusivity(unchecked) package var interactionBlockingAnimations = 0
    /// An arranged view hidden inside an animation block: it reads as hidden but stays on
    /// screen, collapsing with its stack view, until the block's animations end.
    @exclusivity(unchecked) var hidesWhenAnimationEnds = false
    @exclusivity(unchecked) package var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// Set by UIWindow: lets `window` walk up without a dynamic cast per level.
    @exclusivity(unchecked) package var isWindow = false
    /// The view has asked for a first drawing it could not make yet (zero size).
    @exclusivity(unchecked) package var awaitsFirstDraw = false
    /// UIKit's update-constraints flag: every view starts needing the pass.
    @exclusivity(unchecked) package var constraintsNeedUpdate = true
    /// Set while `updateConstraints` runs; UIView's own implementation clears it.
    @exclusivity(unchecked) package var callingUpdateConstraints = false
    /// Some subview's frame comes from the layout engine: `layoutSubviews` sets it.
    @exclusivity(unchecked) package var hasEngineSubviews = false
    /// The height its frame gives the engine yields (priority 999) to required constraints:
    /// a list cell and its content view, whose height the list sets from what the content
    /// needs, so a cell made at UIKit's default 44 points holds taller content without a
    /// conflict before it is measured.
    @exclusivity(unchecked) package var encapsulatedHeightYields = false
    /// The same for the width: a collection view cell, which a flow or compositional layout
    /// sizes on both axes from what its content needs (made at the estimated 50 points wide).
    @exclusivity(unchecked) package var encapsulatedWidthYields = false
    /// The appearance the view's dynamic colours resolve to: its own override, its
    /// controller's, or its superview's (Traits/UIView+InterfaceStyle.swift keeps it so).
    /// Read outside the main actor by `UITraitCollection.current`'s resolution.
    @exclusivity(unchecked) package nonisolated(unsafe) var interfaceStyle = UITraitCollection.systemStyle

    /// A view with `frame` as its frame.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        configure(frame: frame)
    }

    /// A view from an archive (NSCoding's initializer, which every UIView subclass that adds
    /// a designated initializer must provide, as in UIKit). Lamina has no nibs or storyboards
    /// and reads nothing from the coder: the view is made as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        configure(frame: .zero)
    }

    /// Called on objects loaded from a nib or storyboard once their outlets are set (Apple).
    /// Lamina loads no nibs, so it is never called for you; code shared with `init(frame:)`
    /// (003 Listing 6.4's `setUp`) can call it or be called from it.
    open func awakeFromNib() {}

    /// The view's layer, of its class's `layerClass`.
    private static func makeLayer() -> CALayer {
        let type: AnyClass = Self.layerClass
        guard let layerType = type as? CALayer.Type else {
            preconditionFailure("\(Self.self).layerClass returns \(type), which is not a CALayer class")
        }
        guard let made = CALayer.instantiate(layerType) else {
            preconditionFailure("\(Self.self).layerClass is \(layerType): Swift on Linux cannot make it from its class; "
                                + "make it final (or give it `required init()`) and adopt CALayerInstantiating")
        }
        return made
    }

    private func configure(frame: CGRect) {
        // The view's first configuration is not animated (nor is any change outside a block).
        layer.ownerDelegate = self
        // Views are opaque unless told otherwise (UIKit's `isOpaque` defaults to true).
        layer.isOpaque = true
        layer.frame = frame
        UIView.viewsMade &+= 1
        // A view that overrides draw(_:) is drawn once it is shown; one that does not is
        // found out at its first display and never asked again (`UIView+Drawing.swift`).
        if UIView.drawsContent(Self.self) != false { layer.setNeedsDisplay() }
    }

    public convenience override init() { self.init(frame: .zero) }

    /// What the view's layer and subviews hold of it is let go of. Views are main-thread
    /// objects and are released there; one released elsewhere does this where it is (as UIKit
    /// does). Not an `isolated deinit`: the compiler refuses one in a `@preconcurrency` class,
    /// and UIKit's classes are `@preconcurrency` so that Swift 5 code gets Apple's diagnostics.
    deinit {
        ignoringIsolation {
            if layer.ownerDelegate === self { layer.ownerDelegate = nil }
            autoLayout?.reference?.clear()
            for sub in subviewStorage where sub.superviewStorage === self { sub.superviewStorage = nil }
        }
    }

    @exclusivity(unchecked) nonisolated(unsafe) package static var viewsMade = 0

    // MARK: Tint (UIView+Tint.swift)

    /// The colour controls, template images and tinted content of this view use.
    open var tintColor: UIColor! {
        get {
            let tint = ownTintColor ?? superview?.tintColor ?? UIColor.tintColor
            return tintAdjustmentMode == .dimmed ? tint.dimmedTint : tint
        }
        set {
            ownTintColor = newValue
            tintDidChangeDownward(color: true, mode: false)
            if AppearanceRegistry.isActive { appearancePropertyDidSet("tintColor") { $0.tintColor = newValue } }
        }
    }

    /// `.automatic` takes the superview's (`.normal` at the top).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if ownTintAdjustmentMode != .automatic { return ownTintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            ownTintAdjustmentMode = newValue
            tintDidChangeDownward(color: false, mode: true)
        }
    }

    /// Called when the effective tint colour (or its adjustment) changes; the default does
    /// nothing. Controls redraw their tinted parts here.
    open func tintColorDidChange() {}

    package var ownTintColor: UIColor? {
        get { tintStorage?.color }
        set { tintStorage = newValue == nil && ownTintAdjustmentMode == .automatic ? nil : (newValue, ownTintAdjustmentMode) }
    }
    package var ownTintAdjustmentMode: TintAdjustmentMode {
        get { tintStorage?.mode ?? .automatic }
        set { tintStorage = newValue == .automatic && ownTintColor == nil ? nil : (ownTintColor, newValue) }
    }

    // MARK: Geometry: the layer's, seen through the view (000 "View and Layer")

    /// The view's box in its superview's coordinates: its layer's frame. Undefined (the
    /// bounding box) when `transform` is not the identity, as UIKit documents.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.width.isFinite, newValue.height.isFinite else {
                Diagnostics.warn("UIView frame refused \(newValue): geometry must be finite"); return
            }
            layer.frame = newValue
            if !LayoutEngine.applying, let n = layoutNode { n.engine.geometrySetByHand(self) }
        }
    }
    /// The view's own coordinate space: its layer's bounds.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            if !LayoutEngine.applying, let n = layoutNode { n.engine.geometrySetByHand(self) }
        }
    }
    /// The centre of the frame in the superview's coordinates: the layer's position.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if !LayoutEngine.applying, let n = layoutNode { n.engine.geometrySetByHand(self) }
        }
    }
    /// A 2D transform about the centre: the layer's transform, affine part.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The layer's full 3D transform.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// The layer's opacity (0…1).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard newValue.isFinite else { Diagnostics.warn("UIView alpha refused \(newValue)"); return }
            layer.opacity = Float(newValue)
        }
    }
    open var isHidden: Bool {
        get { layer.isHidden || hidesWhenAnimationEnds }
        set {
            guard newValue != isHidden else { return }
            let stack = autoLayout != nil ? superviewStorage as? UIStackView : nil
            if newValue, let stack, stack.arrangedSubviews.contains(where: { $0 === self }),
               let block = UIView.animationStack.last, block.kind == .animate, block.duration > 0 {
                // UIStackView hides an arranged view with the block's animation: the view
                // collapses to nothing along the axis while still shown, and is hidden when
                // the block's animations end (unless shown again meanwhile).
                hidesWhenAnimationEnds = true
                block.atEnd { [weak self] in
                    guard let self, self.hidesWhenAnimationEnds else { return }
                    self.hidesWhenAnimationEnds = false
                    self.layer.isHidden = true
                }
            } else {
                hidesWhenAnimationEnds = false
                layer.isHidden = newValue
            }
            // An arranged subview hidden or shown: its stack view arranges again.
            stack?.arrangedSubviewDidChange(self)
        }
    }
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }
    /// Clips subviews to the bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A dynamic colour is kept as given and resolved for the view's appearance, again
    /// whenever that changes.
    open var backgroundColor: UIColor? {
        get { rare?.dynamicBackground ?? layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set {
            setDefaultBackgroundColor(newValue)
            if AppearanceRegistry.isActive { appearancePropertyDidSet("backgroundColor") { $0.backgroundColor = newValue } }
        }
    }
    /// The scale of the view's drawing: the layer's `contentsScale`. A view takes its window's
    /// screen scale when it moves into a window (UIKit), unless this was set.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue; hasOwnContentScale = true }
    }
    /// Set when the app chose the view's scale (or the view's contents carry their own, an
    /// image view's): the screen's scale is not imposed.
    @exclusivity(unchecked) package var hasOwnContentScale = false
    /// How the layer shows its contents when the bounds change; `.redraw` draws again instead.
    open var contentMode: ContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            layer.contentsGravity = newValue.gravity
            layer.needsDisplayOnBoundsChange = newValue == .redraw
        }
    }
    /// The part of the contents stretched when the view is resized (the layer's `contentsCenter`).
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }


    // MARK: Overridable entry points
    // Swift cannot override what an extension declares, so every method a subclass may
    // override is declared here; each forwards to its concern's file.

    /// Hierarchy callbacks, in UIKit's order for a move: willMove(toSuperview:),
    /// willMove(toWindow:) (the whole subtree), the old superview's willRemoveSubview(_:),
    /// didMoveToWindow() (the subtree), didMoveToSuperview(), the new superview's didAddSubview(_:).
    /// The next responder: the view's controller, if it is a controller's view, else the superview.
    open override var next: UIResponder? { viewControllerStorage ?? superviewStorage }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// The deepest visible, interactive view containing `point` (in this view's coordinates),
    /// front-most subview first; nil when the point is outside this view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` (this view's coordinates) is inside the view: its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { shownLayer.bounds.contains(point) }
    /// Whether `gestureRecognizer`, about to leave `.possible`, may begin (Apple: true unless a
    /// subclass says otherwise). Asked of the recognizer's view and of the views its touches
    /// are in: UIButton, UISwitch and UISlider refuse the gestures their own action overlaps.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Lays out the subviews; runs in the layout pass, top down, once per pass (autoresizing
    /// has been applied when the size changed). UIView's own sets the frames Auto Layout found for them, so an
    /// override must call super where constraints are used (seed 004, "Layout": "under
    /// autolayout, you must call super").
    open func layoutSubviews() {
        if hasEngineSubviews { LayoutEngine.applySubviewFrames(of: self) }
    }
    /// A size that fits `size`; the default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    open func sizeToFit() {
        let fit = sizeThatFits(bounds.size)
        guard fit.width.isFinite, fit.height.isFinite else { return }
        frame = CGRect(origin: frame.origin, size: CGSize(width: max(0, fit.width), height: max(0, fit.height)))
    }
    /// Add or change constraints here; UIKit calls it in the update pass before layout
    /// (AutoLayout/LayoutEngine+SystemConstraints.swift). An override must call super last.
    open func updateConstraints() { callingUpdateConstraints = false }
    /// Whether the view asks for layout by constraints even before it has any (so that its
    /// `updateConstraints` runs once it is in a hierarchy).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Whether the intrinsic height depends on the width given (a wrapping label's).
    package var intrinsicWidthIsHeightDependent: Bool { false }
    /// The first and last baselines' distance below the view's vertical centre, for a view
    /// with text; nil puts both at the bottom edge.
    package var baselinesFromCenter: (first: CGFloat, last: CGFloat)? { nil }
    /// A baseline at a fixed distance above the alignment rect's bottom (an image's with a
    /// baseline offset), used when `baselinesFromCenter` is nil.
    package var baselineAboveBottom: CGFloat? { nil }

    /// Insets from the frame to the rectangle Auto Layout aligns (Apple: alignmentRectInsets):
    /// constraints place the alignment rect, and the intrinsic content size is its size — so
    /// a shadow or badge drawn outside the content does not push the view's neighbours away.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rect of a view with `frame`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame of a view whose alignment rect is `alignmentRect`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
                      width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }

    /// The size the content wants; `noIntrinsicMetric` on an axis where it has no preference.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Called when `layoutMargins` changed; the default lays the view out again.
    open func layoutMarginsDidChange() { setNeedsLayout() }
    /// The view's traits changed (its window crossed a size class, or moved to a screen of
    /// another scale): `traitCollection` has the new ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// For UIKit's views that give their layers colours outside layout and drawing: set them
    /// again for the view's new appearance (Traits/UIView+InterfaceStyle.swift). The default
    /// does nothing.
    func resolveColorsForInterfaceStyle() {}

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`),
    /// flipped to the view's top-left, clipped to `rect`. Only views whose class draws get a
    /// backing store; the default draws nothing.
    open func draw(_ rect: CGRect) { UIView.reachedBaseDraw = true }
}

extension UIView: CustomStringConvertible {
    nonisolated public var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)): frame = \(frame); layer = \(type(of: layer))>" }
    }
}
