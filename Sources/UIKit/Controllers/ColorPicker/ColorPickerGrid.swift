import Foundation
import QuartzCore

/// The picker's grid: a row of greys from white to black, then twelve hues in columns from
/// deep to pale, as iOS's grid is arranged. A tap chooses the swatch under it; the chosen
/// colour's swatch (if it is one) is outlined.
@MainActor final class ColorPickerGrid: UIView {
    static let columns = 12, rows = 10
    var picked: ((UIColor) -> Void)?
    private let outline = CALayer()
    private var marked: (Int, Int)?

    /// The swatch at `column`, `row`.
    static func color(column c: Int, row r: Int) -> UIColor {
        if r == 0 { return UIColor(white: 1 - CGFloat(c) / CGFloat(columns - 1), alpha: 1) }
        let hue = CGFloat(c) / CGFloat(columns)
        // Rows 1…9: from dark and full to light and soft.
        let t = CGFloat(r - 1) / CGFloat(rows - 2)
        let brightness = 0.35 + 0.65 * min(1, t * 2)
        let saturation = t < 0.5 ? 1 : 1 - (t - 0.5) * 1.6
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        clipsToBounds = true
        outline.borderColor = UIColor.white.cgColor
        outline.borderWidth = 3
        outline.isHidden = true
        layer.addSublayer(outline)
        addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] g in
            guard let (c, r) = self.cell(at: g.location(in: self)) else { return }
            self.picked?(Self.color(column: c, row: r))
        })
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("ColorPickerGrid is made in code") }

    private var cellSize: CGSize { CGSize(width: bounds.width / CGFloat(Self.columns), height: bounds.height / CGFloat(Self.rows)) }

    func cell(at p: CGPoint) -> (Int, Int)? {
        let s = cellSize
        guard s.width > 0, s.height > 0, bounds.contains(p) else { return nil }
        return (min(Self.columns - 1, Int(p.x / s.width)), min(Self.rows - 1, Int(p.y / s.height)))
    }

    override func draw(_ rect: CGRect) {
        let s = cellSize
        for r in 0..<Self.rows {
            for c in 0..<Self.columns {
                Self.color(column: c, row: r).setFill()
                UIRectFill(CGRect(x: CGFloat(c) * s.width, y: CGFloat(r) * s.height, width: s.width + 0.5, height: s.height + 0.5))
            }
        }
    }

    /// Outlines the swatch of `color`, if the grid has it.
    func mark(_ color: UIColor) {
        let target = ColorPickerPanel.hex(of: color)
        marked = nil
        search: for r in 0..<Self.rows {
            for c in 0..<Self.columns where ColorPickerPanel.hex(of: Self.color(column: c, row: r)) == target {
                marked = (c, r)
                break search
            }
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if let (c, r) = marked {
            let s = cellSize
            outline.frame = CGRect(x: CGFloat(c) * s.width, y: CGFloat(r) * s.height, width: s.width, height: s.height)
            outline.isHidden = false
        } else {
            outline.isHidden = true
        }
        CATransaction.commit()
    }
}
