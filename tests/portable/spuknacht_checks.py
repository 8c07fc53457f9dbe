# Invariants of a Spuknacht game, checked after every action by the property
# tests (CPython) and the portable tests (MicroPython).
from hexbox.games.spuknacht import data as R


def check_invariants(game, before):
    """`before` is the to_dict() of the previous state (or None)."""
    b = game.board
    on = [f for f in game.mags if f >= 0]
    assert len(on) == len(set(on)), "two magicians on one field: %r" % (game.mags,)
    for m in range(len(R.MAGICIANS)):
        chips = sorted(game.stacks[m] + game.slate[m])
        assert chips == sorted(R.CHIPS[m]), "chips of magician %d not conserved" % m
        if game.mags[m] == -2:
            assert len(game.slate[m]) == R.CHIPS_PER_MAGICIAN, "left without 5 chips"
    # a magician a ghost touches is in contact with it: no touch is missed
    for m in range(len(R.MAGICIANS)):
        for g in game.touching_ghosts(m):
            assert [m, g] in game.contacts, "magician %d touches ghost %d out of contact" % (m, g)
    for m, g in game.contacts:
        assert game.mags[m] >= 0 and 0 <= g < len(game.ghosts), "stale contact %r" % ([m, g],)
    in_corners = sum(game.halves)
    assert len(game.deck) + len(game.discard) + in_corners == len(R.CARDS), "cards lost"
    assert game.halves[b.closed_corner] == 0
    if before is not None:
        for c in range(len(game.halves)):
            assert game.halves[c] >= before["halves"][c], "a gate half came back"
        for m in range(len(R.MAGICIANS)):
            assert len(game.slate[m]) >= len(before["slate"][m]), "a chip left the slate"
            if before["magicians"][m] == -2:
                assert game.mags[m] == -2, "a magician came back"
    if game.over:
        open_exits = [c for c in range(len(game.halves))
                      if c != b.closed_corner and game.halves[c] < R.HALVES_TO_LOCK]
        if game.result["won"]:
            assert all(f == -2 for f in game.mags) and game.chips() == 15
        else:
            assert not open_exits
