"""One-way randomness for bots: nothing a bot receives lets it recover the match.

A bot's generator used to be a linear function of the match seed, and splitmix64 is
invertible, so a bot could compute the seed back from its own generator and with it the deck
order and every future die. Now each decision's generator is the first 8 bytes of
SHA-256(secret | seat | step): a hash is not invertible, and the secret never leaves the
`Match` (or the simulation loop). In the app the secret comes from OS entropy (a new one each
time a match is opened: bots' moves are recorded as actions, so replays never need it); in
the CLI and benches it is derived from the seed, again through SHA-256, so a run with a given
seed is reproducible. Every game uses this one module.
"""

from __future__ import annotations

import hashlib
import secrets

from game.core.rng import Rng

_DOMAIN = b"moontable/bot-secret/v1/"


def new_secret() -> bytes:
    """A fresh per-match secret from the OS (the app)."""
    return secrets.token_bytes(32)


def secret_from_seed(seed: int) -> bytes:
    """A reproducible per-match secret for headless runs (CLI, benches, tests)."""
    return hashlib.sha256(_DOMAIN + str(int(seed)).encode()).digest()


def bot_seed(secret: bytes, seat: int, step: int) -> int:
    """The 64-bit seed of one bot decision: first 8 bytes of SHA-256(secret | seat | step)."""
    digest = hashlib.sha256(secret + f"|{int(seat)}|{int(step)}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def bot_rng(secret: bytes, seat: int, step: int) -> Rng:
    """The generator handed to a bot for one decision."""
    return Rng(bot_seed(secret, seat, step))
