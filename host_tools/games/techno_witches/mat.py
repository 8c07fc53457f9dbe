"""The Techno Witches table as a 1:1 mat, tiled on A4 pages (one PDF per
adventure), so the castles, houses and the cat stand where the box thinks
they are. Every position comes from the engine's own layout tables
(games/techno_witches/data.py, layout.py).

    python -m host_tools.games.techno_witches.mat       every adventure into build/mat/
    python -m host_tools.games.techno_witches.mat --adventure quaddatsch --players 3 -o build/mat

Print at 100 % ("actual size", no "fit to page"): each page carries a 100 mm
bar to check it. Cut each page along its frame, lay them out by the labels
(row A.., column 1..) and join them on the corner crosses.
"""

import argparse
import os
import sys

import cairocffi as cairo

from host_tools import FIRMWARE

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)

from hexbox.games.techno_witches import data, layout  # noqa: E402

PT = 72 / 25.4  # PDF points per mm
A4 = (210, 297)  # mm, portrait
MARGIN = 10  # mm of white border that most printers cannot print
LABEL = 8  # mm above the tile: what the page is, and the 100 mm check bar
TILE = (A4[0] - 2 * MARGIN, A4[1] - 2 * MARGIN - LABEL)  # mat area per page
CROSS = 5  # mm, arm of the corner crosses


def tiles():
    """(columns, rows) of pages for the whole table."""
    return (-(-data.TABLE_W // TILE[0]), -(-data.TABLE_H // TILE[1]))


def items(adventure, players):
    """What stands on the table: [(kind, name, x, y, size)] in mm, y up."""
    out = []
    for n in range(1, 9):
        x, y = layout.castle_xy(adventure, n)
        out.append(("castle", "%d %s" % (n, data.CASTLE_NAMES[n]), x, y, data.CASTLE_RADIUS[n]))
    for name in layout.house_names(adventure, players):
        x, y = layout.house_xy(adventure, players, name)
        out.append(("house", "House %s" % name[1:], x, y, data.HOUSE_SIDE))
    cat = layout.cat_xy(adventure)
    if cat is not None:
        out.append(("cat", "cat", cat[0], cat[1], data.CAT_RADIUS))
    return out


def _draw_table(cr, adventure, players):
    """The whole table in mm, y up from the lower left corner (the caller's
    transform puts it on the page)."""
    cr.set_line_width(0.4)
    cr.rectangle(0, 0, data.TABLE_W, data.TABLE_H)
    cr.stroke()
    # a 100 mm grid, faint: a help for laying out the pages
    cr.set_source_rgb(0.8, 0.8, 0.8)
    cr.set_line_width(0.2)
    for x in range(100, data.TABLE_W, 100):
        cr.move_to(x, 0)
        cr.line_to(x, data.TABLE_H)
    for y in range(100, data.TABLE_H, 100):
        cr.move_to(0, y)
        cr.line_to(data.TABLE_W, y)
    cr.stroke()
    cr.set_source_rgb(0, 0, 0)
    if adventure == data.QUADDATSCH:
        cr.set_dash([6, 4])
        for _name, x1, y1, x2, y2 in layout.circle_lines():
            cr.move_to(x1, y1)
            cr.line_to(x2, y2)
        cr.stroke()
        cr.set_dash([])
    for kind, name, x, y, size in items(adventure, players):
        cr.new_path()  # the label's text leaves a current point behind
        cr.set_line_width(0.8)
        if kind == "house":
            cr.rectangle(x - size / 2, y - size / 2, size, size)
        else:
            cr.arc(x, y, size, 0, 6.2832)
        cr.stroke()
        # the centre cross: where the piece's centre goes
        cr.set_line_width(0.3)
        cr.move_to(x - 4, y)
        cr.line_to(x + 4, y)
        cr.move_to(x, y - 4)
        cr.line_to(x, y + 4)
        cr.stroke()
        _text(cr, x, y - size - 6, name, 5)


def _text(cr, x, y, s, size):
    """Upright text centred on (x, y) in the y-up table frame."""
    cr.save()
    cr.translate(x, y)
    cr.scale(1, -1)
    cr.set_font_size(size)
    ext = cr.text_extents(s)
    cr.move_to(-ext[2] / 2, ext[3] / 2)
    cr.show_text(s)
    cr.restore()
    cr.new_path()


def write(path, adventure, players):
    """One PDF: a page per tile. Returns the number of pages."""
    cols, rows = tiles()
    surface = cairo.PDFSurface(path, A4[0] * PT, A4[1] * PT)
    cr = cairo.Context(surface)
    title = adventure.replace("_", " ").title()
    pages = 0
    for r in range(rows - 1, -1, -1):  # the far row (A) first, as the stack is laid out
        for c in range(cols):
            x0, y0 = c * TILE[0], r * TILE[1]  # the tile's lower left corner on the table
            cr.save()
            cr.scale(PT, PT)
            # label and the 100 mm check bar above the frame
            cr.set_font_size(4)
            cr.move_to(MARGIN, MARGIN + 3)
            cr.show_text(
                "Techno Witches, %s, %d players: row %s, column %d (of %s%d x %d)"
                % (title, players, chr(65 + rows - 1 - r), c + 1, chr(64 + rows), cols, rows)
            )
            cr.set_line_width(0.6)
            cr.move_to(MARGIN, MARGIN + 6)
            cr.line_to(MARGIN + 100, MARGIN + 6)
            cr.stroke()
            cr.move_to(MARGIN + 102, MARGIN + 7)
            cr.show_text("100 mm: print at actual size")
            # the tile: clip, then the table in its own frame (y up)
            top = MARGIN + LABEL
            cr.rectangle(MARGIN, top, TILE[0], TILE[1])
            cr.set_line_width(0.2)
            cr.stroke_preserve()
            cr.clip()
            cr.translate(MARGIN - x0, top + TILE[1] + y0)
            cr.scale(1, -1)
            _draw_table(cr, adventure, players)
            cr.restore()
            # corner crosses, to join the pages
            cr.save()
            cr.scale(PT, PT)
            cr.set_line_width(0.3)
            for cx in (MARGIN, MARGIN + TILE[0]):
                for cy in (top, top + TILE[1]):
                    cr.move_to(cx - CROSS, cy)
                    cr.line_to(cx + CROSS, cy)
                    cr.move_to(cx, cy - CROSS)
                    cr.line_to(cx, cy + CROSS)
            cr.stroke()
            cr.restore()
            cr.show_page()
            pages += 1
    surface.finish()
    return pages


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog="python -m host_tools.games.techno_witches.mat", description=__doc__.split("\n\n")[0]
    )
    ap.add_argument(
        "--adventure", choices=data.ADVENTURES, help="one adventure (default: all four)"
    )
    ap.add_argument("--players", type=int, default=data.MAX_PLAYERS,
                    help="players (Flight School places one house each; default 4)")
    ap.add_argument("-o", "--out", default=os.path.join("build", "mat"))
    args = ap.parse_args(argv)
    if not data.MIN_PLAYERS <= args.players <= data.MAX_PLAYERS:
        ap.error("players must be %d..%d" % (data.MIN_PLAYERS, data.MAX_PLAYERS))
    os.makedirs(args.out, exist_ok=True)
    for adv in [args.adventure] if args.adventure else data.ADVENTURES:
        path = os.path.join(args.out, "mat_%s.pdf" % adv)
        n = write(path, adv, args.players)
        print("%s: %d A4 pages (%d x %d), print at actual size" % (path, n, *tiles()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
