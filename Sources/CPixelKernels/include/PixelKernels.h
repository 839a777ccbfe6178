#ifndef LAMINA_PIXEL_KERNELS_H
#define LAMINA_PIXEL_KERNELS_H
#include <stddef.h>
#include <stdint.h>

/// Moves a bitmap of `channels` bytes a pixel (1: a8, 4: premultiplied ARGB32) right and down
/// by a fraction of a pixel: `ax`/`ay` (0…128) are a pixel's share of its own place in 1/128
/// (the rest goes to the next). `dst` is one pixel wider and taller than the `width` × `height`
/// source; every byte of it is written. `rows` holds 2 × (width + 1) × channels bytes.
/// Bilinear, exactly as `SubpixelShift` documents; built for AVX2 too, chosen at start.
/// The output pixels of the skip rect (output coordinates; empty: none) need not be written —
/// a caller that will not read them (a solid core) saves most of their work.
void lamina_subpixel_shift(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                           int width, int height, int channels, uint8_t ax, uint8_t ay, uint8_t *rows,
                           int skip_x, int skip_y, int skip_width, int skip_height);

/// The portable (SSE2) build of the same, whatever the CPU: for tests that hold the AVX2
/// build to the very same bytes.
void lamina_subpixel_shift_portable(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                                    int width, int height, int channels, uint8_t ax, uint8_t ay, uint8_t *rows,
                                    int skip_x, int skip_y, int skip_width, int skip_height);

/// Whether this CPU runs the AVX2 build.
int lamina_subpixel_shift_uses_avx2(void);

/// Premultiplied ARGB32 `src` composited OVER premultiplied ARGB32 `dst`, `width` × `height`
/// pixels (strides in bytes), the same bytes as pixman's OVER gives, eight pixels a step; the
/// pixels of the skip rect (source coordinates; empty: none) are left alone. AVX2 only: returns
/// 0, drawing nothing, on a CPU without it (the caller asks pixman), else 1.
int lamina_over_premultiplied(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride,
                              int width, int height, int skip_x, int skip_y, int skip_width, int skip_height);

/// `lamina_subpixel_shift` of premultiplied ARGB32 and `lamina_over_premultiplied` of the result
/// in one pass, the same bytes: the source (`width` × `height`) moved right and down by the
/// weights, composited OVER the target's pixels of the draw rect (output coordinates, within
/// the `width` + 1 × `height` + 1 output), less the skip rect. `dst` is the target's pixel
/// for the draw rect's corner. `rows` holds 2 × ((width + 1) × 4 + 32) bytes. AVX2 only:
/// returns 0, drawing nothing, on a CPU without it, else 1.
int lamina_subpixel_shift_over(const uint8_t *src, size_t src_stride, int width, int height, uint8_t ax, uint8_t ay,
                               uint8_t *rows, uint8_t *dst, size_t dst_stride, int draw_x, int draw_y, int draw_width,
                               int draw_height, int skip_x, int skip_y, int skip_width, int skip_height);

/// A YUV → RGB matrix in fixed point (1/64): luma offset and scale, and the chroma terms
/// (U and V centred on 128): R = y' + V'·vr, G = y' − U'·ug − V'·vg, B = y' + U'·ub.
typedef struct {
    int16_t y_offset, y_scale, v_to_r, u_to_g, v_to_g, u_to_b;
} lamina_yuv_matrix;

/// 4:2:0 planes (`y` full size, `u` and `v` half size each way, strides in bytes) to xRGB32
/// (B, G, R, 255 in memory), `width` × `height`: chroma sample (x/2, y/2) serves the four luma
/// pixels it covers. SSE2, and AVX2 where the CPU has it (the same bytes).
void lamina_i420_to_xrgb(const uint8_t *y, size_t y_stride, const uint8_t *u, size_t u_stride, const uint8_t *v, size_t v_stride,
                         uint8_t *dst, size_t dst_stride, int width, int height, const lamina_yuv_matrix *matrix);

/// The SSE2 build of the same, whatever the CPU (for tests holding the AVX2 build to its bytes).
void lamina_i420_to_xrgb_portable(const uint8_t *y, size_t y_stride, const uint8_t *u, size_t u_stride, const uint8_t *v, size_t v_stride,
                                  uint8_t *dst, size_t dst_stride, int width, int height, const lamina_yuv_matrix *matrix);

/// Copies `height` rows of `width` 4-byte pixels from `src` to `dst`, upside down when `flip`
/// (the source's last row becomes the destination's first: GL's bottom-up rows into a top-down
/// image), trading red and blue in each pixel when `swap_red_blue` (GL's RGBA byte order into
/// the compositor's BGRA). Strides in bytes. SSE2, and AVX2 where the CPU has it (the same bytes).
void lamina_copy_rows(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width, int height,
                      int flip, int swap_red_blue);

/// The SSE2 build of the same, whatever the CPU (for tests holding the AVX2 build to its bytes).
void lamina_copy_rows_portable(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t dst_stride, int width,
                               int height, int flip, int swap_red_blue);

/// Blurs an 8-bit alpha bitmap in place by three running-sum box passes per axis, of
/// radius `r0`, `r1`, then `r2` (0: a plain copy), outside the bitmap counting as transparent. `scratch`
/// holds 2 × max(width, height) bytes.
void lamina_box_blur_a8(uint8_t *base, size_t stride, int width, int height, int r0, int r1, int r2,
                        uint8_t *scratch);

/// Blurs premultiplied ARGB32 pixels in place by three running-sum box passes per axis, of
/// radius `r0`, `r1`, then `r2`, each channel apart; past the bitmap's edges its edge pixels
/// repeat. `row_length` counts pixels; `scratch` holds max(width, height) pixels.
void lamina_box_blur_argb32(uint32_t *base, size_t row_length, int width, int height, int r0, int r1, int r2,
                            uint32_t *scratch);

/// Scales premultiplied ARGB32 pixels' saturation in place: each colour moved from its Rec. 709
/// luma by `amount` (1: unchanged, 0: grey, above 1: more vivid), kept within its alpha.
void lamina_saturate_argb32(uint32_t *base, size_t row_length, int width, int height, float amount);

/// The flat middle of an 8-bit (`_a8`) or 32-bit (`_argb32`) bitmap grown from its centre
/// pixel: 0 when the centre is 0, else 1 with `rect` = x, y, width, height and `value` the
/// centre's. `row_length` counts pixels. (QuartzCore's `SolidCore` states the rule.)
int lamina_solid_core_a8(const uint8_t *p, size_t row_length, int width, int height, int rect[4], uint32_t *value);
int lamina_solid_core_argb32(const uint32_t *p, size_t row_length, int width, int height, int rect[4], uint32_t *value);

/// Whether this CPU has AVX2 (asked once, when the program starts).
int lamina_cpu_has_avx2(void);
#endif
