"""The checks in `make test` catch what they claim to catch."""

import os
import subprocess
import sys

from host_tools import ROOT, upy

PYRIGHT = os.path.join(os.path.dirname(sys.executable), "pyright")


def test_pyright_rejects_an_api_the_device_does_not_have(tmp_path):
    bad = os.path.join(ROOT, "firmware", "_pyright_probe.py")
    with open(bad, "w") as f:
        f.write("import machine\n\nmachine.Pin(2).no_such_method()\n")
    try:
        proc = subprocess.run([PYRIGHT, bad], cwd=ROOT, capture_output=True, text=True)
    finally:
        os.unlink(bad)
    assert proc.returncode != 0
    assert "no_such_method" in proc.stdout


def test_micropython_runner_reports_a_failing_portable_test(tmp_path, monkeypatch):
    (tmp_path / "test_broken_portable.py").write_text(
        "def test_ok():\n    assert 1 + 1 == 2\n\ndef test_broken():\n    assert [1] == [2], 'on purpose'\n"
    )
    monkeypatch.setattr(upy, "PORTABLE_TESTS", str(tmp_path))
    passed, failed, failures = upy.run_tests()
    assert (passed, failed) == (1, 1)
    assert failures[0][0] == "test_broken_portable.py::test_broken"
    assert "on purpose" in failures[0][1][-1]
