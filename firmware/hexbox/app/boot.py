# First thing the board runs (from main.py): say what it is and check that the
# flashed firmware can run. `flash` and the end-to-end test read these two
# lines back over the serial port, so keep their format:
#   hexbox <version> board=<board> game=<game>
#   selftest: ok            or   selftest: FAIL <why>
import json

from hexbox import VERSION
from hexbox.core.errors import ConfigError

CONFIG_PATH = "config.json"  # written by `python -m host_tools flash`


def load_config(path=CONFIG_PATH):
    """The board's config.json as a dict with "board" and "game" strings."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        raise ConfigError("no %s on the board: run python -m host_tools flash" % path) from None
    try:
        cfg = json.loads(text)
    except ValueError:
        raise ConfigError("%s is not valid JSON" % path) from None
    if not isinstance(cfg, dict):
        raise ConfigError("%s must hold a JSON object" % path)
    for key in ("board", "game"):
        if not isinstance(cfg.get(key), str) or not cfg[key]:
            raise ConfigError('%s needs a "%s" name' % (path, key))
    return cfg


def banner(cfg):
    return "hexbox %s board=%s game=%s" % (VERSION, cfg.get("board", "?"), cfg.get("game", "?"))


def selftest(cfg, game_class=None):
    """None when the configured game's module imports, else why not.
    game_class: the registry lookup (hexbox.games.game_class unless given)."""
    if game_class is None:
        from hexbox.games import game_class
    try:
        game_class(cfg["game"])
    except ValueError as e:  # not in the registry
        return str(e)
    except ImportError as e:
        return "game %s does not import: %s" % (cfg["game"], e)
    return None


def boot(path=CONFIG_PATH, out=print, game_class=None):
    """Print the banner and the self-test line; the config when all is well,
    else None (the caller then stays at the REPL for the maker)."""
    try:
        cfg = load_config(path)
    except ConfigError as e:
        out(banner({}))
        out("selftest: FAIL %s" % e)
        return None
    out(banner(cfg))
    why = selftest(cfg, game_class)
    out("selftest: ok" if why is None else "selftest: FAIL %s" % why)
    return cfg if why is None else None
