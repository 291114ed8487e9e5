"""StrongBot: plans its whole turn (both actions, with their continuations) on sampled deals.

For each decision it

1. deals ``samples`` games from what its seat may see (``game.dealt_for(seat, seed)``: the other hands,
   the deck order and the face-down tiles dealt again from the bot's seed and the sample's number), and
   on each:
2. scores every legal decision by the projected final VP after it (``evaluation.projected_vp``),
   averaged over the face-down tiles it may turn over (``Game.outcomes``);
3. takes the ``width`` best moves (the same move with another card counts once) and plays each to the
   end of its turn with a cheap policy (at each further
   decision of the turn, the one with the best projected VP), then scores where the turn ends;
4. picks the first decision whose turn ends best, summed over the samples (ties: ``legal_actions()``
   order).

The budget is deterministic (``samples``, ``width``, and ``max_evals`` evaluations per decision), so a
seeded bot makes the same decisions on any machine, however fast; ``time_limit`` (seconds, off by
default) additionally stops widening the search when time runs out, for interactive play only.
"""

from __future__ import annotations

import time

from .evaluation import DEFAULT, Weights, projected_vp


class StrongBot:
    name = "strong"
    thinks_long = True  # up to a second a decision: the board lets it think in a worker thread

    def __init__(self, seed: int | None = 0, samples: int = 1, width: int = 20, max_evals: int = 5000,
                 time_limit: float | None = None, weights: dict | None = None):
        self.seed = seed or 0
        self.samples = max(1, int(samples))
        self.width = max(1, int(width))
        self.max_evals = max(1, int(max_evals))
        self.time_limit = time_limit
        self.weights = Weights(**weights) if weights else DEFAULT

    # -- the search -------------------------------------------------------------------------------
    def choose(self, game):
        seat = game.current_player
        if seat is None:
            raise ValueError("no legal decision: the game is over")
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        self._evals = 0
        self._deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        totals: dict[str, float] = {}
        for k in range(self.samples):
            seen = game.dealt_for(seat, seed=self.seed * 7919 + k)
            for text, value in self._turn_values(seen, seat).items():
                totals[text] = totals.get(text, 0.0) + value
        best, best_value = actions[0], None
        for a in actions:
            value = totals.get(str(a))
            if value is not None and (best_value is None or value > best_value):
                best, best_value = a, value
        return best

    def _value(self, game, seat) -> float:
        self._evals += 1
        return projected_vp(game, seat, w=self.weights)

    def _out_of_budget(self) -> bool:
        if self._evals >= self.max_evals:
            return True
        return self._deadline is not None and time.perf_counter() > self._deadline

    def _turn_values(self, seen, seat) -> dict[str, float]:
        """Each legal decision's value (text -> projected VP where the turn ends, or after the decision
        for those the budget left unexplored, less a margin so explored ones win ties)."""
        turn = (seen.era, seen.round)
        first = []
        for i, a in enumerate(seen.legal_actions()):
            outs = seen.outcomes(a)
            value = sum(p * self._value(after, seat) for p, after in outs)
            first.append((value, i, a, outs))
        first.sort(key=lambda x: (-x[0], x[1]))
        values = {str(a): value - 1000.0 for value, _, a, _ in first}
        planned: set = set()
        for _, _, a, outs in first:
            if len(planned) >= self.width or self._out_of_budget():
                break
            move = _move(a)
            if move in planned:  # the same move with another card: its first-listed best card is planned
                continue
            planned.add(move)
            values[str(a)] = sum(p * self._finish(after, seat, turn) for p, after in outs)
        return values

    def _finish(self, game, seat, turn) -> float:
        """Play the rest of ``seat``'s turn on ``game`` (a clone it owns), each decision the one with the
        best projected VP; return the projected VP where the turn ends."""
        while (not game.is_over and game.current_player == seat and (game.era, game.round) == turn
               and not self._out_of_budget()):
            best, best_value = None, None
            for a in game.legal_actions():
                after = game.clone()
                after.apply(a)
                value = self._value(after, seat)
                if best_value is None or value > best_value:
                    best, best_value = after, value
            game = best
        return self._value(game, seat)


def _move(action):
    """A decision less the card it discards (a double build stays its own move): the search plans one
    card per move, since where a move ends its turn does not depend on which card paid for it."""
    return action if action.card in (None, "double") else action._replace(card=None)
