import CGStreamer
import Foundation
import QuartzCore

/// A decoded frame held from GStreamer's app sink: its presentation time, size, and BGRx pixels.
final class VideoSample {
    private let sample: OpaquePointer
    /// Presentation time and duration in seconds (duration 0 when the stream gave none).
    let time: Double, duration: Double
    let width: Int, height: Int

    /// Takes ownership of `sample`; nil (and released) when it has no buffer or size.
    init?(_ sample: OpaquePointer) {
        var w: gint = 0, h: gint = 0
        guard let buffer = gst_sample_get_buffer(sample), let caps = gst_sample_get_caps(sample),
              let s = gst_caps_get_structure(caps, 0),
              gst_structure_get_int(s, "width", &w) != 0, gst_structure_get_int(s, "height", &h) != 0, w > 0, h > 0 else {
            gst_sample_unref(sample)
            return nil
        }
        self.sample = sample
        width = Int(w); height = Int(h)
        let pts = lamina_gst_buffer_pts(buffer), d = lamina_gst_buffer_duration(buffer)
        let none = lamina_gst_clock_time_none()
        time = pts == none ? 0 : Double(pts) / 1e9
        duration = d == none ? 0 : Double(d) / 1e9
    }

    deinit { gst_sample_unref(sample) }

    /// Copies the pixels into `image` (same size, 4 bytes a pixel); false when the buffer is
    /// smaller than its size says.
    func copy(into image: CGImage) -> Bool {
        guard let buffer = gst_sample_get_buffer(sample) else { return false }
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return false }
        defer { gst_buffer_unmap(buffer, &map) }
        let rowBytes = width * 4
        guard let data = map.data, map.size >= rowBytes * height else { return false }
        let pixels = image.pixels
        // GStreamer's rows are 4-byte aligned, so BGRx rows are exactly `rowBytes` apart.
        if pixels.stride == rowBytes {
            pixels.pointer.copyMemory(from: data, byteCount: rowBytes * height)
        } else {
            for y in 0..<height { (pixels.pointer + y * pixels.stride).copyMemory(from: data + y * rowBytes, byteCount: rowBytes) }
        }
        return true
    }
}
