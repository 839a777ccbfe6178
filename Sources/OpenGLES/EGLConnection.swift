import CEGL
import Foundation

/// The process's EGL display and the contexts made on it: Mesa's surfaceless platform (no
/// window system: a GPU's render node where there is one, llvmpipe on the CPU otherwise), so
/// the same GL code runs in a window, headless and in CI. Every EGL call of the module is
/// here. Contexts have no surface: GL draws into framebuffer objects only, as in EAGL.
package enum EGLConnection {
    /// The initialized display, or why there is none (said once, on first use).
    nonisolated(unsafe) private static let connection: Result<EGLDisplay, EGLFailure> = connect()

    package struct EGLFailure: Error, CustomStringConvertible {
        package let description: String
    }

    package static var display: EGLDisplay? {
        if case .success(let d) = connection { return d }
        return nil
    }

    /// Why OpenGL ES is unavailable, or nil when it is.
    package static var unavailableReason: String? {
        if case .failure(let f) = connection { return f.description }
        return nil
    }

    private static func connect() -> Result<EGLDisplay, EGLFailure> {
        let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil)
        guard let display else {
            return .failure(EGLFailure(description: "no EGL display on Mesa's surfaceless platform (\(errorName()))"))
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
            return .failure(EGLFailure(description: "EGL did not initialize (\(errorName())): no OpenGL ES driver"))
        }
        let extensions = String(cString: eglQueryString(display, EGL_EXTENSIONS))
        for needed in ["EGL_KHR_surfaceless_context", "EGL_KHR_create_context"] where !extensions.contains(needed) {
            eglTerminate(display)
            return .failure(EGLFailure(description: "the EGL driver lacks \(needed)"))
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGLBoolean(EGL_TRUE) else {
            eglTerminate(display)
            return .failure(EGLFailure(description: "the EGL driver offers no OpenGL ES (\(errorName()))"))
        }
        return .success(display)
    }

    /// A context of OpenGL ES `major` (2 or 3), sharing objects with `share` when given; nil
    /// when the driver cannot make one.
    package static func makeContext(major: Int, sharing share: EGLContext?) -> EGLContext? {
        guard let display else { return nil }
        var config: EGLConfig? = nil
        var count: EGLint = 0
        let want: [EGLint] = [
            EGL_RENDERABLE_TYPE, major >= 3 ? EGL_OPENGL_ES3_BIT : EGL_OPENGL_ES2_BIT,
            EGL_SURFACE_TYPE, EGL_PBUFFER_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8,
            EGL_NONE,
        ]
        guard eglChooseConfig(display, want, &config, 1, &count) == EGLBoolean(EGL_TRUE), count > 0 else { return nil }
        // EGL_BIND_API is per thread: the caller's thread may never have asked.
        eglBindAPI(EGLenum(EGL_OPENGL_ES_API))
        let attributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, EGLint(major), EGL_NONE]
        return eglCreateContext(display, config, share, attributes)
    }

    /// Makes `context` current on this thread (nil: none). False when EGL refuses — a context
    /// current on another thread is refused (EGL_BAD_ACCESS).
    package static func makeCurrent(_ context: EGLContext?) -> Bool {
        guard let display else { return context == nil }
        eglBindAPI(EGLenum(EGL_OPENGL_ES_API))
        return eglMakeCurrent(display, nil, nil, context) == EGLBoolean(EGL_TRUE)
    }

    /// The context current on this thread, as EGL knows it.
    package static var currentContext: EGLContext? { eglGetCurrentContext() }

    package static func destroy(_ context: EGLContext) {
        guard let display else { return }
        eglDestroyContext(display, context)
    }

    /// The entry point of an extension function (Khronos headers declare these only as
    /// pointer types), for the caller to cast to its C type; nil when EGL has none. Mesa
    /// answers any name, so callers check the extension string first.
    package static func procAddress(_ name: String) -> UnsafeRawPointer? {
        eglGetProcAddress(name).map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }

    /// The last EGL error on this thread, by name.
    package static func errorName() -> String {
        let e = eglGetError()
        switch e {
        case EGL_SUCCESS: return "EGL_SUCCESS"
        case EGL_NOT_INITIALIZED: return "EGL_NOT_INITIALIZED"
        case EGL_BAD_ACCESS: return "EGL_BAD_ACCESS"
        case EGL_BAD_ALLOC: return "EGL_BAD_ALLOC"
        case EGL_BAD_CONFIG: return "EGL_BAD_CONFIG"
        case EGL_BAD_CONTEXT: return "EGL_BAD_CONTEXT"
        case EGL_BAD_DISPLAY: return "EGL_BAD_DISPLAY"
        case EGL_BAD_MATCH: return "EGL_BAD_MATCH"
        case EGL_BAD_PARAMETER: return "EGL_BAD_PARAMETER"
        default: return "EGL error 0x\(String(e, radix: 16))"
        }
    }
}
