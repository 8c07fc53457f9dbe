# Scenario set-up helpers for the Broom Service rule tests (CPython and
# MicroPython): a real Game, with hands, pawns and resources laid out by hand
# the way the seed's examples describe them.
from hexbox.games.broom_service import Game
from hexbox.games.broom_service.engine import PLAY

# role ids (data.py)
WALDHEXE, HUEGELHEXE, HEIDEHEXE, BERGHEXE = 0, 1, 2, 3
TALDRUIDE, GIPFELDRUIDE = 4, 5
KRAEUTER, WURZEL, FRUECHTE, WETTERFEE = 6, 7, 8, 9


def region(g, name):
    return g.board.names.index(name)


def space_in(g, name):
    """First cloud space lying in the named region."""
    return g.board.cloud_spaces.index(region(g, name))


def scene(players=2, hands=None, event=-1, leader=0, variant=(), seed=1, clear=True):
    """A game in the middle of a round: selection done, `leader` to lead.
    event -1: no event card at all, to look at one rule alone."""
    g = Game(players, seed, variant)
    g.ench = []
    g.event = event
    if clear:
        g.clouds = [-1] * len(g.clouds)
    if hands is None:
        hands = [[] for _ in range(players)]
    g.hand = [sorted(h) for h in hands]
    g.sel_done = [1] * players
    g.phase = PLAY
    g.leader = leader
    g.role = -1
    return g


def names_of(events, kind):
    return [e for e in events if e[0] == kind]


def vp_sum(events, seat):
    return sum(e[2] for e in events if e[0] == "vp" and e[1] == seat)
