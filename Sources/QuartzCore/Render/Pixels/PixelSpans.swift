import CoreGraphics

/// How an interval [lo, hi) on one device axis covers pixels: a partly covered first pixel, a
/// run of whole pixels, a partly covered last pixel (at most three spans, each with the
/// fraction of its pixels covered). Stored inline: filling a rect allocates nothing.
struct PixelSpans {
    struct Span { var start: Int, end: Int, coverage: CGFloat }
    private(set) var count = 0
    private var spans = (Span(start: 0, end: 0, coverage: 0), Span(start: 0, end: 0, coverage: 0),
                         Span(start: 0, end: 0, coverage: 0))

    subscript(i: Int) -> Span {
        switch i { case 0: return spans.0; case 1: return spans.1; default: return spans.2 }
    }

    private mutating func append(_ start: Int, _ end: Int, _ coverage: CGFloat) {
        // Below this a solid's 8-bit alpha is 0 (`PixmanImage.premultiplied`): nothing to draw
        // (an edge a hair off a whole pixel).
        guard end > start, coverage * 65535 + 0.5 >= 256 else { return }
        let s = Span(start: start, end: end, coverage: min(1, coverage))
        switch count { case 0: spans.0 = s; case 1: spans.1 = s; default: spans.2 = s }
        count += 1
    }

    /// `lo` < `hi`, both finite and within Int range (callers clip to the target first).
    init(_ lo: CGFloat, _ hi: CGFloat) {
        let first = Int(lo.rounded(.down)), last = Int(hi.rounded(.up)) - 1
        guard hi > lo, last >= first else { return }
        if first == last { append(first, first + 1, hi - lo); return }
        var inner = first
        if lo > CGFloat(first) { append(first, first + 1, CGFloat(first + 1) - lo); inner = first + 1 }
        let lastWhole = hi >= CGFloat(last + 1)
        append(inner, lastWhole ? last + 1 : last, 1)
        if !lastWhole { append(last, last + 1, hi - CGFloat(last)) }
    }
}
