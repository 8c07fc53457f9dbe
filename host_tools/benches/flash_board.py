# What `flash` puts on a board: bytes and files per game on the box a maker
# builds for it (armv6m, only that game's package and that box's app), and
# the blocks they take on a 4 KB-block littlefs. DESIGN.md's budget: what a
# board holds for one game stays under 160 KB (flash.board_budget_missed).
from host_tools.benches.foundation import FLASH_BUDGET
from host_tools.device import flash
from host_tools.games import box_for


def metrics(upy):
    out = {}
    missed = []
    games = flash.registry()
    for game in sorted(games):
        board = box_for(game)
        _, files = flash.board_files(board, game)
        files.pop(flash.CONFIG)  # a game's settings, not the firmware
        size = sum(len(d) for d in files.values())
        out["flash.board_bytes.%s" % game] = size
        out["flash.board_files.%s" % game] = len(files)
        out["flash.board_blocks.%s" % game] = sum(
            flash.blocks(len(d), 4096) for d in files.values()
        )
        if size > FLASH_BUDGET:
            missed.append(game)
    out["flash.board_budget_missed"] = len(missed)
    for game in missed:
        out["flash.missed.%s" % game] = "%d B on %s, budget %d" % (
            out["flash.board_bytes.%s" % game], box_for(game), FLASH_BUDGET)
    return out
