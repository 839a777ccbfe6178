import CMemoryHints

/// The heap blocks one step of a frame loop touches (a layer, its presentation copy, its
/// animations…), noted while they were alive and prefetched a few steps ahead of the next
/// frame's visit.
///
/// A frame over 10,000 animated layers chases a dozen pointers per layer, and once a full
/// repaint has evicted them each is a miss to memory; the layers' work is independent, so
/// loaded a few layers ahead those misses overlap the work in between instead of adding to
/// it (`lamina bench --only animation`'s 10k/1k ratio). What is noted is the
/// part of each block a frame reads — `CALayer.frameBytes`, the start of an animation — not
/// whole objects: the misses a core can have in flight are few, and lines loaded for nothing
/// take their place.
///
/// Only addresses are kept, never a reference: a prefetch of a block freed since is harmless
/// (a hint — it never faults, and nothing reads what it loads).
struct PrefetchHints {
    /// How many steps ahead a loop prefetches the next step's blocks: a layer's evaluation
    /// takes longer than a miss to memory, so a short distance covers it.
    static let distance = 2

    /// Each: the first cache line's address (low 48 bits) and the number of lines (high 16).
    private var blocks = InlineArray<14, UInt>(repeating: 0)
    private var count = 0
    /// One more block, set every frame (`noteEachFrame`): what changes from frame to frame.
    private var perFrame: UInt = 0

    private static let lineShift: UInt = 48
    /// A cap per block, for a whole object noted of a class larger than expected.
    private static let maxLines: UInt = 16

    /// Notes `object`'s whole heap block (a Swift object, so a malloc block: its size is
    /// asked of the allocator — done when hints are noted, never per frame).
    mutating func note(_ object: AnyObject) {
        let p = Unmanaged.passUnretained(object).toOpaque()
        append(Self.pack(UInt(bitPattern: p), bytes: UInt(lamina_block_size(p))))
    }

    /// Notes the bytes `range` of `object` (offsets from its start, the header included).
    mutating func note(_ object: AnyObject, bytes range: Range<Int>) {
        append(Self.pack(object, range))
    }

    /// Notes the storage of `array` (its header and elements), when it has any.
    mutating func note<T>(storageOf array: [T]) {
        guard array.capacity > 0 else { return }
        let block = array.withUnsafeBufferPointer { b in
            // Swift's array storage: a 32-byte header, then the elements.
            b.baseAddress.map { Self.pack(UInt(bitPattern: $0) &- 32, bytes: 32 &+ UInt(b.count * MemoryLayout<T>.stride)) }
        }
        if let block { append(block) }
    }

    /// Sets the one block noted anew each frame (cheap: no size is looked up).
    mutating func noteEachFrame(_ object: AnyObject, bytes range: Range<Int>) {
        perFrame = Self.pack(object, range)
    }

    mutating func removeAll() { count = 0; perFrame = 0 }

    /// Starts loading every noted block.
    func prefetch() {
        prefetchFirstHalf()
        prefetchSecondHalf()
    }

    /// Starts loading the first half of the noted blocks; `prefetchSecondHalf` the rest. A
    /// render-thread step's blocks come to ~34 cache lines, more than a core has miss buffers
    /// for: issued at once, the last prefetches wait for the first to land. Issued half before
    /// a step's work and half after it, they overlap it (10k layers' frames 2% faster, taking
    /// turns with the whole burst in one process: `lamina bench --only animation`'s scene).
    func prefetchFirstHalf() {
        var i = 0
        while i < count / 2 { Self.prefetch(blocks[i]); i &+= 1 }
    }

    func prefetchSecondHalf() {
        var i = count / 2
        while i < count { Self.prefetch(blocks[i]); i &+= 1 }
        Self.prefetch(perFrame)
    }

    private mutating func append(_ block: UInt) {
        guard count < blocks.count, block != 0 else { return }
        blocks[count] = block
        count += 1
    }

    /// Starts loading the cache line at `address` (0: nothing).
    @inline(__always)
    static func prefetch(address: UInt) {
        if address != 0 { lamina_prefetch(address) }
    }

    /// Starts loading the bytes `range` of the object at `address` now (a one-off, not a
    /// noted block; 0: nothing).
    @inline(__always)
    static func prefetch(address: UInt, bytes range: Range<Int>) {
        prefetch(pack(address &+ UInt(range.lowerBound), bytes: UInt(range.count)))
    }

    private static func pack(_ object: AnyObject, _ range: Range<Int>) -> UInt {
        let p = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        return pack(p &+ UInt(range.lowerBound), bytes: UInt(range.count))
    }

    private static func pack(_ address: UInt, bytes: UInt) -> UInt {
        guard address != 0 else { return 0 }
        let first = address & ~63
        let lines = min(((address &+ max(bytes, 1) &- 1) & ~63 &- first) / 64 &+ 1, maxLines)
        return first | lines << lineShift
    }

    private static func prefetch(_ block: UInt) {
        var line = block & (1 << lineShift &- 1)
        let end = line &+ (block >> lineShift) &* 64
        while line < end { lamina_prefetch(line); line &+= 64 }
    }
}
