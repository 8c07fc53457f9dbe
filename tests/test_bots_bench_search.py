"""The bots bench's games against the reference search
(host_tools/benches/bots.py): every line-up of good and reference seats by
turns, every seat rotated, and vs_search held to the fair share."""

from host_tools.benches import bots as B


def test_the_line_ups_take_turns_and_every_seat_goes_round():
    players = 3
    ups = [B.lineup(players, i) for i in range(2 * players)]
    assert all(len(u) == players and set(u) <= {"good", "search"} for u in ups)
    # one good seat, then two, by turns
    assert [u.count("good") for u in ups] == [1, 2] * players
    for kind in (1, 2):
        with_kind = [u for u in ups if u.count("good") == kind]
        for s in range(players):
            assert any(u[s] == "good" for u in with_kind)
            assert any(u[s] == "search" for u in with_kind)


def test_vs_search_below_the_fair_share_misses_its_budget():
    out = {"bot.a.vs_search": 0.30, "bot.a.vs_search_fair": 0.333,
           "bot.b.vs_search": 0.5, "bot.b.vs_search_fair": 0.333}
    bad = B.search_budgets(out)
    assert list(bad) == ["a.vs_search"]
    assert "0.333" in bad["a.vs_search"]


def test_a_game_against_the_reference_counts_the_good_seats_share(monkeypatch):
    class Over:
        result = {"winners": [0, 2]}

    monkeypatch.setattr(B, "match", lambda name, i, seat, levels=None: (Over(), []))
    monkeypatch.setattr(B, "lineup", lambda players, i: ["good", "search", "good"])
    kind, won, seats = B._search_game(("broom_service", "vs_search", 0))
    assert (kind, won, seats) == ("vs_search", 1.0, 2)  # two shared wins of 1/2
