import Foundation

/// What every GL test pins before the first context: Mesa's CPU renderer (llvmpipe), so
/// pixel probes read the same on a machine with a GPU and on one without.
enum GLTestEnvironment {
    static func pin() {
        setenv("LIBGL_ALWAYS_SOFTWARE", "1", 1)
    }
}

