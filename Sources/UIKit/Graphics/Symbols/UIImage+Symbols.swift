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
        symbolSource = (name, symbol)
        // Lamina's symbols are one layer: a palette's first colour, or the hierarchical
        // colour, is the colour of all of it (as Apple draws a one-layer symbol).
        if let color = symbol.paletteColors?.first ?? symbol.hierarchicalColor { imageTintColor = color }
    }

    /// Whether this is a system symbol image.
    public var isSymbolImage: Bool { symbolSource != nil }
    /// A symbol image's configuration (nil for other images).
    public var symbolConfiguration: SymbolConfiguration? { symbolSource?.configuration }

    /// The symbol drawn again with `configuration` applied over its own (what `configuration`
    /// specifies wins); nil for an image that is not a symbol, as Apple's.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let source = symbolSource else { return nil }
        return UIImage(systemName: source.name, withConfiguration: source.configuration.applying(configuration))?
            .withRenderingMode(renderingMode).keepingTint(of: self)
    }

    /// The symbol drawn with `configuration` in place of its own; other images are returned as they are.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let source = symbolSource, let symbol = configuration as? SymbolConfiguration,
              let image = UIImage(systemName: source.name, withConfiguration: symbol) else { return self }
        return image.withRenderingMode(renderingMode).keepingTint(of: self)
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

        /// What the configuration specifies (nil: the default, left to a configuration applied under it).
        let specified: (pointSize: CGFloat?, weight: Weight?, scale: Scale?)
        /// Colours it gives the symbol's layers (palette), or its one colour (hierarchical).
        public private(set) var paletteColors: [UIColor]?
        public private(set) var hierarchicalColor: UIColor?

        public var pointSize: CGFloat { specified.pointSize ?? 17 }
        public var weight: Weight { specified.weight ?? .regular }
        public var scale: Scale { specified.scale ?? .medium }

        init(specified: (pointSize: CGFloat?, weight: Weight?, scale: Scale?)) {
            let size = specified.pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            self.specified = (size, specified.weight == .unspecified ? nil : specified.weight,
                              specified.scale == .unspecified || specified.scale == .default ? nil : specified.scale)
        }
        public convenience init(pointSize: CGFloat = 17, weight: Weight = .regular, scale: Scale = .medium) {
            self.init(specified: (pointSize, weight, scale))
        }
        public convenience init(pointSize: CGFloat) { self.init(specified: (pointSize, nil, nil)) }
        public convenience init(weight: Weight) { self.init(specified: (nil, weight, nil)) }
        public convenience init(scale: Scale) { self.init(specified: (nil, nil, scale)) }
        /// The symbol's layers in these colours, in order (Lamina's one-layer symbols take the first).
        public convenience init(paletteColors: [UIColor]) {
            self.init(specified: (nil, nil, nil))
            self.paletteColors = paletteColors.isEmpty ? nil : paletteColors
        }
        /// The symbol in shades of this colour by layer (Lamina's one-layer symbols: the colour itself).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(specified: (nil, nil, nil))
            self.hierarchicalColor = hierarchicalColor
        }
        /// Multicolour symbols prefer their own colours (Lamina's have none: drawn as they are).
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(specified: (nil, nil, nil)) }
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration(specified: (nil, nil, nil)) }

        /// This configuration with what `other` specifies put over it (Apple: `applying(_:)`).
        public func applying(_ other: UIImage.Configuration?) -> SymbolConfiguration {
            guard let o = other as? SymbolConfiguration else { return self }
            let merged = SymbolConfiguration(specified: (o.specified.pointSize ?? specified.pointSize,
                                                         o.specified.weight ?? specified.weight,
                                                         o.specified.scale ?? specified.scale))
            let colored = o.paletteColors != nil || o.hierarchicalColor != nil
            merged.paletteColors = colored ? o.paletteColors : paletteColors
            merged.hierarchicalColor = colored ? o.hierarchicalColor : hierarchicalColor
            return merged
        }
        /// The text style's point size (body 17, title1 28, caption1 12…).
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale = .medium) {
            self.init(specified: (UIFont.preferredFont(forTextStyle: textStyle).pointSize, nil, scale))
        }
        public convenience init(font: UIFont, scale: Scale = .medium) {
            self.init(specified: (font.pointSize, nil, scale))
        }
    }
}
