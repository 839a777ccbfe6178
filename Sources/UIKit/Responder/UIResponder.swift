/// An object in the responder chain (Apple: UIResponder): touches and presses a responder does
/// not handle go to its `next` — view → superview … → view controller → window → application
/// → the application's delegate.
@preconcurrency @MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain (nil here; views, controllers, windows and the
    /// application answer theirs).
    open var next: UIResponder? { nil }

    // MARK: Touches (the default passes them up the chain)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    // MARK: Presses (physical keys)

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// Keyboard shortcuts this responder handles (asked from the first responder up the chain).
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Motion (a shake: Ctrl+Super+Z, the iOS Simulator's Shake shortcut)

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// The undo manager of the chain: the next responder's, which ends at the window's own.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Input views (Responder/InputViewDock.swift)

    /// The view shown in place of the keyboard while this is the first responder (nil: the
    /// keyboard, which a Lamina window takes from the desktop and does not show).
    open var inputView: UIView? { nil }
    /// A view shown above the keyboard (or the input view) while this is the first responder.
    open var inputAccessoryView: UIView? { nil }
    /// Shows the first responder's input views again after they changed.
    open func reloadInputViews() {
        guard let window = UIResponder.windowHolding(self) else { return }
        window.inputDock.scheduleUpdate()
    }
    var hasInputViews: Bool { inputView != nil || inputAccessoryView != nil }

    // MARK: Standard edit actions (Responder/UIResponder+EditActions.swift)

    /// Moves the selection to the general pasteboard. The default does nothing.
    open func cut(_ sender: Any?) {}
    /// Puts the selection on the general pasteboard. The default does nothing.
    open func copy(_ sender: Any?) {}
    /// Replaces the selection with the general pasteboard's contents. The default does nothing.
    open func paste(_ sender: Any?) {}
    /// Selects all the content. The default does nothing.
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection. The default does nothing.
    open func delete(_ sender: Any?) {}
    /// Whether the responder can do `action` now (UIKit asks `canPerformAction(_:withSender:)`
    /// with the action's selector; UIKit's text views and fields answer here).
    func canPerformEditAction(_ action: StandardEditAction) -> Bool { false }

    // MARK: First responder (keys go to it)

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// Whether this is its window's first responder.
    open var isFirstResponder: Bool { UIResponder.windowHolding(self) != nil }

    /// Makes this the first responder of its window (the key window for a non-view), if it
    /// can become one and the current one agrees to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        guard let window = (self as? UIView)?.window ?? (self as? UIViewController)?.viewIfLoaded?.window
                ?? UIApplication.sharedIfRunning?.keyWindow else { return false }
        if window.firstResponderStorage === self { return true }
        if let current = window.firstResponderStorage {
            guard current.canResignFirstResponder else { return false }
            window.firstResponderStorage = nil
            _ = current.resignFirstResponderNotice()
        }
        window.firstResponderStorage = self
        return true
    }

    /// Gives up first-responder status (true when it was not first responder either).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = UIResponder.windowHolding(self) else { return true }
        if window.firstResponderStorage !== self { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponderStorage = nil
        return true
    }

    /// Told when another responder took its place.
    func resignFirstResponderNotice() -> Bool { true }

    /// The window whose first responder `r` is: its own window for a view, else any of the app's.
    static func windowHolding(_ r: UIResponder) -> UIWindow? {
        if let w = (r as? UIView)?.window, w.firstResponderStorage === r { return w }
        return UIApplication.sharedIfRunning?.windows.first { $0.firstResponderStorage === r }
    }
}

extension UIResponder: Hashable {
    nonisolated public static func == (l: UIResponder, r: UIResponder) -> Bool { l === r }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
