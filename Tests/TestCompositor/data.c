// wl_data_device_manager: the clipboard (the selection) between the client and the test,
// which stands for another program. `clipboard offer TEXT` makes the compositor the owner of
// a text selection; `clipboard read MIME` asks the client's source for its data and reports
// it; the client's set_selection calls are reported with their types.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "test_compositor.h"

#define MAX_TYPES 16

struct source {
    struct wl_resource *resource;
    char *types[MAX_TYPES];
    int type_count;
};

// The selection: a client source, or the compositor's own text (when `own_text` is set).
static struct source *selection_source;
static char *own_text;
static struct wl_resource *data_device;

// A read of the client's source in progress.
static struct { int fd; char *data; size_t length; struct wl_event_source *watch; } reading = { -1, NULL, 0, NULL };

static void release_resource(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }

// MARK: Offers (what the client is told the selection is)

static void offer_accept(struct wl_client *c, struct wl_resource *r, uint32_t serial, const char *type) {
    (void)c; (void)r; (void)serial; (void)type;
}

static void offer_receive(struct wl_client *c, struct wl_resource *r, const char *type, int32_t fd) {
    (void)c;
    struct source *s = wl_resource_get_user_data(r);
    if (own_text && !s) {
        size_t left = strlen(own_text);
        const char *p = own_text;
        while (left > 0) {
            ssize_t n = write(fd, p, left);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            p += n; left -= (size_t)n;
        }
        report("receive %s", type);
    } else if (s && s == selection_source) {
        wl_data_source_send_send(s->resource, type, fd);
    }
    close(fd);
}

static void offer_finish(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; }
static void offer_set_actions(struct wl_client *c, struct wl_resource *r, uint32_t actions, uint32_t preferred) {
    (void)c; (void)r; (void)actions; (void)preferred;
}

static const struct wl_data_offer_interface offer_impl = {
    .accept = offer_accept, .receive = offer_receive, .destroy = release_resource,
    .finish = offer_finish, .set_actions = offer_set_actions,
};

/// Tells the client's data device what the selection is now (an offer, or none).
static void send_selection(void) {
    if (!data_device) return;
    struct wl_client *client = wl_resource_get_client(data_device);
    if (!selection_source && !own_text) { wl_data_device_send_selection(data_device, NULL); return; }
    struct wl_resource *offer = wl_resource_create(client, &wl_data_offer_interface, wl_resource_get_version(data_device), 0);
    if (!offer) return;
    wl_resource_set_implementation(offer, &offer_impl, own_text ? NULL : selection_source, NULL);
    wl_data_device_send_data_offer(data_device, offer);
    if (own_text) {
        wl_data_offer_send_offer(offer, "text/plain;charset=utf-8");
        wl_data_offer_send_offer(offer, "text/plain");
    } else {
        for (int i = 0; i < selection_source->type_count; i++) wl_data_offer_send_offer(offer, selection_source->types[i]);
    }
    wl_data_device_send_selection(data_device, offer);
}

// MARK: Sources (what the client offers)

static void source_offer(struct wl_client *c, struct wl_resource *r, const char *type) {
    (void)c;
    struct source *s = wl_resource_get_user_data(r);
    if (s->type_count < MAX_TYPES) s->types[s->type_count++] = strdup(type);
}

static void source_set_actions(struct wl_client *c, struct wl_resource *r, uint32_t actions) { (void)c; (void)r; (void)actions; }

static const struct wl_data_source_interface source_impl = {
    .offer = source_offer, .destroy = release_resource, .set_actions = source_set_actions,
};

static void source_destroyed(struct wl_resource *r) {
    struct source *s = wl_resource_get_user_data(r);
    if (selection_source == s) {
        selection_source = NULL;
        report("selection none");
    }
    for (int i = 0; i < s->type_count; i++) free(s->types[i]);
    free(s);
}

static void create_data_source(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct source *s = calloc(1, sizeof *s);
    s->resource = wl_resource_create(c, &wl_data_source_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(s->resource, &source_impl, s, source_destroyed);
}

// MARK: The device

static void device_start_drag(struct wl_client *c, struct wl_resource *r, struct wl_resource *source,
                              struct wl_resource *origin, struct wl_resource *icon, uint32_t serial) {
    (void)c; (void)r; (void)source; (void)origin; (void)icon; (void)serial;
}

static void device_set_selection(struct wl_client *c, struct wl_resource *r, struct wl_resource *source, uint32_t serial) {
    (void)c; (void)r;
    struct source *s = source ? wl_resource_get_user_data(source) : NULL;
    if (selection_source && selection_source != s) wl_data_source_send_cancelled(selection_source->resource);
    free(own_text);
    own_text = NULL;
    selection_source = s;
    char types[512] = "";
    for (int i = 0; s && i < s->type_count; i++) {
        if (strlen(types) + strlen(s->types[i]) + 2 >= sizeof types) break;
        if (i) strcat(types, " ");
        strcat(types, s->types[i]);
    }
    report("selection serial %u types %s", serial, s ? types : "none");
    send_selection();
}

static const struct wl_data_device_interface device_impl = {
    .start_drag = device_start_drag, .set_selection = device_set_selection, .release = release_resource,
};

static void device_destroyed(struct wl_resource *r) { if (data_device == r) data_device = NULL; }

static void get_data_device(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *seat) {
    (void)seat;
    data_device = wl_resource_create(c, &wl_data_device_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(data_device, &device_impl, NULL, device_destroyed);
    // The client has the keyboard from the start: it hears the selection at once.
    send_selection();
}

static const struct wl_data_device_manager_interface manager_impl = {
    .create_data_source = create_data_source, .get_data_device = get_data_device,
};

static void bind_manager(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wl_data_device_manager_interface, version, id);
    wl_resource_set_implementation(r, &manager_impl, NULL, NULL);
}

void data_global_create(void) {
    wl_global_create(server.display, &wl_data_device_manager_interface, 3, NULL, bind_manager);
}

// MARK: Commands

/// `clipboard offer TEXT`: the compositor (another program) owns the selection now.
void data_offer_text(const char *text) {
    if (selection_source) { wl_data_source_send_cancelled(selection_source->resource); selection_source = NULL; }
    free(own_text);
    own_text = strdup(text);
    send_selection();
}

static int reading_ready(int fd, uint32_t mask, void *data) {
    (void)mask; (void)data;
    char chunk[4096];
    ssize_t n = read(fd, chunk, sizeof chunk);
    if (n > 0) {
        reading.data = realloc(reading.data, reading.length + (size_t)n + 1);
        memcpy(reading.data + reading.length, chunk, (size_t)n);
        reading.length += (size_t)n;
        reading.data[reading.length] = 0;
        return 0;
    }
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) return 0;
    // End of the data: reported on one line, newlines as \n.
    for (size_t i = 0; i < reading.length; i++) if (reading.data[i] == '\n' || reading.data[i] == '\r') reading.data[i] = ' ';
    report("clipboard-data %zu %s", reading.length, reading.data ? reading.data : "");
    wl_event_source_remove(reading.watch);
    close(fd);
    free(reading.data);
    reading.data = NULL; reading.length = 0; reading.fd = -1; reading.watch = NULL;
    return 0;
}

/// `clipboard read MIME`: asks the client's source for its data, reported when it ends.
void data_read(const char *type) {
    if (!selection_source) { report("error no client selection"); return; }
    if (reading.fd >= 0) { report("error a read is in progress"); return; }
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) { report("error pipe"); return; }
    wl_data_source_send_send(selection_source->resource, type, fds[1]);
    close(fds[1]);
    reading.fd = fds[0];
    reading.watch = wl_event_loop_add_fd(server.loop, fds[0], WL_EVENT_READABLE, reading_ready, NULL);
}
