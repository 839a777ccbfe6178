import QuartzCore

/// The long press that opens a context menu: it begins only where a configuration with a
/// menu exists (elsewhere a held touch stays the view's own — a row still selects), then
/// shows that menu beside the view the configuration is for.
@MainActor
final class ContextMenuPress: UIGestureRecognizerDelegate {
    /// The configuration at a point of the recognizer's view, and the view its menu is beside.
    typealias Lookup = @MainActor (CGPoint) -> (configuration: UIContextMenuConfiguration, source: UIView)?

    let recognizer = UILongPressGestureRecognizer(target: nil, action: nil)
    private let lookup: Lookup
    private var pending: (menu: UIMenu, source: UIView)?
    /// The menu is about to show, and it went.
    var willDisplay: ((UIContextMenuConfiguration) -> Void)?

    init(lookup: @escaping Lookup) {
        self.lookup = lookup
        recognizer.delegate = self
        recognizer.addTarget(self) { [weak self] g in
            guard g.state == .began, let self, let p = self.pending else { return }
            self.pending = nil
            MenuPresentation.present(p.menu, from: p.source) { action in action.handler(action) }
        }
    }

    /// A secondary click at `point` (the recognizer's view's coordinates): the menu shows at
    /// once where a configuration has one. Whether it showed.
    func present(at point: CGPoint) -> Bool {
        guard let found = lookup(point), let menu = found.configuration.actionProvider?([]) else { return false }
        willDisplay?(found.configuration)
        MenuPresentation.present(menu, from: found.source) { action in action.handler(action) }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard let view = recognizer.view, let found = lookup(recognizer.location(in: view)),
              let menu = found.configuration.actionProvider?([]) else { return false }
        willDisplay?(found.configuration)
        pending = (menu, found.source)
        return true
    }
}
