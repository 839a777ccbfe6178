import Foundation
import QuartzCore

/// Told what the user picked (Apple: UIDocumentPickerDelegate). Every method has a default
/// (Swift has no optional protocol methods); the picker dismisses itself either way.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// Opens documents, or exports them (Apple: UIDocumentPickerViewController). Present it: it
/// browses the user's folders — starting at `directoryURL`, else the Documents folder the XDG
/// user directories name, else home — as a list of folders and files. Opening, files of the
/// content types (or conforming to them) can be picked, others show dimmed; with
/// `allowsMultipleSelection` rows are checked and Open picks them; with `.folder` among the
/// types, Open picks the folder shown. Exporting, the folders show and Move (Copy with
/// `asCopy`) puts the files in the one shown. The delegate gets the URLs — for an opened
/// copy, the copy in the app's temporary Inbox folder — and the picker goes.
///
/// Lamina: the files are the local file system's (there are no file providers and no
/// sandbox), so `startAccessingSecurityScopedResource()` on a picked URL grants at once.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    public enum Mode: Sendable { case open, export }

    open var allowsMultipleSelection = false { didSet { browser.modeDidChange() } }
    open var shouldShowFileExtensions = true { didSet { browser.tableView.reloadData() } }
    /// The folder the picker opens at.
    open var directoryURL: URL? {
        didSet { if isViewLoaded, let url = directoryURL { browser.show(folder: url) } }
    }
    /// What the picker was made for (not Apple's API: `documentPickerMode` is deprecated).
    public let mode: Mode
    let contentTypes: [UTType]
    let exporting: [URL]
    let asCopy: Bool

    private let browser = DocumentBrowserController()
    /// The folders, one pushed on another.
    let navigation: UINavigationController
    open weak var delegate: UIDocumentPickerDelegate?

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        exporting = []
        self.asCopy = asCopy
        mode = .open
        navigation = UINavigationController(rootViewController: browser)
        super.init(nibName: nil, bundle: nil)
        browser.picker = self
    }

    /// Exports `urls` to a folder the user chooses (moved, or copied with `asCopy`).
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = []
        exporting = urls
        self.asCopy = asCopy
        mode = .export
        navigation = UINavigationController(rootViewController: browser)
        super.init(nibName: nil, bundle: nil)
        browser.picker = self
    }

    public required init?(coder: NSCoder) { fatalError("UIDocumentPickerViewController is made with a mode: init(forOpeningContentTypes:) or init(forExporting:)") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        embedFilling(navigation)
        browser.show(folder: directoryURL ?? DocumentFolders.start)
    }

    /// Whether a file of `url`'s type can be picked.
    func accepts(_ url: URL, isFolder: Bool) -> Bool {
        guard mode == .open else { return false }
        if isFolder { return false }
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        return contentTypes.contains { type.conforms(to: $0) }
    }

    /// Whether the folder shown can be picked (opening with `.folder` among the types).
    var picksFolders: Bool { mode == .open && contentTypes.contains { UTType.folder.conforms(to: $0) } }

    func finish(with urls: [URL]) {
        var result = urls
        if mode == .open, asCopy { result = urls.compactMap(DocumentFolders.copyToInbox) }
        delegate?.documentPicker(self, didPickDocumentsAt: result)
        dismiss(animated: true)
    }

    /// Exporting: the files go into `folder` (moved, or copied with `asCopy`).
    func export(to folder: URL) {
        let fm = FileManager.default
        var placed: [URL] = []
        for url in exporting {
            let target = DocumentFolders.freeName(for: url.lastPathComponent, in: folder)
            do {
                if asCopy { try fm.copyItem(at: url, to: target) } else { try fm.moveItem(at: url, to: target) }
                placed.append(target)
            } catch {
                Diagnostics.warn("UIDocumentPickerViewController: \(url.path) could not be \(asCopy ? "copied" : "moved") to \(folder.path): \(error)")
            }
        }
        finish(with: placed)
    }

    func cancel() {
        delegate?.documentPickerWasCancelled(self)
        dismiss(animated: true)
    }
}
