import XCTest
import AVFoundation

/// Modern asset loading: `try await asset.load(.duration)` opens the media off the caller's
/// thread; a file that does not play throws the error an item would fail with.
final class AVAssetLoadingTests: XCTestCase {
    func testDurationAndPlayabilityLoad() async throws {
        let asset = AVURLAsset(url: TestMedia.countingMP4)
        guard case .notYetLoaded = asset.status(of: .duration) else { return XCTFail("loaded before asked") }
        let duration = try await asset.load(.duration)
        XCTAssertEqual(duration.seconds, 2, accuracy: 1e-3)
        let (again, playable) = try await asset.load(.duration, .isPlayable)
        XCTAssertEqual(again, duration)
        XCTAssertTrue(playable)
        guard case .loaded(let d) = asset.status(of: .duration) else { return XCTFail("not loaded") }
        XCTAssertEqual(d, duration)
        XCTAssertEqual(asset.duration, duration, "the synchronous property reads what was loaded")
    }

    func testAFileThatDoesNotPlayThrows() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/nonexistent/clip.mp4"))
        do {
            _ = try await asset.load(.duration)
            XCTFail("a missing file has no duration")
        } catch let error as NSError {
            XCTAssertEqual(error.domain, NSURLErrorDomain)
            XCTAssertEqual(error.code, NSURLErrorFileDoesNotExist)
        }
        let playable = try await asset.load(.isPlayable)
        XCTAssertFalse(playable, "not playable, and no error for asking")
        guard case .failed = asset.status(of: .duration) else { return XCTFail("the failure is remembered") }
        XCTAssertFalse(asset.duration.isNumeric)
    }
}
