// The commands a test sends on stdin, one per line:
//   configure W H [STATES]        a toplevel configure (states: maximized fullscreen resizing activated)
//   scale N                       preferred fractional scale, in 120ths (180 = 1.5)
//   enter N | leave N             the toplevel enters or leaves output N (mode `two-outputs`)
//   motion X Y | button CODE down|up
//   axis DY VALUE120              a vertical wheel scroll (120 = one detent)
//   key CODE down|up              evdev key codes (KEY_A = 30)
//   touch down|motion ID X Y | touch up ID | touch cancel
//   hold | release                hold frame callbacks back (a hidden window), then answer them again
//   save PATH                     the toplevel's last buffer as a binary PPM (P6)
//   clipboard offer TEXT          another program owns the selection: TEXT as text/plain
//   clipboard read MIME           asks the client's selection for MIME; reports `clipboard-data LENGTH TEXT`
//   close | quit
// Faults (a misbehaving compositor):
//   buffers hold | buffers release   keep every buffer busy, then release them all
//   frames twice | frames once       send each frame callback's `done` twice
//   keymap truncated|binary|huge     a keymap no client should accept (see seat.c)
//   remove seat | remove output      withdraw the global while the client uses it
//   disconnect                       drop the client's connection
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "test_compositor.h"
#include "xdg-shell-server-protocol.h"
#include "fractional-scale-v1-server-protocol.h"

static void save_pixels(const char *path) {
    FILE *f = server.pixels ? fopen(path, "wb") : NULL;
    if (!f) { report("error cannot save %s", path); return; }
    fprintf(f, "P6\n%d %d\n255\n", server.pixels_width, server.pixels_height);
    for (size_t i = 0; i < (size_t)server.pixels_width * (size_t)server.pixels_height; i++) {
        uint32_t p = server.pixels[i];
        unsigned char rgb[3] = { (unsigned char)(p >> 16), (unsigned char)(p >> 8), (unsigned char)p };
        fwrite(rgb, 1, 3, f);
    }
    fclose(f);
}

void commands_handle(char *line) {
    char word[32] = "", arg[32] = "", states[128] = "";
    double x = 0, y = 0;
    int a = 0, b = 0;
    if (sscanf(line, "%31s", word) != 1) return;
    if (!strcmp(word, "configure") && sscanf(line, "%*s %d %d %127[^\n]", &a, &b, states) >= 2) {
        server.width = a;
        server.height = b;
        shell_send_configure(states);
    } else if (!strcmp(word, "scale") && sscanf(line, "%*s %d", &a) == 1) {
        server.scale120 = a;
        if (server.fractional) wp_fractional_scale_v1_send_preferred_scale(server.fractional, (uint32_t)a);
    } else if ((!strcmp(word, "enter") || !strcmp(word, "leave")) && sscanf(line, "%*s %d", &a) == 1) {
        surface_send_output(a, !strcmp(word, "enter"));
    } else if (!strcmp(word, "motion") && sscanf(line, "%*s %lf %lf", &x, &y) == 2) {
        seat_pointer_motion(x, y);
    } else if (!strcmp(word, "button") && sscanf(line, "%*s %d %31s", &a, arg) == 2) {
        seat_pointer_button((uint32_t)a, !strcmp(arg, "down"));
    } else if (!strcmp(word, "axis") && sscanf(line, "%*s %lf %d", &x, &a) == 2) {
        seat_axis(x, a);
    } else if (!strcmp(word, "key") && sscanf(line, "%*s %d %31s", &a, arg) == 2) {
        seat_key((uint32_t)a, !strcmp(arg, "down"));
    } else if (!strcmp(word, "touch") && sscanf(line, "%*s %31s %d %lf %lf", arg, &a, &x, &y) >= 1) {
        seat_touch(arg, a, x, y);
    } else if (!strcmp(word, "save") && sscanf(line, "%*s %31s", arg) == 1) {
        save_pixels(line + 5);
    } else if (!strcmp(word, "hold")) {
        server.holding_frames = true;
    } else if (!strcmp(word, "release")) {
        surface_release_frames();
    } else if (!strcmp(word, "buffers") && sscanf(line, "%*s %31s", arg) == 1) {
        if (!strcmp(arg, "hold")) server.holding_buffers = true; else surface_release_buffers();
    } else if (!strcmp(word, "frames") && sscanf(line, "%*s %31s", arg) == 1) {
        server.double_frames = !strcmp(arg, "twice");
    } else if (!strcmp(word, "keymap") && sscanf(line, "%*s %31s", arg) == 1) {
        seat_send_bad_keymap(arg);
    } else if (!strcmp(word, "remove") && sscanf(line, "%*s %31s", arg) == 1) {
        struct wl_global **g = !strcmp(arg, "seat") ? &server.seat_global : !strcmp(arg, "output") ? &server.output_global : NULL;
        if (!g || !*g) { report("error nothing to remove: %s", arg); return; }
        wl_global_destroy(*g);
        *g = NULL;
    } else if (!strcmp(word, "clipboard") && sscanf(line, "%*s %31s", arg) == 1) {
        // clipboard offer TEXT | clipboard read MIME
        const char *rest = strstr(line, arg) + strlen(arg);
        while (*rest == ' ') rest++;
        if (!strcmp(arg, "offer")) data_offer_text(rest);
        else if (!strcmp(arg, "read")) data_read(rest);
        else { report("error unknown clipboard command: %s", arg); return; }
    } else if (!strcmp(word, "disconnect")) {
        struct surface *s = server.toplevel_surface;
        if (!s) { report("error no client"); return; }
        server.toplevel_surface = NULL;
        report("done %s", word);
        wl_client_destroy(wl_resource_get_client(s->resource));
        return;
    } else if (!strcmp(word, "close")) {
        struct surface *s = server.toplevel_surface;
        if (s && s->toplevel) xdg_toplevel_send_close(s->toplevel);
    } else if (!strcmp(word, "quit")) {
        wl_display_terminate(server.display);
        return;
    } else {
        report("error unknown command: %s", line);
        return;
    }
    wl_display_flush_clients(server.display);
    report("done %s", word);
}
