import XCTest
@testable import UIKit
import Shell
import LaminaTestSupport

/// UIImagePickerController over a Pictures folder the test makes: the grid of its pictures,
/// a tap giving the delegate the picture, Cancel, the edited square, no camera.
final class ImagePickerTests: AppTestCase {
    final class Host: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [UIImagePickerController.InfoKey: Any]?
        var cancels = 0
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = info
            picker.dismiss(animated: false)
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancels += 1
            picker.dismiss(animated: false)
        }
    }

    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-pictures-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        setenv("XDG_PICTURES_DIR", folder.path, 1)
        // Three pictures, oldest first: red 40×20, green, blue; and a file that is not one.
        let colours: [(String, UIColor, CGSize)] = [("red.png", .red, CGSize(width: 40, height: 20)),
                                                    ("green.PNG", .green, CGSize(width: 10, height: 10)),
                                                    ("blue.jpg", .blue, CGSize(width: 12, height: 12))]
        for (k, (name, colour, size)) in colours.enumerated() {
            let url = folder.appendingPathComponent(name)
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = MainActor.assumeIsolated {
                UIGraphicsImageRenderer(size: size, format: format).image { ctx in colour.setFill(); ctx.fill(CGRect(origin: .zero, size: size)) }
            }
            let data = name.hasSuffix("jpg") ? MainActor.assumeIsolated { image.jpegData(compressionQuality: 1)! } : MainActor.assumeIsolated { image.pngData()! }
            try! data.write(to: url)
            try! FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(k) * 60)], ofItemAtPath: url.path)
        }
        try! Data("not a picture".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    }

    override func tearDown() {
        unsetenv("XDG_PICTURES_DIR")
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    @MainActor private static func tap(_ view: UIView, at t: Double) -> [InputEvent] {
        let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        return [InputEvent(time: t, .touchDown(id: 1, p)), InputEvent(time: t + 0.05, .touchUp(id: 1))]
    }

    nonisolated func testTheGridShowsTheFolderAndATapPicks() {
        MainActor.assumeIsolated {
            XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
            XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
            XCTAssertEqual(UIImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image"])
            XCTAssertNil(UIImagePickerController.availableMediaTypes(for: .camera))
            let (platform, host) = launchApp({ Host() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.allowsEditing = true
            picker.delegate = host
            host.present(picker, animated: false)
            platform.run(events: [], duration: 0.2)
            let grid = picker.viewControllers.first as! PhotoGridController
            XCTAssertEqual(grid.items.map(\.lastPathComponent), ["red.png", "green.PNG", "blue.jpg"], "pictures only, oldest first")
            XCTAssertEqual(grid.title, "Photos")
            let collection = grid.collection!
            let first = try! XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
            XCTAssertEqual(first.frame.width, 80 - 1, accuracy: 0.01, "four to a row, a point apart")
            let third = try! XCTUnwrap(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
            XCTAssertEqual(third.frame.minX, 160.5, accuracy: 0.01, "a short row keeps to the left")
            XCTAssertGreaterThanOrEqual(first.convert(first.bounds, to: nil).minY, picker.navigationBar.convert(picker.navigationBar.bounds, to: nil).maxY,
                                        "below the navigation bar")
            var image: CGImage?
            platform.run(events: [], duration: 0.3) { _, _, frame in image = frame }
            let frame = try! XCTUnwrap(image)
            writeArtifact(frame, "image-picker-grid")
            let scale = CGFloat(frame.width) / 320
            let centre = first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil)
            XCTAssertEqual(pixel(frame, Int(centre.x * scale), Int(centre.y * scale)), .red, "the red picture's thumbnail")
            platform.run(events: Self.tap(first, at: 0.4), duration: 0.6)
            let info = try! XCTUnwrap(host.picked)
            XCTAssertEqual(info[.mediaType] as? String, "public.image")
            XCTAssertEqual((info[.imageURL] as? URL)?.lastPathComponent, "red.png")
            let original = try! XCTUnwrap(info[.originalImage] as? UIImage)
            XCTAssertEqual(original.size, CGSize(width: 40, height: 20))
            let edited = try! XCTUnwrap(info[.editedImage] as? UIImage, "allowsEditing gives the square")
            XCTAssertEqual(edited.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(info[.cropRect] as? CGRect, CGRect(x: 10, y: 0, width: 20, height: 20))
            XCTAssertNil(host.presentedViewController, "the delegate dismissed it")
        }
    }

    nonisolated func testCancelTellsTheDelegateOrDismissesItself() {
        MainActor.assumeIsolated {
            let (platform, host) = launchApp({ Host() }, size: CGSize(width: 320, height: 480))
            defer { platform.finish() }
            let picker = UIImagePickerController()
            picker.delegate = host
            host.present(picker, animated: false)
            platform.run(events: [], duration: 0.2)
            picker.viewControllers.first!.navigationItem.rightBarButtonItem!.action?(picker.viewControllers.first!.navigationItem.rightBarButtonItem!)
            platform.run(events: [], duration: 0.3)
            XCTAssertEqual(host.cancels, 1)
            XCTAssertNil(host.presentedViewController)
            // No delegate: the picker goes by itself.
            let lone = UIImagePickerController()
            host.present(lone, animated: false)
            platform.run(events: [], duration: 0.4)
            lone.cancelled()
            platform.run(events: [], duration: 1.5)                  // the animated dismissal
            XCTAssertNil(host.presentedViewController)
        }
    }
}
