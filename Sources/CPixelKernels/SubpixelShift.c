#include "PixelKernels.h"
#include <immintrin.h>
#include <string.h>

// Two builds, the one for this CPU picked at start (Swift has no per-function target, and
// the whole build cannot assume AVX2): plain C loops the compiler vectorizes for SSE2 (any
// x86-64), and the same arithmetic in AVX2 intrinsics.

// Bytes [x0, x1) of one row mixed horizontally into 16-bit values rounded back to 0…255.
// `n` is a constant in each inlined copy, so the loops vectorize over bytes.
static inline __attribute__((always_inline))
void mix_row(const uint8_t *row, uint16_t *here, int x0, int x1, int w, int n, uint16_t ax, uint16_t bx) {
    int x = x0;
    for (; x < n && x < x1; x++) here[x] = (uint16_t)((row[x] * ax + 128) >> 8);
    int mid = x1 < w ? x1 : w;
    for (; x < mid; x++) here[x] = (uint16_t)((uint16_t)(row[x] * ax + row[x - n] * bx + 128) >> 8);
    for (x = x > w ? x : w; x < x1; x++) here[x] = (uint16_t)((row[x - n] * bx + 128) >> 8);
}

static inline __attribute__((always_inline))
void mix_column_span(uint8_t *o, const uint16_t *here, const uint16_t *above, int x0, int x1, uint16_t ay, uint16_t by) {
    for (int x = x0; x < x1; x++) o[x] = (uint8_t)((uint16_t)(here[x] * ay + above[x] * by + 128) >> 8);
}

static inline __attribute__((always_inline))
void shift_rows(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                int n, uint16_t ax, uint16_t ay, uint16_t *rows, int skip_x0, int skip_y0, int skip_x1, int skip_y1) {
    const uint16_t bx = (uint16_t)(256 - ax), by = (uint16_t)(256 - ay);
    const int w = width * n, end = w + n;
    const int sx0 = skip_x0 * n, sx1 = skip_x1 * n;
    uint16_t *above = rows, *here = rows + end;
    memset(above, 0, sizeof(uint16_t) * (size_t)end);
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
            memset(here, 0, sizeof(uint16_t) * (size_t)end);
        }
        uint8_t *o = dst + (size_t)y * dst_stride;
        if (skips) {
            mix_column_span(o, here, above, 0, sx0, ay, by);
            mix_column_span(o, here, above, sx1, end, ay, by);
        } else {
            mix_column_span(o, here, above, 0, end, ay, by);
        }
        uint16_t *t = above; above = here; here = t;
    }
}

static inline __attribute__((always_inline))
void shift(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height, int channels,
           uint16_t ax, uint16_t ay, uint16_t *rows, int skip_x, int skip_y, int skip_width, int skip_height) {
    if (skip_width <= 0 || skip_height <= 0) skip_x = skip_y = skip_width = skip_height = 0;
    const int x1 = skip_x + skip_width, y1 = skip_y + skip_height;
    if (channels == 1) shift_rows(src, src_stride, dst, dst_stride, width, height, 1, ax, ay, rows, skip_x, skip_y, x1, y1);
    else shift_rows(src, src_stride, dst, dst_stride, width, height, 4, ax, ay, rows, skip_x, skip_y, x1, y1);
}

// The AVX2 build, by hand: sixteen bytes a step in 16-bit lanes, the same arithmetic as the
// loops above (bit for bit). A span's last step is moved back to end at the span's end,
// overlapping the one before (its bytes come out the same), so no span has a scalar tail —
// the rim of a shadow or a card, whose rows are short spans either side of a skipped core,
// was mostly tails.
#define LAMINA_AVX2 __attribute__((target("avx2"), always_inline)) static inline

LAMINA_AVX2 __m256i mix16_avx2(__m256i a, __m256i b, __m256i wa, __m256i wb) {
    const __m256i half = _mm256_set1_epi16(128);
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(a, wa), _mm256_mullo_epi16(b, wb)), half), 8);
}

// here[x] for x in [lo, hi) (lo ≥ n, hi ≤ w, hi − lo ≥ 16): row[x] and row[x − n] mixed.
LAMINA_AVX2 void mix_row_step_avx2(const uint8_t *row, uint16_t *here, int x, int n, __m256i wa, __m256i wb) {
    __m256i a = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(row + x)));
    __m256i b = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(row + x - n)));
    _mm256_storeu_si256((__m256i *)(here + x), mix16_avx2(a, b, wa, wb));
}

LAMINA_AVX2 void mix_row_avx2(const uint8_t *row, uint16_t *here, int lo, int hi, int n, __m256i wa, __m256i wb) {
    int x = lo;
    for (; x + 32 <= hi; x += 32) {
        mix_row_step_avx2(row, here, x, n, wa, wb);
        mix_row_step_avx2(row, here, x + 16, n, wa, wb);
    }
    if (x + 16 <= hi) { mix_row_step_avx2(row, here, x, n, wa, wb); x += 16; }
    if (x < hi) mix_row_step_avx2(row, here, hi - 16, n, wa, wb);
}

// o[x] for x in [lo, hi) (hi − lo ≥ 16): here[x] and above[x] mixed.
LAMINA_AVX2 void mix_column_step_avx2(uint8_t *o, const uint16_t *here, const uint16_t *above, int x, __m256i wa, __m256i wb) {
    __m256i a = _mm256_loadu_si256((const __m256i *)(here + x)), b = _mm256_loadu_si256((const __m256i *)(above + x));
    __m256i r = mix16_avx2(a, b, wa, wb);
    _mm_storeu_si128((__m128i *)(o + x), _mm_packus_epi16(_mm256_castsi256_si128(r), _mm256_extracti128_si256(r, 1)));
}

LAMINA_AVX2 void mix_column_avx2(uint8_t *o, const uint16_t *here, const uint16_t *above, int lo, int hi,
                                 __m256i wa, __m256i wb) {
    int x = lo;
    for (; x + 32 <= hi; x += 32) {
        mix_column_step_avx2(o, here, above, x, wa, wb);
        mix_column_step_avx2(o, here, above, x + 16, wa, wb);
    }
    if (x + 16 <= hi) { mix_column_step_avx2(o, here, above, x, wa, wb); x += 16; }
    if (x < hi) mix_column_step_avx2(o, here, above, hi - 16, wa, wb);
}

// Bytes [x0, x1) of a row mixed horizontally: the edges (x < n, x ≥ w) and spans too short
// for a step as the plain loop does them, the rest sixteen at a time.
LAMINA_AVX2 void mix_row_span_avx2(const uint8_t *row, uint16_t *here, int x0, int x1, int w, int n,
                                   uint16_t ax, uint16_t bx, __m256i wa, __m256i wb) {
    int lo = x0 > n ? x0 : n, hi = x1 < w ? x1 : w;
    if (hi - lo < 16) { mix_row(row, here, x0, x1, w, n, ax, bx); return; }
    mix_row(row, here, x0, lo, w, n, ax, bx);
    mix_row_avx2(row, here, lo, hi, n, wa, wb);
    mix_row(row, here, hi, x1, w, n, ax, bx);
}

LAMINA_AVX2 void mix_column_span_avx2(uint8_t *o, const uint16_t *here, const uint16_t *above, int x0, int x1,
                                      uint16_t ay, uint16_t by, __m256i wa, __m256i wb) {
    if (x1 - x0 < 16) { mix_column_span(o, here, above, x0, x1, ay, by); return; }
    mix_column_avx2(o, here, above, x0, x1, wa, wb);
}

__attribute__((target("avx2")))
static void shift_avx2(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                       int n, uint16_t ax, uint16_t ay, uint16_t *rows, int skip_x, int skip_y, int skip_width,
                       int skip_height) {
    if (skip_width <= 0 || skip_height <= 0) skip_x = skip_y = skip_width = skip_height = 0;
    const uint16_t bx = (uint16_t)(256 - ax), by = (uint16_t)(256 - ay);
    const __m256i wax = _mm256_set1_epi16((short)ax), wbx = _mm256_set1_epi16((short)bx);
    const __m256i way = _mm256_set1_epi16((short)ay), wby = _mm256_set1_epi16((short)by);
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
    uint16_t *above = rows, *here = rows + end;
    memset(above, 0, sizeof(uint16_t) * (size_t)end);
    for (int y = 0; y <= height; y++) {
        const int skips = sx1 > sx0 && y >= skip_y0 && y < skip_y1;
        const int next_skips = sx1 > sx0 && y + 1 >= skip_y0 && y + 1 < skip_y1;
        if (y < height) {
            const uint8_t *row = src + (size_t)y * src_stride;
            if (skips && next_skips) {
                mix_row_span_avx2(row, here, 0, sx0, w, n, ax, bx, wax, wbx);
                mix_row_span_avx2(row, here, sx1, end, w, n, ax, bx, wax, wbx);
            } else {
                mix_row_span_avx2(row, here, 0, end, w, n, ax, bx, wax, wbx);
            }
        } else {
            memset(here, 0, sizeof(uint16_t) * (size_t)end);
        }
        uint8_t *o = dst + (size_t)y * dst_stride;
        if (skips) {
            mix_column_span_avx2(o, here, above, 0, sx0, ay, by, way, wby);
            mix_column_span_avx2(o, here, above, sx1, end, ay, by, way, wby);
        } else {
            mix_column_span_avx2(o, here, above, 0, end, ay, by, way, wby);
        }
        uint16_t *t = above; above = here; here = t;
    }
}

// Built twice, SSE2 (the plain loops, vectorized by the compiler) and AVX2 (above), picked by
// what `lamina_cpu_has_avx2` found.
static void shift_sse2(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                       int channels, uint16_t ax, uint16_t ay, uint16_t *rows, int skip_x, int skip_y, int skip_width,
                       int skip_height) {
    shift(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows, skip_x, skip_y, skip_width, skip_height);
}

void lamina_subpixel_shift(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                           int width, int height, int channels, uint16_t ax, uint16_t ay, uint16_t *rows,
                           int skip_x, int skip_y, int skip_width, int skip_height) {
    (lamina_cpu_has_avx2() ? shift_avx2 : shift_sse2)(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows,
                                         skip_x, skip_y, skip_width, skip_height);
}

void lamina_subpixel_shift_portable(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                                    int width, int height, int channels, uint16_t ax, uint16_t ay, uint16_t *rows,
                                    int skip_x, int skip_y, int skip_width, int skip_height) {
    shift_sse2(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows, skip_x, skip_y, skip_width, skip_height);
}

int lamina_subpixel_shift_uses_avx2(void) { return lamina_cpu_has_avx2(); }
