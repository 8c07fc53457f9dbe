"""The hexbox simulator: firmware/main.py on a fake `machine` over part
models (world.py). `python -m host_tools sim [--board B] [--auto SEED]`."""


def main(argv):
    from host_tools.sim.run import main as run_main

    return run_main(argv)
