"""A card played on another player's turn (docs/rules-core.md, "A card played on another player's turn"): one
mechanism of the core for every such card, a Guard Dog revealed against an attack, a Weaver played by its
reaction to a discard, a Berserker gained: it leaves its owner's play at the end of that turn's Clean-up (the
official FAQs of Weaver, Trail and Guard Dog; the wiki's Berserker), told by a `discard` event, unless it was
made to stay (a Pirate). No card of these sets adds a rule of its own for it, so Guard Dog and Berserker bring
nothing into a game and may be in a Black Market deck."""

from __future__ import annotations

from referee.rules.decisions import Event
from referee.rules.game import count_cards
from referee.rules.promo import black_market_candidates, black_market_deck
from referee.rules.spec import SPECS


def test_a_guard_dog_and_a_weaver_played_on_the_attackers_turn_leave_at_the_end_of_its_clean_up(table):
    t = table("guard-dog", "weaver", "militia")
    t.give("ann", hand=["militia"], deck=["copper"] * 10)
    t.give(
        "bob", hand=["guard-dog", "weaver", "copper", "estate", "silver"], deck=["estate"] * 10, discards=[]
    )
    total = count_cards(t.game)
    seen: list[Event] = []
    t.game.listeners.append(seen.append)
    t.play("militia")
    t.answer("guard-dog")  # bob reveals it: played, +2 cards (hand of 4 after it, so +2 more)
    while t.game.pending is not None:
        decision = t.game.pending
        if decision.kind == "discard":
            t.answer(*(["weaver"] + [c for c in t.bob.hand if c == "estate"])[: decision.min])
        elif decision.kind == "play":
            t.answer("weaver")
        else:
            t.answer(*decision.options[: decision.min])
    assert sorted(t.bob.plays) == ["guard-dog", "weaver"]
    assert t.game.clean_up_rules == []  # no card's own rule: the core's
    t.clean()
    assert t.bob.plays == [] and {"guard-dog", "weaver"} <= set(t.bob.discards)
    assert Event("discard", "bob", ("guard-dog", "weaver")) in seen
    assert sum(count_cards(t.game).values()) == sum(total.values())  # the Silvers came from the supply


def test_a_pirate_played_on_another_players_turn_stays_beside_a_guard_dog_that_leaves(table):
    t = table("guard-dog", "pirate", "militia")
    t.give("ann", hand=["militia", "copper", "copper", "copper"], deck=["copper"] * 10)
    t.give("bob", hand=["guard-dog", "pirate", "copper", "copper"], deck=["estate"] * 10, discards=[])
    t.play("militia")
    t.answer("guard-dog")
    while t.game.pending is not None:
        decision = t.game.pending
        assert decision.player == "bob" and decision.kind == "discard", decision
        t.answer(*[c for c in t.bob.hand if c != "pirate"][: decision.min])
    for _ in range(3):
        t.add("copper")
    t.buy("silver")
    assert t.game.pending is not None and t.game.pending.card == "pirate"
    assert t.answer("pirate") is None
    assert sorted(t.bob.plays) == ["guard-dog", "pirate"]
    t.clean()
    assert t.bob.plays == ["pirate"] and "guard-dog" in t.bob.discards  # the Pirate stays until bob's turn


def test_guard_dog_and_berserker_bring_nothing_into_a_game(table):
    assert SPECS["guard-dog"].setup is None and SPECS["berserker"].setup is None
    t = table("black-market")
    candidates = {*black_market_candidates(t.game), *black_market_deck(t.game)}  # those dealt in the deck too
    assert "guard-dog" in candidates and "berserker" in candidates
