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

    /// The frame as an image over GStreamer's own pixels (no copy): the sample stays mapped
    /// and held until the last user of the image lets it go. Nil when the buffer cannot be
    /// read or is smaller than its size says.
    func makeImage() -> CGImage? {
        guard let frame = MappedFrame(sample, rowBytes: width * 4, height: height) else { return nil }
        let pixels = PixelBuffer(wrapping: frame.data, width: width, height: height, stride: width * 4, format: .rgb24, keeper: frame)
        return CGImage(pixels: pixels)
    }
}

/// A sample's buffer mapped for reading, unmapped and released with this object.
private final class MappedFrame {
    private let sample: OpaquePointer
    private let buffer: UnsafeMutablePointer<GstBuffer>
    private var map = GstMapInfo()
    let data: UnsafeMutableRawPointer

    init?(_ sample: OpaquePointer, rowBytes: Int, height: Int) {
        guard let buffer = gst_sample_get_buffer(sample) else { return nil }
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return nil }
        // GStreamer's BGRx rows are 4-byte aligned, so exactly `rowBytes` apart.
        guard let data = map.data, map.size >= rowBytes * height else {
            gst_buffer_unmap(buffer, &map)
            return nil
        }
        self.sample = gst_sample_ref(sample)
        self.buffer = buffer
        self.map = map
        self.data = UnsafeMutableRawPointer(data)
    }

    deinit {
        gst_buffer_unmap(buffer, &map)
        gst_sample_unref(sample)
    }
}
