"""Each game's facts (hexbox.games.facts: what the setup screen reads
without loading the engine) say what its engine does: the same player
range and variants, the same combinations refused with the same reason,
the same variants played (its default when none is chosen), and the seats
named as its presentation names them. Reading them, and a game's words,
loads no engine; asking for Game loads it."""

import itertools
import subprocess
import sys

import pytest

from hexbox.app.setup_screen import playing, refusal, seat_name, variants_of
from hexbox.games import LANGUAGES, facts, game_class, names, presentation, use_language
from host_tools import FIRMWARE


def _subsets(vs):
    for n in range(len(vs) + 1):
        yield from itertools.combinations(vs, n)


@pytest.mark.parametrize("game", names())
def test_the_facts_name_the_engines_players_and_variants(game):
    f, cls = facts(game), game_class(game)
    assert tuple(f.PLAYERS) == tuple(cls.PLAYERS)
    assert variants_of(f) == variants_of(cls)


@pytest.mark.parametrize("game", names())
def test_the_facts_refuse_what_the_engine_refuses_and_play_what_it_plays(game):
    f, cls = facts(game), game_class(game)
    lo, hi = f.PLAYERS
    checked = refused = 0
    for players in range(lo, hi + 1):
        for chosen in _subsets(variants_of(f)):
            try:
                g = cls(players=players, seed=0, variant=chosen)
                why = None
            except ValueError as e:
                g, why = None, str(e)
            assert refusal(f, players, chosen) == why, (players, chosen)
            if g is not None:
                assert sorted(playing(f, chosen)) == sorted(g.variant), (players, chosen)
            checked += 1
            refused += why is not None
    assert checked >= hi - lo + 1


def test_the_rules_refuse_some_combinations():
    # the check above could pass with no game refusing anything
    refused = []
    for game in names():
        f = facts(game)
        for chosen in _subsets(variants_of(f)):
            refused += [(game, chosen)] if refusal(f, f.PLAYERS[1], chosen) else []
    assert len(refused) >= 2, refused


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", names())
def test_seats_are_named_as_the_presentation_names_them(game, lang):
    use_language(lang)
    try:
        hi = facts(game).PLAYERS[1]
        g = game_class(game)(players=hi)
        present = presentation(game)
        assert [seat_name(game, s) for s in range(hi)] == \
            [present.seat_name(g, s) for s in range(hi)]
    finally:
        use_language("en")


_PROBE = """
import sys
sys.path.insert(0, %(fw)r)
from hexbox.games import facts, words, title, names
for n in names():
    facts(n); words(n); title(n)
print(sorted(k for k in sys.modules if k.startswith("hexbox.games.")))
"""


@pytest.mark.parametrize("python", ["cpython", "micropython"])
def test_facts_words_and_titles_load_no_engine(python):
    from host_tools.device import upy

    exe = sys.executable if python == "cpython" else upy.unix_binary()
    if not exe:
        pytest.skip("no unix micropython (make venv installs it)")
    out = subprocess.run([exe, "-c", _PROBE % {"fw": str(FIRMWARE)}], capture_output=True,
                         text=True, timeout=120, check=True).stdout
    loaded = eval(out.strip().splitlines()[-1])  # noqa: S307  (our own probe's list)
    leaves = {k.rsplit(".", 1)[-1] for k in loaded if k.count(".") > 2}
    assert leaves and all(x == "facts" or x.startswith("words_") or x == "data" for x in leaves), \
        loaded
    assert not [k for k in loaded if k.endswith(".engine")]


def test_asking_for_game_loads_the_engine():
    probe = ("import sys; sys.path.insert(0, %r)\n"
             "from hexbox.games import names, game_class\n"
             "n = names()[0]; game_class(n)\n"
             "print('hexbox.games.%%s.engine' %% n in sys.modules)" % str(FIRMWARE))
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    assert out.strip() == "True"
