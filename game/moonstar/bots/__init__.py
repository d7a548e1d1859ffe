"""Moonstar bots: levels (the bot classes and make_bot), evaluation, search and the bench."""
