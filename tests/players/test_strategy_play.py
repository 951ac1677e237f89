"""Strategy files playing: in games of the rules alone (every decision through `decide`), in protocol v3 games
(plays carrying their up-front arguments) in-process and as a real subprocess, and their default answers."""

from __future__ import annotations

import subprocess
import sys
import tomllib

import pytest

from players import militia_money
from players.strategy import DECISIONS, load_strategy, parse_strategy, shipped_strategies
from referee.match import MatchConfig, run_match
from referee.rules.decisions import Decision
from referee.rules.kingdoms import split_landscapes
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat
from tests.cli import patience

from .conftest import make_state

FILLERS = [
    "smithy",
    "village",
    "market",
    "cellar",
    "moat",
    "laboratory",
    "festival",
    "witch",
    "workshop",
    "gardens",
]
NAMES = ["ann", "bob", "cat", "dan"]


def kingdom_for(strategy) -> list[str]:
    """The cards `strategy` requires and fillers to make 10, then the events and landmarks it requires."""
    required, landscapes = split_landscapes(strategy.requires)
    cards = list(required)
    for card in FILLERS:
        if len(cards) == 10:
            break
        if card not in cards:
            cards.append(card)
    return [*cards, *landscapes]


class Decisions(Observer):
    """Records which (card, kind) decisions were asked, and every ejection."""

    def __init__(self) -> None:
        self.asked: set[tuple[str, str]] = set()
        self.ejections: list = []

    def decided(self, name, decision, answer):
        self.asked.add((str(decision.card), decision.kind))

    def ejected(self, name, fault):
        self.ejections.append((name, fault))


@pytest.mark.parametrize("name", sorted(shipped_strategies()))
def test_every_shipped_strategy_plays_whole_games_of_the_rules_alone(name):
    strategy = load_strategy(name)
    kingdom = kingdom_for(strategy)
    strategy.check_kingdom(kingdom)
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        seats = [InProcessSeat(NAMES[0], strategy.player())]
        seats += [InProcessSeat(n, load_strategy("double-witch").player()) for n in NAMES[1:players]]
        result = play_game(seats, version=None, seed=seed, kingdom=kingdom, turn_limit=60)
        assert all(p.ejection is None for p in result.players), result
        assert result.end in ("provinces", "three-piles", "turn-limit")


EVERY_ANSWER = """
name = "answers everything"
buy = [
    {card = "province", if = "coins >= 8 and turn > 4"},
    {card = "gardens", if = "lead < 0 or empty_piles > 0"},
    {card = "laboratory", if = "count(laboratory) < 1"},
    KINGDOM
    "gold",
    "silver",
    {card = "copper", if = "pile(copper) > 30"},
]
trash = ["curse", {card = "estate", if = "gains_to_end > 5"}]
discard = ["curse", "estate", "duchy", "province", "copper"]
reveal = ["moat"]

[artisan]
gain = [{card = "festival", if = "coins >= 5"}, "silver"]
topdeck = ["festival", "gold"]
[bandit]
trash = ["silver"]
[bureaucrat]
topdeck = ["province", "estate"]
[cellar]
discard = ["estate", {card = "copper", limit = 1}, "silver"]
[chancellor]
choose = [{card = "discard-deck", if = "turn > 3"}]
[chapel]
trash = ["estate", {card = "copper", if = "money > 6", limit = 2}]
[feast]
gain = ["duchy"]
[harbinger]
topdeck = ["gold", "laboratory"]
[library]
set-aside = [{card = "village", if = "actions == 0"}]
[militia]
discard = ["estate", "copper"]
reveal = []
[mine]
trash = ["copper"]
gain = ["silver"]
[moneylender]
trash = [{card = "copper", if = "hand(copper) >= 2"}]
[poacher]
discard = ["estate", "copper", "silver"]
[remodel]
trash = ["gold", "estate"]
gain = ["province", "silver"]
[sentry]
trash = ["estate", "copper"]
discard = ["estate", "copper"]
topdeck = ["silver", "copper"]
[spy]
discard = ["estate"]
discard-others = ["gold", "silver"]
[thief]
trash = ["silver"]
gain = ["gold"]
[throne-room]
play = ["witch", "smithy"]
[vassal]
play = ["village"]
[workshop]
gain = ["gardens", "silver"]
"""

KINGDOMS = [
    (
        2,
        [
            "mine",
            "artisan",
            "bandit",
            "bureaucrat",
            "cellar",
            "chapel",
            "harbinger",
            "library",
            "militia",
            "moat",
        ],
    ),
    (
        2,
        [
            "moneylender",
            "poacher",
            "remodel",
            "sentry",
            "throne-room",
            "vassal",
            "workshop",
            "witch",
            "moat",
            "village",
        ],
    ),
    (
        1,
        [
            "chancellor",
            "feast",
            "spy",
            "thief",
            "adventurer",
            "woodcutter",
            "gardens",
            "laboratory",
            "moat",
            "smithy",
        ],
    ),
]


def default_file(kingdom: list[str]) -> str:
    cards = "".join(f'{{card = "{card}", if = "count({card}) < 2"}}, ' for card in kingdom)
    return f'buy = ["province", {cards}"gold", "silver"]\n'


@pytest.mark.parametrize("style", ["defaults", "answers"])
def test_every_decision_is_answered_legally_by_lists_and_by_defaults(style):
    import tomllib

    observer = Decisions()
    for edition, kingdom in KINGDOMS:
        if style == "defaults":
            text = default_file(kingdom)
        else:
            text = EVERY_ANSWER.replace(
                "KINGDOM", "".join(f'{{card = "{card}", if = "count({card}) < 2"}}, ' for card in kingdom)
            )
        strategy = parse_strategy(tomllib.loads(text), style)
        for seed in range(12):
            seats = [InProcessSeat(name, strategy.player()) for name in NAMES[: 2 + seed % 3]]
            result = play_game(
                seats,
                version=None,
                seed=seed,
                kingdom=kingdom,
                edition=edition,
                turn_limit=40,
                observer=observer,
            )
            assert result.end in ("provinces", "three-piles", "turn-limit")
    assert observer.ejections == []
    wanted = {(d.card, d.kind) for d in DECISIONS} | {("militia", "reveal"), ("witch", "reveal")}
    assert sorted(wanted - observer.asked) == []


ARGUMENTS_FILE = """
buy = [
    {card = "province", if = "coins >= 8"},
    "gold",
    {card = "mine", if = "count(mine) < 1"},
    {card = "remodel", if = "count(remodel) < 1"},
    {card = "militia", if = "count(militia) < 1"},
    {card = "workshop", if = "count(workshop) < 2"},
    {card = "cellar", if = "count(cellar) < 1"},
    {card = "moat", if = "count(moat) < 1"},
    "silver",
]
play = ["cellar", "mine", "remodel", "militia", "workshop", "moat"]
[remodel]
trash = ["curse", "estate", "copper"]
"""


@pytest.mark.parametrize("version", [1, 2, 3])
def test_in_a_protocol_game_plays_carry_their_up_front_arguments(version):
    import tomllib

    strategy = parse_strategy(tomllib.loads(ARGUMENTS_FILE), "arguments")
    played = set()

    class Plays(Observer):
        def played(self, name, play):
            if getattr(play, "args", ()):
                played.add(play.card)

    for seed in range(6):
        opponent = militia_money.Strategy() if version == 3 else strategy.player(arguments=True)
        seats = [InProcessSeat("ann", strategy.player(arguments=True)), InProcessSeat("bob", opponent)]
        result = play_game(seats, version=version, seed=seed, observer=Plays())
        assert all(p.ejection is None for p in result.players), result
    expected = {
        1: {"mine"},
        2: {"mine", "remodel", "workshop", "cellar"},
        3: {"mine", "remodel", "workshop", "cellar"},
    }
    assert expected[version] <= played


def test_defaults_answer_from_the_view():
    strategy = parse_strategy({"buy": ["province", "gold", "silver"]}, "plain")
    player = strategy.player()

    def ask(card, kind, options, lo, hi, *, source="hand", target=None, **view):
        decision = Decision("me", card, kind, tuple(options), lo, hi, source, target=target)
        return player.decide(decision, make_state(**view))

    assert ask("chapel", "trash", ["copper", "estate", "estate", "curse"], 0, 4) == (
        "curse",
        "estate",
        "estate",
    )
    assert ask("remodel", "trash", ["silver", "gold"], 1, 1) == ("silver",)
    assert ask("remodel", "gain", ["silver", "gold", "duchy", "smithy"], 1, 1, source="supply") == ("gold",)
    assert ask("workshop", "gain", ["copper", "estate", "smithy"], 1, 1, source="supply") == ("smithy",)
    assert ask("mine", "trash", ["copper", "silver"], 0, 1) == ("silver",)
    assert ask("cellar", "discard", ["copper", "estate", "province"], 0, 3) == ("estate", "province")
    assert ask("militia", "discard", ["copper", "silver", "gold", "estate", "smithy"], 2, 2) == (
        "estate",
        "copper",
    )
    assert ask("library", "set-aside", ["smithy"], 0, 1, actions=0) == ("smithy",)
    assert ask("library", "set-aside", ["smithy"], 0, 1, actions=1) == ()
    assert ask("spy", "discard", ["gold"], 0, 1, source="revealed", target="me") == ()
    assert ask("spy", "discard", ["gold"], 0, 1, source="revealed", target="bob") == ("gold",)
    assert ask("spy", "discard", ["estate"], 0, 1, source="revealed", target="bob") == ()
    assert ask("bandit", "trash", ["silver", "gold"], 1, 1, source="revealed") == ("silver",)
    assert ask("thief", "trash", ["silver", "gold"], 1, 1, source="revealed") == ("gold",)
    assert ask("harbinger", "topdeck", ["copper", "estate"], 0, 1, source="discards") == ()
    assert ask("harbinger", "topdeck", ["copper", "gold"], 0, 1, source="discards") == ("gold",)
    assert ask("sentry", "topdeck", ["silver", "gold"], 2, 2, source="revealed") == ("gold", "silver")
    assert ask("throne-room", "play", ["village", "smithy"], 0, 1) == ("smithy",)
    assert ask("artisan", "topdeck", ["smithy", "copper"], 1, 1, actions=0) == ("smithy",)
    assert ask("witch", "reveal", ["moat"], 0, 1, target="bob") == ("moat",)
    assert ask("some-future-card", "trash", ["gold", "copper"], 1, 2) == ("copper",)


def test_a_reveal_list_decides_against_which_attack_a_moat_is_revealed():
    import tomllib

    strategy = parse_strategy(tomllib.loads('buy = ["gold"]\n[militia]\nreveal = []\n'), "moat")
    player = strategy.player()
    state = make_state(["moat", "copper", "copper", "estate", "silver"])
    assert type(player.defend("bob", state)).__name__ == "DiscardDefense"
    reveal = Decision("me", "witch", "reveal", ("moat",), 0, 1, "hand", target="bob")
    assert player.decide(reveal, state) == ("moat",)


def test_a_reaction_other_than_moat_is_revealed_by_name():
    """A strategy file's player holding a Horse Traders (or a Secret Chamber) reveals that card, ``(reveal
    CARD)``, never a ``(moat)`` it does not hold (the referee ejects that defense)."""
    player = parse_strategy(tomllib.loads('buy = ["gold"]\n'), "plain").player()
    state = make_state(["horse-traders", "copper", "copper", "estate", "silver"])
    defense = player.defend("bob", state, "witch")
    assert type(defense).__name__ == "RevealDefense" and defense.card == "horse-traders"
    state = make_state(["moat", "horse-traders", "copper"])
    assert type(player.defend("bob", state, "witch")).__name__ == "MoatDefense"


def test_the_turn_counts_own_turns_and_restarts_in_a_new_game():
    strategy = parse_strategy({"buy": [{"card": "silver", "if": "turn == 1"}]}, "turns")
    seats = [InProcessSeat("ann", strategy.player()), InProcessSeat("bob", strategy.player())]
    player = seats[0].strategy
    play_game(seats, version=None, seed=4, kingdom=FILLERS, turn_limit=7)
    assert player.turn == 7
    seats = [InProcessSeat("ann", player), InProcessSeat("bob", strategy.player())]
    play_game(seats, version=None, seed=5, kingdom=FILLERS, turn_limit=3)
    assert player.turn == 3


def test_a_strategy_file_plays_as_a_real_subprocess_against_a_reference_player(tmp_path, project_root):
    path = tmp_path / "remodeler.toml"
    path.write_text(ARGUMENTS_FILE)
    config = MatchConfig(
        players=[
            ("file", (sys.executable, "-m", "players.strategy", str(path))),
            ("shipped", (sys.executable, "-m", "players.strategy", "militia-money")),
            ("money", (sys.executable, "-m", "players.big_money")),
        ],
        seed=21,
        version=3,
        turn_limit=40,
        cwd=project_root,
    )
    result = run_match(config)
    assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert result.end in ("provinces", "three-piles", "turn-limit")


def test_the_program_names_a_bad_strategy_and_lists_the_shipped_ones(tmp_path, project_root):
    run = subprocess.run(
        [sys.executable, "-m", "players.strategy", "no-such-bot"],
        capture_output=True,
        text=True,
        cwd=project_root,
        timeout=patience(60),
    )
    assert run.returncode == 2
    assert "no-such-bot: no such strategy" in run.stderr and "smithy-money" in run.stderr
    listing = subprocess.run(
        [sys.executable, "-m", "players.strategy", "--list"],
        capture_output=True,
        text=True,
        cwd=project_root,
        timeout=patience(60),
    )
    assert listing.returncode == 0
    assert "double-witch: " in listing.stdout and "(needs witch)" in listing.stdout


SMITHY_MONEY = """
# players/smithy_money.py, said as a strategy file.
buy = [
    "province",
    {card = "duchy", if = "pile(province) <= 4"},
    "gold",
    {card = "smithy", if = "pile(province) > 4 and (count(smithy) < 1 or count(smithy) < 2 and cards >= 16)"},
    {card = "duchy", if = "pile(province) <= 5"},
    {card = "estate", if = "pile(province) <= 2"},
    "silver",
]
play = ["smithy"]
"""


@pytest.mark.parametrize("version", [None, 3])
def test_a_file_saying_what_a_reference_player_does_plays_the_same_games(version):
    import tomllib

    from players import smithy_money

    strategy = parse_strategy(tomllib.loads(SMITHY_MONEY), "smithy")
    kingdom = FILLERS if version is None else None
    for seed in range(10):
        outcomes = []
        for make in (strategy.player, smithy_money.Strategy):
            seats = [InProcessSeat("ann", make()), InProcessSeat("bob", smithy_money.Strategy())]
            result = play_game(seats, version=version, seed=seed, kingdom=kingdom)
            outcomes.append([(p.score, p.turns) for p in result.players])
        assert outcomes[0] == outcomes[1]


def test_v4_moves_and_decisions_through_the_kit():
    """A v4 view: a Throne Room play nests the play of its card with that card's arguments, chosen by the
    file; a `decide` request is answered by the same answers, from the question's wire fields alone."""
    import dataclasses
    import io
    import tomllib

    from players import kit
    from protocol import to_wire
    from protocol.messages import Decide, Move, Question, State, StateV4
    from tests.players.conftest import full_supply

    text = 'buy = ["province", "gold", "silver"]\nplay = ["throne-room", "remodel"]\n'
    player = parse_strategy(tomllib.loads(text), "v4").player(arguments=True)
    kingdom = (
        "cellar",
        "moat",
        "remodel",
        "sentry",
        "throne-room",
        "chancellor",
        "market",
        "smithy",
        "mine",
        "village",
    )
    base = make_state(
        ["throne-room", "remodel", "estate", "copper", "gold"],
        supply=[*full_supply(), *[card for card in kingdom for _ in range(10)]],
    )
    fields = {field.name: getattr(base, field.name) for field in dataclasses.fields(State)}
    state = StateV4(**fields, aside=(), kingdom=kingdom)
    question = Question("me", "sentry", "trash", "revealed", None, ("copper", "estate"), 0, 2)
    chancellor = Question("me", "chancellor", "choose", "choice", None, ("discard-deck",), 0, 1)
    data = "".join(
        to_wire(message) + "\n"
        for message in (Move(state), Decide("me", question, state), Decide("me", chancellor, state))
    )
    out = io.StringIO()
    assert kit.run(player, None, stdin=io.BytesIO(data.encode()), stdout=out) == kit.EXIT_OK
    assert out.getvalue().splitlines() == [
        "(act throne-room (act remodel estate silver))",
        "(choose estate)",
        "(choose discard-deck)",
    ]


CONDITIONS = [
    "coins >= 5",
    "turn > 3",
    "count(action) < 3",
    "hand(treasure) >= 2",
    "lead < 0",
    "gains_to_end > 4",
]


def random_file(rng, kingdom: list[str]) -> dict:
    """A strategy file (as parsed TOML) with random lists for random decisions of the kingdom's cards, random
    buy and play lists, of the cards a player meets most (treasures, victory cards, curse, the kingdom),
    one time in four of any card."""
    from referee.rules.cards import ACTIONS, BASE_CARDS
    from referee.rules.kingdoms import MIXED_PILES, mixed_pile_cards
    from referee.rules.spec import SPECS

    common = [*BASE_CARDS, *kingdom]

    def card(choices=None, pile=True):
        if choices is not None:
            chosen = rng.choice(choices)
        else:
            chosen = rng.choice(sorted(SPECS) if rng.random() < 0.25 else common)
        # A mixed pile's name (Knights, Ruins) stands for any of its cards in a list, half the time here; a
        # list answering a decision that names a card refuses it: one of its cards stands for it there.
        if chosen in MIXED_PILES and not (pile and rng.random() < 0.5):
            return mixed_pile_cards(chosen)[0]
        return chosen

    def entries(choices=None, limits=True, pile=True):
        items = []
        for _ in range(rng.randint(0, 6)):
            entry = {"card": card(choices, pile)}
            if rng.random() < 0.5:
                entry["if"] = rng.choice(CONDITIONS)
            if limits and rng.random() < 0.3:
                entry["limit"] = rng.randint(1, 3)
            items.append(entry)
        return items

    data: dict = {"buy": [*entries(limits=False), "province", "gold", "silver"]}
    if rng.random() < 0.5:
        data["play"] = entries(sorted(ACTIONS), limits=False)
    for key in ("trash", "discard", "reveal"):
        if rng.random() < 0.5:
            data[key] = entries()
    for decision in DECISIONS:
        if decision.card in kingdom and rng.random() < 0.7:
            words = ["discard-deck"] if decision.card == "chancellor" else None
            data.setdefault(decision.card, {})[decision.key] = entries(words, pile=decision.key != "name")
    return data


@pytest.mark.parametrize("seed", range(150))
def test_random_strategy_files_always_answer_legally(seed):
    """Whatever a file lists (cards that are not options, limits, conditions), every answer is legal: no
    seat is ever ejected, in games of random kingdoms, editions and player counts, of the rules alone (every
    decision asked) and of protocol v4 (up-front answers as the plays' arguments)."""
    import random

    from referee.rules.cards import KINGDOM_CARDS

    rng = random.Random(seed)
    kingdom = rng.sample(KINGDOM_CARDS, 10)
    strategy = parse_strategy(random_file(rng, kingdom), f"random {seed}")
    observer = Decisions()
    seats = [InProcessSeat(name, strategy.player()) for name in NAMES[: rng.randint(2, 4)]]
    play_game(
        seats,
        version=4 if seed % 2 else None,
        seed=seed,
        kingdom=kingdom,
        edition=rng.choice([1, 2]),
        turn_limit=25,
        observer=observer,
    )
    assert observer.ejections == []


@pytest.mark.parametrize("seed", range(30))
def test_random_strategy_files_naming_mixed_piles_answer_legally(seed):
    """The same on kingdoms with the Knights and the Ruins (Cultist, Death Cart, Marauder): a random file's
    lists name the piles themselves, meaning any of their cards (docs/simulate.md), and every answer is
    legal."""
    import json
    import random

    from referee.rules.cards import KINGDOM_CARDS

    rng = random.Random(f"mixed piles {seed}")
    piles = ["knights", rng.choice(["cultist", "death-cart", "marauder"])]
    kingdom = piles + rng.sample([card for card in KINGDOM_CARDS if card not in piles], 8)
    data = random_file(rng, kingdom)
    data["buy"] = [*piles, "ruins", *data["buy"]]
    data.setdefault("play", []).extend(["knights", "ruins"])
    assert '"knights"' in json.dumps(data)
    strategy = parse_strategy(data, f"random mixed piles {seed}")
    observer = Decisions()
    seats = [InProcessSeat(name, strategy.player()) for name in NAMES[: rng.randint(2, 4)]]
    play_game(
        seats,
        version=None,
        seed=seed,
        kingdom=kingdom,
        edition=rng.choice([1, 2]),
        turn_limit=25,
        observer=observer,
    )
    assert observer.ejections == []


@pytest.mark.parametrize("style", ["defaults", "answers"])
def test_in_a_v4_game_plays_carry_their_arguments_and_throne_rooms_nest(style):
    import tomllib

    nested = []

    class Plays(Decisions):
        def played(self, name, play):
            if play.card == "throne-room" and getattr(play, "args", ()):
                nested.append(play)

    observer = Plays()
    for edition, kingdom in KINGDOMS:
        if style == "defaults":
            text = default_file(kingdom)
        else:
            text = EVERY_ANSWER.replace(
                "KINGDOM", "".join(f'{{card = "{card}", if = "count({card}) < 2"}}, ' for card in kingdom)
            )
        strategy = parse_strategy(tomllib.loads(text), style)
        for seed in range(6):
            seats = [InProcessSeat(name, strategy.player(arguments=True)) for name in NAMES[: 2 + seed % 3]]
            play_game(
                seats,
                version=4,
                seed=seed,
                kingdom=kingdom,
                edition=edition,
                turn_limit=40,
                observer=observer,
            )
    assert observer.ejections == []
    assert nested and all(type(play.args[0]).__name__ == "Act" for play in nested)
    assert ("throne-room", "play") in observer.asked  # the second play's choices are asked with decide


def test_strategy_files_play_a_v4_game_as_real_subprocesses(tmp_path, project_root):
    from referee.seats.process import Limits, SubprocessSeat
    from referee.transcript import Transcript

    path = tmp_path / "answers.toml"
    kingdom = [*KINGDOMS[1][1][:9], "festival"]
    path.write_text(EVERY_ANSWER.replace("KINGDOM", "".join(f'"{card}", ' for card in kingdom)))
    transcript = Transcript()
    commands = {
        "ann": (sys.executable, "-m", "players.strategy", str(path)),
        "bob": (sys.executable, "-m", "players.strategy", "throne-room-festival"),
    }
    limits = Limits(reply_timeout=30.0, first_reply_timeout=60.0)
    seats = [
        SubprocessSeat(name, command, version=4, limits=limits, transcript=transcript, cwd=str(project_root))
        for name, command in commands.items()
    ]
    result = play_game(seats, version=4, seed=8, kingdom=kingdom, turn_limit=30)
    assert result.ejections == (), [p.ejection for p in result.ejections]
    replies = [text for way, _, text in transcript.messages() if way == "from"]
    assert any(text.startswith("(choose") for text in replies)
    assert any(text.startswith("(act throne-room (act ") for text in replies)
