"""Views made without their dataclass constructor: a draft class with a record's slots, filled with plain
attribute stores, becomes the record by assigning its `__class__` (`referee.views`, `referee.views.v5`)."""

from __future__ import annotations


def draft_becomes(draft: type, record: type, names: tuple[str, ...]) -> bool:
    """Whether an object of `draft` with its slots `names` filled can become a `record` (a frozen dataclass
    with those fields in that order) equal to the one `record`'s constructor makes from the same values:
    False when Python refuses the `__class__` assignment (the two layouts differ) or the result differs."""
    made = object.__new__(draft)
    for index, name in enumerate(names):
        setattr(made, name, index)
    try:
        made.__class__ = record
    except TypeError:  # the two layouts differ after all
        return False
    return type(made) is record and made == record(*range(len(names)))
