"""Text for the dice box's info panel (dice_tui.py beside it), kept apart from rich
so a test can read it."""

from hexbox.boxes.dice.screens import roll_rows
from hexbox.games.spuknacht.data import MAGICIANS
from host_tools.games.spuknacht.view import degrees
from host_tools.sim.chrome import say


def _where(m, f):
    name = MAGICIANS[m]
    return (
        say("i_out", name) if f == -2 else (say("i_unset", name) if f < 0 else say("i_on", name, f))
    )


def info_lines(c, t, world):
    """[(text, rich style or "")] about the running dice controller."""
    out = []
    if c is None or t is None:
        return [(say("booting_dice"), "")]
    w = t.board.wheel
    # the controller's own state names (dice_mode.py), as the panel says them
    names = say("i_names")
    out.append(
        (say("i_status", names.get(c.status, c.status), names.get(c.menu, c.menu or "-")), "")
    )
    out.append((say("i_phase", say("i_throws") if t.phase == "roll" else say("i_turns")), ""))
    if t.gdie:
        out.append((say("i_dice", " ".join(roll_rows(t.die, t.gdie[0], t.gdie[1]))), "bold"))
    # the engine's step, as the notches count it: the motor's own angle
    # includes where its home switch sits
    notch = w.notch_index(t.step)
    n = w.notches
    where = (say("i_at", notch % n) if t.step == w.boundary(notch)
             else say("i_mid", notch % n, (notch + 1) % n))
    out.append((say("i_wheel", degrees(w, t.step) % 360, where), ""))
    if c.last_turn is not None:
        moved, planned, stopped, touched = c.last_turn
        stop = say("i_stopped") if stopped else ""
        # a positive step turns the wheel counter-clockwise (spuknacht/data.py)
        way = say("i_ccw") if (planned or moved) > 0 else say("i_cw")
        out.append((say("i_last", abs(degrees(w, moved)), abs(degrees(w, planned)), way, stop),
                    ""))
        if touched:
            out.append((say("i_touched", ", ".join(MAGICIANS[m] for m in touched)), "bold red"))
    out.append((say("i_fields", ", ".join(_where(m, f) for m, f in enumerate(t.mags)) if t.by_hand
                    else say("i_untyped")), ""))
    if t.rolls:
        said = [" ".join(roll_rows(r[0], r[1], r[2])) for r in t.rolls]
        out.append((say("i_rolls") + " | ".join(said), ""))
    if c.card is not None:
        out.append((say("i_card", c.card.dice, c.card.throws, c.card.counts()), "bold"))
    return out
