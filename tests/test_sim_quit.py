"""The simulator's `q` and the app's tasks: a quit ends the program at once,
whichever of the box's tasks (the button poller or the game) reads the key,
and a task that dies takes the box to its fault screen, never leaving a box
whose buttons do nothing."""

import asyncio

import pytest

from hexbox.app import fault
from hexbox.app import main as appmain
from host_tools.games.spuknacht.dice_tui import DiceTui
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.oled_text import rows as oled_rows
from host_tools.sim.tui import Quit, Tui
from host_tools.sim.world import World

BOXES = [("spuknacht", "pico", 2), ("wandelnde_tuerme", "pico_referee", 2),
         ("broom_service", "pico_referee", 2), ("techno_witches", "pico_referee", 2),
         ("spuknacht", "pico_dice", 1)]
QUIT_BY_US = 300000  # a quit typed must have ended the run within this much virtual time


def _which_task():
    t = asyncio.current_task()
    return t.get_coro().__qualname__ if t is not None else "none"


def quit_after(game, board, players, tmp_path, wait_ms):
    """Boot the box in the simulator, look at its first screen for wait_ms,
    then type q as a person would. Returns (the task that read the key,
    virtual us from the key to the end of the run)."""
    tmp_path.mkdir()
    world = World(boards.load(board))
    if board == "pico_dice":
        ui = DiceTui(world, 3, realtime=False)
    else:
        ui = Tui(world, game, 3, realtime=False)
    seen = {}

    def typist(now):
        c = appmain.RUNNING[0] if appmain.RUNNING else None
        if "booted" not in seen:
            if c is not None and c.status != "boot" and c.rows:
                seen["booted"] = now
            return
        if "q" not in seen and now - seen["booted"] >= wait_ms * 1000:
            seen["q"] = now
            seen["task"] = _which_task()
            ui.key("q")
        elif "q" in seen and now - seen["q"] > 5 * QUIT_BY_US:
            raise run.SimTimeout(
                "q was typed %d ms ago and the box still runs" % ((now - seen["q"]) // 1000)
            )

    world.clock.listeners.append(ui.tick)
    world.clock.listeners.append(typist)
    try:
        with pytest.raises(Quit):
            run.run_main(world, str(tmp_path), {"board": board, "game": game, "players": players,
                                                "seed": 3, "stop_when_over": True})
    finally:
        if hasattr(ui, "detach"):
            ui.detach()
    return seen["task"], world.clock.us - seen["q"]


@pytest.mark.parametrize("game,board,players", BOXES)
def test_the_first_q_quits_whichever_task_reads_it(game, board, players, tmp_path):
    """"The first q often does not quit, and then every button is dead ...
    A quit must end the program at once, from any task." The key is typed
    at a spread of moments after boot, so both the button task and the
    game task read one; every single q ends the run."""
    tasks = set()
    for i, wait_ms in enumerate((200, 203, 207, 211, 215, 219, 224, 230)):
        task, took_us = quit_after(game, board, players, tmp_path / str(i), wait_ms)
        tasks.add(task)
        assert took_us <= QUIT_BY_US, "q typed in %s ended the run only after %d us" % (
            task,
            took_us,
        )
    assert any("watched" in t for t in tasks), "no q reached the button task: %s" % tasks


def test_a_dead_button_task_shows_the_fault_screen(tmp_path):
    """"No task of the app may die silently. If a task ends, the box shows
    the fault screen." The button driver fails (an I2C expander that stops
    answering): the box stops, says why on its OLED and main.py returns."""
    world = World(boards.load("pico_referee"))
    polls = [0]
    failed_at = []

    def broken(c):
        real = c.hw.buttons.poll

        def poll(now=None):
            polls[0] += 1
            if polls[0] > 50:
                failed_at.append(world.clock.us)
                raise OSError("button bus gone")
            return real(now)

        c.hw.buttons.poll = poll

    def watchdog(now):
        if now > 60 * 1000000:
            raise run.SimTimeout("the box still runs a minute after its buttons died")

    appmain.ON_START.append(broken)
    world.clock.listeners.append(watchdog)
    try:
        run.run_main(world, str(tmp_path), {"board": "pico_referee", "game": "wandelnde_tuerme",
                                            "players": 2, "seed": 3, "stop_when_over": False})
    finally:
        appmain.ON_START.remove(broken)
    assert world.clock.us - failed_at[0] <= QUIT_BY_US, "the box ran on after its button task died"
    shown = oled_rows(world.oled)
    assert shown[0] == "hexbox error", shown
    assert "button bus gone" in " ".join(shown), shown
    assert fault._SHOWN[:1] == ["hexbox error"]
