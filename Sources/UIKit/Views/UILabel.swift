import Foundation
import QuartzCore

/// How lines of text align (Apple: NSTextAlignment).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
/// How a label breaks and truncates lines (Apple: NSLineBreakMode).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A view that shows text (Apple: UILabel), laid out and drawn through the Pango text path:
/// plain text in `font` and `textColor`, or attributed text with its own runs. The text is
/// centred vertically in the bounds, as UIKit's `drawText(in:)` does. `numberOfLines` 0 means
/// as many lines as fit; a label of one line never wraps. With more than one line and
/// `.byWordWrapping`, text beyond the last line ends in an ellipsis (Pango limits lines only
/// with one).
@preconcurrency @MainActor
open class UILabel: UIView {
    override var defaultAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }
    /// The text. Setting it replaces an attributed text; after `attributedText` is set it
    /// reads that text's characters, as UIKit's does.
    open var text: String? {
        get { textStorage }
        set { textStorage = newValue; attributedStorage = nil; textChanged() }
    }
    /// The text with attributes; setting it replaces `text`. A label given plain text reads it
    /// here with the label's font and colour, as UIKit's does.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            return textStorage.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) }
        }
        set { attributedStorage = newValue; textStorage = newValue?.string; textChanged() }
    }
    @exclusivity(unchecked) private var textStorage: String?
    @exclusivity(unchecked) private var attributedStorage: NSAttributedString?
    /// The text's font (UIKit declares it implicitly unwrapped: setting nil restores the
    /// default, 17-point system font).
    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .systemFont(ofSize: 17); textChanged()
            if AppearanceRegistry.isActive { appearancePropertyDidSet("font") { ($0 as? UILabel)?.font = newValue } }
        }
    }
    @exclusivity(unchecked) private var fontStorage: UIFont = .systemFont(ofSize: 17)
    /// The text's colour (implicitly unwrapped as UIKit's: nil restores `.label`).
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? .label; setNeedsDisplay()
            if AppearanceRegistry.isActive { appearancePropertyDidSet("textColor") { ($0 as? UILabel)?.textColor = newValue } }
        }
    }
    @exclusivity(unchecked) private var textColorStorage: UIColor = .label
    @exclusivity(unchecked) open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) open var isHighlighted = false { didSet { setNeedsDisplay() } }
    /// A sharp shadow under the text in this colour (nil: none), `shadowOffset` away (UIKit's
    /// default: a point up). An attributed text's own `.shadow` runs keep theirs.
    @exclusivity(unchecked) open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) open var isEnabled = true { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) open var numberOfLines = 1 { didSet { textChanged() } }
    @exclusivity(unchecked) open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { textChanged() } }
    /// Whether the font follows the user's content size category (Apple). Stored: Lamina has
    /// no content size setting yet, so the category is always the default (large).
    @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false
    /// Whether a one-line label too long for its width draws in a smaller font, down to
    /// `minimumScaleFactor` of it (0, the default, keeps the font: nothing shrinks), before
    /// it truncates. Its intrinsic size stays the text's at full size, as UIKit's.
    @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// Whether a single line too long for the label has its letters drawn closer together
    /// before it is truncated — by up to a twentieth of the font size between two letters
    /// (Apple leaves the amount to the system; this is Lamina's).
    @exclusivity(unchecked) open var allowsDefaultTighteningForTruncation = false { didSet { setNeedsDisplay() } }
    @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The width at which a multi-line label's intrinsic size wraps (0: no limit).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    private func setUpLabel() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    // MARK: Sizes

    /// The text's size. A multi-line label wraps at `preferredMaxLayoutWidth`, or, when that
    /// is 0, at the width Auto Layout gave it (UIKit measures it again after the first solve).
    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth } else if let w = layoutNode?.widthHint, w > 0 { width = w }
        }
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }
    package override var intrinsicWidthIsHeightDependent: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The text is centred vertically: its baselines sit at fixed distances from the centre.
    package override var baselinesFromCenter: (first: CGFloat, last: CGFloat)? {
        let w = layoutNode?.widthHint ?? (bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude)
        guard let layout = makeLayout(width: w, lines: numberOfLines) else { return nil }
        let half = layout.size.height / 2
        return (layout.baseline - half, layout.lastBaseline - half)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && numberOfLines != 1 ? size.width : CGFloat.greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// The box the text takes inside `bounds` (its size, at the bounds' origin), in whole points.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        guard let layout = makeLayout(width: bounds.width, lines: lines) else { return CGRect(origin: bounds.origin, size: .zero) }
        let s = layout.size
        let w = min(s.width.rounded(.up), bounds.width), h = min(s.height.rounded(.up), bounds.height)
        return CGRect(origin: bounds.origin, size: CGSize(width: w, height: h))
    }

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the text centred vertically in `rect`.
    open func drawText(in rect: CGRect) {
        let scale = fontScale(toFit: rect.width)
        guard let ctx = UIGraphicsGetCurrentContext(),
              let layout = makeLayout(width: rect.width, lines: numberOfLines, fontScale: scale,
                                      tightening: tightening(toFit: rect.width, fontScale: scale)) else { return }
        let h = layout.size.height
        let y = rect.minY + max(0, (rect.height - h) / 2)
        var color: UIColor = isHighlighted ? (highlightedTextColor ?? textColorStorage) : textColorStorage
        if !isEnabled { color = color.withAlphaComponent(0.44) }
        ctx.draw(layout, at: CGPoint(x: rect.minX, y: y), color: color.cgColor)
    }

    private func textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The font's scale that fits one line of the text in `width` (`adjustsFontSizeToFitWidth`);
    /// unhinted glyph widths scale with the font, so one measurement gives it.
    func fontScale(toFit width: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, numberOfLines == 1, width > 0,
              let natural = makeLayout(width: .greatestFiniteMagnitude, lines: 1), natural.size.width > width else { return 1 }
        return max(minimumScaleFactor, width / natural.size.width)
    }

    /// The letter spacing (negative, or none) that fits one truncating line in `width`, as far
    /// as `allowsDefaultTighteningForTruncation` goes.
    func tightening(toFit width: CGFloat, fontScale: CGFloat) -> CGFloat {
        guard allowsDefaultTighteningForTruncation, numberOfLines == 1, width > 0,
              [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakMode),
              let natural = makeLayout(width: .greatestFiniteMagnitude, lines: 1, fontScale: fontScale), natural.size.width > width else { return 0 }
        let gaps = max(1, (text ?? "").count - 1)
        let needed = (natural.size.width - width) / CGFloat(gaps)
        return -min(needed, font.pointSize * fontScale / 20)
    }

    private func makeLayout(width: CGFloat, lines: Int, fontScale: CGFloat = 1, tightening: CGFloat = 0) -> TextLayout? {
        let multiLine = lines != 1
        let wraps = multiLine && (lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping || lines == 0)
        var truncation: TextLayout.Truncation
        switch lineBreakMode {
        case .byTruncatingHead: truncation = .start
        case .byTruncatingMiddle: truncation = .middle
        case .byTruncatingTail: truncation = .end
        default: truncation = .none
        }
        // As many lines as the text needs: nothing to truncate (Pango would end each paragraph
        // at one line when asked to truncate with no height).
        if lines == 0 { truncation = .none }
        // Attributed text: its first paragraph's style lays the label out (UIKit takes the
        // label's alignment from it).
        let paragraphStyle = attributedStorage?.firstParagraphStyle
        let paragraph = TextLayout.Paragraph(paragraphStyle)
        let alignment = (paragraphStyle?.alignment ?? textAlignment).layoutAlignment
        let boxWidth = width.isFinite && width < 1e6 ? width : 1e6
        var style = TextStyle(fontName: font.fontName, fontSize: font.pointSize * fontScale, color: nil)
        style.shadow = labelShadow
        style.kern += tightening
        if let attributed = attributedStorage, attributed.length > 0 {
            var base = TextStyle(fontName: font.fontName, fontSize: font.pointSize, color: textColor.cgColor)
            base.shadow = labelShadow
            // Links show in the link colour, underlined (a label does not open them).
            let shown = attributed.stylingLinks(with: [.foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue])
            let runs = AttributedRun.runs(of: shown, base: base).map { run -> (Range<Int>, TextStyle) in
                var style = run.style
                style.fontSize *= fontScale
                style.kern += tightening
                return (run.range, style)
            }
            return TextLayout(text: attributed.string, style: style, runs: runs, width: boxWidth, height: .infinity,
                              wrapped: wraps || (multiLine && truncation != .none), truncation: width < 1e6 ? truncation : .none,
                              alignment: alignment, quantizeGlyphPositions: false, maxLines: max(0, lines), paragraph: paragraph)
        }
        guard let text = textStorage, !text.isEmpty else { return nil }
        return TextLayout(text: text, style: style, width: boxWidth, height: .infinity,
                          wrapped: wraps || (multiLine && truncation != .none), truncation: width < 1e6 ? truncation : .none,
                          alignment: alignment, quantizeGlyphPositions: false, maxLines: max(0, lines))
    }
}

extension UIColor: CGColorProviding {}

extension UILabel {
    /// The label's own shadow (`shadowColor`, `shadowOffset`), unblurred.
    var labelShadow: TextStyle.Shadow? {
        guard let shadowColor else { return nil }
        let o = shadowOffset
        return TextStyle.Shadow(offset: CGSize(width: o.width.isFinite ? o.width : 0, height: o.height.isFinite ? -o.height : 0),
                                blur: 0, color: resolvedColor(shadowColor))
    }
}
