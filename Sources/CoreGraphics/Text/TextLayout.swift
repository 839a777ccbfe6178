import CCairo
import CPango

/// Laid-out text, shaped and broken into lines by Pango (fontconfig fonts, fallback for
/// missing glyphs, bidi), ready to draw into a `CGContext`. The layout is independent of the
/// device: glyph metrics are unhinted, so the same text breaks the same way at any scale.
package final class TextLayout {
    package enum Truncation: Sendable { case none, start, middle, end }
    package enum Alignment: Sendable { case natural, left, right, center, justified }
    /// Spacing within a paragraph (Apple: NSParagraphStyle's line spacing, line height
    /// multiple — which wins, as Pango's factor does — and first-line indent, which only a
    /// wrapped layout has).
    package struct Paragraph: Sendable, Equatable {
        package var lineSpacing: CGFloat = 0
        package var lineHeightMultiple: CGFloat = 0
        package var firstLineIndent: CGFloat = 0
        package init(lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0, firstLineIndent: CGFloat = 0) {
            self.lineSpacing = lineSpacing; self.lineHeightMultiple = lineHeightMultiple; self.firstLineIndent = firstLineIndent
        }
    }

    let layout: OpaquePointer
    private let context: OpaquePointer
    /// Lines are placed by Pango (within `width`) or, unwrapped and untruncated, one by one
    /// against `width` here.
    private let alignsLinesItself: Bool
    private let alignment: Alignment
    private let width: CGFloat
    /// The styles as laid out: the base over the whole text, the runs (UTF-8 byte ranges) over it.
    private let baseStyle: TextStyle
    private let styledRuns: [(lo: Int, hi: Int, style: TextStyle)]
    private let byteCount: Int
    /// The runs' distinct shadows, in order of first use.
    package let shadows: [TextStyle.Shadow]

    /// Lays out `text` in `style`, with `runs` (UTF-16 ranges, as NSAttributedString gives
    /// them) overriding it. `width`/`height` are the box; wrapping breaks at words (then
    /// characters) to `width`; truncation puts an ellipsis where the text overflows the box.
    package init(text: String, style: TextStyle, runs: [(range: Range<Int>, style: TextStyle)] = [],
                 width: CGFloat, height: CGFloat, wrapped: Bool, truncation: Truncation,
                 alignment: Alignment, quantizeGlyphPositions: Bool, maxLines: Int = 0, paragraph: Paragraph = Paragraph()) {
        _ = FontConfiguration.applied
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        self.context = context
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, quantizeGlyphPositions ? 1 : 0)
        let layout = pango_layout_new(context)!
        self.layout = layout
        self.alignment = alignment
        self.width = width.isFinite ? max(0, width) : 0
        alignsLinesItself = !wrapped && truncation == .none

        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(buf.count)) }
        }
        let base = Self.fontDescription(style)
        pango_layout_set_font_description(layout, base)
        pango_font_description_free(base)
        var styled: [(lo: Int, hi: Int, style: TextStyle)] = []
        if !runs.isEmpty {
            let offsets = Self.utf8Offsets(text)
            for run in runs {
                let lo = offsets[max(0, min(run.range.lowerBound, offsets.count - 1))]
                let hi = offsets[max(0, min(run.range.upperBound, offsets.count - 1))]
                if hi > lo { styled.append((lo, hi, run.style)) }
            }
        }
        baseStyle = style
        styledRuns = styled
        byteCount = utf8.count
        var shadows: [TextStyle.Shadow] = []
        for s in [style] + styled.map(\.style) { if let sh = s.shadow, !shadows.contains(sh) { shadows.append(sh) } }
        self.shadows = shadows
        setAttributes(showing: nil, all: true)
        if paragraph.lineHeightMultiple > 0 {
            pango_layout_set_line_spacing(layout, Float(paragraph.lineHeightMultiple))
        } else if paragraph.lineSpacing > 0 {
            pango_layout_set_spacing(layout, Int32(clamping: Int(paragraph.lineSpacing * CGFloat(PANGO_SCALE))))
        }

        let pangoWidth = Int32(clamping: Int((self.width * CGFloat(PANGO_SCALE)).rounded(.down)))
        if !alignsLinesItself {
            pango_layout_set_width(layout, pangoWidth)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            switch truncation {
            case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            if wrapped, maxLines > 0 {
                // At most `maxLines` lines, the last one ending in an ellipsis when text is left over.
                if truncation == .none { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END) }
                pango_layout_set_height(layout, Int32(clamping: -maxLines))
            } else if wrapped, truncation != .none, height.isFinite {
                // Wrapped and truncated: the last line that fits in the height takes the ellipsis.
                pango_layout_set_height(layout, Int32(clamping: Int(min(max(0, height), 1e6) * CGFloat(PANGO_SCALE))))
            }
            switch alignment {
            case .natural, .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .justified:
                pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
                pango_layout_set_justify(layout, 1)
            }
            pango_layout_set_auto_dir(layout, alignment == .natural ? 1 : 0)
            if paragraph.firstLineIndent != 0 {
                pango_layout_set_indent(layout, Int32(clamping: Int(paragraph.firstLineIndent * CGFloat(PANGO_SCALE))))
            }
            if alignment == .justified, wrapped { hangTrailingSpaces(utf8, width: pangoWidth) }
        }
    }

    /// A justified line that wraps after a run of spaces ends at the right edge with its
    /// visible text, the spaces hanging past it, as Core Text's do. Pango counts all but the
    /// last of them in the line's width, so such a line stopped short (when they did not fit)
    /// or stretched them. Those lines are justified here instead: each space between words
    /// widened by an equal share of what the visible text leaves of the width, the trailing
    /// spaces given none — so the line is exactly full and breaks where it did.
    private func hangTrailingSpaces(_ utf8: [UInt8], width: Int32) {
        guard width > 0, let iter = pango_layout_get_iter(layout) else { return }
        var lines: [(start: Int, first: Int, end: Int)] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            // A paragraph's last line is not justified.
            guard end < utf8.count, end > start, utf8[end] != UInt8(ascii: "\n") else { continue }
            var first = end
            while first > start, utf8[first - 1] == UInt8(ascii: " ") { first -= 1 }
            if end - first >= 2, first > start { lines.append((start, first, end)) }
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        guard !lines.isEmpty, let attrs = pango_layout_get_attributes(layout).flatMap({ pango_attr_list_copy($0) }) else { return }
        // Natural widths, measured without justification.
        pango_layout_set_justify(layout, 0)
        func x(_ index: Int) -> Int32 {
            var pos = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(index), &pos)
            return pos.x
        }
        var shapes: [(Range<Int>, Int32)] = []
        for line in lines {
            let gaps = (line.start..<line.first).filter { utf8[$0] == UInt8(ascii: " ") }
            let visible = x(line.first) - x(line.start)
            guard !gaps.isEmpty, visible < width else { continue }
            let extra = Int(width - visible), share = extra / gaps.count
            for (k, i) in gaps.enumerated() {
                let natural = x(i + 1) - x(i)
                // The last gap takes what integer division left over: the line is exactly full.
                let added = share + (k == gaps.count - 1 ? extra - share * gaps.count : 0)
                shapes.append((i..<i + 1, natural + Int32(added)))
            }
            shapes.append((line.first..<line.end, 0))
        }
        pango_layout_set_justify(layout, 1)
        guard !shapes.isEmpty else { pango_attr_list_unref(attrs); return }
        for (range, w) in shapes {
            var ink = PangoRectangle(), logical = PangoRectangle(x: 0, y: 0, width: w, height: 0)
            guard let shape = pango_attr_shape_new(&ink, &logical) else { continue }
            shape.pointee.start_index = UInt32(range.lowerBound)
            shape.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(attrs, shape)
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The size of the laid-out text (its logical extents), in points.
    package var size: CGSize {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(PANGO_SCALE))
    }

    package var lineCount: Int { Int(pango_layout_get_line_count(layout)) }
    /// The first line's baseline, from the top of the text.
    package var baseline: CGFloat { CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE) }
    /// The last line's baseline, from the top of the text.
    package var lastBaseline: CGFloat {
        guard let iter = pango_layout_get_iter(layout) else { return baseline }
        defer { pango_layout_iter_free(iter) }
        while pango_layout_iter_next_line(iter) != 0 {}
        return CGFloat(pango_layout_iter_get_baseline(iter)) / CGFloat(PANGO_SCALE)
    }
    /// The ink (drawn pixels') box of the text, from its top-left.
    package var inkBounds: CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let s = CGFloat(PANGO_SCALE)
        return CGRect(x: CGFloat(ink.x) / s, y: CGFloat(ink.y) / s, width: CGFloat(ink.width) / s, height: CGFloat(ink.height) / s)
    }
    /// Each line's UTF-8 byte range in the text, and its ink (drawn pixels') box from the
    /// text's top-left.
    package var lines: [(bytes: Range<Int>, ink: CGRect)] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var out: [(bytes: Range<Int>, ink: CGRect)] = []
        let s = CGFloat(PANGO_SCALE)
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var ink = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, nil)
            let start = Int(line.pointee.start_index)
            out.append((start..<start + Int(line.pointee.length),
                        CGRect(x: CGFloat(ink.x) / s, y: CGFloat(ink.y) / s, width: CGFloat(ink.width) / s, height: CGFloat(ink.height) / s)))
        } while pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// Each line's logical bottom (where the next line's box starts), from the text's top.
    package var lineBottoms: [CGFloat] {
        guard let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var out: [CGFloat] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            out.append(CGFloat(logical.y + logical.height) / CGFloat(PANGO_SCALE))
        } while pango_layout_iter_next_line(iter) != 0
        return out
    }

    /// Whether Pango put an ellipsis anywhere.
    package var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// Draws the text with its top-left at the origin of a y-down cairo user space.
    func show(on cr: OpaquePointer) {
        pango_cairo_update_context(cr, context)
        pango_layout_context_changed(layout)
        guard alignsLinesItself else {
            cairo_move_to(cr, 0, 0)
            pango_cairo_show_layout(cr, layout)
            return
        }
        // One line per paragraph, placed against the box width (Pango without a width would
        // align lines against the widest one instead).
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let x = lineX(iter)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / CGFloat(PANGO_SCALE)
            cairo_move_to(cr, Double(x), Double(baseline))
            pango_cairo_show_layout_line(cr, line)
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// Where a line placed here (unwrapped, untruncated text) starts against the box width.
    private func lineX(_ iter: OpaquePointer) -> CGFloat {
        guard let line = pango_layout_iter_get_line_readonly(iter) else { return 0 }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        let lineWidth = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        let rtl = line.pointee.resolved_dir == UInt32(PANGO_DIRECTION_RTL.rawValue)
        switch alignment {
        case .left, .justified: return 0
        case .natural: return rtl ? width - lineWidth : 0
        case .right: return width - lineWidth
        case .center: return (width - lineWidth) / 2
        }
    }

    // MARK: Attributes

    /// Sets the layout's attributes: every run as styled (`all`), or only the runs whose
    /// shadow is `shadow` visible, the rest drawn invisible in the same places (a shadow pass).
    private func setAttributes(showing shadow: TextStyle.Shadow?, all: Bool) {
        let attrs = pango_attr_list_new()
        func shown(_ s: TextStyle) -> TextStyle { all || s.shadow == shadow ? s : s.hidden }
        Self.addAttributes(shown(baseStyle), from: 0, to: byteCount, to: attrs, base: true)
        for run in styledRuns { Self.addAttributes(shown(run.style), from: run.lo, to: run.hi, to: attrs, base: false) }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
    }

    /// Runs `body` with only the runs of `shadow` (nil: those without a shadow) visible.
    func showingRuns(withShadow shadow: TextStyle.Shadow?, _ body: () -> Void) {
        setAttributes(showing: shadow, all: false)
        body()
        setAttributes(showing: nil, all: true)
    }

    private static func fontDescription(_ style: TextStyle) -> OpaquePointer {
        let desc = pango_font_description_new()!
        let face = FontFace(name: style.fontName)
        pango_font_description_set_family(desc, face.family)
        pango_font_description_set_weight(desc, face.bold ? PANGO_WEIGHT_BOLD : face.light ? PANGO_WEIGHT_LIGHT : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(desc, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if face.stretch != 0 {
            pango_font_description_set_stretch(desc, face.stretch <= -2 ? PANGO_STRETCH_EXTRA_CONDENSED
                                               : face.stretch < 0 ? PANGO_STRETCH_CONDENSED : PANGO_STRETCH_EXPANDED)
        }
        let size = style.fontSize.isFinite ? min(max(style.fontSize, 0.01), 10_000) : 12
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        return desc
    }

    private static func addAttributes(_ s: TextStyle, from lo: Int, to hi: Int, to list: OpaquePointer?, base: Bool) {
        func add(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attr else { return }
            attr.pointee.start_index = UInt32(lo)
            attr.pointee.end_index = UInt32(hi)
            pango_attr_list_insert(list, attr)
        }
        if !base {
            let desc = fontDescription(s)
            add(pango_attr_font_desc_new(desc))
            pango_font_description_free(desc)
        }
        func channel(_ v: CGFloat) -> UInt16 { UInt16((max(0, min(1, v)) * 65535).rounded()) }
        if let c = s.color {
            let (r, g, b, a) = c.rgba
            add(pango_attr_foreground_new(channel(r), channel(g), channel(b)))
            add(pango_attr_foreground_alpha_new(max(1, channel(a))))
        }
        switch s.underline {
        case .none: break
        case .single: add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
        case .double: add(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE))
        case .thick: add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE_LINE))
        }
        if s.strikethrough { add(pango_attr_strikethrough_new(1)) }
        if let c = s.underlineColor, s.underline != .none {
            let (r, g, b, _) = c.rgba
            add(pango_attr_underline_color_new(channel(r), channel(g), channel(b)))
        }
        if let c = s.strikethroughColor, s.strikethrough {
            let (r, g, b, _) = c.rgba
            add(pango_attr_strikethrough_color_new(channel(r), channel(g), channel(b)))
        }
        if s.baselineOffset != 0, s.baselineOffset.isFinite {
            add(pango_attr_rise_new(Int32(clamping: Int((s.baselineOffset * CGFloat(PANGO_SCALE)).rounded()))))
        }
        if s.kern != 0, s.kern.isFinite { add(pango_attr_letter_spacing_new(Int32(clamping: Int(s.kern * CGFloat(PANGO_SCALE))))) }
        if let bg = s.background {
            let (r, g, b, a) = bg.rgba
            add(pango_attr_background_new(channel(r), channel(g), channel(b)))
            add(pango_attr_background_alpha_new(max(1, channel(a))))
        }
        if let a = s.attachment {
            // Each character takes the image's box, its bottom `baselineOffset` above the baseline.
            let scale = CGFloat(PANGO_SCALE)
            let w = a.size.width.isFinite ? max(0, a.size.width) : 0, h = a.size.height.isFinite ? max(0, a.size.height) : 0
            let lift = a.baselineOffset.isFinite ? a.baselineOffset : 0
            var box = PangoRectangle(x: 0, y: Int32(clamping: Int((-(lift + h) * scale).rounded())),
                                     width: Int32(clamping: Int((w * scale).rounded())), height: Int32(clamping: Int((h * scale).rounded())))
            var ink = box
            add(pango_attr_shape_new(&ink, &box))
        }
    }

    /// Where each inline image goes, from the text's top-left (y down), as `show(on:)` places
    /// the lines.
    package var attachmentPlacements: [(image: CGImage, rect: CGRect)] {
        let attached = styledRuns.filter { $0.style.attachment != nil }
        guard !attached.isEmpty, let iter = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iter) }
        var out: [(image: CGImage, rect: CGRect)] = []
        let s = CGFloat(PANGO_SCALE)
        var lineShift: CGFloat = 0
        var line: UnsafeMutablePointer<PangoLayoutLine>?
        repeat {
            let current = pango_layout_iter_get_line_readonly(iter)
            if current != line {
                line = current
                lineShift = alignsLinesItself ? lineX(iter) : 0
            }
            guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item else { continue }
            let offset = Int(item.pointee.offset), length = Int(item.pointee.length)
            guard let a = attached.first(where: { $0.lo <= offset && offset < $0.hi })?.style.attachment else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            // One image per object-replacement character (3 UTF-8 bytes) of the run.
            let count = max(1, length / 3)
            let step = CGFloat(logical.width) / s / CGFloat(count)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / s
            for k in 0..<count {
                let x = CGFloat(logical.x) / s + CGFloat(k) * step + lineShift
                out.append((a.image, CGRect(x: x, y: baseline - a.baselineOffset - a.size.height, width: a.size.width, height: a.size.height)))
            }
        } while pango_layout_iter_next_run(iter) != 0
        return out
    }

    /// UTF-8 byte offset of every UTF-16 offset (and one past the end).
    private static func utf8Offsets(_ text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var byte = 0
        for scalar in text.unicodeScalars {
            let units = scalar.utf16.count, bytes = scalar.utf8.count
            for _ in 0..<units { offsets.append(byte) }
            byte += bytes
        }
        offsets.append(byte)
        return offsets
    }
}
