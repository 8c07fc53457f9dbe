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
