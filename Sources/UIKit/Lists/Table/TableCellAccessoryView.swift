import QuartzCore

/// The drawn accessories of a cell (UIKit's chevron, checkmark and info button), as a shape
/// layer stroked in the accessory's colour. The detail button is a control: a tap on it
/// reports `accessoryButtonTappedForRowWith` rather than selecting the row.
@MainActor
final class TableCellAccessoryView: UIControl {
    let type: UITableViewCell.AccessoryType
    /// A chevron drawn in the tint rather than the system grey (a list accessory's tint option).
    var strokesInTint = false { didSet { updateColors() } }
    private let shape = CAShapeLayer()
    private let info = CAShapeLayer()

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        shape.fillColor = nil
        shape.lineWidth = 2
        shape.lineCap = .round
        shape.lineJoin = .round
        layer.addSublayer(shape)
        if type == .detailButton || type == .detailDisclosureButton {
            info.lineWidth = 1.5
            info.lineCap = .round
            layer.addSublayer(info)
        }
        isUserInteractionEnabled = type == .detailButton || type == .detailDisclosureButton
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("TableCellAccessoryView is made in code") }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 12)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 22 + 16 + 8, height: 22)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override func resolveColorsForInterfaceStyle() { updateColors() }

    private func updateColors() {
        let tint = resolvedColor(tintColor)
        shape.strokeColor = type == .disclosureIndicator && !strokesInTint ? resolvedColor(.tertiaryLabel) : tint
        if type == .detailDisclosureButton {
            // The chevron after the button keeps its grey; the button takes the tint.
            shape.strokeColor = resolvedColor(.tertiaryLabel)
        }
        info.strokeColor = tint
        info.fillColor = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shape.frame = bounds
        info.frame = bounds
        let h = bounds.height
        switch type {
        case .none: break
        case .disclosureIndicator:
            shape.path = Self.chevron(x: 1, midY: h / 2, width: 6, height: 11)
        case .checkmark:
            let p = CGMutablePath()
            p.move(to: CGPoint(x: 1, y: h / 2 + 0.5))
            p.addLine(to: CGPoint(x: 5, y: h - 1.5))
            p.addLine(to: CGPoint(x: 13, y: 1.5))
            shape.path = p
        case .detailButton:
            info.path = Self.infoGlyph(in: CGRect(x: 0, y: (h - 22) / 2, width: 22, height: 22))
        case .detailDisclosureButton:
            info.path = Self.infoGlyph(in: CGRect(x: 0, y: (h - 22) / 2, width: 22, height: 22))
            shape.path = Self.chevron(x: bounds.width - 7, midY: h / 2, width: 6, height: 11)
        }
    }

    private static func chevron(x: CGFloat, midY: CGFloat, width: CGFloat, height: CGFloat) -> CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: x, y: midY - height / 2))
        p.addLine(to: CGPoint(x: x + width, y: midY))
        p.addLine(to: CGPoint(x: x, y: midY + height / 2))
        return p
    }

    /// A circle with an "i": a dot and a stem.
    private static func infoGlyph(in r: CGRect) -> CGPath {
        let p = CGMutablePath()
        p.addEllipse(in: r.insetBy(dx: 1, dy: 1))
        p.move(to: CGPoint(x: r.midX, y: r.minY + 9.5))
        p.addLine(to: CGPoint(x: r.midX, y: r.maxY - 5.5))
        p.move(to: CGPoint(x: r.midX, y: r.minY + 6))
        p.addLine(to: CGPoint(x: r.midX, y: r.minY + 6.2))
        return p
    }

    /// Only the button part answers touches (the chevron of a detail-disclosure does not).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        CGRect(x: -8, y: -11, width: 38, height: bounds.height + 22).contains(point)
    }
}
