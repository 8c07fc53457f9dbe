# Lesson 5, a solution: where must the wheel stop? Step by step, the slow
# and sure way; the firmware's planner knows the same answer without
# stepping (see the lesson).
from hexbox.core.disc import disc_touch
from hexbox.core.sweep import rotate_point


def touches(board, k, field, s):
    """Does ghost k touch a magician on `field` when the wheel is at step s?"""
    w = board.wheel
    angle = (board.mount_a[k] + w.angle(s)) & (w.turn - 1)
    gx, gy = rotate_point(board.cx, board.cy, board.mount_r[k], angle)
    return disc_touch(gx, gy, board.ghost_r, board.fx[field], board.fy[field], board.magician_r)


def stop_step(board, field, start, notches):
    """The step where the wheel stops, turning forward `notches` notches
    from `start`: the first step where a ghost starts touching the
    magician on `field`, else the end of the last notch."""
    target = board.wheel.target(start, 1, notches)
    ghosts = range(len(board.mount_r))
    before = [touches(board, k, field, start) for k in ghosts]
    for s in range(start + 1, target + 1):
        for k in ghosts:
            now = touches(board, k, field, s)
            if now and not before[k]:  # a new contact: a ghost already on him does not count
                return s
            before[k] = now
    return target


if __name__ == "__main__":
    from hexbox.games.spuknacht.board import reference_board

    b = reference_board()
    print("stop at", stop_step(b, 30, 400, 3))
