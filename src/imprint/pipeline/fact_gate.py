"""A learned judge of whether a clause tells a lasting fact of the user's life.

The rules of `facts.py` and `disclosures.py` read the shapes of a fact they were written
for. People say much else in passing, in shapes no rule has seen: "15 years as a farrier in
the Cotswolds", "weekends I run a tiny bakery out of my garage", "I clean teeth for a
living". This gate reads a clause the rules passed over and gives the chance that a careful
note-taker would keep it as a fact about the user.

It is a logistic model (see `learned_gate`) trained by `bench/train_gates.py` on
`bench/corpus/`, a corpus of labelled messages written for this project (CC0, like the rest
of the repository) apart from every evaluation set, and on clauses of the scenario sets
already read, labelled by their checks (`bench/_scenario_clauses.py`; the unread sets in
`bench/scenarios/blind/` stay apart); its weights are `fact_gate.bin`.

Only English clauses are scored, and only those no rule read: the gate adds facts, never
rules, decisions or forget requests. A kept clause gets the subject its words name
(`subject_of`; the user's work is `role`), so a later change of that subject finds it ("on
Fedora now" outdates "Windows 11 on my ThinkPad keeps updating"); it replaces another memory
only as any fact does, by a subject that holds one value, a change it says, or what came
after a value the sentence retires.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.disclosures import DROPPED_SUBJECT, talk_of_the_task
from imprint.pipeline.facts import passing_state
from imprint.pipeline.hedges import hedged
from imprint.pipeline.learned_gate import chance, clauses, framed
from imprint.pipeline.life import household
from imprint.pipeline.redact import SecretRedactor
from imprint.pipeline.screened import screened
from imprint.pipeline.statements import Statement, learned_fact
from imprint.pipeline.subjects import PRODUCTS, subject_of, subjects_in
from imprint.pipeline.successors import names_successor, without_old
from imprint.pipeline.updates import Change, change_in
from imprint.pipeline.value_classes import says_new_value
from imprint.pipeline.work import about_work
from imprint.pipeline.writing_rules import names_work

__all__ = [
    "NAMED_VALUE_THRESHOLD",
    "THIRD_PERSON_THRESHOLD",
    "THRESHOLD",
    "fact_chance",
    "learned_facts",
]

THRESHOLD = 0.7
"""The lowest chance at which a clause is kept: a plain clause of the user's own
(`_plainly_own`). Chosen on the scenario sets already read; kept for every clause, 0.7
stored enough more facts that eager mode's consolidation calls passed their budget in
`bench/llm_calls.py`. Cross-validated precision is in the training table."""
NAMED_VALUE_THRESHOLD = 0.5
"""The chance at which a plain clause of the user's own is kept when it names a subject
`subjects` knows ("my accountant set me up on xero last week"): what it names is an
attribute of the user's that a later value replaces, so the clause is worth the keeping.
A bar as low for a clause that says something changed ("... around half 5 now") kept
more small talk on the unread sets than changes on the read ones (round 35)."""
THIRD_PERSON_THRESHOLD = 0.8
"""The chance at which any clause is kept. Below it, a clause with no word of the user's
("the Courier gutted the desk") or one telling of someone by a pronoun only ("she has red
hair") may as well tell of someone or something else. Thanks and a piece of work asked
for are kept at no chance."""


def fact_chance(clause: str) -> float:
    """The chance that `clause` tells a lasting fact about the user (0 to 1)."""
    return chance("fact", clause)


_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|im|ive|my|me|we|we're|we've|our|us)\b", re.I)
_NOT_TOLD = screened(
    r"[{}<>`|\\=]|\b(?:you|your|u|ur|if|whether|would|could|might|wish|imagine|suppose"
    r"|supposing|pretend|assume|assuming|roleplay|role-play|hypothetically|someday|say\s+i|jk"
    r"|kidding)\b|,\s*not\W*$",
    re.I,
)
"""Code, words to the agent, or a supposition: not the user telling of their life."""
_HEARSAY = re.compile(
    r"^\W*(?:(?:so|and|but|well|ok|like)\W+)?(?:i(?:'ve|\s+have|ve)?\s+(?:(?:also|often|always)\s+)?"
    r"(?:heard|read|seen)\s+(?:(?:everything|anything|that|somewhere|online|people|some\s+people"
    r"|mixed|conflicting|different|a\s+lot|lots|it'?s|its|both)\b)|(?:people|they|everyone"
    r"|everybody)\s+(?:say|says|reckon|claim)\b)",
    re.I,
)
"""What the user heard or read said ("ive heard everything from 10 secs to 2 mins"): talk of
the question asked, not of the user. "I heard back from the uni" is news of theirs."""
_PASTED_LINE = re.compile(r"[\"'\u2018\u201c]?\s*\d+(?:\.\d+)+\s+(?-i:[A-Z])")
"""A numbered clause of a pasted document ("'4.2 Insulin and heparin infusions must ..."):
the document speaks, not the user."""
_UNCLEAR = re.compile(
    r"^\W*(?:she|he|they)(?:'s|'re|'ll|'d)?\b"
    r"|\b(?:have|has|had|see|call|visit|got)\s+(?:her|him)\b",
    re.IGNORECASE,
)
"""A clause told of someone by a pronoun only ("she has red hair", "I only have her
alternate weeks"): whom it is about is not in the clause."""
_CREDENTIAL = re.compile(
    r"\b(?:password|passwd|pwd|pw|passcode|pin|token|api\s+key|secret|login|credentials?)\b", re.I
)
"""A clause about a credential ("pw is ... and it kept saying invalid"): what it holds is
redacted, and what is left is no fact worth keeping."""
_THANKS = re.compile(r"\b(?:thanks|thank\s+you|thx|ty|cheers|ta)\b", re.IGNORECASE)
"""Thanks in the clause: talk about the conversation ("back on track now, thanks")."""
_TASK_OPENING = re.compile(
    r"^\W*(?:a|an|the)\s+(?P<what>[\w-]+(?:\s+(?!(?:for|of|to|about|from|with|on|in|at|is|are"
    r"|was)\b)[\w-]+){0,2})",
    re.IGNORECASE,
)
_ASKED_LAST = re.compile(
    r",\s+(?:(?:so|and|but|ok|anyway)\s+)?(?:does|do|did|is|are|was|can|could|should|would"
    r"|will|how|what|whats|why|where|which|any|anyone|hows)\b[^,;:]*\?+\s*$",
    re.IGNORECASE,
)
"""A question closing a sentence after a comma: the clauses before it may tell a fact."""
_ASKED_UNMARKED = re.compile(
    r",\s+(?:(?:so|and|but|ok|anyway)\s+)?(?:how\s+(?:do|does|can|should|would|much|many|long)"
    r"|what\s+(?:do|does|should|can|would|is|are)|is\s+(?:that|this|it|there)\s+\w+"
    r"|are\s+(?:there|they|these|those)|can\s+(?:i|you|we)|should\s+(?:i|we)|do\s+(?:i|you|we)"
    r"|does\s+(?:it|that|this)|any\s+(?:tips|ideas|advice|suggestions|recs?)\b)\b[^,;:?]*$",
    re.IGNORECASE,
)
"""`_ASKED_LAST` without its question mark, opened by words that only ask ("how do i",
"is that normal", "any tips"); not "which", which may open a clause that tells."""
_CHANGE_SAID = re.compile(
    r"\b(?:now|again|anymore|any\s+more|going\s+forward|these\s+days|instead|no\s+longer)\b"
    r"|\b(?:put|moved|switched|took|changed)\s+(?:him|her|me|us|them)\s+(?:on|onto|off|to|over)\b",
    re.IGNORECASE,
)
"""A clause that says something changed: kept at the lower bar, whoever it is said of."""
_POINTER_OPENS = re.compile(
    r"^\W*(?:that|thats|that's|it|its|it's|this|they|they're|theyre|he|he's|she|she's)\b", re.I
)
"""A change said of what a pointer names ("thats wednesday mornings now"): the readers of
pointers name it (`pointed_values`), the gate's words would not."""
_FIX_OUTCOME = re.compile(
    r"\b(?:it|that|this|everything|all)(?:'s|\s+is)?\s+(?:seems?|looks?|works?|working|running)?\s*"
    r"(?:fine|ok|okay|good|better|sorted|fixed)\s+now\b|\b(?:seems?|looks?)\s+(?:fine|ok|okay|good"
    r"|better|sorted)\s+now\b|\b(?:that|this)\s+(?:fixed|sorted|did)\s+it\b",
    re.IGNORECASE,
)
"""How a fix the agent suggested turned out ("moved it to the other socket, seems fine now"):
the end of a task, no fact of the user's."""
_MIN_KEPT_WORDS = 3
_MOMENT = re.compile(
    r"\b(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening)|last\s+night|just\s+now"
    r"|right\s+now|at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)|as\s+a\s+(?:kid|child|teen(?:ager)?|boy|girl)"
    r"|used\s+to|i\s+remember|ugh+|argh+|(?:we|i)\s+last\s+(?:spoke|talked|chatted|met)"
    # where the user is in the task: "doing 3 now", "on step 4 now", "step 2 done"
    r"|(?:\w+ing\s+|on\s+)(?:step\s+|part\s+|no\.?\s*|#)?\d+\s+now|step\s+\d+\s+(?:done|finished|ok))\b",
    re.I,
)
"""A moment, a childhood or a habit given up: what held then, not what holds ("we ran out of
nappies at 2am", "I used to swim twice a week")."""


_LASTING_DEED = re.compile(
    r"\b(?:signed\s+(?:with|up\s+(?:with|for|to)|on\s+with|for)|joined|enrolled|adopted|hired"
    r"|moved\s+(?:in|into|to)|got\s+(?:married|engaged|divorced)|married"
    r"|started\s+(?:at|with|as)|handed\s+in\s+(?:my|our|her|his)\s+notice|resigned|retired)\b",
    re.I,
)
"""A change that lasts, though said with the moment it happened ("signed with willow creek
lodge yesterday", "joined the choir last night"): the moment dates it, it does not end it."""
_HOLDS_NOW = re.compile(
    r"(?:'s|'re|'m|\b(?:is|are|am|on|at|in|with|using|uses|use|has|have))\s+(?!(?:stuck|done"
    r"|finished|exhausted|tired|knackered|sick|ill|late|lost)\b)"
    r"(?:(?!\b(?:so|then|and|but)\b|\d\s*(?:am|pm)\b)[^,.;!?]){1,40}?(?<!\bright\s)"
    r"(?<!\bjust\s)(?<!\d\s)\bnow\b|(?<!\bright\s)(?<!\bjust\s)\bnow\s+(?:on|at|in|with|using|uses"
    r"|has|have|is|are)\s"
    r"|\b(?:these\s+days|from\s+now\s+on|going\s+forward|no\s+longer)\b",
    re.I,
)
"""What the clause says holds from the moment on ("the endo dropped it yesterday, she's on 8
units now"): the moment is when it changed. Not "right now" or "just now", nor where the user
is in the task ("doing 3 now")."""


_PLACE_NOUN = (
    r"(?:grade|year|seat|rotation|placement|school|class|shift|shifts|nights|days|ward|unit"
    r"|department|team|contract|lease|program|programme|course|semester|term)"
)
_PLACED_NOW = re.compile(
    r"^(?:(?:my|our|her|his)\s+)?(?:(?:i'?m|im|i\s+am|we'?re|we\s+are|[a-z]+'s|[a-z]+\s+is)\s+)?"
    r"(?:(?:in|at|on|doing)\s+)?(?:(?:the|my|our|a|an|her|his|their)\s+)?"
    r"(?:(?:(?!(?:in|at|on|doing|the|my|our|a|an|her|his|their)\b)[\w'-]+\s+){1,4}?"
    + _PLACE_NOUN
    + r"|"
    + _PLACE_NOUN
    + r"\s+\d+)\b(?:\s+[\w'-]+){0,3}\s+right\s+now\W*$",
    re.I,
)
"""Where the user (or theirs) is placed for now: "corporate seat right now", "lily's at st
anne's for 3rd grade right now". What holds for a term or a rotation is a fact, though it
will change; "stuck on step 3 right now" is not."""


_PAST_TIME = re.compile(r"\blast\s+time\b", re.IGNORECASE)
"""A clause told of one time past ("yarn broke half my tooling last time"): below the plain
bar, what it names is no setting of the user's."""


def _placed_for_now(clause: str) -> bool:
    return _PLACED_NOW.search(clause) is not None


_ASK_THEN_WHAT = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u)\b|(?:i'?m\s+|im\s+|i\s+am\s+)?(?:looking\s+for"
    r"|after|trying\s+to\s+find)\b|(?:i\s+)?need\b|help\s+me\b|find\s+me\b|any\s+(?:ideas"
    r"|tips|recs|recommendations|suggestions)\b)[^,]*,\s+"
    r"(?=(?:it'?s|it\s+is)\s+(?:a|an|my|our)\s|(?:taking|bringing|with|travelling\s+with"
    r"|traveling\s+with|going\s+with)\s+(?:my|our)\s)",
    re.IGNORECASE,
)
"""An ask, then what its work is for or who comes along: "can you help me plan a promo, it's
a small bike shop", "looking for a flat walk near hebden bridge, taking my beagle biscuit"."""
_PARTICIPLE_LEAD = re.compile(r"^(?=(?:taking|bringing|travelling|traveling|going)\s)", re.I)
"""Who comes along, told as a participle ("taking my beagle"): said by the user, of the user."""
_LEADING_FILLER = p.LEADING_FILLER
_BASICALLY = re.compile(r"^(?:basically|literally|honestly)\s+(?=(?:i|i'm|im|we|my|our)\b)", re.I)
"""A word of talk before the user's own clause ("basically i work nights at ..."); not before
an imperative, where "so basically don't tumble dry it" sums up what the agent said."""


_POINTS_BACK = re.compile(r"\b(?:it|its|her|him|his|them|there)\b", re.IGNORECASE)
"""A word of a kept clause that may point at what the clause before named."""
_TOLD_BEFORE = re.compile(
    r"^(?!.*\?)(?:(?:my|our|the|his|her)\s+[\w'-]+|(?-i:[A-Z])[a-z]+)(?:\s+[\w'-]+){0,3}?\s+"
    r"(?:is|are|was|'s|lives|works|runs|has|have|starts|opened)\b",
    re.IGNORECASE,
)
"""A clause stating something of a thing or someone named ("the shop is in Frome", "Lola is
a 3 year old spaniel"): what a pronoun after it means."""


_CHANGED_HERE = re.compile(
    r"\b(?:now|these\s+days|no\s+longer|any\s*more|switched|moved|changed|instead"
    r"|got\s+the\s+keys)\b"
)
"""A word of change in the kept clause itself, not elsewhere in the sentence. Only a clause
of the user's own is read so ("we're at the library annex now"): "new clients are 780 a
day now" may change a part only ("the ones I work with stay at 650")."""
_AMOUNT_MOVED = re.compile(
    r"\b(?:cut\s+(?:down|back)|(?:went|gone|come|came|got)\s+(?:down|up)|upped\s+it|bumped\s+it"
    r"|dropped|increased|reduced|lowered|raised)\s+to\s+(?:about\s+|around\s+|just\s+|only\s+)?"
    r"[$\u00a3\u20ac]?\d"
)
"""An amount said as where it moved to ("cut down to 1 coffee a day", "went up to $80")."""
_PARTLY = re.compile(r"\b(?:stay|stays|remain|remains|still|keep|keeps|unchanged)\b", re.I)
"""A part that stays as it was ("the ones i already work with stay at 650"): a change of
part, which retires nothing whole."""
_TAKEN_UP_WHOLE = re.compile(
    r"\bwent\s+(?:full|all[\s-]+in\s+on|over\s+to)\s+\w"
    r"|\b(?:imported|moved|migrated|transferred)\s+(?:everything|it\s+all|all\s+(?:of\s+)?(?:it|my|our)"
    r"|(?:my|our)\s+(?:whole|entire)\s+[\w-]+)\s+(?:over\s+)?(?:in)?to\s+\w"
    # "the vet put mochi on hills k/d": a pet's food, moved by the vet
    r"|\b(?:vet|vets|vet's)\b[^.;!?]{0,30}?\bput\s+\w+\s+on(?:to)?\s+\w"
)
"""A tool or way taken up whole ("the office went full Revit", "imported everything into
figma"): it replaces the one before."""


_GAVE_UP = re.compile(r"(?:sold|swapped|ditched|flogged)\s", re.IGNORECASE)
"""A clause that opens on a thing given up, its "I" dropped ("sold the fiesta, got ...")."""


def learned_facts(sentence: str) -> list[Statement]:
    """Facts about the user the gate finds in a sentence no rule read, in order."""
    found: list[Statement] = []
    if framed(sentence):
        return found  # words framed as another's or as untrue
    if sentence.rstrip().endswith("?"):
        # "biscuit is a 6 yr old ex racing greyhound, does that count as pre existing??": what
        # is told before the question is read; a sentence that is all question is not
        asked = _ASKED_LAST.search(sentence)
        if asked is None or asked.start() == 0:
            return found
        sentence = sentence[: asked.start()]
    else:
        # "jumped ship to giffgaff, how do i keep my number": a question asked without its
        # mark, after what is told
        asked = _ASKED_UNMARKED.search(sentence)
        if asked is not None and asked.start() > 0:
            sentence = sentence[: asked.start()]
    said: Change | None = None  # read once, and only for a clause the gate keeps
    before = ""  # the clause before, when the gate left it
    for told in clauses(sentence):
        # "so basically i work nights at ...": a lead of talk is no part of what is told, and
        # the gate scores it lower for it
        clause = _BASICALLY.sub("", _LEADING_FILLER.sub("", told, count=1).strip())
        if not clause:
            continue  # only talk: "loads of news since we last spoke"
        if _OWN_DEED.match(clause):
            # "got the Camden flat, moving in next week": a change of the user's life, its
            # "I" left out as chat does
            clause = f"I {clause[0].lower()}{clause[1:]}"
        asked = _ASK_THEN_WHAT.match(clause)
        if asked is not None:
            # "can you plan a spring promo, its a small bike shop in bristol": what the work
            # is for, told after the ask
            told = clause = _PARTICIPLE_LEAD.sub("I'm ", clause[asked.end() :], count=1)
        words = clause.split()
        left, before = before, clause
        if (
            len(words) < _MIN_KEPT_WORDS
            or _NOT_TOLD.search(clause)
            or _PASTED_LINE.match(clause)
            or _HEARSAY.match(clause)
            or hedged(clause)
            or p.ELLIPTIC.search(clause)
            # "a licence letter for my cafe, Blue Heron": the work asked for, however sure
            # the gate would be of the words (what it tells of the user is read by
            # `own_business`), and thanks, which tell of the conversation ("settled in now, ta")
            or _asks_for_work(clause)
            or _THANKS.search(clause)
            or _holds_credential(clause)
            or _FIX_OUTCOME.search(clause)
        ):
            continue
        # scored as said and as told: the gate learned leads like "and my ..." as they come
        chance = (
            max(fact_chance(told), fact_chance(clause)) if clause != told else fact_chance(told)
        )
        if chance < THIRD_PERSON_THRESHOLD and not (
            (chance >= THRESHOLD or (chance >= NAMED_VALUE_THRESHOLD and _names_value(clause)))
            and _plainly_own(clause)
        ):
            # below the bar, only a plain clause of the user's own is kept, or one that says
            # what changed ("gonna be going after work around half 5 now", "kens consultant
            # took him off the tablets and put him on insulin")
            continue
        if (
            _MOMENT.search(clause)
            and not _placed_for_now(clause)
            and not _LASTING_DEED.search(clause)
            and not _HOLDS_NOW.search(clause)
        ) or talk_of_the_task(clause):
            continue
        before = ""
        if left and _POINTS_BACK.search(clause) and _TOLD_BEFORE.match(left):
            # "the shop is in Frome, I run it with my sister": "it" is the shop, so the
            # clause that names it is kept with the one that says what the user does with it.
            clause = f"{left}, {clause}"
        if said is None:
            said = change_in(sentence, "en")
        low = clause.lower()
        old = tuple(value for value in said.replaces if value in low)
        if old and not names_successor(low, old):
            continue  # a value the sentence retires is read by the rules of updates
        if old:
            # "sold the ryobi gear and went milwaukee": what is kept tells what holds now
            clause = without_old(clause, old)
        if _FIRST_PERSON.search(clause):
            content = h.canonical(household(clause))
        elif DROPPED_SUBJECT.match(clause) or _GAVE_UP.match(clause):
            # "sold the fiesta, got an ebike instead": news whose "I" chat dropped
            content = h.canonical(f"I {clause}")

        else:
            # "15 years as a farrier in the Cotswolds": no subject to put in the third person.
            content = 'The user said: "' + clause.replace('"', "'") + '".'
        if content is None or passing_state(content):
            continue
        # A clause that also names what came after the old value ("left brightwell, started
        # at corvane") is kept as the change it tells; so is a change of the user's work
        # ("the user is an account exec now"), which replaces the work told before.
        subject = subject_of(content)
        change = (
            Change(replaces=old, changed=True)
            if old or (said.changed and about_work(content))
            else Change(changed=True)
            if says_new_value(content)
            or (subject is not None and _TAKEN_UP_WHOLE.search(low))
            # "cut down to 1 coffee a day": an amount said as where it moved to
            or _AMOUNT_MOVED.search(low) is not None
            # "we're at the library annex on Elm now": a change said of the clause itself
            or (
                said.changed
                # "from now on I'm charging 0.11 per word": the lead cut as talk said it
                and _CHANGED_HERE.search(f"{told} {low}".lower()) is not None
                # "finally got the slip at Port Ludlow, moved her over saturday": the user's
                # own clause with its "I" left out is kept in their words
                and (
                    _FIRST_PERSON.search(clause) is not None or content.startswith("The user said")
                )
                and _PARTLY.search(sentence) is None
            )
            else None
        )
        found.append(learned_fact(content, sentence, subject, change))
    return found


def _names_value(clause: str) -> bool:
    """Whether `clause` names a product or provider `subjects` knows ("xero", "monzo").

    Not a subject's word alone: "every job" names a role and "my daughter" the children,
    and tell nothing of which.
    """
    return not _PAST_TIME.search(clause) and any(s in PRODUCTS for s in subjects_in(clause))


def _holds_credential(clause: str) -> bool:
    """Whether `clause` names a credential and holds its secret ("username ... password ...").

    What such a clause holds is redacted when stored, and what is left is no fact of the
    user's, however sure the gate is of its words; "mostly password audits for banks"
    names a credential and holds none.
    """
    return _CREDENTIAL.search(clause) is not None and bool(_REDACTOR.redact(clause).found)


_REDACTOR = SecretRedactor()


def _plainly_own(clause: str) -> bool:
    """Whether `clause` tells of the user plainly, in the first person or as what changed.

    Not of someone named by a pronoun only, nor a credential or one thing done. (Thanks, a
    piece of work asked for and a clause holding a secret are never kept, whatever the
    chance: `learned_facts` leaves them before scoring.)
    """
    return (
        (
            _FIRST_PERSON.search(clause) is not None
            or (_CHANGE_SAID.search(clause) is not None and _POINTER_OPENS.match(clause) is None)
        )
        and _UNCLEAR.search(clause) is None
        and _CREDENTIAL.search(clause) is None
        and not _once(clause)
    )


def _once(clause: str) -> bool:
    """Whether `clause` tells of one thing the user did ("I ordered a new phone case")."""
    m = _DID.match(clause)
    if m is None:
        return False
    verb = m.group("verb").lower()
    past = verb.endswith("ed") or verb in p.PAST_IRREGULAR
    return past and verb not in _LIFE_CHANGES


_DID = re.compile(
    r"^\W*(?:i|we)\s+(?:just\s+|finally\s+|also\s+|actually\s+)?(?P<verb>[a-z]+)\b", re.I
)
_LIFE_CHANGES = frozenset(
    """moved started switched joined quit left retired married divorced graduated adopted lost
    sold finished became began got stopped changed signed bought renamed rebranded migrated
    upgraded replaced swapped relocated""".split()
)
"""Past verbs that tell of a change that lasts ("we moved to Leeds"), not of a moment."""
_OWN_DEED = re.compile(
    r"^(?:(?:just|finally|also|officially)\s+)*(?:got|joined|started|moved|quit|left|signed|adopted"
    r"|finished|switched|retired|graduated|married|relocated|became|began|cut\s+(?:down|back)"
    r"|gave\s+up|upped)\s+"
    r"(?:the|my|a|an|our|into|to|from|in|at|up|over)\b",
    re.IGNORECASE,
)
"""A clause opening on a verb of news, its subject left out: the user's own news ("got the
Camden flat"); a thing sold or bought is as often one thing done ("sold the banjo")."""


def _asks_for_work(clause: str) -> bool:
    """Whether `clause` opens on a piece of work asked for ("a licence letter for my cafe")."""
    m = _TASK_OPENING.match(clause)
    return m is not None and names_work(m.group("what"))
