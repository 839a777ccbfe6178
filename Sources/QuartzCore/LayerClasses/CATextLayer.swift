import Foundation
import CoreText
import Synchronization

/// A layer that draws a string (Programming iOS 6 "Layers that Draw Themselves"; iOS Core
/// Animation ch. 6 "CATextLayer"). The text is drawn into the layer's backing store at
/// `contentsScale`, so it is pixelated at 1 on a 2× screen and sharp at 2, as 003 figures
/// 6.2/6.3 show; it replaces any `contents` image. Laid out by Pango with fontconfig fonts.
open class CATextLayer: CALayer {
    /// A `String` (or NSString) or an `NSAttributedString`; anything else draws nothing.
    @exclusivity(unchecked) open var string: Any? { didSet { changed("string", from: oldValue) } }
    /// A font name, a `CGFont` or a `CTFont` (whose size is ignored: `fontSize` rules).
    @exclusivity(unchecked) open var font: Any? = "Helvetica" { didSet { changed("font", from: oldValue) } }
    @exclusivity(unchecked) open var fontSize: CGFloat = 36 { didSet { changed("fontSize", from: oldValue) } }
    /// White by default, "which is unlikely to be what you want" (000).
    @exclusivity(unchecked) open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { changed("foregroundColor", from: oldValue) } }
    @exclusivity(unchecked) open var isWrapped = false { didSet { changed("wrapped", from: oldValue) } }
    @exclusivity(unchecked) open var truncationMode = CATextLayerTruncationMode.none { didSet { changed("truncationMode", from: oldValue) } }
    @exclusivity(unchecked) open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { changed("alignmentMode", from: oldValue) } }
    @exclusivity(unchecked) open var allowsFontSubpixelQuantization = false { didSet { changed("allowsFontSubpixelQuantization", from: oldValue) } }

    /// The last layout and what it was made from: redisplaying for another reason (a new
    /// `contentsScale`, say) does not lay the text out again.
    @exclusivity(unchecked) private var cachedLayout: (key: TextLayerLayoutKey, layout: TextLayout)?
    /// Text layouts made by every text layer, for tests and benchmarks.
    package static var layoutsMade: Int { layoutCount.load(ordering: .relaxed) }

    /// Text re-wraps with the bounds: a text layer redisplays when its size changes.
    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CATextLayer else { return }
        string = o.string; font = o.font; fontSize = o.fontSize; foregroundColor = o.foregroundColor
        isWrapped = o.isWrapped; truncationMode = o.truncationMode; alignmentMode = o.alignmentMode
        allowsFontSubpixelQuantization = o.allowsFontSubpixelQuantization
    }

    package override class var builtInKeys: [String: LayerKey] { textKeys }
    /// Animatable, as Apple animates them.
    package override class var subclassAnimatableKeys: Set<String> { ["fontSize", "foregroundColor"] }
    package override class func builtInCopy(of layer: CALayer) -> CALayer { CATextLayer(layer: layer) }
    package override class func builtInInstance() -> CALayer { CATextLayer() }

    private static let textKeys: [String: LayerKey] = baseKeys.merging([
        "string": .optional(\CATextLayer.string, nil, { $0 }),
        "font": .optional(\CATextLayer.font, "Helvetica", { $0 }),
        "fontSize": .value(\CATextLayer.fontSize, 36, Coerce.cgFloat),
        "foregroundColor": .optional(\CATextLayer.foregroundColor, CGColor(gray: 1, alpha: 1), Coerce.color),
        "wrapped": .value(\CATextLayer.isWrapped, false, Coerce.bool),
        "truncationMode": .value(\CATextLayer.truncationMode, .none, { Coerce.raw($0, as: CATextLayerTruncationMode.self) }),
        "alignmentMode": .value(\CATextLayer.alignmentMode, .natural, { Coerce.raw($0, as: CATextLayerAlignmentMode.self) }),
        "allowsFontSubpixelQuantization": .value(\CATextLayer.allowsFontSubpixelQuantization, false, Coerce.bool),
        "needsDisplayOnBoundsChange": .value(\CALayer.needsDisplayOnBoundsChange, true, Coerce.bool),
    ]) { $1 }

    /// The text's look and layout depend on these: changing one redisplays the layer.
    open override class func needsDisplay(forKey key: String) -> Bool {
        textDisplayKeys.contains(key) || super.needsDisplay(forKey: key)
    }
    private static let textDisplayKeys: Set<String> = [
        "string", "font", "fontSize", "foregroundColor", "wrapped", "truncationMode", "alignmentMode",
        "allowsFontSubpixelQuantization", "contentsScale",
    ]

    /// Draws the string from the top-left of the bounds. Overriding it replaces the text.
    open override func draw(in ctx: CGContext) {
        guard let layout = currentLayout() else { noteNothingDrawn(); return }
        ctx.draw(layout, at: bounds.origin, color: foregroundColor ?? CGColor(gray: 0, alpha: 1))
    }

    private func currentLayout() -> TextLayout? {
        guard let content = TextLayerContent(string), bounds.width > 0, bounds.height > 0 else { return nil }
        let key = TextLayerLayoutKey(content: content, font: fontName, fontSize: fontSize, size: bounds.size,
                                     wrapped: isWrapped, truncation: truncationMode, alignment: alignmentMode,
                                     quantize: allowsFontSubpixelQuantization)
        if let cached = cachedLayout, cached.key == key { return cached.layout }
        let layout = content.makeLayout(key)
        Self.layoutCount.add(1, ordering: .relaxed)
        cachedLayout = (key, layout)
        return layout
    }

    /// The face `font` names (a CTFont's size is ignored, as Apple's).
    private var fontName: String {
        switch font {
        case let f as FontNaming: return f.fontFaceName
        case let s as String: return s
        case let s as NSString: return s as String
        default: return "Helvetica"
        }
    }

    private static let layoutCount = Atomic<Int>(0)
}
