"""The DominAI codec: JSON-RPC messages, card names, and the shapes of params and results."""

from __future__ import annotations

import json

import pytest

from protocol import dominai
from protocol.messages import Card


def test_decode_tells_requests_notifications_and_responses_apart():
    assert dominai.decode(
        '{"jsonrpc":"2.0","id":"a1","method":"Buy","params":{"card":"Gold"}}'
    ) == dominai.Request("a1", "Buy", {"card": "Gold"})
    assert dominai.decode('{"jsonrpc":"2.0","method":"Shuffle","params":{}}') == dominai.Notification(
        "Shuffle", {}
    )
    assert dominai.decode('{"jsonrpc":"2.0","id":3,"result":null}') == dominai.Response(3, None)
    error = dominai.decode('{"jsonrpc":"2.0","id":3,"error":{"code":1,"message":"x"}}')
    assert error.error == {"code": 1, "message": "x"}


@pytest.mark.parametrize(
    "text,code,words",
    [
        ("{", dominai.PARSE_ERROR, "not JSON"),
        ("[]", dominai.INVALID_REQUEST, "batches"),
        ('"Play"', dominai.INVALID_REQUEST, "a JSON object"),
        ('{"id":1,"method":"Play"}', dominai.INVALID_REQUEST, '"jsonrpc": "2.0"'),
        ('{"jsonrpc":"2.0","id":[1],"method":"Play"}', dominai.INVALID_REQUEST, '"id" must be'),
        ('{"jsonrpc":"2.0","id":1,"method":7}', dominai.INVALID_REQUEST, '"method" must be a string'),
        ('{"jsonrpc":"2.0","id":1}', dominai.INVALID_REQUEST, "exactly one of"),
    ],
)
def test_decode_refuses_what_is_not_one_json_rpc_message(text, code, words):
    with pytest.raises(dominai.RpcError) as refused:
        dominai.decode(text)
    assert refused.value.code == code and words in refused.value.message


def test_printed_messages_are_json_rpc_2():
    assert json.loads(dominai.request(1, "StartGame", {})) == {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "StartGame",
        "params": {},
    }
    body = json.loads(dominai.error(None, dominai.INVALID_PARAMS, "params.card: ..."))
    assert body["id"] is None and body["error"] == {
        "code": -32602,
        "message": "Invalid params",
        "data": "params.card: ...",
    }


def test_card_names_are_dominai_spellings_both_ways():
    assert dominai.card_to_wire("throne-room") == "ThroneRoom"
    assert dominai.card_to_wire("council-room") == "CouncilRoom"
    assert dominai.card_from_wire("Copper", "card") == Card.COPPER
    assert len(dominai.CARD_FROM_WIRE) == len(Card)
    with pytest.raises(dominai.ParamsError, match="spells the card 'copper' as 'Copper'"):
        dominai.card_from_wire("copper", "params.card")
    with pytest.raises(dominai.ParamsError, match="params.card: 'Coppers' is not a card"):
        dominai.card_from_wire("Coppers", "params.card")


def test_play_data_gives_the_answers_of_each_cards_decisions_in_order():
    answers = dominai.play_answers
    assert answers(Card.REMODEL, {"trash": "Estate", "gain": "Silver"}) == [
        (Card.REMODEL, (Card.ESTATE,)),
        (Card.REMODEL, (Card.SILVER,)),
    ]
    assert answers(Card.ARTISAN, {"gain": "Silver", "topdeck": "Estate"}) == [
        (Card.ARTISAN, (Card.SILVER,)),
        (Card.ARTISAN, (Card.ESTATE,)),
    ]
    assert answers(Card.MONEYLENDER, False) == [(Card.MONEYLENDER, ())]
    assert answers(Card.CELLAR, None) == [(Card.CELLAR, ())]
    assert answers(Card.SMITHY, None) == []
    nested = {"card": "ThroneRoom", "data": {"card": "Workshop", "data": "Silver"}}
    assert answers(Card.THRONE_ROOM, nested) == [
        (Card.THRONE_ROOM, (Card.THRONE_ROOM,)),
        (Card.THRONE_ROOM, (Card.WORKSHOP,)),
        (Card.WORKSHOP, (Card.SILVER,)),
    ]


@pytest.mark.parametrize(
    "card,data,words",
    [
        (Card.WORKSHOP, None, "(Workshop's data is Card: the card to gain)"),
        (Card.REMODEL, ["Estate"], "expected an object"),
        (Card.MONEYLENDER, "yes", "expected true or false"),
        (Card.CELLAR, ["Copper", 3], "data[1]: expected a card name"),
    ],
)
def test_play_data_of_the_wrong_shape_says_the_shape(card, data, words):
    with pytest.raises(dominai.ParamsError) as refused:
        dominai.play_answers(card, data)
    assert words in refused.value.message


def test_data_of_a_card_that_takes_none_is_ignored_as_dominai_ignores_it():
    assert dominai.play_answers(Card.SMITHY, ["Copper"]) == []
    assert dominai.play_answers(Card.COPPER, [1, 2]) == []
    assert dominai.parse_vassal({"play": True, "data": {"card": "Festival"}}, Card.FESTIVAL) == (True, [])


def test_throne_room_data_nested_too_deep_is_refused():
    data = None
    for _ in range(dominai.MAX_NESTING + 2):
        data = {"card": "ThroneRoom", "data": data}
    with pytest.raises(dominai.ParamsError, match="nested deeper"):
        dominai.play_answers(Card.THRONE_ROOM, data)


def test_play_data_is_the_inverse_of_play_answers():
    cases = [
        ("remodel", [("estate",), ("silver",)]),
        ("mine", [("copper",), ("silver",)]),
        ("artisan", [("silver",), ("estate",)]),
        ("cellar", [("estate", "copper")]),
        ("workshop", [("silver",)]),
        ("moneylender", [("copper",)]),
    ]
    for card, answers in cases:
        data = dominai.play_data(card, answers)
        assert [answer for _, answer in dominai.play_answers(Card(card), data)] == answers


def test_results_of_the_servers_requests():
    assert dominai.parse_attack({"reaction": "Moat"}, Card.MILITIA) == (True, None)
    assert dominai.parse_attack({"reaction": "Moat", "data": "whatever"}, Card.MILITIA) == (True, None)
    assert dominai.parse_attack({"data": ["Copper"]}, Card.MILITIA) == (False, (Card.COPPER,))
    assert dominai.parse_attack({"data": "reveal"}, Card.BUREAUCRAT) == (False, ())
    assert dominai.parse_attack(None, Card.WITCH) == (False, None)
    with pytest.raises(dominai.ParamsError, match="takes no data"):
        dominai.parse_attack({"data": ["Copper"]}, Card.WITCH)
    assert dominai.parse_sentry([{"card": "Gold", "placement": "topdeck"}]) == [(Card.GOLD, "topdeck")]
    with pytest.raises(dominai.ParamsError, match="placement"):
        dominai.parse_sentry([{"card": "Gold", "placement": "keep"}])
    assert dominai.parse_vassal({"play": True, "data": "Silver"}, Card.WORKSHOP) == (
        True,
        [(Card.WORKSHOP, (Card.SILVER,))],
    )
    assert dominai.parse_game_over({"rematch": True}) is True
    assert dominai.parse_game_over(None) is False


def test_rule_messages_are_told_in_dominai_spelling():
    text = "(act throne-room mine) needs a throne-room in your hand; your hand is (copper council-room)"
    assert dominai.in_dominai_words(text) == (
        "(act ThroneRoom Mine) needs a ThroneRoom in your hand; your hand is (Copper CouncilRoom)"
    )
    assert dominai.in_dominai_words("no actions left (coins 0)") == "no actions left (coins 0)"
