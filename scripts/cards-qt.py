#!/usr/bin/python3
"""The cards scene (Sources/Gallery/CardsScene.swift) written with Qt Quick, for scripts/race.

COUNT cards, 120x80, corner radius 12, background at 85% alpha, placed and moved by the same
formula as Lamina's scene (scripts/cards-gtk4.py's Card: the same pseudo-random starts, speeds
and hues), positions bound in QML to a time that a FrameAnimation advances every frame. Qt
Quick's software scene graph runs no shader effects, so the shadow (offset (0, 4), blur
radius 3, black at 50%) is an image blurred once at start, drawn under each card as a
BorderImage. Prints "frame t=SECONDS" after each frame is swapped. Run with
QT_QUICK_BACKEND=software and QT_QPA_PLATFORM=wayland.

Usage: cards-qt.py [COUNT]
"""
import os
import struct
import sys
import tempfile
import time
import zlib

from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickView

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cards_model import CARD_H, CARD_W, HEIGHT, WIDTH, cards  # noqa: E402

BLUR = 3
PAD = 2 * BLUR


def shadow_image(path):
    """A 120x80 rounded rectangle (radius 12) in black at 50%, 4x4 supersampled, box-blurred
    three times (close to a Gaussian of the same radius), with PAD pixels of room on each
    side; written as a PNG without Qt (pure Python: it runs once)."""
    w, h = CARD_W + 2 * PAD, CARD_H + 2 * PAD

    def inside(x, y):
        cx = min(max(x, PAD + 12), PAD + CARD_W - 12)
        cy = min(max(y, PAD + 12), PAD + CARD_H - 12)
        return PAD <= x <= PAD + CARD_W and PAD <= y <= PAD + CARD_H and (x - cx) ** 2 + (y - cy) ** 2 <= 144

    alpha = [[sum(inside(x + (i + 0.5) / 4, y + (j + 0.5) / 4) for i in range(4) for j in range(4)) * 128 // 16
              for x in range(w)] for y in range(h)]
    r = max(1, BLUR // 2)
    for _ in range(3):
        alpha = [[sum(row[max(0, x - r):x + r + 1]) // (min(w, x + r + 1) - max(0, x - r)) for x in range(w)] for row in alpha]
        cols = list(zip(*alpha))
        cols = [[sum(col[max(0, y - r):y + r + 1]) // (min(h, y + r + 1) - max(0, y - r)) for y in range(h)] for col in cols]
        alpha = [list(row) for row in zip(*cols)]
    raw = b"".join(b"\0" + bytes(v for a in row for v in (0, 0, 0, a)) for row in alpha)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


QML = """
import QtQuick
Rectangle {
    id: root
    width: WIDTH; height: HEIGHT; color: Qt.rgba(0.93, 0.93, 0.95, 1)
    property real t: 0
    function bounce(start, v, extent, t) {
        var period = 2 * extent
        var p = (start + v * t) % period
        if (p < 0) p += period
        return p > extent ? period - p : p
    }
    FrameAnimation { running: true; onTriggered: root.t = elapsedTime }
    Repeater {
        model: CARDS
        Item {
            x: root.bounce(modelData[0], modelData[2], Math.max(1, root.width - CARD_W), root.t)
            y: root.bounce(modelData[1], modelData[3], Math.max(1, root.height - CARD_H), root.t)
            width: CARD_W; height: CARD_H
            BorderImage {
                x: -PAD; y: 4 - PAD; width: CARD_W + 2 * PAD; height: CARD_H + 2 * PAD
                source: SHADOW
                border { left: 20; right: 20; top: 20; bottom: 20 }
            }
            Rectangle {
                anchors.fill: parent; radius: 12
                color: Qt.rgba(modelData[4], modelData[5], modelData[6], 0.85)
            }
        }
    }
}
"""


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    shadow = os.path.join(os.environ.get("LAMINA_RACE_CACHE", tempfile.gettempdir()), "cards-qt-shadow.png")
    app = QGuiApplication(sys.argv[:1])
    if not os.path.exists(shadow):
        shadow_image(shadow)
    model = "[" + ",".join(f"[{c.start[0]},{c.start[1]},{c.velocity[0]},{c.velocity[1]},{c.color[0]},{c.color[1]},{c.color[2]}]"
                           for c in cards(count)) + "]"
    qml = (QML.replace("CARDS", model).replace("SHADOW", '"file://' + shadow + '"').replace("CARD_W", str(CARD_W))
           .replace("CARD_H", str(CARD_H)).replace("WIDTH", str(WIDTH)).replace("HEIGHT", str(HEIGHT)).replace("PAD", str(PAD)))
    path = os.path.join(tempfile.mkdtemp(prefix="cards-qt-"), "cards.qml")
    with open(path, "w") as f:
        f.write(qml)
    view = QQuickView()
    view.setTitle("cards (Qt Quick)")
    view.setResizeMode(QQuickView.SizeRootObjectToView)
    view.setSource(QUrl.fromLocalFile(path))
    start = time.monotonic()
    view.frameSwapped.connect(lambda: print(f"frame t={time.monotonic() - start:.6f}", flush=True))
    view.resize(WIDTH, HEIGHT)
    view.show()
    sys.exit(app.exec())


if __name__ == "__main__":
    main()
