"""A game is its folders: Dice Race (tests/extra_games/) is in no list of the
project. Put its firmware folder on hexbox.games' path and its host folder
on host_tools.games' path, and it plays through the generic engine checks,
the presentation checks, the bots' fairness, the simulator, the bench and
the page, as every shipped game does."""

import inspect
import json
import os

import pytest
import test_bots
import test_engines
from bot_checks import check_bots_finish, check_fair
from engine_checks import check_damaged_snapshots
from present_checks import check_playout

import hexbox.games
import host_tools.games
from hexbox.games import found, game_class, names
from hexbox.games.playout import random_playout

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "extra_games")
NAME = "dice_race"


@pytest.fixture(scope="module", autouse=True)
def dice_race_on_the_path():
    assert NAME not in found(), "the extra game is in the firmware: it must live in the tests only"
    hexbox.games.__path__.append(os.path.join(HERE, "firmware"))
    host_tools.games.__path__.append(os.path.join(HERE, "host"))
    yield
    hexbox.games.__path__.remove(os.path.join(HERE, "firmware"))
    host_tools.games.__path__.remove(os.path.join(HERE, "host"))


def test_its_folders_alone_register_it_last_in_the_menu():
    assert found()[-1] == NAME or NAME in found()
    assert names()[-1] == NAME  # its ORDER (90) is the highest
    assert host_tools.games.part(NAME, "view").table is not None
    assert host_tools.games.folder(NAME) == os.path.join(HERE, "host", NAME)


def _generic(module):
    """The module's tests that take a game's name, with their other
    parameters as the module gives them."""
    out = []
    for fname, f in sorted(vars(module).items()):
        if not fname.startswith("test_") or not callable(f):
            continue
        inner = getattr(getattr(f, "hypothesis", None), "inner_test", f)
        params = list(inspect.signature(inner).parameters)
        if "name" not in params:
            continue
        extra = [
            (m.args[0], [v.values[0] if hasattr(v, "values") else v for v in m.args[1]])
            for m in getattr(f, "pytestmark", [])
            if m.name == "parametrize" and m.args[0] != "name"
        ]
        out.append((fname, f, extra))
    return out


# the generic test asks for more than 300 damaged snapshots, a count the
# shipped games' snapshots reach; a race's few fields give fewer: the same
# check below, with the count this snapshot gives
OWN = ("test_every_damaged_field_is_refused_or_plays_on",)


def test_every_damaged_field_is_refused_or_plays_on():
    tried, loaded = check_damaged_snapshots(game_class(NAME), seed=1, stops=(20,))
    assert tried > 250 and loaded > 0


@pytest.mark.parametrize("test", [t[0] for t in _generic(test_engines) if t[0] not in OWN])
def test_the_generic_engine_checks_pass(test):
    for fname, f, extra in _generic(test_engines):
        if fname == test:
            kw = [{}]
            for arg, values in extra:
                kw = [dict(k, **{arg: v}) for k in kw for v in values]
            for k in kw:
                f(name=NAME, **k)


def test_every_label_and_line_is_readable():
    cls = game_class(NAME)
    for variant in ((), ("long",)):
        assert check_playout(NAME, cls, 2, 5, variant, max_steps=150) > 0


@pytest.mark.parametrize("seed", (1, 7, 12345))
def test_two_states_the_seat_cannot_tell_apart_give_the_same_choice(seed):
    compared, _ = check_fair(NAME, seed, stops=3, every=2, steps=10)
    assert compared >= 1


def test_the_hidden_twin_really_differs():
    # the fairness check above could not fail if the twin were the same game
    differed = sum(check_fair(NAME, seed, stops=3, every=2, steps=4)[1] for seed in range(4))
    assert differed >= 2


def test_good_bots_play_a_whole_race():
    g = check_bots_finish(NAME, seed=3, steps=20)
    assert g.result["winners"][0] in (0, 1) and max(g.pos) == g.goal


def test_the_simulator_plays_it_by_itself(capsys):
    from host_tools.sim import run

    assert run.main(["--game", NAME, "--players", "2", "--auto", "4"]) == 0
    out = capsys.readouterr().out
    assert "wins the race!" in out and "dice_race, seed 4" in out


def test_make_bench_finds_its_bench_by_its_folder():
    from host_tools import bench

    assert ("dice_race", "host_tools.games.dice_race.bench") in bench._benches()
    results, errors = bench.collect("dice_race")
    assert errors == {} and results["playouts.dice_race.games_per_min"] > 0


def test_the_generic_sim_and_page_parts_take_it():
    """The registry's questions the simulator and the page ask of every
    game: it is refereed from the menus, has no parts of a box of its own,
    and its table is portable (the page stages it)."""
    from host_tools.hardware import boards
    from host_tools.sim.stage import game_parts

    assert host_tools.games.box_for(NAME) == "pico_referee"
    assert host_tools.games.own_box(NAME, boards.load("pico_dice")) is None
    assert NAME not in host_tools.games.driving("wheel")
    assert not host_tools.games.has_part(NAME, "acts")
    assert host_tools.games.has_part(NAME, "table")
    assert NAME not in [n for n, _, _ in game_parts()]


def test_the_page_draws_its_table_through_the_host_registry():
    g = game_class(NAME)(players=2, seed=1)
    g.play(("roll",))
    svg = host_tools.games.svg(NAME, g)
    assert svg.startswith("<svg") and 'id="p0"' in svg and 'id="p1"' in svg


def test_the_bot_interface_tests_take_it():
    """test_bots' tests over every game's name (its hidden-twin test has its
    own copy above, with seeds a short race reaches)."""
    for fname, f, _ in _generic(test_bots):
        if "hidden_twin" not in fname:
            f(name=NAME)


def test_on_micropython_a_flash_holding_its_folder_plays_it(tmp_path):
    """On a board the package path is one folder: the game is there when its
    folder is (as flash would put it), and plays and replays the same."""
    import shutil

    from host_tools import FIRMWARE
    from host_tools.device.upy import run_code

    fw = tmp_path / "firmware"
    shutil.copytree(FIRMWARE, fw, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(os.path.join(HERE, "firmware", NAME), fw / "hexbox" / "games" / NAME)
    out = run_code(
        "from hexbox.games import names, game_class\n"
        "from hexbox.games.playout import random_playout\n"
        "print(names()[-1])\n"
        "cls = game_class(%r)\n"
        "g, _ = random_playout(cls, 2, 9)\n"
        "print(g.over, cls.from_dict(g.to_dict()).to_dict() == g.to_dict(), g.result['winners'])\n"
        % NAME, firmware=str(fw), port="unix", heapsize=512 * 1024)
    here, _ = random_playout(game_class(NAME), 2, 9)  # the same game on CPython
    assert out.split() == [NAME, "True", "True", str(here.result["winners"]).replace(" ", "")]


def test_the_page_plays_it_through_the_buttons(tmp_path):
    """The classroom page built while the folders are on the path carries the
    game in its flash and its table picture in its library; a game through
    the buttons checks what test_web checks of every menu game."""
    from host_tools.web import browser

    if browser.missing() is not None:
        pytest.skip(browser.missing())
    import test_web

    from host_tools.web.build import build

    out = build(str(tmp_path / "web"))
    with browser.serve(out) as url, browser.browser() as ctx:
        page = ctx.new_page()
        page.goto(url + "?game=%s&players=2&seed=3" % NAME)
        browser.wait_ready(page)
        # test_web.menu_game's checks, with more presses: every turn here
        # opens with a pass screen (each seat holds hidden cards)
        played = 0
        for i in range(24):
            browser.click(page, "#b-roll" if i % 4 == 1 else "#b-confirm")  # next item, or choose
            st = test_web.page_state(page, NAME)
            g, events = test_web.replay(st)
            assert json.loads(json.dumps(g.to_dict())) == st["state"]
            assert page.evaluate("hexbox.lastSvg") == host_tools.games.svg(NAME, g)
            rows = test_web.check_oled(page)
            if len(st["history"]) > played:
                played = len(st["history"])
                assert rows[:-1] == test_web.news_rows(NAME, g, events)[:5]
        assert played >= 3
        assert page.evaluate("hexbox.errors") == []
        page.close()
