/// The layer: a model object of geometry, hierarchy and appearance that Core Animation
/// composites (Apple: CALayer). Every property is also reachable by key-value coding, and a
/// layer stores values for arbitrary keys like a dictionary (Programming iOS 6, "Layers and
/// Key–Value Coding").
///
/// Setting a property runs `didChangeValue(forKey:)`, which marks layout and display as Core
/// Animation does (bounds → layout; `needsDisplayOnBoundsChange`; `needsDisplay(forKey:)`).
open class CALayer: CAMediaTiming, Hashable, CustomStringConvertible {

    // MARK: Geometry (004 "Layer Geometry"; defaults: zero bounds, position zero, anchor (0.5, 0.5))

    /// The layer's own coordinate space. A negative size is standardised; non-finite values are refused.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet {
            guard Self.isFinite(bounds) else { refuse("bounds", bounds); bounds = oldValue; return }
            if bounds.width < 0 || bounds.height < 0 { bounds = bounds.standardized }
            guard bounds != oldValue else { return }
            boundsDidChange(from: oldValue)
        }
    }
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        didSet { finiteOrRevert(position.x.isFinite && position.y.isFinite, "position", oldValue: oldValue) { position = $0 } }
    }
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { finiteOrRevert(anchorPoint.x.isFinite && anchorPoint.y.isFinite, "anchorPoint", oldValue: oldValue) { anchorPoint = $0 } }
    }
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 {
        didSet { finiteOrRevert(zPosition.isFinite, "zPosition", oldValue: oldValue) { zPosition = $0 } }
    }
    @exclusivity(unchecked) open var anchorPointZ: CGFloat = 0 {
        didSet { finiteOrRevert(anchorPointZ.isFinite, "anchorPointZ", oldValue: oldValue) { anchorPointZ = $0 } }
    }
    open var transform: CATransform3D {
        get { transformStorage?.value ?? CATransform3DIdentity }
        set {
            let oldValue = transform
            TransformStorage.store(newValue, in: &transformStorage)
            finiteOrRevert(newValue.isFinite, "transform", oldValue: oldValue) { self.transform = $0 }
        }
    }
    open var sublayerTransform: CATransform3D {
        get { sublayerTransformStorage?.value ?? CATransform3DIdentity }
        set {
            let oldValue = sublayerTransform
            TransformStorage.store(newValue, in: &sublayerTransformStorage)
            if !isCopy { markSublayersRenderDirty() }
            finiteOrRevert(newValue.isFinite, "sublayerTransform", oldValue: oldValue) { self.sublayerTransform = $0 }
        }
    }
    /// The transforms when not the identity (most layers have none: two 4×4 matrices inline
    /// would be a fifth of every layer, `lamina bench --only compositor`, memory).
    @exclusivity(unchecked) private var transformStorage: TransformStorage?
    /// Whether `transform` is the identity, without making and comparing a matrix when the
    /// layer never had another (a layout pass asks this of every view it places).
    package var hasIdentityTransform: Bool {
        guard let t = transformStorage else { return true }
        return CATransform3DIsIdentity(t.value)
    }
    @exclusivity(unchecked) private var sublayerTransformStorage: TransformStorage?
    var hasIdentitySublayerTransform: Bool {
        guard let t = sublayerTransformStorage else { return true }
        return CATransform3DIsIdentity(t.value)
    }
    /// Flips the layer's sublayers vertically within its bounds (004 "Flipped Geometry").
    @exclusivity(unchecked) open var isGeometryFlipped = false {
        didSet {
            invalidateSubtreeBounds()
            if !isCopy { markSublayersRenderDirty() }
            changed("geometryFlipped", from: oldValue)
        }
    }
    /// Declared with the geometry (in its first cache lines, `valueBytes`): the value animated most.
    @exclusivity(unchecked) open var opacity: Float = 1 { didSet { changed("opacity", from: oldValue) } }

    // MARK: Hierarchy

    /// Back pointers, not owning (the parent owns its sublayers and mask) and not `weak`: a
    /// weakly referenced object gets a side table, which sends every retain and release of it
    /// down a slow path — a quarter of the time of building a 100k tree
    /// (`lamina bench --only layers`). The owner clears them when it goes (`deinit`) or lets
    /// the layer go (`removeFromSuperlayer`, `sublayers =`, `mask =`).
    @exclusivity(unchecked) package unowned(unsafe) var superlayerStorage: CALayer?
    @exclusivity(unchecked) package var sublayerStorage: [CALayer] = []

    deinit {
        // The sublayers are released next, one after another (the array goes with this layer),
        // and one let go of for good reads all of itself as its references are released: in a
        // large tree, misses to memory that overlap when loaded now instead of adding up
        // (`lamina bench --only layers`). Only a wide parent's first few: loads must land
        // before they are needed, and not push each other out.
        var ahead = 0
        for sub in sublayerStorage {
            if ahead < Self.teardownLoadedAhead {
                PrefetchHints.prefetch(address: UInt(bitPattern: Unmanaged.passUnretained(sub).toOpaque()), bytes: Self.instanceBytes)
                ahead += 1
            }
            if sub.superlayerStorage === self { sub.superlayerStorage = nil }
        }
        if let mask = maskStorage, mask.maskedLayer === self { mask.maskedLayer = nil }
    }
    /// The mask: its rendered alpha clips this layer. Positioned like a sublayer, never listed in `sublayers`.
    open var mask: CALayer? {
        get { maskStorage }
        set { setMask(newValue) }
    }
    @exclusivity(unchecked) package var maskStorage: CALayer?
    /// A delegate that owns this layer (a UIView): not retained, and cleared by the owner
    /// when it goes (it outlives every use of it as the delegate). With the hierarchy links
    /// and the layout flags below, in one or two cache lines: a layout pass over 100,000
    /// views reads these and the object header and nothing else of each layer
    /// (`lamina bench --only views`, build+layout 100k/10k).
    @exclusivity(unchecked) package unowned(unsafe) var ownerDelegate: LayerOwning?
    /// Where the owner is, for a prefetch: read without retaining it (a retain is a write, and
    /// would wait for the very line the prefetch is for).
    var ownerAddress: UInt { unsafeBitCast(ownerDelegate, to: (UInt, UInt).self).0 }
    /// The superlayer's address, read without retaining it.
    var superlayerAddress: UnsafeMutableRawPointer? { unsafeBitCast(superlayerStorage, to: UnsafeMutableRawPointer?.self) }

    // MARK: State a frame's animation pass reads and writes (next to the geometry: `presentationBytes`)

    /// Listed by the animation engine (which keeps each layer once).
    @exclusivity(unchecked) package var isInAnimationEngine = false
    @exclusivity(unchecked) package var snapshotDirty = true
    @exclusivity(unchecked) package var descendantSnapshotDirty = false
    /// A presentation (or other init(layer:)) copy: its changes run no actions.
    @exclusivity(unchecked) package var isCopy = false
    /// False for a render thread's working copy: the app's `needsDisplay(forKey:)` is asked on
    /// the main thread when the tree is committed, never from the render thread.
    @exclusivity(unchecked) var asksNeedsDisplay = true
    @exclusivity(unchecked) package var needsDisplayFlag = false
    @exclusivity(unchecked) var animatesSublayerPlacement = false
    // The layout and display passes' flags, in the padding before the next UInt32.
    @exclusivity(unchecked) package var needsLayoutFlag = false
    /// Some descendant needs layout: lets a top-down pass skip clean subtrees.
    @exclusivity(unchecked) package var descendantNeedsLayout = false
    /// Some descendant (or mask) needs display: lets the display pass skip clean subtrees.
    @exclusivity(unchecked) package var descendantNeedsDisplay = false
    /// Counts changes to the list of animations (added, removed, committed): a presentation
    /// copy keeps the keys it recorded while the list stays as it was.
    @exclusivity(unchecked) var animationListVersion: UInt32 = 0
    /// For a presentation copy: the model's list version its animated keys were recorded at.
    @exclusivity(unchecked) var keysRecordedAt: UInt32?
    /// Counts model changes: the animation engine re-copies the model when it moves.
    @exclusivity(unchecked) package var modelVersion: UInt64 = 0
    /// Animations attached to the layer, in the order added (later ones apply on top).
    @exclusivity(unchecked) package var animationEntries: [AnimationEntry] = [] { didSet { animationListVersion &+= 1 } }
    /// The render tree's presentation copy while animations run (see AnimationEngine).
    @exclusivity(unchecked) package var renderCopy: CALayer?
    /// For a presentation copy: the model version it was copied at, and the properties its
    /// animations set (put back from the model before the next frame's values).
    @exclusivity(unchecked) package var copiedVersion: UInt64 = 0
    @exclusivity(unchecked) var animatedAccess: [PropertyAccess] = []
    /// For a presentation copy: an animated `contents` change fading in over the old image.
    @exclusivity(unchecked) package var contentsCrossfade: (from: CGImage, progress: CGFloat)?
    /// For a presentation copy: a running transition.
    @exclusivity(unchecked) package var transitionState: TransitionState?

    // MARK: Media timing (the layer's local time; 001 "How Layer Hierarchies Affect Animations")

    // A change reaches the render thread's frames (`timingChanged`): pausing a layer with
    // speed 0 and a timeOffset (001 Listing 5-4) stops what is on screen.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0 { didSet { timingChanged() } }
    /// Infinite, as Apple's layers report it: a layer's own timeline never ends.
    @exclusivity(unchecked) open var duration: CFTimeInterval = .infinity { didSet { timingChanged() } }
    @exclusivity(unchecked) open var speed: Float = 1 { didSet { timingChanged() } }
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0 { didSet { timingChanged() } }
    @exclusivity(unchecked) open var repeatCount: Float = 0 { didSet { timingChanged() } }
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0 { didSet { timingChanged() } }
    @exclusivity(unchecked) open var autoreverses = false { didSet { timingChanged() } }
    @exclusivity(unchecked) open var fillMode = CAMediaTimingFillMode.removed { didSet { timingChanged() } }

    // MARK: Appearance: the values animations most often drive
    // Declared here, early: a frame over thousands of animated layers prefetches the first
    // bytes of each (`CALayer.frameBytes`).

    @exclusivity(unchecked) open var backgroundColor: CGColor? { didSet { changed("backgroundColor", from: oldValue) } }
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 { didSet { changed("cornerRadius", from: oldValue) } }
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 { didSet { changed("borderWidth", from: oldValue) } }
    // Defaults share one immutable colour rather than making one per layer.
    @exclusivity(unchecked) open var borderColor: CGColor? = CGColor.black { didSet { changed("borderColor", from: oldValue) } }
    @exclusivity(unchecked) open var isHidden = false { didSet { changed("hidden", from: oldValue) } }
    @exclusivity(unchecked) open var shadowColor: CGColor? = CGColor.black { didSet { changed("shadowColor", from: oldValue) } }
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 { didSet { changed("shadowOpacity", from: oldValue) } }
    /// (0, −3): above the layer on iOS's y-down screen, as Apple's default.
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed("shadowOffset", from: oldValue) } }
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 { didSet { changed("shadowRadius", from: oldValue) } }

    /// The bytes of a layer (from its start) holding its geometry and opacity: what a render
    /// thread reads of a frozen model for the animations seen most (`PrefetchHints`).
    static let valueBytes = 0..<120
    /// Those, the hierarchy links and the per-frame state: what a frame reads and writes of a
    /// presentation copy (the engine's, or a render thread's working copy).
    static let presentationBytes = 0..<288
    /// Those, timing and the other commonly animated values: what the engine's frame reads of
    /// an animated layer. Moving a field across any of these bounds
    /// makes `LayerFieldOrderTests` fail.
    static let frameBytes = 0..<440
    /// All of a plain layer's fields: what releasing one for good reads (`deinit`).
    static let instanceBytes = 0..<672
    /// How many of a parent's sublayers are loaded before they go (`deinit`).
    private static let teardownLoadedAhead = 32


    // MARK: Hierarchy, the rarely read part (after the frame's bytes)

    /// Set on a layer used as another's mask: its `superlayer` then reports that layer (Apple).
    @exclusivity(unchecked) package unowned(unsafe) var maskedLayer: CALayer?

    // MARK: State of the display cycle, the render caches and copies

    @exclusivity(unchecked) package var dirtyRect: CGRect = .null
    @exclusivity(unchecked) package var drewNothing = false
    /// Whether `contents` is the layer's own drawing (its display cycle made it), not an image
    /// the app assigned: only drawn contents follow a window's scale.
    @exclusivity(unchecked) package var contentsAreDrawn = false
    /// Values for keys that are not built-in properties (a layer is also a dictionary).
    @exclusivity(unchecked) package var dynamicValues: [String: Any] = [:]
    /// For a presentation copy, the model it came from.
    /// `unowned`, not `weak`: a weak reference would give every animated model layer a side
    /// table (its presentation copy points back), slowing all its retains and releases.
    /// Reading it after the model is gone traps, naming the problem.
    @exclusivity(unchecked) package unowned var modelLayer: CALayer?
    /// Bounds of this layer and all it contains, in its own space; nil when not known.
    @exclusivity(unchecked) package var cachedSubtreeBounds: CGRect?
    /// The render tree's copy of this layer, reused while nothing in the subtree changed.
    @exclusivity(unchecked) package var cachedSnapshot: SnapshotBox?
    /// `cachedSnapshot`'s address, read without retaining it (for identity tests).
    var cachedSnapshotAddress: UnsafeRawPointer? { unsafeBitCast(cachedSnapshot, to: UnsafeRawPointer?.self) }
    /// The snapshot before `cachedSnapshot`: refilled in place at the next rebuild when nothing
    /// else holds it any more, so a layer changing every frame makes no new snapshot objects.
    @exclusivity(unchecked) package var spareSnapshot: SnapshotBox?
    /// The transaction this layer was made in: its changes run actions only once that
    /// transaction has committed (a layer's first configuration does not animate).
    @exclusivity(unchecked) package var creationSerial: UInt64 = 0
    /// For a render thread (`RenderTree`): a copy of the model values at the last model
    /// version committed, and this layer's animations as committed.
    @exclusivity(unchecked) var frozen: CALayer?
    @exclusivity(unchecked) var renderProgram: RenderProgram?


    // MARK: Appearance, the rest (Apple's defaults)

    @exclusivity(unchecked) open var contents: Any? { didSet { contentsAreDrawn = false; changed("contents", from: oldValue) } }
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale.isFinite, contentsScale > 0 else { refuse("contentsScale", contentsScale); contentsScale = oldValue; return }
            changed("contentsScale", from: oldValue)
        }
    }
    open var contentsRect: CGRect {
        get { (rare ?? .defaults).contentsRect }
        set { setRare("contentsRect", old: contentsRect) { $0.contentsRect = newValue } }
    }
    open var contentsCenter: CGRect {
        get { (rare ?? .defaults).contentsCenter }
        set { setRare("contentsCenter", old: contentsCenter) { $0.contentsCenter = newValue } }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { (rare ?? .defaults).contentsGravity }
        set { setRare("contentsGravity", old: contentsGravity) { $0.contentsGravity = newValue } }
    }
    open var minificationFilter: CALayerContentsFilter {
        get { (rare ?? .defaults).minificationFilter }
        set { setRare("minificationFilter", old: minificationFilter) { $0.minificationFilter = newValue } }
    }
    open var magnificationFilter: CALayerContentsFilter {
        get { (rare ?? .defaults).magnificationFilter }
        set { setRare("magnificationFilter", old: magnificationFilter) { $0.magnificationFilter = newValue } }
    }
    open var minificationFilterBias: Float {
        get { (rare ?? .defaults).minificationFilterBias }
        set { setRare("minificationFilterBias", old: minificationFilterBias) { $0.minificationFilterBias = newValue } }
    }
    @exclusivity(unchecked) open var isOpaque = false { didSet { changed("opaque", from: oldValue) } }
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
    @exclusivity(unchecked) open var drawsAsynchronously = false
    @exclusivity(unchecked) open var maskedCorners = CACornerMask.all { didSet { changed("maskedCorners", from: oldValue) } }
    open var cornerCurve: CALayerCornerCurve {
        get { (rare ?? .defaults).cornerCurve }
        set { setRare("cornerCurve", old: cornerCurve) { $0.cornerCurve = newValue } }
    }
    @exclusivity(unchecked) open var masksToBounds = false { didSet { invalidateSubtreeBounds(); changed("masksToBounds", from: oldValue) } }
    @exclusivity(unchecked) open var isDoubleSided = true { didSet { changed("doubleSided", from: oldValue) } }
    @exclusivity(unchecked) open var allowsGroupOpacity = true { didSet { changed("allowsGroupOpacity", from: oldValue) } }
    @exclusivity(unchecked) open var allowsEdgeAntialiasing = false { didSet { changed("allowsEdgeAntialiasing", from: oldValue) } }
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { (rare ?? .defaults).edgeAntialiasingMask }
        set { rareParts.edgeAntialiasingMask = newValue }
    }
    @exclusivity(unchecked) open var shouldRasterize = false { didSet { changed("shouldRasterize", from: oldValue) } }
    open var rasterizationScale: CGFloat {
        get { (rare ?? .defaults).rasterizationScale }
        set { setRare("rasterizationScale", old: rasterizationScale) { $0.rasterizationScale = newValue } }
    }
    @exclusivity(unchecked) open var shadowPath: CGPath? { didSet { changed("shadowPath", from: oldValue) } }

    // MARK: Identity, style, actions, layout

    open var name: String? {
        get { rare?.name }
        set { if newValue != nil || rare != nil { rareParts.name = newValue } }
    }
    open var style: [AnyHashable: Any]? {
        get { rare?.style }
        set { if newValue != nil || rare != nil { rareParts.style = newValue } }
    }
    open var actions: [String: CAAction]? {
        get { rare?.actions }
        set { if newValue != nil || rare != nil { rareParts.actions = newValue } }
    }
    /// Weak, as Apple's. A view's layer is the exception inside Lamina: its owning view is
    /// kept in `ownerDelegate` instead, because a weakly referenced object gets a side table
    /// that sends all its retains and releases down a slow path (a third of the time of
    /// building 100k views, `lamina bench --only views`).
    open var delegate: CALayerDelegate? {
        get { ownerDelegate ?? rare?.delegate }
        set { ownerDelegate = nil; if newValue != nil || rare != nil { rareParts.delegate = newValue } }
    }
    @exclusivity(unchecked) open var autoresizingMask: CAAutoresizingMask = []
    open var layoutManager: CALayoutManager? {
        get { rare?.layoutManager }
        set { if newValue != nil || rare != nil { rareParts.layoutManager = newValue }; setNeedsLayout() }
    }
    open var constraints: [CAConstraint]? {
        get { rare?.constraints }
        set { if newValue != nil || rare != nil { rareParts.constraints = newValue }; superlayer?.setNeedsLayout() }
    }
    /// The properties above and the contents' placement and filtering, once any is set.
    @exclusivity(unchecked) var rare: LayerRareParts?

    // MARK: Creation

    /// A new layer needs layout: Core Animation lays it out at its first commit.
    public init() {
        creationSerial = CATransaction.serialForNewLayer
        needsLayoutFlag = true
        applyClassDefaults()
    }

    /// A shadow copy with all of `layer`'s state (used for presentation layers). Sublayers and
    /// mask are not copied; the copy's `model()` is `layer`. Subclasses override it to copy
    /// their own stored properties, as on Apple.
    public init(layer: Any) {
        isCopy = true
        guard let other = layer as? CALayer else { applyClassDefaults(); return }
        copyState(from: other)
        modelLayer = other.modelLayer ?? other
    }

    // MARK: Overridable entry points
    // Swift cannot override what an extension declares, so every method a subclass may
    // override is declared here; each forwards to its concern's file.

    /// The value a key has before it is set. A built-in key's override becomes the initial
    /// value of new instances (001 Listing C-1).
    open class func defaultValue(forKey key: String) -> Any? { builtInKeys[key]?.defaultValue }
    /// Whether changing `key` must redisplay the layer (false for CALayer's own keys).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The built-in keys of this class; Lamina's layer subclasses add theirs.
    package class var builtInKeys: [String: LayerKey] { baseKeys }
    /// Animatable properties a Lamina subclass adds (CAShapeLayer's path, colours…).
    package class var subclassAnimatableKeys: Set<String> { [] }
    /// A copy as this Lamina class, for `presentation()`; each Lamina layer class overrides it.
    package class func builtInCopy(of layer: CALayer) -> CALayer { CALayer(layer: layer) }
    /// A new instance as this Lamina class (for a view's `layerClass`); each Lamina layer class overrides it.
    package class func builtInInstance() -> CALayer { CALayer() }
    /// Whether the layer changes over time with no animation of its own (an emitter's
    /// particles): the animation engine keeps it, and frames coming, while so.
    package var animatesOnItsOwn: Bool { false }
    /// The snapshot fields such a layer's frames change with no animation (a render thread
    /// makes them again each frame).
    class var fieldsChangingOnTheirOwn: SnapshotFields { [] }
    /// Called on a presentation or render-thread copy once its animations are applied for the
    /// frame at local time `t` (an emitter's particles are simulated to that time).
    package func didApplyAnimations(atLocalTime t: CFTimeInterval) {}

    /// Numbers come back as `NSNumber`, as in Objective-C (`NumberBoxing`).
    open func value(forKey key: String) -> Any? { NumberBoxing.boxed(kvcValue(forKey: key)) }
    open func setValue(_ value: Any?, forKey key: String) { kvcSetValue(value, forKey: key) }
    open func value(forKeyPath keyPath: String) -> Any? { NumberBoxing.boxed(kvcValue(forKeyPath: keyPath, through: value(forKey:))) }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { kvcSetValue(value, forKeyPath: keyPath) }

    /// Whether `p`, in the layer's own coordinates, is inside it: its bounds, half-open.
    /// Subclasses refine it (a shape layer tests its path).
    open func contains(_ p: CGPoint) -> Bool { boundsContains(p) }
    /// Where this layer itself draws, in its bounds space: the bounds, or more for a layer
    /// that draws outside them (a shape layer's stroke).
    package var contentReach: CGRect { bounds }
    /// The deepest layer containing `p`, given in the superlayer's coordinates; nil if none.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        var visited = 0
        return hitTest(p, visited: &visited)
    }

    /// Positions the sublayers; override for custom layout.
    open func layoutSublayers() { defaultLayoutSublayers() }
    /// The layout manager's preferred size, else the size of the frame.
    open func preferredFrameSize() -> CGSize { layoutManager?.preferredSize(of: self) ?? frame.size }
    /// Applies every sublayer's autoresizing mask after this layer's size changed.
    open func resizeSublayers(withOldSize size: CGSize) { defaultResizeSublayers(withOldSize: size) }
    /// Moves and sizes this layer by its `autoresizingMask` after the superlayer resized.
    open func resize(withOldSuperlayerSize size: CGSize) { defaultResize(withOldSuperlayerSize: size) }

    /// Provides the contents. Override to set `contents` directly; the default asks the
    /// delegate's `display(_:)`, else draws a backing store through `draw(in:)`.
    open func display() {
        if let delegate { delegate.display(self) } else { displayWithContext() }
    }
    /// Draws the layer's content. The default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { noteNothingDrawn() }
    }

    /// The action for `event`, searched as the Core Animation Programming Guide lists it:
    /// the delegate (an NSNull stops the search), `actions`, `style["actions"]`, the class's
    /// `defaultAction(forKey:)`, then the implicit animation for an animatable property.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }
    /// The class's own action for `event`; none by default.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
    /// Attaches a copy of `anim` under `key` (replacing one already there); it starts when the
    /// transaction commits.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }
    open func removeAnimation(forKey key: String) { removeAnimationEntry(forKey: key) }
    open func removeAllAnimations() { removeAllAnimationEntries() }
    open func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { !$0.isAnonymous && $0.key == key }?.animation
    }
    open func animationKeys() -> [String]? {
        let keys = animationEntries.filter { !$0.isAnonymous }.map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Renders this layer and its sublayers into `ctx` (model values; masks, transforms and
    /// perspective included), the receiver at the context's origin.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// A copy of this layer's current values (the animation engine applies running
    /// animations); nil for a subclass that cannot be copied (see CALayerPresentationCopying).
    open func presentation() -> Self? { makePresentation() }
    /// The model layer this presentation copy came from; a model layer returns itself.
    open func model() -> Self { (modelLayer as? Self) ?? self }

    // MARK: Identity

    public static func == (l: CALayer, r: CALayer) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    open var description: String {
        "<\(type(of: self)) \(name.map { "'\($0)' " } ?? "")frame \(frame), \(sublayerStorage.count) sublayers>"
    }
}
