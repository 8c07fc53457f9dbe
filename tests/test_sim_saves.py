"""The simulator's save folder (build/sim/<game>/) in every state a person
or a crash can leave it: `python -m host_tools sim` either starts (and the
saved game goes on where it can) or says in one line what is in the way,
exit code 2, and touches nothing. A quit never says "The game is saved"
when it was not; a save with no readable generation left is said, and its
damaged files are kept."""

import errno
import json
import os

import pytest

from hexbox.app import main as appmain
from host_tools.sim import run, tui


@pytest.fixture
def save_root(tmp_path, monkeypatch):
    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    return tmp_path


HAPPENED = []  # the "what happened" panel's lines when q was typed


def sim(argv, capsys, monkeypatch, stop=lambda c: True):
    """`python -m host_tools sim ARGV` (stdin is no terminal: it plays by
    itself), q typed once the box has booted and stop(app) holds. Returns
    (exit code, the lines it printed below the screen, the box's app)."""
    def frame(ui):
        c = ui.app()
        if c is not None and c.status != "boot" and stop(c):
            HAPPENED[:] = ui.happened.lines
            ui.key("q")

    del appmain.RUNNING[:]
    with monkeypatch.context() as m:
        m.setattr(tui.Tui, "frame", frame)
        try:
            code = run.main(argv)
        except SystemExit as e:
            code = e.code
    out = capsys.readouterr()
    said = [x for x in (out.out + out.err).splitlines() if x.strip()]
    return code, said, (appmain.RUNNING[0] if appmain.RUNNING else None)


def snapshot(folder):
    out = {}
    for dirpath, dirs, files in os.walk(folder):
        for d in dirs:
            out[os.path.relpath(os.path.join(dirpath, d), folder)] = "folder"
        for f in files:
            with open(os.path.join(dirpath, f), "rb") as fh:
                out[os.path.relpath(os.path.join(dirpath, f), folder)] = fh.read()
    return out


@pytest.fixture
def saved(save_root, capsys, monkeypatch):
    """A Spuknacht game saved after four actions; its folder."""
    code, _, c = sim(["--game", "spuknacht", "--new", "--seed", "5"], capsys, monkeypatch,
                     lambda c: len(c.game.history) >= 4)
    assert code == 0 and len(c.game.history) >= 4
    return save_root / "spuknacht"


def replace_with_folder(path, with_file=False):
    if path.exists():
        path.unlink()
    path.mkdir()
    if with_file:
        (path / "mine.txt").write_text("kept")


# what is done to the saved game's folder; the game goes on from there
GOES_ON = {
    "config.json is an empty folder": lambda d: replace_with_folder(d / "config.json"),
    "board.json is an empty folder": lambda d: replace_with_folder(d / "board.json"),
    'config.json says "lang": "xx"': lambda d: (d / "config.json").write_text('{"lang": "xx"}'),
    "magnets.json is not JSON": lambda d: (d / "magnets.json").write_text("x{"),
    "magnets.json is a number": lambda d: (d / "magnets.json").write_text("5"),
    "magnets.json is an empty folder": lambda d: replace_with_folder(d / "magnets.json"),
}


@pytest.mark.parametrize("damage", sorted(GOES_ON))
def test_a_damaged_save_folder_still_starts_and_the_game_goes_on(damage, saved, capsys,
                                                                 monkeypatch):
    n = len(appmain.RUNNING[0].game.history)
    GOES_ON[damage](saved)
    code, said, c = sim(["--game", "spuknacht"], capsys, monkeypatch)
    text = "\n".join(said)
    assert code == 0 and "Traceback" not in text, text
    assert c.record["seed"] == 5 and len(c.game.history) == n  # the saved game, all of it
    assert "The game is saved in" in said[-1]
    with open(saved / "config.json") as f:
        assert json.load(f)["game"] == "spuknacht"  # the simulator's own files are whole again


# what is in the way: one line, nothing touched
REFUSED = {
    "config.json is a folder with a file in it":
        (lambda d: replace_with_folder(d / "config.json", True), "config.json is a folder", []),
    "magnets.json is a folder with a file in it":
        (lambda d: replace_with_folder(d / "magnets.json", True), "magnets.json is a folder", []),
    "--new while game.log is a folder with a file in it":
        (lambda d: replace_with_folder(d / "game.log", True), "game.log is a folder", ["--new"]),
}


@pytest.mark.parametrize("damage", sorted(REFUSED))
def test_what_is_in_the_way_gets_one_line_and_nothing_is_touched(damage, saved, capsys,
                                                                  monkeypatch):
    make, word, extra = REFUSED[damage]
    make(saved)
    before = snapshot(saved)
    code, said, _ = sim(["--game", "spuknacht"] + extra, capsys, monkeypatch)
    assert code == 2 and len(said) == 1 and word in said[0], said
    assert snapshot(saved) == before


def test_new_removes_a_game_log_that_is_an_empty_folder(saved, capsys, monkeypatch):
    replace_with_folder(saved / "game.log")
    code, said, c = sim(["--game", "spuknacht", "--new", "--seed", "9"], capsys, monkeypatch,
                        lambda c: len(c.game.history) >= 1)
    assert code == 0 and c.record["seed"] == 9
    assert (saved / "game.log").is_file() and "The game is saved in" in said[-1]


@pytest.mark.parametrize("board", ["pico", "pico_dice"])
def test_a_save_folder_that_is_a_file_gets_one_line(board, save_root, capsys, monkeypatch):
    name = "spuknacht" if board == "pico" else "spuknacht-pico_dice"
    (save_root / name).write_text("my notes")
    code, said, _ = sim(["--game", "spuknacht", "--board", board], capsys, monkeypatch)
    assert code == 2 and len(said) == 1 and "is a file, not a folder" in said[0], said
    assert (save_root / name).read_text() == "my notes"


def test_a_quit_on_a_read_only_disk_does_not_say_saved(saved, capsys, monkeypatch):
    """The flash takes no write (a read-only file system): the box plays on
    and says so, and the quit says the game could not be saved, and why."""
    from hexbox.core import fs

    def read_only(self, name, data):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(fs.OsFs, "write", read_only)
    code, said, c = sim(["--game", "spuknacht"], capsys, monkeypatch,
                        lambda c: len(c.game.history) >= 6)
    assert code == 0 and len(c.game.history) >= 6
    assert not any("The game is saved" in x for x in said), said
    assert "could NOT be saved" in said[-1] and "Read-only" in said[-1], said[-1]


def test_a_save_with_no_readable_generation_is_said_and_kept(saved, capsys, monkeypatch):
    (saved / "game.log.bak").write_bytes((saved / "game.log").read_bytes())
    for name in ("game.log", "game.log.bak"):
        data = bytearray((saved / name).read_bytes())
        data[len(data) // 2] ^= 0xFF  # a flipped byte: its checksum fails
        (saved / name).write_bytes(bytes(data))
    damaged = {n: (saved / n).read_bytes() for n in ("game.log", "game.log.bak")}
    code, said, c = sim(["--game", "spuknacht"], capsys, monkeypatch)
    assert code == 0 and len(c.game.history) == 0  # a new game
    told = [x for x in HAPPENED if "could not be read" in x]
    assert len(told) == 1 and "game.log.damaged" in told[0], HAPPENED
    for name, data in damaged.items():
        assert (saved / (name + ".damaged")).read_bytes() == data


def test_a_save_folder_that_cannot_be_made_gets_one_line(capsys, monkeypatch):
    monkeypatch.setattr(tui, "SAVE_ROOT", "/proc/hexbox-sim")
    code, said, _ = sim(["--game", "spuknacht"], capsys, monkeypatch)
    assert code == 2 and len(said) == 1 and "cannot make the save folder" in said[0], said


def test_the_dice_box_on_a_read_only_disk_does_not_say_saved(save_root, capsys, monkeypatch):
    from hexbox.core import fs
    from host_tools.games.spuknacht.dice_tui import DiceTui

    def read_only(self, name, data):
        raise OSError(errno.EROFS, "Read-only file system")

    def frame(ui):
        c = ui.running[0] if ui.running else None
        if c is not None and c.status != "boot" and len(c.game.rolls) >= 2:
            ui.key("q")

    monkeypatch.setattr(fs.OsFs, "write", read_only)
    monkeypatch.setattr(DiceTui, "frame", frame)
    del appmain.RUNNING[:]
    assert run.main(["--game", "spuknacht", "--board", "pico_dice", "--new"]) == 0
    said = [x for x in capsys.readouterr().out.splitlines() if x.strip()]
    assert "could NOT be saved" in said[-1] and "Read-only" in said[-1], said[-1]
    assert not any("is saved in" in x for x in said)
