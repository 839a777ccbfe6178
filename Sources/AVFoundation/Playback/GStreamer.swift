import CGStreamer
import Foundation

/// GStreamer, started once per process, and the spelling of its errors.
enum GStreamer {
    /// Why GStreamer cannot run here, or nil when it started.
    static let failure: String? = {
        var error: UnsafeMutablePointer<GError>?
        if gst_init_check(nil, nil, &error) != 0 { return nil }
        defer { if error != nil { g_error_free(error) } }
        return "GStreamer could not start: " + (error.map { String(cString: $0.pointee.message) } ?? "no reason given")
    }()

    /// Whether a source element exists for URLs of `scheme` (file, http…).
    static func canRead(scheme: String) -> Bool {
        gst_uri_protocol_is_supported(GST_URI_SRC, scheme) != 0
    }

    /// The message and kind of a GStreamer error message.
    static func parseError(_ message: UnsafeMutablePointer<GstMessage>) -> PipelineFailure {
        var error: UnsafeMutablePointer<GError>?
        var debug: UnsafeMutablePointer<gchar>?
        gst_message_parse_error(message, &error, &debug)
        defer {
            if error != nil { g_error_free(error) }
            g_free(debug)
        }
        guard let e = error?.pointee else { return PipelineFailure(kind: .other, message: "an unknown GStreamer error") }
        let text = String(cString: e.message)
        // The video sink accepts sizes up to PlaybackPipeline.maximumSide: a larger stream
        // stops at negotiation, which GStreamer only names in its debug text.
        if let d = debug, strstr(d, "not-negotiated") != nil {
            let side = PlaybackPipeline.maximumSide
            return PipelineFailure(kind: .tooLarge, message: "the video's size or format cannot be shown (at most \(side)×\(side) pixels): \(text)")
        }
        let kind: PipelineFailure.Kind
        if e.domain == gst_resource_error_quark() {
            kind = e.code == Int32(GST_RESOURCE_ERROR_NOT_FOUND.rawValue) ? .notFound : .unreadable
        } else if e.domain == gst_stream_error_quark() {
            switch e.code {
            case Int32(GST_STREAM_ERROR_CODEC_NOT_FOUND.rawValue): kind = .noDecoder
            case Int32(GST_STREAM_ERROR_TYPE_NOT_FOUND.rawValue), Int32(GST_STREAM_ERROR_WRONG_TYPE.rawValue),
                 Int32(GST_STREAM_ERROR_DEMUX.rawValue), Int32(GST_STREAM_ERROR_FORMAT.rawValue): kind = .unrecognized
            case Int32(GST_STREAM_ERROR_DECODE.rawValue): kind = .corrupt
            default: kind = .other
            }
        } else if e.domain == gst_core_error_quark(), e.code == Int32(GST_CORE_ERROR_MISSING_PLUGIN.rawValue) {
            kind = .noDecoder
        } else {
            kind = .other
        }
        return PipelineFailure(kind: kind, message: text)
    }
}

/// Why a pipeline stopped: what kind of failure, and GStreamer's words for it.
package struct PipelineFailure: Error, Sendable {
    package enum Kind: Sendable { case notFound, unreadable, unrecognized, corrupt, noDecoder, tooLarge, noStreams, other }
    package var kind: Kind
    package var message: String
}
