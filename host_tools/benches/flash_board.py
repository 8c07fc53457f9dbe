# What `flash` puts on a board: bytes and files per game (armv6m, only that
# game's package), and the blocks they take on a 4 KB-block littlefs.
from host_tools.device import flash


def metrics(upy):
    out = {}
    games = flash.registry()
    for game in sorted(games):
        files = flash.build(flash.FIRMWARE, "armv6m", games[game])
        out["flash.board_bytes.%s" % game] = sum(len(d) for d in files.values())
        out["flash.board_files.%s" % game] = len(files)
        out["flash.board_blocks.%s" % game] = sum(flash.blocks(len(d), 4096) for d in files.values())
    return out
