"""Strategy files (players.strategy): the format, its errors, and the conditions (players.conditions)."""

from __future__ import annotations

import re

import pytest

from players.conditions import ConditionError, compile_condition
from players.strategy import (
    DECISIONS,
    Context,
    StrategyError,
    card_name,
    load_strategy,
    parse_strategy,
    read_strategy,
    shipped_strategies,
)
from protocol.messages import MATS, Card
from referee import views
from referee.rules.cards import KINGDOM_CARDS
from referee.rules.spec import LANDSCAPE_SPECS, SPECS

from .conftest import make_state

CLASSICS = {
    "big-money",
    "big-money-ultimate",
    "smithy-money",
    "double-witch",
    "militia-money",
    "council-room-money",
    "moneylender-money",
    "chapel-laboratory",
    "village-smithy",
    "workshop-gardens",
    "throne-room-festival",
    "bureaucrat-gardens",
}


def write(tmp_path, text: str, name: str = "bot.toml"):
    path = tmp_path / name
    path.write_text(text)
    return path


def test_every_classic_strategy_ships_and_loads_by_name():
    assert CLASSICS <= set(shipped_strategies())
    for name in shipped_strategies():
        strategy = load_strategy(name)
        assert strategy.name and strategy.description and strategy.buy
        # Its required kingdom cards, and the events and landmarks it needs set out (`requires` names both).
        assert all(
            SPECS[card].kingdom if card in SPECS else card in LANDSCAPE_SPECS for card in strategy.requires
        )


def test_a_name_forgives_case_and_underscores_and_a_path_loads_a_file(tmp_path):
    assert load_strategy("Smithy_Money").name == "Smithy Big Money"
    path = write(tmp_path, 'buy = ["province", "gold", "silver"]\n')
    strategy = load_strategy(path)
    assert strategy.name == "bot" and [e.card for e in strategy.buy] == ["province", "gold", "silver"]
    assert load_strategy(str(path)).source == str(path)


def test_an_unknown_name_lists_the_shipped_strategies():
    with pytest.raises(StrategyError, match=r"no such strategy \(did you mean smithy-money\?\).*big-money"):
        load_strategy("smithy-mony")


def test_card_names_forgive_spaces_and_case_and_unknown_ones_suggest():
    assert card_name("Throne Room") == Card.THRONE_ROOM
    assert card_name("council_room") == Card.COUNCIL_ROOM
    with pytest.raises(ValueError, match=r"unknown card 'smithee' \(did you mean smithy"):
        card_name("smithee")


@pytest.mark.parametrize(
    ("text", "key", "expected"),
    [
        ('buy = ["provinse"]', "buy[1].card", "unknown card 'provinse' (did you mean province"),
        ('buy = "gold"', "buy", "expected a list of cards"),
        ("buy = [3]", "buy[1]", "expected a card name or a table"),
        ('buy = [{card = "gold", when = "coins > 3"}]', "buy[1].when", "an entry has only card, if, limit"),
        ('buy = [{if = "coins > 3"}]', "buy[1]", "missing key card"),
        (
            'buy = [{card = "gold", if = "coin >= 6"}]',
            "buy[1].if",
            "unknown condition name 'coin' (did you mean coins?)",
        ),
        ('buy = [{card = "gold", if = "coins"}]', "buy[1].if", "must be true or false"),
        ('buy = [{card = "gold", if = "count(smithee) < 2"}]', "buy[1].if", "unknown card or type 'smithee'"),
        ('buy = [{card = "gold", if = "coins >= 6 and"}]', "buy[1].if", "column 15"),
        ('buy = [{card = "gold", if = 6}]', "buy[1].if", "a condition is a non-empty string"),
        (
            'buy = ["gold"]\ntrash = [{card = "copper", limit = 0}]',
            "trash[1].limit",
            "expected a whole number >= 1",
        ),
        ('buy = [{card = "gold", limit = 1}]', "buy[1].limit", "buy takes one card at a time: no limit here"),
        ('buy = ["gold"]\nplay = ["gold"]', "play[1].card", "gold is not an action card"),
        ('buy = ["gold"]\ntreasures = ["smithy"]', "treasures[1].card", "smithy is not a treasure card"),
        ('buy = ["gold"]\nbuys = ["gold"]', "buys", "unknown key (did you mean buy?)"),
        ('buy = ["gold"]\n[smithy]\ntrash = []', "smithy", "smithy asks no decision"),
        ('buy = ["gold"]\n[chapel]\ngain = []', "chapel.gain", "unknown key: chapel asks trash"),
        ('buy = ["gold"]\nchapel = 3', "chapel", "expected a table [chapel]"),
        ('buy = ["gold"]\nrequires = ["province"]', "requires[1]", "province is in every game"),
        ('buy = ["gold"]\nrequires = "smithy"', "requires", "expected a list of kingdom cards"),
        ('buy = ["gold"]\nname = 3', "name", "expected text"),
        ('play = ["smithy"]', "buy", "missing: every strategy says what it buys"),
    ],
)
def test_bad_files_get_errors_naming_the_file_the_key_and_what_was_expected(tmp_path, text, key, expected):
    path = write(tmp_path, text + "\n")
    with pytest.raises(StrategyError) as caught:
        read_strategy(path)
    error = caught.value
    assert error.source == str(path)
    assert error.key == key
    assert expected in error.message
    assert re.match(rf"{re.escape(str(path))}(, line \d+)?: {re.escape(key)}: ", str(error)), str(error)


def test_invalid_toml_gives_tomllibs_line_and_a_missing_file_says_so(tmp_path):
    path = write(tmp_path, 'buy = ["gold"]\nplay = [\n  "smithy"\n  "village"]\n')
    with pytest.raises(StrategyError, match=r"bot.toml: not valid TOML: .*line 4"):
        read_strategy(path)
    with pytest.raises(StrategyError, match=r"nothere.toml: cannot read the strategy file"):
        load_strategy(tmp_path / "nothere.toml")


def test_requires_is_checked_against_a_kingdom():
    strategy = load_strategy("double-witch")
    strategy.check_kingdom(["witch", "smithy"])
    with pytest.raises(
        StrategyError, match=r"requires: strategy 'Double Witch' needs witch in the kingdom, which has"
    ):
        strategy.check_kingdom(["smithy", "village"])


def test_every_decision_key_is_accepted_in_its_card_table():
    lines = ['buy = ["gold"]']
    tables: dict[str, list[str]] = {}
    for decision in DECISIONS:
        word = '"discard-deck"' if decision.card == "chancellor" else '"copper"'
        tables.setdefault(decision.card, []).append(f"{decision.key} = [{word}]")
    for card, keys in tables.items():
        lines += [f"[{card}]", *keys]
    lines += ["[witch]", "reveal = []"]
    strategy = parse_strategy(__import__("tomllib").loads("\n".join(lines)), "all.toml")
    assert len(strategy.lists) == len(DECISIONS) + 1


# ---- the condition language ------------------------------------------------------------------------------


def evaluate(text: str, state, *, turn: int = 1) -> bool:
    from players import strategy as module

    condition = compile_condition(text, module._VARIABLES, module._FUNCTIONS, module._word)
    return condition(Context(state, state.coins, turn, set(), None))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("coins >= 6", True),
        ("coins >= 6 and buys == 2", False),
        ("coins >= 6 and (buys == 2 or actions == 1)", True),
        ("not coins < 6", True),
        ("count(smithy) == 2 and count(action) == 5 and count(terminal) == 2", True),
        ("hand(copper) == 2 and hand(treasure) == 3", True),
        ("cards == 15", True),
        ("money == 4 + 2 + 3", True),
        ("money == 3 * 3", True),
        ("coins - 2 == 5", True),
        ("-coins < 0", True),
        ("score == 3 + 6", True),
        ("pile(province) == 8 and pile(curse) == 0 and pile(victory) == 24", True),
        ("turn == 4", True),
        ("players == 2", True),
        ("empty_piles == 0 and gains_to_end == 8", True),
        ("true and not false", True),
        # A view of protocol v1-v4 has no tokens, and its costs are the printed ones.
        ("vp_tokens == 0 and coffers == 0", True),
        ("cost(gold) == 6 and cost(smithy) == 4", True),
        ("in_play(village) == 1 and in_play(action) == 2 and in_play(treasure) == 0", True),
        ("actions_played == 2", True),
    ],
)
def test_conditions_read_the_view(text, expected):
    state = make_state(
        ["copper", "copper", "silver", "smithy", "estate"],
        deck=["smithy", "village", "estate", "province"],
        discards=["copper", "copper", "estate", "gold"],
        plays=["village", "market"],
        coins=7,
        actions=1,
        buys=1,
    )
    assert evaluate(text, state, turn=4) is expected


def test_lead_counts_the_opponents_victory_cards_from_the_public_supply_and_trash():
    # Two players: 3 estates each at the start; 2 provinces and 1 duchy left the supply; 1 estate trashed.
    from tests.players.conftest import full_supply

    supply = list(full_supply())
    for card in ("province", "province", "duchy"):
        supply.remove(Card(card))
    state = make_state(
        ["estate", "estate", "province", "copper", "copper"], supply=supply, trash=["estate"], coins=0
    )
    # All victory points held: estates 6 - 1 trashed = 5, provinces 2 x 6, duchy 3 = 20. Mine: 2 + 6 = 8.
    assert evaluate("score == 8 and lead == 8 - 12", state)


@pytest.mark.parametrize(
    ("text", "column", "message"),
    [
        ("coins >", 8, "expected a number, a name or '('"),
        ("coins >= 6 or", 14, "expected a number"),
        ("1 < 2 < 3", 7, "comparisons do not chain"),
        ("coins and true", 1, "and needs a truth, not a number"),
        ("count smithy", 1, "count needs a card or type in parentheses"),
        ("count(3)", 7, "needs a card name or type"),
        ("count(smithy", 13, "expected ')'"),
        ("coins # 3", 7, "unexpected character '#'"),
        ("(coins > 3", 11, "expected ')'"),
        ("coins > 3 coins", 11, "unexpected 'coins'"),
        ("total(smithy) > 1", 1, "unknown function 'total'"),
        ("cost(action) > 3", 6, "cost(...) takes a card name, not the type 'action'"),
        ("", 1, "non-empty string"),
    ],
)
def test_bad_conditions_name_the_column(text, column, message):
    from players import strategy as module

    with pytest.raises(ConditionError) as caught:
        compile_condition(text, module._VARIABLES, module._FUNCTIONS, module._word)
    assert caught.value.column == column
    assert message in caught.value.message


def test_every_documented_name_of_the_condition_language_has_a_meaning():
    from players import strategy as module
    from players.conditions import FUNCTIONS, VARIABLES

    assert set(module._VARIABLES) == set(VARIABLES)
    assert set(module._FUNCTIONS) == set(FUNCTIONS)


def test_the_docs_list_every_key_condition_decision_and_shipped_strategy(project_root):
    from players.conditions import FUNCTIONS, TYPES, VARIABLES
    from players.strategy import ATTACKS, TOP_KEYS

    page = (project_root / "docs" / "simulate.md").read_text()
    rows = [line for line in page.splitlines() if line.startswith("| ")]
    for key in TOP_KEYS:
        assert any(row.startswith(f"| `{key}` |") for row in rows), key
    for name in VARIABLES:
        assert any(row.startswith(f"| `{name}` |") for row in rows), name
    for name in FUNCTIONS:
        assert any(row.startswith(f"| `{name}(X)` |") for row in rows), name
    for word in TYPES:
        assert f"`{word}`" in page, word
    for decision in DECISIONS:
        row = f"| `[{decision.card}]` | `{decision.key}` | {decision.question} |"
        assert any(line.startswith(row) for line in rows), row
        assert any(line.startswith(row) and decision.default in line for line in rows), decision
    assert f"| `[ATTACK]` ({', '.join(ATTACKS)}) | `reveal` |" in page
    for name in shipped_strategies():
        assert any(row.startswith(f"| `{name}` |") for row in rows), name


# ---- tables of a later set's cards -------------------------------------------------------------------------


def test_a_later_sets_card_table_takes_decision_kinds_and_option_words():
    import tomllib

    from referee.rules.decisions import Decision

    text = """
buy = ["province", "gold", "silver"]
trash = ["curse", "estate"]
[watchtower]
choose = [{ card = "topdeck", if = "money >= 7" }, "trash"]
pay = ["3", "1"]
"""
    strategy = parse_strategy(tomllib.loads(text), "tower.toml")
    player = strategy.player()
    asked = Decision("me", "watchtower", "choose", ("trash", "topdeck"), 0, 1, source="choice")
    rich = make_state([], deck=["gold", "gold", "silver"])
    poor = make_state([], deck=["copper", "copper", "estate"])
    assert player.decide(asked, rich) == ("topdeck",)
    assert player.decide(asked, poor) == ("trash",)
    # A decision its table does not answer: the top-level list of its kind for the player's own cards ...
    trash = Decision("me", "watchtower", "trash", ("copper", "estate", "gold"), 1, 1)
    assert player.decide(trash, poor) == ("estate",)
    # An amount: the first listed that is offered.
    pay = Decision("me", "watchtower", "pay", ("0", "1", "2"), 1, 1, source="amount")
    assert player.decide(pay, poor) == ("1",)
    # ... else the kit's default answer.
    gain = Decision("me", "watchtower", "gain", ("silver", "curse"), 1, 1, source="supply", target="bob")
    assert player.decide(gain, poor) == ("curse",)


@pytest.mark.parametrize(
    ("text", "key", "expected"),
    [
        ("[watchtower]\nshuffle = []", "watchtower.shuffle", "may ask decisions of the kinds trash, discard"),
        ("[Watchtower]\nchoose = []", "Watchtower", "write the card's table as [watchtower]"),
        ('[watchtower]\nchoose = ["Trash!"]', "watchtower.choose[1].card", "unknown card 'Trash!'"),
        ("[smithy]\nplay = []", "smithy", "smithy asks no decision"),
    ],
)
def test_a_later_sets_card_table_errors(text, key, expected):
    import tomllib

    with pytest.raises(StrategyError) as caught:
        parse_strategy(tomllib.loads('buy = ["gold"]\n' + text), "bad.toml")
    assert caught.value.key == key
    assert expected in caught.value.message


def test_conditions_read_a_v5_view():
    """VP tokens, Coffers, durations and the costs this turn come from a v5 view's seats and costs; the
    opponents' VP tokens count in `lead`."""
    from dataclasses import asdict

    from protocol.messages import SeatRecord, StateV5

    # A view's plays list the durations in play from earlier turns too (the Caravan).
    base = make_state(["copper", "estate"], plays=["bridge", "caravan"], deck=["estate", "estate"], coins=4)
    fields = {name: value for name, value in asdict(base).items()}
    state = StateV5(
        **fields,
        seats=(
            SeatRecord("me", vp=4, coffers=2, durations=(Card("caravan"),)),
            SeatRecord("other", vp=1),
        ),
        costs=((Card("peddler"), 7), (Card("province"), 7)),
    )
    assert evaluate("vp_tokens == 4 and coffers == 2", state)
    assert evaluate("cost(peddler) == 7 and cost(province) == 7 and cost(gold) == 6", state)
    assert evaluate("in_play(caravan) == 1 and in_play(action) == 2 and actions_played == 1", state)
    # Three estates and 4 VP tokens; the opponent: its 3 starting estates and 1 VP token.
    assert evaluate("score == 3 + 4 and lead == 7 - 4", state)


def test_a_game_of_the_rules_alone_with_a_later_sets_card_gives_v5_views():
    from protocol.messages import State, StateV5
    from referee.rules.game import Game

    later = Game(["ann", "bob"], seed=1, kingdom=[*KINGDOM_CARDS[:9], "bishop"])
    base = Game(["ann", "bob"], seed=1, kingdom=KINGDOM_CARDS[:10])
    assert type(views.view(later)) is StateV5 and views.view(later).seats[0].name == "ann"
    assert type(views.view(base)) is State


def _v5(hand, **fields):
    """A v5 view: `make_state`'s fields for `hand`, then the v5 fields given."""
    from dataclasses import asdict

    from protocol.messages import StateV5

    keep = {name: fields.pop(name) for name in ("plays", "deck", "discards", "coins") if name in fields}
    return StateV5(**asdict(make_state(hand, **keep)), **fields)


def test_conditions_read_durations_mats_tokens_potions_and_prizes():
    """Issue 29's words: the durations in play from earlier turns, the cards on the own mats (owned, so
    counted in `count`, `cards`, `money` and `score`), Pirate Ship tokens, Embargo tokens on a pile, the
    potions this turn and the Prizes left."""
    from protocol.messages import SeatRecord

    state = _v5(
        ["copper", "caravan"],
        plays=["caravan", "throne-room", "caravan"],
        deck=["estate"],
        potions=1,
        seats=(
            SeatRecord(
                "me",
                pirate_ship=2,
                durations=("throne-room", "caravan"),
                mats=(("island", ("province", "gold")), ("native-village", ("silver",))),
            ),
            SeatRecord("other", pirate_ship=5, mats=(("island", ("duchy",)),)),
        ),
        piles=(("smithy", ("embargo", "embargo")), ("estate", ("embargo", "trade-route"))),
        non_supply=("bag-of-gold", "diadem", "followers"),
    )
    assert evaluate("durations(caravan) == 1 and durations(action) == 2 and durations(duration) == 1", state)
    assert evaluate("in_play(caravan) == 2 and actions_played == 1", state)
    assert evaluate("mat(island) == 2 and mat(native-village) == 1", state)
    assert evaluate("count(province) == 1 and count(gold) == 1 and cards == 9 and money == 6", state)
    assert evaluate("score == 1 + 6", state)
    assert evaluate("pirate_ship == 2 and potions == 1 and prizes == 3", state)
    assert evaluate("embargo(smithy) == 2 and embargo(estate) == 1 and embargo(gold) == 0", state)
    assert evaluate("embargo(action) == 2 and embargo(victory) == 1", state)
    assert evaluate("non_supply(followers) == 1 and non_supply(prize) == 3 and non_supply(gold) == 0", state)
    # A view of protocol v1-v4 has none of them.
    plain = make_state(["copper"])
    assert evaluate("potions == 0 and pirate_ship == 0 and prizes == 0 and mat(island) == 0", plain)
    assert evaluate("durations(action) == 0 and embargo(smithy) == 0", plain)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "mat(smithy) > 0",
            # Every mat of the protocol is named (protocol.messages.MATS, which grows with the sets).
            f"mat(...) takes the name of a mat: {', '.join(MATS[:-1])} or {MATS[-1]}, not 'smithy'",
        ),
        ("mat(action) > 0", "mat(...) takes the name of a mat"),
        ("embargo(smithee) > 0", "unknown card or type 'smithee'"),
    ],
)
def test_bad_words_of_issue_29(text, message):
    from players import strategy as module

    with pytest.raises(ConditionError, match=re.escape(message)):
        compile_condition(text, module._VARIABLES, module._FUNCTIONS, module._word)


def test_lead_counts_colonies_and_islands_too():
    """Every card of fixed victory points that left the supply is someone's: a Colony bought by the opponent
    (10 VP) and an Island (2 VP) count against you."""
    from tests.players.conftest import full_supply

    supply = [*full_supply(), *["colony"] * 8, *["island"] * 8]
    supply.remove(Card("province"))
    supply.remove("colony")
    supply.remove("island")
    state = make_state(["province", "copper"], supply=supply, coins=0)
    # Mine: the Province in hand (this view shows no estate of mine). The others': the 6 starting Estates
    # of the two players not among my cards, the Colony and the Island.
    mine = 6
    theirs = 6 + 10 + 2
    assert evaluate(f"score == {mine} and lead == {mine} - {theirs}", state)
