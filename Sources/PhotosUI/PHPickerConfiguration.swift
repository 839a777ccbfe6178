/// How a photo picker is set up (Apple: PHPickerConfiguration): what it offers, how many
/// items may be picked and in which way the choice is reported.
///
/// Lamina: there is no Photos framework, so `init(photoLibrary:)` is absent, results carry no
/// `assetIdentifier` and `preselectedAssetIdentifiers` is kept but selects nothing; the items
/// are given as their files, so the representation mode is kept and changes nothing.
public struct PHPickerConfiguration: Hashable, Sendable {
    public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current = 1, compatible = 2 }

    /// How picking ends: with Add (or a tap, for one item), in the order chosen (`ordered`:
    /// the badges number the items), or reported as the choice changes (`continuous`).
    public enum Selection: Int, Sendable { case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3 }

    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    /// Which items are offered; nil offers every picture and video.
    public var filter: PHPickerFilter?
    /// How many items may be picked: 1 (a tap picks), 0 for any number, or a limit.
    public var selectionLimit = 1
    public var preselectedAssetIdentifiers: [String] = []

    public init() {}
}
