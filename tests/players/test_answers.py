"""`players.answers`: the default answer to every decision the rules core asks, and v4 plays built from a
strategy's own `decide`.

The decisions are real: games of the rules alone (no protocol version, every choice asked as a `Decision`,
up-front ones included) on seeded random kingdoms of the whole base game, both editions, where random legal
plays bring every card into play and every decision gets `default_answer`. The engine judges each answer
with `referee.rules.legality.check_answer` and ejects on an illegal one, so "no ejection" means every default
answer was legal; the test also checks the answer is the same from the wire's view of the decision (a
`Question`), since a subprocess player only has that.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from players.answers import DEFAULTS, answer_with, build_act, default_answer
from protocol import parse_question, to_wire
from protocol.messages import DECISION_KINDS, Act, Card, Choice, Question, StateV4
from referee.rules.cards import ACTIONS, ALL_KINGDOM_CARDS, KINGDOM_CARDS
from referee.rules.decisions import Decision
from referee.rules.legality import check_answer, check_play, legal_plays
from referee.rules.spec import SPECS
from referee.seats.engine import play_game
from referee.seats.seat import InProcessSeat

C = Card


def question_of(decision: Decision) -> Question:
    """The decision as a `decide` request carries it: through the wire's printer and parser."""
    option = {choice.value: choice for choice in Choice} | {card.value: card for card in Card}
    question = Question(
        decision.player,
        Card(decision.card),
        decision.kind,
        decision.source,
        decision.target,
        tuple(option.get(o, o) for o in decision.options),
        decision.min,
        decision.max,
        decision.ordered,
    )
    return parse_question(to_wire(question), 5)


class RandomPlaysDefaultAnswers:
    """Plays random legal plays with no arguments (so every up-front decision is asked too), actions first,
    then every treasure, then buys of action cards where it can; answers every decision with
    `default_answer`, checking it is legal and the same from the wire's `Question`."""

    def __init__(self, seed: int, seen: Counter) -> None:
        self.rng = random.Random(seed)
        self.seen = seen

    def move(self, state):
        plays = legal_plays(state, arguments=False)
        by_kind: dict[str, list] = {}
        for play in plays:
            kind = type(play).__name__
            if kind == "Buy" and play.card not in ACTIONS:
                kind = "other buy"
            by_kind.setdefault(kind, []).append(play)
        for kind in ("Act", "Add", "Buy", "other buy", "Clean"):
            if kind in by_kind and (kind != "other buy" or self.rng.random() < 0.3):
                return self.rng.choice(by_kind[kind])
        return self.rng.choice(by_kind["Clean"])

    def decide(self, decision, state):
        answer = default_answer(decision, state)
        assert check_answer(decision, answer) is None, (decision, answer)
        assert default_answer(question_of(decision), state) == answer, decision
        self.seen[decision.kind] += 1
        self.seen[f"{decision.card} {decision.kind}"] += 1
        return answer

    def defend(self, attacker, state):
        raise AssertionError("a game of the rules alone asks no protocol defense")

    def notify(self, notification):
        pass


def test_every_default_answer_to_real_decisions_is_legal():
    seen: Counter[str] = Counter()
    for seed in range(120):
        rng = random.Random(seed)
        players = 2 + seed % 3
        seats = [
            InProcessSeat(name, RandomPlaysDefaultAnswers(seed * 4 + index, seen))
            for index, name in enumerate(("ann", "bob", "cat", "dan")[:players])
        ]
        result = play_game(
            seats,
            version=None,
            seed=seed,
            kingdom=rng.sample(KINGDOM_CARDS, 10),
            edition=1 + seed % 2,
            turn_limit=25,
        )
        assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert set(DECISION_KINDS) <= set(seen), set(DECISION_KINDS) - set(seen)
    # Every card that asks a decision was met (random kingdoms of 10 out of 33, 120 games).
    for card in (
        "bandit",
        "bureaucrat",
        "harbinger",
        "library",
        "poacher",
        "sentry",
        "spy",
        "thief",
        "vassal",
    ):
        assert any(key.startswith(card + " ") for key in seen), card


def test_defaults_document_every_decision_kind():
    from referee.rules.decisions import DECISION_KINDS as RULES_KINDS

    assert set(DEFAULTS) == set(RULES_KINDS) >= set(DECISION_KINDS)


def decision(kind: str, options, low: int, high: int, *, card: str = "chapel", **more) -> Decision:
    return Decision("me", card, kind, tuple(options), low, high, **more)


@pytest.mark.parametrize(
    ("made", "expected"),
    [
        (decision("trash", ["copper", "estate", "curse", "gold"], 0, 4), ()),
        (decision("trash", ["copper", "estate", "curse", "gold"], 2, 2, card="remodel"), ("curse", "estate")),
        (decision("trash", ["copper", "copper", "silver"], 0, 1, card="moneylender"), ("copper",)),
        (decision("trash", ["copper", "silver", "gold"], 0, 1, card="mine"), ("copper",)),
        (decision("trash", ["gold"], 0, 1, card="mine"), ()),
        (
            decision("trash", ["silver", "gold"], 1, 1, card="thief", source="revealed", target="bob"),
            ("gold",),
        ),
        (
            decision("trash", ["silver", "gold"], 1, 1, card="bandit", source="revealed", target="bob"),
            ("silver",),
        ),
        (
            decision("discard", ["copper", "estate", "gold", "smithy"], 2, 2, card="militia"),
            ("estate", "copper"),
        ),
        (decision("discard", ["copper", "estate", "duchy"], 0, 3, card="cellar"), ("estate", "duchy")),
        (decision("discard", ["gold"], 0, 1, card="spy", source="revealed", target="bob"), ("gold",)),
        (decision("discard", ["gold"], 0, 1, card="spy", source="revealed", target="me"), ()),
        (decision("discard", ["estate"], 0, 1, card="spy", source="revealed", target="me"), ("estate",)),
        (decision("gain", ["silver", "duchy", "market", "curse"], 1, 1, card="feast"), ("market",)),
        (decision("gain", ["silver", "gold"], 0, 2, card="thief", source="trash"), ("gold", "silver")),
        (
            decision("gain", ["diadem", "princess", "duchy"], 1, 1, card="tournament", source="choice"),
            ("princess",),
        ),
        (decision("gain", ["duchy"], 1, 1, card="tournament", source="choice"), ("duchy",)),
        (decision("topdeck", ["estate", "duchy"], 1, 1, card="bureaucrat"), ("estate",)),
        (
            decision("topdeck", ["copper", "gold"], 2, 2, card="sentry", source="revealed", ordered=True),
            ("gold", "copper"),
        ),
        (
            decision("topdeck", ["copper", "estate", "gold"], 0, 1, card="harbinger", source="discards"),
            ("gold",),
        ),
        (decision("topdeck", ["copper", "estate"], 0, 1, card="harbinger", source="discards"), ()),
        (decision("play", ["village", "smithy", "market"], 0, 1, card="throne-room"), ("market",)),
        (decision("reveal", ["moat"], 0, 1, card="witch", target="bob"), ("moat",)),
        (decision("choose", ["discard-deck"], 0, 1, card="chancellor", source="choice"), ("discard-deck",)),
    ],
)
def test_the_default_answers_of_the_table(made, expected, state):
    assert default_answer(made, state([])) == expected
    assert check_answer(made, expected) is None


def test_library_sets_an_action_aside_only_when_no_action_is_left(state):
    drawn = decision("set-aside", ["smithy"], 0, 1, card="library")
    assert default_answer(drawn, state([], actions=0)) == ("smithy",)
    assert default_answer(drawn, state([], actions=1)) == ()


def test_joust_always_sets_its_province_aside(state):
    province = decision("set-aside", ["province"], 0, 1, card="joust")
    assert default_answer(province, state([], actions=1)) == ("province",)


def test_farmhands_sets_aside_the_dearest_card(state):
    offered = decision("set-aside", ["copper", "silver", "smithy"], 0, 1, card="farmhands")
    assert default_answer(offered, state([], actions=0)) == ("smithy",)


def test_answer_with_uses_the_strategy_then_the_default(state):
    asked = decision("trash", ["copper", "estate"], 1, 1, card="remodel")
    view = state([])
    assert answer_with(lambda d, s: ["copper"], asked, view) == ("copper",)
    assert answer_with(lambda d, s: None, asked, view) == ("estate",)
    assert answer_with(None, asked, view) == ("estate",)
    with pytest.raises(TypeError, match=r"expected a tuple of options such as \('estate',\)"):
        answer_with(lambda d, s: "estate", asked, view)


SUPPLY = (C.COPPER, C.SILVER, C.SILVER, C.GOLD, C.ESTATE, C.DUCHY, C.PROVINCE, C.SMITHY, C.MARKET)


def test_build_act_takes_the_up_front_answers_from_decide(state):
    view = state([C.REMODEL, C.ESTATE, C.COPPER], supply=SUPPLY)
    asked = []

    def decide(made, at):
        asked.append((made.kind, made.options, at.hand))
        return ("estate",) if made.kind == "trash" else ("smithy",)

    play = build_act(view, C.REMODEL, decide)
    assert play == Act(C.REMODEL, (C.ESTATE, C.SMITHY))
    assert check_play(view, play) is None
    # The trash is asked from the hand without the remodel; the gain after the estate left the hand.
    assert asked[0] == ("trash", (C.COPPER, C.ESTATE), (C.ESTATE, C.COPPER))
    assert asked[1][0] == "gain" and asked[1][2] == (C.COPPER,)
    assert C.PROVINCE not in asked[1][1] and C.SMITHY in asked[1][1]


@pytest.mark.parametrize(
    ("hand", "card", "expected"),
    [
        ([C.CHAPEL, C.ESTATE, C.COPPER], C.CHAPEL, Act(C.CHAPEL)),
        ([C.SMITHY, C.ESTATE], C.SMITHY, Act(C.SMITHY)),
        ([C.MINE, C.SILVER, C.COPPER], C.MINE, Act(C.MINE, (C.COPPER, C.SILVER))),
        ([C.MONEYLENDER, C.COPPER], C.MONEYLENDER, Act(C.MONEYLENDER, (C.COPPER,))),
        ([C.CHANCELLOR], C.CHANCELLOR, Act(C.CHANCELLOR, (Choice.DISCARD_DECK,))),
        ([C.ARTISAN, C.ESTATE, C.GOLD], C.ARTISAN, Act(C.ARTISAN, (C.MARKET, C.ESTATE))),
        ([C.WORKSHOP], C.WORKSHOP, Act(C.WORKSHOP, (C.SMITHY,))),
        (
            [C.THRONE_ROOM, C.REMODEL, C.GOLD, C.ESTATE],
            C.THRONE_ROOM,
            Act(C.THRONE_ROOM, (Act(C.REMODEL, (C.ESTATE, C.SMITHY)),)),
        ),
        ([C.THRONE_ROOM, C.THRONE_ROOM, C.SMITHY], C.THRONE_ROOM, Act(C.THRONE_ROOM, (Act(C.SMITHY),))),
        ([C.THRONE_ROOM, C.ESTATE], C.THRONE_ROOM, Act(C.THRONE_ROOM)),
    ],
)
def test_build_act_with_the_default_answers(hand, card, expected, state):
    assert build_act(state(hand, supply=SUPPLY), card) == expected


def test_build_act_nests_throne_rooms_as_decide_chooses(state):
    view = state([C.THRONE_ROOM, C.THRONE_ROOM, C.THRONE_ROOM, C.CHAPEL, C.ESTATE], supply=SUPPLY)
    picks = iter([C.THRONE_ROOM, C.THRONE_ROOM, C.CHAPEL])

    def decide(made, at):
        return (next(picks),) if made.kind == "play" else ("estate",)

    nested = Act(C.THRONE_ROOM, (Act(C.THRONE_ROOM, (Act(C.CHAPEL, (C.ESTATE,)),)),))
    assert build_act(view, C.THRONE_ROOM, decide) == Act(C.THRONE_ROOM, (nested,))


def test_build_act_explores_the_first_edition_texts(state):
    """A second-edition Mine may trash nothing, a first-edition one must: the play built is legal in both."""
    view = state([C.MINE, C.SILVER], supply=SUPPLY)
    assert build_act(view, C.MINE, lambda d, s: None) == Act(C.MINE, (C.SILVER, C.GOLD))
    with pytest.raises(ValueError, match="mine asks for 1 card"):
        build_act(view, C.MINE, lambda d, s: ())


def test_build_act_gives_decide_a_v4_view_in_a_v4_game(state):
    plain = state([C.CHAPEL, C.ESTATE], supply=(C.COPPER, C.CURSE, C.CHAPEL))
    view = StateV4(*(getattr(plain, name) for name in plain.__slots__), aside=(), kingdom=(C.CHAPEL,))
    kinds = []

    def decide(made, at):
        kinds.append((type(at).__name__, at.kingdom))
        return ("estate",)

    assert build_act(view, C.CHAPEL, decide) == Act(C.CHAPEL, (C.ESTATE,))
    assert kinds == [("StateV4", (C.CHAPEL,))]


@pytest.mark.parametrize(
    ("hand", "card", "decide", "message"),
    [
        ([C.ESTATE], C.ESTATE, None, "estate'?: it is not an action card"),
        ([C.COPPER], C.CHAPEL, None, "there is none in the hand"),
        ([C.CHAPEL, C.ESTATE], C.CHAPEL, lambda d, s: ("gold",), "building a play of chapel: .*gold"),
    ],
)
def test_build_act_refuses_what_cannot_be_played(hand, card, decide, message, state):
    with pytest.raises(ValueError, match=message):
        build_act(state(hand, supply=SUPPLY), card, decide)


@pytest.mark.parametrize(
    ("made", "hand", "actions", "expected"),
    [
        # Pawn: two different bonuses; +card and +coin when no action card waits in the hand.
        (
            decision("choose", ["+card", "+action", "+buy", "+coin"], 2, 2, card="pawn"),
            [],
            0,
            ("+card", "+coin"),
        ),
        # ... +action first when an action card waits and no action is left.
        (
            decision("choose", ["+card", "+action", "+buy", "+coin"], 2, 2, card="pawn"),
            ["smithy"],
            0,
            ("+action", "+card"),
        ),
        # ... but not when an action is still left.
        (
            decision("choose", ["+card", "+action", "+buy", "+coin"], 2, 2, card="pawn"),
            ["smithy"],
            1,
            ("+card", "+coin"),
        ),
        (decision("choose", ["+cards", "+actions"], 1, 1, card="nobles"), ["copper"], 0, ("+cards",)),
        (decision("choose", ["+cards", "+actions"], 1, 1, card="nobles"), ["village"], 0, ("+actions",)),
        # A victim choosing between discarding and gaining a Curse discards.
        (decision("choose", ["discard", "curse"], 1, 1, card="torturer"), ["copper"], 0, ("discard",)),
        # Words it does not rank: in the order offered, as many as allowed.
        (decision("choose", ["discard-deck"], 0, 1, card="chancellor"), [], 0, ("discard-deck",)),
        # An amount: the smallest allowed.
        (decision("choose", ["2", "0", "1"], 1, 1, card="pawn"), [], 0, ("0",)),
        (decision("choose", ["0", "1"], 0, 1, card="pawn"), [], 0, ()),
    ],
)
def test_choose_one_defaults_rank_the_words(made, hand, actions, expected, state):
    view = state(hand, actions=actions)
    assert default_answer(made, view) == expected
    assert made.min <= len(expected) <= made.max and set(expected) <= set(made.options)


def test_name_defaults(state):
    # Naming the card on top of one's own deck: the card with the most copies in the deck.
    named = decision("name", ["copper", "estate", "silver"], 1, 1, card="pawn", source="supply")
    assert default_answer(named, state([], deck=["estate", "copper", "copper", "silver"])) == ("copper",)
    # Naming a card another player may not buy: the dearest.
    barred = decision(
        "name", ["copper", "province", "gold"], 1, 1, card="pawn", source="supply", target="bob"
    )
    assert default_answer(barred, state([])) == ("province",)


def test_a_gain_chosen_for_another_player_is_the_least_worth_gaining(state):
    made = decision("gain", ["silver", "curse", "village"], 1, 1, card="pawn", source="supply", target="bob")
    assert default_answer(made, state([])) == ("curse",)


def test_steward_trashes_two_junk_cards_else_draws(state):
    made = decision("choose", ["+cards", "+coins", "trash"], 1, 1, card="steward")
    assert default_answer(made, state(["estate", "curse", "copper"])) == ("trash",)
    assert default_answer(made, state(["estate", "copper", "copper"])) == ("+cards",)


@pytest.mark.parametrize(
    ("made", "expected"),
    [
        (decision("pass", ["gold", "estate", "copper", "curse"], 1, 1, card="masquerade"), ("curse",)),
        (decision("pass", ["gold", "copper"], 1, 1, card="masquerade"), ("copper",)),
        (
            decision("return", ["estate", "estate"], 0, 2, card="masquerade", source="hand"),
            ("estate", "estate"),
        ),
        (decision("return", ["gold", "gold"], 0, 2, card="masquerade", source="hand"), ()),
        (decision("mat", ["gold", "province", "copper"], 0, 1, card="masquerade"), ("province",)),
        (decision("pay", ["0", "1", "2"], 1, 1, card="masquerade", source="amount"), ("0",)),
        (decision("pay", ["0", "1", "2"], 0, 1, card="masquerade", source="amount"), ()),
    ],
)
def test_pass_return_mat_and_pay_defaults(made, expected, state):
    assert default_answer(made, state([])) == expected
    assert check_answer(made, expected) is None


LATER_KINGDOM_CARDS = tuple(name for name in ALL_KINGDOM_CARDS if SPECS[name].set != "base")
"""Every kingdom card of a set after the base game that protocol v5 names (Intrigue, Prosperity...): the
wire's view of each decision is read back with its grammar."""


@pytest.mark.parametrize("part", range(4))
def test_every_default_answer_to_the_later_sets_decisions_is_legal(part):
    """As above, on random kingdoms of Intrigue and Prosperity cards (with two base cards), both editions,
    2-4 players, Colony games among them: every decision of every card gets a legal default answer, also from
    the wire's view of the decision."""
    seen: Counter[str] = Counter()
    for seed in range(part * 30, part * 30 + 30):
        rng = random.Random(seed)
        players = 2 + seed % 3
        seats = [
            InProcessSeat(name, RandomPlaysDefaultAnswers(seed * 4 + index, seen))
            for index, name in enumerate(("ann", "bob", "cat", "dan")[:players])
        ]
        kingdom = [*rng.sample(LATER_KINGDOM_CARDS, 8), *rng.sample(KINGDOM_CARDS, 2)]
        result = play_game(
            seats,
            version=None,
            seed=seed,
            kingdom=kingdom,
            edition=1 + seed % 2,
            turn_limit=25,
        )
        assert result.ejections == (), (seed, [(p.name, p.ejection) for p in result.ejections])
    assert {"choose", "name", "pass"} & set(seen), seen


def _with_aside(view, aside):
    from dataclasses import asdict

    return StateV4(**asdict(view), aside=tuple(Card(card) for card in aside))


@pytest.mark.parametrize(
    ("card", "options", "low", "view", "expected"),
    [
        # A reaction to a gain reads the card just gained, on top of the discards.
        ("watchtower", ["trash", "topdeck"], 0, {"discards": ["curse", "gold"]}, ("trash",)),
        ("watchtower", ["trash", "topdeck"], 0, {"discards": ["gold", "curse"]}, ("topdeck",)),
        ("watchtower", ["trash", "topdeck"], 0, {"discards": ["province"]}, ()),
        ("royal-seal", ["topdeck"], 0, {"discards": ["gold"]}, ("topdeck",)),
        ("royal-seal", ["topdeck"], 0, {"discards": ["estate"]}, ()),
        ("tiara", ["topdeck"], 0, {"discards": ["smithy"]}, ("topdeck",)),
        # Another player's Vault: only with two dead cards in hand.
        ("vault", ["discard-2"], 0, {"hand": ["estate", "duchy", "gold"]}, ("discard-2",)),
        ("vault", ["discard-2"], 0, {"hand": ["estate", "copper", "gold"]}, ()),
        ("lurker", ["trash", "gain"], 1, {"trash": ["smithy"]}, ("gain",)),
        ("lurker", ["trash", "gain"], 1, {"trash": ["copper"]}, ("trash",)),
        ("counting-house", ["0", "1", "2", "3"], 1, {}, ("3",)),
        ("courtier", ["+action", "+buy", "+coins", "gold"], 2, {}, ("gold", "+coins")),
        ("investment", ["+coin", "trash-for-vp"], 1, {}, ("+coin",)),
        ("mill", ["discard"], 0, {}, ("discard",)),
        ("sailor", ["play"], 0, {}, ("play",)),
        # Words it does not rank: the fewest allowed.
        ("pawn", ["sing", "dance"], 0, {}, ()),
        ("pawn", ["sing", "dance"], 1, {}, ("sing",)),
    ],
)
def test_choose_one_defaults_by_card(card, options, low, view, expected, state):
    made = decision("choose", options, low, max(low, 1), card=card, source="choice")
    assert default_answer(made, state(**{"hand": [], **view})) == expected


@pytest.mark.parametrize(
    ("looked", "options", "expected"),
    [
        ("village", ["trash", "discard", "play"], ("play",)),
        ("estate", ["trash", "discard"], ("trash",)),
        ("duchy", ["trash", "discard"], ("discard",)),
        ("gold", ["trash", "discard", "play"], ("play",)),
    ],
)
def test_crystal_ball_defaults_read_the_card_set_aside(looked, options, expected, state):
    made = decision("choose", options, 0, 1, card="crystal-ball", source="choice")
    assert default_answer(made, _with_aside(state([]), [looked])) == expected


@pytest.mark.parametrize(
    ("looked", "expected"),
    [
        (["copper", "estate", "gold", "curse", "copper"], ("discard-all",)),
        (["gold", "silver", "estate"], ("put-back",)),
    ],
)
def test_navigator_defaults_read_the_cards_set_aside(looked, expected, state):
    made = decision("choose", ["discard-all", "put-back"], 1, 1, card="navigator", source="choice")
    assert default_answer(made, _with_aside(state([]), looked)) == expected


def test_ambassador_reveals_the_card_least_worth_owning(state):
    made = decision("reveal", ["copper", "gold", "estate"], 1, 1, card="ambassador", source="hand")
    assert default_answer(made, state([])) == ("estate",)


# ---- Seaside, Alchemy and Cornucopia (issue 29) ------------------------------------------------------------


def _v5_view(view, **fields):
    """`view` (a v3 `State`) as a v5 view with the v5 `fields` given (seats, piles...)."""
    from dataclasses import asdict

    from protocol.messages import StateV5

    return StateV5(**asdict(view), **fields)


@pytest.mark.parametrize(
    ("made", "expected"),
    [
        # Pirate Ship trashes the victim's best treasure; a Bandit's victim still its cheaper one.
        (
            decision(
                "trash",
                ["copper", "gold", "silver"],
                1,
                1,
                card="pirate-ship",
                source="revealed",
                target="bob",
            ),
            ("gold",),
        ),
        (
            decision("trash", ["silver", "gold"], 1, 1, card="bandit", source="revealed", target="bob"),
            ("silver",),
        ),
        # Sailor trashes a curse or an estate of the hand, else nothing.
        (decision("trash", ["copper", "estate", "gold"], 0, 1, card="sailor"), ("estate",)),
        (decision("trash", ["copper", "gold"], 0, 1, card="sailor"), ()),
        # Scrying Pool discards another player's good card, and its own player's victory card.
        (
            decision("discard", ["gold"], 0, 1, card="scrying-pool", source="revealed", target="bob"),
            ("gold",),
        ),
        (decision("discard", ["estate"], 0, 1, card="scrying-pool", source="revealed", target="bob"), ()),
        (decision("discard", ["estate"], 0, 1, card="scrying-pool", source="revealed"), ("estate",)),
        # Horn of Plenty gains a card that is not a victory card (one would trash it), when there is one.
        (decision("gain", ["silver", "duchy", "estate"], 1, 1, card="horn-of-plenty"), ("silver",)),
        (decision("gain", ["estate", "curse"], 1, 1, card="horn-of-plenty"), ("estate",)),
        # Embargo: the dearest pile that is neither a victory card nor a curse.
        (
            decision(
                "choose", ["copper", "curse", "silver", "gold", "province", "smithy"], 1, 1, card="embargo"
            ),
            ("gold",),
        ),
        # Alchemist goes back onto the deck; Courser takes +cards and +coins.
        (decision("choose", ["topdeck"], 0, 1, card="alchemist"), ("topdeck",)),
        (
            decision("choose", ["+cards", "+actions", "+coins", "silvers"], 2, 2, card="courser"),
            ("+cards", "+coins"),
        ),
        # Joust sets its Province aside.
        (decision("set-aside", ["province"], 0, 1, card="joust", source="hand"), ("province",)),
    ],
)
def test_the_default_answers_of_seaside_alchemy_and_cornucopia(made, expected, state):
    assert default_answer(made, state(["copper"], actions=1)) == expected


def test_haven_sets_aside_a_second_terminal_else_the_least_useful_card_that_is_not_dead(state):
    haven = decision("set-aside", ["smithy", "witch", "gold", "copper"], 1, 1, card="haven", source="hand")
    assert default_answer(haven, state([])) == ("smithy",)
    haven = decision("set-aside", ["estate", "gold", "copper", "village"], 1, 1, card="haven", source="hand")
    assert default_answer(haven, state([])) == ("copper",)
    haven = decision("set-aside", ["estate", "curse"], 1, 1, card="haven", source="hand")
    assert default_answer(haven, state([])) in {("estate",), ("curse",)}


def test_native_village_and_pirate_ship_read_their_mats(state):
    from protocol.messages import SeatRecord

    village = decision("choose", ["mat", "take"], 1, 1, card="native-village", source="choice")
    two = _v5_view(state([]), seats=(SeatRecord("me", mats=(("native-village", ("gold", "copper")),)),))
    one = _v5_view(state([]), seats=(SeatRecord("me", mats=(("native-village", ("gold",)),)),))
    assert default_answer(village, two) == ("take",)
    assert default_answer(village, one) == ("mat",)
    assert default_answer(village, state([])) == ("mat",)
    ship = decision("choose", ["coins", "attack"], 1, 1, card="pirate-ship", source="choice")
    rich = _v5_view(state([]), seats=(SeatRecord("me", pirate_ship=4),))
    poor = _v5_view(state([]), seats=(SeatRecord("me", pirate_ship=3),))
    assert default_answer(ship, rich) == ("coins",)
    assert default_answer(ship, poor) == ("attack",)


def test_tournament_gains_a_prize_before_a_duchy(state):
    gain = decision(
        "gain", ["duchy", "diadem", "princess", "bag-of-gold"], 1, 1, card="tournament", source="choice"
    )
    assert default_answer(gain, state([])) == ("princess",)
    gain = decision("gain", ["duchy"], 1, 1, card="tournament", source="choice")
    assert default_answer(gain, state([])) == ("duchy",)


def test_the_default_answers_of_guilds(state):
    # Advisor: the player on the left discards the revealed card most worth keeping; its own player's
    # decisions keep their kind's rules (an overpay: nothing; Doctor's look: the card put back).
    advisor = decision(
        "discard", ["copper", "gold", "estate"], 1, 1, card="advisor", source="revealed", target="ann"
    )
    assert default_answer(advisor, state(["copper"], actions=1)) == ("gold",)
    assert default_answer(
        decision("pay", ["0", "1", "2"], 1, 1, card="masterpiece", source="amount"), state([])
    ) == ("0",)
    doctor = decision("choose", ["topdeck", "discard", "trash"], 1, 1, card="doctor", source="choice")
    assert default_answer(doctor, state([])) == ("topdeck",)
