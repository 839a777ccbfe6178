import QuartzCore

/// Spinning wheels of rows (Apple: UIPickerView), 216 points high by default: one wheel per
/// component, side by side, each scrolled by a drag that settles on a row, or by a tap on a
/// row, which turns it to the middle. The row in the middle band is the selected one; the
/// delegate hears `didSelectRow` when a wheel the user moved settles (not for `selectRow` in
/// code). Only the rows in view have views, reused as the wheel turns; rows fade toward the
/// wheel's edges.
///
/// Absent: the wheels' 3D curvature (rows scroll flat, fading instead).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }

    public static let defaultRowHeight: CGFloat = 32
    private var columns: [PickerColumn] = []
    private let band = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPicker()
    }

    /// UIKit's archive initializer: Lamina reads nothing from the coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPicker()
    }

    private func setUpPicker() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width > 0 ? size.width : 320, height: 216) }

    // MARK: Components and rows

    open var numberOfComponents: Int { columns.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: columns[component].frame.width, height: columns[component].rowHeight)
    }

    /// The row in the middle band of `component` (-1: none, an empty wheel).
    open func selectedRow(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].selected : -1
    }

    /// Turns a wheel to `row` without telling the delegate.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        layoutIfNeeded()
        guard columns.indices.contains(component) else { return }
        columns[component].select(row, animated: animated)
    }

    /// The view shown for a row, if it is in view.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard columns.indices.contains(component) else { return nil }
        columns[component].layoutIfNeeded()
        return columns[component].shown[row]
    }

    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let c = PickerColumn(picker: self, component: columns.count)
            columns.append(c)
            addSubview(c)
        }
        for c in columns { c.reload() }
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) {
        guard columns.indices.contains(component) else { return }
        columns[component].reload()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8, gap: CGFloat = 4
        let asked = columns.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let room = bounds.width - 2 * margin - gap * CGFloat(max(0, columns.count - 1))
        let fixed = asked.filter { $0 > 0 }.reduce(0, +)
        let open = asked.filter { $0 <= 0 }.count
        let share = open > 0 ? max(0, room - fixed) / CGFloat(open) : 0
        let total = asked.reduce(CGFloat(0)) { $0 + ($1 > 0 ? $1 : share) } + gap * CGFloat(max(0, columns.count - 1))
        var x = max(margin, (bounds.width - total) / 2)
        for (i, c) in columns.enumerated() {
            let w = asked[i] > 0 ? asked[i] : share
            let frame = CGRect(x: x, y: 0, width: w, height: bounds.height)
            if c.frame != frame { c.frame = frame }
            x += w + gap
        }
        let rowHeight = columns.map(\.rowHeight).max() ?? Self.defaultRowHeight
        band.frame = CGRect(x: margin, y: (bounds.height - rowHeight) / 2, width: max(0, bounds.width - 2 * margin), height: rowHeight)
    }

    // MARK: What the wheels ask

    func rowCount(_ component: Int) -> Int { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0) }

    func rowHeight(_ component: Int) -> CGFloat {
        let h = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return h > 0 ? h : Self.defaultRowHeight
    }

    /// The delegate's view for a row, or a label with its title.
    func makeRowView(_ row: Int, _ component: Int, reusing old: UIView?) -> UIView {
        if let delegate {
            let custom = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: old)
            if !(custom is PickerTitleRequest) { return custom }
        }
        let label = (old as? PickerRowLabel) ?? PickerRowLabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.attributedText = nil
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    func userSelected(_ row: Int, _ component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}

/// The label a row shows its title in.
final class PickerRowLabel: UILabel {}
