/// Reading a class array's elements without a retain and a release each.
///
/// `for x in array` retains every element it hands out. Over a parent with a thousand
/// sublayers of which one moved, those atomic writes were most of the frame (snapshot refill,
/// damage walk and drawing each walked every sibling: `lamina bench --only compositor`,
/// damage frame/full). The array holds its elements through the walk, so none needs a
/// reference of its own; `body` must not keep one past its call without retaining it.
extension Array where Element: AnyObject {
    @inline(__always)
    func forEachUnretained(_ body: (Int, Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { b in
            for i in 0..<b.count {
                try Unmanaged.passUnretained(b[i])._withUnsafeGuaranteedRef { try body(i, $0) }
            }
        }
    }

    /// Whether some element passes `test`, each read unretained.
    @inline(__always)
    func containsUnretained(where test: (Element) -> Bool) -> Bool {
        withUnsafeBufferPointer { b in
            for i in 0..<b.count where Unmanaged.passUnretained(b[i])._withUnsafeGuaranteedRef(test) { return true }
            return false
        }
    }

    /// Whether element `i` is `object`, read without retaining it.
    @inline(__always)
    func holds(_ object: Element, at i: Int) -> Bool { address(at: i) == UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) }

    /// The address of element `i`'s object, read without retaining it (for identity tests).
    @inline(__always)
    func address(at i: Int) -> UnsafeRawPointer {
        withUnsafeBufferPointer { UnsafeRawPointer(Unmanaged.passUnretained($0[i]).toOpaque()) }
    }
}
