"""Planet Unknown bots: easy, normal and hard, playing from their seat's view only."""
