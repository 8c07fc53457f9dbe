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


def check_fair(name, seed, stops=4, every=9, steps=12, players=None):
    """Along a random game, at every `every`-th decision: the acting seat's
    bots (easy and good) choose the same in the game and in a hidden twin,
    though the twin's hidden state differs. players: ((label, make), ...),
    make() a new hexbox.core.bot.Bot, to check other players than the
    game's bots. Returns (decisions compared, twins whose hidden state
    differed)."""
    if players is None:
        players = [(level, _maker(name, level, seed, steps)) for level in ("easy", "good")]
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
            for level, make in players:
                here = make()
                a = here.choose(g.search_view(seat), acts, seat)
                b = make().choose(twin.search_view(seat), twin_acts, seat)
                assert a == b, "%s %s bot: %r here, %r in the hidden twin" % (name, level, a, b)
                assert a in acts
                # the hint's reason follows the action's label on one line
                assert here.why is None or len(here.why) <= 24, here.why
            compared += 1
        g.play(acts[policy.below(len(acts))])
    return compared, differed


def _maker(name, level, seed, steps):
    return lambda: bot(name, level, seed, steps)


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
        g.play(bots[s].choose(g.search_view(s), acts, s))
    assert g.over, "%s: %s bots did not finish in %d steps" % (name, level, max_steps)
    return g


def _ahead(d):
    """Snapshot d without its history (and what indexes into it: Broom
    Service's list of secret actions)."""
    d = dict(d)
    d["history"] = []
    if "secret" in d:
        d["secret"] = []
    return d


def check_clone(name, seed, every=7, max_steps=400):
    """Along a random game, at every `every`-th action: a clone (a bot's
    search copy) plays the action as the game does, and playing on the
    clone leaves the game exactly as it was; advance (no checks, no history)
    on a clone of over_state (a table over a snapshot's own lists) does the
    same and leaves the snapshot as it was; the search view is the view
    without its history. Returns the clones checked."""
    cls = game_class(name)
    g = cls(players=default_players(cls), seed=seed)
    policy = Rng(seed ^ 0xC10)
    checked = 0
    for n in range(max_steps):
        if g.over:
            break
        acts = legal(g)
        a = acts[policy.below(len(acts))]
        if n % every == 0:
            seat = g.current
            sv = g.search_view(seat)
            v = g.view(seat)
            assert sv["seen"] == len(v["history"])
            assert g.seen(-1) == len(g.view(-1)["history"]), "seen(-1): the public history's length"
            del sv["seen"]
            assert sv == _ahead(v), "the search view is the view without its history"
            before = g.to_dict()
            c = g.clone()
            assert _ahead(c.to_dict()) == _ahead(before), "a clone holds the game's state"
            ev_c = c.play(a)
            assert g.to_dict() == before, "playing on a clone leaves the game as it was"
            # a table over the snapshot's own lists, and a clone of it advanced
            d = g.to_dict()
            table = cls.over_state(d)
            assert _ahead(table.to_dict()) == _ahead(before), "over_state holds the snapshot"
            ahead = table.clone()
            ev_a = ahead.advance(a)
            assert d == before, "advancing a clone of over_state leaves its snapshot as it was"
            assert not len(ahead.history), "advance keeps no history"
            ev_g = g.play(a)
            assert ev_c == ev_g and _ahead(c.to_dict()) == _ahead(g.to_dict()), \
                "%s: the clone played %r otherwise" % (name, a)
            assert ev_a == ev_g and _ahead(ahead.to_dict()) == _ahead(g.to_dict()), \
                "%s: advance played %r otherwise" % (name, a)
            checked += 1
        else:
            g.play(a)
    return checked
