"""Every picture the READMEs show (make figures): each game's, found through
the host registry (its figure.py's README: the argument lists that make
them), then the collision core's.

  python -m host_tools.figures
"""

import sys


def main(argv: list[str] | None = None) -> int:
    from host_tools.figures import geom_figure
    from host_tools.games import part, with_part

    args = sys.argv[1:] if argv is None else argv
    if args:
        print("usage: python -m host_tools.figures (no arguments)", file=sys.stderr)
        return 2
    failed = 0
    for name in with_part("figure"):
        figure = part(name, "figure")
        for readme_args in figure.README:
            failed += 1 if figure.main(list(readme_args)) else 0
    geom_figure.main()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
