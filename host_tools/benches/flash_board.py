# What `flash` puts on a board: bytes and files per game on the box a maker
# builds for it (armv6m, only that game's package and that box's app), and
# the blocks they take on a 4 KB-block littlefs. DESIGN.md's budget: what a
# board holds for one game stays under 160 KB (flash.board_budget_missed):
# on the game's own box in English (flash.board_bytes.<game>), and on every
# board that can play it in every language (flash.board_bytes_max.<game>).
# A box with every game it can hold, in both languages, as `flash` without a
# game and the one file to install (make uf2) put it on each board:
#   chip.setup.fs_bytes.<board>       its files' bytes (beside flash.board_bytes.<game>),
#                                     budget 512 KB (flash.all_games_budget_missed)
#   chip.setup.fs_used_bytes.<board>  what they take of the board's littlefs: whole 4 KB blocks
#   chip.setup.uf2_bytes.<board>      the one file (.uf2; .bin for an ESP32-S3), for the boards
#                                     whose MicroPython firmware file is here (build/rp2/, ...)
from hexbox.games import LANGUAGES
from host_tools.benches.foundation import ALL_GAMES_FLASH_BUDGET, FLASH_BUDGET
from host_tools.chip import image
from host_tools.device import flash, one_file, uf2
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
    out.update(every_game())
    return out


def every_game():
    """The chip.setup.* figures of a box with every game, on every board."""
    out = {}
    missed = 0
    for board in boards.names():
        target, files, fs_image = one_file.filesystem(board)
        files.pop(flash.CONFIG)
        size = sum(len(d) for d in files.values())
        out["chip.setup.fs_bytes.%s" % board] = size
        out["chip.setup.fs_used_bytes.%s" % board] = image.ImageFs(
            fs_image, target.layout).used_bytes()
        if size >= ALL_GAMES_FLASH_BUDGET:
            missed += 1
            out["flash.missed.all_games.%s" % board] = "%d B, budget %d" % (
                size, ALL_GAMES_FLASH_BUDGET)
        try:
            firmware = target.firmware().read_bytes()
        except flash.FlashError:
            continue  # no firmware file for this chip here: no file to measure
        try:
            out["chip.setup.uf2_bytes.%s" % board] = len(target.combine(firmware, fs_image))
        except uf2.Uf2Error as e:
            out["chip.setup.uf2_bytes.%s" % board] = "the firmware file is unusable: %s" % e
    out["flash.all_games_budget_missed"] = missed
    return out
