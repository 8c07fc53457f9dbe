# "Dice only": the dice cards of Die wandelnden Türme on the dice button.
#
# Seed: "Würfelkarten: Bei 2 abgebildeten Würfeln darfst du einmal neu
# würfeln, das zweite Ergebnis gilt. Bei 3 Würfeln hast du bis zu 3
# Versuche, das letzte Ergebnis zählt." A card showing k dice gives k tries
# of one die; the last throw counts. The die and the cards come from the
# engine's own tables, so a corrected box needs one edit.

from hexbox.core.errors import IllegalAction
from hexbox.games.wandelnde_tuerme.data import CARD_TYPES, DIE_SIDES

# the numbers of dice a movement card can show: (1, 2, 3) in the real deck
DICE_COUNTS = tuple(sorted(set(c[2] for c in CARD_TYPES if c[2])))


class DiceCard:
    """One dice card being played: throws so far and tries left."""

    def __init__(self, dice):
        if dice not in DICE_COUNTS:
            raise IllegalAction("a dice card shows %s dice, not %r"
                                % (" or ".join(str(k) for k in DICE_COUNTS), dice))
        self.dice = dice
        self.throws = []

    def tries_left(self):
        return self.dice - len(self.throws)

    def throw(self, rng):
        """Roll again (the first roll, or a re-roll): returns the pips."""
        if not self.tries_left():
            raise IllegalAction("no re-roll left: the last roll (%d) counts", (self.throws[-1],))
        v = rng.between(1, DIE_SIDES)
        self.throws.append(v)
        return v

    def counts(self):
        """The result that counts (the last throw), or 0 before the first."""
        return self.throws[-1] if self.throws else 0

    def done(self):
        return not self.tries_left()
