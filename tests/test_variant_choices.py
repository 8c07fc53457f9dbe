"""Every variant an engine has can be chosen: host_tools.games.variant_choices
is the list the page's picker and the simulator's --variant help offer, and
each name the engine takes (VARIANTS, SEAT_VARIANTS, ACCEPTS) is in it, or
is another name of a choice in it (meister is meister8), or deals the very
game the seat count deals without it (solo is 1 player)."""

import pytest

from hexbox.games import game_class, names
from host_tools.games import _game_of, variant_choices, variants_said


def engine_names(cls):
    return set(cls.VARIANTS) | {s[0] for s in getattr(cls, "SEAT_VARIANTS", ())} \
        | set(getattr(cls, "ACCEPTS", ()))


@pytest.mark.parametrize("name", names())
def test_every_variant_of_the_engine_is_offered(name):
    cls = game_class(name)
    choices = variant_choices(name)
    offered = {v for c in choices for v in c["names"]}
    aliases = {k: v for c in choices for k, v in c["alias"].items()}
    for v in sorted(engine_names(cls)):
        seats = [p for p in range(cls.PLAYERS[0], cls.PLAYERS[1] + 1)
                 if _game_of(cls, p, (v,)) is not None]
        if v in offered:
            c = [c for c in choices if v in c["names"]][0]
            assert set(seats) <= set(c["players"]), (v, seats, c)
        elif v in aliases:
            assert all(_game_of(cls, p, (v,)) == _game_of(cls, p, (aliases[v],)) for p in seats)
        else:  # said by the seat count alone
            assert seats and all(_game_of(cls, p, (v,)) == _game_of(cls, p, ()) for p in seats), v


def test_the_towers_offer_the_team_game_and_a_count_of_spells():
    choices = variant_choices("wandelnde_tuerme")
    team = [c for c in choices if c["names"] == ["team"]]
    assert team and team[0]["players"] == [4, 6] and team[0]["optional"]
    spells = [c for c in choices if c["label"] == "meister"][0]
    assert spells["names"] == ["meister%d" % n for n in range(1, 9)] and spells["optional"]
    assert "team (4,6 players)" in variants_said("wandelnde_tuerme")


def test_one_adventure_at_a_time_is_one_menu():
    [c] = variant_choices("techno_witches")
    assert not c["optional"] and c["names"][0] == "flight_school" and len(c["names"]) == 4
    assert variants_said("techno_witches").startswith("one of flight_school|")


def test_each_named_variant_has_a_name_on_the_page_in_every_language():
    from hexbox.games import LANGUAGES, host_words, language, use_language

    was = language()
    try:
        for code in LANGUAGES:
            use_language(code)
            for name in names():
                said = dict(getattr(host_words(name), "VARIANT_NAMES", ()))
                for c in variant_choices(name):
                    for v in c["names"] + ([c["label"]] if c["label"] else []):
                        assert v in said, (code, name, v)
    finally:
        use_language(was)
