"""Hypothesis profiles. `ci` (the default) is derandomized, so `make test`
tries the same cases on every run and CI cannot flake; `explore`
(HYPOTHESIS_PROFILE=explore) draws new cases each run, to hunt for bugs."""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("explore", deadline=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
