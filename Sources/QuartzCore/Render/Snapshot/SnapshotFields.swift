/// The parts of a layer's snapshot an animated property feeds. A render thread's frame
/// refills the snapshot it made from the same animations two frames back by writing only
/// these (every other field holds the committed model's value in both), instead of reading
/// every property of the presented copy again.
struct SnapshotFields: OptionSet {
    let rawValue: UInt16

    /// Where the layer sits in its parent (position, anchor, z, transform).
    static let placement = SnapshotFields(rawValue: 1 << 0)
    static let opacity = SnapshotFields(rawValue: 1 << 1)
    /// The bounds, and with them the placement and the layer's own reach.
    static let bounds = SnapshotFields(rawValue: 1 << 2)
    static let backgroundColor = SnapshotFields(rawValue: 1 << 3)
    static let cornerRadius = SnapshotFields(rawValue: 1 << 4)
    static let borderWidth = SnapshotFields(rawValue: 1 << 5)
    static let borderColor = SnapshotFields(rawValue: 1 << 6)
    static let shadowOpacity = SnapshotFields(rawValue: 1 << 7)
    static let shadowRadius = SnapshotFields(rawValue: 1 << 8)
    static let shadowColor = SnapshotFields(rawValue: 1 << 9)
    /// An emitter's particles (simulated to the frame's time).
    static let particles = SnapshotFields(rawValue: 1 << 10)
    /// Anything else (contents, paths, gradients, transitions, custom keys): the whole
    /// snapshot is made again.
    static let everything = SnapshotFields(rawValue: 1 << 15)
}
