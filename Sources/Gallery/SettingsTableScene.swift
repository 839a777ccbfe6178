import UIKit

/// A Settings-like screen built the way iOS code builds one: an inset-grouped UITableView
/// with a profile row, switch rows, disclosure rows showing their value (the value-1 style),
/// rows made with list content configurations, titled sections and a footer. Only the rows
/// in view have cells; tapping a row selects it and the selection fades, as in Settings.
public struct SettingsTableScene: InteractiveScene {
    public init() {}
    public let name = "table"
    public let summary = "UITableView: an inset-grouped settings list with switches, values, disclosure rows and a footer"
    public let isAnimated = false
    public let followsWindowSize = true

    @MainActor public func makeRootView(size: CGSize, report: @escaping (String) -> Void) -> UIView {
        let table = SettingsTableView(frame: CGRect(origin: .zero, size: size), report: report)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.layoutIfNeeded()
        return table
    }
}

/// The table is its own data source and delegate, so the scene needs nothing else alive.
@MainActor
final class SettingsTableView: UITableView, UITableViewDataSource, UITableViewDelegate {
    struct Row {
        enum Kind { case profile, toggle(Bool), value(String), plain, modern(String) }
        let title: String
        let color: UIColor
        let kind: Kind
    }

    let sections: [(title: String?, footer: String?, rows: [Row])] = [
        (nil, nil, [Row(title: "Lamina User", color: .systemBlue, kind: .profile)]),
        ("Connectivity", nil, [
            Row(title: "Airplane Mode", color: .systemOrange, kind: .toggle(false)),
            Row(title: "Wi-Fi", color: .systemBlue, kind: .value("Home")),
            Row(title: "Bluetooth", color: .systemBlue, kind: .value("On")),
            Row(title: "Mobile Data", color: .systemGreen, kind: .plain),
        ]),
        ("Notifications", nil, [
            Row(title: "Notifications", color: .systemRed, kind: .plain),
            Row(title: "Sounds & Haptics", color: .systemPink, kind: .modern("Default")),
            Row(title: "Focus", color: .systemIndigo, kind: .toggle(true)),
        ]),
        ("General", "Lamina draws this list with UITableView: cells are dequeued and reused as rows scroll.", [
            Row(title: "General", color: .systemGray, kind: .plain),
            Row(title: "Display & Brightness", color: .systemBlue, kind: .value("Automatic")),
            Row(title: "Wallpaper", color: .systemCyan, kind: .plain),
        ]),
    ]
    private let report: (String) -> Void

    init(frame: CGRect, report: @escaping (String) -> Void) {
        self.report = report
        super.init(frame: frame, style: .insetGrouped)
        register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        register(UITableViewCell.self, forCellReuseIdentifier: "modern")
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// A rounded square of the row's colour, as Settings draws its icons.
    static func icon(_ color: UIColor, size: CGFloat = 29) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { ctx in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: size, height: size), cornerRadius: size * 0.23).fill()
            UIColor.white.withAlphaComponent(0.9).setFill()
            UIBezierPath(ovalIn: CGRect(x: size * 0.3, y: size * 0.3, width: size * 0.4, height: size * 0.4)).fill()
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        switch row.kind {
        case .profile:
            let cell = dequeueReusableCell(withIdentifier: "profile") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "profile")
            cell.textLabel?.text = row.title
            cell.textLabel?.font = .systemFont(ofSize: 20)
            cell.detailTextLabel?.text = "Apple ID, iCloud, Media & Purchases"
            cell.imageView?.image = Self.icon(row.color, size: 56)
            cell.accessoryType = .disclosureIndicator
            return cell
        case .value(let value):
            let cell = dequeueReusableCell(withIdentifier: "value") ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
            cell.textLabel?.text = row.title
            cell.detailTextLabel?.text = value
            cell.imageView?.image = Self.icon(row.color)
            cell.accessoryType = .disclosureIndicator
            return cell
        case .toggle(let on):
            let cell = dequeueReusableCell(withIdentifier: "toggle") ?? UITableViewCell(style: .default, reuseIdentifier: "toggle")
            cell.textLabel?.text = row.title
            cell.imageView?.image = Self.icon(row.color)
            cell.selectionStyle = .none
            let toggle = (cell.accessoryView as? UISwitch) ?? UISwitch()
            toggle.isOn = on
            toggle.removeTarget(nil, for: .valueChanged)
            let title = row.title
            toggle.addTarget(nil, action: { [report] c in report("\(title) \((c as! UISwitch).isOn ? "on" : "off")") }, for: .valueChanged)
            cell.accessoryView = toggle
            return cell
        case .plain:
            let cell = dequeueReusableCell(withIdentifier: "plain", for: indexPath)
            cell.textLabel?.text = row.title
            cell.imageView?.image = Self.icon(row.color)
            cell.accessoryType = .disclosureIndicator
            return cell
        case .modern(let value):
            let cell = dequeueReusableCell(withIdentifier: "modern", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = value
            content.image = Self.icon(row.color)
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        report("selected \(sections[indexPath.section].rows[indexPath.row].title)")
        deselectRow(at: indexPath, animated: true)
    }
}
