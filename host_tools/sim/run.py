"""Run firmware/main.py, unchanged, on a simulated box.

auto(seed) plays a whole Spuknacht game: a virtual player acts on the parts,
the firmware senses, infers, logs and turns the wheel. After every wheel
turn it checks, from the wheel model, that the physical wheel stands on the
engine's step (the planned stop, i.e. the first contact or the notch end)."""

import json
import os
import runpy
import tempfile

from host_tools import boards
from host_tools.sim.player import Player
from host_tools.sim.world import World

MAIN = os.path.join(boards.ROOT, "firmware", "main.py")


class SimTimeout(Exception):
    pass


class WheelCheck:
    """After each turn: the wheel model moved exactly the engine's steps and
    stands where the engine says (model position - stepper position is
    constant, stepper position = engine step modulo one period)."""

    def __init__(self, world):
        self.world = world
        self.turns = 0
        self.errors = []
        self.offset = None
        self.ctrl = None

    def attach(self, c):
        self.ctrl = c
        self.offset = None
        c.on_turned = self.turned

    def turned(self, steps):
        c = self.ctrl
        w = self.world.wheel
        g = c.game
        period = g.board.wheel.period
        off = w.position - c.hw.stepper.position
        if self.offset is None:
            self.offset = off
        self.turns += 1
        if off != self.offset:
            self.errors.append("turn %d: wheel model %d steps off the stepper" % (self.turns, off - self.offset))
        if (c.hw.stepper.position - g.step) % period:
            self.errors.append("turn %d: stepper at %d, engine step %d" % (self.turns, c.hw.stepper.position, g.step))
        if w.errors:
            self.errors.extend(w.errors)
            del w.errors[:]


def run_main(world, workdir, config):
    """Write config.json/board.json into workdir and run firmware/main.py there."""
    with open(os.path.join(workdir, "config.json"), "w") as f:
        json.dump(config, f)
    with open(os.path.join(workdir, "board.json"), "w") as f:
        json.dump(world.board, f)
    cwd = os.getcwd()
    os.chdir(workdir)
    try:
        with world.installed():
            runpy.run_path(MAIN, run_name="__main__")
    finally:
        os.chdir(cwd)


def auto(seed, board="pico", players=1, workdir=None, world=None, player_seed=None,
         limit_s=4 * 3600):
    """Play one whole game. Returns (controller, world, wheel check).
    Raises SimTimeout when the game takes over limit_s of virtual time."""
    from hexbox.app import main as appmain

    world = world or World(boards.load(board))

    def watchdog(now):
        if now > limit_s * 1000000:
            raise SimTimeout("no end after %d virtual seconds" % limit_s)

    world.clock.listeners.append(watchdog)
    check = WheelCheck(world)
    player = Player(world, seed if player_seed is None else player_seed, appmain.RUNNING)
    appmain.ON_START.append(check.attach)
    cfg = {"board": board, "game": "spuknacht", "players": players, "seed": seed,
           "stop_when_over": True}
    try:
        if workdir is None:
            with tempfile.TemporaryDirectory() as d:
                run_main(world, d, cfg)
        else:
            run_main(world, workdir, cfg)
    finally:
        appmain.ON_START.remove(check.attach)
        player.detach()
    return appmain.RUNNING[0], world, check


def main(argv):
    import argparse

    ap = argparse.ArgumentParser(prog="python -m host_tools sim")
    ap.add_argument("--auto", type=int, metavar="SEED", help="play a whole game by itself and print the log")
    ap.add_argument("--board", default="pico", choices=boards.names())
    ap.add_argument("--players", type=int, default=1)
    args = ap.parse_args(argv)
    if args.auto is None:
        from host_tools.sim import tui

        return tui.main(args)
    c, world, check = auto(args.auto, args.board, args.players)
    g = c.game
    for a in g.history:
        print(json.dumps(list(a)))
    print(json.dumps({"seed": args.auto, "board": args.board, "actions": len(g.history),
                      "result": g.result, "wheel_turns": check.turns,
                      "wheel_errors": check.errors, "virtual_seconds": world.clock.us // 1000000}))
    return 1 if check.errors else 0
