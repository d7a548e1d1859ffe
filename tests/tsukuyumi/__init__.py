"""Tests of the Tsukuyumi rules package (a package, so its module names do not clash)."""
