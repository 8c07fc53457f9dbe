"""The box never crashes into a traceback, whatever its config or files.

- Generated config.json and board.json files: the boot says "selftest: ok"
  or "selftest: FAIL <why>", never raises; "ok" only when the game really
  builds with the settings and the board passes the rules.
- firmware/main.py, unchanged, on the simulated box (CPython): a failed
  self-test and every error the app meets at run time (a game the app does
  not play, an index sensor that never triggers, an exception mid-game,
  Ctrl-C) end in one console line, the reason on the OLED, the error tune
  and the wheel's coils released; main.py returns (the REPL stays usable).

The cases an outside fuzz run found are tests/portable/boot_cases.py, run on both
interpreters by tests/portable/test_boot_portable.py; the flashed image on
the virtual board: tests/test_vdevice_boot.py.
"""

import json
import os
import runpy

import pytest
from boot_cases import CASES, GOOD_BOARD, GOOD_CONFIG, files
from fuzz_scale import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_fuzz_boards import JSON, mutated

from hexbox.app import boot
from hexbox.app import main as appmain
from hexbox.games import game_class
from hexbox.games import names as game_names
from host_tools.hardware import boards
from host_tools.sim.player import Player
from host_tools.sim.run import MAIN, EnoughActions, Probe, SimTimeout
from host_tools.sim.world import World


def _boot_in(d, config, board):
    """boot.boot() over a box folder holding these two files (None: absent)."""
    for name, data in (("config.json", config), ("board.json", board)):
        p = d / name
        if p.exists():
            p.unlink()
        if data is not None:
            p.write_bytes(data)
    lines, shown = [], []
    cfg = boot.boot(str(d / "config.json"), lines.append, None, shown.append)
    return cfg, lines, shown


def _verdict(cfg, lines, shown):
    assert len(lines) == 2 and lines[0].startswith("hexbox ")
    if lines[1] == "selftest: ok":
        assert cfg is not None and shown == []
        return True
    assert lines[1].startswith("selftest: FAIL ") and len(lines[1]) > len("selftest: FAIL ")
    assert cfg is None and shown == [lines[1][len("selftest: FAIL "):]]
    return False


CONFIGS = st.fixed_dictionaries(
    {"board": st.just("testbox") | st.sampled_from(["", "pico", "../x", "Pico"]) | JSON,
     "game": st.sampled_from(game_names()) | st.sampled_from(["chess", "", "SPUKNACHT"]) | JSON},
    optional={"players": st.integers(-2, 8) | JSON,
              "variant": st.lists(st.sampled_from(["expert", "team", "solo", "meister", "storm",
                                                   "back", "turbo", ""]), max_size=3) | JSON,
              "seed": st.integers(-5, 1 << 33) | JSON,
              "stop_when_over": st.booleans() | JSON,
              "extra": JSON})


@settings(max_examples=examples(250), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(CONFIGS | JSON)
def test_any_config_json_is_ok_or_a_readable_fail(tmp_path, cfg):
    """Any JSON in config.json: ok, or FAIL with a reason; and "ok" means
    the app can build the game with exactly these settings."""
    got, lines, shown = _boot_in(
        tmp_path, json.dumps(cfg).encode(), json.dumps(GOOD_BOARD).encode()
    )
    if _verdict(got, lines, shown):
        cls = game_class(cfg["game"])
        s = boot.game_settings(cfg, cls)
        g = cls(players=s["players"], seed=s["seed"] or 0, variant=tuple(s["variant"]))
        assert g.actions()


@settings(max_examples=examples(150), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.binary(max_size=300) | st.text(max_size=100).map(str.encode), st.booleans())
def test_any_bytes_in_config_or_board_json_never_raise(tmp_path, data, which):
    """Garbage in either file (not UTF-8, cut off, nested, any bytes): FAIL."""
    good = (json.dumps(GOOD_CONFIG).encode(), json.dumps(GOOD_BOARD).encode())
    config, board = (data, good[1]) if which else (good[0], data)
    _verdict(*_boot_in(tmp_path, config, board))


@settings(max_examples=examples(200), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(mutated(), st.sampled_from(game_names()))
def test_a_generated_board_boots_ok_exactly_when_the_board_rules_pass(tmp_path, b, game):
    """The self-test's verdict on a board is the board rules' (host and device
    agree on those: test_fuzz_boards)."""
    cfg = {"board": "testbox", "game": game}
    ok = _verdict(*_boot_in(tmp_path, json.dumps(cfg).encode(), json.dumps(b).encode()))
    assert ok == (isinstance(b, dict) and boards.problems(b, game) == [])


# --- firmware/main.py on the simulated box --------------------------------------------

def run_main_py(capsys, tmp_path, world, config, board=None, probe=None):
    """Write the flash files and run main.py on `world` as the board would;
    returns the lines it printed (main.py must return: the REPL comes next)."""
    (tmp_path / "config.json").write_bytes(config)
    (tmp_path / "board.json").write_bytes(
        json.dumps(world.board).encode() if board is None else board
    )
    capsys.readouterr()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    hooks = [probe.attach] if probe is not None else []
    appmain.ON_START.extend(hooks)
    player = Player(world, 3, appmain.RUNNING)  # someone at the table, as in sim --auto

    def watchdog(now):
        if now > 3600 * 1000000:
            raise SimTimeout("main.py still runs after an hour of virtual time")

    world.clock.listeners.append(watchdog)
    try:
        with world.installed():
            runpy.run_path(MAIN, run_name="__main__")
    finally:
        os.chdir(cwd)
        for h in hooks:
            appmain.ON_START.remove(h)
        player.detach()
        world.clock.listeners.remove(watchdog)
    return capsys.readouterr().out.splitlines()


def _oled(world):
    return [r for r in world.oled.text_rows() if r] if world.oled is not None else []


def _cfg(**kw):
    c = dict(GOOD_CONFIG)
    c.update(kw)
    return json.dumps(c).encode()


REPRESENTATIVE = (
    "players 99",
    "config not UTF-8",
    "config nested 1000 deep",
    "pin clash",
    "gear [1, 100000]",
    "hall map leaves fields without a sensor",
    "max_speed 2000000",
    "board an array",
    "display height 7",
)


@pytest.mark.parametrize("name", REPRESENTATIVE)
def test_a_failed_self_test_is_shown_on_the_box_and_main_py_returns(capsys, tmp_path, name):
    """main.py with a boot fault: "selftest: FAIL <why>" on the console, the
    reason on the OLED (when the display's own pins are fine), the error
    tune, coils released; no exception leaves main.py."""
    case = [c for c in CASES if c[0] == name][0]
    config, board = files(case)
    world = World(GOOD_BOARD)
    printed = run_main_py(capsys, tmp_path, world, config, board)
    assert printed[1].startswith("selftest: FAIL ") and case[2] in printed[1], printed
    assert not any("Traceback" in p for p in printed)
    parts = json.loads(board) if name != "board an array" else []
    if isinstance(parts, dict) and parts.get("wheel") == GOOD_BOARD["wheel"]:
        assert not world.motor.energised()  # (no wheel pins known: nothing to release)
    if isinstance(parts, dict) and parts.get("display") == GOOD_BOARD["display"]:
        rows = _oled(world)
        assert rows and rows[0] == "selftest FAIL", rows
    if isinstance(parts, dict) and parts.get("buzzer") == GOOD_BOARD["buzzer"]:
        assert [f for _, f, duty in world.buzzer_log() if duty] == [220]


def test_homing_that_never_finds_the_index_is_shown_and_the_coils_released(capsys, tmp_path):
    """A fault no self-test can see: the index sensor never triggers. The
    homing error is on the OLED and the console, the coils are released."""
    world = World(GOOD_BOARD)
    world.index.broken = True
    printed = run_main_py(capsys, tmp_path, world, _cfg(seed=3))
    err = [p for p in printed if p.startswith("hexbox: error: ")]
    assert err and "index sensor never triggered" in err[0], printed
    rows = _oled(world)
    assert rows[0] == "hexbox error" and "index" in rows[1], rows
    assert not world.motor.energised()
    assert [f for _, f, duty in world.buzzer_log() if duty][-1:] == [220]


def test_an_error_mid_game_and_ctrl_c_end_cleanly(capsys, tmp_path):
    """An unexpected exception in the running game (here: the wheel driver
    fails on the first turn) and a Ctrl-C: one console line each, the coils
    released, main.py returns."""
    class Boom:
        def attach(self, c):
            def start_turn(steps):  # where every turn of a played move begins
                c.hw.motor.enable()
                raise RuntimeError("driver fault")
            c.start_turn = start_turn

    world = World(GOOD_BOARD)
    printed = run_main_py(capsys, tmp_path, world, _cfg(seed=3), probe=Boom())
    assert "hexbox: error: RuntimeError: driver fault" in printed, printed
    assert "driver fault" in " ".join(_oled(world))
    assert not world.motor.energised()

    class CtrlC:
        def attach(self, c):
            real = c.pause
            hit = []

            async def pause(ms):
                if not hit and c.status != "boot":
                    hit.append(1)
                    raise KeyboardInterrupt  # once, in one task, as a UART interrupt lands
                await real(ms)
            c.pause = pause

    world = World(GOOD_BOARD)
    printed = run_main_py(capsys, tmp_path, world, _cfg(seed=3), probe=CtrlC())
    assert printed[-1] == "hexbox: stopped (Ctrl-C)", printed
    assert not world.motor.energised()


def test_the_app_runs_after_selftest_ok(capsys, tmp_path):
    """And with nothing wrong, main.py plays: no error line, actions made."""
    world = World(GOOD_BOARD)
    probe = Probe(max_actions=3)
    with pytest.raises(EnoughActions):  # the probe ends the run after 3 actions
        run_main_py(capsys, tmp_path, world, _cfg(seed=3), probe=probe)
    printed = capsys.readouterr().out.splitlines()
    assert printed[1] == "selftest: ok"
    assert not [p for p in printed if p.startswith("hexbox: error")], printed
    assert probe.seen >= 3


def test_the_bench_boot_faults_are_all_shown():
    """reliability.boot_faults_* (host_tools/benches/reliability.py): the
    issue's cases and seeded mutations all end in a FAIL shown on the box."""
    from host_tools.benches import reliability

    tried, bad = reliability.boot_faults(mutations=80)
    assert tried > len(CASES) and bad == []
