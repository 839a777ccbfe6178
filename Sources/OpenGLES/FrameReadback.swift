import CEGL
import CGLES
import CPixelKernels
import CoreGraphics
import Foundation
import QuartzCore

/// How a context's presents reach their layer: `glReadPixels` into a pixel-buffer object, a
/// fence after it, and a flush — so `presentRenderbuffer` returns while GL (or llvmpipe's
/// threads) still draws. The read-back thread waits on the fence through the sharegroup's root
/// context and hands the frame on. Two ways, by what the driver can:
///
/// - **Shown in place.** Where GL reads rows top-down (`GL_ANGLE_pack_reverse_row_order`) in
///   the compositor's byte order (`GL_EXT_read_format_bgra`) into a buffer mapped for its life
///   (`GL_EXT_buffer_storage`), the frame image is the mapping itself: GL's read is the only
///   pass before the compositor's. A buffer is read into again only when nothing holds its
///   image (not the newest frame, not the layer, no render thread), so GL never writes pixels
///   being shown; when all are held another is made, up to a few.
/// - **Copied.** Otherwise three buffers turn in order, each mapped per read and its rows
///   copied (flipped, red and blue swapped, as needed) into the layer's reusable frame image;
///   a present finding all three still being read waits for one (GL running ahead of its
///   reader is held back, never queued without end).
///
/// A context of OpenGL ES 2 only (no pixel-buffer objects) reads synchronously instead.
package final class FrameReadback: @unchecked Sendable {
    package static let thread = ReadbackThread()
    private static let copyBufferCount = 3
    /// The newest frame, the one the layer shows, one a render thread composites and a few in
    /// flight.
    private static let shownBufferLimit = 6

    private let sharegroup: EAGLSharegroup
    private let condition = NSCondition()
    /// Buffers mapped per read, and buffers mapped for life with the image over them.
    private var copyBuffers: [CopyBuffer] = []
    private var shownBuffers: [ShownBuffer] = []
    private struct CopyBuffer { var name: GLuint, bytes: Int, busy: Bool }
    private struct ShownBuffer { let name: GLuint; var image: CGImage; var busy: Bool }
    /// Made on the context's thread at first present (framebuffer objects are not shared).
    private var framebuffer: GLuint = 0
    private var capabilities: GLCapabilities?
    /// The synchronous path's rows.
    private var rows: [UInt32] = []

    init(sharegroup: EAGLSharegroup) { self.sharegroup = sharegroup }

    /// The context's capabilities (asked of GL the first time; the context must be current).
    package var capabilitiesHere: GLCapabilities {
        if let capabilities { return capabilities }
        let probed = GLCapabilities.probe()
        capabilities = probed
        return probed
    }

    /// How GL's rows differ from the compositor's: upside down, red and blue swapped.
    private struct RowOrder {
        var flipped: Bool, swapRedBlue: Bool
        var isNative: Bool { !flipped && !swapRedBlue }
    }

    /// Reads `renderbuffer` (current context, calling thread) toward its layer. False when GL
    /// refused the read (the present then shows nothing new).
    func present(_ renderbuffer: GLuint, _ storage: DrawableStorage, opaque: Bool) -> Bool {
        let caps = capabilitiesHere
        let (w, h) = (storage.width, storage.height)
        var savedRead: GLint = 0, savedAlign: GLint = 0, savedReverse: GLint = 0
        let readTarget = GLenum(caps.pixelBuffers ? GL_READ_FRAMEBUFFER : GL_FRAMEBUFFER)
        glGetIntegerv(GLenum(caps.pixelBuffers ? GL_READ_FRAMEBUFFER_BINDING : GL_FRAMEBUFFER_BINDING), &savedRead)
        glGetIntegerv(GLenum(GL_PACK_ALIGNMENT), &savedAlign)
        if caps.reverseRows { glGetIntegerv(GLExtensionFunctions.packReverseRowOrder, &savedReverse) }
        if framebuffer == 0 { glGenFramebuffers(1, &framebuffer) }
        glBindFramebuffer(readTarget, framebuffer)
        glFramebufferRenderbuffer(readTarget, GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), renderbuffer)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
        if caps.reverseRows { glPixelStorei(GLExtensionFunctions.packReverseRowOrder, 1) }
        defer {
            glBindFramebuffer(readTarget, GLuint(savedRead))
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), savedAlign)
            if caps.reverseRows { glPixelStorei(GLExtensionFunctions.packReverseRowOrder, savedReverse) }
        }
        // Where GL can give the compositor's rows as they are (top-down BGRA), it does: the
        // read lands where the frame is shown, or the copy after it is a plain one. Otherwise
        // GL's own order where it reads BGRA natively, else RGBA — which every GL reads, and
        // Mesa's software drivers read from the RGBA storage EAGL gives as a plain copy, where
        // their BGRA read is a swizzle — swapped by our own kernel in the copy made anyway.
        // (The storage stays RGBA8: apps resolve multisampled RGBA8 buffers into it, which
        // OpenGL ES allows only between equal formats.)
        let format: GLenum
        if caps.reverseRows && caps.readsBGRA {
            format = GLExtensionFunctions.bgra
        } else {
            var preferred: GLint = 0
            if caps.readsBGRA { glGetIntegerv(GLenum(GL_IMPLEMENTATION_COLOR_READ_FORMAT), &preferred) }
            format = preferred == GLint(GLExtensionFunctions.bgra) ? GLExtensionFunctions.bgra : GLenum(GL_RGBA)
        }
        let order = RowOrder(flipped: !caps.reverseRows, swapRedBlue: format == GLenum(GL_RGBA))
        storage.frames.begin()
        guard caps.pixelBuffers else { return presentSynchronously(format: format, order: order, storage, opaque: opaque) }

        var savedPack: GLint = 0
        glGetIntegerv(GLenum(GL_PIXEL_PACK_BUFFER_BINDING), &savedPack)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), GLuint(savedPack)) }
        let job: ReadJob
        if order.isNative, caps.persistentBuffers, let root = sharegroup.root,
           let shown = takeShownBuffer(width: w, height: h, opaque: opaque) {
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), shown.name)
            glReadPixels(0, 0, GLsizei(w), GLsizei(h), format, GLenum(GL_UNSIGNED_BYTE), nil)
            guard let fence = fenceAfterRead(buffer: shown.name, storage) else { return false }
            job = ReadJob(owner: self, root: root, buffer: shown.name, fence: fence, destination: .inPlace(shown.image),
                          frames: storage.frames)
        } else {
            let bytes = w * h * 4
            let taken = takeCopyBuffer()
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), taken.name)
            if taken.bytes != bytes {
                glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(bytes), nil, GLenum(GL_STREAM_READ))
                condition.withLock { copyBuffers[copyBuffers.firstIndex { $0.name == taken.name }!].bytes = bytes }
            }
            glReadPixels(0, 0, GLsizei(w), GLsizei(h), format, GLenum(GL_UNSIGNED_BYTE), nil)
            guard let fence = fenceAfterRead(buffer: taken.name, storage) else { return false }
            job = ReadJob(owner: self, root: sharegroup.root, buffer: taken.name, fence: fence,
                          destination: .copy(bytes: bytes, width: w, height: h, opaque: opaque, flipped: order.flipped,
                                             swapRedBlue: order.swapRedBlue),
                          frames: storage.frames)
        }
        Self.thread.post(.read(job))
        return true
    }

    /// A fence after the read just issued into `buffer`, flushed so another context can wait
    /// on it; nil (the buffer given back, the present dropped, a warning) when GL refused.
    private func fenceAfterRead(buffer: GLuint, _ storage: DrawableStorage) -> GLsync? {
        let error = glGetError()
        guard error == GLenum(GL_NO_ERROR), let fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
            giveBack(buffer)
            storage.frames.drop()
            Diagnostics.warn("EAGLContext.presentRenderbuffer: reading the renderbuffer back failed (GL error 0x\(String(error, radix: 16)))")
            return nil
        }
        glFlush()
        return fence
    }

    /// OpenGL ES 2: the rows are read now — straight into the layer's image where GL gives
    /// them in its order, else into memory and copied.
    private func presentSynchronously(format: GLenum, order: RowOrder, _ storage: DrawableStorage, opaque: Bool) -> Bool {
        let (w, h) = (storage.width, storage.height)
        guard let image = storage.frames.image(width: w, height: h, opaque: opaque) else {
            storage.frames.drop()
            return false
        }
        let ok: Bool
        if order.isNative, image.pixels.stride == w * 4 {
            glReadPixels(0, 0, GLsizei(w), GLsizei(h), format, GLenum(GL_UNSIGNED_BYTE), image.pixels.pointer)
            ok = glGetError() == GLenum(GL_NO_ERROR)
        } else {
            if rows.count < w * h { rows = [UInt32](repeating: 0, count: w * h) }
            ok = rows.withUnsafeMutableBytes { raw -> Bool in
                glReadPixels(0, 0, GLsizei(w), GLsizei(h), format, GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
                guard glGetError() == GLenum(GL_NO_ERROR) else { return false }
                Self.copy(UnsafeRawPointer(raw.baseAddress!), into: image, flipped: order.flipped, swapRedBlue: order.swapRedBlue)
                return true
            }
        }
        if ok { storage.frames.arrive(image) } else { storage.frames.drop() }
        return ok
    }

    // MARK: The pack buffers

    /// A buffer mapped for its life whose image nothing else holds, of this size and format,
    /// marked busy; made when none is free and there are fewer than the limit. Nil when the
    /// driver refuses to make one, or every buffer's image is held elsewhere and none is being
    /// read (the present is then copied). Called with the context current.
    private func takeShownBuffer(width: Int, height: Int, opaque: Bool) -> ShownBuffer? {
        let format: PixelBuffer.Format = opaque ? .rgb24 : .argb32
        condition.lock()
        defer { condition.unlock() }
        while true {
            // Buffers of another size or format go once no read uses them; their images delete
            // them when the last holder lets go.
            shownBuffers.removeAll {
                !$0.busy && ($0.image.width != width || $0.image.height != height || $0.image.pixels.format != format)
            }
            for i in shownBuffers.indices where !shownBuffers[i].busy && isKnownUniquelyReferenced(&shownBuffers[i].image) {
                shownBuffers[i].busy = true
                return shownBuffers[i]
            }
            if shownBuffers.count < Self.shownBufferLimit {
                guard let made = makeShownBuffer(width: width, height: height, format: format) else { return nil }
                shownBuffers.append(made)
                return made
            }
            guard shownBuffers.contains(where: \.busy) else { return nil }
            condition.wait()
        }
    }

    /// A pack buffer with immutable storage mapped for its life (persistent, coherent: GL's
    /// writes are seen once its fence has passed), and an image over the mapping that deletes
    /// the buffer when it goes. Busy. Called with the context current, under the lock.
    private func makeShownBuffer(width: Int, height: Int, format: PixelBuffer.Format) -> ShownBuffer? {
        guard let storage = GLExtensionFunctions.bufferStorage, sharegroup.root != nil else { return nil }
        let bytes = width * height * 4
        let flags = GLbitfield(GL_MAP_READ_BIT) | GLExtensionFunctions.mapPersistent | GLExtensionFunctions.mapCoherent
        var name: GLuint = 0
        glGenBuffers(1, &name)
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), name)
        storage(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(bytes), nil, flags)
        guard glGetError() == GLenum(GL_NO_ERROR),
              let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(bytes), flags) else {
            glDeleteBuffers(1, &name)
            _ = glGetError()
            return nil
        }
        let group = sharegroup, buffer = name
        let pixels = PixelBuffer(wrapping: mapped, width: width, height: height, stride: width * 4, format: format) {
            if let root = group.root { Self.thread.post(.deleteBuffers([buffer], root: root, keepAlive: group)) }
        }
        return ShownBuffer(name: name, image: CGImage(pixels: pixels), busy: true)
    }

    /// A free buffer mapped per read (its name and the size it was last given), marked busy.
    private func takeCopyBuffer() -> CopyBuffer {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let free = copyBuffers.firstIndex(where: { !$0.busy }) {
                copyBuffers[free].busy = true
                return copyBuffers[free]
            }
            if copyBuffers.count < Self.copyBufferCount {
                var name: GLuint = 0
                glGenBuffers(1, &name)
                copyBuffers.append(CopyBuffer(name: name, bytes: 0, busy: true))
                return copyBuffers[copyBuffers.count - 1]
            }
            condition.wait()
        }
    }

    /// How many buffers this context shows in place (for tests).
    package var buffersShownInPlace: Int { condition.withLock { shownBuffers.count } }

    /// The read into `buffer` is over (shown, copied, or failed).
    func giveBack(_ buffer: GLuint) {
        condition.lock()
        if let i = copyBuffers.firstIndex(where: { $0.name == buffer }) { copyBuffers[i].busy = false }
        if let i = shownBuffers.firstIndex(where: { $0.name == buffer }) { shownBuffers[i].busy = false }
        condition.broadcast()
        condition.unlock()
    }

    /// The context is going: its copy buffers are deleted through the root context, after the
    /// reads queued before (the read-back thread takes jobs in order); shown buffers go with
    /// their images.
    func retire() {
        let names = condition.withLock { () -> [GLuint] in
            shownBuffers.removeAll()
            return copyBuffers.map(\.name)
        }
        guard !names.isEmpty, let root = sharegroup.root else { return }
        Self.thread.post(.deleteBuffers(names, root: root, keepAlive: sharegroup))
    }

    /// Writes GL's rows (`source`, 4 bytes a pixel, tightly packed) top-down into `image`'s
    /// pixels, turned upside down and red and blue swapped as GL gave them.
    static func copy(_ source: UnsafeRawPointer, into image: CGImage, flipped: Bool, swapRedBlue: Bool) {
        let pixels = image.pixels
        lamina_copy_rows(source.assumingMemoryBound(to: UInt8.self), pixels.width * 4,
                         pixels.pointer.assumingMemoryBound(to: UInt8.self), pixels.stride,
                         Int32(pixels.width), Int32(pixels.height), flipped ? 1 : 0, swapRedBlue ? 1 : 0)
    }

    // MARK: The read-back thread's half

    /// A present's pixels on their way: the pack buffer, its fence, and where they go.
    package struct ReadJob: @unchecked Sendable {
        enum Destination {
            /// The buffer's own image, shown as it is.
            case inPlace(CGImage)
            /// Copied into one of the layer's frame images.
            case copy(bytes: Int, width: Int, height: Int, opaque: Bool, flipped: Bool, swapRedBlue: Bool)
        }
        let owner: FrameReadback
        let root: EGLContext?
        let buffer: GLuint
        let fence: GLsync
        let destination: Destination
        let frames: PresentedFrames

        /// On the read-back thread, the root context current.
        func run() {
            defer { owner.giveBack(buffer) }
            let waited = glClientWaitSync(fence, 0, 5_000_000_000)
            glDeleteSync(fence)
            guard waited == GLenum(GL_ALREADY_SIGNALED) || waited == GLenum(GL_CONDITION_SATISFIED) else {
                Diagnostics.warn("EAGLContext.presentRenderbuffer: GL did not finish the frame in 5 s; it is dropped")
                frames.drop(); return
            }
            switch destination {
            case .inPlace(let image):
                frames.arrive(image)
            case let .copy(bytes, width, height, opaque, flipped, swapRedBlue):
                glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffer)
                defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
                guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(bytes), GLbitfield(GL_MAP_READ_BIT)) else {
                    frames.drop(); return
                }
                defer { glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER)) }
                guard let image = frames.image(width: width, height: height, opaque: opaque) else { frames.drop(); return }
                FrameReadback.copy(UnsafeRawPointer(mapped), into: image, flipped: flipped, swapRedBlue: swapRedBlue)
                frames.arrive(image)
            }
        }
    }
}
