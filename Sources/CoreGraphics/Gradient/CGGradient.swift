public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Colours at locations 0…1 along a gradient (Apple: CGGradient). Colours are kept as straight
/// sRGB components and interpolated in premultiplied space when drawn, as cairo does.
public final class CGGradient: @unchecked Sendable {
    package struct Stop: Hashable, Sendable {
        package let location: CGFloat
        package let r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
    }
    package let stops: [Stop]

    /// `locations` nil spreads the colours evenly from 0 to 1; otherwise it needs one per colour.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count >= colors.count else { return nil }
        stops = colors.enumerated().map { i, color in
            let loc = locations?[i] ?? (colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1))
            let c = color.rgba
            return Stop(location: min(max(loc.isFinite ? loc : 0, 0), 1), r: c.r, g: c.g, b: c.b, a: c.a)
        }.sorted { $0.location < $1.location }
    }

    /// `components` holds `count` colours of the space's components plus alpha each.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let colors = (0..<count).map { CGColor(space: space, values: Array(UnsafeBufferPointer(start: components + $0 * n, count: n))) }
        self.init(colorsSpace: space, colors: colors,
                  locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }
}
