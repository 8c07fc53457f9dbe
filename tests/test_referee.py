"""The referee app on the simulated box, for every game ("One
referee app for every game"): firmware/main.py runs unchanged on the fake
machine; a virtual player presses the three buttons, reading the OLED."""

import pytest
from tiers import FULL, full_case

from hexbox.app import menu as mn
from hexbox.core.fs import OsFs
from hexbox.core.log import ActionLog
from hexbox.games import game_class, presentation
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.world import World

# (game, board, players, variant): every game on the referee-only box, and
# Spuknacht with its wheel and hall sensors too
GAMES = (
    ("spuknacht", "pico", 2, ()),
    full_case("spuknacht", "pico_referee", 2, ("expert",)),
    full_case("techno_witches", "pico_referee", 2, ()),
    ("techno_witches", "esp32s3_referee", 3, ("quaddatsch",)),
    full_case("wandelnde_tuerme", "pico_referee", 2, ()),
    ("broom_service", "esp32s3_referee", 3, ()),
)


def replayed(game, players, variant, c):
    """The engine playing the app's actions directly."""
    kw = {"board": c.game.board} if game == "spuknacht" else {}
    g = game_class(game)(players=players, seed=c.record["seed"], variant=variant, **kw)
    for a in c.game.history:
        g.play(a)
    return g


@pytest.mark.parametrize("game,board,players,variant", GAMES)
def test_a_whole_game_with_the_buttons_alone_ends_as_the_engine_does(game, board, players, variant):
    """"A whole game of each game, driven only through the simulated buttons,
    ends with the same final state as the engine playing those actions
    directly"."""
    c, world, check = run.auto(3, board, players, game=game, variant=variant)
    g = c.game
    assert g.over and g.result is not None
    assert replayed(game, players, variant, c).to_dict() == g.to_dict()
    assert check.errors == []
    assert c.rows[-1] == "OK: new game"
    if board == "pico":  # the hall box read the moves off the board
        assert sorted(world.hall.occupied) == sorted(f for f in g.mags if f >= 0)


def screens_of(game, board, players, variant, seed, actions):
    """Play `actions` actions; every screen the OLED showed, with whose turn
    it was and whether that seat had something hidden then:
    [(current seat, private, rows, highlighted row)]."""
    seen = []
    p = presentation(game)

    def probe(c):
        real = c.show

        def show(rows, hl=-1, drawn=False):
            real(rows, hl, drawn)
            g = c.game
            seat = g.current if g is not None else -2
            seen.append((seat, g is not None and p.private(g, seat), list(c.rows), c.hl))

        c.show = show

    from hexbox.app import main as appmain

    appmain.ON_START.append(probe)
    try:
        c, _, _ = run.auto(seed, board, players, game=game, variant=variant,
                           probe=run.Probe(max_actions=actions))
    finally:
        appmain.ON_START.remove(probe)
    return c, seen


@pytest.mark.parametrize("game,players,variant", [
    ("wandelnde_tuerme", 4, ("team",)),
    ("wandelnde_tuerme", 3, ("meister",)),
    ("broom_service", 3, ()),
])
def test_pass_and_play_never_shows_a_seat_s_hand_to_another(game, players, variant):
    """"Pass-and-play never shows one seat's hidden cards while another seat
    is asked to act. Check this from the OLED text": a menu (a highlighted
    row) for a seat with something hidden appears only after a "Pass the box
    to <that seat>" screen, with no other seat's pass screen in between."""
    c, seen = screens_of(game, "pico_referee", players, variant, 4, 150)
    p = presentation(game)
    cleared = None
    private_menus = 0
    for seat, private, rows, hl in seen:
        if rows and rows[0] == "Pass the box to":
            cleared = rows[1]
        elif hl >= 1 and private:
            name = p.seat_name(c.game, seat)
            assert cleared == name, "%s's menu %r shown after passing to %s" % (name, rows, cleared)
            private_menus += 1
    assert private_menus > 20
    passes = [r for _, _, r, _ in seen if r and r[0] == "Pass the box to"]
    assert len(passes) >= 10


def test_undo_replays_without_the_last_action_and_never_rerolls(tmp_path, monkeypatch):
    """"A long BACK undoes the last decision by replaying the log without it.
    Chance replays the same from the seed, so an undo can never re-roll a
    die": undo the move after a roll: the same dice stand again; undo the
    roll itself and roll again: the same dice come."""
    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(8, "pico_referee", 2, world=world, workdir=str(tmp_path),
                       probe=run.Probe(max_actions=5))
    monkeypatch.chdir(tmp_path)  # the box's flash: its log files
    g = c.game
    assert g.history[3] == ("roll",) and g.phase in ("roll", "move", "away")
    hist = list(g.history)
    die = None
    with world.installed():
        while len(c.game.history) > 4:
            c.undo()  # what a long BACK calls
        g = c.game
        assert g.phase == "move" and list(g.history) == hist[:4]
        die = (g.die, list(g.gdie))
        c.undo()
        assert c.game.phase == "roll" and list(c.game.history) == hist[:3]
        c.game.play(("roll",))
    assert (c.game.die, list(c.game.gdie)) == die
    # the log was saved at every undo
    c.save()
    assert ActionLog(c.log.fs).load()["actions"] == c.game.history


def test_long_back_through_the_buttons_undoes_one_action(tmp_path, monkeypatch):
    """The button: holding BACK (a LONG event) undoes one action, and the
    box says so on the OLED."""
    world = World(boards.load("pico_referee"))
    c, _, _ = run.auto(2, "pico_referee", 2, world=world, workdir=str(tmp_path),
                       game="broom_service", probe=run.Probe(max_actions=6))
    n = len(c.game.history)
    monkeypatch.chdir(tmp_path)  # the box's flash: its log files
    import asyncio

    from hexbox.hw.buttons import LONG

    c.inbox = [("back", LONG)]
    with world.installed():
        asyncio.run(c.step())
    assert len(c.game.history) == n - 1
    assert c.news[0] == "Undone:"
    rec = ActionLog(OsFs(str(tmp_path))).load()
    assert len(rec["actions"]) == n - 1


def test_menus_are_grouped_piece_first():
    """"When there are many actions, the menus are grouped: first the piece,
    then where it goes": Techno Witches' 40 curve placements are ten curve
    groups (left/right inside) and the backward curves."""
    G = game_class("techno_witches")
    g = G(players=2, seed=1)
    while g.pending:
        g.play(g.actions()[0])
    top = mn.build(presentation("techno_witches"), g, g.actions())
    groups = [e[0] for e in top if isinstance(e[1], list)]
    assert groups[:10] == ["Curve %d" % k for k in range(1, 11)]
    assert [x[0] for x in top[0][1]] == ["Curve 1 left", "Curve 1 right"]
    m = mn.Menu(presentation("techno_witches"), g, g.actions())
    assert m.choose() is None and m.title() == "Curve 1"  # OK opens the group
    m.next()
    assert m.choose() == ("curve", 1, "R")


def test_the_flight_is_drawn_on_the_oled():
    """"After each flight the OLED draws the top view (castles, houses,
    flyers, the path flown, the crash point) and says the outcome"."""
    c, seen = screens_of("techno_witches", "pico_referee", 2, (), 5, 40)
    pictures = [rows for _, _, rows, _ in seen if rows == ["(picture)"]]
    assert pictures, "no flight was drawn"
    px = c.hw.display.buffer
    assert any(px), "the OLED framebuffer is empty"


CUT_GAMES = ("techno_witches", "wandelnde_tuerme", "broom_service")
CUT_ACTIONS = 6
CUT_STRIDE = 1 if FULL else 51  # make test-full: every await point


@pytest.fixture(scope="module")
def scripted():
    """Per game: a 6-action game on the referee box, and how many await
    points it passes."""
    out = {}
    for game in CUT_GAMES:
        probe = run.Probe(max_actions=CUT_ACTIONS)
        c, _, _ = run.auto(4, "pico_referee", 2, game=game, probe=probe)
        out[game] = (list(c.game.history[:CUT_ACTIONS]), probe.count)
    return out


@pytest.mark.parametrize("game", CUT_GAMES)
@pytest.mark.parametrize("part", [0, full_case(1), full_case(2)])
def test_power_cut_at_await_points_of_every_game_loses_and_doubles_nothing(game, part, scripted):
    """"The power cut at every await point, now for every game's app: no
    action lost or doubled": one cut per run, the restarted box replays its
    log and the game goes on exactly as without the cut. make test cuts at
    every 153rd await point (part 0); make test-full at all."""
    ref, awaits = scripted[game]
    assert awaits > 100
    for k in range(1 + part, awaits + 1, 3 * CUT_STRIDE):
        probe = run.Probe(cut_at=(k,), max_actions=CUT_ACTIONS)
        c, _, _ = run.auto(4, "pico_referee", 2, game=game, probe=probe)
        assert probe.cuts == 1, "no power cut at await %d" % k
        assert list(c.game.history[:CUT_ACTIONS]) == ref, (
            "cut at await %d lost or doubled an action" % k
        )


def looks_of(world, tmp_path, cfg, person):
    """Run the box on `world` with person(now, app) called at every clock
    tick; the chip times of the flow's looks (its steps)."""
    from hexbox.app import main as appmain

    looks = []

    def hook(c):
        real = c.step

        async def step():
            looks.append(world.clock.us)
            await real()

        c.step = step

    def listener(now):
        if appmain.RUNNING:
            person(now, appmain.RUNNING[0])

    appmain.ON_START.append(hook)
    world.clock.listeners.append(listener)
    try:
        run.run_main(world, str(tmp_path), cfg)
    finally:
        appmain.ON_START.remove(hook)
        world.clock.listeners.remove(listener)
    return looks


def test_a_box_left_alone_looks_at_the_game_seldom_and_still_answers_the_next_press(tmp_path):
    """A person thinking costs the box little: with nothing pressed and
    nothing changed the flow looks at the game only every QUIET_POLLS + 1
    polls (a look costs a Pico some 1.5 ms of its 10 ms poll), yet a press is
    answered at the first poll after its debounce, as before."""
    from hexbox.app.box_app import POLL_MS
    from hexbox.app.referee import QUIET_POLLS

    world = World(boards.load("pico_referee"))
    seen = {}

    def person(now, c):
        if "t0" not in seen:
            if c.rows and c.rows[0] == "Pass the box to":
                seen["t0"], seen["rows"] = now, list(c.rows)
            return
        t0 = seen["t0"]
        if "pressed" not in seen and now >= t0 + 2_500_000:
            world.press("confirm")
            seen["pressed"] = now
        elif "released" not in seen and "pressed" in seen and now >= seen["pressed"] + 100_000:
            world.release("confirm")
            seen["released"] = now
        elif "released" in seen and c.rows != seen["rows"]:
            seen["answered"] = now
            c.stopped = True

    looks = looks_of(world, tmp_path, {"board": "pico_referee", "game": "broom_service",
                                       "players": 3, "seed": 5}, person)
    t0 = seen["t0"]
    alone = [t for t in looks if t0 + 500_000 <= t < t0 + 2_500_000]
    polls = 2_000 // POLL_MS
    assert len(alone) <= polls // (QUIET_POLLS + 1) + 2, "a look at every poll while nobody pressed"
    assert len(alone) >= polls // (QUIET_POLLS + 1) // 2, "the box stopped looking at the game"
    # the release's debounce (20 ms), then a look at one of the next polls (on
    # the simulator both tasks' sleeps move its clock: a poll takes 2 POLL_MS)
    r = seen["released"]
    assert any(r < t <= r + 20_000 + 2 * 2 * POLL_MS * 1000 for t in looks)
    assert seen["answered"] - r <= 100_000  # the design's press budget (a median there)


def test_an_action_that_takes_a_pico_long_shows_one_moment_before_it_plays():
    """"Any action slower than 250 ms shows a working frame within 100 ms
    first": an action of a kind the game lists as SLOW (a flight; a start
    place, whose heading menu fits every heading against the table) puts
    its label and "one moment..." on the OLED before the engine plays it;
    the flight's picture comes after that frame."""
    from hexbox.app import words_en

    c, seen = screens_of("techno_witches", "pico_referee", 2, (), 5, 40)
    p = presentation("techno_witches")
    slow = [a for a in c.game.history if a[0] in p.SLOW]
    working = [i for i, (_, _, rows, _) in enumerate(seen) if rows[-1:] == [words_en.WORKING]]
    assert len(slow) >= 3 and any(a[0] == "fly" for a in slow)
    assert len(working) == len(slow)
    pictures = [i for i, (_, _, rows, _) in enumerate(seen) if rows == ["(picture)"]]
    assert pictures and all(seen[i - 1][2][-1] == words_en.WORKING for i in pictures)

    def facing(i):
        return seen[i][2][0].endswith(": facing")

    # each heading menu's first frame
    faces = [i for i in range(1, len(seen)) if facing(i) and not facing(i - 1)]
    assert faces and all(seen[i - 1][2][-1] == words_en.WORKING for i in faces)


def test_a_box_that_reads_its_board_rests_too_and_a_magnet_set_down_wakes_it(tmp_path):
    """The full Spuknacht box left alone at "Place Vicky" looks at the game
    only every QUIET_POLLS + 1 polls (a look with the hall sensors costs a
    Pico some 2 ms of its poll), yet the magnet set down wakes it: the move
    is read once the board has held still for SETTLE_MS, as at every poll."""
    from hexbox.app.box_app import POLL_MS
    from hexbox.app.referee import QUIET_POLLS
    from hexbox.boxes.spuknacht.table import SETTLE_MS

    world = World(boards.load("pico"))
    seen = {}

    def person(now, c):
        if "t0" not in seen:
            if c.rows and c.rows[0].startswith("Place ") and c.game.phase == "setup":
                seen["t0"], seen["n"] = now, len(c.game.history)
            return
        if "down" not in seen and now >= seen["t0"] + 2_500_000:
            field = [a for a in c.game.actions() if a[0] == "place"][0][2]
            world.hall.occupied.add(field)
            seen["down"] = now
        elif "down" in seen and len(c.game.history) > seen["n"]:
            seen["read"] = now
            c.stopped = True

    looks = looks_of(world, tmp_path, {"board": "pico", "game": "spuknacht", "players": 2,
                                       "seed": 5}, person)
    t0 = seen["t0"]
    alone = [t for t in looks if t0 + 1_000_000 <= t < t0 + 2_500_000]
    polls = 1_500 // POLL_MS
    assert len(alone) <= polls // (QUIET_POLLS + 1) + 2, "a look at every poll while nobody moved"
    assert len(alone) >= polls // (QUIET_POLLS + 1) // 2, "the box stopped looking at the game"
    # the sensors' debounce (3 scans, one a poll), then a look at once; the
    # move after SETTLE_MS of stillness (a simulated poll takes 2 POLL_MS:
    # both tasks' sleeps)
    down, poll_us = seen["down"], 2 * POLL_MS * 1000
    assert min(t for t in looks if t > down) - down <= 5 * poll_us, "the magnet did not wake it"
    assert seen["read"] - down <= SETTLE_MS * 1000 + 6 * poll_us


def actions_and_collections(monkeypatch, game, players, actions, watch):
    """The order of the app's actions ("apply", action), its collections
    ("calm") and what watch(c, order) records, over `actions` actions of a
    seeded game played by the buttons."""
    from hexbox.app import main as appmain
    from hexbox.core import heap

    order = []
    monkeypatch.setattr(heap, "calm", lambda: order.append("calm"))

    def probe(c):
        real_apply = c.apply

        async def apply(action):
            order.append(("apply", action))
            await real_apply(action)

        c.apply = apply
        watch(c, order)

    appmain.ON_START.append(probe)
    try:
        run.auto(4, "pico_referee", players, game=game, probe=run.Probe(max_actions=actions))
    finally:
        appmain.ON_START.remove(probe)
    return order


def test_an_action_with_nothing_to_tell_shows_the_next_screen_before_the_heap_is_collected(
        monkeypatch):
    """A secret pick in Broom Service tells nothing: the screen after it
    (the next pick, a pass screen) is the press's answer, and a Pico's
    collection (20 to 40 ms with the app's heap) waits until it is up
    (the save after it collects)."""

    def watch(c, order):
        real_show = c.show

        def show(rows, hl=-1, drawn=False):
            if list(rows) != c.rows or hl != c.hl:
                order.append("show")
            real_show(rows, hl, drawn)

        c.show = show

    order = actions_and_collections(monkeypatch, "broom_service", 3, 12, watch)
    applied = [i for i, o in enumerate(order) if isinstance(o, tuple)]
    picks = [i for i in applied[:-1] if order[i][1][0] == "pick"]  # the last: the run's end
    assert len(picks) >= 8
    for i in picks:
        after = [o for o in order[i + 1:] if o in ("show", "calm")]
        assert after[0] == "show", "a collection before the screen after %r" % (order[i],)
        assert "calm" in after, "no collection after %r" % (order[i],)


def test_a_slow_action_collects_before_the_screen_after_it_is_built(monkeypatch):
    """After a slow action (its "one moment..." frame is up) the screen
    after it is built on a collected heap: Techno Witches' start place
    tells nothing, and its heading menu fits 16 headings against the table.
    Built on the start place's garbage, with the threshold held, it left a
    Pico 45,920 B free (budget 64 KB); collected first, 70,960 B."""
    slow = presentation("techno_witches").SLOW

    def watch(c, order):
        real_menu = c.current_menu

        def current_menu():
            if c.menu is None or c.menu_at != len(c.game.history):
                order.append("menu")
            return real_menu()

        c.current_menu = current_menu

    order = actions_and_collections(monkeypatch, "techno_witches", 2, 6, watch)
    applied = [i for i, o in enumerate(order) if isinstance(o, tuple)]
    places = [i for i in applied[:-1] if order[i][1][0] in slow and order[i][1][0] != "fly"]
    assert len(places) >= 2, order
    for i in places:
        after = [o for o in order[i + 1:] if o in ("menu", "calm")]
        assert after[:1] == ["calm"], "the menu after %r was built before a collection" % (
            order[i],)


def test_a_slow_secret_choice_names_only_whose_it_is(monkeypatch):
    """A working frame before a secret choice (were a game to list one as
    SLOW) says whose move it is, never what was chosen: here Broom
    Service's role picks, listed as slow for the test."""
    from hexbox.app import words_en
    from hexbox.games.broom_service import words_en as bs_words

    p = presentation("broom_service")
    monkeypatch.setattr(p, "SLOW", ("pick",), raising=False)
    c, seen = screens_of("broom_service", "pico_referee", 3, (), 4, 12)
    working = [rows for _, _, rows, _ in seen if rows[-1:] == [words_en.WORKING]]
    assert len(working) >= 8
    names = [p.seat_name(c.game, s) for s in range(3)]
    roles = bs_words.ROLES
    for rows in working:
        assert rows[0] in names and not any(r in " ".join(rows) for r in roles), rows


def test_a_click_while_the_box_thinks_does_not_skip_its_announcement(monkeypatch):
    """On the chip a box seat's decision takes a second behind its working
    frame; a person who clicks then (a double click on the last news) must
    not dismiss the box's announcement before it was ever read: the click
    was for the screen before. A hold stays (BACK held is an undo)."""
    from hexbox.app import referee as rf
    from hexbox.hw.buttons import LONG, PRESS

    real_decide, real_turn = rf.Referee.decide, rf.Referee.box_turn
    left = []

    def decide(self, seat):
        act = real_decide(self, seat)
        self.inbox.append(("confirm", PRESS))  # clicked while "thinking..." was up
        self.inbox.append(("roll", LONG))  # and a hold, which stays
        return act

    async def box_turn(self, seat):
        await real_turn(self, seat)
        left.append((list(self.inbox), list(self.news)))
        self.inbox = [e for e in self.inbox if e[1] != LONG]  # the hold asked nothing here

    monkeypatch.setattr(rf.Referee, "decide", decide)
    monkeypatch.setattr(rf.Referee, "box_turn", box_turn)
    run.auto(3, "pico_referee", 3, game="wandelnde_tuerme", bots=(1, 2),
             probe=run.Probe(max_actions=12))
    assert len(left) >= 4
    for inbox, news in left:
        assert inbox == [("roll", LONG)] and news, (inbox, news)
