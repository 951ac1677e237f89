"""Adventures' player tokens in the rules core (docs/landscapes.md, section 6; docs/rules-core.md, "Player
tokens"): where each token acts, moved here by the game's own moves (the events and cards that move them
have their own test files)."""

from referee.rules.game import Game
from referee.rules.tokens import action_piles


def test_no_token_moved_leaves_the_game_without_tokens(table):
    t = table("village")
    assert t.game.player_tokens == {} and t.ann.tokens == {} and type(t.game) is Game


def test_a_plus_token_gives_its_bonus_before_the_card_each_time_a_card_of_its_pile_is_played(table):
    t = table("village", "throne-room")
    for token in ("+card", "+action", "+buy", "+coin"):
        t.game.move_token(t.ann, token, "village")
    t.give("ann", hand=["throne-room", "village"], deck=["copper"] * 6, discards=[])
    t.play("throne-room")
    t.answer("village")
    # Two plays of Village: each +1 card +1 action +1 buy +1 coin from the tokens, then +1 card +2 actions.
    assert (t.game.actions, t.game.buys, t.game.coins, len(t.ann.hand)) == (6, 3, 2, 4)


def test_another_players_tokens_do_nothing_for_me(table):
    t = table("village")
    t.game.move_token(t.bob, "+coin", "village")
    t.give("ann", hand=["village"], deck=["copper"] * 3, discards=[])
    t.play("village")
    assert t.game.coins == 0


def test_the_cost_token_takes_2_off_its_pile_on_its_owners_turns_only(table):
    t = table("village", "smithy", "ratcatcher")  # an Adventures card: the views show costs (v5's)
    t.game.move_token(t.ann, "-cost", "smithy")
    assert (t.game.cost("smithy"), t.game.cost("village")) == (2, 3)
    t.give("ann", hand=["copper", "copper"], deck=["copper"] * 5, discards=[])
    t.add("copper")
    t.add("copper")
    t.buy("smithy")
    t.clean()
    assert t.game.cost("smithy") == 4  # bob's turn


def test_the_cost_token_never_takes_a_cost_below_0(table):
    t = table("village", "bridge")
    t.game.move_token(t.ann, "-cost", "village")
    t.give("ann", hand=["bridge"], deck=["copper"] * 5, discards=[])
    t.play("bridge")
    assert t.game.cost("village") == 0


def test_the_minus_card_token_makes_the_next_draw_one_fewer_then_returns(table):
    t = table("smithy")
    t.game.take_token(t.ann, "-card")
    t.give("ann", hand=["smithy"], deck=["copper"] * 8, discards=[])
    t.play("smithy")
    assert (len(t.ann.hand), t.ann.tokens["-card"]) == (2, 0)


def test_the_minus_card_token_counts_at_clean_up_too(table):
    t = table("village")
    t.game.take_token(t.ann, "-card")
    t.give("ann", hand=["copper"], deck=["copper"] * 8, discards=[])
    t.clean()
    assert (len(t.ann.hand), t.ann.tokens["-card"]) == (4, 0)


def test_the_minus_coin_token_takes_1_off_the_next_coins_had_then_returns(table):
    t = table("village")
    t.game.take_token(t.ann, "-coin")
    t.give("ann", hand=["silver", "copper"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("copper")
    assert (t.game.coins, t.ann.tokens["-coin"]) == (2, 0)


def test_the_minus_coin_token_waits_for_its_holders_turn(table):
    t = table("village")
    t.game.take_token(t.bob, "-coin")
    t.give("ann", hand=["silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    assert (t.game.coins, t.bob.tokens["-coin"]) == (2, 1)
    t.clean()
    t.give("bob", hand=["copper", "copper"], deck=["copper"] * 5, discards=[])
    t.add("copper")
    t.add("copper")
    assert (t.game.coins, t.bob.tokens["-coin"]) == (1, 0)


def test_the_journey_token_starts_face_up_and_turns_over(table):
    t = table("village")
    assert t.game.turn_journey(t.ann) is False
    assert t.game.turn_journey(t.ann) is True
    assert t.ann.tokens["journey"] == 1


def test_tokens_are_told_and_listed(table):
    t = table("village", "knights")
    told = []
    t.game.listeners.append(lambda event: told.append((event.kind, event.player, event.cards)))
    top = t.game.pile_top("knights")
    assert action_piles(t.game)[top] == "knights"
    t.game.move_token(t.ann, "+card", top)
    t.game.take_token(t.bob, "-card")
    assert told == [("token", "ann", ("+card", "knights")), ("token", "bob", ("-card", "taken"))]
    tokens = t.game.tokens()
    assert tokens["knights.ann.+card"] == 1 and tokens["bob.-card"] == 1
