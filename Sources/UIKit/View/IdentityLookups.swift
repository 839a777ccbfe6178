/// Identity searches over arrays of objects (subviews, sublayers, windows), written outside any
/// actor. A closure that main-actor code hands to the standard library checks at every call
/// that it runs on the main actor (Swift 6's dynamic isolation checks, SE-0423: the standard
/// library is not built in the Swift 6 mode), a lookup per element; a closure made here
/// has no isolation to check.
extension Array where Element: AnyObject {
    func firstIndex(identicalTo object: Element) -> Int? {
        for i in indices where self[i] === object { return i }
        return nil
    }

    func containsIdentical(_ object: Element) -> Bool { firstIndex(identicalTo: object) != nil }

    mutating func removeAll(identicalTo object: Element) { removeAll { $0 === object } }
}
