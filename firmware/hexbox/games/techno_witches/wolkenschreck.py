# Wolkenschreck's flight: he flies the curves a player set aside, one at a
# time, always forward, each turned (left or right) so that it ends pointing
# closest to the smallest-numbered castle still on the table. When left and
# right are equally good the player whose curves they are decides (an action).
#
# He flies like the players: each curve is laid from his tail, his broom is
# set at its tip, and his tail only comes back behind the broom where his
# flight ends. What a curve or his broom touches (sourced: "his broom or an
# attached curve"):
# - a castle vanishes at once (so his next target may change);
# - a player's flyer or tail: that player starts over after his flight;
# - a witch house or the table edge stops him (assumed: the seed is silent);
#   the curve that would touch it (with his broom at its tip), and the rest,
#   are not flown, and nothing that curve or broom touched counts.
# His tail touches nothing that counts (assumed: the seed names only his
# broom and the curves); it is reattached behind the broom where he stops.

from . import data, layout, pieces


def target(game):
    return game.castles[0] if game.castles else None


def choose_side(game, shape):
    """"L", "R", or None when ambiguous (the player must decide)."""
    n = target(game)
    tx, ty = layout.castle_xy(game.adventure, n)
    tx = pieces.mm(tx)
    ty = pieces.mm(ty)
    errs = []
    for left in (True, False):
        x, y, h = pieces.curve_end(game.wk, shape, left, True)
        errs.append(pieces.angle_off(h, pieces.bearing(x, y, tx, ty)))
    tol = pieces.TURN * data.AMBIGUOUS_DEG // 360
    if abs(errs[0] - errs[1]) <= tol:
        return None
    return "L" if errs[0] < errs[1] else "R"


def _touch(game, names, events):
    """Apply what one of his pieces touched (castles vanish, flyers noted)."""
    for name in names:
        if name[0] == "c":
            n = int(name[1:])
            if n in game.castles:
                game.castles.remove(n)
                events.append(("vanish", n))
        elif name[0] in "ft":
            s = int(name[1:])
            if s not in game.wk_touched:
                game.wk_touched.append(s)
                events.append(("wolkenschreck_touch", s))


def _along(items, names, pose, shape, left):
    """The names in the order his curve reaches them (players touched "one
    after another" restart in that order)."""
    if sum(1 for n in names if n[0] in "ft") < 2:
        return names
    shape_of = {}
    for name, other in items:
        shape_of[name] = other
    keyed = [(pieces.first_touch(pose, shape, left, True, shape_of[n]), i, n)
             for i, n in enumerate(names)]
    keyed.sort()
    return [k[2] for k in keyed]


def _blocked(names):
    for name in names:
        if name[0] in "he":
            return True
    return False


def step(game, side, events):
    """Fly the next queued curve with `side`. Mutates the game."""
    shape = game.wk_queue.pop(0)
    game.supply[shape - 1] += 1  # the set-aside curve goes back to the supply
    left = side == "L"
    pose = game.wk
    items = layout.obstacles(game, -1, lines=False)
    band_hits = layout.hits(items, pieces.curve_band(pose, shape, left, True))
    end = pieces.curve_end(pose, shape, left, True)
    broom_hits = layout.hits(items, pieces.flyer(end))
    events.append(("wolkenschreck_curve", shape, side))
    if _blocked(band_hits) or _blocked(broom_hits):
        events.append(("wolkenschreck_stops",))
        stop(game)
        return
    # the curve first, in the order it reaches things, then the broom (what
    # the curve already vanished or touched is not touched again)
    _touch(game, _along(items, band_hits, pose, shape, left), events)
    _touch(game, broom_hits, events)
    game.wk = list(end)
    game.wk_path.append([pose[0], pose[1], pose[2], shape, side])
    if not game.castles:
        events.append(("wolkenschreck_wins",))


def stop(game):
    while game.wk_queue:
        game.supply[game.wk_queue.pop(0) - 1] += 1
