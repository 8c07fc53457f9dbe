"""The word tables leave the heap while a box seat's bot decides (the
referee's fullest moment on the chip: chip_bots.<game>.min_free_bytes),
and come back for the next screen."""

import sys

from host_tools.sim import run


def test_a_box_seats_decision_runs_without_the_word_tables():
    loaded = []

    def spy(frame, event, arg):
        code = frame.f_code
        if event == "call" and code.co_name == "choose" \
                and code.co_filename.replace("\\", "/").endswith("hexbox/core/bot.py"):
            loaded.append(sorted(k for k in sys.modules
                                 if k.startswith("hexbox.") and k.rpartition(".")[2] == "words_en"))

    sys.setprofile(spy)
    try:
        c, _, check = run.auto(3, "pico_referee", players=2, bots=(1,),
                               probe=run.Probe(max_actions=12))
    finally:
        sys.setprofile(None)
    assert loaded, "no box seat decided"
    # the played game's and the referee's (other tests in this process may
    # have loaded other games' words: a board holds one game's at a time)
    mine = {"hexbox.app.words_en", "hexbox.games.%s.words_en" % c.game_name}
    assert all(mine.isdisjoint(words) for words in loaded), loaded
    assert check.errors == []
    # and the screens after it speak again: the game's and the referee's words loaded
    assert [k for k in sys.modules if k.endswith(".words_en")]
