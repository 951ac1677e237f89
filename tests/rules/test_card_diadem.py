"""Diadem (a Prize of Tournament, Cornucopia first edition): a treasure worth 2 coins; when played, +1 coin
per action left unused this turn.

Rulings (official FAQ, in our words): the actions counted are those left when the action phase ended (the
first treasure played ends it), not actions an action card might have given later; with none left it is
worth 2; with a village's actions unused it is worth more."""

from __future__ import annotations


def test_diadem_counts_the_actions_left(table):
    t = table("tournament", "village")
    t.give("ann", hand=["village", "diadem", "copper"], deck=["estate"])
    t.play("village")  # 2 actions left
    t.add("diadem")
    assert t.game.coins == 4


def test_diadem_after_another_treasure_still_counts_the_actions_left(table):
    t = table("tournament")
    t.give("ann", hand=["copper", "diadem"])
    t.add("copper")  # the action phase ends with 1 action left
    t.add("diadem")
    assert t.game.coins == 1 + 3


def test_diadem_with_no_action_left(table):
    t = table("tournament", "smithy")
    t.give("ann", hand=["smithy", "diadem"], deck=["estate", "estate", "estate"])
    t.play("smithy")
    t.add("diadem")
    assert t.game.coins == 2


def test_diadem_counts_only_this_turn(table):
    t = table("tournament", "village")
    t.give("ann", hand=["village", "copper"], deck=["estate"])
    t.play("village")
    t.add("copper")
    t.clean()
    t.clean()  # bob's turn
    t.give("ann", hand=["diadem"])
    t.game.actions = 0
    t.add("diadem")
    assert t.game.coins == 2
