import Foundation

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// Batches layer changes (Core Animation Programming Guide, "Advanced Animation Tricks"):
/// the first change of a run-loop turn begins an implicit transaction, committed at the end
/// of the turn (`CATransaction+RunLoop`) or by `flush()`; explicit `begin()`/`commit()` pairs nest, each inner one
/// inheriting the outer values and restoring them when it ends. Only the outermost commit
/// starts the animations added inside: they get their begin time then.
///
/// Layers are main-thread objects, as on Apple; so are transactions.
public final class CATransaction {
    private init() {}

    /// One open transaction: the values set in it, its completion, the animations it added.
    final class Frame {
        @exclusivity(unchecked) var values: [String: Any] = [:]
        let implicit: Bool
        @exclusivity(unchecked) var completion: TransactionCompletion?
        init(implicit: Bool) { self.implicit = implicit }
    }

    @exclusivity(unchecked) nonisolated(unsafe) static var stack: [Frame] = []
    /// Animations added since the outermost transaction began, started at its commit.
    @exclusivity(unchecked) nonisolated(unsafe) static var pending: [(layer: CALayer, entry: AnimationEntry)] = []
    /// The serial of the open (or next) outermost transaction, and the last committed one.
    @exclusivity(unchecked) nonisolated(unsafe) static var openSerial: UInt64 = 1
    @exclusivity(unchecked) nonisolated(unsafe) static var committedSerial: UInt64 = 0
    /// While a change's action is looked up and run: the layer, the key and the value it had
    /// before (`CALayer.pendingOldValue`). Here rather than in every layer: it lives only as long
    /// as the lookup, and a change inside an action saves and puts back the outer one. The old
    /// value is made only when an action asks for it (boxing a rect in `Any` allocates, and
    /// most changes — a view's outside an animation block — have no action).
    @exclusivity(unchecked) nonisolated(unsafe) static var pendingChange: (layer: ObjectIdentifier, key: String, value: () -> Any?)?
    @exclusivity(unchecked) nonisolated(unsafe) private static var committing = false
    /// View animation blocks open now (UIKit keeps the count): only then does a view's layer
    /// made in this turn have an action to ask for.
    @exclusivity(unchecked) nonisolated(unsafe) package static var viewAnimationBlocksOpen = 0

    // MARK: Begin, commit, flush

    public class func begin() { stack.append(Frame(implicit: false)) }

    /// Ends the innermost explicit transaction; an unmatched commit is harmless.
    public class func commit() {
        guard let top = stack.last, !top.implicit else {
            if stack.isEmpty { Diagnostics.warn("CATransaction.commit() without a matching begin(): ignored") }
            else { Diagnostics.warn("CATransaction.commit() without a matching begin() (only the implicit transaction is open): ignored") }
            return
        }
        stack.removeLast()
        top.completion?.close()
        if stack.isEmpty { commitOutermost() }
    }

    /// Commits the implicit transaction now, if no explicit one is open (Apple: flush).
    public class func flush() {
        if let top = stack.last, !top.implicit { return }
        if let implicit = stack.popLast() { implicit.completion?.close() }
        commitOutermost()
    }

    /// A frame's commit: the implicit transaction, then what the blocks run after it changed
    /// (animations begun once views are shown, as from `viewDidAppear`), so the frame never
    /// shows their model values without their animations. A few rounds at most: blocks that
    /// change something every time cannot hold the frame up.
    package static func flushForFrame() {
        for _ in 0..<4 {
            flush()
            guard let top = stack.last, top.implicit else { return }
        }
    }

    /// The implicit transaction, begun by the first change outside any explicit one.
    package static func ensureOpen() {
        guard stack.isEmpty else { return }
        stack.append(Frame(implicit: true))
        observeRunLoop()
    }

    private static func commitOutermost() {
        guard !committing else { return }
        observeRunLoop()
        committing = true
        defer { committing = false }
        let now = CACurrentMediaTime()
        let started = pending
        pending = []
        committedSerial = openSerial
        openSerial += 1
        for (layer, entry) in started { entry.start(on: layer, commitTime: now) }
        let handlers = commitHandlers
        commitHandlers = []
        for h in handlers { h() }
    }

    /// Blocks run once the open outermost transaction has committed (UIKit calls a view
    /// animation's completion then when the block made no animations).
    @exclusivity(unchecked) nonisolated(unsafe) private static var commitHandlers: [() -> Void] = []
    package static func afterCommit(_ block: @escaping () -> Void) {
        ensureOpen()
        commitHandlers.append(block)
    }

    /// The serial a layer made now belongs to.
    static var serialForNewLayer: UInt64 { openSerial }

    // MARK: Values (nested transactions inherit outer values)

    public class func value(forKey key: String) -> Any? {
        if key == kCATransactionCompletionBlock { return completionBlock() }
        for frame in stack.reversed() { if let v = frame.values[key] { return v } }
        return nil
    }

    public class func setValue(_ anObject: Any?, forKey key: String) {
        ensureOpen()
        let top = stack[stack.count - 1]
        if key == kCATransactionCompletionBlock { setCompletionBlock(anObject as? () -> Void); return }
        top.values[key] = anObject
    }

    /// 0.25 s unless a transaction says otherwise.
    public class func animationDuration() -> CFTimeInterval {
        Coerce.double(value(forKey: kCATransactionAnimationDuration)).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 0.25
    }
    public class func setAnimationDuration(_ dur: CFTimeInterval) { setValue(dur, forKey: kCATransactionAnimationDuration) }

    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    public class func disableActions() -> Bool { Coerce.bool(value(forKey: kCATransactionDisableActions)) ?? false }
    public class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }

    /// The block run once every animation added in this transaction (and the transactions
    /// nested in it) has finished or been removed — at once after the commit if there are none.
    public class func completionBlock() -> (() -> Void)? { stack.last?.completion?.block }
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        ensureOpen()
        let top = stack[stack.count - 1]
        if let block {
            if let c = top.completion { c.block = block } else { top.completion = TransactionCompletion(block) }
        } else {
            top.completion?.block = nil
        }
    }

    /// Apple's lock for changing layers from other threads; layers here are main-thread objects.
    public class func lock() {}
    public class func unlock() {}

    // MARK: Changes and animations

    /// A model property changed: run its action unless actions are disabled or the layer has
    /// not been committed yet — a standalone layer's first configuration does not animate, as
    /// on Apple, where an implicit animation needs the layer's committed (presentation) state
    /// to start from. A view's layer is asked whatever its age: its view answers, and inside a
    /// `UIView.animate` block a view made in the same turn animates (UIKit's fade-in).
    static func layerChanged(_ layer: CALayer, key: String, from old: () -> Any?) {
        ensureOpen()
        guard layer.creationSerial <= committedSerial || layer.ownerDelegate != nil && viewAnimationBlocksOpen > 0,
              !disableActions() else { return }
        // The closure is kept only while the action is looked up and run.
        withoutActuallyEscaping(old) { old in
            let outer = pendingChange
            pendingChange = (ObjectIdentifier(layer), key, old)
            defer { pendingChange = outer }
            guard let action = layer.action(forKey: key) else { return }
            action.run(forKey: key, object: layer, arguments: nil)
        }
    }

    /// A layer event that is not a property change (kCAOnOrderIn, kCAOnOrderOut,
    /// kCATransition): its action runs like a property's.
    static func layerEvent(_ layer: CALayer, _ event: String) {
        ensureOpen()
        guard !layer.isCopy, layer.creationSerial <= committedSerial, !disableActions(),
              let action = layer.action(forKey: event) else { return }
        action.run(forKey: event, object: layer, arguments: nil)
    }

    /// An animation was added: it starts at the outermost commit and counts towards the
    /// completion of every open transaction.
    static func animationAdded(_ entry: AnimationEntry, to layer: CALayer) {
        ensureOpen()
        entry.pendingDuration = animationDuration()
        for frame in stack {
            if let c = frame.completion { c.retain(); entry.completions.append(c) }
        }
        pending.append((layer, entry))
    }
}

/// The completion block of one transaction: runs when its transaction has ended and every
/// animation counted in it has stopped.
final class TransactionCompletion {
    @exclusivity(unchecked) var block: (() -> Void)?
    @exclusivity(unchecked) private var outstanding = 0
    @exclusivity(unchecked) private var closed = false
    init(_ block: @escaping () -> Void) { self.block = block }

    func retain() { outstanding += 1 }
    func release() { outstanding -= 1; fireIfDone() }
    func close() { closed = true; fireIfDone() }
    private func fireIfDone() {
        guard closed, outstanding <= 0, let b = block else { return }
        block = nil
        b()
    }
}
