# The packed history behaves as the list of actions the engine contract
# promises (CONTRACT.md: `g.history`, replaying it rebuilds the game), and
# costs a few bytes per action (no list of tuples that grows by
# doubling in long games: a board's heap would fragment).
from hexbox.core.history import History

SAMPLE = [("roll",), ("move", 2, 17), ("place", 0), ("away", 3, -1, 300), (), ("c1", 1 << 40),
          ("move", -70000, 0), ("roll",)]


def _long(n):
    return [("w%d" % (i % 7), i % 48, -(i % 5), i) for i in range(n)]


def test_history_reads_back_every_action_as_the_tuple_appended():
    h = History()
    for a in SAMPLE:
        h.append(a)
    assert len(h) == len(SAMPLE)
    assert list(h) == SAMPLE
    for i in range(len(SAMPLE)):
        assert h[i] == SAMPLE[i] and type(h[i]) is tuple
        assert h[-1 - i] == SAMPLE[-1 - i]
    assert h[1:3] == SAMPLE[1:3] and h[-2:] == SAMPLE[-2:]


def test_history_compares_equal_to_the_list_it_holds():
    h = History(SAMPLE)
    assert h == SAMPLE and SAMPLE == h and h == History(SAMPLE)
    assert h != SAMPLE[:-1] and h != SAMPLE[:-1] + [("roll", 1)] and h != 5
    assert not (h != SAMPLE)


def test_history_index_out_of_range_raises_index_error():
    h = History(SAMPLE[:2])
    for i in (2, -3, 100):
        try:
            h[i]
        except IndexError:
            continue
        raise AssertionError("index %d did not raise" % i)


def test_history_refuses_what_is_not_an_action():
    h = History()
    for bad in (["move", 1], ("move", 1.5), ("move", None), ("x", (1, 2)), ("x", True), "roll"):
        try:
            h.append(bad)
        except TypeError:
            continue
        raise AssertionError("%r was stored" % (bad,))
    assert len(h) == 0 and list(h) == []


def test_long_history_spans_chunks_and_stays_a_few_bytes_per_action():
    acts = _long(600)
    h = History(acts)
    assert len(h) == 600 and list(h) == acts
    assert h[0] == acts[0] and h[299] == acts[299] and h[-1] == acts[-1]
    packed = sum(len(c) for c in h.packed())
    assert packed <= 7 * 600, "%d bytes for 600 actions" % packed
    assert len(h.words) == 7


def test_history_rebuilds_from_its_packed_bytes_and_rejects_broken_ones():
    acts = _long(600) + SAMPLE
    h = History(acts)
    data = b"".join(bytes(c) for c in h.packed())
    back = History.from_packed(h.words, data)
    assert back == acts and len(back) == len(acts)
    back.append(("roll",))
    assert back[-1] == ("roll",)
    unknown_word = bytes([1, ((200 << 1) | 1) & 0x7F | 0x80, ((200 << 1) | 1) >> 7])
    for bad in (data[:-1], data + b"\x02", unknown_word):
        try:
            History.from_packed(h.words, bad)
        except ValueError:
            continue
        raise AssertionError("broken bytes accepted")
