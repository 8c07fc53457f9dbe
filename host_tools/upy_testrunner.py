# Runs under MicroPython (not imported on the host): the portable test runner.
# The host prepends TEST_DIR, FW_DIR and PATTERN. Protocol, one line each:
#   @@PASS file::test   |   @@FAIL file::test, traceback lines, @@END
import gc
import os
import sys

sys.path.insert(0, FW_DIR)  # noqa: F821 (set by the host)
sys.path.insert(0, TEST_DIR)  # noqa: F821


def _run_all():
    files = sorted(
        f for f in os.listdir(TEST_DIR) if f.startswith("test_") and f.endswith(".py")  # noqa: F821
    )
    for f in files:
        modname = f[:-3]
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
            gc.collect()
            try:
                fn()
                print("@@PASS " + ident)
            except Exception as e:
                print("@@FAIL " + ident)
                sys.print_exception(e)
                print("@@END")
        del sys.modules[modname]
        gc.collect()


_run_all()
