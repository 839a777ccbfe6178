"""The cards scene's model (Sources/Gallery/CardsScene.swift), shared by the peers' twins in
scripts/race: a 1280x720 window, COUNT cards of 120x80 whose starts, speeds and hues come from
the same xorshift32 sequence as Lamina's scene, each bouncing between the window's edges."""
import math

WIDTH, HEIGHT = 1280, 720
CARD_W, CARD_H = 120, 80


def hsl(hue, light):
    """TiledScene.color(hue:light:): a soft colour of the given hue."""
    c = 0.35 * (1 - abs(2 * light - 1))
    h = hue * 6
    x = c * (1 - abs(math.fmod(h, 2) - 1))
    m = light - c / 2
    r, g, b = ((c, x, 0) if h < 1 else (x, c, 0) if h < 2 else (0, c, x) if h < 3
               else (0, x, c) if h < 4 else (x, 0, c) if h < 5 else (c, 0, x))
    return r + m, g + m, b + m


class Card:
    """CardsScene.Card: xorshift32 seeded from the card's index; `color` is (r, g, b)."""

    def __init__(self, i, width=WIDTH, height=HEIGHT):
        self.state = (i * 2654435761 + 12345) & 0xFFFFFFFF
        rx, ry = max(1, width - CARD_W), max(1, height - CARD_H)
        self.start = (self.next() * rx, self.next() * ry)
        speed, angle = 60 + self.next() * 120, self.next() * 2 * math.pi
        self.velocity = (speed * math.cos(angle), speed * math.sin(angle))
        self.color = hsl(self.next(), 0.6)

    def next(self):
        s = self.state
        s ^= (s << 13) & 0xFFFFFFFF
        s ^= s >> 17
        s ^= (s << 5) & 0xFFFFFFFF
        self.state = s
        return s / 4294967296


def cards(count):
    return [Card(i) for i in range(count)]


def bounce(start, v, extent, t):
    """Where a card moving at `v` from `start` is at `t`, reflected at 0 and `extent`."""
    period = 2 * extent
    p = math.fmod(start + v * t, period)
    if p < 0:
        p += period
    return period - p if p > extent else p
