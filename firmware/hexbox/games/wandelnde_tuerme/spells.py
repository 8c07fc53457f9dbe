# Spells: which castings are legal for a seat now, and what one does.
# A casting is ("spell", code, *args). Codes and costs: data.SPELLS.
# Seed (Meistermagier): "Durch Abgabe entsprechend vieler voller Flaschen
# lässt sich derselbe Zauberspruch mehrfach hintereinander nutzen": after a
# casting the caster may pay again and cast the same spell once more, on any
# target (the engine's "again" phase), as often as the bottles last. So a
# repeat is one casting after the other: each must be legal on its own.
#   mb/gm  args (field, owner)      a visible wizard 1 field forward / back
#   tb/gt  args (field, level)      a tower and all above it 2 fields forward / back
#   rb     args (direction,)        the Rabenburg to the next free spot, 1 or -1
#   tt     args (field1, field2)    swap the top towers of two stacks
#   bf     args (field, level, who) lift a tower, put who's wizard from under it on top
#   hp     no args                  ride along with the active wizard move (window only)
from .data import FIELDS, spell_steps


def castings(board, code, owners_for_free):
    """Legal castings of one spell, in a fixed order (Huckepack: engine.py)."""
    out = []
    step = spell_steps(code)
    if code == "mb" or code == "gm":
        for f in range(FIELDS):
            for o in board.visible_owners(f):
                if board.wizard_ok(f, o, step):
                    out.append(("spell", code, f, o))
    elif code == "tb" or code == "gt":
        for f in range(FIELDS):
            for level in range(len(board.stacks[f])):
                if board.tower_ok(f, level, step):
                    out.append(("spell", code, f, level))
    elif code == "rb":
        for d in (1, -1):
            if board.raven_nudge_target(d) >= 0:
                out.append(("spell", code, d))
    elif code == "tt":
        _swaps(board, out)
    elif code == "bf":
        _lifts(board, owners_for_free, out)
    return out


def _swaps(board, out):
    """Tower swap: every two fields with towers on them."""
    for f1 in range(FIELDS):
        if board.stacks[f1]:
            for f2 in range(f1 + 1, FIELDS):
                if board.stacks[f2]:
                    out.append(("spell", "tt", f1, f2))


def _lifts(board, owners, out):
    """Set free: any tower lifted for any of these owners' wizards."""
    # hidden information: the caster may lift any tower, whatever is under it
    for f in range(FIELDS):
        for level in range(len(board.stacks[f])):
            for who in owners:
                out.append(("spell", "bf", f, level, who))


def cast(board, action, events):
    """Carry out one legal casting (already paid) other than Huckepack.
    Returns (entered the Rabenburg, trapped wizards: a bottle)."""
    code = action[1]
    if code == "mb" or code == "gm":
        return board.move_wizards(action[2], (action[3],), spell_steps(code), events), False
    if code == "tb" or code == "gt":
        return False, board.move_tower(action[2], action[3], spell_steps(code), events) > 0
    if code == "rb":
        board.nudge_raven(board.raven_nudge_target(action[2]), events)
    elif code == "tt":
        board.swap_tops(action[2], action[3], events)
    elif code == "bf":
        return board.free(action[2], action[3], action[4], events) == 2, False
    return False, False
