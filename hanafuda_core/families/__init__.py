"""Rule families: the code that the games of one family share.

    capture    hana-awase, the matching games (Koi-Koi, the common rules,
               Palauan Hanahuda): capturing, dealt hands, exclusive hands,
               zero-sum settlement, turn order, dealing
    shedding   month-sequence shedding games (Poka; Hiyoko and Isuri):
               following in a month order, wild cards, drawing, rebuilding
               the draw pile
"""
