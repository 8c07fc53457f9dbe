# Which box a board definition makes, and which of its parts a game drives.
# Apart from the board rules (hw/board.py) so the running app can ask
# without loading those rules: they are checked once, at boot.

# What each game needs on the board. Parts are top-level keys; "buttons.x"
# names one button. A game not listed needs the generic referee set.
_REFEREE = ("buttons.roll", "buttons.confirm", "buttons.back", "display")
_GAME_NEEDS = (
    # (game, mode, parts and buttons); mode from mode(board)
    ("spuknacht", "full", ("wheel", "index", "hall") + _REFEREE),
    # dice-and-wheel build (no hall scanner): roll and turn, stop at will
    ("spuknacht", "dice_wheel", ("wheel", "index", "buttons.roll")),
)


def mode(board):
    """Which box this is: "full" (wheel and hall sensors under the fields),
    "dice_wheel" (a wheel, no hall sensors) or "referee" (buttons, OLED and
    buzzer only: every game from the menus)."""
    if "wheel" not in board:
        return "referee"
    return "full" if "hall" in board else "dice_wheel"


def needs(game, board):
    """Parts and buttons `game` needs on this board (tuple of names)."""
    m = mode(board)
    for g, gm, parts in _GAME_NEEDS:
        if g == game and gm == m:
            return parts
    return _REFEREE
