import QuartzCore

/// A colour (Apple: UIColor), in extended sRGB components like UIKit's. Wraps a `CGColor`, so
/// `UIColor(cgColor:)` and `cgColor` round-trip the same object. A dynamic colour
/// (`init(dynamicProvider:)`) is its provider's colour for the light appearance, which every
/// Lamina window has; `resolvedColor(with:)` asks the provider for other traits.
public final class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let cgColor: CGColor
    /// A dynamic colour's provider (immutable once made, so the colour stays shareable).
    private let provider: ((UITraitCollection) -> UIColor)?

    public init(cgColor: CGColor) { self.cgColor = cgColor; provider = nil }

    /// A colour that depends on traits: here the provider's colour for the light appearance.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        provider = dynamicProvider
        cgColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).cgColor
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's, else this colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: Self.unit(red), green: Self.unit(green), blue: Self.unit(blue), alpha: Self.unit(alpha)))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: Self.unit(white), alpha: Self.unit(alpha)))
    }
    /// HSB (hue, saturation, brightness each 0…1) converted to RGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Self.unit(hue) * 6).truncatingRemainder(dividingBy: 6), s = Self.unit(saturation), v = Self.unit(brightness)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// NaN becomes 0; components are clamped to 0…1.
    private static func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }

    private var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let c = cgColor.components ?? [0, 0]
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        return (0, 0, 0, cgColor.alpha)
    }

    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let v = rgba
        red?.pointee = v.r; green?.pointee = v.g; blue?.pointee = v.b; alpha?.pointee = v.a
        return true
    }
    /// The white level: exact for a gray colour; for an RGB one, its luma (Rec. 601 weights).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let v = rgba
        white?.pointee = (cgColor.components?.count == 2) ? v.r : 0.299 * v.r + 0.587 * v.g + 0.114 * v.b
        alpha?.pointee = v.a
        return true
    }
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let v = rgba
        let mx = max(v.r, v.g, v.b), mn = min(v.r, v.g, v.b), d = mx - mn
        var h: CGFloat = 0
        if d > 0 {
            if mx == v.r { h = ((v.g - v.b) / d).truncatingRemainder(dividingBy: 6) }
            else if mx == v.g { h = (v.b - v.r) / d + 2 }
            else { h = (v.r - v.g) / d + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h; saturation?.pointee = mx > 0 ? d / mx : 0; brightness?.pointee = mx; alpha?.pointee = v.a
        return true
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: Self.unit(alpha)) ?? cgColor)
    }

    /// Sets the current context's fill and stroke colour (`UIGraphicsGetCurrentContext()`).
    public func set() { setFill(); setStroke() }
    public func setFill() { UIGraphicsCurrentContext.top?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsCurrentContext.top?.setStrokeColor(cgColor) }

    public static func == (l: UIColor, r: UIColor) -> Bool { l === r || l.cgColor == r.cgColor }
    public func hash(into h: inout Hasher) { h.combine(cgColor) }
    public var description: String {
        let v = rgba
        return "UIExtendedSRGBColorSpace \(v.r) \(v.g) \(v.b) \(v.a)"
    }

    // MARK: Named colours (UIKit's values)

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // System colours: iOS's light-appearance values.
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    public static let systemMint = UIColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1)
    public static let systemCyan = UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1)
    public static let systemBrown = UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
    public static let systemGray2 = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    public static let systemGray3 = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    public static let systemGray6 = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The app's default tint (UIKit: the tint colour, system blue unless the app sets another).
    public static let tintColor = UIColor.systemBlue

    // Semantic colours: iOS's light-appearance values (Lamina has no dark appearance yet).
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    public static let link = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let tertiarySystemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor.black
}
