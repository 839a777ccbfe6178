import QuartzCore
import Shell

/// Turns the seat's plain events into UIKit's (Apple: what the system does before
/// `UIApplication.sendEvent`): a finger, or the pointer's left button held down, becomes a
/// UITouch that stays with the view it began in until it ends; keys become UIPresses.
///
/// Touches follow the views' rules: a view with `isMultipleTouchEnabled` false takes only its
/// first touch, and while an `isExclusiveTouch` view has a touch no other view gets one (nor
/// does it get one while another view has one).
@MainActor
final class EventTranslator {
    private let app: UIApplication
    /// Active touches by id (−1: the pointer).
    private var touches: [Int: UITouch] = [:]
    private let touchEvent = UIEvent(type: .touches)
    /// The last tap: where, when it ended, and its count (for `tapCount`).
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    private var pressed: [UInt32: UIPress] = [:]
    private let hover = HoverTracker()

    /// How close in time and place a tap must follow the last to count as the next one.
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 25

    init(app: UIApplication) { self.app = app }

    func handle(_ event: InputEvent, at time: TimeInterval) {
        switch event.kind {
        case let .pointerButton(p, button, pressed) where button == PointerButton.left:
            pressed ? begin(-1, p, .indirectPointer, time) : end(-1, time, cancelled: false)
        case let .pointerButton(p, button, true) where button == PointerButton.right:
            if touches[-1] == nil, let window = app.inputWindow { SecondaryClick.deliver(at: p, in: window) }
        case let .pointerMotion(p):
            if touches[-1] != nil { move(-1, p, time) } else { hover.pointer(at: p, in: app.keyWindow) }
            PointerTracker.shared.pointer(at: p, in: app.keyWindow)
        case let .pointerEnter(p):
            hover.pointer(at: p, in: app.keyWindow)
            PointerTracker.shared.pointer(at: p, in: app.keyWindow)
        case .pointerLeave:
            hover.pointer(at: nil, in: app.keyWindow)
            PointerTracker.shared.pointer(at: nil, in: app.keyWindow)
        case let .touchDown(id, p): begin(id, p, .direct, time)
        case let .touchMotion(id, p): move(id, p, time)
        case let .touchUp(id): end(id, time, cancelled: false)
        case .touchCancel:
            for id in touches.keys.sorted() where touches[id]?.type == .direct { end(id, time, cancelled: true) }
        case let .key(sym, text, isDown, isRepeat, modifiers):
            key(sym, text, isDown, isRepeat, modifiers, time)
        case let .scroll(p, dx, dy, v120x, v120y):
            // The wheel and touchpad reach the pan (or, with Control, pinch) recognizers of the
            // view under the pointer: a scroll view's pan allows every scroll type.
            guard let window = app.inputWindow else { return }
            let notches = v120x != 0 || v120y != 0 ? CGPoint(x: CGFloat(v120x) / 120, y: CGFloat(v120y) / 120) : nil
            _ = WheelRouting.deliver(at: p, dx: CGFloat(dx), dy: CGFloat(dy), notches: notches, control: controlDown, in: window)
        default:
            break
        }
    }

    private func begin(_ id: Int, _ p: CGPoint, _ type: UITouch.TouchType, _ time: TimeInterval) {
        if touches[id] != nil { end(id, time, cancelled: true) }
        guard let window = app.inputWindow else { return }
        var view = window.hitTest(p, with: touchEvent)
        if let v = view, !accepts(v) { view = nil }
        var count = 1
        if let last = lastTap, time - last.time <= Self.multiTapInterval,
           hypot(p.x - last.location.x, p.y - last.location.y) <= Self.multiTapDistance {
            count = last.count + 1
        }
        let touch = UITouch(identifier: id, type: type, location: p, timestamp: time, tapCount: count, window: window, view: view)
        touches[id] = touch
        dispatch(time)
    }

    /// Whether `view` may take another touch now (multiple and exclusive touch rules).
    private func accepts(_ view: UIView) -> Bool {
        let others = touches.values.filter { $0.phase != .ended && $0.phase != .cancelled }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return false }
        if others.contains(where: { $0.view?.isExclusiveTouch == true && $0.view !== view }) { return false }
        if view.isExclusiveTouch, others.contains(where: { $0.view !== view }) { return false }
        return true
    }

    private func move(_ id: Int, _ p: CGPoint, _ time: TimeInterval) {
        guard let t = touches[id] else { return }
        t.previousWindowLocation = t.windowLocation
        t.windowLocation = p
        t.phase = .moved
        t.timestamp = time
        dispatch(time)
    }

    private func end(_ id: Int, _ time: TimeInterval, cancelled: Bool) {
        guard let t = touches[id] else { return }
        t.phase = cancelled ? .cancelled : .ended
        t.timestamp = time
        dispatch(time)
        touches[id] = nil
        if !cancelled { lastTap = (t.windowLocation, time, t.tapCount) }
    }

    /// One event for every touch down; those that did not change this time are stationary.
    private func dispatch(_ time: TimeInterval) {
        touchEvent.timestamp = time
        touchEvent.touchSet = Set(touches.values)
        app.sendEvent(touchEvent)
        for t in touches.values where t.phase == .began || t.phase == .moved { t.phase = .stationary }
    }

    /// Whether Control is held (wheel steps then pinch), from the keys seen.
    private var controlDown = false

    private func key(_ sym: UInt32, _ text: String, _ isDown: Bool, _ isRepeat: Bool, _ modifiers: KeyModifiers, _ time: TimeInterval) {
        if sym == 0xffe3 || sym == 0xffe4 { controlDown = isDown } else { controlDown = modifiers.contains(.control) }
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alt) { flags.insert(.alternate) }
        if modifiers.contains(.super) { flags.insert(.command) }
        if modifiers.contains(.capsLock) { flags.insert(.alphaShift) }
        let event = UIPressesEvent(timestamp: time)
        if isDown {
            // A held key repeating is a new press of it, as a key typed again.
            let press = UIPress(keysym: sym, key: UIKey(keysym: sym, text: text, modifiers: flags), timestamp: time)
            if !isRepeat, let old = pressed[sym] { old.phase = .cancelled; event.pressSet.insert(old) }
            pressed[sym] = press
            event.pressSet.insert(press)
        } else {
            guard let press = pressed.removeValue(forKey: sym) else { return }
            press.phase = .ended
            press.timestamp = time
            event.pressSet.insert(press)
        }
        app.sendEvent(event)
    }
}
