/// The colour-space models Lamina renders: RGB (treated as sRGB) and gray.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1
}

/// A colour space (Apple: CGColorSpace). Lamina composites in sRGB; device RGB and sRGB
/// render identically, gray expands to equal RGB components.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let model: CGColorSpaceModel
    public let name: String?

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"

    init(model: CGColorSpaceModel, name: String?) { self.model = model; self.name = name }

    /// A named colour space; nil for names Lamina does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.genericRGBLinear: self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray: self.init(model: .monochrome, name: name)
        default: return nil
        }
    }

    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.model == r.model && l.name == r.name }
    public func hash(into h: inout Hasher) { h.combine(model); h.combine(name) }
    public var description: String { "<CGColorSpace \(name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray"))>" }

    package static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    package static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    package static let srgbSpace = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
    package static let grayGamma22 = CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
