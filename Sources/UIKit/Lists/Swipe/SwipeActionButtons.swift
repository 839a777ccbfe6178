import Foundation

/// A swiped row's action buttons in the edge its swipe uncovers, kept by the row's cell (a
/// table view cell, or a list cell of a collection view).
@MainActor final class SwipeActionButtons {
    private(set) var buttons: [(button: UIButton, width: CGFloat)] = []
    private(set) var trailing = true

    /// The width the actions take fully open.
    var width: CGFloat { buttons.reduce(0) { $0 + $1.width } }

    /// One button per action, each at least UIKit's 74 points or its title and padding,
    /// under the cell's content (which slides off them) and over its background; `tapped`
    /// gets the index of the action whose button was tapped.
    func show(_ actions: [UIContextualAction], trailing: Bool, in cell: UIView, below content: UIView,
              tapped: @escaping (Int) -> Void) {
        remove()
        self.trailing = trailing
        for (i, a) in actions.enumerated() {
            let b = UIButton(type: .custom)
            b.setTitle(a.title, for: .normal)
            b.setTitleColor(.white, for: .normal)
            b.backgroundColor = a.backgroundColor
            b.clipsToBounds = true
            b.addAction(UIAction { _ in tapped(i) }, for: .touchUpInside)
            let text = b.titleLabel?.sizeThatFits(CGSize(width: 1000, height: 100)).width ?? 0
            cell.insertSubview(b, belowSubview: content)
            buttons.append((b, max(74, text + 30)))
        }
        cell.setNeedsLayout()
    }

    func remove() {
        for (b, _) in buttons { b.removeFromSuperview() }
        buttons = []
    }

    /// The buttons share the uncovered edge (`offset` of the cell's `bounds`) in proportion
    /// to their widths, the first action outermost.
    func layout(in b: CGRect, offset: CGFloat) {
        guard !buttons.isEmpty else { return }
        let revealed = abs(offset), total = width
        var edge = trailing ? b.width : 0
        for (button, width) in buttons {
            let w = total > 0 ? width * revealed / total : 0
            button.frame = trailing ? CGRect(x: edge - w, y: 0, width: w, height: b.height)
                                    : CGRect(x: edge, y: 0, width: w, height: b.height)
            edge += trailing ? -w : w
        }
    }
}

/// A cell whose row can be swiped: its content follows `swipeOffset`, its actions'
/// buttons fill the edge uncovered.
@MainActor protocol SwipeableCell: UIView {
    /// How far a swipe has moved the row's content (negative: left, showing trailing actions).
    var swipeOffset: CGFloat { get set }
    var swipeActions: SwipeActionButtons { get }
    var contentView: UIView { get }
}

extension SwipeableCell {
    /// The width the swipe actions take fully open.
    var swipeActionsWidth: CGFloat { swipeActions.width }

    func showSwipeActions(_ actions: [UIContextualAction], trailing: Bool, tapped: @escaping (Int) -> Void) {
        swipeActions.show(actions, trailing: trailing, in: self, below: contentView, tapped: tapped)
    }

    func removeSwipeActions() {
        swipeActions.remove()
        swipeOffset = 0
    }
}
