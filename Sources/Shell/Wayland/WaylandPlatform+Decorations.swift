import Foundation
import QuartzCore
import ShellCore
import WaylandClient

/// What a press on the client-side decorations does, and the cursor shown over them.
extension WaylandPlatform {
    func decorationAction(_ a: WindowDecorations.Action, serial: UInt32, host: WindowHost) {
        guard let seat = display.seats.first else { return }
        switch a {
        case .move: window.move(seat: seat, serial: serial)
        case let .resize(edges): window.resize(seat: seat, serial: serial, edges: ResizeEdges(rawValue: edges.rawValue))   // numbered alike
        case .close: if app.shouldClose() { quit = true }
        case .maximize: window.setMaximized(!host.states.contains(.maximized))
        case .minimize: window.minimize()
        }
    }

    func updateCursor(host: WindowHost, resizable: Bool, force: Bool) {
        guard let seat = display.seats.first, let cursor else { return }
        let name = host.cursorName(at: pointer, resizable: resizable)
        guard force || name != shownCursor else { return }
        shownCursor = name
        cursor.show(name, on: seat, serial: seat.pointerEnterSerial)
        cursorChanged?(name)
    }
}
