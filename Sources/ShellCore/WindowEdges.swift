/// The edges a press on the window's border resizes from (the decorations' hit regions;
/// the backend maps them to its protocol's values, xdg-shell's `resize_edge`).
package struct WindowEdges: OptionSet, Hashable, Sendable {
    package let rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }
    package static let top = WindowEdges(rawValue: 1), bottom = WindowEdges(rawValue: 2)
    package static let left = WindowEdges(rawValue: 4), right = WindowEdges(rawValue: 8)
}
