"""Questions about a position that the board, tutorials and bots ask: networks, connections,
where coal can reach, and what a decision will do before it is made."""

from __future__ import annotations

from .actions import Action, split_ref
from .board import View


def route(v: View, sources, targets) -> list[str]:
    """The shortest chain of locations over built links from any source to any target ([] if none)."""
    targets = set(targets)
    prev: dict[str, str | None] = {s: None for s in sources}
    frontier = list(sources)
    while frontier:
        nxt = []
        for here in frontier:
            if here in targets:
                path = [here]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return path[::-1]
            for there in sorted(v.adj[here]):
                if there not in prev:
                    prev[there] = here
                    nxt.append(there)
        frontier = nxt
    return []


def trade_locations(v: View) -> list[str]:
    """Locations showing a market trade icon now: board-edge markets and any Port tile."""
    locs = set(v.ed.trade_icon)
    for loc, spaces in v.st["board"].items():
        if any(t is not None and t["industry"] == "port" for t in spaces):
            locs.add(loc)
    return sorted(locs)


def trade_connected_locations(v: View) -> list[str]:
    return [loc for loc in v.ed.location_ids if v.trade_connected((loc,))]


def coal_reach(v: View) -> list[str]:
    """Locations where one coal could be consumed now: a connected mine with coal, or the market."""
    return [loc for loc in v.ed.location_ids if v.coal_options((loc,)) is not None]


def coal_route(v: View, locs, source: str | None) -> list[str]:
    if source is None:
        return []
    if source == "market":
        return route(v, locs, trade_locations(v))
    loc, _ = split_ref(source)
    return route(v, locs, [loc])


def action_locations(v: View, a: Action) -> tuple[str, ...]:
    if a.kind == "build" and a.target:
        return (a.target.partition("/")[0],)
    if a.kind == "network" and a.target:
        ln = v.ed.lines[a.target]
        return (ln.a, ln.b)
    return ()


def preview(game, action) -> dict:
    """What a legal decision will do: money, income and VP per player, markets, tiles flipped,
    and the route its coal travels. Computed by applying it to a copy, so it always agrees."""
    a = game.parse(action) if isinstance(action, str) else action
    reasons = game.why_not(a)
    if reasons:
        return {"legal": False, "reasons": [{"rule": r.rule, "message": r.message} for r in reasons]}
    before = game.state
    trial = game.clone()
    done = trial.apply(a)
    after = trial._state
    v = game._v()
    players = []
    for s, (b, c) in enumerate(zip(before["seats"], after["seats"])):
        players.append({
            "player": s,
            "money": c["money"] - b["money"],
            "spent": max(c["spent"] - b["spent"], 0),  # 0 when the round ended and spending reset
            "income_spaces": c["income"] - b["income"],
            "income_level": game.edition.level_of(c["income"]) - game.edition.level_of(b["income"]),
            "vp": c["vp"] - b["vp"],
        })
    flipped = []
    for loc, spaces in after["board"].items():
        for i, t in enumerate(spaces):
            old = before["board"][loc][i]
            if t is None or not t["flipped"]:
                continue
            if old is None or not old["flipped"] or (old["owner"], old["level"]) != (t["owner"], t["level"]):
                flipped.append(f"{loc}/{i + 1}")
    locs = action_locations(v, done)
    return {
        "legal": True,
        "action": str(done),
        "players": players,
        "coal": done.coal,
        "coal_route": coal_route(v, locs, done.coal),
        "iron": done.iron,
        "coal_market": after["coal_market"] - before["coal_market"],
        "iron_market": after["iron_market"] - before["iron_market"],
        "flipped": flipped,
        "log": after["log"][len(before["log"]):],
    }
