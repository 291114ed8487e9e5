"""Write the widget's protocol tables into docs/protocol.md from the declared table (``brass_widget.widget.protocol``):
the part between the page's two markers is replaced by ``protocol.markdown()``; the prose around it is kept.

    python scripts/protocol_page.py          # rewrite the tables
    python scripts/protocol_page.py --check  # exit 1 when the page is not the table (tests/widget/test_protocol.py)
"""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from brass_widget.widget import protocol  # noqa: E402

PAGE = pathlib.Path(__file__).resolve().parents[1] / "docs" / "protocol.md"
START = "<!-- the tables: written by scripts/protocol_page.py from brass_widget/widget/protocol.py -->\n"
END = "<!-- end of the tables -->\n"


def main(argv: list[str]) -> int:
    text = PAGE.read_text("utf-8")
    if START not in text or END not in text:
        print(f"{PAGE} lacks its markers", file=sys.stderr)
        return 2
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    new = head + START + "\n" + protocol.markdown() + "\n" + END + tail
    if "--check" in argv:
        return 0 if new == text else 1
    PAGE.write_text(new, "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
