"""`python -m host_tools web --out DIR` never deletes a file it did not
write: it builds into an empty or new folder, or replaces a folder an
earlier build made (the list of its files, .hexbox-web.json), and refuses
any other folder with one line before it writes anything. A folder it
cannot make (a file on the way, a name too long, a place that cannot be
written) gets one line too, never a traceback."""

import hashlib
import json
import os
import shutil
import subprocess
import sys

import pytest

from host_tools import ROOT
from host_tools.web import build

pytestmark = pytest.mark.skipif(
    not os.path.isfile(os.path.join(build.WASM, "micropython.wasm")),
    reason="the MicroPython WebAssembly package is missing (make node)")


def snapshot(folder):
    """{relative path: sha256} of every file below folder."""
    out = {}
    for dirpath, _, files in os.walk(folder):
        for f in files:
            p = os.path.join(dirpath, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, folder)] = hashlib.sha256(fh.read()).hexdigest()
    return out


def web(capsys, *argv):
    """(exit code, the lines said) of `python -m host_tools web ARGV`."""
    try:
        code = build.main(list(argv))
    except SystemExit as e:
        code = e.code
    out = capsys.readouterr()
    return code, [x for x in (out.out + out.err).splitlines() if x.strip()]


def refused_with_one_line(code, lines, word):
    said = "\n".join(lines)
    assert code == 2 and len(lines) == 1, said
    assert "Traceback" not in said and word in said, said


def test_out_docs_in_a_clone_is_refused_and_its_lessons_stay(tmp_path, capsys, monkeypatch):
    """The sweep's case: `--out docs` in a clone deleted docs/lessons (the
    very lesson files the build copies) and died with an IndexError."""
    docs = tmp_path / "docs"
    shutil.copytree(os.path.join(ROOT, "docs"), docs)
    monkeypatch.setattr(build, "LESSON_DOCS", str(docs / "lessons"))
    before = snapshot(docs)
    assert any(p.startswith("lessons") for p in before)
    code, lines = web(capsys, "--out", str(docs))
    refused_with_one_line(code, lines, "did not build it")
    assert snapshot(docs) == before


def test_a_pupils_file_in_an_earlier_build_is_kept_and_the_build_refused(tmp_path, capsys):
    out = tmp_path / "site"
    assert web(capsys, "--out", str(out))[0] == 0
    assert (out / build.MARK).is_file() and (out / "index.html").is_file()
    mine = out / "lessons" / "my_notes.md"
    mine.write_text("mine")
    before = snapshot(out)
    code, lines = web(capsys, "--out", str(out))
    refused_with_one_line(code, lines, "lessons/my_notes.md")
    assert snapshot(out) == before


def test_an_earlier_build_is_replaced_and_what_it_no_longer_writes_goes(tmp_path, capsys):
    out = tmp_path / "site"
    assert web(capsys, "--out", str(out))[0] == 0
    # a file an older build wrote (and listed) that this one does not write
    (out / "src" / "gone.py").write_text("old")
    listed = json.loads((out / build.MARK).read_text())
    (out / build.MARK).write_text(json.dumps(listed + ["src/gone.py"]))
    (out / "index.html").write_text("stale")
    assert web(capsys, "--out", str(out))[0] == 0
    assert not (out / "src" / "gone.py").exists()
    assert (out / "index.html").read_text() != "stale"
    assert sorted(json.loads((out / build.MARK).read_text())) == sorted(
        p.replace(os.sep, "/") for p in snapshot(out) if p != build.MARK)


def test_a_build_made_before_the_list_was_kept_is_taken_back(tmp_path, capsys):
    out = tmp_path / "site"
    assert web(capsys, "--out", str(out))[0] == 0
    (out / build.MARK).unlink()
    assert web(capsys, "--out", str(out))[0] == 0
    assert (out / build.MARK).is_file()


def test_an_empty_folder_is_built_into(tmp_path, capsys):
    assert web(capsys, "--out", str(tmp_path))[0] == 0
    assert (tmp_path / "index.html").is_file()


@pytest.mark.parametrize("where, word", [
    ("file/x", "is a file"),
    ("x" * 300, "too long"),
    ("/proc/hexbox-web", "cannot make"),
])
def test_a_folder_that_cannot_be_made_gets_one_line(where, word, tmp_path):
    """Run as a person runs it: a subprocess, one line on stderr, exit code 2."""
    (tmp_path / "file").write_text("a file, not a folder")
    out = where if where.startswith("/") else str(tmp_path / where)
    r = subprocess.run([sys.executable, "-m", "host_tools", "web", "--out", out],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    said = r.stdout + r.stderr
    assert r.returncode == 2, said
    assert len(said.strip().splitlines()) == 1 and "Traceback" not in said, said
    assert word in said, said
    assert (tmp_path / "file").read_text() == "a file, not a folder"
