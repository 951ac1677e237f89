"""The supply as a view shows it: `Supply`, an immutable sequence of card copies kept as pile counts.

A protocol `State`'s `supply` lists every card copy left in the supply, pile by pile in the canonical order:
a tuple of a few hundred cards. A game of the rules alone asks for several views a turn, and a strategy asks
of the supply little more than "how many of this card are left" and "how many piles are empty". `Supply`
answers both from its pile counts (`piles`, `empty`), and stands for the tuple everywhere else: it compares
equal to it and hashes as it, supports ``len``, indexing and slicing, iteration, ``reversed``, ``in``,
``count``, ``index``, ``+`` and pickling, and builds the tuple only when first iterated or indexed
(`cards`). Taking a card makes a new `Supply` with that one count lowered (`taken`), instead of cutting a
copy out of the tuple. The protocol's printer and the network's JSON iterate it, so they write exactly what
they wrote of the tuple.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import chain, repeat
from types import MappingProxyType
from typing import Any


class _Counts(dict):
    """Copies left per pile: 0 for a card without a non-empty pile (as a `collections.Counter`)."""

    __slots__ = ()

    def __missing__(self, card: Any) -> int:
        return 0


class Supply(Sequence):
    """The supply of a view: every card copy left, pile by pile in the given (canonical) order.

    Arguments:
        piles: card -> copies left, for every pile of the game's supply in order; a pile with 0 copies is
            an empty pile (listed by `empty`, never by the sequence). Raises ValueError for a negative count.

    Immutable. Equal to the tuple ``cards()`` (and to another `Supply` listing the same copies in the same
    order), hashed as it; ``repr`` is the tuple's.
    """

    __slots__ = ("_counts", "_piles", "_empty", "_cards")

    def __init__(self, piles: Mapping[str, int]) -> None:
        counts = _Counts()
        empty = []
        for card, count in piles.items():
            if count < 0:
                raise ValueError(f"a pile cannot hold {count} cards ({card})")
            if count:
                counts[card] = count
            else:
                empty.append(card)
        self._counts = counts
        self._piles = MappingProxyType(counts)
        self._empty = tuple(empty)
        self._cards: tuple[str, ...] | None = None

    @property
    def piles(self) -> Mapping[str, int]:
        """Card -> copies left, the non-empty piles in order (read-only); 0 for any other card."""
        return self._piles

    @property
    def empty(self) -> tuple[str, ...]:
        """The cards whose pile is empty, in order (what the sequence itself cannot say)."""
        return self._empty

    def taken(self, card: str) -> Supply:
        """This supply with one copy of `card` taken (a gain): the same counts, that one lowered by 1.

        Raises ValueError when no copy of `card` is left."""
        counts = _Counts(self._counts)
        count = counts.get(card, 0)
        if count < 1:
            raise ValueError(f"there is no {card} in the supply")
        new = Supply.__new__(Supply)
        if count == 1:
            del counts[card]
            new._empty = self._empty + (card,)
        else:
            counts[card] = count - 1
            new._empty = self._empty
        new._counts = counts
        new._piles = MappingProxyType(counts)
        new._cards = None
        return new

    def cards(self) -> tuple[str, ...]:
        """The tuple this supply stands for (built once, when first needed)."""
        cards = self._cards
        if cards is None:
            cards = self._cards = tuple(
                chain.from_iterable(repeat(card, count) for card, count in self._piles.items())
            )
        return cards

    def __len__(self) -> int:
        return sum(self._counts.values())

    def __getitem__(self, index: Any) -> Any:
        return self.cards()[index]

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards())

    def __reversed__(self) -> Iterator[str]:
        return reversed(self.cards())

    def __contains__(self, card: object) -> bool:
        try:
            return card in self._counts
        except TypeError:  # unhashable: equal to no card
            return False

    def count(self, card: object) -> int:
        """Copies of `card` left (its pile's count: a pile's copies are listed together)."""
        try:
            return self._counts[card]
        except TypeError:
            return 0

    def index(self, card: Any, start: int = 0, stop: int = 2**63 - 1) -> int:
        return self.cards().index(card, start, stop)

    def __eq__(self, other: object) -> bool:
        if type(other) is Supply:
            return self is other or list(self._counts.items()) == list(other._counts.items())
        if isinstance(other, tuple):
            return self.cards() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.cards())

    def __add__(self, other: object) -> tuple:
        if isinstance(other, Supply):
            return self.cards() + other.cards()
        if isinstance(other, tuple):
            return self.cards() + other
        return NotImplemented

    def __radd__(self, other: object) -> tuple:
        if isinstance(other, tuple):
            return other + self.cards()
        return NotImplemented

    def __repr__(self) -> str:
        return repr(self.cards())

    def __reduce__(self) -> tuple:
        piles = dict(chain(self._piles.items(), zip(self._empty, repeat(0))))
        return (Supply, (piles,))
