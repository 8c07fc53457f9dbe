"""What the box and the terminal simulator show can be read whole: every
OLED row fits its 16 columns, no two rows of one menu read the same, and
the simulator's panels hold every status row, the help, the acting seat's
choices and what happened (undo included). Played as a person would: the
box's buttons pressed by the virtual player, keys typed with pauses."""

import importlib
import io

import pytest
from present_checks import foreign_words, never_foreign
from rich.console import Console
from test_sim_tui import drive

from hexbox.app import menu as mn
from hexbox.app.speech import words
from hexbox.games import LANGUAGES, howto, names, use_language
from host_tools.games.spuknacht.dice_screens import info_lines
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import HEIGHT, WIDTH, Tui
from host_tools.sim.world import World

SETUPS = {  # a crowded table of each game: the most status rows and menu rows
    "spuknacht": ("pico", 2, ()),
    "techno_witches": ("pico_referee", 4, ("quaddatsch",)),
    "wandelnde_tuerme": ("pico_referee", 6, ("meister",)),
    "broom_service": ("pico_referee", 5, ()),
}


def frame_text(ui):
    con = Console(record=True, width=WIDTH, height=HEIGHT, color_system=None, file=io.StringIO())
    con.print(ui.render())
    return con.export_text()


def _tables(game):
    out = {}
    for code in LANGUAGES:
        out[code] = [__import__("hexbox.games.%s.words_%s" % (game, code), None, None, ["x"])] + \
            [__import__("%swords_%s" % (part, code), None, None, ["x"])
             for part in ("hexbox.app.", "hexbox.boxes.dice.")]
    return out


@pytest.fixture
def english_after():
    yield
    use_language("en")  # the box's boot chose the language for this process


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", names())
def test_every_oled_row_fits_and_no_two_menu_rows_read_the_same(
    game, lang, monkeypatch, english_after
):
    """A whole game on the box (the virtual player presses its buttons):
    each screen the referee puts on the OLED, menus, pass screens, news and
    the end, has rows of at most 16 characters; each menu's rows differ; and
    no row holds a word only the other language's tables hold (one language
    per screen), in English and in German."""
    _board, players, variant = SETUPS[game]
    board = "pico_referee"  # every decision through the menus (no magnets)
    shown, menus = [], []
    # the module the app will use: a setup screen run earlier in this
    # process unloads the app's modules (a board's heap), so a class
    # imported when this file was read may be an old one
    Referee = importlib.import_module("hexbox.app.referee").Referee
    real = Referee.show

    def show(self, rows, hl=-1, drawn=False):
        shown.append(list(rows))
        m = self.menu
        if m is not None and hl >= 0:
            rows_of_menu = [m.entry_row(e) for e in m.items()]
            menus.append(rows_of_menu)
            for e in m.items():
                if e is not None and e >= 0:
                    assert len(m.label(e)) <= mn.COLS, "a menu row cut short: %r" % m.label(e)
        return real(self, rows, hl, drawn)

    monkeypatch.setattr(Referee, "show", show)
    c, _world, _check = run.auto(5, board, players, game=game, variant=variant,
                                 probe=run.Probe(max_actions=150), lang=lang)
    assert shown and menus
    see = never_foreign(foreign_words(_tables(game), lang), "the OLED in %s" % lang)
    for rows in shown:
        for r in rows:
            assert len(r) <= 16, "an OLED row longer than 16: %r in %r" % (r, rows)
            see(r)
    for rows in menus:
        assert len(set(rows)) == len(rows), "two rows of one menu read the same: %r" % rows
    if any(c.present.private(c.game, s) for s in range(players)):
        assert any(r[:1] == [words().PASS_TO] for r in shown)


def typist(world, script, gap_us=300000):
    """keys(tui) for drive(): the script's steps one at a time, a pause
    between them like a person reading the screen. A step is f(tui) ->
    keys to type, or None to wait."""
    at = [0, -gap_us]

    def keys(tui):
        if tui.app() is None or world.clock.us - at[1] < gap_us:
            return []
        if at[0] >= len(script):
            raise run.EnoughActions()
        out = script[at[0]](tui)
        if out is None:
            return []
        at[0] += 1
        at[1] = world.clock.us
        return list(out)
    return keys


def first_choice(tui):
    c = tui.app()
    if tui.hidden_seat(c) is not None:
        return "c"
    return "1\r" if tui.choices(c) else None


@pytest.mark.parametrize("game", names())
def test_the_simulator_shows_every_status_row_the_help_and_what_happened(game, tmp_path):
    """Some actions typed in, then the frame read: every status row of the
    acting seat is on screen (Mila in a two-player Spuknacht, the acting
    flyer in Techno Witches), every menu row is whole and told apart, the
    help fits the panel and the log has the game's lines."""
    board, players, variant = SETUPS[game]
    world = World(boards.load(board))
    ui = Tui(world, game, 5, realtime=False)
    seen = {}

    def look(tui):
        c = tui.app()
        seen["status"] = c.present.status(
            c.game, c.game.current if tui.hidden_seat(c) is None else -1
        )
        seen["frame"] = frame_text(tui)
        seen["cells"] = tui.menu_cells(c)
        seen.setdefault("pages", []).append(seen["frame"])
        return "."  # and the menu's next page

    def look_page(tui):
        seen["pages"].append(frame_text(tui))
        return "."

    def help_on(tui):
        return "?"

    def look_help(tui):
        seen["help"] = frame_text(tui)
        return "?"

    # every page of the menu (a turn past its last stays there)
    script = [first_choice] * 4 + [look] + [look_page] * 12 + [help_on, look_help]
    drive(world, ui, typist(world, script, gap_us=2100000), tmp_path,
          {"board": board, "game": game, "players": players, "variant": list(variant), "seed": 5})
    frame = seen["frame"]
    for row in seen["status"]:  # more than 16 rows: its pages take turns
        assert any(row in f for f in seen["pages"]), "the status row %r is never on screen" % row
    if game == "spuknacht":
        assert "Mila" in frame
    cells = seen["cells"]
    numbered = [x for x in cells if not x.endswith(":")]
    assert len(set(numbered)) == len(numbered)
    for x in numbered:
        assert any(x.rstrip() in f for f in seen["pages"]), "the menu row %r is cut" % x
    text = seen["help"]
    for line in text.splitlines():
        assert len(line) <= WIDTH
    assert "HOW TO" in text and "help page 1 of 2" in text
    first = howto(game)[0].split()[:4]
    assert " ".join(first) in text, "the help's first words are not on its first page"
    assert not any(x.startswith(("[", "{")) for x in ui.happened.lines)


def test_the_help_names_how_to_win_and_each_role_spell_and_curve():
    """One short page per game: how to win, and what each role (Broom
    Service), spell (Tuerme) and curve (Techno Witches) does."""
    from hexbox.games.broom_service.data import ROLES
    from hexbox.games.broom_service.words_en import ROLES as ROLES_EN
    from hexbox.games.wandelnde_tuerme.words_de import SPELLS as SPELLS_DE
    from hexbox.games.wandelnde_tuerme.words_en import SPELLS as SPELLS_EN
    from host_tools.help_text import help_lines

    try:
        for code, win in (("en", "WIN"), ("de", "GEWINN")):
            use_language(code)
            for game in names():
                lines = help_lines(game)
                assert len(lines) <= 23, "%s's help in %s is longer than one page" % (game, code)
                assert win in " ".join(lines).upper(), "%s's help in %s: how to win?" % (game, code)
    finally:
        use_language("en")
    broom = " ".join(howto("broom_service"))
    for (name, _kind, _what), english in zip(ROLES, ROLES_EN):
        stem = (
            name[:-4] if name.endswith("hexe") else name[:-7] if name.endswith("sammler") else name
        )
        assert stem in broom, "the help says nothing of %s" % name
        assert english.split()[0] in broom, "the help does not name %s as the screens do" % english
    tuerme = " ".join(howto("wandelnde_tuerme"))
    for english, german in zip(SPELLS_EN, SPELLS_DE):
        assert german.split()[0] in tuerme, "the help says nothing of %s" % german
        assert english.split()[0] in tuerme, "the help does not name %s as the screens do" % english
    tw = " ".join(howto("techno_witches"))
    assert "Curve 1" in tw and "curve 10" in tw
    for adventure in ("bumblebee", "quaddatsch", "wolkenschreck"):
        assert adventure in tw


def test_the_help_lists_magnet_keys_only_on_a_box_with_hall_sensors():
    for board, magnets in (("pico", True), ("pico_referee", False)):
        ui = Tui(World(boards.load(board)), "spuknacht", 1, realtime=False)
        try:
            keys = "\n".join(ui.key_help())
        finally:
            ui.detach()
        assert ("l17" in keys) == magnets and ("p17" in keys) == magnets
        for line in ui.help_pages()[-1]:
            assert len(line) <= 62


def test_techno_witches_take_off_is_on_the_first_menu_page(tmp_path):
    """Twenty curve rows do not push "Take off!" to page 2."""
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "techno_witches", 5, realtime=False)
    seen = {}

    def curve_then_look(tui):
        c = tui.app()
        ch = tui.choices(c)
        if any(t == "Take off!" for _, t, _ in ch):
            seen["menu"] = "\n".join(tui.menu_lines(c))
            return "x"  # nothing: the script ends
        return first_choice(tui)

    drive(world, ui, typist(world, [curve_then_look] * 12), tmp_path,
          {"board": "pico_referee", "game": "techno_witches", "players": 2, "seed": 5})
    assert "Take off!" in seen["menu"].split("page")[0]


def test_undo_is_in_what_happened(tmp_path):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, "broom_service", 5, realtime=False)
    drive(world, ui, typist(world, [first_choice, first_choice, first_choice, lambda t: "u",
                                    lambda t: "" if t.app().news else None]), tmp_path,
          {"board": "pico_referee", "game": "broom_service", "players": 2, "seed": 5})
    assert any(x.startswith("Undone") for x in ui.happened.lines), ui.happened.lines


def test_the_wheel_reads_15_degrees_a_notch():
    from hexbox.games.spuknacht import Game
    from hexbox.games.spuknacht.box import engine_board
    from host_tools.games.spuknacht import view

    world = World(boards.load("pico"))
    g = Game(players=2, seed=1, board=engine_board(world.board))
    w = g.board.wheel
    g.step = w.boundary(1)
    assert "wheel  15 deg" in "\n".join(view.table(None, g, world))


def test_the_dice_box_names_the_magicians_fields():
    """The players type the fields in (every turn here): the dice box's
    panel names each magician's field, not a raw list like "2 -1 -1"."""
    from host_tools.games.spuknacht.dice_player import auto_dice

    c, world, _p = auto_dice(3, "pico_dice", 1, by_hand_every=1, max_turns=2)
    text = "\n".join(x for x, _ in info_lines(c, c.game, world))
    line = [x for x in text.splitlines() if x.startswith("fields:")][0]
    assert line.startswith("fields: Vicky ") and "Conrad " in line and "Mila " in line, line
    assert "-1" not in line and "-2" not in line


def test_the_simulator_frame_has_the_same_words_in_every_language():
    """Every text of the simulator's frame exists in each language, with
    the same values to fill in (%s, %d), so no frame falls back to English."""
    from host_tools.sim.chrome import WORDS

    def holes(v):
        if isinstance(v, tuple):
            return [holes(x) for x in v]
        if isinstance(v, dict):
            return sorted(v)
        return [v[i + 1] for i in range(len(v) - 1) if v[i] == "%" and v[i + 1] in "sd"]

    for code in LANGUAGES:
        assert sorted(WORDS[code]) == sorted(WORDS["en"]), code
        for k, v in WORDS["en"].items():
            assert holes(WORDS[code][k]) == holes(v), (code, k)


def test_the_german_simulator_shows_no_english_frame(tmp_path):
    """A German game in the sim: its frame (titles, legends, help, menu
    panel) holds no word that only the English texts of the frame, the app
    and the game hold."""
    from present_checks import tokens

    from host_tools.sim.chrome import WORDS

    game = "wandelnde_tuerme"
    world = World(boards.load("pico_referee"))
    use_language("de")
    try:
        ui = Tui(world, game, 5, realtime=False)
        seen = {}

        def look(tui):
            seen["frame"] = frame_text(tui)
            return "?"

        def look_help(tui):
            seen["help"] = frame_text(tui)
            return "?"

        drive(
            world,
            ui,
            typist(world, [first_choice] * 3 + [look, look_help], gap_us=2100000),
            tmp_path,
            {"board": "pico_referee", "game": game, "players": 3, "seed": 5, "lang": "de"},
        )
    finally:
        use_language("en")
    english = set()
    for code in ("en", "de"):
        words = set()
        for v in WORDS[code].values():
            for x in (
                v if isinstance(v, tuple) else tuple(v.values()) if isinstance(v, dict) else (v,)
            ):
                words.update(tokens(x))
        english = words if code == "en" else english - words
    tables = _tables(game)
    english |= foreign_words(tables, "de")
    for what in ("frame", "help"):
        for w in tokens(seen[what]):
            assert w not in english, "the German %s shows %r" % (what, w)
