"""The physical acts a virtual player makes for a Spuknacht action on a box
with hall sensors: lift and set down magician magnets, press the buttons.
The simulator's player finds it by the game's name (sim/player.py), so
the other games' runs (and the heap the bench measures the box in) hold
none of it. Portable: the virtual device's demo
(MicroPython) runs it too."""


def plan(player, g):
    """Pick the next action (player.pick) and script its acts."""
    acts = g.legal()  # the move phase's ~120 moves without a list: the bench measures this heap too
    a = player.pick(g, acts)
    player.planned = (len(g.history), a)
    if a is not None:
        script_for(g, a, acts, player.script)


def script_for(g, a, acts, s):
    """Append to script s the physical acts that play Spuknacht action a."""
    k = a[0]
    if k == "roll":
        s.append(("click", "roll"))
    elif k in ("pass", "stay"):
        s.append(("click", "confirm"))
    elif k in ("place", "move", "away"):
        frm = g.mags[a[1]]
        if frm >= 0:
            s.append(("lift", frm))
        s.append(("put", a[2]))
    elif k == "exit":
        s.append(("lift", g.mags[a[1]]))
        s.append(("wait", 8))  # let the app show the exit choice
        exits = [x for x in acts if x[0] == "exit" and x[1] == a[1]]
        s.extend([("click", "roll")] * exits.index(a))
        s.append(("click", "confirm"))
    elif k == "ghost":
        s.extend([("click", "roll")] * acts.index(a))
        s.append(("click", "confirm"))


def asked(g, rows):
    """The fields the box's put-right screen (rows: its title, then a row
    per magnet) wants taken, read as a person reads it: a magician named
    with a field goes there from wherever he stands, a magnet named by its
    field alone is lifted, the rest stay. None when no row says (the
    sensors still settling: "checking...")."""
    from hexbox.app.speech import words
    from hexbox.games.spuknacht.present import magician

    back, back_short, put_on, lift = words().FIXES
    want = list(g.mags)
    lifted = []
    said = False
    for row in rows[1:]:
        num = row.rsplit(" ", 1)[-1]
        if not num.isdigit():
            continue
        f = int(num)
        if row == lift % f:
            lifted.append(f)
            said = True
            continue
        for m in range(len(want)):
            name = magician(m)
            if row in (back % (name, f), back_short % (name, f), put_on % (name, f)):
                want[m] = f
                said = True
    if not said:
        return None
    return set(f for f in want if f >= 0 and f not in lifted)
