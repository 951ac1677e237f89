"""Page (Adventures, a Traveller): +1 card, +1 action; when discarded from play it may be exchanged for a
Treasure Hunter. The exchange (docs/landscapes.md, section 6) is tested here for every Traveller."""

from __future__ import annotations

UPGRADES = ("treasure-hunter", "warrior", "hero", "champion")


def test_its_upgrades_are_non_supply_piles_of_five(table):
    t = table("page")
    assert all(t.game.non_supply[card] == 5 for card in UPGRADES)
    assert not any(card in t.game.piles for card in UPGRADES)


def test_played_it_draws_and_gives_an_action(table):
    t = table("page")
    t.give("ann", hand=["page"], deck=["silver"], discards=[])
    assert t.play("page") is None
    assert t.ann.hand == ["silver"] and t.game.actions == 1


def test_discarded_from_play_it_may_be_exchanged_for_a_treasure_hunter(table):
    t = table("page")
    t.give("ann", hand=["page"], deck=["copper"] * 10, discards=[])
    t.play("page")
    t.clean()
    offer = t.game.pending
    assert (offer.player, offer.kind, offer.options, offer.min) == ("ann", "choose", ("treasure-hunter",), 0)
    assert t.answer("treasure-hunter") is None
    assert "treasure-hunter" in t.ann.discards and "page" not in t.ann.discards
    assert t.game.piles["page"] == 11 and t.game.non_supply["treasure-hunter"] == 4


def test_the_exchange_is_no_gain(table):
    t = table("page", "duplicate")
    t.give("ann", hand=["page"], deck=["copper"] * 10, discards=[])
    t.ann.mats["tavern"] = ["duplicate"]
    t.play("page")
    t.clean()
    t.answer("treasure-hunter")
    assert t.game.pending is None and t.game.player.name == "bob"  # no Duplicate call: nothing was gained


def test_declined_the_page_is_discarded(table):
    t = table("page")
    t.give("ann", hand=["page"], deck=["copper"] * 10, discards=[])
    t.play("page")
    t.clean()
    t.answer()
    assert "page" in t.ann.discards and t.game.non_supply["treasure-hunter"] == 5


def test_no_offer_when_the_upgrade_pile_is_empty(table):
    t = table("page")
    t.game.non_supply["treasure-hunter"] = 0
    t.give("ann", hand=["page"], deck=["copper"] * 10, discards=[])
    t.play("page")
    t.clean()
    assert t.game.pending is None and "page" in t.ann.discards


def test_a_page_not_in_play_is_not_exchanged(table):
    # Discarded from the hand at clean-up: not from play.
    t = table("page")
    t.give("ann", hand=["page"], deck=["copper"] * 10, discards=[])
    t.clean()
    assert t.game.pending is None and "page" in t.ann.discards


def test_each_page_in_play_is_offered_on_its_own(table):
    t = table("page")
    t.give("ann", hand=["page", "page"], deck=["copper"] * 10, discards=[])
    t.play("page")
    t.play("page")
    t.clean()
    t.answer("treasure-hunter")
    assert t.answer() is None
    assert sorted(c for c in t.ann.discards if c != "copper") == ["page", "treasure-hunter"]


def test_each_upgrade_exchanges_for_the_next(table):
    t = table("page")
    for card, upgrade in zip(UPGRADES, UPGRADES[1:], strict=False):
        t.give("ann", hand=[], deck=["copper"] * 10, discards=[], plays=[card])
        t.game.non_supply[card] -= 1  # the copy put into play
        before = t.game.non_supply[card]
        t.clean()
        offer = t.game.pending
        assert offer.options == (upgrade,)
        t.answer(upgrade)
        assert t.ann.discards[-1] == upgrade and t.game.non_supply[card] == before + 1
        t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
        t.clean()
