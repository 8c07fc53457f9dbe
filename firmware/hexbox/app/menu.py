# The legal actions as a menu for three buttons: ROLL next, BACK previous,
# OK choose. Many actions are grouped by the presentation module's group()
# (first the piece, then where it goes); a group of one is shown as its
# action. Pure: built from the actions and labels, so tests can walk it.

BACK_ITEM = "< back"
COLS = 16


def build(present, game, actions):
    """Top level: a list of [label, action] (action) or [label, list of
    [label, action]] (group), in the order of the actions. Actions that
    read the same (two equal cards in a hand) are one entry: the first."""
    top = []
    where = {}  # group label -> index in top
    seen = {}  # (group, label) already in the menu
    for a in actions:
        g = present.group(game, a)
        label = present.label(game, a)
        if (g, label) in seen:
            continue
        seen[(g, label)] = 1
        item = [label, a]
        if g is None:
            top.append(item)
            continue
        i = where.get(g)
        if i is None:
            where[g] = len(top)
            top.append([g, [item]])
        else:
            top[i][1].append(item)
    for i in range(len(top)):
        e = top[i]
        if isinstance(e[1], list) and len(e[1]) == 1:
            sub = e[1][0]
            top[i] = [_joined(e[0], sub[0]), sub[1]]
    if len(top) == 1 and isinstance(top[0][1], list):
        top = top[0][1]  # one group only: its items are the menu
    return top


def _joined(group_label, item_label):
    """A group of one becomes one row: "Vicky to 17"."""
    s = "%s %s" % (group_label, item_label)
    return s if len(s) <= COLS else item_label


class Menu:
    def __init__(self, entries):
        self.top = entries
        self.path = []  # the index chosen at each open group
        self.cursor = 0

    def items(self):
        if not self.path:
            return self.top
        return self.top[self.path[0]][1] + [[BACK_ITEM, None]]

    def title(self):
        return self.top[self.path[0]][0] if self.path else None

    def next(self):
        self.cursor = (self.cursor + 1) % len(self.items())

    def prev(self):
        self.cursor = (self.cursor - 1) % len(self.items())

    def choose(self):
        """OK: the chosen action, or None after opening or leaving a group."""
        label, what = self.items()[self.cursor]
        if self.path and what is None:
            self.cursor = self.path.pop()
            return None
        if isinstance(what, list):
            self.path.append(self.cursor)
            self.cursor = 0
            return None
        return what

    def up(self):
        """Leave an open group; False at the top."""
        if not self.path:
            return False
        self.cursor = self.path.pop()
        return True

    def current(self):
        return self.items()[self.cursor][0]

    def rows(self, n):
        """n rows around the cursor, each a marker (">" for the cursor, else
        " ") and a label of up to COLS characters."""
        items = self.items()
        first = 0
        if len(items) > n:
            first = min(max(self.cursor - n // 2, 0), len(items) - n)
        out = []
        for i in range(first, min(first + n, len(items))):
            out.append((">" if i == self.cursor else " ") + shown(items[i]))
        return out


def shown(entry):
    """An entry as its OLED row: a group's label ends in " >" (OK opens it)."""
    label = entry[0]
    if isinstance(entry[1], list) and len(label) <= COLS - 2:
        label = label + " >"
    return label[:COLS]


def actions_of(entries):
    """Every action the menu offers, in menu order."""
    out = []
    for e in entries:
        if isinstance(e[1], list):
            for x in e[1]:
                out.append(x[1])
        else:
            out.append(e[1])
    return out


def find(entries, action):
    """(top index, index in the group or -1) of the entry that plays action."""
    for i in range(len(entries)):
        what = entries[i][1]
        if isinstance(what, list):
            for j in range(len(what)):
                if what[j][1] == action:
                    return i, j
        elif what == action:
            return i, -1
    return -1, -1
