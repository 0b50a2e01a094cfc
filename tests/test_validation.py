"""Checks on caller input: ids."""

from __future__ import annotations

import pytest

from imprint.errors import InvalidInputError
from imprint.validation import check_id


@pytest.mark.parametrize("code", [*range(32), 127])
def test_an_id_with_a_control_character_is_refused(code: int) -> None:
    with pytest.raises(InvalidInputError, match="contains control characters"):
        check_id("user_id", f"user{chr(code)}42")


@pytest.mark.parametrize(
    "value", ["user-42", "u 1", "caf\u00e9", "\u0080x", "\u00a0y", "\u7528\u6237"]
)
def test_an_id_without_one_is_kept_as_given(value: str) -> None:
    assert check_id("user_id", value) == value
