# The heap's calm points (core/heap.py): an action's work runs with no
# collection by the allocation threshold (hold), and the calm point after it
# collects and sets the threshold back, so the heap stays in one piece.
import gc

from hexbox.core import heap


def test_hold_keeps_the_threshold_off_until_the_calm_point_sets_it_back():
    threshold = getattr(gc, "threshold", None)
    if heap.tune() is None or threshold is None:
        heap.hold()  # no threshold here (CPython, WebAssembly): nothing to hold
        heap.calm()
        assert heap._held[0] is None
        return
    n = threshold()  # as the port keeps it (whole blocks)
    assert n > 0
    heap.hold()
    assert threshold() == -1
    heap.hold()  # a second hold keeps the first one's threshold
    assert threshold() == -1
    heap.calm()
    assert threshold() == n
    heap.calm()
    assert threshold() == n


def test_tight_collects_more_often_until_release_and_keeps_a_hold():
    threshold = getattr(gc, "threshold", None)
    if heap.tune() is None or threshold is None:
        heap.tight(2048)  # no threshold here (CPython, WebAssembly): nothing to tighten
        heap.release()
        assert heap._tight[0] is None
        return
    n = threshold()
    heap.tight(2048)
    tight = threshold()
    assert 0 < tight < n
    heap.release()
    assert threshold() == n
    heap.hold()  # an action's play holds; a flight inside it tightens, then holds again
    heap.tight(2048)
    assert threshold() == tight
    heap.release()
    assert threshold() == -1
    heap.calm()
    assert threshold() == n
