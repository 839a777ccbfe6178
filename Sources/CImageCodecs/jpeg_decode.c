// libjpeg signals errors by calling error_exit, which must not return: we longjmp back here.
#include "lamina_codecs.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

struct lamina_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
    int data_ended;     // libjpeg warned that the data ended before the image did
};

static void lamina_jpeg_error_exit(j_common_ptr info) {
    struct lamina_jpeg_error *err = (struct lamina_jpeg_error *)info->err;
    (*info->err->format_message)(info, err->message);
    longjmp(err->escape, 1);
}

// Warnings are not printed; the one that says the data ran out is noted.
static void lamina_jpeg_silent(j_common_ptr info, int level) {
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) ((struct lamina_jpeg_error *)info->err)->data_ended = 1;
}

int lamina_jpeg_decode(const uint8_t *data, size_t length, uint32_t max_pixels,
                       uint8_t **out, uint32_t *width, uint32_t *height,
                       uint32_t *components, char *errbuf, size_t errlen) {
    struct jpeg_decompress_struct info;
    struct lamina_jpeg_error err;
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    *out = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = lamina_jpeg_error_exit;
    err.base.emit_message = lamina_jpeg_silent;
    err.message[0] = 0;
    err.data_ended = 0;
    if (setjmp(err.escape)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        snprintf(errbuf, errlen, "%s", err.message[0] ? err.message : "corrupt JPEG data");
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)length);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        snprintf(errbuf, errlen, "no JPEG image in the data");
        return -1;
    }
    // The size is checked before decompression starts: a progressive JPEG's whole-image
    // coefficient buffers are allocated then (a fuzzed file made libjpeg ask for over 2 GB).
    // libjpeg's own allocations are capped too: beyond 512 MiB it stops with "backing store
    // not supported" (no temporary files), a clean error here.
    uint64_t declared = (uint64_t)info.image_width * info.image_height;
    if (info.image_width == 0 || info.image_height == 0 || declared > max_pixels) {
        snprintf(errbuf, errlen, "JPEG size %ux%u is outside the allowed range", info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    // Every 8×8 block of a JPEG costs at least a bit of entropy-coded data (a DC code), so a
    // file cannot hold more than 512 pixels a byte; one that declares far more is corrupt and
    // is refused before its declared size is allocated and filled. Twice the bound is
    // allowed, so a truncated download of a real photo still decodes.
    if (declared > (uint64_t)length * 1024) {
        snprintf(errbuf, errlen, "JPEG size %ux%u is more than its %zu bytes can hold", info.image_width, info.image_height, length);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.mem->max_memory_to_use = 512L << 20;
    info.out_color_space = info.num_components == 1 ? JCS_GRAYSCALE : JCS_RGB;
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) info.out_color_space = JCS_CMYK;
    jpeg_start_decompress(&info);
    uint64_t pixelCount = (uint64_t)info.output_width * info.output_height;
    if (info.output_width == 0 || info.output_height == 0 || pixelCount > max_pixels) {
        snprintf(errbuf, errlen, "JPEG size %ux%u is outside the allowed range",
                 info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    uint32_t inComponents = (uint32_t)info.output_components;
    uint32_t outComponents = info.out_color_space == JCS_GRAYSCALE ? 1 : 3;
    size_t outStride = (size_t)info.output_width * outComponents;
    pixels = malloc(outStride * info.output_height);
    row = malloc((size_t)info.output_width * inComponents);
    if (!pixels || !row) {
        snprintf(err.message, sizeof err.message, "out of memory decoding JPEG");
        longjmp(err.escape, 1);
    }
    // A sequential file whose data ends early: the rows it has are decoded, the rest grey, at
    // once (libjpeg would decode every missing row from nothing: a fuzzed 102-byte file
    // declaring 18440×14081 pixels took 13 s).
    int sequential = !jpeg_has_multiple_scans(&info);
    while (info.output_scanline < info.output_height) {
        if (sequential && err.data_ended) {
            size_t done = (size_t)info.output_scanline * outStride;
            memset(pixels + done, 128, outStride * info.output_height - done);
            break;
        }
        uint8_t *dst = pixels + (size_t)info.output_scanline * outStride;
        JSAMPROW rows[1] = { inComponents == outComponents ? dst : row };
        jpeg_read_scanlines(&info, rows, 1);
        if (inComponents == 4) { // Adobe CMYK JPEGs store inverted values
            for (uint32_t x = 0; x < info.output_width; x++) {
                uint32_t k = row[x * 4 + 3];
                for (int c = 0; c < 3; c++) dst[x * 3 + c] = (uint8_t)(row[x * 4 + c] * k / 255);
            }
        }
    }
    free(row);
    row = NULL;
    if (info.output_scanline < info.output_height) jpeg_abort_decompress(&info); else jpeg_finish_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    *components = outComponents;
    *out = pixels;
    jpeg_destroy_decompress(&info);
    return 0;
}

void lamina_free(void *pointer) { free(pointer); }
