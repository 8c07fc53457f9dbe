"""The classroom in a browser: the firmware on the WebAssembly MicroPython in
a static page (see README.md, "The classroom in a browser").

page.py is portable and runs inside the page; build.py (CPython) writes
build/web for `make web`; static/ holds the page itself (HTML, JS, CSS)."""
