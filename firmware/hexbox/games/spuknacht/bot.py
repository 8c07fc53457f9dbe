# The box's players for Die verdrehte Spuknacht (policies for
# hexbox.core.bot.Bot). The game is cooperative; the team wins when every
# magician has his 5 chips and has left the castle, and loses when all the
# gates are locked. What a seat cannot see: the order of the face-down chip
# stacks and of the ghost card deck (and the rng behind every coming roll).
#
# The good policy ranks the moves by graph distance to each magician's next
# target field (on the shipped board's paths), then plays the best few in
# states sampled from the view: the dice are already rolled, so the wheel's
# turn and its contacts come out exactly; a contact costs a ghost card
# (a bad-luck card closes a gate half) and the move away.

from hexbox.core.errors import HexboxError

from . import data as R
from .board import reference_board

# the search budget per decision (hexbox.core.bot): the sampled state costs 1, each move played in
# it 1
STEPS = 60

COLLECT = 1000
EXIT = 3000
TOUCH = 700
STEP = 40  # per field closer to the target
WIN = 1000000
PLAN_WIDTH = 4  # moves played out in full per decision


def _dists(adj, start):
    """Fewest steps from start to every field along the paths (-1: none)."""
    dist = [-1] * len(adj)
    dist[start] = 0
    layer = [start]
    d = 0
    while layer:
        d += 1
        nxt = []
        for f in layer:
            for g in adj[f]:
                if dist[g] < 0:
                    dist[g] = d
                    nxt.append(g)
        layer = nxt
    return dist


def _goal_dists(view, m):
    """Distances to magician m's next goal: his target field, or once all 5
    chips are on his slate, the nearest open corner gate."""
    b = _board()
    st = view["stacks"][m]
    if st:
        return _dists(b.adj, b.targets[st[0]])
    best = None
    for c in range(len(b.corner_starts)):
        if c == b.closed_corner or view["halves"][c] >= R.HALVES_TO_LOCK:
            continue
        d = _dists(b.adj, b.corner_starts[c])
        if best is None:
            best = d
        else:
            best = [min(best[i], d[i]) if best[i] >= 0 and d[i] >= 0 else max(best[i], d[i])
                    for i in range(len(d))]
    return best


def _quick(view, a, goals):
    """The value of a move before the wheel turns, from the board's paths."""
    if a[0] == "exit":
        return EXIT
    if a[0] not in ("move", "away"):
        return 0
    m, to = a[1], a[2]
    here = view["magicians"][m]
    g = goals[m]
    if g is None or here < 0:
        return 0
    v = 0
    if g[to] == 0 and view["stacks"][m]:
        v += COLLECT
    return v + STEP * (g[here] - g[to])


_BOARD = []  # the box's engine board (its own wheel motor), when not the shipped one


def use_board(board):
    """The board the box's engine plays on (hexbox.app.main.engine_board):
    its wheel's steps are what a view's step and ghosts count in. Public,
    physical facts of the box, not a seat's secret."""
    _BOARD[:] = [board]


def _board():
    """The board the game is played on (use_board), else the shipped one: a
    box must not hold a second whole board in RAM for its bot."""
    return _BOARD[0] if _BOARD else reference_board()


def _sample(view, seat, rng):
    """A state sampled from the view, to play the moves in; None when the
    view cannot be made a state on the board the bot knows."""
    from . import Game

    d = determinize(view, seat, rng)
    d["history"] = []  # a search looks ahead only: rebuilding the past costs the most
    try:
        return Game.from_state(d, **({"board": _BOARD[0]} if _BOARD else {}))
    except HexboxError:
        return None


def _played(state, a):
    """The events of playing a in a copy of the sampled state; None when the
    sample does not take it."""
    try:
        return state.clone().play(a)
    except HexboxError:
        return None


def _outcome(events):
    """The harm (or the win) a move's turn of the wheel brings, in one
    sampled state. A touch is charged what a ghost card costs on average
    (TOUCH), not the card this sample happened to deal: a bad-luck card
    dealt in one sample also cost a gate half, and a sure chip (COLLECT)
    then lost to a move that merely kept another magician from the ghost.
    The sample's loss still counts: it is the game."""
    v = 0
    for e in events:
        k = e[0]
        if k == "touch":
            v -= TOUCH
        elif k == "win":
            v += WIN
        elif k == "loss":
            v -= WIN
    return v


def good(view, actions, seat, rng, budget):
    kind = actions[0][0]
    if kind == "roll":
        return actions[0], None
    goals = [_goal_dists(view, m) for m in range(len(view["magicians"]))]
    if kind == "place":
        b = _board()
        m = actions[0][1]
        st = view["stacks"][m]
        t = _dists(b.adj, b.targets[st[0]]) if st else None
        best_a, best_d = actions[0], None
        for a in actions:
            d = t[a[2]] if t is not None else 0
            if best_d is None or d < best_d:
                best_a, best_d = a, d
        return best_a, "starts near its first chip"
    if kind in ("move", "exit", "pass", "away", "stay", "ghost4"):
        ranked = [(_quick(view, a, goals), i) for i, a in enumerate(actions)]
        ranked.sort(reverse=True)
        best_a, best_v, best_q = actions[ranked[0][1]], None, ranked[0][0]
        state = _sample(view, seat, rng) if budget.spend(1) else None
        for q, i in ranked[:PLAN_WIDTH]:
            if state is None or not budget.spend(1):
                break
            a = actions[i]
            ev = _played(state, a)
            if ev is None:
                break
            v = q + _outcome(ev)
            if best_v is None or v > best_v:
                best_a, best_v, best_q = a, v, q
        if best_a[0] == "exit":
            return best_a, "leaves the castle"
        if best_q >= COLLECT:
            return best_a, "takes its chip"
        if best_v is not None and best_v < best_q:
            return best_a, "least ghost harm"
        return best_a, "closer to its chip"
    return actions[rng.below(len(actions))], None


def easy(view, actions, seat, rng, budget):
    """Plausible: takes a chip or leaves when it can, else any legal move."""
    for a in actions:
        if a[0] == "exit":
            return a, None
        if a[0] == "move":
            st = view["stacks"][a[1]]
            if st and _board().targets[st[0]] == a[2]:
                return a, None
    return actions[rng.below(len(actions))], None


def determinize(view, seat, rng):
    """A whole state the view could come from: the face-down chips under
    each shown one and the ghost deck dealt at random from what is left."""
    d = dict(view)
    stacks = []
    for m in range(len(view["stacks"])):
        s = view["stacks"][m]
        if not s:
            stacks.append([])
            continue
        top, n = s[0], s[1]
        rest = [c for c in R.CHIPS[m] if c != top and c not in view["slate"][m]]
        rng.shuffle(rest)
        stacks.append([top] + rest[:n - 1])
    d["stacks"] = stacks
    away = view["away"][1] if view["away"] else -1
    unseen = [c for c in range(len(R.CARDS)) if c not in view["discard"]]
    # of the unseen bad-luck cards, halves[c] of corner c lie as gate halves
    # (the one drawn just now among them)
    deck = []
    for c in range(len(view["halves"])):
        mine = [k for k in unseen if R.CARDS[k][0] == R.BAD_LUCK and R.CARDS[k][1] == c]
        if away in mine:
            mine.remove(away)
            mine.insert(0, away)
        else:
            rng.shuffle(mine)
        deck += mine[view["halves"][c]:]
    deck += [k for k in unseen if R.CARDS[k][0] != R.BAD_LUCK]
    rng.shuffle(deck)
    d["deck"] = deck
    d["config"] = dict(view["config"])
    d["config"]["seed"] = 0
    d["rng"] = rng.next32() or 1
    return d


LEVELS = (("easy", easy), ("good", good))
