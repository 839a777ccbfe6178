#include "PixelKernels.h"
#include <string.h>

// A running-sum box filter of radius r over `count` premultiplied ARGB32 pixels `step` words
// apart, into `out` (contiguous); past either end the end pixel repeats (a backdrop blurred at
// the edge of what it can read goes on as its edge, not into transparency).
static void box_pass_argb32(const uint32_t *src, size_t step, uint32_t *out, int count, int r) {
    if (r <= 0) {
        for (int i = 0; i < count; i++) out[i] = src[(size_t)i * step];
        return;
    }
    const int size = 2 * r + 1, half = size / 2;
    uint32_t sum[4] = {0, 0, 0, 0};
    for (int k = -r; k <= r; k++) {
        const int i = k < 0 ? 0 : (k >= count ? count - 1 : k);
        const uint32_t p = src[(size_t)i * step];
        for (int c = 0; c < 4; c++) sum[c] += (p >> (8 * c)) & 0xff;
    }
    for (int i = 0; i < count; i++) {
        uint32_t v = 0;
        for (int c = 0; c < 4; c++) v |= ((sum[c] + (uint32_t)half) / (uint32_t)size) << (8 * c);
        out[i] = v;
        const int add = i + r + 1 >= count ? count - 1 : i + r + 1;
        const int sub = i - r < 0 ? 0 : i - r;
        const uint32_t pa = src[(size_t)add * step], ps = src[(size_t)sub * step];
        for (int c = 0; c < 4; c++) sum[c] += ((pa >> (8 * c)) & 0xff) - ((ps >> (8 * c)) & 0xff);
    }
}

void lamina_box_blur_argb32(uint32_t *base, size_t row_length, int width, int height, int r0, int r1, int r2,
                            uint32_t *scratch) {
    const int radii[3] = {r0, r1, r2};
    if (width <= 0 || height <= 0) return;
    for (int pass = 0; pass < 3; pass++) {
        const int r = radii[pass];
        if (r <= 0) continue;
        for (int y = 0; y < height; y++) {                  // horizontal
            uint32_t *row = base + (size_t)y * row_length;
            box_pass_argb32(row, 1, scratch, width, r);
            memcpy(row, scratch, (size_t)width * 4);
        }
        for (int x = 0; x < width; x++) {                   // vertical
            box_pass_argb32(base + x, row_length, scratch, height, r);
            for (int y = 0; y < height; y++) base[(size_t)y * row_length + (size_t)x] = scratch[y];
        }
    }
}

void lamina_saturate_argb32(uint32_t *base, size_t row_length, int width, int height, float amount) {
    if (amount == 1.0f) return;
    for (int y = 0; y < height; y++) {
        uint32_t *row = base + (size_t)y * row_length;
        for (int x = 0; x < width; x++) {
            const uint32_t p = row[x];
            const float a = (float)(p >> 24), r = (float)((p >> 16) & 0xff), g = (float)((p >> 8) & 0xff), b = (float)(p & 0xff);
            // Rec. 709 luma: the grey each colour is pulled from or pushed away from.
            const float l = 0.2126f * r + 0.7152f * g + 0.0722f * b;
            float c[3] = {l + amount * (r - l), l + amount * (g - l), l + amount * (b - l)};
            uint32_t out = p & 0xff000000u;
            for (int k = 0; k < 3; k++) {
                float v = c[k] < 0 ? 0 : (c[k] > a ? a : c[k]);       // premultiplied: at most alpha
                out |= (uint32_t)(v + 0.5f) << (16 - 8 * k);
            }
            row[x] = out;
        }
    }
}
