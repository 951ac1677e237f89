"""The rules core's canonical order of cards is protocol's `Card` order for every card with a spec, which
the v5 views rely on (`referee.views.v5`: costs listed in the order `Game.costs_differing` gives)."""

from __future__ import annotations

from protocol.messages import Card
from referee.rules.spec import ORDER


def test_the_rules_order_is_the_protocols():
    protocol = [card.value for card in Card if card.value in ORDER]
    assert protocol == sorted(ORDER, key=ORDER.__getitem__)
