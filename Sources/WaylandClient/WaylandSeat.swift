import CWaylandClient

/// A seat: its pointer, keyboard and touch, created as its capabilities announce them.
/// Events are collected until the protocol's `frame` and handed on as one `SeatEvent`.
public final class WaylandSeat {
    let seat: OpaquePointer
    let version: UInt32
    private unowned let display: WaylandDisplay
    package private(set) var pointer: OpaquePointer?
    package private(set) var touch: OpaquePointer?
    public private(set) var keyboard: WaylandKeyboard?
    private var pointerEvents: [PointerEvent] = []
    private var touchEvents: [TouchEvent] = []
    private var axis = (dx: 0.0, dy: 0.0, v120x: 0, v120y: 0, any: false)
    /// The serial of the last pointer enter (for set_cursor).
    public private(set) var pointerEnterSerial: UInt32 = 0
    private var frameSerial: UInt32 = 0
    /// The serial of the latest input event (a key, a button, a touch, a focus enter): what a
    /// request answering the user — setting the clipboard — must cite.
    public private(set) var inputSerial: UInt32 = 0

    init(seat: OpaquePointer, version: UInt32, display: WaylandDisplay) {
        self.seat = seat
        self.version = version
        self.display = display
        wl_seat_add_listener(seat, seatListener, Unmanaged.passUnretained(self).toOpaque())
    }

    func destroy() {
        keyboard?.destroy()
        if let p = pointer { version >= 3 ? wl_pointer_release(p) : wl_pointer_destroy(p) }
        if let t = touch { version >= 3 ? wl_touch_release(t) : wl_touch_destroy(t) }
        wl_seat_destroy(seat)
    }

    fileprivate func capabilities(_ caps: UInt32) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let hasPointer = caps & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = caps & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        let hasTouch = caps & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        if hasPointer, pointer == nil {
            pointer = wl_seat_get_pointer(seat)
            wl_pointer_add_listener(pointer, pointerListener, me)
        } else if !hasPointer, let p = pointer {
            version >= 3 ? wl_pointer_release(p) : wl_pointer_destroy(p)
            pointer = nil
        }
        if hasKeyboard, keyboard == nil, let k = wl_seat_get_keyboard(seat) {
            keyboard = WaylandKeyboard(keyboard: k, version: version) { [weak self] in self?.display.seatEvent?($0) }
            keyboard?.inputSerial = { [weak self] in self?.inputSerial = $0 }
        } else if !hasKeyboard, let k = keyboard {
            k.destroy()
            keyboard = nil
        }
        if hasTouch, touch == nil {
            touch = wl_seat_get_touch(seat)
            wl_touch_add_listener(touch, touchListener, me)
        } else if !hasTouch, let t = touch {
            version >= 3 ? wl_touch_release(t) : wl_touch_destroy(t)
            touch = nil
        }
    }

    // MARK: Pointer

    fileprivate func pointer(_ e: PointerEvent, serial: UInt32? = nil) {
        if let serial { frameSerial = serial; inputSerial = serial }
        pointerEvents.append(e)
        // Before version 5 there is no frame event: every event is its own frame.
        if version < 5 { pointerFrame() }
    }

    fileprivate func axisEvent(horizontal: Bool, value: Double) {
        if horizontal { axis.dx += value } else { axis.dy += value }
        axis.any = true
        if version < 5 { pointerFrame() }
    }

    fileprivate func axisSteps(horizontal: Bool, value120: Int) {
        if horizontal { axis.v120x += value120 } else { axis.v120y += value120 }
    }

    fileprivate func enterSerial(_ s: UInt32) { pointerEnterSerial = s }

    fileprivate func pointerFrame() {
        if axis.any {
            pointerEvents.append(.axis(dx: axis.dx, dy: axis.dy, value120x: axis.v120x, value120y: axis.v120y))
            axis = (0, 0, 0, 0, false)
        }
        guard !pointerEvents.isEmpty else { return }
        let events = pointerEvents
        pointerEvents.removeAll(keepingCapacity: true)
        display.seatEvent?(.pointer(events, serial: frameSerial))
    }

    // MARK: Touch

    fileprivate func touch(_ e: TouchEvent, serial: UInt32? = nil) {
        if let serial { frameSerial = serial; inputSerial = serial }
        touchEvents.append(e)
    }

    fileprivate func touchFrame() {
        guard !touchEvents.isEmpty else { return }
        let events = touchEvents
        touchEvents.removeAll(keepingCapacity: true)
        display.seatEvent?(.touch(events, serial: frameSerial))
    }

    fileprivate func touchCancel() {
        touchEvents.removeAll()
        display.seatEvent?(.touchCancel)
    }
}

private func seat(_ data: UnsafeMutableRawPointer?) -> WaylandSeat? {
    data.map { Unmanaged<WaylandSeat>.fromOpaque($0).takeUnretainedValue() }
}

private func double(_ f: wl_fixed_t) -> Double { Double(f) / 256 }

nonisolated(unsafe) private let seatListener: UnsafeMutablePointer<wl_seat_listener> = {
    let l = UnsafeMutablePointer<wl_seat_listener>.allocate(capacity: 1)
    l.initialize(to: wl_seat_listener(
        capabilities: { data, _, caps in seat(data)?.capabilities(caps) },
        name: { _, _, _ in }))
    return l
}()

nonisolated(unsafe) private let pointerListener: UnsafeMutablePointer<wl_pointer_listener> = {
    let l = UnsafeMutablePointer<wl_pointer_listener>.allocate(capacity: 1)
    l.initialize(to: wl_pointer_listener(
        enter: { data, _, serial, _, x, y in
            seat(data)?.enterSerial(serial)
            seat(data)?.pointer(.enter(x: double(x), y: double(y)), serial: serial)
        },
        leave: { data, _, serial, _ in seat(data)?.pointer(.leave, serial: serial) },
        motion: { data, _, _, x, y in seat(data)?.pointer(.motion(x: double(x), y: double(y))) },
        button: { data, _, serial, _, button, state in
            let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
            seat(data)?.pointer(.button(Int(button), pressed: pressed), serial: serial)
        },
        axis: { data, _, _, axis, value in
            seat(data)?.axisEvent(horizontal: axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue, value: double(value))
        },
        frame: { data, _ in seat(data)?.pointerFrame() },
        axis_source: { _, _, _ in },
        axis_stop: { _, _, _, _ in },
        axis_discrete: { data, _, axis, discrete in
            // Before version 8: whole detents, 120 high-resolution units each.
            seat(data)?.axisSteps(horizontal: axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue, value120: Int(discrete) * 120)
        },
        axis_value120: { data, _, axis, v in
            seat(data)?.axisSteps(horizontal: axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue, value120: Int(v))
        }))
    return l
}()

nonisolated(unsafe) private let touchListener: UnsafeMutablePointer<wl_touch_listener> = {
    let l = UnsafeMutablePointer<wl_touch_listener>.allocate(capacity: 1)
    l.initialize(to: wl_touch_listener(
        down: { data, _, serial, _, _, id, x, y in seat(data)?.touch(.down(id: id, x: double(x), y: double(y)), serial: serial) },
        up: { data, _, serial, _, id in seat(data)?.touch(.up(id: id), serial: serial) },
        motion: { data, _, _, id, x, y in seat(data)?.touch(.motion(id: id, x: double(x), y: double(y))) },
        frame: { data, _ in seat(data)?.touchFrame() },
        cancel: { data, _ in seat(data)?.touchCancel() },
        shape: { _, _, _, _, _ in },
        orientation: { _, _, _, _ in }))
    return l
}()
