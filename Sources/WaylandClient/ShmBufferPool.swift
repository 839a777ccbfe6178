import CWaylandClient
import CWaylandProtocols
#if canImport(Glibc)
import Glibc
#endif

/// One shared-memory buffer: premultiplied ARGB8888 pixels (pixman's a8r8g8b8 on little
/// endian), `busy` from attach until the compositor releases it.
public final class ShmBuffer {
    package let buffer: OpaquePointer
    public let width: Int, height: Int, stride: Int
    fileprivate let slab: ShmSlab
    public internal(set) var busy = false
    /// Buffer age, as damage: what frames drawn into other buffers changed since this one was
    /// last drawn — to redraw before this frame's own damage. A new buffer has never been
    /// drawn (`isFresh`): all of it is to draw.
    public var missedDamage: [(x: Int, y: Int, width: Int, height: Int)] = []
    public var isFresh = true
    /// Destroy on release (the window changed size while the compositor held it).
    fileprivate var retired = false

    fileprivate init(buffer: OpaquePointer, width: Int, height: Int, stride: Int, slab: ShmSlab) {
        self.buffer = buffer
        self.width = width; self.height = height; self.stride = stride
        self.slab = slab
    }

    /// The first pixel (the buffer has a mapping of its own, never moved).
    public var pixels: UnsafeMutableRawPointer { slab.base }

    fileprivate func released() {
        busy = false
        if retired { wl_buffer_destroy(buffer); slab.bufferGone() }
    }
}

/// A memfd holding one buffer. Never resized: weston's pixman renderer keeps a pointer into
/// the pool's mapping for the buffer on screen, and a `wl_shm_pool.resize` remaps it under
/// that pointer (weston read freed memory and crashed when the pool grew while its first
/// buffer was shown).
fileprivate final class ShmSlab {
    let fd: Int32
    let pool: OpaquePointer
    var base: UnsafeMutableRawPointer
    var size: Int
    var live = 0
    var abandoned = false

    init(shm: OpaquePointer, size: Int) throws {
        fd = lamina_memfd_create("lamina-shm")
        guard fd >= 0 else { throw WaylandError.sharedMemory(operation: "memfd_create", errno: errno) }
        guard ftruncate(fd, off_t(size)) == 0 else {
            let e = errno; close(fd)
            throw WaylandError.sharedMemory(operation: "ftruncate \(size) bytes", errno: e)
        }
        guard let m = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), m != MAP_FAILED else {
            let e = errno; close(fd)
            throw WaylandError.sharedMemory(operation: "mmap \(size) bytes", errno: e)
        }
        // The compositor maps the file too: it must never shrink under it.
        _ = lamina_memfd_seal_shrink(fd)
        base = m
        self.size = size
        pool = wl_shm_create_pool(shm, fd, Int32(size))
    }

    func bufferGone() {
        live -= 1
        if abandoned && live == 0 { free() }
    }

    func free() {
        wl_shm_pool_destroy(pool)
        munmap(base, size)
        close(fd)
    }
}

/// Buffers for one surface: as many as the compositor forces (it keeps the attached buffer
/// until the next commit, so at least two alternate), reused while the size stays, re-made
/// when it changes.
public final class ShmBufferPool {
    private let shm: OpaquePointer
    /// Kept alive until the buffers are destroyed.
    private let display: WaylandDisplay
    /// Where the buffers' releases are dispatched (the render thread's queue), if not the default.
    private let queue: WaylandEventQueue?
    public private(set) var buffers: [ShmBuffer] = []
    /// More than this many buffers all held by the compositor means it is not keeping up:
    /// skip the frame instead of allocating without bound.
    public let maximumBuffers = 4

    public init(display: WaylandDisplay, queue: WaylandEventQueue? = nil) {
        self.display = display
        self.queue = queue
        shm = display.shm!
    }

    deinit { discardAll() }

    /// A buffer of this size the compositor does not hold; nil when all are busy.
    public func acquire(width: Int, height: Int) throws -> ShmBuffer? {
        retiredBuffers.removeAll { !$0.busy }
        if let b = buffers.first, b.width != width || b.height != height { discardAll() }
        if let free = buffers.first(where: { !$0.busy }) { return free }
        guard buffers.count < (grownAsFarAsItCan ? buffers.count : maximumBuffers) else { return nil }
        let stride = width * 4
        let slot = stride * height
        guard slot > 0, slot <= Int(Int32.max) else {
            throw WaylandError.sharedMemory(operation: "a \(width)×\(height) buffer", errno: EOVERFLOW)
        }
        let s: ShmSlab
        do {
            s = try ShmSlab(shm: shm, size: slot)
        } catch {
            // The buffers there are still good: take turns with them (waiting for their
            // releases) rather than asking for more memory every frame.
            if !buffers.isEmpty { grownAsFarAsItCan = true }
            throw error
        }
        let wl = wl_shm_pool_create_buffer(s.pool, 0, Int32(width), Int32(height), Int32(stride),
                                           WL_SHM_FORMAT_ARGB8888.rawValue)!
        let b = ShmBuffer(buffer: wl, width: width, height: height, stride: stride, slab: s)
        s.live += 1
        queue?.adopt(wl)
        wl_buffer_add_listener(wl, bufferListener, Unmanaged.passUnretained(b).toOpaque())
        buffers.append(b)
        return b
    }

    /// Marks a buffer attached: busy until `wl_buffer.release`.
    public func attached(_ b: ShmBuffer) { b.busy = true }

    /// Drops every buffer: idle ones now, held ones when the compositor releases them.
    public func discardAll() {
        for b in buffers {
            b.slab.abandoned = true
            if b.busy {
                b.retired = true
                retiredBuffers.append(b)
            } else {
                wl_buffer_destroy(b.buffer)
                b.slab.bufferGone()
            }
        }
        buffers = []
        grownAsFarAsItCan = false
    }

    /// Shared memory refused a further buffer of this size: make do with those there are.
    private var grownAsFarAsItCan = false

    /// Held by the compositor after a resize: kept alive until released.
    private var retiredBuffers: [ShmBuffer] = []
}

nonisolated(unsafe) private let bufferListener: UnsafeMutablePointer<wl_buffer_listener> = {
    let l = UnsafeMutablePointer<wl_buffer_listener>.allocate(capacity: 1)
    l.initialize(to: wl_buffer_listener(release: { data, _ in
        guard let data else { return }
        Unmanaged<ShmBuffer>.fromOpaque(data).takeUnretainedValue().released()
    }))
    return l
}()
