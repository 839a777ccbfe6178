#include "PixelKernels.h"
#include <string.h>

// A running-sum box filter of radius r over `count` bytes; outside the line counts as
// transparent. Rounds to nearest, as the blur's three passes each do.
static void box_pass(const uint8_t *src, uint8_t *dst, int count, int r) {
    if (r <= 0) { memcpy(dst, src, (size_t)count); return; }
    const int size = 2 * r + 1, half = size / 2;
    int sum = 0;
    for (int i = 0; i <= r && i < count; i++) sum += src[i];
    for (int i = 0; i < count; i++) {
        dst[i] = (uint8_t)((sum + half) / size);
        const int add = i + r + 1, sub = i - r;
        if (add < count) sum += src[add];
        if (sub >= 0) sum -= src[sub];
    }
}

void lamina_box_blur_a8(uint8_t *base, size_t stride, int width, int height, int r0, int r1, int r2, uint8_t *scratch) {
    const int radii[3] = {r0, r1, r2};
    if (width <= 0 || height <= 0) return;
    const int longest = width > height ? width : height;
    uint8_t *line = scratch, *out = scratch + longest;
    for (int pass = 0; pass < 3; pass++) {
        const int r = radii[pass];
        for (int y = 0; y < height; y++) {                  // horizontal
            uint8_t *row = base + (size_t)y * stride;
            box_pass(row, out, width, r);
            memcpy(row, out, (size_t)width);
        }
        for (int x = 0; x < width; x++) {                   // vertical
            for (int y = 0; y < height; y++) line[y] = base[(size_t)y * stride + (size_t)x];
            box_pass(line, out, height, r);
            for (int y = 0; y < height; y++) base[(size_t)y * stride + (size_t)x] = out[y];
        }
    }
}
