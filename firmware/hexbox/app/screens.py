# What the OLED shows: up to 6 rows of 16 characters, built from the game
# state. Pure functions of the state, so tests can read them.

_NAMES = ("Vicky", "Conrad", "Mila")


def name(m):
    return _NAMES[m] if 0 <= m < len(_NAMES) else "M%d" % m


def roll_screen(game, note=""):
    rows = ["Turn: roll dice", "press ROLL"]
    rows.append("chips %d/15" % game.chips())
    return rows


def dice_rows(game):
    if not game.gdie:
        return []
    colour, n = game.gdie
    arrow = "<<" if colour == "blue" else ">>"
    return ["Magic die: %d" % game.die, "Ghost: %s %d %s" % (colour, n, arrow)]


def move_screen(game, note=""):
    rows = dice_rows(game) + ["Move a magician"]
    if note:
        rows.append(note)
    return rows


def setup_screen(game, note=""):
    m = game.mags.index(-1) if -1 in game.mags else 0
    return ["Set up", "Put %s on" % name(m), "a start field"]


def away_screen(game, note=""):
    m, card = game.away
    rows = ["Ghost card!", "%s must move" % name(m), "away from ghost"]
    if note:
        rows.append(note)
    return rows


def ghost4_screen(game, choice):
    return ["4th ghost joins", "start %d of %d" % (choice + 1, len(game.actions())),
            "ROLL next", "CONFIRM place"]


def end_screen(game):
    r = game.result or {}
    won = r.get("won", r.get("winners") not in (None, []))
    return ["You WIN!" if won else "Locked in...", "chips %d/15" % game.chips(), "BACK: new game"]


def event_rows(events):
    rows = []
    for e in events:
        k = e[0]
        if k == "touch":
            rows.append("Boo! %s" % name(e[1]))
        elif k == "card":
            rows.append("%s: %s" % (name(e[1]), e[2][:10]))
        elif k == "collect":
            rows.append("%s got a chip" % name(e[1]))
        elif k == "locked":
            rows.append("Gate %d locked" % e[1])
    return rows[-3:]
