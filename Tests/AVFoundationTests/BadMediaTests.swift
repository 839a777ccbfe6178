import XCTest
import AVFoundation
import CGStreamer
@testable import QuartzCore

/// Media that cannot be played fails the item with an error that says why; the player and
/// the app go on.
final class BadMediaTests: XCTestCase {
    override func setUp() { super.setUp(); MediaClock.virtualTime = 1000 }
    override func tearDown() { MediaClock.virtualTime = nil; super.tearDown() }

    /// Plays `url` until the item fails (or 10 s pass) and returns its error.
    private func failure(of url: URL, file: StaticString = #filePath, line: UInt = #line) -> NSError? {
        let player = AVPlayer(url: url)
        let stage = PlayerStage(player: player)
        player.play()
        let item = player.currentItem!
        // Within the item's 10 s limit for opening a file, which a truncated MP4 sometimes needs
        // (GStreamer's decodebin can swallow the demuxer's error).
        XCTAssertTrue(spin(timeout: 15) { stage.frame(at: 1000.1); return item.status == .failed }, "\(url.lastPathComponent) did not fail",
                      file: file, line: line)
        XCTAssertFalse(stage.layer.isReadyForDisplay, file: file, line: line)
        XCTAssertFalse(player.wantsFrames, "a failed item asks for no frames", file: file, line: line)
        return item.error as NSError?
    }

    func testAMissingFile() throws {
        let error = try XCTUnwrap(failure(of: URL(fileURLWithPath: "/nonexistent/clip.mp4")))
        XCTAssertEqual(error.domain, NSURLErrorDomain)
        XCTAssertEqual(error.code, NSURLErrorFileDoesNotExist)
        XCTAssertTrue(error.localizedFailureReason?.contains("/nonexistent/clip.mp4") == true, "\(error)")
    }

    func testASchemeNothingReads() throws {
        let error = try XCTUnwrap(failure(of: URL(string: "lamina-nothing://clip.mp4")!))
        XCTAssertEqual(error.code, NSURLErrorUnsupportedURL)
        XCTAssertTrue(error.localizedFailureReason?.contains("lamina-nothing") == true, "\(error)")
    }

    func testACorruptFile() throws {
        var bytes = Data(count: 20_000)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 13) }
        let error = try XCTUnwrap(failure(of: TestMedia.file("corrupt.mp4", bytes)))
        XCTAssertEqual(error.domain, AVFoundationErrorDomain)
        XCTAssertNotNil(error.localizedFailureReason)
    }

    /// MP4 writes its index last: half a file has frames but no index.
    func testATruncatedMP4() throws {
        let whole = try Data(contentsOf: TestMedia.countingMP4)
        let error = try XCTUnwrap(failure(of: TestMedia.file("truncated.mp4", whole.prefix(whole.count / 2))))
        XCTAssertEqual(error.domain, AVFoundationErrorDomain)
    }

    /// Wider than 8192 pixels: refused when GStreamer negotiates the size, before any frame
    /// of it is made.
    func testAVideoTooLarge() throws {
        let error = try XCTUnwrap(failure(of: TestMedia.tooWide))
        XCTAssertEqual(error.domain, AVFoundationErrorDomain)
        XCTAssertTrue(error.localizedFailureReason?.contains("8192") == true, "\(error)")
    }

    /// With every H.264 decoder hidden, the MP4 fails with decoderNotFound.
    func testNoDecoderForTheCodec() throws {
        let hidden = DecoderRanks.hide(caps: "video/x-h264")
        defer { DecoderRanks.restore(hidden) }
        XCTAssertFalse(hidden.isEmpty, "no H.264 decoder to hide")
        let error = try XCTUnwrap(failure(of: TestMedia.countingMP4))
        XCTAssertEqual(error.domain, AVFoundationErrorDomain)
        XCTAssertEqual(error.code, AVError.Code.decoderNotFound.rawValue, "\(error)")
    }

    /// After failures, a good file plays.
    func testTheAppGoesOn() throws {
        _ = failure(of: URL(fileURLWithPath: "/nonexistent/clip.mp4"))
        MediaClock.virtualTime = 1000
        let player = AVPlayer(url: TestMedia.countingMP4)
        let stage = PlayerStage(player: player)
        player.play()
        XCTAssertEqual(stage.countingFrame(at: 1000 + 3.5 / 15), 3)
    }
}

/// Takes decoders out of GStreamer's automatic choice for a while (rank none), and back.
enum DecoderRanks {
    static func hide(caps description: String) -> [(OpaquePointer, UInt32)] {
        _ = gst_init_check(nil, nil, nil)
        let caps = gst_caps_from_string(description)
        defer { gst_caps_unref(caps) }
        let all = gst_element_factory_list_get_elements(GstElementFactoryListType(1) /* ..._TYPE_DECODER */, GST_RANK_NONE)
        let matching = gst_element_factory_list_filter(all, caps, GST_PAD_SINK, 0)
        defer { gst_plugin_feature_list_free(all); gst_plugin_feature_list_free(matching) }
        var hidden: [(OpaquePointer, UInt32)] = []
        var node = matching
        while let n = node {
            let feature = OpaquePointer(n.pointee.data)!
            hidden.append((feature, UInt32(gst_plugin_feature_get_rank(feature))))
            gst_plugin_feature_set_rank(feature, UInt32(GST_RANK_NONE.rawValue))
            gst_object_ref(UnsafeMutableRawPointer(feature))
            node = n.pointee.next
        }
        return hidden
    }

    static func restore(_ hidden: [(OpaquePointer, UInt32)]) {
        for (feature, rank) in hidden {
            gst_plugin_feature_set_rank(feature, rank)
            gst_object_unref(UnsafeMutableRawPointer(feature))
        }
    }
}
