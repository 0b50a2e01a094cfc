"""Whether a new fact outdates an older one, read by a small learned model over the pair.

The rules of `supersede.py` and `value_classes.py` retire an old fact when they can name
the attribute both hold. Many changes people tell are plainer than any rule: "I've
started driving to work since the bus route got cut" after "I get to work on the 7:40
bus", "started taking the dog to the park instead" after "I walk the dog along the canal
every morning". What marks them is spread over the pair: a cue of change in the new fact
("now", "first month", "finally", "switched"), the subject or words both have, words of
one kind (`word_kin`), the old fact saying nothing of a change itself.

`outdated_chance(pair)` weighs those marks with a logistic model (`change_pairs.json`,
59 weights and a bias) fitted by `bench/train_changes.py` on the (new fact, candidate) pairs
that replaying `bench/scenarios` produces, labelled by the scenarios' checks: a pair is a
change when the old fact holds what a check says must go and the new one holds its
replacement, and not one when the old fact holds what a check says must stay.
Some pairs it never weighs (`scored`): what the judgement of earlier rounds says is no
change stays a rule, not a weight. Consolidation asks it last, after every rule, and
retires a fact only when one candidate reaches `THRESHOLD` (`consolidate._outdated`).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from imprint.errors import ImprintError
from imprint.pipeline.supersede import NO_FRAME, of_others
from imprint.pipeline.word_kin import kin_pair, likeness, text_likeness, value_words

__all__ = ["FEATURES", "THRESHOLD", "Pair", "features", "outdated_chance", "scored"]

THRESHOLD = 0.7
"""The chance from which consolidation retires the old fact. The training script's table,
cross-validated over scenario files (each pair alone): rules then model find 314 of 372
changes (the rules alone 305) and retire 28 of 466 facts that must stay (the rules alone
24); at 0.8, 312 and 25. Between the two, the unread sets' totals chose (113/175 against
112/175)."""

_CUES = {
    "now": r"\bnow\b|\bthese\s+days\b|\bnowadays\b|\bcurrently\b",
    "switch": r"\b(?:switch|swapp?|migrat|mov|chang|replac|transfer|upgrad|downgrad|convert"
    r"|bump|upp|rais|drop|cut)\w*",
    "new": r"\bnew\b|\bnewly\b",
    "ended": r"\bno\s+longer\b|\bany\s*more\b|\bstopped\b|\bquit\b|\bleft\b|\bgave\s+up\b"
    r"|\bdone\s+with\b|\bditch\w*|\bdropped\b|\bsold\b|\bended\b|\bbroke\s+up\b",
    "start": r"\bfirst\s+(?:day|week|month|term|season|shift|time)\b|\bstart\w*|\bjoin\w*"
    r"|\btook\s+(?:on|over)\b|\bbegan\b|\bbegin\w*",
    "finally": r"\bfinally\b|\bat\s+last\b|\bofficially\b",
    "since": r"\bsince\b|\bas\s+of\b|\bfrom\s+now\s+on\b|\bgoing\s+forward\b"
    r"|\bfrom\s+(?:next|this)\b",
    "instead": r"\binstead\b|\brather\s+than\b|\breplac\w*",
    "got": r"\bgot\b|\bbought\b|\bpicked\s+up\b|\badopted\b|\bhired\b",
    "back": r"\bback\s+(?:to|on)\b|\bagain\b",
    "turned": r"\bturned\b|\bis\s+\d+\s+now\b|\bbirthday\b",
    "was": r"\bused\s+to\b|\bwas\b|\bwere\b|\bformer\w*|\bold\b|\bprevious\w*|\bex[- ]",
}
"""Families of words that tell a change (or, in the old fact, that it told one itself)."""
_CUE_PATTERNS = {name: re.compile(p, re.IGNORECASE) for name, p in _CUES.items()}
_BESIDE = re.compile(
    r"\b(?:also|too|as\s+well|another|second|extra|both|besides|on\s+top|plus|added)\b",
    re.IGNORECASE,
)
_ONE_MORE = re.compile(
    r"\b(?:also|as\s+well|besides|on\s+top\s+of)\b|\btoo\b(?=\s*(?:[.,!?;)]|$))", re.IGNORECASE
)
"""What says a new value is one more, beside the old ("has also started yoga"). Narrower than
`_BESIDE`: "got another job", "added a second shift", "the trains got too pricey" may well
tell a change."""
_CLAUSE_BREAK = re.compile(r"[,;:()]|\s(?:and|but|so|because)\s", re.IGNORECASE)
_TOLD_CHANGE = tuple(p for name, p in _CUE_PATTERNS.items() if name != "was")


_STILL = re.compile(r"\bstill\b", re.IGNORECASE)
"""What says a thing goes on: "vegetarian now but they still cook chicken for the kids"."""


@lru_cache(maxsize=4096)
def _only_one_more(text: str) -> bool:
    """Whether each clause that tells a change says its value is one more.

    "has also started yoga on thursdays now": one more. "Jonas is our new drummer, and he
    sings too": the change is told apart from the "too".
    """
    told = [c for c in _CLAUSE_BREAK.split(text) if any(p.search(c) for p in _TOLD_CHANGE)]
    return bool(told) and all(_ONE_MORE.search(c) for c in told)


def _kept_on(new: str, old_stems: frozenset[str]) -> bool:
    """Whether a clause of the new fact that shares a word with the old says it goes on.

    "the user is vegetarian now but they still cook chicken for the kids" beside "cooks
    chicken nuggets for the kids": what the old fact says still holds.
    """
    return any(
        _STILL.search(clause) and _stems(clause) & old_stems for clause in _CLAUSE_BREAK.split(new)
    )


_NEGATION = re.compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)
_ASKING = re.compile(
    r"\b(?:needs?|wants?|would\s+like|help|asks?|asked|looking\s+for|trying\s+to|wondering)\b",
    re.IGNORECASE,
)
"""Words of a task asked for: "now the user needs a text for the chalkboard" is no change."""
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_NAME = re.compile(r"(?<=[^.!?]\s)[A-Z][\w'-]+")
_QUOTED = re.compile(r'^The user said: "')
_ASKED = re.compile(r'^Asked "')
_STEM = 5
_HOLDER = "holder:"
"""The subject of who holds a role ("our nanny rosa"): news of the role keeps the holder."""
_MANY_NAMES = 2
_MOST_SHARED = 5
_LONGEST = 300

FEATURES: tuple[str, ...] = (
    *(f"cue_{name}" for name in _CUES),
    *(f"old_cue_{name}" for name in _CUES),
    "changed",
    "beside",
    "one_more",
    "kept_on",
    "holder_named",
    "partly_named",
    "negated_new",
    "negated_old",
    "same_subject",
    "other_subject",
    "no_subject_new",
    "no_subject_old",
    "shared",
    "none_shared",
    "jaccard",
    "old_covered",
    "new_covered",
    "kin",
    "kin_found",
    "likeness",
    "numbers_both",
    "numbers_differ",
    "names_differ",
    "names_shared",
    "quoted_new",
    "quoted_old",
    "asked_new",
    "asked_old",
    "of_others",
    "length_new",
    "length_old",
    "changed_kin",
    "changed_likeness",
    "changed_shared",
    "changed_same_subject",
    "tied",
    "changed_untied",
    "asking",
)
"""The model's inputs, in the order of its weights."""


@dataclass(frozen=True, slots=True)
class Pair:
    """A new fact and an older candidate it may outdate, as consolidation sees them."""

    new: str
    """The new fact's content."""
    old: str
    """The older fact's content."""
    new_subject: str | None = None
    """The new fact's subject (`subjects.py`), if it has one."""
    old_subject: str | None = None
    """The older fact's subject."""
    changed: bool = False
    """Whether the reading said the new fact tells a change (`MemoryDraft.changed`)."""


def _stems(text: str) -> frozenset[str]:
    # when or how often ties nothing: "walks the dog every morning", "learns Spanish every
    # morning"
    return frozenset(w[:_STEM] for w in value_words(text) if w not in NO_FRAME)


def _names(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in _NAME.findall(text)) - {"the", "user"}


def features(pair: Pair) -> tuple[float, ...]:
    """The pair's inputs to the model, in the order of `FEATURES`."""
    new, old = pair.new, pair.old
    cues = [1.0 if p.search(new) else 0.0 for p in _CUE_PATTERNS.values()]
    old_cues = [1.0 if p.search(old) else 0.0 for p in _CUE_PATTERNS.values()]
    changed = float(pair.changed)
    same_subject = float(pair.new_subject is not None and pair.new_subject == pair.old_subject)
    other_subject = float(
        pair.new_subject is not None
        and pair.old_subject is not None
        and pair.new_subject != pair.old_subject
    )
    mine, theirs = _stems(new), _stems(old)
    common = len(mine & theirs)
    found = kin_pair(new, old)
    kin = (likeness(*found) or 0.0) if found else 0.0
    alike = text_likeness(new, old)
    numbers, old_numbers = set(_NUMBER.findall(new)), set(_NUMBER.findall(old))
    names, old_names = _names(new), _names(old)
    shared = min(common, _MOST_SHARED) / _MOST_SHARED
    tied = float(bool(same_subject) or common > 0 or found is not None)
    return (
        *cues,
        *old_cues,
        changed,
        1.0 if _BESIDE.search(new) else 0.0,
        float(_only_one_more(new)),
        float(_kept_on(new, theirs)),
        float(
            pair.old_subject is not None
            and pair.old_subject.startswith(_HOLDER)
            and not names - old_names
        ),
        float(
            len(old_names) >= _MANY_NAMES and len(names) < len(old_names) and not names & old_names
        ),
        1.0 if _NEGATION.search(new) else 0.0,
        1.0 if _NEGATION.search(old) else 0.0,
        same_subject,
        other_subject,
        float(pair.new_subject is None),
        float(pair.old_subject is None),
        shared,
        float(common == 0),
        common / max(len(mine | theirs), 1),
        common / max(len(theirs), 1),
        common / max(len(mine), 1),
        kin,
        float(found is not None),
        alike,
        float(bool(numbers) and bool(old_numbers)),
        float(bool(numbers) and bool(old_numbers) and not numbers & old_numbers),
        float(bool(names - old_names) and bool(old_names - names)),
        float(bool(names & old_names)),
        1.0 if _QUOTED.match(new) else 0.0,
        1.0 if _QUOTED.match(old) else 0.0,
        1.0 if _ASKED.match(new) else 0.0,
        1.0 if _ASKED.match(old) else 0.0,
        float(of_others(new, old)),
        min(len(new), _LONGEST) / _LONGEST,
        min(len(old), _LONGEST) / _LONGEST,
        changed * kin,
        changed * alike,
        changed * shared,
        changed * same_subject,
        tied,
        changed * (1.0 - tied),
        1.0 if _ASKING.search(new) else 0.0,
    )


@lru_cache(maxsize=1)
def _model() -> tuple[tuple[float, ...], float]:
    path = resources.files("imprint.pipeline").joinpath("change_pairs.json")
    saved = json.loads(path.read_text(encoding="ascii"))
    if tuple(saved["features"]) != FEATURES:
        raise ImprintError(
            "change_pairs.json was fitted on other features than change_pairs.FEATURES; "
            "refit it with `python bench/train_changes.py`"
        )
    return tuple(float(w) for w in saved["weights"]), float(saved["bias"])


def outdated_chance(pair: Pair) -> float:
    """The model's chance that `pair.new` puts a new value in place of one `pair.old` holds.

    0.0 when nothing ties the two facts: no subject in common, no word, no two words of one
    kind. A cue of change alone ("now the user needs a text for the chalkboard") says
    nothing of which fact it changes. 0.0 too when the new fact says it is one more ("has
    also started yoga on thursdays" beside "plays football on tuesdays").
    """
    inputs = features(pair)
    if not scored(inputs):
        return 0.0
    weights, bias = _model()
    z = bias + math.fsum(w * x for w, x in zip(weights, inputs, strict=True))
    return 1.0 / (1.0 + math.exp(-max(-_MOST_LOGIT, min(_MOST_LOGIT, z))))


def scored(inputs: tuple[float, ...]) -> bool:
    """Whether the model weighs a pair with these inputs at all.

    Not when nothing ties the two facts; nor when the new one tells one more ("has also
    started yoga"), says the old goes on ("still cooks chicken for the kids"), gives news
    of a role whose holder the old one names and names no new one ("our nanny is doing
    three days a week now" beside "our nanny rosa"), or names fewer things than the old one
    and none of them ("now deploys on Fly" beside "deploys on ECS with Terraform": what the
    change leaves of the old is for a rule to keep, not for the model to drop).
    """
    return bool(inputs[_TIED]) and not any(inputs[i] for i in _VETOES)


_TIED = FEATURES.index("tied")
_VETOES = tuple(
    FEATURES.index(name) for name in ("one_more", "kept_on", "holder_named", "partly_named")
)
_MOST_LOGIT = 50.0  # math.exp overflows past ~709; any logit this far out is a certainty
