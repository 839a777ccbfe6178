import CCairo

/// Pixels in memory in a layout cairo and pixman read directly: premultiplied ARGB32, opaque
/// xRGB32 or 8-bit alpha, rows 4-byte aligned. Owns its memory unless it wraps a caller's.
package final class PixelBuffer: @unchecked Sendable {
    package enum Format: Sendable { case argb32, rgb24, a8 }
    package let width: Int, height: Int, stride: Int
    package let format: Format
    package let pointer: UnsafeMutableRawPointer
    private let owned: Bool
    /// What a renderer keeps with these pixels (QuartzCore: its pixman images over them), made
    /// once and freed with the buffer, so drawing into or from a buffer allocates nothing. One
    /// per render lane — the main thread (0), and the threads that claimed the others (windows'
    /// render threads, band workers; QuartzCore's `RenderLane`): an image several composite at
    /// once is set up (transform, filter) by each for its own draw. Apart stored properties,
    /// not an array, so threads writing their own lanes never share one.
    package static let attachmentLanes = 8
    private var lane0, lane1, lane2, lane3, lane4, lane5, lane6, lane7: AnyObject?
    package func attachment(lane: Int) -> AnyObject? {
        switch lane {
        case 0: return lane0
        case 1: return lane1
        case 2: return lane2
        case 3: return lane3
        case 4: return lane4
        case 5: return lane5
        case 6: return lane6
        case 7: return lane7
        default: preconditionFailure("PixelBuffer.attachment(lane:): lane \(lane) is not below \(Self.attachmentLanes)")
        }
    }
    package func setAttachment(_ a: AnyObject?, lane: Int) {
        switch lane {
        case 0: lane0 = a
        case 1: lane1 = a
        case 2: lane2 = a
        case 3: lane3 = a
        case 4: lane4 = a
        case 5: lane5 = a
        case 6: lane6 = a
        case 7: lane7 = a
        default: preconditionFailure("PixelBuffer.setAttachment(_:lane:): lane \(lane) is not below \(Self.attachmentLanes)")
        }
    }
    /// A cairo canvas over these pixels (no device offset) for drawing that recurs on the same
    /// buffer: made once, reset by the user with save/restore. It does not keep the buffer alive.
    package lazy var sharedCanvas = CairoCanvas(pixels: self)

    /// The largest side and pixel count Lamina accepts (cairo's own side limit is 32767).
    package static let maximumSide = 32767
    package static let maximumPixels = 1 << 28

    package static func validSize(_ width: Int, _ height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide
            && width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels
    }

    package static func minimumStride(_ format: Format, width: Int) -> Int {
        format == .a8 ? (width + 3) & ~3 : width * 4
    }

    /// Zeroed (transparent) pixels; nil for an impossible size.
    package init?(width: Int, height: Int, format: Format) {
        guard Self.validSize(width, height) else { return nil }
        self.width = width; self.height = height; self.format = format
        stride = Self.minimumStride(format, width: width)
        guard let memory = calloc(stride * height, 1) else { return nil }
        pointer = memory
        owned = true
        release = nil
    }

    /// Wraps memory the caller owns and keeps alive (a bitmap context's `data`).
    package init(wrapping pointer: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: Format) {
        self.pointer = pointer; self.width = width; self.height = height; self.stride = stride
        self.format = format; owned = false; release = nil
    }

    /// Wraps memory that stays valid until `release` runs, as the buffer goes (from whatever
    /// thread lets go of it last): a GL pixel-buffer object mapped for its life.
    package init(wrapping pointer: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: Format,
                 release: @escaping @Sendable () -> Void) {
        self.pointer = pointer; self.width = width; self.height = height; self.stride = stride
        self.format = format; owned = false; self.release = release
    }

    private let release: (@Sendable () -> Void)?

    deinit {
        if owned { free(pointer) }
        release?()
    }

    package var byteCount: Int { stride * height }
    package var bytesPerPixel: Int { format == .a8 ? 1 : 4 }
    package var bytes: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(start: pointer, count: byteCount) }

    /// A new buffer holding the pixels of the `width` × `height` rect at (`x`, `y`), which must
    /// lie inside this one; nil for an impossible size.
    package func copying(x: Int, y: Int, width w: Int, height h: Int) -> PixelBuffer? {
        precondition(x >= 0 && y >= 0 && x + w <= width && y + h <= height,
                     "PixelBuffer.copying(x:y:width:height:) wants a rect inside the buffer")
        guard let out = PixelBuffer(width: w, height: h, format: format) else { return nil }
        for row in 0..<h {
            (out.pointer + row * out.stride).copyMemory(from: pointer + (y + row) * stride + x * bytesPerPixel, byteCount: w * bytesPerPixel)
        }
        return out
    }

    package func copy() -> PixelBuffer {
        let c = PixelBuffer(width: width, height: height, format: format)!
        c.pointer.copyMemory(from: pointer, byteCount: min(byteCount, c.byteCount))
        return c
    }

    package var cairoFormat: cairo_format_t {
        switch format { case .argb32: return CAIRO_FORMAT_ARGB32; case .rgb24: return CAIRO_FORMAT_RGB24; case .a8: return CAIRO_FORMAT_A8 }
    }

    /// A cairo surface over these pixels (no copy). The caller destroys it before the buffer goes.
    package func makeCairoSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(pointer.assumingMemoryBound(to: UInt8.self), cairoFormat,
                                            Int32(width), Int32(height), Int32(stride))
    }

    /// Premultiplied ARGB of pixel (x, y) from the top-left, as a 32-bit word.
    package func argb(x: Int, y: Int) -> UInt32 {
        let row = pointer + y * stride
        switch format {
        case .argb32: return row.load(fromByteOffset: x * 4, as: UInt32.self)
        case .rgb24: return row.load(fromByteOffset: x * 4, as: UInt32.self) | 0xFF00_0000
        case .a8: return UInt32(row.load(fromByteOffset: x, as: UInt8.self)) << 24
        }
    }
}
