import Foundation

/// A button of an alert or action sheet (Apple: UIAlertAction): its title, style and the
/// handler run when the user picks it.
@preconcurrency @MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    public let title: String?
    public let style: Style
    /// A disabled action's button is dimmed and does nothing.
    open var isEnabled = true { didSet { onChange?() } }
    let handler: ((UIAlertAction) -> Void)?
    var onChange: (() -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
