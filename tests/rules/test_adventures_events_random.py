"""Adventures' events and token cards in random games of the rules alone (docs/landscapes.md, section 6):
every event bought again and again by random legal players, every invariant checked after every play and
answer. The engine's judge of plays on a view learns events with protocol v6, so these games are played on
the `Game` itself: random legal plays of the view's `legal_plays`, events bought when `legal_plays`
allows, random legal answers (`legal_answers`)."""

import random

from protocol.messages import Act, Add, Buy
from referee import views
from referee.rules.game import Game, count_cards
from referee.rules.landscapes import spent_events
from referee.rules.legality import legal_answers, legal_plays
from referee.rules.spec import LANDSCAPE_SPECS, SPECS
from referee.rules.tokens import HELD_TOKENS, action_piles

EVENTS = sorted(name for name, spec in LANDSCAPE_SPECS.items() if spec.set == "adventures")
TOKEN_CARDS = ["bridge-troll", "giant", "ranger", "relic"]
POOL = sorted(
    name for name, spec in SPECS.items() if spec.kingdom and spec.set in ("base", "intrigue", "seaside")
)


def check(game, total) -> None:
    assert count_cards(game) == total
    assert min(game.actions, game.buys, game.coins) >= 0
    piles = set(action_piles(game).values())
    for placed in game.player_tokens.values():
        assert set(placed.values()) <= piles
    for player in game.players:
        assert all(player.tokens.get(token, 0) in (0, 1) for token in HELD_TOKENS)
        assert player.debt == 0


def play_random_game(seed: int, bought: set[str]) -> None:
    """One random game of `seed` with every Adventures event, its invariants checked at every step; the
    events bought are added to `bought`."""
    rng = random.Random(seed)
    kingdom = [*rng.sample(TOKEN_CARDS, 2), *rng.sample([c for c in POOL if c not in TOKEN_CARDS], 8)]
    game = Game(["ann", "bob", "cat"][: 2 + seed % 2], seed=seed, turn_limit=15, kingdom=[*kingdom, *EVENTS])
    for player in game.players:
        player.deck.extend(["gold"] * 3)  # a richer start: the dear events (Pathfinding: 8) get bought too
    total = count_cards(game)
    steps = 0
    while not game.over:
        steps += 1
        assert steps < 5000
        if game.pending is not None:
            answer = list(rng.choice(legal_answers(game.pending)))
            if game.pending.ordered:
                rng.shuffle(answer)
            game.answer(tuple(answer))
        else:
            player = game.player
            plays = legal_plays(views.view(game), arguments=False, spent=spent_events(game, player))
            buys = [p for p in plays if isinstance(p, Buy) and p.card in game.events]
            acts = [p for p in plays if isinstance(p, Act)]
            adds = [p for p in plays if isinstance(p, Add)]
            if acts and rng.random() < 0.7:
                play = rng.choice(acts)
            elif adds and rng.random() < 0.9:
                play = rng.choice(adds)
            elif buys and rng.random() < 0.7:
                most = max(LANDSCAPE_SPECS[buy.card].cost for buy in buys)
                dearest = [buy for buy in buys if LANDSCAPE_SPECS[buy.card].cost == most]
                play = rng.choice(dearest if rng.random() < 0.5 else buys)
                bought.add(play.card)
            else:
                play = rng.choice(plays)
            game.apply(play)
        check(game, total)
    assert game.end is not None


def test_random_games_with_every_event_keep_every_invariant():
    bought: set[str] = set()
    for seed in range(8):
        play_random_game(seed, bought)
    assert sorted(set(EVENTS) - bought) == []
