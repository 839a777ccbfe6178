import Foundation

/// Records changes so they can be undone and redone (Apple: Foundation's UndoManager, which
/// Foundation on Linux does not have; Lamina's UIKit gives it with Apple's spelling). An app
/// registers, for each change, a closure that reverses it; changes registered during one turn
/// of the main run loop form one group (`groupsByEvent`), and `undo()` reverses the last group.
/// Closures registered while undoing become the redo of that group, and those registered
/// while redoing its undo again, so a closure that registers its own reverse gives both.
///
/// Responders reach one through `undoManager` (each window has one); the keyboard's Ctrl+Z
/// undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes there, as Command-Z does on iPad. Text fields and
/// views register their edits, a run of typing as one.
///
/// Lamina: closures only — the selector and invocation forms (`registerUndo(withTarget:selector:object:)`,
/// `prepare(withInvocationTarget:)`) need the Objective-C runtime. The target is held weakly:
/// an action whose target has gone does nothing.
@preconcurrency @MainActor
open class UndoManager {
    private struct Action {
        weak var target: AnyObject?
        let run: @MainActor (AnyObject) -> Void
    }
    private struct Group {
        var actions: [Action] = []
        var name = ""
        var discardable = false
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups being built, innermost last.
    private var open: [Group] = []
    private var disabled = 0
    private var closeScheduled = false

    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    /// One group per turn of the run loop, opened by the first registration (Apple's default).
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit); the oldest go first.
    open var levelsOfUndo = 0 { didSet { trim() } }

    public init() {}

    // MARK: Groups

    open var groupingLevel: Int { open.count }

    open func beginUndoGrouping() {
        open.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost group: nested into the one around it, or, at the top, pushed on
    /// the undo stack (the redo stack while undoing). An empty group leaves nothing.
    open func endUndoGrouping() {
        guard let group = open.popLast() else {
            Diagnostics.warn("UndoManager.endUndoGrouping: no group is open")
            return
        }
        post(.NSUndoManagerWillCloseUndoGroup)
        if !open.isEmpty {
            open[open.count - 1].actions += group.actions
            if open[open.count - 1].name.isEmpty { open[open.count - 1].name = group.name }
        } else if !group.actions.isEmpty {
            if isUndoing { redoStack.append(group) } else { undoStack.append(group); trim() }
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    // MARK: Registering

    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    open func disableUndoRegistration() { disabled += 1 }
    open func enableUndoRegistration() {
        guard disabled > 0 else {
            Diagnostics.warn("UndoManager.enableUndoRegistration: registration is not disabled")
            return
        }
        disabled -= 1
    }

    /// Records `handler` to undo (or, while undoing, to redo) a change to `target`. A new
    /// change (not an undo or redo) clears what could be redone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if open.isEmpty {
            guard groupsByEvent else {
                Diagnostics.warn("UndoManager.registerUndo: no group is open and groupsByEvent is false; begin a group first")
                return
            }
            beginUndoGrouping()
            scheduleClose()
        }
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        open[open.count - 1].actions.append(Action(target: target) { handler($0 as! TargetType) })
    }

    /// The group opened by a registration closes when this turn of the run loop is over.
    private func scheduleClose() {
        guard !closeScheduled else { return }
        closeScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.closeEventGroup() }
        }
    }

    private func closeEventGroup() {
        closeScheduled = false
        guard groupsByEvent, open.count == 1 else { return }
        endUndoGrouping()
    }

    open func setActionName(_ actionName: String) {
        guard !open.isEmpty else {
            if isUndoing, !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
            else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
            return
        }
        open[open.count - 1].name = actionName
    }

    open func setActionIsDiscardable(_ discardable: Bool) {
        if !open.isEmpty { open[open.count - 1].discardable = discardable }
    }

    // MARK: Undoing and redoing

    /// Whether there is a group to undo (an open group with actions counts, as it is closed first).
    open var canUndo: Bool { !undoStack.isEmpty || (open.count == 1 && groupsByEvent && !open[0].actions.isEmpty) }
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Reverses the last group (closing the group of this turn first, when grouping by event).
    open func undo() {
        if groupsByEvent, open.count == 1 { endUndoGrouping() }
        guard open.isEmpty else {
            Diagnostics.warn("UndoManager.undo: a group is open; close it first (or use undoNestedGroup)")
            return
        }
        undoNestedGroup()
    }

    /// Reverses the last closed group.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        replay(group, undoing: true)
    }

    /// Does again the last group undone.
    open func redo() {
        if groupsByEvent, open.count == 1 { endUndoGrouping() }
        guard open.isEmpty else {
            Diagnostics.warn("UndoManager.redo: a group is open; close it first")
            return
        }
        guard let group = redoStack.popLast() else { return }
        replay(group, undoing: false)
    }

    /// Runs a group's actions, last first, inside a group of their own: what they register
    /// becomes the group to redo (when undoing) or to undo again (when redoing).
    private func replay(_ group: Group, undoing: Bool) {
        post(.NSUndoManagerCheckpoint)
        post(undoing ? .NSUndoManagerWillUndoChange : .NSUndoManagerWillRedoChange)
        if undoing { isUndoing = true } else { isRedoing = true }
        beginUndoGrouping()
        for action in group.actions.reversed() { if let t = action.target { action.run(t) } }
        open[open.count - 1].name = group.name
        endUndoGrouping()
        isUndoing = false
        isRedoing = false
        post(undoing ? .NSUndoManagerDidUndoChange : .NSUndoManagerDidRedoChange)
    }

    open func removeAllActions() {
        undoStack.removeAll(); redoStack.removeAll(); open.removeAll()
    }

    /// Forgets the actions of `target` (groups left empty go).
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: inout [Group]) {
            for i in groups.indices { groups[i].actions.removeAll { $0.target == nil || $0.target === target } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack); strip(&redoStack)
        for i in open.indices { open[i].actions.removeAll { $0.target == nil || $0.target === target } }
    }

    // MARK: Names for menus

    open var undoActionName: String { open.last?.name ?? undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoActionIsDiscardable: Bool { undoStack.last?.discardable ?? false }
    open var redoActionIsDiscardable: Bool { redoStack.last?.discardable ?? false }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func post(_ name: Notification.Name) { NotificationCenter.default.post(name: name, object: self) }
}

extension Notification.Name {
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
