# The legal actions as a menu for three buttons: ROLL next, BACK previous,
# OK choose. Many actions are grouped by the presentation module's group()
# (first the piece, then where it goes); a group of one is shown as its
# action. Pure: built from the actions and labels, so tests can walk it.
#
# Compact, because a menu is built while a whole game is in the heap (40
# placements of one curve in a game): it keeps the actions list, a byte
# per action and the group names, and makes a row's label only when the
# row is on the screen. build() gives the whole menu as labelled entries
# for the host's tools and tests.

from hexbox.app.speech import words

COLS = 16
_DROPPED = 0  # of[i]: an action that reads the same as an earlier one
_ALONE = 1  # of[i]: a row of its own; k + 2: in group k


def back_item():
    """The row that leaves a group ("< back"), in the language in use."""
    return words().BACK_ITEM


class Menu:
    def __init__(self, present, game, actions):
        self.present = present
        self.game = game
        self.acts = actions
        self.groups = []  # each group's first action (its name is made when shown)
        self.of = bytearray(len(actions))
        self._group(present, game, actions)
        count = [0] * len(self.groups)
        for g in self.of:
            if g >= 2:
                count[g - 2] += 1
        # a group of one is a row of its own, "group label", where that fits
        # the row; else it stays a group, so that no row loses its group's name
        self.single = bytearray(len(count))
        for k in range(len(count)):
            if count[k] == 1:
                said = present.label(game, actions[self.groups[k]])
                self.single[k] = 1 if len(self.group_name(k)) + 1 + len(said) <= COLS else 0
        placed = bytearray(len(self.groups))
        top = []  # the top rows: an action's index, or -1 - k for group k
        for i in range(len(actions)):
            g = self.of[i]
            if g == _ALONE or (g >= 2 and self.single[g - 2]):
                top.append(i)
            elif g >= 2 and not placed[g - 2]:
                placed[g - 2] = 1
                top.append(1 - g)
        if len(top) == 1 and top[0] < 0:
            top = self.members(-1 - top[0])  # one group only: its items are the menu
        self.top = top
        self.path = []  # the index chosen at each open group
        self.cursor = 0

    def _group(self, present, game, actions):
        """Fill self.of and self.groups; drop actions that read the same as
        an earlier one in the same group (two equal cards in a hand). Only
        the kinds the presentation names as TWINS can read the same (the
        presentation checks hold every game to it), so only theirs are read."""
        twins = getattr(present, "TWINS", ())
        seen = {}  # (group, label hash) -> first action index: small ints, no strings kept
        names = {}
        for i in range(len(actions)):
            a = actions[i]
            gname = present.group(game, a)
            if gname is None:
                gid = -1
            else:
                gid = names.get(gname)
                if gid is None:
                    gid = names[gname] = len(self.groups)
                    if gid > 253:
                        raise ValueError("more than 254 menu groups")
                    self.groups.append(i)
            if a[0] in twins:
                label = present.label(game, a)
                key = (gid + 1) * 65536 + (hash(label) & 0xFFFF)
                j = seen.get(key)
                if j is not None and self._same(gid, label, i):
                    continue
                if j is None:
                    seen[key] = i
            self.of[i] = _ALONE if gid < 0 else gid + 2

    def _same(self, gid, label, i):
        # a hash match: the labels themselves decide (any kept one of this group)
        p, g = self.present, self.game
        want = _ALONE if gid < 0 else gid + 2
        for k in range(i):
            if self.of[k] == want and p.label(g, self.acts[k]) == label:
                return True
        return False

    def group_name(self, k):
        return self.present.group(self.game, self.acts[self.groups[k]])

    def members(self, k):
        """The action indexes of group k, in order."""
        return [i for i in range(len(self.of)) if self.of[i] == k + 2]

    # -- rows ----------------------------------------------------------------------
    def label(self, i):
        """The row of action i (a group of one reads "group label")."""
        a = self.acts[i]
        s = self.present.label(self.game, a)
        g = self.of[i]
        if g >= 2 and self.single[g - 2]:
            joined = "%s %s" % (self.group_name(g - 2), s)
            return joined if len(joined) <= COLS else s
        return s

    def entry_row(self, e):
        """An entry as its OLED row: a group's label ends in " >" (OK opens it)."""
        if e is None:
            return back_item()
        if e >= 0:
            return self.label(e)[:COLS]
        name = self.group_name(-1 - e)
        return (name + " >" if len(name) <= COLS - 2 else name)[:COLS]

    def items(self):
        """The entries at the cursor's level: action indexes, -1 - k for a
        group, None for "< back"."""
        if not self.path:
            return self.top
        return self.members(-1 - self.top[self.path[0]]) + [None]

    def title(self):
        return self.group_name(-1 - self.top[self.path[0]]) if self.path else None

    def next(self):
        self.cursor = (self.cursor + 1) % len(self.items())

    def prev(self):
        self.cursor = (self.cursor - 1) % len(self.items())

    def back(self):
        """BACK: the previous row; on a sub-menu's first row, out of the
        sub-menu to its group's row (wrapping to its last row, "< back",
        read as going deeper instead of back)."""
        if self.path and self.cursor == 0:
            self.up()
        else:
            self.prev()

    def choose(self):
        """OK: the chosen action, or None after opening or leaving a group."""
        e = self.items()[self.cursor]
        if e is None:
            self.cursor = self.path.pop()
            return None
        if e < 0:
            self.path.append(self.cursor)
            self.cursor = 0
            return None
        return self.acts[e]

    def up(self):
        """Leave an open group; False at the top."""
        if not self.path:
            return False
        self.cursor = self.path.pop()
        return True

    def current(self):
        return self.entry_row(self.items()[self.cursor])

    def rows(self, n):
        """n rows around the cursor, each a marker (">" for the cursor, else
        " ") and a label of up to COLS characters."""
        items = self.items()
        first = 0
        if len(items) > n:
            first = min(max(self.cursor - n // 2, 0), len(items) - n)
        out = []
        for i in range(first, min(first + n, len(items))):
            out.append((">" if i == self.cursor else " ") + self.entry_row(items[i]))
        return out

    # -- finding an action (the virtual player, the host's tools) -----------------
    def offered(self):
        """Every action the menu offers, in menu order, read afresh each
        time (no list of them: hexbox.core.lazy)."""
        from hexbox.core.lazy import Walk

        return Walk(self._offers)

    def _offers(self):
        for e in self.top:
            if e < 0:
                for i in self.members(-1 - e):
                    yield self.acts[i]
            else:
                yield self.acts[e]

    def find(self, action):
        """(top index, index in the group or -1) of the entry that plays action."""
        for t in range(len(self.top)):
            e = self.top[t]
            if e < 0:
                m = self.members(-1 - e)
                for j in range(len(m)):
                    if self.acts[m[j]] == action:
                        return t, j
            elif self.acts[e] == action:
                return t, -1
        return -1, -1

    def row_towards(self, action):
        """The row OK must be pressed on, from where the menu is now, on the
        way to `action`: "< back" out of another group, the group, the row."""
        top, sub = self.find(action)
        if top < 0:
            raise ValueError("no menu entry plays %r" % (action,))
        if self.path and self.path[0] != top:
            return back_item()
        if self.path:
            return self.entry_row(self.members(-1 - self.top[top])[sub])
        return self.entry_row(self.top[top])

    def numbered(self):
        """[(row text, action)] of every action in menu order, each read in
        full ("Curve 3 left"): the host's numbered menus."""
        out = []
        for e in self.top:
            if e >= 0:
                out.append((self.label(e), self.acts[e]))
                continue
            name = self.group_name(-1 - e)
            for i in self.members(-1 - e):
                s = self.label(i)
                out.append((s if s.startswith(name) else "%s %s" % (name, s), self.acts[i]))
        return out

    def entries(self):
        """The whole menu as [label, action] rows and [group label, [[label,
        action], ...]] groups, in order (build())."""
        out = []
        for e in self.top:
            if e >= 0:
                out.append([self.label(e), self.acts[e]])
            else:
                out.append([self.group_name(-1 - e), [[self.label(i), self.acts[i]]
                                                  for i in self.members(-1 - e)]])
        return out


def build(present, game, actions):
    """Top level: a list of [label, action] (action) or [label, list of
    [label, action]] (group), in the order of the actions. Actions that
    read the same (two equal cards in a hand) are one entry: the first."""
    return Menu(present, game, actions).entries()


def shown(entry):
    """An entry of build() as its OLED row: a group's label ends in " >"."""
    label = entry[0]
    if isinstance(entry[1], list) and len(label) <= COLS - 2:
        label = label + " >"
    return label[:COLS]
