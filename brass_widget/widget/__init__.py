"""The interactive board: ``BoardWidget``, an anywidget for JupyterLab and other Jupyter hosts."""

from .board import BoardWidget

__all__ = ["BoardWidget"]
