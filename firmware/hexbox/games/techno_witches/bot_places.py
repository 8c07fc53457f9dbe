# Techno Witches' good bot (bot.py) where pieces go: where a flyer starts
# or restarts, which way it faces, which house it lands on. Loaded only for
# these decisions: a turn's flight planning, the chip's fullest moment,
# does not hold this code.

from . import layout, pieces
from .bot import _dist, _target


def place(view, actions, seat, rng):
    """(action, why) for a decision that is not a turn's curve or flight."""
    kind = actions[0][0]
    p = view["pending"][0] if view["pending"] else None
    if kind == "start":
        return _by_loc(
            actions, _near(view, seat, [a[1] for a in actions])
        ), "starts nearest the goal"
    if kind == "face":
        return _face(view, seat, actions, p[2]), "faces the goal"
    if kind in ("hover", "crash"):
        # hovering keeps a first curve that cannot be flown: the same next time
        return ("crash",), "1st curve blocked: clear"
    if kind == "restart":  # the victim restarts as far from its goal as can be
        return _by_loc(
            actions, _near(view, p[2], [a[1] for a in actions], True)
        ), "sends it far away"
    if kind == "offer":
        return _by_loc(actions, _near(view, seat, [a[1] for a in actions])), "a place near the goal"
    if kind == "pick":
        return _by_loc(
            actions, _near(view, p[2], [a[1] for a in actions], True)
        ), "picks the farthest"
    if kind in ("vote", "land"):
        flyer = p[1]
        pose = view["poses"][flyer]
        adv = view["config"]["variant"][0]
        best_a, best_d = actions[0], None
        for a in actions:
            x, y = layout.house_xy(adv, view["config"]["players"], a[1])
            d = _dist(x, y, (pieces.to_mm(pose[0]), pieces.to_mm(pose[1]))) if pose else 0
            if flyer != seat:
                d = -d  # another flyer: the house farthest from it
            if best_d is None or d < best_d:
                best_a, best_d = a, d
        return best_a, "the house nearest" if flyer == seat else "the house farthest away"
    return actions[rng.below(len(actions))], None


def _near(view, seat, locs, far=False):
    """The location nearest to (or farthest from) the seat's goal."""
    adv = view["config"]["variant"][0]
    t = _target(view, seat) or (600, 400)
    best_l, best_d = None, 0
    for loc in locs:
        x, y = layout.loc_xy(adv, view["config"]["players"], loc)  # pyright: ignore (index 0 is a None placeholder)
        d = _dist(x, y, t)
        if far:
            d = -d
        if best_l is None or d < best_d:
            best_l, best_d = loc, d
    return best_l


def _face(view, seat, actions, loc):
    adv = view["config"]["variant"][0]
    x, y = layout.loc_xy(adv, view["config"]["players"], loc)  # pyright: ignore (index 0 is a None placeholder)
    t = _target(view, seat) or (600, 400)
    want = pieces.bearing(pieces.mm(x), pieces.mm(y), pieces.mm(t[0]), pieces.mm(t[1]))
    best_a, best_d = actions[0], None
    for a in actions:
        d = pieces.angle_off(pieces.heading_of(a[1]), want)
        if best_d is None or d < best_d:
            best_a, best_d = a, d
    return best_a


def _by_loc(actions, loc):
    for a in actions:
        if a[1] == loc:
            return a
    return actions[0]


