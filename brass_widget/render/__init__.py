"""The board picture: one pure-Python SVG renderer for the whole table, in rooms with one job each.

This package is the single source of drawing truth. ``Game._repr_svg_`` uses it so a game shows up as a static
picture in saved notebooks, nbconvert output and on GitHub, and the interactive ``BoardWidget`` sends the same SVG in
its view model; the browser only layers interaction on top. No Jupyter imports here: only the edition data and a
state dict (``game.state`` or an observation).

* ``words``: escaping (``clean``, ``esc``, ``num``) and the names drawn;
* ``palette``: players' colours, shapes and hatches, the style sheet;
* ``layout``: where each box, space, line and click target goes (geometry from the edition's data);
* ``map``: the map's parts (defs, lines, boxes, links, tiles, merchant tiles, the key);
* ``table``: the static picture's side panel;
* ``svg``: the parts assembled into one picture, ids scoped per picture.

Trust: every string drawn that comes from the state, the edition data or a file goes through ``words.esc`` and every
number through ``words.num``. The browser inserts this SVG with ``innerHTML``, so nothing from outside may reach it
unescaped; the payload tests in ``tests/widget/test_trust.py`` parse the output to prove it.
"""

from .svg import join_parts, render_parts, render_svg, scoped_ids, svg_open, wrap_parts

__all__ = ["join_parts", "render_parts", "render_svg", "scoped_ids", "svg_open", "wrap_parts"]
