# Entry on the board: MicroPython runs this after every reset.
from hexbox.app import boot

boot.boot()
