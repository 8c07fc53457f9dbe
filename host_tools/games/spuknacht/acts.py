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
