# Carrying out one role action: a small list of pending tasks that the acting
# player resolves one action at a time, in any order, or ends with ("done",).
# Entering a region can add tasks (mountain tile, hill turbo, witch delivery),
# and so can removing a storm cloud. Every change goes through Game._vp/_res so
# the event log accounts for every VP and resource.
from micropython import const

from .data import (
    ALL_CLOUDS,
    BLACK_MARKET,
    BLACK_MARKET_VP,
    BRAVE_DRUID_BONUS,
    BRAVE_FAIRY_BONUS,
    DRUID,
    F_BRAVE,
    F_VP,
    F_VP_GAIN,
    FAIRY,
    GATHER_BRAVE,
    GATHER_COWARD,
    GATHERER,
    H_ORANGE_VP,
    HILL_TILES,
    M_CLOUD,
    M_DELIVER,
    M_MOVE,
    M_POTIONS,
    M_WANDS,
    M_WANDS_GAIN,
    MOONSHINE,
    MOONSHINE_RESOURCES,
    MOUNTAIN,
    ORANGE,
    ROLES,
    STORM_BONUS,
    STORM_BONUS_VP,
    STORM_DELIVER,
    STORM_MOVE,
    STORM_POTIONS,
    WAND,
    WITCH,
)

T_GATHER = const(0)  # [0, colour, potions, wands]
T_MOVE = const(1)  # [1, landscape or -1 for any, deliver after (0/1), 0]
T_DELIVER = const(2)  # [2, region or -1, landscape bit mask, bonus VP]
T_CLOUD = const(3)  # [3, bonus VP, 0, 0]
T_TURBO = const(4)  # [4, pawn, hill space, deliver after]  (compulsory)
T_MTILE = const(5)  # [5, mountain space, 0, 0]
ANY_LAND = const(15)  # bit mask of the four landscapes


def role_tasks(role, brave):
    kind = ROLES[role][1]
    lands = ROLES[role][2]
    if kind == WITCH:
        return [[T_MOVE, lands[0], 1 if brave else 0, 0]]
    if kind == DRUID:
        mask = 0
        for x in lands:
            mask |= 1 << x
        return [[T_DELIVER, -1, mask, BRAVE_DRUID_BONUS if brave else 0]]
    if kind == GATHERER:
        amt = GATHER_BRAVE if brave else GATHER_COWARD
        return [[T_GATHER, lands, amt[0], amt[1]]]
    if kind == FAIRY:
        return [[T_CLOUD, BRAVE_FAIRY_BONUS if brave else 0, 0, 0]]
    return []


def _cloudy(g):
    c = bytearray(g.board.n)
    for s, t in enumerate(g.clouds):
        if t >= 0:
            c[g.board.cloud_spaces[s]] = 1
    return c


def _usable_ftiles(g, seat, kinds):
    out = []
    for tile, got in g.fhold[seat]:
        if tile in kinds and got < g.turn_no and tile not in out:
            out.append(tile)
    out.sort()
    return out


def _move_ok(g, task, dest, cloudy):
    land = g.board.land[dest]
    if land > MOUNTAIN or cloudy[dest]:
        return False
    return task[1] < 0 or task[1] == land


def _deliver_targets(g, seat, region):
    """(colour, tower) pairs a player may deliver to from `region` now."""
    b = g.board
    res = g.res[seat]
    out = []
    for t in b.touch[region]:
        col, shape, _, _, _ = b.towers[t]
        if g.tower_off[t] or res[col] <= 0:
            continue
        if shape == 0 and g.tower_full[t]:
            continue
        out.append((col, t))
    # the orange hill tile acts as a square orange tower in its hill region
    nt = len(b.towers)
    for i, r in enumerate(b.hill_spaces):
        if r == region and g.htile[i] >= 0 and HILL_TILES[g.htile[i]][0] < 0:
            if res[ORANGE] > 0:
                out.append((ORANGE, nt + i))
    return out


def _deliver_regions(g, seat, task):
    land = g.board.land
    pawns = g.pawns[seat]
    out = []
    for r in pawns:
        if task[1] >= 0 and r != task[1]:
            continue
        if land[r] > MOUNTAIN or not (task[2] >> land[r]) & 1:
            continue
        if r not in out:
            out.append(r)
    out.sort()
    return out


def options(g):
    """Legal actions of the acting player, in a fixed order."""
    seat = g.act[0]
    tasks = g.tasks
    out = []
    if g.act[3] and g.act[2] == 0 and not g.act[4]:
        _instead(g, seat, out)
    turbo = None
    for t in tasks:
        if t[0] == T_TURBO:
            turbo = t
            break
    if turbo is not None:
        tile = HILL_TILES[g.htile[turbo[2]]]
        for c in sorted(tile):
            a = ("turbo", g.board.circles[c])
            if a not in out:
                out.append(a)
        return out
    has = [0] * 6
    for t in tasks:
        has[t[0]] = 1
    if has[T_GATHER]:
        out.append(("gather",))
    if has[T_MOVE]:
        _moves(g, seat, tasks, out)
    if has[T_DELIVER]:
        _deliveries(g, seat, tasks, out)
    if has[T_CLOUD]:
        for s in _cloud_targets(g, seat):
            out.append(("cloud", s))
    if has[T_MTILE]:
        for t in tasks:
            if t[0] == T_MTILE:
                out.append(("mtile", t[1]))
    out.append(("done",))
    return out


def _instead(g, seat, out):
    """A fresh cowardly play: the event or a forest tile may replace it."""
    if g.event == BLACK_MARKET:
        out.append(("market",))
    elif g.event == MOONSHINE:
        for k in range(4):
            out.append(("moonshine", k))
    for k in _usable_ftiles(g, seat, (F_BRAVE, F_VP)):
        out.append(("ftile", k))


def _moves(g, seat, tasks, out):
    """Each witch to each neighbouring region a move task allows."""
    cloudy = _cloudy(g)
    for k in (0, 1):
        for dest in g.board.adj[g.pawns[seat][k]]:
            for t in tasks:
                if t[0] == T_MOVE and _move_ok(g, t, dest, cloudy):
                    out.append(("move", k, dest))
                    break


def _deliveries(g, seat, tasks, out):
    """Every delivery a deliver task allows, region by region."""
    regions = []
    for t in tasks:
        if t[0] == T_DELIVER:
            for r in _deliver_regions(g, seat, t):
                if r not in regions:
                    regions.append(r)
    regions.sort()
    for r in regions:
        for col, tw in _deliver_targets(g, seat, r):
            out.append(("deliver", r, col, tw))


def _cloud_targets(g, seat):
    b = g.board
    wands = g.res[seat][WAND]
    pawns = g.pawns[seat]
    out = []
    for s, tile in enumerate(g.clouds):
        if tile < 0 or ALL_CLOUDS[tile][1] > wands:
            continue
        adj = b.adj[b.cloud_spaces[s]]
        if pawns[0] in adj or pawns[1] in adj:
            out.append(s)
    return out


def _take(tasks, kind):
    for i, t in enumerate(tasks):
        if t[0] == kind:
            return tasks.pop(i)
    raise ValueError("no pending task of kind %d" % kind)  # actions() rules this out


def apply(g, a, ev):
    """Apply one act action (already checked legal)."""
    seat = g.act[0]
    name = a[0]
    tasks = g.tasks
    if name == "done":
        del tasks[:]
        return
    g.act[3] = 0  # no longer fresh: the event and forest tiles are off
    if name == "market":
        del tasks[:]
        g._vp(seat, BLACK_MARKET_VP, "market", ev)
    elif name == "moonshine":
        del tasks[:]
        g._res(seat, a[1], MOONSHINE_RESOURCES, ev)
    elif name == "ftile":
        _spend_ftile(g, seat, a[1], ev)
        del tasks[:]
        g.act[4] = 1
        if a[1] == F_VP:
            g._vp(seat, F_VP_GAIN, "forest", ev)
        else:
            # cowardly in every other sense, but the brave action is carried out
            tasks.extend(role_tasks(g.act[1], True))
    elif name == "gather":
        t = _take(tasks, T_GATHER)
        g._res(seat, t[1], t[2], ev)
        if t[3]:
            g._res(seat, WAND, t[3], ev)
    elif name == "move":
        cloudy = _cloudy(g)
        i = 0
        while not (tasks[i][0] == T_MOVE and _move_ok(g, tasks[i], a[2], cloudy)):
            i += 1
        t = tasks.pop(i)
        g.pawns[seat][a[1]] = a[2]
        ev.append(("move", seat, a[1], a[2]))
        enter(g, seat, a[1], a[2], t[2], False, ev)
    elif name == "turbo":
        t = _take(tasks, T_TURBO)
        g.pawns[seat][t[1]] = a[1]
        ev.append(("turbo", seat, t[1], a[1]))
        enter(g, seat, t[1], a[1], t[3], True, ev)
    elif name == "deliver":
        _deliver(g, seat, a[1], a[2], a[3], ev)
    elif name == "cloud":
        t = _take(tasks, T_CLOUD)
        remove_cloud(g, seat, a[1], t[1], ev)
    elif name == "mtile":
        for i, x in enumerate(tasks):
            if x[0] == T_MTILE and x[1] == a[1]:
                tasks.pop(i)
                break
        _use_mtile(g, seat, a[1], ev)


def _spend_ftile(g, seat, kind, ev):
    hold = g.fhold[seat]
    for i, x in enumerate(hold):
        if x[0] == kind and x[1] < g.turn_no:
            hold.pop(i)
            break
    ev.append(("ftile_used", seat, kind))


def enter(g, seat, pawn, region, deliver_after, landed, ev):
    """Effects of a pawn entering `region`; `landed` = arriving by turbo."""
    b = g.board
    if g.mountains:
        for i, sp in enumerate(b.mountain_spaces):
            if sp[0] == region and not g.amulet[seat][i]:
                g.amulet[seat][i] = 1
                ev.append(("amulet", seat, i))
                g.tasks.append([T_MTILE, i, 0, 0])
    if g.back:
        for i, r in enumerate(b.forest_spaces):
            if r == region and g.ftile[i] >= 0:
                g.fhold[seat].append([g.ftile[i], g.turn_no])
                ev.append(("ftile_taken", seat, g.ftile[i]))
                g.ftile[i] = -1
        if not landed:
            for i, r in enumerate(b.hill_spaces):
                if r == region and g.htile[i] >= 0 and HILL_TILES[g.htile[i]][0] >= 0:
                    g.tasks.insert(0, [T_TURBO, pawn, i, deliver_after])
                    return
    if deliver_after:
        g.tasks.append([T_DELIVER, region, ANY_LAND, 0])


def _deliver(g, seat, region, col, tower, ev):
    # use the permitting task with the biggest bonus (a brave druid's +3)
    best = -1
    for i, t in enumerate(g.tasks):
        if t[0] == T_DELIVER and region in _deliver_regions(g, seat, t):
            if best < 0 or t[3] > g.tasks[best][3]:
                best = i
    t = g.tasks.pop(best)
    b = g.board
    nt = len(b.towers)
    if tower < nt:
        shape, vp, wands = b.towers[tower][1], b.towers[tower][2], b.towers[tower][3]
    else:
        shape, vp, wands = 1, H_ORANGE_VP, 0
    g._res(seat, col, -1, ev)
    if shape == 0:
        g.tower_full[tower] = 1
    ev.append(("deliver", seat, region, col, tower))
    bonus = t[3] + storm_bonus(g, region)
    g._vp(seat, vp + bonus, "deliver", ev)
    if wands:
        g._res(seat, WAND, wands, ev)


def storm_bonus(g, region):
    """+2 VP per lying bonus storm cloud next to the delivering pawn."""
    b = g.board
    n = 0
    for s, tile in enumerate(g.clouds):
        if tile >= 0 and ALL_CLOUDS[tile][0] == STORM_BONUS:
            if region in b.adj[b.cloud_spaces[s]]:
                n += STORM_BONUS_VP
    return n


def remove_cloud(g, seat, space, bonus, ev):
    tile = g.clouds[space]
    kind, cost, _, col, need, vp = ALL_CLOUDS[tile]
    g._res(seat, WAND, -cost, ev)
    g.clouds[space] = -1
    g.won[seat].append(tile)
    ev.append(("cloud", seat, space, tile))
    if bonus:
        g._vp(seat, bonus, "fairy", ev)
    if kind == STORM_MOVE:
        g.tasks.append([T_MOVE, -1, 0, 0])
    elif kind == STORM_DELIVER:
        g.tasks.append([T_DELIVER, -1, ANY_LAND, 0])
    elif kind == STORM_POTIONS and g.res[seat][col] >= need:
        g._vp(seat, vp, "storm", ev)


def _use_mtile(g, seat, space, ev):
    tile = g.mtile[space]
    ev.append(("mtile", seat, space, tile))
    if tile == M_POTIONS:
        for c in range(3):
            g._res(seat, c, 1, ev)
    elif tile == M_WANDS:
        g._res(seat, WAND, M_WANDS_GAIN, ev)
    elif tile == M_DELIVER:
        g.tasks.append([T_DELIVER, -1, ANY_LAND, 0])
    elif tile == M_MOVE:
        g.tasks.append([T_MOVE, -1, 0, 0])
        g.tasks.append([T_MOVE, -1, 0, 0])
    elif tile == M_CLOUD:
        g.tasks.append([T_CLOUD, 0, 0, 0])
