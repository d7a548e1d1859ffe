"""The app's screens: title, setup, curtain, settings, rules viewer, load, game over, menu,
and the in-game frame (`table_frame.TableScene`) that every game table builds on."""
