"""Reading a move off the hall sensors gives the same verdict as the plain
reading (every legal action's end position compared with what the sensors
see), for positions of real games and for any set of fields the sensors
might report: the box's fast path skips only actions that cannot match."""

from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.games import game_class
from hexbox.games.spuknacht import infer as inf


def plain_infer(mags, actions, observed):
    """The reading as the rules put it, with no shortcut."""
    actions = list(actions)
    now = inf.fields_now(mags)
    hits, quiet = [], []
    for a in actions:
        after = inf.fields_after(mags, a)
        if after == now:
            if a[0] != "exit":
                quiet.append(a)
        elif after == observed and a[0] != "exit":
            hits.append(a)
    if observed == now:
        return inf.SAME, quiet
    if len(hits) == 1:
        return inf.ACTION, hits[0]
    if len(hits) > 1:
        return inf.SAME, hits
    missing = [f for f in now if f not in observed]
    extra = [f for f in observed if f not in now]
    if len(missing) == 1 and not extra:
        m = mags.index(missing[0])
        return inf.PENDING, (m, [a for a in actions if a[0] == "exit" and a[1] == m])
    return inf.IMPOSSIBLE, (extra, missing)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 0xFFFF), players=st.integers(1, 4), steps=st.integers(0, 120),
       noise=st.lists(st.integers(0, 47), max_size=4), pick=st.integers(0, 1000))
def test_the_fast_reading_agrees_with_the_plain_one(seed, players, steps, noise, pick):
    g = game_class("spuknacht")(players=players, seed=seed)
    for i in range(steps):
        if g.over:
            break
        acts = g.legal()
        g.play(acts[(seed + i * 7) % len(acts)])
    if g.over:
        return
    acts = list(g.legal())
    looks = [inf.fields_now(g.mags)]  # nothing moved
    looks += [inf.fields_after(g.mags, a) for a in acts[:12]]  # each legal result
    a = acts[pick % len(acts)]
    looks.append(sorted(set(inf.fields_after(g.mags, a)) ^ set(noise)))  # a sensor's mistakes
    now = inf.fields_now(g.mags)
    if now:
        looks.append(now[1:])  # a magician in the hand
    for observed in looks:
        plain = plain_infer(g.mags, acts, observed)
        fast = inf.infer(g.mags, g.legal(), observed)  # the legal actions as the box has them
        assert fast == plain, observed
        # the box reads a move of the one magician the sensors miss against its actions only
        m = inf.lifted(g.mags, observed)
        assert inf.infer(g.mags, g.legal(m), observed) == plain, (observed, m)
