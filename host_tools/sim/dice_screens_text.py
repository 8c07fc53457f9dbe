"""Text for the dice box's info panel (dice_tui.py), kept apart from rich
so a test can read it."""

from hexbox.boxes.dice.screens import roll_text


def _where(m, f):
    from hexbox.games.spuknacht.data import MAGICIANS

    return "%s %s" % (MAGICIANS[m], "out" if f == -2 else ("not set" if f < 0 else "on %d" % f))


def info_lines(c, t, world):
    """[(text, rich style or "")] about the running dice controller."""
    out = []
    if c is None or t is None:
        return [("booting...", "")]
    w = t.board.wheel
    out.append(("status: %s   menu: %s" % (c.status, c.menu or "-"), ""))
    out.append(("phase:  %s" % ("ROLL throws" if t.phase == "roll" else "ROLL turns the wheel"), ""))
    if t.gdie:
        out.append(("dice:   magician %d, ghost %s %d" % (t.die, t.gdie[0], t.gdie[1]), "bold"))
    notch = w.notch_index(t.step)
    into = t.step - w.boundary(notch)
    out.append(("wheel:  %.2f deg, notch %d%s" % (float(world.wheel.angle) * 360, notch % w.notches,
                                                  "" if not into else " (+%d steps: mid-notch)" % into), ""))
    if c.last_turn is not None:
        moved, planned, stopped, touched = c.last_turn
        out.append(("last:   %d of %d steps%s" % (moved, planned, ", STOPPED" if stopped else ""), ""))
        if touched:
            out.append(("touched: %s" % ", ".join(str(m) for m in touched), "bold red"))
    out.append(("fields: %s" % (", ".join(_where(m, f) for m, f in enumerate(t.mags)) if t.by_hand
                                 else "not typed in (STOP by hand)"), ""))
    if t.rolls:
        out.append(("rolls:  " + " | ".join(roll_text(r) for r in t.rolls), ""))
    if c.card is not None:
        out.append(("dice card (%d): %s counts %d" % (c.card.dice, c.card.throws, c.card.counts()), "bold"))
    return out
