import Foundation
import QuartzCore

/// How `boundingRect` and `draw(with:options:context:)` treat the text (Apple:
/// NSStringDrawingOptions, the same raw values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The rectangle's origin is the top-left of the first line and text wraps at its width;
    /// without it the origin is the first baseline and the text is one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (Lamina's lines always do).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic ones.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits ends in an ellipsis when text is left over.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling and results for one measuring or drawing call (Apple: NSStringDrawingContext).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// Below 1: the text may be drawn smaller, down to this share of its size, to fit.
    open var minimumScaleFactor: CGFloat = 0
    /// The share of its size the text was drawn at by the last call.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The box the last call's text took, in the drawing's coordinates.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

// UIKit's string drawing (Apple: NSStringDrawing): measure and draw attributed or plain text
// into the current UIKit context, through the same Pango layout as labels. Text with no font
// is Helvetica 12, with no colour black, as on Apple. Callable from any thread, as on iOS.

extension NSAttributedString {
    /// The text's size on one line per paragraph (fractional: round up to size views).
    public func size() -> CGSize { StringDrawing.layout(self, width: nil)?.size ?? .zero }

    /// Draws the text with the top-left of its first line at `point`, one line per paragraph.
    public func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext(), let layout = StringDrawing.layout(self, width: nil) else { return }
        ctx.draw(layout, at: point, color: StringDrawing.black)
    }

    /// Draws the text wrapped to `rect`'s width; what does not fit its height is clipped away.
    public func draw(in rect: CGRect) { draw(with: rect, options: .usesLineFragmentOrigin, context: nil) }

    /// Draws the text in `rect` as `options` say (see `boundingRect(with:options:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let ctx = UIGraphicsGetCurrentContext(), let fit = StringDrawing.fit(self, in: rect.size, options: options, context: context)
        else { return }
        if options.contains(.usesLineFragmentOrigin) {
            guard fit.height > 0 else { return }
            ctx.saveGState()
            ctx.clip(to: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: fit.height))
            ctx.draw(fit.layout, at: rect.origin, color: StringDrawing.black)
            ctx.restoreGState()
            context?.totalBounds = CGRect(origin: rect.origin, size: CGSize(width: fit.width, height: fit.height))
        } else {
            let origin = CGPoint(x: rect.minX, y: rect.minY - fit.layout.baseline)
            ctx.draw(fit.layout, at: origin, color: StringDrawing.black)
            context?.totalBounds = CGRect(origin: origin, size: CGSize(width: fit.width, height: fit.height))
        }
    }

    /// The box the text takes: with `.usesLineFragmentOrigin`, wrapped at `size.width` and
    /// as many whole lines as fit `size.height`, from (0, 0); without it, one line whose
    /// origin is the baseline (so `minY` is minus the ascent).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        guard let fit = StringDrawing.fit(self, in: size, options: options, context: context) else { return .zero }
        let y = options.contains(.usesLineFragmentOrigin) ? 0 : -fit.layout.baseline
        let box = CGRect(x: 0, y: y, width: fit.width, height: fit.height)
        context?.totalBounds = box
        return box
    }
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.attributed(self, attrs).size()
    }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self, attrs).draw(at: point)
    }
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self, attrs).draw(in: rect)
    }
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        StringDrawing.attributed(self, attributes).draw(with: rect, options: options, context: context)
    }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.attributed(self, attributes).boundingRect(with: size, options: options, context: context)
    }
}

/// Swift strings take NSString's drawing methods, as they do on Apple platforms through
/// bridging.
extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// The layouts behind string drawing.
enum StringDrawing {
    static let black = CGColor(gray: 0, alpha: 1)

    static func attributed(_ s: NSString, _ attrs: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: s as String, attributes: attrs)
    }

    /// The text laid out in a box `width` wide (nil: unbounded, one line per paragraph) at
    /// `scale` of its fonts' sizes, by its first paragraph's style.
    static func layout(_ s: NSAttributedString, width: CGFloat?, wraps wrapping: Bool = true, scale: CGFloat = 1,
                       height: CGFloat = .infinity, truncatesLastLine: Bool = false) -> TextLayout? {
        guard s.length > 0 else { return nil }
        let paragraphStyle = s.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        let base = TextStyle(fontName: "Helvetica", fontSize: 12, color: black)
        let runs = AttributedRun.runs(of: s, base: base).map { run -> (Range<Int>, TextStyle) in
            var style = run.style
            style.fontSize *= scale
            return (run.range, style)
        }
        var style = base
        style.fontSize *= scale
        let boxWidth = width.map { $0.isFinite && $0 < 1e6 ? max(0, $0) : 1e6 }
        let mode = paragraphStyle?.lineBreakMode ?? .byWordWrapping
        let wraps = wrapping && boxWidth != nil && (mode == .byWordWrapping || mode == .byCharWrapping)
        var truncation = TextLayout.Truncation.none
        if boxWidth != nil {
            switch mode {
            case .byTruncatingHead: truncation = .start
            case .byTruncatingMiddle: truncation = .middle
            case .byTruncatingTail: truncation = .end
            default: if wraps && truncatesLastLine && height.isFinite { truncation = .end }
            }
        }
        let alignment = boxWidth != nil ? (paragraphStyle?.alignment ?? .natural).layoutAlignment : .left
        let paragraph = TextLayout.Paragraph(paragraphStyle)
        return TextLayout(text: s.string, style: style, runs: runs, width: boxWidth ?? 1e6, height: height,
                          wrapped: wraps, truncation: truncation, alignment: alignment, quantizeGlyphPositions: false,
                          paragraph: paragraph)
    }

    /// A layout for a box, the part of it its whole lines fill, and the scale it was made at.
    struct Fit {
        let layout: TextLayout
        let width: CGFloat, height: CGFloat
    }

    /// `s` laid out for `size` as `options` say, shrunk down to the context's minimum scale
    /// factor when it would not fit otherwise.
    static func fit(_ s: NSAttributedString, in size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> Fit? {
        let fragments = options.contains(.usesLineFragmentOrigin)
        let truncates = options.contains(.truncatesLastVisibleLine)
        func attempt(_ scale: CGFloat) -> (fit: Fit, fitsAll: Bool)? {
            let width: CGFloat? = size.width > 0 && size.width.isFinite ? size.width : nil
            guard let layout = layout(s, width: width, wraps: fragments, scale: scale, height: fragments ? size.height : .infinity,
                                      truncatesLastLine: truncates) else { return nil }
            let natural = layout.size
            let bottoms = layout.lineBottoms
            var height = natural.height, fitsAll = true
            if fragments, size.height > 0, size.height.isFinite, natural.height > size.height {
                height = bottoms.last(where: { $0 <= size.height + 0.001 }) ?? 0
                fitsAll = false
            }
            if let width, natural.width > width + 0.001 { fitsAll = false }
            return (Fit(layout: layout, width: width.map { min(natural.width, $0) } ?? natural.width, height: height), fitsAll)
        }
        guard let first = attempt(1) else { return nil }
        context?.actualScaleFactor = 1
        guard let minimum = context?.minimumScaleFactor, minimum > 0, minimum < 1, !first.fitsAll else { return first.fit }
        // The largest scale (to a hundredth) at which everything fits, or the minimum.
        guard let smallest = attempt(minimum) else { return first.fit }
        var lo = minimum, hi: CGFloat = 1
        var best = smallest.fit
        if smallest.fitsAll {
            while hi - lo > 0.01 {
                let mid = (lo + hi) / 2
                if let a = attempt(mid), a.fitsAll { lo = mid; best = a.fit } else { hi = mid }
            }
        }
        context?.actualScaleFactor = lo
        return best
    }
}
