import CEventLoop
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT and SIGTERM end the window's run loop cleanly; SIGPIPE and SIGXFSZ become errors.
nonisolated(unsafe) private var quitSignal: sig_atomic_t = 0
/// Written by the handler of SIGINT and SIGTERM: it wakes the main run loop, which then stops.
let signalWakeup: Int32 = lamina_eventfd()

func installSignalHandlers() {
    _ = signalWakeup
    signal(SIGINT) { _ in quitSignal = 1; lamina_eventfd_signal(signalWakeup) }
    signal(SIGTERM) { _ in quitSignal = 1; lamina_eventfd_signal(signalWakeup) }
    signal(SIGPIPE, SIG_IGN)
    // Growing a buffer's file past RLIMIT_FSIZE is an error to report, not a reason to die.
    signal(SIGXFSZ, SIG_IGN)
}

func signalledToQuit() -> Bool { quitSignal != 0 }
