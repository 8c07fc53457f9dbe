# Where a magician may go: graph searches over the board's path graph.
# `blocked` and `occupied` are bytearrays indexed by field (1 = yes).


def distances(adj, start, limit, blocked):
    """Fewest steps from `start` to each field along paths, never entering a
    blocked field (the start itself may be blocked: a magician may always
    leave its own field). -1 = not within `limit` steps."""
    n = len(adj)
    dist = [-1] * n
    dist[start] = 0
    layer = [start]
    d = 0
    while layer and d < limit:
        d += 1
        nxt = []
        for f in layer:
            for g in adj[f]:
                if dist[g] < 0 and not blocked[g]:
                    dist[g] = d
                    nxt.append(g)
        layer = nxt
    return dist


def move_targets(adj, start, points, blocked, occupied):
    """End fields for a magician on `start` with `points` die points.

    Rules (seed, "Blue magicians' die"): move at least one field and at most
    `points` (points may be ignored); pass other magicians freely but end
    alone; never cross a field a ghost touches. "If you land on the same
    field as another magician, you can place your magician on the next free
    field": from an occupied field within reach the magician goes on over
    the occupied fields next to it to the first free field, even past
    `points`. Returns (ends sorted, dist list)."""
    dist = distances(adj, start, points, blocked)
    n = len(adj)
    ok = bytearray(n)
    todo = []
    for f in range(n):
        if dist[f] > 0:
            if occupied[f]:
                todo.append(f)
            else:
                ok[f] = 1
    seen = bytearray(n)
    for f in todo:
        seen[f] = 1
    while todo:  # flood on through occupied fields to the next free ones
        f = todo.pop()
        for g in adj[f]:
            if g == start or blocked[g] or seen[g]:
                continue
            if occupied[g]:
                seen[g] = 1
                todo.append(g)
            else:
                ok[g] = 1
    return [f for f in range(n) if ok[f]], dist


def away_targets(adj, start, lengths, allowed, blocked):
    """Fields at exactly one of the graph distances in `lengths` from
    `start`, along paths that never enter a `blocked` field (the magician
    may pass the ghost that touched it and other magicians, but no field
    another ghost touches), for which allowed[f] is true; sorted."""
    longest = 0
    for k in lengths:
        if k > longest:
            longest = k
    dist = distances(adj, start, longest, blocked)
    return [f for f in range(len(adj)) if dist[f] in lengths and dist[f] > 0 and allowed[f]]
