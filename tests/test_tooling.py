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


def test_micropython_binary_path_runs_the_portable_tests(tmp_path, monkeypatch):
    """MICROPYTHON=path: the runner calls `path -X heapsize=N script` with the
    real folders on sys.path. No unix micropython binary can be installed
    here, so a stand-in with the same command line runs the WebAssembly build
    with those folders mounted at their own paths."""
    stand_in = tmp_path / "micropython"
    sim = upy._sim_dir()  # the simulator's portable part, staged once per run
    node_runner = os.path.join(ROOT, "host_tools", "upy_node.mjs")
    stand_in.write_text(
        "#!/bin/sh\n"
        '[ "$1" = "-X" ] || { echo "expected -X heapsize=N" >&2; exit 2; }\n'
        'heap=${2#heapsize=}\n'
        'exec node %s "$heap" "$3" %s\n'
        % (node_runner, " ".join("%s:%s" % (d, d) for d in (upy.FIRMWARE, upy.PORTABLE_TESTS, sim)))
    )
    stand_in.chmod(0o755)
    monkeypatch.setenv("MICROPYTHON", str(stand_in))
    passed, failed, failures = upy.run_tests("test_rng_portable")
    assert (passed, failed) == (5, 0), failures
    assert upy.run_code("import sys\nprint(FW_DIR in sys.path)").strip() == "True"
