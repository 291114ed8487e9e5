"""``python -m brass_widget``: the same command line as ``brass-widget``."""

from .cli import main

raise SystemExit(main())
