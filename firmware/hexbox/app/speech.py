# The app's own words in the language in use (app/words_<code>.py, the same
# names in each; a board's flash holds the chosen one only), and what the
# engines and bots say in English (a refusal's reason, a hint's), said in
# that language.
from hexbox.core.lines import lookup
from hexbox.games import language
from hexbox.games import words as game_words

_TABLE = ["", None]  # (language, its table): a screen asks often


def words():
    """The app's word table in the language in use (hexbox.games.use_language)."""
    code = language()
    if _TABLE[0] != code:
        mod = __import__("hexbox.app.words_" + code)
        _TABLE[1] = getattr(mod.app, "words_" + code)
        _TABLE[0] = code
    return _TABLE[1]


def say(key, values=(), game=None):
    """An English text of an engine or a bot (a refusal's format, a hint's
    reason) in the language in use: the REASONS of the game's words table
    (game: its registry name), then the app's, say it. None when no table
    has words for it in another language than English: a screen never
    says English inside another language."""
    fmt = None
    if game is not None:
        try:
            fmt = lookup(getattr(game_words(game), "REASONS", ()), key)
        except (ImportError, ValueError):  # the dice box plays no game of the registry
            fmt = None
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
