import CWaylandClient
import CWaylandProtocols

/// What an `xdg_toplevel.configure` asks for; applied when its `xdg_surface.configure` arrives.
public struct ToplevelConfigure: Equatable, Sendable {
    /// Logical size; 0 means the client chooses.
    public var width: Int32, height: Int32
    public var states: Set<ToplevelState>
}

public enum ToplevelState: UInt32, Sendable {
    case maximized = 1, fullscreen, resizing, activated, tiledLeft, tiledRight, tiledTop, tiledBottom
    /// xdg-shell 6: the window is not visible (minimized, on another workspace, fully covered).
    case suspended
}

/// Edges for `xdg_toplevel.resize`, as the protocol numbers them.
public struct ResizeEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let top = ResizeEdges(rawValue: 1), bottom = ResizeEdges(rawValue: 2)
    public static let left = ResizeEdges(rawValue: 4), right = ResizeEdges(rawValue: 8)
}

/// One xdg-shell toplevel: its wl_surface, configure handshake, frame callbacks, scale
/// (integer from the outputs it is on, or fractional through the viewporter), and the
/// decoration mode.
public final class WaylandWindow {
    /// Strong: the connection must outlive every proxy made on it.
    let display: WaylandDisplay
    package let surface: OpaquePointer
    private let xdgSurface: OpaquePointer
    private let toplevel: OpaquePointer
    private var decoration: OpaquePointer?
    /// The surface's idle inhibitor while the app keeps the screen awake.
    private var idleInhibitor: OpaquePointer?
    private var viewport: OpaquePointer?
    private var fractional: OpaquePointer?
    private var frameCallback: OpaquePointer?
    private var pending = ToplevelConfigure(width: 0, height: 0, states: [])
    private var enteredOutputs: Set<OpaquePointer> = []

    /// True once the compositor said it draws the decorations (never on weston 10).
    public private(set) var serverSideDecorations = false
    /// Whether a frame callback is outstanding.
    public var awaitingFrame: Bool { frameCallback != nil }
    /// Fractional scale in 120ths when the compositor sends one.
    private var preferredScale120: UInt32?

    /// Called on `xdg_surface.configure` with the toplevel state and the serial to ack.
    public var onConfigure: ((ToplevelConfigure, UInt32) -> Void)?
    public var onClose: (() -> Void)?
    /// Called when a requested frame callback is done, with its timestamp (ms).
    public var onFrame: ((UInt32) -> Void)?
    public var onScaleChange: (() -> Void)?
    /// Called when a frame committed with `present(…, feedback:)` reached the screen: the
    /// media time it was shown at and the output's refresh interval (seconds; 0 if unknown).
    public var onPresented: ((Double, Double) -> Void)?

    /// Whether the screen is kept from blanking or locking while this surface shows
    /// (idle-inhibit-unstable-v1; the compositor decides what "shows" means). False, and
    /// setting it changes nothing, where the compositor lacks the protocol.
    public var isIdleInhibited: Bool { idleInhibitor != nil }

    public func setIdleInhibited(_ inhibit: Bool) {
        if inhibit, idleInhibitor == nil, let manager = display.idleInhibitManager {
            idleInhibitor = zwp_idle_inhibit_manager_v1_create_inhibitor(manager, surface)
        } else if !inhibit, let inhibitor = idleInhibitor {
            zwp_idle_inhibitor_v1_destroy(inhibitor)
            idleInhibitor = nil
        }
    }

    public init(display: WaylandDisplay, title: String, appID: String) {
        self.display = display
        surface = wl_compositor_create_surface(display.compositor)
        xdgSurface = xdg_wm_base_get_xdg_surface(display.wmBase, surface)
        toplevel = xdg_surface_get_toplevel(xdgSurface)
        let me = Unmanaged.passUnretained(self).toOpaque()
        wl_surface_add_listener(surface, surfaceListener, me)
        xdg_surface_add_listener(xdgSurface, xdgSurfaceListener, me)
        xdg_toplevel_add_listener(toplevel, toplevelListener, me)
        setTitle(title)
        xdg_toplevel_set_app_id(toplevel, Self.sanitised(appID))
        if let manager = display.decorationManager {
            decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel)
            zxdg_toplevel_decoration_v1_add_listener(decoration, decorationListener, me)
            zxdg_toplevel_decoration_v1_set_mode(decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
        }
        if let vp = display.viewporter, let fm = display.fractionalScaleManager {
            viewport = wp_viewporter_get_viewport(vp, surface)
            fractional = wp_fractional_scale_manager_v1_get_fractional_scale(fm, surface)
            wp_fractional_scale_v1_add_listener(fractional, fractionalListener, me)
        }
        display.outputsChanged = { [weak self] in self?.onScaleChange?() }
        // The initial commit, without a buffer, asks for the first configure.
        wl_surface_commit(surface)
    }

    deinit {
        if let idleInhibitor { zwp_idle_inhibitor_v1_destroy(idleInhibitor) }
        if let frameCallback { wl_callback_destroy(frameCallback) }
        if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
        if let fractional { wp_fractional_scale_v1_destroy(fractional) }
        if let viewport { wp_viewport_destroy(viewport) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
        wl_surface_destroy(surface)
    }

    // MARK: Scale

    /// True when buffers are sized by the fractional scale and shown through the viewport.
    public var usesFractionalScale: Bool { viewport != nil && preferredScale120 != nil }

    /// Device pixels per logical pixel: the fractional scale when known, else the largest
    /// integer scale of the outputs the surface is on.
    public var scale: Double {
        if usesFractionalScale, let s = preferredScale120 { return Double(s) / 120 }
        return Double(integerScale)
    }

    public var integerScale: Int32 {
        let scales = enteredOutputs.compactMap { o in display.outputs.values.first { $0.output == o }?.scale }
        return scales.max() ?? display.outputs.values.map(\.scale).max() ?? 1
    }

    // MARK: Requests

    /// Titles go over the wire as NUL-terminated UTF-8 of bounded length: interior NULs and
    /// control characters become U+FFFD, and the text is cut at a character boundary.
    public func setTitle(_ title: String) { xdg_toplevel_set_title(toplevel, Self.sanitised(title)) }

    public static func sanitised(_ s: String, maxBytes: Int = 1024) -> String {
        var out = ""
        var bytes = 0
        for ch in s {
            let c: Character = ch.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? "\u{FFFD}" : ch
            bytes += c.utf8.count
            if bytes > maxBytes { break }
            out.append(c)
        }
        return out
    }

    public func ackConfigure(_ serial: UInt32) { xdg_surface_ack_configure(xdgSurface, serial) }

    /// Asks for `onFrame` after the next commit (once; a pending request is kept), dispatched
    /// through `queue` when given (the thread that presents frames reads it).
    public func requestFrame(queue: WaylandEventQueue? = nil) {
        guard frameCallback == nil else { return }
        frameCallback = wl_surface_frame(surface)
        if let queue, let cb = frameCallback { queue.adopt(cb) }
        wl_callback_add_listener(frameCallback, frameListener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Attaches `buffer`, damages the given buffer rectangles and commits. `logicalSize` is
    /// the window's size in surface coordinates (the viewport destination, or the buffer
    /// size over the integer buffer scale). `fractional`: the buffer is sized by the
    /// fractional scale (`usesFractionalScale` when the frame was made; a render thread
    /// passes what the main thread saw).
    public func present(_ buffer: ShmBuffer, damage: [(x: Int, y: Int, width: Int, height: Int)],
                        logicalWidth: Int, logicalHeight: Int, opaque: Bool, fractional: Bool, feedback queue: WaylandEventQueue? = nil) {
        if onPresented != nil { requestPresentationFeedback(queue: queue) }
        wl_surface_attach(surface, buffer.buffer, 0, 0)
        if fractional, let viewport {
            wl_surface_set_buffer_scale(surface, 1)
            wp_viewport_set_destination(viewport, Int32(logicalWidth), Int32(logicalHeight))
        } else {
            wl_surface_set_buffer_scale(surface, Int32(max(1, buffer.width / max(1, logicalWidth))))
        }
        for r in damage { wl_surface_damage_buffer(surface, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)) }
        if let region = wl_compositor_create_region(display.compositor) {
            if opaque { wl_region_add(region, 0, 0, Int32(logicalWidth), Int32(logicalHeight)) }
            wl_surface_set_opaque_region(surface, region)
            wl_region_destroy(region)
        }
        wl_surface_commit(surface)
    }

    /// Commits without a new buffer (to send a frame request on its own).
    public func commit() { wl_surface_commit(surface) }

    /// Starts an interactive move from the press with `serial`.
    public func move(seat: WaylandSeat, serial: UInt32) { xdg_toplevel_move(toplevel, seat.seat, serial) }
    public func resize(seat: WaylandSeat, serial: UInt32, edges: ResizeEdges) {
        xdg_toplevel_resize(toplevel, seat.seat, serial, edges.rawValue)
    }
    public func setMaximized(_ on: Bool) { on ? xdg_toplevel_set_maximized(toplevel) : xdg_toplevel_unset_maximized(toplevel) }
    public func minimize() { xdg_toplevel_set_minimized(toplevel) }
    public func setMinimumSize(width: Int32, height: Int32) { xdg_toplevel_set_min_size(toplevel, width, height) }
    /// 0 on a side: no maximum.
    public func setMaximumSize(width: Int32, height: Int32) { xdg_toplevel_set_max_size(toplevel, width, height) }

    // MARK: Events

    fileprivate func toplevelConfigure(width: Int32, height: Int32, states: UnsafeMutablePointer<wl_array>?) {
        var set: Set<ToplevelState> = []
        if let a = states?.pointee, let data = a.data {
            let words = data.bindMemory(to: UInt32.self, capacity: a.size / 4)
            for i in 0..<(a.size / 4) { if let s = ToplevelState(rawValue: words[i]) { set.insert(s) } }
        }
        pending = ToplevelConfigure(width: max(0, width), height: max(0, height), states: set)
    }

    fileprivate func surfaceConfigure(serial: UInt32) { onConfigure?(pending, serial) }
    fileprivate func close() { onClose?() }

    fileprivate func frameDone(time: UInt32) {
        if let cb = frameCallback { wl_callback_destroy(cb) }
        frameCallback = nil
        onFrame?(time)
    }

    fileprivate func entered(_ output: OpaquePointer?, _ inside: Bool) {
        guard let output else { return }
        if inside { enteredOutputs.insert(output) } else { enteredOutputs.remove(output) }
        onScaleChange?()
    }

    fileprivate func preferredScale(_ s: UInt32) {
        preferredScale120 = s
        onScaleChange?()
    }

    fileprivate func decorationMode(_ mode: UInt32) {
        serverSideDecorations = mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue
    }
}

private func window(_ data: UnsafeMutableRawPointer?) -> WaylandWindow? {
    data.map { Unmanaged<WaylandWindow>.fromOpaque($0).takeUnretainedValue() }
}

nonisolated(unsafe) private let surfaceListener: UnsafeMutablePointer<wl_surface_listener> = {
    let l = UnsafeMutablePointer<wl_surface_listener>.allocate(capacity: 1)
    l.initialize(to: wl_surface_listener(
        enter: { data, _, output in window(data)?.entered(output, true) },
        leave: { data, _, output in window(data)?.entered(output, false) }))
    return l
}()

nonisolated(unsafe) private let xdgSurfaceListener: UnsafeMutablePointer<xdg_surface_listener> = {
    let l = UnsafeMutablePointer<xdg_surface_listener>.allocate(capacity: 1)
    l.initialize(to: xdg_surface_listener(configure: { data, _, serial in window(data)?.surfaceConfigure(serial: serial) }))
    return l
}()

nonisolated(unsafe) private let toplevelListener: UnsafeMutablePointer<xdg_toplevel_listener> = {
    let l = UnsafeMutablePointer<xdg_toplevel_listener>.allocate(capacity: 1)
    l.initialize(to: xdg_toplevel_listener(
        configure: { data, _, w, h, states in window(data)?.toplevelConfigure(width: w, height: h, states: states) },
        close: { data, _ in window(data)?.close() },
        configure_bounds: { _, _, _, _ in },
        wm_capabilities: { _, _, _ in }))
    return l
}()

nonisolated(unsafe) private let frameListener: UnsafeMutablePointer<wl_callback_listener> = {
    let l = UnsafeMutablePointer<wl_callback_listener>.allocate(capacity: 1)
    l.initialize(to: wl_callback_listener(done: { data, _, time in window(data)?.frameDone(time: time) }))
    return l
}()

nonisolated(unsafe) private let fractionalListener: UnsafeMutablePointer<wp_fractional_scale_v1_listener> = {
    let l = UnsafeMutablePointer<wp_fractional_scale_v1_listener>.allocate(capacity: 1)
    l.initialize(to: wp_fractional_scale_v1_listener(preferred_scale: { data, _, s in window(data)?.preferredScale(s) }))
    return l
}()

nonisolated(unsafe) private let decorationListener: UnsafeMutablePointer<zxdg_toplevel_decoration_v1_listener> = {
    let l = UnsafeMutablePointer<zxdg_toplevel_decoration_v1_listener>.allocate(capacity: 1)
    l.initialize(to: zxdg_toplevel_decoration_v1_listener(configure: { data, _, mode in window(data)?.decorationMode(mode) }))
    return l
}()
