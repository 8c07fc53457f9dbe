# Determinized search for the games' good bots (hexbox.core.bot's
# policies): apart from the bot interface, so that a game whose bot does not
# search this way does not hold this code in the heap while it decides.
# Integers only.


def best(cands, score):
    """The candidate with the highest score(c); the first of equals (the
    order is the game's deterministic action order)."""
    top = None
    top_v = 0
    for c in cands:
        v = score(c)
        if top is None or v > top_v:
            top, top_v = c, v
    return top, top_v


def sampled_best(actions, rng, budget, sample, trial, rounds=8):
    """Determinized search: each round samples one whole state from the view
    (sample(rng)) and plays every action in it (trial(action, state) -> an
    integer value for the seat; a trial must not change the sample), so the
    actions are compared on the same hidden cards. Rounds go on until the
    budget or `rounds` ends; only whole rounds count, except that a first
    round cut short still picks among the actions it tried. Returns
    (action, total, whole rounds done)."""
    n = len(actions)
    totals = [0] * n
    done = 0
    got = []
    state = None
    for _ in range(rounds):
        if not budget.spend():
            break
        state = None  # the last round's state goes before the next is made: one alive at a time
        state = sample(rng)
        got = []
        for i in range(n):
            if not budget.spend():
                break
            got.append(trial(actions[i], state))
        if len(got) < n:
            break
        for i in range(n):
            totals[i] += got[i]
        done += 1
    if not done:
        totals = got or [0]
    k = 0
    for i in range(1, len(totals)):
        if totals[i] > totals[k]:
            k = i
    return actions[k], totals[k], done
