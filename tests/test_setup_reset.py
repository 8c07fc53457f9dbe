"""After the setup screen, a board resets (machine.soft_reset) so the game
chosen starts on the heap a one-game box boots with: none of the games the
setup screen looked at stays in it, not even the names MicroPython
interned for them. The choice is on the flash before the reset, marked to
start at the next boot (once: a later power-on with no saved game shows
the setup screen again). Where machine has no soft_reset (the simulator,
the page) the game starts in-process, as before. And the last setup kept
is always the newest one, however often it was replaced."""

import sys

import pytest
from test_sim_setup import all_games, boot, is_game

from hexbox.app.setup_last import load_last, save_last
from hexbox.core.fs import OsFs
from hexbox.core.log import ActionLog
from host_tools.hardware import boards
from host_tools.sim.world import World


class SoftReset(BaseException):
    """machine.soft_reset() on a board: main.py ends there."""


def _resets():
    raise SoftReset()


def test_the_last_setup_kept_is_the_newest_of_many(tmp_path):
    fs = OsFs(str(tmp_path))
    for players in (2, 3, 4, 5):
        assert save_last(fs, {"game": "broom_service", "players": players, "variant": [],
                              "bots": [], "lang": "en"})
        assert load_last(fs)["players"] == players


def test_a_board_resets_after_the_setup_and_boots_into_the_chosen_game(tmp_path):
    world = World(boards.load("pico_referee"))
    world.machine.soft_reset = _resets
    goals = [("to", "Broom Service"), ("ok", "Die wandelnden"), ("to", "Players"),
             ("ok", "Players: 3"), ("to", "Green"), "confirm", ("to", "Start"), "confirm"]
    with pytest.raises(SoftReset):
        boot(world, tmp_path, all_games(), goals)
    fs = OsFs(str(tmp_path))
    assert ActionLog(fs).load() is None  # no game was started before the reset
    last = load_last(fs)
    assert last is not None and last["start"]
    assert (last["game"], last["players"], last["bots"]) == ("wandelnde_tuerme", 3, [2])
    # the boot after the reset: the chosen game, no setup screen and no press
    c, person = boot(world, tmp_path, all_games(), [("see", is_game), ("stop",)])
    assert person.presses == 0
    assert is_game(c) and c.game_name == "wandelnde_tuerme"
    assert c.game.players == 3 and c.bots == (2,)
    # the setup screen's module, which marked the start as done, leaves the game's heap
    assert "hexbox.app.setup_screen" not in sys.modules
    assert not load_last(fs)["start"]  # started once
    assert ActionLog(fs).load()["game"] == "wandelnde_tuerme"
    # no saved game at a later power-on (the game ended): the setup screen, the same setup first
    ActionLog(fs).clear()
    c, _ = boot(world, tmp_path, all_games(), [("see", lambda c: c.rows), ("stop",)])
    assert type(c).__name__ == "SetupScreen" and c.choice()["game"] == "wandelnde_tuerme"


def test_a_setup_left_with_the_saved_game_on_does_not_reset(tmp_path):
    """BACK on the confirmation: the saved game plays on, in-process."""
    world = World(boards.load("pico_referee"))
    world.machine.soft_reset = _resets
    fs = OsFs(str(tmp_path))
    ActionLog(fs).save({"game": "broom_service", "players": 2, "seed": 5, "variant": [],
                        "actions": [], "bots": []})
    c, _ = boot(world, tmp_path, all_games(),
                [("see", lambda c: c.rows), "confirm", ("see", lambda c: c.screen), "back",
                 ("see", is_game), ("stop",)], held="back")
    assert is_game(c) and c.game_name == "broom_service" and c.record["seed"] == 5


_BOOT_SPY = """
import json, sys
seen = set()
class Spy:
    def find_spec(self, name, path=None, target=None):
        seen.add(name)
sys.meta_path.insert(0, Spy())
from hexbox.app import boot
lines = []
ok = boot.boot(sys.argv[1], lines.append) is not None
games = sorted({n.split(".")[2] for n in seen if n.startswith("hexbox.games.") and n.count(".") > 1
                and n.split(".")[2] != "frozen_names"})
print(json.dumps({"ok": ok, "lines": lines, "games": games}))
"""


def _boot_loads(box):
    # a fresh interpreter: what the boot imports, as a board's MicroPython would
    import json
    import os
    import subprocess

    from host_tools import FIRMWARE

    env = dict(os.environ, PYTHONPATH=FIRMWARE)
    out = subprocess.run([sys.executable, "-c", _BOOT_SPY, str(box / "config.json")], env=env,
                         capture_output=True, text=True, check=True, cwd=str(box)).stdout
    return json.loads(out)


def test_the_boot_after_the_reset_checks_the_chosen_game_and_loads_no_other(tmp_path):
    """What a boot loads stays in a board's heap for the whole power-on (the
    names MicroPython interned for it are never freed): the boot after the
    setup screen's reset self-tests the game it starts, with its settings,
    and imports no other game (not the config's, nor a profile's engine);
    a boot with no choice to start checks the config's, as before."""
    import json

    (tmp_path / "board.json").write_text(json.dumps(boards.load("pico_referee")))
    (tmp_path / "config.json").write_text(json.dumps(all_games()))
    asked = _boot_loads(tmp_path)
    assert asked["ok"] and "broom_service" in asked["games"], asked
    assert save_last(OsFs(str(tmp_path)), {"game": "wandelnde_tuerme", "players": 3,
                                          "variant": [], "bots": [2], "lang": "en"}, True, 5)
    started = _boot_loads(tmp_path)
    assert started["ok"] and started["lines"][-1] == "selftest: ok", started
    assert started["games"] == ["wandelnde_tuerme"]
