"""One language per screen, also after a resume, played in the terminal
simulator: a game begun with `--lang de --variant storm`, quit, and started
again with the line the quit printed (`make sim GAME=broom_service`, no
--lang), came back in English, and the title said "storm" beside
"3 Spieler" even before the quit. The box keeps its language as a setting:
a resumed game speaks as it did, until --lang says otherwise."""

from test_sim_newcomer import english_after, sim_until  # noqa: F401 (a fixture)

from hexbox.app.speech import words
from hexbox.games import host_words
from host_tools.sim import tui


def test_a_german_game_resumed_without_lang_speaks_german_and_names_its_variant(
        tmp_path, monkeypatch, capsys, english_after):  # noqa: F811
    from hexbox.app import main as appmain

    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    seen = {}

    def look(ui, c):
        seen["title"] = ui.title
        seen["happened"] = list(ui.happened.lines)
        seen["undone"] = words().UNDONE
        return len(c.game.history) >= 2

    argv = ["--game", "broom_service", "--players", "3"]
    sim_until(argv + ["--new", "--seed", "4", "--lang", "de", "--variant", "storm"], look,
              monkeypatch)
    storm = dict(host_words("broom_service").VARIANT_NAMES)["storm"]
    assert storm != "storm", "German names the variant in its own words"
    assert ", %s," % storm in seen["title"] and "storm" not in seen["title"], seen["title"]
    before = len(appmain.RUNNING[0].game.history)

    sim_until(["--game", "broom_service"], look, monkeypatch)  # the line the quit printed
    assert len(appmain.RUNNING[0].game.history) >= before, "the saved game went on"
    assert seen["undone"] == "Zurückgenommen:", "the box speaks German again"
    assert "Spieler" in seen["title"] and ", %s," % storm in seen["title"], seen["title"]
    assert any("gespeicherte Spiel" in x for x in seen["happened"]), seen["happened"]

    sim_until(["--game", "broom_service", "--lang", "en"], look, monkeypatch)
    assert seen["undone"] == "Undone:" and "players, storm," in seen["title"], seen["title"]
    capsys.readouterr()


def test_a_solo_game_s_title_counts_one_player(tmp_path, monkeypatch, capsys,
                                               english_after):  # noqa: F811
    """"Die verdrehte Spuknacht, 1 players": solo play, started as a person
    would, titled in whole words in each language."""
    monkeypatch.setattr(tui, "SAVE_ROOT", str(tmp_path))
    seen = {}

    def look(ui, c):
        seen["title"] = ui.title
        return True

    for lang, want in (("en", ", 1 player, "), ("de", ", 1 Spieler, ")):
        sim_until(["--game", "spuknacht", "--board", "pico_referee", "--players", "1", "--new",
                   "--lang", lang], look, monkeypatch)
        assert want in seen["title"], seen["title"]
    capsys.readouterr()
