"""The box's result screen, read at the end of a whole game typed in with
four players (or the most the game takes): every row of the result shows,
a screen at a time ("OK: more"), and only the last screen offers the new
game. A fourth seat's score once fell off the six OLED rows, and holding
ROLL shows no status pages after the end."""

import pytest
from test_sim_tui import TYPE_GAP_US
from tiers import some

from hexbox.core.rng import Rng
from hexbox.games import game_class, names
from host_tools.hardware import boards
from host_tools.sim import run
from host_tools.sim.tui import Tui
from host_tools.sim.world import World


# make test: every game but the longest game typed in
@pytest.mark.parametrize("game", some(names(), ("spuknacht", "techno_witches", "broom_service")))
def test_every_row_of_the_result_shows_before_the_new_game(game, tmp_path):
    board = "pico" if game == "spuknacht" else "pico_referee"
    players = min(4, game_class(game).PLAYERS[1])
    world = World(boards.load(board))
    ui = Tui(world, game, 3, realtime=False)
    rng = Rng(3)
    seen = []
    typed_at = [-TYPE_GAP_US]

    def keys(tui):
        c = tui.app()
        now = world.clock.us
        if c is None or now - typed_at[0] < TYPE_GAP_US:
            return []
        typed_at[0] = now
        if not c.game.over:
            if tui.hidden_seat(c) is not None or c.news:
                return ["c"]
            ch = tui.choices(c)
            return list(str(rng.below(len(ch)) + 1)) + ["\r"] if ch else []
        if c.news:
            return ["c"]  # the last lines first
        if not seen or seen[-1] != c.rows:
            seen.append(list(c.rows))
        if c.rows[-1] == "OK: new game":
            raise run.EnoughActions()
        assert c.rows[-1] == "OK: more", c.rows
        return ["c"]

    ui.keys = keys
    world.clock.listeners.append(ui.tick)
    try:
        run.run_main(world, str(tmp_path), {"board": board, "game": game, "players": players,
                                            "seed": 3, "stop_when_over": False})
    except run.EnoughActions:
        pass
    finally:
        ui.detach()
        world.clock.listeners.remove(ui.tick)
    c = ui.app()
    assert c.game.over
    shown = [r for page in seen for r in page[:-1]]
    assert shown == c.present.result(c.game), seen
    assert all(len(page) <= 6 for page in seen), seen
