#include "PixelKernels.h"
#include <immintrin.h>

// Premultiplied ARGB32 OVER premultiplied ARGB32, eight pixels a step in AVX2, byte for byte
// what pixman's over_8888_8888 gives: d·(255 − αs)/255 rounded as pixman rounds (t = x·y + 128,
// (t + (t >> 8)) >> 8, taken here as the high half of t × 257), then a saturating add of s.
// pixman 0.42 (Debian 12) has no AVX2 build; its SSE2 loop takes four pixels a step, and a
// sprite's rim — rows of a dozen pixels either side of a skipped core, in four calls — spent
// as much in each call's set-up and the short rows' tails as in blending.

#include "OverAVX2.h"

// Pixels [x0, x1) of one row. The last few (under eight) through masked loads and stores:
// OVER is not idempotent, so a step may not overlap the one before as the sub-pixel move's do.
LAMINA_AVX2 void over_span(const uint32_t *s, uint32_t *d, int x0, int x1) {
    const __m256i opaque = _mm256_set1_epi32((int)0xFF000000u);
    int x = x0;
    for (; x + 8 <= x1; x += 8) {
        const __m256i sv = _mm256_loadu_si256((const __m256i *)(s + x));
        if (_mm256_testz_si256(sv, sv)) continue;                    // transparent: nothing to do
        if (_mm256_testc_si256(sv, opaque)) {                        // opaque: the source itself
            _mm256_storeu_si256((__m256i *)(d + x), sv);
            continue;
        }
        _mm256_storeu_si256((__m256i *)(d + x), over8(sv, _mm256_loadu_si256((const __m256i *)(d + x))));
    }
    if (x < x1) {
        const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
        const __m256i keep = _mm256_cmpgt_epi32(_mm256_set1_epi32(x1 - x), lanes);
        const __m256i sv = _mm256_maskload_epi32((const int *)(s + x), keep);
        const __m256i dv = _mm256_maskload_epi32((const int *)(d + x), keep);
        _mm256_maskstore_epi32((int *)(d + x), keep, over8(sv, dv));
    }
}

__attribute__((target("avx2")))
static void over_avx2(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                      int skip_x, int skip_y, int skip_width, int skip_height) {
    if (skip_width <= 0 || skip_height <= 0) skip_y = skip_height = 0;
    const int sx0 = skip_x < 0 ? 0 : skip_x, sx1 = skip_x + skip_width > width ? width : skip_x + skip_width;
    for (int y = 0; y < height; y++) {
        const uint32_t *s = (const uint32_t *)(src + (size_t)y * src_stride);
        uint32_t *d = (uint32_t *)(dst + (size_t)y * dst_stride);
        if (y >= skip_y && y < skip_y + skip_height && sx1 > sx0) {
            over_span(s, d, 0, sx0);
            over_span(s, d, sx1, width);
        } else {
            over_span(s, d, 0, width);
        }
    }
}

int lamina_over_premultiplied(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                              int width, int height, int skip_x, int skip_y, int skip_width, int skip_height) {
    if (!lamina_cpu_has_avx2()) return 0;
    over_avx2(src, src_stride, dst, dst_stride, width, height, skip_x, skip_y, skip_width, skip_height);
    return 1;
}
