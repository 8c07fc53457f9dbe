# Checks of the box's bots (hexbox.core.bot), generic over every game: the
# portable tests run them on CPython and MicroPython, tests/test_bots.py
# draws their seeds with hypothesis.
from hexbox.core.rng import Rng
from hexbox.games import bot, bot_module, game_class, names  # noqa: F401 (names: for the callers)
from hexbox.games.playout import default_players


def hidden_twin(name, g, seat, seed):
    """Another state of game g that seat cannot tell from g: the same view,
    the hidden cards, stacks and trapped pieces dealt afresh."""
    twin = game_class(name).from_dict(bot_module(name).determinize(g.view(seat), seat, Rng(seed)))
    assert twin.view(seat) == g.view(seat), "the twin must look the same to seat %d" % seat
    return twin


def legal(g):
    return list(g.legal()) if hasattr(g, "legal") else g.actions()


def check_fair(name, seed, stops=4, every=9, steps=12):
    """Along a random game, at every `every`-th decision: the acting seat's
    bots (easy and good) choose the same in the game and in a hidden twin,
    though the twin's hidden state differs. Returns (decisions compared,
    twins whose hidden state differed)."""
    cls = game_class(name)
    g = cls(players=default_players(cls), seed=seed)
    policy = Rng(seed ^ 0xB07)
    compared = differed = 0
    n = 0
    while not g.over and compared < stops:
        acts = legal(g)
        n += 1
        if n % every == 0 and len(acts) > 1:
            seat = g.current
            twin = hidden_twin(name, g, seat, seed + n)
            if twin.to_dict() != g.to_dict():
                differed += 1
            twin_acts = legal(twin)
            assert twin_acts == acts, "the seat's legal actions depend only on what it sees"
            for level in ("easy", "good"):
                here = bot(name, level, seed, steps)
                a = here.choose(g.view(seat), acts, seat)
                b = bot(name, level, seed, steps).choose(twin.view(seat), twin_acts, seat)
                assert a == b, "%s %s bot: %r here, %r in the hidden twin" % (name, level, a, b)
                assert a in acts
                # the hint's reason follows the action's label on one line
                assert here.why is None or len(here.why) <= 24, here.why
            compared += 1
        g.play(acts[policy.below(len(acts))])
    return compared, differed


def check_bots_finish(name, seed, level="good", steps=12, max_steps=3000):
    """Every seat played by bots at `level`: a whole game of legal moves
    that ends by the rules (not at a safety limit). Returns the game."""
    cls = game_class(name)
    players = default_players(cls)
    g = cls(players=players, seed=seed)
    bots = [bot(name, level, seed * 8 + s, steps) for s in range(players)]
    for _ in range(max_steps):
        if g.over:
            break
        s = g.current
        acts = legal(g)
        g.play(bots[s].choose(g.view(s), acts, s))
    assert g.over, "%s: %s bots did not finish in %d steps" % (name, level, max_steps)
    return g
