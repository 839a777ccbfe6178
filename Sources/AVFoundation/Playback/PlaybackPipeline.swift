import CGStreamer
import Foundation
import QuartzCore

/// One media file played by GStreamer: `playbin` demuxes and decodes; video comes as 4:2:0
/// (I420, what decoders give; other formats converted by `videoconvert`) and waits in an app
/// sink, three frames deep, for the player to pull the frame of the moment (and convert it to
/// the compositor's layout, `VideoSample`, only if it is shown); audio goes to GStreamer's
/// default sink (where there is none, a silent one). The sink does not keep time: the player
/// pulls by its own clock, so frames follow the window's frame times (or the headless twin's
/// virtual ones) and a late frame is skipped, never queued.
///
/// Used from the main thread; GStreamer's bus messages arrive on its threads and are handed
/// to `events`, which the owner hops to the main thread.
final class PlaybackPipeline {
    enum Event: Sendable {
        /// A preroll finished (the first frame after loading or a seek is ready).
        case prerolled
        case failed(PipelineFailure)
        case endOfStream
    }

    /// The largest video side accepted; a stream beyond it fails to negotiate, before any
    /// frame of that size is allocated.
    static let maximumSide = 8192

    private let playbin: UnsafeMutablePointer<GstElement>
    private let sink: UnsafeMutablePointer<GstAppSink>
    private let relay: Unmanaged<BusRelay>
    private(set) var playing = false

    /// Builds the pipeline for `url` (loading starts with `load()`); heard only when `audio`.
    init(url: URL, audio: Bool, events: @escaping @Sendable (Event) -> Void) throws(PipelineFailure) {
        if let failure = GStreamer.failure { throw PipelineFailure(kind: .other, message: failure) }
        guard let scheme = url.scheme?.lowercased(), GStreamer.canRead(scheme: scheme) else {
            throw PipelineFailure(kind: .unreadable, message: "no GStreamer source reads \(url.scheme.map { "\"\($0):\" URLs" } ?? "URLs without a scheme")")
        }
        if url.isFileURL, !FileManager.default.fileExists(atPath: url.path) {
            throw PipelineFailure(kind: .notFound, message: "no file at \(url.path)")
        }
        guard let made = gst_element_factory_make("playbin", nil) else {
            throw PipelineFailure(kind: .other, message: "GStreamer has no playbin (install gstreamer1.0-plugins-base)")
        }
        let side = Self.maximumSide
        var error: UnsafeMutablePointer<GError>?
        guard let bin = gst_parse_bin_from_description(
            "videoconvert ! video/x-raw,format=I420,width=[1,\(side)],height=[1,\(side)] ! "
                + "appsink name=frames max-buffers=3 sync=false enable-last-sample=false", 1, &error),
              let appsink = lamina_gst_bin_child(bin, "frames") else {
            if error != nil { g_error_free(error) }
            gst_object_unref(made)
            throw PipelineFailure(kind: .other, message: "GStreamer cannot convert video (install gstreamer1.0-plugins-base)")
        }
        playbin = UnsafeMutableRawPointer(gst_object_ref_sink(made)).assumingMemoryBound(to: GstElement.self)
        sink = lamina_gst_appsink(appsink)
        lamina_g_object_set_string(playbin, "uri", url.absoluteString)
        lamina_g_object_set_object(playbin, "video-sink", bin)
        // Sound is always decoded (a file of sound alone has nothing else to play); unheard,
        // it goes to a sink that keeps no time and opens no device.
        gst_util_set_object_arg(lamina_gst_object(playbin), "flags", "video+audio+soft-volume+native-video")
        if !audio, let silent = gst_element_factory_make("fakesink", nil) {
            lamina_g_object_set_bool(silent, "sync", 0)
            lamina_g_object_set_object(playbin, "audio-sink", silent)
        }
        relay = Unmanaged.passRetained(BusRelay(events))
        relayLock.lock(); relayLock.unlock()        // published to GStreamer's threads (see relayLock)
        let bus = lamina_gst_element_bus(playbin)
        gst_bus_set_sync_handler(bus, busHandler, relay.toOpaque(), nil)
        gst_object_unref(bus)
    }

    deinit {
        // Stopping waits for GStreamer's threads; after it no message comes.
        gst_element_set_state(playbin, GST_STATE_NULL)
        let bus = lamina_gst_element_bus(playbin)
        gst_bus_set_sync_handler(bus, nil, nil, nil)
        gst_object_unref(bus)
        relay.release()
        gst_object_unref(sink)
        gst_object_unref(playbin)
    }

    /// Starts loading: the pipeline prerolls (decodes its first frame) and reports `.prerolled`.
    func load() { gst_element_set_state(playbin, GST_STATE_PAUSED) }

    /// Runs the decoders (true) or holds them and the audio (false).
    func setPlaying(_ on: Bool) {
        guard on != playing else { return }
        playing = on
        gst_element_set_state(playbin, on ? GST_STATE_PLAYING : GST_STATE_PAUSED)
    }

    /// Waits, at most `limit` seconds, for a state change under way (a preroll) to finish;
    /// false when it failed or did not finish. An error stops the wait at once (GStreamer's own
    /// wait does not end on an element's error: it is asked in short steps).
    @discardableResult
    func settle(limit: TimeInterval) -> Bool {
        let deadline = MonotonicClock.seconds() + limit
        while true {
            var state = GST_STATE_NULL, pending = GST_STATE_NULL
            let r = gst_element_get_state(playbin, &state, &pending, 10_000_000)
            if r == GST_STATE_CHANGE_SUCCESS || r == GST_STATE_CHANGE_NO_PREROLL { return true }
            if r == GST_STATE_CHANGE_FAILURE || failure != nil || MonotonicClock.seconds() >= deadline { return false }
        }
    }

    /// The first error GStreamer reported, seen as soon as it is posted (the main queue hears
    /// of it later, through `events`).
    var failure: PipelineFailure? { relay.takeUnretainedValue().failure }

    /// The media's duration in seconds, when GStreamer knows it.
    var duration: Double? {
        var d: gint64 = -1
        guard gst_element_query_duration(playbin, GST_FORMAT_TIME, &d) != 0, d >= 0 else { return nil }
        return Double(d) / 1e9
    }

    /// Seeks to `seconds`: to the frame that shows then when `exact`, else to the key frame
    /// before it (fast). Frames pulled afterwards are from the new position.
    func seek(to seconds: Double, exact: Bool) {
        let flags = GST_SEEK_FLAG_FLUSH.rawValue | (exact ? GST_SEEK_FLAG_ACCURATE.rawValue
                                                          : GST_SEEK_FLAG_KEY_UNIT.rawValue | GST_SEEK_FLAG_SNAP_BEFORE.rawValue)
        _ = gst_element_seek_simple(playbin, GST_FORMAT_TIME, GstSeekFlags(rawValue: flags), gint64(max(0, seconds) * 1e9))
    }

    /// The next decoded frame, waiting at most `timeout` seconds: while playing, the frames in
    /// order; while paused, the preroll frame (the one a load or seek stopped at). Nil when
    /// none came (or the stream ended).
    func pullFrame(timeout: TimeInterval) -> VideoSample? {
        let ns = GstClockTime(max(0, timeout) * 1e9)
        let sample = playing ? gst_app_sink_try_pull_sample(sink, ns) : gst_app_sink_try_pull_preroll(sink, ns)
        return sample.flatMap(VideoSample.init)
    }

    /// Whether every frame has been pulled and the stream ended.
    var videoEnded: Bool { gst_app_sink_is_eos(sink) != 0 }

    var volume: Double = 1 { didSet { lamina_g_object_set_double(playbin, "volume", max(0, volume)) } }
    var muted = false { didSet { lamina_g_object_set_bool(playbin, "mute", muted ? 1 : 0) } }

    /// What GStreamer plays of the sound: the audio streams it found, and the volume and
    /// muting it applies (for tests; the sink is GStreamer's default, or none).
    var audioState: (streams: Int, volume: Double, muted: Bool) {
        (Int(lamina_g_object_get_int(playbin, "n-audio")), lamina_g_object_get_double(playbin, "volume"),
         lamina_g_object_get_bool(playbin, "mute") != 0)
    }
}

/// Orders a relay's making before its use on GStreamer's threads in a way ThreadSanitizer sees:
/// GStreamer hands the relay over under GLib's own locks, which it cannot see.
private let relayLock = NSLock()

/// Carries bus messages from GStreamer's threads to the pipeline's owner, and keeps the first
/// error for the pipeline to see at once. Its state is read and written under `relayLock`.
private final class BusRelay: @unchecked Sendable {
    let events: @Sendable (PlaybackPipeline.Event) -> Void
    private var firstFailure: PipelineFailure?
    init(_ events: @escaping @Sendable (PlaybackPipeline.Event) -> Void) { self.events = events }

    var failure: PipelineFailure? {
        relayLock.lock(); defer { relayLock.unlock() }
        return firstFailure
    }

    func record(_ failure: PipelineFailure) {
        relayLock.lock()
        if firstFailure == nil { firstFailure = failure }
        relayLock.unlock()
    }
}

/// The bus's synchronous handler: runs on the thread that posted; messages are dropped after.
private let busHandler: GstBusSyncHandler = { _, message, data in
    guard let message, let data else { return GST_BUS_DROP }
    let relay = Unmanaged<BusRelay>.fromOpaque(data).takeUnretainedValue()
    relayLock.lock()
    let events = relay.events
    relayLock.unlock()
    switch lamina_gst_message_type(message) {
    case GST_MESSAGE_ERROR:
        let failure = GStreamer.parseError(message)
        relay.record(failure)
        events(.failed(failure))
    case GST_MESSAGE_EOS: events(.endOfStream)
    case GST_MESSAGE_ASYNC_DONE: events(.prerolled)
    default: break
    }
    return GST_BUS_DROP
}
