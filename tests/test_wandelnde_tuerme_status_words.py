"""Die wandelnden Türme's words on the box's OLED, read as a player reads
them: the status pages (hold ROLL, then ROLL for the next page) list the
Master wizard spells under their heading, every name whole and indented,
"Gegenwind Magier" (16 columns, no room for the indent) too; and the
Rabenburg spell's rows say where the castle goes, not "Rabenburg >"."""

import re

import pytest
from screens_shown import screens_shown, status_pages

from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

SPELLS = {"en": ("Spells:", ("Move wizard", "Move tower", "Headwind wizard", "Headwind tower",
                             "Rabenburg", "Tower swap", "Set free", "Piggyback")),
          "de": ("Sprüche:", ("Magier bewegen", "Turm bewegen", "Gegenwind Magier",
                              "Gegenwind Turm", "Rabenburg", "Turmtausch", "Befreien",
                              "Huckepack"))}


def _spells_read(pages, heading, names):
    """The spell names read on the pages, each joined from its rows; fails
    where a spell's row is not indented under the heading on its page."""
    read = []
    for page in pages:
        under = False
        for r in page:
            if not r.startswith(" "):
                under = r == heading
                assert r not in names, "a spell not indented under %r: %r" % (heading, page)
            elif under and r.startswith("  "):
                read[-1] += ("" if read[-1].endswith("/") else " ") + r.strip()
            elif under:
                read.append(r.strip())
            assert under or r.strip() not in names, "a spell without its heading: %r" % (page,)
    return read


@pytest.mark.parametrize("lang", ["de", "en"])
def test_status_pages_list_every_spell_whole_under_its_heading(lang, tmp_path, monkeypatch,
                                                               english_after):
    from hexbox.app.referee import ROWS
    from host_tools.sim.tui import STATUS_LINES, columns

    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(3, "pico_referee", 2, world=world, workdir=str(tmp_path),
                       game="wandelnde_tuerme", variant=("meister",), lang=lang,
                       probe=run.Probe(max_actions=4))
    monkeypatch.chdir(tmp_path)
    pages = status_pages(c, world, 12)
    heading, names = SPELLS[lang]
    bodies = [p[:-1] for p in pages]
    assert all(len(b) <= ROWS - 1 for b in bodies)
    assert sorted(_spells_read(bodies, heading, names)) == sorted(names), pages
    # the simulator's status panel, in columns of its own height
    cols = columns(c.present.status(c.game, -1))
    assert all(len(col) <= STATUS_LINES for col in cols)
    assert sorted(_spells_read(cols, heading, names)) == sorted(names), cols


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rabenburg_spell_says_the_field_the_castle_moves_to(lang, monkeypatch, english_after):
    # the Rabenburg's sub-menu, opened with OK on its row "Rabenburg >": its
    # title, then a row for each way the castle can go, then "< back"
    menus = screens_shown(monkeypatch,
                          lambda app, rows, hl: list(rows[1:]) if app.menu is not None
                          and app.menu.path and rows[0] == "Rabenburg" else None)

    def cast_rabenburg(game, actions):  # the player casts the Rabenburg whenever it may
        rb = [a for a in actions if a[:2] == ("spell", "rb")]
        return (rb or [a for a in actions if a[0] != "spell"] or actions)[0]

    run.auto(4, "pico_referee", 2, game="wandelnde_tuerme", variant=("meister",),
             probe=run.Probe(max_actions=80), lang=lang, choose=cast_rabenburg)
    rows = [r for m in menus for r in m if r and not r.startswith("<")]
    assert rows, menus
    said = re.compile(r"^Rabenburg %s ([1-9]|1[0-6])$" % ("to" if lang == "en" else "auf"))
    for r in rows:
        assert said.match(r) and len(r) <= 16, r
