#ifndef LAMINA_OVER_AVX2_H
#define LAMINA_OVER_AVX2_H
// The OVER of eight premultiplied ARGB32 pixels in AVX2, shared by the kernels that blend
// (PremultipliedOver.c, and the moved sprite's one pass in SubpixelShift.c).
#include <immintrin.h>

#ifndef LAMINA_AVX2
#define LAMINA_AVX2 __attribute__((target("avx2"), always_inline)) static inline
#endif

// Eight pixels of `s` over eight of `d`.
LAMINA_AVX2 __m256i over8(__m256i s, __m256i d) {
    const __m256i zero = _mm256_setzero_si256();
    // Each pixel's alpha (byte 3 of its four) spread over its four 16-bit lanes.
    const __m256i alphas = _mm256_setr_epi8(6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15,
                                            6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15);
    const __m256i c255 = _mm256_set1_epi16(255), c128 = _mm256_set1_epi16(128), c257 = _mm256_set1_epi16(257);
    const __m256i slo = _mm256_unpacklo_epi8(s, zero), shi = _mm256_unpackhi_epi8(s, zero);
    const __m256i ilo = _mm256_sub_epi16(c255, _mm256_shuffle_epi8(slo, alphas));
    const __m256i ihi = _mm256_sub_epi16(c255, _mm256_shuffle_epi8(shi, alphas));
    __m256i lo = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), ilo), c128);
    __m256i hi = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), ihi), c128);
    lo = _mm256_mulhi_epu16(lo, c257);
    hi = _mm256_mulhi_epu16(hi, c257);
    return _mm256_adds_epu8(_mm256_packus_epi16(lo, hi), s);
}

#endif
