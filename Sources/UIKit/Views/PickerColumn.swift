import QuartzCore

/// One wheel of a picker: a vertical scroll view whose content is its rows, inset so that the
/// first and last rows can reach the middle band. A drag's end is aimed at a row's place
/// (`scrollViewWillEndDragging`), so the wheel always settles on a row; a tap turns the tapped
/// row to the middle. Only the rows in view have views; those that leave are reused.
@MainActor
final class PickerColumn: UIScrollView, UIScrollViewDelegate {
    private unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    private(set) var selected = -1
    private(set) var shown: [Int: UIView] = [:]
    private var spare: [UIView] = []
    /// A turn the user started (drag or tap): its settling is reported to the delegate.
    private var userTurn = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        decelerationRate = .fast
        delegate = self
        addGestureRecognizer(UITapGestureRecognizer(target: self) { [weak self] g in self?.tapped(g) })
    }

    required init?(coder: NSCoder) { fatalError("PickerColumn is made by UIPickerView") }

    private var inset: CGFloat { max(0, (bounds.height - rowHeight) / 2) }

    func reload() {
        rowCount = picker.rowCount(component)
        rowHeight = picker.rowHeight(component)
        for (_, v) in shown { v.removeFromSuperview() }
        shown = [:]
        spare = []
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        selected = rowCount == 0 ? -1 : min(max(0, selected), rowCount - 1)
        if selected >= 0 { contentOffset = offset(for: selected) }
        setNeedsLayout()
    }

    private func offset(for row: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(row) * rowHeight - inset) }
    private func row(atOffset y: CGFloat) -> Int {
        guard rowCount > 0 else { return -1 }
        return min(max(0, Int(((y + inset) / rowHeight).rounded())), rowCount - 1)
    }

    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        selected = min(max(0, row), rowCount - 1)
        userTurn = false
        setContentOffset(offset(for: selected), animated: animated)
    }

    override func layoutSubviews() {
        let insets = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != insets {
            contentInset = insets
            if selected >= 0 { contentOffset = offset(for: selected) }
        }
        if contentSize.width != bounds.width { contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight) }
        super.layoutSubviews()
        tile()
    }

    /// Views for the rows in view, each faded by its distance from the middle.
    private func tile() {
        guard rowCount > 0, rowHeight > 0 else { return }
        let top = contentOffset.y, bottom = top + bounds.height
        let first = max(0, Int((top / rowHeight).rounded(.down))), last = min(rowCount - 1, Int((bottom / rowHeight).rounded(.up)))
        for (r, v) in shown where r < first || r > last {
            v.removeFromSuperview()
            spare.append(v)
            shown[r] = nil
        }
        guard first <= last else { return }
        let middle = top + bounds.height / 2
        for r in first...last {
            let v: UIView
            if let existing = shown[r] { v = existing } else {
                v = picker.makeRowView(r, component, reusing: spare.popLast())
                v.isUserInteractionEnabled = false
                addSubview(v)
                shown[r] = v
            }
            v.frame = CGRect(x: 0, y: CGFloat(r) * rowHeight, width: bounds.width, height: rowHeight)
            let distance = abs(CGFloat(r) * rowHeight + rowHeight / 2 - middle)
            v.alpha = max(0.25, 1 - distance / max(1, bounds.height / 2))
        }
    }

    // MARK: Turning

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userTurn = true }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { setNeedsLayout() }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let r = row(atOffset: targetContentOffset.pointee.y)
        if r >= 0 { targetContentOffset.pointee = offset(for: r) }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// The wheel came to rest: on a row's place (aimed there), which becomes the selection.
    private func settle() {
        let r = row(atOffset: contentOffset.y)
        guard r >= 0 else { return }
        if contentOffset != offset(for: r) { setContentOffset(offset(for: r), animated: true); return }
        let changed = r != selected
        selected = r
        if userTurn, changed { picker.userSelected(r, component) }
        userTurn = false
    }

    private func tapped(_ g: UIGestureRecognizer) {
        guard g.state == .ended, rowCount > 0 else { return }
        let r = min(max(0, Int((g.location(in: self).y / rowHeight).rounded(.down))), rowCount - 1)
        guard r != row(atOffset: contentOffset.y) else { return }
        userTurn = true
        setContentOffset(offset(for: r), animated: true)
    }
}
