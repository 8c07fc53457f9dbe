# The app's wrapper (firmware/main.py): whatever the app raises ends as one
# short console line and the fault screen (hexbox.app.fault), never a bare
# traceback, and the REPL stays usable. Apart from the fault screen's own
# module, which is loaded only when a fault is shown: the running app's
# heap holds this wrapper only.


def describe(e):
    """One readable line for an exception: hexbox's own errors say what to
    fix; anything else names its type."""
    from hexbox.core.errors import HexboxError

    msg = str(e)
    if isinstance(e, HexboxError) and msg:
        return msg
    return "%s: %s" % (type(e).__name__, msg) if msg else type(e).__name__


def run(app, machine, clock, out=print):
    """Run app(); any error it raises is shown (console line, OLED, buzzer,
    coils off) and run returns, so the REPL comes back. True when app()
    ended by itself."""
    try:
        app()
        return True
    except KeyboardInterrupt:  # Ctrl-C from the REPL: stop, coils off
        try:
            from hexbox.app import fault

            fault.stopped(machine)
        except Exception:  # noqa: BLE001  (the REPL comes back all the same)
            pass
        out("hexbox: stopped (Ctrl-C)")
    except Exception as e:  # noqa: BLE001  (the point: nothing escapes as a traceback)
        try:
            import gc

            gc.collect()  # a MemoryError leaves little heap to say it with
            why = describe(e)
        except Exception:  # noqa: BLE001
            why = "error"
        out("hexbox: error: %s" % why)
        # the fault screen's module only now (its import, after the
        # collection, needs a few KB: less than the app's own work did)
        try:
            from hexbox.app import fault

            fault.show(why, machine, clock)
        except Exception:  # noqa: BLE001  (no heap even for that: the console line stays)
            pass
    return False
