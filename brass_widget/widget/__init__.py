"""The interactive board: ``BoardWidget``, an anywidget for JupyterLab and other Jupyter hosts."""

from .board import BoardWidget, Move

__all__ = ["BoardWidget", "Move"]
