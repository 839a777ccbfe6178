// A scripted Wayland compositor for the shell's tests: it offers what weston 10 cannot
// (touch, a compose key, fractional scale) and reports what the client asks for (move and
// resize with their serials, viewport sizes, buffer sizes) on stdout, one line per event.
// Commands arrive on stdin, one per line (see commands.c). One client, one toplevel.
#pragma once
#include <stdint.h>
#include <stdbool.h>
#include <wayland-server.h>

struct surface {
    struct wl_resource *resource;
    struct wl_resource *pending_buffer;
    bool has_pending_buffer;
    int32_t scale;
    struct wl_list frame_callbacks;     // wl_resource links
    struct wl_resource *xdg_surface, *toplevel;
    bool is_toplevel_content;           // committed a buffer as the toplevel
    int32_t viewport_width, viewport_height;
};

struct server {
    struct wl_display *display;
    struct wl_event_loop *loop;
    struct wl_event_source *frame_timer;
    struct surface *toplevel_surface;
    struct wl_resource *pointer, *keyboard, *touch;
    struct wl_resource *fractional;     // the toplevel's wp_fractional_scale_v1
    int32_t width, height;              // what the next configure proposes
    int32_t scale120;                   // fractional scale offered (0: none sent)
    uint32_t last_press_serial;
    bool entered;
    bool holding_frames;                // a hidden window: frame callbacks wait for `release`
    bool holding_buffers;               // buffer releases wait for `buffers release`
    bool double_frames;                 // each frame callback's `done` sent twice (a faulty compositor)
    struct wl_global *seat_global, *output_global;
    // `old-globals` (argv[2]): wl_seat, wl_output and xdg_wm_base at version 1;
    // `old-compositor`: wl_compositor at 3 (Lamina needs 4: damage_buffer).
    bool old_globals, old_compositor;
    // `two-outputs`: no fractional scaling; outputs 0 (scale 1) and 1 (scale 2), which the
    // toplevel enters and leaves by command. The client's last binding of each:
    bool two_outputs;
    struct wl_resource *outputs[2];
    char *keymap;
    // The toplevel's last buffer, copied at commit (ARGB8888 / XRGB8888), for `save`.
    uint32_t *pixels;
    int32_t pixels_width, pixels_height;
};

extern struct server server;

void report(const char *format, ...) __attribute__((format(printf, 1, 2)));
uint32_t next_serial(void);

void surface_globals_create(void);
void surface_release_frames(void);
void surface_release_buffers(void);
void surface_send_output(int index, bool enter);
void shell_global_create(void);
void shell_send_configure(const char *states);
void seat_global_create(void);
void seat_enter_surface(struct surface *s);

// Input the commands inject.
void seat_touch(const char *kind, int32_t id, double x, double y);
void seat_pointer_motion(double x, double y);
void seat_pointer_button(uint32_t button, bool pressed);
void seat_key(uint32_t key, bool pressed);
void seat_axis(double dy, int32_t value120);
void seat_send_bad_keymap(const char *kind);
void commands_handle(char *line);
void data_global_create(void);
void data_offer_text(const char *text);
void data_read(const char *type);
