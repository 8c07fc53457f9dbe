"""Properties of the dice-and-wheel table, with hypothesis: bad
input is refused and changes nothing; any mix of full turns and STOPs keeps
the wheel on the engine's notch rule."""

from hypothesis import given
from hypothesis import strategies as st

from hexbox.boxes.dice.card import DiceCard
from hexbox.boxes.dice.table import DiceTable
from hexbox.core.errors import IllegalAction
from hexbox.core.rng import Rng
from hexbox.games.spuknacht import dice
from hexbox.games.spuknacht.board import reference_board

BOARD = reference_board()
N = BOARD.n

values = st.one_of(st.integers(-5, N + 5), st.booleans(), st.text(max_size=2), st.none())


@given(st.lists(values, min_size=0, max_size=5), st.integers(0, 1000))
def test_set_positions_is_all_or_nothing(fields, seed):
    """Bad input gets a clear error and changes nothing; good input is taken."""
    t = DiceTable(BOARD, Rng(seed))
    t.set_positions([seed % N, -1, (seed + 7) % N])
    before = t.to_record()
    ok = (len(fields) == 3
          and all(isinstance(f, int) and not isinstance(f, bool) and -1 <= f < N for f in fields)
          and len(set(f for f in fields if f >= 0)) == len([f for f in fields if f >= 0]))
    try:
        t.set_positions(fields)
        assert ok
        assert t.mags == fields and t.by_hand == any(f >= 0 for f in fields)
    except IllegalAction as e:
        assert not ok and e.reason
        assert t.to_record() == before


@given(st.lists(st.tuples(st.integers(0, 1000), st.integers(0, 4)), min_size=1, max_size=12),
       st.integers(0, 10 ** 6))
def test_turns_and_stops_follow_the_notch_rule(plays, seed):
    """"the wheel turns the rolled number of notches in the rolled direction
    ... The next turn continues from that position": whatever fraction of a
    turn a STOP leaves (per mille; 1000 = no STOP), a full turn ends on the
    engine's Wheel.target from where the wheel stood, on a notch boundary."""
    t = DiceTable(BOARD, Rng(seed))
    w = BOARD.wheel
    for frac, _ in plays:
        s0 = t.step
        t.roll()
        move, touched = t.plan()
        colour, n = t.gdie
        d = dice.direction(colour)
        assert touched == () and s0 + move == w.target(s0, d, n)
        made = move * min(frac, 1000) // 1000
        t.turned(made, d)
        assert 0 <= t.step < w.period and t.step == w.wrap(s0 + made)
        if frac >= 1000:
            assert w.on_boundary(t.step)


@given(
    st.dictionaries(
        st.sampled_from(["step", "phase", "rolls", "mags", "by_hand", "last_dir"]),
        st.one_of(
            st.integers(-3, 10**7),
            st.text(max_size=3),
            st.lists(st.integers(-2, 60), max_size=4),
            st.none(),
        ),
    )
)
def test_restore_never_half_applies(rec):
    """A damaged saved record raises ValueError and leaves the table as it
    was; a record it takes is a sound table (it saves and restores to itself)."""
    t = DiceTable(BOARD, Rng(1))
    before = t.to_record()
    try:
        t.restore(rec)
    except ValueError:
        assert t.to_record() == before
        return
    again = DiceTable(BOARD, Rng(2))
    again.restore(t.to_record())
    assert again.to_record() == t.to_record()


@given(st.integers(0, 10 ** 6), st.integers(0, 3))
def test_saved_tables_restore_exactly(seed, k):
    t = DiceTable(BOARD, Rng(seed))
    for i in range(k):
        t.roll()
        move, _ = t.plan()
        t.turned(move // (i + 1), dice.direction(t.gdie[0]))
    if k % 2:
        t.set_positions([seed % N, -1, (seed + 3) % N])
        t.roll()
    u = DiceTable(BOARD, Rng(seed + 1))
    u.restore(t.to_record())
    assert u.to_record() == t.to_record() and u.die == t.die and u.gdie == t.gdie


@given(st.integers(1, 3), st.integers(0, 10 ** 6), st.integers(0, 6))
def test_dice_card_never_exceeds_its_tries(k, seed, presses):
    """"Bei 3 Würfeln hast du bis zu 3 Versuche, das letzte Ergebnis zählt"."""
    c = DiceCard(k)
    r = Rng(seed)
    for _ in range(presses):
        try:
            c.throw(r)
        except IllegalAction:
            assert c.done()
    assert len(c.throws) == min(k, presses)
    assert c.counts() == (c.throws[-1] if c.throws else 0)
