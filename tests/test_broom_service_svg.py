"""The SVG render of the Broom Service map shows regions, clouds, towers,
pawns and scores, and is well-formed XML."""

import xml.etree.ElementTree as ET

from host_tools.games.broom_service.figure import render, seeded_game


def test_svg_render_shows_every_region_tower_pawn_and_score():
    for side in ("front", "back"):
        g = seeded_game(side, 3, 80, players=3)
        root = ET.fromstring(render(g))
        tags = [el.tag.split("}")[1] for el in root]
        assert tags.count("polygon") == g.board.n
        scores = [int(el.text) for el in root if el.get("class") == "score"]
        for s in range(3):
            assert scores[6 * s] == g.vp[s]
            assert scores[6 * s + 1:6 * s + 5] == g.res[s]
        # the seats by the names the OLED gives them, not numbers
        assert [el.text for el in root if el.get("class") == "seat"] == ["Red", "Blue", "Green"]
        circles_and_rects = tags.count("circle") + tags.count("rect")
        assert circles_and_rects >= len(g.board.towers) + 2 * 3


def test_every_mark_on_the_map_has_its_legend_line():
    """The back of the map with mountain tiles: crossed-out towers, "M:",
    "F:" and "H:" tags each have a line in the legend that says what they are."""
    from hexbox.games import game_class

    g = game_class("broom_service")(players=3, seed=4, variant=("back", "mountains"))
    root = ET.fromstring(render(g))
    texts = [el.text or "" for el in root.iter() if el.tag.endswith("text")]
    legend = [t for t in texts if t and any(t.startswith(k) for k in ("crossed", "M:", "H:"))]
    tags = [t for t in texts if t[:2] in ("M:", "F:", "H:") and len(t) < 12]
    assert any(g.tower_off) and tags, texts
    assert any(t.startswith("crossed out: under a mountain tile") for t in legend), legend
    assert any(t.startswith("M: mountain tile, F: forest tile") for t in legend), legend
    assert any(t.startswith("H: hill tile") for t in legend), legend
