import CWaylandClient
import CWaylandProtocols
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The desktop's clipboard, through the seat's `wl_data_device` (the "selection"). The
/// compositor tells a focused client what the selection is — an offer with its MIME types —
/// and the data of a type is read from a pipe the owner writes into. The app's own selection
/// is a data source whose data is written when another client asks for a type.
///
/// Reading is synchronous, as UIKit's pasteboard getters are: the request is flushed and the
/// pipe read until the owner closes it, within a timeout. The app's own selection is never
/// read through the compositor (the owner would be this thread, waiting on itself).
public final class WaylandClipboard {
    /// Kept alive by the clipboard: its proxies must go before the connection does.
    private let display: WaylandDisplay
    private let manager: OpaquePointer
    private let device: OpaquePointer
    /// Offers announced, with their types as they came, until one is the selection.
    private var offers: [OpaquePointer: [String]] = [:]
    private var selection: OpaquePointer?
    /// The app's selection while it holds it: the source and the data of each type it offers.
    private var source: OpaquePointer?
    private var sourceTypes: [String] = []
    private var provide: ((String) -> Data?)?
    /// Counts the changes of the selection made by other clients.
    public private(set) var generation = 0
    /// Called when another client set the selection (or the app's was taken away).
    public var changed: (() -> Void)?
    /// The largest selection read (64 MiB); a larger one reads as nil.
    public static let maximumSize = 64 << 20

    public init?(display: WaylandDisplay, seat: WaylandSeat) {
        guard let manager = display.dataDeviceManager,
              let device = wl_data_device_manager_get_data_device(manager, seat.seat) else { return nil }
        self.display = display
        self.manager = manager
        self.device = device
        wl_data_device_add_listener(device, deviceListener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        if let source { wl_data_source_destroy(source) }
        for offer in offers.keys { wl_data_offer_destroy(offer) }
        wl_data_device_destroy(device)
    }

    /// Whether the selection is the app's own.
    public var ownsSelection: Bool { source != nil }

    /// The MIME types of the selection (empty: there is none).
    public var types: [String] {
        if source != nil { return sourceTypes }
        return selection.flatMap { offers[$0] } ?? []
    }

    // MARK: Reading another client's selection

    /// The selection's data as `type`, read within `timeout` seconds; nil when there is no
    /// other client's selection of that type, or its owner does not answer in time.
    public func read(_ type: String, timeout: Double = 1) -> Data? {
        guard source == nil, let offer = selection, offers[offer]?.contains(type) == true else { return nil }
        var fds: [Int32] = [-1, -1]
        guard lamina_pipe_cloexec(&fds) == 0 else { return nil }
        wl_data_offer_receive(offer, type, fds[1])
        close(fds[1])
        defer { close(fds[0]) }
        guard wl_display_flush(display.display) >= 0 else { return nil }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var p = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(left * 1000) + 1)
            if ready < 0 { if errno == EINTR { continue }; return nil }
            if ready == 0 { continue }
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fds[0], $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { return data }
            data.append(chunk, count: n)
            guard data.count <= Self.maximumSize else { return nil }
        }
    }

    // MARK: The app's own selection

    /// Makes the app's data the selection: `types` in order of preference, `provide` giving
    /// a type's data when another client asks (on this thread). `serial` is the input event
    /// the change answers (compositors refuse a selection without a recent one).
    public func setSelection(types: [String], serial: UInt32, provide: @escaping (String) -> Data?) {
        if let source { wl_data_source_destroy(source) }
        guard let s = wl_data_device_manager_create_data_source(manager) else { source = nil; return }
        wl_data_source_add_listener(s, sourceListener, Unmanaged.passUnretained(self).toOpaque())
        for t in types { wl_data_source_offer(s, t) }
        source = s
        sourceTypes = types
        self.provide = provide
        wl_data_device_set_selection(device, s, serial)
        wl_display_flush(display.display)
    }

    /// Empties the selection (when the app held it, or anyone did).
    public func clearSelection(serial: UInt32) {
        if let source { wl_data_source_destroy(source) }
        source = nil
        provide = nil
        wl_data_device_set_selection(device, nil, serial)
        wl_display_flush(display.display)
    }

    // MARK: Events

    fileprivate func offerAnnounced(_ offer: OpaquePointer) {
        offers[offer] = []
        wl_data_offer_add_listener(offer, offerListener, Unmanaged.passUnretained(self).toOpaque())
    }

    fileprivate func offer(_ offer: OpaquePointer, hasType type: String) { offers[offer]?.append(type) }

    fileprivate func selectionChanged(_ offer: OpaquePointer?) {
        // Offers that are not the selection (earlier ones, drags) are done with.
        for o in offers.keys where o != offer { wl_data_offer_destroy(o); offers[o] = nil }
        selection = offer
        if source == nil { noteChange() }
    }

    fileprivate func dragLeft() {
        for o in offers.keys where o != selection { wl_data_offer_destroy(o); offers[o] = nil }
    }

    /// Another client asks for the app's data as `type`: written on a worker thread, so a slow
    /// reader does not hold the app up (SIGPIPE is ignored: a reader gone is an error, not a
    /// signal).
    fileprivate func send(_ type: String, to fd: Int32) {
        guard let data = provide?(type) else { close(fd); return }
        signal(SIGPIPE, SIG_IGN)
        DispatchQueue.global(qos: .userInitiated).async {
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 { if errno == EINTR { continue }; break }
                    offset += n
                }
            }
            close(fd)
        }
    }

    fileprivate func sourceCancelled(_ s: OpaquePointer) {
        guard s == source else { wl_data_source_destroy(s); return }
        wl_data_source_destroy(s)
        source = nil
        provide = nil
        noteChange()
    }

    private func noteChange() {
        generation += 1
        changed?()
    }
}

private func clipboard(_ data: UnsafeMutableRawPointer?) -> WaylandClipboard? {
    data.map { Unmanaged<WaylandClipboard>.fromOpaque($0).takeUnretainedValue() }
}

nonisolated(unsafe) private let deviceListener: UnsafeMutablePointer<wl_data_device_listener> = {
    let l = UnsafeMutablePointer<wl_data_device_listener>.allocate(capacity: 1)
    l.initialize(to: wl_data_device_listener(
        data_offer: { data, _, offer in if let offer { clipboard(data)?.offerAnnounced(offer) } },
        enter: { _, _, _, _, _, _, _ in },
        leave: { data, _ in clipboard(data)?.dragLeft() },
        motion: { _, _, _, _, _ in },
        drop: { _, _ in },
        selection: { data, _, offer in clipboard(data)?.selectionChanged(offer) }))
    return l
}()

nonisolated(unsafe) private let offerListener: UnsafeMutablePointer<wl_data_offer_listener> = {
    let l = UnsafeMutablePointer<wl_data_offer_listener>.allocate(capacity: 1)
    l.initialize(to: wl_data_offer_listener(
        offer: { data, offer, type in
            if let offer, let type { clipboard(data)?.offer(offer, hasType: String(cString: type)) }
        },
        source_actions: { _, _, _ in },
        action: { _, _, _ in }))
    return l
}()

nonisolated(unsafe) private let sourceListener: UnsafeMutablePointer<wl_data_source_listener> = {
    let l = UnsafeMutablePointer<wl_data_source_listener>.allocate(capacity: 1)
    l.initialize(to: wl_data_source_listener(
        target: { _, _, _ in },
        send: { data, _, type, fd in
            if let type { clipboard(data)?.send(String(cString: type), to: fd) } else { close(fd) }
        },
        cancelled: { data, source in if let source { clipboard(data)?.sourceCancelled(source) } },
        dnd_drop_performed: { _, _ in },
        dnd_finished: { _, _ in },
        action: { _, _, _ in }))
    return l
}()
