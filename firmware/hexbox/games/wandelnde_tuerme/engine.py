"""Die wandelnden Türme: the rules engine (base game, team and Meistermagier
variants, and a solo extra). Contract: games/CONTRACT.md.

Variants: "team" (4 or 6 players, opposite seats are partners), "meister"
(all 8 spells) or "meister1".."meister8" (that many spells drawn at random),
"solo" (players=1: 12 wizards, 1 card per turn, no reshuffle).

Actions (every choice is one action):
  ("card", i)             play hand card i (dice cards roll at once)
  ("reroll",) ("keep",)   on a dice card: roll again, or take the roll
  ("as", "wizard"|"tower") announce the kind on a mixed card (binding)
  ("wizard", field, owner) move a visible wizard of owner from field
  ("tower", field, level)  move tower `level` (0 = bottom) of field and all above
  ("nomove",)             nothing can move with this card: it is discarded
  ("redraw",)             discard all 3, draw 3, then move any tower 1 field
  ("spell", code, *args)  cast a spell, see spells.py (Huckepack: ("spell", "hp"))
  ("end",)                end the turn (offered only while a spell could still follow)
  ("ask",) ("give", i) ("return", i)  team: one secret card swap per turn; the
                          partner may also offer one on their own ("offer" phase:
                          ("give", i) or ("pass",)) before each of the active's later actions
  ("bottle",)             team: pass one full bottle to the partner (the active
                          player, or the partner in the "offer" phase)
  ("pass",) ("later",)    Meistermagier: skip, or cast after the move
  Meistermagier repeat ("again" phase, after a casting while the caster can
  pay again): ("spell", same code, *args) casts it once more, ("pass",) stops

Meistermagier timing (seed: one spell per action, the active player has the
first right, then clockwise; the caster decides whether the active player's
move comes before or after the spell). The active player may cast at each of
their own decision points of an action. Everyone else gets one access round
("window") per action, held when the action's movement is fixed: the card's
chosen wizard or tower, the redraw's tower, or a card that moves nothing. In it
each seat in order casts now (before the move), reserves "later" (after the
move) or passes; after the move the reserving seat casts or passes, and a pass
hands the right on to the seats after it in the round. More rounds (between
the active player's rolls, before the card, during another spell) are not
held: each action allows one spell, so one ordered round per action gives
every caster every board effect, with the choice of before or after the move
the seed names. A spell cast before the
move may push the announced wizard or tower: it then moves from where it now
stands; only if that move is now impossible the card is used up ("blocked").
A spell between the two actions is action 1's if that had none. A spell cast
out of turn that brings a wizard into the Rabenburg ends no turn (the seed's
"dein Zug" is the mover's); the active player's own entry ends theirs.

Events: ("turn", seat) ("card", seat, card) ("roll", n, seat, again) ("as", kind)
  ("wizard", owner, from, to) ("enter", owner, from) ("raven", field)
  ("tower", from, level, to, n) ("uncover", field, n) ("trap", field, n)
  ("bottle", seat) ("spell", seat, code) ("swap", f1, f2)
  ("free", field, owner or -1) ("nomove",) ("redraw", seat)
  ("blocked",)  the announced move cannot be made after a spell: card used up
  ("draw", seat, n) ("reshuffle", n) ("cardswap", seat) ("pass_bottle", seat)
  ("last_round", seat) ("dead_end",) ("over",)

The dead end (assumed: the seed and game_data leave it out): once every
wizard of every seat is in the Rabenburg, no tower can trap one, so no
bottle can ever fill and a seat with an empty bottle can never qualify.
The game ends at that turn's end; the seats with the most full bottles win
(the end's own tie-break; a team counts both), a tie shared; solo: lost.
"""
from hexbox.core.engine import Engine
from hexbox.core.rng import Rng

from . import spells as sp
from .board import Board
from .data import (
    ACTIONS_PER_TURN,
    BASE_SPELLS,
    CARD_TYPES,
    DECK,
    DIE,
    DIE_SIDES,
    FIELDS,
    HAND_SIZE,
    MAX_WIZARDS_ON_SPOT,
    MEISTER_DEFAULT_SPELLS,
    PER_PLAYER,
    REDRAW_TOWER_STEPS,
    SOLO_CARDS_PER_TURN,
    SPELLS,
    spell_cost,
    spell_steps,
)

_PHASE_HELP = (
    ("select", "play a card, redraw, or cast a spell"),
    ("dice", "re-roll or keep the dice"),
    ("choose", "announce wizard or tower for the mixed card"),
    ("move", "choose which wizard or tower moves"),
    ("redraw", "choose the tower that moves 1 field"),
    ("window", "cast a spell now, after the move, or pass"),
    ("offer", "offer your partner a card swap, or pass"),
    ("late", "cast the spell reserved for after the move, or pass"),
    ("again", "pay again and cast the same spell once more, or pass"),
    ("after", "cast a spell or end the turn"),
    ("give", "give your partner one card"),
    ("return", "give one card back to your partner"),
    ("over", "nothing: the game is over"),
)


SWAP_MOVES = ("give", "return")  # a team's secret card swap

# Shared action tuples: the history of a long game then holds references to
# these instead of a new tuple per entry (RAM on the device).
_CARD = tuple(("card", i) for i in range(HAND_SIZE + 1))
_GIVE = tuple(("give", i) for i in range(HAND_SIZE + 1))
_RETURN = tuple(("return", i) for i in range(HAND_SIZE + 2))
_AS = (("as", "wizard"), ("as", "tower"))
_REROLL, _KEEP, _NOMOVE, _REDRAW = ("reroll",), ("keep",), ("nomove",), ("redraw",)
_END, _ASK, _BOTTLE, _PASS, _LATER = ("end",), ("ask",), ("bottle",), ("pass",), ("later",)
_HP = ("spell", "hp")


def _phase_help(phase):
    for p, h in _PHASE_HELP:
        if p == phase:
            return h
    return phase


def _variants(players, variant):
    """(team, meister_spell_count, solo), or ValueError for a mix the rules
    do not allow (the names are checked already)."""
    team, meister, solo = "team" in variant, 0, "solo" in variant or players == 1
    for v in variant:
        if v.startswith("meister"):
            meister = int(v[7:]) if len(v) > 7 else MEISTER_DEFAULT_SPELLS
    if solo and (players != 1 or team or meister):
        raise ValueError("solo is for 1 player and mixes with no other variant")
    if team and players not in (4, 6):
        raise ValueError("the team variant needs 4 or 6 players")
    return team, meister, solo


class Game(Engine):
    name = "wandelnde_tuerme"
    PLAYERS = (1, 6)  # 1 only solo
    # variants playable at every seat count the generic tests use; "team"
    # (4 or 6 players) and "solo" (1 player) are accepted too: SEAT_VARIANTS
    VARIANTS = ("meister",)
    ACCEPTS = ("team", "solo", "meister1", "meister2", "meister3", "meister4", "meister5",
               "meister6", "meister7", "meister8")  # meisterN: N spells drawn at random
    HEAVIEST = (6, ("team", "meister"))  # bench: most wizards, hands and spells
    SEAT_VARIANTS = (("team", (4, 6)), ("solo", (1,)))
    FIELDS = ("full", "empty", "spent", "spells", "draw", "discard", "hands", "active", "turns",
              "phase", "acts", "slots", "swapped", "redrawn", "card", "roll", "rerolls", "kind",
              "steps", "pending", "window", "again", "last_round", "over", "result")

    def __init__(self, players=2, seed=0, variant=()):
        Engine.__init__(self, players, seed, variant)
        self.team, self.meister, self.solo = _variants(players, self.variant)
        self.rng = Rng(seed)
        self.wizards_each, bottles = PER_PLAYER[players]
        self.board = Board(players, self.wizards_each)
        self.full = [0] * players
        self.empty = [bottles] * players
        self.spent = [0] * players
        if self.meister:
            codes = [s[0] for s in SPELLS]
            self.rng.shuffle(codes)
            drawn = codes[: self.meister]
            self.spells = [s[0] for s in SPELLS if s[0] in drawn]
        else:
            self.spells = list(BASE_SPELLS)
        self.draw = list(range(len(DECK)))
        self.rng.shuffle(self.draw)
        self.discard = []
        self.hands = [[] for _ in range(players)]
        for _ in range(HAND_SIZE):
            for s in range(players):
                self.hands[s].append(self.draw.pop())
        self.active = 0
        self.turns = 0
        self.last_round = False
        self._new_turn()

    def _new_turn(self):
        self.acts = 0
        self.slots = [0, 0]  # spells cast per action (base game: slot 0 = the one spell)
        self.swapped = False
        self.redrawn = False  # this turn is the redraw turn (its tower move ends it)
        self._clear_card()
        self.window = []  # seats still to be asked in this action's spell round
        self.again = None  # Meistermagier repeat: [phase cast from, code, caster]
        self._to_select()

    def _to_select(self):
        # seed (team): "Auch der Partner darf von sich aus einen Tausch anbieten",
        # and "Danach beginnt der Startspieler": the active player acts first
        # (and may ask for a swap); before each later action, while no swap
        # happened, the partner may offer one
        self.phase = "select"
        if self.team and self.acts and not self.swapped and self.hands[self.partner(self.active)]:
            self.phase = "offer"

    def _clear_card(self):
        self.card = -1
        self.roll = 0
        self.rerolls = 0
        self.kind = ""
        self.steps = 0
        # Meistermagier: the announced move, carried out after the spell round:
        #   ["t", field, tower, [], -1]: that tower (with all above it), from
        #       wherever a spell has put it
        #   ["w", field, owner, [Huckepack riders], tower]: a wizard on the
        #       ground of field (tower -1) or on top of `tower`; it rides along
        #       when a spell moves that tower, and follows a push (field -1:
        #       pushed into the Rabenburg)
        self.pending = None

    # ---- who, what -----------------------------------------------------
    @property
    def current(self):
        if self.over:
            return -1
        if self.phase == "window" or self.phase == "late":
            return self.window[0]
        if self.phase == "again":
            return self.again[2]
        if self.phase == "give" or self.phase == "offer":
            return self.partner(self.active)
        return self.active

    def partner(self, seat):
        return (seat + self.players // 2) % self.players

    def movable_owners(self, seat):
        # seed (team): whoever has all wizards in the Rabenburg moves the partner's
        if self.board.castle[seat] < self.wizards_each:
            return (seat,)
        if self.team:
            return (self.partner(seat),)
        return ()

    def _card_type(self):
        return CARD_TYPES[DECK[self.card]]

    def _per_turn(self):
        return SOLO_CARDS_PER_TURN if self.solo else ACTIONS_PER_TURN

    # ---- spells: budget and listing ------------------------------------
    def _active_slot(self):
        """The action slot a spell by the active player would use now, or -1."""
        s = self.slots
        if not self.meister:
            return 0 if not s[0] else -1  # base: one spell per own turn
        k = self.acts
        if self.phase in ("dice", "choose", "move"):
            return k if not s[k] else -1
        # between the actions or after the last one: a spell comes "nach einer
        # Aktion" first, so it is the finished action's if that had none, and
        # only else the coming action's ("vor einer Aktion")
        if k >= 1 and not s[k - 1]:
            return k - 1
        if k < ACTIONS_PER_TURN and not s[k]:
            return k
        return -1

    def _cheapest(self):
        return min(spell_cost(c) for c in self.spells)

    def _spell_actions(self, seat):
        out = []
        full = self.full[seat]
        if not self.spells or full < self._cheapest():
            return out
        for code in self.spells:
            if code != "hp" and full >= spell_cost(code):
                out.extend(self._castings(seat, code))
        return out

    def _castings(self, seat, code):
        if code == "hp":
            return [_HP] if self._huckepack_ok(seat) else []
        if self.full[seat] < spell_cost(code):
            return []
        free_for = (seat, self.partner(seat)) if self.team else (seat,)
        return sp.castings(self.board, code, free_for)

    def _huckepack_ok(self, seat):
        # Huckepack: the caster's wizard stands where the active wizard starts
        p = self.pending
        if "hp" not in self.spells or p is None or p[0] != "w":
            return False
        if self.full[seat] < spell_cost("hp"):
            return False
        rider = p[2] if seat == self.active else seat
        f = self._announced_field()
        return f >= 0 and self._group_ok(f, tuple([p[2]] + p[3] + [rider]), self.steps)

    def _announced_field(self):
        """Where the announced move's piece stands now: its field, or -1 when
        a spell has made it unmovable (a wizard trapped or in the Rabenburg)."""
        p = self.pending
        b = self.board
        if p[0] == "t":
            return b.field_of(p[2])
        f, t = p[1], p[4]
        if t >= 0:
            f = b.field_of(t)
            return f if b.stacks[f][-1] == t else -1
        if f < 0 or b.stacks[f]:
            return -1  # gone, or covered by a tower: only visible wizards move
        return f

    def _pushes_announced(self, action):
        """Does this Magier bewegen / Gegenwind push the announced wizard?
        (assumed: of several wizards of its colour on its field, a push moves
        the announced one)"""
        p = self.pending
        if p is None or p[0] != "w" or action[1] not in ("mb", "gm") or action[3] != p[2]:
            return False
        return self._announced_field() == action[2]

    def _follow_push(self, action, entered):
        """The announced wizard now stands where the push took it."""
        p = self.pending
        if entered:
            p[1], p[4] = -1, -1
            return
        f = (action[2] + spell_steps(action[1])) % FIELDS
        s = self.board.stacks[f]
        p[1], p[4] = f, (s[-1] if s else -1)

    def _group_ok(self, f, owners, steps):
        """Can these wizards (one per entry) on f move together `steps` fields?"""
        b = self.board
        spot = b.spot(f)
        for o in owners:
            if spot.count(o) < owners.count(o):
                return False
        to = (f + steps) % FIELDS
        return to == b.raven or len(b.spot(to)) + len(owners) <= MAX_WIZARDS_ON_SPOT

    # ---- legal actions -------------------------------------------------
    def actions(self):
        if self.over:
            return []
        ph = self.phase
        a = self.active
        out: list = []
        if ph == "select":
            out = self._select_actions(a)
        elif ph == "dice":
            if self.rerolls:
                out.append(_REROLL)
            out.append(_KEEP)
        elif ph == "choose":
            # seed: the card is discarded unused only if it can move "weder
            # einen Magier noch einen Turm"; so only a kind that can move may
            # be announced (and then binds)
            out = [k for k in _AS if self._moves(k[1][0])]
            if not out:
                out = [_NOMOVE]
        elif ph == "move" or ph == "redraw":
            out = self._moves()
            if not out:
                out = [_NOMOVE]
        elif ph == "after":
            out = [_END]
            if self.team and self.full[a]:
                out.append(_BOTTLE)
        elif ph == "give":
            return list(_GIVE[: len(self.hands[self.partner(a)])])
        elif ph == "offer":
            return self._offer_actions(self.partner(a))
        elif ph == "return":
            return list(_RETURN[: len(self.hands[a])])
        elif ph == "window":
            return self._window_actions(self.window[0])
        elif ph == "late":
            return [_PASS] + self._spell_actions(self.window[0])
        elif ph == "again":
            return [_PASS] + self._castings(self.again[2], self.again[1])
        if self._active_slot() >= 0:
            out.extend(self._spell_actions(a))
        return out

    def _select_actions(self, a):
        """The active seat's cards, a new hand at the start, and in the team
        game a swap asked for and a bottle passed."""
        out: list = list(_CARD[: len(self.hands[a])])
        if self.acts == 0 and len(self.hands[a]) == HAND_SIZE:
            out.append(_REDRAW)
        if self.team:
            if not self.swapped and self.hands[self.partner(a)]:
                out.append(_ASK)
            if self.full[a]:
                out.append(_BOTTLE)
        return out

    def _offer_actions(self, p):
        """The partner p's moment in the active player's turn: offer a swap,
        pass full bottles over ("Volle Flaschen dürft ihr weitergeben"), or pass."""
        out: list = list(_GIVE[: len(self.hands[p])])
        if self.full[p]:
            out.append(_BOTTLE)
        out.append(_PASS)
        return out

    def _window_actions(self, s):
        """Seat s's spell window: pass, cast after the move, ride along, or cast."""
        out: list = [_PASS]
        if self.pending is not None and self.full[s] >= self._cheapest():
            out.append(_LATER)
        if self._huckepack_ok(s):
            out.append(_HP)
        out.extend(self._spell_actions(s))
        return out

    def _moves(self, kind=""):
        """The moves of the card (or of `kind` "w"/"t" on a mixed card not yet announced)."""
        b = self.board
        kind = kind or self.kind
        steps = self.steps if self.kind else self._card_steps(kind)
        if kind == "w":
            return [
                ("wizard", f, o) for f, o in b.wizard_moves(self.movable_owners(self.active), steps)
            ]
        return [("tower", f, lv) for f, lv in b.tower_moves(steps)]

    # ---- playing -------------------------------------------------------
    def _why(self, action, legal):
        """A reason a player can read for an action that is not legal now."""
        b = self.board
        name, n = action[0], len(action)
        ph = self.phase
        ints = [v for v in action[1:] if isinstance(v, int)]
        bad_field = [v for v in ints[:1] if not 0 <= v < FIELDS]
        if ph in ("move", "redraw") and name in ("wizard", "tower") and n == 3 and len(ints) == 2:
            f, x = ints
            if bad_field:
                return "fields are 0..15"
            if name == "tower" and self.kind == "t":
                if x < 0 or x >= len(b.stacks[f]):
                    return "field %d has %d towers (levels 0..%d)", (
                        f,
                        len(b.stacks[f]),
                        len(b.stacks[f]) - 1,
                    )
                if (f + self.steps) % FIELDS == b.raven:
                    return "no tower may end on the Rabenburg"
            if name == "wizard" and self.kind == "w":
                if x not in self.movable_owners(self.active):
                    return "you may move only your own wizards"
                if x not in b.spot(f):
                    return "no visible wizard of seat %d on field %d", (x, f)
                return "that field already holds %d wizards", (MAX_WIZARDS_ON_SPOT,)
            if self.kind == "w":
                return "this card moves a wizard %d fields", (self.steps,)
            return "this card moves a tower %d fields", (self.steps,)
        if ph == "choose" and name == "as" and n == 2 and action[1] in ("wizard", "tower"):
            if action[1] == "wizard":
                return "no wizard can move with this card, so it cannot be announced"
            return "no tower can move with this card, so it cannot be announced"
        if name == "spell" and n >= 2 and isinstance(action[1], str):
            code = action[1]
            if code not in self.spells:
                return "spell %r is not laid out in this game" % (code,)
            if ph == "again" and code != self.again[1]:
                return "only %s may be cast again now (or pass)" % (self.again[1],)
            if ph not in ("window", "late", "again") and self._active_slot() < 0:
                return (
                    "no more spells this turn"
                    if not self.meister
                    else "this action has had its spell"
                )
            if self.full[self.current] < spell_cost(code):
                return "%s costs %d full bottles" % (code, spell_cost(code))
            return "that spell cannot be cast like this now"
        return "%r is not allowed now: seat %d must %s" % (action, self.current, _phase_help(ph))

    # ---- what each action does (MOVES) -----------------------------------
    def _do_reroll(self, action, events):
        self._roll(events, 1)
        self.rerolls -= 1
        if not self.rerolls:
            self._after_roll()

    def _do_keep(self, action, events):
        self._after_roll()

    def _do_as(self, action, events):
        self._set_kind("w" if action[1] == "wizard" else "t")
        events.append(("as", action[1]))

    def _do_nomove(self, action, events):
        events.append(("nomove",))
        self._open_window(events)

    def _do_redraw(self, action, events):
        a = self.active
        events.append(("redraw", a))
        self.discard.extend(self.hands[a])
        self.hands[a] = []
        self._refill(a, events)
        self.kind, self.steps = "t", REDRAW_TOWER_STEPS
        self.phase = "redraw"
        self.redrawn = True

    def _do_end(self, action, events):
        self._end_turn(events)

    def _do_ask(self, action, events):
        self.swapped = True
        self.phase = "give"

    def _do_give(self, action, events):  # after "ask", or the partner's own offer
        a = self.active
        p = self.partner(a)
        self.hands[a].append(self.hands[p].pop(action[1]))
        self.phase = "return"

    def _do_return(self, action, events):
        a = self.active
        self.hands[self.partner(a)].append(self.hands[a].pop(action[1]))
        events.append(("cardswap", a))
        self.swapped = True
        self.phase = "select" if self.acts < self._per_turn() else "after"

    def _do_bottle(self, action, events):
        giver = self.current  # the active player, or the partner when offering
        self.full[giver] -= 1
        self.full[self.partner(giver)] += 1
        events.append(("pass_bottle", giver))

    def _do_pass(self, action, events):
        if self.phase == "again":
            self._spell_over(events)
        elif self.phase == "offer":
            self.phase = "select"
        elif self.phase == "late":
            self.window.pop(0)  # the right passes on, now after the move
            if not self.window:
                self._action_done(events)
        else:
            self.window.pop(0)
            self._next_in_window(events)

    def _do_later(self, action, events):
        if self._run_pending(events):
            self.phase = "late"

    def _play_card(self, action, events):
        a = self.active
        self.card = self.hands[a].pop(action[1])
        self.discard.append(self.card)  # seed: played face up onto the discard pile
        events.append(("card", a, self.card))
        w, t, dice = self._card_type()[:3]
        if dice:
            self.rerolls = dice - 1
            self._roll(events)
            if self.rerolls:
                self.phase = "dice"
            else:
                self._after_roll()
        elif w and t:
            self.phase = "choose"
        else:
            self._set_kind("w" if w else "t")

    def _roll(self, events, again=0):
        self.roll = self.rng.between(1, DIE_SIDES)
        events.append(("roll", self.roll, self.active, again))

    def _after_roll(self):
        # seed: on a mixed dice card you roll first, then choose
        w, t = self._card_type()[:2]
        if w and t:
            self.phase = "choose"
        else:
            self._set_kind("w" if w else "t")

    def _card_steps(self, kind):
        w, t = self._card_type()[:2]
        v = w if kind == "w" else t
        return self.roll if v == DIE else v

    def _set_kind(self, kind):
        self.kind = kind
        self.steps = self._card_steps(kind)
        self.phase = "move"

    def _chosen_move(self, action, events):
        f, x = action[1], action[2]
        s = self.board.stacks[f]
        if action[0] == "wizard":
            self.pending = ["w", f, x, [], s[-1] if s else -1]
        else:
            self.pending = ["t", f, s[x], [], -1]
        self._open_window(events)

    def _open_window(self, events):
        """The action's movement is fixed (or there is none): Meistermagier
        holds its access round, then the move is carried out."""
        if self.meister and not self.slots[self.acts]:
            self.window = self._window_seats()
            if self.window:
                self.phase = "window"
                return
        self._resolve(events)

    def _resolve(self, events):
        """Carry out the pending move (if any), then close the action."""
        if self._run_pending(events):
            self._action_done(events)

    def _action_done(self, events):
        # the redraw's tower move ends the turn (seed: "Dein Zug ist damit beendet")
        if self.redrawn:
            self._end_turn(events)
        else:
            self._finish_action(events)

    def _window_seats(self):
        # Meistermagier: the active player has the first right, then clockwise
        out = []
        cheapest = self._cheapest()
        for k in range(self.players):
            s = (self.active + k) % self.players
            if self.full[s] >= cheapest:
                out.append(s)
        return out

    def _next_in_window(self, events):
        if not self.window:
            self._resolve(events)

    def _run_pending(self, events):
        """Carry out the pending move if still possible. False if the turn ended."""
        if self.pending is None:
            return True  # a card that moves nothing
        # seed: "Wer zaubert, bestimmt, ob die Bewegung des aktiven Spielers
        # davor oder danach stattfindet": the piece moves from where it stands
        # now; only if a spell made the move impossible ("Verhindert ein
        # Zauberspruch eine Bewegung") the card stays discarded, unused
        f = self._announced_field()
        kind, x, riders = self.pending[0], self.pending[2], self.pending[3]
        self.pending = None
        b = self.board
        if kind == "w":
            owners = tuple([x] + riders)
            if f < 0 or not self._group_ok(f, owners, self.steps):
                events.append(("blocked",))
                return True
            if b.move_wizards(f, owners, self.steps, events):
                self._end_turn(events)
                return False
            return True
        level = b.stacks[f].index(x)
        if not b.tower_ok(f, level, self.steps):
            events.append(("blocked",))
            return True
        self._move_tower(f, level, self.steps, self.active, events)
        return True

    def _move_tower(self, f, level, steps, mover, events):
        if self.board.move_tower(f, level, steps, events):
            self._reward(mover, events)

    def _reward(self, seat, events):
        # seed: one bottle per trapping action, whatever the number trapped;
        # team: with all bottles full, the partner's bottle is filled instead
        for s in (seat, self.partner(seat)) if self.team else (seat,):
            if self.empty[s]:
                self.empty[s] -= 1
                self.full[s] += 1
                events.append(("bottle", s))
                return

    def _spell(self, action, events):
        ph = self.phase
        caster = self.current
        code = action[1]
        if ph == "again":
            origin = self.again[0]  # a repeat: still the action's one spell
        else:
            origin = ph
            self.slots[self.acts if ph in ("window", "late") else self._active_slot()] = 1
        paid = spell_cost(code)
        self.full[caster] -= paid
        self.spent[caster] += paid
        events.append(("spell", caster, code))
        if code == "hp":
            p = self.pending
            p[3].append(p[2] if caster == self.active else caster)
            entered = False
        else:
            pushed = self._pushes_announced(action)
            entered, trapped = sp.cast(self.board, action, events)
            if pushed:
                self._follow_push(action, entered)
            if trapped:  # seed: one bottle per trapping action
                self._reward(caster, events)
        if entered and caster == self.active:
            # seed: "Zieht ein Magier in die Rabenburg, endet dein Zug sofort
            # ... auch, wenn du per Zauberspruch in die Rabenburg ziehst"
            self.again = None
            self._end_turn(events)
            return
        # Meistermagier: "derselbe Zauberspruch mehrfach hintereinander"; a
        # caster out of turn has no turn to end, the active player goes on,
        # but the entry ends the caster's castings
        if self.meister and not entered and self._castings(caster, code):
            self.again = [origin, code, caster]
            self.phase = "again"
            return
        self.again = [origin, code, caster]
        self._spell_over(events)

    def _spell_over(self, events):
        """The caster is done (no repeat, or passed): go on where the spell came."""
        origin = self.again[0]
        self.again = None
        if origin == "window":
            self.window = []
            self._resolve(events)
        elif origin == "late":
            self.window = []
            self._action_done(events)
        else:
            self.phase = origin

    def _finish_action(self, events):
        self._clear_card()
        self.acts += 1
        if self.acts < self._per_turn():
            self._to_select()
            return
        self.phase = "after"
        if len(self.actions()) == 1:
            self._end_turn(events)

    # what each action does (the _do_ functions above, and the helpers they would wrap)
    MOVES = (("card", _play_card), ("reroll", _do_reroll), ("keep", _do_keep), ("as", _do_as),
             ("wizard", _chosen_move), ("tower", _chosen_move), ("nomove", _do_nomove),
             ("redraw", _do_redraw), ("spell", _spell), ("end", _do_end), ("ask", _do_ask),
             ("give", _do_give), ("return", _do_return), ("bottle", _do_bottle),
             ("pass", _do_pass), ("later", _do_later))

    # ---- turn end, drawing, game end -----------------------------------
    def _refill(self, seat, events):
        hand = self.hands[seat]
        n = 0
        while len(hand) < HAND_SIZE:
            if not self.draw:
                if self.solo or not self.discard:
                    break  # solo: no reshuffle
                self.draw = self.discard
                self.discard = []
                self.rng.shuffle(self.draw)
                events.append(("reshuffle", len(self.draw)))
            hand.append(self.draw.pop())
            n += 1
        if n:
            events.append(("draw", seat, n))

    def _qualified(self):
        """Seats (or whole teams) that meet the end condition."""
        b = self.board
        done = [b.castle[s] == self.wizards_each and not self.empty[s] for s in range(self.players)]
        if self.team:
            return [s for s in range(self.players) if done[s] and done[self.partner(s)]]
        return [s for s in range(self.players) if done[s]]

    def _end_turn(self, events):
        a = self.active
        self._refill(a, events)
        self.turns += 1
        q = self._qualified()
        if q and not self.last_round:
            self.last_round = True
            events.append(("last_round", q[0]))
        if not q and self._dead_end():
            events.append(("dead_end",))
            self._finish_game(q, events)
            return
        if self.solo:
            if q or not self.hands[a]:
                self._finish_game(q, events)
                return
        elif self.last_round and a == self.players - 1:
            self._finish_game(q, events)
            return
        self.active = (a + 1) % self.players
        self._new_turn()
        events.append(("turn", self.active))

    def _dead_end(self):
        """Every wizard is in the Rabenburg: nothing is left to trap, so no
        bottle can fill again (see the module's docstring)."""
        return sum(self.board.castle) == self.players * self.wizards_each

    def _finish_game(self, qualified, events):
        # ties break by the most full, unused bottles; a tie is shared
        if self.team:
            score = [self.full[s] + self.full[self.partner(s)] for s in range(self.players)]
        else:
            score = list(self.full)
        # a dead end: nobody qualified, everyone is home; solo is lost
        ranked = qualified or ([] if self.solo else list(range(self.players)))
        best = max([score[s] for s in ranked]) if ranked else 0
        winners = [s for s in ranked if score[s] == best]
        self.over = True
        self.phase = "over"
        self._new_turn()
        self.phase = "over"
        self.result = {
            "winners": winners,
            "scores": score,
            "castle": list(self.board.castle),
            "qualified": qualified,
        }
        events.append(("over",))

    # ---- snapshots: FIELDS, and this (_load reads it back) -----------------
    def _dump(self, d):
        d.update(self.board.to_dict())
        d["rng"] = self.rng.state

    def _load(self, d):
        self.board.load(d)
        self.rng = Rng.from_state(d["rng"])

    def view(self, seat):
        """to_dict() as `seat` may see it: other hands, the draw pile, the seed
        and wizards inside towers are hidden (trapped wizards only counted)."""
        d = self.to_dict()
        d["hands"] = [list(h) if s == seat else len(h) for s, h in enumerate(self.hands)]
        d["draw"] = len(self.draw)
        d["rng"] = None
        d["config"]["seed"] = None
        b = self.board
        hidden = [0] * len(b.stacks)
        for f in range(len(b.stacks)):
            s = b.stacks[f]
            if s:
                hidden[f] = len(b.ground[f]) + sum(len(b.tops[t]) for t in s[:-1])
                d["ground"][f] = []
                for t in s[:-1]:
                    d["tops"][t] = []
        d["hidden"] = hidden
        # a team's card swap is secret: which card went is left out of every
        # view's history (its place in a hidden hand says it to whoever
        # replays the game), the event "swapped with partner" stays
        d["history"] = [a for a in d["history"] if a[0] not in SWAP_MOVES]
        return d

    def seen(self, seat):
        n = len(self.history)
        for a in self.history:
            if a[0] in SWAP_MOVES:
                n -= 1
        return n
