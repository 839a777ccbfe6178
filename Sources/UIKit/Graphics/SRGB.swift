import Foundation

/// The sRGB transfer function, and Display P3 (which shares it) converted to sRGB: how a P3
/// colour (`UIColor(displayP3Red:…)`, a catalog's "display-p3" colour set) gets the sRGB
/// components Lamina's pixels are in. Out-of-gamut results are left to the caller to clamp.
enum SRGB {
    /// Gamma-encoded component to linear light (IEC 61966-2-1).
    static func decode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    /// Linear light to gamma-encoded.
    static func encode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    /// Display P3 components to sRGB ones: linearised, through the D65 P3-to-sRGB matrix,
    /// encoded again.
    static func fromDisplayP3(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let lr = decode(r), lg = decode(g), lb = decode(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg
        let sg = -0.0420569 * lr + 1.0420571 * lg
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(sr), encode(sg), encode(sb))
    }
}
