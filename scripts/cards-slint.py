#!/usr/bin/python3
"""The cards scene (Sources/Gallery/CardsScene.swift) written with Slint, for scripts/race.

COUNT cards, 120x80, corner radius 12, a drop shadow offset (0, 4) with blur 3 in black at
50%, background at 85% alpha, placed and moved by the same formula as Lamina's scene
(scripts/cards_model.py), positions bound in .slint to `animation-tick()`, so every frame
redraws. Slint's Python API has no frame signal: scripts/race counts the window's surface
commits instead (WAYLAND_DEBUG). The window has no frame: Weston 10's headless backend
crashes on the client-side frame winit draws at scale 2 (so Slint draws no title bar where
the others do). Run with SLINT_BACKEND=winit-skia-software (Skia's CPU renderer).

Usage: cards-slint.py [COUNT]
"""
import os
import sys
import tempfile

import slint

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cards_model import CARD_H, CARD_W, HEIGHT, WIDTH, cards  # noqa: E402

SLINT = """
struct Card { sx: float, sy: float, vx: float, vy: float, color: color }

export component Cards inherits Window {
    title: "cards (Slint)";
    no-frame: true;
    preferred-width: WIDTHpx; preferred-height: HEIGHTpx;
    background: rgb(237, 237, 242);
    in property <[Card]> cards;
    property <float> t: (animation-tick() / 1ms) / 1000;
    property <float> rx: max(1, self.width / 1px - CARD_W);
    property <float> ry: max(1, self.height / 1px - CARD_H);
    pure function bounce(start: float, v: float, extent: float, t: float) -> float {
        // start + v·t reflected at 0 and extent (Slint's mod is Euclidean, as the others'
        // fmod made non-negative).
        return extent - abs(mod(start + v * t, 2 * extent) - extent);
    }
    for c in root.cards: Rectangle {
        x: bounce(c.sx, c.vx, root.rx, root.t) * 1px;
        y: bounce(c.sy, c.vy, root.ry, root.t) * 1px;
        width: CARD_Wpx; height: CARD_Hpx;
        border-radius: 12px;
        background: c.color;
        drop-shadow-offset-y: 4px;
        drop-shadow-blur: 3px;
        drop-shadow-color: rgba(0, 0, 0, 0.5);
    }
}
"""


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    source = (SLINT.replace("CARD_W", str(CARD_W)).replace("CARD_H", str(CARD_H))
              .replace("WIDTH", str(WIDTH)).replace("HEIGHT", str(HEIGHT)))
    path = os.path.join(tempfile.mkdtemp(prefix="cards-slint-"), "cards.slint")
    with open(path, "w") as f:
        f.write(source)
    window = slint.load_file(path).Cards()
    window.cards = slint.ListModel([
        {"sx": c.start[0], "sy": c.start[1], "vx": c.velocity[0], "vy": c.velocity[1],
         "color": slint.Color({"red": round(c.color[0] * 255), "green": round(c.color[1] * 255),
                               "blue": round(c.color[2] * 255), "alpha": round(0.85 * 255)})}
        for c in cards(count)])
    window.run()


if __name__ == "__main__":
    main()
