# Which box a board definition makes, and the parts every referee box has.
# Apart from the board rules (hw/board.py) so the running app can ask
# without loading those rules: they are checked once, at boot. Which parts a
# game drives is its box profile's (hexbox.app.boxes asks it).

# Parts are top-level keys of a board definition; "buttons.x" names one button.
REFEREE = ("buttons.roll", "buttons.confirm", "buttons.back", "display")


def mode(board):
    """Which box this is: "full" (wheel and hall sensors under the fields),
    "dice_wheel" (a wheel, no hall sensors) or "referee" (buttons, OLED and
    buzzer only: every game from the menus)."""
    if "wheel" not in board:
        return "referee"
    return "full" if "hall" in board else "dice_wheel"


def missing(board, parts):
    """The first of `parts` (as a box profile names them) this board
    definition lacks, or None when it has them all."""
    buttons = board.get("buttons", {})
    for p in parts:
        if p.startswith("buttons."):
            if p[8:] not in buttons:
                return p
        elif p not in board:
            return p
    return None
