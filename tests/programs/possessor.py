"""A protocol v5 test player through the player kit: plays Possession when it holds one, then its treasures;
buys a Possession, a Province, a Gold, one Potion, a Silver, in that order of preference (each when legal).
Deterministic: two of them play the same game for the same seed."""

from __future__ import annotations

from players import kit
from protocol import Act, Add, Buy, Clean
from referee.rules.legality import check_play


class Possessor:
    def move(self, state):
        if state.actions and "possession" in state.hand:
            return Act("possession")
        treasures = [card for card in state.hand if card in ("copper", "silver", "gold", "potion")]
        if treasures:
            return Add(treasures[0])
        if state.buys:
            owned = (*state.deck, *state.hand, *state.plays, *state.discards)
            wanted = (
                "province",
                "possession",
                "gold",
                *(("potion",) if "potion" not in owned else ()),
                "silver",
            )
            for card in wanted:
                if check_play(state, Buy(card), arguments=False) is None:
                    return Buy(card)
        return Clean(state.hand[0]) if state.hand else Clean()


if __name__ == "__main__":
    raise SystemExit(kit.main(Possessor))
