# Die verdrehte Spuknacht: rules engine and ghost-wheel planner.
from .game import Game  # noqa: F401
from .planner import plan_turn  # noqa: F401
