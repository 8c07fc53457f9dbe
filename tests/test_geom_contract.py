"""The touch contract of the collision core, for every pair of shape kinds,
against the outside oracle (tests/geom_oracle.py).

Required: "Make every pair keep the contract over the whole domain,
degenerate shapes included ... `make test` runs a few hundred cases per pair,
derandomised. `make test-full` runs 10,000 per pair, and fails on any
violation." The contract (docs/collision.md), with g the true gap between the
ideal shapes in units of 1/16 mm:
- g <= 0 (touching, or overlapping by any amount): touches() is True;
- g > 0.8 (0.05 mm): touches() is False;
- 0 < g <= 0.8: either answer, except for pairs of shapes made only of
  integer points (points, segments, discs, capsules, polygons), which are
  exact: True exactly when g <= 0.
The seven kinds (point, segment, disc, capsule, polygon, rect, band) give 28
pairs; the cases come from tests/geom_cases.py's generators: near,
tangent (+-3 units), inside (just inside an edge), ends (flat ends
parallel), worst (the band-end directions rounded worst) and corners
(rectangle corners rounded worst).

HEXBOX_GEOM_REPORT=dir writes each pair's measured worst gaps there as JSON
(python tests/geom_cases.py dir prints them as the table in docs/collision.md).
"""

import json
import os

import geom_cases as C
import pytest

FULL = os.environ.get("HEXBOX_FULL") == "1"
N = 10000 if FULL else 300
REPORT = os.environ.get("HEXBOX_GEOM_REPORT")


@pytest.mark.parametrize("ka,kb", C.PAIRS, ids=["%s-%s" % p for p in C.PAIRS])
def test_touch_contract_for_every_pair(ka, kb):
    """Touching -> True, more than 0.8 units apart -> False, integer shapes exact."""
    bad = []
    stats = C.Stats()
    for name, a, b in C.cases(ka, kb, N, seed=17):
        ok, got, g, why = C.check(a, b)
        stats.add(name, got, g)
        if not ok:
            bad.append("%s %r %r: %s" % (name, a, b, why))
    if REPORT:
        os.makedirs(REPORT, exist_ok=True)
        with open(os.path.join(REPORT, "%s-%s.json" % (ka, kb)), "w") as f:
            json.dump(stats.as_dict(), f)
    assert not bad, "%d violations, first: %s" % (len(bad), "\n".join(bad[:5]))
    # the generators reach both sides of the contract and the band between
    assert stats.touching > N // 10 and stats.apart > N // 10
    assert stats.near_zero > N // 20, "too few cases within 3 units of touching"
