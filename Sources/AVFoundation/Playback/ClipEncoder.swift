import CGStreamer
import Foundation

/// Makes media files with GStreamer from a pipeline description ending in a muxer — the
/// gallery's sample clip and the benchmark's, made on the machine instead of shipped.
package enum ClipEncoder {
    /// Runs `description`, whose `OUTPUT` stands for the file sink, into `url` to the end; the
    /// file appears whole (written aside and renamed) or not at all.
    package static func encode(_ description: String, to url: URL, timeout: TimeInterval = 120) throws(PipelineFailure) {
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).part")
        do {
            try run(description.replacingOccurrences(of: "OUTPUT", with: "filesink location=\"\(partial.path)\""), timeout: timeout)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
        _ = try? FileManager.default.removeItem(at: url)
        do { try FileManager.default.moveItem(at: partial, to: url) } catch {
            throw PipelineFailure(kind: .other, message: "cannot write \(url.path): \(error)")
        }
    }

    /// Runs the pipeline `description` until it ends (or fails, or `timeout` passes): what the
    /// video benchmark's decode floor is (a file decoded into a `fakesink sync=true`).
    package static func run(_ description: String, timeout: TimeInterval) throws(PipelineFailure) {
        if let failure = GStreamer.failure { throw PipelineFailure(kind: .other, message: failure) }
        var error: UnsafeMutablePointer<GError>?
        let pipeline = gst_parse_launch(description, &error)
        guard let pipeline, error == nil else {
            defer { if error != nil { g_error_free(error) } }
            if let pipeline { gst_object_unref(pipeline) }
            throw PipelineFailure(kind: .other, message: "cannot build (\(error.map { String(cString: $0.pointee.message) } ?? "")): \(description)")
        }
        defer {
            gst_element_set_state(pipeline, GST_STATE_NULL)
            gst_object_unref(pipeline)
        }
        gst_element_set_state(pipeline, GST_STATE_PLAYING)
        let bus = lamina_gst_element_bus(pipeline)
        defer { gst_object_unref(bus) }
        let types = GstMessageType(rawValue: GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ERROR.rawValue)
        guard let message = gst_bus_timed_pop_filtered(bus, GstClockTime(timeout * 1e9), types) else {
            throw PipelineFailure(kind: .other, message: "did not finish in \(Int(timeout)) s: \(description)")
        }
        defer { gst_message_unref(message) }
        if lamina_gst_message_type(message) == GST_MESSAGE_ERROR { throw GStreamer.parseError(message) }
    }
}
