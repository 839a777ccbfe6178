import QuartzCore
import Shell

/// A view whose content is larger than it and is moved by dragging, flicking, the wheel or
/// code (Apple: UIScrollView). The content offset is the bounds origin; its pan recognizer
/// drags it, with rubber-banding past the edges; released, it decelerates at UIKit's rate,
/// bounces back to an edge, or settles on a page; the wheel scrolls it smoothly; a pinch
/// zooms the delegate's `viewForZooming`. The motion runs from display-link frames on the
/// main thread. Scroll indicators show while it moves and fade out after.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Per millisecond (UIKit's values).
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open weak var delegate: UIScrollViewDelegate? { didSet { updateZoomRecognizer() } }
    /// Pull-to-refresh (Controls/UIRefreshControl.swift): set, it sits above the content and
    /// the view bounces vertically, as UIKit makes it.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            refreshInset = 0
            if let control = refreshControl {
                alwaysBounceVertical = true
                insertSubview(control, at: 0)
                control.layoutInScrollView()
            }
        }
    }
    /// The room a refreshing control keeps above the content.
    var refreshInset: CGFloat = 0 { didSet { if refreshInset != oldValue { updateIndicators() } } }
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if indicatorsShowing { updateIndicators() }
            didChangeValue(for: \.contentSize)
        }
    }
    /// The content area, for Auto Layout: constraints to its edges and size set `contentSize`.
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(kind: .scrollContent, owner: self, identifier: "UIScrollView-contentLayoutGuide")
    /// The scroll view's own frame, for Auto Layout (content as wide as the scroll view, say).
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(kind: .scrollFrame, owner: self, identifier: "UIScrollView-frameLayoutGuide")
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            updateIndicators()
            didChangeValue(for: \.contentInset)
        }
    }
    /// How far each scroll indicator stays from the edges it runs along.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero { didSet { updateIndicators() } }
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero { didSet { updateIndicators() } }
    /// Both indicators' insets (iOS 13 deprecates it for the two above): reads the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Whether the indicators keep out of the safe area too.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { updateIndicators() } }
    /// Whether the safe area adds to `contentInset` (Apple: UIScrollView.ContentInsetAdjustmentBehavior):
    /// on the axes the view scrolls along (`automatic`, `scrollableAxes`), always or never.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout(); updateIndicators() } }
    }
    /// The insets the content is laid out with: `contentInset` and, as the adjustment
    /// behavior says, the safe area.
    open var adjustedContentInset: UIEdgeInsets {
        var i = insetWithoutRefresh
        i.top += refreshInset
        return i
    }
    /// The adjusted inset (without a refresh control's room) the offset was last kept at the top for.
    private var lastAdjustedInset = UIEdgeInsets.zero
    /// The adjusted inset without the room a refreshing refresh control keeps at the top.
    var insetWithoutRefresh: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never, UIViewController.safeAreaSources > 0 else { return contentInset }
        let safe = safeAreaInsets
        guard safe != .zero else { return contentInset }
        let all = contentInsetAdjustmentBehavior == .always
        // `.automatic` also adjusts top and bottom, scrollable or not, for the view of a
        // controller in a navigation controller (Apple's documented compatibility rule).
        let inNavigation = contentInsetAdjustmentBehavior == .automatic && (next as? UIViewController)?.navigationController != nil
        let vertical = all || inNavigation || contentSize.height > bounds.height || alwaysBounceVertical
        let horizontal = all || contentSize.width > bounds.width || alwaysBounceHorizontal
        var i = contentInset
        if vertical { i.top += safe.top; i.bottom += safe.bottom }
        if horizontal { i.left += safe.left; i.right += safe.right }
        return i
    }
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    open var isPagingEnabled = false
    /// How a drag in the scroll view dismisses the keyboard (Apple: UIScrollView.KeyboardDismissMode).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// `.onDrag`: a drag that begins ends editing (the first responder resigns). The
    /// interactive modes follow an on-screen keyboard with the finger; with the desktop's
    /// hardware keyboard there is none to follow, so they end nothing, as on an iPad with one.
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var decelerationRate = DecelerationRate.normal
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour: dark on a light appearance and light on a dark one (`.default`),
    /// or always dark or light.
    open var indicatorStyle = IndicatorStyle.default { didSet { colorIndicators() } }
    override func resolveColorsForInterfaceStyle() { colorIndicators() }
    open var minimumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
    open internal(set) var zoomScale: CGFloat = 1
    open var bouncesZoom = true

    public internal(set) var isDragging = false { didSet { holdTrackingMode() } }
    public internal(set) var isDecelerating = false { didSet { holdTrackingMode() } }
    /// While the content is dragged or decelerates the main run loop runs in UIKit's tracking
    /// mode: timers added for `.default` wait, those added for `.common` keep firing.
    var trackingMode: RunLoopModeHold?
    func holdTrackingMode() {
        let tracking = isDragging || isDecelerating
        if tracking != (trackingMode != nil) { trackingMode = tracking ? RunLoopModeHold(.tracking) : nil }
    }
    public internal(set) var isZooming = false
    public var isTracking: Bool { panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed }

    /// The recognizer that drags the content.
    public internal(set) var panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    /// Whether a touch reaches the content only 150 ms after it began (or when it ends, or
    /// never if the content is dragged first), so a drag that starts on a button scrolls
    /// rather than pressing it (UIKit's default).
    open var delaysContentTouches = true { didSet { contentTouchDelay.isEnabled = delaysContentTouches } }
    let contentTouchDelay = ContentTouchDelay()
    /// Whether a drag may take a touch the content already tracks (Apple: default true; the
    /// scroll view then asks `touchesShouldCancel(in:)`).
    open var canCancelContentTouches = true

    /// Asked when a drag starts on content that already tracks the touch: true lets the scroll
    /// view take it (the content's touch is cancelled), false leaves it to the content and the
    /// scroll view does not scroll. Apple's default: false for a `UIControl` (a slider's thumb
    /// keeps tracking a drag across it), true for any other view.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Shows the indicators for a moment (0.5 s, then their fade), as when content moves: a
    /// hint that there is more to scroll (UIScrollView+Indicators.swift).
    open func flashScrollIndicators() { flashIndicators() }

    /// The drag does not begin on a touch the content tracks and may keep, nor along an axis
    /// the view cannot scroll: as UIKit's scroll view, a list that scrolls only vertically
    /// lets a sideways drag go to what is under the finger (a slider's thumb, a sideways
    /// scroll view inside it), even before the content-touch delay is over.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, !panGestureRecognizer.isScrollPan {
            let t = panGestureRecognizer.translation(in: self)
            if abs(t.x) > abs(t.y) ? !scrollsHorizontally : !scrollsVertically {
                // No drag will come: the content gets its touches now.
                if contentTouchDelay.state == .possible { contentTouchDelay.state = .failed }
                return false
            }
        }
        if gestureRecognizer === panGestureRecognizer, !panGestureRecognizer.isScrollPan,
           !delaysContentTouches || contentTouchDelay.state == .failed,
           let view = panGestureRecognizer.trackedTouches.first?.view, view !== self, view.isDescendant(of: self),
           !canCancelContentTouches || !touchesShouldCancel(in: view) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    /// The recognizer that zooms, when zooming is possible (a zoom range and a view to zoom).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    var dragStart: CGPoint = .zero
    /// The pan's translation when it began: the first points of a drag (before the pan is
    /// recognized) do not move the content, so it does not jump.
    var dragBase: CGPoint = .zero
    var motions: (x: ScrollMotion?, y: ScrollMotion?, kind: MotionKind)?
    enum MotionKind { case decelerating, animating, wheel }
    var link: CADisplayLink?
    var wheelTarget: CGPoint?
    var lastWheelStep: CFTimeInterval = 0
    let verticalIndicator = CALayer(), horizontalIndicator = CALayer()
    var zoomStart: (scale: CGFloat, offset: CGPoint, anchor: CGPoint)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    func setUpScrollView() {
        clipsToBounds = true
        addGestureRecognizer(contentTouchDelay)
        panGestureRecognizer.allowedScrollTypesMask = .all
        panGestureRecognizer.addTarget(nil) { [unowned self] g in self.handlePan(g as! UIPanGestureRecognizer) }
        addGestureRecognizer(panGestureRecognizer)
        colorIndicators()
        for i in [verticalIndicator, horizontalIndicator] {
            i.cornerRadius = 1.5
            i.opacity = 0
            i.zPosition = 1000
            i.delegate = NoLayerActions.shared
            layer.addSublayer(i)
        }
    }

    // MARK: Offset

    /// The point of the content at the view's top-left: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(newValue) }
    }

    func setOffset(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { Diagnostics.warn("UIScrollView contentOffset refused \(p)"); return }
        guard p != bounds.origin else { return }
        UIView.performWithoutAnimation { bounds.origin = p }
        updateIndicators()
        refreshControl?.scrollViewDidScroll()
        delegate?.scrollViewDidScroll(self)
    }

    /// Moves the content to `offset`, over 0.3 s when `animated` (then
    /// `scrollViewDidEndScrollingAnimation`).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated else { setOffset(offset); return }
        let now = CACurrentMediaTime()
        motions = (ScrollMotion(kind: .ease(duration: 0.3), start: now, from: Double(contentOffset.x), to: Double(offset.x)),
                   ScrollMotion(kind: .ease(duration: 0.3), start: now, from: Double(contentOffset.y), to: Double(offset.y)),
                   .animating)
        startLink()
    }

    /// Scrolls the least distance that shows `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var o = contentOffset
        let visible = CGRect(origin: o, size: bounds.size)
        if rect.minX < visible.minX { o.x = rect.minX } else if rect.maxX > visible.maxX { o.x = rect.maxX - bounds.width }
        if rect.minY < visible.minY { o.y = rect.minY } else if rect.maxY > visible.maxY { o.y = rect.maxY - bounds.height }
        setContentOffset(clamped(o), animated: animated)
    }

    /// The offsets the content may rest at, inset included.
    var limits: (min: CGPoint, max: CGPoint) {
        let i = adjustedContentInset
        let minX = -i.left, minY = -i.top
        let maxX = max(minX, contentSize.width + i.right - bounds.width)
        let maxY = max(minY, contentSize.height + i.bottom - bounds.height)
        return (CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: maxY))
    }
    func clamped(_ p: CGPoint) -> CGPoint {
        let l = limits
        return CGPoint(x: min(max(p.x, l.min.x), l.max.x), y: min(max(p.y, l.min.y), l.max.y))
    }
    var scrollsHorizontally: Bool { contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width || alwaysBounceHorizontal }
    var scrollsVertically: Bool { contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height || alwaysBounceVertical }

    /// UIKit's rubber band: past an edge, a drag of x moves the content (1 − 1/(0.55x/d + 1))·d.
    static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        return (1 - 1 / (x * 0.55 / d + 1)) * d
    }

    func banded(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat, enabled: Bool) -> CGFloat {
        guard enabled else { return lo }
        if v < lo { return bounces ? lo - Self.rubberBand(lo - v, dimension: d) : lo }
        if v > hi { return bounces ? hi + Self.rubberBand(v - hi, dimension: d) : hi }
        return v
    }

    /// The distance a wheel notch scrolls a page of `page` points.
    static func wheelStep(page: CGFloat) -> CGFloat { pow(max(1, page), 2.0 / 3.0) }

    // MARK: Zooming (overridable, so in the class: UIScrollView+Zooming.swift does the work)

    /// Zooms the delegate's view to `scale` (clamped to the zoom range), keeping its top-left.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = delegate?.viewForZooming(in: self) else { return }
        let s = min(max(scale, minimumZoomScale), maximumZoomScale)
        apply(zoom: s, to: view, keeping: CGPoint(x: contentOffset.x, y: contentOffset.y), anchor: .zero, animated: animated)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the scroll view.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let s = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        apply(zoom: s, to: view, keeping: .zero, anchor: .zero, animated: false)
        setContentOffset(clamped(CGPoint(x: rect.minX * s, y: rect.minY * s)), animated: animated)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
    }

    /// Scrolled content lays out when the scroll view's size changes, not when it scrolls.
    open override func layoutSubviews() {
        super.layoutSubviews()
        followAdjustedInset()
        updateIndicators()
        refreshControl?.layoutInScrollView()
    }

    /// Told when `adjustedContentInset` changed (the safe area moved, say), as UIKit tells.
    open func adjustedContentInsetDidChange() {}

    /// A new safe area may change the adjusted inset: the next layout follows it.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if insetWithoutRefresh != lastAdjustedInset { setNeedsLayout() }
    }

    /// A content resting at its top (or leading edge) stays there when the adjusted inset
    /// changes — a bar arriving above a list moves the list down with it, as UIKit does; an
    /// offset scrolled elsewhere is left alone. (A refresh control's own room is its business.)
    private func followAdjustedInset() {
        let inset = insetWithoutRefresh
        guard inset != lastAdjustedInset else { return }
        let old = lastAdjustedInset
        lastAdjustedInset = inset
        var o = contentOffset
        if o.y == -old.top { o.y = -inset.top }
        if o.x == -old.left { o.x = -inset.left }
        if o != contentOffset { setOffset(o) }
        adjustedContentInsetDidChange()
    }
}
