# Die wandelnden Türme (Wandering Towers): rules engine, data tables, SVG.
from .engine import Game  # noqa: F401
