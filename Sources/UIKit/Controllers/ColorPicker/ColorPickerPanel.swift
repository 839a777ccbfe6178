import Foundation
import QuartzCore

/// The colour picker's view: a header (the title, the colour so far, a close button), a
/// segmented choice of grid or sliders, and an opacity slider.
@MainActor final class ColorPickerPanel: UIView {
    let titleLabel = UILabel()
    let closeButton = UIButton(type: .system)
    let swatch = UIView()
    let modes = UISegmentedControl(items: ["Grid", "Sliders"])
    let grid = ColorPickerGrid()
    let channels = (0..<3).map { _ in UISlider() }
    let channelLabels = ["Red", "Green", "Blue"].map { name -> UILabel in
        let l = UILabel(); l.text = name; l.font = .preferredFont(forTextStyle: .footnote); return l
    }
    let hexField = UITextField()
    let hexLabel = UILabel()
    let opacity = UISlider()
    let opacityLabel = UILabel()
    var showsOpacity = true
    /// A colour chosen here, and whether a drag is still going on.
    var picked: ((UIColor, Bool) -> Void)?
    private var current = UIColor.white

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.accessibilityLabel = "Close"
        swatch.layer.cornerRadius = 8
        swatch.layer.borderWidth = 1
        swatch.layer.borderColor = UIColor.separator.cgColor
        modes.selectedSegmentIndex = 0
        modes.addAction(UIAction { [unowned self] _ in showMode() }, for: .valueChanged)
        grid.picked = { [unowned self] c in picked?(c.withAlphaComponent(opacityValue), false) }
        for (i, s) in channels.enumerated() {
            s.minimumValue = 0; s.maximumValue = 255
            s.tag = i
            s.addAction(UIAction { [unowned self] _ in slid(final: false) }, for: .valueChanged)
            s.addAction(UIAction { [unowned self] _ in slid(final: true) }, for: [.touchUpInside, .touchUpOutside])
        }
        hexLabel.text = "Hex Color #"
        hexLabel.font = .preferredFont(forTextStyle: .footnote)
        hexField.borderStyle = .roundedRect
        hexField.autocapitalizationType = .allCharacters
        hexField.addAction(UIAction { [unowned self] _ in hexEntered() }, for: .editingDidEnd)
        hexField.addAction(UIAction { [unowned self] _ in hexEntered() }, for: .editingDidEndOnExit)
        opacity.minimumValue = 0; opacity.maximumValue = 1; opacity.value = 1
        opacity.addAction(UIAction { [unowned self] _ in picked?(current.withAlphaComponent(opacityValue), true) }, for: .valueChanged)
        opacity.addAction(UIAction { [unowned self] _ in picked?(current.withAlphaComponent(opacityValue), false) },
                          for: [.touchUpInside, .touchUpOutside])
        opacityLabel.text = "Opacity"
        opacityLabel.font = .preferredFont(forTextStyle: .footnote)
        for v in [titleLabel, closeButton, swatch, modes, grid, hexLabel, hexField, opacity, opacityLabel] as [UIView] { addSubview(v) }
        for v in channels as [UIView] + channelLabels { addSubview(v) }
        showMode()
    }

    required init?(coder: NSCoder) { fatalError("ColorPickerPanel is made in code") }

    private var opacityValue: CGFloat { showsOpacity ? CGFloat(opacity.value) : 1 }

    private func showMode() {
        let sliders = modes.selectedSegmentIndex == 1
        grid.isHidden = sliders
        for v in channels as [UIView] + channelLabels + [hexField, hexLabel] { v.isHidden = !sliders }
    }

    /// Shows `color` everywhere it appears (the swatch, the sliders, the hex, the grid's mark).
    func show(_ color: UIColor) {
        current = color
        swatch.backgroundColor = color
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        for (s, v) in zip(channels, [r, g, b]) { s.value = Float((v * 255).rounded()) }
        opacity.value = Float(a)
        if !hexField.isFirstResponder { hexField.text = Self.hex(r, g, b) }
        grid.mark(color)
    }

    private func slid(final: Bool) {
        let v = channels.map { CGFloat($0.value.rounded()) / 255 }
        picked?(UIColor(red: v[0], green: v[1], blue: v[2], alpha: opacityValue), !final)
    }

    private func hexEntered() {
        guard let c = Self.color(hex: hexField.text ?? "") else {
            hexField.text = Self.hex(of: current)
            return
        }
        picked?(c.withAlphaComponent(opacityValue), false)
    }

    static func hex(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> String {
        String(format: "%02X%02X%02X", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
    }

    static func hex(of c: UIColor) -> String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return hex(r, g, b)
    }

    /// "RRGGBB" (a leading # allowed, and the three-digit form), else nil.
    static func color(hex text: String) -> UIColor? {
        var s = text.trimmingCharacters(in: .whitespaces).uppercased()
        if s.hasPrefix("#") { s.removeFirst() }
        if s.count == 3 { s = s.map { "\($0)\($0)" }.joined() }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
        return UIColor(red: CGFloat(v >> 16 & 0xFF) / 255, green: CGFloat(v >> 8 & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, pad: CGFloat = 16
        titleLabel.frame = CGRect(x: 60, y: 14, width: w - 120, height: 24)
        closeButton.frame = CGRect(x: w - 48, y: 10, width: 32, height: 32)
        swatch.frame = CGRect(x: pad, y: 10, width: 32, height: 32)
        modes.frame = CGRect(x: pad, y: 54, width: w - 2 * pad, height: 32)
        let top: CGFloat = 100
        let side = w - 2 * pad
        grid.frame = CGRect(x: pad, y: top, width: side, height: side * CGFloat(ColorPickerGrid.rows) / CGFloat(ColorPickerGrid.columns))
        var y = top
        for (label, slider) in zip(channelLabels, channels) {
            label.frame = CGRect(x: pad, y: y, width: side, height: 18)
            slider.frame = CGRect(x: pad, y: y + 18, width: side, height: 32)
            y += 58
        }
        hexLabel.frame = CGRect(x: pad, y: y + 4, width: side - 110, height: 32)
        hexField.frame = CGRect(x: w - pad - 100, y: y + 4, width: 100, height: 32)
        let opacityTop = max(grid.frame.maxY, y + 40) + 16
        opacityLabel.isHidden = !showsOpacity
        opacity.isHidden = !showsOpacity
        opacityLabel.frame = CGRect(x: pad, y: opacityTop, width: side, height: 18)
        opacity.frame = CGRect(x: pad, y: opacityTop + 18, width: side, height: 32)
    }
}
