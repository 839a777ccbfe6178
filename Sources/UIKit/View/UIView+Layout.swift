import QuartzCore

/// The layout cycle: `setNeedsLayout` marks, the layer tree's layout pass (before display,
/// top down, once per pass) runs `layoutSubviews`; a bounds-size change marks it too and
/// applies UIKit's autoresizing to the subviews at once.
extension UIView {
    public func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out now whatever needs it, from the highest ancestor that does, down.
    public func layoutIfNeeded() { layer.layoutIfNeeded() }


    /// UIKit's autoresizing (UIView.AutoresizingMask, Apple's documentation): on each axis the
    /// superview's change is shared among the subview's flexible parts — left/top margin,
    /// width/height, right/bottom margin — in proportion to their current lengths ("the larger
    /// the flexible portion, relative to the other flexible portions, the more it is likely to
    /// grow"), equally when they are all zero. The layer model's AppKit rule (equal shares) is not UIKit's.
    package func resizeSubviews(withOldSize old: CGSize) {
        let new = bounds.size
        for sub in subviewStorage where !sub.autoresizingMask.isEmpty {
            sub.resize(inOldSuperviewSize: old, newSize: new)
        }
    }

    private func resize(inOldSuperviewSize old: CGSize, newSize new: CGSize) {
        let m = autoresizingMask
        var f = frame
        func share(_ delta: CGFloat, old: CGFloat, _ minFlex: Bool, _ sizeFlex: Bool, _ maxFlex: Bool,
                   _ origin: inout CGFloat, _ length: inout CGFloat) {
            guard delta != 0, minFlex || sizeFlex || maxFlex else { return }
            let before = origin, size = length, after = old - origin - length
            let parts = [minFlex ? max(0, before) : 0, sizeFlex ? max(0, size) : 0, maxFlex ? max(0, after) : 0]
            let total = parts.reduce(0, +)
            let count = CGFloat([minFlex, sizeFlex, maxFlex].filter { $0 }.count)
            func portion(_ i: Int, _ flexible: Bool) -> CGFloat {
                guard flexible else { return 0 }
                return total > 0 ? delta * parts[i] / total : delta / count
            }
            origin += portion(0, minFlex)
            if sizeFlex { length = max(0, length + portion(1, true)) }
        }
        share(new.width - old.width, old: old.width, m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth),
              m.contains(.flexibleRightMargin), &f.origin.x, &f.size.width)
        share(new.height - old.height, old: old.height, m.contains(.flexibleTopMargin), m.contains(.flexibleHeight),
              m.contains(.flexibleBottomMargin), &f.origin.y, &f.size.height)
        if f != frame { frame = f }
    }
}
