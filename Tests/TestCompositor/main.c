// The test compositor's event loop: the Wayland socket, stdin commands, frame callbacks.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "test_compositor.h"

struct server server;

void report(const char *format, ...) {
    va_list args;
    va_start(args, format);
    vprintf(format, args);
    va_end(args);
    putchar('\n');
    fflush(stdout);
}

uint32_t next_serial(void) { return wl_display_next_serial(server.display); }

// Lines from stdin, kept across reads until their newline arrives.
static char line_buffer[4096];
static size_t line_length;

static int stdin_readable(int fd, uint32_t mask, void *data) {
    (void)data;
    if (mask & (WL_EVENT_HANGUP | WL_EVENT_ERROR)) { wl_display_terminate(server.display); return 0; }
    ssize_t n = read(fd, line_buffer + line_length, sizeof line_buffer - line_length - 1);
    if (n <= 0) { wl_display_terminate(server.display); return 0; }
    line_length += (size_t)n;
    line_buffer[line_length] = 0;
    char *start = line_buffer, *newline;
    while ((newline = strchr(start, '\n'))) {
        *newline = 0;
        commands_handle(start);
        start = newline + 1;
    }
    line_length -= (size_t)(start - line_buffer);
    memmove(line_buffer, start, line_length);
    return 0;
}

int main(int argc, char **argv) {
    const char *socket = argc > 1 ? argv[1] : "lamina-test-compositor";
    server.old_globals = argc > 2 && !strcmp(argv[2], "old-globals");
    server.old_compositor = argc > 2 && !strcmp(argv[2], "old-compositor");
    server.two_outputs = argc > 2 && !strcmp(argv[2], "two-outputs");
    server.width = 640;
    server.height = 480;
    server.display = wl_display_create();
    if (!server.display) { fprintf(stderr, "test-compositor: wl_display_create failed\n"); return 1; }
    if (wl_display_add_socket(server.display, socket) != 0) {
        fprintf(stderr, "test-compositor: cannot listen on %s (is XDG_RUNTIME_DIR set?)\n", socket);
        return 1;
    }
    wl_display_init_shm(server.display);
    surface_globals_create();
    shell_global_create();
    seat_global_create();
    data_global_create();
    server.loop = wl_display_get_event_loop(server.display);
    wl_event_loop_add_fd(server.loop, STDIN_FILENO, WL_EVENT_READABLE, stdin_readable, NULL);
    report("ready %s", socket);
    wl_display_run(server.display);
    wl_display_destroy_clients(server.display);
    wl_display_destroy(server.display);
    return 0;
}
