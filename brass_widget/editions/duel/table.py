"""What the board shows of Duel's own components beside the map (public facts only): the card rows and each
deck's size, the edge columns' fee, the bribe, the boats a tile costs; each seat's boats, VP income and persons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.parts import Table
from .cards import edge_columns
from .links import KINDS
from .persons import person_words

if TYPE_CHECKING:
    from . import Duel


class RowsTable(Table):
    ed: Duel  # its boats and persons
    seat_counts = ("boats", "vp_income")  # a preview shows their change too

    def facts(self) -> dict[str, Any]:
        ed = self.ed
        return {"rows": {"names": list(ed.setup["table_rows"]), "columns": ed.setup["row_cards"],
                         "edge": list(edge_columns(ed)), "fee": ed.setup["edge_column_fee"],
                         "bribe": ed.data["bribe"]["cost"]},  # S1, Invite (Bribery rule)
                "link_kinds": list(KINDS),
                # the boats a tile costs to build (S1, Boats), shown with its other numbers
                "tile_extras": {ind: {str(lv): {"boats": n}} for (ind, lv), n in ed.tile_boats.items() if n}}

    def view(self, st: dict[str, Any]) -> dict[str, Any]:
        waiting = st.get("waiting")  # each deck's size, never its order (S1, Setup)
        decks = {row: n if isinstance(n, int) else len(n) for row, n in st["decks"].items()}
        return {"rows": st["rows"], "decks": decks, "choosing": bool(st.get("choosing")),
                "waiting": waiting if isinstance(waiting, dict) else None}

    def seat(self, seat: dict[str, Any], shown: bool) -> dict[str, Any]:
        out = {"boats": seat["boats"], "vp_income": seat["vp_income"], "persons": seat["persons"]}
        if shown:  # the setup choice: the seat's own offered persons only (hidden from the other)
            out.update(offered=seat["offered"], chosen=seat["chosen"])
        return out

    def value_names(self) -> dict[str, Any]:
        """The link kinds' names, the rows' and each column's, an edge column with its fee (S1, On your turn), and each
        Notable Person with their effect and scoring."""
        ed = self.ed
        out = super().value_names()
        edge, fee = edge_columns(ed), ed.setup["edge_column_fee"]
        words = ed.presentation["column_words"]
        out.setdefault("take", {})["amount"] = {
            str(c + 1): words["column"].format(n=c + 1) + (words["edge"].format(fee=fee) if c in edge and fee else "")
            for c in range(ed.setup["row_cards"])}
        # a Notable Person by what they do, where one is chosen or invited (S1, Setup 4-7; Invite)
        persons = {pid: person_words(ed, pid) for pid in ed.persons}
        for kind in ("choose", "invite"):
            out.setdefault(kind, {})["card"] = persons
        return out
