#include "PixelKernels.h"
#include <immintrin.h>
#include <string.h>

// Two builds, the one for this CPU picked at start (Swift has no per-function target, and
// the whole build cannot assume AVX2): plain C loops the compiler vectorizes for SSE2 (any
// x86-64), and the same arithmetic in AVX2 intrinsics.
//
// Weights are in 1/128 (`ax` + `bx` = 128): a mix of two bytes, x·a + y·b, is at most
// 255 × 128 — inside a signed 16-bit lane, which is what lets the AVX2 build mix 32 bytes an
// instruction (`vpmaddubsw`: bytes times signed byte weights, pairs summed), where 1/256
// weights took 16-bit lanes for every byte and twice the instructions. A mix is rounded back
// to a byte after each pass, so both passes read and write bytes.

// Bytes [x0, x1) of one row mixed horizontally: each byte with the one a pixel (`n` bytes) to
// its left, nothing beyond either end. `n` is a constant in each inlined copy, so the loops
// vectorize over bytes.
static inline __attribute__((always_inline))
void mix_row(const uint8_t *row, uint8_t *here, int x0, int x1, int w, int n, uint8_t ax, uint8_t bx) {
    int x = x0;
    for (; x < n && x < x1; x++) here[x] = (uint8_t)((row[x] * ax + 64) >> 7);
    int mid = x1 < w ? x1 : w;
    for (; x < mid; x++) here[x] = (uint8_t)((row[x] * ax + row[x - n] * bx + 64) >> 7);
    for (x = x > w ? x : w; x < x1; x++) here[x] = (uint8_t)((row[x - n] * bx + 64) >> 7);
}

static inline __attribute__((always_inline))
void mix_column_span(uint8_t *o, const uint8_t *here, const uint8_t *above, int x0, int x1, uint8_t ay, uint8_t by) {
    for (int x = x0; x < x1; x++) o[x] = (uint8_t)((here[x] * ay + above[x] * by + 64) >> 7);
}

static inline __attribute__((always_inline))
void shift_rows(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                int n, uint8_t ax, uint8_t ay, uint8_t *rows, int skip_x0, int skip_y0, int skip_x1, int skip_y1) {
    const uint8_t bx = (uint8_t)(128 - ax), by = (uint8_t)(128 - ay);
    const int w = width * n, end = w + n;
    const int sx0 = skip_x0 * n, sx1 = skip_x1 * n;
    uint8_t *above = rows, *here = rows + end;
    memset(above, 0, (size_t)end);
    for (int y = 0; y <= height; y++) {
        // Output rows y and y + 1 both skip the middle: this source row is needed beside it only.
        const int skips = y >= skip_y0 && y < skip_y1, next_skips = y + 1 >= skip_y0 && y + 1 < skip_y1;
        if (y < height) {
            const uint8_t *row = src + (size_t)y * src_stride;
            if (skips && next_skips) {
                mix_row(row, here, 0, sx0, w, n, ax, bx);
                mix_row(row, here, sx1, end, w, n, ax, bx);
            } else {
                mix_row(row, here, 0, end, w, n, ax, bx);
            }
        } else {
            memset(here, 0, (size_t)end);
        }
        uint8_t *o = dst + (size_t)y * dst_stride;
        if (skips) {
            mix_column_span(o, here, above, 0, sx0, ay, by);
            mix_column_span(o, here, above, sx1, end, ay, by);
        } else {
            mix_column_span(o, here, above, 0, end, ay, by);
        }
        uint8_t *t = above; above = here; here = t;
    }
}

static inline __attribute__((always_inline))
void shift(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height, int channels,
           uint8_t ax, uint8_t ay, uint8_t *rows, int skip_x, int skip_y, int skip_width, int skip_height) {
    if (skip_width <= 0 || skip_height <= 0) skip_x = skip_y = skip_width = skip_height = 0;
    const int x1 = skip_x + skip_width, y1 = skip_y + skip_height;
    if (channels == 1) shift_rows(src, src_stride, dst, dst_stride, width, height, 1, ax, ay, rows, skip_x, skip_y, x1, y1);
    else shift_rows(src, src_stride, dst, dst_stride, width, height, 4, ax, ay, rows, skip_x, skip_y, x1, y1);
}

// The AVX2 build, by hand: 32 bytes a step (16 where a span is shorter), the same arithmetic
// as the loops above (bit for bit). A span's last step is moved back to end at the span's
// end, overlapping the one before (its bytes come out the same), so no span has a scalar
// tail — the rim of a shadow or a card, whose rows are short spans either side of a skipped
// core, was mostly tails. A weight of 128 does not fit a signed byte: a pass with one (no
// move along that axis, or a whole pixel's) is a copy.
#define LAMINA_AVX2 __attribute__((target("avx2"), always_inline)) static inline

// (a·wa + b·wb + 64) >> 7 for 32 byte pairs, `w` holding (wa, wb) in each 16-bit lane.
LAMINA_AVX2 __m256i mix32_avx2(__m256i a, __m256i b, __m256i w) {
    const __m256i half = _mm256_set1_epi16(64);
    const __m256i lo = _mm256_srli_epi16(_mm256_add_epi16(_mm256_maddubs_epi16(_mm256_unpacklo_epi8(a, b), w), half), 7);
    const __m256i hi = _mm256_srli_epi16(_mm256_add_epi16(_mm256_maddubs_epi16(_mm256_unpackhi_epi8(a, b), w), half), 7);
    return _mm256_packus_epi16(lo, hi);
}

LAMINA_AVX2 __m128i mix16_avx2(__m128i a, __m128i b, __m128i w) {
    const __m128i half = _mm_set1_epi16(64);
    const __m128i lo = _mm_srli_epi16(_mm_add_epi16(_mm_maddubs_epi16(_mm_unpacklo_epi8(a, b), w), half), 7);
    const __m128i hi = _mm_srli_epi16(_mm_add_epi16(_mm_maddubs_epi16(_mm_unpackhi_epi8(a, b), w), half), 7);
    return _mm_packus_epi16(lo, hi);
}

// out[x] = mix(a[x], b[x]) for x in [lo, hi), hi − lo ≥ 16. `a` and `b` may be the same row
// a pixel apart (the horizontal pass) or two rows (the vertical one).
LAMINA_AVX2 void mix_span_avx2(uint8_t *out, const uint8_t *a, const uint8_t *b, int lo, int hi, __m256i w32, __m128i w16) {
    int x = lo;
    if (hi - lo >= 32) {
        for (; x + 32 <= hi; x += 32) {
            _mm256_storeu_si256((__m256i *)(out + x), mix32_avx2(_mm256_loadu_si256((const __m256i *)(a + x)),
                                                                 _mm256_loadu_si256((const __m256i *)(b + x)), w32));
        }
        if (x < hi) {
            x = hi - 32;
            _mm256_storeu_si256((__m256i *)(out + x), mix32_avx2(_mm256_loadu_si256((const __m256i *)(a + x)),
                                                                 _mm256_loadu_si256((const __m256i *)(b + x)), w32));
        }
        return;
    }
    _mm_storeu_si128((__m128i *)(out + x), mix16_avx2(_mm_loadu_si128((const __m128i *)(a + x)),
                                                      _mm_loadu_si128((const __m128i *)(b + x)), w16));
    if (hi - x > 16) {
        x = hi - 16;
        _mm_storeu_si128((__m128i *)(out + x), mix16_avx2(_mm_loadu_si128((const __m128i *)(a + x)),
                                                          _mm_loadu_si128((const __m128i *)(b + x)), w16));
    }
}

// Bytes [x0, x1) of a row mixed horizontally: the edges (x < n, x ≥ w) and spans too short
// for a step as the plain loop does them, the rest in steps.
LAMINA_AVX2 void mix_row_span_avx2(const uint8_t *row, uint8_t *here, int x0, int x1, int w, int n,
                                   uint8_t ax, uint8_t bx, __m256i w32, __m128i w16) {
    int lo = x0 > n ? x0 : n, hi = x1 < w ? x1 : w;
    if (hi - lo < 16) { mix_row(row, here, x0, x1, w, n, ax, bx); return; }
    mix_row(row, here, x0, lo, w, n, ax, bx);
    if (ax == 128) memcpy(here + lo, row + lo, (size_t)(hi - lo));
    else if (ax == 0) memcpy(here + lo, row + lo - n, (size_t)(hi - lo));
    else mix_span_avx2(here, row, row - n, lo, hi, w32, w16);
    mix_row(row, here, hi, x1, w, n, ax, bx);
}

LAMINA_AVX2 void mix_column_span_avx2(uint8_t *o, const uint8_t *here, const uint8_t *above, int x0, int x1,
                                      uint8_t ay, uint8_t by, __m256i w32, __m128i w16) {
    if (x1 - x0 < 16) { mix_column_span(o, here, above, x0, x1, ay, by); return; }
    if (ay == 128) memcpy(o + x0, here + x0, (size_t)(x1 - x0));
    else if (ay == 0) memcpy(o + x0, above + x0, (size_t)(x1 - x0));
    else mix_span_avx2(o, here, above, x0, x1, w32, w16);
}

__attribute__((target("avx2")))
static void shift_avx2(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                       int n, uint8_t ax, uint8_t ay, uint8_t *rows, int skip_x, int skip_y, int skip_width,
                       int skip_height) {
    if (skip_width <= 0 || skip_height <= 0) skip_x = skip_y = skip_width = skip_height = 0;
    const uint8_t bx = (uint8_t)(128 - ax), by = (uint8_t)(128 - ay);
    const short wx = (short)(ax | bx << 8), wy = (short)(ay | by << 8);
    const __m256i wx32 = _mm256_set1_epi16(wx), wy32 = _mm256_set1_epi16(wy);
    const __m128i wx16 = _mm_set1_epi16(wx), wy16 = _mm_set1_epi16(wy);
    const int w = width * n, end = w + n;
    // The spans beside the skipped middle, each at least one step long where the row allows
    // (reaching into the middle, whose bytes are not read).
    int sx0 = skip_x * n, sx1 = (skip_x + skip_width) * n;
    const int skip_y0 = skip_y, skip_y1 = skip_y + skip_height;
    if (sx1 > sx0 && end >= 16) {
        if (sx0 < 16) sx0 = 16;
        if (end - sx1 < 16) sx1 = end - 16;
        if (sx1 <= sx0) sx0 = sx1 = 0;     // nothing left to skip: whole rows
    }
    uint8_t *above = rows, *here = rows + end;
    memset(above, 0, (size_t)end);
    for (int y = 0; y <= height; y++) {
        const int skips = sx1 > sx0 && y >= skip_y0 && y < skip_y1;
        const int next_skips = sx1 > sx0 && y + 1 >= skip_y0 && y + 1 < skip_y1;
        if (y < height) {
            const uint8_t *row = src + (size_t)y * src_stride;
            if (skips && next_skips) {
                mix_row_span_avx2(row, here, 0, sx0, w, n, ax, bx, wx32, wx16);
                mix_row_span_avx2(row, here, sx1, end, w, n, ax, bx, wx32, wx16);
            } else {
                mix_row_span_avx2(row, here, 0, end, w, n, ax, bx, wx32, wx16);
            }
        } else {
            memset(here, 0, (size_t)end);
        }
        uint8_t *o = dst + (size_t)y * dst_stride;
        if (skips) {
            mix_column_span_avx2(o, here, above, 0, sx0, ay, by, wy32, wy16);
            mix_column_span_avx2(o, here, above, sx1, end, ay, by, wy32, wy16);
        } else {
            mix_column_span_avx2(o, here, above, 0, end, ay, by, wy32, wy16);
        }
        uint8_t *t = above; above = here; here = t;
    }
}

// The move and the OVER in one pass (AVX2): each output row's pixels are mixed from the two
// source rows and blended onto the target at once, never stored in between — the bytes the
// two steps (`shift_avx2`, then `lamina_over_premultiplied`) give, without writing the moved
// bitmap and reading it back.
#include "OverAVX2.h"

// Eight pixels of `m` OVER the target at `d`: transparent ones leave it, opaque ones replace it.
LAMINA_AVX2 void over_store8(uint8_t *d, __m256i m) {
    if (_mm256_testz_si256(m, m)) return;
    if (_mm256_testc_si256(m, _mm256_set1_epi32((int)0xFF000000u))) { _mm256_storeu_si256((__m256i *)d, m); return; }
    _mm256_storeu_si256((__m256i *)d, over8(m, _mm256_loadu_si256((const __m256i *)d)));
}

// Output pixels [p0, p1) of a row: mixed vertically from `here` (this source row, mixed
// horizontally) and `above` (the one before), then OVER `d` (the target's pixel p0). The
// rows may be read up to 32 bytes past p1 (the caller's scratch is padded); the last few
// pixels are blended through masked loads and stores (OVER may not be applied twice).
LAMINA_AVX2 void mix_over_span(uint8_t *d, const uint8_t *here, const uint8_t *above, int p0, int p1,
                               uint8_t ay, __m256i wy32) {
    int x = p0 * 4;
    const int end = p1 * 4;
    for (; x < end; x += 32) {
        const __m256i h = _mm256_loadu_si256((const __m256i *)(here + x));
        const __m256i a = _mm256_loadu_si256((const __m256i *)(above + x));
        const __m256i m = ay == 128 ? h : ay == 0 ? a : mix32_avx2(h, a, wy32);
        uint8_t *to = d + (x - p0 * 4);
        if (end - x >= 32) { over_store8(to, m); continue; }
        const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
        const __m256i keep = _mm256_cmpgt_epi32(_mm256_set1_epi32((end - x) / 4), lanes);
        const __m256i dv = _mm256_maskload_epi32((const int *)to, keep);
        _mm256_maskstore_epi32((int *)to, keep, over8(_mm256_and_si256(m, keep), dv));
    }
}

__attribute__((target("avx2")))
static void shift_over_avx2(const uint8_t *src, size_t src_stride, int width, int height, uint8_t ax, uint8_t ay,
                            uint8_t *rows, uint8_t *dst, size_t dst_stride, int dx0, int dy0, int dx1, int dy1,
                            int kx0, int ky0, int kx1, int ky1) {
    const int n = 4, w = width * n, end = w + n;
    const uint8_t bx = (uint8_t)(128 - ax), by = (uint8_t)(128 - ay);
    const short wx = (short)(ax | bx << 8), wy = (short)(ay | by << 8);
    const __m256i wx32 = _mm256_set1_epi16(wx), wy32 = _mm256_set1_epi16(wy);
    const __m128i wx16 = _mm_set1_epi16(wx);
    // The skipped pixels within the drawn ones (none when the rects miss).
    if (kx0 < dx0) kx0 = dx0;
    if (kx1 > dx1) kx1 = dx1;
    if (ky0 < dy0) ky0 = dy0;
    if (ky1 > dy1) ky1 = dy1;
    const int skipping = kx1 > kx0 && ky1 > ky0;
    // Bytes of the horizontal pass the drawn pixels read, and those a row beside the skipped
    // middle can leave out (widened to whole steps where the row allows, as `shift_avx2`).
    const int hx0 = dx0 * n, hx1 = dx1 * n;
    int sx0 = kx0 * n, sx1 = kx1 * n;
    if (skipping) {
        if (sx0 - hx0 < 16) sx0 = hx0 + 16 < hx1 ? hx0 + 16 : hx1;
        if (hx1 - sx1 < 16) sx1 = hx1 - 16 > hx0 ? hx1 - 16 : hx0;
    }
    const int trims = skipping && sx1 > sx0;
    uint8_t *above = rows, *here = rows + end + 32;
    memset(above, 0, (size_t)end);
    for (int y = dy0 > 0 ? dy0 - 1 : 0; y < dy1; y++) {
        // Output rows y and y + 1 both skip the middle: this source row feeds only the rim.
        const int skips = skipping && y >= ky0 && y < ky1, next_skips = skipping && y + 1 >= ky0 && y + 1 < ky1;
        if (y < height) {
            const uint8_t *row = src + (size_t)y * src_stride;
            if (trims && (skips || y < dy0) && next_skips) {
                mix_row_span_avx2(row, here, hx0, sx0, w, n, ax, bx, wx32, wx16);
                mix_row_span_avx2(row, here, sx1, hx1, w, n, ax, bx, wx32, wx16);
            } else {
                mix_row_span_avx2(row, here, hx0, hx1, w, n, ax, bx, wx32, wx16);
            }
        } else {
            memset(here + hx0, 0, (size_t)(hx1 - hx0));
        }
        if (y >= dy0) {
            uint8_t *d = dst + (size_t)(y - dy0) * dst_stride;
            if (skips) {
                if (kx0 > dx0) mix_over_span(d, here, above, dx0, kx0, ay, wy32);
                if (dx1 > kx1) mix_over_span(d + (kx1 - dx0) * n, here, above, kx1, dx1, ay, wy32);
            } else {
                mix_over_span(d, here, above, dx0, dx1, ay, wy32);
            }
        }
        uint8_t *t = above; above = here; here = t;
    }
}

int lamina_subpixel_shift_over(const uint8_t *src, size_t src_stride, int width, int height, uint8_t ax, uint8_t ay,
                               uint8_t *rows, uint8_t *dst, size_t dst_stride, int draw_x, int draw_y, int draw_width,
                               int draw_height, int skip_x, int skip_y, int skip_width, int skip_height) {
    if (!lamina_cpu_has_avx2()) return 0;
    if (draw_width <= 0 || draw_height <= 0) return 1;
    if (skip_width <= 0 || skip_height <= 0) skip_x = skip_y = skip_width = skip_height = 0;
    shift_over_avx2(src, src_stride, width, height, ax, ay, rows, dst, dst_stride, draw_x, draw_y, draw_x + draw_width,
                    draw_y + draw_height, skip_x, skip_y, skip_x + skip_width, skip_y + skip_height);
    return 1;
}

// Built twice, SSE2 (the plain loops, vectorized by the compiler) and AVX2 (above), picked by
// what `lamina_cpu_has_avx2` found.
static void shift_sse2(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                       int channels, uint8_t ax, uint8_t ay, uint8_t *rows, int skip_x, int skip_y, int skip_width,
                       int skip_height) {
    shift(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows, skip_x, skip_y, skip_width, skip_height);
}

void lamina_subpixel_shift(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                           int width, int height, int channels, uint8_t ax, uint8_t ay, uint8_t *rows,
                           int skip_x, int skip_y, int skip_width, int skip_height) {
    (lamina_cpu_has_avx2() ? shift_avx2 : shift_sse2)(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows,
                                         skip_x, skip_y, skip_width, skip_height);
}

void lamina_subpixel_shift_portable(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                                    int width, int height, int channels, uint8_t ax, uint8_t ay, uint8_t *rows,
                                    int skip_x, int skip_y, int skip_width, int skip_height) {
    shift_sse2(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows, skip_x, skip_y, skip_width, skip_height);
}

int lamina_subpixel_shift_uses_avx2(void) { return lamina_cpu_has_avx2(); }
