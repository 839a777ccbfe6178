/// Cache eviction without rebuilding the cache: the keys of entries to drop are gathered in a
/// reused array and removed in place, so an eviction pass allocates nothing once warm.
extension Dictionary {
    mutating func removeAll(where isStale: (Value) -> Bool, collectingInto keys: inout [Key]) {
        keys.removeAll(keepingCapacity: true)
        for (key, value) in self where isStale(value) { keys.append(key) }
        for key in keys { removeValue(forKey: key) }
    }
}
