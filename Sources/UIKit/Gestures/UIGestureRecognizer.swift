import QuartzCore

/// What a gesture recognizer's delegate may decide (Apple: UIGestureRecognizerDelegate). All optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool { false }
}

/// Recognizes a gesture from the touches of its view and the view's subviews (Apple:
/// UIGestureRecognizer). Recognizers see touches before the views do; one that recognizes
/// makes the others on the same touches fail (unless their delegates allow them together)
/// and, with `cancelsTouchesInView`, cancels the touches in the view.
///
/// Targets are closures: Swift on Linux has no Objective-C selectors, so
/// `init(target:action:)` and `addTarget(_:action:)` take `(UIGestureRecognizer) -> Void`
/// where Apple's take a `Selector` (write `{ [unowned self] in self.handle($0) }`).
@preconcurrency @MainActor
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The recognizer's state; subclasses set it as touches come (UIKit's state machine:
    /// possible → began → changed… → ended/cancelled, or possible → ended/failed).
    open var state: State {
        get { stateStorage }
        set { transition(to: newValue) }
    }
    private var stateStorage = State.possible
    /// Set when the state moved since the engine last looked (it calls the targets then).
    package var pendingStateChange = false

    public package(set) weak var view: UIView?
    open var isEnabled = true { didSet { if !isEnabled && oldValue { cancelNow() } } }
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var name: String?

    private var targets: [(target: WeakTarget, action: (UIGestureRecognizer) -> Void)] = []
    package var failureRequirements: [UIGestureRecognizer] = []
    /// The touches this recognizer is tracking.
    package var trackedTouches: [UITouch] = []

    public init(target: AnyObject?, action: ((UIGestureRecognizer) -> Void)?) {
        if let action { targets.append((WeakTarget(target), action)) }
    }
    public convenience init() { self.init(target: nil, action: nil) }

    /// Adds an action; `target` (not retained, as UIKit's) names it for `removeTarget`.
    open func addTarget(_ target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) { targets.append((WeakTarget(target), action)) }
    /// Removes the actions added with `target` (all of them for nil).
    open func removeTarget(_ target: AnyObject?) {
        targets.removeAll { target == nil || $0.target.matches(target) }
    }

    /// This recognizer recognizes only once `other` has failed (a single tap waiting for a double).
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
    }

    open var numberOfTouches: Int { trackedTouches.count }
    /// The centroid of the touches, in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { convertFromWindow($0, to: view) } ?? .zero }
        let ps = trackedTouches.map { $0.location(in: view) }
        return CGPoint(x: ps.map(\.x).reduce(0, +) / CGFloat(ps.count), y: ps.map(\.y).reduce(0, +) / CGFloat(ps.count))
    }
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(index) else {
            preconditionFailure("UIGestureRecognizer.location(ofTouch: \(index)): the recognizer has \(trackedTouches.count) touches")
        }
        return trackedTouches[index].location(in: view)
    }
    /// Where the touches were when they last moved (kept after they end, for the action).
    package var lastLocation: CGPoint?
    /// Counts wheel steps of a scroll-made gesture (its end waits for the last).
    package var scrollGeneration = 0

    private func convertFromWindow(_ p: CGPoint, to target: UIView?) -> CGPoint {
        guard let target, let w = view?.window ?? target.window, target !== w else { return p }
        return target.convert(p, from: w)
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Back to `.possible` after the gesture: subclasses clear their own state here.
    open func reset() {}
    /// Whether this recognizer, recognizing, makes `other` fail (yes by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Ignore a touch from now on (it no longer counts for this recognizer).
    open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }

    // MARK: The state machine

    private func transition(to new: State) {
        let old = stateStorage
        guard new != old else {
            if new == .changed { pendingStateChange = true }
            return
        }
        // Illegal moves are programming errors in a subclass: ignored, with a message.
        let legal: Bool
        switch (old, new) {
        case (.possible, _): legal = true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): legal = true
        case (.changed, .ended), (.changed, .cancelled), (.changed, .failed): legal = true
        case (_, .possible): legal = true
        default: legal = false
        }
        guard legal else {
            Diagnostics.warn("\(type(of: self)): state \(old) → \(new) is not a legal transition; ignored")
            return
        }
        if old == .possible, new == .began || new == .ended, !viewsAllowBeginning() || delegate?.gestureRecognizerShouldBegin(self) == false {
            stateStorage = .failed
            pendingStateChange = true
            return
        }
        stateStorage = new
        pendingStateChange = true
    }

    /// Apple: UIView.gestureRecognizerShouldBegin — asked of the recognizer's view and of the
    /// views its touches are in, so a control can keep the gestures its own action overlaps
    /// (a single tap on a button, a swipe along a slider's thumb) from a recognizer on an
    /// ancestor.
    private func viewsAllowBeginning() -> Bool {
        var asked: [UIView] = []
        for v in [view] + trackedTouches.map(\.view) {
            guard let v, !asked.contains(where: { $0 === v }) else { continue }
            asked.append(v)
            if !v.gestureRecognizerShouldBegin(self) { return false }
        }
        return true
    }

    /// Sets the state without the begin check (the engine failing or cancelling it).
    package func force(_ new: State) { stateStorage = new; pendingStateChange = true }

    package var isFinished: Bool { state == .ended || state == .cancelled || state == .failed }
    /// Continuous recognizers (pan, pinch…) call their targets at each change; discrete ones
    /// (tap, swipe) once, when recognized.
    package var isContinuous: Bool { false }
    /// Still deciding with no touches down (a tap waiting for the next tap).
    package var isHoldingForMore: Bool { false }

    /// Runs `body` after `delay` seconds on the app's clock (the platform's timers), then lets
    /// the window act on the state it set. Without a running app, nothing is scheduled.
    package func after(_ delay: TimeInterval, _ body: @escaping () -> Void) {
        guard let schedule = UIApplication.sharedIfRunning?.scheduleTimer else { return }
        schedule(CACurrentMediaTime() + delay) { [weak self] in
            guard let self else { return }
            body()
            self.view?.window?.gestures.stateChangedOutsideAnEvent()
        }
    }

    /// Calls the targets (the engine does, after each event, for the states that fire).
    package func sendActions() {
        for t in targets { t.action(self) }
    }

    private func cancelNow() {
        if state == .began || state == .changed { force(.cancelled); sendActions() }
        resetNow()
    }

    package func resetNow() {
        reset()
        trackedTouches = []
        stateStorage = .possible
        pendingStateChange = false
    }
}

extension UIView {
    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for g in gestureRecognizerStorage { g.view = nil }
            gestureRecognizerStorage = newValue ?? []
            for g in gestureRecognizerStorage { g.view?.removeGestureRecognizer(g); g.view = self }
        }
    }
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let i = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: i)
        gestureRecognizer.view = nil
    }
}
