/// Cache entries stamped with the frame they were last used in; every `lifetime` frames those
/// unused that long are dropped, in place (no allocation once warm).
struct AgedEntries<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, lastUsed: Int)] = [:]
    private var stale: [Key] = []
    private var frame = 0
    let lifetime: Int

    init(lifetime: Int = 240) { self.lifetime = lifetime }

    mutating func beginFrame() {
        frame += 1
        guard frame % lifetime == 0 else { return }
        let now = frame, lifetime = lifetime
        entries.removeAll(where: { now - $0.lastUsed >= lifetime }, collectingInto: &stale)
    }

    /// The entry for `key`, marked used this frame.
    mutating func use(_ key: Key) -> Value? {
        guard var kept = entries[key] else { return nil }
        kept.lastUsed = frame
        entries[key] = kept      // written back whole: an in-place modify allocates a coroutine frame
        return kept.value
    }

    mutating func store(_ key: Key, _ value: Value) { entries[key] = (value, frame) }
}
