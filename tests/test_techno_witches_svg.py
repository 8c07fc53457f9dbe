"""The SVG picture of the table (simulator and docs)."""

import xml.etree.ElementTree as ET

from host_tools.games.techno_witches import figure as tool
from host_tools.games.techno_witches.figure import render

NS = "{http://www.w3.org/2000/svg}"


def _parse(g):
    return ET.fromstring(render(g))


def test_the_picture_shows_castles_houses_cat_flyers_and_the_crashed_piece_in_red():
    g = tool.example(*tool.EXAMPLES[0])  # Flight School, a crash on castle 4
    root = _parse(g)
    circles = root.findall(".//%scircle" % NS)
    assert len(circles) == len(g.castles) + 1  # castles and the cat
    paths = root.findall(".//%spath" % NS)
    assert len(g.last_flight["pieces"]) == 2
    assert len(paths) == 3  # two curves and the cross at the crash point
    assert paths[1].get("stroke") == "#e03131" and paths[0].get("stroke") != "#e03131"
    assert " L " in paths[2].get("d") and paths[2].get("stroke") == "#e03131"
    assert len(root.findall(".//%sg[@transform]" % NS)) == 1 + g.players  # table flip + flyers


def test_vanished_castles_are_not_drawn_and_wolkenschreck_is():
    g = tool.example(*tool.EXAMPLES[3])
    root = _parse(g)
    assert len(root.findall(".//%scircle" % NS)) == len(g.castles) < 8
    drawn_units = len(root.findall(".//%sg[@transform]" % NS)) - 1
    assert drawn_units == sum(1 for p in g.poses if p is not None) + 1


def test_examples_command_writes_one_figure_per_adventure(tmp_path):
    assert tool.main(["--examples", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        "techno_witches_%s.svg" % e[0] for e in tool.EXAMPLES)


def test_a_crash_at_the_tables_edge_shows_its_whole_cross():
    """A flight that leaves the table crashes at its edge: the red cross is
    drawn whole inside the picture, not cut off beyond the table."""
    from tw_helpers import give, put, ready

    g = ready()
    put(g, 0, 900, 400, 0)
    give(g, 0, [(6, "L"), (10, "R")])  # the second curve would end at x 1203 mm: off the table
    assert ("crash", 0, "e3") in g.play(("fly",))
    root = _parse(g)
    h = int(root.get("viewBox").split()[3])
    cross = [p for p in root.findall(".//%spath" % NS) if " L " in p.get("d")][-1]
    nums = [int(v) for v in cross.get("d").replace("M", " ").replace("L", " ").split()]
    xs, ys = nums[0::2], nums[1::2]
    from hexbox.games.techno_witches import data

    assert 0 <= min(xs) and max(xs) <= data.TABLE_W, xs
    assert 0 <= min(ys) and max(ys) <= data.TABLE_H <= h, ys
