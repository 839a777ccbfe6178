import Foundation

public typealias NSDataAssetName = String

/// The data of an asset catalog's data set (Apple: NSDataAsset, in UIKit): the file for the
/// device's idiom (and appearance), with its uniform type identifier.
public final class NSDataAsset: @unchecked Sendable {
    public let name: NSDataAssetName
    public let data: Data
    /// The set's `universal-type-identifier`, or one from the file's extension.
    public let typeIdentifier: String

    /// nil when the app's catalogs (or `bundle`'s) have no data set named `name`, or its file
    /// cannot be read.
    public init?(name: NSDataAssetName, bundle: Bundle = .main) {
        guard let set = AssetCatalog.find(name, kind: .data, in: bundle === Bundle.main ? nil : bundle),
              let v = AssetCatalog.choose(set.contents.data ?? [], style: UITraitCollection.currentStyle, scale: 1, usable: { $0.filename != nil }),
              let file = v.filename else { return nil }
        guard let data = FileManager.default.contents(atPath: set.path(of: file)) else {
            Diagnostics.warn("asset catalog: data set \(name) names \(file), which cannot be read")
            return nil
        }
        self.name = name
        self.data = data
        typeIdentifier = v.universalTypeIdentifier ?? Self.typeIdentifier(forExtension: (file as NSString).pathExtension)
    }

    private static func typeIdentifier(forExtension ext: String) -> String {
        switch ext.lowercased() {
        case "json": return "public.json"
        case "txt": return "public.plain-text"
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "gif": return "com.compuserve.gif"
        case "pdf": return "com.adobe.pdf"
        case "mp3": return "public.mp3"
        case "mp4": return "public.mpeg-4"
        case "wav": return "com.microsoft.waveform-audio"
        case "xml": return "public.xml"
        case "plist": return "com.apple.property-list"
        case "html", "htm": return "public.html"
        case "csv": return "public.comma-separated-values-text"
        default: return "public.data"
        }
    }
}
