import Foundation
import QuartzCore

extension UIColor {
    /// The colour set named `name` in the app's asset catalogs (see `AssetCatalog`): a
    /// dynamic colour when the set has a dark variant, else a fixed one. nil when there is no
    /// such set, or it holds no colour (Xcode's template AccentColor is empty).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// `init(named:)` looking in `bundle` first; with a trait collection, the variant for its
    /// appearance, fixed (Apple: "ensures that the correct color variant is loaded").
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalog.find(name, kind: .color, in: bundle) else { return nil }
        let variants = set.contents.colors ?? []
        func value(_ style: UIUserInterfaceStyle) -> UIColor? {
            AssetCatalog.choose(variants, style: style, scale: UIScreen.main.scale) { Self.catalogColor($0.color, in: set) != nil }
                .flatMap { Self.catalogColor($0.color, in: set) }
        }
        guard let light = value(.light) else { return nil }
        if let traits = traitCollection {
            let style: UIUserInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
            let chosen = style == .dark ? (value(.dark) ?? light) : light
            self.init(cgColor: chosen.cgColor(in: style, traits: traits))
        } else if AssetCatalog.variesByAppearance(variants), let dark = value(.dark) {
            self.init(light: light, dark: dark)
        } else if light.isDynamic {
            // A system colour the set refers to stays as dynamic as it is.
            self.init(dynamicProvider: { light.resolvedColor(with: $0) })
        } else {
            self.init(cgColor: light.cgColor(in: .light, traits: UITraitCollection(userInterfaceStyle: .light)))
        }
    }

    /// The colour of a colour set's variant: components in the set's colour space, or a
    /// system colour it refers to.
    private static func catalogColor(_ value: AssetContents.ColorValue?, in set: AssetCatalog.Set) -> UIColor? {
        guard let value else { return nil }
        if let reference = value.reference {
            if let system = systemColor(reference: reference) { return system }
            Diagnostics.warn("asset catalog: colour set \(set.name) refers to \(reference), which Lamina does not have")
            return nil
        }
        guard let c = value.components else { return nil }
        func component(_ key: String) -> CGFloat? { c[key]?.value.map { CGFloat($0) } }
        let alpha = component("alpha") ?? 1
        switch value.colorSpace ?? "srgb" {
        case "gray-gamma-22", "extended-gray":
            guard let white = component("white") else { return nil }
            return UIColor(white: white, alpha: alpha)
        case let space:
            guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
            switch space {
            case "display-p3": return UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha)
            case "extended-linear-srgb":
                return UIColor(red: SRGB.encode(r), green: SRGB.encode(g), blue: SRGB.encode(b), alpha: alpha)
            default: return UIColor(red: r, green: g, blue: b, alpha: alpha)
            }
        }
    }

    /// A system colour by the name a colour set refers to it with ("systemBlueColor").
    private static func systemColor(reference: String) -> UIColor? {
        let table: [String: UIColor] = [
            "systemRedColor": .systemRed, "systemGreenColor": .systemGreen, "systemBlueColor": .systemBlue,
            "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
            "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
            "systemMintColor": .systemMint, "systemCyanColor": .systemCyan, "systemBrownColor": .systemBrown,
            "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
            "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
            "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
            "quaternaryLabelColor": .quaternaryLabel, "linkColor": .link, "placeholderTextColor": .placeholderText,
            "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
            "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
            "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
            "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
            "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "darkTextColor": .darkText, "lightTextColor": .lightText,
        ]
        return table[reference]
    }
}
