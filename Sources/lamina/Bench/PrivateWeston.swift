import Foundation

/// A private headless weston (pixman renderer) for the benches that need a window, in a
/// runtime directory of its own; nil when weston is not installed or does not start.
final class PrivateWeston {
    let runtimeDir: String
    let socket = "lamina-bench"
    private let process = Process()

    init?() {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/weston") else { return nil }
        runtimeDir = NSTemporaryDirectory() + "lamina-bench-\(UUID().uuidString.prefix(8))"
        do {
            try FileManager.default.createDirectory(atPath: runtimeDir, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch { return nil }
        let log = runtimeDir + "/weston.log"
        process.executableURL = URL(fileURLWithPath: "/usr/bin/weston")
        process.arguments = ["--backend=headless-backend.so", "--use-pixman", "--idle-time=0", "--socket=\(socket)",
                             "--width=1280", "--height=720", "--log=\(log)"]
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtimeDir
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Up once its shell is loaded (the socket comes earlier).
        let deadline = Date() + 10
        while Date() < deadline {
            if ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("desktop-shell.so'") { break }
            usleep(20_000)
        }
        guard process.isRunning, Date() < deadline else { stop(); return nil }
        usleep(200_000)
    }

    deinit { stop() }

    /// CPU seconds weston has run so far (what recompositing its clients costs it).
    var cpuSeconds: Double { cpuSecondsOfThreads(of: process) }

    func stop() {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: runtimeDir)
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtimeDir
        env["WAYLAND_DISPLAY"] = socket
        return env
    }
}

/// This executable run as a child with `arguments` (and `environment`), its output collected.
final class LaminaChild {
    let process = Process()
    private let out = Pipe()
    private var data = Data()
    private let reader = DispatchGroup()

    init(_ arguments: [String], environment: [String: String]? = nil) throws {
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        reader.enter()
        let out = out, box = Collected()
        collected = box
        Thread { [reader] in
            box.data = out.fileHandleForReading.readDataToEndOfFile()
            reader.leave()
        }.start()
    }
    private final class Collected: @unchecked Sendable { var data = Data() }
    private var collected: Collected?

    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Waits for the child (killing it after `timeout` seconds) and returns its output.
    func finish(timeout: Double = 60) -> String {
        let deadline = Date() + timeout
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        _ = reader.wait(timeout: .now() + 5)
        return String(decoding: collected?.data ?? Data(), as: UTF8.self)
    }

    /// CPU seconds every thread of the child has run so far.
    var cpuSeconds: Double { cpuSecondsOfThreads(of: process) }
}

/// CPU seconds the live threads of `process` have run so far (the kernel's scheduler statistics).
func cpuSecondsOfThreads(of process: Process) -> Double {
    let dir = "/proc/\(process.processIdentifier)/task"
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return tasks.reduce(0) { sum, task in
        let fields = ((try? String(contentsOfFile: "\(dir)/\(task)/schedstat", encoding: .utf8)) ?? "").split(separator: " ")
        return sum + (fields.first.flatMap { Double($0) } ?? 0) / 1e9
    }
}
