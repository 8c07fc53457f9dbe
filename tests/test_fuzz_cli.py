"""The play CLI (host_tools/play.py) never ends in a traceback: whatever the
arguments, the action lines or the --state file, it prints JSON lines and
exits 0, or ends in one {"error": reason} line and exits 2.
`make test` runs a derandomized sample; `make fuzz` (the explore profile,
tests/fuzz_scale.py) draws many more."""

import io
import json
import subprocess
import sys

import pytest
from fuzz_scale import examples
from hypothesis import given, settings
from hypothesis import strategies as st

from hexbox.games import game_class, names
from host_tools import ROOT, play

EXAMPLES = examples(60)


def run(argv, lines=()):
    """(exit code, output lines parsed as JSON) of the CLI run in-process."""
    out = io.StringIO()
    code = play.main(argv, stdin=io.StringIO("".join(x + "\n" for x in lines)), out=out)
    parsed = [json.loads(x) for x in out.getvalue().splitlines()]  # every line is JSON
    assert code in (0, 2), code
    if code == 2:
        last = parsed[-1]
        assert set(last) == {"error"} and isinstance(last["error"], str) and last["error"]
    return code, parsed


def refused(argv, lines=()):
    code, parsed = run(argv, lines)
    assert code == 2, parsed
    return parsed[-1]["error"]


def write(tmp_path, text, name="state.json", mode="w"):
    p = tmp_path / name
    with open(p, mode) as f:
        f.write(text)
    return str(p)


# -- cases found by fuzzing -------------------------------------------------------
def test_a_float_in_an_action_is_refused_and_changes_nothing(tmp_path):
    dump = str(tmp_path / "s.json")
    assert "not 35.0" in refused(["spuknacht", "--dump", dump], ['["place", 0, 35.0]'])
    with open(dump) as f:
        assert json.load(f)["magicians"] == [-1, -1, -1]  # the dump after the refusal


def test_deep_json_nesting_is_an_error_line():
    assert "nested too deep" in refused(["spuknacht"], ["[" * 100000 + "]" * 100000])
    # nesting json can read is refused by the engine, one level at a time
    assert "not a list" in refused(
        ["spuknacht"], ['["place", ' + "[" * 500 + "0" + "]" * 500 + "]"]
    )


@pytest.mark.parametrize("text", ["[1, 2]", "7", '"x"', "null", "true", "[" * 50000 + "]" * 50000,
                                  "{", "", '{"game": "spuknacht"}', "1e999"])
def test_a_state_file_that_is_no_snapshot_is_an_error_line(tmp_path, text):
    refused(["spuknacht", "--state", write(tmp_path, text)])


def test_a_snapshot_holding_floats_is_an_error_line(tmp_path):
    for name in names():
        cls = game_class(name)
        text = json.dumps(cls(players=cls.PLAYERS[0] + 1, seed=3).to_dict())
        bad = text.replace(": 0,", ": 0.0,", 1)
        assert bad != text
        assert "0.0" in refused([name, "--state", write(tmp_path, bad)])


def test_bad_counts_are_refused():
    assert "not 0" in refused(["spuknacht", "--players", "0"])
    assert "not 9" in refused(["broom_service", "--players", "9"])
    assert ">= 1" in refused(["spuknacht", "--random", "-1"])
    assert ">= 1" in refused(["spuknacht", "--random", "0"])
    assert "not 0" in refused(["spuknacht", "--random", "2", "--players", "0"])
    assert "seed" in refused(["spuknacht", "--seed", str(10 ** 30)])
    assert "invalid int" in refused(["spuknacht", "--players", "x"])
    assert "invalid choice" in refused(["no_such_game"])
    assert "variant" in refused(["spuknacht", "--variant", "nope"])


def test_an_option_that_would_do_nothing_is_refused(tmp_path):
    """Options silently ignored before: the game's settings beside a
    snapshot that holds its own, and options of another mode."""
    state = str(tmp_path / "s.json")
    assert run(["spuknacht", "--seed", "4", "--dump", state])[0] == 0
    for opt, value in (("--players", "3"), ("--seed", "9"), ("--variant", "expert")):
        said = refused(["spuknacht", "--state", state, opt, value])
        assert opt in said and "snapshot" in said
    assert "--random" in refused(["spuknacht", "--random", "2", "--human"])
    assert "--random" in refused(["spuknacht", "--random", "2", "--dump", state])
    assert "--human" in refused(["spuknacht", "--human", "--dump", state])
    assert "--human" in refused(["spuknacht", "--lang", "de"])
    assert "--human" in refused(["spuknacht", "--lang", "en", "--random", "2"])


def test_a_variant_given_twice_and_absurd_random_counts_are_refused():
    assert "expert is given twice" in refused(["spuknacht", "--variant", "expert",
                                               "--variant", "expert"])
    assert "at most %d" % play.RANDOM_MAX in refused(["spuknacht", "--random", "10" * 10])
    code, parsed = run(["spuknacht", "--random", "2", "--seed", "7"])
    assert code == 0 and parsed[0]["games"] == 2


@pytest.mark.parametrize("name", names())
def test_dump_and_state_are_one_format_that_round_trips(tmp_path, name):
    cls = game_class(name)
    first = str(tmp_path / "first.json")
    code, parsed = run([name, "--seed", "4"], ["?"])
    legal = parsed[0]["legal"]
    code, _ = run([name, "--seed", "4", "--dump", first], [json.dumps(legal[0])])
    assert code == 0
    # --dump without a file: the snapshot is the last line of stdout
    code, parsed = run([name, "--state", first, "--dump"])
    assert code == 0
    with open(first) as f:
        saved = json.load(f)
    assert parsed[-1] == saved
    assert cls.from_dict(saved).history == [tuple(legal[0])]
    # and it plays on from there
    code, parsed = run([name, "--state", first], ["?"])
    assert code == 0 and parsed[0]["legal"]


def test_the_process_itself_prints_no_traceback(tmp_path):
    """A real run through `python -m host_tools play`, stdin bytes that are
    not UTF-8 included."""
    for argv, data in ((["spuknacht"], b"\xff\xfe\n"), (["spuknacht"], b"[" * 200000 + b"\n"),
                       (["spuknacht", "--state", write(tmp_path, "[1]")], b""),
                       (["spuknacht", "--players", "0"], b"")):
        proc = subprocess.run([sys.executable, "-m", "host_tools", "play"] + argv, input=data,
                              capture_output=True, cwd=ROOT)
        assert proc.returncode == 2, proc.stderr
        assert b"Traceback" not in proc.stderr
        assert "error" in json.loads(proc.stdout.decode().splitlines()[-1])


# -- fuzz ---------------------------------------------------------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
WORDS = st.sampled_from(["place", "roll", "move", "card", "curve", "pick", "brave", "start",
                         "face", "pass", "done", "?", "L", "R"])
ACTION_LINES = st.one_of(
    st.lists(st.one_of(WORDS, st.integers(-3, 40)), min_size=1, max_size=4).map(json.dumps),
    JSON.map(json.dumps),
    st.text(max_size=20),
    st.just("?"),
)


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    name=st.sampled_from(names()),
    seed=st.integers(-5, 50),
    lines=st.lists(ACTION_LINES, max_size=12),
)
def test_any_action_lines(name, seed, lines):
    run([name, "--seed", str(seed)], lines)


ARG = st.one_of(
    st.integers(-3, 8).map(str),
    st.text(max_size=6),
    st.sampled_from(["meister", "expert", "team", "storm", "back", "bumblebee", "solo"]),
)


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    name=st.sampled_from(names()),
    opts=st.lists(
        st.tuples(st.sampled_from(["--players", "--seed", "--variant", "--random"]), ARG),
        max_size=4,
    ),
)
def test_any_arguments(name, opts):
    argv = [name]
    for k, v in opts:
        if k == "--random" and v.lstrip("-").isdigit() and int(v) > 3:
            v = "3"  # a few random games are enough
        argv += [k, v]
    run(argv)


@settings(max_examples=EXAMPLES, deadline=None)
@given(name=st.sampled_from(names()), value=JSON, where=st.integers(0, 10 ** 6))
def test_any_state_file(tmp_path_factory, name, value, where):
    """Arbitrary JSON, and real snapshots with one field replaced by it."""
    cls = game_class(name)
    d = cls(players=cls.PLAYERS[0] + 1, seed=where).to_dict()
    keys = sorted(d)
    d[keys[where % len(keys)]] = value
    path = str(tmp_path_factory.mktemp("state") / "s.json")
    for doc in (value, d):
        with open(path, "w") as f:
            f.write(json.dumps(doc))
        code, parsed = run([name, "--state", path], ["?"])
        if code == 0:
            assert "legal" in parsed[0]


# -- every host_tools command: arguments drawn from its own options and bad values --
def _options():
    """{command: its option strings}, read from each command's parser (the
    commands build it in main(): ask for --help and collect what it prints)."""
    import contextlib
    import re

    from host_tools import __main__ as host_main

    opts = {}
    for name in host_main.COMMANDS:
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(io.StringIO()):
            try:
                host_main.main([name, "--help"])
            except SystemExit:
                pass
        opts[name] = sorted(
            set(re.findall(r"(?<![\w-])(--?[a-z][\w-]*)", buf.getvalue())) - {"-h", "--help"}
        )
    return opts


OPTIONS = _options()
BAD_VALUES = st.sampled_from(
    [
        "",
        "-1",
        "0",
        "nosuch",
        "/",
        "/nonexistent/x.py",
        "docs",
        "README.md",
        "18446744073709551616",
        "1e9",
        "nan",
        "pico",
        "spuknacht",
        " ",
        "\u00e9",
    ]
)


@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.data(), command=st.sampled_from(sorted(OPTIONS)))
def test_any_command_line_with_a_bad_argument_is_one_line_and_exit_2(data, command):
    """Options of the command with drawn values, and one argument that no
    command knows, so that nothing runs: whatever comes before it, the
    answer is one line and exit code 2, never a traceback."""
    import contextlib

    from host_tools import __main__ as host_main

    words = st.one_of(st.sampled_from(OPTIONS[command] or ["--x"]), BAD_VALUES)
    argv = [command] + data.draw(st.lists(words, max_size=5)) + ["--no-such-option-anywhere"]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = host_main.main(argv)
        except SystemExit as e:
            code = e.code
    said = [x for x in (out.getvalue() + err.getvalue()).splitlines() if x.strip()]
    assert code == 2, (argv, code, said)
    assert len(said) == 1 and "Traceback" not in said[0], (argv, said)
