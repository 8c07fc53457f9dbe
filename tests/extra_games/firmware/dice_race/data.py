# Dice Race's rules, all made up for the tests (no rulebook): two seats race
# a pawn from square 0 to the goal. A turn is one die roll, or one boost
# card from the seat's hidden hand, played for its value instead, or one
# careful step that draws the top face-down card. The first pawn on or past
# the goal wins.
GOAL = 50  # the goal square
LONG_GOAL = 70  # the goal square in the variant "long"
DIE = 4  # the die's sides
BOOSTS = (1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)  # the boost cards, shuffled at the start
HAND = 3  # boost cards dealt to each seat; the rest stay face down
