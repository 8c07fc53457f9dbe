"""The host side of one game: table picture (table.py), simulator view
(view.py), bench (bench.py) and figures (host_tools/games/__init__.py)."""
