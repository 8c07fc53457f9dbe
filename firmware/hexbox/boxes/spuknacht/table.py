# Die verdrehte Spuknacht's own hardware, for the referee app: the motorised
# ghost wheel and the hall sensors under the fields.
#
# - The wheel turns by the engine's exact step count after every "wheel"
#   event: its first steps as soon as the move is played, the rest once
#   the move's news is on the screen; the action log is saved once it
#   stands. A restart homes the wheel and turns it to where
#   the saved game says it is (align()); a cut before the save loses only
#   that move.
# - With hall sensors, the magicians' moves are read off the board: the
#   occupancy is compared with what each legal action would leave; a
#   magician in the hand is a pending move; a position no action explains
#   beeps, says which magnet to move where and changes nothing. ROLL rolls.
#   Moves that leave the board as it is (pass, stay) and exits through a
#   gate are confirmed with OK. Without hall sensors the referee's menu
#   takes them.
# - The dice come first: a magician moved before ROLL, or while the wheel
#   turns, is no move. The box says so and which magnet goes back ("Roll
#   first:", "Vicky back to 35") and takes nothing until the board shows
#   the game again.
# - After a restart (a power loss) and after an undo the board may not show
#   the game: the sensors would read the undone move again. Play waits until
#   the magnets stand where the game has them, asking for them one by one
#   ("Put Vicky on 25", "Vicky back to 26"). A restart before any magician
#   is on the board (a fresh game) asks for nothing.
# - A box seat's move is asked for before it is played ("Box (P2)", "Put
#   Mila on 19"): the wheel turns once the magician stands on his new
#   field, as after a person's move.
# - A sensor that fails (stuck on or off, flickering: hw/hall.py) is named
#   once ("field 17 sensor", "stuck on") and masked; the game goes on. A
#   move the board cannot show (onto or off a masked field, or a sensor
#   not yet found out) offers "OK: menu" once the board holds still without
#   a move read: the referee's menu takes it, and the one sensor that then
#   disagrees with the move is masked. A magnet asked for that the sensors
#   do not see offers "OK: it is there" (the same).

from hexbox.app.speech import words
from hexbox.core.lines import lookup
from hexbox.games.spuknacht import infer as inf
from hexbox.games.spuknacht import present
from hexbox.hw.buttons import PRESS

SETTLE_MS = 600  # an occupancy must hold this long before it counts as a move
RESTORED_MS = 100  # the board showing the game this long ends the put-right screen
MENU_MS = 2000  # a board no move explains, this long: OK opens the menu for the move
# a sensor that disagrees with a move played through the menu, this long
# unchanged: it is at fault (at once it may be the magnet still in the hand)
BLAME_MS = 5000
_SENSED = ("setup", "move", "away")
COLS = 16  # OLED characters per row


def fixes(mags, observed, ahead=False, before=None):
    """What to do so that the observed occupancy shows the game's magicians
    (mags: field per magician, -1 off the board), one row per magnet: a
    magnet on a field the game has empty goes back to a field it misses.
    ahead: the game moved on (a box seat's move), so a magician goes onto
    its new field ("Put Vicky on 45"), not back to one it never stood on;
    before: the fields the magicians left (a box seat's move asked for):
    a magnet set down on none of them nor where asked is named first
    ("Vicky: not 44")."""
    want = inf.fields_now(mags)
    missing = [f for f in want if f not in observed]
    extra = [f for f in observed if f not in want]
    wrong = [f for f in extra if before is not None and f not in before]
    back_to, back_short, put_on, lift = words().FIXES
    out = []
    for i in range(len(missing)):
        f = missing[i]
        name = present.magician(mags.index(f))
        if i < len(extra) and not ahead:
            row = back_to % (name, f)
            out.append(row if len(row) <= COLS else back_short % (name, f))
        else:
            if i < len(wrong):  # set down on the wrong field: say which
                out.append(words().WRONG_FIELD % (name, wrong[i]))
            out.append(put_on % (name, f))
    for f in extra[len(missing):]:
        out.append(lift % f)
    return out


class SpuknachtTable:
    def __init__(self, app):
        self.app = app
        hw = app.hw
        self.wheel = hw.stepper  # None on a box without the motor: turned by hand
        self.hall = hw.hall
        self.choice = 0
        self.note = ""
        self._seen = None  # last occupancy that was judged
        self._seen_at = 0
        self._judged = None
        self._obs = None  # cached occupancy list (observed())
        self._now = None  # (game, history length, its magician fields): fields_now()
        self._rows = None  # shown(): the rows, and the game, action count and note they are for
        self._rows_game = None
        self._rows_n = -1
        self._rows_note = None
        self._verdict = None  # (occupancy list, history length, infer result)
        self._moved = False
        self.restoring = False  # the board must first show the game (after a restart or an undo)
        self._title = ""  # what the put-right screen says above the magnets to move
        self._looked = False  # the sensors settled once since the board had to be put right
        self._ahead = False  # the game moved a piece on (a box seat's move), the board follows
        self._want = None  # a box seat's move asked for before it is played: the magicians' fields
        self._asked = None  # the same, kept until the move is played (after_box_move)
        self._in_turn = False  # a magnet moved while the wheel turned: no move until put back
        self._said = None  # the rows complain() showed
        self.by_menu = False  # the menu takes this move (the board cannot show it)
        self._menu_obs = None  # (occupancy, history length, magicians) when the menu was asked for
        self._suspect = None  # (sensor, its reading, since ms): it disagreed with a menu move
        if self.wheel is not None:
            app.wheel_at = self.wheel_step  # where a slipped wheel turns back to

    def wheel_step(self):
        """(the game's wheel step, its period)."""
        g = self.app.game
        return g.step, g.board.wheel.period

    # -- the wheel ------------------------------------------------------------------
    def boot(self):
        if self.wheel is not None:
            self.app.show(["hexbox", words().HOMING])
            self.app.hw.home()

    def align(self, title=0, always=False):
        """After homing or an undo: turn the wheel to the engine's step the
        short way; the magnets must then stand where the game has them. A
        game with no magician on the board yet (a fresh one) asks for none:
        its first placing is read at once. After an undo (always) the board
        may still show the undone move, so it is put right even then.
        title: 0 after a restart, 1 after an undo (the words' MAGNETS)."""
        g = self.app.game
        if self.wheel is not None:
            self.app.align_wheel(g.step, g.board.wheel.period)
        self.expect()
        self.restoring = self.hall is not None and (always or len(inf.fields_now(g.mags)) > 0)
        self._title = words().MAGNETS[title]
        self._seen = None
        self._looked = False
        self._ahead = False
        self._want = None

    def moves_piece(self, game):
        """The game's next decision is a magnet moved on the board."""
        return self.hall is not None and game.phase in _SENSED

    def ask_for(self, action, title):
        """A box seat's move, before it is played: the people move its
        magnet first, and the wheel turns once the sensors agree, as after a
        person's move (a ghost must not sweep past a magician still on his
        old field). False when the move leaves the board as it is."""
        g = self.app.game
        want = inf.mags_after(g.mags, action)
        self._asked = want
        if self.hall is None or inf.fields_now(want) == inf.fields_now(g.mags):
            return False
        self.put_right(title)
        self._want = want
        self.hall.expect(inf.fields_now(want))
        return True

    def after_box_move(self, title):
        """The box seat's move is played: where the game has the magicians
        elsewhere than asked (a ghost's touch sent one away), the people
        move them again."""
        asked = self._asked
        self._asked = None
        if asked is None or asked != list(self.app.game.mags):
            self.put_right(title)

    def put_right(self, title):
        """The game moved a piece the people must move (a ghost's touch sent
        a box seat's magician away): play waits, saying which magnet goes
        where, until the sensors agree."""
        self.restoring = self.hall is not None
        self._title = title
        self._seen = None
        self._looked = False
        self._ahead = True
        self._want = None

    def expect(self):
        if self.hall is not None:
            self.hall.expect(inf.fields_now(self.app.game.mags))

    def start(self, events):
        """The wheel's first steps as soon as the move is played, before its
        lines are made and drawn: the state machine steps on meanwhile."""
        if self.wheel is None:
            return
        for e in events:
            if e[0] == "wheel":
                self.app.start_turn(e[5])
                return

    def after(self, events):
        app = self.app
        m = self._menu_obs
        if self.by_menu and m is not None and self.hall is not None:
            # played through the menu: where the board then disagrees with
            # the move (before a ghost's touch moved anyone) at one sensor
            # alone, that sensor failed
            self.by_menu = False
            self._menu_obs = None
            g = app.game
            if len(g.history) == m[1] + 1:
                i = self.hall.suspect(inf.fields_after(m[2], g.history[-1]))
                if i >= 0:
                    self._suspect = (i, self.hall.state[i], app.hw.clock.ticks_ms())
        started = app.turning is not None
        turned = started
        app.finish_turn()
        for e in events:
            if e[0] == "wheel" and self.wheel is not None:
                turned = True
                if started:
                    started = False  # start() began this one
                else:
                    app.turn(e[5])
        self._seen = None
        self.expect()
        if turned and self.hall is not None:
            # the turn blocks the sensors' task: one reading now tells
            # whether a hand moved a magnet while the wheel turned
            self.hall.scan()
            self._in_turn = self.hall.off_expected()
            g = app.game
            if self._in_turn and g.current in app.bots and not g.over:
                # a magician knocked off his field while the wheel turned
                # (or a magnet moved then), before a box seat's turn: the
                # box plays on only once the board shows the game again
                # ("Put Mila on 19"); a person's turn asks the same before
                # it reads a move or the dice (decide, judge)
                self.restoring = True
                self._title = words().NOT_YET[1]
                self._seen = None
                self._looked = False
                self._ahead = False
                self._want = None

    def after_undo(self):
        self.by_menu = False
        self._suspect = None
        self._verdict = None
        self._in_turn = False
        self.align(1, True)

    def out_of_place(self, ev=None):
        """True while play waits for the board to show the game (after a
        restart or an undo); the OLED says which magnet goes where. Done once
        the sensors agree for RESTORED_MS. A sensor found failing is named
        first (the news)."""
        hall = self.hall
        if hall is not None:
            # no piece may move while the dice are due: a sensor that alone
            # disagrees then for a while is stuck (hw/hall.py)
            # (not while a magnet moved in the wheel's turn is put back: that
            # is a knocked magician)
            hall.quiet = (not self.restoring and not self._in_turn
                          and self.app.game.phase == "roll")
            if self._suspect is not None:
                self.judge_suspect()
            if hall.untold:
                self.name_faults()
        if not self.restoring:
            return False
        g = self.app.game
        clock = self.app.hw.clock
        obs, now_ms, _ = self.watch()
        if self._want is None:
            todo = fixes(g.mags, obs, self._ahead)
        else:
            todo = fixes(self._want, obs, True, self.fields_now())
        still = clock.ticks_diff(now_ms, self._seen_at) >= RESTORED_MS
        if not todo and still:
            self.restoring = False
            self._seen = None
            self._want = None
            return False
        if still:
            self._looked = True
        # the first look waits for the sensors to settle (a fresh boot reads nothing yet)
        said = words().MAGNETS
        rows = [self._title] + (todo[:4] if todo and self._looked else [said[2]])
        if (self._looked and hall.disagreeing() == 1
                and clock.ticks_diff(now_ms, self._seen_at) >= MENU_MS):
            # one magnet the sensors miss (or see) though the person put it
            # right: on OK its sensor is the one at fault
            rows = rows[:4] + [words().BY_MENU[1]]
            if ev == ("confirm", PRESS):
                hall.blame(inf.fields_now(self._want if self._want is not None else g.mags))
                self._seen = None
        self.app.show(rows)
        return True

    def judge_suspect(self):
        """The sensor that disagreed with a move played through the menu is
        at fault if it still reads the same BLAME_MS later; if it changes,
        the magnet was only still in the hand."""
        i, was, since = self._suspect  # type: ignore
        hall = self.hall
        clock = self.app.hw.clock
        if hall.state[i] != was or hall.bad[i]:  # type: ignore  (or masked meanwhile)
            self._suspect = None
        elif clock.ticks_diff(clock.ticks_ms(), since) >= BLAME_MS:
            self._suspect = None
            hall.condemn(i)  # type: ignore

    def name_faults(self):
        """Each sensor newly found failing, named once above the news:
        "field 17 sensor", "stuck on"; its field's moves go by the menu."""
        told = self.hall.tell()
        if not told:
            return
        W = words().SENSOR_FAULT
        rows = []
        for field, kind in told:
            rows.append(W[0] % field)
            rows.append(W[kind])
        rows.append(W[4])
        app = self.app
        app.news = rows + app.news
        app.drawn = None
        app.sound("error")

    # -- reading the board -------------------------------------------------------
    def stirred(self):
        """The sensors read a change the flow has not looked at yet."""
        return self.hall is not None and self.hall.changed

    def still(self):
        """Nothing on the board is under way: no change unread, not putting
        the board right, and the last change older than the waits that
        count from it (SETTLE_MS, RESTORED_MS). Then the flow may skip
        polls; a change wakes it (stirred)."""
        hall = self.hall
        if hall is None:
            return True
        if hall.changed or self.restoring:
            return False
        clock = self.app.hw.clock
        now = clock.ticks_ms()
        wait = max(SETTLE_MS, RESTORED_MS)
        if self._seen is not None and clock.ticks_diff(now, self._seen_at) < wait:
            return False  # the board's reading is still settling (judge())
        return clock.ticks_diff(now, hall.moved_at) >= wait

    def reads(self, game):
        """The board (and ROLL) decide in these phases; the menu in the
        others, and for a move the person asked the menu for (until the
        board changes or the move is played)."""
        if self.by_menu:
            m = self._menu_obs
            if m is not None and self.observed() == m[0] and len(game.history) == m[1]:
                return False
            self.by_menu = False
        return self.hall is not None and (game.phase in _SENSED or game.phase == "roll")

    def to_menu(self, obs):
        """The menu takes the move the board does not show."""
        g = self.app.game
        self.by_menu = True
        self._menu_obs = (obs, len(g.history), list(g.mags))
        self._judged = None

    def offer_menu(self, now_ms):
        """OK may open the menu: a sensor is masked (moves onto or off its
        field are not seen), or the board has held a position no move
        explains for MENU_MS."""
        return (self.hall.masked_any()
                or self.app.hw.clock.ticks_diff(now_ms, self._seen_at) >= MENU_MS)

    def moved(self):
        """The occupancy changed since the last look (dismisses the news)."""
        if self.hall is None:
            return False
        return self.observed() != self.fields_now()

    def fields_now(self):
        """The game's magician fields, made once per action: the flow asks
        every poll, and a list a poll would keep the collector busy."""
        g = self.app.game
        c = self._now
        if c is None or c[0] is not g or c[1] != len(g.history):
            c = self._now = (g, len(g.history), inf.fields_now(g.mags))
        return c[2]

    def shown(self, note=None):
        """The roll screen (note None) or the move screen with its note,
        made once per action and note: the flow shows it every poll, and
        rows made every poll would keep the collector busy."""
        app = self.app
        g = app.game
        if self._rows_game is not g or self._rows_n != len(g.history) or self._rows_note != note:
            self._rows_game = g
            self._rows_n = len(g.history)
            self._rows_note = note
            self._rows = self.roll_screen() if note is None else self.screen(g, note)
        if app.rows != self._rows or app.hl != -1:
            app.show(self._rows)

    def observed(self):
        # a new list only when the debounced occupancy changed: the loop runs
        # every 10 ms and should not churn the heap
        hall = self.hall
        if hall.changed or self._obs is None:
            hall.changed = False
            self._obs = hall.fields()
        return self._obs

    def decide(self, ev):
        g = self.app.game
        if g.phase == "roll":
            if self.put_back(words().NOT_YET[0]):
                return None  # ROLL too: the die first, then the move
            self._in_turn = False  # put back: the board shows the game
            self.shown()
            if ev == ("roll", PRESS):
                return ("roll",)
            return None
        return self.judge(ev)

    def roll_screen(self):
        g = self.app.game
        roll, press, chips = words().ROLL_SCREEN
        return [roll % present.seat_name(g, g.seat), press, chips % g.chips()]

    def put_back(self, title):
        """True while the board differs from the game where no move may be
        read (before ROLL, or after a hand moved a magnet while the wheel
        turned): the screen says so under `title` and which magnet goes
        where, and the box beeps once per position."""
        obs = self.observed()
        now = self.fields_now()
        if obs == now:
            self._judged = None
            return False
        self.complain(obs, None, title)
        return True

    def complain(self, obs, detail, title=None, menu=False):
        """Say once per wrong position what to put right (detail: the fields
        that should be empty and those that should be taken; None: from
        the game's fields, made only when it is said)."""
        faults = self.hall.report()
        key = (obs, len(faults), menu)
        if self._judged == key:
            if self.app.rows != self._said:
                self.app.show(self._said)  # back from another screen (the status pages)
            return  # said already: beep once per wrong position
        beep = self._judged is None or self._judged[0] != obs
        self._judged = key
        if detail is None:
            now = self.fields_now()
            detail = ([f for f in obs if f not in now], [f for f in now if f not in obs])
        extra, missing = detail
        todo = fixes(self.app.game.mags, obs)
        self.note = todo[0] if todo else ""
        rows = [title or words().NOT_ALLOWED] + todo[:3]
        for kind, sensor, field in faults:
            # only a sensor that contradicts itself is blamed; one that reads
            # a magnet the game does not expect is the player's to put right
            if kind == "chatter" and (field in extra or field in missing):
                rows.append(words().SENSED[3] % sensor)
                break
        if menu:
            rows = rows[:5] + [words().BY_MENU[0]]
        self._said = rows
        self.app.show(rows)
        if beep:
            self.app.sound("error")

    def screen(self, g, note):
        W = words()
        start, ghosts = W.SENSED[:2]
        rows = [present.prompt(g)]
        if g.phase == "away":
            rows.append(present.how_far(g))
        elif g.phase == "setup":
            rows.append(start)
        elif g.gdie:
            rows.append(ghosts % (lookup(W.COLOURS, g.gdie[0], g.gdie[0]), g.gdie[1]))
        if note:
            rows.append(note)
        return rows

    def taking(self, g, act):
        """The screen while the box waits for the board to hold still:
        the move it read, so the person sees at once that it was taken."""
        rows = [present.label(g, act), words().SENSED[4]]
        if act[0] in ("move", "away"):
            rows.insert(0, present.magician(act[1]))
        return rows

    def watch(self):
        """(the sensed fields, now in ms, whether they changed since the last
        look): a change restarts the clock the board must hold still by,
        from when the sensors first read it (a look held back by a frame
        on the OLED does not make the wait longer). After a reset (a move
        played, an undo) the wait starts at this look."""
        obs = self.observed()
        now_ms = self.app.hw.clock.ticks_ms()
        changed = obs != self._seen
        if changed:
            self._seen_at = now_ms if self._seen is None else self.hall.moved_at
            self._seen = obs
        return obs, now_ms, changed

    def judge(self, ev=None):
        """The action the board shows, once it has held still for SETTLE_MS."""
        g = self.app.game
        clock = self.app.hw.clock
        obs, now_ms, changed = self.watch()
        if changed:
            self._judged = None
        if self._in_turn:
            if self.put_back(words().NOT_YET[1]):
                return None
            self._in_turn = False  # put back: the next change is a move
        key = len(g.history)
        if self._verdict is None or self._verdict[0] is not obs or self._verdict[1] != key:
            # one magician off its field: only its actions can match
            self._verdict = (obs, key, inf.infer(g.mags, g.legal(inf.lifted(g.mags, obs)), obs))
        verdict, detail = self._verdict[2]
        if verdict == inf.SAME:
            self.shown(words().SENSED[2] if detail else "")
            if detail and ev == ("confirm", PRESS):
                return detail[0]
            return None
        if clock.ticks_diff(now_ms, self._seen_at) < SETTLE_MS:
            if changed and verdict == inf.ACTION:
                # at once: the move counts once the board holds still
                self.app.show(self.taking(g, detail))
            return None
        if verdict == inf.ACTION:
            return detail
        if verdict == inf.PENDING:
            m, exits = detail
            if exits:
                self.choice %= len(exits)
                lifted, ok, other = words().LIFTED
                self.app.show(
                    [lifted % present.magician(m), ok, present.label(g, exits[self.choice]), other]
                )
                if ev == ("roll", PRESS):
                    self.choice += 1
                if ev == ("confirm", PRESS):
                    a = exits[self.choice]
                    self.choice = 0
                    return a
            else:
                in_hand, put_down = words().IN_HAND
                rows = [in_hand % present.magician(m), put_down]
                if self.offer_menu(now_ms):
                    rows.append(words().BY_MENU[0])
                    if ev == ("confirm", PRESS):
                        self.to_menu(obs)
                self.app.show(rows)
            return None
        menu = self.offer_menu(now_ms)
        if menu and ev == ("confirm", PRESS):
            self.to_menu(obs)
            return None
        self.complain(obs, detail, menu=menu)
        return None
