# hexbox host tools: run with `python -m host_tools <command>`.
