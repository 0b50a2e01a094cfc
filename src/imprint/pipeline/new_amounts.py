"""A new budget or rate said in passing: the amount the user now spends or charges.

Money changes come as verbs on an amount, rarely as "my budget changed": "knock that down
to 1400 tops", "I can go up to 1800 if it's worth it", "let's keep it to $300 a month",
"bumped my rate to EUR 60/h", "new rate card: GBP 520/day", "confirm my rate of GBP 40/hr".
`new_amount(sentence)` reads the amount and says what it is ("The budget is now 1400.",
"The user's rate is GBP 40/hr."); `value_classes.py` then retires the older amount of the
same kind. Amounts of someone else ("her budget is 2k") and questions about one ("can I
go up to 1800?") are not read.
"""

from __future__ import annotations

import re

from imprint.pipeline import money
from imprint.pipeline import patterns as p
from imprint.pipeline.screened import screened
from imprint.pipeline.switches import Switch
from imprint.pipeline.value_classes import price_content

__all__ = ["new_amount"]

_MONEY = (
    rf"(?P<amount>{money.signed()}{money.K}?\b|{money.FIGURE}{money.K}\b"
    rf"|{money.worded((*money.CODES, *money.NAMES, *money.SLANG))}\b"
    # a bare number of three digits or more counts after a verb of spending ("go up to 1800")
    rf"|{money.BARE}\b)"
)
"""A budget's amount: "$300", "2k", "1400 quid", "1800"."""
_PERIOD = (
    r"(?P<period>\s*(?:"
    + money.per(
        ("h", "hr", "hour", "d", "day", "mo", "month", "wk", "week", "word"),
        ("hour", "day", "month", "week", "year", "session", "lesson", "word"),
    )
    + "))?"
)
_BILLS = r"rent|mortgage|salary|pay|wages?|premium|council\s+tax|insurance|energy\s+bill|bills"
_BUDGET = screened(
    r"\b(?:(?:i|we)\s+(?:can|could|'ll|will)\s+(?:now\s+)?(?:go|stretch|spend)\s+(?:up\s+)?"
    # "I can stretch the budget to 2500 now that my bonus came in"
    r"(?:(?:the|my|our)\s+(?:[\w-]+\s+)?budget\s+(?:up\s+)?)?to"
    r"|(?:knock|knocked|bring|brought|cut|drop|dropped|lower|lowered|trim|trimmed|reduce|reduced"
    r"|bump|bumped|push|pushed|raise|raised|up|upped|increase|increased|take|took)\s+(?:it|that"
    r"|this|the\s+budget|our\s+budget|my\s+budget)\s+(?:down\s+|up\s+)?to"
    r"|(?:keep|kept|cap|capped|limit|hold)\s+(?:it|that|the\s+budget|spending|things|this)"
    r"\s+(?:to|at|under|below)|(?:we'?re|i'?m)\s+(?:now\s+)?at"
    r"|(?:new\s+)?budget\s+(?:is\s+now|is\s+down\s+to|is\s+up\s+to|now)(?:\s+at)?)\s+"
    r"(?:about\s+|around\s+|roughly\s+|max\s+)?" + _MONEY + _PERIOD,
    re.IGNORECASE,
)
"""A budget moved or set: "knock that down to 1400", "let's keep it to $300 a month"."""
_CEILING = screened(
    r"(?:^|[,;:.!]\s*|\bthat[,.]?\s+)(?:"
    + _MONEY
    + r"\s+(?:max|maximum|tops|is\s+the\s+(?:max|limit|ceiling))\s+now"
    + r"|(?:the\s+)?(?:max|maximum|limit|ceiling)\s+(?:is\s+)?now\s+"
    + _MONEY.replace("?P<amount>", "?P<amount2>")
    + r")\b",
    re.IGNORECASE,
)
"""A new ceiling on spending, said bare: "scratch that, 2000 max now", "max is now 1800"."""
_SAY_CAP = screened(
    r"\b(?:let'?s\s+(?:say|make\s+it|call\s+it|do|go\s+with)|make\s+it|call\s+it)\s+(?:about\s+|around\s+)?"
    + _MONEY.replace("?P<amount>", "?P<amount3>")
    + r"\s+(?:max|maximum|tops|total|all\s+in)\b",
    re.IGNORECASE,
)
"""A ceiling set by naming it: "ok let's say 1200 max actually", "make it 900 tops"."""
_AT = re.compile(r"(?:we'?re|i'?m)\s+(?:now\s+)?at\b", re.IGNORECASE)
_AGAINST = re.compile(r"\b(?:quota|target|goal|out\s+of|of\s+the|so\s+far)\b", re.IGNORECASE)
"""What "I'm at 60k" is measured against ("quota is 120k and im at 60k"): progress, not a
budget."""
_POINTER_BUMP = re.compile(
    r"^(?:bump|bumped|push|pushed|raise|raised|up|upped|increase|increased)\s+(?:it|that|this)\b",
    re.IGNORECASE,
)
"""A sum moved with nothing but a pointer ("bumped it to $35"): what it is of is said before."""
_SPENDING = re.compile(
    r"\b(?:budget|spend\w*|afford|max|maximum|tops|cap|limit|total|cost|costs|price|pay|paying)\b",
    re.IGNORECASE,
)
"""What says a sum moved by a pointer is one the user spends: a budget."""
_TOTAL = re.compile(r"\s*(?:total|in\s+total|all\s+in|tops|max)\b", re.IGNORECASE)
_RATE = screened(
    r"\b(?:(?:my|our)\s+(?:new\s+)?(?:(?:day|daily|hourly|weekly)\s+)?rate\s+(?:card\s+)?(?:is\s+"
    r"(?:now\s+)?|of\s+|to\s+)|(?:" + p.RAISED_OR_CUT + r"|put(?:ting)?)\s+(?:my"
    r"|our)\s+(?:(?:day|daily|hourly)\s+)?rates?\s+(?:up\s+|down\s+)?to\s+|new\s+rate\s+card\s+"
    r"[^.;!?:]{0,30}:\s*|(?:i|we)\s+(?:now\s+)?charge\s+"
    # "from next month I'm charging $75 a session", "we'll be charging EUR 0.12 a word"
    r"|(?:i'?m|im|i\s+am|we'?re|we\s+are|(?:i|we)(?:'ll|\s+will)\s+be)\s+(?:now\s+)?charging\s+)"
    r"(?P<amount>"
    rf"{money.signed()}|{money.worded((*money.CODES, *money.NAMES, 'quid'))}\b)" + _PERIOD,
    re.IGNORECASE,
)
"""The user's rate: "my rate of GBP 40/hr", "bumped my rate to EUR 60/h", "I charge $70 an
hour", "new rate card went out: GBP 520/day"."""
_BILL = screened(
    r"\b(?:(?:" + p.RAISED_OR_CUT + r"|put(?:ting)?|push(?:ed|ing)|hik(?:ed|ing)|jack(?:ed|ing)"
    r"|reduc(?:ed|ing)|brought|bringing)\s+(?:my|our|the)\s+(?P<what>"
    + _BILLS
    + r")\s+(?:up\s+|down\s+)?to"
    r"|(?:my|our|(?<![a-z]\s)(?<![a-z]'s\s)the)\s+(?P<what2>"
    + _BILLS
    + r")\s+(?:went|has\s+gone|jumped|rose"
    r"|has\s+risen|dropped|fell|has\s+dropped|got\s+(?:put|bumped|raised))\s+(?:up\s+|down\s+)?to)"
    r"\s+" + _MONEY + _PERIOD,
    re.IGNORECASE,
)
_HOLDER_BUMP = screened(
    r"\b(?P<holder>landlord|landlady|letting\s+agents?|(?:the\s+)?agency|council|insurers?"
    r"|lender|gym)(?:'?s|\s+is|\s+are|\s+has|\s+have)?\s+(?:just\s+|now\s+)?(?:"
    + p.RAISED_OR_CUT
    + r"|put(?:ting)?|push(?:ed|ing)|hik(?:ed|ing)|jack(?:ed|ing)|reduc(?:ed|ing))\s+"
    r"(?:it|that|this|us|me)\s+(?:up\s+|down\s+)?to\s+" + _MONEY + _PERIOD,
    re.IGNORECASE,
)
"""A bill moved by who sends it, said of "it": "landlord's putting it up to 1240"."""
_HOLDERS_BILL = {
    "landlord": "rent",
    "landlady": "rent",
    "agent": "rent",
    "agents": "rent",
    "agency": "rent",
    "council": "council tax",
    "insurer": "premium",
    "insurers": "premium",
    "lender": "mortgage",
    "gym": "membership",
}
"""The bill each sender of one moves, by the last word of who sends it."""
"""What the user pays, moved: "landlords put my rent up to 725", "my rent went up to 900";
"the rent" is theirs too when they tell it ("landlord put the rent up to 1350"); "her landlord
put the rent up" is someone else's, left out by the reading of whose a sentence is."""
_COUNT = screened(
    r"\b(?:cut|cutting|bring|bringing|brought|bump|bumping|bumped|push|pushing|pushed|raise"
    r"|raising|raised|up|upping|upped|increase|increasing|increased|reduce|reducing|reduced|lower"
    r"|lowering|lowered|drop|dropping|dropped|trim|trimming|trimmed|knock|knocking|knocked|take"
    r"|taking|took)\s+(?:it|that|this|things|numbers|(?:the|our|my)\s+(?:[\w-]+\s+)?(?:list"
    r"|numbers?|count|total|headcount))\s+(?:down\s+|up\s+|back\s+)?to\s+(?:about\s+|around"
    r"\s+|roughly\s+|max\s+|just\s+|only\s+)?(?P<n>\d{1,5})\s+(?P<noun>[a-z]{3,})\b",
    re.IGNORECASE,
)
"""A number of things moved: "we're cutting it to 80 guests", "bumped the list up to 40 kids"."""
_COUNTED_THINGS = frozenset(
    "guests people kids children players attendees students pupils volunteers members families"
    " tables covers seats staff runners riders swimmers dancers singers delegates participants"
    " invites invitees couples teams hives colonies cows sheep ewes goats chickens hens horses"
    " dogs cats beds rooms units flats houses clients patients sessions classes lessons shifts"
    " workers employees reps drivers".split()
)
"""Things a plan counts ("cutting it to 80 guests"); measures, money and time are not among them
("cutting it to 90 seconds", "30 degrees")."""

_PRICE = screened(
    r"(?:^\W*|[,;:]\s*|\b(?:and|so|but|guide|update)\s*[,:]?\s+)(?:the\s+|(?P<own>my\s+|our\s+))?"
    r"(?P<item>(?!(?:it|that|this|everything|total|which|what|there|the|my|our|a|an|his|her"
    r"|their)\b)[a-z][\w-]*(?:\s+(?!(?:is|are|costs?)\b)[a-z][\w-]*){0,2})"
    r"(?:\s+is|'s|\s+are|\s+costs?)\s+(?P<before>now\s+)?"
    rf"(?P<amount>{money.signed()}(?:{money.K})?)\b(?P<after>\s+now\b)?",
    re.IGNORECASE,
)
"""A price of the user's set anew: "full day is $4800 now", "the workshop is now GBP 90"."""
_PRICE_PUT = screened(
    r"\b(?P<verb>put|make|set|bump|raise|up|drop|lower|knock)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?P<item>(?!(?:it|that|this|them|everything|prices?|all|the|rent|budget)\b)[a-z][\w&-]*"
    r"(?:\s+(?!(?:at|to|up|down)\b)[a-z&][\w&-]*){0,3}?)\s+(?:up\s+|down\s+)?(?P<at>(?:at|to)\s+)?"
    r"(?P<amount>" + money.SIGN + r"\s?\d+(?:[.,]\d{1,2}(?!\d))?)(?![\w.,]\d)",
    re.IGNORECASE,
)
"""A price of the user's set anew by name: "put the cut and blow dry at GBP 42"."""
_PRICED = frozenset(
    "rate rates fee fees day session sessions package packages lesson lessons class classes shoot"
    " hour coverage ticket tickets subscription membership room night consult consultation course"
    " workshop plan tier price deposit retainer visit service box edition".split()
)
"""What a price is said of: a thing the user sells or pays for by the session, not "eggs"."""
_OWN_START = re.compile(r"(?:i|we)\b", re.IGNORECASE)
_NOT_MINE = re.compile(
    r"\b(?:he|she|they|his|her|their|my\s+(?:\w+\s+)?(?:sister|brother|friend|partner|wife"
    r"|husband|boss|son|daughter|mom|mum|dad)(?:s|'s)?)\b[^.;!?]{0,30}$",
    re.IGNORECASE,
)
_MY_BILL = re.compile(r"\b(?:my|our)\s+(?:" + _BILLS + r")\b", re.IGNORECASE)
_THOUGHT = re.compile(r"\b(?:if|should|would|whether|maybe|might)\b[^.;!?]{0,25}$", re.IGNORECASE)
_CHANGED = re.compile(
    r"\b(?:new|now|bumped|raised|upped|increased|lowered|dropped|cut|as\s+of|from\s+(?:now|next"
    r"|this))\b",
    re.IGNORECASE,
)
"""A rate said as changed: the memory says "now", so the older rate is retired."""
_WORDS = frozenset(
    "go stretch spend knock knocked bring brought cut drop dropped lower lowered trim trimmed"
    " reduce reduced bump bumped push pushed raise raised up upped increase increased take"
    " took keep kept cap capped limit hold at budget rate charge charging put hiked jacked went"
    " gone going goes jumped rose risen fell got cutting bringing bumping pushing raising upping"
    " increasing reducing lowering dropping trimming knocking taking max maximum tops limit"
    " ceiling now total make set".split()
)


def new_amount(sentence: str) -> Switch | None:
    """The budget or rate `sentence` says the user now has, or None."""
    if not p.ascii_words(sentence) & _WORDS or sentence.rstrip().endswith("?"):
        return None
    m = _RATE.search(sentence)
    if m is not None and _own(sentence, m.start()):
        amount = _amount(m)
        now = " now" if _CHANGED.search(sentence) else ""
        # "my day rate is now GBP 520": the kind of rate is said in words, as it is asked for
        period = set(re.findall(r"[a-z]+", (m.group("period") or "").lower()))
        kind = "hourly " if period & _HOURLY else "day " if period & _DAILY else ""
        return Switch(text=f"My {kind}rate is{now} {amount}", new=amount, old=None, subject=None)
    m = _BILL.search(sentence)
    if m is not None and _own(sentence, m.start(), m.group(0)):
        what = (m.group("what") or m.group("what2")).lower()
        return Switch(text=f"My {what} is now {_amount(m)}", new=_amount(m), old=None, subject=None)
    m = _HOLDER_BUMP.search(sentence)
    if m is not None and _own(sentence, m.start(), m.group(0)):
        what = _HOLDERS_BILL[m.group("holder").split()[-1].lower()]
        return Switch(text=f"My {what} is now {_amount(m)}", new=_amount(m), old=None, subject=None)
    m = _BUDGET.search(sentence)
    if (
        m is not None
        and _own(sentence, m.start(), m.group(0))
        and not (_AT.match(m.group(0)) and _AGAINST.search(sentence))
        and not (_POINTER_BUMP.search(m.group(0)) and not _SPENDING.search(sentence))
    ):
        amount = _amount(m)
        total = " total" if _TOTAL.match(sentence, m.end()) else ""
        return Switch(text=f"The budget is now {amount}{total}", new=amount, old=None, subject=None)
    m = _PRICE.search(sentence)
    if (
        m is not None
        and (m.group("before") or m.group("after"))
        and (m.group("own") or m.group("item").split()[-1].lower() in _PRICED)
        and _own(sentence, m.start())
    ):
        item, amount = m.group("item").lower(), m.group("amount")
        return Switch(text=price_content(item, amount), new=amount, old=None, subject=None)
    m = _PRICE_PUT.search(sentence)
    # "make the full groom GBP 52": a price made, with no "at" or "to" only after make or set
    if (
        m is not None
        and (m.group("at") or m.group("verb").lower() in ("make", "set"))
        and _own(sentence, m.start())
    ):
        item, amount = " ".join(m.group("item").lower().split()), m.group("amount")
        return Switch(text=price_content(item, amount), new=amount, old=None, subject=None)
    m = _CEILING.search(sentence) or _SAY_CAP.search(sentence)
    if m is not None and _own(sentence, m.start()):
        found = m.groupdict()
        amount = (found.get("amount") or found.get("amount2") or found.get("amount3") or "").strip()
        return Switch(text=f"The budget is now {amount} max", new=amount, old=None, subject=None)
    m = _COUNT.search(sentence)
    if m is not None and m.group("noun").lower() in _COUNTED_THINGS and _own(sentence, m.start()):
        count = f"{m.group('n')} {m.group('noun').lower()}"
        return Switch(text=f"The count is now {count}", new=count, old=None, subject=None)
    return None


_HOURLY = frozenset("h hr hour ph".split())
_DAILY = frozenset("d day".split())


def _amount(m: re.Match[str]) -> str:
    return (m.group("amount") + (m.group("period") or "")).strip()


def _own(sentence: str, at: int, said: str = "") -> bool:
    """Whether the amount at `at` is the user's, not someone's named before it nor a thought.

    An amount `said` with "I" or "we" is the user's whoever was named before it ("chatted
    to my partner, we can stretch to 1400").
    """
    before = sentence[max(0, at - 40) : at]
    if _THOUGHT.search(before) is not None:
        return False
    if _OWN_START.match(said) is not None or _MY_BILL.search(said) is not None:
        return True  # "they put my rent up to 1,050": whoever put it up, the rent is the user's
    return _NOT_MINE.search(before) is None
