"""Koi-Koi's rules as data: the yaku catalogue and the named presets.

Nothing here is code: plain lists and dicts that the engine reads
(:func:`hanafuda_core.games.koikoi.engine.yaku_from_data` and
:func:`~hanafuda_core.games.koikoi.engine.preset_from_data`), checks (a
mistake stops the import with the yaku or preset and the reason), compiles
into its evaluator and draws as the rules page's tables.

A yaku (one dict in :data:`YAKU`)::

    key          its identifier: lowercase words joined by hyphens
    name         its name on the site; japanese, romaji: its Japanese name
    cards        the cards it counts: a card class ("lights", "animals",
                 "ribbons", "chaff", "poetry-ribbons", "blue-ribbons"),
                 "month" (the four cards of the round's month: round 1 is
                 January) or card codes ("6A 7A 10A")
    count        how many of them it needs (default: all of them)
    required     cards it must include ("all": every card of ``cards``)
    excluded     cards that spoil it when captured
    points       what it is worth; extra: points per counted card beyond
                 ``count`` (the "+1 per extra card" rule; default 0)
    group        yaku sharing a group do not add up: only the most valuable
                 counts (the lights)
    only_without yaku keys: this one does not count while any of them is held
    role         the rule options that adjust it (see ``ROLES`` in the
                 engine); a yaku without a role is only what its data says
    description  optional words; the rules page writes what a yaku needs
                 from the fields above

The sake cup (9A) is an animal; the rule option "The sake cup counts as"
decides whether yaku over the class "animals" and "chaff" count it.

A preset (one dict in :data:`PRESETS`)::

    key, name, short     identifier, name, and a short name for table headings
    description          one or two sentences
    source               where the rules come from (shown on the rules page)
    yaku                 the yaku catalogue by default; or a list of keys, or of
                         {"key": ..., "points": ...} to change a value
    dealt_hands          the dealt hands (teyaku) it knows
    options              option values that differ from the defaults
    unstated             options its source does not settle: the value is
                         this site's choice, and the comparison table says so
    notes                {option name: why this value} where a source is
                         read one way rather than another
"""

from __future__ import annotations

YAKU: list[dict] = [
    {"key": "five-lights", "name": "Five Lights", "japanese": "五光", "romaji": "gokō",
     "cards": "lights", "count": 5, "points": 10, "group": "lights", "role": "five-lights"},
    {"key": "dry-four-lights", "name": "Dry Four Lights", "japanese": "四光", "romaji": "shikō",
     "cards": "lights", "count": 4, "excluded": "11B", "points": 8, "group": "lights",
     "role": "four-lights"},
    {"key": "rainy-four-lights", "name": "Rainy Four Lights", "japanese": "雨四光", "romaji": "ame-shikō",
     "cards": "lights", "count": 4, "required": "11B", "points": 7, "group": "lights",
     "role": "rainy-four"},
    {"key": "dry-three-lights", "name": "Dry Three Lights", "japanese": "三光", "romaji": "sankō",
     "cards": "lights", "count": 3, "excluded": "11B", "points": 6, "group": "lights",
     "role": "three-lights"},
    {"key": "tane", "name": "Tane", "japanese": "タネ", "romaji": "tane",
     "cards": "animals", "count": 5, "points": 1, "extra": 1, "role": "tane"},
    {"key": "boar-deer-butterflies", "name": "Boar, Deer, Butterflies", "japanese": "猪鹿蝶",
     "romaji": "ino-shika-chō", "cards": "7A 10A 6A", "required": "all", "points": 5, "role": "boar-deer-butterflies"},
    {"key": "moon-viewing", "name": "Moon Viewing", "japanese": "月見で一杯", "romaji": "tsukimi de ippai",
     "cards": "8B 9A", "required": "all", "points": 5, "role": "moon-viewing"},
    {"key": "blossom-viewing", "name": "Blossom Viewing", "japanese": "花見で一杯", "romaji": "hanami de ippai",
     "cards": "3B 9A", "required": "all", "points": 5, "role": "blossom-viewing"},
    {"key": "five-scrolls", "name": "Five Scrolls", "japanese": "短冊", "romaji": "tanzaku",
     "cards": "ribbons", "count": 5, "points": 1, "extra": 1, "role": "five-scrolls"},
    {"key": "poetry-scrolls", "name": "All Poetry Scrolls", "japanese": "赤短", "romaji": "akatan",
     "cards": "ribbons", "count": 3, "required": "1R 2R 3R", "points": 5, "extra": 1,
     "role": "poetry-scrolls"},
    {"key": "blue-scrolls", "name": "All Purple Scrolls", "japanese": "青短", "romaji": "aotan",
     "cards": "ribbons", "count": 3, "required": "6R 9R 10R", "points": 5, "extra": 1,
     "role": "blue-scrolls"},
    {"key": "poetry-and-blue-scrolls", "name": "Poetry and Purple Scrolls", "japanese": "赤短・青短",
     "romaji": "akatan aotan", "cards": "ribbons", "count": 6, "required": "1R 2R 3R 6R 9R 10R",
     "points": 10, "extra": 1, "role": "poetry-and-blue"},
    {"key": "cards-of-the-month", "name": "Cards of the Month", "japanese": "月札", "romaji": "tsukifuda",
     "cards": "month", "points": 4, "role": "cards-of-the-month"},
    {"key": "kasu", "name": "Kasu", "japanese": "カス", "romaji": "kasu",
     "cards": "chaff", "count": 10, "points": 1, "extra": 1, "role": "kasu"},
]
"""The yaku every preset draws from, in the order of the rules page."""

# Sources, as the rules page cites them (the files are in shared/rules-sources).
_SOURCE_SITE = ("The Koi-Koi rules page of a hanafuda website whose cards were drawn by SuperJer after "
                "Nintendo's decks (kept for this site as koikoi.txt), with the rules shared by the matching "
                "games (common-rules.txt).")
_SOURCE_NINTENDO = ("Nintendo's Japanese Koi-Koi leaflet, as Fuda Wiki's page on the app Hanafuda Koi-Koi "
                    "Collection (which follows it) describes it, with Sorairo's rules page for the app "
                    "Hanafuda MIYABI agreeing.")
_SOURCE_MODERN = ("The yaku table and the rules of Fuda Wiki's Koi-Koi page, \"fairly typical of modern "
                  "forms of the game, as seen in video games\".")
_SOURCE_FLASH = ("Fuda Wiki's page on Hanafuda Flash (GameDesign.jp, 2004) and the game's own English "
                 "rules page (a copy on Scribd).")
_SOURCE_FIRST = ("This site's choice for a first game: the rules of this site's source with the "
                 "simplifications that the sources themselves describe as common options (see the "
                 "rule notes).")

_SOURCE_KOIKOI_JAPAN = ("KoiKoi-Japan (the Steam and Switch game), as its rules are published and as the public "
                        "research engine KoiKoi-AI (guansanghai/KoiKoi-AI on GitHub, koikoigame.py, written to "
                        "play that game) implements them.")

KOIKOI_SCHEDULES: list[dict] = [
    {"key": "none", "label": "Add nothing", "steps": []},
    {"key": "plus-one", "label": "1 point per call", "steps": [{"calls": "1+", "add": "calls"}]},
    {"key": "double", "label": "×2 per call", "steps": [{"calls": "1+", "times": "2^calls"}]},
    {"key": "calls-plus-one", "label": "×2 after one call, ×3 after two…",
     "steps": [{"calls": "1+", "times": "calls+1"}]},
    {"key": "add-then-multiply", "label": "1 point per call up to three calls, then ×(calls − 2)",
     "source": _SOURCE_KOIKOI_JAPAN,
     "steps": [{"calls": "1-3", "add": "calls"}, {"calls": "4+", "times": "calls-2"}]},
]
"""What a winner's own koi-koi calls do to their score (the option "The
winner's own koi-koi calls"), one schedule per choice::

    key, label    the option's value and its label on the form
    source        where the schedule comes from (optional)
    steps         the first step whose ``calls`` holds the number of calls
                  applies: ``calls`` is "N", "N-M" or "N+" (N or more);
                  ``add``: points added to the yaku total (before the
                  doubling at 7), ``times``: the factor the score is
                  multiplied by.  Each is a whole number, "calls",
                  "calls+N", "calls-N" or "N^calls" (N to the power of the
                  calls).  With no step for the calls, nothing changes.
"""

PRESETS: list[dict] = [
    {
        "key": "seed", "name": "This site's rules", "short": "This site",
        "description": ("The rules of the source this site follows: twelve yaku, the lights and Five "
                        "Scrolls not adding up, the viewing yaku counted, one koi-koi per round, 7 points "
                        "or more doubled, and a win after the opponent's koi-koi doubled."),
        "source": _SOURCE_SITE,
        "dealt_hands": ["four-of-a-month", "four-pairs"],
        "options": {},
        "unstated": ["multiple_koikoi", "caller_second_yaku", "growing_yaku"],
    },
    {
        "key": "nintendo-leaflet", "name": "Nintendo's printed rules", "short": "Nintendo",
        "description": ("The rules of Nintendo's own leaflet: Three Lights worth 5, the Boar, Deer and "
                        "Butterflies and the poetry and purple scrolls growing with every extra card and "
                        "adding up with Tane and Five Scrolls, both scroll sets together worth 10, every "
                        "new or grown yaku a chance to call koi-koi again."),
        "source": _SOURCE_NINTENDO,
        "dealt_hands": ["four-of-a-month", "four-pairs"],
        "options": {"three_lights": 5, "bdb_extra": True, "scrolls_stack": True,
                    "multiple_koikoi": True, "caller_second_yaku": "choose-again", "growing_yaku": True},
        "unstated": ["multiple_koikoi", "caller_second_yaku", "no_yaku_points"],
        "notes": {"multiple_koikoi": "Milo Fultz's rules, said to copy Nintendo's English leaflet, allow "
                                    "one koi-koi per game; Fuda Wiki says that in many rule sets a player "
                                    "may call it as often as they like, and Sorairo's growing yaku only "
                                    "make sense with repeated calls."},
    },
    {
        "key": "modern", "name": "Modern Japanese rules", "short": "Modern",
        "description": ("The rules most Japanese players and video games use today: Five Lights worth "
                        "15, each family of yaku (lights, animals, ribbons) scoring only its best, Cards "
                        "of the Month, repeated koi-koi calls."),
        "source": _SOURCE_MODERN,
        "dealt_hands": ["four-of-a-month", "four-pairs"],
        "options": {"five_lights": 15, "bdb_extra": True, "tane_with_bdb": False, "monthly_cards": 4,
                    "multiple_koikoi": True, "caller_second_yaku": "choose-again", "growing_yaku": True},
        "unstated": [],
    },
    {
        "key": "hanafuda-flash", "name": "Hanafuda Flash (web game)", "short": "Hanafuda Flash",
        "description": ("The rules of the classic web game Hanafuda Flash: lights worth 15, 10, 8 and 6, "
                        "the poetry and purple scrolls worth 6 each, no viewing yaku, Cards of the Month, "
                        "6 points to the dealer when nobody makes a yaku, and no doubling of any kind."),
        "source": _SOURCE_FLASH,
        "yaku": ["five-lights", "dry-four-lights", "rainy-four-lights", "dry-three-lights", "tane",
                 "boar-deer-butterflies", "moon-viewing", "blossom-viewing", "five-scrolls",
                 {"key": "poetry-scrolls", "points": 6}, {"key": "blue-scrolls", "points": 6},
                 "poetry-and-blue-scrolls", "cards-of-the-month", "kasu"],
        "dealt_hands": ["four-of-a-month", "four-pairs"],
        "options": {"five_lights": 15, "four_lights": 10, "rainy_four": 8, "viewing_yaku": "no",
                    "ribbon_extra": False, "scrolls_stack": True, "red_and_blue": "none",
                    "monthly_cards": 4, "no_yaku_points": 6, "double_at": 0, "opponent_koikoi": "none"},
        "unstated": ["multiple_koikoi", "caller_second_yaku", "growing_yaku", "dealt_hand_rule", "rounds"],
        "notes": {"rounds": "The game itself has no fixed number of rounds: the player starts with 10 "
                            "points and the game ends at 0 or 50, a score for one player against the "
                            "computer. Here the preset plays 12 rounds."},
    },
    {
        "key": "koikoi-japan", "name": "KoiKoi-Japan (video game)", "short": "KoiKoi-Japan",
        "description": ("The rules of the video game KoiKoi-Japan: lights worth 10, 8, 7 and 5, the viewing "
                        "yaku worth 1 point (3 after your own koi-koi), both scroll sets 10 points on top of "
                        "their 5 + 5, no doubling at 7, each koi-koi adding 1 point up to three calls and "
                        "multiplying after that, 1 point to the dealer when nobody makes a yaku, and a deal "
                        "with four of a month in a hand dealt again; eight rounds."),
        "source": _SOURCE_KOIKOI_JAPAN,
        "dealt_hands": ["four-of-a-month"],
        "options": {"three_lights": 5, "viewing_points": 1, "viewing_after_koikoi": 3,
                    "ribbon_extra": False, "scrolls_stack": True, "red_and_blue": "extra",
                    "multiple_koikoi": True, "caller_second_yaku": "choose-again", "growing_yaku": True,
                    "double_at": 0, "opponent_koikoi": "none", "koikoi_bonus": "add-then-multiply",
                    "no_yaku_points": 1, "dealt_hand_rule": "redeal", "rounds": 8},
        "unstated": [],
        "notes": {"rounds": "The game starts both players at 30 points and ends after 8 rounds or when a "
                            "player has none left; here the match is scored from 0 over 8 rounds, so a "
                            "player is never knocked out.",
                  "growing_yaku": "A player may stop or call koi-koi again whenever their yaku points rise, "
                                  "a grown yaku included.",
                  "opponent_koikoi": "The winner scores their own yaku and calls; the loser's koi-koi "
                                     "calls change nothing.",
                  "koikoi_bonus": "Each call adds 1 point while a player has called up to three times; "
                                  "from the fourth call the yaku points are multiplied by the calls "
                                  "less 2 instead (×2 after four calls, ×3 after five)."},
    },
    {
        "key": "first-game", "name": "A first game", "short": "First game",
        "description": ("Short and simple, for learning: this site's yaku without the viewing yaku, no "
                        "doubling at 7 points, a deal with four of a month or four pairs in a hand dealt "
                        "again, one koi-koi per round, six rounds."),
        "source": _SOURCE_FIRST,
        "dealt_hands": ["four-of-a-month", "four-pairs"],
        "options": {"viewing_yaku": "no", "double_at": 0, "dealt_hand_rule": "redeal", "rounds": 6},
        "unstated": [],
    },
]
"""The named rule sets, in the order of the play page's list (the first is the default)."""
