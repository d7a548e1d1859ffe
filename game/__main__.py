"""`python -m game` starts the desktop app."""

from game.main import main

raise SystemExit(main())
