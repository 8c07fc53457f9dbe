"""How hard the fuzz suites try: `make test` runs the derandomised `ci`
profile at the counts given; `make fuzz` (HYPOTHESIS_PROFILE=explore) draws
new cases every run and EXPLORE_FACTOR times as many."""

import os

EXPLORE = os.environ.get("HYPOTHESIS_PROFILE") == "explore"
EXPLORE_FACTOR = 20


def examples(n):
    return n * EXPLORE_FACTOR if EXPLORE else n
