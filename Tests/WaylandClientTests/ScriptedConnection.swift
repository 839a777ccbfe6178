import Foundation
import XCTest
import LaminaTestSupport
@testable import WaylandClient

/// A connection of this process to a scripted compositor: WAYLAND_DISPLAY and XDG_RUNTIME_DIR
/// point at it while `body` runs (WaylandDisplay reads them as libwayland does).
func withScriptedCompositor<T>(mode: String? = nil, _ body: (ScriptedCompositor) throws -> T) throws -> T {
    try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: ScriptedCompositor.executable) || runningInCI,
                      "lamina-test-compositor is not built (swift build builds it)")
    let compositor = try ScriptedCompositor(mode: mode)
    defer { compositor.stop() }
    let saved = ["WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
    setenv("WAYLAND_DISPLAY", compositor.socket, 1)
    setenv("XDG_RUNTIME_DIR", compositor.runtimeDir, 1)
    defer { for (k, v) in saved { if let v { setenv(k, v, 1) } else { unsetenv(k) } } }
    return try body(compositor)
}
