import Foundation
import QuartzCore

/// An image inside text (Apple: NSTextAttachment), given to an attributed string's
/// `.attachment` on the object-replacement character — `NSAttributedString(attachment:)` makes
/// that string. Labels, text views and string drawing lay the image out as a character of its
/// size and draw it there: `bounds`' size (zero: the image's), its origin's y raising it above
/// the baseline (negative: below, as an icon is often set to sit with the text). A template
/// image (a symbol) takes the text colour of its run, as on iOS. Images are made from
/// `image`, or from `contents` (PNG or JPEG data).
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The object-replacement character an attachment stands on.
    public static let character: Int = 0xFFFC

    open var image: UIImage?
    open var bounds: CGRect = .zero
    open var contents: Data?
    open var fileType: String?

    public override init() { super.init() }

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The image shown: `image`, else one decoded from `contents`.
    var shownImage: UIImage? { image ?? contents.flatMap { UIImage(data: $0) } }
}

extension NSTextAttachment: TextAttachmentProviding {
    package func textAttachment(color: CGColor?) -> TextStyle.Attachment? {
        guard let image = shownImage else { return nil }
        let template = image.renderingMode == .alwaysTemplate || image.renderingMode == .automatic && image.isSymbolImage
        let tint = image.imageTintColor ?? (template ? color.map { UIColor(cgColor: $0) } ?? .label : nil)
        guard let cg = tint.flatMap({ image.tinted($0) }) ?? image.cgImage else { return nil }
        let size = bounds.size.width > 0 && bounds.size.height > 0 ? bounds.size : image.size
        return TextStyle.Attachment(image: cg, size: size, baselineOffset: bounds.origin.y)
    }
}

extension NSAttributedString {
    /// One object-replacement character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!), attributes: [.attachment: attachment])
    }
}
