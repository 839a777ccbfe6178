#if canImport(Glibc)
import Glibc
#endif

/// What can go wrong talking to the compositor, each with a message a user can act on.
public enum WaylandError: Error, CustomStringConvertible, Equatable {
    /// No compositor socket: `WAYLAND_DISPLAY` unset, or nothing listening on it.
    case noCompositor(display: String?, runtimeDir: String?, errno: Int32)
    /// A global the shell cannot work without (wl_compositor ≥ 4, wl_shm, xdg_wm_base).
    case missingGlobal(String)
    /// The compositor closed the connection or it failed (errno), or it raised a protocol error.
    case connectionLost(errno: Int32, protocolError: String?)
    /// Shared memory for buffers could not be made (memfd, ftruncate or mmap failed).
    case sharedMemory(operation: String, errno: Int32)

    public var description: String {
        switch self {
        case let .noCompositor(display, runtime, e):
            let name = display ?? "(unset, so libwayland tries wayland-0)"
            let dir = runtime ?? "(unset)"
            return "cannot connect to a Wayland compositor: WAYLAND_DISPLAY=\(name), XDG_RUNTIME_DIR=\(dir): \(String(cString: strerror(e)))"
        case let .missingGlobal(name):
            return "the Wayland compositor does not offer \(name), which Lamina needs"
        case let .connectionLost(e, protocolError):
            if let p = protocolError { return "the Wayland compositor reported a protocol error: \(p)" }
            return "the connection to the Wayland compositor was lost: \(String(cString: strerror(e)))"
        case let .sharedMemory(op, e):
            return "cannot allocate shared memory for window buffers (\(op)): \(String(cString: strerror(e)))"
        }
    }
}
