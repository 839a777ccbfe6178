import CPixman
import Foundation

/// The thin edge over pixman: an image over pixels Lamina owns (never copied), or a solid
/// colour, and the composite call. Every pixman call the compositor makes is in this file.
package final class PixmanImage {
    package let handle: OpaquePointer

    /// An image over `buffer`'s pixels that does not keep them alive: the buffer keeps it (as
    /// its attachment), so it lives exactly as long as the pixels.
    private init(viewing buffer: PixelBuffer) {
        handle = Self.bitsImage(buffer)
    }

    private static func bitsImage(_ buffer: PixelBuffer) -> OpaquePointer {
        let format: pixman_format_code_t
        switch buffer.format {
        case .argb32: format = PIXMAN_a8r8g8b8
        case .rgb24: format = PIXMAN_x8r8g8b8
        case .a8: format = PIXMAN_a8
        }
        return pixman_image_create_bits(format, Int32(buffer.width), Int32(buffer.height),
                                        buffer.pointer.assumingMemoryBound(to: UInt32.self), Int32(buffer.stride))
    }

    /// The two images a buffer keeps: one read as is, one the caller points through a
    /// transform (pixman allocates a transform when one is set after none: keeping them apart
    /// keeps both allocation-free once made).
    private final class BufferImages {
        let plain: PixmanImage
        lazy var sampler = PixmanImage(viewing: buffer)
        unowned let buffer: PixelBuffer
        init(_ b: PixelBuffer) { buffer = b; plain = PixmanImage(viewing: b) }
    }

    private static func images(of buffer: PixelBuffer) -> BufferImages {
        // Each thread sets transform and filter on its own images (see `PixelBuffer.attachment`);
        // one without a lane of its own makes them for this use only.
        let lane = RenderLane.current
        if lane == RenderLane.none { return BufferImages(buffer) }
        if let kept = buffer.attachment(lane: lane) as? BufferImages { return kept }
        let made = BufferImages(buffer)
        buffer.setAttachment(made, lane: lane)
        return made
    }

    /// `buffer`'s pixels as they are (no transform, nearest, no repeat): made once per buffer.
    /// Valid while the buffer lives.
    package static func plain(_ buffer: PixelBuffer) -> PixmanImage { images(of: buffer).plain }

    /// `buffer`'s pixels for sampling: the caller sets transform, filter and repeat before each
    /// use. Made once per buffer; valid while the buffer lives.
    package static func sampler(_ buffer: PixelBuffer) -> PixmanImage { images(of: buffer).sampler }

    /// A solid colour, premultiplied 8-bit ARGB (what pixman composites solids with).
    /// As a mask with `componentAlpha`, each channel multiplies its own channel of the source
    /// (a replicator instance's colour), instead of the alpha multiplying all four.
    package init(premultiplied argb: UInt32, componentAlpha: Bool = false) {
        // c × 257 >> 8 = c: pixman's 16-bit → 8-bit conversion gives back exactly these bytes.
        func channel(_ shift: UInt32) -> UInt16 { UInt16((argb >> shift) & 0xff) * 257 }
        var c = pixman_color_t(red: channel(16), green: channel(8), blue: channel(0), alpha: channel(24))
        handle = pixman_image_create_solid_fill(&c)
        if componentAlpha { pixman_image_set_component_alpha(handle, 1) }
    }

    /// Premultiplied 8-bit ARGB of a straight colour (components 0…1): 16-bit rounding, then
    /// the top byte, as pixman's solid fills take it.
    package static func premultiplied(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UInt32 {
        func channel(_ v: CGFloat) -> UInt32 { UInt32(max(0, min(1, v.isNaN ? 0 : v)) * 65535 + 0.5) >> 8 }
        return channel(alpha) << 24 | channel(red * alpha) << 16 | channel(green * alpha) << 8 | channel(blue * alpha)
    }

    /// The shape of a gradient, in the coordinates its transform maps from.
    package enum GradientShape {
        case linear(from: CGPoint, to: CGPoint)
        /// Circles about `center` from radius 0 to `radius`.
        case radial(center: CGPoint, radius: CGFloat)
        /// Around `center`, starting in the direction `angle` (radians, from +x towards +y).
        case conical(center: CGPoint, angle: CGFloat)
    }

    /// A gradient source through `stops` (location, straight colour), padded beyond its ends.
    package init?(gradient shape: GradientShape, stops: [(location: CGFloat, color: CGColor)]) {
        guard !stops.isEmpty else { return nil }
        func fixed(_ v: CGFloat) -> pixman_fixed_t { pixman_fixed_t(clamping: Int((max(-32767, min(32767, v)) * 65536).rounded())) }
        func channel(_ v: CGFloat) -> UInt16 { UInt16(max(0, min(1, v)) * 65535 + 0.5) }
        let pstops = stops.map { stop -> pixman_gradient_stop_t in
            let c = stop.color.rgba
            return pixman_gradient_stop_t(x: fixed(stop.location),
                                          color: pixman_color_t(red: channel(c.r), green: channel(c.g), blue: channel(c.b), alpha: channel(c.a)))
        }
        let made: OpaquePointer? = pstops.withUnsafeBufferPointer { buf in
            switch shape {
            case .linear(let a, let b):
                var p1 = pixman_point_fixed_t(x: fixed(a.x), y: fixed(a.y)), p2 = pixman_point_fixed_t(x: fixed(b.x), y: fixed(b.y))
                return pixman_image_create_linear_gradient(&p1, &p2, buf.baseAddress, Int32(buf.count))
            case .radial(let c, let r):
                var inner = pixman_point_fixed_t(x: fixed(c.x), y: fixed(c.y)), outer = inner
                return pixman_image_create_radial_gradient(&inner, &outer, 0, fixed(r), buf.baseAddress, Int32(buf.count))
            case .conical(let c, let angle):
                var center = pixman_point_fixed_t(x: fixed(c.x), y: fixed(c.y))
                return pixman_image_create_conical_gradient(&center, fixed(angle * 180 / .pi), buf.baseAddress, Int32(buf.count))
            }
        }
        guard let made else { return nil }
        handle = made
        pixman_image_set_repeat(handle, PIXMAN_REPEAT_PAD)
    }

    deinit { pixman_image_unref(handle) }

    /// Samples this image through `map`'s inverse: `map` takes image pixel space to the
    /// coordinates the composite reads the source at, which span `extent` pixels from the
    /// origin. pixman's matrix is 16.16 fixed point and its homogeneous results must stay
    /// within ±32768, so a perspective inverse (scale-invariant) is scaled to the largest factor
    /// that keeps every result over the extent under 2^14: the tiny perspective terms keep
    /// their precision without overflow. Affine maps stay exact (pixman's fast paths need a
    /// last row of 0, 0, 1); callers keep coordinates local so translations stay small.
    package func setTransform(_ map: PlaneMap, extent: (width: Int, height: Int)) -> Bool {
        guard let inv = map.inverted else { return false }
        return setSampling(inv, extent: map.isAffine ? nil : extent)
    }

    /// Samples this image at `toSource` of each destination coordinate (row-vector, as
    /// `PlaneMap`). An affine map is set exactly; a projective one (`extent` given) is scaled
    /// as `setTransform` says. No allocation: this runs per layer per frame.
    package func setSampling(_ toSource: PlaneMap, extent: (width: Int, height: Int)?) -> Bool {
        // Row-vector matrix → pixman's column-vector matrix is its transpose.
        let m = toSource.m
        var r = (Double(m.0), Double(m.3), Double(m.6), Double(m.1), Double(m.4), Double(m.7), Double(m.2), Double(m.5), Double(m.8))
        if let extent {
            let w = Double(max(1, extent.width)), h = Double(max(1, extent.height))
            let reach = max(abs(r.0) * w + abs(r.1) * h + abs(r.2), abs(r.3) * w + abs(r.4) * h + abs(r.5),
                            abs(r.6) * w + abs(r.7) * h + abs(r.8))
            guard reach > 0, reach.isFinite else { return false }
            let k = 16384 / reach
            r = (r.0 * k, r.1 * k, r.2 * k, r.3 * k, r.4 * k, r.5 * k, r.6 * k, r.7 * k, r.8 * k)
        } else {
            (r.6, r.7, r.8) = (0, 0, 1)
        }
        func fixed(_ v: Double) -> pixman_fixed_t? {
            v.isFinite && abs(v) < 32767 ? pixman_fixed_t((v * 65536).rounded()) : nil
        }
        guard let a = fixed(r.0), let b = fixed(r.1), let c = fixed(r.2), let d = fixed(r.3), let e = fixed(r.4),
              let f = fixed(r.5), let g = fixed(r.6), let h = fixed(r.7), let i = fixed(r.8) else { return false }
        var t = pixman_transform_t(matrix: ((a, b, c), (d, e, f), (g, h, i)))
        return pixman_image_set_transform(handle, &t) != 0
    }

    package enum Filter { case nearest, bilinear }
    package func setFilter(_ f: Filter) {
        pixman_image_set_filter(handle, f == .nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
    }

    package enum Repeat { case none, pad }
    package func setRepeat(_ r: Repeat) {
        pixman_image_set_repeat(handle, r == .pad ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
    }

    package enum Operator { case over, source, inside, add, outReverse }

    /// dest = src (× mask) op dest over the rectangle at (x, y) of size w × h in dest pixels;
    /// the source and mask are read at the same coordinates shifted by their offsets.
    package static func composite(_ op: Operator, source: PixmanImage, mask: PixmanImage?, into dest: PixmanImage,
                                  x: Int, y: Int, width: Int, height: Int,
                                  sourceOffset: (Int, Int) = (0, 0), maskOffset: (Int, Int) = (0, 0)) {
        guard width > 0, height > 0 else { return }
        let pop: pixman_op_t
        switch op {
        case .over: pop = PIXMAN_OP_OVER
        case .source: pop = PIXMAN_OP_SRC
        case .inside: pop = PIXMAN_OP_IN
        case .add: pop = PIXMAN_OP_ADD
        case .outReverse: pop = PIXMAN_OP_OUT_REVERSE
        }
        pixman_image_composite32(pop, source.handle, mask?.handle, dest.handle,
                                 Int32(x + sourceOffset.0), Int32(y + sourceOffset.1),
                                 Int32(x + maskOffset.0), Int32(y + maskOffset.1),
                                 Int32(x), Int32(y), Int32(width), Int32(height))
    }
}
