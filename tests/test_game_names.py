"""A game is its folders: no file of the project outside them names a game
(tests/test_boxes.py checks the firmware's sources word by word; this checks
every text file of the tree for the games' names and titles). A game's
folders are firmware/hexbox/games/<game>/, firmware/hexbox/boxes/<box>/ and
host_tools/games/<game>/; the tests may name games."""

import os
import re
import subprocess

import pytest

from hexbox.games import names, title
from host_tools import ROOT

# the ways people write the shipped games' names besides the registry's own
# (folder names and titles): short forms and the umlaut
SPELLINGS = ("spuknacht", "türme", "tuerme", "techno witches", "broom service")

# files that may name games, each with its reason
ALLOWED = (
    # prose for people: what the games are, how to play, flash and measure them
    ("README.md", "the project's front page"),
    ("docs/", "how-tos and measured tables, and the lessons' model answers"),
    ("firmware/hexbox/games/CONTRACT.md", "the engine contract, with the games as examples"),
    ("Makefile", "the make targets people type, with a game to try"),
    # written by tools, one entry per file or part, and so per game
    ("firmware/package.json", "mip's list of every file (host_tools mip-package)"),
    ("wiring/mechanics/manifest.json", "make mechanics' parts, a folder per game"),
)
GAME_FOLDERS = ("firmware/hexbox/games/", "firmware/hexbox/boxes/", "host_tools/games/")
SKIP_DIRS = {".git", "build", "node_modules", ".venv", "__pycache__", ".ruff_cache",
             ".pytest_cache", ".hypothesis"}


def _files():
    """Every file of the tree (git's view: tracked and new, not ignored),
    as paths relative to ROOT."""
    try:
        out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.split("\n")
        return sorted(p for p in out if p and os.path.isfile(os.path.join(ROOT, p)))
    except (OSError, subprocess.CalledProcessError):  # not a git checkout
        found = []
        for d, dirs, files in os.walk(ROOT):
            dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
            found += [os.path.relpath(os.path.join(d, f), ROOT).replace(os.sep, "/") for f in files]
        return sorted(found)


def _in_a_games_folder(path):
    for top in GAME_FOLDERS:
        rest = path[len(top):] if path.startswith(top) else None
        if rest is not None and "/" in rest:  # inside a folder of its own, not the registry
            return True
    return False


def _pattern():
    words = set(SPELLINGS)
    for name in names():
        words.update((name, name.replace("_", " "), title(name).lower()))
    return re.compile(r"\b(%s)\b" % "|".join(re.escape(w) for w in sorted(words)), re.I)


def _checked():
    out = []
    for p in _files():
        if p.startswith("tests/") or _in_a_games_folder(p):
            continue
        if any(p == a or (a.endswith("/") and p.startswith(a)) for a, _ in ALLOWED):
            continue
        out.append(p)
    return out


def _named(path, pattern):
    try:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            text = f.read()
    except UnicodeDecodeError:  # a picture or another binary file
        return []
    return sorted(set(m.lower() for m in pattern.findall(text)))


def test_no_file_outside_a_games_folders_names_a_game():
    pattern = _pattern()
    named = {p: _named(p, pattern) for p in _checked()}
    assert {p: n for p, n in named.items() if n} == {}


def test_the_check_sees_a_game_named_in_a_generic_file(tmp_path):
    # the check could pass by reading nothing: it must see the files that
    # name games (the allowed ones do), and a name written as people write it
    pattern = _pattern()
    assert len(_checked()) > 100
    assert _named("README.md", pattern)
    assert _named("host_tools/games/spuknacht/acts.py", pattern) == ["spuknacht"]
    (tmp_path / "x.py").write_text("# Die wandelnden Türme, like Techno Witches; a Türme box\n")
    assert _named(str(tmp_path / "x.py"), pattern) == [
        "die wandelnden türme", "techno witches", "türme"]


@pytest.mark.parametrize("path,games", [
    ("host_tools/games/__init__.py", False),
    ("host_tools/games/spuknacht/acts.py", True),
    ("firmware/hexbox/boxes/dice/card.py", True),
    ("firmware/hexbox/games/__init__.py", False),
    ("host_tools/sim/run.py", False),
])
def test_a_games_folder_is_a_folder_under_the_three_places(path, games):
    assert _in_a_games_folder(path) is games
