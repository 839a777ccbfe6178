import XCTest
@testable import UIKit
import UniformTypeIdentifiers
import LaminaTestSupport

/// UTType (Apple's identifiers, hierarchy, tags; dynamic types for what is not declared) and
/// UIDocumentPickerViewController browsing folders: opening a file, several (as copies), a
/// folder; exporting by moving; cancelling.
final class DocumentPickerTests: AppTestCase {
    nonisolated func testUniformTypes() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.png.isSubtype(of: .image))
        XCTAssertTrue(UTType.image.isSupertype(of: .jpeg))
        XCTAssertEqual(UTType(filenameExtension: "PNG"), .png)
        XCTAssertEqual(UTType(filenameExtension: "jpg"), .jpeg)
        XCTAssertEqual(UTType(mimeType: "application/pdf"), .pdf)
        XCTAssertNil(UTType(filenameExtension: "png", conformingTo: .text), "a PNG is not text")
        let unknown = UTType(filenameExtension: "xyz")
        XCTAssertEqual(unknown?.isDynamic, true)
        XCTAssertEqual(unknown?.conforms(to: .data), true)
        XCTAssertEqual(UTType.jpeg.preferredFilenameExtension, "jpeg")
        XCTAssertEqual(UTType.json.preferredMIMEType, "application/json")
        XCTAssertEqual(UTType.plainText.tags[.filenameExtension], ["txt", "text"])
        XCTAssertEqual(UTType("public.png"), .png)
        XCTAssertNil(UTType("com.example.undeclared"))
        XCTAssertTrue(UTType.mpeg4Audio.conforms(to: .audio))
        XCTAssertTrue(UTType.folder.conforms(to: .directory))
        XCTAssertTrue(UTType.utf8PlainText.conforms(to: .text))
        XCTAssertTrue(UTType.swiftSource.supertypes.contains(.sourceCode))
        let custom = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        XCTAssertTrue(custom.conforms(to: .text))
        XCTAssertEqual(UTType("com.example.recipe"), custom, "declared now")
    }

    final class Host: UIViewController {}
    final class Log: UIDocumentPickerDelegate {
        var picked: [[URL]] = [], cancelled = 0
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
    }

    @MainActor private static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (name, text) in [("a.pdf", "%PDF"), ("b.txt", "text"), ("sub/c.png", "png"), (".hidden", "x")] {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir
    }

    @MainActor private static func browser(_ picker: UIDocumentPickerViewController) -> DocumentBrowserController {
        picker.navigation.topViewController as! DocumentBrowserController
    }

    nonisolated func testOpeningFilesAndFolders() throws {
        try MainActor.assumeIsolated {
            let dir = try Self.folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let (platform, host) = launchApp({ Host() }, size: CGSize(width: 400, height: 600))
            defer { platform.finish() }
            let log = Log()
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .image])
            picker.delegate = log
            picker.directoryURL = dir
            host.present(picker, animated: false)
            platform.run(events: [], duration: 0.3)
            let root = Self.browser(picker)
            XCTAssertEqual(root.entries.map(\.url.lastPathComponent), ["sub", "a.pdf", "b.txt"], "folders first; hidden files left out")
            XCTAssertTrue(picker.accepts(dir.appendingPathComponent("a.pdf"), isFolder: false))
            XCTAssertFalse(picker.accepts(dir.appendingPathComponent("b.txt"), isFolder: false), "not a content type asked for")
            if let image = platform.frame(at: 0.35) { writeArtifact(image, "document-picker") }
            root.select(row: 2)
            XCTAssertTrue(log.picked.isEmpty, "b.txt cannot be picked")
            root.select(row: 0)
            platform.run(events: [], duration: 1.0)
            let sub = Self.browser(picker)
            XCTAssertEqual(sub.entries.map(\.url.lastPathComponent), ["c.png"])
            sub.select(row: 0)
            XCTAssertEqual(log.picked.last?.map(\.lastPathComponent), ["c.png"])
            let url = try XCTUnwrap(log.picked.last?.first)
            XCTAssertTrue(url.startAccessingSecurityScopedResource(), "no sandbox: access is granted")
            url.stopAccessingSecurityScopedResource()
            platform.run(events: [], duration: 1.6)
            XCTAssertNil(host.presentedViewController, "picking dismisses the picker")

            // Several, as copies.
            let several = UIDocumentPickerViewController(forOpeningContentTypes: [.data], asCopy: true)
            several.delegate = log
            several.allowsMultipleSelection = true
            several.directoryURL = dir
            host.present(several, animated: false)
            platform.run(events: [], duration: 1.9)
            let list = Self.browser(several)
            XCTAssertEqual(list.navigationItem.rightBarButtonItem?.isEnabled, false, "Open waits for a choice")
            list.select(row: 1)
            list.select(row: 2)
            XCTAssertEqual(list.navigationItem.rightBarButtonItem?.isEnabled, true)
            let open = try XCTUnwrap(list.navigationItem.rightBarButtonItem?.primaryAction)
            open.handler(open)
            let copies = try XCTUnwrap(log.picked.last)
            XCTAssertEqual(copies.map(\.lastPathComponent), ["a.pdf", "b.txt"])
            XCTAssertTrue(copies.allSatisfy { $0.path.contains("-Inbox/") }, "copies in the app's Inbox: \(copies)")
            XCTAssertEqual(try String(contentsOf: copies[0], encoding: .utf8), "%PDF")
            for u in copies { try? FileManager.default.removeItem(at: u) }
            platform.run(events: [], duration: 2.5)

            // A folder, and cancelling.
            let folders = UIDocumentPickerViewController(forOpeningContentTypes: [.folder])
            folders.delegate = log
            folders.directoryURL = dir
            host.present(folders, animated: false)
            platform.run(events: [], duration: 2.8)
            let pickFolder = try XCTUnwrap(Self.browser(folders).navigationItem.rightBarButtonItem?.primaryAction)
            pickFolder.handler(pickFolder)
            XCTAssertEqual(log.picked.last, [dir])
            platform.run(events: [], duration: 3.4)
            let cancelled = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
            cancelled.delegate = log
            host.present(cancelled, animated: false)
            platform.run(events: [], duration: 3.7)
            let cancel = try XCTUnwrap(Self.browser(cancelled).navigationItem.leftBarButtonItem?.primaryAction)
            cancel.handler(cancel)
            XCTAssertEqual(log.cancelled, 1)
        }
    }

    nonisolated func testExportingMovesTheFilesIntoTheFolderShown() throws {
        try MainActor.assumeIsolated {
            let dir = try Self.folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = dir.appendingPathComponent("export.txt")
            try "exported".write(to: file, atomically: true, encoding: .utf8)
            let (platform, host) = launchApp({ Host() }, size: CGSize(width: 400, height: 600))
            defer { platform.finish() }
            let log = Log()
            let picker = UIDocumentPickerViewController(forExporting: [file])
            picker.delegate = log
            picker.directoryURL = dir
            host.present(picker, animated: false)
            platform.run(events: [], duration: 0.3)
            let root = Self.browser(picker)
            XCTAssertEqual(root.entries.map(\.url.lastPathComponent), ["sub"], "exporting shows folders")
            root.select(row: 0)
            platform.run(events: [], duration: 0.9)
            let move = try XCTUnwrap(Self.browser(picker).navigationItem.rightBarButtonItem?.primaryAction)
            XCTAssertEqual(move.title, "Move")
            move.handler(move)
            let placed = dir.appendingPathComponent("sub/export.txt")
            XCTAssertEqual(log.picked.last?.map(\.path), [placed.path])
            XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "moved")
            XCTAssertEqual(try String(contentsOf: placed, encoding: .utf8), "exported")
        }
    }
}
