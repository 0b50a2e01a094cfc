"""Values of one kind: "july" and "august", "leeds" and "bradford", "mornings" and "nightly".

A change is often told with no word of the memory it replaces: "moved the stock into a unit
in bradford" after "we dispatch from leeds", "the exam got moved to august 20" after
"sitting the exam on july 9". No lexicon lists every kind of value, so kinship is read from
static word vectors: all-MiniLM-L6-v2 run on each whole word of its vocabulary alone,
reduced to 128 dimensions (`word_kin.npz`, 21,358 words, 2.0 MB, built by
`bench/make_word_kin.py`; the model is Apache-2.0).

`changed_in_kind(content, old_content)` says whether a fact told as a change holds a word
of the same kind as a word of the older fact, each word only in its own: the value the
change put in place of the old one. Words of one family ("repairs", "repair") are the
frame both share, not two values.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

import numpy as np
import numpy.typing as npt

from imprint.pipeline.study_fields import field_changed
from imprint.pipeline.topic_change import topic_changes, topic_stem

__all__ = [
    "THRESHOLD",
    "changed_in_kind",
    "kin_pair",
    "likeness",
    "may_be_name",
    "names_another_topic",
    "swapped_modifier",
    "text_likeness",
    "value_words",
]

THRESHOLD = 0.5
"""The cosine two words need to be of one kind ("june"/"may" 0.76, "leeds"/"bradford" 0.53;
"cat"/"dentist" 0.07). Words of like meaning pass too ("company"/"business"): the cue of a
change and the words each text has alone keep them rare (round 37's note counts them)."""

_CHANGE_CUE = re.compile(
    r"\b(?:now|switched|moved|instead|first\s+(?:day|week|month)s?|started|starting"
    r"|took\s+on|went\s+(?:with|to)|got|joined|changed|no\s+more|anymore|going\s+forward"
    r"|from\s+now\s+on|bumped|upped|replaced|upgraded|downgraded)\b",
    re.IGNORECASE,
)
"""What makes a fact say something changed."""
_BESIDE = re.compile(
    r"\b(?:also|too|as\s+well|another|second|extra|both|besides|on\s+top)\b", re.IGNORECASE
)
"""What makes a new value one more, beside the old: "now sings with Westside Chorale too"."""
_ASKED = re.compile(r'^Asked "[^"]*", ')
"""The agent's question an answer is framed with: its words are the agent's."""
_WORD = re.compile(r"[a-z][a-z'-]{2,}")
_FRAME = frozenset(
    """the and for with are was were been has have had his her she they them its it's that
    this their user user's from but not now just new all one two some any more most very also
    into over out about after before since then than there here what which who when where
    how why can could would should will does did done get got going went make made like
    really still much many well back off too first last next other own same way week weeks
    month months day days year years time lot thing things asked ask asks asking start
    started starting take taking takes took doing keep keeps kept said says tell told want
    wants wanted need needs needed think thought know knew use used uses using team team's
    big small good bad old great little everything anything nothing something whole entire
    every each both either such instead right left basically mostly mainly actually
    maybe probably only even already yeah yep yes okay fine fair sure thanks please sorry
    update news again once twice always never often usually sometimes buy buys buying bought
    buyer sell sells selling sold seller price prices cost costs rent rents renting
    rented""".split()
)
"""Words that carry no value: function words, the frame of a memory, verbs of talk, words
of size ("a big plus" beside "a small shop" changes nothing) and of talk ("basically",
"yeah", "update")."""
_ENDINGS = ("ings", "ing", "ies", "es", "ed", "er", "s")


@lru_cache(maxsize=1)
def _table() -> tuple[dict[str, int], npt.NDArray[np.float32]]:
    path = resources.files("imprint.pipeline").joinpath("word_kin.npz")
    # np.load refuses pickled objects unless asked (allow_pickle defaults to False): the
    # archive holds two plain arrays
    with resources.as_file(path) as file, np.load(file) as archive:
        words = bytes(archive["words"]).decode("ascii").split("\n")
        codes = archive["codes"].astype(np.float32)
    codes /= np.linalg.norm(codes, axis=1, keepdims=True)
    return {w: i for i, w in enumerate(words)}, codes


def _row(word: str) -> int | None:
    """The table's row for `word`, or for its singular ("tuesdays" -> "tuesday")."""
    index, _ = _table()
    found = index.get(word)
    if found is None and word.endswith("s"):
        found = index.get(word[:-1])
    return found


def likeness(word: str, other: str) -> float | None:
    """The cosine of two words' vectors, or None when either is not in the table."""
    _, vectors = _table()
    a, b = _row(word), _row(other)
    if a is None or b is None:
        return None
    return float(vectors[a] @ vectors[b])


_NAME_ANCHORS = tuple(
    """john mary david sarah michael anna carlos maria jose giovanni ahmed pierre hans ivan
    smith garcia mohammed juan luca sofia chen kumar olga patel""".split()
)
"""Common names of people from many places: a name lies near one of them in the table."""
_NAME_LIKENESS = 0.3
"""How near a lower-case word must be to one of `_NAME_ANCHORS` to be taken for a name
("raul" 0.64, "pete" 0.40, "dario" 0.32, "chloe" 0.50; "amazing" 0.09, "selling" 0.07,
"boss" 0.25). Short or rare names ("jun" 0.23, "bea" 0.28) are missed."""


def may_be_name(word: str, *, unknown: bool = True) -> bool:
    """Whether a lower-case `word` may be someone's first name ("jonas", "raul"; not "great").

    One the table holds must lie near a common first name. A word the table lacks may be one
    when `unknown` (most names are not among its common words, "priya"), though as many such
    words are tools and brands ("mypy", "eslint"): a caller with nothing else to go on (no
    capital letter, no role beside it) passes `unknown=False`.
    """
    if len(word) < 3 or not word.isalpha():
        return False
    alike = [likeness(word, anchor) for anchor in _NAME_ANCHORS]
    known = [x for x in alike if x is not None]
    return max(known) >= _NAME_LIKENESS if known else unknown


def _root(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"  # "skies" -> "sky"
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


_MONTHS = frozenset(
    "january february march april may june july august september october november december".split()
)
_WEEKDAYS = frozenset(
    f"{d}{s}"
    for d in ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")
    for s in ("day", "days")
)


def _other_calendar(word: str, other: str) -> bool:
    """A month beside a weekday: when a thing is, said two ways, not two values of one."""
    return (word in _MONTHS and other in _WEEKDAYS) or (word in _WEEKDAYS and other in _MONTHS)


def _one_family(word: str, other: str) -> bool:
    """Whether two words are forms of one ("repairs"/"repair", "riding"/"rides")."""
    a, b = _root(word), _root(other)
    if a == b or a.startswith(b) or b.startswith(a):
        return True
    shared = 0
    for x, y in zip(word, other, strict=False):
        if x != y:
            break
        shared += 1
    return shared >= 4


@lru_cache(maxsize=4096)
def value_words(text: str) -> frozenset[str]:
    """The words of `text` that may carry a value: lower case, no function or frame words."""
    # read once per text: a draft is compared with each of its candidates
    return frozenset(w for w in _WORD.findall(_ASKED.sub("", text).lower()) if w not in _FRAME)


@lru_cache(maxsize=4096)
def _mean_vector(text: str) -> npt.NDArray[np.float32] | None:
    _, vectors = _table()
    rows = [row for w in sorted(value_words(text)) if (row := _row(w)) is not None]
    if not rows:
        return None
    mean = vectors[rows].mean(axis=0)
    norm = float(np.linalg.norm(mean))
    return None if norm == 0.0 else mean / norm


def text_likeness(text: str, other: str) -> float:
    """The cosine of the mean word vectors of two texts' value words (0.0 when one has none)."""
    a, b = _mean_vector(text), _mean_vector(other)
    return 0.0 if a is None or b is None else float(a @ b)


def kin_pair(content: str, old_content: str) -> tuple[str, str] | None:
    """The likest pair of words of one kind, one only in each text, or None."""
    _, vectors = _table()
    new, old = value_words(content), value_words(old_content)
    mine = {w: r for w in sorted(new - old) if (r := _row(w)) is not None}
    theirs = {w: r for w in sorted(old - new) if (r := _row(w)) is not None}
    if not mine or not theirs:
        return None
    scores = vectors[list(mine.values())] @ vectors[list(theirs.values())].T
    pairs = [
        (float(scores[i, j]), word, other)
        for i, word in enumerate(mine)
        for j, other in enumerate(theirs)
        if scores[i, j] >= THRESHOLD
        and not (_one_family(word, other) or _other_calendar(word, other))
    ]
    if not pairs:
        return None
    _, word, other = max(pairs)
    return word, other


def changed_in_kind(content: str, old_content: str) -> bool:
    """Whether `content`, told as a change, puts a value of the kind of one `old_content` holds."""
    return (
        _told_as_change(content)
        and not names_another_topic(content, old_content)
        and (
            kin_pair(content, old_content) is not None
            or swapped_modifier(content, old_content)
            # "switched to economics" after "a chemistry major": fields the vectors put apart
            or field_changed(content, old_content)
        )
    )


_TOKEN = re.compile(r"[a-z][a-z'-]*")


def _modified(text: str) -> frozenset[tuple[str, str]]:
    """Each value word with the value word just before it, as said: ("half", "marathon").

    Not a verb before its object ("the user cooks chicken", "started running"): the word
    before a thing must name which one it is.
    """
    words = ["", *_TOKEN.findall(_ASKED.sub("", text).lower())]
    return frozenset(
        (a, b)
        for before, a, b in zip(words, words[1:], words[2:], strict=False)
        if len(a) > 2
        and len(b) > 2
        and a not in _FRAME
        and b not in _FRAME
        and before not in _SUBJECT_WORDS
        and not a.endswith(("ing", "ed"))
    )


_SUBJECT_WORDS = frozenset("user they i we he she it also still now just often usually".split())
"""Words a verb follows: the word after one of them is no word naming a thing."""


def swapped_modifier(content: str, old_content: str) -> bool:
    """Whether the two texts name one thing with another word before it, each its own.

    "signed up for the full marathon instead" after "training for a half marathon": the
    race is the same kind, the word that says which one changed (word vectors put "full"
    and "half" apart, as they do "part" and "full" in "part time").
    """
    new, old = value_words(content), value_words(old_content)
    theirs = _modified(old_content)
    return any(
        head == other_head
        and word not in old
        and other not in new
        and not _one_family(word, other)  # "cook chicken" and "cooks chicken": one verb
        for word, head in _modified(content)
        for other, other_head in theirs
    )


@lru_cache(maxsize=4096)
def _told_as_change(content: str) -> bool:
    """Whether `content` says something changed, not one more value (read once per draft)."""
    return _CHANGE_CUE.search(content) is not None and _BESIDE.search(content) is None


def names_another_topic(content: str, old_content: str) -> bool:
    """Whether the change names what moved, and the old fact does not hold it.

    "they moved the quiz to thursdays" says nothing of "book club is every tuesday".
    """
    old = {topic_stem(w) for w in _WORD.findall(old_content.lower())}
    return any(
        change.topic and topic_stem(change.topic[-1]) not in old
        for change in topic_changes(content)
    )
