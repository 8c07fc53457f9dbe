"""Broom Service (alea/Ravensburger 2015) rules engine on the hexbox contract.

Variants (combinable): "storm" (storm clouds mixed in), "fewer_heavy" (storm
clouds with fewer heavy clouds), "mountains" (mountain tiles and amulets),
"back" (back side of the board; brings mountain, forest and hill tiles).
Seats: 0 is the start player (the oldest), clockwise.

Actions:
  ("pick", role)       role selection, one card at a time (hidden)
  ("done",)            end selection ("Mehr oder weniger?") or an action
  ("ftile", kind)      spend a forest tile (0 brave, 1 card, 2 VP)
  ("brave", role) / ("coward", role)     lead or follow a role
  ("gather",) ("move", pawn, region) ("deliver", region, colour, tower)
  ("cloud", space) ("turbo", region) ("mtile", space)     parts of an action
  ("market",) ("moonshine", resource)    take the event instead (cowardly)
  ("bid", n)           blind resource bid at the end of a round (hidden): "Mit
                       leeren Haenden" n resources in the fist; "Einmal alles!"
                       one per resource kind in turn (green, violet, orange,
                       wand; kinds the seat holds none of are skipped), n of
                       that kind, 0 or 1 (one set at most). view()["bids"][seat]
                       holds the seat's entries so far, so the kind asked next
                       is RESOURCES[len(...)]
Events: ("round", r, event) ("enchanted", roles) ("reshuffle",) ("play", seat,
  role, brave) ("pass", seat) ("knocked", seat, role) ("discard", seat, role)
  ("act", seat, role, brave) ("lead", seat) ("vp", seat, delta, reason)
  ("res", seat, kind, delta) ("move"/"turbo", seat, pawn, region)
  ("deliver", seat, region, colour, tower) ("cloud", seat, space, tile)
  ("amulet", seat, space) ("mtile", seat, space, tile) ("ftile_taken", seat,
  tile) ("ftile_used", seat, tile) ("selected", seat) ("bid_placed", seat)
  ("bids", (total in each fist, ...)) ("over", (winners...)).
"""
from micropython import const

from hexbox.core.engine import Engine
from hexbox.core.history import History
from hexbox.core.rng import Rng

from . import acts, round_events
from .board import Board, load
from .data import (
    ALL_AT_ONCE,
    ENCHANTED_PENALTY,
    F_CARD,
    FEWER_HEAVY,
    FOREST_TILES,
    HAND,
    HEAVY_CLOUDS,
    HILL_TILES,
    IN_PLAY,
    MORE_OR_LESS,
    MORE_OR_LESS_VP,
    MOUNTAIN_TILES,
    N_EVENTS,
    N_ROLES,
    OLD_TIMES,
    RESOURCES,
    ROLES,
    ROUNDS,
    START_VP,
    STORM_CLOUDS,
)
from .scoring import final_bonus, winners

SELECT = const(0)
PLAY = const(1)
ACT = const(2)
BID = const(3)
OVER = const(4)
# the steps that follow an action until a seat must choose (Game._go); 0: none
_FOLLOW_ON = const(1)  # the next seat that holds the role follows, or the turn ends
_END_TURN = const(2)
_NEXT_LEAD = const(3)
_FIRST_LEAD = const(4)  # the round's first lead: the turn count stays
_END_ROUND = const(5)
_AFTER_ROUND = const(6)
_ACT_CHECK = const(7)  # a role's action that has nothing left to choose ends
_END_ACT = const(8)
VARIANTS = ("back", "fewer_heavy", "mountains", "storm")

class Game(Engine):
    name = "broom_service"
    PLAYERS = (2, 5)
    VARIANTS = VARIANTS
    PARTS = ("board",)  # a custom board is part of the config
    # every field of the state, in snapshot order
    FIELDS = ("phase", "round", "rng", "event", "events", "ench_deck", "ench", "vp", "res",
              "pawns", "hand", "played", "sel_done", "extra", "clouds", "won", "tower_full",
              "tower_off", "mtile", "amulet", "ftile", "fhold", "htile", "leader", "role",
              "brave_seat", "follow", "done_roles", "turn_no", "act", "tasks", "bids", "late",
              "secret")
    HEAVIEST = (5, ("back", "mountains", "storm"))  # bench: most seats, tiles, clouds
    # actions a shared display must not show: role picks and blind bids, and
    # ("done",) while roles are chosen (under "Mehr oder weniger?" it would
    # tell how many were picked)
    SECRET_ACTIONS = ("pick", "bid")

    def __init__(self, players=4, seed=0, variant=(), board=None):
        Engine.__init__(self, players, seed, variant)
        vs = []
        for v in self.variant:
            if v not in vs:
                vs.append(v)
        vs.sort()
        self.variant = tuple(vs)  # one order: the same game has one config
        self.custom_board = board
        self._setup_board()
        self._setup()

    # ---- set-up -------------------------------------------------------
    def _setup_board(self):
        if self.custom_board is not None:
            self.board = Board.from_dict(self.custom_board)
        else:
            self.board = load("back" if "back" in self.variant else "front")
        self.back = "back" in self.variant
        # mountain tiles may be used on the front and must be used on the back
        self.mountains = self.back or "mountains" in self.variant

    def _setup(self):
        P = self.players
        b = self.board
        rng = Rng(self.seed)
        self.history = History()
        self.secret = []
        self.vp = [START_VP] * P
        # one potion per colour; start player and last player 1 wand, others 2
        self.res = [[1, 1, 1, 1 if s in (0, P - 1) else 2] for s in range(P)]
        self.pawns = [[b.castles[0], b.castles[1]] for _ in range(P)]
        self.hand = [[] for _ in range(P)]
        self.played = [[] for _ in range(P)]
        self.sel_done = [0] * P
        self.extra = [0] * P
        pool = list(range(len(HEAVY_CLOUDS)))
        if "fewer_heavy" in self.variant:
            rng.shuffle(pool)
            pool = pool[:FEWER_HEAVY]
        if "storm" in self.variant or "fewer_heavy" in self.variant:
            pool += [len(HEAVY_CLOUDS) + i for i in range(len(STORM_CLOUDS))]
        rng.shuffle(pool)
        self.clouds = pool[:len(b.cloud_spaces)]
        self.clouds += [-1] * (len(b.cloud_spaces) - len(self.clouds))
        self.won = [[] for _ in range(P)]
        self.tower_full = [0] * len(b.towers)
        self.tower_off = [0] * len(b.towers)
        ev = list(range(N_EVENTS))
        rng.shuffle(ev)
        self.events = ev[:IN_PLAY]
        self.ench_deck = []
        if P < 5:
            self.ench_deck = list(range(N_ROLES))
            rng.shuffle(self.ench_deck)
        self.ench = []
        self.mtile = []
        self.amulet = [[] for _ in range(P)]
        if self.mountains:
            tiles = list(MOUNTAIN_TILES)
            rng.shuffle(tiles)
            self.mtile = tiles[:len(b.mountain_spaces)]
            self.amulet = [[0] * len(self.mtile) for _ in range(P)]
            for sp in b.mountain_spaces:
                for t in sp[1]:
                    self.tower_off[t] = 1  # covered towers lose their function
        self.ftile = []
        self.fhold = [[] for _ in range(P)]
        self.htile = []
        if self.back:
            tiles = list(FOREST_TILES)
            rng.shuffle(tiles)
            self.ftile = tiles[:len(b.forest_spaces)]
            tiles = list(range(len(HILL_TILES)))
            rng.shuffle(tiles)
            self.htile = tiles[:len(b.hill_spaces)]
        self.rng = rng.state
        self.round = 0
        self.leader = 0
        self.role = -1
        self.brave_seat = -1
        self.follow = 0
        self.done_roles = []
        self.turn_no = 0
        self.act = [-1, -1, 0, 0, 0, 0]  # seat, role, brave, fresh, tile used, continuation
        self.tasks = []
        self.bids = [[] for _ in range(P)]  # blind bids: see round_events
        self.late = 0
        self.event = -1
        self.phase = SELECT
        self.setup_events = []
        self._begin_round(self.setup_events)

    # ---- bookkeeping every change goes through ---------------------------
    def _vp(self, seat, delta, why, ev):
        if delta:
            self.vp[seat] += delta
            ev.append(("vp", seat, delta, why))

    def _res(self, seat, kind, delta, ev):
        if delta:
            self.res[seat][kind] += delta
            ev.append(("res", seat, kind, delta))

    def _shuffle(self, items):
        r = Rng.from_state(self.rng)
        r.shuffle(items)
        self.rng = r.state

    # ---- rounds ----------------------------------------------------------
    def _begin_round(self, ev):
        P = self.players
        self.event = self.events[self.round]
        ev.append(("round", self.round, self.event))
        n = 5 - P
        if n > 0:
            if len(self.ench_deck) < n:
                deck = list(range(N_ROLES))
                self._shuffle(deck)
                self.ench_deck = deck
                ev.append(("reshuffle",))
            self.ench = sorted(self.ench_deck[:n])
            self.ench_deck = self.ench_deck[n:]
            ev.append(("enchanted", tuple(self.ench)))
        for s in range(P):
            self.hand[s] = []
            self.played[s] = []
            self.sel_done[s] = 0
            self.extra[s] = 0
        self.done_roles = []
        self.turn_no += 1
        self.late = 0
        self.phase = SELECT

    def hand_limits(self, s):
        """(fewest, most) roles seat s picks this round."""
        if self.event == MORE_OR_LESS:
            lo, hi = MORE_OR_LESS_VP[0][0], MORE_OR_LESS_VP[-1][0]
        else:
            lo = hi = HAND
        return lo + self.extra[s], hi + self.extra[s]

    def _select_end(self, ev):
        if self.event == MORE_OR_LESS and not self.late:
            for s in range(self.players):
                n = len(self.hand[s]) - self.extra[s]  # the extra forest card does not count
                for k, v in MORE_OR_LESS_VP:
                    if k == n:
                        self._vp(s, v, "more_or_less", ev)
            # the "+1 card" forest tile may still be spent after the counts are shown
            for s in range(self.players):
                if not self.extra[s] and acts._usable_ftiles(self, s, (F_CARD,)):
                    self.sel_done[s] = 0
                    self.late = 1
            if self.late:
                return 0
        self.phase = PLAY
        self.role = -1
        return _FIRST_LEAD

    def _next_lead(self, ev, new_turn=True):
        if new_turn:
            self.turn_no += 1
        self.role = -1
        self.brave_seat = -1
        P = self.players
        s = self.leader
        for _ in range(P):
            if self.hand[s]:
                if s != self.leader:
                    # a leader without cards passes the lead clockwise
                    self.leader = s
                    ev.append(("lead", s))
                self.phase = PLAY
                return 0
            s = (s + 1) % P
        # nobody holds cards: the leader now is the first leader of next round
        return _END_ROUND

    def _end_round(self, ev):
        if round_events.is_bid(self.event):
            self.phase = BID
            self.bids = [[] for _ in range(self.players)]
            return self._bid_on(ev)
        round_events.apply_end(self, ev)
        return _AFTER_ROUND

    def _bid_on(self, ev):
        # kinds a seat holds none of need no choice; once every fist is ready
        # the fists open
        round_events.bid_fill(self)
        if self.current < 0:
            round_events.resolve_bids(self, ev)
            self.bids = [[] for _ in range(self.players)]
            return _AFTER_ROUND
        return 0

    def _after_round(self, ev):
        self.round += 1
        if self.round < ROUNDS:
            self._begin_round(ev)
            return 0
        for s in range(self.players):
            for why, d in final_bonus(self.res[s], self.won[s], sum(self.amulet[s])):
                self._vp(s, d, why, ev)
        self.phase = OVER
        self._finish()
        tot = [sum(r) for r in self.res]
        ev.append(("over", tuple(winners(self.vp, tot))))
        return 0

    def _finish(self):
        self.over = self.phase == OVER
        if self.over:
            tot = [sum(r) for r in self.res]
            self.result = {"winners": winners(self.vp, tot), "scores": list(self.vp),
                           "resources": tot}
        else:
            self.result = None

    # ---- turns -------------------------------------------------------------
    def _lay(self, seat, role, brave, ev):
        self.hand[seat].remove(role)
        self.played[seat].append(role)
        ev.append(("play", seat, role, 1 if brave else 0))
        if role in self.ench:
            # an enchanted role costs 3 VP on laying out, brave or cowardly
            self._vp(seat, -ENCHANTED_PENALTY, "enchanted", ev)

    def _lead(self, seat, role, brave, ev):
        self._lay(seat, role, brave, ev)
        if role in self.done_roles:
            # already played this round: discarded with no effect, lead again
            ev.append(("discard", seat, role))
            return _NEXT_LEAD
        self.role = role
        self.follow = seat
        self.brave_seat = seat if brave else -1
        if brave:
            return _FOLLOW_ON
        return self._start_act(seat, role, False, 0, ev)

    def _follow_on(self, ev):
        P = self.players
        s = self.follow
        for _ in range(P):  # bounded: at most once round the table back to the leader
            s = (s + 1) % P
            if s == self.leader:
                break
            if self.role in self.hand[s]:
                self.follow = s
                self.phase = PLAY
                return 0
            ev.append(("pass", s))
        return _END_TURN

    def _end_turn(self, ev):
        role = self.role
        self.done_roles.append(role)
        if self.brave_seat >= 0:
            # the last brave player acts now and leads next
            self.leader = self.brave_seat
            return self._start_act(self.brave_seat, role, True, 1, ev)
        return _NEXT_LEAD

    def _start_act(self, seat, role, brave, cont, ev):
        self.act = [seat, role, 1 if brave else 0, 1, 0, cont]
        self.tasks = acts.role_tasks(role, brave)
        self.phase = ACT
        ev.append(("act", seat, role, 1 if brave else 0))
        return _ACT_CHECK

    def _act_check(self, ev):
        # an action with nothing left to choose ends by itself
        if self.tasks and acts.options(self) != [("done",)]:
            return 0
        if not self.tasks and self.act[3] and len(acts.options(self)) > 1:
            return 0
        return _END_ACT

    def _end_act(self, ev):
        del self.tasks[:]
        cont = self.act[5]
        self.act = [-1, -1, 0, 0, 0, 0]
        self.phase = PLAY
        return _FOLLOW_ON if cont == 0 else _NEXT_LEAD

    def _go(self, step, ev):
        """Run the steps from `step` on until one waits for a seat (0). A
        step returns the next instead of calling it, so that a chain of them
        (a role played out, the lead passed, the round ended, the next one
        dealt) holds one call on a Pico's 8 KB C stack, not one per step: a
        box seat's search plays whole rounds on from inside the app's tasks."""
        while step:
            if step == _FOLLOW_ON:
                step = self._follow_on(ev)
            elif step == _END_TURN:
                step = self._end_turn(ev)
            elif step == _NEXT_LEAD:
                step = self._next_lead(ev)
            elif step == _FIRST_LEAD:
                step = self._next_lead(ev, False)
            elif step == _END_ROUND:
                step = self._end_round(ev)
            elif step == _AFTER_ROUND:
                step = self._after_round(ev)
            elif step == _ACT_CHECK:
                step = self._act_check(ev)
            else:
                step = self._end_act(ev)

    # ---- the contract ------------------------------------------------------
    @property
    def current(self):
        ph = self.phase
        if ph == SELECT:
            for s in range(self.players):
                if not self.sel_done[s]:
                    return s
        elif ph == PLAY:
            return self.leader if self.role < 0 else self.follow
        elif ph == ACT:
            return self.act[0]
        elif ph == BID:
            n = round_events.bid_entries(self)
            for s in range(self.players):
                if len(self.bids[s]) < n:
                    return s
        return -1

    def actions(self):
        ph = self.phase
        s = self.current
        out = []
        if ph == SELECT and self.late:
            # after the "Mehr oder weniger?" reveal: spend the tile, then one pick
            if not self.extra[s]:
                out = [("ftile", F_CARD), ("done",)]
            else:
                out = [("pick", r) for r in range(N_ROLES) if r not in self.hand[s]]
        elif ph == SELECT:
            lo, hi = self.hand_limits(s)
            h = self.hand[s]
            if len(h) < hi:
                for r in range(N_ROLES):
                    if r not in h:
                        out.append(("pick", r))
            if not self.extra[s] and acts._usable_ftiles(self, s, (F_CARD,)):
                out.append(("ftile", F_CARD))
            if lo != hi and len(h) >= lo:
                out.append(("done",))
        elif ph == PLAY:
            if self.role < 0:
                for r in sorted(self.hand[s]):
                    out.append(("brave", r))
                    if self.event != OLD_TIMES:  # "Wie in alten Zeiten": lead brave
                        out.append(("coward", r))
            else:
                out.append(("brave", self.role))
                out.append(("coward", self.role))
        elif ph == ACT:
            out = acts.options(self)
        elif ph == BID:
            out = round_events.bid_options(self, s)
        return out

    def _move_key(self, action):
        return self.phase  # an action's name means different things in different phases

    def _apply(self, action, events):
        Engine._apply(self, action, events)
        self._finish()

    # ---- what each action does, by phase (MOVES) ---------------------------------
    def _select(self, action, ev):
        seat = self.current
        if action[0] in self.SECRET_ACTIONS or action[0] == "done":
            # "done" too: under "Mehr oder weniger?" it tells how many
            self.secret.append([len(self.history), seat])
        if action[0] in self.SECRET_ACTIONS:
            self.hand[seat].append(action[1])
            self.hand[seat].sort()
        elif action[0] == "ftile":
            acts._spend_ftile(self, seat, F_CARD, ev)
            self.extra[seat] = 1
        if self.late:
            finished = action[0] != "ftile"
        else:
            finished = action[0] == "done" or (
                len(self.hand[seat]) == self.hand_limits(seat)[1])
        if finished:
            self.sel_done[seat] = 1
            ev.append(("selected", seat))
        if min(self.sel_done) == 1:
            self._go(self._select_end(ev), ev)

    def _play_role(self, action, ev):
        seat = self.current
        brave = action[0] == "brave"
        if self.role < 0:
            self._go(self._lead(seat, action[1], brave, ev), ev)
            return
        self._lay(seat, action[1], brave, ev)
        if brave:
            if self.brave_seat >= 0:
                # the later brave player knocks the earlier one out
                ev.append(("knocked", self.brave_seat, action[1]))
            self.brave_seat = seat
            self._go(_FOLLOW_ON, ev)
        else:
            self._go(self._start_act(seat, action[1], False, 0, ev), ev)

    def _carry_out(self, action, ev):
        acts.apply(self, action, ev)
        self._go(_END_ACT if action[0] == "done" or not self.tasks else _ACT_CHECK, ev)

    def _bid(self, action, ev):
        seat = self.current
        self.secret.append([len(self.history), seat])
        self.bids[seat].append(action[1])
        round_events.bid_fill(self)
        if len(self.bids[seat]) == round_events.bid_entries(self):
            ev.append(("bid_placed", seat))
        self._go(self._bid_on(ev), ev)

    MOVES = ((SELECT, _select), (PLAY, _play_role), (ACT, _carry_out), (BID, _bid))

    def _why(self, action, legal):
        seat = self.current
        names = []
        for a in legal:
            if a[0] not in names:
                names.append(a[0])
        hint = ""
        ph = self.phase
        if ph == SELECT:
            hint = " (choosing roles, %d in hand)" % len(self.hand[seat])
        elif ph == PLAY and self.role >= 0:
            hint = " (must follow with %s)" % ROLES[self.role][0]
        elif ph == PLAY:
            hint = " (to lead one of the roles in hand)"
        elif ph == ACT:
            hint = " (carrying out %s)" % ROLES[self.act[1]][0]
        elif ph == BID and self.event == ALL_AT_ONCE:
            hint = (
                " (blind bid: how many %s go in the fist)"
                % RESOURCES[round_events.bid_kind(self, seat)]
            )
        elif ph == BID:
            hint = " (blind bid: how many resources go in the fist)"
        return "%r is not legal now: seat %d may %s%s" % (action, seat, "/".join(names), hint)

    # ---- snapshots: FIELDS (_load completes them) ------------------------------
    def _load(self, d):
        self.setup_events = []
        self._finish()  # over and result follow from the phase

    def config(self):
        c = Engine.config(self)
        if self.custom_board is not None:
            c["board"] = self.custom_board
        return c

    def view(self, seat):
        """to_dict() with what `seat` may not see hidden: other hands and bids,
        the face-down event and enchanted-role stacks, and the seed and rng
        state from which every shuffle could be rebuilt (the referee's
        to_dict() keeps them)."""
        d = self.to_dict()
        d["config"]["seed"] = None
        # "Mehr oder weniger?": the counts are shown "simultan", once all chose
        counts_hidden = self.phase == SELECT and self.event == MORE_OR_LESS and not self.late
        for s in range(self.players):
            if s != seat:
                d["hand"][s] = [] if counts_hidden else [-1] * len(d["hand"][s])
                d["bids"][s] = [-2] * len(d["bids"][s])  # placed, amounts secret
        d["events"] = d["events"][:self.round + 1] + [-1] * (len(d["events"]) - self.round - 1)
        d["ench_deck"] = [-1] * len(d["ench_deck"])
        d["rng"] = None
        # other seats' hidden actions are left out of the history altogether
        # (how many there were would tell how many roles were picked); the
        # view's secret list names the viewer's own, indexed into its history
        mine = bytearray(len(d["history"]))  # 0 public, 1 another seat's, 2 own
        for i, s in self.secret:
            if i < len(mine):  # a search's view (Engine.search_view) has no history
                mine[i] = 2 if s == seat else 1
        hist, own = [], []
        for i in range(len(mine)):
            if mine[i] == 1:
                continue
            if mine[i] == 2:
                own.append([len(hist), seat])
            hist.append(d["history"][i])
        d["history"], d["secret"] = hist, own
        return d

    def seen(self, seat):
        # the other seats' hidden actions are left out of the view's history
        n = len(self.history)
        for _, s in self.secret:
            if s != seat:
                n -= 1
        return n
