import Foundation

/// What a menu holds (Apple: UIMenuElement): an action or a submenu, with a title, an
/// optional subtitle and image. Apple's is an `NSObject` subclass; Lamina's is a plain class.
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element shows and behaves (Apple: UIMenuElement.Attributes).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked (Apple: UIMenuElement.State); `.on` shows a checkmark.
    public enum State: Int, Sendable { case off, on, mixed }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
