"""Seats and counts in words a child reads, played with keys in the terminal
simulator: Spuknacht's seats were "P2"/"S2" on the OLED ("P2: roll",
"Box (S1)"); they read "Player 2"/"Platz 2", in 16 columns. Broom
Service's resources were "g1 v1 o1 w1"; they read "1 green 1 wand". A
seat's rows stay in one column of the status panel."""

import re

import pytest
from test_sim_magnets import patience
from test_sim_newcomer import english_after, person  # noqa: F401 (a fixture)
from test_sim_plain_words import unreadable
from test_sim_secrets import status_panel
from test_sim_tui import drive

from hexbox.games import LANGUAGES
from hexbox.games import words as game_words
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import STATUS_COL, Tui
from host_tools.sim.world import World


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("board", ["pico", "pico_referee"])
def test_spuknacht_seats_are_named_in_words(board, lang, tmp_path, english_after):  # noqa: F811
    """Two seats, on the menu box the second the box's (the sensed box
    would ask the person to move its magnets): a person plays 25 actions by
    the menu and reads every OLED screen. Each seat is named by its word and
    number, whole, and no row is cut or reads like "P2"."""
    world = World(boards.load(board))
    ui = Tui(world, "spuknacht", 5, realtime=False)
    read = set()
    patience(world, ui, 1800)

    def look(t, c):
        read.update(c.rows)
        return None

    drive(world, ui, person(world, 5, look, 25), tmp_path,
          {"board": board, "game": "spuknacht", "players": 2, "seed": 5, "lang": lang,
           "bots": [1] if board == "pico_referee" else []})
    W = game_words("spuknacht")
    text = " ".join(read)
    assert W.SEAT % 1 in text and W.SEAT % 2 in text, sorted(read)
    assert not unreadable(read), unreadable(read)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_broom_service_resources_are_counted_in_words(lang, tmp_path, english_after):  # noqa: F811
    """Three seats play 40 actions of Broom Service; at every look the
    status panel is read. Each seat's resources read "2 green 1 wand" under
    its VP, not "g2 v0 o0 w1", and none is split from its count."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 42, realtime=False)
    read = []
    patience(world, ui, 3600)

    def look(t, c):
        read.extend(r for r in status_panel(t, c) if r not in read)
        return None

    drive(world, ui, person(world, 42, look, 40), tmp_path,
          {"board": "pico_referee", "game": "broom_service", "players": 3, "seed": 42,
           "lang": lang})
    W = game_words("broom_service")
    counted = [r for r in read if re.fullmatch(r" \d+ \w+( \d+ \w+)?", r)]
    kinds = set(re.findall(r"\d+ (\w+)", " ".join(counted)))
    assert len(kinds) >= 3, read  # a count for at least three kinds was read
    assert kinds <= {w.split()[1] for k in W.SEAT_RESOURCES for w in k}, kinds
    assert not unreadable(read), unreadable(read)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_flyers_rows_stay_in_its_column_of_the_status_panel(lang, tmp_path, english_after):  # noqa: F811
    """Techno Witches, two flyers: "Violet" and its place stood at the
    bottom of the panel's first column, its empty book ("Book: empty") at
    the top of the second. A person plays 12 actions and reads every page:
    no column starts with an indented row or ends with a label."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 9986, realtime=False)
    split = []
    read = [0]
    patience(world, ui, 3600)

    def look(t, c):
        for page in range(t.status_lines(c)[1]):
            lines = t.status_lines(c, page)[0]
            first = [x[:STATUS_COL].rstrip() for x in lines]
            second = [x[STATUS_COL:] for x in lines if x[STATUS_COL:].strip()]
            first = [x for x in first if x.strip()]
            read[0] += 1
            if second and (second[0].startswith(" ") or first[-1].endswith(":")):
                split.append((first, second))
        return None

    drive(world, ui, person(world, 9986, look, 12), tmp_path,
          {"board": "pico_referee", "game": "techno_witches", "players": 2, "seed": 9986,
           "lang": lang})
    assert read[0] > 5
    assert not split, split[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_start_heading_reads_as_the_status_reads_it(lang, tmp_path, english_after):  # noqa: F811
    """Techno Witches: "Green at House 1, facing 23 degrees" was told while
    the status and the table said 22 for the same flyer. A person places
    both flyers by the menu; each start's degrees are those the status
    panel then gives that flyer."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 9986, realtime=False)
    seen = {}
    patience(world, ui, 3600)

    def degrees():  # in the language the box's boot chose
        return game_words("techno_witches").DEGREES.replace("%d", r"(\d+)")

    def look(t, c):
        starts = [x for x in t.happened.lines if re.search(degrees() + "$", x)]
        if len(starts) == c.game.players and not c.news:
            seen["status"] = t.status_rows(c)
            seen["lines"] = list(t.happened.lines)
            raise run.EnoughActions()
        return None

    drive(world, ui, person(world, 9986, look, 30), tmp_path,
          {"board": "pico_referee", "game": "techno_witches", "players": 2, "seed": 9986,
           "lang": lang})
    told = {}
    deg = degrees()
    for x in seen["lines"]:
        m = re.match(r"(\w+) .*?" + deg + "$", x)
        if m:
            told[m.group(1)] = m.group(2)
    status = seen["status"]
    shown = {}
    for i, r in enumerate(status):
        m = re.fullmatch(" " + deg, r)
        if m:
            name = [x for x in status[:i] if not x.startswith(" ")][-1]
            shown[name] = m.group(1)
    assert len(told) == 2 and told == shown, (told, shown, seen["lines"])
