# What a setup screen reads of this game without loading its engine
# (hexbox.app.setup_screen): data only. tests/test_game_facts.py checks
# every fact against the engine, so the two cannot drift.
PLAYERS = (2, 4)  # fewest, most seats
# the adventures, offered in this order
VARIANTS = ("flight_school", "bumblebee", "quaddatsch", "wolkenschreck")
DEFAULT = ("flight_school",)  # what the game plays when no adventure is chosen
# which variants go together, in the order the engine checks them
# (hexbox.app.setup_screen.refusal reads them): (kind, variants, player counts, the
# engine's reason)
RULES = (("one", VARIANTS, (), "choose one adventure"),)
