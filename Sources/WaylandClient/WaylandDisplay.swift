import CWaylandClient
import CWaylandProtocols
#if canImport(Glibc)
import Glibc
#endif

/// The connection to the compositor and the globals bound from its registry, at the versions
/// offered and needed. Everything here runs on the thread that owns the loop.
public final class WaylandDisplay {
    package let display: OpaquePointer
    private var registry: OpaquePointer?
    package private(set) var compositor: OpaquePointer?
    package private(set) var shm: OpaquePointer?
    package private(set) var wmBase: OpaquePointer?
    package private(set) var viewporter: OpaquePointer?
    package private(set) var fractionalScaleManager: OpaquePointer?
    package private(set) var presentation: OpaquePointer?
    /// The clock presentation times are on (`wp_presentation.clock_id`).
    package var presentationClock: UInt32?
    package private(set) var decorationManager: OpaquePointer?
    /// `zwp_idle_inhibit_manager_v1`: keeps the screen awake while a surface shows (nil when
    /// the compositor does not offer it).
    package private(set) var idleInhibitManager: OpaquePointer?
    /// `wl_data_device_manager`: the clipboard (nil when the compositor offers none).
    package private(set) var dataDeviceManager: OpaquePointer?
    public private(set) var seats: [WaylandSeat] = []
    public private(set) var outputs: [UInt32: WaylandOutput] = [:]
    /// The shm formats the compositor announced (ARGB8888 and XRGB8888 are always there).
    public private(set) var shmFormats: Set<UInt32> = []
    /// Called when an output's scale changes (or an output comes or goes).
    public var outputsChanged: (() -> Void)?
    /// Called with every seat event, grouped as the protocol groups them.
    public var seatEvent: ((SeatEvent) -> Void)?

    /// Connects to `WAYLAND_DISPLAY` (libwayland's rules) and binds the globals.
    public init() throws {
        errno = 0
        guard let d = wl_display_connect(nil) else {
            throw WaylandError.noCompositor(display: ProcessInfoEnv.get("WAYLAND_DISPLAY"), runtimeDir: ProcessInfoEnv.get("XDG_RUNTIME_DIR"),
                                            errno: errno == 0 ? ENOENT : errno)
        }
        display = d
        registry = wl_display_get_registry(d)
        wl_registry_add_listener(registry, registryListener, Unmanaged.passUnretained(self).toOpaque())
        try roundtrip()
        guard compositor != nil else { throw WaylandError.missingGlobal("wl_compositor version 4 or later") }
        guard shm != nil else { throw WaylandError.missingGlobal("wl_shm") }
        guard wmBase != nil else { throw WaylandError.missingGlobal("xdg_wm_base") }
        // A second round trip delivers what the bound globals announce (shm formats, output
        // scales, seat capabilities).
        try roundtrip()
    }

    deinit {
        for s in seats { s.destroy() }
        wl_display_disconnect(display)
    }

    /// The socket to poll.
    public var fileDescriptor: Int32 { wl_display_get_fd(display) }

    /// Sends and waits until the compositor has answered everything sent so far.
    public func roundtrip() throws {
        if wl_display_roundtrip(display) < 0 { throw lostError() }
    }

    /// The error the connection died of.
    public func lostError() -> WaylandError {
        let e = wl_display_get_error(display)
        if e == EPROTO {
            var iface: UnsafePointer<wl_interface>?
            var id: UInt32 = 0
            let code = wl_display_get_protocol_error(display, &iface, &id)
            let name = iface.map { String(cString: $0.pointee.name) } ?? "?"
            return .connectionLost(errno: e, protocolError: "\(name)#\(id) code \(code)")
        }
        return .connectionLost(errno: e == 0 ? EPIPE : e, protocolError: nil)
    }

    // MARK: Reading and writing (the event loop's side)

    /// Dispatches queued events until the queue is empty and a read can be prepared; returns
    /// how many were dispatched. Another thread reading the connection (the render thread)
    /// queues this thread's events without waking it: they are dispatched here, and the
    /// caller must then finish its turn (cancel the read) before sleeping.
    @discardableResult
    public func prepareRead() throws -> Int {
        var dispatched = 0
        while wl_display_prepare_read(display) != 0 {
            let n = wl_display_dispatch_pending(display)
            if n < 0 { throw lostError() }
            dispatched += Int(n)
        }
        return dispatched
    }

    /// Sends buffered requests; false when the socket is full (poll for POLLOUT and retry).
    public func flush() throws -> Bool {
        if wl_display_flush(display) >= 0 { return true }
        if errno == EAGAIN { return false }
        throw lostError()
    }

    /// Gives up a prepared read (poll was interrupted or failed).
    public func cancelRead() { wl_display_cancel_read(display) }

    // A run loop's way (the main thread's): prepare before it sleeps, read when it wakes,
    // dispatch in a turn of its own — so that listeners, which run app code, never run inside
    // the loop's observers.

    /// Prepares a read unless events are queued for this thread (then false: dispatch first).
    public func prepareReadIfIdle() -> Bool { wl_display_prepare_read(display) == 0 }

    /// After a prepared read: reads what arrived into the queues (or gives the read up when
    /// nothing is readable), dispatching nothing.
    public func completeRead(readable: Bool) throws {
        if readable {
            if wl_display_read_events(display) < 0 { throw lostError() }
        } else {
            wl_display_cancel_read(display)
        }
    }

    /// Dispatches the events queued for this thread.
    public func dispatchPending() throws {
        if wl_display_dispatch_pending(display) < 0 { throw lostError() }
    }

    /// After poll: reads what arrived (or cancels the prepared read) and dispatches it.
    public func finishRead(readable: Bool) throws {
        if readable {
            if wl_display_read_events(display) < 0 { throw lostError() }
        } else {
            wl_display_cancel_read(display)
        }
        if wl_display_dispatch_pending(display) < 0 { throw lostError() }
    }

    // MARK: Registry

    fileprivate func global(name: UInt32, interface: String, version: UInt32) {
        func bind(_ iface: UnsafePointer<wl_interface>?, _ wanted: UInt32) -> OpaquePointer? {
            OpaquePointer(wl_registry_bind(registry, name, iface, min(version, wanted)))
        }
        switch interface {
        case "wl_compositor" where version >= 4: compositor = bind(lamina_interface_wl_compositor(), 4)
        case "wl_shm":
            shm = bind(lamina_interface_wl_shm(), 1)
            wl_shm_add_listener(shm, shmListener, Unmanaged.passUnretained(self).toOpaque())
        case "xdg_wm_base":
            // Version 6 adds only the `suspended` state; 3–5 add events the toplevel listener
            // takes and popup requests Lamina does not make. The generated tables (version 5,
            // wayland-protocols 1.31) describe every message of 6.
            wmBase = bind(lamina_interface_xdg_wm_base(), 6)
            xdg_wm_base_add_listener(wmBase, wmBaseListener, nil)
        case "wp_viewporter": viewporter = bind(lamina_interface_wp_viewporter(), 1)
        case "wp_fractional_scale_manager_v1":
            fractionalScaleManager = bind(lamina_interface_wp_fractional_scale_manager_v1(), 1)
        case "wp_presentation":
            presentation = bind(lamina_interface_wp_presentation(), 1)
            wp_presentation_add_listener(presentation, presentationListener, Unmanaged.passUnretained(self).toOpaque())
        case "zxdg_decoration_manager_v1": decorationManager = bind(lamina_interface_zxdg_decoration_manager_v1(), 1)
        case "zwp_idle_inhibit_manager_v1": idleInhibitManager = bind(lamina_interface_zwp_idle_inhibit_manager_v1(), 1)
        case "wl_seat":
            if let s = bind(lamina_interface_wl_seat(), 8) {
                seats.append(WaylandSeat(seat: s, version: min(version, 8), display: self))
            }
        case "wl_data_device_manager": dataDeviceManager = bind(lamina_interface_wl_data_device_manager(), 3)
        case "wl_output":
            if let o = bind(lamina_interface_wl_output(), 2) {
                outputs[name] = WaylandOutput(output: o, changed: { [weak self] in self?.outputsChanged?() })
            }
        default: break
        }
    }

    fileprivate func globalRemoved(name: UInt32) {
        if let o = outputs.removeValue(forKey: name) { o.destroy(); outputsChanged?() }
    }

    fileprivate func shmFormat(_ f: UInt32) { shmFormats.insert(f) }
}

/// Reads the environment without Foundation.
enum ProcessInfoEnv {
    static func get(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}

nonisolated(unsafe) private let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
    let l = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
    l.initialize(to: wl_registry_listener(
        global: { data, _, name, interface, version in
            guard let data, let interface else { return }
            Unmanaged<WaylandDisplay>.fromOpaque(data).takeUnretainedValue()
                .global(name: name, interface: String(cString: interface), version: version)
        },
        global_remove: { data, _, name in
            guard let data else { return }
            Unmanaged<WaylandDisplay>.fromOpaque(data).takeUnretainedValue().globalRemoved(name: name)
        }))
    return l
}()

nonisolated(unsafe) private let shmListener: UnsafeMutablePointer<wl_shm_listener> = {
    let l = UnsafeMutablePointer<wl_shm_listener>.allocate(capacity: 1)
    l.initialize(to: wl_shm_listener(format: { data, _, format in
        guard let data else { return }
        Unmanaged<WaylandDisplay>.fromOpaque(data).takeUnretainedValue().shmFormat(format)
    }))
    return l
}()

/// xdg_wm_base.ping must be answered or the compositor marks the window unresponsive.
nonisolated(unsafe) private let wmBaseListener: UnsafeMutablePointer<xdg_wm_base_listener> = {
    let l = UnsafeMutablePointer<xdg_wm_base_listener>.allocate(capacity: 1)
    l.initialize(to: xdg_wm_base_listener(ping: { _, base, serial in xdg_wm_base_pong(base, serial) }))
    return l
}()
