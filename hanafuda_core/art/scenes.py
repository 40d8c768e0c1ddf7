"""The month scenes of the card faces: one picture per flower, with the named
cards showing their subject, and where each month's ribbon hangs."""

from __future__ import annotations

from ..deck import Card, Kind, month_cards
from .draw import (BLACK, BLUE, BROWN, CREAM, DARKRED, DKGREEN, GREEN, INK, OLIVE, ORANGE, PINK, RED, ROSE,
                   SKY, WHITE, YELLOW, blossoms, circle, dots, ellipse, iris, kiku, kiri_flowers, kiri_leaves,
                   maple_leaves, mirror, num, path, peony, pine_clump, ribbon, stream, willow_strands,
                   wisteria)

__all__ = ["SCENES", "RIBBON_PLACE", "chaff_variant", "scene"]


# Month scenes --------------------------------------------------------------
#
# Each scene function gets the card and returns the picture (without frame,
# label and badge).  ``variant`` 0/1/2 distinguishes the plain chaffs.


def _m1(c: Card, variant: int) -> str:  # pine
    trunk = path("M40 157C42 130 22 112 42 92S74 66 60 36", stroke=BROWN, w=7)
    if c.key == "crane":
        crane = (
            circle(52, 54, 23, RED, DARKRED, 1.2)
            + path("M66 104q16 -4 22 8q-12 -2 -20 4z", BLACK)  # tail
            + ellipse(52, 110, 20, 11, WHITE, INK, 1.3, rot=-12)
            + path("M60 104q8 8 -2 14", stroke=INK, w=1)  # wing line
            + path("M38 104C30 96 38 84 30 74", stroke=BLACK, w=4.5)  # neck
            + circle(29, 72, 4.5, WHITE, INK, 1.1)
            + circle(29, 69, 2.2, RED)
            + path("M26 73L15 78", stroke="#5a4a30", w=2)
            + path("M50 120L46 146M57 119L60 146M46 146h-5M60 146h5", stroke=INK, w=1.8)
        )
        return pine_clump(82, 150, 16) + pine_clump(18, 156, 14) + crane
    clumps = ((64, 40, 18), (32, 66, 15), (76, 86, 17), (28, 112, 14), (66, 128, 15))
    out = trunk + path("M44 90L72 86M50 72L32 66M58 46L66 40M40 116L28 112M42 126L64 128", stroke=BROWN, w=3)
    out += "".join(pine_clump(*cl) for cl in clumps)
    out += path("M3 150q24 -6 47 0t47 0V157H3Z", RED)
    return out


def _m2(c: Card, variant: int) -> str:  # plum
    branch = path("M10 157L28 124L24 96L48 70L44 44L70 22M28 124L58 112L74 120M48 70L76 62M24 96L8 86",
                   stroke=BLACK, w=4)
    spots = [(70, 22), (44, 44), (76, 62), (48, 70), (24, 96), (58, 112), (74, 120), (10, 86), (30, 128), (62, 36)]
    out = branch + blossoms(spots, 3.6, 5.2, RED, DARKRED, WHITE)
    if c.key == "bush-warbler":
        out += (
            path("M74 96l18 -6l-6 10z", OLIVE, INK, 1)
            + ellipse(64, 100, 14, 8, OLIVE, INK, 1.2, rot=-18)
            + circle(52, 94, 6.5, OLIVE, INK, 1.2)
            + path("M46 93l-6 1l6 2z", INK)
            + circle(50.5, 92.5, 1.2, INK)
            + path("M60 104q8 0 12 -6", stroke="#5b6120", w=1.2)
            + path("M60 108v6M66 107v6", stroke=INK, w=1.4)
        )
    return out


def _m3(c: Card, variant: int) -> str:  # cherry
    mist = path("M3 60q10 -8 20 0t20 0t20 0t20 0t14 0V72q-10 6 -20 0t-20 0t-20 0t-20 0t-14 0Z",
                 "#f4d6d6", "#d98c9c", 1)
    if c.key == "curtain":
        spots = [(36, 16), (52, 24), (68, 14), (34, 42), (58, 46), (82, 38), (44, 62), (72, 62)]
        curtain = (
            path("M4 76H96V150H4Z", RED, INK, 1.2)
            + path("M16 80V150M28 80V150M40 80V150M52 80V150M64 80V150M76 80V150M88 80V150",
                    stroke=DARKRED, w=1.4)
            + path("M4 76" + "a6 6 0 0 0 12 0" * 7 + "a3 4 0 0 0 4 0", WHITE, INK, 1)
            + path("M3 75H97", stroke=BROWN, w=3)
            + dots([(28, 116), (72, 116)], INK, 22.4) + dots([(28, 116), (72, 116)], WHITE, 20)
            + blossoms([(28, 116), (72, 116)], 4, 5, PINK, ROSE, RED)
        )
        return blossoms(spots, 4.4, 6, PINK, ROSE, RED) + curtain
    spots = [(40, 20), (62, 16), (84, 26), (32, 44), (54, 40), (76, 50), (36, 92), (60, 96), (82, 90),
             (22, 122), (46, 128), (72, 124), (32, 148), (84, 144)]
    if c.kind is Kind.RIBBON:  # the ribbon hides the middle ones
        spots = [p for p in spots if abs(p[0] - 50) > 12 or p[1] < 50]
    return mist + path("M3 104q10 -8 20 0t20 0t20 0t20 0t14 0V112q-10 6 -20 0t-20 0t-20 0t-20 0t-14 0Z",
                        "#f4d6d6", "#d98c9c", 1) + blossoms(spots, 4.2, 6, PINK, ROSE, RED)


def _m4(c: Card, variant: int) -> str:  # wisteria
    branch = path("M3 10Q40 18 97 8", stroke=BROWN, w=3.5)
    leaves = dots([(34, 18), (52, 20), (70, 18), (88, 14), (44, 22), (80, 20)], GREEN, 5)
    if c.key == "cuckoo":
        clusters = wisteria(36, 16, 46) + wisteria(58, 18, 58) + wisteria(80, 14, 40)
        moon = path("M66 82a22 22 0 1 0 24 34a18 18 0 1 1 -24 -34z", YELLOW, "#a88316", 1)
        bird = (path("M40 104L14 92L30 110Z", "#3b3f4a", INK, 1)
                + path("M44 106L62 80L58 106Z", "#3b3f4a", INK, 1)
                + ellipse(46, 108, 14, 6, "#5a5f6b", INK, 1.1, rot=-14)
                + path("M40 110q6 3 14 0", stroke=WHITE, w=1.5)
                + circle(59, 104, 4.6, "#3b3f4a", INK, 1)
                + path("M63 103l7 -1l-6 3z", YELLOW, INK, 0.8)
                + circle(60.5, 103.5, 1.1, RED)
                + path("M33 110L20 116M34 112L22 120", stroke=INK, w=2))
        return branch + clusters + leaves + moon + bird
    clusters = wisteria(34, 16, 70) + wisteria(52, 18, 96) + wisteria(70, 16, 64) + wisteria(86, 14, 84)
    out = branch + clusters + leaves
    if c.kind is Kind.CHAFF:
        out += path("M3 146q24 -8 47 0t47 0V157H3Z", RED)
    return out


def _m5(c: Card, variant: int) -> str:  # iris
    blades = path(
        "M14 157L22 70L26 157ZM30 157L34 92L40 157ZM46 157L54 60L56 157ZM62 157L70 84L70 157Z"
        "M76 157L86 74L84 157Z",
        GREEN, DKGREEN, 1,
    )
    flowers = iris(22, 62) + iris(54, 50) + iris(86, 66) + iris(36, 84, 0.8)
    if c.key == "bridge":
        planks = path("M4 118L40 104L52 112L16 126ZM40 104L84 118L74 126L52 112ZM84 118L96 113V124L74 126Z",
                       "#a0652f", INK, 1.2)
        posts = path("M16 126V146M40 104V124M52 112V132M74 126V146M84 118V138", stroke=INK, w=2.4)
        return stream(140) + blades + flowers + posts + planks
    return blades + flowers + stream(138) if c.kind is not Kind.CHAFF else blades + flowers


def _m6(c: Card, variant: int) -> str:  # peony
    leaves = path("M50 156C40 130 16 128 10 104C30 104 46 118 50 156ZM50 156C58 124 82 122 92 98"
                   "C70 100 56 120 50 156ZM50 150C44 120 54 100 46 88", GREEN, DKGREEN, 1.2)
    if c.key == "butterflies":
        def fly(cx, cy, col, rot):
            return (f'<g transform="rotate({rot} {cx} {cy})">'
                    + ellipse(cx - 7, cy - 5, 8, 6, col, INK, 1, rot=-30)
                    + ellipse(cx + 7, cy - 5, 8, 6, col, INK, 1, rot=30)
                    + ellipse(cx - 5, cy + 5, 5, 4, col, INK, 1, rot=30)
                    + ellipse(cx + 5, cy + 5, 5, 4, col, INK, 1, rot=-30)
                    + path(f"M{cx} {cy - 7}v15M{cx} {cy - 7}l-3 -6M{cx} {cy - 7}l3 -6", stroke=INK, w=1.6)
                    + "</g>")
        return leaves + peony(42, 104, 26) + fly(70, 40, SKY, 15) + fly(36, 46, YELLOW, -20)
    if c.kind is Kind.RIBBON:
        return leaves + peony(68, 96, 24) + peony(30, 124, 18)
    return leaves + peony(52, 72, 30) + peony(24, 128, 14) + peony(80, 130, 14)


def _m7(c: Card, variant: int) -> str:  # bush clover
    d = "M20 157C20 110 40 70 86 50M44 157C50 120 70 100 92 98M30 157C24 120 10 90 14 50M60 110C64 80 50 50 40 24"
    stems = path(d, stroke=BLACK, w=1.6)
    flowers = path(d, stroke="#b0186a", w=4.4, stroke_dasharray="0 7")
    leaves = path(d, stroke=GREEN, w=3.6, stroke_dasharray="0 7", stroke_dashoffset=3.5)
    ground = path("M3 138q24 -8 47 0t47 0V157H3Z", RED)
    out = stems + leaves + flowers
    if c.key == "boar":
        boar = (
            path("M20 132C16 110 36 96 58 98C76 100 88 110 86 126C84 136 76 140 70 138L66 150H60L60 138"
                  "H40L38 150H32L30 136C24 136 20 134 20 132Z", "#5b3b24", INK, 1.4)
            + path("M20 118L8 124L14 132L22 130", "#5b3b24", INK, 1.2)
            + path("M14 126l-2 -7", stroke=WHITE, w=1.6)
            + circle(24, 116, 1.6, WHITE)
            + path("M40 102q12 -6 30 0M36 108q14 -6 36 0", stroke="#3a2415", w=1.4)
        )
        return ground + out + boar
    return ground + out


def _m8(c: Card, variant: int) -> str:  # susuki
    hill = path("M3 102C30 72 70 72 97 96V157H3Z", BLACK)
    grass = path("M12 156C16 130 24 110 40 94M30 156C34 126 44 104 62 90M52 156C56 130 66 112 86 100"
                  "M70 156C72 136 80 124 94 118M22 130q10 -4 12 -14M46 124q10 -6 10 -16M66 130q12 -4 14 -16",
                  stroke=CREAM, w=1.8)
    if c.key == "moon":
        sky = path("M3 3H97V110H3Z", RED)
        return sky + circle(50, 62, 30, "#fdf6dc", INK, 1.6) + hill + grass
    if c.key == "geese":
        def goose(x, y, s):
            return path(f"M{x} {y}q{num(-8 * s)} {num(-8 * s)} {num(-16 * s)} {num(-6 * s)}M{x} {y}"
                         f"q{num(8 * s)} {num(-10 * s)} {num(16 * s)} {num(-6 * s)}M{num(x - 2)} {y}h{num(6 * s)}",
                         stroke=BLACK, w=3.2 * s)
        sky = path("M3 3H97V110H3Z", "#f3d9a6")
        return sky + goose(40, 40, 1.2) + goose(66, 54, 1.1) + goose(44, 68, 1) + hill + grass
    stalks = "M34 90C32 70 36 54 30 34M52 82C52 60 58 42 56 22M74 86C72 64 80 48 88 36"
    plumes = "M32 48C33 42 32 38 30 34M57 38C57 32 57 28 56 22M83 44C85 40 86 39 88 36"
    return (path(stalks, stroke=BLACK, w=1.6) + path(plumes, stroke="#7a6a55", w=4.4, stroke_dasharray="1.2 1.8")
            + hill + grass)


def _m9(c: Card, variant: int) -> str:  # chrysanthemum
    stems = path("M50 157C50 130 40 110 34 86M50 157C54 130 66 112 74 100M50 157C50 140 30 130 22 126",
                  stroke=DKGREEN, w=2.2)
    leaves = path("M42 128q-14 -4 -18 -16q14 0 18 16ZM58 120q12 -8 22 -4q-8 10 -22 4ZM44 100q-10 -8 -8 -20"
                   "q10 6 8 20Z", GREEN, DKGREEN, 1)
    if c.key == "sake-cup":
        cup = (
            path("M14 96H86C84 120 68 128 50 128C32 128 16 120 14 96Z", RED, INK, 1.6)
            + path("M14 96H86", stroke=YELLOW, w=3)
            + path("M38 128L34 140H66L62 128", DARKRED, INK, 1.4)
            + circle(50, 110, 8, YELLOW, INK, 1)
            + path("M46 106h8M45 110h10M50 104v11M47 114l6 2", stroke=RED, w=1.4)
        )
        return stems + kiku(36, 44, 18) + kiku(74, 58, 14, WHITE, "#b5a080") + cup
    if c.kind is Kind.RIBBON:
        return stems + leaves + kiku(72, 82, 18) + kiku(28, 128, 12, WHITE, "#b5a080")
    return stems + leaves + kiku(34, 80, 20) + kiku(74, 96, 14, WHITE, "#b5a080")


def _m10(c: Card, variant: int) -> str:  # maple
    branch = path("M97 20Q60 24 40 50T14 110M60 30Q70 50 84 62M40 50Q30 40 20 44", stroke=BROWN, w=2.4)
    if c.key == "deer":
        leaves = maple_leaves([(82, 30, 12, 15), (58, 22, 10, -20), (38, 46, 11, 10)])
        deer = (
            path("M24 110C24 96 40 92 60 94C76 96 82 104 80 116L84 150H78L72 124H36L32 150H26L28 122"
                  "C24 118 24 114 24 110Z", "#a9662e", INK, 1.4)
            + path("M26 104C20 90 22 80 16 72L30 68C32 80 34 88 38 96Z", "#a9662e", INK, 1.2)
            + path("M20 70L10 58M14 64L6 62M24 68L28 54M26 60L34 56", stroke="#5b3b24", w=2)
            + path("M18 72L8 76L16 80", "#a9662e", INK, 1)
            + dots([(44, 104), (54, 102), (64, 104), (50, 110), (60, 110), (70, 110)], "#f6e7c8", 3)
            + circle(20, 74, 1.2, INK)
        )
        return branch + leaves + deer
    specs = [(80, 40, 13, 20), (56, 28, 11, -10), (36, 58, 12, 5), (18, 96, 11, -25), (82, 70, 11, 35)]
    if c.kind is Kind.CHAFF:
        specs += [(40, 118, 12, -15), (70, 122, 13, 25), (54, 146, 9, 0)]
        branch += path("M14 110Q40 120 70 122M40 118L54 146", stroke=BROWN, w=1.8)
    return branch + maple_leaves(specs)


def _m11(c: Card, variant: int) -> str:  # willow
    if c.key == "lightning":
        cloud = path("M3 3H97V100C84 108 70 96 60 104C48 112 34 98 24 106C14 112 8 104 3 106Z", BLACK)
        drum = (
            path("M10 118H90V134H10Z", RED, INK, 1.4)
            + path("M10 122H90M10 130H90", stroke=BLACK, w=1.4)
            + circle(50, 126, 15, RED, INK, 1.6)
            + circle(50, 126, 9, YELLOW, INK, 1.2)
            + path("M50 126l0 -8M50 126l7 4M50 126l-7 4", stroke=INK, w=2.2)
        )
        bolt = path("M60 10L40 44H56L32 84L70 38H52L74 10Z", YELLOW, INK, 1.2)
        rain = path("M14 150l6 -12M34 152l6 -12M66 152l6 -12M84 150l6 -12", stroke="#6a6a6a", w=1.4)
        swirl = path("M14 60q10 -12 20 0t-10 6M74 78q10 -10 18 0t-8 6", stroke="#5c5c5c", w=2)
        return cloud + swirl + bolt + drum + rain
    if c.key == "rain-man":
        rain = path("M30 20l-6 12M50 14l-6 12M90 40l-6 12M14 60l-6 12M92 80l-6 12M20 100l-6 12",
                     stroke="#7a8aa0", w=1.2)
        man = (
            path("M36 96L30 146H62L58 96Z", BLUE, INK, 1.4)
            + path("M40 100q8 20 -2 44M54 100q-4 22 6 44", stroke="#8fa7d6", w=1)
            + circle(47, 90, 6, "#f1d3b0", INK, 1.2)
            + path("M41 86q6 -8 12 0", BLACK)
            + path("M12 72Q44 36 80 62Z", YELLOW, INK, 1.4)
            + path("M46 62L12 72M46 62L30 52M46 62L58 52M46 62L80 62M46 62V104", stroke=INK, w=1.1)
            + path("M30 146h-6M62 146h6", stroke=INK, w=2)
        )
        frog = (ellipse(80, 144, 7, 5, GREEN, INK, 1.1) + circle(76, 139, 2, GREEN, INK, 0.8)
                + circle(83, 139, 2, GREEN, INK, 0.8) + path("M74 148l-4 4M86 148l4 4", stroke=INK, w=1.2))
        return willow_strands((64, 78, 92), 0.8) + rain + stream(140) + man + frog
    out = willow_strands((30, 46, 62, 78, 92), 1.0)
    if c.key == "swallow":
        bird = (
            '<g transform="translate(50 92) rotate(-118)">'
            + path("M0 -4C-10 -9 -26 -8 -40 4C-26 -1 -12 2 -2 7ZM0 -4C10 -9 26 -8 40 4C26 -1 12 2 2 7Z",
                    BLACK, INK, 1)
            + path("M-3 10L-10 34L0 19L10 34L3 10Z", BLACK, INK, 1)
            + ellipse(0, 2, 5.5, 13, BLACK, INK, 1)
            + path("M-3 -4q3 10 6 0", stroke=WHITE, w=1.6)
            + circle(0, -11, 5, BLACK, INK, 1)
            + circle(0, -14, 2.2, RED)
            + path("M-1.6 -15.5l1.6 -5l1.6 5z", INK)
            + "</g>"
        )
        return out + stream(140) + bird
    if c.kind is Kind.RIBBON:
        return out + stream(140)
    return out + stream(140)


def _m12(c: Card, variant: int) -> str:  # paulownia
    if c.key == "phoenix":
        sky = path("M3 3H97V118H3Z", RED)
        tail = "M52 84C40 100 26 110 12 116M56 86C50 106 40 122 26 136M60 86C64 108 66 124 62 144"
        wing = "M54 68L86 34M56 72L92 52M56 76L90 72"
        bird = (
            path(tail, stroke=INK, w=5.4) + path(tail, stroke=YELLOW, w=3.4)
            + path(tail, stroke=GREEN, w=3.4, stroke_dasharray="3 5")
            + dots([(12, 116), (26, 136), (62, 144)], INK, 9) + dots([(12, 116), (26, 136), (62, 144)], YELLOW, 7)
            + dots([(12, 116), (26, 136), (62, 144)], BLUE, 3)
            + path(wing, stroke=INK, w=9.6)
            + path("M54 68L86 34", stroke=GREEN, w=7) + path("M56 72L92 52", stroke="#2f6fb0", w=7)
            + path("M56 76L90 72", stroke=YELLOW, w=7)
            + ellipse(50, 78, 13, 9, ORANGE, INK, 1.4, rot=-30)
            + path("M44 72C34 64 40 50 32 40", stroke=INK, w=7) + path("M44 72C34 64 40 50 32 40", stroke=ORANGE, w=4.6)
            + circle(31, 38, 5.5, ORANGE, INK, 1.2)
            + path("M30 33q-4 -8 4 -12M33 33q2 -8 10 -9", stroke=GREEN, w=2.2)
            + path("M26 37l-8 2l7 3z", YELLOW, INK, 0.8)
            + circle(30, 37, 1.2, INK)
        )
        return sky + kiri_leaves(156) + bird
    out = ""
    if c.key == "yellow-chaff":
        out += path("M3 112H97V157H3Z", YELLOW)
        out += path("M3 112H97", stroke="#b8901a", w=1.2)
    return out + kiri_flowers(50, 26) + kiri_leaves(156)


SCENES = (_m1, _m2, _m3, _m4, _m5, _m6, _m7, _m8, _m9, _m10, _m11, _m12)

# Where each ribbon hangs: (x, y, rotation, length)
RIBBON_PLACE = {
    1: (46, 30, -14, 78),
    2: (62, 38, 12, 74),
    3: (48, 62, -8, 80),
    4: (43, 30, -5, 80),
    5: (38, 26, 10, 74),
    6: (34, 22, -6, 70),
    7: (56, 26, 14, 76),
    9: (36, 24, -6, 76),
    10: (54, 54, -12, 80),
    11: (60, 32, 8, 78),
}


def chaff_variant(c: Card) -> int:
    """0 for the first plain chaff of a month, 1 for the second (drawn mirrored)."""
    if c.kind is not Kind.CHAFF or c.key:
        return 0
    plain = [x for x in month_cards(c.month) if x.kind is Kind.CHAFF and not x.key]
    return plain.index(c)


def scene(c: Card) -> str:
    variant = chaff_variant(c)
    art = SCENES[c.month - 1](c, variant)
    if c.ribbon is not None:
        x, y, rot, length = RIBBON_PLACE[c.month]
        art += ribbon(c.ribbon, x, y, rot, length)
    if variant:
        art = mirror(art)
    return art
