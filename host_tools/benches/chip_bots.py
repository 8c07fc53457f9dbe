"""Bench: box seats on the chip. A whole game on the emulated Pico in which
the box's firmware plays every seat but the first (config.json "bots"), the
first seat a person (the virtual player, through the buttons, choosing by
the good bot). Chip time, through the chip harness's public parts only
(host_tools.chip.box.ChipBox, image, flash's board files).

Keys, per game on its box (host_tools.benches.chip.boards()), 3 seats
(hexbox.games.playout.default_players):
  chip_bots.<game>.completes       the game ended by its rules
  chip_bots.<game>.actions         actions played
  chip_bots.<game>.min_free_bytes  the lowest gc.mem_free() while the app ran
                                   (budget: at least 64 KB, DESIGN.md)
  chip_bots.<game>.min_live_free_bytes
                                   the lowest free heap right after a collection (the
                                   heap the app holds; min_free_bytes also counts the
                                   garbage that waits for its collection, up to
                                   gc.threshold: hexbox.core.heap)
  chip_bots.<game>.min_free_in_box_turn
                                   1 when that lowest came during a box turn
                                   (its decision, or its move applied), else 0
  chip_bots.<game>.box_turns       box seats' decisions seen on the OLED
  chip_bots.<game>.box_turn_ms_median, _max
                                   from the box seat's working frame ("thinking...")
                                   to its next frame: the decision, the move applied
                                   and saved (the decision's upper bound; the host
                                   looks at the box every 20 ms of chip time); a
                                   move the game lists as SLOW shows its own
                                   "one moment..." frame, which ends the turn there
  chip_bots.<game>.box_moves_unlike_host
                                   box seats' moves the host's good bot (the box's
                                   seed, the seat's view in the same state) does not
                                   make: a search the chip cut short (out of C stack,
                                   the easy bot's move instead) or interpreters that
                                   differ; 0 is the design's "same seed, same game"
  chip_bots.<game>.host_s          wall seconds here
  chip_bots.budgets_missed         min_free_bytes under 64 KB, games not completed,
                                   box turns over the decision's 3 s (a box turn
                                   holds its decision: an upper bound), box seats'
                                   moves unlike the host's
HEXBOX_CHIP_ACTIONS=N stops each game after N actions (then completes is 0);
HEXBOX_CHIP_BOTS_GAMES=a,b: only those games; HEXBOX_CHIP_JOBS games at a
time, as the chip bench.
"""

import json
import os
import sys
import time

from hexbox.games import game_class, names
from hexbox.games.playout import default_players

PLAYER_SEED = 1
MAX_ACTIONS = 2000
MIN_FREE = 64 * 1024


def box_seats(players):
    """Every seat but the first: solo play, the box's heaviest case."""
    return list(range(1, players))


def image_with_bots(board, game, players, bots):
    """(board definition, filesystem image) as flash writes it for `game`,
    with config.json naming the box's seats."""
    from host_tools.chip import image

    board_def, files = image.flash_files(board, game, players)
    files = dict(files)
    cfg = json.loads(files["config.json"])
    cfg["bots"] = list(bots)
    files["config.json"] = (json.dumps(cfg, sort_keys=True) + "\n").encode()
    return board_def, image.make(files)


class TurnClock:
    """Chip times of the box seat's working frames and the frames after
    them, read off the OLED rows as the mirror sees them."""

    def __init__(self, box):
        from hexbox.app.speech import words

        self.box = box
        self.thinking = words().THINKING
        self.since = None
        self.ms = []
        self.spans = []  # (from us, to us) of each box turn
        see = box.mirror.saw_screen

        def saw_screen(rows, hl, picture=False):
            now = box.clock.us
            if len(rows) > 1 and rows[1] == self.thinking:
                if self.since is None:
                    self.since = now
            elif self.since is not None:
                self.ms.append((now - self.since) / 1000)
                self.spans.append((self.since, now))
                self.since = None
            see(rows, hl, picture)

        box.mirror.saw_screen = saw_screen

    def holds(self, us):
        """1 when chip time `us` fell in a box turn, else 0 (None: unknown)."""
        if us is None or us < 0:
            return None
        return 1 if any(a <= us <= b for a, b in self.spans) else 0


def moves_unlike_host(mirror, game, bots):
    """How many of the box seats' moves in the game the mirror saw (the box's
    saved log) the host's good bot would not have made in the same state."""
    from hexbox.app.referee import BOT_SEED
    from hexbox.games import bot

    if mirror.game is None:
        return None
    _, players, seed, variant = mirror.record_key
    g = mirror.make(players, seed, variant)
    differ = 0
    for a in list(mirror.game.history):
        s = g.current
        if s in bots:
            acts = g.actions()
            b = bot(game, "good", BOT_SEED, board=getattr(g, "board", None))
            differ += b.choose(g.search_view(s), acts, s) != a
        g.play(a)
    return differ


def game_figures(game, board, max_actions=None):
    from host_tools.chip.box import ChipBox

    players = default_players(game_class(game))
    bots = box_seats(players)
    board_def, fs = image_with_bots(board, game, players, bots)
    t0 = time.monotonic()
    with ChipBox(board, game, players, board_def=board_def, fs_image=fs) as box:
        turns = TurnClock(box)
        f = box.play(PLAYER_SEED, max_actions or MAX_ACTIONS)
        low_at = box.chip.last.get("mem_free_min_us")
        unlike = moves_unlike_host(box.mirror, game, bots)
    ms = sorted(turns.ms)
    out = {"completes": f["completes"], "actions": f["actions"],
           "min_free_bytes": f["min_free_bytes"],
           "min_live_free_bytes": f["min_live_free_bytes"],
           "min_free_in_box_turn": turns.holds(low_at),
           "box_turns": len(ms),
           "box_turn_ms_median": round(ms[len(ms) // 2]) if ms else None,
           "box_turn_ms_max": round(ms[-1]) if ms else None,
           "box_moves_unlike_host": unlike,
           "host_s": round(time.monotonic() - t0)}
    print("chip_bots: %s on %s, box seats %s: %r" % (game, board, bots, out),
          file=sys.stderr, flush=True)
    return out


def metrics(upy):
    """upy is unused: the chip runs the firmware itself."""
    from host_tools.benches.bots import DECISION_MS_BUDGET
    from host_tools.benches.chip import actions_limit, all_figures, boards

    n = actions_limit()
    only = [g for g in os.environ.get("HEXBOX_CHIP_BOTS_GAMES", "").split(",") if g]
    out = {}
    bad = 0
    on = boards()
    runs = [(g, on[g]) for g in names() if g in on and (not only or g in only)]
    figures = all_figures(runs, n, game_figures)
    for game, board in runs:
        f = figures[(game, board)]
        for k, v in f.items():
            out["chip_bots.%s.%s" % (game, k)] = v
        low = f["min_free_bytes"] is None or f["min_free_bytes"] < MIN_FREE
        slow = (f["box_turn_ms_max"] or 0) > DECISION_MS_BUDGET[1]
        unlike = f["box_moves_unlike_host"] is None or f["box_moves_unlike_host"] > 0
        bad += low + slow + unlike + (not n and not f["completes"])
    out["chip_bots.budgets_missed"] = bad
    return out
