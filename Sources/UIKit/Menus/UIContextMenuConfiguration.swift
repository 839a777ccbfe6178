import Foundation

/// Makes a context menu's menu from the system's suggested actions (none in Lamina).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the preview shown above a context menu.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows (Apple: UIContextMenuConfiguration): the menu its action
/// provider makes. The preview provider is kept; Lamina shows the menu beside the pressed
/// view without a lifted preview.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    public let identifier: any NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
