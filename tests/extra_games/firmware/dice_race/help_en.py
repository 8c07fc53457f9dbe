# How Dice Race is played (the help screens; the box never imports it).
HELP = (
    "HOW TO WIN: be the first pawn on the goal square (50; 70 in the long race).",
    "A TURN: roll the four-sided die and move that many squares, or play one of your "
    "hidden boost cards (+1 to +3) and move its value instead, "
    "or step one square and draw a face-down boost card.",
)
