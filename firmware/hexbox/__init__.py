# hexbox: firmware for the open electronic upgrade kit for magic-themed board games.
VERSION = "0.1.0"
