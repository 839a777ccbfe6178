import XCTest
import Gallery
import LaminaTestSupport

/// Every gallery scene against its golden PNG (Tests/Goldens/scene-NAME.png), each checked
/// by eye against the seed figure it reproduces before it was committed. The frames are the
/// gallery app's on the headless twin (`SceneCapture`): the window's own path.
final class GallerySceneTests: XCTestCase {
    /// The GL scenes draw with Mesa's CPU renderer on every machine, GPU or none, so their
    /// pixels match the goldens (set before the first GL context of the process).
    override class func setUp() {
        super.setUp()
        setenv("LIBGL_ALWAYS_SOFTWARE", "1", 1)
    }

    /// Animated scenes at their first frame; still ones once settled (0.5 s: the tiles a
    /// CATiledLayer draws off the main thread have arrived and faded in).
    func testEverySceneMatchesItsGolden() {
        MainActor.assumeIsolated {
            for scene in Gallery.scenes {
                guard let image = Gallery.capture(scene, size: scene.preferredSize, scale: 0.5, time: scene.isAnimated ? 0 : 0.5) else {
                    XCTFail("\(scene.name) did not render"); continue
                }
                let result = compareWithGolden(image, "scene-\(scene.name)", tolerance: 2)
                XCTAssertTrue(result.matches, "\(scene.name): \(result.message)")
            }
        }
    }

    /// Animated scenes mid-animation: the frames at 0.4 s (inside the push transition) and at
    /// 1.5 s of one run, on the virtual clock. The clock ticks once a second, so it is left out.
    func testAnimatedScenesMidAnimation() throws {
        var checked: Set<String> = []
        MainActor.assumeIsolated {
            for scene in Gallery.scenes where scene.isAnimated && scene.name != "clock" {
                checked.insert(scene.name)
                let capture = SceneCapture(scene, size: scene.preferredSize, scale: 0.5)
                defer { capture.finish() }
                for time in [0.4, 1.5] {
                    guard let image = capture.image(at: time) else { XCTFail("\(scene.name) did not render"); continue }
                    let result = compareWithGolden(image, "scene-\(scene.name)-t\(time)", tolerance: 2)
                    XCTAssertTrue(result.matches, "\(scene.name) at \(time) s: \(result.message)")
                }
            }
        }
        // Every animated scene with goldens was checked, and only those: a scene that left the
        // loop (or a golden left behind) shows here.
        let goldens = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tests/Goldens").path)
            .filter { $0.hasPrefix("scene-") && $0.hasSuffix("-t0.4.png") }
            .map { String($0.dropFirst("scene-".count).dropLast("-t0.4.png".count)) }
        XCTAssertEqual(checked, Set(goldens))
        XCTAssertGreaterThanOrEqual(checked.count, 8, "the animated scenes: \(checked.sorted())")
    }

    func testSceneNamesAreUniqueAndDescribed() {
        let names = Gallery.scenes.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertTrue(Gallery.scenes.allSatisfy { !$0.summary.isEmpty })
        XCTAssertNotNil(Gallery.scene(named: "clock"))
        XCTAssertNil(Gallery.scene(named: "no-such-scene"))
    }
}
