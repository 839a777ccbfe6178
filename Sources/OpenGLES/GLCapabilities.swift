import CGLES

/// What a context's driver can do for presents, asked once per context on its own thread.
/// Together they cut a pass over the frame's pixels; without them the present takes the
/// portable way (every OpenGL ES 3 reads RGBA bottom-up into a buffer that is mapped per read).
package struct GLCapabilities {
    /// OpenGL ES 3: pixel-buffer objects and fences, so reads need not wait for GL.
    package var pixelBuffers = false
    /// `GL_EXT_read_format_bgra`: rows read in the compositor's byte order.
    package var readsBGRA = false
    /// `GL_ANGLE_pack_reverse_row_order`: rows read top-down, as the compositor keeps them.
    package var reverseRows = false
    /// `GL_EXT_buffer_storage`: a pixel-buffer object mapped for its whole life, which the
    /// layer can show in place.
    package var persistentBuffers = false

    /// The current context's capabilities.
    static func probe() -> GLCapabilities {
        let version = glGetString(GLenum(GL_VERSION)).map { String(cString: $0) } ?? ""
        let list = glGetString(GLenum(GL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        let extensions = Set(list.split(separator: " ").map(String.init))
        var caps = GLCapabilities()
        caps.pixelBuffers = version.hasPrefix("OpenGL ES 3")
        caps.readsBGRA = extensions.contains("GL_EXT_read_format_bgra")
        caps.reverseRows = extensions.contains("GL_ANGLE_pack_reverse_row_order")
        caps.persistentBuffers = extensions.contains("GL_EXT_buffer_storage") && GLExtensionFunctions.bufferStorage != nil
        return caps
    }
}

/// Extension entry points, resolved once through EGL.
enum GLExtensionFunctions {
    typealias BufferStorage = @convention(c) (GLenum, GLsizeiptr, UnsafeRawPointer?, GLbitfield) -> Void

    /// `glBufferStorageEXT` (`GL_EXT_buffer_storage`).
    nonisolated(unsafe) static let bufferStorage: BufferStorage? =
        EGLConnection.procAddress("glBufferStorageEXT").map { unsafeBitCast($0, to: BufferStorage.self) }

    /// `GL_PACK_REVERSE_ROW_ORDER_ANGLE`.
    static let packReverseRowOrder = GLenum(0x93A4)
    /// `GL_BGRA_EXT`, the read format of `GL_EXT_read_format_bgra`.
    static let bgra = GLenum(0x80E1)
    /// `GL_MAP_PERSISTENT_BIT_EXT` and `GL_MAP_COHERENT_BIT_EXT`.
    static let mapPersistent = GLbitfield(0x0040), mapCoherent = GLbitfield(0x0080)
}
