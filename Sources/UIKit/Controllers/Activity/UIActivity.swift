import Foundation
import QuartzCore

/// A service the share sheet offers for its items (Apple: UIActivity). Subclass it for the
/// app's own activities, given to `UIActivityViewController(activityItems:applicationActivities:)`:
/// a title and image, whether it can act on the items, then `prepare` and `perform` (or an
/// `activityViewController` to show), and `activityDidFinish(_:)` when done.
@preconcurrency @MainActor
open class UIActivity {
    /// Where the sheet lists an activity (Apple: UIActivity.Category).
    public enum Category: Int, Sendable { case action, share }

    /// An activity's identity (Apple: UIActivity.ActivityType): UIKit's built-in ones, or the
    /// app's own reverse-DNS names.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Lamina's own: a URL handed to the desktop's opener (`UIApplication.open`).
        public static let openInDefaultApplication = ActivityType("org.lamina.activity.OpenInDefaultApplication")
    }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    /// Whether the activity acts on these items (false: it is not listed).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// The items it will act on, before `perform()` or its view controller.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of `perform()` (nil: `perform()` runs).
    open var activityViewController: UIViewController? { nil }
    /// Does the work and calls `activityDidFinish(_:)`.
    open func perform() { activityDidFinish(false) }

    /// Whoever runs the activity hears when it is done.
    var onFinish: ((Bool) -> Void)?

    public init() {}

    /// The activity is done (`completed` false: cancelled or failed).
    public func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(completed)
    }
}

/// An object that gives the share sheet its item late, per activity (Apple: UIActivityItemSource).
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// An item of the kind the real one will be (for deciding which activities apply).
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType` (nil: none for it).
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
}

/// UIKit's copy activity: strings, URLs, images and colours onto the general pasteboard, in order.
@MainActor
final class CopyActivity: UIActivity {
    private var items: [Any] = []
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { Self.entry($0) != nil } }
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
    override func perform() {
        let entries = items.compactMap(Self.entry)
        UIPasteboard.general.setItems(entries)
        activityDidFinish(!entries.isEmpty)
    }

    /// The pasteboard item an activity item becomes.
    static func entry(_ item: Any) -> [String: Any]? {
        switch item {
        case let s as String: return [PasteboardType.plainText: s]
        case let s as NSAttributedString: return [PasteboardType.plainText: s.string]
        case let u as URL: return [PasteboardType.url: u]
        case let i as UIImage: return [PasteboardType.png: i]
        case let c as UIColor: return [PasteboardType.color: c]
        default: return nil
        }
    }
}

/// Lamina's open activity: the first URL handed to the desktop's opener.
@MainActor
final class OpenActivity: UIActivity {
    private var url: URL?
    override var activityType: ActivityType? { .openInDefaultApplication }
    override var activityTitle: String? { "Open" }
    override var activityImage: UIImage? { UIImage(systemName: "globe") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
    override func prepare(withActivityItems activityItems: [Any]) { url = activityItems.lazy.compactMap { $0 as? URL }.first }
    override func perform() {
        guard let url else { return activityDidFinish(false) }
        UIApplication.shared.open(url) { [weak self] ok in self?.activityDidFinish(ok) }
    }
}
