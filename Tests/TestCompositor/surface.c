// wl_compositor, wl_surface, wl_region, wl_output, idle inhibition and the viewporter and fractional-scale
// extensions: enough to take a client's buffers, answer its frame callbacks and report sizes.
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "test_compositor.h"
#include "viewporter-server-protocol.h"
#include "idle-inhibit-unstable-v1-server-protocol.h"
#include "fractional-scale-v1-server-protocol.h"

static void destroy_resource(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }

// Frame callbacks committed since the last tick: answered 16 ms later, as a 60 Hz output would.
static struct wl_list ready_callbacks;

static int frame_tick(void *data) {
    (void)data;
    struct wl_resource *cb, *tmp;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    uint32_t now = (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
    wl_resource_for_each_safe(cb, tmp, &ready_callbacks) {
        wl_callback_send_done(cb, now);
        if (server.double_frames) wl_callback_send_done(cb, now);
        wl_resource_destroy(cb);
    }
    return 0;
}

// Buffers whose release is held back (`buffers hold`), answered by `buffers release`; one
// the client destroys meanwhile leaves the list (its listener).
struct held_buffer { struct wl_resource *buffer; struct wl_listener destroyed; bool used; };
static struct held_buffer held_buffers[64];

static void held_buffer_destroyed(struct wl_listener *l, void *data) {
    (void)data;
    struct held_buffer *h = wl_container_of(l, h, destroyed);
    wl_list_remove(&h->destroyed.link);
    h->used = false;
}

static void release_buffer(struct wl_resource *buffer) {
    if (!server.holding_buffers) { wl_buffer_send_release(buffer); return; }
    for (int i = 0; i < 64; i++) if (held_buffers[i].used && held_buffers[i].buffer == buffer) return;
    for (int i = 0; i < 64; i++) {
        if (held_buffers[i].used) continue;
        held_buffers[i].used = true;
        held_buffers[i].buffer = buffer;
        held_buffers[i].destroyed.notify = held_buffer_destroyed;
        wl_resource_add_destroy_listener(buffer, &held_buffers[i].destroyed);
        return;
    }
    report("error more than 64 buffers held");
}

void surface_release_buffers(void) {
    server.holding_buffers = false;
    for (int i = 0; i < 64; i++) {
        if (!held_buffers[i].used) continue;
        wl_list_remove(&held_buffers[i].destroyed.link);
        held_buffers[i].used = false;
        wl_buffer_send_release(held_buffers[i].buffer);
    }
}

static void unlink_callback(struct wl_resource *r) { wl_list_remove(wl_resource_get_link(r)); }

// MARK: wl_surface

/// Copies the buffer's pixels (rows packed) for a later `save`.
static void keep_pixels(struct wl_shm_buffer *shm) {
    int32_t w = wl_shm_buffer_get_width(shm), h = wl_shm_buffer_get_height(shm), stride = wl_shm_buffer_get_stride(shm);
    uint32_t *copy = realloc(server.pixels, (size_t)w * (size_t)h * 4);
    if (!copy) return;
    server.pixels = copy;
    server.pixels_width = w;
    server.pixels_height = h;
    wl_shm_buffer_begin_access(shm);
    const uint8_t *data = wl_shm_buffer_get_data(shm);
    for (int32_t y = 0; y < h; y++) memcpy(copy + (size_t)y * (size_t)w, data + (size_t)y * (size_t)stride, (size_t)w * 4);
    wl_shm_buffer_end_access(shm);
}

static void surface_attach(struct wl_client *c, struct wl_resource *r, struct wl_resource *buffer, int32_t x, int32_t y) {
    (void)c; (void)x; (void)y;
    struct surface *s = wl_resource_get_user_data(r);
    s->pending_buffer = buffer;
    s->has_pending_buffer = true;
}

static void surface_damage(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
}

static void surface_frame(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct surface *s = wl_resource_get_user_data(r);
    struct wl_resource *cb = wl_resource_create(c, &wl_callback_interface, 1, id);
    if (!cb) { wl_client_post_no_memory(c); return; }
    wl_list_insert(s->frame_callbacks.prev, wl_resource_get_link(cb));
    wl_resource_set_implementation(cb, NULL, NULL, unlink_callback);
}

static void surface_region(struct wl_client *c, struct wl_resource *r, struct wl_resource *region) {
    (void)c; (void)r; (void)region;
}

static void surface_commit(struct wl_client *c, struct wl_resource *r) {
    (void)c;
    struct surface *s = wl_resource_get_user_data(r);
    if (s->has_pending_buffer) {
        s->has_pending_buffer = false;
        struct wl_shm_buffer *shm = s->pending_buffer ? wl_shm_buffer_get(s->pending_buffer) : NULL;
        if (s->toplevel && shm) {
            report("buffer %dx%d scale %d viewport %dx%d", wl_shm_buffer_get_width(shm), wl_shm_buffer_get_height(shm),
                   s->scale, s->viewport_width, s->viewport_height);
            keep_pixels(shm);
            if (!s->is_toplevel_content) {
                s->is_toplevel_content = true;
                server.toplevel_surface = s;
                seat_enter_surface(s);
            }
        }
        // Contents are "copied" at once: the buffer is free again.
        if (s->pending_buffer) release_buffer(s->pending_buffer);
        s->pending_buffer = NULL;
    }
    struct wl_resource *cb, *tmp;
    wl_resource_for_each_safe(cb, tmp, &s->frame_callbacks) {
        wl_list_remove(wl_resource_get_link(cb));
        wl_list_insert(ready_callbacks.prev, wl_resource_get_link(cb));
    }
    if (!wl_list_empty(&ready_callbacks) && !server.holding_frames) wl_event_source_timer_update(server.frame_timer, 16);
}

void surface_release_frames(void) {
    server.holding_frames = false;
    if (!wl_list_empty(&ready_callbacks)) wl_event_source_timer_update(server.frame_timer, 1);
}

static void surface_buffer_transform(struct wl_client *c, struct wl_resource *r, int32_t t) { (void)c; (void)r; (void)t; }

static void surface_buffer_scale(struct wl_client *c, struct wl_resource *r, int32_t scale) {
    (void)c;
    ((struct surface *)wl_resource_get_user_data(r))->scale = scale;
}

static void surface_offset(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y) { (void)c; (void)r; (void)x; (void)y; }

static const struct wl_surface_interface surface_impl = {
    .destroy = destroy_resource,
    .attach = surface_attach,
    .damage = surface_damage,
    .frame = surface_frame,
    .set_opaque_region = surface_region,
    .set_input_region = surface_region,
    .commit = surface_commit,
    .set_buffer_transform = surface_buffer_transform,
    .set_buffer_scale = surface_buffer_scale,
    .damage_buffer = surface_damage,
    .offset = surface_offset,
};

static void surface_destroyed(struct wl_resource *r) {
    struct surface *s = wl_resource_get_user_data(r);
    // Its role objects may outlive it: they must not point at freed memory.
    if (s->xdg_surface) wl_resource_set_user_data(s->xdg_surface, NULL);
    if (s->toplevel) wl_resource_set_user_data(s->toplevel, NULL);
    struct wl_resource *cb, *tmp;
    wl_resource_for_each_safe(cb, tmp, &s->frame_callbacks) wl_resource_destroy(cb);
    if (server.toplevel_surface == s) server.toplevel_surface = NULL;
    free(s);
}

// MARK: wl_region, wl_compositor

static void region_change(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
}
static const struct wl_region_interface region_impl = { .destroy = destroy_resource, .add = region_change, .subtract = region_change };

static void create_surface(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct surface *s = calloc(1, sizeof *s);
    s->scale = 1;
    wl_list_init(&s->frame_callbacks);
    s->resource = wl_resource_create(c, &wl_surface_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(s->resource, &surface_impl, s, surface_destroyed);
}

static void create_region(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct wl_resource *region = wl_resource_create(c, &wl_region_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(region, &region_impl, NULL, NULL);
}

static const struct wl_compositor_interface compositor_impl = { .create_surface = create_surface, .create_region = create_region };

static void bind_compositor(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wl_compositor_interface, version, id);
    wl_resource_set_implementation(r, &compositor_impl, NULL, NULL);
}

// MARK: wl_output (integer scale 1, or 1 and 2 with `two-outputs`; the fractional scale
// comes through its own protocol)

static void output_release(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }
static const struct wl_output_interface output_impl = { .release = output_release };

static void output_gone(struct wl_resource *r) {
    for (int i = 0; i < 2; i++) if (server.outputs[i] == r) server.outputs[i] = NULL;
}

static void bind_output(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    int index = (int)(intptr_t)data;
    struct wl_resource *r = wl_resource_create(c, &wl_output_interface, version, id);
    wl_resource_set_implementation(r, &output_impl, NULL, output_gone);
    server.outputs[index] = r;
    wl_output_send_geometry(r, index * 1920, 0, 300, 200, WL_OUTPUT_SUBPIXEL_UNKNOWN, "Lamina", "test", WL_OUTPUT_TRANSFORM_NORMAL);
    wl_output_send_mode(r, WL_OUTPUT_MODE_CURRENT, 1920, 1080, 60000);
    if (version >= 2) { wl_output_send_scale(r, index + 1); wl_output_send_done(r); }
}

void surface_send_output(int index, bool enter) {
    struct surface *s = server.toplevel_surface;
    if (!s || index < 0 || index > 1 || !server.outputs[index]) { report("error no surface or output %d", index); return; }
    if (enter) wl_surface_send_enter(s->resource, server.outputs[index]);
    else wl_surface_send_leave(s->resource, server.outputs[index]);
}

// MARK: wp_viewporter

static void viewport_source(struct wl_client *c, struct wl_resource *r, wl_fixed_t x, wl_fixed_t y, wl_fixed_t w, wl_fixed_t h) {
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
}

static void viewport_destination(struct wl_client *c, struct wl_resource *r, int32_t w, int32_t h) {
    (void)c;
    struct wl_resource *surface = wl_resource_get_user_data(r);
    struct surface *s = surface ? wl_resource_get_user_data(surface) : NULL;
    if (s) { s->viewport_width = w; s->viewport_height = h; }
}

static const struct wp_viewport_interface viewport_impl = {
    .destroy = destroy_resource, .set_source = viewport_source, .set_destination = viewport_destination,
};

static void get_viewport(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    struct wl_resource *v = wl_resource_create(c, &wp_viewport_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(v, &viewport_impl, surface, NULL);
}

static const struct wp_viewporter_interface viewporter_impl = { .destroy = destroy_resource, .get_viewport = get_viewport };

static void bind_viewporter(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wp_viewporter_interface, version, id);
    wl_resource_set_implementation(r, &viewporter_impl, NULL, NULL);
}

// MARK: wp_fractional_scale_manager_v1

static const struct wp_fractional_scale_v1_interface fractional_impl = { .destroy = destroy_resource };

static void fractional_destroyed(struct wl_resource *r) { if (server.fractional == r) server.fractional = NULL; }

static void get_fractional_scale(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    (void)surface;
    struct wl_resource *f = wl_resource_create(c, &wp_fractional_scale_v1_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(f, &fractional_impl, NULL, fractional_destroyed);
    server.fractional = f;
    report("fractional-scale bound");
    if (server.scale120) wp_fractional_scale_v1_send_preferred_scale(f, (uint32_t)server.scale120);
}

static const struct wp_fractional_scale_manager_v1_interface fractional_manager_impl = {
    .destroy = destroy_resource, .get_fractional_scale = get_fractional_scale,
};

static void bind_fractional(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wp_fractional_scale_manager_v1_interface, version, id);
    wl_resource_set_implementation(r, &fractional_manager_impl, NULL, NULL);
}

// MARK: zwp_idle_inhibit_manager_v1 (reported: "idle-inhibit on" / "idle-inhibit off")

static void inhibitor_destroyed(struct wl_resource *r) { (void)r; report("idle-inhibit off"); }

static const struct zwp_idle_inhibitor_v1_interface inhibitor_impl = { .destroy = destroy_resource };

static void create_inhibitor(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    (void)surface;
    struct wl_resource *i = wl_resource_create(c, &zwp_idle_inhibitor_v1_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(i, &inhibitor_impl, NULL, inhibitor_destroyed);
    report("idle-inhibit on");
}

static const struct zwp_idle_inhibit_manager_v1_interface idle_inhibit_manager_impl = {
    .destroy = destroy_resource, .create_inhibitor = create_inhibitor,
};

static void bind_idle_inhibit(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &zwp_idle_inhibit_manager_v1_interface, version, id);
    wl_resource_set_implementation(r, &idle_inhibit_manager_impl, NULL, NULL);
}

void surface_globals_create(void) {
    wl_list_init(&ready_callbacks);
    server.frame_timer = wl_event_loop_add_timer(wl_display_get_event_loop(server.display), frame_tick, NULL);
    wl_global_create(server.display, &wl_compositor_interface, server.old_compositor ? 3 : 4, NULL, bind_compositor);
    server.output_global = wl_global_create(server.display, &wl_output_interface, server.old_globals ? 1 : 3, (void *)0, bind_output);
    wl_global_create(server.display, &wp_viewporter_interface, 1, NULL, bind_viewporter);
    wl_global_create(server.display, &zwp_idle_inhibit_manager_v1_interface, 1, NULL, bind_idle_inhibit);
    if (server.two_outputs) {
        wl_global_create(server.display, &wl_output_interface, 3, (void *)1, bind_output);
    } else {
        wl_global_create(server.display, &wp_fractional_scale_manager_v1_interface, 1, NULL, bind_fractional);
    }
}
