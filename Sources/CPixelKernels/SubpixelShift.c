#include "PixelKernels.h"
#include <string.h>

// The loops are plain C so the compiler vectorizes them, built twice — SSE2 (any x86-64) and
// AVX2 (twice the lanes) — with the one for this CPU picked at start. Swift has no
// per-function target, and the whole build cannot assume AVX2.

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

// The same loops built twice; the CPU is asked once, by a constructor. Not `target_clones`:
// its ifunc resolver runs while the dynamic loader relocates the binary, before a sanitizer's
// runtime is up, and a ThreadSanitizer build crashed there (`scripts/sanitize`).
__attribute__((target("avx2")))
static void shift_avx2(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                       int channels, uint16_t ax, uint16_t ay, uint16_t *rows, int skip_x, int skip_y, int skip_width,
                       int skip_height) {
    shift(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows, skip_x, skip_y, skip_width, skip_height);
}

static void shift_sse2(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                       int channels, uint16_t ax, uint16_t ay, uint16_t *rows, int skip_x, int skip_y, int skip_width,
                       int skip_height) {
    shift(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows, skip_x, skip_y, skip_width, skip_height);
}

static int has_avx2;

__attribute__((constructor))
static void ask_the_cpu(void) {
    __builtin_cpu_init();
    has_avx2 = __builtin_cpu_supports("avx2");
}

void lamina_subpixel_shift(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                           int width, int height, int channels, uint16_t ax, uint16_t ay, uint16_t *rows,
                           int skip_x, int skip_y, int skip_width, int skip_height) {
    (has_avx2 ? shift_avx2 : shift_sse2)(src, src_stride, dst, dst_stride, width, height, channels, ax, ay, rows,
                                         skip_x, skip_y, skip_width, skip_height);
}
