// xdg_wm_base, xdg_surface, xdg_toplevel: configures on command, and a report of what the
// client asks of its toplevel (title, move and resize with their serials, state changes).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "test_compositor.h"
#include "xdg-shell-server-protocol.h"

static void destroy_resource(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }

// MARK: xdg_toplevel

static void toplevel_parent(struct wl_client *c, struct wl_resource *r, struct wl_resource *p) { (void)c; (void)r; (void)p; }
static void toplevel_title(struct wl_client *c, struct wl_resource *r, const char *title) { (void)c; (void)r; report("title %s", title); }
static void toplevel_app_id(struct wl_client *c, struct wl_resource *r, const char *id) { (void)c; (void)r; report("app_id %s", id); }
static void toplevel_menu(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat, uint32_t serial, int32_t x, int32_t y) {
    (void)c; (void)r; (void)seat; (void)x; (void)y;
    report("window-menu serial %u", serial);
}
static void toplevel_move(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat, uint32_t serial) {
    (void)c; (void)r; (void)seat;
    report("move serial %u %s", serial, serial == server.last_press_serial ? "matches-press" : "stale");
}
static void toplevel_resize(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat, uint32_t serial, uint32_t edges) {
    (void)c; (void)r; (void)seat;
    report("resize serial %u edges %u %s", serial, edges, serial == server.last_press_serial ? "matches-press" : "stale");
}
static void toplevel_size(struct wl_client *c, struct wl_resource *r, int32_t w, int32_t h) { (void)c; (void)r; (void)w; (void)h; }
static void toplevel_maximize(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; report("set-maximized"); }
static void toplevel_unmaximize(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; report("unset-maximized"); }
static void toplevel_fullscreen(struct wl_client *c, struct wl_resource *r, struct wl_resource *o) { (void)c; (void)r; (void)o; report("set-fullscreen"); }
static void toplevel_unfullscreen(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; report("unset-fullscreen"); }
static void toplevel_minimize(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; report("set-minimized"); }

static const struct xdg_toplevel_interface toplevel_impl = {
    .destroy = destroy_resource, .set_parent = toplevel_parent, .set_title = toplevel_title, .set_app_id = toplevel_app_id,
    .show_window_menu = toplevel_menu, .move = toplevel_move, .resize = toplevel_resize,
    .set_max_size = toplevel_size, .set_min_size = toplevel_size,
    .set_maximized = toplevel_maximize, .unset_maximized = toplevel_unmaximize,
    .set_fullscreen = toplevel_fullscreen, .unset_fullscreen = toplevel_unfullscreen, .set_minimized = toplevel_minimize,
};

static struct wl_resource *toplevel, *toplevel_xdg_surface;

static void toplevel_destroyed(struct wl_resource *r) {
    struct surface *s = wl_resource_get_user_data(r);
    if (s) s->toplevel = NULL;
    if (toplevel == r) { toplevel = NULL; toplevel_xdg_surface = NULL; }
}

static void xdg_surface_destroyed(struct wl_resource *r) {
    struct surface *s = wl_resource_get_user_data(r);
    if (s) s->xdg_surface = NULL;
}

/// Sends a configure of the current size with `states` (space-separated: maximized,
/// fullscreen, resizing, activated, suspended), then the xdg_surface configure that closes it.
void shell_send_configure(const char *states) {
    if (!toplevel) return;
    struct wl_array array;
    wl_array_init(&array);
    const char *names[] = { "maximized", "fullscreen", "resizing", "activated", "suspended" };
    // Suspended (xdg-shell 6) is 9: Debian 12's wayland-protocols (1.31) predates its constant.
    const uint32_t values[] = { XDG_TOPLEVEL_STATE_MAXIMIZED, XDG_TOPLEVEL_STATE_FULLSCREEN,
                                XDG_TOPLEVEL_STATE_RESIZING, XDG_TOPLEVEL_STATE_ACTIVATED, 9 };
    for (int i = 0; i < 5; i++) {
        if (states && strstr(states, names[i])) *(uint32_t *)wl_array_add(&array, sizeof(uint32_t)) = values[i];
    }
    xdg_toplevel_send_configure(toplevel, server.width, server.height, &array);
    wl_array_release(&array);
    uint32_t serial = next_serial();
    xdg_surface_send_configure(toplevel_xdg_surface, serial);
    report("configure %dx%d serial %u", server.width, server.height, serial);
}

// MARK: xdg_surface

static void get_toplevel(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct surface *s = wl_resource_get_user_data(r);
    if (!s) { wl_resource_post_error(r, XDG_SURFACE_ERROR_NOT_CONSTRUCTED, "its wl_surface is gone"); return; }
    toplevel = wl_resource_create(c, &xdg_toplevel_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(toplevel, &toplevel_impl, s, toplevel_destroyed);
    toplevel_xdg_surface = r;
    s->toplevel = toplevel;
    shell_send_configure("activated");
}

static void get_popup(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *parent, struct wl_resource *positioner) {
    (void)c; (void)id; (void)parent; (void)positioner;
    wl_resource_post_error(r, XDG_WM_BASE_ERROR_INVALID_POPUP_PARENT, "the test compositor has no popups");
}

static void window_geometry(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
}

static void ack_configure(struct wl_client *c, struct wl_resource *r, uint32_t serial) { (void)c; (void)r; report("ack %u", serial); }

static const struct xdg_surface_interface xdg_surface_impl = {
    .destroy = destroy_resource, .get_toplevel = get_toplevel, .get_popup = get_popup,
    .set_window_geometry = window_geometry, .ack_configure = ack_configure,
};

// MARK: xdg_wm_base

static void create_positioner(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    (void)c; (void)id;
    wl_resource_post_error(r, XDG_WM_BASE_ERROR_INVALID_POSITIONER, "the test compositor has no popups");
}

static void get_xdg_surface(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    struct wl_resource *x = wl_resource_create(c, &xdg_surface_interface, wl_resource_get_version(r), id);
    struct surface *s = wl_resource_get_user_data(surface);
    s->xdg_surface = x;
    wl_resource_set_implementation(x, &xdg_surface_impl, s, xdg_surface_destroyed);
}

static void pong(struct wl_client *c, struct wl_resource *r, uint32_t serial) { (void)c; (void)r; report("pong %u", serial); }

static const struct xdg_wm_base_interface wm_base_impl = {
    .destroy = destroy_resource, .create_positioner = create_positioner, .get_xdg_surface = get_xdg_surface, .pong = pong,
};

static void bind_wm_base(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &xdg_wm_base_interface, version, id);
    wl_resource_set_implementation(r, &wm_base_impl, NULL, NULL);
    xdg_wm_base_send_ping(r, next_serial());
}

/// xdg_wm_base 6 adds only the `suspended` state (no messages), so the version 5 tables
/// generated from wayland-protocols 1.31 describe it; libwayland-server wants the interface's
/// version to be at least the global's.
static struct wl_interface wm_base_v6;

void shell_global_create(void) {
    wm_base_v6 = xdg_wm_base_interface;
    wm_base_v6.version = 6;
    wl_global_create(server.display, &wm_base_v6, server.old_globals ? 1 : 6, NULL, bind_wm_base);
}
