import XCTest
@testable import UIKit
import PhotosUI
import UniformTypeIdentifiers
import Shell
import LaminaTestSupport

/// PHPickerViewController over a Pictures folder the test makes: filters, one pick by a tap,
/// several chosen in order up to the limit and added, Cancel, continuous reporting, and the
/// results' item providers giving pictures, data and files.
final class PhotoPickerTests: AppTestCase {
    final class Host: UIViewController, PHPickerViewControllerDelegate {
        var finished: [[PHPickerResult]] = []
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            finished.append(results)
        }
    }

    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-phpicker-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        setenv("XDG_PICTURES_DIR", folder.path, 1)
        // Oldest first: red 40×20, a video, green, a screenshot; and a file that is neither.
        let files: [(String, UIColor?)] = [("red.png", .red), ("clip.mp4", nil), ("green.jpg", .green), ("Screenshot from 2026-11-29.png", .blue)]
        for (k, (name, colour)) in files.enumerated() {
            let url = folder.appendingPathComponent(name)
            if let colour {
                let size = name == "red.png" ? CGSize(width: 40, height: 20) : CGSize(width: 10, height: 10)
                let data = MainActor.assumeIsolated { () -> Data in
                    let format = UIGraphicsImageRendererFormat()
                    format.scale = 1
                    let image = UIGraphicsImageRenderer(size: size, format: format).image { ctx in colour.setFill(); ctx.fill(CGRect(origin: .zero, size: size)) }
                    return name.hasSuffix("jpg") ? image.jpegData(compressionQuality: 1)! : image.pngData()!
                }
                try! data.write(to: url)
            } else {
                try! Data("a movie's bytes".utf8).write(to: url)
            }
            try! FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(k) * 60)], ofItemAtPath: url.path)
        }
        try! Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    }

    override func tearDown() {
        unsetenv("XDG_PICTURES_DIR")
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    @MainActor private static func present(_ configuration: PHPickerConfiguration) -> (HeadlessPlatform, Host, PHPickerViewController) {
        let (platform, host) = launchApp({ Host() }, size: CGSize(width: 320, height: 480))
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = host
        host.present(picker, animated: false)
        platform.run(events: [], duration: 0.2)
        return (platform, host, picker)
    }

    @MainActor private static func names(_ picker: PHPickerViewController) -> [String] { picker.photoGrid.items.map(\.lastPathComponent) }

    nonisolated func testFiltersChooseWhatTheGridOffers() {
        MainActor.assumeIsolated {
            let cases: [(PHPickerFilter?, [String])] = [
                (nil, ["red.png", "clip.mp4", "green.jpg", "Screenshot from 2026-11-29.png"]),
                (.images, ["red.png", "green.jpg", "Screenshot from 2026-11-29.png"]),
                (.videos, ["clip.mp4"]),
                (.screenshots, ["Screenshot from 2026-11-29.png"]),
                (.any(of: [.videos, .screenshots]), ["clip.mp4", "Screenshot from 2026-11-29.png"]),
                (.all(of: [.images, .not(.screenshots)]), ["red.png", "green.jpg"]),
                (.livePhotos, []),
            ]
            for (filter, expected) in cases {
                var configuration = PHPickerConfiguration()
                configuration.filter = filter
                let (platform, _, picker) = Self.present(configuration)
                XCTAssertEqual(Self.names(picker), expected, "filter \(String(describing: filter))")
                platform.finish()
                UIApplication.uninstall()
            }
        }
    }

    nonisolated func testATapPicksOnePictureLoadedThroughItsItemProvider() throws {
        let results: [PHPickerResult] = MainActor.assumeIsolated {
            var configuration = PHPickerConfiguration()
            configuration.filter = .images
            let (platform, host, picker) = Self.present(configuration)
            defer { platform.finish() }
            let grid = picker.photoGrid
            XCTAssertNil(grid.navigationItem.rightBarButtonItem, "one pick: no Add button")
            XCTAssertNotNil(grid.navigationItem.leftBarButtonItem, "Cancel on the leading side")
            var frame: CGImage?
            platform.run(events: [], duration: 0.3) { _, _, image in frame = image }
            if let frame { writeArtifact(frame, "photo-picker-grid") }
            grid.tapItem(at: 0)
            XCTAssertEqual(host.finished.count, 1)
            XCTAssertTrue(host.presentedViewController === picker, "the picker waits for the delegate to dismiss it")
            return host.finished[0]
        }
        XCTAssertEqual(results.count, 1)
        let provider = results[0].itemProvider
        XCTAssertNil(results[0].assetIdentifier)
        XCTAssertEqual(provider.suggestedName, "red")
        XCTAssertEqual(provider.registeredTypeIdentifiers, [UTType.png.identifier])
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier(UTType.movie.identifier))
        XCTAssertTrue(provider.canLoadObject(ofClass: UIImage.self))
        let loaded = expectation(description: "image")
        let size = Shared<CGSize?>(nil)
        provider.loadObject(ofClass: UIImage.self) { object, error in
            XCTAssertNil(error)
            XCTAssertFalse(Thread.isMainThread, "handlers run on a background queue")
            size.set((object as? UIImage)?.size)
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 5)
        XCTAssertEqual(size.get(), CGSize(width: 40, height: 20))
        let refused = expectation(description: "refused")
        provider.loadDataRepresentation(forTypeIdentifier: UTType.movie.identifier) { data, error in
            XCTAssertNil(data)
            XCTAssertNotNil(error)
            refused.fulfill()
        }
        wait(for: [refused], timeout: 5)
    }

    nonisolated func testSeveralAreChosenInOrderUpToTheLimitAndAdded() throws {
        let results: [PHPickerResult] = MainActor.assumeIsolated {
            var configuration = PHPickerConfiguration()
            configuration.selectionLimit = 2
            configuration.selection = .ordered
            let (platform, host, picker) = Self.present(configuration)
            defer { platform.finish() }
            let grid = picker.photoGrid
            let add = try! XCTUnwrap(grid.navigationItem.rightBarButtonItem)
            XCTAssertFalse(add.isEnabled, "nothing to add yet")
            grid.tapItem(at: 2)              // green
            grid.tapItem(at: 1)              // the video
            grid.tapItem(at: 0)              // past the limit: not chosen
            XCTAssertEqual(grid.chosen.map(\.lastPathComponent), ["green.jpg", "clip.mp4"])
            XCTAssertEqual(grid.title, "2 Selected")
            var frame: CGImage?
            platform.run(events: [], duration: 0.3) { _, _, image in frame = image }
            if let frame { writeArtifact(frame, "photo-picker-ordered") }
            let badge = { (i: Int) in (grid.collection.cellForItem(at: IndexPath(item: i, section: 0)) as? PhotoCell)?.choiceMark }
            XCTAssertEqual([badge(0), badge(1), badge(2)], [nil, "2", "1"], "numbered in the order chosen")
            grid.tapItem(at: 2)              // green unchosen: the video is first now
            XCTAssertEqual([badge(1), badge(2)], ["1", nil])
            grid.tapItem(at: 0)
            XCTAssertTrue(add.isEnabled)
            XCTAssertTrue(host.finished.isEmpty, "nothing reported before Add")
            add.perform()
            return host.finished.first ?? []
        }
        XCTAssertEqual(results.map(\.itemProvider.suggestedName), ["clip", "red"])
        let video = results[0].itemProvider
        XCTAssertTrue(video.hasItemConformingToTypeIdentifier(UTType.movie.identifier))
        XCTAssertFalse(video.canLoadObject(ofClass: UIImage.self))
        let folderPath = folder.path
        let copied = expectation(description: "file")
        let copy = Shared<URL?>(nil)
        video.loadFileRepresentation(forTypeIdentifier: UTType.movie.identifier) { url, error in
            XCTAssertNil(error)
            copy.set(url)
            XCTAssertEqual(url?.lastPathComponent, "clip.mp4")
            XCTAssertEqual(url.flatMap { try? Data(contentsOf: $0) }, Data("a movie's bytes".utf8))
            XCTAssertNotEqual(url?.deletingLastPathComponent().path, folderPath, "a copy")
            copied.fulfill()
        }
        wait(for: [copied], timeout: 5)
        // The copy goes once the handler has returned.
        let gone = Date(timeIntervalSinceNow: 2)
        while let u = copy.get(), FileManager.default.fileExists(atPath: u.path), Date() < gone { usleep(10_000) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.get()!.path))
        let inPlace = expectation(description: "in place")
        video.loadInPlaceFileRepresentation(forTypeIdentifier: UTType.movie.identifier) { url, isInPlace, _ in
            XCTAssertTrue(isInPlace)
            XCTAssertEqual(url?.lastPathComponent, "clip.mp4")
            inPlace.fulfill()
        }
        wait(for: [inPlace], timeout: 5)
    }

    nonisolated func testCancelReportsNothingAndContinuousReportsEachChange() {
        MainActor.assumeIsolated {
            let (platform, host, picker) = Self.present(PHPickerConfiguration())
            picker.photoGrid.navigationItem.leftBarButtonItem!.perform()
            XCTAssertEqual(host.finished.map(\.count), [0], "Cancel: no results")
            platform.finish()
            UIApplication.uninstall()

            var configuration = PHPickerConfiguration()
            configuration.selectionLimit = 0
            configuration.selection = .continuous
            let (platform2, host2, picker2) = Self.present(configuration)
            defer { platform2.finish() }
            picker2.photoGrid.tapItem(at: 0)
            picker2.photoGrid.tapItem(at: 3)
            picker2.photoGrid.tapItem(at: 0)
            XCTAssertEqual(host2.finished.map { $0.map(\.itemProvider.suggestedName) },
                           [["red"], ["red", "Screenshot from 2026-11-29"], ["Screenshot from 2026-11-29"]])
            platform2.run(events: [], duration: 0.1)
            let mark = (picker2.photoGrid.collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? PhotoCell)?.choiceMark
            XCTAssertEqual(mark, "✓", "a check without ordered selection")
        }
    }

    nonisolated func testAnItemProviderOfAnObject() {
        let provider = MainActor.assumeIsolated { () -> NSItemProvider in
            let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { ctx in UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 4)) }
            return NSItemProvider(object: image)
        }
        XCTAssertEqual(provider.registeredTypeIdentifiers, [UTType.png.identifier, UTType.jpeg.identifier])
        let loaded = expectation(description: "data")
        provider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { data, _ in
            XCTAssertEqual(data.map { Array($0.prefix(4)) }, [0x89, 0x50, 0x4E, 0x47], "the first conforming type: PNG")
            loaded.fulfill()
        }
        let written = expectation(description: "file")
        provider.loadFileRepresentation(forTypeIdentifier: UTType.jpeg.identifier) { url, _ in
            XCTAssertEqual(url?.pathExtension, "jpeg")
            XCTAssertNotNil(url.flatMap { UIImage(contentsOfFile: $0.path) })
            written.fulfill()
        }
        wait(for: [loaded, written], timeout: 5)
        XCTAssertNil(NSItemProvider(contentsOf: URL(fileURLWithPath: "/nonexistent/file.png")))
    }
}

/// A value handed between the test's thread and an item provider's queue.
private final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ v: Value) { lock.withLock { value = v } }
}
