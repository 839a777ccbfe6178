import CEGL
import CGLES
import CPixelKernels
import Foundation
import QuartzCore

/// How a context's presents reach their layer: `glReadPixels` into one of a few pixel-buffer
/// objects, a fence after it, and a flush — so `presentRenderbuffer` returns while GL (or
/// llvmpipe's threads) still draws. The read-back thread waits on the fence through the
/// sharegroup's root context, maps the buffer and writes the rows, bottom-up in GL, top-down
/// into the layer's reusable frame image. Three buffers turn in order; a present finding all
/// three still being read waits for one (GL running ahead of its reader is held back, never
/// queued without end). A context of OpenGL ES 2 only (no pixel-buffer objects) reads
/// synchronously instead.
package final class FrameReadback: @unchecked Sendable {
    package static let thread = ReadbackThread()
    private static let bufferCount = 3

    private let sharegroup: EAGLSharegroup
    private let condition = NSCondition()
    private var buffers: [PackBuffer] = []
    private struct PackBuffer { var name: GLuint, bytes: Int, busy: Bool }
    /// Made on the context's thread at first present (framebuffer objects are not shared).
    private var framebuffer: GLuint = 0
    private var capabilities: (pixelBuffers: Bool, bgra: Bool)?
    /// The synchronous path's rows.
    private var rows: [UInt32] = []

    init(sharegroup: EAGLSharegroup) { self.sharegroup = sharegroup }

    /// Reads `renderbuffer` (current context, calling thread) toward its layer. False when GL
    /// refused the read (the present then shows nothing new).
    func present(_ renderbuffer: GLuint, _ storage: DrawableStorage, opaque: Bool) -> Bool {
        let caps = capabilities ?? probeCapabilities()
        let (w, h) = (storage.width, storage.height)
        var savedRead: GLint = 0, savedPack: GLint = 0, savedAlign: GLint = 0
        let readTarget = GLenum(caps.pixelBuffers ? GL_READ_FRAMEBUFFER : GL_FRAMEBUFFER)
        glGetIntegerv(GLenum(caps.pixelBuffers ? GL_READ_FRAMEBUFFER_BINDING : GL_FRAMEBUFFER_BINDING), &savedRead)
        glGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &savedAlign)
        if framebuffer == 0 { glGenFramebuffers(1, &framebuffer) }
        glBindFramebuffer(readTarget, framebuffer)
        glFramebufferRenderbuffer(readTarget, GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), renderbuffer)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
        defer {
            glBindFramebuffer(readTarget, GLuint(savedRead))
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), savedAlign)
        }
        // GL's own order where the driver reads BGRA natively, else RGBA (which every GL
        // reads, and Mesa's software drivers read as a plain copy) swapped by our own kernel.
        var preferred: GLint = 0
        if caps.bgra { glGetIntegerv(GLenum(GL_IMPLEMENTATION_COLOR_READ_FORMAT), &preferred) }
        let format = GLenum(preferred == Self.bgraFormat ? Self.bgraFormat : GL_RGBA)
        let bytes = w * h * 4
        storage.frames.begin()
        guard caps.pixelBuffers else {
            // Synchronous: into memory now, then into the layer's image.
            if rows.count < w * h { rows = [UInt32](repeating: 0, count: w * h) }
            let ok = rows.withUnsafeMutableBytes { raw -> Bool in
                glReadPixels(0, 0, GLsizei(w), GLsizei(h), format, GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
                guard glGetError() == GLenum(GL_NO_ERROR),
                      let image = storage.frames.image(width: w, height: h, opaque: opaque) else { return false }
                Self.copyFlipped(UnsafeRawPointer(raw.baseAddress!), into: image, swapRedBlue: format == GLenum(GL_RGBA))
                storage.frames.arrive(image)
                return true
            }
            if !ok { storage.frames.drop() }
            return ok
        }
        glGetIntegerv(GLenum(GL_PIXEL_PACK_BUFFER_BINDING), &savedPack)
        // The buffer list is shared with the read-back thread, so it is read under the lock.
        let (slot, taken) = takeBuffer()
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), taken.name)
        if taken.bytes != bytes {
            glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(bytes), nil, GLenum(GL_STREAM_READ))
            condition.lock(); buffers[slot].bytes = bytes; condition.unlock()
        }
        glReadPixels(0, 0, GLsizei(w), GLsizei(h), format, GLenum(GL_UNSIGNED_BYTE), nil)
        let error = glGetError()
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), GLuint(savedPack))
        guard error == GLenum(GL_NO_ERROR), let fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
            giveBack(slot)
            storage.frames.drop()
            Diagnostics.warn("EAGLContext.presentRenderbuffer: reading the renderbuffer back failed (GL error 0x\(String(error, radix: 16)))")
            return false
        }
        // The fence must reach GL before another context waits on it.
        glFlush()
        Self.thread.post(.read(ReadJob(owner: self, root: sharegroup.root, slot: slot, buffer: taken.name, bytes: bytes,
                                       fence: fence, width: w, height: h, opaque: opaque,
                                       swapRedBlue: format == GLenum(GL_RGBA), frames: storage.frames)))
        return true
    }

    private static let bgraFormat: Int32 = 0x80E1      // GL_BGRA_EXT (EXT_read_format_bgra)

    /// What this context can do: pixel-buffer objects (ES 3) and reading in BGRA order (the
    /// compositor's own, so rows are copied, not swizzled).
    private func probeCapabilities() -> (pixelBuffers: Bool, bgra: Bool) {
        let version = glGetString(GLenum(GL_VERSION)).map { String(cString: $0) } ?? ""
        let extensions = glGetString(GLenum(GL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        let caps = (pixelBuffers: version.hasPrefix("OpenGL ES 3"), bgra: extensions.contains("GL_EXT_read_format_bgra"))
        capabilities = caps
        return caps
    }

    // MARK: The pack buffers

    /// A free pack buffer's slot and a copy of its record, marked busy.
    private func takeBuffer() -> (slot: Int, buffer: PackBuffer) {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let free = buffers.firstIndex(where: { !$0.busy }) {
                buffers[free].busy = true
                return (free, buffers[free])
            }
            if buffers.count < Self.bufferCount {
                var name: GLuint = 0
                glGenBuffers(1, &name)
                buffers.append(PackBuffer(name: name, bytes: 0, busy: true))
                return (buffers.count - 1, buffers[buffers.count - 1])
            }
            condition.wait()
        }
    }

    func releaseAfterFailedRead(_ slot: Int) { giveBack(slot) }

    fileprivate func giveBack(_ slot: Int) {
        condition.lock(); buffers[slot].busy = false; condition.signal(); condition.unlock()
    }

    /// The context is going: its pack buffers are deleted through the root context, after
    /// the reads queued before (the read-back thread takes jobs in order).
    func retire() {
        let names = condition.withLock { buffers.map(\.name) }
        guard !names.isEmpty, let root = sharegroup.root else { return }
        Self.thread.post(.deleteBuffers(names, root: root, keepAlive: sharegroup))
    }

    /// Writes GL's bottom-up rows (`source`, 4 bytes a pixel, tightly packed) top-down into
    /// `image`'s pixels, swapping red and blue when GL gave RGBA.
    static func copyFlipped(_ source: UnsafeRawPointer, into image: CGImage, swapRedBlue: Bool) {
        let pixels = image.pixels
        lamina_copy_rows_flipped(source.assumingMemoryBound(to: UInt8.self), pixels.width * 4,
                                 pixels.pointer.assumingMemoryBound(to: UInt8.self), pixels.stride,
                                 Int32(pixels.width), Int32(pixels.height), swapRedBlue ? 1 : 0)
    }

    // MARK: The read-back thread's half

    /// A present's pixels on their way: the pack buffer, its fence, and where they go.
    package struct ReadJob: @unchecked Sendable {
        let owner: FrameReadback
        let root: EGLContext?
        let slot: Int
        let buffer: GLuint, bytes: Int
        let fence: GLsync
        let width: Int, height: Int
        let opaque: Bool, swapRedBlue: Bool
        let frames: PresentedFrames

        /// On the read-back thread, the root context current.
        func run() {
            defer { owner.giveBack(slot) }
            let waited = glClientWaitSync(fence, 0, 5_000_000_000)
            glDeleteSync(fence)
            guard waited == GLenum(GL_ALREADY_SIGNALED) || waited == GLenum(GL_CONDITION_SATISFIED) else {
                Diagnostics.warn("EAGLContext.presentRenderbuffer: GL did not finish the frame in 5 s; it is dropped")
                frames.drop(); return
            }
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffer)
            defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
            guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(bytes), GLbitfield(GL_MAP_READ_BIT)) else {
                frames.drop(); return
            }
            defer { glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER)) }
            guard let image = frames.image(width: width, height: height, opaque: opaque) else { frames.drop(); return }
            FrameReadback.copyFlipped(UnsafeRawPointer(mapped), into: image, swapRedBlue: swapRedBlue)
            frames.arrive(image)
        }
    }
}
