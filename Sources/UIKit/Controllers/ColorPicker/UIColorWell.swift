import Foundation
import QuartzCore

/// A control showing a colour that opens a colour picker (Apple: UIColorWell): a ring of
/// hues around the selected colour; a tap presents a `UIColorPickerViewController` from the
/// nearest controller, and each choice there becomes `selectedColor` and sends
/// `.valueChanged`.
@preconcurrency @MainActor
open class UIColorWell: UIControl, UIColorPickerViewControllerDelegate {
    /// The colour shown (nil: none chosen, an empty well).
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the picker offers opacity.
    open var supportsAlpha = true
    /// The picker's title.
    open var title: String?
    private weak var picker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [unowned self] _ in presentPicker() }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The ring of hues, and inside it the selected colour (or a diagonal line for none).
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, ring = max(2, side / 9)
        let steps = 36
        for i in 0..<steps {
            let a0 = CGFloat(i) / CGFloat(steps) * 2 * .pi - .pi / 2, a1 = CGFloat(i + 1) / CGFloat(steps) * 2 * .pi - .pi / 2 + 0.02
            let path = UIBezierPath()
            path.addArc(withCenter: center, radius: outer, startAngle: a0, endAngle: a1, clockwise: true)
            path.addArc(withCenter: center, radius: outer - ring, startAngle: a1, endAngle: a0, clockwise: false)
            path.close()
            UIColor(hue: CGFloat(i) / CGFloat(steps), saturation: 0.9, brightness: 1, alpha: 1).setFill()
            path.fill()
        }
        let inner = CGRect(x: center.x - outer + ring * 1.6, y: center.y - outer + ring * 1.6,
                           width: 2 * (outer - ring * 1.6), height: 2 * (outer - ring * 1.6))
        if let color = selectedColor {
            color.setFill()
            UIBezierPath(ovalIn: inner).fill()
        } else {
            ctx.setStrokeColor(UIColor.systemRed.cgColor)
            ctx.setLineWidth(1.5)
            ctx.move(to: CGPoint(x: inner.minX + inner.width * 0.2, y: inner.maxY - inner.height * 0.2))
            ctx.addLine(to: CGPoint(x: inner.maxX - inner.width * 0.2, y: inner.minY + inner.height * 0.2))
            ctx.strokePath()
        }
    }

    private func presentPicker() {
        var r: UIResponder? = self
        while let next = r?.next, !(next is UIViewController) { r = next }
        guard let host = r?.next as? UIViewController else { return }
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = supportsAlpha
        if let title { picker.title = title }
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.delegate = self
        self.picker = picker
        host.present(picker, animated: true)
    }

    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }
}
