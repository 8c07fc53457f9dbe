"""What a stranger reads in the terminal simulator, played with keys and
pauses: a Broom Service delivery names the tower as the board shows it
(colour, VP, shape when two look alike), never by its index; a move typed
and quit at once is saved; no menu row has a double space."""

import re

import pytest
from test_sim_newcomer import person
from test_sim_tui import drive

from hexbox.games import LANGUAGES, use_language, words
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import Quit, Tui, saved_game
from host_tools.sim.world import World


@pytest.fixture
def english_after():
    yield
    use_language("en")  # the box's boot chose the language for this process


def _play_broom(tmp_path, lang, look, seed=11, players=3):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", seed, realtime=False)
    drive(world, ui, person(world, seed, look, 400), tmp_path,
          {"board": "pico_referee", "game": "broom_service", "players": players,
           "seed": seed, "lang": lang})
    return ui


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_delivery_names_the_tower_as_the_board_shows_it(lang, tmp_path, english_after):
    """"Deliver ..., tower 0": a tower's index is nothing a player can find
    on the board. A person plays Broom Service and delivers whenever a row
    offers it: each delivery row reads colour and VP of a tower touching
    the witch's region, and what happened names the region, no tower number."""
    seen = {"rows": [], "lines": [], "menus": []}

    def look(ui, c):
        seen["lines"] += [x for x in ui.happened.lines if x not in seen["lines"]]
        ch = ui.choices(c)
        deliveries = [(n, text, a) for n, text, a in ch if a[0] == "deliver"]
        if not deliveries:
            return None
        W = words("broom_service")
        b = c.game.board
        for _n, _text, a in deliveries:
            col, shape, vp = b.towers[a[3]][:3] if a[3] < len(b.towers) else (2, 1, 7)
            label = c.present.label(c.game, a)
            # its colour and VP, and its shape where two alike touch the region
            said = (W.DELIVER % (W.RESOURCES[col], vp),
                    W.DELIVER_SHAPE % (W.RESOURCES[col], vp, W.SHAPES[shape]))
            seen["rows"].append((label, said))
        seen["menus"].append([c.present.label(c.game, a) for _n, _t, a in deliveries
                              if a[1] == deliveries[0][2][1]])
        return list(str(deliveries[0][0])) + ["\r"]

    _play_broom(tmp_path, lang, look)
    assert seen["rows"], "no delivery was offered in the game"
    for labels in seen["menus"]:
        assert len(set(labels)) == len(labels), labels
    for text, colour_vp in seen["rows"]:
        assert text in colour_vp and len(text) <= 16, (text, colour_vp)
        assert "tower" not in text.lower() and "turm" not in text.lower(), text
    said = [x for x in seen["lines"] if " in " in x and (" delivers " in x or " liefert " in x)]
    assert said, seen["lines"]
    for x in seen["lines"]:
        assert "tower" not in x and "Turm " not in x, x


def test_two_towers_alike_at_one_region_are_told_apart_by_their_shape(english_after):
    """E33 on the front side touches a round and a square green 3-point tower."""
    from hexbox.games import game_class, presentation

    use_language("en")
    g = game_class("broom_service")(players=2, seed=1)
    b = g.board
    r = b.names.index("E33")
    p = presentation("broom_service")
    rows = [p.label(g, ("deliver", r, b.towers[t][0], t)) for t in b.touch[r]]
    assert len(set(rows)) == len(rows), rows
    assert "green 3 round" in rows and "green 3 square" in rows, rows
    assert all(len(x) <= 16 for x in rows), rows


GAP_US = 300000  # between two keys: a person reads the screen


def _looked(ui, world, st):
    """(the app, now) when a person looks again (st["at"]: the last look),
    else (None, now)."""
    c = ui.app()
    now = world.clock.us
    if c is None or c.status == "boot" or now - st["at"] < GAP_US:
        return None, now
    st["at"] = now
    return c, now


QUICK_Q_US = 150000  # q typed this soon after the move: the hand still presses


@pytest.mark.parametrize("game,board", [
    ("broom_service", "pico_referee"), ("wandelnde_tuerme", "pico_referee"),
    ("techno_witches", "pico_referee"), ("spuknacht", "pico"),
])
def test_a_move_typed_then_q_at_once_is_there_after_resuming(game, board, tmp_path, english_after):
    """"Quitting (q) about 1.5 s after typing a move can lose that move":
    the box's buttons were still being pressed for it. A person passes the
    keyboard on, types the menu's last row, and q right after: the saved
    game, resumed, has that move as its last."""
    world = World(boards.load(board))
    ui = Tui(world, game, 3, realtime=False)
    st = {"at": 0}

    def keys(t):
        c = t.app()
        now = world.clock.us
        if c is None or c.status == "boot" or "typed" in st or now - st["at"] < 300000:
            return []
        st["at"] = now
        ch = t.choices(c)
        if t.hidden_seat(c) is not None or c.news or not ch:
            return ["c"]
        st["typed"], st["n"], st["action"] = now, len(c.game.history), ch[-1][2]
        return list(str(ch[-1][0])) + ["\r"]

    def quitter(now):
        if "typed" in st and now - st["typed"] >= QUICK_Q_US and "quit" not in st:
            st["quit"] = len(ui.app().game.history) - st["n"]
            ui.key("q")

    ui.keys = keys
    world.clock.listeners.append(ui.tick)
    world.clock.listeners.append(quitter)
    try:
        with pytest.raises(Quit):
            run.run_main(world, str(tmp_path), {"board": board, "game": game, "players": 2,
                                                "seed": 3, "stop_when_over": True})
    finally:
        ui.detach()
    assert st["quit"] == 0, "the move was played before the q: the test is too slow"
    rec = saved_game(str(tmp_path), game)
    assert rec is not None and len(rec["actions"]) == st["n"] + 1, rec
    assert tuple(rec["actions"][-1]) == tuple(st["action"]), (rec["actions"][-1], st["action"])


def _app_rows(code):
    """Every row of the box's own word tables in one language, a number as
    two digits; rows that take a name (%s) are left to the games' tests."""
    mod = __import__("hexbox.app.words_%s" % code, None, None, ["x"])
    out = []
    for k, v in vars(mod).items():
        if k.startswith("_") or k in ("REASONS", "COLOURS", "RESUMED"):  # RESUMED: no row
            continue
        for x in v if isinstance(v, tuple) else (v,):
            if isinstance(x, str) and "%s" not in x:
                out.append((k, x.replace("%d", "48")))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_row_of_the_boxs_own_words_fits_the_oled(lang):
    """"sensor 25 flickers" was cut at 16 columns."""
    for k, row in _app_rows(lang):
        assert len(row) <= 16, "%s: %r is %d wide" % (k, row, len(row))


UNDO_WORD = {"en": "undo", "de": "zurück"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_box_seats_screen_after_an_undo_says_how_to_undo_in_whole_words(
    lang, tmp_path, monkeypatch, english_after
):
    """"BACK halten: zur": the screen of a box seat after an undo, cut on
    the OLED. Red plays, the box plays Blue; Red holds BACK: each row of the
    box's screens fits 16 columns, and the held screen names BACK and the
    whole word for undo."""
    from hexbox.app.referee import Referee

    shown = []
    real = Referee.show

    def show(self, rows, hl=-1, drawn=False):
        shown.append(list(rows))
        return real(self, rows, hl, drawn)

    monkeypatch.setattr(Referee, "show", show)
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 4, realtime=False)
    st = {"at": 0, "undone": 0}

    def keys(t):
        c, now = _looked(t, world, st)
        if c is None:
            return []
        if c.held and c.game.current == 1 and not c.news:
            st["held"] = st.get("held", 0) + 1
            if st["held"] > 2:
                raise run.EnoughActions()  # the box's seat waits after the undo, read
            return []
        if st["undone"] > 6 or len(c.game.history) > 30:
            raise run.EnoughActions()
        if c.game.current == 0 and not c.news and len(c.game.history) >= 2:
            st["undone"] += 1  # back to the box's last move
            st["at"] = now + 2000000
            return ["u"]
        ch = t.choices(c)
        if t.hidden_seat(c) is not None or c.news or not ch:
            return ["c"]
        return ["1", "\r"]

    drive(world, ui, keys, tmp_path, {"board": "pico_referee", "game": "techno_witches",
                                      "players": 2, "seed": 4, "lang": lang, "bots": [1]})
    for rows in shown:
        for r in rows:
            assert len(r) <= 16, "an OLED row longer than 16: %r in %r" % (r, rows)
    held = [rows for rows in shown if len(rows) > 1 and rows[0].startswith("Box (")
            and any("BACK" in r for r in rows)]
    assert held, "the box seat's screen after an undo never showed: %r" % shown[-6:]
    words_on = " ".join(held[-1]).replace(":", " ").split()
    assert UNDO_WORD[lang] in words_on, held[-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dice_box_panel_reads_whole_degrees_and_the_way_round(lang, tmp_path, english_after):
    """The dice box's panel said "wheel: 119.95 deg, notch 0" and "last:
    -339 of -339 steps". A person presses ROLL (throw), ROLL (turn), now and
    then BACK (nudge back), reading the panel between: the wheel stands at
    whole degrees, a notch boundary at a multiple of 15, and the last turn
    reads in degrees with the way round in words, in the language chosen."""
    from host_tools.games.spuknacht.dice_screens import info_lines
    from host_tools.games.spuknacht.dice_tui import DiceTui
    from host_tools.sim.chrome import say

    world = World(boards.load("pico_dice"))
    ui = DiceTui(world, 3, realtime=False)
    plan = ["r", "r", "r", "r", "b", "r", "r", "r", "r"]
    st = {"at": 0, "read": []}

    def typist(now):
        c = ui.running[0] if ui.running else None
        if c is None or getattr(c, "game", None) is None or c.status == "boot":
            return
        if now - st["at"] < 4000000:
            return  # the wheel turns, the person reads the panel
        st["at"] = now
        st["read"].append((c.last_turn, [x for x, _ in info_lines(c, c.game, world)]))
        if not plan:
            raise run.EnoughActions()
        ui.key(plan.pop(0))

    world.clock.listeners.append(ui.tick)
    world.clock.listeners.append(typist)
    try:
        run.run_main(world, str(tmp_path), {"board": "pico_dice", "game": "spuknacht",
                                            "players": 1, "seed": 3, "lang": lang})
    except run.EnoughActions:
        pass
    turns = 0
    for last, lines in st["read"]:
        text = "\n".join(lines)
        wheel = [x for x in lines if x.startswith(say("i_wheel").split("%")[0])][0]
        deg = int(wheel.split()[1])
        assert "." not in wheel.split(",")[0] and 0 <= deg < 360, wheel
        if say("i_mid").split("%")[0] not in wheel:
            assert deg % 15 == 0, wheel
        if last is not None:
            turns += 1
            said = [x for x in lines if x.startswith(say("i_last").split("%")[0])][0]
            assert not re.search(r"-\d", said), said
            assert say("i_cw") in said or say("i_ccw") in said, said
            # the way round in the words the game's own screens use
            assert {say("i_cw"), say("i_ccw")} == {w for _, w in words("spuknacht").TURNS}
        dice = [x for x in lines if x.startswith(say("i_dice").split("%")[0])]
        if dice:  # the roll as the box's OLED says it, not "ghost red 3"
            notches = words("spuknacht").NOTCHES
            assert any(" %s " % n in dice[0] for n in notches), dice
            assert not re.search(r"(ghost|Geist) \w+ \d", dice[0]), dice
        assert not any(x.startswith(("touched", "berührt")) and any(ch.isdigit() for ch in x)
                       for x in lines), text
    assert turns >= 3, st["read"]


RAW_POSE = re.compile(r"\d+,\d+|\bh\d+")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_flyers_place_reads_as_x_y_mm_and_its_heading_in_degrees(lang, tmp_path,
                                                                    english_after):
    """The Techno Witches status said "177,620 h45". A person plays until a
    flyer has flown, reads the status panel, holds ROLL for the OLED's
    status pages and reads what happened: each place is mm right and mm up
    and its heading in whole degrees (one way to give a heading: no compass
    point beside it), in rows of 16, nothing raw."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 6, realtime=False)
    st = {"at": 0, "status": [], "oled": [], "lines": [], "asked": False}

    def keys(t):
        c, now = _looked(t, world, st)
        if c is None:
            return []
        st["lines"] += [x for x in t.happened.lines if x not in st["lines"]]
        if c.pages is not None:
            st["oled"].append(list(c.rows))
            if len(st["oled"]) > 6:
                raise run.EnoughActions()
            return ["r"]  # the next status page
        landed = [x for x in st["lines"] if " lands " in x or " landet " in x]
        if landed and not c.news and not st["asked"]:
            st["status"] = t.status_rows(c)
            st["asked"] = True
            st["at"] = now + 2000000
            return ["R"]
        if len(c.game.history) > 60:
            raise run.EnoughActions()
        ch = t.choices(c)
        if c.news or not ch:
            return ["c"]
        fly = [n for n, _text, a in ch if a[0] == "fly"]
        if fly and len(c.game.history) > 4:
            return list(str(fly[0])) + ["\r"]
        return ["1", "\r"]

    drive(world, ui, keys, tmp_path, {"board": "pico_referee", "game": "techno_witches",
                                      "players": 2, "seed": 6, "lang": lang})
    assert st["status"] and st["oled"], st
    W = words("techno_witches")
    for rows in [st["status"]] + st["oled"]:
        for r in rows:
            assert len(r) <= 16, r
            assert not RAW_POSE.search(r), "a raw place: %r in %r" % (r, rows)
    text = "\n".join(st["status"])
    assert re.search(r" x \d+ y \d+ mm", text), text
    heading = W.DEGREES.replace("%d", r"\d+")
    assert any(re.fullmatch(heading, r.strip()) for r in st["status"]), text
    assert not re.search(r"\b[NOSEW]{1,3}\b,", text), text
    for x in st["lines"]:
        assert not RAW_POSE.search(x), x


@pytest.mark.parametrize("lang", LANGUAGES)
def test_broom_service_menu_rows_have_single_spaces_and_headings_over_groups(
    lang, tmp_path, english_after
):
    """"  1  to F12" under "Witch 1:", with "  2 Done" below it as if it were
    Witch 1's: a person plays Broom Service, reading the menu panel each
    time. No row has two spaces inside, and a heading stands only over a
    group of two or more rows, its rows right below it."""
    seen = []

    def look(ui, c):
        seen.append(ui.menu_cells(c))
        return None

    _play_broom(tmp_path, lang, look, seed=9, players=2)
    assert any(any(x.endswith(":") for x in cells) for cells in seen), "no grouped menu met"
    for cells in seen:
        for i, x in enumerate(cells):
            assert "  " not in x.strip(), "a double space: %r in %r" % (x, cells)
            if x.endswith(":"):
                members = 0
                for y in cells[i + 1:]:
                    if not y.startswith("  ") or y.endswith(":"):
                        break
                    members += 1
                assert members >= 2, "a heading over %d rows: %r" % (members, cells)
