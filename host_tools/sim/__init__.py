"""The hexbox simulator: a fake `machine` over part models (see world.py)."""
