#include "PixelKernels.h"

// The larger of two rects of the centre's value grown from a bitmap's centre: a row's run
// through the centre extended over the rows that share it, and a column's over the columns.
// Written once per pixel size; the compositor asks this of every bitmap it caches.
#define SOLID_CORE(NAME, T)                                                                        \
    int NAME(const T *p, size_t row_length, int width, int height, int rect[4], uint32_t *value) { \
        const int cx = width / 2, cy = height / 2;                                                 \
        const T v = p[(size_t)cy * row_length + (size_t)cx];                                       \
        if (v == 0) return 0;                                                                      \
        _Bool full;                                                                                \
        int x0 = cx, x1 = cx + 1;                                                                  \
        while (x0 > 0 && p[(size_t)cy * row_length + (size_t)(x0 - 1)] == v) x0--;                 \
        while (x1 < width && p[(size_t)cy * row_length + (size_t)x1] == v) x1++;                   \
        int top = cy, bottom = cy + 1;                                                             \
        for (;; top--) {                                                                           \
            if (top == 0) break;                                                                   \
            const T *row = p + (size_t)(top - 1) * row_length;                                     \
            full = 1;                                                                              \
            for (int x = x0; x < x1 && full; x++) full = row[x] == v;                              \
            if (!full) break;                                                                      \
        }                                                                                          \
        for (;; bottom++) {                                                                        \
            if (bottom == height) break;                                                           \
            const T *row = p + (size_t)bottom * row_length;                                        \
            full = 1;                                                                              \
            for (int x = x0; x < x1 && full; x++) full = row[x] == v;                              \
            if (!full) break;                                                                      \
        }                                                                                          \
        int y0 = cy, y1 = cy + 1;                                                                  \
        while (y0 > 0 && p[(size_t)(y0 - 1) * row_length + (size_t)cx] == v) y0--;                 \
        while (y1 < height && p[(size_t)y1 * row_length + (size_t)cx] == v) y1++;                  \
        int left = cx, right = cx + 1;                                                             \
        for (;; left--) {                                                                          \
            if (left == 0) break;                                                                  \
            full = 1;                                                                              \
            for (int y = y0; y < y1 && full; y++) full = p[(size_t)y * row_length + (size_t)(left - 1)] == v; \
            if (!full) break;                                                                      \
        }                                                                                          \
        for (;; right++) {                                                                         \
            if (right == width) break;                                                             \
            full = 1;                                                                              \
            for (int y = y0; y < y1 && full; y++) full = p[(size_t)y * row_length + (size_t)right] == v; \
            if (!full) break;                                                                      \
        }                                                                                          \
        const long wide = (long)(x1 - x0) * (bottom - top), tall = (long)(right - left) * (y1 - y0); \
        if (wide >= tall) { rect[0] = x0; rect[1] = top; rect[2] = x1 - x0; rect[3] = bottom - top; } \
        else { rect[0] = left; rect[1] = y0; rect[2] = right - left; rect[3] = y1 - y0; }          \
        *value = (uint32_t)v;                                                                      \
        return 1;                                                                                  \
    }

SOLID_CORE(lamina_solid_core_a8, uint8_t)
SOLID_CORE(lamina_solid_core_argb32, uint32_t)
