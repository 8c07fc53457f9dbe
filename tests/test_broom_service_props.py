"""Broom Service property tests (hypothesis): random games in every variant
mix end after 7 rounds with a winner; VP and resources agree with the event
log and are never negative; each player lays out each role at most once per
round; round towers hold at most one potion; illegal actions change nothing;
views hide hands, picks, bids and the undrawn events."""

import sys

sys.path.insert(0, "tests/portable")

from broom_scenarios import scene  # noqa: E402
from engine_checks import (
    check_illegal_unchanged,  # noqa: E402
    illegal_reason,
)
from fuzz_scale import examples
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from hexbox.core.rng import Rng  # noqa: E402
from hexbox.games.broom_service import Game  # noqa: E402
from hexbox.games.broom_service.data import MORE_OR_LESS  # noqa: E402
from hexbox.games.broom_service.engine import OVER  # noqa: E402
from hexbox.games.broom_service.scoring import SET3_VP, SET4_VP, resource_sets  # noqa: E402

VARIANT_SETS = ((), ("storm",), ("mountains",), ("back",), ("back", "storm"),
                ("mountains", "storm"))


def playout(players, seed, variant, on_step=None):
    g = Game(players, seed, variant)
    pol = Rng(seed ^ 0xB00)
    log = list(g.setup_events)
    steps = 0
    while not g.over:
        legal = g.actions()
        a = legal[pol.below(len(legal))]
        ev = g.play(a)
        log.extend(ev)
        steps += 1
        if on_step:
            on_step(g, a, ev)
        assert steps < 5000
    return g, log


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**31 - 1),
       variant=st.sampled_from(VARIANT_SETS))
def test_random_games_end_after_seven_rounds_and_the_log_accounts_for_everything(
        players, seed, variant):
    """Seven Durchgaenge, then a winner; VP = 10 + logged VP changes; resources
    = start + logged changes, never negative; a role at most once per player and
    round; a round tower takes one potion ('Belegter Turm nimmt keinen Trank
    mehr an')."""
    start = Game(players, seed, variant)
    start_res = [list(r) for r in start.res]

    def on_step(g, a, ev):
        for r in g.res:
            assert min(r) >= 0, "negative resources"
        for s in range(players):
            assert len(set(g.played[s])) == len(g.played[s]), "role played twice"
            assert not set(g.played[s]) & set(g.hand[s])

    g, log = playout(players, seed, variant, on_step)
    assert g.phase == OVER and g.round == 7
    assert [e[1] for e in log if e[0] == "round"] == list(range(7))
    for s in range(players):
        assert g.vp[s] == 10 + sum(e[2] for e in log if e[0] == "vp" and e[1] == s)
        for k in range(4):
            got = start_res[s][k] + sum(e[3] for e in log
                                        if e[0] == "res" and e[1] == s and e[2] == k)
            assert g.res[s][k] == got
    nt = len(g.board.towers)
    round_deliveries = [0] * nt
    for e in log:
        if e[0] == "deliver" and e[4] < nt and g.board.towers[e[4]][1] == 0:
            round_deliveries[e[4]] += 1
    assert round_deliveries == g.tower_full
    # 'nach mindestens vier und hoechstens zehn Runden' (three with "Mehr oder weniger?")
    rounds = []
    for e in log:
        if e[0] == "round":
            rounds.append([e[2], set()])
        elif e[0] == "play":
            rounds[-1][1].add(e[2])
    for event, roles in rounds:
        assert (3 if event == MORE_OR_LESS else 4) <= len(roles) <= 10
    tot = [sum(r) for r in g.res]
    best = max((g.vp[s], tot[s]) for s in range(players))
    assert g.result["winners"] == [s for s in range(players) if (g.vp[s], tot[s]) == best]
    assert log[-1] == ("over", tuple(g.result["winners"]))


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), variant=st.sampled_from(VARIANT_SETS))
def test_illegal_actions_change_nothing_anywhere_in_a_game(seed, variant):
    """'Illegal actions raise IllegalAction before any mutation' -- junk and
    near misses of legal actions at every 5th step of a game."""
    count = [0]

    def on_step(g, a, ev):
        count[0] += 1
        if count[0] % 5 == 0 and not g.over:
            check_illegal_unchanged(g, limit=25)

    playout(3, seed, variant, on_step)


@settings(max_examples=60, deadline=None)
@given(bad=st.one_of(
    st.tuples(st.sampled_from(["pick", "brave", "coward", "move", "deliver", "cloud",
                               "bid", "ftile", "turbo", "mtile", "gather", "done"]),
              st.integers(-5, 60)),
    st.tuples(st.sampled_from(["move", "deliver"]), st.integers(-2, 40), st.integers(-2, 40),
              st.integers(-2, 40)),
    st.lists(st.one_of(st.integers(), st.text(max_size=3), st.booleans()), max_size=4),
    st.none(), st.booleans(), st.text(max_size=5)))
def test_arbitrary_bad_input_raises_illegal_action_and_changes_nothing(bad):
    """Any value may be passed; a clear IllegalAction and an unchanged state."""
    g = scene(3, [[0, 4, 9], [0, 6], [3]])
    g.play(("coward", 0))  # mid-action: the widest set of sub-actions
    legal = g.actions()
    if isinstance(bad, list):
        bad_t = tuple(bad)
    else:
        bad_t = bad
    if bad_t in legal and not any(isinstance(x, bool) for x in (bad_t or ())):
        return
    illegal_reason(g, bad)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 5))
def test_views_hide_other_hands_picks_bids_and_undrawn_events(seed, players):
    """Per-player views: 'dass seine Mitspieler sie nicht einsehen koennen'."""
    def on_step(g, a, ev):
        for seat in range(players):
            v = g.view(seat)
            for s in range(players):
                if s != seat:
                    assert set(v["hand"][s]) <= {-1}
                    assert set(v["bids"][s]) <= {-2}
                else:
                    assert v["hand"][s] == g.hand[s]
            assert v["events"][g.round + 1:] == [-1] * (6 - g.round) or g.round == 7
            assert v["rng"] is None and set(v["ench_deck"]) <= {-1}
            others = [i for i, s in g.secret if s != seat]
            assert len(v["history"]) == len(g.history) - len(others)
            assert [g.history[i] for i, s in g.secret if s == seat] == \
                [tuple(v["history"][i]) for i, _ in v["secret"]]

    g = Game(players, seed)
    pol = Rng(seed)
    for _ in range(120):
        if g.over:
            break
        legal = g.actions()
        a = legal[pol.below(len(legal))]
        on_step(g, a, g.play(a))


@settings(max_examples=examples(200), deadline=None)
@given(res=st.lists(st.integers(0, 6), min_size=4, max_size=4))
def test_resource_sets_score_the_most_possible(res):
    """'Fuer je vier verschiedene Ressourcen erhaelt man 4, fuer je drei
    verschiedene 2 Siegpunkte' -- checked against brute force."""
    a, b = resource_sets(res)
    got = a * SET4_VP + b * SET3_VP

    def brute(r):
        best = 0
        if min(r) > 0:
            best = SET4_VP + brute([x - 1 for x in r])
        for skip in range(4):
            rest = [r[i] - (0 if i == skip else 1) for i in range(4)]
            if min(rest) >= 0 and sum(1 for i in range(4) if i != skip and r[i] > 0) == 3:
                best = max(best, SET3_VP + brute(rest))
        return best

    assert got == brute(list(res))
