import QuartzCore
import Shell

/// A view that turns touches into events and actions (Apple: UIControl): it tracks a touch
/// from touch-down to touch-up, highlighted while the touch is inside, and sends its events
/// (touchDown, drag inside/outside/enter/exit, touchUpInside/Outside, touchCancel,
/// valueChanged) to the actions added for them.
///
/// Actions are `UIAction` closures, or closures given with a target (`addTarget(_:action:for:)`):
/// Swift on Linux has no selectors, so Apple's `Selector` is a closure here.
@preconcurrency @MainActor
open class UIControl: UIView {
    override var defaultAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { controlStateTraits }
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Where a control puts its content across its width (Apple: a button's title and image).
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// Where a control puts its content across its height.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsLayout() } }
    /// The horizontal alignment with leading and trailing resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case let a: return a
        }
    }

    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
    public private(set) var isTracking = false {
        didSet { if isTracking != (trackingMode != nil) { trackingMode = isTracking ? RunLoopModeHold(.tracking) : nil } }
    }
    /// While a touch tracks the control the main run loop runs in UIKit's tracking mode.
    private var trackingMode: RunLoopModeHold?
    public private(set) var isTouchInside = false

    private var actions: [(action: UIAction, events: Event, target: WeakTarget)] = []
    /// How far outside its bounds a touch still counts as inside (UIKit's 70 points).
    static let touchSlop: CGFloat = 70

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Actions

    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents, WeakTarget(nil))) }
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.intersection(controlEvents).isEmpty }
    }
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.events.intersection(controlEvents).isEmpty }
    }
    /// Apple's target–action, with a closure for the selector (its argument is the control).
    open func addTarget(_ target: AnyObject?, action: @escaping (UIControl) -> Void, for controlEvents: Event) {
        actions.append((UIAction { a in if let c = a.sender as? UIControl { action(c) } }, controlEvents, WeakTarget(target)))
    }
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        actions.removeAll { $0.target.matches(target) && !$0.events.intersection(controlEvents).isEmpty }
    }
    open var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }

    /// Runs the actions of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
            sendAction(entry.action)
        }
    }
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    // MARK: Menus

    /// Whether a tap shows the control's menu (a button's `menu`) instead of sending its
    /// actions; otherwise a long press shows it.
    open var showsMenuAsPrimaryAction = false { didSet { menuConfigurationDidChange() } }

    /// The menu a tap or long press shows (a button's `menu`).
    package var menuForPresentation: UIMenu? { nil }
    package func menuConfigurationDidChange() {}
    /// An action of the control's menu was chosen (after its handler ran).
    package func menuSelectionDidChange(_ chosen: UIAction) {}

    /// Shows `menu` beside the control; a chosen action runs with the control as its sender.
    package func presentMenu(_ menu: UIMenu) {
        MenuPresentation.present(menu, from: self) { [weak self] action in
            guard let self else { return }
            self.sendAction(action)
            self.menuSelectionDidChange(action)
        }
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Called when isEnabled/isSelected/isHighlighted change: controls update their look.
    open func stateDidChange() {}

    /// Whether `g` is another view's recognizer for what this control's own action does
    /// (Apple, UIView.gestureRecognizerShouldBegin: since iOS 6 "default control actions prevent
    /// overlapping gesture recognizer behavior" — the control gets the touch, not the ancestor's
    /// recognizer).
    package func isOverlappingRecognizer(_ g: UIGestureRecognizer) -> Bool {
        guard g.view !== self else { return false }
        guard let tap = g as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    private func inside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first, !isTracking else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = inside(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = inside(touch)
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if isTouchInside, showsMenuAsPrimaryAction, let menu = menuForPresentation {
            // The menu is the primary action: it shows instead of the tap's actions.
            presentMenu(menu)
        } else if isTouchInside {
            // One pass over the actions, in the order they were added (as UIKit sends them).
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }
}
