"""The desktop app: the only package that imports pygame.

`app.App` runs one 60 fps loop over a stack of scenes (`scene.Scene`); `scenes/` holds the
title, setup, curtain, settings, rules viewer, load and game-over screens plus the in-game
frame (`scenes/table_frame.TableScene`) that every game table builds on; `tables/` holds one
table per game; `widgets/` the small retained-mode widget set.
"""
