"""Touch predicates of the collision core: bad values.

The touch contract for every pair of shape kinds is in test_geom_contract.py
(against the outside oracle, tests/geom_oracle.py).
"""

import pytest
from fuzz_scale import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.core import fixed, shapes

bad_values = st.one_of(
    st.integers(-(1 << 40), fixed.X_MIN - fixed.ARC_R_MAX - 1),
    st.integers(fixed.X_MAX + fixed.ARC_R_MAX + 1, 1 << 40),
    st.floats(allow_nan=True),
    st.none(),
    st.text(max_size=3),
    st.just(True),
)


@settings(max_examples=examples(300), deadline=None)
@given(st.integers(0, 5), st.integers(0, 7), bad_values)
def test_bad_values_raise_value_error_and_nothing_else(which, slot, bad):
    """Out-of-domain or non-int values raise ValueError with a message; nothing crashes."""
    from hexbox.core.pose import arc_pose

    good = {
        0: (shapes.disc, [1000, 1000, 100]),
        1: (shapes.capsule, [1000, 1000, 2000, 2000, 10]),
        2: (shapes.rect, [1000, 1000, 0, 100, 50]),
        3: (shapes.band, [1000, 1000, 500, 0, 1000, 100]),
        4: (arc_pose, [(1000, 1000, 0), 500, 1000, True, True]),
        5: (shapes.polygon, [[(1000, 1000), (2000, 1000), (1500, 2000)]]),
    }[which]
    fn, args = good[0], list(good[1])
    slot %= len(args)
    if which == 4 and slot >= 3:
        return  # left/forward are plain truth values
    if which == 4 and slot == 0:
        args[0] = (bad, 1000, 0)
    elif which == 5:
        args[0] = [(bad, 1000), (2000, 1000), (1500, 2000)]
    else:
        args[slot] = bad
    is_int = isinstance(bad, int) and not isinstance(bad, bool)
    if is_int and (which, slot) in ((2, 2), (3, 3)):
        return  # any int is a fine heading or start angle: it wraps
    if is_int and (which, slot) in ((3, 4), (4, 2)) and 0 <= bad <= fixed.TURN:
        return  # a valid sweep
    with pytest.raises(ValueError) as e:
        fn(*args)
    assert str(e.value)
