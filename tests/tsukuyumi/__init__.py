"""Tests of the Tsukuyumi package (a package so that its test modules may share basenames with
other games' tests, e.g. test_maps.py)."""
