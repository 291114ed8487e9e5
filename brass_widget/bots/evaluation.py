"""A position's value for one seat, in projected final VP (used by ``StrongBot`` and ``BeginnerBot``).

Everything is read from ``game.observation(seat)`` (public: the board, links, money, income, VP, mats),
never from the seat's hand or anything hidden. The projection, term by term (``projection``):

* ``vp``        VP already scored.
* ``flipped``   each flipped tile's VP, which the era's end will score (End of Era step 2); in the Canal
                Era a tile above level 1 stays on the board and scores again at the end of the Rail Era
                (End of Canal Era: only level 1 tiles leave), so it counts twice.
* ``built``     each unflipped tile: its VP and its income (over the rounds left) times the chance it
                flips before the era ends. A mill (a tile that flips when sold) is likelier to flip the
                closer it is to a market that can still buy (0.75 / (1 + empty lines between them);
                ``_open_markets``: not a flipped port, nor a trade icon while the Distant Cotton Market is
                closed); a port, the closer it is
                to an unflipped mill that could sell through it; a mine or works flips
                when its cubes are used up (more likely the fewer it holds; with ``Weights.demand`` set, times the
                share of the board's held cubes of that kind that can still be used: ``_resource_use``); a level 1
                tile built in the Canal Era leaves the board at its end, so it scores at most once. A tile the
                game's end flips (``Scoring.flips_at_game_end``; Duel, S1 End of game 1: every Lodging, without
                income) scores its VP with certainty; only its income and VP income wait on the chance it flips
                sooner (an Invite).
* ``link``      each own link: the link icons at both ends as the board stands (End of Era step 1), plus
                half the icons of unflipped tiles there (they may flip before the end); a tile the game's end
                flips counts its icons in full (Duel: a Lodging's).
* ``persons``   (Duel) the VP the game's end gives before links and tiles score, as the edition scores it
                (``Scoring.end_bonus_vp``: the seat's Notable Persons, S1 End of game 2) on the board with the
                end's own flips, plus what each unflipped tile would add to it by flipping, times the chance
                above (``endgame.end_bonus_expected``).
* ``income``    the income level times the rounds left (Income Phase: £ level each round), in VP at the
                value of money below; a negative level counts ``debt`` times (it pays out every round, and a
                player who cannot pay sells tiles: Income Phase, shortfall). With ``Weights.income_spends`` (the
                coach's), a positive income counts so only as far as the actions left can spend it beside the
                cash in hand (``spend_per_action`` each), the rest at the end rate (``_income_value``).
* ``vp_income`` (Duel) VP income times the rounds it is still paid: this one and each left (S1, On your
                turn; End of game). ``rounds left`` is the edition's count (``Eras.rounds_left``: Duel's from
                the cards on the table), a flipping tile's VP income (``Scoring.flip_vp_income``) joins its
                ``built`` value, and a link is worth what the edition scores for its kind (``Network.score``:
                Duel's Road 1, Rail 2 + icons).
* ``money``     cash times the value of money: about 0.2 VP per £ while there are rounds left to spend it,
                falling to the rate the last era converts it at (Lancashire: £10 for 1 VP; Birmingham: none)
                over the last rounds, and only as much of it as the actions left can spend (``spend_per_action``
                £ each; the rest at the end rate; with ``Weights.spend_soon``, only as much as that many actions
                can spend); plus a little for the cash needed to act next round.
* ``stuck``     -2 for each industry whose next mat tile cannot be built this era (Develop clears it).
* ``floor``     ``floor_vp`` VP for each income level below ``floor_level`` (off by default; GreedyBot outside
                Lancashire and the coach set it: a plan that borrows below -3 is a borrowing spiral), only
                while an Income Phase is still to come (``Eras.income_phase_remains``: none after the game's
                final round in Lancashire and Birmingham, so there a low level costs nothing).
* ``broke``     (off by default; GreedyBot outside Lancashire) ``cash_floor_vp`` VP for each £ the seat is short of
                ``cash_floor`` plus two rounds of a negative income's payment: a seat with no cash at a negative
                income pays out every round, then sells tiles (Income Phase), and can only pass or borrow. With
                ``Weights.cash_floor_income`` (the coach, where bots/tuning.json sets it) a positive level's pay at
                the next Income Phase counts toward it: it comes before the seat's next turn.
* ``boats``     (Duel; the term is named by ``Building.supply``) ``supply_vp`` for each of the first
                ``supply_valued`` boats the seat can spend anywhere (``Building.supply_held``: its player board's
                and those on its unflipped Shipyards, S1, Boats) while rounds are left: without a boat a player
                cannot reach the external coal market (S1, Coal) nor pay a tile's or a sale's boats.

The numbers are the bot's judgement, not rules: weights chosen by playing bots against each other
(see docs/bots.md), kept here in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain, compress
from typing import NamedTuple

from ..engine.parts import Scoring
from .endgame import end_bonus_expected
from .exact import total
from .reach import _missing_links, _rounds_left


@dataclass(frozen=True)
class Weights:
    """The evaluation's judgement calls, in one place (``StrongBot(weights={...})`` overrides them)."""

    money_vp: float = 0.2       # VP per £ that can still be spent on builds and links
    spend_horizon: int = 4      # rounds over which money loses that value before the game ends
    reserve: int = 8            # £ on hand worth a bonus: a broke player can only pass or borrow
    reserve_vp: float = 0.15    # VP per £ of that reserve
    market_flip: float = 0.75   # chance a mill already joined to a market sells before the era ends
    stuck: float = -2.0         # an industry whose next tile cannot be built this era
    debt: float = 2.0           # a negative income level weighs this many times more than a positive one
    spend_per_action: int = 10  # £ one action can usefully spend: cash beyond what the actions left can
                                # spend is worth only the end rate
    open_markets: bool = True   # a mill's markets are only those that can still buy (see _open_markets)
    supply_vp: float = 1.0      # VP for each piece of the edition's further build supply (Building.supply; Duel: a
                                # boat) the seat can spend anywhere, while rounds are left
    supply_valued: int = 2      # ... counting this many at most
    floor_level: int = -3       # an income level below this one ...
    floor_vp: float = 0.0       # ... costs this many VP a level (0: off; GreedyBot in Birmingham and Duel and the
                                # coach: 10, so a plan never borrows below -3: issue 24)
    cash_floor: int = 0         # £ a seat keeps to act with, plus two rounds of a negative income's payment ...
    cash_floor_vp: float = 0.0  # ... each £ short of it costs this many VP (0: off; GreedyBot outside Lancashire)
    cash_floor_income: bool = False  # a positive income level's pay at the next Income Phase counts toward the cash
                                # floor (off: GreedyBot's own): it comes before the seat's next turn (Income Phase)
    demand: float | None = None  # None: off. Else a mine's, works' or brewery's chance to flip is scaled by the
                                # cubes or barrels the board can still use over those it holds (``_resource_use``):
                                # this many a seat and a round left in the era are assumed still to come
    income_spends: bool = False  # the income still to come counts only as far as the actions left can spend it
                                # beside the cash on hand (``_income_value``; off: the strong bot's own. The coach:
                                # on, issue 37: a Hint that borrowed with £92 in hand ended the game on £128)
    rival: float = 0.0          # where a searched turn or plan ends (``StrongBot``), the best other seat's projected
                                # VP counts this many times against the seat's own (0: off, the strong bot's own)
    spend_soon: int | None = None  # None: off. Else cash counts at the value of money only up to what this many
                                # actions can spend (``spend_per_action`` each), the rest at the end rate: a Loan
                                # can be taken on any later turn, for fewer Income Phases (Brass: Birmingham, Loan
                                # Action), so cash borrowed ahead of the turns that spend it buys nothing
    loan_cash_max: int | None = None  # None: off. Else the search (``StrongBot``) weighs no Loan while the seat
                                # holds this many £ or more: a Loan is £30 for 3 income levels (Loan Action), and
                                # valued at the money rate it looks like a gain whenever fewer than 10 rounds are
                                # left, however much cash is on hand; cash that pays for a turn already needs no
                                # Loan, and one taken later costs fewer Income Phases (the coach: bots/tuning.json)
    shortfall_last: bool = False  # off: the strong bot's own. On: a decision whose deep plan leaves the seat unable
                                # to pay an Income Phase (a tile removed, or VP lost: Brass: Birmingham, Income Phase)
                                # ranks below every plan that pays (``strong._rank_short``), and the search plans past
                                # its ``deep_width`` until one pays. Issue 37: a Hint at £12 and level -3 built for £12
    pass_vp: float = 0.0        # 0: off, the strong bot's own. Else where a searched turn or plan ends (``StrongBot``),
                                # each pass the seat made on the way costs this many VP: the ``broke`` term charges a
                                # seat too short of cash to act (it can only pass or borrow), so a plan that keeps its
                                # cash by passing has paid that cost too. Issue 37: at £10 and income level 0 the Hint
                                # passed twice, every build deepening the ``broke`` term (deal 169 game 0)


DEFAULT = Weights()


def _rounds_left_in_era(game, obs) -> int:
    return game.edition.eras.rounds_left(obs, whole_game=False)


def end_rate(game) -> float:
    """VP per £ at the end: the last era's conversion (Lancashire, End of Rail Era step 3: £10 per VP),
    or 0.01 where there is none (Birmingham): money still breaks ties (Winning the Game)."""
    per = game.edition.scoring.money_per_vp()
    return 1.0 / per if per else 0.01


def money_value(game, obs, w: Weights = DEFAULT) -> float:
    """VP per £ now: ``money_vp`` while the game has rounds to spend it in, down to the end rate."""
    end = end_rate(game)
    left = _rounds_left(game, obs)
    return end + (w.money_vp - end) * min(1.0, left / w.spend_horizon)


class _Row(NamedTuple):
    """What the projection reads of one tile kind (industry, level), looked up once per edition (``_table``)."""

    vp: int
    half_icons: float     # the link VP its tile adds at its location, halved (it may flip before the end)
    link_vp: int
    income: int
    holds: str | None     # the resource it holds (a mine, works or brewery: it flips when emptied)
    flips_when_sold: bool
    at_end: bool          # the game's end flips it (``Scoring.flips_at_game_end``; Duel: a Lodging)
    vp_income: int        # the VP income its flip adds (``Scoring.flip_vp_income``; Duel)


class _Table(NamedTuple):
    """An edition's facts the projection reads at every valuation, made once per edition: every board space as
    (location, index) in ``location_ids`` order (the board's lists have the map's lengths: ``invariants``), a row
    for each tile kind, and whether the edition's end gives a bonus at all (``Scoring.end_bonus_vp`` overridden)."""

    slots: tuple[tuple[str, int], ...]
    rows: dict[tuple[str, int], _Row]
    end_bonus: bool


_TABLES: dict = {}  # Edition -> _Table (a ruled edition is its own Edition: house_rules.ruled_edition)


def _table(ed) -> _Table:
    found = _TABLES.get(ed)
    if found is None:
        scoring = ed.scoring
        rows = {}
        for industry, specs in ed.tiles.items():
            ind = ed.industry[industry]
            at_end = scoring.flips_at_game_end(industry)
            for spec in specs:
                rows[industry, spec.level] = _Row(spec.vp, spec.link_vp / 2, spec.link_vp, spec.income, ind.holds,
                                                  ind.flips_when_sold, at_end,
                                                  scoring.flip_vp_income(industry, spec.level))
        slots = tuple((loc, i) for loc in ed.location_ids for i in range(len(ed.spaces[loc])))
        end_bonus = type(scoring).end_bonus_vp is not Scoring.end_bonus_vp
        found = _TABLES[ed] = _Table(slots, rows, end_bonus)
    return found


def projection(game, seat: int, obs: dict | None = None, w: Weights = DEFAULT) -> list[tuple[str, float]]:
    """The terms of ``projected_vp`` for ``seat``, as ``(term, amount)`` pairs (see the module text)."""
    # the observation's values without copying the state (read only; the valuation never reads the log)
    obs = game.shared_observation(seat) if obs is None else obs
    ed = game.edition
    table = _table(ed)
    rows = table.rows
    me = obs["seats"][seat]
    era = obs["era"]
    final_era = era == ed.eras.last(obs["variants"])
    rounds = _rounds_left(game, obs)
    rounds_era = _rounds_left_in_era(game, obs)
    end = end_rate(game)
    per_pound = end + (w.money_vp - end) * min(1.0, rounds / w.spend_horizon)  # money_value
    income_now = me["income"]
    level_now = ed.level_of(income_now)
    out: list[tuple[str, float]] = [("vp", float(me["vp"]))]
    pending_icons: dict[str, float] = {}
    certain_icons: dict[str, int] = {}  # the link VP of the flipped tiles and those the end flips (link_icons)
    end_flips: dict = {}  # {location: {space index}}: the tiles the game's end flips (Duel: Lodgings)
    chances: list[tuple[str, int, float]] = []  # own unflipped tiles that may flip before the end
    use = _resource_use(ed, obs, w.demand * len(obs["seats"]) * (rounds_era + 1)) if w.demand is not None else {}
    board = obs["board"]
    # every space in location order, then the occupied ones with their (location, index), by C-level iterators
    flat = list(chain.from_iterable(map(board.__getitem__, ed.location_ids)))
    tiles = list(zip(compress(table.slots, flat), filter(None, flat)))
    markets_of: dict[str, set[str]] = {}  # per industry, for this position: where it sells (_open_markets)
    raw_markets: dict[str, set[str]] = {}  # per industry, for this position: Selling.markets, read only
    unflipped_at: dict[str, set[str]] = {}  # per industry: where its unflipped tiles are (_buyers)
    for (loc, i), t in tiles:
        row = rows[t["industry"], t["level"]]
        flipped = t["flipped"]
        at_end = row.at_end and not flipped  # its icons are certain: link_icons counts them
        if at_end:
            end_flips.setdefault(loc, set()).add(i)
        if flipped or at_end:
            certain_icons[loc] = certain_icons.get(loc, 0) + row.link_vp
        if t["owner"] != seat:
            if not flipped and not at_end:
                pending_icons[loc] = pending_icons.get(loc, 0.0) + row.half_icons
            continue
        again = 2 if (not final_era and t["level"] > 1) else 1
        if flipped:
            out.append(("flipped", row.vp * again))
            continue
        if not at_end:
            pending_icons[loc] = pending_icons.get(loc, 0.0) + row.half_icons
        if row.holds is not None:
            cubes = t.get("cubes") or 0
            chance = 0.7 if cubes <= 1 else 0.4 if cubes <= 3 else 0.25
            chance *= use.get(row.holds, 1.0)
        elif row.flips_when_sold:
            industry = t["industry"]
            markets = markets_of.get(industry)
            if markets is None:
                raw = _markets(ed, obs, industry, raw_markets)
                markets = markets_of[industry] = _open_markets(ed, obs, industry, raw) if w.open_markets else raw
            if not markets:
                markets = _buyers_of(ed, obs, loc, tiles, unflipped_at, raw_markets)
            missing = _missing_links(game, obs, [loc], markets) if markets else None
            chance = 0.1 if missing is None else w.market_flip / (1 + missing)
        else:
            chance = 0.5
        if rounds_era <= 0:
            chance *= 0.5  # the era's last round: only the actions left this round can flip it
        gain = ed.level_of(income_now + row.income) - level_now
        # Duel: VP each round once flipped
        vp_income = row.vp_income * rounds
        if at_end:  # S1, End of game 1: flipped at the end without income: the VP is certain, the rest is not
            out.append(("built", row.vp + chance * (gain * max(rounds - 1, 0) * per_pound + vp_income)))
            continue
        chances.append((loc, i, chance))
        out.append(("built", chance * (row.vp * again + gain * max(rounds - 1, 0) * per_pound + vp_income)))

    printed = ed.printed_link_vp
    lines = ed.lines
    for line_id, owner in obs["links"].items():
        if owner == seat:
            ln = lines[line_id]
            a, b = ln.a, ln.b
            # link_icons at each end, then the pending icons, added in that order
            icons = ((printed[a] + certain_icons.get(a, 0)) + (printed[b] + certain_icons.get(b, 0))
                     + pending_icons.get(a, 0.0) + pending_icons.get(b, 0.0))
            out.append(("link", ed.network.score(obs, line_id, icons)))  # by its kind (Duel: Road, Rail, Ferry)
    if table.end_bonus:  # Duel: the Notable Persons (S1, End of game 2); none where the edition gives no end bonus
        bonus = end_bonus_expected(ed, obs, seat, end_flips, chances)
        if bonus:
            out.append(("persons", float(bonus)))
    cap = w.spend_per_action * (_actions_per_round(ed, obs) * rounds + (obs["actions_left"] or 0))
    spendable = min(me["money"], cap)
    debt = w.debt if level_now < 0 else 1.0  # a negative income pays out each round, then sells tiles
    out.append(("income", _income_value(game, level_now * rounds, cap - spendable, per_pound, debt, w)))
    if me.get("vp_income"):  # Duel: VP each round, this one included (S1, On your turn; End of game)
        out.append(("vp_income", me["vp_income"] * (rounds + 1)))
    soon = spendable if w.spend_soon is None else min(spendable, w.spend_per_action * w.spend_soon)
    out.append(("money", soon * per_pound + (me["money"] - soon) * end
                + min(max(me["money"], 0), w.reserve) * w.reserve_vp
                * (1.0 if rounds > 0 else 0.0)))
    for industry, taken in me["taken"].items():
        stack = ed.tiles[industry]
        if taken < len(stack) and stack[taken].era not in ("any", era):
            out.append(("stuck", w.stuck))
    building = ed.building  # Duel: its boats (S1, Boats)
    if building is not None and building.supply and rounds + (obs["actions_left"] or 0) > 0:
        out.append((building.supply, w.supply_vp * min(building.supply_held(obs, seat), w.supply_valued)))
    if w.cash_floor_vp and rounds > 0:  # Income Phase: a negative level pays out each round, then sells tiles
        short = w.cash_floor + 2 * max(-level_now, 0) - me["money"] - (max(level_now, 0) if w.cash_floor_income else 0)
        if short > 0:
            out.append(("broke", -w.cash_floor_vp * short))
    # a borrowing spiral: each later round pays out more; none where no Income Phase is left to pay (Lancashire
    # rulebook, End of a Round, 2 Take Income: not after the final round of the game)
    if w.floor_vp and level_now < w.floor_level and ed.eras.income_phase_remains(obs):
        out.append(("floor", w.floor_vp * (level_now - w.floor_level)))
    return out


def _income_value(game, pounds: float, room: float, per_pound: float, debt: float, w: Weights) -> float:
    """The income still to come (``pounds``: the level times the rounds left; Income Phase) in VP: at the value of
    money, a negative one ``debt`` times. With ``Weights.income_spends``, a positive income is worth that only up to
    the ``room`` the actions left can still spend beside the cash on hand (``spend_per_action``), the rest at the end
    rate, as the cash beyond it is: income the seat cannot spend scores nothing (Birmingham: money is no VP at the
    end), so a Loan (Loan Action: £30 for 3 income levels) is worth its cost only where the cash is needed."""
    if pounds <= 0 or not w.income_spends:
        return pounds * per_pound * debt
    used = min(pounds, max(room, 0.0))
    return used * per_pound + (pounds - used) * end_rate(game)


def _resource_use(ed, obs, future: float) -> dict[str, float]:
    """For each resource the board's unflipped tiles hold (coal, iron, beer): the share of it that can be used
    before the era ends, at most 1: ``future`` cubes (the builds, links and sales still to come), plus, for beer,
    the barrels the unflipped goods tiles need to sell (Birmingham, Sell Action), over what the tiles hold (all
    seats'). A mine, works or brewery flips only when its last cube is used: where every seat builds them and
    nobody builds what uses them, a new one is money that never comes back (issue 24: 2-player greedy games
    stranded at £0, every seat building breweries and coal mines)."""
    held: dict[str, int] = {}
    need: dict[str, int] = {}  # by resource: what the unflipped goods tiles need to sell (Edition.tile_needs)
    for spaces in obs["board"].values():
        for t in spaces:
            if t is None or t["flipped"]:
                continue
            ind = ed.industry[t["industry"]]
            if ind.holds is not None:
                held[ind.holds] = held.get(ind.holds, 0) + (t.get("cubes") or 0)
            elif ind.flips_when_sold:
                for res, n in ed.tile_needs(ed.spec(t["industry"], t["level"])).items():
                    need[res] = need.get(res, 0) + n
    return {r: 1.0 if n <= 0 else min(1.0, (future + need.get(r, 0)) / n) for r, n in held.items()}


def _actions_per_round(ed, obs) -> int:
    return ed.setup.get("actions_per_turn", 2)


def _open_markets(ed, obs, industry, markets: set[str] | None = None) -> set[str]:
    """Where a tile of ``industry`` can still sell: ``Selling.markets`` less a location whose buying tiles
    have all flipped (Lancashire, Sell Action: a port tile takes one sale, then flips and buys no more),
    and less the trade icons while the edition closes them (``Selling.trade_icons_open``; Lancashire, Sell Action:
    the Distant Cotton Market's marker on the X, or no tile left to draw).
    Markets without tiles of their own (Birmingham's merchants) stay. ``markets``: ``Selling.markets``, if asked."""
    trade = ed.trade_icon
    distant_open = ed.selling.trade_icons_open(obs)
    out = set()
    for loc in ed.selling.markets(obs, industry) if markets is None else markets:
        buyers = [t for t in obs["board"].get(loc) or () if t is not None and t["industry"] != industry
                  and ed.industry[t["industry"]].flips_when_sold]
        if any(not t["flipped"] for t in buyers) or (loc in trade and distant_open) or not (buyers or loc in trade):
            out.add(loc)
    return out


def _markets(ed, obs, industry, raw: dict[str, set[str]]) -> set[str]:
    """``Selling.markets(obs, industry)``, asked once per projection (``raw``; the answer is only read)."""
    found = raw.get(industry)
    if found is None:
        found = raw[industry] = ed.selling.markets(obs, industry)
    return found


def _buyers_of(ed, obs, loc, tiles, unflipped_at: dict[str, set[str]], raw: dict[str, set[str]]) -> set[str]:
    """For a tile that flips when goods are sold through it (a Lancashire port): where the unflipped mills are that
    could sell through ``loc`` (Sell Action: a cotton mill sells to a port tile). Read from the position's occupied
    spaces (``tiles``: ((location, index), tile) pairs), each industry's unflipped locations found once per
    projection (``unflipped_at``), its markets too (``raw``)."""
    out: set[str] = set()
    for industry, spec in ed.industry.items():
        if not spec.flips_when_sold or loc not in _markets(ed, obs, industry, raw):
            continue
        where = unflipped_at.get(industry)
        if where is None:
            where = unflipped_at[industry] = {at for (at, _), t in tiles
                                              if t["industry"] == industry and not t["flipped"]}
        out |= where
    return out


def projected_vp(game, seat: int, obs: dict | None = None, w: Weights = DEFAULT) -> float:
    """``seat``'s projected final VP in ``game``: the terms of ``projection``, added exactly (``exact.total``)."""
    return total(amount for _, amount in projection(game, seat, obs, w))


def best_other_vp(game, seat: int, w: Weights = DEFAULT) -> float:
    """The best projected VP among the seats other than ``seat`` (0 with none): the leader ``seat`` plays against
    (``Weights.rival``: the strong bot's search; the coach's hints say their lead over it)."""
    return max((projected_vp(game, s, w=w) for s in range(game.players) if s != seat), default=0.0)


def relative_value(game, seat: int) -> float:
    """``seat``'s projected VP minus the best other seat's: what a player who wants to win maximises."""
    return projected_vp(game, seat) - best_other_vp(game, seat)
