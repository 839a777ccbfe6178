import QuartzCore

/// System symbol images (Apple: `UIImage(systemName:)`, SF Symbols). Lamina cannot ship SF
/// Symbols; it draws its own versions of the symbols apps use most (`SymbolCatalog.names`)
/// as template images — tinted like Apple's where they are shown — sized by the symbol
/// configuration (17 points, regular weight, medium scale by default). Other names give nil,
/// as Apple's initializer does for a name it does not know.
extension UIImage {
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard let drawing = SymbolCatalog.drawing(named: name) else { return nil }
        let symbol = (configuration as? SymbolConfiguration) ?? SymbolConfiguration()
        guard let cgImage = SymbolCatalog.render(drawing, configuration: symbol) else { return nil }
        self.init(cgImage: cgImage, scale: UIScreen.main.scale, orientation: .up, renderingMode: .alwaysTemplate)
    }

    /// What an image is drawn for (Apple: UIImage.Configuration); symbols read a
    /// `SymbolConfiguration`.
    open class Configuration: @unchecked Sendable {
        public init() {}
    }

    /// A symbol's point size, weight and scale (Apple: UIImage.SymbolConfiguration).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3 }
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        public let pointSize: CGFloat
        public let weight: Weight
        public let scale: Scale

        public init(pointSize: CGFloat = 17, weight: Weight = .regular, scale: Scale = .medium) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
            self.weight = weight
            self.scale = scale
        }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .regular, scale: .medium) }
        public convenience init(weight: Weight) { self.init(pointSize: 17, weight: weight, scale: .medium) }
        public convenience init(scale: Scale) { self.init(pointSize: 17, weight: .regular, scale: scale) }
        /// The text style's point size (body 17, title1 28, caption1 12…).
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale = .medium) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .regular, scale: scale)
        }
        public convenience init(font: UIFont, scale: Scale = .medium) {
            self.init(pointSize: font.pointSize, weight: .regular, scale: scale)
        }
    }
}
