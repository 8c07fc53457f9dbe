# What a setup screen reads of this game without loading its engine
# (hexbox.app.setup_screen): data only. tests/test_game_facts.py checks
# every fact against the engine, so the two cannot drift.
PLAYERS = (2, 5)  # fewest, most seats
VARIANTS = ("back", "fewer_heavy", "mountains", "storm")  # offered, in this order
DEFAULT = ()  # what the game plays when no variant is chosen
# which variants go together, in the order the engine checks them
# (hexbox.app.setup_screen.refusal reads them): (kind, variants, player counts, the
# engine's reason)
RULES = ()  # every combination goes
