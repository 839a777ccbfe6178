/// What a constraint can relate: a view or a layout guide. Each has, while a constraint of
/// its hierarchy refers to it, a node in its hierarchy's engine: four variables for its frame
/// in its parent's coordinates (a view's superview; a guide's owning view).
@MainActor protocol LayoutItem: AnyObject {
    var layoutNode: LayoutNode? { get set }
    /// The view itself, or the guide's owning view.
    var itemView: UIView? { get }
    /// The view in whose coordinates the item's frame is: superview, or owning view.
    var layoutParent: UIView? { get }
    /// The non-owning reference that nodes, constraints and anchors keep of the item.
    var itemReference: ItemReference { get }
}

/// An item's variables in one engine, and what the engine keeps for it.
@MainActor final class LayoutNode {
    @exclusivity(unchecked) var x: SimplexSymbol, y: SimplexSymbol, width: SimplexSymbol, height: SimplexSymbol
    unowned let engine: LayoutEngine
    /// The item, nil once it is gone (not `weak`: see ItemReference).
    let reference: ItemReference
    var item: (any LayoutItem)? { reference.item }
    /// The item when it is a view.
    var view: UIView? { reference.view }
    /// Active constraints with this item on either side.
    var constraints = ConstraintList(.referring)
    /// The constraints UIKit keeps for the item itself: autoresizing, content size, guide.
    var autoresizing: [NSLayoutConstraint] = []
    /// Width ≥, width ≤, height ≥, height ≤ the intrinsic size (compression, hugging).
    var contentSize: [NSLayoutConstraint?] = [nil, nil, nil, nil]
    var contentSizeDirty = true
    /// The width a wrapping label measured its height at (UIKit's second pass), if any.
    var widthHint: CGFloat?
    /// Autoresizing as `origin = a·superviewSize + b` and `size = …` on each axis.
    var autoresizingForm: [CGFloat] = []
    /// The engine's pass that last reported this node moved.
    var markedInPass = 0
    /// The engine's slot for the superview of the node's view (`ContainerTable`).
    var containerSlot = ContainerTable.none

    init(engine: LayoutEngine, item: any LayoutItem, solver: SimplexSolver) {
        self.engine = engine
        reference = item.itemReference
        x = solver.makeVariable(); y = solver.makeVariable()
        width = solver.makeVariable(); height = solver.makeVariable()
    }

    /// New variables in a new solver (the engine solving afresh).
    func reassign(_ solver: SimplexSolver) {
        x = solver.makeVariable(); y = solver.makeVariable()
        width = solver.makeVariable(); height = solver.makeVariable()
    }

    /// The frame in the solution, in the parent's coordinates.
    func solvedFrame(_ solver: SimplexSolver) -> CGRect {
        CGRect(x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: width), height: solver.value(of: height))
    }


}
