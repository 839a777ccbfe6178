import CCairo

/// The thin edge over a cairo context: every cairo call the CGContext makes goes through here.
package final class CairoCanvas {
    package let cr: OpaquePointer
    private let surface: OpaquePointer

    /// A canvas over `pixels`; the caller keeps the buffer alive longer than the canvas.
    /// `deviceOffset` shifts all drawing (cairo's device offset), for canvases with a margin.
    package init(pixels: PixelBuffer, deviceOffset: CGPoint = .zero) {
        surface = pixels.makeCairoSurface()
        if deviceOffset != .zero { cairo_surface_set_device_offset(surface, Double(deviceOffset.x), Double(deviceOffset.y)) }
        cr = cairo_create(surface)
    }

    /// What an image shows outside its own rectangle.
    package enum ImageEdges { case clipped, tiled, transparent, extended }
    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    package static func matrix(_ t: CGAffineTransform) -> cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
        return m
    }

    package func setMatrix(_ t: CGAffineTransform) {
        var m = Self.matrix(t)
        cairo_set_matrix(cr, &m)
    }

    package func setPath(_ segments: [PathSegment], transform: CGAffineTransform = .identity) {
        cairo_new_path(cr)
        var last = CGPoint.zero, start = CGPoint.zero
        for s in segments {
            switch s.applying(transform) {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y)); last = p; start = p
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y)); last = p
            case .quad(let c, let p):
                let (c1, c2) = PathGeometry.cubicControls(quadFrom: last, control: c, to: p)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                last = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                last = p
            case .close: cairo_close_path(cr); last = start
            }
        }
    }

    package func setRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
    package func fill() { cairo_fill(cr) }
    package func stroke() { cairo_stroke(cr) }
    package func paint(alpha: CGFloat = 1) {
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, Double(alpha)) }
    }
    package func clip() { cairo_clip(cr) }
    package func save() { cairo_save(cr) }
    package func restore() { cairo_restore(cr) }

    package func setColor(_ c: CGColor) {
        let v = c.rgba
        cairo_set_source_rgba(cr, Double(v.r), Double(v.g), Double(v.b), Double(v.a))
    }
    package func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(cr, red, green, blue, alpha)
    }

    package func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cr, Self.cairoOperator(mode)) }
    package func setOperatorOver() { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }

    package func setAntialias(_ on: Bool) {
        cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    package func setLineStyle(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat,
                              dashPhase: CGFloat, dashes: [CGFloat]) {
        cairo_set_line_width(cr, Double(width))
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, Double(miterLimit))
        let d = dashes.map(Double.init)
        cairo_set_dash(cr, d, Int32(d.count), Double(dashPhase))
    }

    /// Paints `pixels` (an image) mapped by `imageToUser` (image pixel space → current user
    /// space). `clipped` paints only the image's rectangle, with edge pixels extended so its
    /// border stays crisp; `tiled` repeats it everywhere; `transparent` paints everywhere with
    /// nothing outside the image (for unbounded operators such as IN); `extended` paints
    /// everywhere with the edge pixels carried outward.
    package func paintImage(_ pixels: PixelBuffer, imageToUser: CGAffineTransform, quality: CGInterpolationQuality,
                            edges: ImageEdges, alpha: CGFloat = 1) {
        let imageSurface = pixels.makeCairoSurface()
        defer { cairo_surface_destroy(imageSurface) }
        save()
        var m = Self.matrix(imageToUser)
        cairo_transform(cr, &m)
        let pattern = cairo_pattern_create_for_surface(imageSurface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, edges == .tiled ? CAIRO_EXTEND_REPEAT
                                 : edges == .transparent ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, Self.filter(quality))
        cairo_set_source(cr, pattern)
        if edges == .clipped {
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(pixels.width), Double(pixels.height))
            cairo_clip(cr)
        }
        paint(alpha: alpha)
        restore()
    }

    /// Paints the source colour through an alpha mask placed at (x, y) in device pixels.
    package func maskColor(_ color: CGColor, with mask: PixelBuffer, x: CGFloat, y: CGFloat) {
        let maskSurface = mask.makeCairoSurface()
        defer { cairo_surface_destroy(maskSurface) }
        save()
        cairo_identity_matrix(cr)
        setColor(color)
        cairo_mask_surface(cr, maskSurface, Double(x), Double(y))
        restore()
    }

    /// Paints the current source through `mask` (device pixels, origin at 0, 0).
    package func paintSource(through mask: PixelBuffer) {
        let maskSurface = mask.makeCairoSurface()
        defer { cairo_surface_destroy(maskSurface) }
        save()
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, maskSurface, 0, 0)
        restore()
    }

    package func pushGroup() { cairo_push_group(cr) }
    /// Ends a group and makes it the source.
    package func popGroupToSource() { cairo_pop_group_to_source(cr) }

    /// Sets a gradient source in the current user space.
    package func setGradient(_ g: CGGradient, linearFrom start: CGPoint, to end: CGPoint, extend: Bool) {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        applyStops(g, pattern, extend: extend)
    }
    package func setGradient(_ g: CGGradient, radialFrom c0: CGPoint, radius r0: CGFloat, to c1: CGPoint,
                             radius r1: CGFloat, extend: Bool) {
        let pattern = cairo_pattern_create_radial(Double(c0.x), Double(c0.y), Double(r0),
                                                  Double(c1.x), Double(c1.y), Double(r1))!
        applyStops(g, pattern, extend: extend)
    }
    private func applyStops(_ g: CGGradient, _ pattern: OpaquePointer, extend: Bool) {
        for s in g.stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(s.location), Double(s.r), Double(s.g), Double(s.b), Double(s.a))
        }
        cairo_pattern_set_extend(pattern, extend ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// The clip's extents in the current user space; nil when nothing is clipped away.
    package func clipExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    package func flush() { cairo_surface_flush(surface) }
    package func markDirty() { cairo_surface_mark_dirty(surface) }

    static func filter(_ q: CGInterpolationQuality) -> cairo_filter_t {
        switch q {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
