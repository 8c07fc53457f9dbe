"""The box's setup screen, driven as a person drives it: presses of ROLL,
OK and BACK on the simulated box running firmware/main.py, the OLED's rows
read between them. The issue: the game, the player count, each variant
(a refused combination says why), each seat a person's or the box's and
the language, all on the box; "same again" in one press; a saved game
resumes at power-on and is never replaced without a confirmation; a power
cut in the middle of the setup loses nothing; BACK held at power-on opens
the setup screen."""

import os
import sys

import pytest

from hexbox.app import main as appmain
from hexbox.core.fs import OsFs
from hexbox.core.log import ActionLog
from hexbox.games import game_class, names
from hexbox.games.playout import random_playout
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

GAP_US = 200000  # a person reads the screen between two presses
CLICK_US = 60000


class Done(BaseException):
    """The person saw what the test waits for."""


class Person:
    """Presses one button per look, as `goals` say, and looks at the box
    between presses. A goal is ("to", text): ROLL until the cursor's row
    starts with text; ("ok", text): OK until it does (a row that changes
    with each OK); a button name: one press of it; ("see", f): no press
    until f(app) is true; ("press", button, f): that button, once a look,
    until f(app) is true; ("cut",): the power goes (run.PowerCut);
    ("stop",): the test has seen enough."""

    def __init__(self, world, goals):
        self.world = world
        self.goals = list(goals)
        self.at = -GAP_US
        self.screens = []  # every screen seen, as (app kind, rows)
        self.presses = 0

    def look(self, now):
        if now - self.at < GAP_US:
            return
        self.at = now
        c = appmain.RUNNING[0] if appmain.RUNNING else None
        if c is None:
            return
        shot = (type(c).__name__, list(c.rows))
        if not self.screens or self.screens[-1] != shot:
            self.screens.append(shot)
        if not self.goals:
            raise Done()
        g = self.goals[0]
        row = c.rows[c.hl] if 0 <= getattr(c, "hl", -1) < len(c.rows) else ""
        if g == ("cut",):
            self.goals.pop(0)
            raise run.PowerCut()
        if g == ("stop",):
            self.goals.pop(0)
            raise Done()
        if isinstance(g, str):
            self.goals.pop(0)
            self.press(g)
        elif g[0] == "see":
            if g[1](c):
                self.goals.pop(0)
        elif g[0] == "press":
            if g[2](c):
                self.goals.pop(0)
                self.look(now + GAP_US)
            else:
                self.press(g[1])
        elif row.startswith(g[1]):
            self.goals.pop(0)
            self.look(now + GAP_US)
        else:
            self.press("roll" if g[0] == "to" else "confirm")

    def press(self, name):
        w = self.world
        w.press(name)
        self.presses += 1
        w.clock.timers.append([w.clock.us + CLICK_US, 0, lambda: w.release(name)])


def boot(world, workdir, cfg, goals, held=None):
    """Power the box on (firmware/main.py) and let a person press through
    `goals`; returns (the running app, the person). held: a button held
    at power-on, let go after half a second."""
    person = Person(world, goals)
    del appmain.RUNNING[:]  # the app of the power-on before is gone
    world.clock.listeners.append(person.look)
    if held is not None:
        world.press(held)
        world.clock.timers.append([world.clock.us + 500000, 0, lambda: world.release(held)])
    try:
        run.run_main(world, str(workdir), cfg)
    except (Done, run.PowerCut):
        pass
    finally:
        world.clock.listeners.remove(person.look)
        for b in world.buttons:
            world.release(b)
    return appmain.RUNNING[0], person


def all_games(board="pico_referee", **kw):
    cfg = {"board": board, "games": list(names()), "game": "broom_service", "players": 2,
           "seed": 7}
    cfg.update(kw)
    return cfg


def is_game(c):
    return type(c).__name__ == "Referee"


def test_first_boot_shows_the_setup_screen_with_the_config_offered_first(tmp_path):
    world = World(boards.load("pico_referee"))
    c, person = boot(world, tmp_path, all_games(), [("see", lambda c: c.rows)])
    assert type(c).__name__ == "SetupScreen"
    assert c.rows[:4] == ["Setup: OK sets", "Start the game", "Broom Service", "Players: 2"]
    assert c.hl == 1  # the cursor on "Start the game": the config's setup is one press away


def test_another_game_players_variant_and_a_box_seat_set_up_with_the_buttons(tmp_path):
    """Die wandelnden Türme instead of the config's Broom Service, four
    players, the team variant, seat 2 the box's: the game the box then
    plays is that one, and a power cut in it resumes it."""
    world = World(boards.load("pico_referee"))
    goals = [("to", "Broom Service"), ("ok", "Die wandelnden"), ("to", "Players"),
             ("ok", "Players: 4"), ("to", "[ ] team"), "confirm", ("to", "Blue"), "confirm",
             ("to", "Start"), "confirm", ("see", is_game), ("stop",)]
    c, person = boot(world, tmp_path, all_games(), goals)
    assert is_game(c) and c.game_name == "wandelnde_tuerme"
    assert c.game.players == 4 and "team" in c.game.variant
    assert c.bots == (1,)
    assert ["[x] team game"] == [r for _, rows in person.screens for r in rows
                                 if r == "[x] team game"][:1]
    # the power goes and comes back: the game resumes, no setup screen
    c2, _ = boot(world, tmp_path, all_games(), [("see", lambda c: c.rows), ("stop",)])
    assert is_game(c2) and c2.game_name == "wandelnde_tuerme"
    assert c2.record["seed"] == c.record["seed"] and c2.bots == (1,)


def test_same_again_is_one_press(tmp_path):
    """After a setup was played, the next setup screen (the game was over
    and cleared) offers it first: one OK starts it again."""
    world = World(boards.load("pico_referee"))
    goals = [("to", "Players"), ("ok", "Players: 3"), ("to", "[ ] back"), "confirm",
             ("to", "Start"), "confirm", ("see", is_game), ("stop",)]
    boot(world, tmp_path, all_games(), goals)
    ActionLog(OsFs(str(tmp_path))).clear()  # the game ended: the box cleared its log
    c, person = boot(world, tmp_path, all_games(), [("see", lambda c: c.rows), "confirm",
                                                    ("see", is_game), ("stop",)])
    assert person.presses == 1
    assert is_game(c) and c.game_name == "broom_service"
    assert c.game.players == 3 and c.game.variant == ("back",)


@pytest.mark.parametrize("lang,solo,title,reason", [
    ("en", "[ ] solo game", "Not possible:",
     ["solo is for", "1 player and", "mixes with no", "other variant"]),
    ("de", "[ ] Solospiel", "Geht nicht:", ["Solo ist für", "1 Spieler, ohne", "andere Variante"]),
])
def test_a_refused_variant_combination_says_why_in_16_columns(tmp_path, lang, solo, title, reason):
    """The variant by its name in the box's language, and the game's own
    reason when the combination is refused."""
    world = World(boards.load("pico_referee"))
    goals = [("to", "Broom Service"), ("ok", "Die wandelnden"), ("to", solo), "confirm",
             ("see", lambda c: c.rows[0] == title), ("stop",)]
    c, _ = boot(world, tmp_path, all_games(lang=lang), goals)
    assert c.rows == [title] + reason + ["OK"]
    assert all(len(r) <= 16 for r in c.rows)
    assert "solo" not in c.variant  # not taken
    # OK: back at the list, the variant still off
    c, _ = boot(world, tmp_path, all_games(lang=lang),
                [("to", "Broom Service"), ("ok", "Die wandelnden"), ("to", solo),
                 "confirm", ("see", lambda c: c.rows[0] == title), "confirm",
                 ("see", lambda c: c.rows[0] != title), ("stop",)])
    assert solo in c.rows


def test_two_adventures_at_once_are_refused_with_the_games_reason(tmp_path):
    world = World(boards.load("pico_referee"))
    goals = [("to", "Broom Service"), ("ok", "Techno Witches"), ("to", "[ ] Bumblebee"),
             "confirm", ("to", "[ ] Quaddatsch"), "confirm",
             ("see", lambda c: c.rows[0] == "Not possible:"), ("stop",)]
    c, _ = boot(world, tmp_path, all_games(), goals)
    assert c.rows == ["Not possible:", "choose one", "adventure", "OK"]
    assert c.variant == ["bumblebee"]


def test_a_power_cut_in_the_middle_of_the_setup_loses_nothing(tmp_path):
    """The last setup and the saved files stay as they were: the setup
    offered next time is the one before, and nothing was written."""
    world = World(boards.load("pico_referee"))
    goals = [("to", "Players"), ("ok", "Players: 3"), ("to", "Start"), "confirm",
             ("see", is_game), ("stop",)]
    boot(world, tmp_path, all_games(), goals)
    ActionLog(OsFs(str(tmp_path))).clear()
    before = sorted(os.listdir(str(tmp_path)))
    setup = open(os.path.join(str(tmp_path), "setup.log"), "rb").read()
    # a new setup begun: another game, 5 players... and the power goes
    boot(world, tmp_path, all_games(), [("see", lambda c: c.rows), ("to", "Broom Service"),
                                        ("ok", "Die wandelnden"), ("to", "Players"),
                                        ("ok", "Players: 5"), ("cut",)])
    assert sorted(os.listdir(str(tmp_path))) == before
    assert open(os.path.join(str(tmp_path), "setup.log"), "rb").read() == setup
    c, _ = boot(world, tmp_path, all_games(), [("see", lambda c: c.rows), ("stop",)])
    assert c.rows[1:4] == ["Start the game", "Broom Service", "Players: 3"]


def _saved_game(tmp_path, actions):
    """Start Die wandelnden Türme through the setup and play `actions`
    actions, OK on every screen (the first row of every menu)."""
    world = World(boards.load("pico_referee"))
    c, _ = boot(world, tmp_path, all_games(),
                [("to", "Broom Service"), ("ok", "Die wandelnden"), ("to", "Start"), "confirm",
                 ("see", is_game),
                 ("press", "confirm", lambda c: len(c.game.history) >= actions), ("stop",)])
    assert is_game(c) and len(c.game.history) >= actions
    return world, c


def test_a_saved_game_resumes_and_is_replaced_only_after_a_confirmation(tmp_path):
    world, played = _saved_game(tmp_path, 2)
    n = len(played.game.history)
    seed = played.record["seed"]
    # power on: the saved game resumes, no setup screen
    c, _ = boot(world, tmp_path, all_games(), [("see", lambda c: c.rows), ("stop",)])
    assert is_game(c) and len(c.game.history) == n
    # BACK held at power-on: the setup screen; its start asks first, BACK keeps the game
    c, person = boot(world, tmp_path, all_games(),
                     [("see", lambda c: c.rows), ("to", "Start"), "confirm",
                      ("see", lambda c: c.rows[:1] == ["A saved game is"]), "back",
                      ("see", is_game), ("stop",)], held="back")
    assert ("SetupScreen", ["A saved game is", "on the box:", "OK: new game",
                            "BACK: play it on"]) in person.screens
    assert person.screens[0][0] == "SetupScreen"
    assert is_game(c) and len(c.game.history) == n and c.record["seed"] == seed
    # again, and OK: the new game replaces it
    c, _ = boot(world, tmp_path, all_games(),
                [("see", lambda c: c.rows), ("to", "Start"), "confirm",
                 ("see", lambda c: c.rows[:1] == ["A saved game is"]), "confirm",
                 ("see", is_game), ("stop",)], held="back")
    assert is_game(c) and len(c.game.history) == 0


def _finished_log(tmp_path, game, players, seed=11):
    """The log of a whole game of `game`, over, as the box saves it."""
    cls = game_class(game)
    g, _ = random_playout(cls, players, seed)
    ActionLog(OsFs(str(tmp_path))).save({"game": game, "players": players, "seed": seed,
                                         "variant": [], "actions": list(g.history), "bots": []})


def test_ok_new_game_at_the_end_opens_the_setup_and_the_next_game_leaves_no_modules(tmp_path):
    """Broom Service over (resumed at power-on): "OK: new game" opens the
    setup screen; Die wandelnden Türme set up there runs on the same
    power-on without any of Broom Service's modules in the heap, and
    without the setup screen's."""
    _finished_log(tmp_path, "broom_service", 2)
    world = World(boards.load("pico_referee"))

    def setting_up(c):
        return type(c).__name__ == "SetupScreen"

    c, person = boot(world, tmp_path, all_games(),
                     [("see", lambda c: is_game(c) and c.game.over),
                      ("press", "confirm", setting_up), ("to", "Broom Service"),
                      ("ok", "Die wandelnden"), ("to", "Start"), "confirm",
                      ("see", is_game), ("stop",)])
    first_setup = [kind for kind, _ in person.screens].index("SetupScreen")
    assert person.screens[first_setup - 1][1][-1] == "OK: new game"
    setups = [rows for kind, rows in person.screens if kind == "SetupScreen"]
    assert setups[0][2] == "Broom Service"  # the game just played, offered first
    assert is_game(c) and c.game_name == "wandelnde_tuerme" and not c.game.history
    assert not [k for k in sys.modules if k.startswith("hexbox.games.broom_service")]
    assert "hexbox.app.setup_screen" not in sys.modules


def test_a_full_spuknacht_box_plays_another_game_with_the_wheel_off(tmp_path):
    """On the pico (wheel and hall sensors) Broom Service from the menus:
    the wheel's drivers are not loaded and its coils are off."""
    world = World(boards.load("pico"))
    c, _ = boot(world, tmp_path, all_games("pico", game="spuknacht"),
                [("to", "Die verdrehte"), ("ok", "Techno"), ("ok", "Die wandelnden"),
                 ("ok", "Broom"), ("to", "Start"), "confirm", ("see", is_game), ("stop",)])
    assert is_game(c) and c.game_name == "broom_service"
    assert c.hw.stepper is None and c.hw.hall is None
    assert "hexbox.hw.stepper" not in sys.modules and "hexbox.hw.hall" not in sys.modules
    assert world.wheel is not None and not world.motor.energised()


def test_the_terminal_simulator_shows_the_boxs_setup_screen(tmp_path, monkeypatch, capsys):
    """`python -m host_tools sim --setup`: the same setup screen in the
    terminal's OLED panel, its buttons on r, c and b; the game set up there
    is the one the table then shows."""
    from host_tools.sim import tui

    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    keys = ["r", "c", "c", "b", "c"]  # the game's row, Techno Witches, Tuerme, Start, OK
    seen = []
    at = [0]

    def frame(ui):
        now = ui.world.clock.us
        if now - at[0] < GAP_US:
            return
        at[0] = now
        s = ui.screen()
        if s is None:
            return
        seen.append(ui.oled_lines(s)[0])
        if ui.app() is not None:
            ui.key("q")
        elif keys:
            ui.key(keys.pop(0))

    monkeypatch.setattr(tui.Tui, "frame", frame)
    assert run.main(["--setup", "--new", "--board", "pico_referee"]) == 0
    assert [r.rstrip() for r in seen[0][:4]] == ["Setup: OK sets", "Start the game",
                                                 "Die verdrehte", "    Spuknacht"]
    c = appmain.RUNNING[0]
    assert is_game(c) and c.game_name == "wandelnde_tuerme"
    assert "sim --setup" in capsys.readouterr().out


def test_a_game_whose_parts_the_board_lacks_is_left_out_and_the_self_test_says_why(tmp_path):
    """A dice-and-wheel box without its OLED holds every game: Spuknacht's
    dice box runs on it, the games played from the menus need the OLED.
    The boot names each one it leaves out; the setup screen offers none of
    them."""
    import json

    from hexbox.app import boot
    from hexbox.app.setup_flow import box_games

    board = boards.load("pico_dice")
    del board["display"]
    (tmp_path / "board.json").write_text(json.dumps(board))
    cfg = {"board": "pico_dice", "games": list(names()), "game": "spuknacht"}
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    lines = []
    assert boot.boot(str(tmp_path / "config.json"), out=lines.append) is not None, lines
    others = [g for g in names() if g != "spuknacht"]
    assert lines[1:-1] == ["hexbox: game %s left out: board pico_dice has no display" % g
                           for g in others]
    assert lines[-1] == "selftest: ok"
    assert box_games(cfg, board) == ["spuknacht"]
