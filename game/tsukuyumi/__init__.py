"""TSUKUYUMI: Full Moon Down — the pure rules package (no pygame, no pytmx)."""
