import Foundation
import QuartzCore

/// Pictures of a view's hierarchy (Apple: UIView's "Snapshotting").
extension UIView {
    /// Draws the view and its subviews, as they are laid out, scaled into `rect` of the
    /// current context. With `afterScreenUpdates`, pending layout and display run first.
    /// False when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A new view showing a picture of this one as it is now: its bounds' size, at the
    /// origin. nil for a view of no size.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let renderer = UIGraphicsImageRenderer(size: bounds.size)
        let image = renderer.image { _ in _ = drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterUpdates) }
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: .zero, size: bounds.size)
        return view
    }
}
