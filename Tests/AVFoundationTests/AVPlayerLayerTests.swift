import XCTest
import AVFoundation
@testable import QuartzCore
import LaminaTestSupport

/// Where AVPlayerLayer puts the picture (videoGravity, videoRect) and that it is composited as
/// any contents: a 160×120 clip, its top quarter green, red left and blue right below.
final class AVPlayerLayerTests: XCTestCase {
    override func setUp() { super.setUp(); MediaClock.virtualTime = 1000 }
    override func tearDown() { MediaClock.virtualTime = nil; super.tearDown() }

    private let green = RGBA8(0, 255, 0, 255), red = RGBA8.red, blue = RGBA8.blue

    private func close(_ p: RGBA8, _ q: RGBA8, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(p.distance(to: q), 40, "\(what): \(p) is not \(q)", file: file, line: line)
    }

    /// A 200×100 layer: aspect fit shows the 4:3 picture 133 wide in the middle, white beside it.
    func testResizeAspectLetterboxes() throws {
        let player = AVPlayer(url: TestMedia.quartersMP4)
        let stage = PlayerStage(player: player, size: CGSize(width: 200, height: 100), gravity: .resizeAspect)
        close(stage.frame(at: 1000, probe: 20, 50), .white, "left of the picture")
        close(stage.frame(at: 1000, probe: 180, 50), .white, "right of the picture")
        close(stage.frame(at: 1000, probe: 45, 60), red, "picture's left")
        close(stage.frame(at: 1000, probe: 155, 60), blue, "picture's right")
        close(stage.frame(at: 1000, probe: 100, 10), green, "picture's top quarter")
        let r = stage.layer.videoRect
        XCTAssertEqual(r.width, 200.0 / 1.5 * 1, accuracy: 0.5)
        XCTAssertEqual(r.minX, (200 - r.width) / 2, accuracy: 0.5)
        XCTAssertEqual(r.height, 100, accuracy: 0.01)
        writeArtifact(stage.context.makeImage()!, "av-gravity-aspect")
    }

    /// Aspect fill scales to 200×150, cut to the layer's 100 rows: the green quarter (37.5
    /// rows) loses its top 25.
    func testResizeAspectFillCrops() throws {
        let player = AVPlayer(url: TestMedia.quartersMP4)
        let stage = PlayerStage(player: player, size: CGSize(width: 200, height: 100), gravity: .resizeAspectFill)
        stage.layer.masksToBounds = true
        close(stage.frame(at: 1000, probe: 5, 50), red, "left edge")
        close(stage.frame(at: 1000, probe: 195, 50), blue, "right edge")
        close(stage.frame(at: 1000, probe: 100, 5), green, "top")
        close(stage.frame(at: 1000, probe: 100, 20), blue, "below the cropped green")
        XCTAssertEqual(stage.layer.videoRect, CGRect(x: 0, y: -25, width: 200, height: 150))
    }

    /// Resize stretches: green is the top quarter of the layer, 25 rows.
    func testResizeStretches() throws {
        let player = AVPlayer(url: TestMedia.quartersMP4)
        let stage = PlayerStage(player: player, size: CGSize(width: 200, height: 100), gravity: .resize)
        close(stage.frame(at: 1000, probe: 100, 20), green, "top quarter")
        close(stage.frame(at: 1000, probe: 100, 30), blue, "below it")
        close(stage.frame(at: 1000, probe: 5, 90), red, "bottom left")
        XCTAssertEqual(stage.layer.videoRect, CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    /// A view's `layerClass` of AVPlayerLayer makes one (the usual player view on iOS), and
    /// its presentation copy is one too.
    func testMadeAsAViewsLayerAndCopiedForPresentation() throws {
        let made = try XCTUnwrap(CALayer.instantiate(AVPlayerLayer.self) as? AVPlayerLayer)
        XCTAssertEqual(made.videoGravity, .resizeAspect)
        made.videoGravity = .resizeAspectFill
        let copy = try XCTUnwrap(made.presentation())
        XCTAssertEqual(copy.videoGravity, .resizeAspectFill)
        XCTAssertNil(copy.player)
    }

    /// 003 Listing 6.16: rotated in 3D, rounded and bordered, the video is still there.
    func testTransformedRoundedAndBordered() throws {
        let player = AVPlayer(url: TestMedia.quartersMP4)
        let stage = PlayerStage(player: player, size: CGSize(width: 200, height: 150), gravity: .resizeAspect)
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        stage.layer.transform = CATransform3DRotate(transform, .pi / 4, 1, 1, 0)
        stage.layer.masksToBounds = true
        stage.layer.cornerRadius = 20
        stage.layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.layer.borderWidth = 5
        close(stage.frame(at: 1000, probe: 100, 75), blue, "the middle")
        close(stage.frame(at: 1000, probe: 2, 2), .white, "the corner, outside the turned layer")
        writeArtifact(stage.context.makeImage()!, "av-listing-6.16")
    }
}
