"""The game's log in English, for the board: one sentence per decision and for what followed it.

Made in Python from the public record only: the events the engine logs (``state["log"]``: each entry's ``kind``
and ``data``, see ``engine/events.py``; a decision's data are its fields, as in ``game.history``), the board
before and after each decision (what every player sees on the table: tiles, links, money, income, VP, the
markets and an edition's face-up components) and the edition's names and words. No sentence mentions a hand,
the deck order or a face-down tile. The narrator never reads the log's English: the engine's plain line is one
rendering of an event, these sentences another.

What only one edition has is said in that edition's words: ``Edition.presentation["narration"]`` (each
edition's ``presentation.json``) holds the sentences of its own decisions and events, where its sales go, why
its cards are discarded and the parts of its scores, as templates whose ``{names}`` are filled in here.

``Chronicle`` keeps the sentences in step with a live game: it narrates each new decision once (replaying
it on a copy of the position before it, so it sees what the decision changed), drops the sentences of
undone decisions, and starts again for another game.

Each entry is ``{"era", "round", "player", "kind", "text"}``; ``kind`` is "move" (a decision), "event" (what a
decision set off: a face-down tile turned over, an overbuild, a bonus), "round" (a round's end: income
and the new turn order) or "era" (an era's scoring, the game's end). Text is plain (cleaned of characters
XML refuses); the browser shows it with ``textContent``.
"""

from __future__ import annotations

from ..engine import Game
from ..engine.actions import KINDS
from ..engine.board import tile_at
from ..engine.events import EVENTS, action_of, as_note, decision_data, event_phrases, render
from ..engine.table import component, edge_columns
from ..render.words import INDUSTRY_NAMES, PLAYER_NAMES, ROMAN, clean

KEEP = 24  # decisions whose before/after positions are kept (a player's whole turn, for "why?")


def _who(p) -> str:
    return PLAYER_NAMES[p % 4] if isinstance(p, int) and not isinstance(p, bool) and p >= 0 else "Someone"


def _level(level) -> str:
    return ROMAN.get(level, str(level)) if isinstance(level, int) else str(level)


def _industry(ind) -> str:
    return INDUSTRY_NAMES.get(ind, str(ind).replace("_", " "))


def _money(n: int) -> str:
    return f"−£{-n}" if n < 0 else f"£{n}"


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"−{-n}")


class Narrator:
    """Sentences for one edition."""

    def __init__(self, edition):
        self.ed = edition
        self.words = edition.presentation.get("narration", {})  # the edition's own sentences (presentation.json)

    def template(self, key: str) -> str | None:
        """The edition's sentence ``key`` (a template in its narration words; "decisions.take" names a nested
        one), or None where it has none."""
        template = self.words
        for part in key.split("."):
            template = template.get(part) if isinstance(template, dict) else None
        return template if isinstance(template, str) else None

    def say(self, key: str, **fields) -> str | None:
        """The edition's sentence ``key`` filled in with ``fields``; None where it has none."""
        template = self.template(key)
        return template.format(**fields) if template is not None else None

    # -- names --------------------------------------------------------------------------------------
    def town(self, loc) -> str:
        return str(self.ed.names.get(loc, loc))

    def space(self, ref, state=None) -> str:
        loc = str(ref).partition("/")[0]
        return self.town(loc)

    def card(self, face) -> str:
        if face == "double":
            return "two cards"
        if face in self.ed.card_faces:
            return self.ed.card_name(face)
        return str(face)

    def line(self, line_id) -> str:
        ln = self.ed.lines.get(line_id)
        return f"{self.town(ln.a)}–{self.town(ln.b)}" if ln else str(line_id)

    def source(self, ref, what: str) -> str:
        if ref == "market":
            return f"{what} from the market"
        loc = str(ref).partition("/")[0]
        return f"{what} from {self.town(loc)}"

    def sources(self, a, res: str) -> str | None:
        """Where each unit of a decision's further resource comes from, in the edition's words for it (its
        narration's ``<resource>`` and ``<resource>_sources``: a barrel of beer from a brewery's place or a
        merchant's), or None where the edition words none (the descriptor's ``sources``: its one source that
        is not a place)."""
        value, own = getattr(a, res, None), self.ed.info.sources[res]
        if not value or self.template(res) is None:
            return None
        names = [self.say(f"{res}_sources.{own}") if x == own else
                 self.say(f"{res}_sources.place", town=self.space(x)) for x in str(value).split(" ")]
        return self.say(res, sources=" and ".join(str(n) for n in names))

    @staticmethod
    def tile_at(state, ref):
        return tile_at(state, ref) if state else None

    # -- a preview's flips ----------------------------------------------------------------------------
    def flips(self, game, preview: dict) -> list[str]:
        """Whose tile each tile a previewed decision flips is, and what the flip gives its owner: "Flips Orange's
        Brewery in Walsall (Orange: income +4 spaces)". A sale that drinks another player's last barrel flips their
        brewery and they gain its income, as a sale to another player's port flips that port (each edition's Sell
        Action); the income is the tile's own, with the VP income an edition's tiles give, in the edition's words
        (its presentation's ``extra_words``). Read from the public board and the preview's own log: a tile the
        decision builds and flips at once is named by the decision's event (whose mat's next tile it is)."""
        ed, out = self.ed, []
        built = {e["data"].get("target"): e for e in preview.get("log") or ()
                 if e.get("kind") == "build" and isinstance(e.get("data"), dict)}
        for ref in preview.get("flipped") or ():
            event = built.get(ref)
            if event is not None and event.get("player") is not None:  # built by this very decision
                owner, industry = event["player"], event["data"].get("industry")
                taken = game.state["seats"][owner]["taken"].get(industry, 0)
                stack = ed.tiles.get(industry) or ()
                level = stack[taken].level if taken < len(stack) else None
            else:
                tile = game.tile_at(ref)
                if tile is None:
                    out.append(f"Flips {self.space(ref)}")
                    continue
                owner, industry, level = tile["owner"], tile["industry"], tile["level"]
            who = _who(owner)
            gains = []
            if level is not None:
                spec = ed.spec(industry, level)
                if spec.income:
                    gains.append(f"income +{spec.income} space{'' if spec.income == 1 else 's'}")
                vp_income = ed.scoring.flip_vp_income(industry, level)
                said = (ed.presentation.get("extra_words", {}).get("preview", {}).get("vp_income") or {})
                if vp_income and said:
                    gains.append(said["one" if vp_income == 1 else "many"].replace("{n}", f"+{vp_income}"))
            line = f"Flips {who}'s {_industry(industry)} in {self.space(ref)}"
            out.append(clean(line + (f" ({who}: {', '.join(gains)})" if gains else "")))
        return out

    # -- one decision ---------------------------------------------------------------------------------
    _NOW = {"built": "builds", "developed: took": "develops: takes", "sold": "sells", "took": "takes",
            "passed": "passes", "discarded": "discards", "ended": "ends", "removed": "removes"}

    def proposal(self, a, p, before) -> str:
        """A decision not made yet, in the present tense ("Blue builds a level-I Cotton Mill in Bury ...")."""
        text = self.decision(a, p, before, None)
        who = _who(p) + " "
        rest = text[len(who):] if text.startswith(who) else text
        # the core's verbs, and an edition's own decisions' (its narration's "now": Birmingham's "scouted")
        for past, now in {**self._NOW, **self.words.get("now", {})}.items():
            if rest.startswith(past + " ") or rest.startswith(past + ":") or rest.startswith(past + "."):
                return who + now + rest[len(past):]
        return text

    def decision(self, a, p, before, after) -> str:
        who = _who(p)
        card = f" (discarding {self.card(a.card)})" if a.card and a.kind != "discard" else ""
        extra = [self.source(a.coal, "coal")] if a.coal else []
        extra += [self.source(a.iron, "iron")] if a.iron else []
        extra += [w for w in (self.sources(a, res) for res in self.ed.info.sources) if w]
        tail = ("; " + ", ".join(extra)) if extra else ""
        if a.kind == "build":
            tile = self.tile_at(after, a.target)
            level = f"level-{_level(tile['level'])} " if tile and tile.get("owner") == p else ""
            if after is None and before and isinstance(p, int):  # not made yet: the next tile on the mat
                taken = before["seats"][p]["taken"].get(a.industry, 0)
                stack = self.ed.tiles.get(a.industry, ())
                level = f"level-{_level(stack[taken].level)} " if taken < len(stack) else ""
            return f"{who} built a {level}{_industry(a.industry)} in {self.space(a.target)}{card}{tail}."
        if a.kind == "network" and a.industry:  # an edition whose decision names the kind of link
            what = self.say(f"link_names.{a.industry}") or f"a {a.industry}"
            fields = {"who": who, "what": what, "line": self.line(a.target), "card": card, "tail": tail}
            said = self.say(f"network.{a.industry}", **fields) or self.say("network.link", **fields)
            return said or f"{who} built {what} {self.line(a.target)}{card}{tail}."
        if a.kind == "network":
            era = (before or {}).get("era", "canal")
            what = "a rail link" if era == "rail" else "a canal"
            return f"{who} built {what} {self.line(a.target)}{card}{tail}."
        if a.kind == "develop":
            level = ""
            if before:
                taken = before["seats"][p]["taken"].get(a.industry, 0) if isinstance(p, int) else None
                stack = self.ed.tiles.get(a.industry, ())
                if isinstance(taken, int) and taken < len(stack):
                    level = f"level-{_level(stack[taken].level)} "
            nxt = ""
            if after and isinstance(p, int):
                taken = after["seats"][p]["taken"].get(a.industry, 0)
                stack = self.ed.tiles.get(a.industry, ())
                nxt = f"; next is level {_level(stack[taken].level)}" if taken < len(stack) else "; none left"
            return f"{who} developed: took a {level}{_industry(a.industry)} off the mat{card}{tail}{nxt}."
        if a.kind == "sell":
            loc, _, num = str(a.to).partition("/")
            place = self.ed.locations.get(loc, {}).get("kind")
            if self.template(f"sell_to.{place}") is not None:  # the edition's words for a sale to this kind of place
                tile = self.tile_at(before, a.target)
                what = _industry(tile["industry"]) if tile else "tile"
                # each further field of the sale the edition has words for (its presentation's "sell_fields")
                bonus = "".join(self.say(f"sell_fields.{name}", industry=_industry(value)) or ""
                                for name, value in a.more)
                return self.say(f"sell_to.{place}", who=who, what=what, space=self.space(a.target),
                                town=self.town(loc), num=num, card=card, tail=tail, bonus=bonus or "")
            dest = self.say(f"destinations.{a.to}") or f"the port in {self.space(a.to)}"
            tile = self.tile_at(before, a.target)
            what = _industry(tile["industry"]) if tile and tile.get("industry") in INDUSTRY_NAMES else \
                (self.template("sold_unseen") or "tile")  # a sale narrated without the board before it
            return f"{who} sold the {what} in {self.space(a.target)} to {dest}{card}."
        if a.kind == "loan":
            levels = (a.amount or 0) // 10
            return f"{who} took a £{a.amount} loan: income −{levels} level{'s' if levels != 1 else ''}{card}."
        if a.kind == "pass":
            return f"{who} passed{card}."
        if a.kind == "discard":
            pending = (before or {}).get("pending") or {}
            why = self.say(f"discard_reasons.{pending.get('kind')}") or "for the double build"
            return f"{who} discarded {self.card(a.card)} {why}."
        if a.kind == "stop":
            return f"{who} ended the action."
        kind, data = self.ed.extras.log_event(a)
        if kind == "face_down":  # a choice the rules keep face down: its public description only
            return self.face_down(who, data)
        if a.kind == "remove":
            tile = self.tile_at(before, a.target)
            what = _industry(tile["industry"]) if tile else "tile"
            return f"{who} removed their {what} in {self.space(a.target)} to pay a shortfall."
        fields = {"who": who, "card": card, "tail": tail, "card_name": self.card(a.card) if a.card else "",
                  "space": self.space(a.target) if a.target else "", "to_space": self.space(a.to) if a.to else ""}
        if a.kind == "take":
            fields.update(self.take_words(a, before))
        said = (self.say(f"decisions.{a.kind}_to", **fields) if a.to else None) or \
            self.say(f"decisions.{a.kind}", **fields)  # the edition's own decision, in its words
        return said or f"{who}: {a}"

    @staticmethod
    def face_down(who: str, data: dict) -> str:
        return f"{who} chose {data.get('what', 'something')} (kept face down)."

    def take_words(self, a, before) -> dict:
        """A decision that takes cards from face-up rows (the table's component of kind "card_rows"): which, the
        cards, any fee."""
        col = (a.amount or 0) - 1
        table = component(self.ed, before, "card_rows")
        rows = dict(table["card_rows"]) if table else {}
        got = [rows[r][col] for r in ([a.to] if a.to else rows) if isinstance(rows.get(r), list)
               and 0 <= col < len(rows[r]) and rows[r][col] is not None]
        cards = " and ".join(self.card(c) for c in got)
        fee = self.ed.setup.get("edge_column_fee") if col in edge_columns(self.ed) else None
        where = self.say("take_where.row", row=a.to, n=a.amount) if a.to else self.say("take_where.column",
                                                                                        n=a.amount)
        return {"where": where or "", "cards": self.say("take_cards", cards=cards) or "" if cards else "",
                "paid": self.say("take_fee", fee=fee) or "" if fee else ""}

    # -- the engine's events ------------------------------------------------------------------------------
    def line_of(self, game, entry, before=None, after=None) -> tuple[str, str]:
        """(kind, sentence) for one event of the engine's log: its kind and data (never its English)."""
        if not isinstance(entry, dict):
            return "event", clean(str(entry))
        entry = as_note(entry)  # a line from before events (a text only) is a note of its text
        kind, data, p = entry.get("kind"), entry.get("data"), entry.get("player")
        data = data if isinstance(data, dict) else {}
        who = _who(p)
        if kind == "overbuild":
            owner = data["owner"]
            whose = "their own" if owner == p else f"{_who(owner)}'s"
            what = str(data["industry"]).replace("_", " ").title()
            return "event", f"{who} built over {whose} level-{_level(data['level'])} {what}:"
        if kind == "shortfall":
            return "income", f"{who} is £{data['short']} short of paying negative income and must remove tiles."
        if kind == "tile_removed":
            tile = self.tile_at(before, data["space"])
            what = _industry(tile["industry"]) if tile else "tile"
            return "move", (f"{who} removed their {what} in {self.space(data['space'])}: £{data['value']} towards "
                            f"a £{data['owed']} shortfall.")
        if kind == "vp_lost":
            return "income", f"{who} loses {data['vp']} VP for an unpaid shortfall."
        if kind == "era_end":
            return "era", self.era_end(data["era"], after)
        if kind == "game_over":
            return "era", "The game is over."
        if kind == "face_down":  # a choice kept face down: its public description
            return "move", self.face_down(who, data)
        if kind == "note":
            return "event", clean(data.get("text", ""))
        if kind in EVENTS:  # an edition's own event, in its words; else the engine's plain line
            fields = {**data, **event_phrases(kind, data), "who": who}
            fields.update({f"{k}_signed": _signed(v) for k, v in data.items() if isinstance(v, int)})
            said = self.say(f"events.{kind}", **{k: clean(v) if isinstance(v, str) else v for k, v in fields.items()})
            return "event", said if said is not None else clean(render(kind, data))
        try:
            a = action_of(kind, data)
        except Exception:  # an event this narrator cannot read: shown as the engine renders it
            return "event", clean(entry.get("text", ""))
        return "move", self.decision(a, p, before, after)

    def era_end(self, era: str, after) -> str:
        scores = (after or {}).get("scores") or []
        last = scores[-1] if scores and isinstance(scores[-1], dict) else {}
        totals = last.get("totals") if isinstance(last.get("totals"), list) else []
        said = ", ".join(f"{_who(i)} +{v}" for i, v in enumerate(totals))
        if self.ed.eras.names:
            name = self.ed.eras.name(era) or str(era).title()
            out = f"End of the {name} Era: links and flipped tiles score {said or 'nothing'}"
        else:  # an edition of one era: one scoring, at the end of the game
            out = f"End of the game: links and flipped tiles score {said or 'nothing'}"
        money = last.get("money")
        if isinstance(money, list) and money:
            out += "; money scores " + ", ".join(f"{_who(i)} +{v}" for i, v in enumerate(money))
        for part, name in self.words.get("score_parts", {}).items():  # an edition's own parts of a score
            extra = last.get(part)
            if isinstance(extra, list) and extra:
                out += f"; {name} score " + ", ".join(f"{_who(i)} +{v}" for i, v in enumerate(extra))
        return out + " VP."

    # -- what a decision set off, seen on the table -------------------------------------------------
    def consequences(self, before, after) -> list[tuple[str, dict, str]]:
        """(kind, where, sentence): face-down tiles of a track turned over (the table's component of kind "track":
        a distant market's track), a round's end (income, the new turn order). ``where`` gives the era and
        round the line belongs to."""
        out = []
        b_track, a_track = component(self.ed, before, "track") or {}, component(self.ed, after, "track") or {}
        if before.get("era") == after.get("era"):
            used_b, used_a = list(b_track.get("used", [])), list(a_track.get("used", []))
            marker = a_track.get("marker")
            track = a_track.get("spaces", ())
            for v in used_a[len(used_b):]:
                here = track[marker] if isinstance(marker, int) and 0 <= marker < len(track) else None
                if here is None:
                    continue  # the engine logs the tile that reaches X itself
                said = self.say("distant_flip", tile=_signed(v), space=here, s="s" if here != 1 else "")
                if said:
                    out.append(("event", {"era": before["era"], "round": before["round"]}, said))
        ended = (before.get("era"), before.get("round")) != (after.get("era"), after.get("round")) or \
            (after.get("over") and not before.get("over"))
        if ended:
            where = {"era": before["era"], "round": before["round"]}
            if not after.get("over"):
                paid = []
                for s in after["order"]:
                    level = self.ed.level_of(after["seats"][s]["income"])
                    paid.append(f"{_who(s)} {'+' if level >= 0 else '−'}£{abs(level)}")
                out.append(("round", where, f"End of round {before['round']}: income paid, " + ", ".join(paid) + "."))
                nxt = f"round 1 of the {self.ed.eras.name(after['era'])} Era" if after["era"] != before["era"] \
                    else f"round {after['round']}"
                out.append(("round", where, f"Turn order for {nxt} (least spent goes first): "
                            + ", ".join(_who(s) for s in after["order"]) + "."))
        return out


def places(lines, texts) -> dict:
    """Where decisions (their canonical texts) happen on the map: the spaces built, sold from or to, or removed
    (``slots``), the lines linked (``links``) and the industries developed (``developed``), each once, in order.
    ``lines``: the edition's lines (an edition may name the kind of link before the line). The last move's marks
    (``Chronicle.last_turn``) and a review's played and better decisions (``review_mode``) are drawn from it."""
    slots, links, developed = [], [], []
    for text in texts:
        words = text.split()
        kind = words[0] if words else ""
        if kind in ("build", "sell", "remove") and len(words) > 1:
            slots.append(words[2] if kind == "build" and len(words) > 2 else words[1])
            if kind == "sell" and "to" in words[:-1] and words[words.index("to") + 1] != "distant":
                slots.append(words[words.index("to") + 1])
        elif kind == "network" and len(words) > 1:  # an edition may name the kind of link first
            links.append(words[2] if words[1] not in lines and len(words) > 2 else words[1])
        elif kind == "develop" and len(words) > 1:
            developed.append(words[1])
        elif kind not in KINDS:  # an edition's own kind: the spaces it names (Duel: the tile an
            slots.extend(w for w in words[1:] if "/" in w)  # invite or a bribe flips, S1: Notable Persons)
    return {"slots": list(dict.fromkeys(slots)), "links": list(dict.fromkeys(links)),
            "developed": list(dict.fromkeys(developed))}


class Chronicle:
    """The English log of a live game, kept in step as it changes (moves, undo, another game)."""

    def __init__(self):
        self._game = None
        self._history: list[str] = []
        self._by: list[int | None] | None = []  # the seat that made each decision (None: not known, a fallback)
        self._items: list[list[dict]] = []  # per decision: its entries
        self._prologue: list[dict] = []
        self._states: list[tuple] = []  # (index, player, action text, before, after) of the last KEEP decisions
        self._end: dict | None = None
        self._broken = False  # this game could not be replayed: its log is the engine's lines

    def sync(self, game: Game) -> None:
        """Bring the sentences up to ``game``'s history. Never raises: should the replay fail (a position
        from outside that does not replay), the log falls back to one sentence per line of the engine's log."""
        try:
            self._sync(game)
        except Exception:
            self._fallback(game)

    def _fallback(self, game: Game) -> None:
        nar = Narrator(game.edition)
        self._game = game
        self._history = list(game.history)
        self._by = None
        self._items, self._states = [[] for _ in self._history], []
        self._end = game.state
        entries = []
        for e in self._end.get("log", []):
            try:
                kind, line = nar.line_of(game, e)
                if line:  # none for an event the decision's sentence says already
                    entries.append(self._entry(e, kind, line))
            except Exception:
                entries.append(self._entry(e, "event", clean(e.get("text", "") if isinstance(e, dict) else e)))
        self._prologue = entries
        self._broken = True

    def _sync(self, game: Game) -> None:
        if self._broken and game is self._game:
            self._fallback(game)
            return
        self._broken = False
        hist = game.history
        if game is not self._game or hist[:len(self._history)] != self._history and \
                self._history[:len(hist)] != hist:
            self._restart(game)
        if len(hist) < len(self._history):  # undone
            del self._items[len(hist):]
            del self._by[len(hist):]
            self._history = list(hist)
            self._states = [x for x in self._states if x[0] < len(hist)]
            self._end = game.state
            return
        if len(hist) == len(self._history):
            return
        trial = Game(game.edition, self._end, custom_start=True)
        for text in hist[len(self._history):]:
            before = trial.state
            p = trial.current_player
            trial.apply(text)
            after = trial.state
            self._items.append(self._narrate(trial, before, after, p, str(trial.history[-1])))
            self._states.append((len(self._history), p, text, before, after))
            self._history.append(text)
            self._by.append(p)
        self._states = self._states[-KEEP:]
        self._end = trial.state

    def _restart(self, game: Game) -> None:
        self._game = game
        start = game.clone()
        start.undo(len(game.history))
        self._end = start.state
        nar = Narrator(game.edition)
        self._prologue = [self._entry(e, kind, line) for e in self._end.get("log", [])
                          for kind, line in [nar.line_of(game, e)] if line]
        self._history, self._items, self._states, self._by = [], [], [], []

    @staticmethod
    def _entry(e, kind, text) -> dict:
        p = e.get("player") if isinstance(e, dict) else None
        return {"era": clean(e.get("era", "")) if isinstance(e, dict) else "",
                "round": e.get("round") if isinstance(e, dict) and isinstance(e.get("round"), int) else None,
                "player": p if isinstance(p, int) and not isinstance(p, bool) else None,
                "kind": kind, "text": clean(text)}

    def _narrate(self, game, before, after, p, text) -> list[dict]:
        """The entries of one decision, in reading order: what it overbuilt, the decision, the market tile it
        turned over, then the round's end (income, turn order, shortfalls) and the
        era's (scores, the game's end)."""
        nar = Narrator(game.edition)
        new = after["log"][len(before["log"]):]
        try:
            done = game.parse(text)  # the decision as the history records it
            mine = (done.kind, decision_data(done))
        except Exception:
            mine = None
        own = next((i for i, e in enumerate(new) if isinstance(e, dict) and (e.get("kind"), e.get("data")) == mine),
                   None)
        pre, move, events, income, era = [], [], [], [], []
        for i, e in enumerate(new):
            if i == own:
                continue
            kind, line = nar.line_of(game, e, before, after)
            if not line:  # an event the decision's own sentence says already (Birmingham's Scout: the wild cards)
                continue
            entry = self._entry(e, "round" if kind == "income" else kind, line)
            if kind == "move":
                move.append(entry)
            elif kind == "income":
                income.append(entry)
            elif kind == "era":
                era.append(entry)
            elif own is not None and i < own:
                pre.append(entry)
            else:
                events.append(entry)
        if not move:  # the decision itself (a discard for a double build logs nothing)
            try:
                line = nar.decision(game.parse(text), p, before, after)
            except Exception:
                line = clean(text)
            move.append(self._entry({"era": before.get("era"), "round": before.get("round"), "player": p},
                                    "move", line))
        rounds = []
        for kind, where, line in nar.consequences(before, after):
            entry = self._entry({**where, "player": p if kind == "event" else None}, kind, line)
            (events.insert(0, entry) if kind == "event" else rounds.append(entry))
        return pre + move + events + rounds + income + era

    def entries(self, tail: int = 40) -> list[dict]:
        """The last ``tail`` entries, oldest first."""
        out: list[dict] = []
        for item in reversed(self._items):
            out[:0] = item
            if len(out) >= tail:
                return out[-tail:]
        return (self._prologue + out)[-tail:]

    def made_by(self) -> list[int | None] | None:
        """The seat that made each decision of the game's history, in order; None when the log fell back to the
        engine's lines (a position that does not replay) and so cannot tell."""
        return None if self._by is None else list(self._by)

    def total(self) -> int:
        return len(self._prologue) + sum(len(i) for i in self._items)

    def last_turn(self) -> dict | None:
        """What the last player to move did in their last run of decisions: who, the sentences, and where
        on the map (spaces built, sold or removed; lines linked; mats developed)."""
        if not self._states:
            return None
        p = self._states[-1][1]
        run = []
        for x in reversed(self._states):
            if x[1] != p:
                break
            run.insert(0, x)
        texts = []
        for index, _, _text, _before, _after in run:
            texts.extend(e["text"] for e in self._items[index] if e["kind"] == "move")
        lines = self._game.edition.lines if self._game is not None else {}
        return {"player": p, "from": run[0][0], "to": run[-1][0] + 1, "texts": texts,
                **places(lines, [x[2] for x in run])}

    def recent(self, start: int) -> list[tuple]:
        """(index, player, action text, before, after) of the kept decisions from index ``start`` on."""
        return [x for x in self._states if x[0] >= start]

    def move_text(self, index: int) -> str:
        """The sentence of decision ``index``."""
        return " ".join(e["text"] for e in self._items[index] if e["kind"] == "move")
