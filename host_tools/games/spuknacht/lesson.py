"""What the maker lessons (host_tools/lessons, docs/lessons/) check a pupil's
code against on this game's board: lesson 5's first ghost contact is the
firmware's wheel planner's stop. Portable: the lessons page runs the checks
inside MicroPython."""


def engine_board(board_def=None):
    """The engine's board: with this box's motor (board_def, a board
    definition), or the reference board."""
    if board_def is None:
        from hexbox.games.spuknacht.board import reference_board

        return reference_board()
    from hexbox.games.spuknacht.box import engine_board as with_motor

    return with_motor(board_def)


def contact_cases(board):
    """(field, start, notches, the planner's stop) cases for lesson 5: three
    turns that stop on a contact, two that do not, one that starts in a
    contact (it must not stop there)."""
    from hexbox.games.spuknacht.planner import plan_turn

    w = board.wheel
    ghosts = [(k, board.mount_a[k]) for k in range(len(board.mount_r))]
    hit, miss, again = [], [], []
    for ring in board.ring_fields:
        for f in ring:
            for k in range(0, w.notches, 5):
                s0 = w.boundary(k)
                at = [(board.fx[f], board.fy[f])]
                stop, target, touched, _ = plan_turn(board, s0, ghosts, at, 1, 3)
                if touched and len(hit) < 3:
                    hit.append((f, s0, 3, stop))
                    if not again:
                        s2 = plan_turn(board, stop, ghosts, at, 1, 2)[0]
                        again.append((f, stop, 2, s2))
                elif not touched and len(miss) < 2:
                    miss.append((f, s0, 3, stop))
    return hit + miss + again


def picture(board, position, magnets):
    """The board as the lab shows it: the wheel at `position`, a magnet on
    each of these fields."""
    from host_tools.games.spuknacht.table import render

    return render(board, position, magnets, None, True)
