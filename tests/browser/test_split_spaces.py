"""Every click on a space does something (issue 21): on a space that shows two industries, the band between its
two halves (about a fifth of it, its centre included) used to take no click. In Chromium, the element under the
centre of every space, and under points along its diagonal, belongs to that space, in Lancashire and Birmingham.
Run with ``pytest -m browser tests/browser/test_split_spaces.py``."""

import pytest

from brass_widget import Game
from brass_widget.widget import BoardWidget

from .host import open_page

pytestmark = pytest.mark.browser

# for every space: the points on its diagonal (the band between a split space's halves), and which space is hit
PROBE = """() => {
  const out = [];
  for (const slot of document.querySelectorAll(".brass-map [data-slot]")) {
    const r = slot.getBoundingClientRect();
    if (!r.width) continue;
    // beside the diagonal, in the band between the halves (2 of the space's 36 units off it, either side)
    for (const [f, off] of [[0.3, 2 / 36], [0.5, -2 / 36], [0.5, 2 / 36], [0.7, -2 / 36]]) {
      const x = r.left + f * r.width, y = r.top + (f + off) * r.height;
      const hit = document.elementFromPoint(x, y);
      const got = hit && hit.closest("[data-slot]");
      out.push({ slot: slot.dataset.slot, f, got: got ? got.dataset.slot : null });
    }
  }
  return out;
}"""


@pytest.mark.parametrize("edition", ["lancashire", "birmingham"])
def test_the_band_between_a_split_spaces_halves_takes_the_click(pw, served, edition):
    w = BoardWidget(game=Game.new(edition, players=2, seed=1))
    browser, page = open_page(pw, served(w).url)
    try:
        hits = page.evaluate(PROBE)
        split = {s for loc in w.game.edition.location_ids for i, icons in enumerate(w.game.edition.spaces[loc])
                 if len(icons) > 1 for s in [f"{loc}/{i + 1}"]}
        assert split and len(hits) >= 4 * len(split)
        dead = [h for h in hits if h["got"] != h["slot"]]
        assert dead == [], dead[:5]
    finally:
        browser.close()
