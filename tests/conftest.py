"""Hypothesis profiles. `ci` (the default) is derandomized, so `make test`
tries the same cases on every run and CI cannot flake; `explore`
(HYPOTHESIS_PROFILE=explore) draws new cases each run, to hunt for bugs."""

import os

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("explore", deadline=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# The files whose tests take minutes (the emulated chip, whole games on the
# page, power cuts at await points), slowest first: they start first, and
# the two workers take one test at a time (--maxschedchunk 1 in the
# Makefile), so neither waits alone on a long test at the end.
SLOW_FIRST = (
    "test_chip_setup.py",
    "test_chip_smoke.py",
    "test_chip_uf2.py",
    "test_chip_faults.py",
    "test_web.py",
    "test_web_newcomer.py",
    "test_web_tables_phone.py",
    "test_web_lang.py",
    "test_hw_app.py",
    "test_referee.py",
    "test_vdevice_boot.py",
    "test_engines.py",
    "test_vdevice.py",
    "test_web_secrets.py",
    "test_sim_tui.py",
)


def pytest_collection_modifyitems(items):
    def rank(item):
        name = item.path.name
        return SLOW_FIRST.index(name) if name in SLOW_FIRST else len(SLOW_FIRST)

    items.sort(key=rank)  # stable: each file keeps its own order


@pytest.fixture
def english_after():
    """A test that plays in German leaves the games' language English again."""
    yield
    from hexbox.games import use_language

    use_language("en")
