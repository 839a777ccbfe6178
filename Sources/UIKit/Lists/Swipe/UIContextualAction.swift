import Foundation
import QuartzCore

/// An action a swiped row shows (Apple: UIContextualAction): a titled button in the row's
/// trailing or leading edge. Its handler gets the action, the button and a completion to
/// call with whether the action was done; the row closes when it is called.
@preconcurrency @MainActor
public final class UIContextualAction {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public var image: UIImage?
    /// The button's colour: grey for normal actions, red for destructive ones unless set.
    public var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions of one side of a swiped row (Apple: UISwipeActionsConfiguration). The first
/// action is the outermost; a full swipe performs it when `performsFirstActionWithFullSwipe`.
@preconcurrency @MainActor
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
