# Spells: which castings are legal for a seat now, and what one does.
# A casting is ("spell", code, times, *args); `times` > 1 repeats a moving
# spell by paying again (Meistermagier only). Codes and costs: data.SPELLS.
# Seed: "derselbe Zauberspruch mehrfach hintereinander": a repeat is that many
# castings one after the other, so every single step must be legal on its
# own, each landing that traps fills a bottle, and a wizard entering the
# Rabenburg ends it (castings that would go on after that are not offered).
#   mb/gm  args (field, owner)      a visible wizard 1 field forward / back
#   tb/gt  args (field, level)      a tower and all above it 2 fields forward / back
#   rb     args (direction,)        the Rabenburg to the next free spot, 1 or -1
#   tt     args (field1, field2)    swap the top towers of two stacks
#   bf     args (field, level, who) lift a tower, put who's wizard from under it on top
#   hp     no args                  ride along with the active wizard move (window only)
from .data import FIELDS, spell_cost, spell_repeats, spell_steps


def castings(board, code, times, owners_for_free):
    """Legal castings of one spell paid `times` times, in a fixed order."""
    out = []
    step = spell_steps(code)
    if code == "mb" or code == "gm":
        for f in range(FIELDS):
            for o in board.visible_owners(f):
                if board.wizard_ok(f, o, step, times):
                    out.append(("spell", code, times, f, o))
    elif code == "tb" or code == "gt":
        for f in range(FIELDS):
            for level in range(len(board.stacks[f])):
                if board.tower_ok(f, level, step, times):
                    out.append(("spell", code, times, f, level))
    elif code == "rb":
        for d in (1, -1):
            if board.raven_nudge_target(d) >= 0:
                out.append(("spell", code, 1, d))
    elif code == "tt":
        for f1 in range(FIELDS):
            if board.stacks[f1]:
                for f2 in range(f1 + 1, FIELDS):
                    if board.stacks[f2]:
                        out.append(("spell", code, 1, f1, f2))
    elif code == "bf":
        # hidden information: the caster may lift any tower, whatever is under it
        for f in range(FIELDS):
            for level in range(len(board.stacks[f])):
                for who in owners_for_free:
                    out.append(("spell", code, 1, f, level, who))
    return out


def max_times(code, full, repeat_allowed):
    cost = spell_cost(code)
    if full < cost:
        return 0
    if repeat_allowed and spell_repeats(code):
        # assumed: repeats stop short of a full lap (a piece moved 16 fields
        # would not move at all; team bottle passing makes 8 castings payable)
        lap = (FIELDS - 1) // abs(spell_steps(code))
        return min(full // cost, lap)
    return 1


def cast(board, action, events):
    """Carry out a legal casting (already paid). Returns (entered, number of
    castings that trapped wizards: one bottle each)."""
    code, times = action[1], action[2]
    step = spell_steps(code)
    if code == "mb" or code == "gm":
        f = action[3]
        for _ in range(times):
            if board.move_wizards(f, (action[4],), step, events):
                return True, 0
            f = (f + step) % FIELDS
        return False, 0
    if code == "tb" or code == "gt":
        f, level, traps = action[3], action[4], 0
        n = len(board.stacks[f]) - level
        for _ in range(times):
            if board.move_tower(f, level, step, events):
                traps += 1
            f = (f + step) % FIELDS
            level = len(board.stacks[f]) - n
        return False, traps
    if code == "rb":
        board.nudge_raven(board.raven_nudge_target(action[3]), events)
    elif code == "tt":
        board.swap_tops(action[3], action[4], events)
    elif code == "bf":
        return board.free(action[3], action[4], action[5], events) == 2, 0
    return False, 0
