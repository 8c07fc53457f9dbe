# What a setup screen reads of this game without loading its engine
# (hexbox.app.setup_screen): data only. tests/test_game_facts.py checks
# every fact against the engine, so the two cannot drift.
PLAYERS = (1, 6)  # fewest, most seats (1 plays solo)
VARIANTS = ("meister", "team", "solo")  # offered, in this order
DEFAULT = ()  # what the game plays when no variant is chosen
# which variants go together, in the order the engine checks them
# (hexbox.app.setup_screen.refusal reads them): (kind, variants, player counts, the
# engine's reason)
RULES = (("alone", ("solo",), (1,), "solo is for 1 player and mixes with no other variant"),
         ("seats", ("team",), (4, 6), "the team variant needs 4 or 6 players"))
