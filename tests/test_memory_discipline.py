"""What keeps a whole game inside a board's heap ("Get there by
memory discipline"): what the app builds, keeps and unloads, checked on
CPython where the heap bench (make bench, host_tools/benches/heap.py)
measures the bytes on the unix MicroPython."""

import sys

import pytest

from hexbox.app import boot
from hexbox.app import menu as mn
from hexbox.app.boxes import parts
from hexbox.games import game_class, presentation
from hexbox.hw.build import Hardware
from host_tools.hardware import boards
from host_tools.sim.world import World


def test_a_game_that_does_not_turn_the_wheel_parks_it_and_builds_no_wheel_or_hall_drivers():
    """Techno Witches on a full Spuknacht box: the wheel and the hall scanner
    are not built (their code and buffers stay out of RAM) and the wheel's
    coils are switched off, not left to whatever the pins did at reset."""
    w = World(boards.load("pico"))
    with w.installed():
        hw = Hardware(w.board, w.machine, w.clock, parts("techno_witches", "full"))
        assert hw.motor is None and hw.stepper is None and hw.hall is None
        assert not w.motor.energised()
        assert hw.buttons is not None and hw.display is not None
        full = Hardware(w.board, w.machine, w.clock, parts("spuknacht", "full"))
        assert full.motor is not None and full.hall is not None


def test_the_self_test_drops_the_board_rules_before_it_loads_the_app(tmp_path):
    """The boot's highest heap is the self-test importing the app: the board
    rules (hw/board.py, Spuknacht's reference board) are out by then."""
    import json

    (tmp_path / "board.json").write_text(json.dumps(boards.load("pico_referee")))
    cfg = {"board": "pico_referee", "game": "techno_witches"}
    try:
        assert boot.selftest(cfg, root=str(tmp_path) + "/") is None
        for name in boot.BOARD_RULES:
            assert name not in sys.modules, name
        assert "hexbox.app.referee" in sys.modules
    finally:
        import hexbox.hw.board  # noqa: F401  (the other tests use it; the next import reloads it)


class CountingLabels:
    """A presentation that counts the labels it makes."""

    def __init__(self, p):
        self.p = p
        self.made = 0

    def label(self, game, action):
        self.made += 1
        return self.p.label(game, action)

    def __getattr__(self, name):
        return getattr(self.p, name)


def curve_menu_game():
    cls = game_class("techno_witches")
    g = cls(players=4, seed=3, variant=tuple(cls.HEAVIEST[1]))  # backward curves allowed too
    while g.pending:
        g.play(g.actions()[0])
    return g


def test_a_menu_keeps_no_labels_and_makes_only_the_rows_on_screen():
    """40 curve placements (forward and backward): the menu keeps the actions and a byte each, and
    a screen of 5 rows makes at most 5 labels (the OLED has 5 menu rows)."""
    g = curve_menu_game()
    p = CountingLabels(presentation("techno_witches"))
    acts = g.actions()
    assert len(acts) >= 40
    m = mn.Menu(p, g, acts)
    assert p.made == 0  # no label is read to build it: Techno Witches has no twin actions
    kept = [v for v in vars(m).values() if isinstance(v, str)]
    assert kept == []
    assert all(isinstance(e, int) for e in m.top) and all(isinstance(k, int) for k in m.groups)
    p.made = 0
    m.rows(5)
    assert p.made == 0  # the top rows are groups here: their names, no labels
    m.choose()  # open "Curve 1"
    p.made = 0
    rows = m.rows(5)
    assert p.made <= 5 and rows[0] == ">Curve 1 left"


def test_the_row_towards_an_action_leads_there_with_ok_and_roll():
    """The virtual player's way to an action (sim/menu_player.py): pressing OK
    on the row it names, ROLL otherwise, plays exactly that action."""
    g = curve_menu_game()
    p = presentation("techno_witches")
    for want in g.actions()[::7]:
        m = mn.Menu(p, g, g.actions())
        for _ in range(200):
            if m.current() == m.row_towards(want):
                got = m.choose()
                if got is not None:
                    assert got == want
                    break
            else:
                m.next()
        else:
            pytest.fail("never reached %r" % (want,))


def test_resting_flyer_shapes_are_kept_only_while_they_rest():
    """Techno Witches keeps the shapes of resting pieces between flights,
    one unit per resting flyer (and Wolkenschreck), not one per pose a game
    has seen."""
    from hexbox.core.rng import Rng

    cls = game_class("techno_witches")
    players, variant = cls.HEAVIEST
    g = cls(players=players, seed=3, variant=tuple(variant))
    pick = Rng(5)
    most = 0
    while not g.over:
        a = g.actions()
        g.play(a[pick.below(len(a))])
        most = max(most, len(g.statics._units))
    assert 0 < most <= players + 1


def test_the_simulated_buzzer_keeps_its_newest_changes_and_counts_them_all():
    """A whole game's tones must not grow into the heap the app is measured
    in (the simulator's PWM log is bounded; its count is not)."""
    from host_tools.sim import machine

    w = World(boards.load("pico_referee"))
    with w.installed():
        hw = Hardware(w.board, w.machine, w.clock, parts("techno_witches", "full"))
        for _ in range(100):
            hw.buzzer.play(((440, 5), (880, 5)))
        assert w.buzzer_changes() >= 400
        assert len(w.buzzer_log()) <= 2 * machine.LOG_KEEP
        assert w.buzzer_log()[-1][2] == 0  # ends silent


def test_spuknacht_legal_actions_read_one_at_a_time_equal_the_list():
    """Game.legal(): in the move phase the moves are made one at a time
    (no list of ~120 tuples for the hall-sensor table), and read the same as
    actions() at every step of a whole game."""
    from hexbox.core.rng import Rng

    g = game_class("spuknacht")(players=3, seed=4)
    pick = Rng(9)
    moves = 0
    while not g.over:
        acts = g.actions()
        legal = g.legal()
        assert list(legal) == acts and len(legal) == len(acts)
        if g.phase == "move":
            moves += 1
            assert not isinstance(legal, list) and legal[len(acts) - 1] == acts[-1]
        g.play(acts[pick.below(len(acts))])
    assert moves > 10
