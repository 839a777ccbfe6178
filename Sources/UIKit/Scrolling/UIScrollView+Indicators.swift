import QuartzCore
import CoreGraphics
import Foundation

/// The scroll indicators: shown while the content moves, faded out after.
extension UIScrollView {
    // MARK: Indicators

    /// Each indicator runs along its edge inside its insets (`verticalScrollIndicatorInsets`,
    /// `horizontalScrollIndicatorInsets`, and the safe area when
    /// `automaticallyAdjustsScrollIndicatorInsets`).
    func updateIndicators() {
        let moving = isMoving
        let o = contentOffset, size = bounds.size
        let content = CGSize(width: contentSize.width + adjustedContentInset.left + adjustedContentInset.right,
                             height: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom)
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let v = verticalScrollIndicatorInsets, h = horizontalScrollIndicatorInsets
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let thickness: CGFloat = 3, margin: CGFloat = 3
        if showsVerticalScrollIndicator, content.height > size.height, size.height > 0 {
            let track = max(0, size.height - v.top - v.bottom - safe.top - safe.bottom)
            let length = min(track, max(36, track * size.height / content.height))
            let travel = max(0, track - length - 2 * margin)
            let f = min(max((o.y + adjustedContentInset.top) / max(1, content.height - size.height), 0), 1)
            verticalIndicator.frame = CGRect(x: o.x + size.width - thickness - margin - v.right - safe.right,
                                             y: o.y + v.top + safe.top + margin + travel * f, width: thickness, height: length)
            verticalIndicator.opacity = moving ? 1 : verticalIndicator.opacity
        } else {
            verticalIndicator.opacity = 0
        }
        if showsHorizontalScrollIndicator, content.width > size.width, size.width > 0 {
            let track = max(0, size.width - h.left - h.right - safe.left - safe.right)
            let length = min(track, max(36, track * size.width / content.width))
            let travel = max(0, track - length - 2 * margin)
            let f = min(max((o.x + adjustedContentInset.left) / max(1, content.width - size.width), 0), 1)
            horizontalIndicator.frame = CGRect(x: o.x + h.left + safe.left + margin + travel * f,
                                               y: o.y + size.height - thickness - margin - h.bottom - safe.bottom, width: length, height: thickness)
            horizontalIndicator.opacity = moving ? 1 : horizontalIndicator.opacity
        } else {
            horizontalIndicator.opacity = 0
        }
        CATransaction.commit()
    }

    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// `flashScrollIndicators()`: the indicators shown for a moment (0.5 s, then their fade).
    func flashIndicators() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        updateIndicators()
        let size = bounds.size
        let content = CGSize(width: contentSize.width + adjustedContentInset.left + adjustedContentInset.right,
                             height: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom)
        if showsVerticalScrollIndicator, content.height > size.height { verticalIndicator.opacity = 1 }
        if showsHorizontalScrollIndicator, content.width > size.width { horizontalIndicator.opacity = 1 }
        CATransaction.commit()
        if !isMoving { fadeIndicators() }
    }

    /// The indicators' colour for `indicatorStyle` in the view's appearance.
    func colorIndicators() {
        let dark = indicatorStyle == .white || indicatorStyle == .default && interfaceStyle == .dark
        let color = CGColor(gray: dark ? 1 : 0, alpha: 0.35)
        verticalIndicator.backgroundColor = color
        horizontalIndicator.backgroundColor = color
    }

    private var isMoving: Bool { isDragging || isDecelerating || motions != nil }

    /// Whether an indicator shows or is fading out. Hidden ones of content at rest need not
    /// follow a new content size (a table's batch update): the content's next move, which
    /// shows them, places them first.
    var indicatorsShowing: Bool {
        isMoving || verticalIndicator.opacity > 0 || horizontalIndicator.opacity > 0
            || verticalIndicator.animation(forKey: "fade") != nil || horizontalIndicator.animation(forKey: "fade") != nil
    }

    /// The indicators fade out once the content has stopped (0.25 s, after 0.5 s).
    func fadeIndicators() {
        guard !isDragging else { return }
        for i in [verticalIndicator, horizontalIndicator] where i.opacity > 0 {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = i.opacity
            fade.toValue = 0
            fade.beginTime = i.convertTime(CACurrentMediaTime(), from: nil) + 0.5
            fade.duration = 0.25
            fade.fillMode = .backwards
            i.add(fade, forKey: "fade")
            CATransaction.begin(); CATransaction.setDisableActions(true)
            i.opacity = 0
            CATransaction.commit()
        }
    }
}
