"""PyInstaller entry script for Moontable.

PyInstaller needs a script path, not a module; this file just hands over to
``game.main.main``, which calls ``multiprocessing.freeze_support()`` itself.
"""

from game.main import main

raise SystemExit(main())
