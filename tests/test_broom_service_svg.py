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
