"""A stranger's session in the terminal simulator, played with keys and
pauses on the virtual clock: what they read must be whole (no table line
cut at the panel's edge, a menu group read top to bottom, a seat's status
rows beside its name), counts in the right number in both languages, a
box seat's secret picks never named, the dice box resumed where it stood,
and a number typed when there is nothing to choose answered sensibly."""

import importlib

import pytest
from test_sim_tui import drive

from hexbox.core.rng import Rng
from hexbox.games import LANGUAGES, game_class, names, use_language
from host_tools.hardware import boards
from host_tools.sim import panel, run, tui
from host_tools.sim.chrome import WORDS, counted, say
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

GAP_US = 300000  # between two keys: a person reads the screen
HOLD_US = 2000000  # after a held button (undo, status)

CROWDED = {  # the most seats and variants: the longest legends and seat rows
    "spuknacht": ("pico", 4, ("expert",)),
    "techno_witches": ("pico_referee", 4, ("quaddatsch",)),
    "wandelnde_tuerme": ("pico_referee", 6, ("meister",)),
    "broom_service": ("pico_referee", 5, ()),
}


@pytest.fixture
def english_after():
    yield
    use_language("en")  # the box's boot chose the language for this process


def person(world, seed, look=None, actions=200):
    """The keys of a person who reads each screen, then plays a random row
    of the numbered menu (or c when the box waits for OK or the keyboard
    passes). look(tui, app), on each screen read, may type keys itself (a
    list) or end the test (run.EnoughActions); None leaves it to the person."""
    rng = Rng(seed)
    at = [-GAP_US]

    def keys(ui):
        c = ui.app()
        if c is None or c.status == "boot" or world.clock.us - at[0] < GAP_US:
            return []
        at[0] = world.clock.us
        if c.game.over or len(c.game.history) >= actions:
            raise run.EnoughActions()
        typed = look(ui, c) if look is not None else None
        if typed is not None:
            return typed
        ch = ui.choices(c)
        if ui.hidden_seat(c) is not None or c.news or not ch:
            return ["c"]
        return list(str(rng.below(len(ch)) + 1)) + ["\r"]

    return keys


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", names())
def test_no_table_line_is_cut_at_the_panel_edge(game, lang, tmp_path, monkeypatch, english_after):
    """"No row cut off": the Spuknacht gates ("... Bat gate 0/2, Mo"), the
    Tuerme spells with the meister variant, the Techno Witches legend with
    four flyers (B=Blue) and the five Broom Service seats (three rows lost
    under the panel) were cut. A crowded game typed in, in each language:
    every line the table panel gets fits its width, and all fit its height."""
    board, players, variant = CROWDED[game]
    view = importlib.import_module("host_tools.games.%s.view" % game)
    real = view.fit
    seen = []

    def fit(lines, w=panel.W, h=panel.H):
        seen.append(list(lines))
        return real(lines, w, h)

    monkeypatch.setattr(view, "fit", fit)
    world = World(boards.load(board))
    ui = Tui(world, game, 7, realtime=False)
    drive(world, ui, person(world, 7, lambda t, c: t.table_lines(c) and None, 40), tmp_path,
          {"board": board, "game": game, "players": players, "variant": list(variant),
           "seed": 7, "lang": lang})
    assert seen
    for lines in seen:
        assert len(lines) <= panel.H, "%d lines for %d: %r" % (len(lines), panel.H, lines)
        for line in lines:
            assert len(line.rstrip()) <= panel.W, "a table line cut at the edge: %r" % line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_spuknacht_gates_fit_when_every_gate_is_locked(lang, monkeypatch, english_after):
    """The longest gates line: every open gate locked by two halves."""
    from host_tools.games.spuknacht import view

    monkeypatch.setattr(view, "fit", lambda lines: lines)  # the lines as the view made them
    use_language(lang)
    g = game_class("spuknacht")(players=2, seed=3)
    b = g.board
    for c in range(len(b.corner_starts)):
        g.halves[c] = 2

    class Board:
        hall = None

    lines = view.table(None, g, Board())
    said = [x for x in lines if x.strip()]
    gates = [x for x in said if x.startswith(("gates", "Tore"))]
    assert gates and all(len(x) <= panel.W for x in gates), gates
    assert all(x.rstrip().endswith(("LOCKED", "ZU", "shut", "zu")) for x in gates), gates


def sim_until(argv, stop, monkeypatch, ui_class=Tui):
    """`python -m host_tools sim ARGV` (stdin is no terminal here: the box
    plays by itself); q is typed once stop(ui, app) holds."""
    def frame(ui):
        c = ui.running[0] if ui.running else None
        if c is not None and c.status != "boot" and stop(ui, c):
            ui.key("q")

    with monkeypatch.context() as m:
        m.setattr(ui_class, "frame", frame)
        assert run.main(argv) == 0


@pytest.mark.parametrize("lang,one,line_one,line_many", [
    ("en", "resumed 1 action", "after 1 action (--new", "after %d actions (--new"),
    ("de", "1 Aktion da", "nach 1 Aktion weiter", "nach %d Aktionen weiter"),
])
def test_a_game_resumed_after_one_action_says_one(lang, one, line_one, line_many, tmp_path,
                                                  monkeypatch, capsys, english_after):
    """"1 Aktionen": quit after the first action, start again: the box's
    own count and the simulator's resume line speak of one action, in
    English and in German; after more, of actions."""
    from hexbox.app import main as appmain

    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    argv = ["--game", "broom_service", "--lang", lang]
    shown = {}

    def look(ui, c):
        shown["happened"] = list(ui.happened.lines)
        return True

    sim_until(argv + ["--new", "--seed", "4"], lambda ui, c: len(c.game.history) >= 1, monkeypatch)
    sim_until(argv, look, monkeypatch)
    c = appmain.RUNNING[0]
    assert len(c.game.history) == 1
    assert c.status == one
    assert any(line_one in x for x in shown["happened"]), shown["happened"]
    sim_until(argv, lambda ui, c: len(c.game.history) >= 3, monkeypatch)
    sim_until(argv, look, monkeypatch)
    n = len(appmain.RUNNING[0].game.history)
    assert n >= 3 and any(line_many % n in x for x in shown["happened"]), shown["happened"]
    capsys.readouterr()


def test_every_count_of_the_frame_has_a_word_for_one_and_for_many():
    """Counts the frame prints (the --auto summaries, the resume line, the
    dice box's steps) take the word's singular for 1, in both languages."""
    counts = [k for k, v in WORDS["en"].items() if k.startswith("n_") or k == "resumed"]
    assert {"n_actions", "n_seconds", "n_steps", "resumed"} <= set(counts)
    try:
        for code in LANGUAGES:
            use_language(code)
            for k in counts:
                one, many = WORDS[code][k]
                assert counted(k, 1) == one % 1 and counted(k, 2) == many % 2
            assert counted("n_actions", 1) in ("1 action", "1 Aktion")
            assert counted("n_actions", 3) in ("3 actions", "3 Aktionen")
    finally:
        use_language("en")


class BoxSeatWatch:
    """Keys for a pass-and-play Broom Service game with the box at the last
    seat; every OLED screen is kept that follows the box's own decision."""

    def __init__(self, world, box_seat, undo_at=None):
        self.world = world
        self.box_seat = box_seat
        self.rng = Rng(5)
        self.at = -GAP_US
        self.after_box = []
        self.after_undo = []
        self.undo_at = undo_at  # undo once, after this many actions
        self.undone = False

    def keys(self, ui):
        c = ui.app()
        now = self.world.clock.us
        if c is None or c.status == "boot":
            return []
        # every screen is read, even one a key below replaces within GAP_US
        rows = list(c.rows)
        if (rows and rows[0].startswith("Box (") and len(rows) > 1 and rows[1] != "thinking..."
                and (not self.after_box or self.after_box[-1] != rows)):
            self.after_box.append(rows)
        if now - self.at < GAP_US:
            return []
        self.at = now
        if self.undone and not self.after_undo:
            self.after_undo.append(rows)
        if c.game.over or len(self.after_box) >= 8 or len(c.game.history) > 80:
            raise run.EnoughActions()
        if self.undo_at is not None and not self.undone and len(c.game.history) >= self.undo_at:
            self.undone = True
            self.at = now + HOLD_US - GAP_US
            return ["u"]
        ch = ui.choices(c)
        if ui.hidden_seat(c) is not None or c.news or not ch:
            return ["c"]
        return list(str(self.rng.below(len(ch)) + 1)) + ["\r"]


def test_a_box_seat_never_names_its_secret_pick(tmp_path):
    """Broom Service with the box at Green: each round every seat picks its
    roles in secret. The OLED said "Box (Green): Weather fairy" for all to
    read. Now the box says that it chose, never what; and an undo of a
    person's secret pick says whose pick was undone, not the role."""
    from hexbox.games.broom_service.words_en import PLAY_BRAVE, PLAY_COWARD, ROLES

    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 5, realtime=False)
    watch = BoxSeatWatch(world, 2, undo_at=2)
    drive(world, ui, watch.keys, tmp_path,
          {"board": "pico_referee", "game": "broom_service", "players": 3, "seed": 5,
           "bots": [2]})
    assert len(watch.after_box) >= 4, watch.after_box
    for rows in watch.after_box:
        if any(w in " ".join(rows[1:3]).split() for w in (PLAY_BRAVE, PLAY_COWARD)):
            continue  # a role laid out ("Hill witch cowardly") is laid for all to see
        said = rows[1]  # the row under "Box (Green):", before the lines all may read
        assert not any(role.startswith(said) or said.startswith(role) for role in ROLES), (
            "the box named its secret pick: %r" % rows
        )
    assert any("Box (Green) chose" in " ".join(r) for r in watch.after_box), \
        "\n".join(map(repr, watch.after_box))
    undone = watch.after_undo[0]
    said = " ".join(undone[1:-1])  # whose move it was, not what ("Green: secret move"), then OK
    seats = ("Red", "Blue", "Green")
    assert undone[0] == "Undone:" and said in ("%s: secret move" % s for s in seats), undone
    assert not any(role in " ".join(undone) for role in ROLES)


def test_a_menu_group_reads_top_to_bottom(tmp_path):
    """Broom Service's witch moves were laid out across ("Witch 1: | 2 Done
    | 3 to F25" over "1 to F12 | Witch 2: | 4 to F46"): a menu that fits
    one column is one column, each group's heading above its rows."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 9, realtime=False)
    seen = []

    def look(t, c):
        cells = t.menu_cells(c)
        if t.hidden_seat(c) is None and any(x.endswith(":") for x in cells) and len(cells) <= 8:
            seen.append((cells, t.menu_lines(c, 10)))
            raise run.EnoughActions()

    drive(world, ui, person(world, 9, look), tmp_path,
          {"board": "pico_referee", "game": "broom_service", "players": 2, "seed": 9})
    assert seen, "no grouped menu met"
    cells, lines = seen[0]
    assert [x.rstrip() for x in lines] == [x.rstrip() for x in cells], lines


def test_a_flyers_status_rows_stand_beside_its_name(tmp_path):
    """Techno Witches, three flyers: the status panel's second column began
    with Green's position while "Green" ended the first. Every flyer placed,
    the second column begins with a name, not with an indented row."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 5, realtime=False)
    seen = []

    def look(t, c):
        if all(p is not None for p in c.game.poses):
            seen.append(t.status_lines(c)[0])
            raise run.EnoughActions()

    drive(world, ui, person(world, 5, look), tmp_path,
          {"board": "pico_referee", "game": "techno_witches", "players": 3, "seed": 5})
    lines = seen[0]
    second = [x[tui.STATUS_COL:] for x in lines if x[tui.STATUS_COL:].strip()]
    assert second and not second[0].startswith(" "), lines
    for x in lines:  # and nothing is lost: every row is still there
        assert len(x) <= tui.INNER


def test_a_number_typed_while_the_box_plays_says_what_is_going_on(tmp_path):
    """"keine Aktion 12: waehle 1 bis 0": a number typed while the box's
    seat plays (nothing to choose) no longer asks for a number from 1 to 0."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 5, realtime=False)
    seen = []

    def look(t, c):
        if c.game.current in c.bots and not t.choices(c):
            if not seen:
                seen.append(None)
                return ["1", "2", "\r"]
            seen[0] = t.message
            raise run.EnoughActions()

    drive(world, ui, person(world, 5, look), tmp_path,
          {"board": "pico_referee", "game": "techno_witches", "players": 2, "seed": 5, "bots": [1]})
    assert seen[0] == say("no_choice", 12), seen
    assert "1 to 0" not in seen[0]


def test_the_dice_box_resumes_where_it_stood_and_says_so(tmp_path, monkeypatch, capsys):
    """`sim --board pico_dice` kept nothing: each start was a new box, and
    quitting printed no line on how to go on. Now it is saved like the other
    boxes: the next start resumes its rolls and says so; --new starts afresh."""
    from hexbox.app import main as appmain
    from host_tools.games.spuknacht.dice_tui import DiceTui

    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    argv = ["--board", "pico_dice"]
    got = {}

    def rolled(ui, c):
        got["rolls"] = [list(r) for r in c.game.rolls]
        return len(c.game.rolls) >= 2

    sim_until(argv + ["--new", "--seed", "3"], rolled, monkeypatch, DiceTui)
    out = capsys.readouterr().out
    assert "--board pico_dice" in out and "resumes it" in out, out

    def look(ui, c):
        got["message"] = ui.message
        got["again"] = [list(r) for r in c.game.rolls]
        return True

    sim_until(argv + ["--seed", "8"], look, monkeypatch, DiceTui)
    c = appmain.RUNNING[0]
    assert c.status == "resumed"
    assert got["again"][:len(got["rolls"])] == got["rolls"]
    assert got["message"] == say("resumed_not_asked", "--seed")
    sim_until(argv, look, monkeypatch, DiceTui)
    assert got["message"] == say("dice_resumed")
    sim_until(argv + ["--new"], look, monkeypatch, DiceTui)
    assert appmain.RUNNING[0].status == "new"
    capsys.readouterr()


def test_the_quit_line_names_the_box_when_it_is_not_the_games_own(tmp_path, monkeypatch, capsys):
    """Spuknacht played on the referee box: the line printed at q said
    `make sim GAME=spuknacht`, which starts the game's own box instead."""
    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    sim_until(["--game", "spuknacht", "--board", "pico_referee", "--new", "--seed", "2"],
              lambda ui, c: len(c.game.history) >= 1, monkeypatch)
    out = capsys.readouterr().out
    assert 'make sim GAME=spuknacht ARGS="--board pico_referee"' in out, out
    sim_until(["--game", "broom_service", "--new", "--seed", "2"],
              lambda ui, c: True, monkeypatch)
    out = capsys.readouterr().out
    assert "make sim GAME=broom_service`" in out and "--board" not in out, out
