"""Moonstar (Avalon Hill 1981): pure rules, scoring and exact solver."""
