import Foundation

/// One picked item (Apple: PHPickerResult): load it through its item provider —
/// `loadObject(ofClass: UIImage.self)` for a picture, `loadFileRepresentation(forTypeIdentifier:)`
/// for a video or the file itself.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    /// The photo library's identifier of the item; nil, as on Apple for a configuration made
    /// without a photo library (Lamina has none).
    public let assetIdentifier: String?

    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool {
        a.itemProvider === b.itemProvider && a.assetIdentifier == b.assetIdentifier
    }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(itemProvider)) }
}
