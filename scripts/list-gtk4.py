#!/usr/bin/python3
"""The list-flick scene (Sources/Gallery/ListFlickScene.swift) written with GTK4, for the lists
race in scripts/race: a Gtk.ListView of 10,000 rows in a 400x720 window, each a 40x40
coloured circle, a title, a smaller grey subtitle and a disclosure chevron, with separators;
the list scrolled 3,600 points a second by the frame clock, wrapping at the end. Prints
"frame t=SECONDS" after each frame is painted. Run with GSK_RENDERER=cairo for GTK's CPU
renderer.

Usage: list-gtk4.py [ROWS]
"""
import math
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

SPEED = 3600.0
COLORS = [(0.85, 0.43 + 0.4 * math.sin(k), 0.5) for k in range(8)]


def circle(area, cr, w, h, index):
    hue = (index % 8) / 8
    r, g, b = hsv(hue, 0.5, 0.85)
    cr.set_source_rgb(r, g, b)
    cr.arc(w / 2, h / 2, min(w, h) / 2, 0, 2 * math.pi)
    cr.fill()


def hsv(h, s, v):
    i = int(h * 6) % 6
    f = h * 6 - int(h * 6)
    p, q, t = v * (1 - s), v * (1 - f * s), v * (1 - (1 - f) * s)
    return [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]


def setup(factory, item):
    row = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=12)
    row.set_margin_start(16)
    row.set_margin_end(16)
    row.set_margin_top(9)
    row.set_margin_bottom(9)
    photo = Gtk.DrawingArea()
    photo.set_content_width(40)
    photo.set_content_height(40)
    photo.set_valign(Gtk.Align.CENTER)
    texts = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=2)
    texts.set_hexpand(True)
    title = Gtk.Label(xalign=0)
    subtitle = Gtk.Label(xalign=0)
    subtitle.add_css_class("dim-label")
    subtitle.add_css_class("caption")
    texts.append(title)
    texts.append(subtitle)
    chevron = Gtk.Image.new_from_icon_name("go-next-symbolic")
    row.append(photo)
    row.append(texts)
    row.append(chevron)
    item.set_child(row)


def bind(factory, item):
    row = item.get_child()
    photo = row.get_first_child()
    texts = photo.get_next_sibling()
    index = item.get_position()
    photo.set_draw_func(circle, index)
    texts.get_first_child().set_text(f"Contact {index}")
    texts.get_last_child().set_text(f"Last seen {index % 60} minutes ago")


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    app = Gtk.Application(application_id="org.lamina.ListRace")

    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title="list-gtk4")
        window.set_default_size(400, 720)
        model = Gtk.StringList.new([str(i) for i in range(rows)])
        factory = Gtk.SignalListItemFactory()
        factory.connect("setup", setup)
        factory.connect("bind", bind)
        view = Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)
        view.set_show_separators(True)
        scroller = Gtk.ScrolledWindow()
        scroller.set_child(view)
        window.set_child(scroller)
        start = [None]

        def tick(widget, clock):
            t = clock.get_frame_time() / 1e6
            if start[0] is None:
                start[0] = t
            adj = scroller.get_vadjustment()
            span = max(1.0, adj.get_upper() - adj.get_page_size())
            adj.set_value(math.fmod((t - start[0]) * SPEED, span))
            return GLib.SOURCE_CONTINUE

        scroller.add_tick_callback(tick)

        def painted(clock):
            print(f"frame t={clock.get_frame_time() / 1e6:.4f}", flush=True)

        window.present()
        window.get_frame_clock().connect("after-paint", painted)

    app.connect("activate", activate)
    app.run([])


if __name__ == "__main__":
    main()
