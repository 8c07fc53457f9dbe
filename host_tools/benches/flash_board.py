# What `flash` puts on a board: bytes and files per game on the box a maker
# builds for it (armv6m, only that game's package and that box's app), and
# the blocks they take on a 4 KB-block littlefs. DESIGN.md's budget: what a
# board holds for one game stays under 160 KB (flash.board_budget_missed):
# on the game's own box in English (flash.board_bytes.<game>), and on every
# board that can play it in every language (flash.board_bytes_max.<game>).
from hexbox.games import LANGUAGES
from host_tools.benches.foundation import FLASH_BUDGET
from host_tools.device import flash
from host_tools.games import box_for
from host_tools.hardware import boards


def _bytes(board, game, lang="en"):
    _, files = flash.board_files(board, game, lang=lang)
    files.pop(flash.CONFIG)  # a game's settings, not the firmware
    return files


def _largest(game):
    """(bytes, "board/lang") of the largest flash of `game` over every board
    that plays it and every language."""
    best = (0, "")
    for board in boards.names():
        for lang in LANGUAGES:
            try:
                size = sum(len(d) for d in _bytes(board, game, lang).values())
            except flash.FlashError:
                break  # this board does not play this game
            best = max(best, (size, "%s/%s" % (board, lang)))
    return best


def metrics(upy):
    out = {}
    missed = []
    games = flash.registry()
    for game in sorted(games):
        board = box_for(game)
        files = _bytes(board, game)
        size = sum(len(d) for d in files.values())
        out["flash.board_bytes.%s" % game] = size
        out["flash.board_files.%s" % game] = len(files)
        out["flash.board_blocks.%s" % game] = sum(
            flash.blocks(len(d), 4096) for d in files.values()
        )
        largest, where = _largest(game)
        out["flash.board_bytes_max.%s" % game] = largest
        out["flash.board_bytes_max_on.%s" % game] = where
        if size > FLASH_BUDGET:
            missed.append((game, size, box_for(game) + "/en"))
        if largest > FLASH_BUDGET and where != box_for(game) + "/en":
            missed.append((game, largest, where))
    out["flash.board_budget_missed"] = len(missed)
    for game, size, where in missed:
        out["flash.missed.%s.%s" % (game, where.replace("/", "."))] = "%d B on %s, budget %d" % (
            size, where, FLASH_BUDGET)
    return out
