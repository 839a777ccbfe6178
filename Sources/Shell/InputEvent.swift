import Foundation
import QuartzCore
@_exported import struct WaylandClient.KeyModifiers

/// One input event as the app sees it, and as `lamina run --record` writes it: `time` in
/// seconds since the window's first frame, positions in content coordinates (points, y down,
/// the window's content area — a title bar drawn by the client is not part of it).
public struct InputEvent: Equatable, Sendable {
    public var time: Double
    public var kind: Kind

    public init(time: Double, _ kind: Kind) { self.time = time; self.kind = kind }

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
