"""The checks in `make test` catch what they claim to catch."""

import os
import subprocess
import sys

import pytest

from host_tools import ROOT
from host_tools.device import upy

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


def test_pyright_checks_the_typed_host_code_against_its_hints():
    # only the probe is checked (make lint checks the whole tree); its name
    # is this process's own, as another test may walk host_tools meanwhile
    name = "_pyright_probe_%d.py" % os.getpid()
    bad = os.path.join(ROOT, "host_tools", "hardware", name)
    with open(bad, "w") as f:
        f.write('from host_tools.hardware.headers import gpio_name\n\ngpio_name("RP2040", "2")\n')
    try:
        proc = subprocess.run([PYRIGHT, "-p", "pyright-host.json", bad], cwd=ROOT,
                              capture_output=True, text=True)
    finally:
        os.unlink(bad)
    assert proc.returncode != 0
    assert name in proc.stdout and '"Literal[\'2\']"' in proc.stdout


@pytest.mark.parametrize("port", upy.PORTS)
def test_micropython_runner_reports_a_failing_portable_test(tmp_path, port):
    """A deliberately broken portable test fails on both MicroPython ports."""
    (tmp_path / "test_broken_portable.py").write_text(
        "def test_ok():\n    assert 1 + 1 == 2\n\n"
        "def test_broken():\n    assert [1] == [2], 'on purpose'\n"
    )
    passed, failed, failures = upy.run_tests(port=port, tests=str(tmp_path))
    assert (passed, failed) == (1, 1)
    assert failures[0][0] == "test_broken_portable.py::test_broken"
    assert "on purpose" in failures[0][1][-1]


def test_unix_port_runs_each_test_file_in_a_fixed_heap(tmp_path):
    """The unix port's heap is a limit, as on a board: 1 MB does
    not fit the default UNIX_HEAP, and a file asks for more with UPY_HEAP_KB."""
    big = "def test_big():\n    b = bytearray(1 << 20)\n    assert len(b) == 1 << 20\n"
    (tmp_path / "test_a_small_heap.py").write_text(big)
    (tmp_path / "test_b_roomy_heap.py").write_text("UPY_HEAP_KB = 2048  # needs 1 MB\n" + big)
    passed, failed, failures = upy.run_tests(port="unix", tests=str(tmp_path))
    assert (passed, failed) == (1, 1)
    assert failures[0][0] == "test_a_small_heap.py::test_big"
    assert "MemoryError" in failures[0][1][-1]


def test_micropython_env_names_the_unix_binary(tmp_path, monkeypatch):
    """MICROPYTHON=path: the runner calls `path -X heapsize=N script` with the
    real folders on sys.path (here a wrapper that logs its command line and
    runs the unix port)."""
    log = tmp_path / "calls"
    wrapper = tmp_path / "micropython"
    wrapper.write_text('#!/bin/sh\necho "$@" >> %s\nexec %s "$@"\n' % (log, upy.unix_binary()))
    wrapper.chmod(0o755)
    monkeypatch.setenv("MICROPYTHON", str(wrapper))
    assert upy.default_port() == "unix"
    passed, failed, failures = upy.run_tests("test_rng_portable")
    assert (passed, failed) == (5, 0), failures
    assert upy.run_code("import sys\nprint(FW_DIR in sys.path)").strip() == "True"
    calls = log.read_text().splitlines()
    assert calls and all(c.startswith("-X heapsize=") for c in calls)
    assert "heapsize=%d " % upy.UNIX_HEAP in calls[0]
