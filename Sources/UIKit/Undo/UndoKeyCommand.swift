/// Undo and redo as the keyboard gives them: Ctrl (or Super, the Command key's place) with Z
/// undoes, with Shift and Z or with Y redoes — UIKit's Command-Z and Shift-Command-Z on iPad.
enum UndoKeyCommand {
    case undo, redo

    init?(_ key: UIKey) {
        let flags = key.modifierFlags
        guard flags.contains(.control) || flags.contains(.command), !flags.contains(.alternate) else { return nil }
        switch key.charactersIgnoringModifiers.lowercased() {
        case "z": self = flags.contains(.shift) ? .redo : .undo
        case "y": self = .redo
        default: return nil
        }
    }

    @MainActor func perform(on manager: UndoManager) {
        switch self {
        case .undo: if manager.canUndo { manager.undo() }
        case .redo: if manager.canRedo { manager.redo() }
        }
    }
}
