"""Small helpers that write OpenSCAD source, and the openscad runner.

Labels are drawn as seven-segment digits made of rectangles, so a part does
not depend on which fonts the machine has (OpenSCAD's text() does)."""

import os
import shutil
import subprocess


def num(v):
    """A number as OpenSCAD source: short, and the same on every machine."""
    s = "%.4f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def vec(*vs):
    return "[%s]" % ", ".join(num(v) for v in vs)


def polygon(points):
    return "polygon(points=[%s]);" % ", ".join(vec(x, y) for x, y in points)


def cube(x, y, z, w, d, h):
    """An axis-aligned box from (x, y, z), w x d x h."""
    return "translate(%s) cube(%s);" % (vec(x, y, z), vec(w, d, h))


def cyl(x, y, z, d, h, fn=64):
    return "translate(%s) cylinder(d=%s, h=%s, $fn=%d);" % (vec(x, y, z), num(d), num(h), fn)


def block(op, items):
    return "%s() {\n%s\n}" % (op, "\n".join("  " + line for it in items for line in it.split("\n")))


# seven segments: a top, b top right, c bottom right, d bottom, e bottom left,
# f top left, g middle
_SEGS = {
    "0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc", "5": "afgcd",
    "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abcdfg", "A": "abcefg", "B": "fgedc",
    "C": "afed", "D": "bcdeg",
}


def _segment_rects(ch, x, y, h):
    """Rectangles (x, y, w, d) of one character, h tall, width h/2."""
    w = h / 2.0
    t = h / 7.0  # stroke
    half = h / 2.0
    rects = {
        "a": (x, y + h - t, w, t), "d": (x, y, w, t), "g": (x, y + half - t / 2, w, t),
        "f": (x, y + half, t, half), "e": (x, y, t, half),
        "b": (x + w - t, y + half, t, half), "c": (x + w - t, y, t, half),
    }
    return [rects[s] for s in _SEGS[ch]]


def label(text, cx, cy, h, z, depth):
    """Cubes that engrave `text` centred on (cx, cy), from height z down by depth
    (subtract them). Characters: digits and A-D."""
    w = h / 2.0
    gap = h / 4.0
    total = len(text) * w + (len(text) - 1) * gap
    x = cx - total / 2.0
    out = []
    for ch in text:
        for rx, ry, rw, rd in _segment_rects(ch, x, cy - h / 2.0, h):
            out.append(cube(rx, ry, z - depth, rw, rd, depth + 1))
        x += w + gap
    return out


def openscad():
    return shutil.which("openscad")


def render_stl(scad_path, stl_path):
    """openscad -o x.stl x.scad; raises with openscad's own message on failure."""
    exe = openscad()
    if exe is None:
        raise RuntimeError("openscad is not installed: run `make mechanics` (it installs it) "
                           "or apt-get install openscad")
    tmp = stl_path + ".tmp.stl"
    r = subprocess.run([exe, "-o", tmp, scad_path], capture_output=True, text=True)
    if r.returncode != 0 or not os.path.exists(tmp):
        raise RuntimeError("openscad failed on %s:\n%s" % (scad_path, r.stderr[-2000:]))
    os.replace(tmp, stl_path)
