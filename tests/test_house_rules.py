"""The house's own rules, checked on the tree as it is: no comment cites an
issue number instead of its reason; ruff sorts imports, keeps lines to 100
columns and limits complexity, with no file let off the line limit; the
pre-commit hooks run ruff, both pyright checks and fast tests that exist;
and docs/architecture.md's picture draws every folder of the tree, and no
folder the tree lacks."""

import os
import re
import tomllib

import pytest
from test_game_names import _files

from hexbox.games import found
from host_tools import ROOT
from host_tools.device.flash import import_statements

ISSUE = re.compile(r"\bissues?[ _-]?#?\d+", re.I)


def _text(path):
    try:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            return f.read()
    except UnicodeDecodeError:  # a picture or another binary file
        return ""


def _cites_an_issue(path):
    return [m.group(0) for m in ISSUE.finditer(_text(path))]


def test_no_file_cites_an_issue_number():
    cited = {p: _cites_an_issue(p) for p in _files() if not p.endswith("package-lock.json")}
    assert {p: c for p, c in cited.items() if c} == {}


def test_the_issue_check_sees_one(tmp_path):
    cited = ("issue " + "17", "Issue_" + "24")  # spelled apart: this file cites none
    (tmp_path / "x.py").write_text("# see %s and %s; an issue is not one\n" % cited)
    assert _cites_an_issue(str(tmp_path / "x.py")) == list(cited)


def _pyproject():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)


def test_ruff_sorts_imports_keeps_lines_short_and_limits_complexity():
    ruff = _pyproject()["tool"]["ruff"]
    lint = ruff["lint"]
    assert ruff["line-length"] == 100
    assert {"E", "I", "C90"} <= set(lint["select"])
    assert not {"E501", "I001", "C901"} & set(lint.get("ignore", ()))
    assert lint["mccabe"]["max-complexity"] <= 20
    let_off = {f: codes for f, codes in lint.get("per-file-ignores", {}).items()
               if {"E501", "C901"} & set(codes)}
    assert let_off == {}


def test_pre_commit_runs_ruff_pyright_and_fast_tests():
    with open(os.path.join(ROOT, ".pre-commit-config.yaml")) as f:
        entries = re.findall(r"^\s*entry:\s*(.+?)\s*$", f.read(), re.M)
    assert any(e.endswith("ruff check") for e in entries)
    assert any(e.endswith("pyright") for e in entries)
    assert any(e.endswith("pyright -p pyright-host.json") for e in entries)
    tests = [w for e in entries if "pytest" in e for w in e.split() if w.startswith("tests/")]
    assert tests and all(os.path.exists(os.path.join(ROOT, t)) for t in tests)


# -- the picture of the house -------------------------------------------------
RUN_ON = 20  # a picture line indented this far continues the sentence above it


def _picture():
    """{folder path: its text in the picture}, from the indentation of the
    first code block of docs/architecture.md ("<game>/" and "<box>/" stand
    for every game's and box's folder)."""
    with open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8") as f:
        block = f.read().split("```")[1]
    stack = []  # (indent, path)
    drawn = {}
    last = None
    for line in block.split("\n")[1:]:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        if indent >= RUN_ON:
            if last is not None:
                drawn[last] += " " + line.strip()
            continue
        while stack and stack[-1][0] >= indent:
            stack.pop()
        first = line.split()[0]
        if first.endswith("/"):
            path = (stack[-1][1] if stack else "") + first
            stack.append((indent, path))
            last = path.rstrip("/")
            drawn[last] = line.strip()
        elif stack:
            drawn[stack[-1][1].rstrip("/")] += " " + line.strip()
    return drawn


def _general(path):
    """path with a game's or a box's own folder named as the picture names it."""
    parts = path.split("/")
    for i in range(1, len(parts)):
        if parts[i - 1] == "games" and parts[i] in found():
            parts[i] = "<game>"
        elif parts[i - 1] == "boxes":
            parts[i] = "<box>"
    return "/".join(parts)


def _tree_folders():
    """The folders the picture must draw: the top level, every folder of the
    firmware's package and of host_tools (two deep), and of tests."""
    out = set()
    for p in _files():
        parts = p.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            d = "/".join(parts[:depth])
            deep = {"host_tools": 3, "tests": 2, "firmware": 4}.get(parts[0], 1)
            if depth <= deep and (parts[0] != "firmware" or depth < 3 or parts[1] == "hexbox"):
                out.add(_general(d))
    return out


def _is_drawn(folder, drawn):
    if folder in drawn:
        return True
    parent, _, name = folder.rpartition("/")
    if folder + "/<box>" in drawn or folder + "/<game>" in drawn:
        return True
    return parent in drawn and (name + "/") in drawn[parent]


def test_the_picture_draws_every_folder_of_the_tree():
    drawn = _picture()
    assert [f for f in sorted(_tree_folders()) if not _is_drawn(f, drawn)] == []


def test_every_folder_in_the_picture_is_in_the_tree():
    tree = {_general(os.path.dirname(p)) for p in _files()}
    tree |= {d.rsplit("/", k)[0] for d in list(tree) for k in range(1, d.count("/") + 1)}
    assert [f for f in _picture() if f not in tree] == []


@pytest.mark.parametrize("folder,drawn", [
    ("host_tools/games/<game>/pictures", True),
    ("host_tools/device/vdevice", True),  # named in its parent's sentence
    ("host_tools/no_such_folder", False),
])
def test_the_picture_check_reads_the_picture(folder, drawn):
    assert _is_drawn(folder, _picture()) is drawn


def test_the_picture_table_names_folders_that_exist():
    with open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8") as f:
        rows = re.findall(r"^\| (`.+?`) \|", f.read(), re.M)
    folders = [x for row in rows for x in re.findall(r"`([^`]+)`", row)]
    assert len(folders) > 10
    assert [d for d in folders if not os.path.isdir(os.path.join(ROOT, d))] == []


# -- the same file names in every game ----------------------------------------
FIRMWARE_FILES = ("__init__.py", "engine.py", "data.py", "present.py", "restore.py", "facts.py",
                  "bot.py", "help_en.py")
HOST_FILES = ("__init__.py", "table.py", "view.py", "bench.py")
EXTRA = os.path.join(ROOT, "tests", "extra_games")


@pytest.mark.parametrize("name", found())
def test_every_game_has_the_same_file_names(name):
    game = os.path.join(ROOT, "firmware", "hexbox", "games", name)
    host = os.path.join(ROOT, "host_tools", "games", name)
    want = FIRMWARE_FILES + ("README.md", "words_en.py", "words_de.py", "help_de.py")
    assert [f for f in want if not os.path.isfile(os.path.join(game, f))] == []
    want = HOST_FILES + ("chip.py", "figure.py")
    assert [f for f in want if not os.path.isfile(os.path.join(host, f))] == []
    assert not os.path.exists(os.path.join(game, "game.py"))  # engine.py, in every game


def test_the_extra_game_has_the_same_file_names():
    for top, want in (("firmware", FIRMWARE_FILES), ("host", HOST_FILES)):
        folder = os.path.join(EXTRA, top, "dice_race")
        assert [f for f in want if not os.path.isfile(os.path.join(folder, f))] == []


def test_make_figures_finds_every_games_pictures_through_the_registry():
    from host_tools.figures.__main__ import main
    from host_tools.games import part, with_part

    assert set(with_part("figure")) == set(found())
    for name in found():
        readme = part(name, "figure").README  # the argument lists of its README's pictures
        assert readme and all(type(a) is tuple and all(type(w) is str for w in a) for a in readme)
    with open(os.path.join(ROOT, "Makefile")) as f:
        recipe = re.search(r"^figures:.*\n((?:\t.*\n)+)", f.read(), re.M)
    assert recipe and recipe.group(1).split() == ["$(PY)", "-m", "host_tools.figures"]
    assert main(["--no-such-option"]) == 2


# -- no import circle outside a game's folder ----------------------------------
def _import_graph():
    """{module: the hexbox modules it imports, at the top or in a function}."""
    import ast

    top = os.path.join(ROOT, "firmware")
    mods = {}
    for d, _, fs in os.walk(os.path.join(top, "hexbox")):
        for f in fs:
            if f.endswith(".py"):
                name = os.path.relpath(os.path.join(d, f), top)[:-3].replace(os.sep, ".")
                mods[name.removesuffix(".__init__")] = os.path.join(d, f)
    graph = {}
    for name, path in mods.items():
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        rel = os.path.relpath(path, top).replace(os.sep, "/")
        out = set()
        for m, names in import_statements(tree, rel):
            subs = [m + "." + n for n in names if m + "." + n in mods]
            out.update(subs)
            if not names or len(subs) < len(names):
                out.add(m)
        graph[name] = {m for m in out if m in mods and m != name}
    return graph


def _circles(graph):
    """The modules that import one another around a circle, circle by circle."""
    def reach(a):
        seen, todo = set(), [a]
        while todo:
            for b in graph[todo.pop()]:
                if b not in seen:
                    seen.add(b)
                    todo.append(b)
        return seen

    reached = {m: reach(m) for m in graph}
    circles = {frozenset(m for m in reached[a] if a in reached[m])
               for a in graph if a in reached[a]}
    return [sorted(c) for c in circles]


def _a_games_own(module):
    return module.startswith(("hexbox.games.", "hexbox.boxes.")) and module.count(".") >= 3


def test_no_import_circle_outside_a_games_folder():
    """main, boot and the self-test screen (and every other module of core,
    hw and app) import one way; a game's own modules may load one another
    late (a part loaded once and unloaded)."""
    circles = _circles(_import_graph())
    assert [c for c in circles if not all(_a_games_own(m) for m in c)] == []
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}  # the check sees one
    assert _circles(graph) == [["a", "b", "c"]]
