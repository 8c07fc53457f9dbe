# One language per screen: a game that keeps its words in tables
# (words_<code>.py, hexbox.games.words) has one per language, with the same
# names and the same places for numbers and names in each, and every screen
# of a random playout reads in the chosen language and fits the OLED.
import sys

from present_checks import check_playout, foreign_words, never_foreign, tokens

from hexbox.games import LANGUAGES, game_class, language, names, presentation, use_language
from hexbox.games.playout import random_playout

# unix port: every game's engine, presentation and both tables from .py, in one process
UPY_HEAP_KB = 1024


def _table(name, code, kind="words"):
    path = "hexbox.games.%s.%s_%s" % (name, kind, code)
    try:
        mod = __import__(path)
    except ImportError:
        return None
    for part in path.split(".")[1:]:
        mod = getattr(mod, part)
    return mod


def _names(mod):
    return sorted(k for k in dir(mod) if not k.startswith("_"))


def _holes(s):
    # the % conversions of a format, in order: %s %d %+d %-6s ...
    out = []
    i = s.find("%")
    while i >= 0:
        j = i + 1
        while j < len(s) and s[j] in "+-0123456789":
            j += 1
        out.append(s[j:j + 1])
        i = s.find("%", j + 1)
    return out


def games_with_words():
    return [n for n in names() if _table(n, "en") is not None]


def test_every_language_has_the_same_words_with_the_same_holes():
    assert games_with_words(), "no game keeps its words in tables"
    for name in games_with_words():
        en = _table(name, "en")
        for code in LANGUAGES:
            other = _table(name, code)
            assert other is not None, "%s has no words_%s" % (name, code)
            assert _names(other) == _names(en), "%s: words_%s names differ from words_en" % (
                name,
                code,
            )
            _same_shape(name, en, other, code)
            _reasons_keep_their_holes(name, other)
            helps = _table(name, code, "help")
            assert helps.HELP, "%s has no help_%s" % (name, code)
            en_view = getattr(_table(name, "en", "help"), "VIEW", None)
            if en_view is not None:  # the simulators' legends
                _same_entry("%s.help_%s.VIEW" % (name, code), en_view, helps.VIEW, code)


# the app's tables and a box's own (hexbox.app.speech.words)
APP_PARTS = ("", "hexbox.boxes.dice.", "selftest_", "fault_")


def test_the_app_has_the_same_words_in_every_language():
    for part in APP_PARTS:
        en = _app_table("en", part)
        for code in LANGUAGES:
            other = _app_table(code, part)
            _same_shape("app " + part, en, other, code)
            if part == "":
                _reasons_keep_their_holes("app", other)
            if part == "fault_":  # a fault's reason fills its holes as text
                for key, said in other.FAULTS:
                    same = len(_holes(key)) == len(_holes(said))
                    assert same and set(_holes(said)) <= {"s"}, (key, said)


def _app_table(code, part=""):
    path = (part if part.endswith(".") else "hexbox.app." + part) + "words_" + code
    __import__(path)
    return sys.modules[path]


def _same_shape(name, en, other, code):
    """The same names, each of the same type, length and holes (%s, %d) in
    every entry. REASONS only: the English text is the engine's own, so
    English needs none, and another language says what it can."""
    assert _names(other) == _names(en), "%s: words_%s names differ from words_en" % (name, code)
    for k in _names(en):
        if k in ("REASONS", "FAULTS"):
            continue
        _same_entry("%s.%s" % (name, k), getattr(en, k), getattr(other, k), code)


def _same_entry(what, a, b, code):
    assert type(a) is type(b), "%s: a %s in en, a %s in %s" % (what, type(a), type(b), code)
    if isinstance(a, str):
        assert _holes(a) == _holes(b), "%s: %r and %r take other values" % (what, a, b)
    elif isinstance(a, tuple):
        assert len(a) == len(b), "%s: %d and %d entries" % (what, len(a), len(b))
        for i in range(len(a)):
            _same_entry("%s[%d]" % (what, i), a[i], b[i], code)


def _reasons_keep_their_holes(name, table):
    for key, said in table.REASONS:
        assert _holes(key) == _holes(said), "%s: %r says %r with other values" % (name, key, said)


def test_the_chosen_language_is_spoken_on_every_screen():
    was = language()
    try:
        for code in LANGUAGES:
            use_language(code)
            for name in games_with_words():
                cls = game_class(name)
                lo = cls.PLAYERS[0] if cls.PLAYERS[0] > 1 else 2
                heavy = getattr(cls, "HEAVIEST", (lo, ()))
                for players, variant in ((lo, ()), (heavy[0], tuple(heavy[1]))):
                    assert check_playout(name, cls, players, 7, variant, max_steps=150) > 0
    finally:
        use_language(was)


def _screens(name, cls, players, seed, see, steps=300):
    """see(row) for every label, group, prompt, line and status row of the
    first `steps` actions of a random playout."""
    p = presentation(name)
    count = [0]

    def show(rows):
        for r in rows:
            if r:
                see(r)

    def on_step(game, action, events):
        count[0] += 1
        show([p.line(game, e, -1) for e in events])
        if game.over:
            show(p.result(game))
            return
        show([p.prompt(game)])
        show(p.status(game, game.current))
        for a in game.actions():
            show([p.label(game, a), p.group(game, a)])
        if count[0] >= steps:
            raise StopIteration

    try:
        random_playout(cls, players, seed, on_step=on_step)
    except StopIteration:
        pass


def test_no_word_of_the_other_language_shows():
    """No label, prompt, line, status row or result of one language holds a
    word that only the other language's tables hold (its game's and the
    app's): a German game shows no "Curve", an English one no "Kurve"."""
    was = language()
    app = {code: _app_table(code) for code in LANGUAGES}
    try:
        for name in games_with_words():
            cls = game_class(name)
            tables = {code: [_table(name, code), app[code]] for code in LANGUAGES}
            for code in LANGUAGES:
                foreign = foreign_words(tables, code)
                assert foreign, "%s: the languages' tables share every word" % name
                use_language(code)
                _screens(
                    name,
                    cls,
                    cls.PLAYERS[0] + 1,
                    11,
                    never_foreign(foreign, "%s in %s" % (name, code)),
                )
    finally:
        use_language(was)


def test_the_foreign_word_check_finds_a_mixed_row():
    """The check above can fail: an English word in a German row is found."""
    tables = {code: [_table("techno_witches", code), _app_table(code)] for code in LANGUAGES}
    see = never_foreign(foreign_words(tables, "de"), "a mixed row")
    see("Kurve 3 links")
    try:
        see("Kurve 3 left")
    except AssertionError:
        return
    raise AssertionError("an English word in a German row was not found")


def test_an_unknown_language_is_refused_and_nothing_changes():
    was = language()
    try:
        use_language("xx")
        raise AssertionError("xx was taken as a language")
    except ValueError:
        pass
    assert language() == was


def test_a_refusal_is_said_in_the_chosen_language_and_saved_in_none():
    """The engine's reason stays English whatever the box speaks (logs, saves
    and tests read it); a screen says it in the chosen language: Tuerme's "this
    card moves a wizard 3 fields" reads German on a German box, and a reason
    without German words reads "geht jetzt nicht", never English."""
    from hexbox.app.speech import refusal, words
    from hexbox.core.errors import IllegalAction

    name = "wandelnde_tuerme"
    cls = game_class(name)
    tables = {code: [_table(name, code), _app_table(code)] for code in LANGUAGES}
    english = foreign_words(tables, "de")
    seen = {"said": 0, "not_now": 0, "steps": 0}
    was = language()

    def on_step(game, action, events):
        seen["steps"] += 1
        if seen["steps"] > 60 or game.over:
            raise StopIteration
        for bad in (
            ("wizard", 0, 0),
            ("tower", 0, 9),
            ("as", "wizard"),
            ("spell", "mb"),
            ("nomove",),
        ):
            if bad in game.actions():
                continue
            reasons = {}
            for code in LANGUAGES:
                use_language(code)
                try:
                    game.play(bad)
                    raise AssertionError("%r was played" % (bad,))
                except IllegalAction as e:
                    reasons[code] = (e.reason, refusal(e, name))
            use_language(was)
            assert reasons["en"][0] == reasons["de"][0], (
                "the engine's reason depends on the language"
            )
            assert reasons["en"][1] == reasons["en"][0], "English says the engine's own reason"
            german = reasons["de"][1]
            never_foreign(english, "a German refusal")(german)
            use_language("de")
            seen["not_now" if german == words().NOT_NOW else "said"] += 1
            use_language(was)

    try:
        random_playout(cls, 2, 3, on_step=on_step)
    except StopIteration:
        pass
    finally:
        use_language(was)
    assert seen["said"] > 0, "no refusal was said in German: %r" % seen


def test_spuknacht_refuses_a_move_in_german_on_a_german_box():
    """A move the rules refuse ("a ghost touches field %d", "field %d is
    taken", "cannot be reached ... without crossing a ghost") reads German on
    a German box, with the engine's numbers, never English."""
    from hexbox.app.speech import refusal, words
    from hexbox.core.errors import IllegalAction

    name = "spuknacht"
    g = game_class(name)(2, 1)
    while not [a for a in g.actions() if a[0] == "move"]:
        g.play(g.actions()[0])
    m = [a for a in g.actions() if a[0] == "move"][0][1]
    english = foreign_words(
        {code: [_table(name, code), _app_table(code)] for code in LANGUAGES}, "de"
    )
    was = language()
    said = []
    try:
        use_language("de")
        for f in range(48):  # every field of the board
            if ("move", m, f) in g.actions():
                continue
            try:
                g.play(("move", m, f))
                raise AssertionError("field %d was played" % f)
            except IllegalAction as e:
                german = refusal(e, name)
                never_foreign(english, "a German refusal")(german)
                assert german != words().NOT_NOW, "untranslated: %s" % e.reason
                said.append(german)
    finally:
        use_language(was)
    assert said and any("Geist" in r for r in said), said


def test_a_boot_fault_shows_in_german_on_a_german_box():
    """Every boot fault (boot_cases.py) on a box whose config.json says
    "lang": "de": the fault screen, its title and its reason, holds no
    English word of the reasons the boot gives (a config.json that cannot
    be read names no language: its fault stays English). The serial line
    stays English, for the maker and for flash."""
    import json

    from boot_cases import CASES, GOOD_BOARD, files, flash_box, scratch
    from present_checks import table_words

    from hexbox.app import boot, fault

    was = language()
    try:
        use_language("de")
        german = _app_table("de", "fault_")
        english = set()
        for key, _said in german.FAULTS:
            english.update(tokens(key))
        # config.json's and board.json's keys: named as the maker types them
        keys = set(k for k, _ in boot.CONFIG_KEYS) | _keys(GOOD_BOARD)
        foreign = english - table_words(german) - table_words(_app_table("de")) - keys
        assert {"must", "missing", "unknown", "sensor", "wiring"} <= foreign  # the check can catch
        said = other = 0
        for case in CASES:
            config, board = files(case)
            try:
                cfg = json.loads(config)
            except Exception:  # noqa: BLE001  (not JSON, too deep, not UTF-8: no language to read)
                continue
            if not isinstance(cfg, dict) or len(config) > boot.MAX_CONFIG_BYTES:
                continue
            cfg["lang"] = "de"
            use_language("en")
            lines = []
            shown = []
            path = flash_box(scratch("hexbox_lang"), json.dumps(cfg).encode(), board)
            boot.boot(path, lines.append, None, shown.append)
            assert lines[1].startswith("selftest: FAIL ") and case[2] in lines[1], lines  # English
            rows = [fault.selftest_title()] + fault.wrap(fault.local(shown[0]))
            see = never_foreign(foreign, "the fault screen of %r" % (case[0],))
            for row in rows:
                see(_prose(row))
            assert rows[0] == "Selbsttest FEHLER", rows
            if rows[1:] == fault.wrap(german.UNKNOWN):
                other += 1
            else:
                said += 1
        assert said >= 3 * other, (said, other)  # most reasons said, not only pointed to
    finally:
        use_language(was)


def test_a_fault_while_playing_shows_in_german():
    """The app's own faults (hexbox.app.guard.run): the homing error in
    German words, a reason no table knows pointed to the serial console."""
    from hexbox.app import fault

    was = language()
    try:
        use_language("de")
        rows = fault.show("index sensor never triggered in 1234 steps (more than a wheel turn): "
                          "check its wiring and the magnet")
        assert rows[0] == "hexbox-Fehler" and rows[1].startswith("index-Sensor"), rows
        rows = fault.show("RuntimeError: driver fault")
        assert rows[1:] == fault.wrap("Grund: siehe serielle Konsole"), rows
        use_language("en")
        rows = fault.show("RuntimeError: driver fault")
        assert rows == ["hexbox error", "RuntimeError:", "driver fault"], rows
    finally:
        use_language(was)


def _prose(row):
    # a row without the board.json paths it names ("wheel.step", "hall.map"):
    # the maker's keys, the same in every language
    out = []
    for w in row.split(" "):
        i = w.find(".")
        if 0 < i < len(w) - 1 and w[i - 1].isalpha() and w[i + 1].isalpha():
            continue
        out.append(w)
    return " ".join(out)


def _keys(obj):
    out = set()
    if isinstance(obj, dict):
        for k in obj:
            out.update(tokens(k.replace("_", " ")))
            out.update(_keys(obj[k]))
    return out
