"""A correction of the term the agent just used, kept as a standing rule ("Use X, not Y.").

The agent said Y (a unit, a tool, a spelling, a word, a dialect); the reply rejects it and
gives X. The shapes are read from how the sentence is built, not from its words:
- a swap: "no, X not Y", "it's X, not Y", "X please, not Y", "we say X here, not Y",
  "not Y, we use X";
- a refusal and its replacement: "we don't use Y here, it's X", "no Y pls, the repo is on
  X", "Y? we're on X", "that's Y syntax, we're on X" (in one sentence or two);
- X alone where the agent's message holds a rival of the same kind (`conventions.py`):
  "celsius please", "should be metres", "can you give me the prices in CAD?", "ugh,
  kilograms. always kilograms";
- a spelling: "Stephen, with a ph", "it's spelled Katharine" (`spellings.py`).

Y must be in the agent's message (or be of X's kind, when there is none): a reply that
disagrees with an opinion ("I don't think Python is better, Go is") or answers a question
with "no" names no term the agent used in its place. A one-off request is not read here
(`understand.py` skips it).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, replace
from functools import lru_cache

from imprint.fold import strip_accents, visible
from imprint.pipeline import term_shapes as ts
from imprint.pipeline.conventions import FAMILY, kind_of, rival_in
from imprint.pipeline.dialects import DIALECT_WORDS, dialect_asked
from imprint.pipeline.screened import screened
from imprint.pipeline.spellings import SPELLING_WORDS, spelling_in

__all__ = ["TermFix", "name_spelled", "swapped_for_good", "term_fixes"]


@dataclass(frozen=True, slots=True, kw_only=True)
class TermFix:
    """One term the reply corrects."""

    content: str
    """The standing rule, naming the kept term ("Use pnpm, not npm.")."""
    kept: tuple[str, ...]
    """The terms the user wants, as written."""
    rejected: tuple[str, ...]
    """The agent's terms it rejects, lower-case: memories holding one are out of date."""
    indexes: tuple[int, ...]
    """The reply's sentences it was read from."""
    subject: str | None = None
    """Set when the fix is a fact about the user, not a rule: "name" (the spelling of
    their name), "partner" or "children" ("husband, actually" after "your wife")."""
    someone_elses: bool = False
    """The name spelled is someone else's ("she hates it misspelled"): a reading of it as
    the user's name gives way."""


_I = re.IGNORECASE
_NOT_A_TERM = frozenset(
    """fine ok okay good great true right wrong correct me you that this it him her them us
    problem issue deal point big yet now today needed necessary important urgent sure bad
    worse better shorter longer simpler easier harder bigger smaller faster slower cheaper
    nothing everything anything something all both either neither yes no really just even
    quite exactly only so too very much many for to in on at from with about of by your his
    their and but because if when as monday tuesday wednesday thursday friday saturday sunday
    tomorrow yesterday tonight morning evening january february march april may june july
    august september october november december""".split()
)
"""Words that make a swap an opinion, a one-off ("shorter, not longer") or a fact of the
moment ("for my mum, not my dad", "Tuesday, not Monday"), not a term; a swap whose terms
open with one of them is not read."""
_CLAUSE_WORDS = frozenset("is are was were be been am 's isn't aren't".split())
_NOT_A_NAME_END = _NOT_A_TERM | _CLAUSE_WORDS
"""Words a name does not end on."""
"""A verb in a term makes it a clause."""
_FIGURE = re.compile(r"^[\d$\u20ac\u00a3.,:]+(?:\s*(?:am|pm|k|m|%))?$", _I)
"""A bare figure or time ("3pm", "12"): a fact of the moment, unless of a kind of unit."""
_FIRST_WORD = re.compile(r"[\w]+")
_SCREEN = frozenset(
    "not no don't dont never nope nah wrong ugh please pls plz should use say always only with"
    " spelled spelt that's thats actually".split()
)
"""One of these words, or a "?", is in every reply a shape can match."""


_VOCATIVE = screened(
    r"\b(no|nope|yes|oh|ok|okay|thanks)\s+(?:my\s+)?(?:dear|love|mate|hun|honey|sweetie|pal|buddy"
    r"|dude|darling|bro|sweetheart|pet|duck)\b",
    re.IGNORECASE,
)
"""A word the user calls the agent by ("oh no dear, it's Jeffrey"): no term it used."""


def term_fixes(sentences: tuple[str, ...], agent_output: str) -> list[TermFix]:
    """The terms the reply's sentences correct, in reply order (see the module docstring)."""
    fixes: list[TermFix] = []
    taken: set[int] = set()
    alone = len(sentences) <= 3
    dialect_taken = False
    sentences = tuple(_VOCATIVE.sub(r"\1", s) for s in sentences)
    for index, sentence in enumerate(sentences):
        following = sentences[index + 1] if index + 1 < len(sentences) else ""
        if index in taken:
            continue
        asked = (
            dialect_asked(sentence, agent_output)
            if not DIALECT_WORDS.isdisjoint(sentence.lower().replace(".", "").split())
            else None
        )
        if asked is not None and not dialect_taken:
            # "British spelling please": a regional convention, no term of the agent's to swap
            taken.add(index)
            dialect_taken = True  # one per reply: "UK terms ... the UK way" says it once
            fixes.append(TermFix(content=asked[1], kept=(asked[0],), rejected=(), indexes=(index,)))
            continue
        titled = _titled_fix(sentence, agent_output, index)
        if titled is not None:
            taken.add(index)
            fixes.append(titled)
            continue
        if not _may_fix(sentence, following, alone=alone):
            continue
        core = _core(sentence)
        if not core:
            continue
        named = _KIN_NAMED.match(core)
        if named is not None and set(kind_of(named.group("kin"))) & FAMILY:
            # "daughter - Marisol" after "my son": the kin put right, with the name
            core = named.group("kin")
        wrong = ts.WRONG.search(sentence)
        fix = _fix(
            core,
            _core(following) if following else "",
            index,
            agent_output,
            alone=alone,
            wrong=wrong.group("noun").lower() if wrong else "",
        )
        if fix is None:
            continue
        beside = _NAME_BESIDE.search(sentence) if named is None else None
        if beside is not None and fix.subject in FAMILY:
            # "girlfriend actually lol, her name's noor": the name told beside the fix
            fix = replace(
                fix, content=fix.content.replace(", not a ", f", {beside.group('name')}, not a ", 1)
            )
        if named is not None and fix.subject in FAMILY:
            kin, name = named.group("kin"), named.group("name")
            fix = replace(
                fix, content=fix.content.replace(f"a {kin.lower()},", f"a {kin.lower()}, {name},")
            )
        taken.update(fix.indexes)
        same = next((i for i, x in enumerate(fixes) if x.content == fix.content), None)
        if same is None:
            fixes.append(fix)
        else:  # "kilograms. always kilograms": one rule, read from both sentences
            fixes[same] = replace(fixes[same], indexes=fixes[same].indexes + fix.indexes)
    swap = swapped_for_good(sentences, agent_output)
    if swap is not None and taken.isdisjoint(swap.indexes):
        fixes.append(swap)
    return fixes


_TITLED_SAID = re.compile(
    r"^\W*(?P<lead>(?:(?:no+|nope|actually|sorry|oh|wait|erm|um)\W+)*(?:(?:it'?s|its|it\s+is|she'?s"
    r"|he'?s|they'?re|that'?s|should\s+be|its\s+actually|it'?s\s+actually)\s+)?)"
    r"(?P<title>mr|mrs|ms|miss|dr|prof)\.?\s+(?P<name>[A-Za-z][\w'-]+)\b",
    _I,
)
_TITLED_AGENT = re.compile(
    r"\b(?P<title>Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+(?P<name>(?-i:[A-Z])[\w'-]+)", re.IGNORECASE
)


def _titled_fix(sentence: str, agent_output: str, index: int) -> TermFix | None:
    """Someone the agent named by another title and name, put right ("no its mrs harrow").

    The agent's draft opened "Dear Mr Harris"; the reply's titled name is who it is.
    """
    m = _TITLED_SAID.match(sentence)
    if m is None or not (m.group("lead").strip() or not re.sub(r"\W", "", sentence[m.end() :])):
        return None  # "dr patel says hi" tells of someone else
    said = f"{m.group('title')} {m.group('name')}".lower()
    named = [
        f"{a.group('title')} {a.group('name')}".lower()
        for a in _TITLED_AGENT.finditer(agent_output)
    ]
    if not named or said in named:
        return None
    # "no its dr patil with an i" after "Dear Mr Harris ... Dr Patel": the name it is like
    close = difflib.get_close_matches(said.split()[-1], [n.split()[-1] for n in named], 1, 0.6)
    if close:
        wrong = next(n for n in named if n.split()[-1] == close[0])
    elif len(set(named)) == 1:
        wrong = named[0]
    else:
        return None
    return TermFix(
        content=f"Use {said}, not {wrong}.", kept=(said,), rejected=(wrong,), indexes=(index,)
    )


_CHANGE_TO = re.compile(
    r"\b(?:change|replace|swap|switch|turn|make)\s+(?:all\s+(?:the\s+)?)?(?P<q1>['\"\u2018\u201c]?)"
    r"(?P<old>[\w'-]+(?:\s+[\w'-]+)?)(?P=q1)\s+(?:to|with|for|into)\s+"
    r"(?P<q2>['\"\u2018\u201c]?)(?P<new>[\w'-]+(?:\s+[\w'-]+)?)(?P=q2)(?=[\s,.;:!?'\"\u2019\u201d]|$)",
    _I,
)
"""A word of the agent's swapped for the user's: "change 'patients' to 'clients'"."""
_FOR_GOOD = re.compile(
    r"\b(?:everywhere|always|from\s+now\s+on|going\s+forward|in\s+(?:everything|all)\b"
    r"|every\s+time|for\s+(?:all|every|any)(?:thing)?\b|(?:we|i)\s+(?:always\s+)?(?:say|call)\b)",
    _I,
)
"""What makes a swap last: "..., and I want it like that in everything you write for me"."""


_AFTER_SWAP = frozenset(
    "everywhere always please pls plz too throughout instead now again then thanks".split()
)


def swapped_for_good(sentences: tuple[str, ...], agent_output: str) -> TermFix | None:
    """A word of the agent's the user swaps for their own in everything, as a rule.

    "Please change 'patients' to 'clients'. In counselling we say clients, and I want it like
    that in everything you write for me." The agent's word must be in its message, and the
    reply must say the swap holds beyond this draft (in the same sentence or the next).
    """
    agent = agent_output.lower()
    for index, sentence in enumerate(sentences):
        m = _CHANGE_TO.search(sentence)
        if m is None:
            continue
        old, new = m.group("old"), m.group("new")
        if not m.group("q2"):
            # "change colour to color everywhere pls": the word, not what follows it
            words = new.split()
            while len(words) > 1 and words[-1].lower() in _AFTER_SWAP:
                words.pop()
            new = " ".join(words)
        if old.lower() == new.lower() or not re.search(rf"\b{re.escape(old.lower())}\b", agent):
            continue
        indexes = tuple(
            i for i in (index, index + 1) if i < len(sentences) and _FOR_GOOD.search(sentences[i])
        )
        if not indexes:
            continue  # "change 'Dear' to 'Hi'": this draft only
        return TermFix(
            content=f"Use '{new}', not '{old}'.",
            kept=(new.lower(),),
            rejected=(old.lower(),),
            indexes=tuple(sorted({index, *indexes})),
        )
    return None


def name_spelled(sentences: tuple[str, ...], agent_output: str) -> TermFix | None:
    """The user's name spelled again in the reply's opening, in any language read.

    "c'est Matthieu avec deux t" after "Merci Mathieu !": the other languages' rules read
    no term, but a name is the same in all of them.
    """
    if not sentences:
        return None
    spelled = spelling_in(_core(sentences[0]), agent_output)
    if spelled is None or not spelled.name:
        return None
    return TermFix(
        content=f"The user's name is {spelled.kept}.",
        kept=(spelled.kept,),
        rejected=(spelled.wrong.lower(),),
        indexes=(0,),
        subject="name",
    )


_MAX_WORDS = 24
"""Every shape is short: a longer sentence is not read (most sentences of a reply)."""


def _may_fix(sentence: str, following: str, *, alone: bool) -> bool:
    """Whether a shape may match `sentence`: short, and with a cue word, a "?" or alone."""
    words = sentence.lower().replace(",", " ").split()
    if len(words) > _MAX_WORDS:
        return False
    if "?" in sentence or (alone and len(words) <= 6):
        return True
    return not _SCREEN.isdisjoint(words) or not _SCREEN.isdisjoint(following.lower().split())


@lru_cache(maxsize=4096)
def _core(sentence: str) -> str:
    """The sentence without its correction lead ("no, ") and trailing filler ("lol")."""
    text = sentence.strip()
    previous = None
    while previous != text:
        previous = text
        text = ts.LEAD.sub("", text, count=1).strip()
    # the filler is at the end: the pattern need not be tried along the whole sentence
    head, tail = text[:-60], text[-60:]
    return (head + ts.TAIL.sub("", tail)).strip()


def _fix(
    core: str, following: str, index: int, agent: str, *, alone: bool, wrong: str
) -> TermFix | None:
    # Each shape needs a word of its own: the patterns run only where it is.
    words = frozenset(_WORD.findall(core.lower()))
    fix = _swap(core, index, agent) if not words.isdisjoint(("not", "rather", "instead")) else None
    refusing = not _REFUSING.isdisjoint(words) or "?" in core
    if fix is None and (refusing or (following and ts.INSTEAD_OPEN.match(core))):
        fix = _refusal(core, following, index, agent)
    if fix is not None:
        return fix
    if refusing and (ts.REFUSED.match(core) or ts.THATS.match(core) or ts.NOT_ALONE.match(core)):
        # "we don't use tailwind here." alone: the rival the agent used is no rule to keep
        return None
    spelled = (
        spelling_in(core, agent)
        if not SPELLING_WORDS.isdisjoint(words) or _CASED_INSIDE.search(core)
        else None
    )
    indexes: tuple[int, ...] = (index,)
    if spelled is None and len(words) <= 3 and following[:12].split()[:1] in _TOLD:
        # "Katharina. with an a at the end.": the word, then how it is spelled
        spelled = spelling_in(f"{core.rstrip('.!')} {following}", agent)
        indexes = (index, index + 1)
    if spelled is not None:
        content = (
            f"The user's name is {spelled.kept}."
            if spelled.name
            else f"Spell it {spelled.kept}."
            if spelled.wrong.lower() == spelled.kept.lower()
            else f"Spell it {spelled.kept}, not {spelled.wrong}."
        )
        return TermFix(
            content=content,
            kept=(spelled.kept,),
            # "GitHub, not Github" rejects a case, not the thing: nothing it named is retired
            rejected=()
            if spelled.wrong.lower() == spelled.kept.lower()
            else (spelled.wrong.lower(),),
            indexes=indexes,
            subject="name" if spelled.name else None,
        )
    again = _named_again(core, index, agent)
    if again is not None:
        return again
    return _alone(core, index, agent, wrong) if alone else None


_NAMED_AGAIN = re.compile(
    r"(?:^|[.!]\s+)(?:it'?s|its|it\s+is|that'?s|thats)\s+"
    r"(?P<name>[^\W\d_][\w'&-]*(?:\s+(?!not\b)[\w'&-]+){0,3}?)(?=\s*(?:[,.;:!]|$|\s+not\b))",
    _I,
)
"""A name given again ("it's Lowlight Parade", "its Sugar Loaf Bakes", "it's Siobh\u00e1n, with
the fada"), to its end or a "not"."""
_NOT_WORD = re.compile(r"\bnot\s+(?P<wrong>[^\W\d_][\w'-]*)", _I)
_NEAR = 0.8
"""How alike (0-1, letters only, case and accents aside) the agent's words must be to be
the spelling the name puts right: "Lowlight Parades", "Sugarloaf Bakery", "Siobhan"."""


def _named_again(core: str, index: int, agent: str) -> TermFix | None:
    """A name said again against the agent's near spelling of it, or a "not" of its word.

    "it's Lowlight Parade. no s" after "The Lowlight Parades", "it's Ciar\u00e1n, ... not
    Kieran" after "Hi Kieran": the agent's words are what the name replaces. A name the agent
    wrote exactly, or nothing like it, puts nothing right.
    """
    m = _NAMED_AGAIN.search(core)
    if m is None or not agent:
        return None
    name = m.group("name").strip()
    if name.lower() in _NOT_A_TERM or re.search(rf"(?<!\w){re.escape(name)}(?!\w)", agent, _I):
        return None  # the agent wrote it so: nothing to put right
    told = _NOT_WORD.search(core, m.end("name"))
    said = (
        re.search(rf"\b{re.escape(told.group('wrong'))}\b", agent, _I) if told is not None else None
    )
    wrong_text = said.group(0) if said is not None else _near_spelling(name, agent)
    if wrong_text is None or not _a_name(wrong_text):
        return None  # "it's booked" after "I can book it": a word, not a name put right
    if not _a_name(name, typed=True) and not re.search(rf"[\w,]\s+{re.escape(wrong_text)}", agent):
        return None  # typed in lower case, it needs the agent's name inside a sentence
    return TermFix(
        content=f"Spell it {name}, not {wrong_text}.",
        kept=(name,),
        rejected=(wrong_text.lower(),),
        indexes=(index,),
    )


def _a_name(text: str, *, typed: bool = False) -> bool:
    """Whether `text` is written as a name.

    The agent's words must be capitalised; the user's, as typed, need a capital or a letter
    beyond ASCII anywhere ("ashcombe BARN", "siobh\u00e1n").
    """
    if not typed:
        return text[:1].isupper()
    return any(c.isupper() or (c.isalpha() and not c.isascii()) for c in text)


def _plain(text: str) -> str:
    """`text` in lower case without accents or punctuation, words joined by one space."""
    return " ".join(re.findall(r"[^\W_]+", strip_accents(visible(text.lower()))))


def _near_spelling(name: str, agent: str) -> str | None:
    """The span of the agent's words closest to `name`, when near enough and not the same."""
    target = _plain(name)
    words = agent.split()
    # A span's plain form is its words' plain forms joined (`_plain` drops what lies between
    # words), so each word is made plain once, not once per span it is in: agent messages
    # run to hundreds of words.
    plain_words = [_plain(word).split() for word in words]
    size = len(name.split())
    letters = target.replace(" ", "")
    matcher = difflib.SequenceMatcher(None, "", letters)  # the target's index, built once
    best: tuple[float, str] | None = None
    for width in {max(1, size - 1), size, size + 1}:
        for start in range(len(words) - width + 1):
            plain = [t for ts in plain_words[start : start + width] for t in ts]
            if not plain or plain[0][0] != target[0] or plain[-1] in _NOT_A_NAME_END:
                continue  # "Bluebell Bakery is": a name ends before its verb
            matcher.set_seq1("".join(plain))
            # the quick bounds first, as `difflib.get_close_matches` does: the same scores
            if matcher.real_quick_ratio() < _NEAR or matcher.quick_ratio() < _NEAR:
                continue
            score = matcher.ratio()
            if score >= _NEAR and (best is None or score > best[0]):
                best = (score, " ".join(words[start : start + width]).strip(_SPAN_EDGES))
    if best is None or best[1] == name:
        return None
    return best[1]


_SPAN_EDGES = " .,;:!?\"'()[]"


_WORD = re.compile(r"[\w']+")
_CASED_INSIDE = re.compile(r"\b[A-Z][a-z]+[A-Z]")
"""A name cased inside ("FieldNotes"), which may be a spelling put right by itself."""
_KIN_NAMED = re.compile(
    r"^(?P<kin>[a-z]+)\s*(?:,|[-:\u2013\u2014])\s*(?P<name>[A-Z][a-z'\u00e0-\u00ff-]{1,20})[.!]*$"
)
"""A kin word and the name of that person ("daughter - Marisol", "wife, Ana")."""
_NAME_BESIDE = re.compile(
    r"\b(?:her|his|their)\s+name(?:'s|s|\s+is)\s+(?P<name>(?!(?:is|was|not)\b)[a-z][\w'-]{1,20})"
    r"(?=\s*(?:[,.;!]|$|\s+(?:and|btw|lol|by\s+the\s+way)\b))",
    _I,
)
"""The name of the person a fix is about, told in the same sentence ("her name's noor")."""
_TOLD = tuple([w] for w in ("with", "without", "spelled", "spelt"))
"""How a sentence that tells the spelling of the word before it opens."""
_REFUSING = frozenset("no not don't dont never that's thats longer".split())
"""A word every refusal holds, beside a "?" ("Jest? we're on Vitest")."""


def _swap(core: str, index: int, agent: str) -> TermFix | None:
    """A swap ("X, not Y" and its kin), or several in one sentence."""
    pieces = [x for x in re.split(r"\s*(?:;|,?\s+and\s+)\s*", core) if x]
    pairs = [_pair(x, agent, opening=not index) for x in pieces] if len(pieces) > 1 else []
    if pairs and all(pairs):
        return _joined([x for x in pairs if x is not None], (index,))
    pair = _pair(core, agent, opening=not index)
    return None if pair is None else _made(*pair, (index,))


def _refusal(core: str, following: str, index: int, agent: str) -> TermFix | None:
    """The agent's term refused and the user's given, in one sentence or two, either way."""
    m = ts.REFUSE_ONE.match(core) or ts.THATS_ONE.match(core) or ts.ECHO_ONE.match(core)
    if m is not None and _rejects(m.group("y"), m.group("x"), agent, said=_said(m)):
        return _made(m.group("x"), _with_kind(m), "Use", "", (index,), m.group("y"))
    if not following:
        return None
    both = (index, index + 1)
    m = (
        ts.REFUSED.match(core)
        or ts.ECHO.match(core)
        or ts.THATS.match(core)
        or ts.NOT_ALONE.match(core)
    )
    if m is not None:
        n = ts.INSTEAD_OPEN.match(following) or ts.BARE.match(following)
        if n is not None and _rejects(m.group("y"), n.group("x"), agent, said=_said(m)):
            return _made(n.group("x"), _with_kind(m), "Use", "", both, m.group("y"))
        return None
    # "It's a Svelte app. No React anywhere.": the replacement first, the refusal after
    n, m = ts.INSTEAD_OPEN.match(core), ts.REFUSED.match(following)
    if m is not None and n is not None and _rejects(m.group("y"), n.group("x"), agent):
        return _made(n.group("x"), m.group("y"), "Use", "", both)
    return None


def _alone(core: str, index: int, agent: str, wrong: str) -> TermFix | None:
    """The user's term alone: the agent's rival of its kind is the one it replaces."""
    short = core.count(" ") < _ALONE_WORDS
    m = (ts.ALONE.match(core) or ts.ACTUALLY.match(core)) if short else None
    if m is None:
        # "I'm in Perth, can you do the weights in kilos?": the ask closes the sentence;
        # "celsius please, and it's a fan oven": it opens it, with a rival in the agent's
        clauses = _CLAUSES.split(core)
        for at, clause in enumerate(clauses if len(clauses) > 1 else ()):
            found = ts.ALONE.match(clause) if clause.count(" ") < _ALONE_WORDS else None
            if found is None or found.group(0).split() == found.group("x").split():
                continue  # a bare term after a comma is a list, not an ask
            if at == len(clauses) - 1 or rival_in(found.group("x").strip(_Q_CHARS), agent):
                m = found
                break
    if m is None:
        return None
    kept = m.group("x").strip(_Q_CHARS)
    rival = rival_in(kept, agent)
    if rival is not None:
        return _made(kept, rival, "Use", "", (index,))
    first = _FIRST_WORD.match(kept.lower())
    if wrong and first is not None and first.group(0) not in _NOT_A_TERM and len(kept.split()) <= 3:
        # "wrong term, it's claimant": the agent's word is unknown, the user's is kept
        return TermFix(
            content=f"Use the {wrong} {kept}.", kept=(kept,), rejected=(), indexes=(index,)
        )
    return None


_ALONE_WORDS = 14
"""The longest ask of a term alone ("could you please give me all the weights in kilos")."""
_CLAUSES = re.compile(r"\s*[,;]\s*")


_Q_CHARS = "'\"\u2018\u2019\u201c\u201d`"


_OF_THE_MOMENT = re.compile(
    r"(?:^|\bnot\s+)(?:(?:it'?s|its)\s+)?(?:my|your|his|her|our|their)\s|\bones?\b", _I
)
"""A swap of the user's things ("my sister, not my brother") or of picks ("the blue one")
corrects a fact of the moment, not a term to use from now on."""


def _pair(text: str, agent: str, *, opening: bool) -> tuple[str, str, str, str] | None:
    """`(kept, rejected, verb, where)` of a swap the agent's message makes a correction."""
    m = ts.X_NOT_Y.match(text) or ts.NOT_Y_X.match(text)
    if m is None or _OF_THE_MOMENT.search(text):
        return None
    kept, rejected = m.group("x").strip(_Q_CHARS), m.group("y").strip(_Q_CHARS)
    head, _, noun = kept.partition(" ")
    if noun and head.isdigit() and rejected.isdigit():
        rejected = f"{rejected} {noun}"  # "4 spaces, not 2": two spaces
    # Terms of one kind swapped at the reply's opening correct the agent even where its
    # message does not spell the term out ("4 spaces, not 2" after indented code).
    if not _rejects(rejected, kept, agent, said="kind" if opening else ""):
        return None
    verb = (m.group("verb") or "use").split()[0].capitalize()
    where = m.groupdict().get("where") or m.groupdict().get("where2") or ""
    return kept, rejected, verb, where.strip(" ,")


def _rejects(rejected: str, kept: str, agent: str, *, said: str = "") -> bool:
    """Whether `rejected` is a term the agent used (or, with no message, `kept`'s rival).

    `said` "named": the reply itself says the agent's answer was in `rejected` ("that's
    bash syntax"), which the agent's message need not spell out; "refused": the reply
    says the user does not use it ("we don't use tailwind"), and `kept` is of its kind;
    "kind": `kept` and `rejected` are of one kind (then the agent need not name it).
    """
    x, y = kept.strip(_Q_CHARS).lower(), rejected.strip(_Q_CHARS).lower()
    if not x or not y or x == y or x in _NOT_A_TERM or y in _NOT_A_TERM:
        return False
    for term in (x, y):
        first = _FIRST_WORD.match(term)
        if first is None or first.group(0) in _NOT_A_TERM or len(term.split()) > 4:
            return False
        if not _CLAUSE_WORDS.isdisjoint(term.split()):
            return False  # "Python is fine, not Java": a judgement, not a term
    if agent.rstrip().endswith("?") and _mentions(agent, x):
        return False  # "Python, not Java" to "Java or Python?": a pick (`choices.py`)
    if _FIGURE.match(x) or _FIGURE.match(y):
        return False
    same_kind = bool(set(kind_of(x)) & set(kind_of(y)))
    if said == "named":
        return True
    if not agent.strip() or (said in ("refused", "kind") and same_kind):
        return same_kind
    # "GBP please, not dollars" after "$40": the agent's sign names the rejected kind
    return _mentions(agent, y) or (same_kind and rival_in(x, agent) is not None)


def _mentions(text: str, term: str) -> bool:
    pattern = r"(?<![\w-])" + re.escape(term) + r"(?![\w-])"
    return re.search(pattern, text, _I) is not None


def _said(m: re.Match[str]) -> str:
    """How the reply itself rejects the agent's term (see `_rejects`)."""
    if m.groupdict().get("kind"):
        return "named"
    return "refused" if m.re in (ts.REFUSE_ONE, ts.REFUSED) else ""


def _with_kind(m: re.Match[str]) -> str:
    rejected = m.group("y").strip(_Q_CHARS)
    kind = m.groupdict().get("kind")
    return f"{rejected} {kind}" if kind else rejected


_OWN_VERBS = frozenset(
    "sign call name address write spell put label title refer make keep set list format".split()
)
"""Verbs a kept term may open with, which then say how to use it ("sign it Ada ...")."""


def _made(
    kept: str, rejected: str, verb: str, where: str, indexes: tuple[int, ...], retired: str = ""
) -> TermFix:
    family = set(kind_of(kept)) & set(kind_of(rejected)) & FAMILY
    if family:
        # "husband, actually" after "your wife's birthday": who the user's family is
        return TermFix(
            content=f"The user has a {kept.lower()}, not a {rejected.lower()}.",
            kept=(kept,),
            rejected=(),
            indexes=indexes,
            subject=family.pop(),
        )
    where = f", {where}" if where else ""
    said = kept.strip(_Q_CHARS)
    if said.split()[0].lower() in _OWN_VERBS and len(said.split()) > 1:
        verb, said = said[:1].upper() + said[1:], ""  # "sign it Ada, not Ms Obi": as asked
    content = f"{verb}{' ' if said else ''}{said}, not {rejected.strip(_Q_CHARS)}{where}."
    return TermFix(
        content=content,
        kept=(kept.strip(_Q_CHARS),),
        rejected=_retiring(retired or rejected),
        indexes=indexes,
    )


def _joined(pairs: list[tuple[str, str, str, str]], indexes: tuple[int, ...]) -> TermFix:
    """Several swaps in one sentence ("'claimant', not 'plaintiff', and ...") as one rule."""
    verb = pairs[0][2]
    said = "; ".join(f"{k}, not {r}" for k, r, _, _ in pairs)
    return TermFix(
        content=f"{verb} {said}.",
        kept=tuple(k for k, _, _, _ in pairs),
        rejected=_retiring(*(r for _, r, _, _ in pairs)),
        indexes=indexes,
    )


def _retiring(*terms: str) -> tuple[str, ...]:
    """The rejected terms a memory is retired for holding, lower-case.

    Not a bare pronoun ("he"), which nearly every memory about someone else holds.
    """
    plain = (" ".join(t.strip(_Q_CHARS).lower().split()) for t in terms)
    return tuple(t for t in dict.fromkeys(plain) if t and t not in _BARE_PRONOUNS)


_BARE_PRONOUNS = frozenset("he she they him her them his hers their it".split())
