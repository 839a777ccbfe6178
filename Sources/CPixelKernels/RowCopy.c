#include "PixelKernels.h"
#include <emmintrin.h>
#include <immintrin.h>
#include <string.h>

// Red and blue trade places in each 4-byte pixel; green and alpha stay. GL reads RGBA in byte
// order where the compositor keeps BGRA, and Mesa's own swizzling read is a scalar loop that
// costs several plain reads.

static void swap_row_scalar(const uint32_t *s, uint32_t *d, int n) {
    for (int x = 0; x < n; x++) {
        uint32_t v = s[x];
        d[x] = (v & 0xFF00FF00u) | ((v & 0xFFu) << 16) | ((v >> 16) & 0xFFu);
    }
}

static void swap_row_sse2(const uint32_t *s, uint32_t *d, int n) {
    const __m128i keep = _mm_set1_epi32((int)0xFF00FF00u), low = _mm_set1_epi32(0xFF);
    int x = 0;
    for (; x + 4 <= n; x += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(s + x));
        __m128i r = _mm_or_si128(_mm_and_si128(v, keep),
                                 _mm_or_si128(_mm_slli_epi32(_mm_and_si128(v, low), 16), _mm_and_si128(_mm_srli_epi32(v, 16), low)));
        _mm_storeu_si128((__m128i *)(d + x), r);
    }
    swap_row_scalar(s + x, d + x, n - x);
}

__attribute__((target("avx2")))
static void swap_row_avx2(const uint32_t *s, uint32_t *d, int n) {
    const __m256i order = _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15,
                                           2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    int x = 0;
    for (; x + 8 <= n; x += 8) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(s + x));
        _mm256_storeu_si256((__m256i *)(d + x), _mm256_shuffle_epi8(v, order));
    }
    swap_row_sse2(s + x, d + x, n - x);
}

static void copy_rows(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                      int flip, int swap_red_blue, int avx2) {
    if (width <= 0 || height <= 0) return;
    size_t row_bytes = (size_t)width * 4;
    for (int y = 0; y < height; y++) {
        const uint8_t *from = src + (size_t)(flip ? height - 1 - y : y) * src_stride;
        uint8_t *to = dst + (size_t)y * dst_stride;
        if (!swap_red_blue) memcpy(to, from, row_bytes);
        else if (avx2) swap_row_avx2((const uint32_t *)from, (uint32_t *)to, width);
        else swap_row_sse2((const uint32_t *)from, (uint32_t *)to, width);
    }
}

void lamina_copy_rows(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                      int flip, int swap_red_blue) {
    copy_rows(src, src_stride, dst, dst_stride, width, height, flip, swap_red_blue, lamina_cpu_has_avx2());
}

void lamina_copy_rows_portable(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width,
                               int height, int flip, int swap_red_blue) {
    copy_rows(src, src_stride, dst, dst_stride, width, height, flip, swap_red_blue, 0);
}
