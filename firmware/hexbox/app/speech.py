# The app's own words in the language in use (app/words_<code>.py, the same
# names in each; a board's flash holds the chosen one only), a box's own
# (boxes/<box>/words_<code>.py), and what the
# engines and bots say in English (a refusal's reason, a hint's), said in
# that language.
import sys

from hexbox.core.lines import lookup
from hexbox.games import language
from hexbox.games import words as game_words

_TABLES = {}  # part -> (language, its table): a screen asks often


def words(part=""):
    """The app's word table in the language in use (hexbox.games.use_language):
    app/<part>words_<code>.py. part "": the referee's, the put-right and fault
    screens'; "selftest_": the self-test's (apart, so that a box holds in its
    heap only the words of what it runs); a package path ending in "." (e.g.
    "hexbox.boxes.<box>."): that box's own words_<code>.py."""
    code = language()
    t = _TABLES.get(part)
    if t is None or t[0] != code:
        path = (part if part.endswith(".") else "hexbox.app." + part) + "words_" + code
        __import__(path)
        t = _TABLES[part] = (code, sys.modules[path])  # a box folder has no package attributes
    return t[1]


def forget(part):
    """Drop the word table of `part` (words()) and unload its module: it
    leaves the heap once nothing else holds it (the setup screen's, before
    the game; the referee's while a box turn decides). The next words(part)
    loads it again."""
    t = _TABLES.pop(part, None)
    if t is not None:
        from hexbox.core.heap import unload

        unload((t[1].__name__,))


def say(key, values=(), game=None):
    """An English text of an engine or a bot (a refusal's format, a hint's
    reason) in the language in use: the REASONS of the game's words table
    (game: its registry name), then the app's, say it. None when no table
    has words for it in another language than English: a screen never
    says English inside another language."""
    fmt = lookup(game_words(game).REASONS, key) if game is not None else None
    if fmt is None:
        fmt = lookup(words().REASONS, key)
    if fmt is None:
        if language() != "en":
            return None
        fmt = key
    return fmt % values if values else fmt


def refusal(e, game=None):
    """Why an IllegalAction refused an action, in the language in use (its
    key and values: hexbox.core.errors). NOT_NOW stands for a reason no
    table has words for."""
    if language() == "en":
        return e.reason
    said = say(getattr(e, "key", e.reason), getattr(e, "values", ()), game)
    return said if said is not None else words().NOT_NOW
