# Pure integer maths shared by every game and driver: rng, errors, log, geometry.
# Imports nothing else of hexbox.
