import Foundation

/// The region a text view lays its text out in (Apple: NSTextContainer, TextKit): its size,
/// the padding at each end of every line (`lineFragmentPadding`, 5 points by default, so a
/// text view's text sits 5 points in from its `textContainerInset`), a line limit and how
/// lines break. A text view's container tracks the view's width.
///
/// Absent: exclusion paths and the layout manager (TextKit's glyph-level API).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    open var size: CGSize { didSet { changed() } }
    open var lineFragmentPadding: CGFloat = 5 { didSet { changed() } }
    /// 0: as many lines as the text needs.
    open var maximumNumberOfLines = 0 { didSet { changed() } }
    open var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { changed() } }
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    /// The text view laying out in this container, told of every change.
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }

    private func changed() { textView?.textContainerDidChange() }
}
