# How the firmware keeps a board's heap in one piece.
#
# MicroPython collects only when an allocation fails, unless told otherwise.
# Until then every allocation takes the next free block, so the few objects
# that outlive each action end up strewn over the whole heap, and a long
# game dies with most of the heap free but no big block left (measured:
# a game at 192 KB with 145 KB free, the largest block 3.9 KB). With a
# threshold it collects after every heap/THRESHOLD_DIV bytes allocated;
# after a collection allocation starts again at the bottom, so what lives
# stays packed low and the top stays whole.
import gc
import sys

# 1/22 of the heap (8.6 KB on an RP2040): the heap bench on the unix port
# found 1/16 completes every game in as small a heap as 4 KB does, at a
# quarter of the collections; but garbage waiting for its collection is
# heap a game cannot use, and on the chip the fullest game with two box
# seats then kept 63.5 KB free (under the 64 KB budget), at 1/22 66.2 KB,
# with box turns no slower (chip_bots)
THRESHOLD_DIV = 22
MIN_THRESHOLD = 4096


def tune():
    """Set the collection threshold on MicroPython. Returns it, or None where
    there is nothing to set: CPython has no gc.threshold, and the WebAssembly
    port cannot collect inside a call (it cannot scan its C stack), so a
    threshold there only inflates its heap (ram.app.peak_bytes 209 KB
    instead of 97 KB)."""
    threshold = getattr(gc, "threshold", None)
    if threshold is None or sys.platform == "webassembly":
        return None
    gc.collect()
    n = max(MIN_THRESHOLD, (gc.mem_free() + gc.mem_alloc()) // THRESHOLD_DIV)
    threshold(n)
    return n


_UPY = sys.implementation.name == "micropython"


_held = [None]  # the threshold hold() set aside until the next calm()


def hold():
    """No collection by the allocation threshold until the next calm(): one
    action's work (its move, the wheel's plan, the save, the wheel's first
    step) runs without a pause of a collection. A full heap still collects;
    the action's garbage is a few KB, and calm() collects it."""
    threshold = getattr(gc, "threshold", None)
    if threshold is None or _held[0] is not None:
        return
    n = threshold()
    if n > 0:  # -1: no threshold set (tune() sets none on the WebAssembly port)
        _held[0] = n
        threshold(-1)


_tight = [None]  # the threshold tight() set aside until release()


def tight(garbage):
    """Collect after every `garbage` bytes allocated until release(): for a
    piece of work whose garbage would otherwise pile up to the threshold
    (or, under hold(), unbounded) at the heap's fullest moment (a flight
    laid out: some 5 KB on an RP2040, beside a bot's view and code). Each
    collection costs ~15 ms there. Not on the WebAssembly port (see tune)."""
    threshold = getattr(gc, "threshold", None)
    if threshold is None or sys.platform == "webassembly" or _tight[0] is not None:
        return
    _tight[0] = threshold()
    threshold(garbage)


def release():
    """Set back the threshold tight() set aside (a hold() still holds)."""
    n = _tight[0]
    if n is not None:
        _tight[0] = None
        gc.threshold(n)  # pyright: ignore[reportAttributeAccessIssue]  (MicroPython's gc)


def calm():
    """A calm point (an action applied and saved): collect on MicroPython,
    so the next action's garbage does not land above what lives, and set
    back a threshold hold() set aside. On CPython nothing: reference
    counting frees at once and nothing fragments, while a full collection
    of a host process (a test run) costs milliseconds."""
    if _UPY:
        gc.collect()
        n = _held[0]
        if n is not None:
            _held[0] = None
            gc.threshold(n)  # pyright: ignore[reportAttributeAccessIssue]  (MicroPython's gc)


def unload(names):
    """Forget these modules (sys.modules and their package's attribute), so
    the heap gets their bytecode back once nothing else holds them; the
    next import loads them afresh. A package goes with the packages loaded
    under it (a package whose parent is gone cannot import again on
    CPython); their modules stay."""
    for name in names:
        if sys.modules.pop(name, None) is None:
            continue
        pkg, _, leaf = name.rpartition(".")
        parent = sys.modules.get(pkg)
        # its dict, not hasattr: a game's package imports a module asked for
        # (hexbox.games.package_attr)
        if parent is not None and leaf in parent.__dict__:
            delattr(parent, leaf)
        under = name + "."
        for sub in [
            k for k in sys.modules if k.startswith(under) and hasattr(sys.modules[k], "__path__")
        ]:
            sys.modules.pop(sub)


def module(path):
    """The module of a dotted path, imported if it is not yet. Read from
    sys.modules, not walked down from the top package: a package unloaded
    since (unload) comes back without its loaded modules as attributes."""
    __import__(path)
    return sys.modules[path]
