/// A binary min-heap of symbol numbers: the objective's candidates to enter the basis, lowest
/// first (Bland's rule), without scanning the objective. Entries go stale when a coefficient
/// stops being negative; the solver drops those as it meets them.
struct SymbolHeap {
    private var items: [Int32] = []

    var peek: Int32? { items.first }

    mutating func push(_ x: Int32) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[i] < items[parent] else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() {
        guard !items.isEmpty else { return }
        let last = items.removeLast()
        guard !items.isEmpty else { return }
        items[0] = last
        var i = 0
        let n = items.count
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < n, items[l] < items[m] { m = l }
            if r < n, items[r] < items[m] { m = r }
            if m == i { break }
            items.swapAt(i, m)
            i = m
        }
    }
}
