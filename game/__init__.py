"""Moontable: four moon-themed board games on one rules engine."""
