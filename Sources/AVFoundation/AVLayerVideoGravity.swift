import QuartzCore

/// How a player layer fits the video into its bounds (Apple: AVLayerVideoGravity).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Stretched to fill the bounds.
    public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
    /// Scaled to fit, aspect kept: letterboxed (the default).
    public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
    /// Scaled to fill, aspect kept: the overflow is cut off where the layer masks to bounds.
    public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")

    /// The contents gravity that places frames the same way.
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .resize: return .resize
        case .resizeAspectFill: return .resizeAspectFill
        default: return .resizeAspect
        }
    }
}
