import Foundation

/// How UIKit's paragraph attributes reach the Pango layout: one mapping for labels, string
/// drawing and text views.
extension NSTextAlignment {
    var layoutAlignment: TextLayout.Alignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

extension TextLayout.Paragraph {
    /// The spacing a paragraph style asks for (the default spacing without one).
    init(_ style: NSParagraphStyle?) {
        guard let style else { self.init(); return }
        self.init(lineSpacing: style.lineSpacing, lineHeightMultiple: style.lineHeightMultiple,
                  firstLineIndent: style.firstLineHeadIndent - style.headIndent)
    }
}

extension NSAttributedString {
    /// The style of the first paragraph (UIKit lays a label out by it).
    var firstParagraphStyle: NSParagraphStyle? {
        length > 0 ? attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
    }
}
