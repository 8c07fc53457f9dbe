"""Die wandelnden Türme SVG: a tall stack never reaches into the next field.

Every shape of a field's column (towers, visible wizards, the Rabenburg) is
transformed by its group's rotation and must stay inside that field's own
22.5-degree sector of the ring and inside the canvas."""

import math
import re

from hexbox.games.wandelnde_tuerme import Game
from hexbox.games.wandelnde_tuerme.render import svg

CENTRE = 340
SIZE = 680


def _worst_case(f):
    """All 9 towers stacked on field f, 6 wizards on top, the castle on them."""
    d = Game(players=6, seed=1).to_dict()
    d["stacks"] = [[] for _ in range(16)]
    d["stacks"][f] = list(range(9))
    d["tops"] = [[] for _ in range(9)]
    d["tops"][8] = [0, 1, 2, 3, 4, 5]
    d["ground"] = [[] for _ in range(16)]
    d["raven"], d["raven_tower"] = f, 8
    return d


def _attr(shape, key):
    m = re.search(r'\b%s="([^"]+)"' % key, shape)
    assert m, "%s has no %s" % (shape, key)
    return m.group(1)


def _points(shape):
    """Outline points of one rect, circle or path element (untransformed)."""
    num = lambda k: float(_attr(shape, k))  # noqa: E731
    if shape.startswith("<rect"):
        x, y, w, h = num("x"), num("y"), num("width"), num("height")
        return [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]
    if shape.startswith("<circle"):
        x, y, r = num("cx"), num("cy"), num("r")
        return [(x - r, y), (x + r, y), (x, y - r), (x, y + r)]
    d = _attr(shape, "d")
    pts, x, y = [], 0.0, 0.0
    for cmd, args in re.findall(r"([MhvHV])([-\d. ]+)", d):
        v = [float(a) for a in args.split()]
        if cmd == "M":
            x, y = v
        elif cmd == "h":
            x += v[0]
        elif cmd == "v":
            y += v[0]
        pts.append((x, y))
    return pts


def _columns(pic):
    for m in re.finditer(r'<g transform="rotate\(([-\d.]+) (\d+) (\d+)\)">(.*?)</g>', pic, re.S):
        deg, cx, cy = float(m.group(1)), float(m.group(2)), float(m.group(3))
        shapes = re.findall(r"<(?:rect|circle|path)[^>]*>", m.group(4))
        yield deg, cx, cy, shapes


def _rotate(p, deg, cx, cy):
    a = math.radians(deg)
    dx, dy = p[0] - cx, p[1] - cy
    return cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a)


def test_svg_tall_stacks_stay_in_their_own_sector_of_the_ring():
    """Rendering the ring and its stacks: a 9-tower stack with 6 wizards
    and the Rabenburg on it is drawn without overlapping the next field."""
    for f in range(16):
        pic = svg(_worst_case(f))
        columns = list(_columns(pic))
        assert len(columns) == 16
        deg, cx, cy, shapes = columns[f]
        assert abs(deg - f * 22.5) < 1e-9
        assert len(shapes) >= 9 + 6 + 1  # towers, wizards, castle
        for shape in shapes:
            for p in _points(shape):
                x, y = _rotate(p, deg, cx, cy)
                assert 0 <= x <= SIZE and 0 <= y <= SIZE, (f, shape)
                ang = math.degrees(math.atan2(x - CENTRE, CENTRE - y)) % 360
                off = (ang - f * 22.5 + 180) % 360 - 180
                assert abs(off) < 11.25, "field %d: %s reaches into the next sector" % (
                    f + 1,
                    shape,
                )
