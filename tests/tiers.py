"""Which tier a test runs in: `make test` (under 10 minutes on 2 cores)
or `make test-full` (HEXBOX_FULL=1: every game on the chip, every await
point cut, the long campaigns)."""

import os

import pytest

FULL = os.environ.get("HEXBOX_FULL") == "1"
full_only = pytest.mark.skipif(not FULL, reason="minutes of wall time: make test-full")


def full_case(*values):
    """A parametrized case that runs only in make test-full: make test keeps
    one case of each kind, and the full tier every one."""
    return pytest.param(*values, marks=full_only)


def some(values, keep):
    """Every value for make test-full; make test runs those in keep."""
    return [v if v in keep else full_case(v) for v in values]
