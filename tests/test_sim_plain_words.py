"""What a newcomer reads in the terminal simulator, played with keys and
pauses on the virtual clock: status rows in whole words ("Rot in 0 F0/5",
"Mag 3/Turm 3", "3 Wrf.", "Conrad zur. 18" were seen), within the OLED's 16
columns; a team game of Die wandelnden Türme opens with the pass screen of
the seat that acts first; a Spuknacht magician the ghost touched is told
how far to go, not "away / away from ghost"; the dice box's rolls read one
space apart."""

import re

import pytest
from test_sim_magnets import looking, patience
from test_sim_newcomer import english_after, person, sim_until  # noqa: F401 (a fixture)
from test_sim_secrets import menu_panel, status_panel
from test_sim_tui import drive

from hexbox.app.speech import words
from hexbox.games import LANGUAGES, presentation
from hexbox.games import words as game_words
from host_tools.hardware import boards
from host_tools.sim import run, tui
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

COLS = 16  # the OLED's columns
# what a newcomer cannot read: a letter glued to a number ("b0/5", "F0",
# "M3", "w4"), a word cut short with a dot ("Wrf.", "zur.", "Eb."), and the
# cut words seen before
CRYPTIC = re.compile(r"\b[A-Za-z]\d|\b[A-Za-z]{1,4}\.(?=[\s\d]|$)|\b(Wiz|wiz|Mag|Wrf|lvl)\b")


def unreadable(rows):
    return [r for r in rows if CRYPTIC.search(r) or len(r) > COLS or "  " in r.strip()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tuerme_status_rows_are_whole_words_in_16_columns(lang, tmp_path, english_after):  # noqa: F811
    """Three seats play 40 actions; at every look the OLED rows and the
    status panel (the acting seat's hand included once it holds the box)
    are read: no row wider than 16, no cut word, no "in 0 b0/5"."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "wandelnde_tuerme", 7, realtime=False)
    read = {"oled": set(), "status": set()}

    def look(t, c):
        read["oled"].update(c.rows)
        read["status"].update(status_panel(t, c))
        return None

    drive(world, ui, person(world, 7, look, 40), tmp_path,
          {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 3, "seed": 7,
           "lang": lang})
    W = game_words("wandelnde_tuerme")
    assert W.HAND in read["status"], "no hand was read: the test saw no seat's own status"
    assert W.IN_CASTLE in read["status"] and W.FULL_BOTTLES in read["status"]
    assert not unreadable(read["status"]), unreadable(read["status"])
    assert not unreadable(read["oled"]), unreadable(read["oled"])


def test_tuerme_team_game_opens_with_the_start_players_pass_screen(tmp_path):
    """Seed: "Danach beginnt der Startspieler". A 4-seat team game: the very
    first screen asks for the start player (not the partner's swap offer),
    and every pass screen after it names the seat that then acts."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "wandelnde_tuerme", 7, realtime=False)
    p = presentation("wandelnde_tuerme")
    asked = []  # (the seat named on a pass screen, the menu panel's words)
    acted = []  # (the seat named, the seat whose prompt followed)

    def look(t, c):
        g = c.game
        if c.rows[:1] == [words().PASS_TO]:
            if not asked or asked[-1][4] != len(g.history):
                asked.append((c.rows[1], " ".join(menu_panel(t, c)), g.current, g.active,
                              len(g.history)))
        elif asked and len(acted) < len(asked) and not c.news:
            acted.append((asked[-1][0], c.rows[0]))
        return None

    drive(world, ui, person(world, 7, look, 30), tmp_path,
          {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 4, "seed": 7,
           "variant": ["team"]})
    red = p.seat_name(None, 0)
    first = asked[0]
    assert first[0] == red and first[2] == first[3] == 0, first
    assert "pass the keyboard to %s" % red.lower() in first[1].lower(), first[1]
    assert len(asked) >= 4, asked
    for name, prompt in acted:
        assert prompt.startswith(name + ":"), (name, prompt)
    assert any(a[2] != a[3] for a in asked), "no partner's offer was met in 30 actions"


def _until_away(board, lang, tmp_path, seed):
    """A person plays Spuknacht by the menu's first row until a ghost touches
    a magician; returns what they read then (the OLED, the status panel)."""
    world = World(boards.load(board))
    ui = Tui(world, "spuknacht", seed, realtime=False)
    seen = {}
    state = {"at": 0}

    def keys(t):
        c = looking(t, state)
        if c is None:
            return []
        if c.game.phase == "away" and not c.news and not getattr(c.table, "restoring", False):
            seen.update(oled=list(c.rows), status=status_panel(t, c), game=c.game)
            raise run.EnoughActions()
        if c.game.over:
            raise run.EnoughActions()
        if c.news:
            return ["c"]
        return list("1\r") if t.choices(c) else []

    patience(world, ui, 3600)
    drive(world, ui, keys, tmp_path, {"board": board, "game": "spuknacht", "players": 2,
                                      "seed": seed, "lang": lang})
    return seen


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("board", ["pico", "pico_referee"])
def test_spuknacht_a_touched_magician_is_told_how_far(board, lang, tmp_path, english_after):  # noqa: F811
    """"away / away from ghost" read twice and said nothing; now the prompt
    says the magician must get away and the row under it how far its ghost
    card lets it go, on the sensed box and on the referee box alike."""
    seen = _until_away(board, lang, tmp_path, 4)
    assert seen, "no ghost touched a magician"
    g = seen["game"]
    p = presentation("spuknacht")
    far = p.how_far(g)
    assert far and re.search(r"\d", far), far
    oled = seen["oled"]
    assert oled[0] == p.prompt(g) and p.magician(g.away[0]) in oled[0], oled
    if board == "pico":  # the sensed box waits for the magnet: its screen says it
        assert oled[1] == far, oled
    assert far in seen["status"], seen["status"]
    rows = oled + seen["status"]
    assert not [r for r in rows if r.lower().count("away") + r.lower().count("weg") > 1], rows
    assert not unreadable(oled), unreadable(oled)
    # the gates by name and state ("gates 0 0 1 0" was a row of numbers)
    W = game_words("spuknacht")
    assert W.STATUS[6] in seen["status"], seen["status"]
    assert not [r for r in seen["status"] if re.fullmatch(r"\D*\d+( \d+)+", r)], seen["status"]
    assert not unreadable(seen["status"]), unreadable(seen["status"])
    # a card's distance by the die in words ("Mila: Bad luck! Bat, die pts" was read)
    from hexbox.games.spuknacht import data as R

    for kind in (R.BAD_LUCK, R.BLESSING):
        said = p.line(g, ("card", 0, kind, 1, R.DIE_POINTS))
        assert not re.search(r"\bpts\b|\b[A-Za-z]{1,4}\.(?=[\s\d]|$)", said), said


def test_spuknacht_put_back_rows_are_whole_words_in_german(tmp_path, english_after):  # noqa: F811
    """"Conrad zur. 18": after an undo on the sensed box the German screen
    names the magnet to move back in whole words, within 16 columns, under
    "Stell zurück:" ("Conrad auf 18")."""
    world = World(boards.load("pico"))
    ui = Tui(world, "spuknacht", 9, realtime=False)
    state = {"at": 0, "step": "play"}
    seen = {}

    def keys(t):
        c = looking(t, state)
        if c is None:
            return []
        g = c.game
        if state["step"] == "play":
            if c.news:
                return ["c"]
            if sum(1 for a in g.history if a[0] == "move") >= 1:
                state["step"] = "undo"
                return ["u"]
            return list("1\r") if t.choices(c) else []
        if c.table.restoring:
            seen["rows"] = list(c.rows)
            raise run.EnoughActions()
        return []

    patience(world, ui, 600)
    drive(world, ui, keys, tmp_path, {"board": "pico", "game": "spuknacht", "players": 2,
                                      "seed": 9, "lang": "de"})
    rows = seen["rows"]
    assert rows[0] == words().MAGNETS[1], rows
    assert re.fullmatch(r"(Vicky|Conrad|Mila) (zurück auf|auf) \d+", rows[1]), rows
    assert not unreadable(rows), rows


def test_the_dice_box_rolls_read_one_space_apart(tmp_path, monkeypatch):
    """The dice box rolls by itself; then a person holds ROLL (R) and reads
    the last rolls: one row each, no double space, within 16 columns; then
    OK for the fields by hand: each button's job in words."""
    from host_tools.games.spuknacht.dice_tui import DiceTui

    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    state = {"held": None}
    seen = {}

    def stop(ui, c):
        if len(c.game.rolls) < 3:
            return False
        now = ui.world.clock.us
        if state["held"] is None:
            ui.key("a")  # autoplay off: the person's own hand now
            state["held"] = now
            return False
        if now - state["held"] < 3000000:
            return False
        if state["held"] > 0:
            state["held"] = -now
            ui.key("R")
            return False
        W = words("hexbox.boxes.dice.")
        if "rows" not in seen and c.rows[:1] == [W.HISTORY[0]]:
            seen["rows"] = list(c.rows)
            ui.key("c")  # back to the dice, then OK: the fields by hand
            state["held"] = -now
            return False
        if "rows" in seen and c.rows[:1] == [W.BY_HAND[0]]:
            seen["fields"] = list(c.rows)
            return True
        if "rows" in seen and now + state["held"] > 1500000:
            ui.key("c")
            state["held"] = -now
        return now + state["held"] > 20000000

    sim_until(["--board", "pico_dice", "--new", "--seed", "3"], stop, monkeypatch, DiceTui)
    rows = seen["rows"]
    assert len(rows) >= 5, rows
    for r in rows[1:]:
        assert "  " not in r and r == r.strip() and len(r) <= COLS, rows
    # each roll in words over two rows, as the game's news says a roll
    for a, b in zip(rows[1::2], rows[2::2]):
        assert re.fullmatch(r"Die \d, ghosts", a), rows
        assert re.fullmatch(r"(red|blue): \d notch(es)?", b), rows
    # the fields typed in by hand: what each button does, in words ("ROLL+ BACK-",
    # "OK next, hold:" / "OK clear all" were read)
    fields = seen["fields"]
    assert len(fields) <= 6 and not unreadable(fields), fields
    assert not [r for r in fields if re.search(r"\w[+-](\s|$)|:$", r)], fields


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_dice_box_screen_is_whole_words(lang, english_after):  # noqa: F811
    """Each screen of the dice box in each language ("Karte: 3 Wrf." was
    read in the dice-only mode): whole words, at most six rows of 16."""
    from test_dice_portable import table

    from hexbox.boxes.dice import screens as ds
    from hexbox.boxes.dice.card import DiceCard
    from hexbox.core.rng import Rng
    from hexbox.games import use_language

    use_language(lang)
    t = table(1)
    screens = [ds.idle_screen(t), ds.card_screen(None, 3)]
    t.roll()
    card = DiceCard(3)
    card.throw(Rng(1))
    screens += [ds.turn_screen(t), ds.turning_screen(t), ds.after_turn_screen(t, False, ()),
                ds.after_turn_screen(t, True, (0, 2)), ds.field_screen(1, 47),
                ds.field_screen(0, -1), ds.history_screen(t), ds.card_screen(card, 3)]
    for rows in screens:
        assert 0 < len(rows) <= 6 and not unreadable(rows), rows


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tuerme_set_free_rows_say_what_is_lifted(lang, tmp_path, english_after):  # noqa: F811
    """Seed, Befreien: "Du hebst einen beliebigen Turm an und stellst einen
    eigenen befreiten Magier obenauf"; team game: "dürfen auch Magier des
    Partners befreit werden". A 4-seat Meistermagier team game where every
    seat holds full bottles: the Set free rows in the menu panel say how
    many towers are lifted on which field ("Lift 2 towers 16"), the partner's
    by name ("Orange 16 up 2"), never "lvl 3"; each fits 16 columns and no
    two rows of one menu read the same."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "wandelnde_tuerme", 7, realtime=False)
    p = presentation("wandelnde_tuerme")
    seen = {"own": set(), "partner": set()}

    def look(t, c):
        g = c.game
        W = game_words("wandelnde_tuerme")  # in the language the box speaks
        free = p.spell_name("bf")
        for s in range(g.players):
            g.full[s] = max(g.full[s], 1)  # the bottles a spell needs
        cells = t.menu_cells(c)
        if free + ":" in cells:
            # the rows under the Set free heading, indented, without their numbers
            at = cells.index(free + ":") + 1
            mine = []
            while at < len(cells) and cells[at].startswith("  "):
                mine.append(cells[at].strip().partition(" ")[2])
                at += 1
            lifts = [r for r in mine if r.split()[0] == W.LIFT_ONE.split()[0]]
            partner = [r for r in mine if r.split()[0] == p.seat_name(g, g.partner(g.current))]
            assert len(lifts) + len(partner) == len(mine), mine
            seen["own"].update(lifts)
            seen["partner"].update(partner)
            assert len(set(mine)) == len(mine), mine
            assert not unreadable(lifts + partner), unreadable(lifts + partner)
            if seen["own"] and seen["partner"]:
                raise run.EnoughActions()
        return None

    drive(world, ui, person(world, 7, look, 60), tmp_path,
          {"board": "pico_referee", "game": "wandelnde_tuerme", "players": 4, "seed": 7,
           "variant": ["meister", "team"], "lang": lang})
    assert seen["own"] and seen["partner"], seen
    assert all(re.fullmatch(r"\S+ \S+( \S+)? \d+", r) for r in seen["own"]), seen["own"]
    assert all(re.fullmatch(r"\S+ \d+ \S+ \d", r) for r in seen["partner"]), seen["partner"]
