"""Property tests of the action log against damage anywhere in its files."""

from fuzz_scale import examples
from hypothesis import given, settings
from hypothesis import strategies as st
from memfs import MemFs

from hexbox.core.fs import OsFs
from hexbox.core.log import ActionLog

ACTIONS = st.lists(
    st.tuples(st.sampled_from(["move", "roll", "take"]), st.integers(-5, 99)), max_size=30
)


def _record(actions):
    return {"game": "g", "players": 3, "seed": 1, "variant": ["x"], "actions": actions}


@settings(max_examples=examples(300), deadline=None)
@given(ACTIONS, ACTIONS, st.sampled_from(["game.log", "game.log.bak"]), st.data())
def test_damage_to_one_file_never_loses_the_other_generation(old, new, victim, data):
    fs = MemFs()
    log = ActionLog(fs)
    log.save(_record(old))
    log.save(_record(new))
    blob = bytearray(fs.files[victim])
    if data.draw(st.booleans()):
        cut = data.draw(st.integers(0, len(blob) - 1))
        fs.files[victim] = bytes(blob[:cut])
    else:
        i = data.draw(st.integers(0, len(blob) - 1))
        blob[i] ^= 1 << data.draw(st.integers(0, 7))
        fs.files[victim] = bytes(blob)
    got = ActionLog(fs).load()
    survivor = new if victim == "game.log.bak" else old
    assert got is not None
    assert got["actions"] in (survivor, new)


@settings(max_examples=50, deadline=None)
@given(st.binary(max_size=200), st.binary(max_size=200))
def test_garbage_files_load_as_nothing_without_raising(a, b):
    fs = MemFs()
    fs.files["game.log"], fs.files["game.log.tmp"] = a, b
    assert ActionLog(fs).load() is None


def test_real_files_round_trip(tmp_path):
    log = ActionLog(OsFs(str(tmp_path)))
    log.save(_record([("roll", 1)]))
    log.save(_record([("roll", 1), ("move", 2)]))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.log", "game.log.bak"]
    assert ActionLog(OsFs(str(tmp_path))).load()["actions"] == [("roll", 1), ("move", 2)]
