"""How hard the property and fuzz suites try: `make test` runs the
derandomised `ci` profile at a quarter of the counts given, `make
test-full` (HEXBOX_FULL=1) at the counts given, and `make fuzz`
(HYPOTHESIS_PROFILE=explore) draws new cases every run, EXPLORE_FACTOR
times as many."""

import os

from tiers import FULL

EXPLORE = os.environ.get("HYPOTHESIS_PROFILE") == "explore"
EXPLORE_FACTOR = 20
QUICK_DIVISOR = 4


def examples(n):
    if EXPLORE:
        return n * EXPLORE_FACTOR
    return n if FULL else max(1, n // QUICK_DIVISOR)
