# The box's players for Techno Witches (policies for hexbox.core.bot.Bot).
# The table is open, so a seat's view is the whole state: the good policy
# lays out candidate flights exactly as the referee will (a state built from
# the view, the curve placed, then "fly"), and keeps the curve that brings
# the flyer closest to the adventure's goal:
# - Flight School: the cat; Wolkenschreck: his broom;
# - Quaddatsch: the cat, or the flyer carrying it (ram it); carrying it
#   yourself, any flight without a crash scores;
# - Bumblebee: out through the gap, round castle 3 or 4, back across the line
#   1-2, then backwards onto the marked house.
# A turn either places one curve or flies, so a longer book is cheaper per
# millimetre: the planner adds curves while one still brings it closer and
# flies when the book is full, when no curve helps, or when flying now wins.

from hexbox.core import fixed, heap

from . import data, flight, layout, pieces

STEPS = 60  # the search budget per decision (hexbox.core.bot): a flight laid out costs 2 or 3

FLIGHT_GARBAGE = 4096  # bytes allocated between collections while a turn is planned
EASY_BOOK = 3  # the easy player flies after 1..EASY_BOOK curves
PLAN_WIDTH = 4  # candidate curves flown in full per decision (the rest ranked by geometry)
WIN = 1000000
POINT = 20000
STAGE = 3000
# mm: a crash costs more than where the flight ended (a house crashed into is no landing)
CRASH = 400
STUCK = 100000  # not even the first curve flies: the book is lost for nothing


def _target(view, seat):
    """(x, y) in mm the seat's flyer should reach next, or None."""
    adv = view["config"]["variant"][0]
    if adv == data.WOLKENSCHRECK:
        wk = view["wk"]
        return (pieces.to_mm(wk[0]), pieces.to_mm(wk[1])) if wk else None
    if adv == data.QUADDATSCH:
        cat = view["cat"]
        if cat == -1:
            return data.CIRCLE_CAT
        if cat == seat:
            return None
        p = view["poses"][cat]
        return (pieces.to_mm(p[0]), pieces.to_mm(p[1])) if p else data.CIRCLE_CAT
    if adv == data.FLIGHT_SCHOOL:
        return data.OPEN_CAT
    stage = view["stage"][seat]
    g3 = data.OPEN_CASTLES[data.BUMBLEBEE_GAP[0]]
    g4 = data.OPEN_CASTLES[data.BUMBLEBEE_GAP[1]]
    if stage == 0:  # beyond the gap
        return ((g3[0] + g4[0]) // 2 + 160, (g3[1] + g4[1]) // 2)
    if stage == 1:  # back past castle 3, outside the gap
        return (g3[0] - 60, g3[1] + 110)
    if stage == 2:  # across the line through castles 1 and 2
        a = data.OPEN_CASTLES[data.BUMBLEBEE_LINE[0]]
        return (a[0] - 100, a[1] - 40)
    m = view["marker"][seat]
    if m is None:
        return None
    return layout.house_xy(adv, view["config"]["players"], m)


def _dist(x, y, t):
    if t is None:
        return 0
    dx = x - t[0]
    dy = y - t[1]
    return fixed.isqrt(dx * dx + dy * dy)


def _flight_value(events, seat, target, start):
    """What a flight's events are worth to seat (higher is better); start:
    (x, y) mm where the flyer stands if it does not take off."""
    v = 0
    x, y = start
    for e in events:
        k = e[0]
        if k == "game_over":
            v += WIN if seat in e[1:] else -WIN
        elif k == "point" and e[1] == seat:
            v += POINT
        elif k in ("cat_caught", "cat_stolen") and e[1] == seat:
            v += POINT // 2
        elif k in ("gap_passed", "around_castle", "line_crossed", "landed_home") and e[1] == seat:
            v += STAGE
        elif k in ("gap_back", "around_back") and e[1] == seat:
            v -= STAGE
        elif k == "crash" and e[1] == seat:
            v -= CRASH
        elif k == "stuck":
            v -= STUCK
        elif k == "landed" and e[1] == seat:
            x, y = e[2], e[3]
    return v - _dist(x, y, target)


def _book_pose(view, seat):
    """The pose at the tip of the seat's book, if nothing were in the way,
    or None (no flyer, or an arc off the table)."""
    p = view["poses"][seat]
    if p is None:
        return None
    pose = tuple(p)
    try:
        for shape, side in view["books"][seat]:
            pose = pieces.curve_end(pose, shape, side == "L", True)
    except ValueError:  # the arc would leave the domain: off the table anyway
        return None
    return pose


def _book_end(pose, extra, forward=True):
    """Where the flyer would end with one more curve `extra` (shape, side)
    after its book (`pose`, _book_pose's), laid forward or backward, if
    nothing were in the way: (x, y) mm of the flyer's tip (forward) or of
    the tail (backward)."""
    if pose is None:
        return None
    try:
        pose = pieces.curve_end(pose, extra[0], extra[1] == "L", forward)
        if forward:
            pose = pieces.ahead(pose[0], pose[1], pose[2], pieces.mm(data.FLYER_LEN))
    except ValueError:
        return None
    return (pieces.to_mm(pose[0]), pieces.to_mm(pose[1]))


def _ranked(view, seat, acts, target):
    """acts (curves of one direction) nearest the target first, by geometry;
    the book is laid once for all of them (the garbage of a decision's
    ranking stays small)."""
    at = _book_pose(view, seat)
    out = []
    for i in range(len(acts)):
        a = acts[i]
        end = _book_end(at, (a[1], a[2]), a[0] == "curve")
        # curves ranked alike stay in the actions' order (-i): MicroPython's
        # sort is not stable, and the box must choose as the host's bot does
        out.append((-_dist(end[0], end[1], target) if end is not None else -100000, -i, a))
    out.sort(reverse=True)
    return [t[2] for t in out]


def _mix(first, then):
    """The two lists taken in turns, first's head first."""
    out = []
    for i in range(max(len(first), len(then))):
        if i < len(first):
            out.append(first[i])
        if i < len(then):
            out.append(then[i])
    return out


def _table(view):
    """The game the view shows, to lay flights out on (Techno Witches'
    table is open: the view is the whole state). It holds the view's own
    lists, and each forecast places its curves on it and takes them off
    again: the decision (the app's fullest moment on the chip) holds the
    state once, besides the game. The last flight's picture is left out."""
    from . import Game

    view["last_flight"] = None
    return Game.over_state(view)


def _fly(table, seat, *curves):
    """The events of flying after placing `curves` (actions), laid out by
    the referee's own rules (Game.forecast) on the table, which is as it
    was afterwards. Curves placed now fly on a later turn of the seat's;
    the others' turns in between are left out of this forecast. The last
    forecast's garbage is collected first (on MicroPython): a decision's
    fullest moment is inside a flight laid out, and it then holds that
    flight's garbage only, not the collection threshold's worth."""
    heap.calm()
    supply = table.supply
    book = table.books[seat]
    back = table.backs[seat]
    taken = placed = 0
    try:
        for c in curves:
            supply[c[1] - 1] -= 1
            taken += 1
            if supply[c[1] - 1] < 0:  # the second copy is already in the plan
                return [("stuck", seat)]
            if c[0] == "curve":
                book.append([c[1], c[2]])
                placed += 1
            else:
                table.backs[seat] = [c[1], c[2]]
        return table.forecast(seat)
    finally:
        for c in curves[:taken]:
            supply[c[1] - 1] += 1
        del book[len(book) - placed:]
        table.backs[seat] = back


def _turn(view, actions, seat, rng, budget):
    book = view["books"][seat]
    target = _target(view, seat)
    p = view["poses"][seat]
    start = (pieces.to_mm(p[0]), pieces.to_mm(p[1])) if p else (0, 0)
    can_fly = ("fly",) in actions
    curves = [a for a in actions if a[0] == "curve"]
    backs = [a for a in actions if a[0] == "back"]
    if not curves and not backs:
        return actions[0], "flies: the book is full" if can_fly else None
    # rank the curves by where the book would end without obstacles;
    # backward ones to land on the marked house, or to get out of a corner
    # (first: each flight below starts on a collected heap)
    fwd = _ranked(view, seat, curves, target)
    rb = _ranked(view, seat, backs, target) if view["stage"][seat] == flight.ROUTE_BACK else None
    if rb is not None:
        cands = _mix(rb, fwd)
    else:
        cands = fwd[:PLAN_WIDTH + 2] + _mix(backs, fwd[PLAN_WIDTH + 2:])
    v_fly = None
    table = _table(view)
    if can_fly and budget.spend(2):
        v_fly = _flight_value(_fly(table, seat), seat, target, start)
        if v_fly >= WIN // 2:
            return ("fly",), "this flight wins"
        if v_fly <= -STUCK // 2:  # more curves behind a blocked first one fly no better
            return ("fly",), "1st curve blocked: clear"
    # fly the best-ranked in full until PLAN_WIDTH of them get off the ground
    best_a, best_v = None, None
    flown = 0
    for a in cands:
        if flown >= PLAN_WIDTH or not budget.spend(3):
            break
        ev = _fly(table, seat, a)
        v = _flight_value(ev, seat, target, start)
        if v > -STUCK // 2:
            flown += 1
        if best_v is None or v > best_v:
            best_a, best_v = a, v
    if rb:
        # landing backwards may take a forward curve first: look two ahead
        for a in fwd[:PLAN_WIDTH]:
            for b in rb[:2]:
                if not budget.spend(3):
                    break
                v = _flight_value(_fly(table, seat, a, b), seat, target, start)
                if best_v is None or v > best_v:
                    best_a, best_v = a, v
    if best_a is None:
        best_a = cands[0] if cands else actions[0]
    if v_fly is not None and (best_v is None or best_v <= v_fly):
        return ("fly",), "no curve helps more"
    if best_v is not None and best_v >= WIN // 2:
        return best_a, "then the flight wins"
    if not book:
        return best_a, "heads for the goal"
    return best_a, "a longer flight: closer"


def good(view, actions, seat, rng, budget):
    kind = actions[0][0]
    if kind in ("curve", "back", "fly", "pass"):
        # a flight laid out leaves some 5 KB of garbage at the decision's
        # fullest moment: collected every FLIGHT_GARBAGE bytes instead (on
        # the chip: 1.8 KB more free at the lowest point, a box turn ~200 ms longer)
        heap.tight(FLIGHT_GARBAGE)
        try:
            return _turn(view, actions, seat, rng, budget)
        finally:
            heap.release()
    # where pieces go (starts, restarts, houses): in a module of its own,
    # so that a turn's planning (the app's fullest moment) does not hold it
    from .bot_places import place

    return place(view, actions, seat, rng)


def easy(view, actions, seat, rng, budget):
    """Plausible: a short book of random forward curves, then fly."""
    kind = actions[0][0]
    if kind in ("curve", "back", "fly", "pass"):
        book = len(view["books"][seat])
        fwd = [a for a in actions if a[0] == "curve"]
        if ("fly",) in actions and (not fwd or book >= 1 + rng.below(EASY_BOOK)):
            return ("fly",), None
        if fwd:
            return fwd[rng.below(len(fwd))], None
    if kind in ("hover", "crash"):
        return ("crash",), None
    return actions[rng.below(len(actions))], None


def determinize(view, seat, rng):
    """A whole state consistent with the view: on an open table, the view."""
    return view


LEVELS = (("easy", easy), ("good", good))
