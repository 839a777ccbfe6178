/// Cache eviction without rebuilding the cache: the keys of entries to drop are gathered in a
/// reused array and removed in place, so an eviction pass allocates nothing once warm.
extension Dictionary {
    mutating func removeAll(where isStale: (Value) -> Bool, collectingInto keys: inout [Key]) {
        keys.removeAll(keepingCapacity: true)
        // By index, not `for (key, value) in self`: the iterator's optional (key, value) tuple
        // is a type the runtime makes at its first use — an allocation inside the frame of the
        // first eviction pass that finds something in the cache.
        var i = startIndex
        while i != endIndex {
            if isStale(values[i]) { keys.append(self.keys[i]) }
            formIndex(after: &i)
        }
        for key in keys { removeValue(forKey: key) }
    }
}
