# The ring: 16 fields, stacks of towers, wizards, the Rabenburg. Pure piece
# movement; whose turn it is and what a card allows live in engine.py.
#
# Wizards are identical within a colour, so a spot holds a sorted list of
# owner seats. A spot is the ground of a field or the top of one tower. Only
# the top spot of a field is visible: the ground is covered by the bottom
# tower, a tower's top by the tower above it (those wizards are trapped).
from .data import (
    FIELDS,
    GROUND_SHIELD,
    MAX_STACK,
    MAX_WIZARDS_ON_SPOT,
    RAVEN_START,
    SETUP_CAPACITY,
    TOWER_SHIELD,
    TOWER_START,
    TOWERS,
)


def _insert(spot, owner):
    # keep spots sorted so equal positions give equal snapshots
    i = 0
    while i < len(spot) and spot[i] <= owner:
        i += 1
    spot.insert(i, owner)


class Board:
    def __init__(self, players, wizards_each):
        self.ground = [[] for _ in range(FIELDS)]
        self.stacks = [[] for _ in range(FIELDS)]
        self.tops = [[] for _ in range(TOWERS)]
        for t in range(TOWERS):
            self.stacks[TOWER_START[t]].append(t)
        self.raven = RAVEN_START
        self.raven_tower = -1  # the tower the Rabenburg sits on, -1 = on the ground
        self.castle = [0] * players
        self._place_start(players, wizards_each)

    def _place_start(self, players, wizards_each):
        # seed: one wizard per player in turn, from the first tower after the
        # Rabenburg, filling each tower to its capacity before the next
        t = 0
        for _ in range(wizards_each):
            for seat in range(players):
                while len(self.tops[t]) >= SETUP_CAPACITY[t]:
                    t += 1
                _insert(self.tops[t], seat)

    # ---- looking -------------------------------------------------------
    def spot(self, f):
        """The visible spot of field f: the top tower's top, or the ground."""
        s = self.stacks[f]
        return self.tops[s[-1]] if s else self.ground[f]

    def field_of(self, tower):
        """The field whose stack holds `tower`."""
        for f in range(FIELDS):
            if tower in self.stacks[f]:
                return f
        raise ValueError("tower %r is on no field" % (tower,))

    def hidden_spots(self, f):
        """Spots of field f covered by towers, bottom first."""
        s = self.stacks[f]
        if not s:
            return []
        return [self.ground[f]] + [self.tops[t] for t in s[:-1]]

    def under(self, f, level):
        """The spot directly under tower `level` (0 = bottom) of field f."""
        return self.ground[f] if level == 0 else self.tops[self.stacks[f][level - 1]]

    def shielded_top(self, f):
        s = self.stacks[f]
        return TOWER_SHIELD[s[-1]] if s else GROUND_SHIELD[f]

    def visible_owners(self, f):
        """Distinct owners visible on field f, ascending."""
        out = []
        for o in self.spot(f):
            if not out or out[-1] != o:
                out.append(o)
        return out

    # ---- wizards -------------------------------------------------------
    def wizard_ok(self, f, owner, steps):
        """Can a visible wizard of owner on f move `steps` (negative = back)?"""
        if owner not in self.spot(f):
            return False
        to = (f + steps) % FIELDS
        # an exact hit enters the Rabenburg; elsewhere at most 6 on a spot
        return to == self.raven or len(self.spot(to)) < MAX_WIZARDS_ON_SPOT

    def wizard_moves(self, owners, steps):
        out = []
        for f in range(FIELDS):
            spot = self.spot(f)
            if not spot:
                continue
            for o in owners:
                if o in spot and self.wizard_ok(f, o, steps):
                    out.append((f, o))
        return out

    def move_wizards(self, f, owners, steps, events):
        """Move one wizard per entry of owners from f; True if they entered the Rabenburg."""
        to = (f + steps) % FIELDS
        src = self.spot(f)
        for o in owners:
            src.remove(o)
        if to == self.raven:
            for o in owners:
                self.castle[o] += 1
                events.append(("enter", o, f))
            self.raven_moves_on(events)
            return True
        dst = self.spot(to)
        for o in owners:
            _insert(dst, o)
            events.append(("wizard", o, f, to))
        return False

    def raven_moves_on(self, events):
        # seed: clockwise to the next free field or free tower with a raven
        # shield and no wizard on it; with no such target it stays
        for d in range(1, FIELDS):
            f = (self.raven + d) % FIELDS
            if self.shielded_top(f) and not self.spot(f):
                self._put_raven(f)
                events.append(("raven", f))
                return
        events.append(("raven", self.raven))

    def raven_nudge_target(self, direction):
        # Rabenburg bewegen: next free field or free tower top, no shield needed
        for d in range(1, FIELDS):
            f = (self.raven + direction * d) % FIELDS
            if not self.spot(f):
                return f
        return -1

    def _put_raven(self, f):
        self.raven = f
        s = self.stacks[f]
        self.raven_tower = s[-1] if s else -1

    def nudge_raven(self, f, events):
        self._put_raven(f)
        events.append(("raven", f))

    # ---- towers --------------------------------------------------------
    def tower_ok(self, f, level, steps):
        """Can tower `level` of f (with all above) move `steps`? The
        Rabenburg riding on it never blocks it."""
        s = self.stacks[f]
        if level < 0 or level >= len(s):
            return False
        to = (f + steps) % FIELDS
        # seed: no tower may end on the Rabenburg (it may pass); stacks up to 9
        return to != self.raven and len(self.stacks[to]) + len(s) - level <= MAX_STACK

    def tower_moves(self, steps):
        out = []
        for f in range(FIELDS):
            for level in range(len(self.stacks[f])):
                if self.tower_ok(f, level, steps):
                    out.append((f, level))
        return out

    def move_tower(self, f, level, steps, events):
        """Move tower `level` of f and all above it; returns how many wizards it traps."""
        to = (f + steps) % FIELDS
        s = self.stacks[f]
        moving = s[level:]
        del s[level:]
        uncovered = len(self.spot(f))
        trapped = len(self.spot(to))
        self.stacks[to].extend(moving)
        events.append(("tower", f, level, to, len(moving)))
        if uncovered:
            events.append(("uncover", f, uncovered))
        if self.raven == f and self.raven_tower in moving:
            self.raven = to  # seed: the Rabenburg rides on a moving tower
            events.append(("raven", to))
        if trapped:
            events.append(("trap", to, trapped))
        return trapped

    def swap_tops(self, f1, f2, events):
        # Turmtausch: the top towers of two stacks change places, riders included
        a, b = self.stacks[f1], self.stacks[f2]
        a[-1], b[-1] = b[-1], a[-1]
        if self.raven_tower >= 0:
            if self.raven == f1:
                self.raven = f2
            elif self.raven == f2:
                self.raven = f1
        events.append(("swap", f1, f2))

    def free(self, f, level, owner, events):
        """Befreien: lift tower `level` of f and put one of owner's wizards from
        under it on top. Returns 0 nothing happened, 1 placed, 2 entered."""
        below = self.under(f, level)
        top = self.spot(f)
        entering = self.raven == f
        if owner not in below or (not entering and len(top) >= MAX_WIZARDS_ON_SPOT):
            events.append(("free", f, -1))
            return 0
        below.remove(owner)
        if entering:
            self.castle[owner] += 1
            events.append(("enter", owner, f))
            self.raven_moves_on(events)
            return 2
        _insert(top, owner)
        events.append(("free", f, owner))
        return 1

    # ---- snapshot ------------------------------------------------------
    def to_dict(self):
        return {
            "ground": [list(x) for x in self.ground],
            "stacks": [list(x) for x in self.stacks],
            "tops": [list(x) for x in self.tops],
            "raven": self.raven,
            "raven_tower": self.raven_tower,
            "castle": list(self.castle),
        }

    def copy(self):
        """Another board in the same position (a search's copy of a game)."""
        b = object.__new__(Board)
        b.ground = [list(x) for x in self.ground]
        b.stacks = [list(x) for x in self.stacks]
        b.tops = [list(x) for x in self.tops]
        b.raven = self.raven
        b.raven_tower = self.raven_tower
        b.castle = list(self.castle)
        return b

    def load(self, d):
        self.ground = [[int(o) for o in x] for x in d["ground"]]
        self.stacks = [[int(t) for t in x] for x in d["stacks"]]
        self.tops = [[int(o) for o in x] for x in d["tops"]]
        self.raven = int(d["raven"])
        self.raven_tower = int(d["raven_tower"])
        self.castle = [int(c) for c in d["castle"]]
        if len(self.ground) != FIELDS or len(self.stacks) != FIELDS or len(self.tops) != TOWERS:
            raise ValueError("board snapshot has the wrong size")
