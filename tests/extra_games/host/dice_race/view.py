"""Dice Race's track in the terminal: one row per seat, the pawn as its
seat's number, the goal as | (two squares a character on a long track).
Only what everyone may see (view(-1))."""

from hexbox.games.dice_race import present
from host_tools.sim.panel import fit


def table(app, g, world):
    v = g.view(-1)
    lines = ["Dice Race to square %d" % g.goal, ""]
    per = 1 if g.goal < 60 else 2  # squares per character: the panel is 64 wide
    for s in (0, 1):
        track = ["."] * (g.goal // per) + ["|"]
        track[v["pos"][s] // per] = str(s + 1)
        lines.append("%s %s" % (present.seat_name(g, s), "".join(track)))
        lines.append("   boosts: %d in hand" % v["hands"][s])
    lines.append("")
    lines.append("boosts played: " + (" ".join("+%d" % c for c in v["played"]) or "none"))
    return fit(lines)
