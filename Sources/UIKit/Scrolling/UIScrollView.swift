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
    open var contentSize: CGSize = .zero { didSet { if contentSize != oldValue { updateIndicators() } } }
    open var contentInset: UIEdgeInsets = .zero { didSet { if contentInset != oldValue { updateIndicators() } } }
    /// The insets the content is laid out with: `contentInset` (Lamina has no safe areas).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var decelerationRate = DecelerationRate.normal
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var minimumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { updateZoomRecognizer() } }
    open private(set) var zoomScale: CGFloat = 1
    open var bouncesZoom = true

    public private(set) var isDragging = false { didSet { holdTrackingMode() } }
    public private(set) var isDecelerating = false { didSet { holdTrackingMode() } }
    /// While the content is dragged or decelerates the main run loop runs in UIKit's tracking
    /// mode: timers added for `.default` wait, those added for `.common` keep firing.
    private var trackingMode: RunLoopModeHold?
    private func holdTrackingMode() {
        let tracking = isDragging || isDecelerating
        if tracking != (trackingMode != nil) { trackingMode = tracking ? RunLoopModeHold(.tracking) : nil }
    }
    public private(set) var isZooming = false
    public var isTracking: Bool { panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed }

    /// The recognizer that drags the content.
    public private(set) var panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    /// Whether a touch reaches the content only 150 ms after it began (or when it ends, or
    /// never if the content is dragged first), so a drag that starts on a button scrolls
    /// rather than pressing it (UIKit's default).
    open var delaysContentTouches = true { didSet { contentTouchDelay.isEnabled = delaysContentTouches } }
    private let contentTouchDelay = ContentTouchDelay()
    /// Whether a drag may take a touch the content already tracks (Apple: default true; the
    /// scroll view then asks `touchesShouldCancel(in:)`).
    open var canCancelContentTouches = true

    /// Asked when a drag starts on content that already tracks the touch: true lets the scroll
    /// view take it (the content's touch is cancelled), false leaves it to the content and the
    /// scroll view does not scroll. Apple's default: false for a `UIControl` (a slider's thumb
    /// keeps tracking a drag across it), true for any other view.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The drag does not begin on a touch the content tracks and may keep.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, !panGestureRecognizer.isScrollPan,
           !delaysContentTouches || contentTouchDelay.state == .failed,
           let view = panGestureRecognizer.trackedTouches.first?.view, view !== self, view.isDescendant(of: self),
           !canCancelContentTouches || !touchesShouldCancel(in: view) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    /// The recognizer that zooms, when zooming is possible (a zoom range and a view to zoom).
    public private(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    private var dragStart: CGPoint = .zero
    /// The pan's translation when it began: the first points of a drag (before the pan is
    /// recognized) do not move the content, so it does not jump.
    private var dragBase: CGPoint = .zero
    private var motions: (x: ScrollMotion?, y: ScrollMotion?, kind: MotionKind)?
    private enum MotionKind { case decelerating, animating, wheel }
    private var link: CADisplayLink?
    /// A link left running would keep the window drawing after the scroll view is gone.
    isolated deinit { link?.invalidate() }
    private var wheelTarget: CGPoint?
    private let verticalIndicator = CALayer(), horizontalIndicator = CALayer()
    private var indicatorsShownAt: CFTimeInterval = 0
    private var zoomStart: (scale: CGFloat, offset: CGPoint, anchor: CGPoint)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    private func setUpScrollView() {
        clipsToBounds = true
        addGestureRecognizer(contentTouchDelay)
        panGestureRecognizer.allowedScrollTypesMask = .all
        panGestureRecognizer.addTarget(nil) { [unowned self] g in self.handlePan(g as! UIPanGestureRecognizer) }
        addGestureRecognizer(panGestureRecognizer)
        for i in [verticalIndicator, horizontalIndicator] {
            i.backgroundColor = CGColor(gray: 0, alpha: 0.35)
            i.cornerRadius = 1.5
            i.opacity = 0
            i.zPosition = 1000
            i.delegate = IndicatorActions.shared
            layer.addSublayer(i)
        }
    }

    // MARK: Offset

    /// The point of the content at the view's top-left: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(newValue) }
    }

    private func setOffset(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else { Diagnostics.warn("UIScrollView contentOffset refused \(p)"); return }
        guard p != bounds.origin else { return }
        UIView.performWithoutAnimation { bounds.origin = p }
        updateIndicators()
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
    private var limits: (min: CGPoint, max: CGPoint) {
        let i = adjustedContentInset
        let minX = -i.left, minY = -i.top
        let maxX = max(minX, contentSize.width + i.right - bounds.width)
        let maxY = max(minY, contentSize.height + i.bottom - bounds.height)
        return (CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: maxY))
    }
    private func clamped(_ p: CGPoint) -> CGPoint {
        let l = limits
        return CGPoint(x: min(max(p.x, l.min.x), l.max.x), y: min(max(p.y, l.min.y), l.max.y))
    }
    private var scrollsHorizontally: Bool { contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width || alwaysBounceHorizontal }
    private var scrollsVertically: Bool { contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height || alwaysBounceVertical }

    /// UIKit's rubber band: past an edge, a drag of x moves the content (1 − 1/(0.55x/d + 1))·d.
    static func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard d > 0 else { return 0 }
        return (1 - 1 / (x * 0.55 / d + 1)) * d
    }

    private func banded(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat, enabled: Bool) -> CGFloat {
        guard enabled else { return lo }
        if v < lo { return bounces ? lo - Self.rubberBand(lo - v, dimension: d) : lo }
        if v > hi { return bounces ? hi + Self.rubberBand(v - hi, dimension: d) : hi }
        return v
    }

    /// The distance a wheel notch scrolls a page of `page` points.
    static func wheelStep(page: CGFloat) -> CGFloat { pow(max(1, page), 2.0 / 3.0) }

    // MARK: Dragging

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        if pan.isScrollPan {
            // The wheel: each step eases the content on, without the drag's rubber band.
            if pan.state == .began || pan.state == .changed {
                if let n = pan.scrollNotches {
                    // A wheel notch moves by a step that grows with the page, as GTK's does:
                    // page^(2/3) points (about 71 for a 600-point page, 22 for a 100-point one).
                    scrollByWheel(dx: n.x * Self.wheelStep(page: bounds.width), dy: n.y * Self.wheelStep(page: bounds.height))
                } else {
                    scrollByWheel(dx: pan.scrollDelta.x, dy: pan.scrollDelta.y)
                }
            }
            return
        }
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStart = contentOffset
            dragBase = pan.translation(in: self)
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let raw = pan.translation(in: self)
            let t = CGPoint(x: raw.x - dragBase.x, y: raw.y - dragBase.y)
            let l = limits
            setOffset(CGPoint(x: banded(dragStart.x - t.x, l.min.x, l.max.x, bounds.width, enabled: scrollsHorizontally),
                              y: banded(dragStart.y - t.y, l.min.y, l.max.y, bounds.height, enabled: scrollsVertically)))
        case .ended, .cancelled:
            let v = pan.velocity(in: self)
            // Points per millisecond, towards larger offsets when the finger moves up/left.
            let velocity = CGPoint(x: scrollsHorizontally ? -v.x / 1000 : 0, y: scrollsVertically ? -v.y / 1000 : 0)
            endDrag(velocity: pan.state == .cancelled ? .zero : velocity)
        default: break
        }
    }

    private func endDrag(velocity: CGPoint) {
        let rate = Double(decelerationRate.rawValue), ln = log(rate)
        let o = contentOffset
        // Where deceleration alone would rest, then what paging or the edges make of it.
        var target = CGPoint(x: o.x - velocity.x / CGFloat(ln), y: o.y - velocity.y / CGFloat(ln))
        if isPagingEnabled { target = pageTarget(velocity: velocity) } else { target = clamped(target) }
        var proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &proposed)
        isDragging = false
        let now = CACurrentMediaTime()
        let l = limits
        /// One axis's motion: back from past an edge, to a page or a target the delegate
        /// chose, or decelerating freely.
        func axis(_ x: CGFloat, _ v: CGFloat, _ goal: CGFloat, natural: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> ScrollMotion? {
            if x < lo || x > hi {
                return ScrollMotion(kind: .spring(v0: Double(v)), start: now, from: Double(x), to: Double(min(max(x, lo), hi)))
            }
            if isPagingEnabled || goal != natural {
                return abs(goal - x) < 0.5 ? nil : ScrollMotion(kind: .ease(duration: 0.3), start: now, from: Double(x), to: Double(goal))
            }
            return abs(v) < 0.005 ? nil : ScrollMotion(kind: .decelerate(v0: Double(v), rate: rate), start: now, from: Double(x), to: Double(goal))
        }
        let mx = axis(o.x, velocity.x, proposed.x, natural: target.x, l.min.x, l.max.x)
        let my = axis(o.y, velocity.y, proposed.y, natural: target.y, l.min.y, l.max.y)
        let decelerate = mx != nil || my != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { fadeIndicators(); return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        motions = (mx, my, .decelerating)
        startLink()
    }

    /// The page the content settles on: the next one in the flick's direction, else the nearest.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        let o = contentOffset, w = max(1, bounds.width), h = max(1, bounds.height)
        func page(_ x: CGFloat, _ v: CGFloat, _ size: CGFloat) -> CGFloat {
            let p = x / size
            let n = abs(v) > 0.2 ? (v > 0 ? p.rounded(.up) : p.rounded(.down)) : p.rounded()
            return n * size
        }
        return clamped(CGPoint(x: page(o.x, velocity.x, w), y: page(o.y, velocity.y, h)))
    }

    // MARK: Motion, frame by frame

    private func startLink() {
        guard link == nil else { return }
        let l = CADisplayLink { [weak self] link in MainActor.assumeIsolated { self?.step(at: link.targetTimestamp) } }
        l.add(to: .main, forMode: .common)
        link = l
    }

    private func step(at t: CFTimeInterval) {
        if case .wheel = motions?.kind { stepWheel(t); return }
        guard let m = motions else { stopLink(); return }
        let l = limits
        let x = advance(m.x, at: t, lo: l.min.x, hi: l.max.x, current: contentOffset.x)
        let y = advance(m.y, at: t, lo: l.min.y, hi: l.max.y, current: contentOffset.y)
        setOffset(CGPoint(x: x.position, y: y.position))
        motions = (x.next, y.next, m.kind)
        let doneX = x.next == nil, doneY = y.next == nil
        guard doneX, doneY else { return }
        let kind = m.kind
        stopMotion()
        switch kind {
        case .decelerating:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .wheel: break
        }
    }

    /// One axis of a motion at `t`: where it is, and what moves it next (nil: it is done).
    /// Past an edge while decelerating it bounces back, or stops there without `bounces`.
    private func advance(_ motion: ScrollMotion?, at t: CFTimeInterval, lo: CGFloat, hi: CGFloat,
                         current: CGFloat) -> (position: CGFloat, next: ScrollMotion?) {
        guard let motion else { return (current, nil) }
        let s = motion.value(at: t)
        let p = CGFloat(s.position)
        if case .decelerate = motion.kind, !s.done, p < lo || p > hi {
            guard bounces else { return (min(max(p, lo), hi), nil) }
            return (p, ScrollMotion(kind: .spring(v0: s.v), start: t, from: s.position, to: Double(p < lo ? lo : hi)))
        }
        return (p, s.done ? nil : motion)
    }

    private func stopMotion() {
        motions = nil
        wheelTarget = nil
        stopLink()
        isDecelerating = false
    }
    private func stopLink() {
        link?.invalidate()
        link = nil
        fadeIndicators()
    }

    // MARK: The wheel

    /// Scrolls by a wheel or touchpad step (points; positive y shows what is further down),
    /// easing to the new offset over a few frames. Past the edges it stops there.
    package func scrollByWheel(dx: CGFloat, dy: CGFloat) {
        guard isScrollEnabled, dx.isFinite, dy.isFinite else { return }
        if case .wheel = motions?.kind {} else { stopMotion() }
        let base = wheelTarget ?? contentOffset
        let goal = clamped(CGPoint(x: base.x + (scrollsHorizontally ? dx : 0), y: base.y + (scrollsVertically ? dy : 0)))
        wheelTarget = goal
        motions = (nil, nil, .wheel)
        lastWheelStep = CACurrentMediaTime()
        startLink()
    }
    private var lastWheelStep: CFTimeInterval = 0

    /// Each frame closes 1 − e^(−dt/0.06) of the distance to the wheel's goal.
    private func stepWheel(_ t: CFTimeInterval) {
        guard let goal = wheelTarget else { stopMotion(); return }
        let dt = max(0, t - lastWheelStep)
        lastWheelStep = t
        let k = CGFloat(1 - exp(-dt / 0.06))
        let o = contentOffset
        var p = CGPoint(x: o.x + (goal.x - o.x) * k, y: o.y + (goal.y - o.y) * k)
        if abs(goal.x - p.x) < 0.5, abs(goal.y - p.y) < 0.5 { p = goal }
        setOffset(p)
        guard p == goal else { return }
        stopMotion()
        // Lamina: the wheel's easing is a scrolling animation the scroll view runs, so its end
        // is told as `setContentOffset(_:animated:)`'s is (UIKit documents no wheel callback).
        delegate?.scrollViewDidEndScrollingAnimation(self)
    }

    // MARK: Zooming

    private func updateZoomRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer(target: nil) { [unowned self] g in self.handlePinch(g as! UIPinchGestureRecognizer) }
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

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

    private func apply(zoom s: CGFloat, to view: UIView, keeping offset: CGPoint, anchor: CGPoint, animated: Bool) {
        let change = {
            view.transform = CGAffineTransform(scaleX: s, y: s)
            view.frame.origin = .zero
        }
        if animated { UIView.animate(withDuration: 0.25, animations: change) } else { UIView.performWithoutAnimation(change) }
        zoomScale = s
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            zoomStart = (zoomScale, contentOffset, pinch.location(in: self))
            fallthrough
        case .changed:
            guard let z = zoomStart else { return }
            var s = z.scale * pinch.scale
            if !bouncesZoom { s = min(max(s, minimumZoomScale), maximumZoomScale) }
            // The content point under the fingers when the pinch began stays under them.
            let anchorInContent = CGPoint(x: z.anchor.x, y: z.anchor.y)
            let k = s / z.scale
            apply(zoom: s, to: view, keeping: .zero, anchor: .zero, animated: false)
            let fingers = pinch.location(in: self)
            let screen = CGPoint(x: fingers.x - contentOffset.x, y: fingers.y - contentOffset.y)
            setOffset(CGPoint(x: anchorInContent.x * k - screen.x, y: anchorInContent.y * k - screen.y))
        case .ended, .cancelled:
            isZooming = false
            let s = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            if s != zoomScale { apply(zoom: s, to: view, keeping: .zero, anchor: .zero, animated: true) }
            setContentOffset(clamped(contentOffset), animated: true)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: s)
        default: break
        }
    }

    // MARK: Indicators

    private func updateIndicators() {
        let o = contentOffset, size = bounds.size
        let content = CGSize(width: contentSize.width + adjustedContentInset.left + adjustedContentInset.right,
                             height: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let thickness: CGFloat = 3, margin: CGFloat = 3
        if showsVerticalScrollIndicator, content.height > size.height, size.height > 0 {
            let length = max(36, size.height * size.height / content.height)
            let travel = size.height - length - 2 * margin
            let f = min(max((o.y + adjustedContentInset.top) / max(1, content.height - size.height), 0), 1)
            verticalIndicator.frame = CGRect(x: o.x + size.width - thickness - margin, y: o.y + margin + travel * f, width: thickness, height: length)
            verticalIndicator.opacity = isDragging || isDecelerating || motions != nil ? 1 : verticalIndicator.opacity
        } else {
            verticalIndicator.opacity = 0
        }
        if showsHorizontalScrollIndicator, content.width > size.width, size.width > 0 {
            let length = max(36, size.width * size.width / content.width)
            let travel = size.width - length - 2 * margin
            let f = min(max((o.x + adjustedContentInset.left) / max(1, content.width - size.width), 0), 1)
            horizontalIndicator.frame = CGRect(x: o.x + margin + travel * f, y: o.y + size.height - thickness - margin, width: length, height: thickness)
            horizontalIndicator.opacity = isDragging || isDecelerating || motions != nil ? 1 : horizontalIndicator.opacity
        } else {
            horizontalIndicator.opacity = 0
        }
        CATransaction.commit()
    }

    /// The indicators fade out once the content has stopped (0.25 s, after 0.5 s).
    private func fadeIndicators() {
        guard !isDragging else { return }
        for i in [verticalIndicator, horizontalIndicator] where i.opacity > 0 {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = i.opacity
            fade.toValue = 0
            fade.beginTime = i.convertTime(CACurrentMediaTime(), from: nil) + 0.5
            fade.duration = 0.25
            fade.fillMode = .backwards
            i.add(fade, forKey: "fade")
            CATransaction.begin(); CATransaction.setDisableActions(true)
            i.opacity = 0
            CATransaction.commit()
        }
    }

    /// Scrolled content lays out when the scroll view's size changes, not when it scrolls.
    open override func layoutSubviews() { updateIndicators() }
}

/// Holds a touch's delivery to a scroll view's content for 150 ms: it fails then (or when the
/// touch ends), letting the held touches through; the pan recognizing first drops them.
@MainActor
private final class ContentTouchDelay: UIGestureRecognizer {
    private var generation = 0
    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        generation += 1
        let mine = generation
        after(0.15) { [weak self] in
            guard let self, self.generation == mine, self.state == .possible else { return }
            self.state = .failed
        }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { if state == .possible { state = .failed } }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { if state == .possible { state = .failed } }
    override func reset() { generation += 1 }
    /// It never recognizes, so it never stands in another's way.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// The indicators move and appear without implicit animations.
private final class IndicatorActions: CALayerDelegate, @unchecked Sendable {
    static let shared = IndicatorActions()
    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}
