"""`search_words` scans for a digit before its rate and version patterns; it finds the same."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline import value_classes
from imprint.pipeline.value_classes import search_words

_PIECES = st.sampled_from(
    [
        "I charge",
        "my rate is",
        "day rate",
        "EUR",
        "$",
        "\u00a3",
        "\u20ac",
        "usd",
        "dollars",
        "/h",
        "an hour",
        "per day",
        "hourly",
        "budget is now",
        "node",
        "postgres v",
        "python",
        "ios",
        "k",
        ".",
        ",",
        "the user",
        "now",
        "\u0665\u0660",  # Arabic-Indic digits: `\d` matches them too
        "\uff13",  # a fullwidth digit
        "\u00b2",  # a superscript two: a digit to `isdigit`, not to `\d`
    ]
)


@given(
    st.lists(
        st.one_of(_PIECES, st.integers(0, 9999).map(str), st.text(max_size=6)), max_size=10
    ).map(" ".join)
)
def test_the_digit_check_changes_nothing_found(content: str) -> None:
    # every pattern run on every text, as before the digit check
    assert search_words(content) == value_classes.search_words_gated(content, digits=True)


def test_unicode_digits_still_reach_the_patterns() -> None:
    assert "node" in search_words("We're on node \u0662\u0662 now.")
    assert search_words("The user likes tea.") == ()
