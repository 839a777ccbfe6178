public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = Self(rawValue: "none")
    public static let start = Self(rawValue: "start")
    public static let end = Self(rawValue: "end")
    public static let middle = Self(rawValue: "middle")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = Self(rawValue: "natural")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let center = Self(rawValue: "center")
    public static let justified = Self(rawValue: "justified")
}

extension CATextLayerTruncationMode {
    var layout: TextLayout.Truncation {
        switch self { case .start: .start; case .middle: .middle; case .end: .end; default: .none }
    }
}

extension CATextLayerAlignmentMode {
    var layout: TextLayout.Alignment {
        switch self { case .left: .left; case .right: .right; case .center: .center; case .justified: .justified; default: .natural }
    }
}
