"""A local player program as an opponent in a served game (`referee serve --opponent`).

A game served to DominAI players is a game of the rules alone: the engine asks every decision through
`Seat.decide`, and every victim of every attack gets a reveal decision (`Game.ask_every_victim`, so that
each remote victim gets its `Attack` request). A program speaks the S-expression protocol instead;
`ProgramOpponent` wraps its `referee.seats.process.SubprocessSeat` and translates, as a program of that
version is played in a local protocol 4 game (docs/protocol.md):

- protocol v4 (the default): its views are `StateV4` (with its cards set aside and the kingdom); each of its
  plays is judged as a v4 play (`check_play` with the v4 view, nested Throne Room plays included) and its
  arguments answer the card's up-front decisions (a missing one answers with no card, as in v4); every
  attack asks it `(attacked (act CARD) NAME state)`, whose defense answers the Moat's reveal and Militia's
  discard; every other decision it has to make is a `decide`; it is told every play of the others (Artisan's
  card put onto the deck hidden) and, after each, the game's events as `happened`.
- protocol v3: the v3 view (no curse pile), `attacked` for Militia, plays with v3 arguments, and only the
  `moved` its grammar can say. It knows only v3's kingdom cards (`check_kingdom`).
"""

from __future__ import annotations

from protocol.messages import (
    Act,
    Defended,
    Defense,
    DiscardDefense,
    Happened,
    MoatDefense,
    Moved,
    Play,
    State,
    StateV4,
)
from protocol.versions import VERSIONS
from referee.errors import IllegalDefense, IllegalPlay
from referee.rules.arguments import split_arguments
from referee.rules.decisions import Decision, Event
from referee.rules.game import Game
from referee.rules.legality import check_defense, check_play
from referee.rules.spec import SPECS
from referee.seats.engine import expressible, older_view, shown_play
from referee.seats.process import SubprocessSeat

V3_KINGDOM: tuple[str, ...] = tuple(str(card) for card in VERSIONS[3].actions)
"""The kingdom cards a v3 program knows: a game with a v3 opponent plays exactly these."""


def check_kingdom(kingdom: tuple[str, ...], name: str = "an opponent") -> None:
    """Raise ValueError naming the cards of `kingdom` a protocol v3 program (`name`) does not know."""
    unknown = [card for card in kingdom if card not in V3_KINGDOM]
    if unknown:
        raise ValueError(
            f"{name} speaks protocol v3, which does not know {', '.join(unknown)}: with a v3 opponent the "
            f"kingdom is {' '.join(V3_KINGDOM)} (leave out --kingdom)"
        )


def _answers(play: Act) -> list[tuple[str, tuple]]:
    """The answers of a v4 play's arguments to its card's up-front decisions, each with the card whose
    decision it answers: a missing argument answers with no card; a Throne Room's nested play gives the card
    to play, then that play's own answers (its first play's)."""
    args = play.args
    if args and type(args[0]) is Act:
        inner = args[0]
        return [(play.card, (inner.card,)), *_answers(inner)]
    shape = SPECS[play.card].arguments
    return [(play.card, answer) for answer in split_arguments(shape, args, every=True)]


def _v4_play(play: Play) -> Play:
    """`play` as protocol v4 writes it: a Throne Room's card as the nested play of that card
    (``(act throne-room smithy)`` of a game of the rules alone -> ``(act throne-room (act smithy))``)."""
    if type(play) is Act and play.card == "throne-room" and play.args and type(play.args[0]) is not Act:
        return Act(play.card, (Act(play.args[0]),))
    return play


class ProgramOpponent:
    """A `Seat` for a player program of protocol v3 or v4 in a served game (see the module docstring).

    Arguments:
        seat: the started `SubprocessSeat` (its `version` 3 or 4); closed with this seat.
        game: the game it plays in (for the v4 view's aside and kingdom, and whose turn it is).
    """

    def __init__(self, seat: SubprocessSeat, game: Game) -> None:
        self.seat = seat
        self.game = game
        self.name = seat.name
        self.version = seat.version
        self.protocol = VERSIONS[seat.version]
        self._defense: Defense | None = None
        self._plan: list[tuple[str, tuple]] = []
        self._events: list[Event] = []

    @property
    def last_reply_text(self) -> str | None:
        """The program's last reply, as received."""
        return self.seat.last_reply_text

    def _view(self, state: State) -> State:
        if not self.protocol.knows("decide"):
            return older_view(state)
        player = self.game.find(self.name)
        aside = tuple(player.aside) if player is not None else ()
        return StateV4(*(getattr(state, f) for f in State.__slots__), aside=aside, kingdom=self.game.kingdom)

    def heard(self, event: Event) -> None:
        """Keep a game event for a v4 program: told as `happened` before its next message."""
        if self.protocol.knows("happened"):
            self._events.append(event)

    def _flush(self) -> None:
        events, self._events = self._events, []
        for event in events:
            self.seat.notify(Happened(event.player, event.kind, event.cards, event.to))

    def move(self, state: State) -> Play:
        """`(move state)` with its version's view. A v4 play is judged here as a v4 game judges it (raises
        `IllegalPlay`) and becomes the card's play, its arguments kept to answer the card's decisions."""
        self._flush()
        self._defense = None
        self._plan = []
        view = self._view(state)
        play = self.seat.move(view)
        if not self.protocol.knows("nested-act") or type(play) is not Act:
            return play
        message = check_play(view, play, edition=self.game.edition)
        if message is not None:
            raise IllegalPlay(message, text=self.seat.last_reply_text)
        self._plan = _answers(play)
        return Act(play.card)

    def played_again(self) -> None:
        """A Throne Room plays its card a second time: the arguments answered the first play only."""
        self._plan = []

    def decide(self, decision: Decision, state: State) -> tuple:
        """A Moat's reveal (and Militia's discard) from one `attacked`; an up-front decision of its own
        play from the play's arguments; any other: v4 `decide`, v3 no card (its v3 play listed none)."""
        self._flush()
        if decision.kind == "reveal" or (decision.card == "militia" and decision.kind == "discard"):
            if decision.kind == "reveal" or self._defense is None:
                view = self._view(state)
                attacker = decision.target or ""
                card = decision.card
                if self.protocol.knows("decide"):
                    defense = self.seat.defend(attacker, view, card)
                else:
                    defense = self.seat.defend(attacker, view)
                message = check_defense(view, defense, card)
                if message is not None:
                    raise IllegalDefense(message, text=self.seat.last_reply_text)
                self._defense = defense
            defense = self._defense
            if decision.kind == "reveal":
                return decision.options[:1] if isinstance(defense, MoatDefense) else ()
            self._defense = None
            return defense.cards if isinstance(defense, DiscardDefense) else ()
        if not self.protocol.knows("decide"):
            return ()
        if decision.max == 0:
            return ()  # nothing to choose: a v4 game never asks it, and no argument answers it
        if decision.card == "bandit" and len(set(decision.options)) == 1:
            return decision.options[:1]  # one kind of treasure revealed: a v4 game asks nothing
        mover = self.game.players[self.game.current].name if self.game.players else None
        if decision.upfront and decision.player == mover == self.name and self._plan:
            card, answer = self._plan.pop(0)
            if card == decision.card:
                return answer
            self._plan = []
        return tuple(self.seat.decide(decision, self._view(state), mover))

    def defend(self, attacker: str, state: State, card: str = "militia") -> Defense:
        """`(attacked (act CARD) attacker state)` with its version's view."""
        if self.protocol.knows("decide"):
            return self.seat.defend(attacker, self._view(state), card)
        return self.seat.defend(attacker, self._view(state))

    def notify(self, notification: Moved | Defended) -> None:
        """`(moved ...)` as its version writes it (v4: Artisan's card put back hidden, then the events of
        the play as `happened`); a v3 program only what its grammar can say."""
        if not self.protocol.knows("happened"):
            if expressible(notification, self.version):
                self.seat.notify(notification)
            return
        if type(notification) is Moved:
            notification = Moved(notification.name, shown_play(_v4_play(notification.play)))
        self.seat.notify(notification)
        self._flush()

    def close(self, *, kill: bool = False) -> None:
        """Close the program (see `SubprocessSeat.close`)."""
        self.seat.close(kill=kill)

    def __repr__(self) -> str:
        return f"ProgramOpponent({self.seat!r})"
