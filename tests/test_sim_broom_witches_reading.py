"""Broom Service and Techno Witches read by a newcomer in the terminal
simulator, keys typed with pauses: the map says what a tower is (its
potion and VP, in every region it serves), the round's enchanted roles are
named and marked where they are picked, the status names how many roles
are picked instead of an empty "Hand:" and never before the pass screen,
every VP change names the rule it comes from, an undone cloud is one
phrase, and Techno Witches' picture numbers its castles and houses with a
legend in the menu's own words."""

import re

from test_sim_screens import typist
from test_sim_secrets import status_panel
from test_sim_tui import drive, frame_text

from hexbox.games import host_words, words
from hexbox.games.techno_witches import layout
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import Tui
from host_tools.sim.world import World

GAP_US = 300000  # a person reads the screen between two keys
HOLD_GAP_US = 2000000  # after a held button: let go, and the box answers


def typed(game, players, seed, keys_of, tmp_path, variant=()):
    world = World(boards.load("pico_referee"))
    ui = Tui(world, game, seed, realtime=False)
    drive(world, ui, keys_of(world), tmp_path, {"board": "pico_referee", "game": game,
                                                 "players": players, "variant": list(variant),
                                                 "seed": seed})
    return ui


def table_text(frame):
    """The map panel's lines of a frame (the left column)."""
    return "\n".join(line[3:67] for line in frame.splitlines())


def test_broom_service_map_names_its_towers_and_the_hand_counts_the_picks(tmp_path):
    seen = {}

    def at_pass(tui):
        c = tui.app()
        if tui.hidden_seat(c) is None:
            return None
        seen["before"] = status_panel(tui, c)
        seen["frame"] = frame_text(tui)
        seen["game"] = c.game
        return "c"

    def passed(tui):
        c = tui.app()
        seen["after"] = status_panel(tui, c)
        seen["menu"] = [text for _, text, _ in tui.choices(c)]
        first = tui.choices(c)[0]
        seen["first"] = first[1]
        return str(first[0]) + "\r"

    def picked(tui):
        seen["picked"] = status_panel(tui, tui.app())
        return ""

    typed("broom_service", 3, 7,
          lambda world: typist(world, [at_pass, passed, picked], GAP_US), tmp_path)
    W = words("broom_service")
    # before the pass screen: no seat's picks, not even how many
    assert not any(r.startswith(("Hand", "Picked")) for r in seen["before"]), seen["before"]
    # after it: how many of how many, never an empty "Hand:"
    assert W.PICKED % (0, 4) in seen["after"] and W.HAND not in seen["after"], seen["after"]
    assert W.PICKED % (1, 4) in seen["picked"], seen["picked"]
    # the round's enchanted roles: named for all, and marked where they are picked
    ench = seen["game"].ench
    assert len(ench) == 2  # three players: 5 - 3
    for row in (W.ENCHANTED_HEAD % 3).split("\n"):  # "Enchanted roles" / " cost 3 points:"
        assert row in seen["before"], seen["before"]
    for r in ench:
        assert " " + W.ROLES[r] in seen["before"], seen["before"]
        # in the group of enchanted roles, by its whole name ("Enchanted Hill witch")
        assert [x for x in seen["menu"] if x.startswith(W.ENCHANTED_GROUP + " " + W.ROLES[r])], \
            seen["menu"]
    assert " " + seen["first"] in seen["picked"], seen["picked"]
    # the map: each region's towers by potion colour and VP, no bare "T"
    g = seen["game"]
    b = g.board
    table = table_text(seen["frame"])
    assert not re.search(r"\bT\b", table), table
    colours = host_words("broom_service").VIEW[5]
    for r in range(b.n):
        marks = "".join((colours[t[0]].upper() if t[1] else colours[t[0]]) + str(t[2])
                        for t in b.towers if r in t[4])
        if marks:
            assert marks in table, "region %s: towers %r not on the map" % (b.names[r], marks)
    for legend in host_words("broom_service").VIEW[1:4]:
        assert legend in table, "the legend %r is cut" % legend


def test_a_cleared_cloud_scores_with_its_reason_and_its_undo_is_one_phrase(tmp_path):
    """Red plays the brave Weather fairy and clears a cloud: the VP line
    says why (the brave fairy), and holding BACK says what it took back in
    one phrase, the cloud by its region (not "Clouds Cloud 16")."""
    state = {"at": 0, "cleared": None, "undone": None}
    wants = (("cloud",), ("pick", 9), ("brave", 9), ("pick", 6), ("pick", 7), ("pick", 8))

    def keys_of(world):
        def keys(tui):
            c = tui.app()
            now = world.clock.us
            if c is None or now < state["at"]:
                return []
            state["at"] = now + GAP_US
            if state["undone"] is not None:
                state["oled"] = list(c.rows)
                raise run.EnoughActions()
            if state["cleared"] is not None and len(c.game.history) > state["cleared"][0]:
                state["log"] = list(tui.happened.lines)
                state["undone"] = now
                state["at"] = now + HOLD_GAP_US
                return ["u"]
            if tui.hidden_seat(c) is not None:
                return ["c"]
            ch = tui.choices(c)
            if not ch:
                return ["c"] if c.news else []
            pick = ch[0]
            for want in wants:
                hit = [x for x in ch if tuple(x[2][:len(want)]) == want]
                if hit:
                    pick = hit[0]
                    break
            if pick[2][0] == "cloud":
                state["cleared"] = (len(c.game.history), pick[1])
            assert len(c.game.history) < 80, "no cloud cleared in 80 actions"
            return list(str(pick[0])) + ["\r"]
        return keys

    typed("broom_service", 3, 2, keys_of, tmp_path)
    W = words("broom_service")
    assert state["cleared"], "the fairy never cleared a cloud"
    label = state["cleared"][1]
    oled = state["oled"]
    assert oled[0] == "Undone:", oled
    said = " ".join(oled[1:]).strip()
    # the menu's row ("Clouds M02: 1 wand": its group, the region on the map,
    # the wands in whole words), said once
    assert re.fullmatch(r"(Storm clouds|Clouds) [A-Z]\d\d: \d wands?( #2)?", label), label
    assert said.startswith(label), (label, oled)
    where = re.search(r"[A-Z]\d\d", label).group()
    assert said.count(where) == 1 and said.count("louds") == 1, oled
    vp_lines = [x for x in state["log"] if re.search(r"[+-]\d+ points?:", x)]
    assert vp_lines, state["log"]
    reasons = [why for _, why in W.VP_WHY]
    for x in vp_lines:
        assert any(re.search(r"points?: %s$" % re.escape(why), x) for why in reasons), \
            "no reason: %r" % x
    assert any(x.endswith(": brave fairy") for x in vp_lines), vp_lines


def test_techno_witches_picture_has_a_legend_in_the_menus_words(tmp_path):
    """Three flyers in Flight School: the table marks the houses h1-h3 and
    the castles by number, and the legend under it names each mark as the
    menu's rows do ("House 2", "Skyprick"), each seat by its initial."""
    seen = {}

    def look(tui):
        c = tui.app()
        seen["frame"] = frame_text(tui)
        seen["rows"] = [text for _, text, _ in tui.choices(c)]
        seen["game"] = c.game
        return ""

    typed("techno_witches", 3, 4, lambda world: typist(world, [look], GAP_US), tmp_path)
    g = seen["game"]
    W = words("techno_witches")
    table = table_text(seen["frame"])
    houses = layout.house_names(g.adventure, g.players)
    assert len(houses) == 3
    for h in houses:
        assert h in table, "house %s is not marked" % h
    # the start menu's rows are the places' whole names ("House 2", "Skyprick")
    at = [r for r in seen["rows"] if r.startswith(W.HOUSE[:-2]) or r in W.CASTLES]
    assert at, seen["rows"]
    legend = table.split("\n")
    for name in at:  # "House 2": under the picture, with its mark
        if name.startswith(W.HOUSE[:-2]):
            assert "h1-h3 " + W.HOUSE[:-2] + "1-3" in table, table
        else:
            n = W.CASTLES.index(name)
            assert any("%d %s" % (n, name) in line for line in legend), (name, table)
    for s in range(g.players):
        assert any(line.startswith(W.SEATS[s][0] + " " + W.SEATS[s]) for line in legend), s


def test_techno_witches_undone_backward_curve_is_one_phrase(tmp_path):
    """Bumblebee (backward curves allowed), the flyers set, Violet lays a
    backward curve and holds BACK: the box
    says what it took back as the menu's own row ("Backward curve 3
    left"), the curve named once."""
    state = {"at": 0, "laid": None, "undone": False}

    def keys_of(world):
        def keys(tui):
            c = tui.app()
            now = world.clock.us
            if c is None or now < state["at"]:
                return []
            state["at"] = now + GAP_US
            if state["undone"]:
                state["oled"] = list(c.rows)
                raise run.EnoughActions()
            if state["laid"] is not None and len(c.game.history) > state["laid"][0]:
                state["undone"] = True
                state["at"] = now + HOLD_GAP_US
                return ["u"]
            ch = tui.choices(c)
            if not ch:
                return ["c"] if c.news else []
            back = [x for x in ch if x[2][0] == "back"]
            pick = back[len(back) // 2] if back else ch[0]
            if back:
                state["laid"] = (len(c.game.history), pick[1])
            return list(str(pick[0])) + ["\r"]
        return keys

    typed("techno_witches", 3, 4, keys_of, tmp_path, ("bumblebee",))
    W = words("techno_witches")
    assert state["laid"], "no backward curve offered"
    label = state["laid"][1]
    assert label.startswith(W.BACKWARD_GROUP + " "), label
    oled = state["oled"]
    assert oled[0] == "Undone:", oled
    said = " ".join(oled[1:])
    assert said.startswith(label) and said.count("ack") == 1, (label, oled)
