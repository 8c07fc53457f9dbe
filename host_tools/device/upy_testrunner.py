# Runs under MicroPython (not imported on the host): the portable test runner.
# The host prepends TEST_DIR, FW_DIR, PATTERN and FILES (the test files to
# run, in order). Protocol, one line each:
#   @@PASS file::test   |   @@FAIL file::test, traceback lines, @@END
import gc
import sys

sys.path.insert(0, FW_DIR)  # noqa: F821 (set by the host)
sys.path.insert(0, TEST_DIR)  # noqa: F821

# the heap as firmware/main.py leaves it on a board: collected as it goes
from hexbox.core import heap  # noqa: E402

heap.tune()
del sys.modules["hexbox.core.heap"], heap


def _run_one(mod, name, ident):
    # what the test imports itself (a game, say) goes when it ends, so the
    # next test of the file starts with the file's own imports only
    before = set(sys.modules)
    gc.collect()
    try:
        getattr(mod, name)()
        print("@@PASS " + ident)
    except Exception as e:
        print("@@FAIL " + ident)
        sys.print_exception(e)
        print("@@END")
    _unload(before)


def _unload(before):
    # as hexbox.app.main.unload: a package that stays would keep its new
    # submodule alive through its attribute
    for name in [m for m in sys.modules if m not in before]:
        del sys.modules[name]
        pkg, _, leaf = name.rpartition(".")
        parent = sys.modules.get(pkg)
        if parent is not None and hasattr(parent, leaf):
            delattr(parent, leaf)
    gc.collect()


def _run_all():
    for f in FILES:  # noqa: F821 (set by the host)
        modname = f[:-3]
        before = set(sys.modules)
        try:
            mod = __import__(modname)
        except Exception as e:
            print("@@FAIL %s::<import>" % f)
            sys.print_exception(e)
            print("@@END")
            continue
        for name in sorted(dir(mod)):
            if not name.startswith("test_"):
                continue
            fn = getattr(mod, name)
            if not callable(fn):
                continue
            ident = "%s::%s" % (f, name)
            if PATTERN and PATTERN not in ident:  # noqa: F821
                continue
            fn = None
            _run_one(mod, name, ident)
        # each file starts as from boot: what it imported goes, so one
        # file's games and tables do not crowd the next one's heap
        mod = None
        _unload(before)


_run_all()
