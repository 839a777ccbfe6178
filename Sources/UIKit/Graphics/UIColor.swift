import QuartzCore

/// A colour (Apple: UIColor), in extended sRGB components like UIKit's. Wraps a `CGColor`, so
/// `UIColor(cgColor:)` and `cgColor` round-trip the same object.
///
/// A dynamic colour — the system and semantic colours, `init(dynamicProvider:)`, and what
/// `withAlphaComponent(_:)` makes of either — has no single value: `cgColor` and the component
/// getters resolve it against `UITraitCollection.current`, which UIKit sets to a view's traits
/// while it lays the view out or draws it; `resolvedColor(with:)` resolves it for any traits.
/// Views keep the dynamic colours they are given and resolve them again when their appearance
/// changes; a `CGColor` taken from one is fixed, as on iOS.
public final class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A fixed colour's value; a dynamic one's light value.
    private let fixed: CGColor
    /// How a dynamic colour resolves (immutable once made, so the colour stays shareable).
    private let dynamic: Dynamic?

    private enum Dynamic {
        /// A system colour: one value per appearance, resolved without a call.
        case pair(light: UIColor, dark: UIColor)
        case provider((UITraitCollection) -> UIColor)
    }

    public init(cgColor: CGColor) { fixed = cgColor; dynamic = nil }

    /// A colour that depends on traits: `provider` is asked whenever the colour is resolved.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        dynamic = .provider(dynamicProvider)
        fixed = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).fixed
    }

    /// A colour of one value in the light appearance and another in the dark.
    init(light: UIColor, dark: UIColor) {
        dynamic = .pair(light: light, dark: dark)
        fixed = light.fixed
    }

    /// The colour, resolved for `UITraitCollection.current` when it is dynamic.
    public var cgColor: CGColor {
        switch dynamic {
        case nil: return fixed
        case .pair(let light, let dark)?: return UITraitCollection.currentStyle == .dark ? dark.fixed : light.fixed
        case .provider(let p)?: return p(UITraitCollection.current).cgColor
        }
    }

    /// The colour for `traitCollection`: a dynamic colour's value there, else this colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch dynamic {
        case nil: return self
        case .pair(let light, let dark)?: return traitCollection.userInterfaceStyle == .dark ? dark : light
        case .provider(let p)?: return p(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool { dynamic != nil }

    /// The colour's value in `style` (a view resolving the colours it keeps for its appearance;
    /// a provider gets `traits`, or traits of that appearance alone).
    func cgColor(in style: UIUserInterfaceStyle, traits: @autoclosure () -> UITraitCollection) -> CGColor {
        switch dynamic {
        case nil: return fixed
        case .pair(let light, let dark)?: return style == .dark ? dark.fixed : light.fixed
        case .provider?: return resolvedColor(with: traits()).fixed
        }
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
    /// A Display P3 colour, converted to sRGB (its components then read in sRGB, as UIKit's
    /// extended sRGB getters do; what lies outside sRGB's gamut is clamped to its edge).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = SRGB.fromDisplayP3(red, green, blue)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// NaN becomes 0; components are clamped to 0…1.
    private static func unit(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }

    private var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let cg = cgColor, c = cg.components ?? [0, 0]
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        return (0, 0, 0, cg.alpha)
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

    /// The same colour with another alpha (a dynamic colour stays dynamic: each of its values
    /// takes the alpha).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch dynamic {
        case nil: return UIColor(cgColor: fixed.copy(alpha: Self.unit(alpha)) ?? fixed)
        case .pair(let light, let dark)?:
            return UIColor(light: light.withAlphaComponent(alpha), dark: dark.withAlphaComponent(alpha))
        case .provider(let p)?: return UIColor(dynamicProvider: { p($0).withAlphaComponent(alpha) })
        }
    }

    /// Sets the current context's fill and stroke colour (`UIGraphicsGetCurrentContext()`).
    public func set() { setFill(); setStroke() }
    public func setFill() { UIGraphicsCurrentContext.top?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsCurrentContext.top?.setStrokeColor(cgColor) }

    /// Fixed colours are equal by value; system colours by their values in both appearances;
    /// colours with providers only to themselves.
    public static func == (l: UIColor, r: UIColor) -> Bool {
        if l === r { return true }
        switch (l.dynamic, r.dynamic) {
        case (nil, nil): return l.fixed == r.fixed
        case (.pair(let a, let b)?, .pair(let c, let d)?): return a == c && b == d
        default: return false
        }
    }
    public func hash(into h: inout Hasher) {
        switch dynamic {
        case nil, .pair?: h.combine(fixed)
        case .provider?: h.combine(ObjectIdentifier(self))
        }
    }
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
}
