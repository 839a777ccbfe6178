import QuartzCore
import CoreGraphics
import Foundation

/// The scroll indicators: shown while the content moves, faded out after.
extension UIScrollView {
    // MARK: Indicators

    func updateIndicators() {
        let o = contentOffset, size = bounds.size
        let content = CGSize(width: contentSize.width + adjustedContentInset.left + adjustedContentInset.right,
                             height: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let thickness: CGFloat = 3, margin: CGFloat = 3
        if showsVerticalScrollIndicator, content.height > size.height, size.height > 0 {
            let length = max(36, size.height * size.height / content.height)
            let travel = size.height - length - 2 * margin
            let f = min(max((o.y + adjustedContentInset.top) / max(1, content.height - size.height), 0), 1)
            verticalIndicator.frame = CGRect(x: o.x + size.width - thickness - margin, y: o.y + margin + travel * f, width: thickness, height: length)
            verticalIndicator.opacity = isDragging || isDecelerating || motions != nil ? 1 : verticalIndicator.opacity
        } else {
            verticalIndicator.opacity = 0
        }
        if showsHorizontalScrollIndicator, content.width > size.width, size.width > 0 {
            let length = max(36, size.width * size.width / content.width)
            let travel = size.width - length - 2 * margin
            let f = min(max((o.x + adjustedContentInset.left) / max(1, content.width - size.width), 0), 1)
            horizontalIndicator.frame = CGRect(x: o.x + margin + travel * f, y: o.y + size.height - thickness - margin, width: length, height: thickness)
            horizontalIndicator.opacity = isDragging || isDecelerating || motions != nil ? 1 : horizontalIndicator.opacity
        } else {
            horizontalIndicator.opacity = 0
        }
        CATransaction.commit()
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
