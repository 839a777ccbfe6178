import Foundation
import ShellCore

/// The general pasteboard and the desktop's clipboard (`SystemClipboards.current`, a Wayland
/// window's selection). An app's change puts its first item there — Wayland's clipboard holds
/// one item, in several MIME types — and another program's contents are read in when the
/// app next reads the pasteboard after they changed. Text travels as UTF-8 plain text,
/// URLs as a URI list (and as text), PNG and JPEG images as such, HTML as text/html; colours
/// and other types stay the app's. Only on the main thread, where the connection lives:
/// elsewhere the pasteboard is the app's own.
extension UIPasteboard {
    /// The MIME types of text, the first one an owner offers being read.
    static let textMIMETypes = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "STRING", "TEXT"]

    private var desktopClipboard: SystemClipboard? {
        guard store.name == .general, Thread.isMainThread else { return nil }
        return SystemClipboards.current
    }

    /// Reads another program's contents into the pasteboard if they changed since the last read.
    func importDesktopContents() {
        guard let clipboard = desktopClipboard, !clipboard.ownsContents else { return }
        let generation = clipboard.generation
        guard store.locked({ $0.importedGeneration }) != generation else { return }
        let types = clipboard.types
        var item: [String: Any] = [:]
        if let mime = Self.textMIMETypes.first(where: types.contains), let data = clipboard.data(forType: mime) {
            item[PasteboardType.plainText] = String(decoding: data, as: UTF8.self)
        }
        if types.contains("text/uri-list"), let data = clipboard.data(forType: "text/uri-list"),
           let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
               .map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { !$0.isEmpty && !$0.hasPrefix("#") }),
           let url = URL(string: line) {
            item[PasteboardType.url] = url
        }
        if types.contains("image/png"), let data = clipboard.data(forType: "image/png") {
            item[PasteboardType.png] = data
        } else if types.contains("image/jpeg"), let data = clipboard.data(forType: "image/jpeg") {
            item[PasteboardType.jpeg] = data
        }
        if types.contains("text/html"), let data = clipboard.data(forType: "text/html") {
            item[PasteboardType.html] = String(decoding: data, as: UTF8.self)
        }
        store.locked { state in
            state.items = item.isEmpty ? [] : [item]
            state.expiry = nil
            state.changeCount += 1
            state.importedGeneration = generation
        }
    }

    /// Puts the first of `items` on the desktop's clipboard (or empties it).
    func exportToDesktop(_ items: [[String: Any]]) {
        guard let clipboard = desktopClipboard else { return }
        guard let item = items.first else {
            clipboard.clear()
            let generation = clipboard.generation
            store.locked { $0.importedGeneration = generation }
            return
        }
        var types: [String] = []
        var sources: [String: () -> Data?] = [:]
        func offer(_ mimes: [String], _ data: @escaping () -> Data?) {
            for m in mimes where sources[m] == nil { types.append(m); sources[m] = data }
        }
        let text = Self.typeListString.lazy.compactMap { item[$0] }.first.flatMap(Self.text(of:))
        let url = (item[PasteboardType.url] as? URL) ?? (item[PasteboardType.url]).flatMap(Self.text(of:)).flatMap(URL.init(string:))
        if let text { offer(Self.textMIMETypes) { Data(text.utf8) } }
        if let url {
            offer(["text/uri-list"]) { Data((url.absoluteString + "\r\n").utf8) }
            offer(Self.textMIMETypes) { Data(url.absoluteString.utf8) }
        }
        if let png = item[PasteboardType.png] ?? item[PasteboardType.image] {
            offer(["image/png"]) { (png as? Data) ?? (png as? UIImage)?.pngData() }
        }
        if let jpeg = item[PasteboardType.jpeg] {
            offer(["image/jpeg"]) { (jpeg as? Data) ?? (jpeg as? UIImage)?.jpegData(compressionQuality: 0.9) }
        }
        if let html = item[PasteboardType.html].flatMap(Self.text(of:)) { offer(["text/html"]) { Data(html.utf8) } }
        // With nothing another program can read (a colour), the app still takes the clipboard,
        // offering no type: what was there before must not paste as if it were the app's.
        nonisolated(unsafe) let table = sources
        clipboard.setContents(types: types) { table[$0]?() }
    }
}
