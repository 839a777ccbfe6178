#include "PixelKernels.h"
#include <emmintrin.h>
#include <immintrin.h>

// 4:2:0 YUV to xRGB32, a decoded video frame to the compositor's layout. Fixed point in 1/64:
// y' = (Y − offset)·scale, then R = y' + V'·vr, G = y' − U'·ug − V'·vg, B = y' + U'·ub (U', V'
// centred on 128), shifted down and clamped to 0…255. Every product fits 16 bits; the sums may
// not, and saturate instead — which the clamp would have done anyway, so the SIMD builds and the
// scalar tail give the same bytes.

static inline uint8_t clamp8(int v) { return (uint8_t)(v < 0 ? 0 : (v > 255 ? 255 : v)); }

// Pixels [x0, width) of one row, one at a time (the tail after the vector steps).
static void row_scalar(const uint8_t *y, const uint8_t *u, const uint8_t *v, uint8_t *d, int x0, int width,
                       const lamina_yuv_matrix *m) {
    for (int x = x0; x < width; x++) {
        const int yy = (y[x] - m->y_offset) * m->y_scale, uu = u[x / 2] - 128, vv = v[x / 2] - 128;
        d[4 * x + 0] = clamp8((yy + uu * m->u_to_b) >> 6);
        d[4 * x + 1] = clamp8((yy - uu * m->u_to_g - vv * m->v_to_g) >> 6);
        d[4 * x + 2] = clamp8((yy + vv * m->v_to_r) >> 6);
        d[4 * x + 3] = 255;
    }
}

// Eight pixels' B, G, R as 16-bit lanes from their luma and (already doubled) chroma.
#define LAMINA_SSE2 __attribute__((always_inline)) static inline

LAMINA_SSE2 void rgb8_sse2(__m128i y, __m128i u, __m128i v, const lamina_yuv_matrix *m, __m128i *b, __m128i *g, __m128i *r) {
    y = _mm_mullo_epi16(_mm_sub_epi16(y, _mm_set1_epi16(m->y_offset)), _mm_set1_epi16(m->y_scale));
    *b = _mm_srai_epi16(_mm_adds_epi16(y, _mm_mullo_epi16(u, _mm_set1_epi16(m->u_to_b))), 6);
    *g = _mm_srai_epi16(_mm_subs_epi16(_mm_subs_epi16(y, _mm_mullo_epi16(u, _mm_set1_epi16(m->u_to_g))),
                                       _mm_mullo_epi16(v, _mm_set1_epi16(m->v_to_g))), 6);
    *r = _mm_srai_epi16(_mm_adds_epi16(y, _mm_mullo_epi16(v, _mm_set1_epi16(m->v_to_r))), 6);
}

static void row_sse2(const uint8_t *y, const uint8_t *u, const uint8_t *v, uint8_t *d, int width, const lamina_yuv_matrix *m) {
    const __m128i zero = _mm_setzero_si128(), c128 = _mm_set1_epi16(128), opaque = _mm_set1_epi8((char)0xFF);
    int x = 0;
    for (; x + 16 <= width; x += 16) {
        const __m128i y16 = _mm_loadu_si128((const __m128i *)(y + x));
        const __m128i u8 = _mm_sub_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(u + x / 2)), zero), c128);
        const __m128i v8 = _mm_sub_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(v + x / 2)), zero), c128);
        __m128i blo, glo, rlo, bhi, ghi, rhi;
        rgb8_sse2(_mm_unpacklo_epi8(y16, zero), _mm_unpacklo_epi16(u8, u8), _mm_unpacklo_epi16(v8, v8), m, &blo, &glo, &rlo);
        rgb8_sse2(_mm_unpackhi_epi8(y16, zero), _mm_unpackhi_epi16(u8, u8), _mm_unpackhi_epi16(v8, v8), m, &bhi, &ghi, &rhi);
        const __m128i b8 = _mm_packus_epi16(blo, bhi), g8 = _mm_packus_epi16(glo, ghi), r8 = _mm_packus_epi16(rlo, rhi);
        const __m128i bglo = _mm_unpacklo_epi8(b8, g8), bghi = _mm_unpackhi_epi8(b8, g8);
        const __m128i rxlo = _mm_unpacklo_epi8(r8, opaque), rxhi = _mm_unpackhi_epi8(r8, opaque);
        __m128i *out = (__m128i *)(d + 4 * x);
        _mm_storeu_si128(out + 0, _mm_unpacklo_epi16(bglo, rxlo));
        _mm_storeu_si128(out + 1, _mm_unpackhi_epi16(bglo, rxlo));
        _mm_storeu_si128(out + 2, _mm_unpacklo_epi16(bghi, rxhi));
        _mm_storeu_si128(out + 3, _mm_unpackhi_epi16(bghi, rxhi));
    }
    row_scalar(y, u, v, d, x, width, m);
}

#define LAMINA_AVX2 __attribute__((target("avx2"), always_inline)) static inline

LAMINA_AVX2 void rgb16_avx2(__m256i y, __m256i u, __m256i v, const lamina_yuv_matrix *m, __m256i *b, __m256i *g, __m256i *r) {
    y = _mm256_mullo_epi16(_mm256_sub_epi16(y, _mm256_set1_epi16(m->y_offset)), _mm256_set1_epi16(m->y_scale));
    *b = _mm256_srai_epi16(_mm256_adds_epi16(y, _mm256_mullo_epi16(u, _mm256_set1_epi16(m->u_to_b))), 6);
    *g = _mm256_srai_epi16(_mm256_subs_epi16(_mm256_subs_epi16(y, _mm256_mullo_epi16(u, _mm256_set1_epi16(m->u_to_g))),
                                             _mm256_mullo_epi16(v, _mm256_set1_epi16(m->v_to_g))), 6);
    *r = _mm256_srai_epi16(_mm256_adds_epi16(y, _mm256_mullo_epi16(v, _mm256_set1_epi16(m->v_to_r))), 6);
}

// Sixteen pixels (B, G, R in 16-bit lanes, in order) stored as xRGB32 at `out`.
LAMINA_AVX2 void store16_avx2(__m256i b, __m256i g, __m256i r, uint8_t *out) {
    const __m256i zero = _mm256_setzero_si256(), max = _mm256_set1_epi16(255);
    b = _mm256_min_epi16(_mm256_max_epi16(b, zero), max);
    g = _mm256_min_epi16(_mm256_max_epi16(g, zero), max);
    r = _mm256_min_epi16(_mm256_max_epi16(r, zero), max);
    const __m256i bg = _mm256_or_si256(b, _mm256_slli_epi16(g, 8));
    const __m256i rx = _mm256_or_si256(r, _mm256_set1_epi16((short)0xFF00));
    // Per 128-bit lane: pixels 0–3 and 8–11 (lo), 4–7 and 12–15 (hi); put back in order.
    const __m256i lo = _mm256_unpacklo_epi16(bg, rx), hi = _mm256_unpackhi_epi16(bg, rx);
    _mm256_storeu_si256((__m256i *)out, _mm256_permute2x128_si256(lo, hi, 0x20));
    _mm256_storeu_si256((__m256i *)(out + 32), _mm256_permute2x128_si256(lo, hi, 0x31));
}

__attribute__((target("avx2")))
static void row_avx2(const uint8_t *y, const uint8_t *u, const uint8_t *v, uint8_t *d, int width, const lamina_yuv_matrix *m) {
    const __m256i c128 = _mm256_set1_epi16(128);
    int x = 0;
    for (; x + 32 <= width; x += 32) {
        const __m256i ylo = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(y + x)));
        const __m256i yhi = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(y + x + 16)));
        // Chroma 0–15 in 64-bit blocks reordered (0, 2, 1, 3), so that doubling each lane's
        // low half gives samples 0–7 and its high half 8–15, in pixel order.
        const __m256i u16 = _mm256_permute4x64_epi64(
            _mm256_sub_epi16(_mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(u + x / 2))), c128), 0xD8);
        const __m256i v16 = _mm256_permute4x64_epi64(
            _mm256_sub_epi16(_mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(v + x / 2))), c128), 0xD8);
        __m256i b, g, r;
        rgb16_avx2(ylo, _mm256_unpacklo_epi16(u16, u16), _mm256_unpacklo_epi16(v16, v16), m, &b, &g, &r);
        store16_avx2(b, g, r, d + 4 * x);
        rgb16_avx2(yhi, _mm256_unpackhi_epi16(u16, u16), _mm256_unpackhi_epi16(v16, v16), m, &b, &g, &r);
        store16_avx2(b, g, r, d + 4 * x + 64);
    }
    row_sse2(y + x, u + x / 2, v + x / 2, d + 4 * x, width - x, m);
}

static void convert(const uint8_t *y, size_t ys, const uint8_t *u, size_t us, const uint8_t *v, size_t vs,
                    uint8_t *dst, size_t ds, int width, int height, const lamina_yuv_matrix *m, int avx2) {
    for (int row = 0; row < height; row++) {
        const uint8_t *yr = y + (size_t)row * ys, *ur = u + (size_t)(row / 2) * us, *vr = v + (size_t)(row / 2) * vs;
        if (avx2) row_avx2(yr, ur, vr, dst + (size_t)row * ds, width, m);
        else row_sse2(yr, ur, vr, dst + (size_t)row * ds, width, m);
    }
}

void lamina_i420_to_xrgb(const uint8_t *y, size_t y_stride, const uint8_t *u, size_t u_stride, const uint8_t *v, size_t v_stride,
                         uint8_t *dst, size_t dst_stride, int width, int height, const lamina_yuv_matrix *matrix) {
    convert(y, y_stride, u, u_stride, v, v_stride, dst, dst_stride, width, height, matrix, lamina_cpu_has_avx2());
}

void lamina_i420_to_xrgb_portable(const uint8_t *y, size_t y_stride, const uint8_t *u, size_t u_stride, const uint8_t *v, size_t v_stride,
                                  uint8_t *dst, size_t dst_stride, int width, int height, const lamina_yuv_matrix *matrix) {
    convert(y, y_stride, u, u_stride, v, v_stride, dst, dst_stride, width, height, matrix, 0);
}
