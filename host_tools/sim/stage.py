"""The simulator's portable modules, laid out for a MicroPython to import
as `host_tools.sim.*` (host_tools/__init__.py itself needs CPython's
os.path, so the staged package gets empty __init__ files), with the games'
portable parts the player imports (host_tools.games.SIM_PARTS, e.g.
host_tools/games/<game>/acts.py). staged.py lists those parts, so a
board that imports its modules at boot (vdevice/agent.py) loads them too."""

import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))

# the models, machine, clock, player and loop that run on both Pythons
PORTABLE = ("box", "checks", "clock", "device", "font8x8", "machine", "menu_player", "oled_text",
            "parts", "player", "rp2", "vloop", "wheel_parts")
_PACKAGE = "# staged by host_tools/sim/stage.py for MicroPython\n"


def game_parts() -> list:
    """[(game, part, source file)] of the games' portable parts the
    simulator imports, every game the registry finds."""
    from hexbox.games import names
    from host_tools.games import SIM_PARTS, folder, has_part

    out = []
    for name in names():
        for what in SIM_PARTS:
            if has_part(name, what):
                out.append((name, what, os.path.join(folder(name), what + ".py")))
    return out


def stage(dest: str) -> str:
    """Write dest/host_tools/sim/<PORTABLE>.py, the games' portable parts
    under dest/host_tools/games/ (+ empty package files); returns dest."""
    sim = os.path.join(dest, "host_tools", "sim")
    os.makedirs(sim, exist_ok=True)
    packages = [os.path.join(dest, "host_tools"), sim, os.path.join(dest, "host_tools", "games")]
    parts = game_parts()
    for name, what, src in parts:
        d = os.path.join(dest, "host_tools", "games", name)
        packages.append(d)
        os.makedirs(d, exist_ok=True)
        shutil.copyfile(src, os.path.join(d, what + ".py"))
    for pkg in packages:
        with open(os.path.join(pkg, "__init__.py"), "w") as f:
            f.write(_PACKAGE)
    for name in PORTABLE:
        shutil.copyfile(os.path.join(HERE, name + ".py"), os.path.join(sim, name + ".py"))
    with open(os.path.join(sim, "staged.py"), "w") as f:
        names = tuple("host_tools.games.%s.%s" % (n, w) for n, w, _ in parts)
        f.write(_PACKAGE + "GAME_PARTS = %r\n" % (names,))
    return dest
