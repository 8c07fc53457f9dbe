"""Spuknacht's good bot (the box seat's player and the hint): a chip that
any magician can take this move is seen. Seed 8560, tried as a new user
would: the hint suggested moving Mila out of a ghost's way while Vicky
could take her chip on that same move; one sampled bad-luck card had
charged the chip a gate half on top of the touch."""

from test_bots import hold_ok_for_the_hint

from hexbox.core.rng import Rng
from hexbox.games import bot, game_class


def _collects(g, a):
    return a[0] in ("move", "away") and any(e[0] == "collect" for e in g.clone().play(a))


def test_a_chip_any_magician_can_take_this_move_is_taken_or_a_magician_leaves():
    cls = game_class("spuknacht")
    seen = 0
    for seed in (8560, 8561, 8562, 3, 17):
        players = 1 + seed % 3
        g = cls(players=players, seed=seed)
        bots = [bot("spuknacht", "good", seed * 8 + s, board=g.board) for s in range(players)]
        other = Rng(seed)
        n = 0
        while not g.over and n < 200:
            s = g.current
            acts = g.actions()
            a = bots[s].choose(g.search_view(s), acts, s)
            chips = [x for x in acts if _collects(g, x)]
            if chips:
                seen += 1
                assert a[0] == "exit" or _collects(g, a), \
                    "seed %d action %d: %r (%s) while %r take a chip" % (
                        seed, n, a, bots[s].why, chips)
            # every other move at random: states the good bot would not reach itself
            g.play(a if n % 2 else acts[other.below(len(acts))])
            n += 1
    assert seen >= 50


def test_the_hint_at_seed_8560_takes_the_chip_vicky_can_take(tmp_path, monkeypatch):
    from host_tools.hardware import boards
    from host_tools.sim import run
    from host_tools.sim.menu_player import bot_choice
    from host_tools.sim.world import World

    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(8560, "pico_referee", 1, world=world, workdir=str(tmp_path),
                       game="spuknacht", choose=bot_choice("spuknacht", 1, 8560),
                       probe=run.Probe(max_actions=6))
    g = c.game
    n = len(g.history)
    chips = [a for a in g.actions() if _collects(g, a)]
    assert chips, "the state the user met: a magician can take its chip"
    hint = hold_ok_for_the_hint(c, world, tmp_path, monkeypatch)
    assert len(g.history) == n
    assert any(hint == "Hint: %s takes its chip" % c.named(g, a) for a in chips), hint
