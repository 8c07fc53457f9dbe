"""The SVG render of the Broom Service map shows regions, clouds, towers,
pawns and scores, and is well-formed XML."""

import xml.etree.ElementTree as ET

import pytest

from host_tools.games.broom_service import table
from host_tools.games.broom_service.figure import render, seeded_game


@pytest.fixture
def english_after():
    yield
    from hexbox.games import use_language

    use_language("en")



def test_svg_render_shows_every_region_tower_pawn_and_score():
    for side in ("front", "back"):
        g = seeded_game(side, 3, 80, players=3)
        root = ET.fromstring(render(g))
        tags = [el.tag.split("}")[1] for el in root.iter()]
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
    """The back of the map with mountain tiles: crossed-out towers and the
    tiles' badges ("M5", "F3", "B-D", a stone circle's "A") each have a line
    in the legend that says what they are, the badge's tag itself first."""
    from hexbox.games import game_class

    g = game_class("broom_service")(players=3, seed=4, variant=("back", "mountains"))
    root = ET.fromstring(render(g))
    legend = [el.text or "" for el in root.iter() if el.get("class") == "legend"]
    tags = [el.text for el in root.iter() if el.get("class") == "label tag"]
    assert any(g.tower_off) and any(t[0] == "M" and t[1:].isdigit() for t in tags) \
        and any(t[0] == "F" for t in tags) and any("-" in t for t in tags) \
        and "A" in tags, tags
    assert any(t.startswith("A to D: stone circles") for t in legend), legend
    tags = [t for t in tags if len(t) > 1]  # the stone circles' letters: the line above
    assert any(t.startswith("crossed out: under a mountain tile") for t in legend), legend
    for tag in tags:
        assert any(t.startswith(tag + ": ") for t in legend), (tag, legend)


def _marks_and_legend(svg):
    root = ET.fromstring(svg)
    marks = set()
    legend = set()
    for el in root.iter():
        cls = (el.get("class") or "").split()
        if "mark" in cls:
            marks.add(el.get("data-kind"))
        if "legend" in cls:
            legend.add(el.get("data-kind"))
    return root, marks, legend


CASES = [(side, variant, seed, steps) for side, variant in (
    ("front", ("storm",)), ("front", ("mountains", "storm")),
    ("back", ("back", "mountains", "storm")), ("back", ("back", "fewer_heavy")))
    for seed, steps in ((1, 0), (5, 60), (9, 200))]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_kind_of_mark_has_a_legend_line_and_a_place_of_its_own(lang, english_after):
    """Five seats, every variant, early and late in a game: each kind of mark
    drawn on the map (towers round and square, full, covered, clouds and
    each kind of storm cloud, an empty cloud space, witches, rivers, the
    tiles' tags, stone circles) has its line in the legend, and every mark
    found a free place in its region (none drawn where another is)."""
    from hexbox.games import game_class, use_language
    from hexbox.games.playout import advance

    use_language(lang)
    seen = set()
    for side, variant, seed, steps in CASES:
        g = advance(game_class("broom_service")(players=5, seed=seed, variant=variant), seed, steps)
        del table.FULL[:]
        _, marks, legend = _marks_and_legend(render(g))
        assert marks <= legend, (side, variant, seed, sorted(marks - legend))
        assert not table.FULL, "no room for a mark: %r" % table.FULL
        seen |= marks
    for kind in ("tower", "square", "off", "cloud", "storm1", "storm2", "space", "pawn",
                 "river", "circle"):
        assert kind in seen, (kind, sorted(seen))


def test_a_storm_cloud_is_drawn_by_its_kind_and_its_bonus_has_its_own_line(english_after):
    """A storm cloud looks unlike a heavy one and unlike another kind of storm
    cloud, and the legend names each kind on its own line: "+2 points: storm
    cloud, for each delivery next to it"."""
    from hexbox.games import game_class

    fills = {}
    legend = {}
    for seed in range(1, 8):
        g = game_class("broom_service")(players=3, seed=seed, variant=("storm",))
        root = ET.fromstring(render(g))
        for el in root.iter():
            if el.get("class") == "mark" and el.tag.endswith("ellipse"):
                fills.setdefault(el.get("data-kind"), set()).add(el.get("fill"))
            if el.get("class") == "legend":
                legend.setdefault(el.get("data-kind"), []).append(el.text)
    storms = [k for k in fills if k.startswith("storm")]
    assert "storm1" in storms and "cloud" in fills, fills
    for k in storms:
        assert fills[k] != fills["cloud"], (k, fills)
        assert len(fills[k]) == 1
    assert legend["storm1"][0] == "+2 points: storm cloud, for each delivery next to it", legend


def test_the_german_map_names_regions_and_tiles_in_german(english_after):
    """"F12", "M:", "W water" are English letters: the German page calls a
    region by its landscape's German start (Wa, Hü, He, Be, Se, Bu), as the
    German OLED does, and names each letter and tag in German."""
    import re

    from hexbox.games import game_class, use_language
    from hexbox.games.broom_service import present

    use_language("de")
    g = game_class("broom_service")(players=3, seed=4, variant=("back", "mountains", "storm"))
    root = ET.fromstring(render(g))
    regions = [el.text for el in root.iter() if el.get("class") == "region"]
    assert len(regions) == g.board.n
    assert all(re.match(r"^(Wa|Hü|He|Be|Se|Bu)\d\d$", r) for r in regions), regions
    assert [present.region_name(g, r) for r in range(g.board.n)] == regions
    legend = " ".join(el.text for el in root.iter() if el.get("class") == "legend")
    assert "Wa Wald" in legend and "Hü Hügel" in legend and "Bu Burg" in legend, legend
    assert not re.search(r"\b(forest|hill|mountain|tower|cloud)\b", legend), legend
    tags = [el.text for el in root.iter() if el.get("class") == "label tag"]
    # a tile by the German letters of its landscape ("Be2"), a turbo or a
    # stone circle by the circles' letters
    assert tags and all(re.match(r"^(Be\d|Wa\d|Hü7|[A-D]-[A-D]|[A-D])$", t) for t in tags), tags
