"""firmware/manifest.py freezes what `host_tools flash` would copy (
frozen modules in a custom firmware image; docs/frozen.md). Read with a
stand-in for MicroPython's manifest API (tools/manifestfile.py): include(),
module(), package() and options, as the firmware build calls them."""

import os
from pathlib import Path

from hexbox.games import names
from host_tools.device import flash

MANIFEST = flash.FIRMWARE / "manifest.py"
# written by the manifest: a frozen image lists no folder
FROZEN_NAMES = "hexbox/games/frozen_names.py"


class _Options:
    def __init__(self, **given):
        self.__dict__.update(given)

    def defaults(self, **kw):
        for k, v in kw.items():
            self.__dict__.setdefault(k, v)


def frozen(**options):
    """(board paths of the frozen .py files, manifests it includes)."""
    return frozen_with_names(**options)[:2]


def frozen_with_names(**options):
    """frozen()'s two lists, and the game names the image's registry reads."""
    base = MANIFEST.parent
    files, includes, names_frozen = [], [], []

    def module(path, base_path=".", opt=None):
        assert (base / base_path / path).is_file(), path
        if path == FROZEN_NAMES:
            names_frozen.append((base / base_path / path).read_text())
        else:
            files.append(path)

    def package(path, files_=None, base_path=".", opt=None):
        root = base / base_path / path
        assert root.is_dir(), path
        files.extend(p.relative_to(base / base_path).as_posix() for p in sorted(root.rglob("*.py"))
                     if "__pycache__" not in p.parts)

    scope = {"options": _Options(**options), "include": includes.append, "module": module,
             "package": package}
    here = os.getcwd()
    os.chdir(base)  # as MicroPython's tools/manifestfile.py runs a manifest
    try:
        exec(compile(MANIFEST.read_text(), str(MANIFEST), "exec"), scope)
    finally:
        os.chdir(here)
    scope = {}
    exec(names_frozen[0], scope)
    return sorted(files), includes, scope["NAMES"]


def _board_sources(game_dir=None):
    """The .py files flash puts on a board (main.py stays on the file system)."""
    out = []
    for rel in flash.firmware_files():
        parts = rel.split("/")
        if rel in flash.SOURCE_ONLY or not rel.endswith(".py"):
            continue
        if (
            game_dir
            and len(parts) > 3
            and parts[:2] == ["hexbox", "games"]
            and parts[2] != game_dir
        ):
            continue
        out.append(rel)
    return sorted(out)


def test_manifest_freezes_every_module_flash_copies():
    files, includes = frozen()
    assert files == _board_sources()
    assert includes == ["$(PORT_DIR)/boards/manifest.py"]


def test_manifest_freezes_one_game_as_flash_does_for_it():
    for name in names():
        files, _, frozen_names = frozen_with_names(game=name)
        assert files == _board_sources(name), name
        assert frozen_names == (name,)


def test_manifest_finds_the_games_as_the_registry_does():
    """Both list hexbox/games/ for folders holding engine.py: no list to keep equal."""
    _, _, frozen_names = frozen_with_names()
    assert sorted(frozen_names) == sorted(names())


def test_manifest_is_not_firmware():
    """flash and mip never copy it, mpy-cross never compiles it."""
    from host_tools.device import mpy

    assert "manifest.py" not in flash.firmware_files()
    assert "manifest.py" not in mpy.sources()
    assert Path(MANIFEST).exists()
