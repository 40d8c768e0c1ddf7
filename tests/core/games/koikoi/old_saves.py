"""Koi-Koi matches saved by the play page before the rules became data (the
site as it was at commit 24e628b), and fingerprints of the engine then: the
yaku and points of 20,000 capture piles, 3,000 random rounds and 15 games of
the computer against itself under each rule set that could be written then.

Made once with the old engine; ``test_compat.py`` checks that the new one
reads the saves and plays exactly as before."""

SAVES = {
    'seed': (
        'hanafuda-play 2\n'
        'game: koikoi\n'
        'options: seed\n'
        'seed: 3\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: 3B 12C3 9A draw>1B koikoi 7C1 12B\n'
        'round: 5C2>5R 12B 2A 6R 6C2 4C2 draw>9C1 10R 8C1 stop\n'
        'round: 7C1 draw>1R 6R 8C1 draw>3C2 8B 5R 9A stop\n'
        'round: 1R>1C1 3B 10C2 9C1>9R 7C1 7A 2R 11C>11B 4R 9C2 koikoi 4A 3R 4C1 8C2\n'
        'round: 12C1 8B 1C2 11B>11R 5A 2R 6A 7C2 9C2 3B 10R 3C1 2C2 2C1 8C1\n'
        'scores: 12-27\n'
        'position: -; 1R; 3C1 7A 11C 12C3; 9A 11A 1B 3C2 7R 9C1 4C2 4R 12C2; 1C1 1C2 4A 4C1 5A 5R 5C1 5C2 8C1 8C2 9R 9C2 10A 10R 12B 12C1; 2A 2R 2C1 2C2 3B 3R 6A 6R 6C1 6C2 7C1 7C2 8B 8A 10C1 10C2 11B 11R; 2; play; 1; -; 5/12; 12-27; seed\n'
    ),
    'seed,viewing=no,rounds=6': (
        'hanafuda-play 2\n'
        'game: koikoi\n'
        'options: seed,viewing=no,rounds=6\n'
        'seed: 11\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: 12B draw>3C1 12C3 7R 8B 9C1 11A 5A 7C2 stop\n'
        'round: 3C2 8C2 8B 11A 11B 3R 9R 4R 10C1 12C3 7C2 stop\n'
        'round: 9A>9R 1R 1C2 8B 9C2 1B 4C2 6R 6C2 stop\n'
        'round: 8B 6C1 2R 7C2 6A 3C1 3C2 6C2 1R 1B 2C1 4R 7A 3B 10R stop\n'
        'round: 3B>3C1 7C1>7A 7R 9C1 6C1 8C1 1C2 9C2 2C2 5C2 6R stop\n'
        'round: 2R>2A 12C3 9R 12B 11C 6C1 5A 7C2 7R 5R 12C2 1C2 1B stop\n'
        'scores: 0-20\n'
        'position: 3C1 10R; 4A; 2C2 3R 6R 8C1 8C2 9C2 10C1 12C2; 11R 2C1 1R 4C1 9A 8A 12C1 8B 1C1 11B 6C2; 3B 3C2 4R 4C2 5R 5C1 6A 6C1 12B 12C3; 1B 1C2 2A 2R 5A 5C2 7A 7R 7C1 7C2 9R 9C1 10A 10C2 11A 11C; 2; stop; 2; -; 6/6; 0-19; seed,viewing=no,rounds=6\n'
    ),
    'nintendo': (
        'hanafuda-play 2\n'
        'game: koikoi\n'
        'options: nintendo\n'
        'seed: 5\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: 12C2>12B 8C2 3C1 draw>6C1 7C1 10C1 10R 4R 11R 11A 2C1 2C2 1C2 8C1 9C1 1R 4A\n'
        'round: 8C1 9R>9A 12C2 10C1 5C1 6R stop\n'
        'round: 1B 3C2 draw>6A 10R 3B 2C1 4R 4C2 4A 12C2 10C1 5A 7C1 8C1 stop\n'
        'round: 2R 6C1 11C 4R 1R 11R 7R 9A>9C2 6C2 stop\n'
        'round: 9R 5R draw>10A 6C2 8B 4A 12C2 7C2 2C2 1B stop\n'
        'round: 11B 9C1 1B 6R 7C1 6C1 12C1 4C2 5C1 2C1 12C3 4R koikoi 11R 2A stop\n'
        'round: 8A>8C1 9A 4C1 10C1>10R 8C2 4C2 1B 5C1 7A 3C2 6C2 stop\n'
        'round: 12C3>12C2 9C1>9A 12B 1B 7R 5R 11A 8B stop\n'
        'round: 9C1 10C1 3R koikoi 12B draw>11A 12C2 draw>5C1 1R 1B stop\n'
        'round: 8C2 6R 3C1\n'
        'scores: 12-33\n'
        'position: 4A 4C1 5C1 5C2 9C2 10C2 11A; 6C1 7C1 7C2 8C1 11C 12C3; 2R 2C2 5A 5R 10R 10C1 12C2; 1C2 1R 3B 1C1 4C2 9A 7A 3C2 9R 12B 11B 2A 2C1 6C2 9C1 7R 12C1 1B 8A 11R 4R; 6A 6R; 3R 3C1 8B 8C2; 2; draw 10A; 2; -; 10/12; 12-33; nintendo\n'
    ),
    'nintendo,double-at=0': (
        'hanafuda-play 2\n'
        'game: koikoi\n'
        'options: nintendo,double-at=0\n'
        'seed: 8\n'
        'seats: 2\n'
        'learner: 0\n'
        'round: 10C2 9A 6C2 11A draw>1B 8C1 12C3 10C1 2A 6C1 3B stop\n'
        'round: 3C1 2C2 draw>7C2 5R 12C3 5C1 6R 8A stop\n'
        'round: 8C2>8B 7C1 9A koikoi 6C2 2R stop\n'
        'round: 11B 7C1>7C2 12C3 10C2>10A 1C2 2C1 5A 4R 2C2\n'
        'scores: 0-33\n'
        'position: 2A 6A 12C1 12C2; 5R 5C2 8C2; 6C2 8C1; 2R 4C1 3B 3C1 1B 3C2 8A 1C1 8B 11R 11C 6R 4C2 3R 6C1; 4A 4R 7C1 7C2 9R 9C1 10A 10C2; 1R 1C2 2C1 2C2 5A 5C1 7A 7R 9A 9C2 10R 10C1 11B 11A 12B 12C3; 1; play; 2; -; 4/12; 0-33; nintendo,double-at=0\n'
    ),
}

FINGERPRINTS = {
    'seed': {
        'yaku': 'e4ed7f6f38b76c5aa546e71c695f8bc305fe85c2d5ce27af00a85cc5bed17b69',
        'rounds': '2ace50ef0593f1bc8311919dad74b9f43ec114313713ea1c26e6735963f9021c',
        'matches': '8c16920c521d7a481869e1e07397fcd43fc465c645a4db235fba36a15ec17dc9',
    },
    'seed,viewing=no': {
        'yaku': '160baaafbd41942d842eadd6a82ccdcc6e4fab1c6e550f3692a981257c257b43',
        'rounds': '8a5dc5033f4b2ce04c1a4a67602f01eff9bf0e16067beb3ed2fb3dbb5d71b28c',
        'matches': '1e06e0e50e87d618c0a5b95f8e97a1c31ee475869f20d7ac1046eb2660f6c49e',
    },
    'seed,multi=yes,second=choose-again,grow=yes': {
        'yaku': 'e4ed7f6f38b76c5aa546e71c695f8bc305fe85c2d5ce27af00a85cc5bed17b69',
        'rounds': 'e5e82bbbd5e0ff2f81a4d2f0bb509687a1c20415f0524abc2b1451ec4a799e57',
        'matches': '110e609af81cb3c27ec84447bb44df21981e9b98990894bd1069b6efe0021724',
    },
    'seed,double-at=0,rounds=6': {
        'yaku': 'e4ed7f6f38b76c5aa546e71c695f8bc305fe85c2d5ce27af00a85cc5bed17b69',
        'rounds': '66bf8eed25f8e3b7b3ccd5beef5b3bfb726b6095c7300ca0b772a1805308197f',
        'matches': 'd17f9f3179f3af483bcf186ad782294c1546c8be29333767f5918a893bb362f0',
    },
    'seed,wild=yes': {
        'yaku': 'e4ed7f6f38b76c5aa546e71c695f8bc305fe85c2d5ce27af00a85cc5bed17b69',
        'rounds': '849d018d109a9b304f3373132e610987a6f043a47e8b1829b4f2f7081c516f6e',
        'matches': '29aeb958c8b3c32cabd78751889bdf93557d10d7023340cb7a37bc0e96669ed4',
    },
    'nintendo': {
        'yaku': 'c02e780f3c2a4e9a8b25746e014a8dc46b95c4fa16479a188a644648f90cdc3f',
        'rounds': '4d1d7dcd1a00ec844a623dbc4c200f0d7db9a8bf2d85fcd286124bda214c2ec0',
        'matches': '9104abfcc4ab3cc04d02b2d1e54c0541373c2a95c7919c54d63d94f7968d30ed',
    },
    'nintendo,viewing=no,multi=no,second=end': {
        'yaku': '45d878d28404b571b1e048a77902a9636528c23be34ca7215f4d0ac708995116',
        'rounds': '3ba9a5267fac475166ae53e3719005651b8792d474a4e51ff82740e89dbc9b72',
        'matches': '2ca7faa7f9d80c4352df3a316d7ffa6594f75fd8df64e95449ada5bcac29dce0',
    },
}
