"""TSUKUYUMI: Full Moon Down, a hex-map area-control wargame (pure rules package)."""
