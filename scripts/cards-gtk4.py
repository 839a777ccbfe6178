#!/usr/bin/python3
"""The cards scene (Sources/Gallery/CardsScene.swift) written with GTK4, for scripts/bench-gtk4.

COUNT cards, 120x80, corner radius 12, an outset shadow offset (0, 4) with blur radius 3 in
black at 50%, background at 85% alpha, placed by the same formula as Lamina's scene (same
pseudo-random starts, speeds and hues), drawn through GtkSnapshot every frame of the frame
clock. Prints "frame t=SECONDS" for each frame drawn. Run with GSK_RENDERER=cairo for GTK's
CPU renderer.

Usage: cards-gtk4.py [COUNT] [SECONDS]
"""
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gsk", "4.0")
gi.require_version("Gdk", "4.0")
gi.require_version("Graphene", "1.0")
from gi.repository import Gdk, GLib, Graphene, Gsk, Gtk  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cards_model import CARD_H, CARD_W, HEIGHT, WIDTH, Card, bounce  # noqa: E402


def rgba(color, alpha):
    c = Gdk.RGBA()
    c.red, c.green, c.blue, c.alpha = color[0], color[1], color[2], alpha
    return c


class CardsView(Gtk.Widget):
    def __init__(self, count):
        super().__init__()
        self.cards = [Card(i, WIDTH, HEIGHT) for i in range(count)]
        self.colors = [rgba(c.color, 0.85) for c in self.cards]
        self.start = None
        self.shadow = Gdk.RGBA()
        self.shadow.red = self.shadow.green = self.shadow.blue = 0
        self.shadow.alpha = 0.5
        self.background = Gdk.RGBA()
        self.background.red = self.background.green = 0.93
        self.background.blue = 0.95
        self.background.alpha = 1
        self.add_tick_callback(self.tick)

    def tick(self, widget, clock):
        self.queue_draw()
        return GLib.SOURCE_CONTINUE

    def do_snapshot(self, snapshot):
        clock = self.get_frame_clock()
        now = clock.get_frame_time() / 1e6 if clock else 0
        if self.start is None:
            self.start = now
        t = now - self.start
        w, h = self.get_width(), self.get_height()
        snapshot.append_color(self.background, Graphene.Rect().init(0, 0, w, h))
        rx, ry = max(1, w - CARD_W), max(1, h - CARD_H)
        for c, color in zip(self.cards, self.colors):
            x = bounce(c.start[0], c.velocity[0], rx, t)
            y = bounce(c.start[1], c.velocity[1], ry, t)
            rect = Graphene.Rect().init(x, y, CARD_W, CARD_H)
            outline = Gsk.RoundedRect()
            outline.init_from_rect(rect, 12)
            snapshot.append_outset_shadow(outline, self.shadow, 0, 4, 0, 3)
            snapshot.push_rounded_clip(outline)
            snapshot.append_color(color, rect)
            snapshot.pop()
        print(f"frame t={t:.6f}", flush=True)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 0
    app = Gtk.Application(application_id="org.lamina.CardsGTK4")

    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title="cards (GTK4)")
        window.set_default_size(WIDTH, HEIGHT)
        window.set_child(CardsView(count))
        window.present()
        if seconds > 0:
            GLib.timeout_add(int(seconds * 1000), app.quit)

    app.connect("activate", activate)
    app.run([])


if __name__ == "__main__":
    main()
