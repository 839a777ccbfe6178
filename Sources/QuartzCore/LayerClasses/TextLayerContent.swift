import Foundation
import CoreText

/// What a text layer shows: a plain string in the layer's style, or an attributed string whose
/// runs carry their own (Core Text's defaults — Helvetica 12, black — where a run sets none).
enum TextLayerContent: Equatable {
    case plain(String)
    case attributed(String, runs: [AttributedRun])

    init?(_ value: Any?) {
        switch value {
        case let s as String: self = .plain(s)
        case let s as NSAttributedString: self = .attributed(s.string, runs: AttributedRun.runs(of: s))
        case let s as NSString: self = .plain(s as String)
        case let s as Substring: self = .plain(String(s))
        default: return nil
        }
        if case .plain(let s) = self, s.isEmpty { return nil }
        if case .attributed(let s, _) = self, s.isEmpty { return nil }
    }

    func makeLayout(_ key: TextLayerLayoutKey) -> TextLayout {
        let width = key.size.width, height = key.size.height
        switch self {
        case .plain(let text):
            return TextLayout(text: text, style: TextStyle(fontName: key.font, fontSize: key.fontSize),
                              width: width, height: height, wrapped: key.wrapped, truncation: key.truncation.layout,
                              alignment: key.alignment.layout, quantizeGlyphPositions: key.quantize)
        case .attributed(let text, let runs):
            let base = TextStyle(fontName: "Helvetica", fontSize: 12, color: CGColor(gray: 0, alpha: 1))
            return TextLayout(text: text, style: base, runs: runs.map { ($0.range, $0.style) },
                              width: width, height: height, wrapped: key.wrapped, truncation: key.truncation.layout,
                              alignment: key.alignment.layout, quantizeGlyphPositions: key.quantize)
        }
    }
}

/// A colour object that is not a CGColor but has one (UIKit's UIColor), for attributed strings.
package protocol CGColorProviding {
    var cgColor: CGColor { get }
}

/// A shadow object of an attributed string (UIKit's NSShadow), as the text drawing takes it.
package protocol TextShadowProviding {
    var textShadow: TextStyle.Shadow { get }
}

/// An attachment object of an attributed string (UIKit's NSTextAttachment): its image for a
/// run whose text colour is `color` (a template image takes it), or nil without one.
package protocol TextAttachmentProviding {
    func textAttachment(color: CGColor?) -> TextStyle.Attachment?
}

/// One run of an attributed string: a UTF-16 range and the style its attributes give.
package struct AttributedRun: Equatable {
    package var range: Range<Int>
    package var style: TextStyle

    /// The runs of `s`, each starting from `base` (Core Text's Helvetica 12 black by default;
    /// a UILabel's font and colour for a label).
    package static func runs(of s: NSAttributedString,
                             base: TextStyle = TextStyle(fontName: "Helvetica", fontSize: 12, color: CGColor(gray: 0, alpha: 1))) -> [AttributedRun] {
        var out: [AttributedRun] = []
        s.enumerateAttributes(in: NSRange(location: 0, length: s.length), options: []) { attrs, range, _ in
            var style = base
            var attachment: TextAttachmentProviding?
            for (key, value) in attrs {
                switch key.rawValue {
                case kCTFontAttributeName:
                    if let f = value as? FontNaming {
                        style.fontName = f.fontFaceName
                        style.fontSize = f.fontPointSize ?? 12
                    } else if let name = value as? String {
                        style.fontName = name
                    }
                case kCTForegroundColorAttributeName, "NSColor":
                    if let c = value as? CGColor { style.color = c } else if let c = value as? CGColorProviding { style.color = c.cgColor }
                case kCTUnderlineStyleAttributeName:
                    let raw = Coerce.int(value) ?? Int((value as? CTUnderlineStyle)?.rawValue ?? 0)
                    style.underline = raw == 0 ? .none : raw & 0x0F == 0x09 ? .double : raw & 0x0F == 0x02 ? .thick : .single
                case "NSStrikethrough":
                    style.strikethrough = (Coerce.double(value) ?? 0) != 0
                case kCTKernAttributeName:
                    style.kern = Coerce.cgFloat(value) ?? 0
                case "NSBackgroundColor":
                    style.background = (value as? CGColor) ?? (value as? CGColorProviding)?.cgColor
                case "NSUnderlineColor":
                    style.underlineColor = (value as? CGColor) ?? (value as? CGColorProviding)?.cgColor
                case "NSStrikethroughColor":
                    style.strikethroughColor = (value as? CGColor) ?? (value as? CGColorProviding)?.cgColor
                case "NSBaselineOffset":
                    style.baselineOffset = Coerce.cgFloat(value) ?? 0
                case "NSShadow":
                    style.shadow = (value as? TextShadowProviding)?.textShadow
                case "NSAttachment":
                    attachment = value as? TextAttachmentProviding
                default:
                    break
                }
            }
            // After the colour is known: a template image takes it.
            if let attachment { style.attachment = attachment.textAttachment(color: style.color) }
            out.append(AttributedRun(range: range.location..<(range.location + range.length), style: style))
        }
        return out
    }
}

/// Everything a text layer's layout depends on.
struct TextLayerLayoutKey: Equatable {
    var content: TextLayerContent
    var font: String
    var fontSize: CGFloat
    var size: CGSize
    var wrapped: Bool
    var truncation: CATextLayerTruncationMode
    var alignment: CATextLayerAlignmentMode
    var quantize: Bool
}
