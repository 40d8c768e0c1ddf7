"""The month-sequence shedding family: games where cards are shed in month order.

The games of this family share one idea: cards go onto a discard pile one
month after the other in a month order (the standard order of
:mod:`hanafuda_core.deck`, or a regional one such as the Nagoya order),
December (the last month of the order) followed by January (the first); wild
cards follow more than one month, and more than one month may follow them;
whoever cannot follow passes, and when everyone has passed a card is turned
up from the draw pile, which is rebuilt from the discard pile (all but its
top card) when it runs out.

What the games share is written here once, python-chess style: each game
subclasses or calls these and keeps only what differs (its state, its move
generator, its explanations, its notation fields).  From the bottom up:

    months    which card follows which: month sets, :class:`MonthRules`, wild cards by range
    deal      the deal (six cards each, one face up) and the rebuilt draw pile
    actions   :class:`ShedAction`, an action of a turn and its notation
    outcome   :class:`ShedOutcome`, the end of a round; :class:`Event` and :class:`LogEntry`, the log
    notation  the position text's shared fields and reading them (:class:`PositionText`)
    position  :class:`ShedPosition`, the position base: top card, unseen cards, turning up a card,
              the move stack and log, the common checks
    solver    every way to finish the turn, the longest chain
    players   the random player, the computer players' loop, the chance of a follow
    match     :class:`ShedMatch` and :func:`play_rounds`
    game      :class:`ShedGame`, the ``Game`` hooks every shedding game reads alike
    view      the board's stop or pass button
    puzzles   the mined-puzzle goals and themes
    goals     the lesson goals the games share (on the goal base of :mod:`hanafuda_core.goal`)
    inference the cards a hand cannot hold, by what its seat was seen to do (for the evaluator)
"""
