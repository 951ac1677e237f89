"""Protocol v4 (docs/protocol.md, "Version 4"): the tables agree with the rules core, every v4 message
round-trips through the printer and the parser, hostile v4 input gets a clear ProtocolError, and the longest
v4 messages fit the framing limits."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol import (
    ACT_SHAPES_V4,
    ATTACKS,
    DECISION_KINDS,
    DECISION_SOURCES,
    EVENT_KINDS,
    GAIN_PLACES,
    SHOWN_ACT_SHAPES_V4,
    TREASURES,
    V4_ACTIONS,
    V4_KINGDOM,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Choice,
    Choose,
    Clean,
    Decide,
    Defended,
    DiscardDefense,
    Happened,
    MoatDefense,
    Move,
    Moved,
    ProtocolError,
    Question,
    StateV4,
    parse_answer,
    parse_defense,
    parse_notification,
    parse_play,
    parse_question,
    parse_state,
    to_wire,
)
from protocol.framing import DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, DatumSplitter
from protocol.messages import BASE_GAME
from referee.rules import decisions
from referee.rules.kingdoms import pile_size
from referee.rules.spec import ACTION, ATTACK, ORDER, SPECS

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True)

# ---- the tables agree with the rules core --------------------------------------------------------------


def test_every_card_of_the_rules_core_has_one_wire_name_in_canonical_order() -> None:
    base = sorted((name for name, spec in SPECS.items() if spec.set == "base"), key=ORDER.__getitem__)
    assert [card.value for card in Card if card in SPECS] == sorted(SPECS, key=ORDER.__getitem__)
    assert [card.value for card in BASE_GAME] == base
    assert all(card.value == card.value.lower() and " " not in card.value for card in Card)
    assert Card.THRONE_ROOM == "throne-room" and Card.COUNCIL_ROOM == "council-room"


def test_v4_actions_kingdom_and_attacks_are_the_rules_cores() -> None:
    base = {name: spec for name, spec in SPECS.items() if spec.set == "base"}
    assert set(V4_ACTIONS) == {name for name, spec in base.items() if ACTION in spec.types}
    assert set(V4_KINGDOM) == {name for name, spec in base.items() if spec.kingdom}
    assert ATTACKS == {name for name, spec in base.items() if ATTACK in spec.types}


_SLOT_COUNT = {"card": 1, "treasure": 1, "act": 1, "cards": None, "discard-deck?": None}


@pytest.mark.parametrize("card", V4_ACTIONS)
def test_play_shape_agrees_with_the_spec_arguments(card: Card) -> None:
    """One slot per up-front decision, as many cards as `CardSpec.arguments` says (None: any number)."""
    assert tuple(_SLOT_COUNT[slot] for slot in ACT_SHAPES_V4[card]) == SPECS[card].arguments


def test_decision_and_event_words_are_the_rules_cores() -> None:
    """v4's words are the first of the rules core's, v5's all of them (docs/protocol.md, "Version 5")."""
    from protocol import DECISION_KINDS_V5, DECISION_SOURCES_V5, EVENT_KINDS_V5

    # The rules core's kinds after v5's come with the sets after Guilds, which v5 does not play: the Tavern
    # mat's `call` (Adventures; docs/landscapes.md, section 6), to be spoken by protocol v6.
    assert DECISION_KINDS_V5 == decisions.DECISION_KINDS[: len(DECISION_KINDS_V5)]
    assert decisions.DECISION_KINDS[len(DECISION_KINDS_V5) :] == ("call",)
    assert DECISION_SOURCES_V5 == decisions.SOURCES
    assert DECISION_KINDS == DECISION_KINDS_V5[: len(DECISION_KINDS)]
    assert DECISION_SOURCES == DECISION_SOURCES_V5[: len(DECISION_SOURCES)]
    assert EVENT_KINDS == EVENT_KINDS_V5[: len(EVENT_KINDS)]
    assert set(decisions.EVENT_KINDS) <= set(EVENT_KINDS_V5)
    question_fields = {"player", "card", "kind", "source", "target", "options", "min", "max", "ordered"}
    assert question_fields <= set(decisions.Decision.__slots__)


def test_the_only_choice_word_is_the_chancellors() -> None:
    chancellor = [c for c in ("discard-deck",) if c in {choice.value for choice in Choice}]
    assert chancellor == ["discard-deck"] and len(Choice) == 1


# ---- strategies ------------------------------------------------------------------------------------------

cards = st.sampled_from(BASE_GAME)
card_tuples = st.lists(cards, max_size=12).map(tuple)
treasures = st.sampled_from(sorted(TREASURES))
names = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=10)
numbers = st.one_of(st.integers(0, 20), st.integers(0, 10**18 - 1))
options = st.lists(st.one_of(cards, st.just(Choice.DISCARD_DECK)), max_size=8).map(tuple)


def acts(shapes: dict[Card, tuple[str, ...]]) -> st.SearchStrategy[Act]:
    def slot(kind: str) -> st.SearchStrategy:
        if kind == "treasure":
            return treasures.map(lambda c: (c,))
        if kind == "card":
            return cards.map(lambda c: (c,))
        if kind == "cards":
            return card_tuples
        if kind == "discard-deck?":
            return st.sampled_from(((), (Choice.DISCARD_DECK,)))
        return st.deferred(lambda: acts(shapes)).map(lambda a: (a,))

    def with_args(card: Card) -> st.SearchStrategy[Act]:
        parts = [slot(kind) for kind in shapes[card]]
        return st.tuples(*parts).map(lambda ps: Act(card, tuple(x for p in ps for x in p)))

    return st.sampled_from(V4_ACTIONS).flatmap(with_args)


def plays(shapes=ACT_SHAPES_V4) -> st.SearchStrategy:
    return st.one_of(acts(shapes), treasures.map(Add), cards.map(Buy), st.none().map(Clean), cards.map(Clean))


states = st.builds(
    StateV4,
    players=st.lists(names, min_size=1, max_size=4).map(tuple),
    supply=st.lists(cards, max_size=40).map(tuple),
    trash=card_tuples,
    actions=numbers,
    buys=numbers,
    coins=numbers,
    deck=card_tuples,
    hand=card_tuples,
    plays=card_tuples,
    discards=card_tuples,
    aside=card_tuples,
    kingdom=st.lists(st.sampled_from(V4_KINGDOM), max_size=10).map(tuple),
)

questions = st.builds(
    Question,
    player=names,
    card=cards,
    kind=st.sampled_from(DECISION_KINDS),
    source=st.sampled_from(DECISION_SOURCES),
    target=st.one_of(st.none(), names),
    options=options,
    min=st.integers(0, 4),
    max=st.integers(4, 9),
    ordered=st.booleans(),
)


def events(name: str) -> st.SearchStrategy[Happened]:
    return st.one_of(
        st.builds(lambda c, to: Happened(name, "gain", (c,), to), cards, st.sampled_from(GAIN_PLACES)),
        st.builds(
            lambda k, cs: Happened(name, k, cs),
            st.sampled_from(["trash", "discard", "topdeck", "reveal"]),
            card_tuples,
        ),
        st.just(Happened(name, "shuffle")),
        cards.map(lambda c: Happened(name, "play", (c,))),
        st.sampled_from(sorted(ATTACKS)).map(lambda c: Happened(name, "attack", (c,))),
    )


defenses = st.one_of(st.just(MoatDefense()), card_tuples.map(DiscardDefense))

notifications = st.one_of(
    states.map(Move),
    st.builds(Moved, names, plays(SHOWN_ACT_SHAPES_V4)),
    st.builds(Attacked, st.sampled_from(sorted(ATTACKS)).map(Act), names, states),
    st.builds(Defended, names, defenses),
    st.builds(Decide, names, questions, states),
    names.flatmap(events),
)


def assert_round_trip(message, parse) -> None:
    wire = to_wire(message)
    assert "\n" not in wire and "  " not in wire and "( " not in wire and " )" not in wire
    assert parse(wire, 4) == message
    assert to_wire(parse(wire, 4)) == wire


@SETTINGS
@given(play=plays())
def test_v4_plays_round_trip(play) -> None:
    assert_round_trip(play, parse_play)


@SETTINGS
@given(note=notifications)
def test_v4_notifications_round_trip(note) -> None:
    assert_round_trip(note, parse_notification)


@SETTINGS
@given(state=states)
def test_v4_states_round_trip(state) -> None:
    assert_round_trip(state, parse_state)


@SETTINGS
@given(question=questions)
def test_decision_records_round_trip(question) -> None:
    assert_round_trip(question, parse_question)


@SETTINGS
@given(answer=options.map(Choose))
def test_answers_round_trip(answer) -> None:
    assert_round_trip(answer, parse_answer)


@SETTINGS
@given(defense=defenses)
def test_v4_defenses_round_trip(defense) -> None:
    assert_round_trip(defense, parse_defense)


def test_exact_spelling_of_the_v4_messages() -> None:
    state = StateV4(
        ("ann", "bob"), (Card.CURSE,), (), 1, 1, 0, (), (Card.SPY,), (), (), (Card.GOLD,), (Card.SPY,)
    )
    text = (
        "((players ann bob) (supply curse) (trash) (actions 1) (buys 1) (coins 0) (deck) (hand spy) (plays) "
        "(discards) (aside gold) (kingdom spy))"
    )
    assert to_wire(state) == text
    question = Question("ann", Card.SENTRY, "topdeck", "revealed", None, (Card.GOLD, Card.SILVER), 2, 2, True)
    assert to_wire(Decide("ann", question, state)) == (
        "(decide ann ((player ann) (card sentry) (kind topdeck) (source revealed) (target) "
        f"(options gold silver) (min 2) (max 2) (ordered yes)) {text})"
    )
    assert to_wire(Choose((Card.SILVER, Card.GOLD))) == "(choose silver gold)"
    assert to_wire(Choose()) == "(choose)"
    assert (
        to_wire(Happened("bob", "gain", (Card.CURSE,), "discards")) == "(happened bob (gain curse discards))"
    )
    assert to_wire(Happened("bob", "shuffle")) == "(happened bob (shuffle))"
    nested = Act(Card.THRONE_ROOM, (Act(Card.THRONE_ROOM, (Act(Card.SMITHY),)),))
    assert to_wire(nested) == "(act throne-room (act throne-room (act smithy)))"


def test_v3_messages_print_as_before() -> None:
    """The v4 types leave v1-v3 wire text untouched: a v3 state has ten fields, a v3 act flat cards."""
    assert to_wire(Act(Card.MINE, (Card.COPPER, Card.SILVER))) == "(act mine copper silver)"
    assert parse_play("(act mine copper silver)", 3) == parse_play("(act mine copper silver)", 4)


def test_printer_refuses_events_it_could_not_read_back() -> None:
    with pytest.raises(ValueError, match="cannot print the event 'buy'"):
        to_wire(Happened("bob", "buy", (Card.GOLD,)))
    with pytest.raises(ValueError, match="a gain is one card and a place"):
        to_wire(Happened("bob", "gain", (Card.GOLD,)))


# ---- hostile v4 input --------------------------------------------------------------------------------

STATE4 = (
    "((players a b) (supply copper) (trash) (actions 1) (buys 1) (coins 0) (deck) (hand) (plays) (discards) "
    "(aside) (kingdom witch))"
)
QUESTION = (
    "((player a) (card spy) (kind discard) (source revealed) (target b) (options gold) (min 0) (max 1) "
    "(ordered no))"
)

HOSTILE_V4: list[tuple[str, object, int, str]] = [
    (
        "(act throne-room smithy)",
        parse_play,
        4,
        "(act throne-room (act card ...)) takes the play of an action card such as (act smithy), got smithy",
    ),
    ("(act throne-room (act smithy) (act village))", parse_play, 4, "takes at most 1 argument, got 2"),
    ("(act throne-room (buy gold))", parse_play, 4, "takes the play of an action card"),
    ("(act throne-room (act gold))", parse_play, 4, "gold is not one"),
    ("(act " + "throne-room (act " * 13 + "smithy" + ")" * 14, parse_play, 4, "nests at most 12 deep"),
    (
        "(act artisan gold silver copper)",
        parse_play,
        4,
        "(act artisan card card) takes at most 2 cards, got 3",
    ),
    (
        "(act mine estate gold)",
        parse_play,
        4,
        "takes treasures (copper, silver, gold): estate is not a treasure",
    ),
    (
        "(act chancellor yes)",
        parse_play,
        4,
        "(act chancellor [discard-deck]) takes nothing or the word discard-deck, got yes",
    ),
    ("(act chancellor discard-deck discard-deck)", parse_play, 4, "takes nothing or the word discard-deck"),
    ("(act witch curse)", parse_play, 4, "(act witch) takes no cards, got 1"),
    ("(act gardens)", parse_play, 4, "gardens is not one"),
    ("(act Throne-Room (act smithy))", parse_play, 4, "card names are lowercase: got Throne-Room"),
    ("(act throne_room (act smithy))", parse_play, 4, "unknown card 'throne_room'"),
    ("(act council room)", parse_play, 4, "unknown card 'council'"),
    ("(buy witch)", parse_play, 3, "card 'witch' is not part of protocol v3"),
    ("(act throne-room (act smithy))", parse_play, 3, "card 'throne-room' is not part of protocol v3"),
    ("(choose gold)", parse_play, 4, "; (choose ...) is an answer, to (decide ...) only"),
    ("(choose gold)", parse_defense, 4, "; (choose ...) is an answer, to (decide ...) only"),
    (
        "(choose gold)",
        parse_answer,
        3,
        "answers (choose ...) are not part of protocol v3 (they come with v4)",
    ),
    ("(choose discard)", parse_answer, 4, "unknown card 'discard'"),
    (
        "(buy gold)",
        parse_answer,
        4,
        "expected an answer (choose option ...), got (buy gold); (buy ...) is a play",
    ),
    ("(moat)", parse_answer, 4, "(moat ...) is a defense, the answer to (attacked ...) only"),
    ("(Choose gold)", parse_answer, 4, "(the words of the protocol are lowercase)"),
    ("choose", parse_answer, 4, "a bare word is often debugging output"),
    ("(choose (gold))", parse_answer, 4, "expected a card name, got (gold)"),
    (
        "(happened a (gain gold))",
        parse_notification,
        4,
        "(gain card place) takes a card and a place, got 1 item",
    ),
    (
        "(happened a (gain gold pocket))",
        parse_notification,
        4,
        "takes one of discards, hand, deck, got pocket",
    ),
    ("(happened a (buy gold))", parse_notification, 4, "expected an event (play | gain | trash"),
    ("(happened a (shuffle copper))", parse_notification, 4, "(shuffle) takes no cards, got 1"),
    ("(happened a (play))", parse_notification, 4, "(play card) takes one card, got 0"),
    ("(happened a (attack smithy))", parse_notification, 4, "(attack card) takes an attack card"),
    (
        "(happened a (reveal gold))",
        parse_notification,
        3,
        "(happened ...) is not part of protocol v3 (it comes with v4)",
    ),
    ("(decide a b c)", parse_notification, 2, "(decide ...) is not part of protocol v2 (it comes with v4)"),
    (f"(decide a {QUESTION})", parse_notification, 4, "expected (decide name decision state), got 2 items"),
    (
        f"(decide a {QUESTION.replace('(kind discard)', '(kind burn)')} {STATE4})",
        parse_notification,
        4,
        "(kind ...) takes one of trash, discard",
    ),
    (
        f"(decide a {QUESTION.replace('(source revealed)', '(source)')} {STATE4})",
        parse_notification,
        4,
        "(source ...) takes one of hand, supply, discards, revealed, trash, choice, got 0 items",
    ),
    (
        f"(decide a {QUESTION.replace('(target b)', '(target b c)')} {STATE4})",
        parse_notification,
        4,
        "(target name ...) takes no name or one, got 2",
    ),
    (
        f"(decide a {QUESTION.replace('(min 0)', '(min 2)')} {STATE4})",
        parse_notification,
        4,
        "(min 2) is more than (max 1)",
    ),
    (
        f"(decide a {QUESTION.replace('(ordered no)', '(ordered #t)')} {STATE4})",
        parse_notification,
        4,
        "(ordered ...) takes one of yes, no, got #t",
    ),
    (
        f"(decide a {QUESTION.replace(' (ordered no)', '')} {STATE4})",
        parse_notification,
        4,
        "the decision ends after 8 fields: expected (ordered ...) as field 9",
    ),
    (
        f"(decide a {QUESTION.replace('(player a) ', '')} {STATE4})",
        parse_notification,
        4,
        "expected (player ...) as field 1 of the decision, got (card spy)",
    ),
    (
        f"(decide a {QUESTION.replace('(max 1)', '(max -1)')} {STATE4})",
        parse_notification,
        4,
        "(max number) takes a non-negative decimal integer, got -1",
    ),
    (
        f"(decide a {QUESTION} {STATE4.replace(' (kingdom witch)', '')})",
        parse_notification,
        4,
        "the state ends after 11 fields: expected (kingdom ...) as field 12",
    ),
    (STATE4.replace("witch)", "witch) (extra)"), parse_state, 4, "the state has 12 fields, got 13"),
    (
        f"(attacked (act smithy) b {STATE4})",
        parse_notification,
        4,
        "attack one of bandit, bureaucrat, militia, spy, thief, witch: got (act smithy)",
    ),
    (
        f"(attacked (act witch) b {STATE4})",
        parse_notification,
        3,
        "card 'witch' is not part of protocol v3",
    ),
    (
        "(moved a (act artisan gold silver))",
        parse_notification,
        4,
        "(act artisan card) takes at most 1 card, got 2",
    ),
]


@pytest.mark.parametrize(
    ("text", "play"),
    [
        ("(act throne-room)", Act(Card.THRONE_ROOM)),
        ("(act mine)", Act(Card.MINE)),
        ("(act mine copper)", Act(Card.MINE, (Card.COPPER,))),
        ("(act feast)", Act(Card.FEAST)),
        ("(act artisan gold)", Act(Card.ARTISAN, (Card.GOLD,))),
        ("(act throne-room (act mine))", Act(Card.THRONE_ROOM, (Act(Card.MINE),))),
    ],
)
def test_v4_plays_may_leave_trailing_arguments_out(text: str, play: Act) -> None:
    """Each argument left out answers its choice with nothing: the rules judge whether that is allowed
    (docs/protocol.md, "Plays"); the grammar only counts at most the card's slots."""
    assert parse_play(text, 4) == play
    assert to_wire(play) == text


@pytest.mark.parametrize(("text", "parse", "version", "expected"), HOSTILE_V4)
def test_hostile_v4_input_gets_a_clear_protocol_error(text: str, parse, version: int, expected: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse(text, version)
    assert expected in str(caught.value)


# ---- framing limits ------------------------------------------------------------------------------------

LONGEST_NAME = 64
"""Player names of the framing bound: the referee's names are ASCII letters of no fixed length; 64 letters is
far beyond any real one (each further letter adds at most 7 bytes to a message)."""


def _longest_state() -> StateV4:
    """A 4-player view with every card of the game in it once: every pile full (the 10 kingdom cards with the
    longest names) and the four starting decks, so every card word of the game is printed (where each card is
    does not change the length); counters at 18 digits."""
    kingdom = tuple(sorted(sorted(V4_KINGDOM, key=lambda c: (-len(c), c))[:10], key=ORDER.__getitem__))
    piles = [c for c in BASE_GAME if c not in V4_KINGDOM] + list(kingdom)
    supply = tuple(card for card in piles for _ in range(pile_size(card, 4)))
    starting = (Card.COPPER,) * 28 + (Card.ESTATE,) * 12
    players = tuple(letter * LONGEST_NAME for letter in "abcd")
    big = 10**18 - 1
    return StateV4(players, supply, (), big, big, big, (), starting, (), (), (), kingdom)


def _longest_messages() -> dict[str, str]:
    state = _longest_state()
    every_card = state.supply + state.hand
    name = state.players[0]
    question = Question(
        name,
        Card.COUNCIL_ROOM,
        "set-aside",
        "discards",
        state.players[1],
        every_card,
        10**18 - 1,
        10**18 - 1,
        True,
    )
    nested: Act = Act(Card.SMITHY)
    for _ in range(pile_size(Card.THRONE_ROOM, 4)):
        nested = Act(Card.THRONE_ROOM, (nested,))
    return {
        "decide": to_wire(Decide(name, question, state)),
        "move": to_wire(Move(state)),
        "attacked": to_wire(Attacked(Act(Card.BUREAUCRAT), name, state)),
        "choose": to_wire(Choose(every_card)),
        "moved": to_wire(Moved(name, nested)),
    }


@pytest.mark.parametrize("kind", ["decide", "move", "attacked", "choose", "moved"])
def test_longest_v4_messages_fit_the_framing_limits(kind: str) -> None:
    text = _longest_messages()[kind]
    data = text.encode() + b"\n"
    assert len(data) < DEFAULT_MAX_BYTES // 4, f"{kind}: {len(data)} bytes"
    assert text.count("(") - text.count(")") == 0
    depth = max(
        text[: i + 1].count("(") - text[: i + 1].count(")") for i in range(0, len(text), 1) if text[i] == "("
    )
    assert depth < DEFAULT_MAX_DEPTH // 4
    assert DatumSplitter().feed(data) == [text]
    parse = parse_answer if kind == "choose" else parse_notification
    assert to_wire(parse(text, 4)) == text


def test_the_framing_bound_shows_every_card_of_a_four_player_game() -> None:
    state = _longest_state()
    game_cards = sum(pile_size(card, 4) for card in BASE_GAME if card in state.supply) + 10 * 4
    assert len(state.supply) + len(state.hand) == game_cards
    assert Card.CURSE in state.supply and len(state.kingdom) == 10


# ---- fuzzing: arbitrary input never escapes as anything but a ProtocolError --------------------------------

V4_WORDS = [
    "(", ")", "(", ")", " ", "\n", '"', "'", ";", ".", "#t", "-1", "7", "act", "throne-room", "(act ",
    "smithy", "artisan", "chancellor", "discard-deck", "choose", "decide", "happened", "gain", "shuffle",
    "attack", "witch", "curse", "player", "card", "kind", "source", "target", "options", "min", "max",
    "ordered", "yes", "aside", "kingdom", "players", "attacked", "moved", "revealed", "Throne-Room", "\x00",
]  # fmt: skip
v4ish = st.lists(st.sampled_from(V4_WORDS), max_size=50).map("".join)
V4_PARSERS = [parse_play, parse_defense, parse_notification, parse_state, parse_answer, parse_question]


@pytest.mark.parametrize("parse", V4_PARSERS)
@settings(max_examples=300, deadline=None, derandomize=True)
@given(text=st.one_of(st.text(max_size=60), v4ish))
def test_v4_parsers_raise_only_protocol_errors(parse, text: str) -> None:
    try:
        parse(text, 4)
    except ProtocolError as error:
        assert str(error) and "\n" not in str(error)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(note=notifications)
def test_v4_notifications_with_a_piece_cut_off_fail_cleanly(note) -> None:
    wire = to_wire(note)
    for cut in (len(wire) // 3, len(wire) // 2, len(wire) - 2):
        broken = wire[:cut] + wire[cut + 1 :]
        try:
            parse_notification(broken, 4)
        except ProtocolError as error:
            assert str(error) and "\n" not in str(error)
