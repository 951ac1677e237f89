"""Protocol v5 (docs/protocol.md, "Version 5"): every card of the catalogue, the new plays, defenses,
options, events and the v5 state; parse and print round-trip, v4 is unchanged, hostile input gets a clear
`ProtocolError`."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol import (
    ACT_SHAPES_V4,
    ACT_SHAPES_V5,
    ALL_ACTIONS,
    ALL_ATTACKS,
    ALL_TREASURES,
    BASE_GAME,
    DECISION_KINDS_V5,
    DECISION_SOURCES_V5,
    EVENT_SHAPES_V5,
    GAIN_PLACES,
    MATS,
    PILE_TOKENS,
    REACTIONS,
    SHOWN_ACT_SHAPES_V5,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Choice,
    Choose,
    Clean,
    Coffers,
    Decide,
    Defended,
    DiscardDefense,
    Happened,
    MoatDefense,
    Move,
    Moved,
    ProtocolError,
    Question,
    RevealDefense,
    SeatRecord,
    StateV4,
    StateV5,
    parse_answer,
    parse_defense,
    parse_notification,
    parse_play,
    parse_question,
    parse_state,
    to_wire,
)
from protocol.catalogue import CATALOGUE
from protocol.framing import DEFAULT_MAX_BYTES, DatumSplitter
from protocol.versions import VERSIONS

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True)


# ---- the v5 vocabulary ---------------------------------------------------------------------------------


def test_v5_names_every_card_of_the_catalogue_and_v4_only_the_base_game() -> None:
    assert {card.value for card in Card} == set(CATALOGUE)
    # v5 names the cards up to Guilds and the promos of those years; v6 adds Adventures and Empires.
    assert VERSIONS[5].cards == {c for c in Card if CATALOGUE[c].set not in ("adventures", "empires")}
    assert VERSIONS[4].cards == frozenset(BASE_GAME)
    assert {card.value for card in BASE_GAME} == {n for n, f in CATALOGUE.items() if f.set == "base"}


def test_canonical_order_keeps_v4s_order_on_the_base_game() -> None:
    order = list(Card)
    assert order[:10] == [
        Card.COPPER,
        Card.SILVER,
        Card.GOLD,
        Card.PLATINUM,
        Card.POTION,
        Card.ESTATE,
        Card.DUCHY,
        Card.PROVINCE,
        Card.COLONY,
        Card.CURSE,
    ]
    assert [card for card in order if card in BASE_GAME] == list(BASE_GAME)
    assert order[: len(BASE_GAME) + 3] == sorted(
        (*BASE_GAME, Card.PLATINUM, Card.POTION, Card.COLONY), key=order.index
    )
    rest = [card.value for card in order[len(BASE_GAME) + 3 :]]
    assert rest == sorted(rest)
    assert all(CATALOGUE[card].set != "base" for card in rest)


def test_v5_shapes_keep_v4s_and_give_every_new_action_no_argument() -> None:
    assert set(ACT_SHAPES_V5) == set(ALL_ACTIONS & V5)
    for card, shape in ACT_SHAPES_V5.items():
        assert shape == ACT_SHAPES_V4.get(card, ())
    assert SHOWN_ACT_SHAPES_V5[Card.ARTISAN] == ("card",)


# ---- strategies ------------------------------------------------------------------------------------------

V5 = VERSIONS[5].cards
cards = st.sampled_from([card for card in Card if card in V5])
card_tuples = st.lists(cards, max_size=10).map(tuple)
names = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8)
numbers = st.one_of(st.integers(0, 20), st.integers(0, 10**18 - 1))
words = st.sampled_from(["+card", "+action", "+buy", "+coin", "+cards", "trash", "discard", "gold", "x-1"])
amounts = st.integers(0, 10**18 - 1).map(str)
options = st.lists(st.one_of(cards, st.just(Choice.DISCARD_DECK), words, amounts), max_size=8).map(tuple)
new_actions = st.sampled_from(sorted(card for card in ALL_ACTIONS & V5 if card not in ACT_SHAPES_V4))


def acts(depth: int = 0) -> st.SearchStrategy[Act]:
    plain = new_actions.map(Act)
    base = st.sampled_from([Act(Card.SMITHY), Act(Card.REMODEL, (Card.ESTATE, Card.KINGS_COURT))])
    if depth >= 3:
        return st.one_of(plain, base)
    return st.one_of(plain, base, acts(depth + 1).map(lambda a: Act(Card.THRONE_ROOM, (a,))))


plays = st.one_of(
    acts(),
    st.sampled_from(sorted(ALL_TREASURES & V5)).map(Add),
    cards.map(Buy),
    st.none().map(Clean),
    cards.map(Clean),
    st.integers(1, 10**18 - 1).map(Coffers),
)

seats = st.builds(
    SeatRecord,
    name=names,
    vp=numbers,
    coffers=numbers,
    pirate_ship=numbers,
    durations=card_tuples,
    mats=st.lists(st.tuples(st.sampled_from(MATS), card_tuples), max_size=2, unique_by=lambda m: m[0]).map(
        tuple
    ),
)

states = st.builds(
    StateV5,
    players=st.lists(names, min_size=1, max_size=4).map(tuple),
    supply=st.lists(cards, max_size=30).map(tuple),
    trash=card_tuples,
    actions=numbers,
    buys=numbers,
    coins=numbers,
    deck=card_tuples,
    hand=card_tuples,
    plays=card_tuples,
    discards=card_tuples,
    aside=card_tuples,
    kingdom=card_tuples,
    potions=numbers,
    seats=st.lists(seats, max_size=4).map(tuple),
    piles=st.lists(
        st.tuples(cards, st.lists(st.sampled_from(PILE_TOKENS), min_size=1, max_size=3).map(tuple)),
        max_size=3,
    ).map(tuple),
    trade_route=numbers,
    non_supply=card_tuples,
    costs=st.lists(st.tuples(cards, numbers), max_size=4).map(tuple),
    banned=card_tuples,
)

questions = st.builds(
    Question,
    player=names,
    card=cards,
    kind=st.sampled_from(DECISION_KINDS_V5),
    source=st.sampled_from(DECISION_SOURCES_V5),
    target=st.one_of(st.none(), names),
    options=options,
    min=st.integers(0, 4),
    max=st.integers(4, 9),
    ordered=st.booleans(),
)


def events(name: str) -> st.SearchStrategy[Happened]:
    def of(kind: str, shape: str) -> st.SearchStrategy[Happened]:
        if shape == "gain":
            return st.builds(
                lambda c, to: Happened(name, kind, (c,), to), cards, st.sampled_from(GAIN_PLACES)
            )
        if shape == "none":
            return st.just(Happened(name, kind))
        if shape == "amount":
            return numbers.map(lambda n: Happened(name, kind, amount=n))
        if shape == "token":
            return st.builds(lambda c, t: Happened(name, kind, (c,), t), cards, st.sampled_from(PILE_TOKENS))
        if shape == "mat":
            return st.builds(lambda m, cs: Happened(name, kind, cs, m), st.sampled_from(MATS), card_tuples)
        if kind == "attack":
            return st.sampled_from(sorted(ALL_ATTACKS & V5)).map(lambda c: Happened(name, kind, (c,)))
        if shape == "card":
            return cards.map(lambda c: Happened(name, kind, (c,)))
        return card_tuples.map(lambda cs: Happened(name, kind, cs))

    return st.one_of(*(of(kind, shape) for kind, shape in EVENT_SHAPES_V5.items()))


defenses = st.one_of(
    st.just(MoatDefense()),
    card_tuples.map(DiscardDefense),
    st.sampled_from(sorted((REACTIONS & V5) - {Card.MOAT})).map(RevealDefense),
)

notifications = st.one_of(
    states.map(Move),
    st.builds(Moved, names, plays),
    st.builds(Attacked, st.sampled_from(sorted(ALL_ATTACKS & V5)).map(Act), names, states),
    st.builds(Defended, names, defenses),
    st.builds(Decide, names, questions, states),
    names.flatmap(events),
)


def assert_round_trip(message, parse) -> None:
    wire = to_wire(message)
    assert "\n" not in wire and "  " not in wire and "( " not in wire and " )" not in wire
    assert parse(wire, 5) == message
    assert to_wire(parse(wire, 5)) == wire


@SETTINGS
@given(plays)
def test_v5_plays_round_trip(play) -> None:
    assert_round_trip(play, parse_play)


@SETTINGS
@given(notifications)
def test_v5_notifications_round_trip(note) -> None:
    assert_round_trip(note, parse_notification)


@SETTINGS
@given(states)
def test_v5_states_round_trip(state) -> None:
    assert_round_trip(state, parse_state)


@SETTINGS
@given(questions)
def test_v5_decision_records_round_trip(question) -> None:
    assert_round_trip(question, parse_question)


@SETTINGS
@given(options.map(Choose))
def test_v5_answers_round_trip(answer) -> None:
    assert_round_trip(answer, parse_answer)


@SETTINGS
@given(defenses)
def test_v5_defenses_round_trip(defense) -> None:
    assert_round_trip(defense, parse_defense)


# ---- exact spelling ----------------------------------------------------------------------------------------


def test_exact_spelling_of_the_v5_messages() -> None:
    state = StateV5(
        ("ann", "bob"),
        (Card.COPPER, Card.PLATINUM, Card.COLONY, Card.BISHOP),
        (),
        1,
        1,
        0,
        (),
        (Card.PAWN,),
        (),
        (),
        (),
        (Card.BISHOP,),
        potions=1,
        seats=(
            SeatRecord("ann", vp=2, coffers=1, mats=(("native-village", (Card.GOLD,)),)),
            SeatRecord("bob", durations=(Card.KINGS_COURT, Card.CARAVAN), mats=(("island", (Card.ESTATE,)),)),
        ),
        piles=((Card.SILVER, ("trade-route",)), (Card.BISHOP, ("embargo", "embargo"))),
        trade_route=3,
        non_supply=(Card.SPOILS,),
        costs=((Card.BISHOP, 3),),
    )
    assert to_wire(state) == (
        "((players ann bob) (supply copper platinum colony bishop) (trash) (actions 1) (buys 1) (coins 0) "
        "(deck) (hand pawn) (plays) (discards) (aside) (kingdom bishop) (potions 1) "
        "(seats (ann (vp 2) (coffers 1) (pirate-ship 0) (durations) (mats (native-village gold))) "
        "(bob (vp 0) (coffers 0) (pirate-ship 0) (durations kings-court caravan) (mats (island estate)))) "
        "(piles (silver trade-route) (bishop embargo embargo)) (trade-route 3) (non-supply spoils) "
        "(costs (bishop 3)) (banned))"
    )
    empty = StateV5(("ann",), (), (), 0, 0, 0, (), (), (), (), (), ())
    assert to_wire(empty).endswith(
        "(aside) (kingdom) (potions 0) (seats) (piles) (trade-route 0) (non-supply) (costs) (banned))"
    )
    assert to_wire(Coffers(2)) == "(coffers 2)"
    assert to_wire(RevealDefense(Card.SECRET_CHAMBER)) == "(reveal secret-chamber)"
    assert to_wire(Choose(("+card", "+coin"))) == "(choose +card +coin)"
    assert to_wire(Happened("ann", "vp", amount=2)) == "(happened ann (vp 2))"
    assert (
        to_wire(Happened("ann", "token", (Card.SMITHY,), "embargo"))
        == "(happened ann (token smithy embargo))"
    )
    assert to_wire(Happened("ann", "mat", (), "native-village")) == "(happened ann (mat native-village))"
    assert to_wire(Happened("ann", "extra-turn")) == "(happened ann (extra-turn))"
    assert parse_play("(act throne-room (act bishop))", 5) == Act(Card.THRONE_ROOM, (Act(Card.BISHOP),))
    assert parse_answer("(choose 2 +card gold)", 5) == Choose(("2", "+card", Card.GOLD))


def test_v4_messages_print_and_parse_as_before_in_v5() -> None:
    v4 = StateV4(("a", "b"), (Card.COPPER,), (), 1, 1, 0, (), (Card.SMITHY,), (), (), (), (Card.SMITHY,))
    wire = to_wire(v4)
    assert wire.endswith("(aside) (kingdom smithy))")
    assert parse_state(wire, 4) == v4
    for play in (
        "(act remodel estate silver)",
        "(act throne-room (act smithy))",
        "(act chancellor discard-deck)",
    ):
        assert to_wire(parse_play(play, 5)) == play == to_wire(parse_play(play, 4))


def test_the_v5_state_of_a_four_player_colony_game_fits_the_framing_limit() -> None:
    """A 4-player v5 view with every pile of a Prosperity game full, 64-letter names and every seat holding
    mats and durations: far below the 64 KiB limit."""
    kingdom = tuple(sorted(c for c in Card if CATALOGUE[c].set == "prosperity" and CATALOGUE[c].kingdom)[:10])
    basics = (Card.COPPER, Card.SILVER, Card.GOLD, Card.PLATINUM, Card.ESTATE, Card.DUCHY, Card.PROVINCE)
    supply = tuple(
        c for c in (*basics, Card.COLONY, Card.CURSE, *kingdom) for _ in range(CATALOGUE[c].pile[2])
    )
    players = tuple(letter * 64 for letter in "abcd")
    big = 10**18 - 1
    seat_records = tuple(
        SeatRecord(name, big, big, big, kingdom[:4], (("island", kingdom[:6]), ("native-village", kingdom)))
        for name in players
    )
    state = StateV5(
        players,
        supply,
        kingdom,
        big,
        big,
        big,
        (Card.COPPER,) * 28,
        (Card.ESTATE,) * 12,
        kingdom,
        kingdom,
        kingdom,
        kingdom,
        big,
        seat_records,
        tuple((card, ("embargo",) * 5) for card in kingdom),
        big,
        (Card.SPOILS,) * 15,
        tuple((card, big) for card in kingdom),
    )
    question = Question(players[0], Card.KINGS_COURT, "play", "hand", players[1], supply, big, big, True)
    text = to_wire(Decide(players[0], question, state))
    assert len(text.encode()) < DEFAULT_MAX_BYTES // 2
    assert DatumSplitter().feed(text.encode() + b"\n") == [text]
    assert to_wire(parse_notification(text, 5)) == text


# ---- hostile input -----------------------------------------------------------------------------------------

STATE5 = (
    "((players a b) (supply copper) (trash) (actions 0) (buys 0) (coins 0) (deck) (hand) (plays) (discards) "
    "(aside) (kingdom smithy) (potions 0) (seats (a (vp 0) (coffers 0) (pirate-ship 0) (durations) (mats))) "
    "(piles) (trade-route 0) (non-supply) (costs) (banned))"
)

HOSTILE_V5 = [
    ("(coffers 0)", parse_play, 5, "(coffers number) spends at least 1 Coffers, got 0"),
    ("(coffers)", parse_play, 5, "(coffers number) takes 1 number, got 0 items"),
    ("(coffers two)", parse_play, 5, "(coffers number) takes a non-negative decimal integer, got two"),
    ("(coffers 2)", parse_play, 4, "got (coffers 2) ((coffers N) comes with v5)"),
    ("(act kings-court smithy)", parse_play, 5, "(act kings-court) takes no cards, got 1"),
    ("(act bank)", parse_play, 5, "(act card ...) needs an action card: bank is not one"),
    ("(add pawn)", parse_play, 5, "(add treasure) takes a treasure: pawn is not a treasure"),
    ("(buy kings-court)", parse_play, 4, "card 'kings-court' is not part of protocol v4 (protocol v5"),
    ("(buy kingscourt)", parse_play, 5, "unknown card 'kingscourt': no card of the catalogue has this name"),
    ("(buy Kings-Court)", parse_play, 5, "card names are lowercase: got Kings-Court"),
    ("(reveal moat)", parse_defense, 5, "a Moat is revealed with (moat)"),
    ("(reveal smithy)", parse_defense, 5, "(reveal card) takes a reaction card: smithy is not one"),
    (
        "(reveal secret-chamber)",
        parse_defense,
        4,
        "(reveal card) is not part of protocol v4 (it comes with v5)",
    ),
    ("(choose +Card)", parse_answer, 5, "expected an option"),
    ('(choose "gold")', parse_answer, 5, "write options without quotes"),
    ("(choose 1234567890123456789)", parse_answer, 5, "amount too large (19 digits"),
    ("(choose +card)", parse_answer, 4, "unknown card '+card'"),
    (f"(move {STATE5.replace(' (costs)', '')})", parse_notification, 5, "expected (costs ...) as field 18"),
    (
        f"(move {STATE5.replace('(vp 0) ', '')})",
        parse_notification,
        5,
        "expected (vp ...) as field 1 of the seat",
    ),
    (f"(move {STATE5.replace('(piles)', '(piles (silver))')})", parse_notification, 5, "a pile's tokens"),
    (f"(move {STATE5.replace('(piles)', '(piles (silver gold))')})", parse_notification, 5, "got gold"),
    (f"(move {STATE5.replace('(mats)', '(mats (hand gold))')})", parse_notification, 5, "expected a mat"),
    (f"(move {STATE5.replace('(costs)', '(costs (bishop))')})", parse_notification, 5, "expected a cost"),
    (f"(move {STATE5})", parse_notification, 4, "the state has 12 fields, got 19"),
    ("(happened a (vp))", parse_notification, 5, "expected (vp number) with one number"),
    ("(happened a (vp 2))", parse_notification, 4, "expected an event"),
    (
        "(happened a (token smithy gold))",
        parse_notification,
        5,
        "takes one of embargo, trade-route, got gold",
    ),
    (
        "(happened a (mat))",
        parse_notification,
        5,
        "takes a mat (island, native-village, horse-traders, farmhands, joust, possession, prince), "
        "then cards",
    ),
    ("(happened a (extra-turn a))", parse_notification, 5, "(extra-turn) takes nothing, got 1 item"),
    ("(happened a (attack bishop))", parse_notification, 5, "(attack card) takes an attack card, got bishop"),
    (f"(attacked (act bishop) b {STATE5})", parse_notification, 5, "attack one of an attack card"),
]


@pytest.mark.parametrize(("text", "parse", "version", "expected"), HOSTILE_V5)
def test_hostile_v5_input_gets_a_clear_protocol_error(text: str, parse, version: int, expected: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse(text, version)
    assert expected in str(caught.value)


V5_WORDS = [
    "(", ")", "(", ")", " ", "\n", '"', "'", ";", ".", "#t", "-1", "7", "act", "coffers", "reveal", "choose",
    "kings-court", "+card", "seats", "piles", "costs", "potions", "vp", "mats", "island", "token", "embargo",
    "happened", "decide", "moved", "move", "trade-route", "non-supply", "durations", "\x00", "Bank",
]  # fmt: skip
v5ish = st.lists(st.sampled_from(V5_WORDS), max_size=50).map("".join)


@pytest.mark.parametrize("parse", [parse_play, parse_defense, parse_notification, parse_state, parse_answer])
@settings(max_examples=200, deadline=None, derandomize=True)
@given(text=st.one_of(st.text(max_size=60), v5ish))
def test_v5_parsers_raise_only_protocol_errors(parse, text: str) -> None:
    try:
        parse(text, 5)
    except ProtocolError as error:
        assert str(error)


@pytest.mark.parametrize("mat", ["horse-traders", "farmhands", "joust", "possession", "prince"])
def test_the_mats_of_cornucopia_and_possession_are_told(mat) -> None:
    """A card set aside face up on a Cornucopia card's mat (Horse Traders, Farmhands' card, Joust's Province)
    or a possessed player's trashed card is a `(happened NAME (mat MAT CARD))` the referee can print (it
    crashed on Joust's and Possession's before)."""
    assert_round_trip(Happened("ann", "mat", ("province",), mat), parse_notification)
    assert_round_trip(Happened("ann", "from-mat", ("province",), mat), parse_notification)
