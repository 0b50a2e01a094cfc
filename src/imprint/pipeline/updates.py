"""Changes of mind and knowledge updates: what a statement says is no longer true.

Three things are read from a sentence, in any language Imprint reads:
- the old values it replaces, said outright: "we moved from MySQL to Postgres" (`mysql`),
  "I no longer work at Shopify" (`shopify`), "Jenkins is gone", "ya no vivo en
  Monterrey", "nicht mehr in Koeln", "trocou o BigQuery pelo Snowflake";
- a retraction of what the user said last: "actually scratch that", "I changed my mind",
  "on second thought";
- a change marker ("now", "new", "switched", "these days") that lets a statement replace
  an older one on the same subject even where that subject may hold several values.
The old values' patterns are `old_values.py`'s (and `foreign_gone.py`'s for the other
languages' "X is over"); `old_names.py` trims what they find to the value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from imprint.pipeline.foreign_changes import set_aside
from imprint.pipeline.foreign_gone import OVER
from imprint.pipeline.gone_values import GONE_WORDS
from imprint.pipeline.language import Language
from imprint.pipeline.old_names import clean_old, compound_names, fused
from imprint.pipeline.old_values import OLD
from imprint.pipeline.patterns import RAISED_OR_CUT, ascii_words
from imprint.pipeline.screened import Screened, screened
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.value_classes import PRESCRIBER_MOVED
from imprint.pipeline.word_kin import may_be_name

__all__ = [
    "Change",
    "against_old",
    "as_retraction",
    "bare_retraction",
    "change_in",
    "retracted_after",
    "retracted_at",
    "retraction_end",
]


@dataclass(frozen=True, slots=True)
class Change:
    """What one sentence says has changed."""

    replaces: tuple[str, ...] = ()
    """Old values, lower-case ("mysql", "shopify"); memories holding one are out of date."""
    retracts: bool = False
    """The user takes back what they said last ("scratch that", "I changed my mind")."""
    changed: bool = False
    """The sentence says something changed ("now", "new", "switched", "no longer")."""
    revises: bool = False
    """It takes back the user's last word without naming the old value ("teal instead",
    "scratch that, ...", "wait no, ..."): what the user said last on it is out of date."""


_RETRACT = re.compile(
    r"\b(?:scratch\s+that|i(?:'ve)?\s+changed\s+my\s+mind|change\s+of\s+plans?|on\s+second\s+thoughts?"
    r"|i\s+take\s+(?:that|it)\s+back|actually,?\s+no\b|never\s*mind\s+(?:that|what\s+i\s+said)"
    r"|cambio\s+de\s+planes|he\s+cambiado\s+de\s+opini\u00f3n|planwechsel|ich\s+habe\s+es\s+mir\s+anders"
    r"|j'ai\s+chang\u00e9\s+d'avis|changement\s+de\s+plan|mudei\s+de\s+ideia|mudan\u00e7a\s+de\s+planos"
    r"|ho\s+cambiato\s+idea|ci\s+ho\s+ripensato|anzi\s+no|\u6539\u4e3b\u610f|\u6c17\u304c\u5909\u308f"
    r"|\u3084\u3063\u3071\u308a|\uc5ed\uc2dc|\u043f\u0435\u0440\u0435\u0434\u0443\u043c\u0430\u043b)",
    re.I,
)
_CHANGED = screened(
    r"\b(?:now|new|any\s*more|no\s+longer|moved|relocated|switched|migrated|changed|joined|started|these\s+days"
    r"|currently|back\s+(?:on|to)|instead|slipped|postponed|pushed|delayed|upgraded|promoted"
    # "standup will be at 10 going forward": said to hold from here, as "from now on" is
    r"|going\s+forward"
    # "we rewrote the whole app in flutter": made again in another tool
    r"|rewrote|rewritten|rebuilt|ported|replatformed|reimplemented"
    # "raising my rate to 0.13/word", "we've bumped the budget up to 65k": a value of the
    # user's set anew
    # (the currency sign is taken in, so the group's closing word boundary falls before the
    # figure: "upping the rent to \u00a31350")
    # "my gp has bumped me up to 60mg": the one who prescribes moved the user's dose
    r"|"
    + PRESCRIBER_MOVED.pattern
    + r"|(?:"
    + RAISED_OR_CUT
    + r"|raise|bump|reduc(?:ed|ing)|hik(?:ed|ing))\s+"
    r"(?:(?:my|our|the|his|her|their)\s+)?"
    r"(?!(?:it|them|him|her|me|you|kids|children)\b)(?:[\w-]+\s+){1,2}?(?:up\s+|down\s+)?to\s+"
    r"(?:[$\u00a3\u20ac](?=\d)|(?=\d))"
    # "the office went full Revit", "we went all in on Linear": a new tool taken up whole
    r"|went\s+(?:full|all[\s-]+in\s+on|over\s+to)"
    # "imported everything into figma and cancelled my other subscription": a tool left whole
    r"|imported\s+(?:everything|it\s+all|all\s+(?:of\s+)?(?:it|my|our|the))"
    r"|(?:cancell?ed|ditched|dropped)\s+(?:my|our|the)\s+(?:other|old)\s+(?:subscription|plan|account"
    r"|one|app)"
    # "WE GOT THE KEYS!!!": a home of the user's own from today
    r"|got\s+the\s+keys|completion\s+was"
    # "i've taken over the under 11s", "she's moved up to the u14s": a new place in a team
    r"|(?:taken|took|taking)\s+over|moved\s+up"
    # "the vet put mochi on hills k/d", "a vet passou ela pra premier", "le ha cambiado a":
    # a pet's food moved by whoever feeds or treats it
    r"|(?:vet|vets|vet's)\b[^.;!?]{0,30}?\bput\s+(?:him|her|them|[a-z]+)\s+on(?:to)?"
    r"|passou\s+(?:ela|ele|a\s+\w+|o\s+\w+)\s+(?:pra|para|pro)|(?:le|la|lo)\s+(?:ha\s+)?cambi(?:ado|\u00f3|o)\s+a"
    r"|(?:l'ha|le\s+ha|gli\s+ha)\s+(?:cambiato|passato|messo)|l'a\s+(?:pass\u00e9|mis)e?\s+(?:sous|aux?|\u00e0)"
    r"|umgestellt"
    r"|ahora|ya\s+no|nuevo|nueva|jetzt|nicht\s+mehr|nur\s+noch|mittlerweile|inzwischen|neu|neue"
    r"|neuer|maintenant|plus|nouveau|nouvelle|ormai"
    # a dose moved by the prescriber: "me ha subido el enalapril a 10 mg", "mi ha aumentato"
    r"|hochgesetzt|runtergesetzt|(?:me\s+ha|mi\s+ha|m'a)\s+(?:subido|bajado|aumentado|reducido"
    r"|aumentato|alzato|ridotto|abbassato|augment\u00e9|baiss\u00e9|diminu\u00e9)|aumentou|reduziu"
    r"|agora|n\u00e3o\s+\w+\s+mais|novo|nova|ora|adesso|non\s+pi\u00f9|nuovo|nuova"
    r"|\u0442\u0435\u043f\u0435\u0440\u044c|\u0431\u043e\u043b\u044c\u0448\u0435\s+\u043d\u0435"
    # moved, switched or transferred, in Spanish, Portuguese, Italian, French, German and
    # Russian: "migrei tudo pro Alterdata", "siamo passati a", "umgestiegen", "pereveli"
    r"|migr(?:amos|amos|\u00e9|aron|ei|aram|ou|ato|ati|\u00e9s?|iert)|cambiamos|cambi\u00e9"
    r"|nos\s+pasamos|mud(?:amos|ei)\s+(?:para|pro|pra)|tro(?:c|qu)(?:amos|ei)|passamos\s+a"
    r"|(?:siamo|sono)\s+passat[oaie]|trasferit[oaie]|bascul\u00e9|pass\u00e9(?:e|s|es)?\s+(?:en|\u00e0|au|sur|chez)"
    r"|umgestiegen|gewechselt|umgezogen|\u043f\u0435\u0440\u0435\u0448(?:\u043b\u0438|\u0451\u043b|\u043b\u0430)"
    r"|\u043f\u0435\u0440\u0435\u0435\u0445\u0430\u043b(?:\u0438|\u0430)?|\u043f\u0435\u0440\u0435\u0432\u0435\u043b(?:\u0438|\u0430)?)\b"
    r"|\u73b0\u5728|\u5df2\u7ecf|\u4e0d\u518d|\u4eca\u306f|\u3082\u3046|\uc774\uc81c|\uc774\uc0ac|\uc774\uc9c1",
    re.I,
)
_REVISE = re.compile(
    r"\b(?:instead(?!\s+of)|(?<!'d\s)(?<!would\s)rather(?!\s+than)|make\s+that\s+|wait,?\s+no"
    r"|no,?\s+wait|on\s+second\s+thoughts?|scratch\s+that|actually,?\s+(?:no|let'?s|make|go|use"
    r"|switch|change|pick)|let'?s\s+(?:switch|change)\s+(?:it|that)|en\s+(?:vez|lugar)\s+de\s+eso"
    # "oh wait, we renamed it to main": the value just given, changed since
    r"|\b(?:renamed|changed|switched|moved)\s+(?:it|that|them)\s+(?:over\s+)?to\b"
    # "actually starting monday we're switching to dinner only"
    r"|\bactually,?\s+(?:[\w-]+\s+){0,3}?(?:we'?re|i'?m|we\s+are|i\s+am)\s+(?:now\s+)?"
    r"(?:switching|changing|moving)\b"
    r"|mejor|stattdessen|lieber|plut\u00f4t|finalement|em\s+vez\s+disso|melhor|invece|anzi"
    r"|\u8fd8\u662f|\u6539\u6210|\u3084\u3063\u3071\u308a|\ub300\uc2e0|\u043b\u0443\u0447\u0448\u0435)",
    re.I,
)
"""A reply that takes back the user's last word without naming it."""
_EN_REVISE_WORDS = frozenset(
    "instead rather make wait second scratch actually switch change renamed changed switched"
    " moved".split()
)


_EN_OLD_WORDS = (
    frozenset(
        "from longer anymore more gone out off dead retired deprecated history over cancelled"
        " canceled shelved dropped scrapped wrapped finished done ditched replaced killed abandoned"
        " left quit stopped rid moved migrated shut sunset decommissioned instead rather place"
        " scratch not closed cancelled canceled terminated unsubscribed passed died rainbow let put"
        " lost goodbye buried rip bailed ripped tore gave walked resigned handed threw kicked"
        " deferred withdrew pulled pricey expensive silly ridiculous high insane roof unaffordable"
        " uninstalled last packed jacked chucked stepped split broke separated divorced habit"
        " mistake accident autopilot meant reflex switched farewell bye r.i.p making giving leaving"
        " fell fallen working work dropping ditching quitting putting setting parking"
        " shelving stolen nicked pinched nabbed paused hold vetoed nixed axed shot"
        " overruled conked".split()
    )
    | GONE_WORDS
)
"""An English sentence without one of these words names no old value (a cheap screen)."""
_EN_RETRACT_WORDS = frozenset("scratch changed change second take actually never".split())
_EN_CHANGED_WORDS = frozenset(
    "now new put anymore more longer moved relocated switched migrated changed joined started these"
    " currently"
    " back instead slipped postponed pushed delayed upgraded promoted rewrote rewritten rebuilt"
    " ported replatformed reimplemented went raise raised raising bump bumped bumping upped"
    " upping lowered lowering increased increasing dropped dropping cut cutting reduced reducing"
    " hiked hiking forward keys completion taken took taking imported cancelled canceled ditched"
    "".split()
)


_OLD_EN = tuple(Screened(pattern) for pattern in OLD["en"])
"""The English old-value patterns, screened: a sentence holding one of their cue words
("moved", "from") seldom holds the rest of any one pattern's words."""
_STILL_TO_COME = re.compile(r"\s+yet\b")
"""A negation closed by "yet" says the thing is still expected, not that it ended."""


@lru_cache(maxsize=4096)
def change_in(sentence: str, language: Language) -> Change:
    """What `sentence` says has changed (see the module docstring)."""
    if language == "en":
        # Most sentences name no change; a set lookup decides them without the patterns.
        words = ascii_words(sentence)
        patterns: tuple[re.Pattern[str] | Screened, ...] = _OLD_EN if words & _EN_OLD_WORDS else ()
        retract = bool(words & _EN_RETRACT_WORDS)
        marker = bool(words & _EN_CHANGED_WORDS)
        revise = bool(words & _EN_REVISE_WORDS)
    else:
        patterns = OLD.get(language, ()) + OVER.get(language, ())
        retract, marker, revise = True, True, True
    replaces: list[str] = []
    for pattern in patterns:
        for m in pattern.finditer(sentence):
            if _STILL_TO_COME.match(sentence, m.end()):
                continue  # "baby's not out yet": still to come, nothing retired
            said = m.group("old")
            if language == "en" and _someone_else_did(sentence[: m.start()]):
                continue  # "pete quit the band": the band is still the user's
            if language == "en" and said.lower() in ("it", "them"):
                # "Travis ate our credits and I gave up on it": the tool named before
                said = _tool_before(sentence[: m.start()]) or said
            old = clean_old(said, language)
            if old and len(old) > 1 and old not in replaces:
                replaces.append(old)
    if language != "en":
        replaces.extend(v for v in set_aside(sentence, language) if v not in replaces)
    replaces.extend(fused(replaces))
    replaces.extend(compound_names(replaces))
    retracts = retract and _RETRACT.search(sentence) is not None
    changed = bool(replaces) or retracts or (marker and _CHANGED.search(sentence) is not None)
    revises = not replaces and (retracts or (revise and _REVISE.search(sentence) is not None))
    return Change(replaces=tuple(replaces[:4]), retracts=retracts, changed=changed, revises=revises)


_WHEN_DOER = re.compile(
    r"\b(?:when|after|because|since|once|cos|coz|bc)\s+(?P<who>[A-Za-z][a-z'-]+)\s+$", re.IGNORECASE
)
"""One word after "when" or "because", before the verb: its doer ("when jonno quit")."""
_DOER = re.compile(r"(?:^|[,;:.!?]\s*|\b(?:and|so|but|then)\s+)([A-Za-z][a-z'-]+)\s+$")
_NOT_DOERS = frozenset(
    "i ive im id we weve were wed they theyve he she it you also finally just officially already"
    " recently eventually then now so and but we've i've ugh lol tbh welp fyi btw omg lmao well"
    " ok okay yeah yep nah anyway haha hmm oh update news basically honestly".split()
)


def _someone_else_did(before: str) -> bool:
    """Whether the words just before a verb of giving up name someone else ("pete quit").

    Only a word that may be a name (`word_kin.may_be_name`) right before the verb, at a
    clause's start: "i quit", "we finally left", "ugh quit" and "so we dropped it" are the
    user's own.
    """
    when = _WHEN_DOER.search(before)
    if when is not None and when.group("who").lower() not in _NOT_DOERS:
        return True  # "since i moved to drums when jonno quit the lintels": jonno did
    m = _DOER.search(before)
    if m is None:
        return False
    word = m.group(1)

    # a name typed in lower case must be one the table knows as a name ("pete"), not a word
    # it lacks ("welp")
    return word.lower() not in _NOT_DOERS and may_be_name(
        word.lower(), unknown=word[0].isupper() and m.start(1) > 0
    )


_NAMED = re.compile(r"\b(?-i:[A-Z])[\w.+#-]*(?:\s+(?-i:[A-Z])[\w.+#-]*)?|\b[a-z][\w.+#-]+")
_NOT_TOOLS = frozenset(
    "name pronouns employer manager role city whereabouts timezone partner children pet diet"
    " allergy pregnancy school team office".split()
)
_LOOK_BACK = 80


def _tool_before(before: str) -> str | None:
    """The last tool `before` names (a value of a known class, never a person or a place)."""
    for m in reversed(list(_NAMED.finditer(before[-_LOOK_BACK:]))):
        word = m.group(0)
        if word in ("I", "I'm", "I've", "I'd"):
            continue
        subject = subject_of(word)
        if subject is not None and subject not in _NOT_TOOLS:
            return word
    return None


_TAKE_BACK_LEAD = (
    r"^(?:(?:hmm+|ok(?:ay)?|oh+|wait|sorry|so|no+|nope|actually|um+|erm+|ah+|ugh+|argh+|crap|shit"
    r"|damn|dang|oops|whoops|lol|omg)\W+)*"
)
_TAKE_BACK = r"scratch\s+that|actually,?\s+no|wait,?\s+no|no,?\s+wait|i\s+take\s+(?:that|it)\s+back"
"""The fillers before taking back a word, and the words that take it back, as both patterns
below read them."""
_BARE_RETRACTION = re.compile(
    _TAKE_BACK_LEAD
    + r"(?:"
    + _TAKE_BACK
    + r"|i(?:'ve|\s+have)?\s+changed\s+my\s+mind|change\s+of\s+plans?"
    r"|on\s+second\s+thoughts?"
    r"|never\s*mind\s+(?:that|what\s+i\s+(?:just\s+)?said)|ignore\s+what\s+i"
    r"\s+(?:just\s+)?said|plans?\s+(?:have\s+|has\s+)?changed|slight\s+change\s+of\s+plans?)"
    r"(?:\W+(?:again|then|though|lol|haha|sorry|ugh))*\W*$",
    re.IGNORECASE,
)
"""A sentence that only takes back the user's last word ("hmm scratch that.", "change of
plans!", "ok wait, no."): what the reply goes on to say is what holds instead."""


def bare_retraction(sentence: str) -> bool:
    """Whether `sentence` says nothing but that the user takes back their last word."""
    return _BARE_RETRACTION.match(sentence.strip()) is not None


def retracted_after(sentences: tuple[str, ...]) -> tuple[str, ...] | None:
    """What the reply says after a sentence that only takes back the user's last word.

    None when no sentence does. A sentence the segmenter kept whole counts from its stop
    ("ok wait, no. the team hates it."): what follows the stop is said after it.
    """
    for at, sentence in enumerate(sentences):
        if bare_retraction(sentence):
            return sentences[at + 1 :]
        if retraction_end(sentence) is not None and against_old(sentence):
            # "wait no, fridays at 4 clashes with school pickup. thursdays at 2 works better":
            # the sentence takes the word back and says why; the next one gives the new value
            return sentences[at + 1 :]
        stop = _FIRST_STOP.search(sentence)
        if stop is not None and bare_retraction(sentence[: stop.end()]):
            return (sentence[stop.end() :], *sentences[at + 1 :])
    return None


_FIRST_STOP = re.compile(r"[.!]+\s+")
_AGAINST_OLD = re.compile(
    r"\b(?:clash\w*|doesn'?t\s+work|won'?t\s+work|can'?t\s+(?:do|make)|too\s+\w+|(?:is|'s)\s+"
    r"(?:booked|full|out|taken|gone|closed)|conflicts?)\b",
    re.IGNORECASE,
)
"""Why the word taken back does not hold: a clash, a thing full or booked, too dear."""


def against_old(sentence: str) -> bool:
    """Whether `sentence` says why a value taken back does not hold ("fridays clash")."""
    return _AGAINST_OLD.search(sentence) is not None


_RETRACTION_HEAD = re.compile(
    _TAKE_BACK_LEAD + r"(?:" + _TAKE_BACK + r"|never\s*mind\s+that|ignore\s+that)\b"
    r"(?:\W+(?:that'?s|thats|that\s+(?:was|is))\s+(?:wrong|not\s+right|old|outdated|out\s+of\s+date"
    r"|last\s+year|ages\s+ago|before|my\s+old\s+\w+|from\s+my\s+old\s+\w+)\b)?",
    re.IGNORECASE,
)
"""A sentence that opens by taking back what was just said ("scratch that, we use Linear",
"actually no wait, thats last year.")."""


def retraction_end(sentence: str) -> int | None:
    """Where a sentence opening by taking back the user's last word goes on, or None.

    "ugh actually scratch that, we're doing a buffet" goes on at ", we're doing ...".
    """
    stripped = sentence.lstrip()
    m = _RETRACTION_HEAD.match(stripped)
    return None if m is None else m.end() + len(sentence) - len(stripped)


def retracted_at(sentences: tuple[str, ...]) -> int | None:
    """The index of the first sentence after the first that opens by taking back the last."""
    for at, sentence in enumerate(sentences):
        if at and _RETRACTION_HEAD.match(sentence.strip()) is not None:
            return at
    return None


def as_retraction(change: Change) -> Change:
    """`change` read as part of a reply that took back the user's last word before it."""
    return Change(
        replaces=change.replaces,
        retracts=True,
        changed=True,
        revises=not change.replaces,
    )
