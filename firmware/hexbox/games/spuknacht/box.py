# The boxes Spuknacht is played on, as the app reads them (hexbox.app.boxes):
# which parts each drives, what reads the board, which modules boot may
# unload and which app greets the players. Module paths are strings, so the
# game imports nothing of the app or the drivers; only engine_board and
# facts import the game's own board modules, when they are called.

# the referee's buttons and screen (hexbox.hw.needs.REFEREE)
_REFEREE = ("buttons.roll", "buttons.confirm", "buttons.back", "display")

BOXES = (
    # (board mode (hexbox.hw.needs.mode), parts the box drives, the app that
    #  greets the players: "referee" or the builder of the box's own app,
    #  what reads the board for the referee: the hall sensors' table)
    # the full box: the wheel turns by itself, the hall sensors read the moves
    ("full", ("wheel", "index", "hall") + _REFEREE, "referee",
     "hexbox.boxes.spuknacht.table.SpuknachtTable"),
    # the dice-and-wheel box (no hall sensors): roll, turn, stop at will
    ("dice_wheel", ("wheel", "index", "buttons.roll"), "hexbox.boxes.dice.controller.build", None),
)

# the game's modules a box never loads, by board mode: the dice box keeps no
# game of Spuknacht (no saved game to restore, no seat to play, no magnets to
# read), and its flash has no room to spare in German
LEFT_OFF = (("dice_wheel", ("bot", "restore", "infer")),)

# other game packages a box imports: the dice box deals Die wandelnden
# Türme's dice cards
GAMES = ("wandelnde_tuerme",)

# what boot may unload once the engine board is built: the reference board's
# data and its loader
BOOT_ONLY = ("hexbox.games.spuknacht.board_ref", "hexbox.games.spuknacht.board_load")


def engine_board(board_def):
    """The reference board with this box's motor, so one engine step is one
    microstep of this wheel (the reference motor when the box has none and
    the wheel is turned by hand)."""
    from .board import Board
    from .board_ref import BOARD

    w = board_def.get("wheel")
    if w is None:
        return Board(BOARD)
    data = {}
    for k in BOARD:
        data[k] = BOARD[k]
    data["motor"] = ("board", w["steps"], w["microsteps"], w["gear"][0], w["gear"][1], 1, 1)
    return Board(data)


def engine_parts(board_def):
    """The engine's constructor arguments this box adds: its own board. The
    cached reference board goes first, so its data can go before the drivers
    come."""
    from .board import forget_reference

    forget_reference()
    return {"board": engine_board(board_def)}


def facts():
    """What the board rules must know of this game's board: every field
    needs a hall sensor, and a notch is at least 2 motor steps."""
    from .board_ref import BOARD

    return {"fields": len(BOARD["fields_mm"]), "notches": BOARD["notches"]}


def board_data():
    """The reference board's data (fields in mm, the wheel): what the host
    cuts the printable sensor carrier from (host_tools/hardware/mechanics)."""
    from .board_ref import BOARD

    return BOARD
