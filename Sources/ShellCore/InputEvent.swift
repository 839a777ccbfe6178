import Foundation
import QuartzCore

/// One input event as the app sees it, and as `lamina run --record` writes it: `time` in
/// seconds since the window's first frame, positions in content coordinates (points, y down,
/// the window's content area — a title bar drawn by the client is not part of it).
public struct InputEvent: Equatable, Sendable {
    public var time: Double
    public var kind: Kind
    /// The named view the event's point was in when it was recorded, and the point in that
    /// view's coordinates: a replay finds the view by name and puts the point there, wherever
    /// the view is now (an app names its views with `accessibilityIdentifier`).
    public var anchor: Anchor?
    /// Where the event was read from (`FILE:LINE` in a replay's errors); not part of equality.
    public var origin: InputRecording.Origin?

    public struct Anchor: Equatable, Sendable {
        public var view: String
        public var point: CGPoint
        public init(view: String, point: CGPoint) { self.view = view; self.point = point }
    }

    public init(time: Double, _ kind: Kind, anchor: Anchor? = nil) { self.time = time; self.kind = kind; self.anchor = anchor }

    public static func == (a: InputEvent, b: InputEvent) -> Bool { a.time == b.time && a.kind == b.kind && a.anchor == b.anchor }

    public enum Kind: Equatable, Sendable {
        case pointerEnter(CGPoint)
        case pointerLeave
        case pointerMotion(CGPoint)
        /// `button` is the evdev code: 272 left, 273 right, 274 middle.
        case pointerButton(CGPoint, button: Int, pressed: Bool)
        /// Scroll in points (positive y: content moves up, as a wheel turned towards the user),
        /// with wheel steps in 120ths of a detent.
        case scroll(CGPoint, dx: Double, dy: Double, value120x: Int, value120y: Int)
        case key(keysym: UInt32, text: String, pressed: Bool, isRepeat: Bool, modifiers: KeyModifiers)
        case touchDown(id: Int, CGPoint)
        case touchMotion(id: Int, CGPoint)
        case touchUp(id: Int)
        case touchCancel
        /// The window's content area became this size (points).
        case resize(CGSize)
        /// The compositor asked the window to close.
        case close
    }

    /// The event's kind as recordings spell it.
    public var name: String {
        switch self.kind {
        case .pointerEnter: "pointerEnter"
        case .pointerLeave: "pointerLeave"
        case .pointerMotion: "pointerMotion"
        case .pointerButton: "pointerButton"
        case .scroll: "scroll"
        case .key: "key"
        case .touchDown: "touchDown"
        case .touchMotion: "touchMotion"
        case .touchUp: "touchUp"
        case .touchCancel: "touchCancel"
        case .resize: "resize"
        case .close: "close"
        }
    }

    /// The same event at another position (those that carry one).
    public func moved(to p: CGPoint) -> InputEvent {
        var e = self
        switch kind {
        case .pointerEnter: e.kind = .pointerEnter(p)
        case .pointerMotion: e.kind = .pointerMotion(p)
        case let .pointerButton(_, b, pressed): e.kind = .pointerButton(p, button: b, pressed: pressed)
        case let .scroll(_, dx, dy, x, y): e.kind = .scroll(p, dx: dx, dy: dy, value120x: x, value120y: y)
        case let .touchDown(id, _): e.kind = .touchDown(id: id, p)
        case let .touchMotion(id, _): e.kind = .touchMotion(id: id, p)
        default: break
        }
        return e
    }

    /// The pointer or touch position the event carries, if any.
    public var location: CGPoint? {
        switch kind {
        case let .pointerEnter(p), let .pointerMotion(p), let .pointerButton(p, _, _), let .scroll(p, _, _, _, _),
             let .touchDown(_, p), let .touchMotion(_, p):
            return p
        default: return nil
        }
    }
}

/// Common key symbols (xkbcommon's keysym values) for apps handling keys.
public enum KeySym {
    public static let escape: UInt32 = 0xff1b, `return`: UInt32 = 0xff0d, tab: UInt32 = 0xff09
    public static let left: UInt32 = 0xff51, up: UInt32 = 0xff52, right: UInt32 = 0xff53, down: UInt32 = 0xff54
    public static let space: UInt32 = 0x20, backspace: UInt32 = 0xff08
}

/// evdev button codes.
public enum PointerButton {
    public static let left = 272, right = 273, middle = 274
}
