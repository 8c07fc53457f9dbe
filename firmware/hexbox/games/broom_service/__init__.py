# Broom Service: role-card referee with map, towers, clouds, events, variants.
from .engine import Game  # noqa: F401
