"""The heap bench (host_tools/benches/heap.py) measures what it
says: a whole game either completes in a fixed unix-port heap or dies with
MemoryError, the bisect finds the smallest heap from which it keeps
completing, and the app's runs keep their flash in a temp dir of their own."""

import os

import pytest

from host_tools.benches import heap
from host_tools.device.upy import UpyError, run_code, unix_binary

pytestmark = pytest.mark.skipif(not unix_binary(), reason="no unix micropython (make venv)")


def _fake(fits_at, holes=()):
    calls = []

    def run(nbytes):
        kb = nbytes // 1024
        calls.append(kb)
        if kb < fits_at or kb in holes:
            raise UpyError("MemoryError: memory allocation failed, allocating 4096 bytes")
        return "@@done 12\n"

    return run, calls


def test_bisect_finds_the_smallest_heap_a_game_completes_in():
    run, calls = _fake(137)
    assert heap.min_completing_kb(run, 8, 1024) == 137
    assert len(calls) < 20


def test_bisect_steps_past_a_heap_that_fails_just_above_the_first_fit():
    """Fragmentation: fits at 100, dies at 102, fits from 103 on."""
    run, _ = _fake(100, holes=(102,))
    assert heap.min_completing_kb(run, 8, 1024, confirm=3) == 103


def test_bisect_reports_none_when_even_the_largest_heap_fails():
    run, _ = _fake(5000)
    assert heap.min_completing_kb(run, 8, 1024) is None


def test_only_memory_error_counts_as_not_fitting():
    def broken(nbytes):
        raise UpyError("RuntimeError: game did not end")

    with pytest.raises(UpyError):
        heap.fits(broken, 64)


def test_a_whole_game_dies_in_a_small_fixed_heap_and_completes_in_a_big_one():
    src = heap.GAME_SCRIPT % heap.heaviest("spuknacht")

    def run(nbytes):
        return run_code(src, heapsize=nbytes, port="unix")

    assert not heap.fits(run, 48)
    assert heap.fits(run, 1024)


def test_the_app_runs_on_a_temp_flash_and_leaves_nothing_behind(tmp_path, monkeypatch):
    """upy_app used to create /simbox on the host and resume the game saved
    there on the next run."""
    import tempfile

    from host_tools.sim import upy_app

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    had_simbox = os.path.exists("/simbox")
    fw = heap.flashed("spuknacht", str(tmp_path / "fw"))
    assert upy_app.starts("spuknacht", firmware=fw) is True
    assert os.path.exists("/simbox") == had_simbox
    # the simulator's staged modules stay for the process (upy._sim_dir); a
    # run's flash (hexbox-flash-*) must be gone
    left = [n for n in os.listdir(tmp_path) if n != "fw" and not n.startswith("upysim-")]
    assert left == [], "a run's flash was left behind: %s" % left
