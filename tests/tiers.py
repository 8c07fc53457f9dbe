"""Which tier a test runs in: `make test` (under 10 minutes on 2 cores)
or `make test-full` (HEXBOX_FULL=1: every game on the chip, every await
point cut, the long campaigns)."""

import os

import pytest

FULL = os.environ.get("HEXBOX_FULL") == "1"
full_only = pytest.mark.skipif(not FULL, reason="minutes of wall time: make test-full")
