/// The OpenGL ES version a context speaks (Apple: EAGLRenderingAPI).
public enum EAGLRenderingAPI: UInt, Sendable {
    /// OpenGL ES 1.1, fixed function: not offered here (its C API is not in the module), so a
    /// context asking for it is nil, as Apple's is where an API is unsupported.
    case openGLES1 = 1
    /// OpenGL ES 2.0 (vertex and fragment shaders); the context Mesa gives is a compatible
    /// 3.x one, so ES 3 calls work too, as on Apple hardware.
    case openGLES2 = 2
    /// OpenGL ES 3.0.
    case openGLES3 = 3
}
