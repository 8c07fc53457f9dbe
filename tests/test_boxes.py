"""Box profiles (hexbox/games/<game>/box.py, asked through hexbox.app.boxes):
every game's box is well formed, no firmware file outside a game's folders
(its package, its box's code in hexbox/boxes/) names a game, and the app's
entry, boot and self-test do not import each other in a circle."""

import ast
import importlib
import re
from pathlib import Path

import pytest

from hexbox.app import boxes
from hexbox.games import game_class, names

FIRMWARE = Path(__file__).resolve().parent.parent / "firmware"
MODES = ("full", "dice_wheel", "referee")
PARTS = ("wheel", "index", "hall", "display", "buzzer", "buttons.roll", "buttons.confirm",
         "buttons.back", "buttons.stop")


@pytest.mark.parametrize("game", names())
def test_every_game_has_a_well_formed_box_in_every_mode(game):
    for mode in MODES:
        m, parts, app, table = boxes.box(game, mode)
        assert m in (mode, None)
        assert parts and set(parts) <= set(PARTS), parts
        assert app == "referee" or callable(boxes.named(app))
        if table is not None:
            assert app == "referee"
            assert callable(boxes.named(table))
        for module in boxes.app_modules(game, mode):
            importlib.import_module(module)
    for other in boxes.games_of(game):
        assert other in names()
    for module in boxes.boot_only(game):
        assert module.startswith("hexbox.games.%s." % game)
    assert isinstance(boxes.facts(game), dict)
    # what the box adds to the game's arguments, the game takes
    game_class(game)(seed=1, **boxes.engine_parts(game, {}))


def test_a_game_without_a_profile_is_refereed_from_the_menus():
    assert boxes.profile("techno_witches") is None
    assert boxes.box("techno_witches", "full") == boxes.REFEREE_BOX
    assert boxes.games_of("techno_witches") == ("techno_witches",)
    with pytest.raises(ValueError):
        boxes.profile("no_such_game")


def test_the_dice_box_is_one_more_profile():
    assert boxes.box("spuknacht", "dice_wheel")[2] == "hexbox.boxes.dice.controller.build"
    assert boxes.app_modules("spuknacht", "dice_wheel") == ("hexbox.boxes.dice.controller",)
    assert boxes.box("spuknacht", "referee") == boxes.REFEREE_BOX


def _generic():
    """Every firmware source but a game's folders: its package and its box's
    code (hexbox/boxes/<box>/), and the registry, which lists what it finds."""
    out = []
    for p in sorted(FIRMWARE.rglob("*.py")):
        parts = p.relative_to(FIRMWARE).parts
        if (
            "__pycache__" in parts
            or parts[1:2] == ("boxes",)
            or parts[1:3] == ("games", "__init__.py")
        ):
            continue
        if parts[1:2] == ("games",) and len(parts) > 3:
            continue
        out.append("/".join(parts))
    return out


GENERIC = _generic()


@pytest.mark.parametrize("path", GENERIC)
def test_no_file_outside_a_games_folders_names_a_game(path):
    text = (FIRMWARE / path).read_text().lower()
    for game in names():
        words = game.replace("_", " ").split() + [game]
        assert not [w for w in words if len(w) > 4 and re.search(r"\b%s\b" % w, text)], (path, game)


def _imports(path):
    tree = ast.parse((FIRMWARE / path).read_text())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(node.module + "." + a.name for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


@pytest.mark.parametrize("path", ("hexbox/app/boot.py", "hexbox/app/selftest_screen.py",
                                  "hexbox/app/boxes.py"))
def test_nothing_the_app_entry_imports_imports_the_entry_back(path):
    assert "hexbox.app.main" not in _imports(path)


# what each layer of the firmware may import (DESIGN.md); hexbox/boxes/ may
# use them all, and nothing but a box profile's path names it
LAYERS = (("hexbox/core/", ("hexbox.core",)),
          ("hexbox/games/", ("hexbox.core", "hexbox.games")),
          ("hexbox/hw/", ("hexbox.core", "hexbox.hw")),
          ("hexbox/app/", ("hexbox.core", "hexbox.games", "hexbox.hw", "hexbox.app")))


@pytest.mark.parametrize("folder,allowed", LAYERS)
def test_each_layer_imports_only_the_layers_below_it(folder, allowed):
    for p in sorted((FIRMWARE / folder).rglob("*.py")):
        path = p.relative_to(FIRMWARE).as_posix()
        layers = [m for m in _imports(path) if m.startswith("hexbox.")
                  and m.split(".")[1] in ("core", "games", "hw", "app", "boxes")]
        wrong = [m for m in layers if not any(m == a or m.startswith(a + ".") for a in allowed)]
        assert not wrong, (path, wrong)


def test_unloading_a_box_folder_takes_its_loaded_packages_along():
    """Boot unloads the box folders' empty packages (boxes.profile_modules).
    A sub-package left loaded under a package that is gone cannot import
    again on CPython (the simulators): its words, loaded by name later, would
    fail with KeyError 'hexbox.boxes'."""
    import importlib
    import sys

    from hexbox.core.heap import unload

    importlib.import_module("hexbox.boxes.dice.words_en")
    unload(["hexbox.boxes"])
    assert "hexbox.boxes.dice" not in sys.modules
    sys.modules.pop("hexbox.boxes.dice.words_de", None)
    assert importlib.import_module("hexbox.boxes.dice.words_de").HISTORY
