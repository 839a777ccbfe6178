// wl_seat with a pointer, a keyboard (US layout, right Alt as the compose key) and a touch
// screen; the commands inject their events into the toplevel surface.
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <xkbcommon/xkbcommon.h>
#include "test_compositor.h"

static uint32_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static void release_resource(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }

static void forget(struct wl_resource *r) {
    if (server.pointer == r) server.pointer = NULL;
    if (server.keyboard == r) server.keyboard = NULL;
    if (server.touch == r) server.touch = NULL;
}

static void set_cursor(struct wl_client *c, struct wl_resource *r, uint32_t serial, struct wl_resource *surface, int32_t x, int32_t y) {
    (void)c; (void)r; (void)serial; (void)surface; (void)x; (void)y;
}
static const struct wl_pointer_interface pointer_impl = { .set_cursor = set_cursor, .release = release_resource };
static const struct wl_keyboard_interface keyboard_impl = { .release = release_resource };
static const struct wl_touch_interface touch_impl = { .release = release_resource };

/// The keymap as text in a sealed-size memfd the client maps privately.
static void send_keymap(struct wl_resource *keyboard) {
    size_t size = strlen(server.keymap) + 1;
    int fd = memfd_create("lamina-test-keymap", MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)size) != 0) { if (fd >= 0) close(fd); return; }
    void *map = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) { close(fd); return; }
    memcpy(map, server.keymap, size);
    munmap(map, size);
    wl_keyboard_send_keymap(keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, (uint32_t)size);
    close(fd);
    if (wl_resource_get_version(keyboard) >= 4) wl_keyboard_send_repeat_info(keyboard, 0, 0);   // no repeat
}

static void get_pointer(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    server.pointer = wl_resource_create(c, &wl_pointer_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(server.pointer, &pointer_impl, NULL, forget);
}

static void get_keyboard(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    server.keyboard = wl_resource_create(c, &wl_keyboard_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(server.keyboard, &keyboard_impl, NULL, forget);
    send_keymap(server.keyboard);
}

static void get_touch(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    server.touch = wl_resource_create(c, &wl_touch_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(server.touch, &touch_impl, NULL, forget);
}

static const struct wl_seat_interface seat_impl = {
    .get_pointer = get_pointer, .get_keyboard = get_keyboard, .get_touch = get_touch, .release = release_resource,
};

static void bind_seat(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wl_seat_interface, version, id);
    wl_resource_set_implementation(r, &seat_impl, NULL, NULL);
    wl_seat_send_capabilities(r, WL_SEAT_CAPABILITY_POINTER | WL_SEAT_CAPABILITY_KEYBOARD | WL_SEAT_CAPABILITY_TOUCH);
    if (version >= 2) wl_seat_send_name(r, "lamina-test-seat");
}

void seat_global_create(void) {
    struct xkb_context *context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    struct xkb_rule_names names = { .rules = "evdev", .model = "pc105", .layout = "us", .options = "compose:ralt" };
    struct xkb_keymap *keymap = context ? xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS) : NULL;
    server.keymap = keymap ? xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) : strdup("");
    if (keymap) xkb_keymap_unref(keymap);
    if (context) xkb_context_unref(context);
    server.seat_global = wl_global_create(server.display, &wl_seat_interface, server.old_globals ? 1 : 8, NULL, bind_seat);
}

/// A keymap no client should accept: `truncated` (the first third of the real one, no NUL),
/// `binary` (4 KiB of bytes that are not text), `huge` (4 KiB of text in the file but 1 GiB
/// claimed: a client mapping the claimed size and reading it faults past the file's end).
void seat_send_bad_keymap(const char *kind) {
    if (!server.keyboard) { report("error no keyboard bound"); return; }
    size_t real = strlen(server.keymap), file = 4096;
    uint32_t claimed = 4096;
    if (!strcmp(kind, "truncated")) { file = real / 3; claimed = (uint32_t)file; }
    else if (!strcmp(kind, "huge")) { claimed = 1u << 30; }
    else if (strcmp(kind, "binary")) { report("error unknown keymap fault %s", kind); return; }
    int fd = memfd_create("lamina-test-bad-keymap", MFD_CLOEXEC);
    if (fd < 0 || ftruncate(fd, (off_t)file) != 0) { if (fd >= 0) close(fd); return; }
    unsigned char *map = mmap(NULL, file, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) { close(fd); return; }
    for (size_t i = 0; i < file; i++) {
        if (!strcmp(kind, "binary")) map[i] = (unsigned char)(i * 131 + 7);
        else if (!strcmp(kind, "truncated")) map[i] = (unsigned char)server.keymap[i];
        else map[i] = (unsigned char)"xkb_keymap { "[i % 13];
    }
    munmap(map, file);
    wl_keyboard_send_keymap(server.keyboard, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, claimed);
    close(fd);
}

/// Pointer and keyboard focus on the toplevel once it shows its first buffer.
void seat_enter_surface(struct surface *s) {
    if (server.entered) return;
    server.entered = true;
    if (server.keyboard) {
        struct wl_array keys;
        wl_array_init(&keys);
        wl_keyboard_send_enter(server.keyboard, next_serial(), s->resource, &keys);
        wl_array_release(&keys);
        wl_keyboard_send_modifiers(server.keyboard, next_serial(), 0, 0, 0, 0);
    }
    if (server.pointer) {
        wl_pointer_send_enter(server.pointer, next_serial(), s->resource, wl_fixed_from_int(1), wl_fixed_from_int(1));
        if (wl_resource_get_version(server.pointer) >= 5) wl_pointer_send_frame(server.pointer);
    }
    report("focus");
}

void seat_pointer_motion(double x, double y) {
    if (!server.pointer) return;
    wl_pointer_send_motion(server.pointer, now_ms(), wl_fixed_from_double(x), wl_fixed_from_double(y));
    if (wl_resource_get_version(server.pointer) >= 5) wl_pointer_send_frame(server.pointer);
}

void seat_pointer_button(uint32_t button, bool pressed) {
    if (!server.pointer) return;
    uint32_t serial = next_serial();
    if (pressed) server.last_press_serial = serial;
    wl_pointer_send_button(server.pointer, serial, now_ms(), button,
                           pressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
    if (wl_resource_get_version(server.pointer) >= 5) wl_pointer_send_frame(server.pointer);
    report("sent button %u %s serial %u", button, pressed ? "down" : "up", serial);
}

/// A vertical scroll of `dy` surface units and `value120` high-resolution wheel units (120 a
/// detent; sent from version 8, as axis_value120; older clients get whole detents).
void seat_axis(double dy, int32_t value120) {
    if (!server.pointer) return;
    uint32_t version = (uint32_t)wl_resource_get_version(server.pointer);
    if (version >= 5) wl_pointer_send_axis_source(server.pointer, WL_POINTER_AXIS_SOURCE_WHEEL);
    if (version >= 8) wl_pointer_send_axis_value120(server.pointer, WL_POINTER_AXIS_VERTICAL_SCROLL, value120);
    else if (version >= 5 && value120 % 120 == 0) wl_pointer_send_axis_discrete(server.pointer, WL_POINTER_AXIS_VERTICAL_SCROLL, value120 / 120);
    wl_pointer_send_axis(server.pointer, now_ms(), WL_POINTER_AXIS_VERTICAL_SCROLL, wl_fixed_from_double(dy));
    if (version >= 5) wl_pointer_send_frame(server.pointer);
    report("sent axis %d version %u", value120, version);
}

void seat_key(uint32_t key, bool pressed) {
    if (!server.keyboard) return;
    wl_keyboard_send_key(server.keyboard, next_serial(), now_ms(), key,
                         pressed ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED);
}

void seat_touch(const char *kind, int32_t id, double x, double y) {
    if (!server.touch || !server.toplevel_surface) return;
    if (!strcmp(kind, "down")) {
        uint32_t serial = next_serial();
        server.last_press_serial = serial;
        wl_touch_send_down(server.touch, serial, now_ms(), server.toplevel_surface->resource, id,
                           wl_fixed_from_double(x), wl_fixed_from_double(y));
    } else if (!strcmp(kind, "motion")) {
        wl_touch_send_motion(server.touch, now_ms(), id, wl_fixed_from_double(x), wl_fixed_from_double(y));
    } else if (!strcmp(kind, "up")) {
        wl_touch_send_up(server.touch, next_serial(), now_ms(), id);
    } else if (!strcmp(kind, "cancel")) {
        wl_touch_send_cancel(server.touch);
        return;
    }
    wl_touch_send_frame(server.touch);
}
