#ifndef LAMINA_CODECS_H
#define LAMINA_CODECS_H
#include <stddef.h>
#include <stdint.h>

/// Decodes a baseline or progressive JPEG into 8-bit pixels: 1 component (gray) or 3 (RGB,
/// CMYK and YCCK are converted). Returns 0 on success and fills *out (malloc'd; free with
/// lamina_free), or -1 with a message in errbuf. Never longjmps past the caller.
int lamina_jpeg_decode(const uint8_t *data, size_t length, uint32_t max_pixels,
                       uint8_t **out, uint32_t *width, uint32_t *height,
                       uint32_t *components, char *errbuf, size_t errlen);

/// Encodes 8-bit pixels, 1 component (gray) or 3 (RGB) per pixel in rows of `stride` bytes,
/// as a baseline JPEG of `quality` 0…100. Returns 0 on success and fills *out (malloc'd; free
/// with lamina_free) and *length, or -1 with a message in errbuf. Never longjmps past the caller.
int lamina_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t components,
                       size_t stride, int quality, uint8_t **out, size_t *length, char *errbuf, size_t errlen);

void lamina_free(void *pointer);
#endif
