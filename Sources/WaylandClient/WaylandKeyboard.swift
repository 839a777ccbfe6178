import Foundation
import CWaylandClient
import CXKBCommon
#if canImport(Glibc)
import Glibc
#endif

/// The keyboard: the compositor's keymap read into xkbcommon (keysyms, UTF-8 text, modifiers,
/// compose sequences from the locale) and key repeat from `repeat_info`.
public final class WaylandKeyboard {
    private let keyboard: OpaquePointer
    private let version: UInt32
    private let emit: (SeatEvent) -> Void
    private let context: OpaquePointer?
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    private var compose: OpaquePointer?
    public private(set) var modifiers: KeyModifiers = []
    /// Repeats per second (0 = no repeat) and the delay before the first, from `repeat_info`.
    /// Called with the serial of each key event and focus enter (the seat keeps the latest).
    var inputSerial: ((UInt32) -> Void)?
    public private(set) var repeatRate: Int32 = 25
    public private(set) var repeatDelay: Int32 = 600
    private var repeating: (key: UInt32, event: KeyEvent, next: Double)?

    init(keyboard: OpaquePointer, version: UInt32, emit: @escaping (SeatEvent) -> Void) {
        self.keyboard = keyboard
        self.version = version
        self.emit = emit
        context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        if let context {
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { ProcessInfoEnv.get($0) }.first { !$0.isEmpty } ?? "C"
            if let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) {
                compose = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS)
                xkb_compose_table_unref(table)
            }
        }
        wl_keyboard_add_listener(keyboard, keyboardListener, Unmanaged.passUnretained(self).toOpaque())
    }

    func destroy() {
        if let compose { xkb_compose_state_unref(compose) }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        if let context { xkb_context_unref(context) }
        version >= 3 ? wl_keyboard_release(keyboard) : wl_keyboard_destroy(keyboard)
    }

    /// When the key-repeat timer next fires (monotonic seconds), if a key is held.
    public var nextRepeat: Double? { repeating?.next }

    /// Emits the repeat due by `now`: one at most. Repeats an app missed while it was busy are
    /// dropped, not sent in a burst — a held key must not run on past its release in an app
    /// that fell behind (as GTK's and Qt's client-side repeat behave).
    public func fireRepeats(now: Double) {
        guard var r = repeating, repeatRate > 0, r.next <= now else { return }
        let interval = 1 / Double(repeatRate)
        var e = r.event
        e.isRepeat = true
        e.modifiers = modifiers
        emit(.key(e))
        r.next += interval
        if r.next <= now { r.next = now + interval }
        repeating = r
    }

    /// The largest keymap read (real ones are ~60 KB); a larger claim is refused.
    static let maximumKeymapBytes = 16 << 20

    /// A keymap that cannot be read — the wrong format, a size beyond the file (mapping it and
    /// reading past the end would fault) or beyond `maximumKeymapBytes`, text xkbcommon
    /// rejects — is refused with a message and the keyboard keeps the keymap it had.
    fileprivate func keymap(format: UInt32, fd: Int32, size: UInt32) {
        defer { close(fd) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, let context else {
            return refuse("a keymap in format \(format), not XKB v1")
        }
        var info = stat()
        guard fstat(fd, &info) == 0, size > 0, Int(size) <= Int(info.st_size), Int(size) <= Self.maximumKeymapBytes else {
            return refuse("a keymap of \(size) bytes in a file of \(info.st_size)")
        }
        // Version 7 requires MAP_PRIVATE. Read with its length: the text need not be terminated.
        guard let map = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, fd, 0), map != MAP_FAILED else {
            return refuse("a keymap that cannot be mapped")
        }
        defer { munmap(map, Int(size)) }
        let text = map.assumingMemoryBound(to: CChar.self)
        let length = strnlen(text, Int(size))
        guard let km = xkb_keymap_new_from_buffer(context, text, length, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS) else {
            return refuse("a keymap xkbcommon cannot compile")
        }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        keymap = km
        state = xkb_state_new(km)
    }

    private func refuse(_ what: String) {
        FileHandle.standardError.write(Data("lamina: the compositor sent \(what); keys keep the keymap they had\n".utf8))
    }

    /// The keysym evdev key `key` gives in the current keymap and state; nil before a keymap.
    func keysym(forKey key: UInt32) -> UInt32? {
        guard let state, keymap != nil else { return nil }
        return xkb_state_key_get_one_sym(state, key + 8)
    }

    fileprivate func key(_ key: UInt32, pressed: Bool, now: Double) {
        guard let state, let keymap else { return }
        let code = key + 8
        if !pressed {
            if repeating?.key == key { repeating = nil }
            let sym = xkb_state_key_get_one_sym(state, code)
            emit(.key(KeyEvent(keysym: sym, text: "", pressed: false, isRepeat: false, modifiers: modifiers)))
            return
        }
        var sym = xkb_state_key_get_one_sym(state, code)
        var text = ""
        var composing = false
        if let compose, xkb_compose_state_feed(compose, sym) == XKB_COMPOSE_FEED_ACCEPTED {
            switch xkb_compose_state_get_status(compose) {
            case XKB_COMPOSE_COMPOSING: composing = true
            case XKB_COMPOSE_COMPOSED:
                text = Self.string { xkb_compose_state_get_utf8(compose, $0, $1) }
                sym = xkb_compose_state_get_one_sym(compose)
                xkb_compose_state_reset(compose)
            case XKB_COMPOSE_CANCELLED:
                xkb_compose_state_reset(compose)
                composing = true
            default:
                text = Self.string { xkb_state_key_get_utf8(state, code, $0, $1) }
            }
        } else {
            text = Self.string { xkb_state_key_get_utf8(state, code, $0, $1) }
        }
        // A dead key in the middle of a compose sequence types nothing yet.
        if composing { return }
        let event = KeyEvent(keysym: sym, text: text, pressed: true, isRepeat: false, modifiers: modifiers)
        emit(.key(event))
        if repeatRate > 0, xkb_keymap_key_repeats(keymap, code) != 0 {
            repeating = (key, event, now + Double(repeatDelay) / 1000)
        }
    }

    fileprivate func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        guard let state else { return }
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
        var m: KeyModifiers = []
        let names: [(String, KeyModifiers)] = [(XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CTRL, .control),
                                              (XKB_MOD_NAME_ALT, .alt), (XKB_MOD_NAME_LOGO, .super), (XKB_MOD_NAME_CAPS, .capsLock)]
        for (name, flag) in names where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            m.insert(flag)
        }
        modifiers = m
    }

    fileprivate func focus(_ entered: Bool) {
        if !entered { repeating = nil }
        emit(.keyboardFocus(entered))
    }

    fileprivate func repeatInfo(rate: Int32, delay: Int32) {
        repeatRate = max(0, rate)
        repeatDelay = max(0, delay)
        if repeatRate == 0 { repeating = nil }
    }

    /// Reads an xkbcommon string out of its snprintf-style API.
    private static func string(_ get: (UnsafeMutablePointer<CChar>?, Int) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let n = Int(get(&buffer, buffer.count))
        if n >= buffer.count {
            buffer = [CChar](repeating: 0, count: n + 1)
            _ = get(&buffer, buffer.count)
        }
        return n > 0 ? String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    }
}

/// Monotonic seconds, the clock key repeat and the event loop share.
public func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
}

private func keyboard(_ data: UnsafeMutableRawPointer?) -> WaylandKeyboard? {
    data.map { Unmanaged<WaylandKeyboard>.fromOpaque($0).takeUnretainedValue() }
}

nonisolated(unsafe) private let keyboardListener: UnsafeMutablePointer<wl_keyboard_listener> = {
    let l = UnsafeMutablePointer<wl_keyboard_listener>.allocate(capacity: 1)
    l.initialize(to: wl_keyboard_listener(
        keymap: { data, _, format, fd, size in
            if let k = keyboard(data) { k.keymap(format: format, fd: fd, size: size) } else { close(fd) }
        },
        enter: { data, _, serial, _, _ in keyboard(data)?.inputSerial?(serial); keyboard(data)?.focus(true) },
        leave: { data, _, _, _ in keyboard(data)?.focus(false) },
        key: { data, _, serial, _, key, state in
            keyboard(data)?.inputSerial?(serial)
            keyboard(data)?.key(key, pressed: state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue, now: monotonicSeconds())
        },
        modifiers: { data, _, _, depressed, latched, locked, group in
            keyboard(data)?.modifiers(depressed: depressed, latched: latched, locked: locked, group: group)
        },
        repeat_info: { data, _, rate, delay in keyboard(data)?.repeatInfo(rate: rate, delay: delay) }))
    return l
}()
