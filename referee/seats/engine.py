"""Drive one game through its seats: ask for plays and defenses, judge them, eject, rank.

`play_game` is the only loop that runs a game. It sends each player its view through its `Seat`, judges
every answer with `referee.rules.legality` (the one legality decision), applies it to a
`referee.rules.game.Game`,
tells the other players, and turns any `PlayerFault` into an ejection. It never reads or writes a pipe:
subprocess seats do that.

Protocol flow (docs/protocol.md, "Turn flow" and "Attacks (v3)"):
- `(move state)` to the current player; its play is judged; after each accepted play `(moved NAME play)`
  goes to every other player (in turn order after the mover); a clean ends the turn.
- militia: after the `moved` broadcast each other player, one at a time in turn order, is asked to defend
  with `attacked` (its view with 0 actions, 0 buys, 0 coins, no plays); its defense is judged and applied.
  When all have answered, for each defender in turn order, every player except that defender (attacker
  included) gets `(defended NAME shown)`, a discard showing only its first card.
- A `PlayerFault` from any call to a seat, or an illegal answer, ejects that seat's player (see
  `referee.rules.game.Game.eject`); its seat is closed at once. Every other seat is closed at the end.
  A broadcast under way (`moved`, `defended`) goes on to the players left after an ejection, and after
  the game's end by the rules; it stops only when one player is left (the game ends at once).

A game of the rules alone (``version=None``) also takes `referee.rules.decisions.Treasures` (several
treasures) and `referee.rules.decisions.BuyAndClean` (a buy, then the clean-up) from an in-process strategy:
one play judged and applied at once, and told to an observer's `played` and to every seat that listens as the
protocol plays it stands for, one by one (docs/rules.md).

One turn loop plays every version (`Driver.run`); what a version changes is its `Dialect` (data: whether
events are told, whether every play settles its decisions, how attacks are asked, whether `moved` hides
cards). Protocol v4 and v5 (docs/protocol.md, "Version 4", "Version 5"): plays may carry nested Throne Room
plays and are judged with the game's edition; `moved` hides Artisan's card put onto the deck. Every attack,
however it is played (by a Throne Room, a Vassal), asks each other player `attacked` with the attacking
card, then reflects the defenses with `defended`, then goes on: each victim's reveal is answered by its
defense (`(moat)` reveals the Moat, v5's `(reveal CARD)` that reaction, after which the victim is asked
again), a Militia victim's discard by its `(discard ...)`, and every other decision still pending is asked
of its player with `decide`, judged by `check_answer`. Every `Event` becomes `(happened NAME EVENT)` to every
v4 or v5 seat that listens, the player concerned included, in turn order from the player whose turn it is:
the events of a play after its `moved`, in the order they happened, and always before the next message that
asks a player anything (`move`, `attacked`, `decide`). A seat speaking an older version gets that version's
views (v4: no v5 fields; v1-v3: no curse pile, no aside, no kingdom) and only the `moved` and `defended` its
grammar can say; a kingdom card its version does not know refuses the game (ValueError) before it starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from protocol.errors import show
from protocol.messages import (
    PILE_TOKENS,
    Act,
    Attacked,
    Card,
    Choice,
    Choose,
    Coffers,
    Decide,
    Defended,
    Defense,
    DiscardDefense,
    Happened,
    MoatDefense,
    Move,
    Moved,
    Play,
    RevealDefense,
    State,
)
from protocol.parse import ACT_SHAPES
from protocol.versions import VERSIONS, ProtocolVersion
from referee.errors import IllegalDefense, IllegalPlay, PlayerFault
from referee.protocol_rules import check_version_cards, game_rules
from referee.result import Ejection, GameResult, PlayerResult
from referee.rules.cards import MOAT_CARDS
from referee.rules.decisions import BuyAndClean, Decision, Event, Treasures, question
from referee.rules.game import Game
from referee.rules.landscapes import spent_events
from referee.rules.legality import check_answer, check_defense, check_play, with_prompt
from referee.rules.moves import TAVERN
from referee.rules.spec import ATTACK, REACTION, SPECS, sort_cards
from referee.seats.seat import InProcessSeat, Seat
from referee.views import Viewer

_STANDS_FOR_SEVERAL = (Treasures, BuyAndClean)
"""The plays of games of the rules alone that stand for several protocol plays (their `plays()`)."""

TEXT_LIMIT = 200
"""Characters of offending text kept in an ejection record."""
STATE_LIMIT = 65536
"""Characters of the answered notification kept in an ejection record: all of it (a v5 state is a few
thousand; the hand comes after the supply, so a cut kept the supply and lost the hand), up to the size of
the largest reply, so that a record stays bounded."""


class Observer:
    """Receives the events of a game as they happen (for `-v` output, tests, ...). Every method is a no-op;
    subclass and override what you need. Events are reported after the game state has changed."""

    turn_events_follow: bool = False
    """True: the events of a turn's start are reported apart, just before its `turn_started`. A turn starts
    inside the play, answer or ejection that ends the one before (a clean-up), and its first events (an
    extra or possessed turn's ``extra-turn``, a duration's, Prince's) happen there too: they are held back
    until the observer has been told of that play (`played`, `decided`, `ejected`), so that every event
    reported before it is the previous turn's and every event reported between it and `turn_started` is
    the new turn's. False (the default): each event is reported as it happens."""

    def turn_started(self, turn: int, name: str) -> None:
        """Turn number `turn` (1-based, counting every player's turns) of player `name` begins: told before
        any play or decision of it (after the events of its start, see `turn_events_follow`)."""

    def played(self, name: str, play: Play) -> None:
        """Player `name`'s `play` was accepted and applied."""

    def defended(self, name: str, defense: Defense) -> None:
        """Player `name`'s defense against militia was accepted and applied (in full, not as shown)."""

    def asking(self, name: str, decision: Decision) -> None:
        """`decision` is about to be asked of player `name` (its decider): every event reported so far
        happened before it (a card revealed that the decision is about)."""

    def decided(self, name: str, decision: Decision, answer: tuple) -> None:
        """Player `name` answered `decision` with `answer` (accepted and applied), in a game whose decisions
        are asked one by one (a game of the rules alone); in a possessed turn `name` is the possessor
        answering the possessed player's `decision` (`Game.decider`)."""

    def event(self, event: Event) -> None:
        """Something public happened (a gain, trash, discard, reveal, shuffle, play or attack). Only an
        observer that overrides this method is given events."""

    def ejected(self, name: str, fault: PlayerFault) -> None:
        """Player `name` was ejected for `fault` (its cards have left the game, its seat is closed)."""

    def game_ended(self, result: GameResult) -> None:
        """The game is over; `result` is what `play_game` returns."""


def _wire(message) -> str:
    """The wire text of `message` for an ejection record; `repr` for what is not a message (a bot's bug)."""
    # Imported late: the protocol printer is only needed to record a fault, never on the fast path.
    from protocol import to_wire

    try:
        return to_wire(message)
    except Exception:
        return repr(message)


def _close(seat: Seat, *, kill: bool = False) -> None:
    # What a player does once its game is over is not misbehaviour: a fault while closing is not recorded.
    try:
        seat.close(kill=kill)
    except PlayerFault:
        pass


def _direct(seat: Seat):
    """What to call for `seat`'s moves and notifications: an `InProcessSeat`'s strategy itself (one call
    fewer per play in simulations; a subclass keeps its own methods), else the seat."""
    return seat.strategy if type(seat) is InProcessSeat else seat


def _listens(seat: Seat) -> bool:
    """False only for an in-process seat whose strategy declares ``listens = False`` (it ignores
    notifications): the engine then neither builds nor sends it `moved` and `defended`. Skipping a call that
    does nothing changes no game: a strategy decides only from its views and the notifications it keeps.
    Every other seat, a subprocess above all, hears every notification the protocol sends."""
    return not (isinstance(seat, InProcessSeat) and getattr(seat.strategy, "listens", True) is False)


def _glances(seat: Seat) -> bool:
    """True only for an in-process seat whose strategy declares ``keeps_views = False`` (it reads a view only
    while deciding on it): the engine then asks it with `referee.views.Viewer.lazy`'s views, whose seldom-read
    fields are made at their first read, by the strategy or by the judge, before the play is applied."""
    return isinstance(seat, InProcessSeat) and getattr(seat.strategy, "keeps_views", True) is False


def _moved_builder():
    """A function making `Moved(name, play)`, equal to it: setting the two slots directly is cheaper than
    the frozen dataclass's `__init__`, and one is made per play. Falls back to the constructor if `Moved`
    changes."""
    if getattr(Moved, "__slots__", None) != ("name", "play") or hasattr(Moved, "__post_init__"):
        return Moved
    new = object.__new__
    set_name = Moved.name.__set__
    set_play = Moved.play.__set__

    def build(name, play):
        moved = new(Moved)
        set_name(moved, name)
        set_play(moved, play)
        return moved

    return build


_new_moved = _moved_builder()


def _defense_answer(decision: Decision, defense: Defense) -> tuple:
    """The answer a protocol defense gives to one decision of the attack: a `(moat)` reveals the Moat, a
    `(discard ...)` reveals nothing and discards its cards (the first listed ends on top)."""
    if decision.kind == "reveal":
        return MOAT_CARDS if isinstance(defense, MoatDefense) else ()
    if decision.kind == "discard" and isinstance(defense, DiscardDefense):
        return defense.cards
    raise ValueError(f"a protocol defense cannot answer {decision!r}")


def shown_defense(defense: Defense) -> Defense:
    """The defense as the other players see it in ``(defended NAME defense)``: a discard shows at most its
    first card, the one left face up on the discard pile (docs/protocol.md, "Attacks (v3)": ``(discard)``
    stays ``(discard)``, ``(discard c1 c2)`` is shown as ``(discard c1)``); ``(moat)`` is shown as it is.

    `defense` is an accepted `MoatDefense` or `DiscardDefense`; returns it unchanged or a new one-card
    `DiscardDefense`. Raises nothing. The one place this rule lives: every reflection of a defense uses it.
    """
    if isinstance(defense, DiscardDefense) and len(defense.cards) > 1:
        return DiscardDefense(defense.cards[:1])
    return defense


def shown_play(play: Play) -> Play:
    """The play as the other players see it in ``(moved NAME play)`` (v4): Artisan's second argument, the
    card put from the hand onto the deck, is hidden (``(act artisan gold silver)`` is shown as ``(act
    artisan gold)``), also inside a Throne Room's nested play; every other play is shown as made."""
    if type(play) is not Act or not play.args:
        return play
    if play.card == Card.ARTISAN and len(play.args) > 1:
        return Act(play.card, play.args[:1])
    if play.card == Card.THRONE_ROOM and type(play.args[0]) is Act:
        inner = shown_play(play.args[0])
        return play if inner is play.args[0] else Act(play.card, (inner,))
    return play


def expressible(message: Moved | Defended, version: int) -> bool:
    """Whether protocol `version` (1-4) can say `message`: every card it names is one of that version's, and
    an `act` has the argument count of that version's grammar (a v4 `(act mine)` leaving its arguments out
    cannot be said in v3); v5's `(coffers N)` and `(reveal CARD)` only v5. A seat of an older version is
    not sent what it cannot say."""
    known = VERSIONS[version].cards
    if type(message) is Defended:
        defense = message.defense
        if type(defense) is RevealDefense:
            return False
        return type(defense) is MoatDefense or all(card in known for card in defense.cards)
    play = message.play
    if type(play) is Coffers:
        return False
    if VERSIONS[version].knows("nested-act"):
        return _v4_expressible(play, known)
    if type(play) is Act:
        shape = ACT_SHAPES.get(play.card)
        return (
            play.card in known
            and (shape is None or len(play.args) == len(shape))
            and all(type(arg) is not Act and arg in known for arg in play.args)
        )
    return play.card is None or play.card in known


def older_view(state: State, version: int = 3) -> State:
    """A view of a later version as a seat of the older protocol `version` is shown it.

    v4 and later: the fields of the seat's own record, which a later record only adds to (v4 from a v5
    view: the twelve of `StateV4`; the game's cards are all of the base game, or the game was refused).
    v1-v3: the ten fields of `State`, the curse pile left out of the supply (and any curse out of the
    trash), no aside, no kingdom (the game's kingdom holds only cards
    of the seat's version, so nothing else is unknown to it)."""
    record = VERSIONS[version].state
    if VERSIONS[version].knows("chosen-kingdom"):
        return record(*(getattr(state, field.name) for field in fields(record)))
    curse = Card.CURSE
    supply = state.supply
    trash = state.trash
    if curse in supply:
        supply = tuple(card for card in supply if card != curse)
    if curse in trash:
        trash = tuple(card for card in trash if card != curse)
    return State(
        state.players,
        supply,
        trash,
        state.actions,
        state.buys,
        state.coins,
        state.deck,
        state.hand,
        state.plays,
        state.discards,
    )


def _v4_expressible(play: Play, known: frozenset) -> bool:
    """Whether a v5 play names only cards of v4 (`known`), a nested Throne Room play included."""
    if type(play) is not Act:
        return play.card is None or play.card in known
    return play.card in known and all(
        _v4_expressible(arg, known) if type(arg) is Act else arg in known or arg in _WORDS
        for arg in play.args
    )


_WORDS = frozenset(Choice)


def _asking_older(ask, version: int):
    """`ask` (a seat's `move`) for a seat speaking the older protocol `version`: given the game's view, it
    asks with the view as that version shows it (`older_view`)."""

    def asking(state: State) -> Play:
        return ask(older_view(state, version))

    return asking


def seat_version(seat: Seat, game_version: int | None) -> int | None:
    """The protocol version `seat` speaks: its `version` attribute if it has one and it is set, else the
    game's."""
    return getattr(seat, "version", None) or game_version


def check_seat_versions(versions: dict[str, int | None], version: int | None, kingdom: Sequence[str]) -> None:
    """Refuse a v4 or v5 game (`version`) with `kingdom` to players speaking older versions (`versions`: name
    -> version, None for the game's) when the kingdom has a card one of them does not know.

    Raises ValueError naming the player, the card and the version that introduces it. A v1-v3 game checks
    nothing here (its players all speak its version)."""
    if version is None or not VERSIONS[version].knows("older-seats"):
        return
    older = {one.number for one in VERSIONS[version].older}
    for name, spoken in versions.items():
        if spoken in older:
            check_version_cards(kingdom, spoken, f"player {name} speaks protocol v{spoken}, but the kingdom")


@dataclass(frozen=True, slots=True)
class Dialect:
    """What a game's protocol version changes in the one turn loop (`Driver.run`): data, not code paths.

    `version` is the game's protocol version (None: a game of the rules alone). `events`: public changes are
    told as ``(happened ...)`` (v4, v5), kept from the game's listeners and flushed before every message that
    asks anything. `settles`: after every accepted play (not only an `act`), the attacks it began and the
    decisions still pending are resolved (v4, v5: a buy's or a treasure's triggers may ask decisions).
    `attacks`: how an attack is asked: ``"each"`` (v1-v3: `attacked` to each other player, then its
    decisions answered by the defense), ``"all"`` (v4, v5: `attacked` to every other player first, whatever
    its hand, then the attack's decisions, `decide` for those no defense answers), ``"decide"`` (a game of the
    rules alone: every decision asked with `Seat.decide`). `hides`: the plays `moved` shows with a card
    hidden (Artisan's card put back, v4 and v5). `arguments`: a play carries the answers of its up-front
    decisions (every protocol game). `set_up`: the set-up is told as ``(happened ...)`` before the first
    message (v5). `reveals`: a defense may reveal a reaction other than Moat, each once per attack (v5).
    `refuses`: an accepted buy is also asked of the rules (`referee.views.buy_refusal`: Grand Market,
    Contraband's name, which no view shows; v5). Made from the version's row of `protocol.versions.VERSIONS`.
    """

    version: int | None
    events: bool
    settles: bool
    attacks: str
    hides: bool
    arguments: bool
    set_up: bool = False
    reveals: bool = False
    refuses: bool = False


def _dialect(version: ProtocolVersion) -> Dialect:
    """What `version` (its `protocol.versions.VERSIONS` row) changes in the turn loop."""
    asks = version.knows("decide")
    return Dialect(
        version.number,
        events=version.knows("happened"),
        settles=asks,
        attacks="all" if asks else "each",
        hides=version.knows("nested-act"),
        arguments=True,
        set_up=version.knows("set-up-events"),
        reveals=version.knows("reveal"),
        refuses=version.knows("later-sets"),
    )


DIALECTS: dict[int | None, Dialect] = {
    None: Dialect(None, events=False, settles=False, attacks="decide", hides=False, arguments=False),
    **{number: _dialect(version) for number, version in VERSIONS.items()},
}
"""Every protocol version the engine plays (and None, the rules alone) -> its `Dialect`."""


_AMOUNTS = frozenset({"vp", "coffers", "spend-coffers", "insert", "debt", "pay-debt"})
_PLACED = frozenset({"vp-from", "vp-to"})
_TOLD_AS_V5 = _AMOUNTS | _PLACED | {"mat", "from-mat", "extra-turn"}
"""The rules core's events whose `Event` fields are not the wire's (`referee.rules.decisions.EVENT_KINDS`):
an amount given as a word in `cards`, a mat as the first of `cards`, a place (a pile or a landmark) and then
an amount (v6's VP tokens moved)."""


def _v5_happened(event: Event) -> Happened:
    """`event` of a kind of `_TOLD_AS_V5` as its v5 or v6 notification: ``(vp 2)`` from the rules core's
    ``Event("vp", NAME, ("2",))`` (Secret Passage's ``(insert 2)``, v6's ``(debt 3)`` alike), ``(vp-from wall
    2)`` from ``Event("vp-from", NAME, ("wall", "2"))``, ``(mat island estate)`` from
    ``Event("mat", NAME, ("island", "estate"))`` (v6: a card put on the Tavern mat, ``(tavern ratcatcher)``)
    (Native Village's cards hidden: ``(mat native-village)``), ``(extra-turn)``."""
    kind = event.kind
    if kind in _AMOUNTS:
        return Happened(event.player, kind, amount=int(event.cards[0]))
    if kind == "extra-turn":
        return Happened(event.player, kind)
    if kind in _PLACED:
        return Happened(event.player, kind, event.cards[:1], amount=int(event.cards[1]))
    mat, *cards = event.cards
    if mat == TAVERN:
        return Happened(event.player, "tavern", tuple(cards))
    shown = () if mat == "native-village" else sort_cards(cards)
    return Happened(event.player, kind, shown, mat)


def notification(event: Event) -> Happened:
    """The rules core's `event` as the `happened` notification the players are told (v4's kinds as they
    are; the kinds of `_TOLD_AS_V5` in their v5 shape)."""
    if event.kind in _TOLD_AS_V5:
        return _v5_happened(event)
    return Happened(event.player, event.kind, event.cards, event.to)


QUOTE_LIMIT = 120
"""At most this many characters of the play or answer an ejection message opens with (then ``...``)."""


def _cut_quote(message: str) -> str:
    """`message` (an illegal play's or answer's, opening with what the player wrote: ``(act cellar copper
    ...)``, ``(choose ...)``) with that opening datum cut to `QUOTE_LIMIT` characters by `show`, the rule
    after it whole: a reply of 60 KB of card names makes a message of one short line, not of 60 KB."""
    if len(message) <= 2 * QUOTE_LIMIT or not message.startswith("("):
        return message
    depth = 0
    for at, char in enumerate(message):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                head, rest = message[: at + 1], message[at + 1 :]
                return show(head, QUOTE_LIMIT) + rest if len(head) > QUOTE_LIMIT else message
    return show(message, 2 * QUOTE_LIMIT)


def _validate_seats(seats: Sequence[Seat]) -> list[str]:
    names = [seat.name for seat in seats]
    if not 2 <= len(names) <= 4:
        raise ValueError(f"a game has 2 to 4 seats, got {len(names)}")
    for name in names:
        if not (isinstance(name, str) and name.isascii() and name.isalpha()):
            raise ValueError(f"player name {name!r} must be ASCII letters only (protocol: name = letters)")
    if len(set(names)) != len(names):
        raise ValueError(f"player names must be distinct in a game, got {names!r}")
    return names


class Driver:
    """The state of one `play_game` call: the game, the seats still open, and the ejection records.

    `run` plays the game to its end. `resolve` is the step after an accepted play that tools reuse to script
    a game play by play (`referee check`): an attack's protocol, then every decision still pending (in v4
    with the `happened` notifications on the way).
    Arguments: the `Game`, its seats in turn order (named as its players), an `Observer` or None, the
    game's protocol version (None: a game of the rules alone; the game holds none: its rules must be the
    version's, `referee.protocol_rules.game_rules`).
    Raises ValueError when the game's rules are not `version`'s, or a seat speaks an older protocol version
    than a v4 game whose kingdom has a card that version does not know (`check_seat_versions`)."""

    def __init__(
        self, game: Game, seats: Sequence[Seat], observer: Observer | None, version: int | None = None
    ) -> None:
        wanted = game_rules(version)
        if game.rules is not wanted:
            raise ValueError(
                f"the game was built with the rules of {game.rules.name}, not of {wanted.name}: build it "
                "with Game(rules=referee.protocol_rules.game_rules(version))"
            )
        self.game = game
        self.version = version
        self.seats = {seat.name: seat for seat in seats}
        self.order = list(seats)
        self.observer = observer
        self.ejections: dict[str, Ejection] = {}
        self.ejection_order: list[str] = []
        self._audiences: dict[str, list] = {}
        self.dialect = DIALECTS[version]
        self.viewer = Viewer(game, version)
        """The game's views, of the record its version sends (`referee.views`)."""
        self.v4 = self.dialect.events
        """True in a game of protocol v4 or later (`happened`, `decide`, every attack asked of everyone)."""
        self.older: dict[str, int] = {}
        """Name -> protocol version of each seat speaking an older version than the (v4 or v5) game."""
        self._events: list[Event] = []
        self._hearers: list | None = None
        self._attack: tuple[str, str] | None = None
        self._attacking: tuple[str, str] = ("", "")
        self._defenses: dict[str, Defense] = {}
        self._revealed: set[str] = set()
        """v5: the victims of this attack whose defense revealed a reaction (their next reveals: decide)."""
        self._tokens: dict | None = None
        """v5: the tokens and mats as last told (`token_events`); None in other games."""
        self._announced = 0
        """The last turn the observer was told had started (`announce`)."""
        self._held: list[Event] | None = None
        """With an observer whose `turn_events_follow`: the events of a turn not yet announced; else None."""
        if self.v4:
            versions = {seat.name: seat_version(seat, version) for seat in seats}
            check_seat_versions(versions, version, game.kingdom)
            self.older = {name: v for name, v in versions.items() if v is not None and v < version}
            game.listeners.append(self._heard)

    def audience(self, name: str) -> list:
        """The seats to tell of player `name`'s plays, in turn order after it, each with the method to call
        (`_direct`), leaving out the strategies that do not listen (`_listens`). Computed once per player and
        again after an ejection (`eject` forgets them), not once per turn."""
        audience = self._audiences.get(name)
        if audience is None:
            seats = self.seats
            others = [seats[other.name] for other in self.game.others(name)]
            audience = [(other, _direct(other).notify) for other in others if _listens(other)]
            self._audiences[name] = audience
        return audience

    def asking(self, decider: str, played) -> tuple:
        """How `run` asks `decider` for its plays: (its seat's `move`, asking with the view as the seat's
        version shows it when that is older than the game's; the seats to tell of its plays, `audience`;
        True when nobody watches them, neither those seats nor the observer's `played`, None for none; the
        older version the seat speaks, or None; the `referee.views.Builder` of its views: `Viewer.lazy`
        for a strategy that keeps no view, `_glances`, else `Viewer.build`)."""
        seat = self.seats[decider]
        ask = _direct(seat).move
        spoken = self.older.get(decider) if self.older else None
        if spoken is not None:
            ask = _asking_older(ask, spoken)
        tell = self.audience(decider)
        build = self.viewer.lazy if _glances(seat) else self.viewer.build
        return ask, tell, played is None and not tell, spoken, build

    def eject(self, name: str, fault: PlayerFault, answering: str | None) -> None:
        if fault.state is None:
            fault.state = answering
        game = self.game
        self.ejections[name] = Ejection(
            kind=fault.kind,
            message=fault.message,
            text=None if fault.text is None else fault.text[:TEXT_LIMIT],
            state=None if fault.state is None else fault.state[:STATE_LIMIT],
            turn=game.turn,
        )
        self.ejection_order.append(name)
        self._audiences.clear()
        self._hearers = None
        game.eject(name)
        _close(self.seats.pop(name), kill=True)
        if self.observer is not None:
            self.observer.ejected(name, fault)

    def _hold(self, event: Event) -> None:
        """The game's listener for an observer whose `turn_events_follow`: `event` reported now, or held
        back when it belongs to a turn not yet announced (the turn has changed, or an extra or possessed
        turn is about to start: its ``extra-turn`` event comes just before)."""
        held = self._held
        if held or event.kind == "extra-turn" or self.game.turn != self._announced:
            held.append(event)
        else:
            self.observer.event(event)

    def _release(self) -> None:
        """Report the events held back (`_hold`)."""
        held, self._held = self._held, []
        for event in held:
            self.observer.event(event)

    def announce(self) -> None:
        """Report the events of the current turn's start held back until now (`_hold`), then tell the
        observer that the turn has started (`Observer.turn_started`)."""
        game = self.game
        self._announced = game.turn
        if self._held:
            self._release()
        self.observer.turn_started(game.turn, game.players[game.current].name)

    def _observe_asking(self, name: str, decision: Decision) -> None:
        """Tell the observer that `decision` is about to be asked of player `name` (`Observer.asking`), the
        turn announced first when its start asks it (Clerk's)."""
        if self.game.turn != self._announced:
            self.announce()
        self.observer.asking(name, decision)

    def alone(self) -> bool:
        """True once one player is left: the game ended at once and no broadcast under way goes on.

        Any other end (a clean-up, or an ejection that ends a turn, reaching the rules' end) lets the
        broadcast under way finish for the players left: they are told of every play and defense made.
        """
        return len(self.game.players) <= 1

    def notify(self, recipients, notification: Moved | Defended) -> None:
        """Send `notification` to each of `recipients` (Players) still in the game that listens (`tell`)."""
        seats = self.seats
        self.tell(
            [
                (seats[p.name], seats[p.name].notify)
                for p in recipients
                if p.name in seats and _listens(seats[p.name])
            ],
            notification,
        )

    def tell(self, listeners, message: Moved | Defended | Happened) -> bool:
        """Tell `message` to each of `listeners` (pairs of a seat, or anything with its player's `name`, and
        the method that sends it) whose player is still in the game; a seat of an older version only what
        its grammar can say (`expressible`). Eject each that faults. Returns False, stopping at once, when
        one player is left (`alone`), else True. The one tell-and-eject loop: plays, defenses, events."""
        seats = self.seats
        older = self.older
        for listener, send in listeners:
            name = listener.name
            if name not in seats:
                continue
            if (
                older
                and name in older
                and type(message) is not Happened
                and not expressible(message, older[name])
            ):
                continue
            try:
                send(message)
            except PlayerFault as fault:
                self.eject(name, fault, _wire(message))
                if self.alone():
                    return False
        return True

    def run(self) -> GameResult:
        """Play the game to its end: the one turn loop of every protocol version (and of games of the rules
        alone), whose differences are the game's `Dialect`. Returns the `GameResult`; closes every seat."""
        game = self.game
        seats = self.seats
        observer = self.observer
        dialect = self.dialect
        arguments = dialect.arguments
        events = dialect.events
        settles = dialect.settles
        edition = game.edition
        if observer is not None and type(observer).event is not Observer.event:
            if observer.turn_events_follow:
                self._held = []
                game.listeners.append(self._hold)
            else:
                game.listeners.append(observer.event)
        if dialect.set_up:
            self.begin_v5()
        # `played` is called for every play: skipped when the observer keeps `Observer`'s, which does nothing.
        played = None if observer is None or type(observer).played is Observer.played else observer.played
        # What follows an accepted play, settled once per game: v4 and v5 settle every play, v1-v3 ask an
        # `act`'s attack (`resolve`); in a game of the rules alone it comes down to the decisions left pending
        # (`settle`). (A buy is judged by `check_play` alone: the view shows this turn's costs, potions and
        # bans, so the one buy rule needs nothing more.)
        resolves = settles or self.version is not None
        asking: dict[str, tuple] = {}
        made_at = 0
        try:
            while not game.over:
                if game.pending is not None:
                    # An ejection ended the turn before, and this turn's start asks a decision (a Clerk in
                    # the hand, a Prince's card): settled before the turn's first move.
                    self.settle()
                    if game.pending is not None and not game.over:
                        break  # nobody left to answer it
                    continue
                turn = game.turn
                player = game.players[game.current]
                name = player.name
                # Who makes this turn's plays: the player, or its possessor in a possessed turn (Possession).
                decider = game.decider(name) if game.possession is not None else name
                if observer is not None and turn != self._announced:
                    self.announce()
                # How the decider is asked and who is told of its plays: made once per decider, again after an
                # ejection (the hot loop is here).
                ejections = len(self.ejection_order)
                if ejections != made_at:
                    asking.clear()
                    made_at = ejections
                how = asking.get(decider)
                if how is None:
                    how = asking[decider] = self.asking(decider, played)
                ask, tell, quiet, spoken, view = how
                while game.turn == turn and not game.over:
                    if events:
                        self.flush()
                        if self.alone():
                            break
                        # Only the next play's `apply` may begin an attack for `settle_v4` (`_heard`).
                        self._attack = None
                    state = view(player, game.actions, game.buys, game.coins, tuple(player.plays))
                    try:
                        play = ask(state)
                    except PlayerFault as fault:
                        shown = state if spoken is None else older_view(state, spoken)
                        self.eject(decider, fault, _wire(Move(shown)))
                        break
                    if not arguments:
                        message = check_play(
                            state,
                            play,
                            arguments=False,
                            paid_off=game.paid_off == game.turn,
                            spent=spent_events(game, player),
                        )
                    elif events:  # v4, v5: the game's edition decides what a play may leave out
                        message = check_play(
                            state,
                            play,
                            edition=edition,
                            paid_off=game.paid_off == game.turn,
                            spent=spent_events(game, player),
                        )
                    else:
                        message = check_play(state, play)
                    if message is not None:
                        text = seats[decider].last_reply_text or _wire(play)
                        shown = state if spoken is None else older_view(state, spoken)
                        self.eject(decider, IllegalPlay(_cut_quote(message), text=text), _wire(Move(shown)))
                        break
                    if quiet:
                        game.apply(play)
                    else:
                        tell, ejections = self.watched(name, play, played, tell, ejections)
                        quiet = played is None and not tell
                    if resolves and (settles or type(play) is Act):
                        self.resolve(name, play)
                    elif game.pending is not None:
                        self.settle()  # what a buy or a treasure triggered (Watchtower, Hoard, Bank...)
            if events and not self.alone():
                self.flush()
            if self._held:
                self._release()  # what the end of the game held back (no turn starts)
            result = self.result()
        finally:
            for seat in list(seats.values()):
                seats.pop(seat.name)
                _close(seat)
        if observer is not None:
            observer.game_ended(result)
        return result

    def watched(self, name: str, play: Play, played, tell: list, ejections: int) -> tuple[list, int]:
        """Apply player `name`'s accepted `play`, then give it to the observer's `played` (None: skip) and
        tell `(moved NAME play)` to the seats of `tell` (pairs of seat and method), ejecting those that
        fault. A `Treasures` or a `BuyAndClean` is applied, observed and told as the plays it stands for, one
        by one.
        Returns `tell` and the count of ejections as they are now (the seats ejected left out)."""
        game = self.game
        seats = self.seats
        hides = self.dialect.hides
        for step in play.plays() if type(play) in _STANDS_FOR_SEVERAL else (play,):
            if game.over:
                break
            game.apply(step)
            if played is not None:
                played(name, step)
            if len(self.ejection_order) != ejections:
                ejections = len(self.ejection_order)
                tell = [(other, notify) for other, notify in tell if other.name in seats]
            if tell:
                self.tell(tell, _new_moved(name, shown_play(step) if hides else step))
            if game.pending is not None and type(step) is not Act and not game.over:
                self.settle()  # what a buy or a treasure triggered (Watchtower...), before the next step
        return tell, ejections

    def resolve(self, name: str, play: Play) -> None:
        """After player `name`'s `play` was accepted, applied and told to the others: for an attack in a
        protocol game, the attack's protocol (`attack`); then every decision still pending (`settle`). In a
        v4 game, `settle_v4` (every attack the play makes, its decisions and `happened` notifications)."""
        if self.v4:
            self.settle_v4()
            return
        if type(play) is not Act or self.game.over:
            return
        if self.version is not None and ATTACK in SPECS[play.card].types:
            self.attack(name, play)
        self.settle()

    def ask_defense(self, defender, attacker: str, card: str) -> Defense | None:
        """Ask `defender` (a remaining `Player`) its defense against `attacker`'s attack `card` with
        `attacked` (its attack view; an older seat's as its version shows it), judge it with
        `check_defense`; return it, or None when the defender was ejected for it (a fault, an illegal
        defense). A v1-v3 game calls ``defend(attacker, state)``, a v4 game passes `card` too."""
        name = defender.name
        seat = self.seats[name]
        state = self.viewer.attack_view(defender)
        if name in self.older:
            state = older_view(state, self.older[name])
        try:
            defense = seat.defend(attacker, state, card) if self.v4 else seat.defend(attacker, state)
        except PlayerFault as fault:
            self.eject(name, fault, _wire(Attacked(Act(card), attacker, state)))
            return None
        message = check_defense(state, defense, card)
        if message is not None:
            text = seat.last_reply_text or _wire(defense)
            self.eject(name, IllegalDefense(message, text=text), _wire(Attacked(Act(card), attacker, state)))
            return None
        return defense

    def attack(self, attacker: str, play: Act) -> None:
        """An attack in a protocol v3 game: ask each other player in turn order to defend with `attacked`,
        judge the defense and answer that player's decisions of the attack with it (a `(moat)` reveals the
        Moat; a `(discard ...)` declines to and discards those cards); then reflect the defenses with
        `defended`."""
        game = self.game
        answered = []
        for defender in game.others(attacker):
            if defender.name not in self.seats:
                continue
            name = defender.name
            defense = self.ask_defense(defender, attacker, play.card)
            if defense is None:
                if self.alone():
                    return
                continue
            pending = game.pending
            while pending is not None and pending.player == name:
                pending = game.answer(_defense_answer(pending, defense))
            if self.observer is not None:
                self.observer.defended(name, defense)
            answered.append((name, shown_defense(defense)))
        self.reflect(answered)

    def reflect(self, answered: list[tuple[str, Defense]]) -> None:
        """For each (defender, defense as shown) in order, tell every other remaining player `(defended
        NAME shown)` (a seat of an older version only what its grammar can say)."""
        game = self.game
        for name, shown in answered:
            if game.find(name) is None:
                continue
            self.notify(game.others(name), Defended(name, shown))
            if self.alone():
                return

    # ---- protocol v4 ------------------------------------------------------------------------------------

    def tell_moved(self, name: str, play: Play) -> None:
        """v4: tell every other player that listens `(moved NAME play)`, the play as shown (`shown_play`;
        a seat of an older version only what its grammar can say), in turn order after `name`."""
        self.tell(self.audience(name), Moved(name, shown_play(play)))

    def _heard(self, event: Event) -> None:
        """The game's listener in a v4 game: keep `event` for `flush`, and note an attack's start."""
        if event.kind == "attack":
            self._attack = (event.player, event.cards[0])
        self._events.append(event)

    def hearers(self) -> list:
        """The v4 seats that listen to `happened`, each with the method to call, in turn order from the
        player whose turn it is (computed once per turn and after an ejection)."""
        game = self.game
        key = (game.turn, len(self.ejection_order))
        hearers = self._hearers
        if hearers is None or hearers[0] != key:
            players = game.players
            start = game.current if game.current < len(players) else 0
            seats = [self.seats.get(p.name) for p in players[start:] + players[:start]]
            listed = [
                (seat, _direct(seat).notify)
                for seat in seats
                if seat is not None and seat.name not in self.older and _listens(seat)
            ]
            hearers = self._hearers = [key, listed]
        return hearers[1]

    def token_snapshot(self) -> dict[tuple, object]:
        """v5: the token counts the rules core tells no event of, by key (``("pirate-ship", NAME)``,
        ``("durations", NAME)``, ``("token", PILE, KIND)``, ``("trade-route",)``), for `token_events`. VP
        tokens, Coffers and mats are told by the rules core's own events (`_v5_happened`)."""
        game = self.game
        now: dict[tuple, object] = {("trade-route",): game.trade_route}
        for pile, counts in game.pile_tokens.items():
            for kind, count in counts.items():
                if kind in PILE_TOKENS:  # VP and debt tokens on piles: told by their own events (v6)
                    now[("token", pile, kind)] = count
        for player in game.players:
            name = player.name
            now[("pirate-ship", name)] = player.tokens.get("pirate-ship", 0) if player.tokens else 0
            now[("durations", name)] = tuple(getattr(player, "durations", ()))
        return now

    def token_events(self) -> None:
        """v5: the `happened` of every change since the last call of what `token_snapshot` follows
        (docs/protocol.md, "Events": ``(pirate-ship N)``, ``(token CARD TOKEN)``, ``(trade-route N)``,
        ``(duration CARD ...)``), kept after the events of the same step and given to the observer's `event`
        (-v prints them)."""
        before = self._tokens
        now = self.token_snapshot()
        self._tokens = now
        if now == before:
            return
        game = self.game
        current = game.players[game.current].name if game.players else ""
        events = self._events
        first = len(events)
        for key, value in now.items():
            old = before.get(key)
            if value == old:
                continue
            kind = key[0]
            if kind == "pirate-ship":
                events.append(Happened(key[1], kind, amount=value))
            elif kind == "trade-route":
                events.append(Happened(current, kind, amount=value))
            elif kind == "token":
                for _ in range(value - (old or 0)):
                    events.append(Happened(current, "token", (key[1],), key[2]))
            elif value:  # durations: the cards staying in play now
                events.append(Happened(key[1], "duration", value))
        observer = self.observer
        if observer is not None and type(observer).event is not Observer.event:
            # The rules core told no `Event` of these: the observer (-v) hears the engine's own (held back
            # like the rules core's when the turn they come in is not announced yet).
            hear = self._hold if self._held is not None else observer.event
            for happened in events[first:]:
                hear(happened)

    def begin_v5(self) -> None:
        """v5, before the first message of the game: keep the set-up's `happened` (`setup_events`) and start
        following the tokens and mats (`token_events`). `run` calls it; so does `referee check`."""
        self.setup_events()
        self._tokens = self.token_snapshot()

    def setup_events(self) -> None:
        """v5: before the first `move`, the set-up told with `happened` (docs/protocol.md, "Events"): every
        supply pile of the game (`setup`), v6's events and landmarks if any (`landscapes`), the Bane pile if
        any (`bane`), then each player's starting cards (`start`), in turn order."""
        game = self.game
        first = game.players[0].name
        self._events.append(Happened(first, "setup", sort_cards(game.piles)))
        if game.landscapes:  # only a v6 game has any (`GameRules.landscapes`)
            self._events.append(Happened(first, "landscapes", game.landscapes))
        bane = getattr(game, "bane", None)
        if bane:
            self._events.append(Happened(first, "bane", (bane,)))
        for player in game.players:
            self._events.append(Happened(player.name, "start", sort_cards(player.cards())))

    def flush(self) -> None:
        """Tell every v4 seat that listens each event kept since the last flush, as `(happened NAME EVENT)`,
        in the order they happened; eject a seat that faults (stopping only when one player is left)."""
        events = self._events
        if self._tokens is not None:
            self.token_events()
        if events and not self.hearers():
            events.clear()  # nobody listens (in-process strategies with listens = False): nothing to build
            return
        at = 0
        while at < len(events):
            event = events[at]
            at += 1
            happened = event if type(event) is Happened else notification(event)
            if not self.tell(self.hearers(), happened):
                events.clear()
                return
        events.clear()

    def settle_v4(self) -> None:
        """v4: after a play (or a step of `referee check`), until no decision is pending: the protocol of
        each attack begun (`attack_v4`), then each pending decision: a victim's reveal answered by its
        defense, a Militia victim's discard by its `(discard ...)`, any other asked with `decide`
        (`ask_decision`); the `happened` of each step first."""
        game = self.game
        while True:
            if self._attack is not None:
                attacker, card = self._attack
                self._attack = None
                self.flush()
                if self.alone():
                    return
                self.attack_v4(attacker, card)
            self.flush()
            decision = game.pending
            if decision is None or game.over or self.alone():
                return
            name = decision.player
            if decision.kind == "reveal" and decision.types == REACTION:
                if name not in self._revealed:
                    self.reveal(decision, self._defenses.get(name))
                elif decision.options or game.cover_reactions:
                    # v5: a further reaction, after a reveal: asked with decide (with no option: a cover
                    # question, `Game.cover_reactions`)
                    self.ask_decision(decision)
                else:
                    game.answer(())
            elif (
                decision.card == Card.MILITIA
                and decision.kind == "discard"
                and name in self._defenses
                and name not in self._revealed
            ):
                defense = self._defenses[name]
                game.answer(defense.cards if type(defense) is DiscardDefense else ())
            else:
                self.ask_decision(decision)

    def reveal(self, decision: Decision, defense: Defense | None) -> None:
        """Answer a victim's reveal `decision` with its `defense`: `(moat)` reveals the Moat, v5's `(reveal
        CARD)` that card, `(discard ...)` nothing. In v5, once a reaction is revealed, the victim's further
        reveals of this attack (and a Militia's discard) are asked with `decide`, whose options say which
        reactions are left. A reaction the rules do not offer is an illegal defense."""
        name = decision.player
        if type(defense) is MoatDefense:
            answer = MOAT_CARDS
        elif type(defense) is RevealDefense:
            answer = (defense.card,)
        else:
            answer = ()
        if answer and self.dialect.reveals:
            if answer[0] not in decision.options:
                card = answer[0]
                message = (
                    f"{_wire(defense)}: {card} was revealed against this {decision.card} already; each "
                    "reaction is revealed once per attack: reveal another, or answer (discard)"
                )
                attacker, attack = self._attacking
                state = self.viewer.attack_view(self.game.find(name))
                self.eject(
                    name,
                    IllegalDefense(message, text=_wire(defense)),
                    _wire(Attacked(Act(attack), attacker, state)),
                )
                return
            self._revealed.add(name)
        self.game.answer(answer)

    def attack_v4(self, attacker: str, card: str) -> None:
        """v4: `attacker`'s attack `card` begins: ask each other remaining player in turn order its defense
        (`ask_defense`), keep them for the attack's decisions, then reflect them with `defended`."""
        game = self.game
        self._defenses = {}
        self._revealed = set()
        self._attacking = (attacker, card)
        answered = []
        for defender in game.others(attacker) if game.find(attacker) is not None else ():
            if defender.name not in self.seats:
                continue
            defense = self.ask_defense(defender, attacker, card)
            if defense is None:
                if self.alone():
                    return
                continue
            self._defenses[defender.name] = defense
            if self.observer is not None:
                self.observer.defended(defender.name, defense)
            answered.append((defender.name, shown_defense(defense)))
        self.flush()
        self.reflect(answered)

    def ask_decision(self, decision: Decision) -> None:
        """Ask `decision` of its decider with `Seat.decide`, judge the answer with `check_answer`, apply it;
        a fault or an illegal answer ejects the decider. The decider is the decision's player, or its
        possessor in its possessed turn (`Game.decider`: Possession's "you make every decision for them");
        the view is the decision's player's own (the turn's counters if it is the player whose turn it is,
        else an attack view). In a version with `decide` (the dialect's `settles`) an ejection quotes the
        `(decide ...)` sent and the answer as written, the decision's prompt with the message; in v1-v3 and a
        game of the rules alone (in-process seats) the decision and the answer as values."""
        game = self.game
        name = decision.player
        decider = game.decider(name) if game.possession is not None else name
        seat = self.seats[decider]
        if decider in self.older:
            raise RuntimeError(f"a protocol v{self.older[decider]} seat cannot be asked {decision!r}")
        player = game.find(name)
        viewer = self.viewer
        state = viewer.view(player) if player is game.player else viewer.attack_view(player)
        if self.observer is not None:
            self._observe_asking(name, decision)
        wire = self.dialect.settles
        try:
            answer = tuple(seat.decide(decision, state))
        except PlayerFault as fault:
            asked = _wire(Decide(game.player.name, question(decision), state)) if wire else repr(decision)
            self.eject(decider, fault, asked)
            return
        if wire:
            message = check_answer(decision, answer, text="(choose" + "".join(f" {c}" for c in answer) + ")")
        else:
            message = check_answer(decision, answer)
        if message is not None:
            if wire:
                text = seat.last_reply_text or _wire(Choose(answer))
                fault = IllegalPlay(with_prompt(_cut_quote(message), decision), text=text)
                self.eject(decider, fault, _wire(Decide(game.player.name, question(decision), state)))
            else:
                self.eject(decider, IllegalPlay(_cut_quote(message), text=repr(answer)), repr(decision))
            return
        game.answer(answer)
        if self._tokens is not None:
            self.token_events()  # v5: the tokens the answer moved are told with it (an Embargo's pile)
        if self.observer is not None:
            self.observer.decided(decider, decision, answer)  # who answered (a possessor)

    def settle(self) -> None:
        """Ask the deciding player of every decision still pending (`Seat.decide`), judge each answer with
        `check_answer` and resume the game, until no decision is pending. A fault or an illegal answer
        ejects that player (an ejected player's decisions are skipped by the game). A v4 or v5 game settles
        with `settle_v4` whatever play left the decisions (an act, a treasure, a buy): the `happened` of each
        step before each `decide`, an illegal answer quoted as written with its decision, and an attack begun
        meanwhile (a Berserker bought with an action in play, a Cauldron's third action bought) as a played
        attack is: `attacked` to each victim first, its reveal answered by that defense."""
        if self.v4:
            # v4, v5: every decision goes through `settle_v4` (the `happened` before each `decide`, the answer
            # quoted as written), whether an act, a treasure or a buy asked it (Anvil, Hoard, Watchtower).
            self.settle_v4()
            return
        game = self.game
        while game.pending is not None and not game.over:
            self.ask_decision(game.pending)

    def result(self) -> GameResult:
        game = self.game
        scores = game.scores()
        standings = game.standings()
        finishers = sorted(game.players, key=lambda p: standings[p.name], reverse=True)
        ranks: dict[str, int] = {}
        for index, player in enumerate(finishers):
            before = finishers[index - 1] if index else None
            if before is not None and standings[before.name] == standings[player.name]:
                ranks[player.name] = ranks[before.name]
            else:
                ranks[player.name] = index + 1
        # A later ejection ranks above an earlier one: it stayed in the game longer.
        for index, name in enumerate(reversed(self.ejection_order)):
            ranks[name] = len(finishers) + index + 1
        ejected_scores = {player.name: score for player, score in game.ejected}
        turns = {player.name: player.turns for player in game.players}
        turns.update({player.name: player.turns for player, _ in game.ejected})
        players = tuple(
            PlayerResult(
                name=seat.name,
                seat=index,
                score=scores.get(seat.name, ejected_scores.get(seat.name, 0)),
                turns=turns[seat.name],
                rank=ranks[seat.name],
                ejection=self.ejections.get(seat.name),
            )
            for index, seat in enumerate(self.order)
        )
        winners = tuple(p.name for p in players if p.rank == 1 and p.ejection is None)
        return GameResult(
            seed=game.seed,
            version=self.version,
            end=game.end,
            turns=game.turn,
            players=players,
            winners=winners,
            colony=game.colony if self.dialect.refuses else None,
            bane=game.bane,
            shelters=game.shelters if self.dialect.refuses else None,
        )


def play_game(
    seats: Sequence[Seat],
    *,
    version: int | None = 3,
    seed: int,
    turn_limit: int = 100,
    observer: Observer | None = None,
    kingdom: Sequence[str] | None = None,
    edition: int = 2,
    cover_reactions: bool = False,
) -> GameResult:
    """Play one whole game between `seats` (in turn order) and return its result.

    Arguments:
        seats: 2 to 4 seats with distinct names of ASCII letters (the protocol's `name`), in seat order.
        version: protocol version 1, 2 or 3 (the default kingdom: v1 mine; v2 + 7 cards; v3 + militia,
            moat), or 4 (the whole base game: `kingdom` needed; see the module docstring); None: a game of
            the rules alone (every decision asked with `Seat.decide`).
        kingdom: the 10 kingdom cards (and a Young Witch's Bane: `referee.rules.cards.check_kingdom`), or
            None for the version's default (see `referee.rules.game.Game`). A seat with a `version`
            older than a v4 game's must know every card of it (else ValueError).
        edition: 2 (default) or 1: whose card texts are played where the editions differ.
        cover_reactions: ask every owner of a reaction where a holder would be asked (`Game.cover_reactions`,
            docs/sandbox.md "A reaction's delay").
        seed: seed of the game's random generator; the same seed and the same decisions give the same game.
        turn_limit: turns per player after which the game ends with end "turn-limit" (>= 1).
        observer: receives the game's events, or None.
    Returns:
        The `GameResult`: scores, turns, ranks (finishers by score, then fewer turns; equal both share the
        rank; ejected players below every finisher, a later ejection above an earlier one), winners.
    Raises:
        ValueError: for bad seats (count, names), version, kingdom, edition or turn limit. A player's
        misbehaviour never raises: every `PlayerFault` a seat raises ejects that player. Exceptions other
        than `PlayerFault` (bugs) propagate, after every seat has been closed.
    """
    names = _validate_seats(seats)
    rules = game_rules(version)
    game = Game(names, rules=rules, seed=seed, turn_limit=turn_limit, kingdom=kingdom, edition=edition)
    game.cover_reactions = cover_reactions
    return run_game(game, seats, observer=observer, version=version)


def run_game(
    game: Game, seats: Sequence[Seat], *, observer: Observer | None = None, version: int | None = None
) -> GameResult:
    """Play `game` (freshly set up, see `referee.rules.game.Game`) to its end between `seats`, named as its
    players, under protocol `version` (None: a game of the rules alone), whose rules the game was built
    with (`referee.protocol_rules.game_rules(version)`).

    `play_game` is this with the game built from the arguments; tests use it to watch the `Game` itself.
    Raises ValueError if the seats' names are not the game's players, in order, or the game's rules are
    not `version`'s.
    """
    if [seat.name for seat in seats] != [player.name for player in game.players]:
        raise ValueError("the seats' names must be the game's players, in turn order")
    return Driver(game, seats, observer, version).run()
