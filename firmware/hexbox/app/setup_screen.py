# The setup screen: which game, how many players, which variants, who sits
# at each seat (a person or the box) and the box's language, with the three
# buttons alone. ROLL next row, BACK previous row, OK sets the row: the
# first row starts the game, so the setup offered first (the last one
# played on this box, else config.json's) is one press: "same again".
#
# A combination the game refuses (its engine raises ValueError with a
# reason) is said on the screen and not taken. Where a saved game would be
# replaced, a confirmation screen comes first (OK: the new game, BACK:
# the saved game plays on). The choice is written by the app's entry
# (hexbox.app.main) once the game starts, atomically, in its own log
# file (hexbox.app.setup_last): a power cut in the middle of the setup loses nothing.
#
# It reads each game's facts (hexbox.games.facts: players, variants, which
# go together) and words, never its engine: a box sets up any game on the
# heap its boot left. Loaded only while setting up: the app unloads it,
# and what it read of the games, before the game is built.

from hexbox.app.box_app import POLL_MS, BoxApp
from hexbox.app.speech import say, words
from hexbox.core.heap import unload
from hexbox.core.lines import lookup
from hexbox.core.text import wrap
from hexbox.hw.buttons import PRESS

ROWS = 6  # text rows on a 128 x 64 OLED
COLS = 16
INDENT = "    "  # a long row goes on below itself, indented past "[x] "
# the rows, each (kind, what): the game starts, the game, the player
# count, a variant, a seat, the language
_START, _GAME, _PLAYERS, _VARIANT, _SEAT, _LANG = 0, 1, 2, 3, 4, 5


def variants_of(cls):
    """The variants the setup offers for a game (its facts, or its class):
    VARIANTS and the ones that fit some seat counts only (SEAT_VARIANTS)."""
    return tuple(cls.VARIANTS) + tuple(n for n, _ in getattr(cls, "SEAT_VARIANTS", ()))


def refusal(f, players, variant):
    """Why the game whose facts are f (hexbox.games.facts(name)) refuses
    these variants at this player count (its engine's words), or None.
    f.RULES, in order:
    ("one", names, (), why): at most one of names;
    ("seats", names, counts, why): names only at these player counts;
    ("alone", names, counts, why): at these counts, or with names chosen,
    the game plays names: only at these counts, with no other variant."""
    for kind, ns, counts, why in f.RULES:
        chosen = [v for v in variant if v in ns]
        if kind == "one":
            bad = len(chosen) > 1
        elif kind == "seats":
            bad = bool(chosen) and players not in counts
        else:
            bad = (bool(chosen) or players in counts) and (
                players not in counts or len(chosen) < len(variant))
        if bad:
            return why
    return None


def playing(f, variant):
    """The variants the game plays with these chosen: they, else its default."""
    return tuple(variant) if variant else tuple(f.DEFAULT)


def _game_modules(game):
    import sys

    mine = "hexbox.games." + game
    return [k for k in sys.modules if k == mine or k.startswith(mine + ".")]


def seat_name(game, seat):
    """Seat `seat` of `game` as its presentation names it, read off the
    game's words alone (SEATS, else SEAT: "Player %d"; tests/test_game_facts.py
    checks it against each presentation)."""
    from hexbox.games import words as game_words

    w = game_words(game)
    names = getattr(w, "SEATS", ())
    if 0 <= seat < len(names):
        return names[seat]
    return getattr(w, "SEAT", "P%d") % (seat + 1)


def lines(text):
    """A row in lines of COLS characters: what does not fit goes on below,
    indented, so a long name (a game's, a variant's) is read whole."""
    if len(text) <= COLS:
        return [text]
    first = wrap(text, COLS)[0]
    rest = text[len(first):].strip()
    # indented as far as its longest word lets it stay whole
    pad = " " * max(1, min(len(INDENT), COLS - max(len(w) for w in rest.split())))
    return [first] + [pad + r for r in wrap(rest, COLS - len(pad))]


class SetupScreen(BoxApp):
    """The setup screen as an app on the box's buttons and OLED. games:
    the games this box can play, in menu order; first: the setup offered
    first; saved: a saved game would be replaced by a new one. When it
    stops, chosen is the setup to play, or None: the saved game plays on."""

    def __init__(self, hw, fs, games, first, saved=False):
        BoxApp.__init__(self, hw, fs, None, "")
        self.games = tuple(games)
        self.saved = saved
        self.hl = -1
        self.chosen = None
        self.replace = False  # the saved game is to be replaced (confirmed)
        self.cursor = 0
        self.screen = None  # rows of a message over the list (a refusal, the confirmation)
        self.asking = False  # the message is the confirmation
        self.facts = None  # the chosen game's facts (hexbox.games.facts)
        self.playing = ()  # the variants the game plays with the choice (_played)
        self.game = None  # no engine is played here (what the simulators look for)
        game = first.get("game")
        self.game_name = game if game in self.games else self.games[0]
        self.players = first.get("players")
        self.variant = list(first.get("variant", ())) if game == self.game_name else []
        self.bots = list(first.get("bots", ())) if game == self.game_name else []
        self.lang = first.get("lang", "en")
        self._load_game()

    # -- the choice --------------------------------------------------------------
    def _load_game(self):
        from hexbox.games import facts

        self.facts = facts(self.game_name)
        lo, hi = self.facts.PLAYERS
        p = self.players
        if not isinstance(p, int) or isinstance(p, bool) or not lo <= p <= hi:
            self.players = min(max(2, lo), hi)
        names = variants_of(self.facts)
        self.variant = [v for v in self.variant if v in names]
        self._seated()

    def _seated(self):
        """The player count changed: the seats follow."""
        self.bots = [s for s in self.bots if s < self.players]
        self._played()

    def _played(self):
        """The variants the game plays with this choice: the chosen ones,
        else the one it plays when none is chosen (its default)."""
        self.playing = playing(self.facts, self.variant)

    def refused(self, players, variant):
        """Why the game refuses this combination, in the box's language, or None."""
        from hexbox.games import language

        why = refusal(self.facts, players, variant)
        if why is not None and language() != "en":
            why = say(why, (), self.game_name) or words("setup_").NOT_TOGETHER
        return why

    def choice(self):
        return {"game": self.game_name, "players": self.players, "variant": list(self.variant),
                "bots": sorted(self.bots), "lang": self.lang}

    def entries(self):
        out = [(_START, 0)]
        if len(self.games) > 1:
            out.append((_GAME, 0))
        out.append((_PLAYERS, 0))
        for v in variants_of(self.facts):
            out.append((_VARIANT, v))
        for s in range(self.players):
            out.append((_SEAT, s))
        out.append((_LANG, 0))
        return out

    def row(self, e):
        W = words("setup_")
        kind, what = e
        if kind == _START:
            return W.START
        if kind == _GAME:
            from hexbox.games import title

            return title(self.game_name)
        if kind == _PLAYERS:
            return W.PLAYERS % self.players
        if kind == _VARIANT:
            from hexbox.games import words as game_words

            name = lookup(getattr(game_words(self.game_name), "VARIANTS", ()), what)
            row = W.VARIANT[1 if what in self.playing else 0] % (name or what.replace("_", " "))
            # "[ ]Wolkenschreck": a name that fits after the mark alone is not broken
            return row.replace("] ", "]", 1) if len(row) == COLS + 1 else row
        if kind == _SEAT:
            A = words()
            return W.SEAT % (seat_name(self.game_name, what),
                             A.SEAT_BOX if what in self.bots else A.SEAT_PERSON)
        return W.LANGUAGE % lookup(W.LANGUAGES, self.lang)

    # -- the buttons -----------------------------------------------------------------
    def press(self, name):
        """One press of ROLL, OK ("confirm") or BACK."""
        if self.screen is not None:
            self._answer(name)
            return
        n = len(self.entries())
        if name == "roll":
            self.cursor = (self.cursor + 1) % n
        elif name == "back":
            self.cursor = (self.cursor - 1) % n
        elif name == "confirm":
            self._set(self.entries()[self.cursor])

    def _answer(self, name):
        if not self.asking:
            self.screen = None  # a refusal read
            return
        if name == "confirm":
            self.replace = True
            self._finish(self.choice())
        elif name == "back":
            self._finish(None)  # the saved game plays on
        else:
            self.screen = None
            self.asking = False

    def _set(self, e):
        kind, what = e
        if kind == _START:
            why = self.refused(self.players, self.variant)
            if why is not None:
                self._refuse(why)
            elif self.saved:
                self.screen = list(words("setup_").REPLACE)
                self.asking = True
            else:
                self._finish(self.choice())
        elif kind == _GAME:
            # loading the next game takes a second on a board: the press is answered first
            rows = list(self.rows)
            if 0 <= self.hl < len(rows):
                rows[self.hl] = words().WORKING
                self.show(rows, self.hl)
            old = self.game_name
            self.game_name = self.games[(self.games.index(old) + 1) % len(self.games)]
            self.variant = []
            self.facts = None
            from hexbox.games import forget_words

            forget_words(old)
            unload(_game_modules(old))  # one game's tables in the heap at a time
            self._load_game()
        elif kind == _PLAYERS:
            lo, hi = self.facts.PLAYERS
            self.players = self.players + 1 if self.players < hi else lo
            self._seated()
        elif kind == _VARIANT:
            if what in self.variant:
                self.variant.remove(what)
            elif what not in self.playing:  # on by default: it goes off when another is chosen
                why = self.refused(self.players, self.variant + [what])
                if why is not None:
                    self._refuse(why)
                else:
                    self.variant.append(what)
            self._played()
        elif kind == _SEAT:
            if what in self.bots:
                self.bots.remove(what)
            else:
                self.bots.append(what)
        else:
            from hexbox.games import LANGUAGES, use_language

            self.lang = LANGUAGES[(LANGUAGES.index(self.lang) + 1) % len(LANGUAGES)] \
                if self.lang in LANGUAGES else LANGUAGES[0]
            use_language(self.lang)  # the screen speaks it at once

    def _refuse(self, why):
        W = words("setup_")
        self.screen = [W.REFUSED[0]] + wrap(why, COLS)[:ROWS - 2] + [W.REFUSED[1]]
        self.asking = False
        self.sound("error")

    def _finish(self, chosen):
        self.chosen = chosen
        self.stopped = True

    # -- the screen ------------------------------------------------------------------
    def draw(self):
        if self.screen is not None:
            self.show(self.screen, -1)
            return
        rows = []
        at = n = 0
        for i, e in enumerate(self.entries()):
            ls = lines(self.row(e))
            if i == self.cursor:
                at, n = len(rows), len(ls)
            rows += ls
        first = max(0, at + n - (ROWS - 1))  # the cursor's row stays on the screen, whole
        self.show([words("setup_").TITLE] + rows[first:first + ROWS - 1], at - first + 1)

    def show(self, rows, hl=-1):
        rows = list(rows)
        if rows == self.rows and hl == self.hl:
            return  # unchanged: no frame
        self.rows = rows
        self.hl = hl
        d = self.hw.display
        if d is not None:
            d.lines(rows, hl)

    def boot(self):
        from hexbox.games import LANGUAGES, use_language

        if self.lang in LANGUAGES:
            use_language(self.lang)
        self.status = "setup"
        self.draw()

    async def flow(self, stop_when_over=False):
        while not self.stopped:
            ev = self.take()
            if ev is not None and ev[1] == PRESS:
                self.press(ev[0])
                if not self.stopped:
                    self.draw()
            await self.pause(POLL_MS)
