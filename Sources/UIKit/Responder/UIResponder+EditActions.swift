import Foundation

/// The standard editing commands (Apple: UIResponderStandardEditActions): cut, copy, paste,
/// select all and delete, which UIKit's text views and fields do with the general pasteboard.
/// A desktop keyboard gives them as Ctrl (or Super, the Command key's place) with X, C, V and
/// A: the window sends each to the first responder in the chain that can do it now. Apple's
/// protocol has optional methods, which Swift on Linux cannot declare: here `UIResponder`
/// implements them (doing nothing) and subclasses override them; who can do what is UIKit's
/// own answer, as `canPerformAction(_:withSender:)` takes a selector.
@MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}

/// A standard edit action, as the keyboard names it.
enum StandardEditAction {
    case cut, copy, paste, selectAll

    /// The action a key press stands for: Ctrl or Super with X, C, V or A (Shift allowed, no Alt).
    init?(_ key: UIKey) {
        let flags = key.modifierFlags
        guard flags.contains(.control) || flags.contains(.command), !flags.contains(.alternate) else { return nil }
        switch key.charactersIgnoringModifiers.lowercased() {
        case "x": self = .cut
        case "c": self = .copy
        case "v": self = .paste
        case "a": self = .selectAll
        default: return nil
        }
    }

    func perform(on responder: UIResponder) {
        switch self {
        case .cut: responder.cut(nil)
        case .copy: responder.copy(nil)
        case .paste: responder.paste(nil)
        case .selectAll: responder.selectAll(nil)
        }
    }
}
