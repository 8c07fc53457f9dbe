"""Dice Race's host side (tests only): its table picture and simulator view."""
