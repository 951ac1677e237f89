"""A protocol v5 test player through the player kit, for possessed turns with decisions: plays an Oasis
when it holds one, else a Possession, else a Noble Brigand, then its treasures; buys a Possession, a Potion
(three at most), a Province, a Gold, an Oasis, a Noble Brigand, a Silver, in that order of preference (each
when legal); every decision gets the kit's default answer. Deterministic: two of them play the same game for
the same seed."""

from __future__ import annotations

from players import kit
from protocol import Act, Add, Buy, Clean
from referee.rules.legality import check_play

ACTIONS = ("oasis", "possession", "noble-brigand")


class PossessorAttacks:
    def move(self, state):
        if state.actions:
            for card in ACTIONS:
                if card in state.hand:
                    return Act(card)
        treasures = [card for card in state.hand if card in ("copper", "silver", "gold", "potion")]
        if treasures:
            return Add(treasures[0])
        if state.buys:
            owned = (*state.deck, *state.hand, *state.plays, *state.discards)
            potion = ("potion",) if owned.count("potion") < 3 else ()
            for card in ("possession", *potion, "province", "gold", "oasis", "noble-brigand", "silver"):
                if check_play(state, Buy(card), arguments=False) is None:
                    return Buy(card)
        return Clean(state.hand[0]) if state.hand else Clean()


if __name__ == "__main__":
    raise SystemExit(kit.main(PossessorAttacks))
