/// The tableau's sparse storage: a row's coefficients by symbol, a column's rows.
///
/// Almost every row and column holds a handful of entries, so they live in one contiguous
/// array searched linearly — one allocation, no hashing, iterated in cache order — and only a
/// map that grows past `indexedCount` entries (the objective, a column of a symbol many rows
/// share) gets a hash index beside its array. Removal moves the last entry into the gap, so
/// the order is deterministic (insertion order, disturbed only by removals), which the solver's
/// tie-breaking does not rely on but tests can.
struct SparseMap<Key: Hashable, Value>: Sequence {
    struct Entry {
        var key: Key
        var value: Value
    }

    private(set) var entries: ContiguousArray<Entry> = []
    /// Positions by key, once the map is large.
    private var index: [Key: Int32]?

    static var indexedCount: Int { 16 }

    init() {}

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    var keys: LazyMapSequence<ContiguousArray<Entry>, Key> { entries.lazy.map(\.key) }

    func position(of key: Key) -> Int? {
        if let index { return index[key].map(Int.init) }
        for i in entries.indices where entries[i].key == key { return i }
        return nil
    }

    subscript(key: Key) -> Value? {
        guard let i = position(of: key) else { return nil }
        return entries[i].value
    }

    /// Sets the value at an existing position.
    mutating func set(at i: Int, _ value: Value) { entries[i].value = value }

    /// Adds an entry for a key the map does not hold.
    mutating func append(_ key: Key, _ value: Value) {
        entries.append(Entry(key: key, value: value))
        if index != nil {
            index![key] = Int32(entries.count - 1)
        } else if entries.count > Self.indexedCount {
            var built: [Key: Int32] = [:]
            built.reserveCapacity(entries.count * 2)
            for (i, e) in entries.enumerated() { built[e.key] = Int32(i) }
            index = built
        }
    }

    /// Removes the entry at `i`; the last entry takes its place.
    @discardableResult
    mutating func remove(at i: Int) -> Value {
        let removed = entries[i]
        let last = entries.count - 1
        if i != last {
            entries[i] = entries[last]
            index?[entries[i].key] = Int32(i)
        }
        entries.removeLast()
        index?[removed.key] = nil
        return removed.value
    }

    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let i = position(of: key) else { return nil }
        return remove(at: i)
    }

    mutating func removeAll() {
        entries.removeAll()
        index = nil
    }

    /// Applies `transform` to every value in place.
    mutating func updateValues(_ transform: (inout Value) -> Void) {
        for i in entries.indices { transform(&entries[i].value) }
    }

    struct Iterator: IteratorProtocol {
        let entries: ContiguousArray<Entry>
        var i = 0
        mutating func next() -> (key: Key, value: Value)? {
            guard i < entries.count else { return nil }
            defer { i += 1 }
            return (entries[i].key, entries[i].value)
        }
    }

    func makeIterator() -> Iterator { Iterator(entries: entries) }
}

/// A column: the rows a symbol appears in.
struct SparseSet<Element: Hashable>: Sequence {
    private var map = SparseMap<Element, Void>()

    var count: Int { map.count }
    var isEmpty: Bool { map.isEmpty }

    mutating func insert(_ x: Element) {
        if map.position(of: x) == nil { map.append(x, ()) }
    }

    mutating func remove(_ x: Element) { map.removeValue(forKey: x) }
    mutating func removeAll() { map.removeAll() }

    func makeIterator() -> LazyMapSequence<ContiguousArray<SparseMap<Element, Void>.Entry>, Element>.Iterator {
        map.keys.makeIterator()
    }
}
