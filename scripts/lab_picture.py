"""Draw one real lab experiment's charts as PNG pictures for the docs (docs/lab-*.png), by headless Chromium.

Runs the experiment of lesson 17 (Brass: Birmingham, 4 GreedyBots, standard rules against no merchant beer, the
same deals under both) with more games, prints its summary table and findings, and saves the chart of paired
differences with 95% intervals (``lab_charts.differences``) and the coal price through the game
(``lab_charts.market_prices``).

    .venv/bin/python scripts/lab_picture.py [--games 12] [--seed 1] [--out docs]

Needs /usr/bin/chromium and Playwright (the dev install); plotly's JavaScript comes from the installed plotly.
"""

from __future__ import annotations

import argparse
import pathlib
import tempfile

from playwright.sync_api import sync_playwright

from brass_widget import lab, lab_charts

SETTINGS = {"standard": None, "no merchant beer": {"merchant_beer": 0}}
MEASURES = ["vp", "sales", "loans", "develops", "coal_market_paid", "links"]


def _png(fig, path: pathlib.Path, width: int, height: int) -> None:
    fig.update_layout(width=width, height=height)
    with tempfile.TemporaryDirectory() as tmp:
        page_file = pathlib.Path(tmp) / "chart.html"
        fig.write_html(page_file, include_plotlyjs=True, full_html=True)  # plotly.js inline: nothing fetched
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium")
            page = browser.new_page(viewport={"width": width, "height": height})
            page.goto(page_file.as_uri())
            page.wait_for_selector(".main-svg")
            page.screenshot(path=str(path))
            browser.close()


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="docs")
    args = ap.parse_args(argv)
    result = lab.experiment("birmingham", players=4, settings=SETTINGS, bots=["greedy"], games=args.games,
                            seed=args.seed)
    for line in lab.findings(result):
        print("-", line)
    names = [m for m in MEASURES if m in lab.MEASURES]
    out = pathlib.Path(args.out)
    _png(lab_charts.differences(result, names, cols=2), out / "lab-differences.png", 1000, 900)
    _png(lab_charts.market_prices(result, "coal"), out / "lab-coal-price.png", 1000, 480)
    print("wrote", out / "lab-differences.png", out / "lab-coal-price.png")


if __name__ == "__main__":
    main()
