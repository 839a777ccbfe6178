/// The `Contents.json` of an asset catalog's sets, as Xcode writes them ("Asset Catalog
/// Format Reference"): the variants of an image, colour or data set, each for an idiom, a
/// scale and appearances. Keys Lamina does not act on are ignored.
struct AssetContents: Decodable {
    var images: [Variant]?
    var colors: [Variant]?
    var data: [Variant]?
    var properties: Properties?

    struct Properties: Decodable {
        /// A folder's: its sets are named "Folder/Name".
        var providesNamespace: Bool?
        /// An image set's: "template" or "original" (else automatic).
        var templateRenderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case providesNamespace = "provides-namespace"
            case templateRenderingIntent = "template-rendering-intent"
        }
    }

    struct Variant: Decodable {
        var idiom: String?
        var filename: String?
        /// "1x", "2x", "3x"; none for a single-scale image.
        var scale: String?
        var appearances: [Appearance]?
        var color: ColorValue?
        var resizing: Resizing?
        var universalTypeIdentifier: String?

        enum CodingKeys: String, CodingKey {
            case idiom, filename, scale, appearances, color, resizing
            case universalTypeIdentifier = "universal-type-identifier"
        }

        /// "light", "dark" or nil (any appearance).
        var luminosity: String? { appearances?.first { $0.appearance == "luminosity" }?.value }
        /// A variant for the high-contrast setting, which Lamina's traits do not have.
        var isHighContrast: Bool { appearances?.contains { $0.appearance == "contrast" } ?? false }
        var scaleFactor: Double? { scale.flatMap { Double($0.dropLast()) } }
    }

    struct Appearance: Decodable {
        var appearance: String
        var value: String
    }

    struct ColorValue: Decodable {
        var colorSpace: String?
        var components: [String: Component]?
        /// A system colour by name ("systemBlueColor") instead of components.
        var reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components, reference
        }
    }

    /// A colour component as Xcode writes it: "0.200" (floating point), "0x33" (hex) or "51"
    /// (8-bit integer); a JSON number is taken as floating point.
    struct Component: Decodable {
        var value: Double?

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let d = try? c.decode(Double.self) { value = d; return }
            let s = try c.decode(String.self).trimmingCharacters(in: .whitespaces)
            if s.lowercased().hasPrefix("0x") {
                value = UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if s.contains(".") {
                value = Double(s)
            } else {
                value = Double(s).map { $0 / 255 }
            }
        }
    }

    /// An image's slicing: cap insets in the image's pixels, and how the centre fills.
    struct Resizing: Decodable {
        var capInsets: [String: Double]?
        var center: Center?
        struct Center: Decodable { var mode: String? }

        enum CodingKeys: String, CodingKey {
            case capInsets = "cap-insets"
            case center
        }
    }
}

import Foundation
