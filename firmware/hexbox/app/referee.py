# The referee app: any game of the registry on the box, over the engine
# contract (games/CONTRACT.md) and the game's presentation module.
#
# The acting seat picks from the legal actions in a menu (ROLL next, BACK
# previous, OK choose; hold ROLL for the status pages, hold BACK to undo).
# Chance shows as it happens: the lines of every action's events stay on
# the screen until a button is pressed. A seat with something hidden is
# asked for first ("Pass to Red, then OK"), and its private screen is gone
# before the next seat is asked. A seat's secrets (its hand on the status
# pages too) show only after its own pass screen: after an undo, a resume
# or another seat's turn, the status pages ask for the box first. The log is saved after every
# action; a
# restart replays it, and so does undo (without the last action: chance
# comes from the seed, so an undo never re-rolls a die).
#
# Seats the box plays are decided by its good bot (hexbox.core.bot) and
# announced; where a piece must be moved on a board with hall sensors, the
# box asks for it and goes on when the sensors agree (on a box without
# sensors, the announcement stays until OK). Holding OK shows that bot's
# move for the acting seat as a hint. Which seats are people's and which the
# box's: config "bots" at first, then the seats screen, shown when the box
# starts a new game after one is over and by holding BACK before the first
# action; the saved game keeps them. On a box with the setup screen
# (hexbox.app.setup_screen), "OK: new game" stops the referee for it.
#
# A table (optional) is the game's own hardware (a wheel, hall sensors under
# the fields), named by its box profile (hexbox.app.boxes). It may read a decision off the board
# instead of the menu, and acts on the events (the wheel turns).

import sys

from hexbox.app import menu as mn
from hexbox.app.box_app import POLL_MS, BoxApp
from hexbox.app.speech import refusal, say, words
from hexbox.core import heap
from hexbox.core.errors import IllegalAction
from hexbox.core.lines import count
from hexbox.core.rng import Rng
from hexbox.core.text import pages, wrap
from hexbox.hw.buttons import LONG, PRESS
from hexbox.hw.watchdog import feed

ROWS = 6  # text rows on a 128 x 64 OLED
NEWS_ROWS = 5  # event rows per page, above the "OK" row
PICTURE = ["(picture)"]  # self.rows while the OLED shows a drawing
QUIET_POLLS = 9  # a quiet screen is looked at again every 10th poll (100 ms)
# a menu's rows stand this long before its cursor's row is highlighted and
# OK plays it: an OK that ended the news (or the pass screen, or opened a
# group) and the next, pressed before the new rows were read, are no move
SEEN_MS = 600
BOT_SEED = 7919  # the box's bot's own seed (never the game's: that would rebuild hidden cards)


def rows_of(lines):
    """Event lines (up to two OLED rows each) as OLED rows, a line's rows on
    one page of news: a line that would go over to the next page starts it
    ("Boo! Ghost 3 on" on one page and "Conrad" on the next read as two)."""
    out = []
    for s in lines:
        rows = wrap(s)
        room = NEWS_ROWS - len(out) % NEWS_ROWS
        if len(rows) > room and len(rows) <= NEWS_ROWS:
            out.extend([""] * room)
        out.extend(rows)
    return out


class Referee(BoxApp):
    def __init__(self, hw, make_game, present, fs, seed_source, players=2, variant=(),
                 game_name="game", table=None, bots=()):
        BoxApp.__init__(self, hw, fs, seed_source, game_name)
        self.make_game = make_game  # (players, seed, variant) -> Game
        self.present = present
        self.players = players  # None: the game's own default
        self.variant = tuple(variant)
        self.table = table(self) if table is not None else None
        self.game = None
        self.record = None
        self.menu = None
        self.menu_at = -1  # history length the menu was built for
        self.litter = False  # a new state's menu is up: the first idle poll collects
        self.cleared = -1  # the seat that passed the "Pass to" screen
        self.news = []  # OLED rows of the last action's events, until a press
        self.drawn = None  # events a picture is drawn for (the flight's top view)
        self.pages = None  # status pages while shown
        self.page = 0
        # ROLL held: the status pages, once the box is passed if they hold secrets
        self.pages_asked = False
        self.hl = -1  # the highlighted row (menu cursor) of self.rows
        self.menu_shown = None  # the menu whose rows the OLED shows, unchanged since
        self.shown_depth = 0  # ...and how deep in its groups (0: its top rows)
        # ticks_ms from which the menu on the OLED counts as seen, or None
        # once its highlighted row is up (OK plays it only then)
        self.seen_at = None
        # (game, history length, the result's screen, the row its next
        # screen starts at or 0): the result, read once
        self.ended = None
        self.on_events = None  # f(events): a probe after each action (the simulators' log)
        self.bots = bots  # seats the box plays with its good bot (hexbox.core.bot)
        self.bot = None  # the bot, made at a box turn and dropped after it
        self.bot_why = None  # the last decision's reason (the hint's line)
        self.box_move = None  # a box seat's move waiting for its magnet to be moved
        self.held = False  # an undo happened: the box waits for OK before it plays
        self.seating = None  # while the seats screen is open: the box's seats so far
        self.seat_at = 0  # its cursor: a seat, or the seat count for "Start"
        self.unsaved = False  # an action is played and on the screen, its save comes next step
        self.quiet = 0  # polls left that skip the step: nothing was pressed or changed (look())
        self.to_setup = False  # the app stopped for the setup screen

    def show(self, rows, hl=-1, drawn=False):
        """Put rows on the OLED (hl: the menu cursor's row, drawn inverted).
        drawn: the display already holds a picture; rows only say so."""
        self.menu_shown = None
        if not isinstance(rows, list):
            rows = list(rows)  # a tuple never equals the list shown: it would redraw every poll
        if rows == self.rows and hl == self.hl:
            return  # unchanged (most polls): no copy, no frame
        rows = self.rows = list(rows)  # a copy: a caller may change its list later
        self.hl = hl
        d = self.hw.display
        if d is not None and not drawn:
            d.lines(rows, hl)

    # -- boot and persistence --------------------------------------------------
    def boot(self):
        self.show(list(words().STARTING))
        if self.table is not None:
            self.table.boot()
        self.resume()
        if self.table is not None:
            self.table.align()

    def replay(self, players, seed, variant, actions):
        g = self.make_game(players, seed, variant)
        for a in actions:
            g.play(a)
            feed()  # a long game's replay outlasts the watchdog
        return g

    def resume(self):
        """The newest saved game that replays; a newer one that does not (a
        log of another version or game) is refused and kept, never written
        over with a new game while an older good one exists."""
        rec = self.log.load(self.replayed)
        if rec is None:
            self.new_game(self.last_seed)
            return
        self.game = self.log.accepted
        self.log.accepted = None
        if "bots" in rec:
            self.bots = tuple(rec["bots"])
        rec["actions"] = self.game.history  # the game's list, not a second copy (RAM)
        self.record = rec
        self.status = count(words().RESUMED, len(rec["actions"]))

    def replayed(self, rec):
        """The game a saved record rebuilds, or None (the log's accept test)."""
        if rec.get("game") != self.game_name:
            return None
        try:
            return self.replay(rec["players"], rec["seed"], tuple(rec["variant"]), rec["actions"])
        except (IllegalAction, ValueError, KeyError, TypeError):
            return None

    def new_game(self, last=None):
        """A game from the seed source. After a game of seed `last` the next
        one is mixed from both: a fixed seed in config.json (a link, a
        classroom) would deal the very same game again and again. The last
        seed is stirred before the mix: the game a link dealt has the
        config's own seed (and the page writes each new game's seed there),
        and a plain seed ^ last of two equal seeds is 0, one game for all."""
        seed = self.seed_source()
        if last is not None:
            seed = Rng(seed ^ Rng(last).next32()).next32() & 0x3FFFFFFF
        self.game = self.make_game(self.players, seed, self.variant)
        self.record = {
            "game": self.game_name,
            "players": self.game.config()["players"],
            "seed": seed,
            "variant": list(self.variant),
            "actions": [],
            "bots": list(self.bots),
        }
        self.log.save(self.record)
        self.status = words().NEW_GAME
        self.forget()

    def save(self, calm=True):
        """Save the log; False (and the reason as the news) when the flash would not take it."""
        # the game's own list: a copy would hold every action twice in RAM
        self.record["actions"] = self.game.history
        self.unsaved = False
        ok = self.log.save(self.record)
        if not ok:
            self.news = wrap(self.log.error)  # the flash would not take it: say so, play on
            self.sound("error")
        if calm:
            heap.calm()  # the action is applied and saved
        return ok

    def sole_person(self, seat):
        """True when `seat` is the only seat people play (the box plays the
        rest): nobody else at the table, so its hand needs no new pass
        screen after the box's turns (an undo or a restart still asks)."""
        return seat >= 0 and seat not in self.bots and len(self.bots) == self.game.players - 1

    def forget(self):
        """Drop what was built for the state before (menu, private screen)."""
        self.menu = None
        self.pages = None
        self.pages_asked = False
        self.cleared = -1

    # -- the flow ----------------------------------------------------------------
    async def flow(self, stop_when_over=False):
        try:
            while not self.stopped:
                if self.game.over and stop_when_over and not self.news:
                    self.save_now()
                    self.show(self.end_rows())
                    self.stopped = True
                    return
                played = self.unsaved
                t = self.table
                if self.inbox or self.quiet == 0 or (t is not None and t.stirred()):
                    await self.look()
                else:
                    self.quiet -= 1
                if played:
                    self.save_now()
                await self.pause(POLL_MS)
        finally:
            self.save_now()  # stopped or quit (the simulator's q, Ctrl-C): nothing played is lost

    async def look(self):
        """One step. A step with no press that changed nothing on the screen
        or in the game (a person thinking) makes the next QUIET_POLLS polls
        skip the step: it costs some 1.5 ms of a Pico's 10 ms poll (2 ms on
        a box that reads its board), and the box answers a press at the next
        poll as before. A board that reads a change wakes the flow at once
        (stirred), and while its pieces settle (a wait that counts time) the
        flow looks at every poll."""
        rows, hl, g = self.rows, self.hl, self.game
        n = len(g.history) if g is not None else -1
        pressed = len(self.inbox)
        await self.step()
        g2 = self.game
        t = self.table
        same = (not pressed and (t is None or t.still()) and not self.unsaved and rows is self.rows
                and hl == self.hl and g2 is g and g is not None and len(g.history) == n)
        self.quiet = QUIET_POLLS if same else 0

    def save_now(self, calm=True):
        """Save an action played in an earlier step, once the step after it
        has put the next screen up: a press is answered at once and the
        flash's erases (45 ms each) come after. A power cut before then
        loses only that action, which the seed replays the same."""
        if self.unsaved and not self.save(calm):
            self.drawn = None
            self.show_news()  # the flash would not take it: the box says so

    async def step(self):
        """One look at the buttons (and the board) and one screen."""
        ev = self.take()
        if self.seating is not None:
            self.seats(ev)
            return
        if ev == ("back", LONG):
            if self.game.history:
                self.undo()
            else:  # nothing played yet: who plays is still open
                self.open_seats()
            return
        t = self.table
        if t is not None and t.out_of_place(ev):
            return  # the pieces first: the board must show the game before play goes on
        if self.news:
            self.show_news()
            if ev is None and not (t is not None and t.moved()):
                return
            self.next_news()
            if (ev == ("confirm", LONG) or ev == ("roll", LONG)) and not self.news:
                pass  # held on the last news: read, and the hint or status asked for comes at once
            # ROLL on a table that rolls by ROLL reads on and rolls
            elif self.news or ev != ("roll", PRESS) or t is None or not t.reads(self.game):
                return
        if self.pages is not None:
            self.status_pages(ev)
            return
        g = self.game
        if g.over:
            self.end_rows()  # the result, built once for this end
            more = self.ended[3]  # pyright: ignore[reportOptionalSubscript]
            if ev == ("confirm", PRESS) and more:
                self.end_page(more)  # the rest of the result first
                ev = None
            elif ev == ("roll", PRESS):
                self.end_page(0)  # from its top again
            self.show(self.end_rows())
            if ev == ("confirm", PRESS):
                self.log.clear()
                if self.then_setup:
                    self.to_setup = self.stopped = True
                    return
                self.new_game(g.seed)
                self.open_seats()
            return
        seat = g.current
        p = self.present
        if seat in self.bots:
            if ev == ("roll", LONG):  # the status pages, as a box seat shows them to all
                self.pages = self.status_rows(seat)
                self.page = 0
                self.status_pages(None)
                return
            if self.held:  # after an undo the box waits: people may undo on past it
                self.show([words().BOX_SEAT % p.seat_name(g, seat)] + list(words().PLAYS_NEXT))
                if ev == ("confirm", PRESS):
                    self.held = False
                return
            await self.box_turn(seat)
            return
        await self.person_turn(ev, seat)

    async def person_turn(self, ev, seat):
        """A person's seat: its pass screen, a hint, its status pages, then
        its move on the table or through the menu."""
        g = self.game
        p = self.present
        t = self.table
        if ev == ("roll", LONG):
            # pages that show this seat's secrets need its pass screen first
            self.pages_asked = True
            ev = None
        secret_pages = (
            self.pages_asked and self.cleared != seat and p.status(g, seat) != p.status(g, -1)
        )
        if (p.private(g, seat) or secret_pages) and self.cleared != seat:
            W = words()
            self.show([W.PASS_TO, p.seat_name(g, seat), W.THEN_OK, "",
                       W.ONLY % p.seat_name(g, seat)])  # a seat name is at most 8
            if ev == ("confirm", PRESS):
                self.cleared = seat
            elif ev is not None and not p.private(g, seat):
                self.pages_asked = False  # the status was not wanted after all
            return
        if ev == ("confirm", LONG):  # a hint for learners: what the box would play, and why
            self.news = self.hint(seat)
            self.show_news()
            return
        if self.pages_asked:
            self.pages_asked = False
            self.pages = self.status_rows(seat)
            self.page = 0
            self.status_pages(None)
            return
        if t is not None and t.reads(g):
            act = t.decide(ev)
            if act is not None:
                await self.apply(act)
            return
        await self.choose(ev)

    async def choose(self, ev):
        g = self.game
        m = self.current_menu()
        clock = self.hw.clock
        if self.menu_shown is not m or self.shown_depth != len(m.path):
            # a menu (or sub-menu) the OLED does not show yet: a press now
            # was meant for the screen before it (the last news page, the
            # pass screen, a double click on the row that opened it)
            ev = None
            self.seen_at = clock.ticks_add(clock.ticks_ms(), SEEN_MS)
        elif self.seen_at is not None:
            if ev is None or ev == ("confirm", PRESS):
                if clock.ticks_diff(clock.ticks_ms(), self.seen_at) < 0:
                    # its rows are up, not yet read: OK here plays nothing
                    self.collect_litter()
                    return
                ev = None  # read: its highlighted row comes now
            self.seen_at = None  # ROLL or BACK: the person steers this menu
        elif ev is None:
            # nothing pressed and the OLED shows this menu: reading its rows
            # again every poll would hold back the button task
            self.collect_litter()
            return
        if ev == ("roll", PRESS):
            m.next()
        elif ev == ("back", PRESS):
            m.back()
        elif ev == ("confirm", PRESS):
            act = m.choose()
            if act is not None:
                # the menu (its actions, a list the engine's play makes again) goes first
                m = self.menu = None
                await self.apply(act)
                return
        if self.shown_depth != len(m.path):
            self.seen_at = clock.ticks_add(clock.ticks_ms(), SEEN_MS)  # a group opened or left
        title = m.title() or self.present.prompt(g)
        items = m.rows(ROWS - 1)
        hl = -1
        if self.seen_at is None:  # the cursor's row, once the menu has been seen
            for i in range(len(items)):
                if items[i][0] == ">":
                    hl = i + 1
        self.show([title[:mn.COLS]] + [r[1:] for r in items], hl)
        self.menu_shown = m
        self.shown_depth = len(m.path)

    def collect_litter(self):
        if self.litter:
            # the person reads the menu: a collection now, not waited for,
            # leaves the move to come (a flight, its save) a heap without
            # the garbage of the screens since the last action
            self.litter = False
            heap.calm()

    async def box_turn(self, seat):
        """A seat the box plays: its bot decides from the seat's view only;
        the move is announced ("Box (Red): Curve 4 left") above its events,
        which stay on the screen until a person presses (and moves the
        piece). Where the table reads the move off the board, the box asks
        for the piece first and plays the move (its wheel's turn) once the
        sensors agree. Nothing private is shown: nobody passed the box to it."""
        g = self.game
        name = self.present.seat_name(g, seat)
        title = words().BOX_SEAT % name
        t = self.table
        sensed = t is not None and t.moves_piece(g)
        act = self.box_move
        if act is None:
            # a working frame: a decision may take a second
            self.show([title, words().THINKING])
            await self.pause(0)
            act = self.decide(seat)
            if sensed and t.ask_for(act, title):  # pyright: ignore[reportOptionalMemberAccess]
                # the magnet first: the flow shows the table's put-right
                # screen until the sensors agree, then comes back here
                self.box_move = act
                return
        self.box_move = None
        label = self.named(g, act)
        # a secret choice (a role picked, a bid) is told only as made: the
        # public history leaves it out, and so does the announcement
        seen = g.seen(-1) if self.present.private(g, seat) else -1
        await self.apply(act)
        if seen >= 0 and g.seen(-1) == seen:
            if not self.news and g.current == seat and not g.over and self.present.private(g, seat):
                # more secret choices of this seat come (a hand of roles picked
                # one by one): one screen tells them all, once they are made
                self.inbox = [e for e in self.inbox if e[1] != PRESS]
                return
            said = words().BOX_CHOSE % name
        else:
            said = words().BOX_SAYS % (name, label)
        if sensed and self.game is g:
            t.after_box_move(title)  # pyright: ignore[reportOptionalMemberAccess]
        # a click made while the box thought (its working frame up) was not
        # meant for the move it now announces, which stays until a person
        # presses on it (a hold is kept: BACK held undoes)
        self.inbox = [e for e in self.inbox if e[1] != PRESS]
        self.news = rows_of([said]) + self.news
        if self.news:
            self.show_news()

    # -- the seats screen ---------------------------------------------------------
    def open_seats(self):
        self.seating = list(self.bots)
        self.seat_at = 0
        self.seats(None)

    def seats(self, ev):
        """Each seat a person's or the box's: ROLL next, BACK previous, OK
        swaps the seat, or on the last row starts the game."""
        g = self.game
        n = g.players
        box = self.seating if self.seating is not None else []
        if ev == ("roll", PRESS):
            self.seat_at = (self.seat_at + 1) % (n + 1)
        elif ev == ("back", PRESS):
            self.seat_at = (self.seat_at - 1) % (n + 1)
        elif ev == ("confirm", PRESS):
            s = self.seat_at
            if s == n:
                self.bots = tuple(sorted(box))
                self.seating = None
                self.record["bots"] = list(self.bots)
                self.save()
                self.show([])
                return
            if s in box:
                box.remove(s)
            else:
                box.append(s)
        W = words()
        rows = []
        for s in range(n):
            who = W.SEAT_BOX if s in box else W.SEAT_PERSON
            rows.append(("%s: %s" % (self.present.seat_name(g, s), who))[:mn.COLS])
        rows.append(W.START_GAME[:mn.COLS])
        first = max(0, self.seat_at - (ROWS - 2))  # the cursor's row stays on the screen
        page = rows[first:first + ROWS - 1]
        self.show([W.SEATS_TITLE] + page, self.seat_at - first + 1)

    def good_bot(self):
        if self.bot is None:
            self.bot = self.make_bot("good")
        return self.bot

    def make_bot(self, level):
        """The box's bot at `level`, on the board the game is played on (a
        box's own wheel motor is public)."""
        from hexbox.games import bot

        return bot(self.game_name, level, BOT_SEED, board=getattr(self.game, "board", None))

    def decide(self, seat):
        """The good bot's move for `seat`, from that seat's view only; its
        reason goes to self.bot_why."""
        g = self.game
        # the legal actions first, on a heap without the bot's code and the
        # view: some (where a flyer may start) lay out shapes by the dozen
        acts = g.actions()
        self.forget_words()
        heap.calm()
        b = self.good_bot()
        view = g.search_view(seat)
        # the search starts on a collected heap, not above the loading's garbage
        heap.calm()
        try:
            act = b.choose(view, acts, seat)
        except RuntimeError as e:
            # the search went deeper than a Pico's C stack allows (8 KB, a
            # box turn starting some 3 KB down inside the app's tasks): the
            # easy bot's plausible move instead of a fault screen mid-game
            if "recursion" not in str(e):
                raise
            b = None
            heap.calm()
            b = self.make_bot("easy")
            act = b.choose(view, acts, seat)
        view = acts = None
        self.bot_why = b.why
        b = None
        self.drop_bot()
        return act

    def forget_words(self):
        """The word tables (the game's and the referee's) leave the heap
        while the bot decides, the app's fullest moment on the chip (a
        flight laid out beside the bot's code and its view): the next
        screen loads them again (a few ms)."""
        from hexbox.app.speech import forget
        from hexbox.games import forget_words

        forget_words(self.game_name)
        forget("")

    def drop_bot(self):
        """The bot's code and the search's garbage leave the heap before the
        move is applied and saved (the app's fullest moment, collected only
        at its end): a box turn then needs no more room than a person's.
        The next box turn loads the bot again (a few ms)."""
        self.bot = None
        from hexbox.games import bot_module_name

        mine = bot_module_name(self.game_name)  # and the modules it split off (bot_*)
        heap.unload([k for k in sys.modules if k.startswith(mine)]
                    + ["hexbox.core.bot", "hexbox.core.search"])
        heap.calm()

    def hint(self, seat):
        """OLED rows: the good bot's move for the acting seat (whose screen
        is open: the pass screen came first) and its reason."""
        g = self.game
        act = self.decide(seat)
        why = say(self.bot_why, (), self.game_name) if self.bot_why else None
        return rows_of([words().HINT + self.named(g, act)] + ([why] if why else []))

    def current_menu(self):
        g = self.game
        n = len(g.history)
        if self.menu is None or self.menu_at != n:
            self.menu = mn.Menu(self.present, g, g.actions())
            self.litter = self.menu_at != n  # a new state's first menu: collect once it is shown
            self.menu_at = n
        return self.menu

    # -- acting ------------------------------------------------------------------
    async def apply(self, action):
        g = self.game
        actor = g.current
        p = self.present
        viewer = actor if p.private(g, actor) and self.cleared == actor else -1
        slow = isinstance(action, tuple) and action and action[0] in getattr(p, "SLOW", ())
        if slow:
            # the press answered at once: the play, or the screen after it,
            # takes a Pico longer than a person waits without a sign (a
            # secret choice shows only whose it is)
            said = p.seat_name(g, actor) if p.private(g, actor) else self.named(g, action)
            self.show([said[:mn.COLS], words().WORKING])
        heap.hold()  # no collection until the wheel turned: calm() below collects
        try:
            events = g.play(action)
        except IllegalAction as e:
            heap.calm()
            self.show([words().NOT_ALLOWED] + wrap(refusal(e, self.game_name))[:ROWS - 1])
            self.sound("error")
            await self.pause(POLL_MS)
            return
        self.unsaved = True  # played: a stop from here on (a quit) saves it
        if actor in self.bots or slow:
            # a box seat's move, or one whose working frame is up: no press
            # waits on its next frame, and the play's garbage (a flight laid
            # out, a game's end) would lie under its lines and picture, the
            # app's lowest free heap on a Pico; collected first (the hold
            # stays: the wheel's first steps come without a pause)
            heap.calm()
            heap.hold()
        if self.table is not None:
            self.table.start(events)  # the wheel's first steps, while the lines are drawn
        self.menu = None
        if g.current != actor and not self.sole_person(self.cleared):
            self.cleared = -1  # the next seat must not see the last one's screen
        lines = []
        for e in events:
            s = p.line(g, e, viewer)
            if s:
                lines.append(s)
        self.news = rows_of(lines)
        if self.on_events is not None:
            self.on_events(events)
        draw = getattr(p, "picture", None)
        if draw is not None and self.hw.display is not None and self.news:
            self.drawn = events
        if self.news:
            self.show_news()
        if self.table is not None:
            # the wheel's turn (begun above) ends once the screen shows the
            # news, and the save comes once it stands: a restart homes the
            # wheel and turns it to the step of the game it finds (a cut
            # before the save loses this action, which the seed plays again
            # the same). The sounds come when it stopped (a ghost's touch is
            # heard then).
            self.table.after(events)
            self.save_now(calm=False)
        await self.pause(0)
        for e in events:
            name = p.sound(e)
            if name is not None:
                self.sound(name)
        if self.news or self.table is not None or slow:
            # the action is applied and shown (on a table: saved, the wheel
            # still); after a slow one the working frame is up, and the
            # screen after it (a menu that fits every heading to the table)
            # is built on a collected heap, not on the action's garbage
            heap.calm()
        # else the next screen (a menu, a pass screen) comes first and the
        # save after it collects: a Pico's collection takes 20 to 40 ms

    def redraw(self, rows):
        if rows == PICTURE:
            self.rows = []  # show_news() draws the picture again
        else:
            self.show(rows)

    def show_news(self):
        if self.drawn is not None:
            if self.rows == PICTURE:
                return  # drawn once; it stays until a press
            d = self.hw.display
            if self.present.picture(self.game, d, self.drawn):
                self.show(PICTURE, -1, True)
                d.show()
                return
            self.drawn = None
        page = self.news[:NEWS_ROWS]
        more = len(self.news) > NEWS_ROWS
        self.show(page + [words().OK_MORE if more else words().OK])

    def next_news(self):
        if self.drawn is not None:
            self.drawn = None  # the picture first, then the lines
            return
        self.news = self.news[NEWS_ROWS:]

    def undo(self):
        g = self.game
        h = g.history
        if not h:
            self.news = [words().NOTHING_TO_UNDO]
            return
        last = h[-1]
        r = self.record
        prev = self.replay(r["players"], r["seed"], tuple(r["variant"]), h[:-1])
        self.game = prev
        self.box_move = None  # a box seat's move still asked for: decided again when due
        self.save()
        self.forget()
        self.news = [words().UNDONE]
        self.held = True
        p = self.present
        if p.private(prev, prev.current):  # whose move, not what it was
            self.news.extend(wrap(words().SECRET_MOVE % p.seat_name(prev, prev.current)))
        else:
            self.news.extend(wrap(self.named(prev, last)))
        if self.table is not None:
            self.table.after_undo()

    def named(self, g, action):
        """Action's label with its piece: a grouped label ("to 26") names
        the piece only in its group ("Mila"), which a menu shows above it."""
        p = self.present
        said = p.label(g, action)
        group = p.group(g, action)
        if group and not said.startswith(group):
            said = group + " " + said
        return said

    # -- the other screens -------------------------------------------------------
    def status_rows(self, seat):
        # a seat's own view only once it took the box at its pass screen
        return self.present.status(self.game, seat if self.cleared == seat else -1)

    def status_pages(self, ev):
        # a label stays on the page of its value, a long list goes on under its heading
        shown = pages(self.pages or [], ROWS - 1) or [[]]
        last = len(shown) - 1
        if ev == ("roll", PRESS):
            self.page = self.page + 1 if self.page < last else 0
        elif ev is not None:
            self.pages = None
            return
        self.show(shown[min(self.page, last)] + [words().PAGES_MORE if last else words().OK])

    def end_rows(self):
        """The result screen, read once per game end (the flow shows it every poll)."""
        g = self.game
        n = len(g.history)
        if self.ended is None or self.ended[0] is not g or self.ended[1] != n:
            self.ended = (g, n, None, 0)
            self.end_page(0)
        return self.ended[2]

    def end_page(self, first):
        """The result's rows from `first` on, a screen of them: a result
        longer than the screen (every seat's score with four seats or more)
        says "OK: more" and OK shows the rest, "OK: new game" only under its
        last rows."""
        rows = self.present.result(self.game)
        n = ROWS - 1
        more = first + n if len(rows) > first + n else 0
        page = rows[first:first + n] + [words().OK_MORE if more else words().OK_NEW_GAME]
        self.ended = (self.ended[0], self.ended[1], page, more)
