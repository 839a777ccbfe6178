import QuartzCore

/// The views a cell's configurations make — the content configuration's view filling the
/// content view, the background configuration's view at the back of the cell — shared by
/// table and collection view cells, which apply their configurations alike.
@MainActor
final class ConfiguredViews {
    private(set) var content: (UIView & UIContentView)?
    private(set) var background: UIView?

    /// Shows `configuration` in `contentView` (updated for `state` when `update`): the view it
    /// made before takes the new configuration if it can, else a new one fills the content view.
    func applyContent(_ configuration: UIContentConfiguration?, state: UICellConfigurationState, update: Bool, in contentView: UIView) {
        guard let c = configuration else {
            content?.removeFromSuperview()
            content = nil
            return
        }
        let shown = update ? c.updated(for: state) : c
        if let v = content, v.supports(c) {
            v.configuration = shown
            return
        }
        content?.removeFromSuperview()
        let v = shown.makeContentView()
        v.frame = contentView.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(v)
        content = v
    }

    /// Shows `configuration` behind `cell`'s content, inset by its insets (updated for `state`
    /// when `update`); nil removes the view. Returns whether a background shows.
    @discardableResult
    func applyBackground(_ configuration: UIBackgroundConfiguration?, state: UICellConfigurationState, update: Bool, in cell: UIView) -> Bool {
        guard var c = configuration else {
            background?.removeFromSuperview()
            background = nil
            return false
        }
        if update { c = c.updated(for: state) }
        let v = c.customView ?? background ?? UIView()
        if v !== background { background?.removeFromSuperview() }
        background = v
        v.backgroundColor = c.backgroundColor
        v.layer.cornerRadius = c.cornerRadius
        v.layer.borderWidth = c.strokeColor == nil ? 0 : c.strokeWidth
        v.layer.borderColor = c.strokeColor.map(cell.resolvedColor)
        let i = c.backgroundInsets, b = cell.bounds
        v.frame = CGRect(x: i.leading, y: i.top, width: max(0, b.width - i.leading - i.trailing), height: max(0, b.height - i.top - i.bottom))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if v.superview !== cell { cell.insertSubview(v, at: 0) }
        return true
    }
}
