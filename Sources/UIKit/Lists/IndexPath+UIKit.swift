import Foundation

/// UIKit's reading of an index path: a section, then a row (tables) or an item (collection
/// views) — Apple: "IndexPath" in UIKit, `init(row:section:)`, `row`, `section`, `item`.
/// Asking `row` of a path without two indexes is a programming error and traps, as in UIKit.
extension IndexPath {
    // Built by appending to a one-index path: the two indexes are stored inline, where
    // `init(indexes:)` would first allocate an array for them.
    public init(row: Int, section: Int) { self.init(index: section); append(row) }
    public init(item: Int, section: Int) { self.init(index: section); append(item) }

    public var section: Int {
        get { twoPart("section")[0] }
        set { self[0] = newValue }
    }
    public var row: Int {
        get { twoPart("row")[1] }
        set { self[1] = newValue }
    }
    public var item: Int {
        get { twoPart("item")[1] }
        set { self[1] = newValue }
    }

    private func twoPart(_ what: String) -> IndexPath {
        precondition(count == 2, "IndexPath.\(what): an index path for a table or collection view has exactly two indexes (section, row/item); this one has \(count)")
        return self
    }
}
