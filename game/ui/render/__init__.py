"""Drawing by code for the game tables: dice, the Moonstar ring and its pieces, tweens.

- ``anim``: tweens, easing functions and a timeline paced by the animation-speed setting
  (pure Python);
- ``dice``: d6 and d12 faces at any size and a tumbling, seeded roll animation;
- ``ring``: the Moonstar zodiac ring from a :class:`game.boards.RingBoard`, planets, moons,
  piece slots around a star and arc paths for gliding moons.
"""
