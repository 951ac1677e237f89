"""A DominAI game of the rules alone, shared by `referee serve` (`referee.network.server`) and a browser
table with remote players (`referee.network.browser`): the players' names for the engine and on the wire,
the observer that ties the engine's events to the network seats, and the result with each seat's command and
reply times (docs/network.md)."""

from __future__ import annotations

from collections.abc import Sequence

from protocol.messages import Clean, Play
from referee import views
from referee.errors import PlayerFault
from referee.network.legacy import ProgramOpponent
from referee.network.seat import NetworkSeat
from referee.result import GameResult, with_match_facts
from referee.rules.decisions import Event
from referee.rules.game import Game
from referee.seats.engine import Observer


def engine_names(wanted: Sequence[str]) -> list[str]:
    """Names for the engine (ASCII letters, unique) from the players' own names: the letters of each
    (``"bot-2"`` -> ``"bot"``, ``"player"`` if none), a letter added to a repeat (``bot``, ``botb``)."""
    taken: set[str] = set()
    names = []
    for name in wanted:
        base = "".join(ch for ch in name if ch.isascii() and ch.isalpha()) or "player"
        chosen, suffixes = base, iter("bcdefghijklmnopqrstuvwxyz")
        while chosen in taken:
            chosen = base + next(suffixes)
        taken.add(chosen)
        names.append(chosen)
    return names


def wire_names(wanted: Sequence[str]) -> list[str]:
    """The players' names in DominAI messages: as they joined, a number added to a repeat (``bot``,
    ``bot2``)."""
    taken: set[str] = set()
    names = []
    for name in wanted:
        chosen, number = name, 1
        while chosen in taken:
            number += 1
            chosen = f"{name}{number}"
        taken.add(chosen)
        names.append(chosen)
    return names


class ServedObserver(Observer):
    """Ties the engine's events to the seats: the `EndTurn` answer after a clean-up, `Shuffle`, telling an
    ejected remote player why, and each event to the opponent programs (v4 `happened`)."""

    def __init__(self, game: Game, seats: dict[str, NetworkSeat], programs: list[ProgramOpponent]) -> None:
        self.game = game
        self.seats = seats
        self.programs = programs

    def played(self, name: str, play: Play) -> None:
        seat = self.seats.get(name)
        if seat is not None and type(play) is Clean:
            player = self.game.find(name)
            if player is not None:
                seat.turn_ended(views.view(self.game, player))

    def event(self, event: Event) -> None:
        for program in self.programs:
            program.heard(event)
        if event.kind == "shuffle":
            seat = self.seats.get(event.player)
            if seat is not None:
                seat.shuffled()
        elif event.kind == "reveal":
            seat = self.seats.get(event.player)
            if seat is not None:
                seat.revealed(event.cards)

    def ejected(self, name: str, fault: PlayerFault) -> None:
        seat = self.seats.get(name)
        if seat is not None:
            seat.ejected(fault)


def played_again(game: Game, seats: dict, name: str, card: str) -> None:
    """`Game.again_listeners`: a remote player is asked `ThroneRoom` for the second play of `card`; a
    program's play arguments answered the first play only."""
    seat = seats.get(name)
    if isinstance(seat, NetworkSeat):
        player = game.find(name)
        seat.play_again(card, tuple(player.hand) if player is not None else ())
    elif isinstance(seat, ProgramOpponent):
        seat.played_again()


def with_reply_stats(
    result: GameResult, seats, commands: dict[str, str], game: Game, player_seed_key: str | None = None
) -> GameResult:
    """`result` with each player's command and reply times, the game's kingdom and edition, and the
    player seed key."""
    programs = {seat.name: seat.seat for seat in seats if isinstance(seat, ProgramOpponent)}
    inner = {seat.name: programs.get(seat.name, seat) for seat in seats}
    return with_match_facts(
        result,
        commands={
            seat.name: " ".join(programs[seat.name].command)
            if seat.name in programs
            else f"remote {commands[seat.name]}"
            for seat in seats
        },
        replies={name: seat.reply_stats() for name, seat in inner.items()},
        kingdom=tuple(str(card) for card in game.kingdom),
        edition=game.edition,
        player_seed_key=player_seed_key,
    )
