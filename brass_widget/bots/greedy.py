"""GreedyBot: looks one decision ahead and takes the one whose result it values most (``value``).

In Brass: Birmingham and Brass Duel it values a position in projected final VP (``evaluation.projected_vp``, the
strong bot's evaluation, with more weight on cash in hand: ``WEIGHTS``), less ``DEBT_PENALTY`` VP for each income
level below ``MIN_LEVEL`` (-3). In Lancashire (``greedy_valuation`` "classic" in bots/tuning.json: its recorded
decisions stay exactly as they were) it uses its own evaluation, ``evaluate``, for the player who moved (all
through the public API):

    VP already scored
  + VP its board would score if the era ended now (flipped tiles, and links as the edition scores their kind)
  + for each unflipped tile: half its VP and a quarter of its income spaces (built is half-way to flipped),
    and half its VP income (Duel) over the rounds left; a tile the game's end flips (Duel: a Lodging, S1 End of
    game 1) counts its whole VP, and its link icons count for the links beside it
  + the VP the game's end gives before scoring (Duel: the Notable Persons, S1 End of game 2), as the edition
    scores it on the board as it stands with those end flips (``Scoring.end_bonus_vp``, ``endgame.py``)
  + for each unflipped cotton mill: 0.4 x its VP / (1 + links still missing between it and a market),
    counting a market as any trade icon or unflipped port, and a missing link as an empty line of this era
  + income level x min(rounds left, 8) / 4        (income is worth more early)
  + VP income x (rounds left + 1)                  (Duel: paid this round and every round left)
  + money / 10                                     (cash is worth 1 VP per £10 at the end)
  + min(money, 6) / 2                              (some cash on hand to act with: a broke player passes)
  - 2 for each industry whose next mat tile cannot be built this era (Develop clears it)

Fair: it decides from ``game.observation(seat)`` alone. It looks ahead on a game dealt from that
observation (``game.dealt_for(seat)``, i.e. ``Game.from_observation``), and a decision that turns
over a face-down tile (a sale to the Distant Cotton Market) is valued as the average over the tiles
it has not seen, weighted by their odds (``Game.outcomes``).

Values are added exactly and compared rounded, ties going to the decision's text (``exact.py``): the same
decisions on every Python. Deterministic; ``seed`` deals the unseen cards of the position it searches.

Speed (issue 23): each candidate's outcomes are copies that share the log's entries, observed in place
(``Game.spent_observation``), and the same move paid with another card is valued once (``Game.paid_alike``):
so ``value`` must never read the seat's hand, the discard piles or the log (it does not: see ``terms``).
``scores`` gives every candidate's value; ``tests/test_greedy_fingerprint.py`` holds them at every decision of
recorded games.

``rank(game, k)`` lists its ``k`` best decisions with their values and one plain-words reason each, read from the
terms of ``evaluate`` (``terms``: the formula above, term by term: what a move builds, flips, links, earns), and
``explain(game, action)`` gives that reason for one decision (the board explains a greedy or beginner seat's moves
with it). ``reason_parts`` gives a reason in its parts, each fact's words that name the move apart from what it adds
(the board's Hint heads each move with its own sentence and shows only what is new). ``choose`` is unchanged by
them. The board's Hint comes from the strong bot (``coach.py``).
"""

from __future__ import annotations

from typing import NamedTuple

from .endgame import end_bonus, flips_at_end
from .evaluation import Weights, projected_vp
from .exact import best, rank_key, settled, total
from .reach import _missing_links, _rounds_left, link_icons  # noqa: F401 (link_icons: the tests read it here)
from .tuning import tuning


def terms(game, seat: int, obs: dict | None = None) -> list[tuple[str, str | None, float]]:
    """The evaluation of a position for ``seat``, term by term, in the order ``evaluate`` adds them:
    ``(term, what, amount)``, where ``term`` names the line of the formula above and ``what`` the tile
    (``location/space``), line or industry it is about (None for a whole-player term).

    Everything here is public but the seat's own hand, which it does not read: its observation's board,
    links, money, income, VP and mats. ``obs``: that observation, if the caller has it already."""
    if obs is None:
        obs = game.observation(seat, log=False)  # the log is the one field it never reads
    ed = game.edition
    me = obs["seats"][seat]
    out: list[tuple[str, str | None, float]] = [("vp", None, float(me["vp"]))]
    mills = []
    end_flips: dict = {}  # {location: {space index}}: the tiles the game's end flips (Duel: Lodgings)
    for loc in ed.location_ids:  # the map's order, however the observation's dict was written
        for i, t in enumerate(obs["board"][loc]):
            if t is None:
                continue
            at_end = flips_at_end(ed, t)
            if at_end:
                end_flips.setdefault(loc, set()).add(i)
            if t["owner"] != seat:
                continue
            spec = ed.spec(t["industry"], t["level"])
            ref = f"{loc}/{i + 1}"
            if t["flipped"]:
                out.append(("flipped", ref, spec.vp))
            else:
                # S1, End of game 1: the end flips it (no income), so its VP is certain
                out.append(("built", ref, (spec.vp if at_end else spec.vp / 2) + spec.income / 4
                            + ed.scoring.flip_vp_income(t["industry"], t["level"]) * _rounds_left(game, obs) / 2))
                if ed.industry[t["industry"]].flips_when_sold and ed.industry[t["industry"]].holds is None:
                    mills.append((loc, t["industry"], spec.vp, ref))
    for loc, industry, vp, ref in mills:
        markets = ed.selling.markets(obs, industry)
        if not markets:
            continue
        missing = _missing_links(game, obs, [loc], markets)
        if missing is not None:
            out.append(("market", ref, 0.4 * vp / (1 + missing)))

    for line_id, owner in obs["links"].items():
        if owner == seat:
            ln = ed.lines[line_id]
            # as the edition scores a link of its kind (Network.score; Duel: a Road 1, a Rail 2 + icons)
            out.append(("link", line_id, ed.network.score(obs, line_id, link_icons(ed, obs, ln.a)
                                                       + link_icons(ed, obs, ln.b))))
    bonus = end_bonus(ed, obs, seat, end_flips)  # S1, End of game 2: the Notable Persons (Scoring.end_bonus_vp)
    if bonus:
        out.append(("persons", None, float(bonus)))
    rounds_left = _rounds_left(game, obs)
    out.append(("income", None, game.income_level(seat) * min(rounds_left, 8) / 4))
    if me.get("vp_income"):  # Duel: VP each round, this one included (S1, On your turn; End of game)
        out.append(("vp_income", None, me["vp_income"] * (rounds_left + 1)))
    # money is VP at the end only where the last era converts it (Lancashire, End of Rail Era step 3: £10
    # per VP); elsewhere (Birmingham) cash left at the end is worth nothing, so it counts only while there
    # are rounds left to spend it: else the bot borrows in the last rounds for cash it cannot use
    spendable = 1.0 if game.edition.scoring.money_per_vp() else min(1.0, rounds_left / 4)
    out.append(("money", None, (me["money"] / 10 + min(me["money"], 6) / 2) * spendable))
    for industry, taken in me["taken"].items():
        stack = ed.tiles[industry]
        if taken < len(stack) and stack[taken].era not in ("any", obs["era"]):
            out.append(("stuck", industry, -2.0))
    return out


def evaluate(game, seat: int, obs: dict | None = None) -> float:
    """The formula above: the terms of ``terms``, added exactly (``exact.total``: the same on every Python)."""
    return total(amount for _, _, amount in terms(game, seat, obs))


# An edition whose ``greedy_valuation`` is "classic" (Lancashire; bots/tuning.json) keeps the valuation above: its
# GreedyBot's decisions are recorded (the economics lab compares its experiments with them:
# tests/engine/test_lancashire_unchanged.py, tests/widget/test_learner.py). The other
# editions value a position in projected final VP (``evaluation.projected_vp``: income over the rounds left, a tile
# by its chance to flip, a sale's flip), with more weight on cash in hand to act with (``WEIGHTS``), and a
# penalty for each income level below ``MIN_LEVEL`` (issue 24: with the formula above, Birmingham's and Duel's
# greedy seats passed and borrowed their way down to income level -5 to -10).
# reserve: £15 on hand worth 0.3 VP a £ (the projection's default: £8 at 0.15): a player without cash can only pass
# or borrow (Birmingham self-play winners 102 VP on deals 1-4 with it, against 74 without: docs/bots.md)
MIN_LEVEL = -3  # Take a Loan lowers income for every later round: below this level each level costs DEBT_PENALTY
DEBT_PENALTY = 10.0
# Issue 24, 2 and 3 seats: every greedy seat opened with breweries and coal mines that nobody would drink or burn,
# spent down to £0 at income level 0 or -3 and passed for the rest of the game (2 players, deals 1-10: 10 of 20 seats
# on 0 VP). So, on top of the above:
# demand 0.1: a mine's, works' or brewery's chance to flip is scaled by what the board can still use of what the
#   board's unflipped tiles hold (0.1 cube a seat and a round left in the era, plus the beer unsold goods tiles need:
#   ``evaluation._resource_use``);
# cash_floor £12 at 0.5 VP a £ short, plus two rounds of a negative income's payment (``broke`` term): spending down to
#   nothing at a negative income is how a seat strands (Income Phase: it then sells tiles, then loses VP);
# debt 1: a negative income level weighs as much as a positive one (a loan that pays for builds is sound early on).
# Measured (docs/bots.md): 2 players 1 seat of 20 on 0 VP, winners 109.8 VP (before: 10 of 20, 26.7 VP).
WEIGHTS = Weights(reserve=15, reserve_vp=0.3, floor_level=MIN_LEVEL, floor_vp=DEBT_PENALTY,
                  demand=0.1, debt=1.0, cash_floor=12, cash_floor_vp=0.5)


def classic(ed) -> bool:
    """Whether GreedyBot values positions of this edition with ``evaluate`` (``tuning.greedy_valuation``)."""
    return tuning(ed).greedy_valuation == "classic"


def value(game, seat: int, obs: dict | None = None) -> float:
    """What GreedyBot maximises for ``seat``: ``evaluate`` where the edition keeps the classic valuation
    (Lancashire); elsewhere the projected final VP with ``WEIGHTS``, less ``DEBT_PENALTY`` for each income level
    below ``MIN_LEVEL``. ``obs``: ``game.observation(seat)``, if the caller has it already."""
    if obs is None:
        obs = game.observation(seat, log=False)  # the log is the one field neither valuation reads
    if classic(game.edition):
        return evaluate(game, seat, obs)
    return projected_vp(game, seat, obs, w=WEIGHTS)  # the penalty is its ``floor`` term


def _level_name(level) -> str:
    return {0: "0", 1: "I", 2: "II", 3: "III", 4: "IV"}.get(level, str(level))


def _industry_name(industry: str) -> str:
    return industry.replace("_", " ")


def _where(ed, ref: str) -> str:
    loc = ref.partition("/")[0]
    return ed.names.get(loc, loc)


def _tile(game, ref: str):
    return game.tile_at(ref)


def _spaces(n: int) -> str:
    return f"income +{n} space{'' if n == 1 else 's'}"


def cost_parts(spec, paid: int | None, action) -> str:
    """What a build's spend is made of, where it buys coal or iron: "the tile £7, iron £6" (``paid``: all it spends,
    from the preview; ``action`` names the coal and iron it uses); "" when it pays only the tile. The hint's reason
    and the board's build preview both say it so (issue 37)."""
    if paid is None or paid <= spec.cost:
        return ""
    what = " and ".join(r for r in ("coal", "iron") if getattr(action, r, None)) or "coal and iron"
    return f"the tile £{spec.cost}, {what} £{paid - spec.cost}"


def _cost(spec, paid: int | None, action) -> str:
    """What a build pays: its tile's cost, and the coal and iron it buys (``cost_parts``)."""
    parts = cost_parts(spec, paid, action)
    return f"£{paid} ({parts})" if parts else f"£{spec.cost}"


def _worth(ed, tile: dict, paid: int | None = None, action=None) -> tuple[str, str]:
    """What a tile just built costs and is worth, in the rulebook's numbers: what the build pays (``_cost``), and,
    when it flips (sold, or its last cube or barrel used; said first, so the VP does not read as a promise), the VP
    and income it earns ("once sold earns +5 VP at the era's end and income +5 spaces"; "" when it earns none)."""
    spec = ed.spec(tile["industry"], tile["level"])
    info = ed.industry.get(tile["industry"])
    when = "once sold" if info is not None and info.flips_when_sold else (
        f"once its last {info.holds.removesuffix('s')} is used" if info is not None and info.holds else "once it flips")
    gain = " and ".join(g for g in (f"+{spec.vp} VP at the era's end" if spec.vp else "",
                                    _spaces(spec.income) if spec.income else "") if g)
    return _cost(spec, paid, action), (f"{when} earns {gain}" if gain else "")


class Fact(NamedTuple):
    """One fact of a reason, in its parts: ``move`` names the move itself ("builds a level-I cotton mill in Bury";
    "" for a fact about what it sets off, such as a flip), ``new`` is what the fact adds to that ("£12; once sold earns
    ...": what it costs and earns; "" when the fact only names the move), and ``whole`` both in one sentence, as
    "Why did the bot do that?" says it. The board's Hint shows the move as its heading, then ``new``."""
    move: str
    new: str
    whole: str


def _closer(ed, t0: dict, t1: dict, outcomes) -> str:
    """The seat's goods tiles a decision brings closer to a market (the ``market`` terms it raises), by industry
    and place: "your pottery in Stoke-on-Trent closer to a market" (issue 37: the words named a cotton mill
    whatever the tile was); "" when it brings none closer."""
    tiles = []
    for (term, what), amount in t1.items():
        if term != "market" or (term, what) not in t0 or amount - t0[(term, what)] <= 0.05:
            continue
        tile = _tile(outcomes[0][1], what)
        if tile is not None:
            tiles.append(f"{_industry_name(tile['industry'])} in {_where(ed, what)}")
    if not tiles:
        return ""
    return f"your {' and '.join(sorted(tiles))} closer to {'a market' if len(tiles) == 1 else 'markets'}"


def _replaced(before, seat: int, ref: str) -> str:
    """What a build on ``ref`` gives up: the seat's own flipped tile there, whose VP the era's end would have scored
    (Build Action, overbuilding: the old tile leaves the board; issue 37: the hint never said so), in words
    (", replacing your flipped level-I cotton mill: gives up its 5 VP at the era's end"); "" otherwise."""
    old = _tile(before, ref)
    if old is None or old["owner"] != seat or not old["flipped"]:
        return ""
    vp = before.edition.spec(old["industry"], old["level"]).vp
    gives = f": gives up its {vp} VP at the era's end" if vp else ""
    return f", replacing your flipped level-{_level_name(old['level'])} {_industry_name(old['industry'])}{gives}"


def _fact(text: str) -> Fact:
    """A fact that names no move: the same words either way."""
    return Fact("", text, text)


NO_GAIN = "no gain the bot can see, and the smallest loss"


class Reason(NamedTuple):
    """A reason in its parts (``reason_parts``): its facts, the weightiest first (at most two), and the bot's score."""
    facts: tuple
    score: float

    @property
    def move(self) -> str:
        """What the move is, in the reason's words ("builds a level-I cotton mill in Bury"); "" if no fact names it."""
        return "; ".join(f.move for f in self.facts if f.move)

    @property
    def new(self) -> str:
        """The reason without the words that name the move: what it costs and earns first (it follows the move's
        own heading), then what it sets off."""
        return "; ".join(f.new for f in sorted(self.facts, key=lambda f: not f.move) if f.new)

    @property
    def whole(self) -> str:
        """The whole reason in one sentence (``NO_GAIN`` when no fact is worth saying)."""
        return "; ".join(f.whole for f in self.facts) or NO_GAIN


def _card_words(ed, card) -> str:
    """A card by its name: a town's (a location card), else its industry or kind ("cotton mill")."""
    if not card:
        return "a card"
    return ed.names.get(card) or f"the {str(card).replace('_', ' ')} card"


def _a(name: str) -> str:
    """A name with its article: "a cotton mill", "an iron works"."""
    return f"{'an' if name[:1] in 'aeiou' else 'a'} {name}"


def decision_words(game, a) -> str:
    """A decision in a few plain words ("build a cotton mill in Worcester", "take a £30 loan"), for a reason that
    names another decision of the same plan. ``game``: a position whose board holds the tile a sale sells."""
    ed = game.edition
    if a.kind == "build":
        return f"build {_a(_industry_name(a.industry))} in {_where(ed, a.target)}"
    if a.kind == "network" and a.target in ed.lines:
        ln = ed.lines[a.target]
        return f"link {ed.names.get(ln.a, ln.a)}–{ed.names.get(ln.b, ln.b)}"
    if a.kind == "develop":
        return f"develop {_a(_industry_name(a.industry))}" if a.industry else "develop"
    if a.kind == "sell" and a.target:
        tile = _tile(game, a.target)
        what = _industry_name(tile["industry"]) if tile else "tile"
        to = f" to {_where(ed, a.to)}" if a.to and "/" in a.to else ""
        return f"sell the {what} in {_where(ed, a.target)}{to}"
    if a.kind == "loan":
        return f"take a £{a.amount} loan"
    if a.kind in ed.presentation.get("plan_words", {}):  # an edition's own kind, in its words (Birmingham: Scout)
        return ed.presentation["plan_words"][a.kind]
    if a.kind == "discard":
        return f"discard {_card_words(ed, a.card)}"
    return a.kind if a.kind in ("pass", "stop") else str(a)


def _own_effect(before, action, seat: int) -> dict:
    """The decision's own effect on ``seat``: ``Game.preview``'s row (money, spent, income; the turn's end and the
    round's income left out), computed from what ``before`` shows the seat like every preview."""
    p = before.preview(action)
    rows = p.get("players") if p.get("legal") else None
    return rows[seat] if rows and seat < len(rows) else {}


def _said(move: str, new: str) -> Fact:
    """A fact that names the move, then says what it adds: "takes a £30 loan: +£30 now; ..."."""
    return Fact(move, new, f"{move}: {new}" if new else move)


def _action_facts(before, action, seat: int, eff: dict) -> list[Fact]:
    """What a decision says of itself, in the rulebook's terms, where ``terms`` sees no gain in it: Pass, Scout, a
    loan (its own cash, the round's interest apart), Develop, Stop, a discard, an edition's own kinds (their help
    words). ``eff``: its own effect (``_own_effect``)."""
    ed = before.edition
    card = _card_words(ed, action.card)
    if action.kind == "pass":
        return [_said(f"passes (discarding {card})",
                      "nothing else changes, so it keeps your money, and your other cards for a later turn")]
    if action.kind in ed.presentation.get("reasons", {}):  # an edition's own kind, in its words (Birmingham: Scout)
        words = ed.presentation["reasons"][action.kind]
        return [_said(words["move"].format(card=card), words["new"].format(card=card))]
    if action.kind == "loan":
        levels = eff.get("income_level")
        drop = f"; income −{abs(levels)} level{'s' if abs(levels) != 1 else ''} for every later round" if levels else ""
        return [_said(f"takes a £{action.amount} loan", f"+£{action.amount} now{drop}")]
    if action.kind == "develop" and action.industry in ed.tiles:  # Develop: the mat's lowest tile goes
        stack, taken = ed.tiles[action.industry], before.state["seats"][seat]["taken"].get(action.industry, 0)
        if taken < len(stack):
            spent = eff.get("spent")
            name, level = _industry_name(action.industry), stack[taken].level
            same = sum(1 for t in stack[taken + 1:] if t.level == level)
            higher = next((t.level for t in stack[taken + 1:] if t.level != level), None)
            if same:
                nxt = f"{same} more level-{_level_name(level)} tile{'s' if same != 1 else ''} before " + (
                    f"level {_level_name(higher)}" if higher is not None else "none")
            else:
                nxt = f"your next {name} is level {_level_name(higher)}" if higher is not None else \
                    f"no {name} is left on your mat"
            move = f"takes a level-{_level_name(level)} {name} off your mat"
            pays = f"£{spent} of iron" if spent else ""
            return [Fact(move, "; ".join(w for w in (pays, nxt) if w),
                         f"{move}{f' for {pays}' if pays else ''}, so {nxt}")]
    if action.kind == "stop":
        return [Fact("ends the action under way here", "", "ends the action under way here")]
    if action.kind == "discard":  # why, in the edition's words (its narration's discard reasons)
        pending = (before.state.get("pending") or {}).get("kind")
        why = ed.presentation.get("narration", {}).get("discard_reasons", {}).get(pending, "for the double build")
        return [Fact(f"discards {card}", why, f"discards {card} ({why})")]
    if action.kind not in ("build", "network", "develop", "sell"):  # an edition's own kind (Duel's bribe, invite,
        said = ed.presentation.get("help", {}).get(action.kind, "")  # choose): its help's words
        return [_fact(said.partition(": ")[2].rstrip("."))] if ": " in said else []
    return []


def reason_parts(before, outcomes, seat: int, action=None) -> Reason:
    """One plain-words reason for a decision in its parts (``Reason``: its facts, each with the words that name the
    move apart from what it adds, and the bot's score), from the terms of ``evaluate``: what the move changes that
    the bot values most (for example "flips Colne's cotton mill: +5 VP at the era's end, income +5 spaces").

    ``before`` is the game before the decision and ``outcomes`` its ``Game.outcomes`` (probability, game
    after) pairs; both are read only through ``terms`` and the public board. ``action``, the decision, if given:
    its own effect (``Game.preview``, on ``before``: the seat's view) gives a build's or a link's cost with the coal,
    iron and beer it buys, and its cash; and a decision that builds and flips nothing says what it does
    (``_action_facts``)."""
    ed = before.edition
    eff = _own_effect(before, action, seat) if action is not None else {}  # its own money, spend and income
    t0: dict = {}
    for term, what, amount in terms(before, seat):
        t0[(term, what)] = t0.get((term, what), 0.0) + amount
    t1: dict = {}
    for p, after in outcomes:
        for term, what, amount in terms(after, seat):
            t1[(term, what)] = t1.get((term, what), 0.0) + p * amount
    parts: dict = {}  # each term's changes, in a fixed order (not a set's), added exactly (``exact.total``)
    for key in [*t0, *(k for k in t1 if k not in t0)]:
        parts.setdefault(key[0], []).extend((t1.get(key, 0.0), -t0.get(key, 0.0)))
    groups = {term: total(amounts) for term, amounts in parts.items()}
    if classic(ed):
        gain = total([*t1.values(), *(-v for v in t0.values())])
    else:  # the bot's own score (``value``): the terms above only say what the move changes
        gain = total(p * value(after, seat) for p, after in outcomes) - value(before, seat)
    facts: list[tuple[float, Fact]] = []
    new = [key for key in t1 if key not in t0]
    for term, what in new:
        if term == "flipped":
            chance = total(p for p, after in outcomes if (_tile(after, what) or {}).get("flipped"))
            tile = next((_tile(after, what) for _, after in outcomes if (_tile(after, what) or {}).get("flipped")),
                        None)
            if tile is None:
                continue
            spec = ed.spec(tile["industry"], tile["level"])
            earns = f"+{spec.vp} VP at the era's end, {_spaces(spec.income)}"
            odds = f" ({round(chance * 100)}% chance)" if chance < 0.999 else ""
            fact = _fact(f"flips {_where(ed, what)}'s {_industry_name(tile['industry'])}: {earns}{odds}")
            if action is not None and action.kind == "build" and action.target == what:  # built and flipped at once
                move = f"builds a level-{_level_name(tile['level'])} {_industry_name(tile['industry'])} in " \
                    f"{_where(ed, what)}"
                cost = _cost(spec, eff.get("spent"), action)
                gone = _replaced(before, seat, what)
                fact = Fact(move, f"{cost}{gone}; it flips at once: {earns}{odds}",
                            f"{move} for {cost}{gone}, and it flips at once: {earns}{odds}")
            facts.append((groups.get("flipped", 0.0) + groups.get("vp", 0.0) + 1e-6, fact))
        elif term == "built":
            tile = _tile(outcomes[0][1], what)
            if tile is None:
                continue
            paid = eff.get("spent") if action is not None and action.kind == "build" and action.target == what else None
            move = (f"builds a level-{_level_name(tile['level'])} {_industry_name(tile['industry'])} in "
                    f"{_where(ed, what)}")
            cost, earns = _worth(ed, tile, paid, action)
            cost += _replaced(before, seat, what)
            facts.append((groups.get("built", 0.0) + groups.get("market", 0.0),
                          Fact(move, f"{cost}; {earns}" if earns else cost,
                               f"{move} for {cost}" + (f", and {earns}" if earns else ""))))
        elif term == "link":
            ln = ed.lines.get(what)
            if ln is None:
                continue
            vp = t1[(term, what)]
            closer = _closer(ed, t0, t1, outcomes)
            cost = ""
            if action is not None and action.kind == "network" and action.target == what and eff.get("spent"):
                cost = f"£{eff['spent']}"  # its cost, with its coal and beer
            icons = f"{vp:g} VP at the era's end from its link icons" if vp else ""
            move = f"links {ed.names.get(ln.a, ln.a)}–{ed.names.get(ln.b, ln.b)}"
            facts.append((groups.get("link", 0.0) + groups.get("market", 0.0),
                          Fact(move, "; ".join(w for w in (cost, icons, closer and f"brings {closer}") if w),
                               move + (f" for {cost}" if cost else "") + (f": {icons}" if icons else "")
                               + (f", bringing {closer}" if closer else ""))))
    built_or_linked = any(term in ("built", "link") for term, _ in new)
    closer = _closer(ed, t0, t1, outcomes)
    if closer and not built_or_linked:
        facts.append((groups["market"], _fact(f"brings {closer}")))
    lv0 = before.income_level(seat)
    lv1 = total(p * after.income_level(seat) for p, after in outcomes)
    if round(lv1 - lv0) and groups.get("income", 0.0) > 0:
        facts.append((groups["income"],
                      _fact(f"income +{round(lv1 - lv0)} level{'s' if round(lv1 - lv0) != 1 else ''}")))
    m0 = before.state["seats"][seat]["money"]
    m1 = total(p * after.state["seats"][seat]["money"] for p, after in outcomes)
    own = _action_facts(before, action, seat, eff) if action is not None else []
    if action is not None:  # the cash the decision itself brings (the preview's), not the round's income after it
        m1 = m0 + max(0, eff.get("money") or 0)
    if groups.get("money", 0.0) > 0.05 and round(m1 - m0) > 0 and not own:  # a loan says its own amount
        facts.append((groups["money"], _fact(f"+£{round(m1 - m0)} in cash")))
    if groups.get("persons", 0.0) >= 1:
        facts.append((groups["persons"],
                      _fact(f"+{round(groups['persons'])} VP from its Notable Persons at the game's end")))
    if groups.get("stuck", 0.0) > 0:
        facts.append((groups["stuck"], _fact("develops past a tile it could not build in this era")))
    if groups.get("vp", 0.0) >= 1 and not any(term == "flipped" for term, _ in new):
        facts.append((groups["vp"], _fact(f"+{round(groups['vp'])} VP now")))
    facts = [f for f in facts if f[0] > 0] or facts
    facts.sort(key=lambda f: -settled(f[0]))  # stable: equal weights keep the order above
    if action is not None and action.kind == "build" and "/" in (action.target or ""):
        gone = _replaced(before, seat, action.target)
        tile = _tile(outcomes[0][1], action.target)
        if gone and tile is not None and not any(gone in f.whole for _, f in facts[:2]):
            # a tile that flips as it is built over its own flipped one (Lancashire: an iron works selling to the
            # market) changes no term's name: its build is said here, with what it gives up
            move = f"builds a level-{_level_name(tile['level'])} {_industry_name(tile['industry'])} in " \
                f"{_where(ed, action.target)}"
            spec = ed.spec(tile["industry"], tile["level"])
            cost = _cost(spec, eff.get("spent"), action) + gone
            flips = f"; it flips at once: +{spec.vp} VP at the era's end, {_spaces(spec.income)}" \
                if tile["flipped"] else ""
            own = [Fact(move, cost + flips, f"{move} for {cost}{flips.replace(';', ', and', 1)}"), *own]
    return Reason(tuple([*own, *(fact for _, fact in facts[:2])][:2]), gain)


def reason(before, outcomes, seat: int, action=None) -> str:
    """One plain-words reason for a decision, in one sentence with the bot's score (``reason_parts``): "flips Colne's
    cotton mill: +5 VP at the era's end, income +5 spaces (bot's score +7.5)"."""
    said = reason_parts(before, outcomes, seat, action)
    return f"{said.whole} (bot's score {said.score:+.1f})"


def _scores(seat: int, seen) -> list[tuple]:
    """``GreedyBot.scores`` on ``seen``, the game as ``seat`` sees it (``Game.dealt_for``).

    The same move paid with another card (``Game.paid_alike``) leads to a position that differs only in the seat's
    hand and discard pile, which ``value`` never reads (nor the log): it is valued once, and the copies get its
    value. ``tests/test_greedy_fingerprint.py`` checks that on recorded games against every candidate valued on
    its own."""
    actions = seen.legal_actions()
    out: list[tuple] = []
    for a, j in zip(actions, seen.paid_alike(actions)):
        if j < len(out):
            out.append((a, out[j][1]))
            continue
        # each outcome is a copy made only to be valued: observed in place (spent_observation), not copied again
        out.append((a, total(p * value(after, seat, after.spent_observation(seat)) for p, after in seen.outcomes(a))))
    return out


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int | None = 0):
        self.seed = seed

    def _seen(self, game):
        seat = game.current_player
        if seat is None:
            raise ValueError("no legal decision: the game is over")
        return seat, game.dealt_for(seat, seed=self.seed or 0)

    def scores(self, game) -> list[tuple]:
        """Every legal decision for the seat to move with the value ``choose`` weighs it by, in ``legal_actions()``
        order: ``value`` after it, averaged over the face-down tiles it may turn over (``Game.outcomes``)."""
        return _scores(*self._seen(game))

    def choose(self, game):
        """The decision ``scores`` values most (``exact.best``: values rounded alike on every Python, ties to the
        decision's text)."""
        return best(self.scores(game))

    def rank(self, game, k: int = 3, key=None) -> list[tuple]:
        """The ``k`` decisions this bot values most for the seat to move, best first, as
        ``(action, value, reason)``: ``value`` is its evaluation after the decision (averaged over the
        face-down tiles it may turn over) and ``reason`` one plain-words sentence from the evaluation's
        terms. The first is what ``choose`` picks (``exact.rank_key``: ties go to the decision's text).
        ``key(action)``, if given, keeps only the best decision of each key (say, the same move with
        another card). Decides from the seat's observation only, like ``choose``."""
        seat, seen = self._seen(game)
        scored = [(v, i, a) for i, (a, v) in enumerate(_scores(seat, seen))]
        scored.sort(key=lambda x: rank_key(str(x[2]), x[0]))
        if key is not None:
            seen_keys: set = set()
            scored = [x for x in scored if not (key(x[2]) in seen_keys or seen_keys.add(key(x[2])))]
        return [(a, value, reason(seen, seen.outcomes(a), seat, a)) for value, _, a in scored[:max(k, 0)]]

    def explain(self, game, action) -> str:
        """Why this bot would value ``action`` (a legal decision for the seat to move in ``game``): the
        reason ``rank`` gives, from the seat's observation only."""
        seat, seen = self._seen(game)
        a = seen.parse(action) if isinstance(action, str) else action
        return reason(seen, seen.outcomes(a), seat, a)
