"""Every host_tools command answers a missing, empty, folder or unknown
argument as a person would want: one line saying what is wrong, exit code
2, no traceback and no false "ok" (a game that does not exist, a lesson
file that is a folder, a bench filter that matches nothing).
tests/test_fuzz_cli.py keeps drawing more of these in `make fuzz`."""

import io

import pytest

from host_tools import __main__ as host_main

NOFILE = "/nonexistent/nosuch.py"


def bad_cases(folder):
    """(argv, a word the one line must hold) for every command."""
    return {
        "play": [
            ([], "game"),
            (["nosuch"], "nosuch"),
            (["spuknacht", "--state"], "--state"),
            (["spuknacht", "--state", ""], ""),
            (["spuknacht", "--state", folder], ""),
            (["spuknacht", "--state", NOFILE], ""),
            (["spuknacht", "--players", ""], "players"),
            (["spuknacht", "--variant", "nosuch"], "nosuch"),
            (["spuknacht", "--seed", "x"], "seed"),
            (["spuknacht", "--variant", "expert", "--variant", "expert"], "given twice"),
            (["spuknacht", "--random", "100001"], "at most"),
            (["spuknacht", "--lang", "de"], "--human"),
        ],
        "upy": [
            (["-k"], "-k"),
            (["-k", ""], "empty"),
            (["--port", "nosuch"], "nosuch"),
            (["--heapsize", "-1"], "heap"),
            ([folder], "unrecognized"),
        ],
        "mpy": [
            (["--arch"], "--arch"),
            (["--arch", ""], "--arch"),
            (["--arch", "nosuch"], "nosuch"),
            ([folder], "unrecognized"),
        ],
        "bench": [
            (["-k"], "-k"),
            (["-k", ""], "empty"),
            (["-k", "nosuch"], "nosuch"),
            (["nosuch"], "unrecognized"),
        ],
        "sim": [
            (["--game"], "--game"),
            (["--game", ""], "--game"),
            (["--game", "chess"], "chess"),
            (["--board", "nosuch"], "nosuch"),
            (["--board", folder], "--board"),
            (["--variant", "nosuch"], "nosuch"),
            (["--players", "0"], "0"),
            (["--seed", ""], "seed"),
            (["--auto", "-1"], "-1"),
            (["--auto", "18446744073709551616"], "0..4294967295"),
            (["--board", "pico_dice", "--auto", "-5"], "-5"),
            (["--bots", "1,1"], "seat 1 is named twice"),
            (["--players", "3", "--bots", "2,3,2"], "seat 2 is named twice"),
            (["--variant", "expert", "--variant", "expert"], "given twice"),
            ([folder], "unrecognized"),
        ],
        "flash": [
            ([], "required"),
            (["--board"], "--board"),
            (["--board", "nosuch", "--game", "spuknacht", "--dry-run"], "nosuch"),
            (["--board", "pico", "--game", "chess", "--dry-run"], "chess"),
            # about the port, not the -k filter's words
            (["--board", "pico", "--game", "spuknacht", "--port", ""], "empty port name"),
            (["--board", "pico", "--game", "spuknacht", "--port", " "], "leave --port out"),
            (["--board", "pico", "--game", "spuknacht", "--players", "x"], "players"),
        ],
        "uf2": [
            ([], "required"),
            (["--board"], "--board"),
            (["--board", "nosuch"], "nosuch"),
            (["--board", ""], "unknown board"),
            (["--board", folder], "unknown board"),
            (["--board", "pico", "--firmware", ""], "empty"),
            (["--board", "pico", "--firmware", folder], "folder"),
            (["--board", "pico", "--firmware", NOFILE], "no file"),
            (["--board", "pico", "--out", __file__], "--out"),
            (["--board", "pico", "--out", ""], "--out"),
        ],
        "vdevice": [
            (["--arch", "nosuch"], "nosuch"),
            (["--fs", ""], "folder"),
            (["--fs", __file__], "not a folder"),
            (["--micropython", folder], "folder"),
            (["--micropython", NOFILE], "no file"),
            (["--flash-kb", "-3"], "flash"),
            (["--mpy-version", "99"], "99"),
            (["--replug-delay", "nan"], "delay"),
            (["--link", ""], "empty"),
            (["--unplug-on-write", ""], "empty file name"),
            ([folder], "unrecognized"),
        ],
        "mip-package": [
            (["nosuch"], "unrecognized"),
            (["--nosuch"], "unrecognized"),
            ([folder], "unrecognized"),
        ],
        "wiring": [
            (["nosuch"], "nosuch"),
            (["--board", "nosuch"], "nosuch"),
            (["--board"], "--board"),
            ([""], "unknown board"),
            ([folder], "unknown board"),
        ],
        "lesson": [
            (["1", "missing.py"], "missing.py"),
            (["1", "docs"], "folder"),
            (["1", ""], "empty"),
            (["1", folder], "folder"),
            (["9", "x.py"], "1..5"),
            (["nosuch"], "lesson"),
            (["1", "--start", NOFILE], "no folder"),
            (["1", "--start", folder], "folder"),
            (["1", __file__, "--board", "nosuch"], "nosuch"),
            (["1", __file__, "--force"], "--force"),
            (["1", __file__, "--time-limit", "0"], "time limit"),
        ],
        "web": [
            (["--out"], "--out"),
            (["--out", ""], "--out"),
            (["--out", __file__], "folder"),
            (["nosuch"], "unrecognized"),
        ],
        "chip": [
            ([], "cmd"),
            (["nosuch"], "nosuch"),
            (["run"], "--game"),
            (["run", "--game", "chess"], "chess"),
            (["run", "--game", "spuknacht", "--board", "esp32s3"], "esp32s3"),
            (["run", "--game", "spuknacht", "--actions", "-1"], "-1"),
            (["script"], "file"),
            (["script", ""], "empty"),
            (["script", folder], "folder"),
            (["script", NOFILE], "no file"),
        ],
        "boards": [
            (["nosuch"], "nosuch"),
            ([""], "unknown board"),
            ([folder], "unknown board"),
            (["pico", "--game", "chess"], "chess"),
            (["pico", "--game"], "--game"),
            (["pico", "--game", ""], "--game"),
        ],
    }


def run(capsys, argv):
    """(exit code, the lines printed) of `python -m host_tools ARGV`, in-process."""
    try:
        code = host_main.main(argv)
    except SystemExit as e:
        code = e.code
    out = capsys.readouterr()
    return code, [x for x in (out.out + out.err).splitlines() if x.strip()]


def test_every_command_is_swept(tmp_path):
    assert sorted(bad_cases(str(tmp_path))) == sorted(host_main.COMMANDS)


@pytest.mark.parametrize("command", sorted(host_main.COMMANDS))
def test_bad_arguments_get_one_line_and_exit_code_2(command, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(host_main.os.path.dirname(host_main.os.path.dirname(host_main.__file__)))
    # a command that gets as far as reading plays nothing
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    for argv, word in bad_cases(str(tmp_path))[command]:
        code, lines = run(capsys, [command] + argv)
        said = "\n".join(lines)
        assert code == 2, (argv, code, said)
        assert len(lines) == 1, (argv, said)
        assert "Traceback" not in said and "ok" != said.split()[-1]
        assert word in said, (argv, word, said)


def test_an_unknown_command_is_refused(capsys):
    assert host_main.main(["nosuch"]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1
