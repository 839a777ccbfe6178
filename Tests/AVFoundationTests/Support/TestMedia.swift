import AVFoundation
import CGStreamer
import Foundation
import XCTest

/// The clips the tests play, encoded here with GStreamer (never downloaded), once per run into
/// a temporary directory.
enum TestMedia {
    /// Frames per second of the counting clips.
    static let countingRate = 15
    /// Frames of the counting clips (2 s).
    static let countingFrames = 30

    /// The greys of frame `k` of a counting clip: its left half shows `k / 6`, its right half
    /// `k % 6`, each digit as a grey 40 levels from the next (20…220), far apart enough to
    /// survive the conversions to YUV and back and lossy coding.
    static func greys(ofFrame k: Int) -> (left: Int, right: Int) { (40 * (k / 6) + 20, 40 * (k % 6) + 20) }

    /// The digit a grey stands for (nil: none within 12 levels).
    static func digit(ofGrey g: Int) -> Int? {
        let d = Int((Double(g - 20) / 40).rounded())
        return (0...5).contains(d) && abs(40 * d + 20 - g) <= 12 ? d : nil
    }

    static let directory: URL = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-media-\(getpid())")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }()

    /// 64×48, H.264 in MP4: each frame its number in greys (`greys(ofFrame:)`), 15 frames a second, 2 s.
    static let countingMP4: URL = counting(name: "counting.mp4", encoder: "x264enc speed-preset=ultrafast pass=quant quantizer=10 key-int-max=15 ! mp4mux")

    /// The same in WebM (VP8).
    static let countingWebM: URL = counting(name: "counting.webm", encoder: "vp8enc deadline=1 min-quantizer=2 max-quantizer=8 keyframe-max-dist=15 ! webmmux")

    /// 160×120 H.264 in MP4, 1 s: the top quarter green, the rest red on the left half and
    /// blue on the right (where gravity puts the picture).
    static let quartersMP4: URL = {
        let url = directory.appendingPathComponent("quarters.mp4")
        encode(frames: 15, width: 160, height: 120, rate: 15, to: url,
               encoder: "x264enc speed-preset=ultrafast pass=quant quantizer=8 ! mp4mux") { _, x, y in
            y < 30 ? (0, 255, 0) : (x < 80 ? (255, 0, 0) : (0, 0, 255))
        }
        return url
    }()

    /// 2 s of 64×48 H.264 video with an AAC track (a 440 Hz tone), in MP4.
    static let withSoundMP4: URL = {
        let url = directory.appendingPathComponent("with-sound.mp4")
        if !FileManager.default.fileExists(atPath: url.path) {
            do throws(PipelineFailure) {
                try ClipEncoder.encode("videotestsrc num-buffers=30 ! video/x-raw,width=64,height=48,framerate=15/1,format=I420 "
                    + "! x264enc speed-preset=ultrafast ! mp4mux name=mux ! OUTPUT audiotestsrc freq=440 num-buffers=87 "
                    + "! audioconvert ! avenc_aac ! mux.", to: url)
            } catch { fatalError("cannot make the test clip with sound: \(error.message)") }
        }
        return url
    }()

    /// 0.4 s of a 440 Hz tone, 16-bit mono WAV at 44.1 kHz (20 buffers of 882 samples).
    static let toneWAV: URL = {
        let url = directory.appendingPathComponent("tone.wav")
        if !FileManager.default.fileExists(atPath: url.path) {
            do throws(PipelineFailure) {
                try ClipEncoder.encode("audiotestsrc freq=440 num-buffers=20 samplesperbuffer=882 "
                    + "! audio/x-raw,format=S16LE,rate=44100,channels=1 ! wavenc ! OUTPUT", to: url)
            } catch { fatalError("cannot make the test tone: \(error.message)") }
        }
        return url
    }()

    /// A video wider than Lamina plays (8200×16, motion JPEG in Matroska: small to make).
    static let tooWide: URL = {
        let url = directory.appendingPathComponent("too-wide.mkv")
        encode(frames: 1, width: 8200, height: 16, rate: 15, to: url, encoder: "jpegenc ! matroskamux") { _, _, _ in (128, 128, 128) }
        return url
    }()

    /// Two Ogg/Theora files one after the other (a chained Ogg stream): frames 0–14 of the
    /// counting clip at 64×48, then frames 15–29 at 32×24 — a video whose size changes mid-stream.
    static let chainedOgg: URL = {
        let first = directory.appendingPathComponent("part-1.ogg"), second = directory.appendingPathComponent("part-2.ogg")
        for (url, width, height, offset) in [(first, 64, 48, 0), (second, 32, 24, 15)] {
            encode(frames: 15, width: width, height: height, rate: countingRate, to: url, encoder: "theoraenc quality=63 ! oggmux") { k, x, _ in
                let greys = greys(ofFrame: k + offset), g = x < width / 2 ? greys.left : greys.right
                return (g, g, g)
            }
        }
        let data = (try? Data(contentsOf: first) + Data(contentsOf: second)) ?? Data()
        return file("chained.ogg", data)
    }()

    private static func counting(name: String, encoder: String) -> URL {
        let url = directory.appendingPathComponent(name)
        encode(frames: countingFrames, width: 64, height: 48, rate: countingRate, to: url, encoder: encoder) { k, x, _ in
            let greys = greys(ofFrame: k), g = x < 32 ? greys.left : greys.right
            return (g, g, g)
        }
        return url
    }

    /// Encodes `frames` frames of `width` × `height`, each pixel coloured by `colour(k, x, y)`,
    /// through `encoder` (a GStreamer description ending in a muxer) into `url`.
    static func encode(frames: Int, width: Int, height: Int, rate: Int, to url: URL, encoder: String,
                       colour: (Int, Int, Int) -> (Int, Int, Int)) {
        precondition(gst_init_check(nil, nil, nil) != 0, "GStreamer does not start")
        let description = "appsrc name=src format=time caps=video/x-raw,format=BGRx,width=\(width),height=\(height),framerate=\(rate)/1 "
            + "! videoconvert ! video/x-raw,format=I420 ! \(encoder) ! filesink location=\"\(url.path)\""
        var error: UnsafeMutablePointer<GError>?
        guard let pipeline = gst_parse_launch(description, &error) else {
            fatalError("cannot build the encoder \(description): " + (error.map { String(cString: $0.pointee.message) } ?? ""))
        }
        defer { gst_object_unref(pipeline) }
        let srcElement = lamina_gst_bin_child(pipeline, "src")!
        defer { gst_object_unref(srcElement) }
        let src = lamina_gst_appsrc(srcElement)
        gst_element_set_state(pipeline, GST_STATE_PLAYING)
        let frameNs = GstClockTime(1_000_000_000 / rate)
        for k in 0..<frames {
            let buffer = gst_buffer_new_allocate(nil, gsize(width * height * 4), nil)!
            var map = GstMapInfo()
            gst_buffer_map(buffer, &map, GST_MAP_WRITE)
            let words = UnsafeMutableRawPointer(map.data!).assumingMemoryBound(to: UInt32.self)
            for y in 0..<height {
                for x in 0..<width {
                    let (r, g, b) = colour(k, x, y)
                    words[y * width + x] = UInt32(0xFF00_0000) | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                }
            }
            gst_buffer_unmap(buffer, &map)
            lamina_gst_buffer_set_times(buffer, GstClockTime(k) * frameNs, frameNs)
            gst_app_src_push_buffer(src, buffer)
        }
        gst_app_src_end_of_stream(src)
        let bus = lamina_gst_element_bus(pipeline)!
        defer { gst_object_unref(bus) }
        let types = GstMessageType(rawValue: GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ERROR.rawValue)
        let message = gst_bus_timed_pop_filtered(bus, 60 * 1_000_000_000, types)
        let failed = message.map { lamina_gst_message_type($0) == GST_MESSAGE_ERROR } ?? true
        if let message { gst_message_unref(message) }
        gst_element_set_state(pipeline, GST_STATE_NULL)
        precondition(!failed, "encoding \(url.lastPathComponent) failed")
    }

    /// Writes `bytes` to a file in the media directory.
    static func file(_ name: String, _ bytes: Data) -> URL {
        let url = directory.appendingPathComponent(name)
        try? bytes.write(to: url)
        return url
    }
}
