import Foundation
import ShellCore
import WaylandClient

/// The window's seat clipboard as the app's `SystemClipboard`: changes cite the latest input
/// event's serial, as compositors require of a selection.
final class WaylandSystemClipboard: SystemClipboard {
    private let clipboard: WaylandClipboard
    private let seat: WaylandSeat

    init?(display: WaylandDisplay) {
        guard let seat = display.seats.first, let clipboard = WaylandClipboard(display: display, seat: seat) else { return nil }
        self.seat = seat
        self.clipboard = clipboard
    }

    var types: [String] { clipboard.types }
    var generation: Int { clipboard.generation }
    var ownsContents: Bool { clipboard.ownsSelection }
    func data(forType type: String) -> Data? { clipboard.read(type) }
    func setContents(types: [String], provide: @escaping (String) -> Data?) {
        clipboard.setSelection(types: types, serial: seat.inputSerial, provide: provide)
    }
    func clear() { clipboard.clearSelection(serial: seat.inputSerial) }
}
