import Foundation
import CoreGraphics

/// The scripted test compositor (`Tests/TestCompositor`, built with the package) in a private
/// XDG_RUNTIME_DIR: what weston 10 cannot do — touch, a compose key, fractional scale, and a
/// report of the client's move and resize requests. Commands go to its stdin; its report
/// lines are collected as they come.
public final class ScriptedCompositor: @unchecked Sendable {
    public let runtimeDir: String
    public let socket = "lamina-scripted"
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private let lock = NSLock()
    private var received: [String] = []
    private var partial = Data()

    /// Built with the package, beside `lamina` (`LAMINA_BIN` names a sanitized build's).
    public static var executable: String {
        let lamina = ProcessInfo.processInfo.environment["LAMINA_BIN"]
            ?? repositoryRoot.appendingPathComponent(".build/debug/lamina").path
        return URL(fileURLWithPath: lamina).deletingLastPathComponent().appendingPathComponent("lamina-test-compositor").path
    }

    /// `mode`: `old-globals` or `old-compositor` (globals at lower versions, see main.c).
    public init(mode: String? = nil) throws {
        runtimeDir = NSTemporaryDirectory() + "lamina-scripted-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: runtimeDir, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = [socket] + (mode.map { [$0] } ?? [])
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtimeDir
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.take(handle.availableData) }
        try process.run()
        guard waitFor({ $0.hasPrefix("ready") }) != nil else { throw CocoaError(.fileReadUnknown) }
    }

    deinit { stop() }

    public func stop() {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate(); process.waitUntilExit() }
    }

    private func take(_ data: Data) {
        lock.lock(); defer { lock.unlock() }
        partial.append(data)
        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
            received.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
            partial.removeSubrange(partial.startIndex...newline)
        }
    }

    /// Every report line so far.
    public var report: [String] { lock.lock(); defer { lock.unlock() }; return received }

    /// The first report line (from the start) that `match` accepts, waiting up to `timeout` seconds for it.
    @discardableResult
    public func waitFor(_ match: (String) -> Bool, timeout: Double = 10) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let line = report.first(where: match) { return line }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return nil
    }

    /// Sends one command and waits until the compositor has carried it out.
    public func send(_ command: String) {
        let before = report.count
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        let word = command.split(separator: " ").first.map(String.init) ?? command
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, !report.dropFirst(before).contains(where: { $0 == "done \(word)" || $0.hasPrefix("error") }) {
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Runs `commands` one after another, `pause` seconds apart (the client sees separate events).
    public func send(_ commands: [String], pause: Double = 0.05) {
        for c in commands { send(c); Thread.sleep(forTimeInterval: pause) }
    }

    public var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtimeDir
        env["WAYLAND_DISPLAY"] = socket
        env["SWIFT_BACKTRACE"] = "enable=no"
        return env
    }

    /// Runs `body` with WAYLAND_DISPLAY and XDG_RUNTIME_DIR naming this compositor (an
    /// in-process client connects to it), then puts the process's environment back.
    public func withEnvironment<T>(_ body: () throws -> T) rethrows -> T {
        let restore = enterEnvironment()
        defer { restore() }
        return try body()
    }

    /// Points WAYLAND_DISPLAY and XDG_RUNTIME_DIR at this compositor; the closure returned
    /// puts them back.
    public func enterEnvironment() -> () -> Void {
        let saved = ["WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        setenv("WAYLAND_DISPLAY", socket, 1)
        setenv("XDG_RUNTIME_DIR", runtimeDir, 1)
        return { for (k, v) in saved { if let v { setenv(k, v, 1) } else { unsetenv(k) } } }
    }

    /// The toplevel's last buffer, saved by the compositor and read back.
    public func lastBuffer() throws -> CGImage {
        let path = runtimeDir + "/buffer.ppm"
        send("save \(path)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        // "P6\nW H\n255\n" then RGB triples.
        var fields: [Int] = [], i = data.startIndex, field = ""
        while fields.count < 4, i < data.endIndex {
            let c = Character(UnicodeScalar(data[i]))
            if c.isWhitespace { if !field.isEmpty { fields.append(Int(field) ?? 0); field = "" } } else if c != "P" { field.append(c) }
            i += 1
        }
        let (w, h) = (fields[1], fields[2])
        var rgba = [UInt8](repeating: 255, count: w * h * 4)
        for p in 0..<(w * h) { for k in 0..<3 { rgba[p * 4 + k] = data[i + p * 3 + k] } }
        return rgbaImage(width: w, height: h, rgba)
    }
}
