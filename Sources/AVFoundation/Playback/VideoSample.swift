import CGStreamer
import CPixelKernels
import Foundation
import QuartzCore

/// A decoded 4:2:0 frame held from GStreamer's app sink: its presentation time, size and
/// colorimetry; it is converted to the compositor's layout only if it is shown.
final class VideoSample {
    private let sample: OpaquePointer
    private var info = GstVideoInfo()
    /// Presentation time in seconds, on the media's own timeline.
    let time: Double
    let width: Int, height: Int

    /// Takes ownership of `sample`; nil (and released) when it is not I420 video of a known size.
    init?(_ sample: OpaquePointer) {
        guard let buffer = gst_sample_get_buffer(sample), let caps = gst_sample_get_caps(sample),
              gst_video_info_from_caps(&info, caps) != 0, info.finfo?.pointee.format == GST_VIDEO_FORMAT_I420,
              info.width > 0, info.height > 0 else {
            gst_sample_unref(sample)
            return nil
        }
        self.sample = sample
        width = Int(info.width); height = Int(info.height)
        let pts = lamina_gst_buffer_pts(buffer)
        let none = lamina_gst_clock_time_none()
        // The media's own time (stream time): a chained file's second part goes on from the
        // first's end rather than starting again at zero.
        var t = pts
        if pts != none, let segment = gst_sample_get_segment(sample) {
            let streamTime = gst_segment_to_stream_time(segment, GST_FORMAT_TIME, pts)
            if streamTime != none { t = streamTime }
        }
        time = t == none ? 0 : Double(t) / 1e9
    }

    deinit { gst_sample_unref(sample) }

    /// Converts the frame into `image` (the same size, opaque): one pass from GStreamer's
    /// planes (their strides as the decoder laid them out) to xRGB32, by the stream's matrix.
    /// False when the buffer cannot be read.
    func convert(into image: CGImage) -> Bool {
        guard let buffer = gst_sample_get_buffer(sample) else { return false }
        var frame = GstVideoFrame()
        guard gst_video_frame_map(&frame, &info, buffer, GST_MAP_READ) != 0 else { return false }
        defer { gst_video_frame_unmap(&frame) }
        guard let y = lamina_gst_video_frame_plane(&frame, 0), let u = lamina_gst_video_frame_plane(&frame, 1),
              let v = lamina_gst_video_frame_plane(&frame, 2) else { return false }
        var matrix = YUVMatrix.of(info.colorimetry, height: height)
        let pixels = image.pixels
        lamina_i420_to_xrgb(y, Int(lamina_gst_video_frame_stride(&frame, 0)), u, Int(lamina_gst_video_frame_stride(&frame, 1)),
                            v, Int(lamina_gst_video_frame_stride(&frame, 2)),
                            pixels.pointer.assumingMemoryBound(to: UInt8.self), pixels.stride, Int32(width), Int32(height), &matrix)
        return true
    }
}
