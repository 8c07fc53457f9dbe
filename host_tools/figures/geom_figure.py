"""Draw the README picture: a curve (arc band) touching a disc.

Everything comes from the integer core: the disc is slid towards the band and
the first position where hexbox.core.collide.touches says "touching" is found
by bisection; the PNG is rendered pixel by pixel with the core's own
predicates (no drawing library), the SVG from the same integer shapes.
Run: python -m host_tools.figures.geom_figure   (writes wiring/figures/arc_band_touch.{svg,png})
"""

import math
import os
import struct
import zlib

from hexbox.core import fixed
from hexbox.core.collide import touches
from hexbox.core.shapes import band, disc, point
from host_tools import ROOT

OUT = os.path.join(ROOT, "wiring", "figures")
mm = fixed.mm


def scene():
    """The band (curve 3: radius 100 mm, 90 deg, 22 mm wide) and the touching disc."""
    cx, cy = mm(300), mm(200)
    b = band(cx, cy, mm(100), fixed.deg(0), fixed.deg(90), mm(22))
    r = mm(45)
    # slide the castle along a ray at 50 degrees towards the band's centre line
    a = fixed.deg(50)
    ux, uy = fixed.cos_q(a), fixed.sin_q(a)

    def at(d):
        return disc(cx + ((d * ux) >> 15), cy + ((d * uy) >> 15), r)

    far, near = mm(300), mm(100)  # apart at far, overlapping at near
    while far - near > 1:
        mid = (far + near) // 2
        if touches(b, at(mid)):
            near = mid
        else:
            far = mid
    return b, at(near), at(far)


def _band_path(b, s, ox, oy):
    cx, cy, rin, rout, start, sweep = b[5], b[6], b[7], b[8], b[9], b[10]
    a0 = start * 2 * math.pi / fixed.TURN
    a1 = (start + sweep) * 2 * math.pi / fixed.TURN

    def p(rr, a):
        return "%.2f %.2f" % (ox + (cx + rr * math.cos(a)) * s, oy - (cy + rr * math.sin(a)) * s)

    large = 1 if sweep > fixed.HALF else 0
    return "M %s A %.2f %.2f 0 %d 0 %s L %s A %.2f %.2f 0 %d 1 %s Z" % (
        p(rout, a0),
        rout * s,
        rout * s,
        large,
        p(rout, a1),
        p(rin, a1),
        rin * s,
        rin * s,
        large,
        p(rin, a0),
    )


def svg(b, d, d_far):
    s = 2.0 / fixed.UNITS_PER_MM  # 2 px per mm
    ox, oy = -mm(215) * s, mm(435) * s
    w, h = 2 * 300, 2 * 300

    def xy(x, y):
        return ox + x * s, oy - y * s

    dx, dy = xy(d[5], d[6])
    cx, cy = xy(b[5], b[6])
    gap = math.hypot(d_far[5] - d[5], d_far[6] - d[6])
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
        'font-family="sans-serif" font-size="12">'
        % (w, h, w, h),
        '<rect width="100%" height="100%" fill="white"/>',
        '<path d="%s" fill="#8ab6e8" stroke="#1d4f91" stroke-width="1.5"/>'
        % _band_path(b, s, ox, oy),
        '<circle cx="%.2f" cy="%.2f" r="%.2f" fill="#f3b36b" fill-opacity="0.85" '
        'stroke="#9a5a12" stroke-width="1.5"/>'
        % (dx, dy, d[7] * s),
        '<circle cx="%.2f" cy="%.2f" r="2.5" fill="#1d4f91"/>' % (cx, cy),
        '<line x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" stroke="#555" stroke-dasharray="4 3"/>'
        % (cx, cy, dx, dy),
        '<text x="12" y="22">arc band: centre line r = 100 mm, sweep 90 deg, width 22 mm</text>',
        '<text x="12" y="40">disc: r = 45 mm, slid along the dashed line</text>',
        '<text x="12" y="58">first touching position found by the integer core;</text>',
        '<text x="12" y="76">one unit (%.4f mm) further out they are apart</text>'
        % (gap / fixed.UNITS_PER_MM),
        "</svg>",
    ]
    return "\n".join(parts) + "\n"


def png(b, d, width=600, height=600):
    """Rasterise with the core's predicates: each pixel is a point shape.

    Blue: band, orange: disc, red: both (there is none: they only touch);
    the dark ring marks where they touch.
    """
    s = 2.0 / fixed.UNITS_PER_MM
    ox, oy = -mm(215) * s, mm(435) * s
    # contact: on the line between the centres, at the band's outer radius
    dist = math.hypot(d[5] - b[5], d[6] - b[6])
    kx = b[5] + (d[5] - b[5]) * b[8] / dist
    ky = b[6] + (d[6] - b[6]) * b[8] / dist
    kpx, kpy = ox + kx * s, oy - ky * s
    rows = []
    for j in range(height):
        row = bytearray([0])  # filter type 0
        for i in range(width):
            x = int(round((i + 0.5 - ox) / s))
            y = int(round((oy - (j + 0.5)) / s))
            p = point(x, y)
            in_b = touches(b, p)
            in_d = touches(d, p)
            ring = math.hypot(i + 0.5 - kpx, j + 0.5 - kpy)
            if 7 <= ring <= 9:
                c = (40, 40, 40)
            elif in_b and in_d:
                c = (200, 30, 30)
            elif in_b:
                c = (138, 182, 232)
            elif in_d:
                c = (243, 179, 107)
            else:
                c = (255, 255, 255)
            row.extend(c)
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(tag, data):
        return (
            struct.pack(">I", len(data))
            + tag
            + data
            + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
        )

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def main():
    b, d, d_far = scene()
    assert touches(b, d) and not touches(b, d_far)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "arc_band_touch.svg"), "w") as f:
        f.write(svg(b, d, d_far))
    with open(os.path.join(OUT, "arc_band_touch.png"), "wb") as f:
        f.write(png(b, d))
    print("wrote", os.path.join(OUT, "arc_band_touch.svg"), "and .png")


if __name__ == "__main__":
    main()
