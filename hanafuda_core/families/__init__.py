"""Rule families: the code that the games of one family share.

    capture    hana-awase, the matching games and their common rules: capturing, dealt hands, exclusive hands,
               zero-sum settlement, turn order, dealing
    shedding   month-sequence shedding games: following in a month order, wild cards, drawing, rebuilding
               the draw pile (shedding.py); what their engines share around that: actions and their notation,
               events and the log, the position base, the turn solver, the players, the match (shedding_engine.py)
"""
