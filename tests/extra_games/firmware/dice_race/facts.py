# What a setup screen reads of this game without loading its engine
# (hexbox.games.facts): data only, as in every game.
PLAYERS = (2, 2)  # fewest, most seats
VARIANTS = ("long",)  # offered, in this order
DEFAULT = ()  # what the game plays when no variant is chosen
RULES = ()  # which variants go together (hexbox.app.setup_screen.refusal): every combination goes
