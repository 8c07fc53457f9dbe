# One scenario per rule sentence of the seed (004_b435dbd6b3fc228b.txt); each
# test's docstring quotes the sentence it checks.
import pytest

from hexbox.core.errors import IllegalAction
from hexbox.games.spuknacht import Game
from hexbox.games.spuknacht import data as R

TURN = 65536
FAR = (41, 47)  # corner start fields: out of every ghost's reach


def at(mags, step=0, die=1, gdie=("red", 1), expert=False, players=1, seed=0):
    """A game in the move phase with the magicians on `mags`."""
    g = Game(players=players, seed=seed, variant=("expert",) if expert else ())
    g.mags = list(mags)
    g.step = step
    g.die = die
    g.gdie = list(gdie)
    g.phase = "move"
    return g


def moves(g, m):
    return sorted(a[2] for a in g.actions() if a[0] == "move" and a[1] == m)


def give_all_chips(g, m):
    g.slate[m] = list(g.stacks[m])
    g.stacks[m] = []


def contact_game(card, expert=False):
    """Magician 0 on field 25; one red notch from boundary 5 brings the
    ring-80 ghost onto it mid-notch. The next card drawn is `card`."""
    g = at([25, 41, 47], step=Game().board.wheel.boundary(5), die=3, expert=expert)
    g.deck = [card] + [c for c in g.deck if c != card]
    return g


# -- before every game ---------------------------------------------------------

def test_closed_gate_in_the_three_magicians_corner():
    """'Take the closed gate ... Put the gate in the corner with the red and
    black icon of the three magicians.' That exit is never open."""
    g = at([40, 41, 1], die=6)
    give_all_chips(g, 2)
    assert g.board.corner_starts[g.board.closed_corner] == 0  # one step from field 1
    assert not [a for a in g.actions() if a[0] == "exit" and a[2] == g.board.closed_corner]
    assert ("exit", 2, 1) in g.actions()  # corner 1 (field 6) is 5 steps + the gate


def test_place_magicians_and_ghosts_on_their_start_fields():
    """'Place the three magicians and the three ghosts respectively on any of
    their start fields.'"""
    g = Game(seed=3)
    b = g.board
    assert sorted(a[2] for a in g.actions()) == sorted(b.magician_starts)
    for _ in range(3):
        g.play(g.actions()[-1])
    assert sorted(g.mags) == sorted(b.magician_starts)
    assert g.phase == "roll"
    t = g.touched_fields()
    assert [t[f] for f in b.ghost_starts] == [1, 1, 1]
    assert len(g.ghosts) == 3


def test_ghost_cards_shuffled_face_down():
    """'Shuffle the ghost cards, place them face down in a stack.'"""
    decks = set(tuple(Game(seed=s).deck) for s in range(6))
    assert len(decks) > 1
    assert sorted(Game().deck) == list(range(12))
    assert Game().view(0)["deck"] == 12  # face down: only the count shows


def test_target_chips_three_stacks_top_revealed():
    """'Mix the face-down target chips. Place them in three stacks next to the
    slate, sorted by colour, and reveal the top chip.'"""
    g = Game(seed=5)
    for m in range(3):
        assert sorted(g.stacks[m]) == sorted(R.CHIPS[m])
    assert len(set(tuple(map(tuple, Game(seed=s).stacks)) for s in range(6))) > 1
    v = g.view(0)["stacks"]
    assert v == [[g.stacks[m][0], 5] for m in range(3)]


# -- the turn ----------------------------------------------------------------------

def test_throw_both_dice_then_magician_then_ghosts():
    """'When it is your turn, you throw both dice together. First, you move
    according to the blue magicians' die, then you do what the ghosts' die
    indicates.'"""
    g = Game(seed=1)
    for _ in range(3):
        g.play(g.actions()[0])
    ev = g.play(("roll",))
    assert ev[0][0] == "roll" and 1 <= ev[0][1] <= 6 and ev[0][2] in ("red", "blue")
    assert 1 <= ev[0][3] <= 3
    assert g.actions() and g.actions()[0][0] == "move"
    ev = g.play(g.actions()[0])
    kinds = [e[0] for e in ev]
    assert kinds.index("move") < kinds.index("wheel")


def test_die_points_move_any_magician():
    """'The points on the magicians' die indicate how many steps you can move
    with any magician.'"""
    g = at([3, 41, 47], die=1)
    assert moves(g, 0) == [2, 4]  # 10 is touched by a ghost
    assert moves(g, 1) == [34, 42]
    assert moves(g, 2) == [40, 46]
    g = at([3, 41, 47], die=2)
    assert 1 in moves(g, 0) and 5 in moves(g, 0) and 9 in moves(g, 0)


def test_may_ignore_points_but_must_move_one_field():
    """'You may ignore die points when drawing, but the chosen magician must
    move at least one field.'"""
    g = at([3, 41, 47], die=3)
    assert 2 in moves(g, 0) and 1 in moves(g, 0) and 0 in moves(g, 0)
    assert 3 not in moves(g, 0)
    before = g.to_dict()
    with pytest.raises(IllegalAction):
        g.play(("move", 0, 3))
    assert g.to_dict() == before


def test_pass_over_magicians_but_end_alone():
    """'You can move across fields with other magicians, but, at the end, only
    one magician can stand on each field.'"""
    g = at([1, 2, 47], die=2)
    assert 3 in moves(g, 0)  # across magician 1 on field 2
    assert 2 not in moves(g, 0)
    with pytest.raises(IllegalAction):
        g.play(("move", 0, 2))


def test_landing_on_a_magician_goes_to_the_next_free_field():
    """'If you land on the same field as another magician, you can place your
    magician on the next free field.'"""
    g = at([1, 2, 47], die=1)
    assert moves(g, 0) == [0, 3, 8, 9]  # 3 and 9 lie next to the occupied field 2
    g = at([1, 2, 3], die=1)
    assert 4 in moves(g, 0)  # over two magicians to the first free field


def test_never_cross_a_field_a_ghost_touches():
    """'Watch out for the ghosts! You must not move across fields that are
    touched by a ghost!'"""
    g = at([17, 41, 47], die=2)
    t = g.touched_fields()
    assert t[10]
    assert 10 not in moves(g, 0) and 3 not in moves(g, 0)  # 3 lies behind 10
    g = at([17, 41, 47], die=4)
    assert 3 in moves(g, 0)  # the long way round: 17-16-9-2-3


def test_only_a_magician_with_5_chips_may_leave():
    """'Only a magician who has already collected all 5 target chips is
    allowed to leave the game board and enter the stairs.'"""
    g = at([6, 41, 40], die=3)
    assert not [a for a in g.actions() if a[0] == "exit"]
    give_all_chips(g, 0)
    assert ("exit", 0, 1) in g.actions()


def test_collect_target_chip_and_reveal_the_next():
    """'As soon as a magician has completed his current task (i.e. reached a
    target field), you can take the target chip and place it on the slate.
    You then immediately reveal a new chip for this magician.'"""
    g = at([41, 47, 40], die=6)
    g.stacks[0] = [4, 0, 1, 2, 3]  # Frog: field 27, next Mirror
    ev = g.play(("move", 0, 27))
    assert ("collect", 0, 4) in ev and ("reveal", 0, 0) in ev
    assert g.slate[0] == [4] and g.stacks[0][0] == 0


def test_each_chip_colour_belongs_to_one_magician():
    """'...reveal the top chip. These are the first destinations ... with each
    chip colour assigned to one magician.'"""
    g = at([41, 47, 40], die=6)
    g.stacks[0] = [0, 1, 2, 3, 4]  # Vicky wants the Mirror, not the Frog
    g.stacks[1] = [4, 3, 5, 6, 7]  # Conrad wants the Frog
    ev = g.play(("move", 0, 27))
    assert not [e for e in ev if e[0] == "collect"]
    assert g.slate == [[], [], []]


# -- the ghosts' die ------------------------------------------------------------------

def test_colour_gives_the_turning_direction():
    """'The colour shows you in which direction you have to turn - either in
    the red or in the blue direction.'"""
    for colour, sign in R.DIRECTIONS:
        g = at([41, 47, 46], gdie=(colour, 1))
        ev = g.play(("move", 0, 42))
        wheel = [e for e in ev if e[0] == "wheel"][0]
        assert wheel[5] * sign > 0


def test_number_of_ghosts_is_the_number_of_whole_notches():
    """'The number of ghosts indicates how many times you turn the ghost wheel
    - once, twice or three times.' and 'make sure to move the wheel all the
    way from the beginning to the end of the notch.'"""
    w = Game().board.wheel
    for n in (1, 2, 3):
        g = at([41, 47, 46], gdie=("red", n))
        ev = g.play(("move", 0, 42))
        assert g.step == w.boundary(n)
        assert [e for e in ev if e[0] == "wheel"][0][2] == n


def test_stop_at_once_on_contact_and_continue_from_there():
    """'You must stop turning immediately, as soon as a ghost touches one of
    the magicians! In the next player's turn, he simply continues turning
    from this position.'"""
    g = contact_game(6)
    w = g.board.wheel
    ev = g.play(("move", 1, 42))
    wheel = [e for e in ev if e[0] == "wheel"][0]
    stop = wheel[4]
    assert w.boundary(5) < stop < w.boundary(6)
    assert ("touch", 0, 1) in ev
    assert g.touching_ghosts(0) == [1]
    # the step before the stop did not touch: it stopped at once
    g2 = Game.from_dict(g.to_dict())
    g2.step = stop - 1
    assert g2.touching_ghosts(0) == []
    g.play(g.actions()[0])  # move away
    g.phase = "move"
    g.die, g.gdie = 1, ["red", 1]
    ev = g.play(("move", 1, 41))
    assert [e for e in ev if e[0] == "wheel"][0][3] == stop  # continues from there
    assert g.step == w.boundary(6)  # the first notch finishes the interrupted one


def test_ghost_card_drawn_and_removed_from_the_game():
    """'Then reveal a ghost card from the face-down stack. The ghost card is
    then removed from the game.'"""
    g = contact_game(6)
    ev = g.play(("move", 1, 42))
    assert ("card", 0, R.LUCKY, -1, 2) in ev
    assert 6 not in g.deck and g.discard == [6]


def test_simultaneous_contacts_each_draw_a_card():
    """'In rare cases, two (or even three) ghost contacts occur at the same
    time. In this case, you must draw a separate ghost card for each magician
    concerned!' (in magician order)"""
    g = at([25, 22, 41], step=Game().board.wheel.boundary(5), die=2, expert=True)
    g.ghosts.append([1, (g.ghosts[1][1] + TURN // 2) % TURN])  # opposite ghost, same ring
    g.ghost4 = 2
    g.deck = [6, 7] + [c for c in g.deck if c not in (6, 7)]
    ev = g.play(("move", 2, 42))
    touches = [e for e in ev if e[0] == "touch"]
    assert [e[1] for e in touches] == [0, 1]
    assert ("card", 0, R.LUCKY, -1, 2) in ev
    ev = g.play(g.actions()[0])  # magician 0 moves away, then 1 draws
    assert ("card", 1, R.LUCKY, -1, 2) in ev
    assert g.phase == "away" and g.away[0] == 1
    assert 6 not in g.deck and 7 not in g.deck


def test_lucky_you_two_fields_away():
    """'Lucky you! Move the ghost-stricken magician two fields away from the
    ghost.'"""
    g = contact_game(6)
    g.play(("move", 1, 42))
    acts = g.actions()
    assert acts and all(a[0] == "away" and a[1] == 0 for a in acts)
    b = g.board
    gx, gy = g.ghost_xy(1)
    d0 = (b.fx[25] - gx) ** 2 + (b.fy[25] - gy) ** 2
    for a in acts:
        f = a[2]
        assert f not in b.adj[25] and f != 25  # two fields, not one
        assert (b.fx[f] - gx) ** 2 + (b.fy[f] - gy) ** 2 > d0  # away from it
        assert not g.touched_fields()[f]
    g.play(acts[0])
    assert g.mags[0] == acts[0][2]


def test_blessing_in_disguise_up_to_the_die():
    """'Blessing in disguise! Move the magician concerned away from the ghost
    by as many fields as the blue magicians' die currently is indicating
    (letting die points expire is allowed).'"""
    g = contact_game(9)
    g.play(("move", 1, 42))
    ends = [a[2] for a in g.actions()]
    near = [f for f in ends if f in g.board.adj[25]]
    assert near  # 1 field: points may expire
    assert 12 in ends or 20 in ends or 33 in ends  # 3 fields (die 3)
    g2 = contact_game(9)
    g2.die = 1
    g2.play(("move", 1, 42))
    assert all(a[2] in g2.board.adj[25] for a in g2.actions())


def test_move_away_through_the_ghost_and_onto_a_target():
    """'You can move away in any direction and now you can even move through
    the ghost. If you can reach a target chip, this is also allowed.'"""
    g = contact_game(9)
    g.stacks[0] = [2, 0, 1, 3, 4]  # Vicky wants the Magic potion on field 26
    g.play(("move", 1, 42))
    acts = g.actions()
    assert ("away", 0, 26) in acts
    ev = g.play(("away", 0, 26))
    assert ("collect", 0, 2) in ev
    # through the ghost: the stop leaves the ghost on field 25's path to 19
    g = contact_game(9)
    g.play(("move", 1, 42))
    t = g.touched_fields()
    b = g.board
    through = [f for f in (a[2] for a in g.actions())
               if all(t[x] for x in b.adj[25] if f in b.adj[x])]
    assert through or any(t[x] for x in b.adj[25])


def test_move_away_through_the_touching_ghost_only_not_through_another():
    """'You can move away in any direction and now you can even move through
    the ghost.' The ghost: the one that touched this magician. Fields that
    another ghost touches still may not be crossed ('You must not move
    across fields that are touched by a ghost!')."""
    from hexbox.games.spuknacht.planner import ghost_on_start

    g = contact_game(6, expert=True)  # lucky: two fields
    b = g.board
    stop = 873  # where one red notch from boundary 5 stops on magician 0 (field 25)
    g.ghosts.append(ghost_on_start(b, 0, stop))  # a 4th ghost that will stand on field 24
    g.ghost4 = 2
    g.play(("move", 1, 42))
    assert g.step == stop and g.touching_ghosts(0) == [1]
    t = g.touched_fields()
    assert t[24] and not t[32]  # 24 is the 4th ghost's, not the touching ghost's
    ends = [a[2] for a in g.actions()]
    # field 18 lies two fields away only through 24; 31 also through 32
    assert 18 not in b.adj[25] and [x for x in b.adj[25] if 18 in b.adj[x]] == [24]
    assert 18 not in ends
    assert 31 in ends
    before = g.to_dict()
    with pytest.raises(IllegalAction):
        g.play(("away", 0, 18))
    assert g.to_dict() == before


def test_bad_luck_places_a_gate_half_then_moves_away():
    """'What a bad luck! Place one half of the indicated gate in the
    corresponding corner. ... Then you move the magician away from the ghost
    (two fields or the number of die points).'"""
    g = contact_game(0)  # bad luck, gate of corner 1, two fields
    ev = g.play(("move", 1, 42))
    assert ("gate", 1, 1) in ev and g.halves[1] == 1
    assert g.phase == "away"
    assert all(a[2] not in g.board.adj[25] for a in g.actions())
    assert 0 not in g.deck and 0 not in g.discard  # the half lies in its corner


def test_two_matching_halves_lock_the_exit():
    """'As soon as two matching gate halves are placed in one corner, this
    exit is completely locked.'"""
    g = contact_game(1)
    g.halves[1] = 1
    ev = g.play(("move", 1, 42))
    assert ("locked", 1) in ev
    g.play(g.actions()[0])
    g.phase, g.die = "move", 2
    g.mags = [6, 40, 41]
    give_all_chips(g, 0)
    assert not [a for a in g.actions() if a[0] == "exit" and a[2] == 1]
    assert g.halves[1] == 2


def test_leave_from_a_start_field_for_one_die_point():
    """'To leave the haunted castle, the magician must step from a starting
    field through a gate that is still open. He needs one die point for
    this.'"""
    g = at([5, 41, 40], die=1)
    give_all_chips(g, 0)
    assert not [a for a in g.actions() if a[0] == "exit"]  # 1 step + gate = 2 points
    g.die = 2
    assert ("exit", 0, 1) in g.actions()
    ev = g.play(("exit", 0, 1))
    assert ("exit", 0, 1) in ev and g.mags[0] == -2
    g.halves[1] = 2  # locked: the next magician cannot use it


def test_win_all_chips_and_all_three_out():
    """'You win together, if you have successfully placed all 15 target chips
    on the slate and were able to leave the haunted castle with the three
    magicians through the still open gates.'"""
    g = at([-2, -2, 6], die=1, players=2)
    for m in range(3):
        give_all_chips(g, m)
    ev = g.play(("exit", 2, 1))
    assert ev[-1] == ("win",)
    assert g.over and g.result["won"] and g.result["winners"] == [0, 1]
    assert g.chips() == 15 and g.current == -1 and g.actions() == []


def test_loss_when_all_gates_are_locked():
    """'You lose together, as soon as the three ghosts have locked all the
    gates and there is no longer any escape route.'"""
    g = contact_game(5)  # bad luck for corner 3
    g.halves = [0, 2, 2, 1]
    ev = g.play(("move", 1, 42))
    assert ev[-2:] == [("locked", 3), ("loss",)]
    assert g.over and not g.result["won"] and g.result["winners"] == []
    with pytest.raises(IllegalAction):
        g.play(("stay", 0))


def test_expert_fourth_ghost_after_the_8th_chip():
    """'As soon as you place the 8th target chip on the slate, take this ghost
    and place it on any of the three ghost starting fields. From now on you
    will have to escape four ghosts.'"""
    for expert in (False, True):
        g = at([41, 47, 40], die=6, expert=expert)
        g.slate = [[0, 1, 2], [3, 4], [0, 2]]
        g.stacks = [[4, 3], [5, 6, 7], [5, 6, 7]]
        ev = g.play(("move", 0, 27))  # Frog: the 8th chip
        assert ("collect", 0, 4) in ev
        if not expert:
            assert g.phase == "roll" and len(g.ghosts) == 3
            continue
        assert g.phase == "ghost4"
        assert not [e for e in ev if e[0] == "wheel"]  # the ghost comes first
        acts = g.actions()
        assert acts and all(a[0] == "ghost" for a in acts)
        k = acts[0][1]
        ev = g.play(acts[0])
        assert ev[0] == ("ghost4", g.board.ghost_starts[k])
        assert len(g.ghosts) == 4
        assert [e for e in ev if e[0] == "wheel"]  # then the wheel turns


def test_players_take_turns_clockwise():
    """'The youngest player begins and the game continues in clockwise
    direction.'"""
    g = at([41, 47, 46], players=3)
    seats = []
    for _ in range(4):
        seats.append(g.current)
        g.play(("move", 0, 42 if g.mags[0] == 41 else 41))
        g.phase, g.die, g.gdie = "move", 1, ["red", 1]
    assert seats == [0, 1, 2, 0]


# -- where the seed is silent (assumptions, game_data/spuknacht.md) ------------------

def test_after_one_magician_leaves_the_others_play_on():
    """'Now all that remains is for the other magicians to escape the
    ghosts...'"""
    g = at([6, 41, 40], die=1, players=2)
    give_all_chips(g, 0)
    g.play(("exit", 0, 1))
    assert not g.over and g.phase == "roll" and g.current == 1
    g.play(("roll",))
    assert g.actions() and all(a[1] != 0 for a in g.actions() if a[0] == "move")


def test_empty_deck_reshuffles_drawn_cards_but_not_gate_halves():
    """Assumed (game_data: 'Deck runs out'): the drawn cards are shuffled
    back, except the bad-luck cards lying in the corners. (With the assumed
    deck it cannot happen in play: the 6th bad-luck card locks the last gate
    first. It matters for a user deck with other counts.)"""
    g = contact_game(6)
    g.deck = []
    g.discard = [6, 7, 8, 9, 10, 11]
    ev = g.play(("move", 1, 42))
    assert ("shuffle", 6) in ev
    card = [e for e in ev if e[0] == "card"][0]
    assert card[2] in (R.LUCKY, R.BLESSING)
    assert len(g.deck) == 5 and len(g.discard) == 1
    assert sorted(g.deck + g.discard) == [6, 7, 8, 9, 10, 11]


def test_a_magician_already_touching_does_not_stop_the_wheel_at_once():
    """Assumed: contact means a new touch; a magician that could not move
    away (('stay', m)) does not stop the wheel while that contact lasts."""
    g = at([24, 41, 47], die=1, gdie=("red", 1))  # field 24: the ring-40 ghost sits on it
    assert g.touching_ghosts(0) == [0]
    ev = g.play(("move", 1, 42))
    wheel = [e for e in ev if e[0] == "wheel"][0]
    assert wheel[4] == g.board.wheel.boundary(1)  # the whole notch
    assert not [e for e in ev if e[0] == "touch"]


def test_the_same_ghost_staying_on_a_magician_is_never_a_new_touch():
    """'Stop turning the wheel immediately when a ghost touches a magician.
    Then reveal a ghost card from the face-down stack.' A touch is the ghost
    coming onto the magician; the same ghost staying on it is no new touch
    and no second card. On the reference board the rounded ghost position
    leaves field 18 for one motor step at the edge of the ring-40 ghost's
    contact (steps 3470 on, 3471 off, 3472 on): that blink is not a new
    touch."""
    g = at([18, 41, 47], step=3470, die=1, gdie=("red", 1))
    assert g.touching_ghosts(0) == [0]  # as after ("stay", 0)
    probe = Game.from_dict(g.to_dict())
    probe.step = 3471
    assert probe.touching_ghosts(0) == []  # the blink: off for one step
    probe.step = 3472
    assert probe.touching_ghosts(0) == [0]
    ev = g.play(("move", 1, 42))
    assert not [e for e in ev if e[0] in ("touch", "card")]
    assert g.step == g.board.wheel.boundary(21)  # the whole notch


def test_the_game_keeps_each_contact_until_the_magician_moves():
    """'In the next player's turn, he simply continues turning from this
    position.' The contacts at the stop carry over into the next turn (a
    saved game keeps them); a magician that moves away has left its
    ghost."""
    g = contact_game(6)
    g.play(("move", 1, 42))
    assert g.contacts == [[0, 1]]
    assert Game.from_dict(g.to_dict()).contacts == [[0, 1]]
    g.play(g.actions()[0])  # away: onto a field no ghost touches
    assert g.contacts == []


def test_expert_ghost_not_onto_a_start_field_already_touched():
    """'place it on any of the three ghost starting fields', assumed: not
    where it would overlap a ghost already on the wheel (two ghosts cannot
    stand in one place); at home all three are taken, then any."""
    g = at([41, 47, 40], die=6, expert=True)
    g.slate = [[0, 1, 2], [3, 4], [0, 2]]
    g.stacks = [[4, 3], [5, 6, 7], [5, 6, 7]]
    g.play(("move", 0, 27))
    assert g.phase == "ghost4"
    # wheel at home: the three ghosts still sit on their start fields
    assert g.actions() == [("ghost", 0), ("ghost", 1), ("ghost", 2)]
    g.step = g.board.wheel.boundary(2)  # 30 degrees on: the fields are free
    t = g.touched_fields()
    free = [k for k in range(3) if not t[g.board.ghost_starts[k]]]
    assert [a[1] for a in g.actions()] == free


def test_expert_ghost_may_go_onto_a_start_field_with_a_magician_which_it_touches():
    """'As soon as you place the 8th target chip on the slate, take this
    ghost and place it on any of the three ghost starting fields.' Any: also
    the one a magician stands on. The ghost then touches that magician, and
    'Stop turning the wheel immediately when a ghost touches a magician.
    Then reveal a ghost card': the magician draws a card and moves away
    before the wheel turns."""
    g = at([41, 24, 40], die=6, expert=True, step=Game().board.wheel.boundary(2))
    g.slate = [[0, 1, 2], [3, 4], [0, 2]]
    g.stacks = [[4, 3], [5, 6, 7], [5, 6, 7]]
    g.deck = [6] + [c for c in g.deck if c != 6]  # the next card: lucky you
    assert g.touching_ghosts(1) == []  # ghost 0 is 30 degrees on from field 24
    g.play(("move", 0, 27))  # the 8th chip
    assert ("ghost", 0) in g.actions()  # field 24, with magician 1 on it
    ev = g.play(("ghost", 0))
    assert ev[:3] == [("ghost4", 24), ("touch", 1, 3), ("card", 1, R.LUCKY, -1, 2)]
    assert not [e for e in ev if e[0] == "wheel"]  # first the card
    assert g.phase == "away" and g.away[0] == 1 and g.contacts == [[1, 3]]
    ev = g.play(g.actions()[0])
    assert [e for e in ev if e[0] == "wheel"]  # then the wheel turns


def test_snapshot_restores_only_on_its_own_board():
    """A saved game names its board; restoring it on another board is
    refused instead of silently moving every piece."""
    from hexbox.core.errors import CorruptData
    from hexbox.games.spuknacht.board import Board
    from hexbox.games.spuknacht.board_ref import BOARD

    g = Game(seed=2)
    d = g.to_dict()
    assert Game.from_dict(d).to_dict() == d
    mine = Board(dict(BOARD, name="my measured box"))
    with pytest.raises(CorruptData):
        Game.from_dict(d, board=mine)
    g2 = Game(seed=2, board=mine)
    assert Game.from_dict(g2.to_dict(), board=mine).to_dict() == g2.to_dict()
