"""The box's bots (hexbox.core.bot, games/<name>/bot.py), generic over every
game, with hypothesis choosing the games' seeds and the moments."""

import pytest
from bot_checks import check_bots_finish, check_fair, hidden_twin
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.core.bot import Bot, Budget
from hexbox.core.rng import Rng
from hexbox.core.search import sampled_best
from hexbox.games import bot, game_class, names
from hexbox.games.playout import default_players

GAMES = names()
HIDDEN = [n for n in GAMES if n != "techno_witches"]  # Techno Witches: an open table


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), every=st.integers(3, 17))
def test_two_states_the_seat_cannot_tell_apart_give_the_same_choice(name, seed, every):
    # issue: "Two states that differ only in what the seat cannot see must
    # give the same choice"
    compared, _ = check_fair(name, seed, stops=2, every=every, steps=10)
    assert compared >= 1


@pytest.mark.parametrize("name", HIDDEN)
def test_the_hidden_twin_really_differs_in_what_the_seat_cannot_see(name):
    # otherwise the fairness test above could not fail
    _, differed = check_fair(name, 11, stops=3, every=7, steps=4)
    assert differed >= 2


@pytest.mark.parametrize("name", GAMES)
def test_every_seat_a_good_bot_plays_a_whole_game_to_its_end(name):
    g = check_bots_finish(name, seed=3, steps=20)
    assert g.result is not None


def test_a_policy_is_handed_the_view_and_the_legal_actions_never_the_game():
    seen = []

    def policy(view, actions, seat, rng, budget):
        seen.append((type(view), type(actions), seat))
        return actions[-1], "the last"

    g = game_class("wandelnde_tuerme")(players=3, seed=4)
    b = Bot(policy, seed=1)
    assert b.choose(g.view(g.current), g.actions(), g.current) == g.actions()[-1]
    assert seen == [(dict, list, g.current)] and b.why == "the last"


def test_hidden_twin_looks_the_same_to_the_seat_and_plays_on():
    g = game_class("broom_service")(players=3, seed=9)
    for _ in range(25):
        g.play(g.actions()[0])
    twin = hidden_twin("broom_service", g, g.current, 5)
    twin.play(twin.actions()[0])


def test_sampled_best_compares_whole_rounds_on_the_same_sample():
    calls = []

    def sample(r):
        return r.below(1000)

    def trial(a, state):
        calls.append((a, state))
        return a * 10

    a, total, rounds = sampled_best([1, 3, 2], Rng(1), Budget(9), sample, trial, rounds=5)
    # 9 steps: two whole rounds (a sample + 3 trials each), the third cut short
    assert (a, total, rounds) == (3, 60, 2)
    assert calls[0][1] == calls[1][1] == calls[2][1]


def test_a_deadline_cuts_the_search_short():
    late = [False]
    b = Budget(100, expired=lambda: late[0])
    assert b.spend()
    late[0] = True
    assert not b.spend() and b.left == 0


def test_techno_witches_good_bot_flies_to_the_cat():
    # seed: 'To win the introductory game "Flight School," it is enough to
    # touch the cat during a flight with your flyer, a curve, or the tail.'
    # With good bots in every seat each game ends so, not at a safety limit.
    for seed in range(4):
        g = check_bots_finish("techno_witches", seed=seed, steps=60)
        assert g.result["reason"] == "won" and len(g.result["winners"]) == 1


def test_unknown_level_is_one_clear_error():
    with pytest.raises(ValueError, match="unknown bot level"):
        bot("spuknacht", "grandmaster")


def test_default_players_is_the_bench_count():
    assert default_players(game_class("techno_witches")) == 3


def test_sim_auto_plays_techno_witches_with_the_good_bots_to_a_winner(capsys):
    # auto games used to end at the engine's round limit (a safety net, not a
    # rule); with the good bots Flight School ends by its own rule (touching
    # the cat): one winner, and no dawn
    from host_tools.sim import run

    assert run.main(["--game", "techno_witches", "--players", "3", "--auto", "1"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    winners = [x for x in out if x.startswith("Winner")]
    assert len(winners) == 1
    assert winners[0] in ("Winner: %s" % s for s in ("Red", "Green", "Violet"))
    assert not any(x.startswith("Dawn after") for x in out)


def test_sim_auto_story_names_the_winner_on_its_line_and_says_nothing_twice():
    """The story ends "Winner: Red" (the OLED's rows "Winner:", " Red" joined),
    and a result's headline the last event already said is left out."""
    from host_tools.sim.run import story

    assert story(["Game over"], ["Game over", "Winner:", " Red"]) == ["Game over", "Winner: Red"]
    assert story([], ["Game over", "Winners:", " Red", " Blue", "Red 3"])[1:] == [
        "Winners: Red, Blue", "Red 3"]
    told = story(["All out: you WIN!"], ["You WIN!", "everyone is out"])
    assert told == ["All out: you WIN!", "everyone is out"]


def test_sim_auto_broom_service_story_tells_round_one_and_whose_bids(capsys):
    """Round 1's event comes first (the set-up deals it, before any action),
    and the blind bids are named by seat."""
    from host_tools.sim import run

    assert run.main(["--game", "broom_service", "--players", "3", "--auto", "42"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    told = [x for x in out if not x.startswith(("hexbox ", "selftest"))]
    assert told[0].startswith("Round 1: "), told[:3]
    assert sum(x.startswith("Round ") for x in out) == 7
    bids = [x for x in out if x.startswith("Bids: ")]
    assert bids and all(x.count(",") == 2 and "Red " in x for x in bids), bids
    assert [x for x in out if x.startswith("Winner: ")], out[-6:]


@pytest.mark.parametrize("text", ["4", "0", "x", "1,,-1"])
def test_sim_bots_takes_seat_numbers_or_says_why_in_one_line(text, capsys):
    from host_tools.sim import run

    with pytest.raises(SystemExit) as e:
        run.main(["--game", "techno_witches", "--players", "3", "--bots", text, "--auto", "1"])
    assert e.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("python -m host_tools sim: --bots: seats are numbers 1 to 3")


def test_bot_seats_counts_seats_from_1_as_the_box_names_them():
    from host_tools.sim import run

    assert run.bot_seats("2, 3", 3, None) == (1, 2) and run.bot_seats("", 3, None) == ()
    assert run.bot_seats("1", 3, None) == (0,)


def test_the_box_plays_its_seats_and_announces_each_move():
    # a box seat announces its move on the OLED, under its seat's name
    from hexbox.app import main as appmain
    from host_tools.sim import run

    shown = []

    def watch(c):
        real = c.show

        def show(rows, hl=-1, drawn=False):
            shown.append(list(rows))
            real(rows, hl, drawn)

        c.show = show

    appmain.ON_START.append(watch)
    try:
        c, _, _ = run.auto(4, "pico_referee", 3, game="techno_witches", bots=(1, 2))
    finally:
        appmain.ON_START.remove(watch)
    g = c.game
    assert g.over and g.result["reason"] == "won"
    # a screen's rows read as one text: the name may end its row ("Box (Green):")
    said = [" ".join(r) for r in shown if r and r[0].startswith("Box (")]
    names = [c.present.seat_name(g, s) for s in (1, 2)]
    assert any(s.startswith("Box (%s): " % names[0]) for s in said)
    assert any(s.startswith("Box (%s): " % names[1]) for s in said)
    assert not any(s.startswith("Box (%s)" % c.present.seat_name(g, 0)) for s in said)


def test_a_box_turn_leaves_no_bot_in_the_heap_for_the_move_that_follows(monkeypatch):
    # the move is applied and saved right after the decision, the app's
    # fullest moment: the bot's module and its object are gone by then
    import sys

    from hexbox.app import referee
    from host_tools.sim import run

    held = []
    real_apply = referee.Referee.apply

    async def apply(self, action):
        if self.game.current in self.bots:
            held.append((self.bot, "hexbox.games.techno_witches.bot" in sys.modules))
        return await real_apply(self, action)

    monkeypatch.setattr(referee.Referee, "apply", apply)
    c, _, _ = run.auto(4, "pico_referee", 3, game="techno_witches", bots=(1, 2),
                       probe=run.Probe(max_actions=12))
    assert len(c.game.history) >= 12
    assert held and all(h == (None, False) for h in held), held


@pytest.mark.parametrize(
    "bots, why",
    [("1", "bots must be a list"), ([1, "2"], "bots must be a list"), ([9], "bots must be a list")],
)
def test_config_bots_are_a_list_of_seats(bots, why):
    from hexbox.app.boot import check_config
    from hexbox.core.errors import ConfigError

    with pytest.raises(ConfigError, match=why):
        check_config({"board": "pico", "game": "spuknacht", "bots": bots})


def test_config_bots_name_seats_the_game_has():
    from hexbox.app.boot import game_settings
    from hexbox.core.errors import ConfigError

    cls = game_class("broom_service")
    assert game_settings({"game": "broom_service", "players": 3, "bots": [2]}, cls)["players"] == 3
    with pytest.raises(ConfigError, match="bots names seat 3, but the seats are 0..2"):
        game_settings({"game": "broom_service", "players": 3, "bots": [3]}, cls)


def test_after_an_undo_the_box_waits_for_ok_before_it_plays_again(tmp_path, monkeypatch):
    # otherwise the box would replay its undone move at once and people
    # could never undo past it
    import asyncio

    from hexbox.hw.buttons import LONG, PRESS
    from host_tools.hardware import boards
    from host_tools.sim import run
    from host_tools.sim.world import World

    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(
        2,
        "pico_referee",
        2,
        world=world,
        workdir=str(tmp_path),
        game="techno_witches",
        bots=(0, 1),
        probe=run.Probe(max_actions=5),
    )
    n = len(c.game.history)
    monkeypatch.chdir(tmp_path)  # the box's flash: its log files

    async def no_wait(ms):  # the probe's pause ends runs; these steps go on
        return

    c.pause = no_wait
    with world.installed():
        c.inbox = [("back", LONG)]
        asyncio.run(c.step())
        assert len(c.game.history) == n - 1 and c.held
        c.news = []
        asyncio.run(c.step())  # no press: the box waits, saying so
        assert c.rows[1:] == ["plays next", "OK: go on", "hold BACK:", "undo a move"]
        assert len(c.game.history) == n - 1
        c.inbox = [("back", LONG)]
        asyncio.run(c.step())  # ... and people may undo on
        assert len(c.game.history) == n - 2
        c.news = []
        c.inbox = [("confirm", PRESS)]
        asyncio.run(c.step())
        asyncio.run(c.step())  # OK: the box plays
        assert len(c.game.history) == n - 1 and c.rows[0].startswith("Box (")


def test_a_bumblebee_snapshot_at_the_last_route_stage_loads():
    # seed (Bumblebee): 'As soon as a player crosses, on the way back, the
    # "imagined line" that runs through Castles 1 and 2 ... those players who
    # have not yet reached this line decide where the player must land.'
    # A snapshot of that stage must restore (the bots' search builds them).
    cls = game_class("techno_witches")
    g = cls(players=3, seed=1, variant=("bumblebee",))
    bots = [bot("techno_witches", "good", s) for s in range(3)]
    while not g.over and 3 not in g.to_dict()["stage"]:
        s = g.current
        g.play(bots[s].choose(g.view(s), g.actions(), s))
    assert 3 in g.to_dict()["stage"]
    assert cls.from_dict(g.to_dict()).to_dict() == g.to_dict()


def test_holding_ok_shows_the_good_bots_move_and_why_and_plays_nothing(tmp_path, monkeypatch):
    # issue: "Holding a button shows what the good bot would do, and why in
    # one line, for the seat whose turn it is"
    from host_tools.hardware import boards
    from host_tools.sim import run
    from host_tools.sim.world import World

    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(
        2,
        "pico_referee",
        3,
        world=world,
        workdir=str(tmp_path),
        game="techno_witches",
        probe=run.Probe(max_actions=8),
    )
    g = c.game
    n = len(g.history)
    seat = g.current
    want = bot("techno_witches", "good", 7919)
    a = want.choose(g.view(seat), g.actions(), seat)
    hint = hold_ok_for_the_hint(c, world, tmp_path, monkeypatch)
    assert len(g.history) == n
    assert hint == "Hint: %s %s" % (c.present.label(g, a), want.why)


def hold_ok_for_the_hint(c, world, tmp_path, monkeypatch):
    """Hold OK on the app c's menu: the hint's OLED rows, joined (wrapped at
    spaces: the label's row(s), then the reason)."""
    import asyncio

    from hexbox.hw.buttons import LONG

    monkeypatch.chdir(tmp_path)
    c.news = []
    with world.installed():
        c.inbox = [("confirm", LONG)]
        asyncio.run(c.step())
    return " ".join(c.news)


def test_the_bench_times_a_handful_of_good_decisions_on_micropython():
    """host_tools/benches/bots.py's portable scripts (the chip runs the same
    ones): at most `most` decisions are timed, and a decision's extra heap is
    measured at the states the good bot samples (Game.from_state)."""
    from host_tools.benches.bots import heap_extra, run_decisions
    from host_tools.device.upy import run_code

    med, top, n = run_decisions(
        run_code, "wandelnde_tuerme", most=3, port="unix", heapsize=512 * 1024
    )
    assert n == 3 and 0 <= med <= top
    assert heap_extra(run_code, "wandelnde_tuerme", steps=40, port="unix", heapsize=512 * 1024) > 0


@pytest.mark.parametrize("adventure", ["flight_school", "bumblebee", "quaddatsch", "wolkenschreck"])
def test_techno_witches_forecast_is_the_flight_the_referee_flies(adventure):
    # the good bot forecasts a flight on its table without a copy of the
    # game: the same events as flying it on a copy, up to the flight's own
    # end (what the table does after it is left out), and the table as it was
    from hexbox.games.techno_witches import bot as tw_bot

    cls = game_class("techno_witches")
    compared = 0
    for seed in range(6):
        g = cls(players=3, seed=seed, variant=(adventure,))
        easy = bot("techno_witches", "easy", seed)
        for _ in range(80):
            if g.over:
                break
            s = g.current
            acts = g.actions()
            if ("fly",) in acts:
                view = g.search_view(s)
                table = tw_bot._table(view)
                before = table.to_dict()
                extra = [a for a in acts if a[0] in ("curve", "back")][:1]
                got = tw_bot._fly(table, s, *extra)
                assert table.to_dict() == before, "the forecast leaves the table as it was"
                c = g.clone()
                for a in extra:
                    c.play(a)
                    while c.current != s:  # the others' turns until s's comes again
                        c.advance(c.actions()[0])
                want = c.advance(("fly",))
                if not c.over and c.current == s and ("hover",) in c.actions():
                    # the referee asks first; the forecast is the crash it asks about
                    assert want == [("blocked", s, want[0][2])]
                    want = [("takeoff", s), ("crash", s, want[0][2]), ("stuck", s)]
                assert got == want[:len(got)], (seed, extra)
                compared += 1
            g.play(easy.choose(g.search_view(s), acts, s))
    assert compared > 10
