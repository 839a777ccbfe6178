import Foundation
import QuartzCore
import ShellCore
import WaylandClient

/// The seat's events as the app's: pointer, touch and keys in content coordinates, presses
/// on the title bar and borders taken by the window itself.
extension WaylandPlatform {
    func seatEvent(_ e: SeatEvent) {
        guard let host else { return }
        let now = CACurrentMediaTime()
        let origin = host.contentOrigin
        func content(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x - origin.x, y: y - origin.y) }
        switch e {
        case let .pointer(events, serial):
            for p in events { pointerEvent(p, serial: serial, host: host, now: now, content: content) }
        case let .key(k):
            host.deliver(.key(keysym: k.keysym, text: k.text, pressed: k.pressed, isRepeat: k.isRepeat, modifiers: KeyModifiers(rawValue: k.modifiers.rawValue)), at: now)   // numbered alike
        case .keyboardFocus: break
        case let .touch(events, serial):
            for t in events {
                switch t {
                case let .down(id, x, y):
                    if host.showsDecorations, let d = host.decorations, let a = d.action(at: CGPoint(x: x, y: y), surfaceSize: host.surfaceSize, resizable: false) {
                        decorationAction(a, serial: serial, host: host)
                    } else {
                        host.deliver(.touchDown(id: Int(id), content(x, y)), at: now)
                    }
                case let .motion(id, x, y): host.deliver(.touchMotion(id: Int(id), content(x, y)), at: now)
                case let .up(id): host.deliver(.touchUp(id: Int(id)), at: now)
                }
            }
        case .touchCancel: host.deliver(.touchCancel, at: now)
        }
    }

    func pointerEvent(_ p: PointerEvent, serial: UInt32, host: WindowHost, now: CFTimeInterval,
                              content: (Double, Double) -> CGPoint) {
        let resizable = !host.states.contains(.maximized) && !host.states.contains(.fullscreen)
        switch p {
        case let .enter(x, y):
            pointer = CGPoint(x: x, y: y)
            host.deliver(.pointerEnter(content(x, y)), at: now)
            updateCursor(host: host, resizable: resizable, force: true)
        case .leave:
            contentPress = false
            shownCursor = nil
            host.deliver(.pointerLeave, at: now)
        case let .motion(x, y):
            pointer = CGPoint(x: x, y: y)
            // The app's cursor follows what is under the pointer after it has heard the move.
            host.deliver(.pointerMotion(content(x, y)), at: now)
            updateCursor(host: host, resizable: resizable, force: false)
        case let .button(button, pressed):
            if pressed, !contentPress, host.showsDecorations, let d = host.decorations,
               let a = d.action(at: pointer, surfaceSize: host.surfaceSize, resizable: resizable) {
                if button == PointerButton.left { decorationAction(a, serial: serial, host: host) }
                return
            }
            if pressed { contentPress = true } else if !pressed { contentPress = false }
            host.deliver(.pointerButton(content(pointer.x, pointer.y), button: button, pressed: pressed), at: now)
        case let .axis(dx, dy, v120x, v120y):
            host.deliver(.scroll(content(pointer.x, pointer.y), dx: dx, dy: dy, value120x: v120x, value120y: v120y), at: now)
            updateCursor(host: host, resizable: resizable, force: false)
        }
    }
}
