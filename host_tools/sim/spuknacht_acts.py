"""The physical acts a virtual player makes for a Spuknacht action on a box
with hall sensors: lift and set down magician magnets, press the buttons.
Apart from sim/player.py so the other games' runs (and the heap the bench
measures the box in) hold none of it. Portable: the virtual device's demo
(MicroPython) runs it too."""


def plan(player, g):
    """Pick the next action (player.pick) and script its acts."""
    acts = _MovesOf(g) if getattr(g, "phase", None) == "move" else g.actions()
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


class _MovesOf:
    """Spuknacht's move-phase actions, made one at a time (Game.moves) each
    time they are read: the heap the bench measures the box in holds this
    player too, and a list of every move is ~120 tuples."""

    def __init__(self, game):
        self.game = game

    def __iter__(self):
        return iter(self.game.moves())

    def __len__(self):
        n = 0
        for _ in self.game.moves():
            n += 1
        return n

    def __getitem__(self, k):
        i = 0
        for a in self.game.moves():
            if i == k:
                return a
            i += 1
        raise IndexError(k)
