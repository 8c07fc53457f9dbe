# The generic engine checks again, on whichever interpreter runs this file:
# one test per registered game, so on MicroPython each game is imported,
# checked and unloaded on its own (the portable runner drops what a test
# imported when it ends): a board holds one game, never all four.
import sys

from engine_checks import check_game

from hexbox.games import game_class, names

# unix port: the game from .py, and its whole snapshot three times at once
# (to_dict, the JSON read back, from_dict's to_dict): Türme's 946 actions
# are ~70 bytes each as lists on 64 bits
UPY_HEAP_KB = 384


def _generic(name):
    def test():
        check_game(game_class(name), seed=2, snapshot_every=5, illegal_every=11)

    return test


# setattr, not globals()[...]: MicroPython's dir() of a module lists only
# names interned as qstrs, and setattr interns them
for _name in names():
    setattr(sys.modules[__name__], "test_%s_passes_the_generic_checks" % _name, _generic(_name))
