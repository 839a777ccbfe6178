import QuartzCore

/// The clear layer under a popup (a menu, a compact date picker's wheels): it covers the
/// window and takes every touch, so a tap outside the panel only dismisses the popup, as on iOS.
@MainActor
final class PopupOverlay: UIView {
    weak var panel: UIView?
    var onTapOutside: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let panel else { return }
        if !panel.bounds.contains(touch.location(in: panel)) { onTapOutside?() }
    }

    /// A rounded, shadowed panel in the popups' colour (light grey, or dark grey in the dark).
    static func stylePanel(_ panel: UIView) {
        panel.backgroundColor = UIColor(light: UIColor(white: 0.97, alpha: 1), dark: UIColor(white: 0.17, alpha: 1))
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.18
        panel.layer.shadowRadius = 24
        panel.layer.shadowOffset = CGSize(width: 0, height: 8)
    }

    /// Where a panel of `size` goes beside `anchor` (window coordinates): below it when it
    /// fits, else above; aligned with the anchor's nearer side; inside the window's margins.
    static func place(_ size: CGSize, beside anchor: CGRect, in window: UIView) -> CGRect {
        let margin: CGFloat = 8
        var x = anchor.midX > window.bounds.midX ? anchor.maxX - size.width : anchor.minX
        x = min(max(margin, x), window.bounds.width - margin - size.width)
        var y = anchor.maxY + margin
        if y + size.height > window.bounds.height - margin { y = anchor.minY - margin - size.height }
        y = max(margin, y)
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}
