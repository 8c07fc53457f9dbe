"""Broom Service in words a child reads, played on the box through its
buttons in both languages: points are "points" / "Punkte" everywhere, never
"VP" ("Hill witch -3VP", "green 3VP", "Enchanted -3VP:" were read); a forest
tile's row says the points it pays ("Forest: 3 VP" paid 5); and a seat that
holds the role just led is told it plays it too, not asked "follow?" /
"bedienen?" as if it could say no; a mountain tile has the number the map
gives it."""

import random
import re

import pytest
from screens_shown import screens_shown, status_pages

from hexbox.games import words as game_words
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

POINTS = {"en": "points", "de": "Punkte"}
ONE_POINT = {"en": "point", "de": "Punkt"}
MOUNTAIN_WITCH = 3  # data.ROLES: Berghexe
ABBREVIATED = re.compile(r"\dVP|\bVP\b|\bSP\b")


def steer(want, seed):
    """A chooser that plays `want` (an action) whenever it is offered, and
    else picks at random."""
    rnd = random.Random(seed)

    def choose(g, acts):
        return want if want in acts else rnd.choice(acts)

    return choose


@pytest.mark.parametrize("lang", ["en", "de"])
def test_points_are_said_in_words_on_every_screen(lang, tmp_path, monkeypatch, english_after):
    shown = screens_shown(monkeypatch)
    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(42, "pico_referee", 3, world=world, workdir=str(tmp_path),
                       game="broom_service", probe=run.Probe(max_actions=120), lang=lang)
    monkeypatch.chdir(tmp_path)
    pages = status_pages(c, world, 12)
    rows = [r for s in shown for r in s] + [r for p in pages for r in p]
    short = [r for r in rows if ABBREVIATED.search(r)]
    assert not short, short
    W = game_words("broom_service")
    colours = "|".join(W.RESOURCES[:3])
    # a delivery row read on the way to a delivery: a tower's colour and points
    assert [r for r in rows if re.fullmatch(r"(%s) \d+ %s" % (colours, POINTS[lang]), r)], rows
    # the news of points, with the word for them ("Rot +3 Punkte: Lieferung")
    said = re.compile(r"[+-]\d+ (%s|%s):" % (ONE_POINT[lang], POINTS[lang]))
    assert [s for s in shown if said.search(" ".join(s))], rows
    # the status pages: the enchanted roles' cost in words, on a row of its own
    assert [r for r in rows if re.search(r"\b3 %s\b" % POINTS[lang], r)], pages


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_forest_tiles_row_says_the_points_it_pays(lang, monkeypatch, english_after):
    """The back of the map lays forest tiles; the seats take one and use the
    points tile the first time the menu offers it: its row says as many
    points as the news then pays."""
    from hexbox.games.broom_service.data import F_VP, F_VP_GAIN

    shown = screens_shown(monkeypatch)
    c, _, _ = run.auto(5, "pico_referee", 3, game="broom_service", variant=("back",),
                       choose=steer(("ftile", F_VP), 5), probe=run.Probe(max_actions=200),
                       lang=lang)
    W = game_words("broom_service")
    used = [i for i, a in enumerate(c.game.history) if a == ("ftile", F_VP)]
    assert used, "no points tile was used"
    tile = re.compile(r"%s(\d+) " % re.escape(W.FOREST.split("%s")[0]))  # "Forest: 5 points"
    said = [int(m.group(1)) for s in shown for r in s for m in [tile.match(r)] if m]
    assert said, "no forest tile's row was read"
    assert set(said) == {F_VP_GAIN}, said
    text = [" ".join(s) for s in shown]
    assert [t for t in text if re.search(r"\+%d %s: " % (F_VP_GAIN, POINTS[lang]), t)], text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seat_that_holds_the_led_role_is_told_it_plays_it_too(lang, monkeypatch,
                                                                 english_after):
    """Three seats: whenever a seat holds the role just led, its screen names
    it and offers brave and cowardly, as a must, not a question."""
    from hexbox.games import presentation

    def keep(app, rows, hl):  # a menu's screen, with the role led and the seat asked
        g = app.game
        return (list(rows), g.role, g.current) if g is not None and app.menu is not None else None

    seen = screens_shown(monkeypatch, keep)
    run.auto(42, "pico_referee", 3, game="broom_service", probe=run.Probe(max_actions=60),
             lang=lang)
    W = game_words("broom_service")
    p = presentation("broom_service")
    follows = [(rows, seat) for rows, role, seat in seen
               if role >= 0 and rows[1:] == [W.PLAY_BRAVE, W.PLAY_COWARD]]
    assert follows, "no seat played a led role too"
    for rows, seat in follows:
        name = p.seat_name(None, seat)
        assert rows[0].startswith(name + " ") or rows[0].startswith(name + ":"), rows
        assert "?" not in rows[0], "a must asked as a question: %r" % rows
        assert rows[0] == W.FOLLOW % name, rows


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seat_without_the_led_role_is_told_so(lang, monkeypatch, english_after):
    """A seat that does not hold the role led has no choice: the news says
    it has not got it ("Blue hasn't got it", "Blau hat sie nicht"), not that
    it passes ("Blue passes", "Blau sagt weiter")."""
    shown = screens_shown(monkeypatch)
    run.auto(42, "pico_referee", 3, game="broom_service", probe=run.Probe(max_actions=60),
             lang=lang)
    text = " ".join(" ".join(s) for s in shown)
    seats = "|".join(game_words("broom_service").SEATS)
    said = {"en": r"(%s) hasn't got it", "de": r"(%s) hat sie nicht"}[lang] % seats
    assert re.search(said, text), text[-400:]
    assert not re.search(r"(%s) (passes|sagt weiter)" % seats, text), text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_mountain_tile_is_numbered_as_the_map_tags_it(lang, monkeypatch, english_after):
    """Mountain tiles: the seats use one the first time the menu offers it;
    its row and the news name it by the number the map's tag gives it (its
    kind from 1: "M3"), not the index of its space ("Mountain tile 0")."""
    rnd = random.Random(5)
    used = []

    def choose(g, acts):  # a witch flies to a mountain with a tile where she can
        mountains = [r for r, _ in g.board.mountain_spaces]
        for a in acts:
            if a[0] == "mtile":
                used.append(g.mtile[a[1]] + 1)  # the map's tag: MAP_TAGS[0] % (kind + 1)
                return a
        for a in acts:
            if a[0] in ("move", "turbo") and a[-1] in mountains:
                return a
        for a in acts:  # the mountain witch, cowardly: she flies at once
            if a[0] in ("pick", "coward") and a[1] == MOUNTAIN_WITCH:
                return a
        return rnd.choice(acts)

    shown = screens_shown(monkeypatch)
    run.auto(5, "pico_referee", 3, game="broom_service", variant=("mountains",),
             choose=choose, probe=run.Probe(max_actions=250), lang=lang)
    assert used, "no mountain tile was used"
    W = game_words("broom_service")
    word = W.MOUNTAIN_TILE.split(" %d")[0]
    said = [int(m.group(1)) for s in shown for m in
            re.finditer(r"%s (\d+)" % re.escape(word), " ".join(s), re.I)]
    assert said and set(said) <= set(used), (said, used)
