import Foundation
import XCTest
import CoreGraphics
import LaminaTestSupport

/// A real compositor for a test: weston headless (or weston on Xvfb for input with xdotool),
/// in a private XDG_RUNTIME_DIR, stopped at the end. Its log is kept to check for protocol errors.
final class CompositorSession {
    let runtimeDir: String
    let socket = "lamina-test"
    let log: String
    private var processes: [Process] = []
    private(set) var xDisplay: String?

    /// Whether weston (and for input Xvfb and xdotool) are installed; scripts/setup installs them.
    static func available(input: Bool = false) -> Bool {
        (input ? ["weston", "Xvfb", "xdotool"] : ["weston", "weston-screenshooter"]).allSatisfy { tool in
            ["/usr/bin/", "/usr/local/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
        }
    }

    init(input: Bool = false, width: Int = 1280, height: Int = 1024, scale: Int = 1) throws {
        runtimeDir = NSTemporaryDirectory() + "lamina-xdg-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: runtimeDir, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        log = runtimeDir + "/weston.log"
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtimeDir
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        var args = ["--use-pixman", "--idle-time=0", "--debug", "--socket=\(socket)", "--width=\(width)", "--height=\(height)",
                    "--log=\(log)", "--scale=\(scale)"]
        if input {
            // Xvfb on a free display, weston's X11 backend in it, kiosk-shell so the window
            // fills the output at its origin (known coordinates for xdotool).
            let n = (90...140).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") } ?? 99
            xDisplay = ":\(n)"
            try start("/usr/bin/Xvfb", [xDisplay!, "-screen", "0", "\(width + 64)x\(height + 64)x24", "-nolisten", "tcp", "-ac"], env: env)
            try waitFor { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") }
            env["DISPLAY"] = xDisplay
            args = ["--backend=x11-backend.so", "--shell=kiosk-shell.so"] + args
        } else {
            args = ["--backend=headless-backend.so"] + args
        }
        try start("/usr/bin/weston", args, env: env)
        try waitFor { FileManager.default.fileExists(atPath: self.runtimeDir + "/" + self.socket) }
        // The socket exists before the shell is loaded: wait until weston says it has loaded it
        // (a client connecting earlier was seen, rarely and only under load, to lose its
        // connection at once).
        try waitFor {
            let text = (try? String(contentsOfFile: self.log, encoding: .utf8)) ?? ""
            return text.contains("desktop-shell.so'") || text.contains("kiosk-shell.so'")
        }
        Thread.sleep(forTimeInterval: 0.3)
    }

    deinit { stop() }

    func stop() {
        for p in processes.reversed() where p.isRunning { p.terminate(); p.waitUntilExit() }
        processes = []
    }

    /// Stops weston alone (the compositor going away under a client).
    func killCompositor() {
        if let w = processes.last, w.isRunning { w.terminate(); w.waitUntilExit() }
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtimeDir
        env["WAYLAND_DISPLAY"] = socket
        env["SWIFT_BACKTRACE"] = "enable=no"
        if let xDisplay { env["DISPLAY"] = xDisplay }
        return env
    }

    private func start(_ path: String, _ args: [String], env: [String: String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.environment = env
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        processes.append(p)
    }

    private func waitFor(_ ready: () -> Bool) throws {
        for _ in 0..<100 where !ready() { Thread.sleep(forTimeInterval: 0.05) }
        guard ready() else { throw NSError(domain: "CompositorSession", code: 1, userInfo: [NSLocalizedDescriptionKey: "did not start"]) }
    }

    /// Protocol errors weston logged (none expected).
    var protocolErrors: [String] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { $0.localizedCaseInsensitiveContains("protocol error") }
    }

    /// A screenshot of the whole output, by weston-screenshooter.
    func screenshot() throws -> CGImage {
        let dir = runtimeDir + "/shots-\(UUID().uuidString.prefix(6))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/weston-screenshooter")
        p.environment = environment
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        try p.run()
        p.waitUntilExit()
        guard let file = try FileManager.default.contentsOfDirectory(atPath: dir).first(where: { $0.hasSuffix(".png") }),
              let provider = CGDataProvider(url: URL(fileURLWithPath: dir + "/" + file)),
              let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { throw NSError(domain: "CompositorSession", code: 2, userInfo: [NSLocalizedDescriptionKey: "no screenshot"]) }
        return image
    }

    /// A screenshot once the compositor's own animations ended (weston fades a new window
    /// in): taken again until two in a row are the same, at most `timeout` seconds.
    func settledScreenshot(timeout: Double = 20) throws -> CGImage {
        var last = try screenshot()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let next = try screenshot()
            if next.dataProvider?.data == last.dataProvider?.data { return next }
            last = next
        }
        return last
    }

    /// Runs xdotool against the X display.
    func xdotool(_ args: [String]) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        p.arguments = args
        p.environment = environment
        try? p.run()
        p.waitUntilExit()
    }
}

/// The `lamina` executable built next to the tests, run as a child process.
final class LaminaProcess {
    let process = Process()
    private let out = Pipe(), err = Pipe()
    private(set) var stdout = "", stderr = ""

    static var executable: String {
        if let path = ProcessInfo.processInfo.environment["LAMINA_BIN"] { return path }
        return repositoryRoot.appendingPathComponent(".build/debug/lamina").path
    }

    init(_ args: [String], environment: [String: String], shell: String? = nil, executable: String = LaminaProcess.executable) throws {
        if let shell {
            // For arguments Foundation cannot pass (invalid UTF-8): through bash.
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", shell.replacingOccurrences(of: "LAMINA", with: "'\(Self.executable)'")]
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = args
        }
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained as the child writes: one left unread fills (64 KB: a few
        // sanitizer reports) and blocks the child in `write`, and its exit never comes.
        let collected = collected, readers = readers
        for (pipe, isOut) in [(out, true), (err, false)] {
            readers.enter()
            Thread {
                // In chunks as they come, so a test can wait for a line while the child runs.
                while case let data = pipe.fileHandleForReading.availableData, !data.isEmpty {
                    collected.lock.lock()
                    if isOut { collected.out.append(data) } else { collected.err.append(data) }
                    collected.lock.unlock()
                }
                readers.leave()
            }.start()
        }
    }

    /// What the reader threads took from the pipes.
    private final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var out = Data(), err = Data()
    }
    private let readers = DispatchGroup()
    private let collected = Collected()

    /// What the child has written to stdout so far, while it runs.
    var stdoutSoFar: String {
        collected.lock.lock()
        defer { collected.lock.unlock() }
        return String(decoding: collected.out, as: UTF8.self)
    }

    /// Waits until what the child wrote to stdout satisfies `ready` (polling; at most
    /// `timeout` seconds, more under a sanitizer). False when it did not, or the child ended.
    @discardableResult
    func waitForOutput(timeout: Double = 30, _ ready: (String) -> Bool) -> Bool {
        let limit = ProcessInfo.processInfo.environment["LAMINA_SANITIZER"] == nil ? timeout : timeout * 4
        let deadline = Date().addingTimeInterval(limit)
        while Date() < deadline {
            if ready(stdoutSoFar) { return true }
            if !process.isRunning { return ready(stdoutSoFar) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// The stdout lines, without `--print-frames`' frame and presentation lines.
    var stateLines: [String] {
        stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("frame ") && !$0.hasPrefix("presented ") }
    }

    /// Waits for the window's first frame on screen (`--print-frames` prints its presentation).
    @discardableResult
    func waitForFirstFrameShown(timeout: Double = 30) -> Bool { waitForOutput(timeout: timeout) { $0.contains("presented ") } }

    /// Waits until stdout has stayed the same for `quiet` seconds (with `--print-frames`: no
    /// frame drawn for that long — the window settled).
    func waitUntilQuiet(_ quiet: Double, timeout: Double = 30) {
        var last = stdoutSoFar, since = Date()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
            let now = stdoutSoFar
            if now != last { last = now; since = Date() } else if Date().timeIntervalSince(since) >= quiet { return }
        }
    }

    /// Asks it to quit now (SIGINT: the window stops its run loop and exits cleanly) and
    /// collects its output, as `finish` does.
    @discardableResult
    func stop() -> Int32 { finish(timeout: 0) }

    /// Waits for exit (interrupting, then killing it after `timeout`) and collects its output.
    @discardableResult
    func finish(timeout: Double = 30) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        for stop in [{ self.process.interrupt() }, { self.process.terminate() }, { _ = kill(self.process.processIdentifier, SIGKILL) }] {
            guard process.isRunning else { break }
            stop()
            for _ in 0..<20 where process.isRunning { Thread.sleep(forTimeInterval: 0.05) }
        }
        process.waitUntilExit()
        // A grandchild (the `shell` form) may hold the pipes open: take what came by then.
        _ = readers.wait(timeout: .now() + 5)
        collected.lock.lock()
        stdout = String(decoding: collected.out, as: UTF8.self)
        stderr = String(decoding: collected.err, as: UTF8.self)
        collected.lock.unlock()
        return process.terminationStatus
    }

    /// Context switches of the main thread so far (each is a wakeup from poll).
    /// Context switches of every thread of the process (main and render thread).
    var contextSwitches: Int {
        let dir = "/proc/\(process.processIdentifier)/task"
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return tasks.reduce(0) { sum, task in
            let status = (try? String(contentsOfFile: "\(dir)/\(task)/status", encoding: .utf8)) ?? ""
            return sum + status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
                .compactMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) }.reduce(0, +)
        }
    }

    /// `key=value` pairs of the `stats` line.
    var stats: [String: String] {
        guard let line = stdout.split(separator: "\n").last(where: { $0.hasPrefix("stats ") }) else { return [:] }
        return Dictionary(line.split(separator: " ").dropFirst().compactMap { kv -> (String, String)? in
            let p = kv.split(separator: "=", maxSplits: 1)
            return p.count == 2 ? (String(p[0]), String(p[1])) : nil
        }, uniquingKeysWith: { a, _ in a })
    }
}

/// A shell command's trimmed output (xdotool searches for the window, say).
func shell(_ command: String, _ env: [String: String]) -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["-c", command]
    p.environment = env
    let out = Pipe()
    p.standardOutput = out
    try? p.run()
    p.waitUntilExit()
    return String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// Skips the test when `available` is false on a developer's machine; in CI fails it, since
/// scripts/setup installs every tool and builds every product the window tests need.
func require(_ available: Bool, _ what: String) throws {
    guard !available else { return }
    if runningInCI { throw MissingPrerequisite(what) }
    throw XCTSkip("\(what) is not here (scripts/setup installs it)")
}
