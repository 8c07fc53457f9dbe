# Sorting that gives the same order on every interpreter. CPython's
# list.sort is stable; MicroPython's is a quicksort, and puts items with
# equal keys in an order of its own. A game or a bot that acts on such an
# order would play the same seed differently on the box and on a laptop
# (a box seat once laid a curve right where the host's bot, in the same
# state with the same seed, laid it left). Integers only.


def sort_stable(items, key, reverse=False):
    """Sort `items` in place by key(item); items with equal keys keep their
    order (with reverse too, as CPython's sort does)."""
    n = len(items)
    marked = [(key(items[i]), -i if reverse else i) for i in range(n)]
    marked.sort(reverse=reverse)  # every pair differs: the order is total
    items[:] = [items[-j if reverse else j] for _, j in marked]
