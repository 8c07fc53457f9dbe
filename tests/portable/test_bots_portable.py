# The box's bots (hexbox.core.bot) on whichever interpreter runs this file:
# one test per registered game, so on MicroPython each game is imported,
# checked and unloaded on its own.
import sys

from bot_checks import check_bots_finish, check_clone, check_fair

from hexbox.games import names

# unix port: a game, its hidden twin, both views and the states the good
# bot samples from them are alive at once (a 64-bit port: about twice a board's bytes)
UPY_HEAP_KB = 512


def _fair(name):
    def test():
        # issue: "Two states that differ only in what the seat cannot see
        # must give the same choice"
        compared, differed = check_fair(name, seed=5, stops=2, every=13, steps=8)
        assert compared == 2

    return test


def _clone(name):
    def test():
        # a bot's search plays ahead on copies (Engine.clone): each must act
        # as the game itself and never change it
        assert check_clone(name, seed=3) >= 5

    return test


for _name in names():
    setattr(
        sys.modules[__name__], "test_%s_bots_decide_from_the_seat_view_only" % _name, _fair(_name)
    )
    setattr(sys.modules[__name__], "test_%s_search_copies_play_as_the_game" % _name, _clone(_name))


def test_a_bot_gives_the_same_answer_when_asked_again():
    # a restart after a power cut, or a hint, asks again: the same choice
    from hexbox.games import bot, game_class

    g = game_class("techno_witches")(players=3, seed=1)
    while g.current != 0 or g.pending:
        g.play(g.actions()[0])
    b = bot("techno_witches", "good", 4)
    first = b.choose(g.view(0), g.actions(), 0)
    assert b.choose(g.view(0), g.actions(), 0) == first


def test_good_techno_witches_bots_end_flight_school_by_its_rule():
    # seed: 'To win the introductory game "Flight School," it is enough to
    # touch the cat during a flight with your flyer, a curve, or the tail.'
    # The seed has no round limit: good bots end it by touching the cat.
    g = check_bots_finish("techno_witches", seed=2, steps=30)
    assert g.result["reason"] == "won" and len(g.result["winners"]) == 1
