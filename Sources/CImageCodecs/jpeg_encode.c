// libjpeg signals errors by calling error_exit, which must not return: we longjmp back here.
#include "lamina_codecs.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

struct lamina_jpeg_encode_error {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
};

static void lamina_jpeg_encode_error_exit(j_common_ptr info) {
    struct lamina_jpeg_encode_error *err = (struct lamina_jpeg_encode_error *)info->err;
    (*info->err->format_message)(info, err->message);
    longjmp(err->escape, 1);
}

static void lamina_jpeg_encode_silent(j_common_ptr info, int level) { (void)info; (void)level; }

int lamina_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t components,
                       size_t stride, int quality, uint8_t **out, size_t *length, char *errbuf, size_t errlen) {
    struct jpeg_compress_struct info;
    struct lamina_jpeg_encode_error err;
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;
    *out = NULL;
    *length = 0;
    if (width == 0 || height == 0 || width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION
        || (components != 1 && components != 3)) {
        snprintf(errbuf, errlen, "cannot encode a %ux%u image of %u components as JPEG", width, height, components);
        return -1;
    }
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = lamina_jpeg_encode_error_exit;
    err.base.emit_message = lamina_jpeg_encode_silent;
    err.message[0] = 0;
    if (setjmp(err.escape)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        snprintf(errbuf, errlen, "%s", err.message[0] ? err.message : "JPEG encoding failed");
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = (int)components;
    info.in_color_space = components == 1 ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 0 ? 0 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *length = size;
    return 0;
}
