"""The maker lessons' lab and checks (docs/lessons/). Portable: the browser
page's Lab panel and `python -m host_tools lesson N FILE` share them."""
