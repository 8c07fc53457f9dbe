# Dice-and-wheel mode without hardware: the dice, the notch turns,
# the STOP latch on a stepper, positions by hand, the Wandering Towers dice
# cards. Portable: runs on CPython and on MicroPython.


from hw_fakes import CountingMotor, FakeClock

from hexbox.boxes.dice import screens as ds
from hexbox.boxes.dice.card import DICE_COUNTS, DiceCard
from hexbox.boxes.dice.table import KEEP_ROLLS, NUDGE_PARTS, DiceTable
from hexbox.core.errors import IllegalAction
from hexbox.core.rng import Rng
from hexbox.games.spuknacht import Game, dice
from hexbox.games.spuknacht import data as R
from hexbox.games.spuknacht.board import reference_board
from hexbox.hw.ramp import Ramp
from hexbox.hw.stepper import Stepper
from hexbox.hw.stop_button import StopLatch

UPY_HEAP_KB = 256  # unix port: two games' modules (Spuknacht's board, Türme's dice cards) from .py

_BOARD = []


def board():
    if not _BOARD:
        _BOARD.append(reference_board())
    return _BOARD[0]


def table(seed=1):
    return DiceTable(board(), Rng(seed))


# -- dice -----------------------------------------------------------------------
def test_one_press_rolls_both_dice_like_the_engine():
    """"One press rolls both Spuknacht dice: the magician die, and the ghost
    die's colour (direction) and count": the same throw as the engine's own
    roll from the same seed."""
    for seed in range(6):
        t = table(seed)
        g = Game(seed=0, board=board())
        g.rng = Rng(seed)
        points, colour, n = t.roll()
        ev = []
        g._roll(("roll",), ev)
        assert ev[0] == ("roll", points, colour, n)
        assert points in R.MAGICIAN_DIE and (colour, n) in R.GHOST_DIE
        assert t.phase == "turn" and t.gdie == [colour, n] and t.die == points


def test_rolls_are_seeded_and_every_face_comes_up():
    """Rolls are seeded in tests: the same seed gives the same throws; over
    many throws every face of both dice shows."""
    a, b = table(7), table(7)
    seen_m, seen_g = [], []
    for _ in range(120):
        ra, rb = a.roll(), b.roll()
        assert ra == rb
        if ra[0] not in seen_m:
            seen_m.append(ra[0])
        if (ra[1], ra[2]) not in seen_g:
            seen_g.append((ra[1], ra[2]))
    assert sorted(seen_m) == sorted(R.MAGICIAN_DIE) and len(seen_g) == len(R.GHOST_DIE)


def test_long_press_keeps_the_last_rolls():
    """"A long press shows the last rolls again": the table keeps the last
    KEEP_ROLLS throws, oldest first, and the history screen lists the newest
    first, each in words over two rows, as many as the six rows hold."""
    t = table(3)
    thrown = [list(t.roll()) for _ in range(KEEP_ROLLS + 2)]
    assert t.rolls == thrown[-KEEP_ROLLS:]
    rows = ds.history_screen(t)
    newest = [ds.roll_rows(r[0], r[1], r[2], False) for r in reversed(thrown)]
    assert rows[1:] == newest[0] + newest[1], rows
    assert all(len(r) <= 16 for r in rows)


def test_ghost_colour_gives_the_direction():
    """"The colour shows you in which direction you have to turn"."""
    for colour, d in R.DIRECTIONS:
        assert dice.direction(colour) == d
    try:
        dice.direction("green")
        raise AssertionError()
    except ValueError:
        pass


# -- the wheel ------------------------------------------------------------------------
def test_turn_is_the_rolled_notches_in_the_rolled_direction():
    """"the wheel turns the rolled number of notches in the rolled direction"."""
    t = table(5)
    w = t.board.wheel
    for _ in range(12):
        s0 = t.step
        t.roll()
        move, touched = t.plan()
        colour, n = t.gdie
        d = dice.direction(colour)
        assert move * d > 0 and touched == ()
        assert w.on_boundary(w.wrap(s0 + move))
        # n notch boundaries are crossed or reached, no more
        k0 = w.notch_index(s0)
        k1 = w.notch_index(s0 + move)
        assert (k1 - k0) * d == n
        t.turned(move, d)
        assert t.phase == "roll"


def test_next_turn_continues_from_a_stop_mid_notch():
    """"In the next player's turn, he simply continues turning from this
    position": after a STOP mid-notch the first notch finishes the
    interrupted one (the engine's Wheel.target)."""
    t = table(9)
    w = t.board.wheel
    t.roll()
    move, _ = t.plan()
    d = 1 if move > 0 else -1
    made = move // 3  # STOP a third of the way
    t.turned(made, d)
    assert not w.on_boundary(t.step)
    t.roll()
    move2, _ = t.plan()
    colour, n = t.gdie
    assert t.step + move2 == w.target(t.step, dice.direction(colour), n)
    end = w.wrap(t.step + move2)
    assert w.on_boundary(end)


def test_plan_without_a_roll_is_refused():
    t = table()
    try:
        t.plan()
        raise AssertionError()
    except IllegalAction as e:
        assert "roll" in e.reason


def test_nudge_turns_back_a_little_against_the_last_turn():
    """"A nudge back press turns it back a little": against the last turn's
    direction, 1/NUDGE_PARTS of a notch."""
    t = table(2)
    try:
        t.nudge()
        raise AssertionError()
    except IllegalAction:
        pass
    t.roll()
    move, _ = t.plan()
    d = 1 if move > 0 else -1
    t.turned(move, d)
    w = t.board.wheel
    notch = w.period // (w.revs * w.notches)
    assert t.nudge() == -d * (notch // NUDGE_PARTS)


def test_positions_by_hand_stop_at_first_contact_like_the_full_kit():
    """"Players may enter which field each magician stands on. Then the
    wheel stops by itself at the first contact, using the same planner as
    the full kit": the stop and the touched magicians equal the engine's."""
    b = board()
    hits = 0
    for seed in range(4):
        g = Game(seed=seed, board=b)
        r = Rng(seed + 100)
        while g.phase == "setup":
            acts = g.actions()
            g.play(acts[r.below(len(acts))])
        t = table(seed)
        for _ in range(6):
            t.roll()
            t.set_positions([f if f >= 0 else -1 for f in g.mags])
            colour, n = t.gdie
            move, touched = t.plan()
            stop, touched_g = g.plan_turn(dice.direction(colour), n)
            assert b.wheel.wrap(t.step + move) == stop and touched == touched_g
            hits += 1 if touched else 0
            t.turned(move, dice.direction(colour))
            g.step = t.step
    assert t.by_hand and hits > 0  # some turns did stop on a contact


def test_bad_positions_are_refused_and_change_nothing():
    """Bad input gets a clear error and changes nothing."""
    t = table()
    t.set_positions([3, 12, -1])
    for bad in (
        [3, 3, -1],
        [0, 1],
        [0, 1, 2, 3],
        [0, 1, 99],
        [0, 1, -2],
        [0, True, 2],
        [0, 1, "x"],
    ):
        try:
            t.set_positions(bad)
            raise AssertionError(bad)
        except IllegalAction as e:
            assert e.reason
        assert t.mags == [3, 12, -1] and t.by_hand
    t.forget_positions()
    assert not t.by_hand and t.mags == [-1, -1, -1]


def test_record_round_trip_and_bad_record_changes_nothing():
    """After a power cut the box resumes on the same wheel step; a damaged
    record raises ValueError and leaves the table as it was."""
    t = table(4)
    t.roll()
    move, _ = t.plan()
    t.turned(move // 2, 1 if move > 0 else -1)
    t.set_positions([5, -1, 30])
    t.roll()
    rec = t.to_record()
    u = table(99)
    u.restore(rec)
    assert u.to_record() == rec and u.die == t.die and u.gdie == t.gdie
    for key, bad in (
        ("step", -1),
        ("step", t.board.wheel.period),
        ("phase", "fly"),
        ("mags", [1, 1, 1]),
    ):
        v = table(98)
        before = v.to_record()
        r2 = dict(rec)
        r2[key] = bad
        try:
            v.restore(r2)
            raise AssertionError(key)
        except ValueError:
            pass
        assert v.to_record() == before


# -- STOP -----------------------------------------------------------------------------
class IrqPin:
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self):
        self.handler = None
        self.trigger = None
        self.level = 1

    def irq(self, handler=None, trigger=4, hard=False):
        self.handler = handler
        self.trigger = trigger

    def value(self, v=None):
        return self.level

    def press(self):
        self.level = 0
        if self.handler is not None and self.trigger & self.IRQ_FALLING:
            self.handler(self)


class EdgeClock(FakeClock):
    """Fires a pin's press at a chosen microsecond, while the stepper sleeps."""

    def __init__(self, pin, at_us):
        FakeClock.__init__(self)
        self.pin = pin
        self.at_us = at_us

    def sleep_us(self, us):
        end = self.us + us
        if self.pin is not None and self.us <= self.at_us < end:
            self.us = self.at_us
            self.pin.press()
            self.pin = None
        self.us = end


def test_stop_latch_only_sets_a_flag_while_armed():
    """"an interrupt-driven stop (the IRQ only sets a flag / timestamp)": an
    edge while disarmed is ignored; armed, the first edge is kept."""
    p, q = IrqPin(), IrqPin()
    clock = FakeClock()
    latch = StopLatch([p, q], clock)
    assert p.trigger == IrqPin.IRQ_FALLING and p.handler is not None and q.handler is not None
    p.press()
    assert not latch.triggered()
    latch.arm()
    clock.us = 1234
    q.press()
    clock.us = 5000
    p.press()
    assert latch.triggered() and latch.at_us == 1234 and latch.pin is q
    latch.arm()
    assert not latch.triggered()
    latch.disarm()
    p.press()
    assert not latch.triggered()


def test_active_high_buttons_listen_for_the_rising_edge():
    p = IrqPin()
    StopLatch([p], FakeClock(), active_low=False)
    assert p.trigger == IrqPin.IRQ_RISING


def stop_run(limit, at_us, steps=400, speed=200, accel=1600):
    """Steps made after a STOP edge at at_us during a slow move."""
    pin = IrqPin()
    clock = EdgeClock(pin, at_us)
    motor = CountingMotor()
    latch = StopLatch([pin], clock)
    st = Stepper(motor, Ramp(speed, accel), clock)
    seen = []

    def should_stop():
        if latch.triggered() and not seen:
            seen.append(motor.pos)
        return latch.triggered()

    latch.arm()
    made = st.move(steps, should_stop, limit)
    at_edge = seen[0] if seen else made
    return made, made - at_edge, st


def test_stop_halts_within_the_configured_steps():
    """"A STOP button halts it within one motor step ... ramps down no
    further than the configured limit": edges anywhere in a slow turn leave
    at most `limit` steps after the edge, and the stepper's position is the
    wheel's."""
    for limit in (0, 1, 3):
        for at in (1000, 150000, 333333, 700000, 1300000):
            made, after, st = stop_run(limit, at)
            assert 0 <= made < 400, (limit, at, made)
            assert after <= limit, (limit, at, after)
            assert st.position == made and not st.moving


def test_stop_after_the_end_changes_nothing():
    made, after, _ = stop_run(1, 10 ** 9, steps=50)
    assert made == 50 and after == 0


# -- Wandering Towers dice cards -----------------------------------------------------------
def test_dice_card_counts_come_from_the_deck():
    """The dice cards of the deck show 1, 2 or 3 dice."""
    assert DICE_COUNTS == (1, 2, 3)


def test_dice_card_tries_and_last_roll_counts():
    """"Bei 2 abgebildeten Würfeln darfst du einmal neu würfeln, das zweite
    Ergebnis gilt. Bei 3 Würfeln hast du bis zu 3 Versuche, das letzte
    Ergebnis zählt.\""""
    r = Rng(11)
    for k in DICE_COUNTS:
        c = DiceCard(k)
        assert c.counts() == 0 and c.tries_left() == k
        for _i in range(k):
            v = c.throw(r)
            assert 1 <= v <= 6 and c.counts() == v
        assert c.done()
        before = list(c.throws)
        try:
            c.throw(r)
            raise AssertionError()
        except IllegalAction as e:
            assert "last roll" in e.reason
        assert c.throws == before


def test_dice_card_with_other_dice_counts_is_refused():
    for bad in (0, 4, -1, "2"):
        try:
            DiceCard(bad)
            raise AssertionError()
        except IllegalAction:
            pass


# -- screens and LEDs ---------------------------------------------------------------------
def test_screens_fit_the_oled():
    t = table(1)
    t.roll()
    c = DiceCard(3)
    c.throw(Rng(1))
    for rows in (
        ds.idle_screen(t),
        ds.turn_screen(t),
        ds.turning_screen(t),
        ds.after_turn_screen(t, True, (0, 2)),
        ds.after_turn_screen(t, True, (0, 1, 2)),
        ds.field_screen(1, 47),
        ds.field_screen(0, -1),
        ds.card_screen(None, 2),
        ds.card_screen(c, 3),
    ):
        assert 0 < len(rows) <= 6
        for r in rows:
            assert len(r) <= 16, r


def test_after_the_wheel_the_screen_says_what_comes_next():
    """A stranger at "wheel done / BACK: nudge back" did not know that ROLL
    throws again: the screen after a turn names the next throw first."""
    t = table(1)
    t.roll()
    rows = ds.after_turn_screen(t, False, ())
    throw, nudge = ds.words(ds.DICE_WORDS).IDLE[1:3]
    assert rows[-2:] == [throw, nudge], rows
    assert throw in ds.after_turn_screen(t, True, (0, 2))


def test_leds_show_the_roll_without_a_display():
    """"shown clearly on the OLED, or on LEDs when there is no display"."""
    t = table(8)
    assert ds.led_pattern(t, 9) == [(0, 0, 0)] * 9
    for _ in range(10):
        t.roll()
        leds = ds.led_pattern(t, 9)
        lit = [x for x in leds[:6] if x != (0, 0, 0)]
        ghost = [x for x in leds[6:] if x != (0, 0, 0)]
        assert len(lit) == t.die and len(ghost) == t.gdie[1]
        assert len(set(ghost)) == 1


def test_fourth_ghost_joins_the_typed_in_stops():
    """Expert game: "the expert ghost joins when the 8th chip is placed" on
    a ghost start field; with it set on the box (hold STOP), the typed-in
    stops equal the engine's with its 4th ghost placed the engine's way."""
    b = board()
    g = Game(seed=4, variant=("expert",), board=b)
    r = Rng(40)
    while g.phase == "setup":
        acts = g.actions()
        g.play(acts[r.below(len(acts))])
    t = table(4)
    for _ in range(3):  # turn the wheel a little first, so the offset matters
        t.roll()
        move, _ = t.plan()
        t.turned(move, dice.direction(t.gdie[0]))
    g.step = t.step
    k = 1
    g.turned = True  # the engine places the ghost between turns
    g._place_ghost4(("ghost", k), [])
    t.set_ghost4(k)
    assert t.ghosts == g.ghosts and t.ghost4() == k
    t.set_positions([f if f >= 0 else -1 for f in g.mags])
    for _ in range(5):
        t.roll()
        colour, n = t.gdie
        move, touched = t.plan()
        assert (b.wheel.wrap(t.step + move), touched) == g.plan_turn(dice.direction(colour), n)
        t.turned(move, dice.direction(colour))
        g.step = t.step
    rec = t.to_record()
    u = table(5)
    u.restore(rec)
    assert u.ghosts == t.ghosts
    t.set_ghost4(-1)
    assert len(t.ghosts) == len(b.ghost_starts) and t.ghost4() == -1
    for bad in (3, -2, True, "1"):
        try:
            t.set_ghost4(bad)
            raise AssertionError(bad)
        except IllegalAction:
            pass
    assert t.ghost4() == -1
