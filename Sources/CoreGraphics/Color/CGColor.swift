/// An immutable colour: components in a colour space plus alpha (Apple: CGColor).
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let colorSpace: CGColorSpace?
    /// Colour components followed by alpha, as Apple's `components`.
    public let components: [CGFloat]?

    /// Components clamped to 0…1; NaN becomes 0 so a bad colour can never poison a render.
    package init(space: CGColorSpace, values: [CGFloat]) {
        colorSpace = space
        components = values.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgbSpace, values: [red, green, blue, alpha])
    }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .srgbSpace, values: [red, green, blue, alpha])
    }
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .grayGamma22, values: [gray, alpha])
    }
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }
    /// `components` must hold the space's components plus alpha; otherwise nil, as Apple.
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = colorSpace.numberOfComponents + 1
        self.init(space: colorSpace, values: Array(UnsafeBufferPointer(start: components, count: n)))
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public func copy() -> CGColor? { self }
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, values: values)
    }

    /// Straight (non-premultiplied) sRGB red, green, blue, alpha, for rendering.
    package var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        guard let c = components else { return (0, 0, 0, 0) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (0, 0, 0, alpha)
    }

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l === r || (l.colorSpace == r.colorSpace && l.components == r.components)
    }
    public func hash(into h: inout Hasher) { h.combine(colorSpace); h.combine(components) }
    public var description: String {
        "<CGColor \(colorSpace?.description ?? "nil") \(components ?? [])>"
    }
}
