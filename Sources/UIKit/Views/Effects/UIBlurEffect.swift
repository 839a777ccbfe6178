import Foundation

/// An effect a `UIVisualEffectView` shows (Apple: UIVisualEffect). Immutable: an effect view
/// takes a new one to change.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

/// A blur of what lies behind the effect view, with a material's tint (Apple: UIBlurEffect).
///
/// Each style is a blur radius, a saturation boost and a tint laid over the blur, as Apple's
/// materials are; the adaptive styles (`.regular`, `.prominent` and the `system…Material`
/// ones) take their tint from the view's light or dark appearance.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark
        case regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The style the effect was made with (Lamina keeps it readable; Apple's is private).
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// How the style is drawn: the blur's standard deviation in points, the saturation after
    /// it, and the tint over it (dynamic for the adaptive styles).
    var material: (blurRadius: CGFloat, saturation: CGFloat, tint: UIColor) {
        // Thicker materials: more tint over the same blur, so less of what is behind shows.
        func light(_ a: CGFloat) -> UIColor { UIColor(white: 0.97, alpha: a) }
        func dark(_ a: CGFloat) -> UIColor { UIColor(white: 0.11, alpha: a) }
        func adaptive(_ l: CGFloat, _ d: CGFloat) -> UIColor {
            UIColor { $0.userInterfaceStyle == .dark ? dark(d) : light(l) }
        }
        switch style {
        case .extraLight: return (20, 1.8, UIColor(white: 0.97, alpha: 0.82))
        case .light: return (20, 1.8, UIColor(white: 1, alpha: 0.30))
        case .dark: return (20, 1.8, UIColor(white: 0.11, alpha: 0.73))
        case .regular: return (20, 1.8, adaptive(0.30, 0.73))
        case .prominent: return (20, 1.8, adaptive(0.82, 0.82))
        case .systemUltraThinMaterial: return (20, 1.8, adaptive(0.35, 0.45))
        case .systemThinMaterial: return (20, 1.8, adaptive(0.55, 0.62))
        case .systemMaterial: return (20, 1.8, adaptive(0.72, 0.75))
        case .systemThickMaterial: return (20, 1.8, adaptive(0.85, 0.87))
        case .systemChromeMaterial: return (20, 1.8, adaptive(0.78, 0.80))
        case .systemUltraThinMaterialLight: return (20, 1.8, light(0.35))
        case .systemThinMaterialLight: return (20, 1.8, light(0.55))
        case .systemMaterialLight: return (20, 1.8, light(0.72))
        case .systemThickMaterialLight: return (20, 1.8, light(0.85))
        case .systemChromeMaterialLight: return (20, 1.8, light(0.78))
        case .systemUltraThinMaterialDark: return (20, 1.8, dark(0.45))
        case .systemThinMaterialDark: return (20, 1.8, dark(0.62))
        case .systemMaterialDark: return (20, 1.8, dark(0.75))
        case .systemThickMaterialDark: return (20, 1.8, dark(0.87))
        case .systemChromeMaterialDark: return (20, 1.8, dark(0.80))
        }
    }
}
