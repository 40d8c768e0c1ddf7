"""Rule families: the code that the games of one family share.

    capture    hana-awase, the matching games and their common rules: capturing, dealt hands, exclusive hands,
               zero-sum settlement, turn order, dealing
    shedding   month-sequence shedding games: following in a month order, wild cards, the deal, rebuilding
               the draw pile; what their engines share around that: actions and their notation, outcomes and
               the log, the position base, the turn solver, the players, the match, their Game hooks
               (a package, one module a part: see its docstring)
"""
