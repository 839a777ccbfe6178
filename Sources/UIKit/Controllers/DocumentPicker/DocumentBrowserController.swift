import Foundation
import QuartzCore

/// One folder of the document picker: its subfolders, then its files, by name (hidden ones
/// left out). A folder pushes its own list; a file that can be picked is picked (or checked,
/// with multiple selection); the others show dimmed.
@MainActor final class DocumentBrowserController: UITableViewController {
    weak var picker: UIDocumentPickerViewController?
    private(set) var folder: URL?
    private(set) var entries: [(url: URL, isFolder: Bool)] = []
    private var checked = Set<URL>()

    init() { super.init(style: .plain) }
    required init?(coder: NSCoder) { fatalError("DocumentBrowserController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        modeDidChange()
    }

    func show(folder url: URL) {
        folder = url
        title = url.path == FileManager.default.homeDirectoryForCurrentUser.path ? "Home" : url.lastPathComponent
        let fm = FileManager.default
        let names = (try? fm.contentsOfDirectory(atPath: url.path)) ?? []
        var found: [(URL, Bool)] = []
        for name in names where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let u = url.appendingPathComponent(name)
            guard fm.fileExists(atPath: u.path, isDirectory: &isDirectory) else { continue }
            if picker?.mode == .export, !isDirectory.boolValue { continue }
            found.append((u, isDirectory.boolValue))
        }
        entries = found.sorted { a, b in
            a.1 != b.1 ? a.1 : a.0.lastPathComponent.localizedStandardCompare(b.0.lastPathComponent) == .orderedAscending
        }
        checked = []
        if isViewLoaded { tableView.reloadData() }
        modeDidChange()
    }

    /// The bar buttons for the picker's mode: Cancel, and Open (several files, or the folder)
    /// or Move/Copy.
    func modeDidChange() {
        guard let picker else { return }
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        navigationItem.leftBarButtonItem?.primaryAction = UIAction(title: "Cancel") { [weak picker] _ in picker?.cancel() }
        var done: UIBarButtonItem?
        switch picker.mode {
        case .export:
            done = UIBarButtonItem(primaryAction: UIAction(title: picker.asCopy ? "Copy" : "Move") { [weak self] _ in
                guard let self, let folder = self.folder else { return }
                self.picker?.export(to: folder)
            })
        case .open where picker.allowsMultipleSelection || picker.picksFolders:
            done = UIBarButtonItem(primaryAction: UIAction(title: "Open") { [weak self] _ in self?.openChosen() })
        case .open:
            done = nil
        }
        done?.style = .done
        navigationItem.rightBarButtonItem = done
        updateOpenButton()
    }

    private func openChosen() {
        guard let picker else { return }
        if !checked.isEmpty {
            picker.finish(with: entries.map(\.url).filter { checked.contains($0) })
        } else if picker.picksFolders, let folder {
            picker.finish(with: [folder])
        }
    }

    private func updateOpenButton() {
        guard let picker, picker.mode == .open, let done = navigationItem.rightBarButtonItem else { return }
        done.isEnabled = !checked.isEmpty || picker.picksFolders
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = cell.defaultContentConfiguration()
        let name = entry.url.lastPathComponent
        content.text = entry.isFolder || picker?.shouldShowFileExtensions != false ? name : (name as NSString).deletingPathExtension
        content.image = UIImage(systemName: entry.isFolder ? "folder" : "doc")
        let enabled = entry.isFolder || picker?.accepts(entry.url, isFolder: false) == true
        content.textProperties.color = enabled ? .label : .tertiaryLabel
        content.imageProperties.tintColor = enabled ? nil : .tertiaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = entry.isFolder ? .disclosureIndicator : (checked.contains(entry.url) ? .checkmark : .none)
        cell.selectionStyle = enabled ? .default : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let entry = entries[indexPath.row]
        return entry.isFolder || picker?.accepts(entry.url, isFolder: false) == true ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        select(row: indexPath.row)
    }

    /// A row chosen: into a folder, or a file picked or (multiple selection) checked.
    func select(row: Int) {
        guard let picker, entries.indices.contains(row) else { return }
        let entry = entries[row]
        if entry.isFolder {
            let next = DocumentBrowserController()
            next.picker = picker
            next.show(folder: entry.url)
            picker.navigation.pushViewController(next, animated: true)
            return
        }
        guard picker.accepts(entry.url, isFolder: false) else { return }
        if picker.allowsMultipleSelection {
            if checked.contains(entry.url) { checked.remove(entry.url) } else { checked.insert(entry.url) }
            tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
            updateOpenButton()
        } else {
            picker.finish(with: [entry.url])
        }
    }
}
