"""Rule families: the code that the games of one family share.

    capture    hana-awase, the matching games and their common rules: capturing, dealt hands, exclusive hands,
               zero-sum settlement, turn order, dealing
    shedding   month-sequence shedding games: following in a month order, wild cards, drawing, rebuilding
               the draw pile
"""
