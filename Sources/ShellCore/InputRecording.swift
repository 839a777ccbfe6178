import Foundation
import QuartzCore

/// Input recordings as JSON Lines: one event per line, a fixed key order and Swift's shortest
/// round-tripping number text, so the same events always make the same bytes.
///
///     {"t":0.5,"type":"pointerButton","x":120,"y":80,"button":272,"pressed":true}
public enum InputRecording {
    /// Why a recording cannot be read: which file, which line, and what is wrong there.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var file: String, line: Int, reason: String
        public init(file: String, line: Int, reason: String) { self.file = file; self.line = line; self.reason = reason }
        public var description: String { "\(file):\(line): \(reason)" }
    }

    /// The file and line an event was read from.
    public struct Origin: Equatable, Sendable {
        public var file: String, line: Int
        public init(file: String, line: Int) { self.file = file; self.line = line }
    }

    // MARK: Writing

    public static func line(for e: InputEvent) -> String {
        var f: [(String, String)] = [("t", number(e.time))]
        func point(_ p: CGPoint) { f.append(("x", number(p.x))); f.append(("y", number(p.y))) }
        f.append(("type", quoted(e.name)))
        switch e.kind {
        case let .pointerEnter(p): point(p)
        case .pointerLeave, .touchCancel, .close: break
        case let .pointerMotion(p): point(p)
        case let .pointerButton(p, button, pressed):
            point(p); f.append(("button", "\(button)")); f.append(("pressed", "\(pressed)"))
        case let .scroll(p, dx, dy, v120x, v120y):
            point(p)
            f += [("dx", number(dx)), ("dy", number(dy)), ("value120x", "\(v120x)"), ("value120y", "\(v120y)")]
        case let .key(sym, text, pressed, isRepeat, mods):
            f += [("keysym", "\(sym)"), ("text", quoted(text)), ("pressed", "\(pressed)"), ("repeat", "\(isRepeat)"),
                  ("modifiers", "[" + KeyModifiers.names.filter { mods.contains($0.0) }.map { quoted($0.1) }.joined(separator: ",") + "]")]
        case let .touchDown(id, p): f.append(("id", "\(id)")); point(p)
        case let .touchMotion(id, p): f.append(("id", "\(id)")); point(p)
        case let .touchUp(id): f.append(("id", "\(id)"))
        case let .resize(s): f.append(("width", number(s.width))); f.append(("height", number(s.height)))
        }
        if let a = e.anchor { f += [("view", quoted(a.view)), ("vx", number(a.point.x)), ("vy", number(a.point.y))] }
        return "{" + f.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }
    private static func number(_ v: CGFloat) -> String { number(Double(v)) }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    /// The content size a recording's window had when it began: a live window records its
    /// first configure's size before any input. A replay that starts at it builds the app once
    /// for that size, as the window did. Nil when the recording does not begin with one.
    public static func startingSize(of events: [InputEvent]) -> CGSize? {
        guard let first = events.first, case let .resize(size) = first.kind else { return nil }
        return size
    }

    // MARK: Reading

    /// Reads a recording; blank lines are skipped, anything else malformed stops with the
    /// file, line number and reason. Times must not go backwards.
    public static func read(contentsOf path: String) throws -> [InputEvent] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ParseError(file: path, line: 0, reason: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ParseError(file: path, line: 0, reason: "the file is not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String = "<input>") throws -> [InputEvent] {
        var events: [InputEvent] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            do {
                var e = try event(from: line)
                e.origin = Origin(file: file, line: i + 1)
                if let last = events.last, e.time < last.time {
                    throw Reason("time \(e.time) is earlier than the previous event's \(last.time)")
                }
                events.append(e)
            } catch let r as Reason {
                throw ParseError(file: file, line: i + 1, reason: r.text)
            }
        }
        return events
    }

    private struct Reason: Error { let text: String; init(_ t: String) { text = t } }

    private static func event(from line: String) throws -> InputEvent {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: Data(line.utf8)) } catch {
            throw Reason("not JSON: \(line.prefix(80))")
        }
        guard let o = object as? [String: Any] else { throw Reason("expected a JSON object") }
        // Linux Foundation gives true/false as a boolean NSNumber subclass, and a plain 0 or 1
        // also answers `is Bool`: tell them apart by class.
        func isBoolean(_ v: Any?) -> Bool { v.map { String(describing: type(of: $0)).contains("Boolean") || type(of: $0) == Bool.self } ?? false }
        func double(_ k: String) throws -> Double {
            guard let n = o[k] as? NSNumber, !isBoolean(o[k]), n.doubleValue.isFinite else {
                throw Reason(o[k] == nil ? "missing number \"\(k)\"" : "\"\(k)\" must be a finite number")
            }
            return n.doubleValue
        }
        func int(_ k: String) throws -> Int {
            let v = try double(k)
            guard v == v.rounded(), abs(v) < 1e9 else { throw Reason("\"\(k)\" must be a whole number") }
            return Int(v)
        }
        func bool(_ k: String) throws -> Bool {
            guard isBoolean(o[k]), let b = o[k] as? Bool else { throw Reason("missing true/false \"\(k)\"") }
            return b
        }
        func point() throws -> CGPoint { CGPoint(x: try double("x"), y: try double("y")) }
        let t = try double("t")
        guard t >= 0 else { throw Reason("\"t\" must be ≥ 0") }
        guard let type = o["type"] as? String else { throw Reason("missing string \"type\"") }
        let kind: InputEvent.Kind
        switch type {
        case "pointerEnter": kind = .pointerEnter(try point())
        case "pointerLeave": kind = .pointerLeave
        case "pointerMotion": kind = .pointerMotion(try point())
        case "pointerButton": kind = .pointerButton(try point(), button: try int("button"), pressed: try bool("pressed"))
        case "scroll":
            kind = .scroll(try point(), dx: try double("dx"), dy: try double("dy"),
                           value120x: (try? int("value120x")) ?? 0, value120y: (try? int("value120y")) ?? 0)
        case "key":
            let sym = try int("keysym")
            guard sym >= 0, sym <= Int(UInt32.max) else { throw Reason("\"keysym\" out of range") }
            var mods: KeyModifiers = []
            for name in (o["modifiers"] as? [Any]) ?? [] {
                guard let n = name as? String, let m = KeyModifiers.names.first(where: { $0.1 == n }) else {
                    throw Reason("unknown modifier \(name)")
                }
                mods.insert(m.0)
            }
            kind = .key(keysym: UInt32(sym), text: (o["text"] as? String) ?? "", pressed: try bool("pressed"),
                        isRepeat: (o["repeat"] as? Bool) ?? false, modifiers: mods)
        case "touchDown": kind = .touchDown(id: try int("id"), try point())
        case "touchMotion": kind = .touchMotion(id: try int("id"), try point())
        case "touchUp": kind = .touchUp(id: try int("id"))
        case "touchCancel": kind = .touchCancel
        case "resize":
            let w = try double("width"), h = try double("height")
            guard w > 0, h > 0 else { throw Reason("a resize needs a positive width and height") }
            kind = .resize(CGSize(width: w, height: h))
        case "close": kind = .close
        default: throw Reason("unknown event type \"\(type)\"")
        }
        var event = InputEvent(time: t, kind)
        if let v = o["view"] {
            guard let name = v as? String, !name.isEmpty else { throw Reason("\"view\" must be a view's name") }
            guard event.location != nil else { throw Reason("a \(type) event has no point to put in a view") }
            event.anchor = .init(view: name, point: CGPoint(x: try double("vx"), y: try double("vy")))
        }
        return event
    }
}

/// Appends events to a recording file as they happen (flushed per line, so a crash keeps
/// what came before).
public final class InputRecorder {
    private let handle: FileHandle
    public init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw InputRecording.ParseError(file: path, line: 0, reason: "cannot create the file")
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }
    deinit { try? handle.close() }
    public func record(_ e: InputEvent) {
        handle.write(Data((InputRecording.line(for: e) + "\n").utf8))
    }
}
