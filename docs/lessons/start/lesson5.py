# Lesson 5: the wheel must stop on the very first step where a ghost
# touches a magician. Write stop_step(board, field, start, notches): the
# step where the wheel stops when it turns forward `notches` notches from
# step `start` and one magician stands on `field`.
#   board.wheel.target(start, 1, notches)  the end of the last notch
#   board.wheel.angle(s)                  the wheel's angle at step s
#   ghost k sits on radius board.mount_r[k] at angle board.mount_a[k] + that
#   rotate_point(cx, cy, radius, angle) and disc_touch(...) do the geometry
from hexbox.core.disc import disc_touch  # noqa: F401
from hexbox.core.sweep import rotate_point  # noqa: F401


def stop_step(board, field, start, notches):
    target = board.wheel.target(start, 1, notches)
    # TODO: look at every step from start + 1 to target
    return target
