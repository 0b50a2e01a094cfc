"""English statements of a new value that replaces an old one, however the change is said.

`switch_in(sentence)` reads the new value of a change and, when it is named, the old one:
- a move from one value to another: "I switched from Notion to Obsidian", "migrated from
  Windows to Linux", "we moved over from Jira to Linear";
- one value given up for another: "dropped Chrome for Firefox", "traded my iPhone for a
  Pixel", "replaced Yarn with pnpm", "ditched vscode, i'm on zed now", "gave up Spotify,
  using Tidal now";
- a new employer or home said without "now work at" / "now live in": "these days i'm at
  Stripe", "I'm with Shopify now", "joined Datadog last month", "now that we've unpacked
  in Leeds", "since moving to Porto";
- things moved onto a new value whose old one goes unnamed, in a main or a background clause:
  "moved everything over to Monzo", "since we moved the pipelines to GitHub Actions", "now
  that we're on pnpm", "switched banks, I'm with Chase now", "cancelled Hulu, we just have
  Max now";
- someone else moving the user: "my doctor wants me on a Mediterranean diet now", "they
  transferred me to the Leeds office".

The statement it gives is stored as a fact with the subject of the old value (or of the new
one), so a later change of the same attribute finds it, and the old value is retired by the
reply's `replaces` (`updates.py`). Only the first person counts: "my sister moved from Oslo
to Bergen" changes nothing of the user's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.patterns import contracted_words
from imprint.pipeline.screened import screened
from imprint.pipeline.subjects import PRODUCTS, subject_of

__all__ = ["Switch", "switch_in"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Switch:
    """A change read from a sentence: the statement to keep and what it replaces."""

    text: str
    """The statement in the first person ("I switched from X to Y."), to be made canonical."""
    new: str
    """The new value, as written."""
    old: str | None
    """The old value, when the sentence names it."""
    subject: str | None
    """The attribute that changed, when known."""


_VALUE = r"[\w][\w.+#'-]*(?:\s+[\w.+#'-]+){0,2}?"
_END = (
    r"(?=\s*(?:[,.;:!?()]|$|\s(?:now|these\s+days|nowadays|last|this|since|because|as|after|in"
    r"|for|and|but|instead|full[- ]time|too|recently|a\s+while|ago|lol|haha|btw|though|anyway"
    r"|which|so|over|yesterday|today|finally|at\s+last|a|an|the|about|around|during|when|while"
    r"|with|way|before|until|it|is|was|mostly|mainly|lately|on|to|from|of|like|cuz|because|my|our"
    r"|we|i|you|everything|everyone)\b))"
)
_SUBJECT_SELF = (
    r"(?:^\W*(?:(?:ok(?:ay)?|so|well|update|news|btw|fyi|yeah|yep|oh|also|ugh|lol|hey|hi|quick"
    r"\s+update|heads\s+up)\W+)*(?:(?:i|we)(?:'ve|\s+have)?\s+)?|(?:[,;:]\s*|\b(?:and|but|so"
    r"|also|btw|fyi|ok|since|now\s+that|after|once)\s+)(?:i|we)(?:'ve|\s+have)?\s+)"
)
"""Where a change said in the first person starts: "I switched", "we've moved", chat's
bare "switched ..." at the start of a sentence, or a clause giving the background of
something else ("since we moved the builds to ...", "now that we've switched to ...")."""
_ADVERB = r"(?:(?:finally|just|recently|already|officially|actually|fully|completely|totally)\s+)*"
_DET = r"(?:(?:the|my|our|a|an)\s+)?"
_FROM_TO = screened(
    _SUBJECT_SELF + _ADVERB + r"(?P<verb>switched|moved|migrated|changed|went|transitioned|jumped"
    r"|converted|relocated|ported|swapped)\s+(?:(?:all|everything|it|over|back)\s+)*"
    # "moved slow bread off substack onto buttondown": the thing moved, named before its old home
    r"(?:(?:(?:the|my|our)\s+)?(?!(?:from|off|to|onto|into|over)\b)[\w-]+(?:\s+(?!(?:from|off|to|onto"
    r"|into|over)\b)[\w-]+){0,2}\s+(?:(?:all|over|back)\s+)?(?=(?:from|off)\s))?"
    r"(?:from|off(?:\s+of)?)\s+"
    + _DET
    + r"(?P<old>"
    + _VALUE
    + r")\s+(?:to|onto|over\s+to|into)\s+"
    + _DET
    + r"(?P<new>"
    + _VALUE
    + r")"
    + _END,
    re.IGNORECASE,
)
_FOR = screened(
    _SUBJECT_SELF
    + _ADVERB
    + r"(?P<verb>dropped|ditched|traded(?:\s+in)?|swapped(?:\s+out)?|switched"
    r"|replaced|exchanged|abandoned|gave\s+up(?:\s+on)?|dumped|binned|left|quit)\s+"
    + _DET
    + r"(?P<old>"
    + _VALUE
    # "traded the golf in for a Model 3": the "in" of trading in, not of the value
    + r")(?:\s+in(?=\s+for\b))?\s+(?:for|with|in\s+favou?r\s+of)\s+"
    + _DET
    + r"(?P<new>"
    + _VALUE
    + r")"
    + _END,
    re.IGNORECASE,
)
_THEN_ON = screened(
    _SUBJECT_SELF + _ADVERB + r"(?P<verb>dropped|ditched|gave\s+up(?:\s+on)?|quit|abandoned"
    r"|stopped\s+using|got\s+rid\s+of|moved\s+off|done\s+with|dumped|binned|uninstalled)\s+"
    + _DET
    + r"(?P<old>"
    + _VALUE
    + r")(?:\s+(?:for\s+good|for\s+real|completely|entirely|at\s+last|altogether|honestly"
    r"|tbh|to\s+be\s+honest|in\s+the\s+end|eventually))?"
    r"\s*(?:,|;|:|\.|-+|\band\b|\bso\b)\s*(?:(?:and|so|now)\s+)?"
    r"(?:(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:now\s+)?(?:on|using|with|running)|(?:i|we)\s+(?:now\s+)?(?:use|run)|(?:now\s+)?using"
    # "gave up on Spanish, switched to Italian": the new value said with a switch of its own
    r"|(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:switched|changed|moved|gone|went)\s+(?:over\s+)?to"
    r"|on)\s+" + _DET + r"(?P<new>" + _VALUE + r")" + _END,
    re.IGNORECASE,
)
_MOVED_ONTO = screened(
    _SUBJECT_SELF + _ADVERB + r"(?P<verb>moved|migrated|switched|ported|shifted|transferred)\s+"
    r"(?P<what>everything|it\s+all|all(?:\s+of\s+it)?|(?:all\s+)?(?:the|our|my)\s+(?:[\w-]+\s+){0,3}?"
    r"[\w-]+"
    # "moved plex onto a little nuc": a thing named bare, moved onto a new host
    r"|(?!(?:it|them|this|that|house|home|out|in|on|up|back|over|there|here|away|off)\b)"
    r"[a-z][\w-]*(?=\s+onto\b))\s+(?:over\s+|across\s+)?"
    r"(?:to|onto|into)\s+" + _DET + r"(?P<new>" + _VALUE + r")" + _END,
    re.IGNORECASE,
)
"""Things moved onto a new provider or tool, the old one unnamed: "moved everything over to
Monzo", "since we moved the pipelines to GitHub Actions", "switched the monorepo to Bazel"."""
_NOW_ON = re.compile(
    r"\b(?:now\s+that|since|after)\s+(?:(?:we'?re|i'?m|we\s+are|i\s+am)\s+(?:(?:now|fully|all)\s+)?"
    r"(?:on|using|with)|(?:switching|moving|migrating)\s+(?:over\s+)?to"
    # "now that everything's running in Dagster": the whole of the work on a new tool
    r"|(?:everything'?s|everything\s+is|it'?s\s+all|all\s+of\s+it\s+is|it\s+all)\s+(?:now\s+)?"
    r"(?:running|hosted|deployed|living|built|done)?\s*(?:in|on))\s+"
    + _DET
    + r"(?P<new>"
    + _VALUE
    + r")"
    + _END,
    re.IGNORECASE,
)
"""A new tool given as background: "now that we're on Postgres", "after switching to uv"."""
_WENT_THROUGH = screened(
    r"\b(?:the|my|our)\s+(?:switch|move|transfer|port|migration|changeover)\s+(?:over\s+|across\s+)?"
    r"to\s+" + _DET + r"(?P<new>" + _VALUE + r")\s+(?:has\s+|have\s+)?(?:(?:finally|just|now"
    r"|officially|actually|fully)\s+)*(?:went\s+through|gone\s+through|came\s+through"
    r"|come\s+through|completed|happened|(?:is|'s)\s+(?:done|complete|finished|live|through))\b",
    re.IGNORECASE,
)
"""A switch said as done: "the switch to octopus finally went through", "our move to Xero is
done"; someone else's ("her switch to Octopus") is read by the words before it."""
_OTHERS_SWITCH = re.compile(r"\b(?:his|her|their|your)\s+(?:switch|move|transfer|port)\b", re.I)
_KIND_SWITCH = re.compile(
    r"\b(?:switched|changed|moved|swapped)\s+(?P<kind>banks|providers|suppliers|carriers|insurers"
    r"|gyms|doctors|dentists|vets|jobs|phone\s+plans|broadband|isps|hosts|hosting)\b",
    re.IGNORECASE,
)
"""A change of provider said by its kind: "switched banks, I'm with Monzo now"."""
_KIND_SUBJECT = {"banks": "bank", "jobs": "employer", "hosts": "hosting", "isps": "broadband"}
_WITH_NEW = re.compile(
    r"\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:now\s+)?(?:with|at|on|using)\s+"
    r"(?P<new>(?-i:[A-Z0-9])[\w.&'+-]*(?:\s+(?-i:[A-Z])[\w.&'+-]*)?)",
    re.IGNORECASE,
)
_HAVE_NOW = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|so|now)\s+)(?:i|we)\s+(?:just\s+|only\s+)?(?:have|pay\s+for|use)\s+"
    r"(?:now\s+)?(?P<new>(?-i:[A-Z0-9])[\w.&'+-]*(?:\s+(?-i:[A-Z])[\w.&'+-]*)?)"
    r"(?=\s+now\b|\s*,?\s*(?:now|these\s+days|instead)\b)",
    re.IGNORECASE,
)
"""What is kept after something was given up: "cancelled Netflix, we just have Disney+ now"."""
_BARE_NOW = re.compile(
    r"[,;:]\s*(?:(?:it'?s|we'?re\s+on|i'?m\s+on)\s+)?(?P<new>(?-i:[A-Z0-9])[\w.&'+-]*"
    r"(?:\s+(?-i:[A-Z])[\w.&'+-]*)?)\s+(?:now|these\s+days|nowadays|instead)\s*(?:[.!]|$)",
    re.IGNORECASE,
)
"""The new value alone after a give-up: "ditched Comcast, Verizon Fios now"."""
_GAVE_UP = re.compile(
    r"\b(?:cancell?ed|closed|dropped|ditched|quit|left|unsubscribed|got\s+rid\s+of|gave\s+up)\b",
    re.IGNORECASE,
)
_PUT_ME = re.compile(
    r"\b(?:moved|switched|transferred|put|puts|placed|reassigned|assigned|wants?|wanted|has|had"
    r"|got|started|is\s+putting|'s\s+putting|are\s+putting)\s+(?:me|us)\s+(?:over\s+)?"
    r"(?P<prep>on|onto|to|into|in)\s+(?P<new>(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+){0,2}?"
    # "put me on closing shifts": a shift needs no article
    r"|(?:early|late|closing|opening|morning|evening|night|day|weekend|split|double)(?=\s+shifts))\s+"
    r"(?P<kind>diet|plan|team|squad|office|branch|department|site|shifts?|project|account|clinic"
    r"|store|warehouse|regimen|programme|program)\b",
    re.IGNORECASE,
)
"""Someone else changing the user's situation: "my doctor wants me on a Mediterranean diet
now", "they moved me to the payments team", "got transferred to the Leeds office"."""
_TOLD_DIET = re.compile(
    r"\b(?:my\s+)?(?:doctor|doc|gp|cardiologist|dietitian|dietician|nutritionist|consultant"
    r"|specialist|endo|endocrinologist)\s+(?:\w+\s+){0,2}?(?:told|wants|wanted|asked|advised"
    r"|recommended|suggested|says|said)\s+(?:me|us)\s+to\s+(?:do|go|try|follow|start|stick\s+to"
    r"|switch\s+to|go\s+on)\s+(?:the\s+|a\s+)?(?P<new>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"\s+(?:thing|diet|way\s+of\s+eating|eating\s+plan)\b",
    re.IGNORECASE,
)
"""A diet a doctor told the user to follow: "my cardiologist told me to do the
mediterranean thing"."""
_KIND_OF_PUT = {"plan": "diet", "regimen": "diet", "squad": "team", "branch": "office"}
_PLACE_KINDS = frozenset("office branch site clinic store warehouse".split())
_TRANSFERRED = re.compile(
    r"\b(?:i|we)\s+(?:got|was|were|have\s+been|'ve\s+been)\s+(?:moved|transferred|reassigned"
    r"|assigned)\s+(?:over\s+)?(?:to|into)\s+(?P<new>(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+){0,2}?)"
    r"\s+(?P<kind>team|squad|office|branch|department|site|project|clinic|store|warehouse)\b",
    re.IGNORECASE,
)
_WHEN = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday tomorrow tonight today next"
    " january february march april may june july august september october november december"
    " morning afternoon evening noon weekend".split()
)
"""What a meeting or a deadline is moved to: a time, not a new tool."""
_AT_NOW = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|so|also|btw|fyi|ok|actually|well)\s+)(?:(?:these\s+days|nowadays"
    r"|now)\s*,?\s+)?(?P<lead>i'?m|i\s+am)\s+(?:now\s+)?(?:at|with)\s+(?P<new>(?-i:[A-Z])[\w.&'-]*"
    r"(?:\s+(?-i:[A-Z])[\w.&'-]*)?)(?P<tail>\s+now|\s+these\s+days|\s+nowadays)?\b",
    re.IGNORECASE,
)
_NOW_I = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|so)\s+)now\s+(?:i|we)\s+(?P<verb>teach|work|live)\s+"
    r"(?P<rest>(?:at|for|in)\s+[^,.;!?]{2,60})",
    re.IGNORECASE,
)
"""A new workplace or home said after what changed: "they transferred me, now I teach at ..."."""
_NOW_SUBJECT = {
    "teach": ("employer", ("at", "in")),
    "work": ("employer", ("at", "for")),
    "live": ("city", ("in",)),
}
"""The subject a new workplace or home sets, and the words that introduce it ("live at my
parents' place for a bit" is a stay, not a home)."""
_JOINED = re.compile(
    r"^\W*(?:i(?:'ve|\s+have)?\s+)?(?:(?:just|recently|finally|officially)\s+)?(?:joined|started\s+(?:working\s+)?at"
    r"|started\s+a\s+new\s+(?:job|role|position)\s+at)\s+(?:the\s+)?(?P<new>(?-i:[A-Z])[\w.&'-]*"
    r"(?:\s+(?:and\s+|&\s+)?(?-i:[A-Z])[\w.&'-]*)?)\b",
    re.IGNORECASE,
)
_SETTLED = re.compile(
    r"\b(?:now\s+that|since|after)\s+(?:(?:i|we)(?:'ve|\s+have|'re|\s+are)?\s+)?"
    + _ADVERB
    + r"(?:unpacked|settled|moved|moving|relocated|relocating|landed)\s+(?:(?:in|down\s+in|into|to"
    r"|over\s+to)\s+)(?P<new>(?-i:[A-Z])[\w'-]*(?:\s+(?!I\b)(?-i:[A-Z])[\w'-]*)?)\b",
    re.IGNORECASE,
)
_PLANNED_MOVE = re.compile(r"(?:'re|\bare)\s+(?:\w+\s+)?(?:moving|relocating)\b", re.IGNORECASE)
"""A move still ahead: "since we're moving to Milan" says a plan, "since moving to Porto" a
move made."""
_LATER = re.compile(
    r"\s*(?:next|in\s+(?:the\s+)?(?:spring|summer|autumn|fall|winter|new\s+year|\d+\s+\w+|a\s+few"
    r"|a\s+couple|a\s+month|a\s+year|a\s+week)|soon|later|this\s+(?:coming|summer|spring|autumn"
    r"|fall|winter)|(?:at\s+the\s+)?end\s+of)\b",
    re.IGNORECASE,
)
"""A move said with a time still to come ("... moving to Milan next year")."""
_TRANSIENT = frozenset(
    "home work school the gym airport office station hotel hospital cafe coffee lunch dinner"
    " breakfast desk beach park party bar pub church moment".split()
)
"""Where one is for an hour, not an employer: "I'm at Heathrow now" is said with these."""
_STOP_VALUE = frozenset("it that this them those these there here one ones new".split())
_WORDS = frozenset(
    "switched moved migrated changed went transitioned jumped converted relocated ported swapped"
    " dropped ditched traded replaced exchanged abandoned gave dumped binned left quit stopped got"
    " done uninstalled joined started unpacked settled moving relocating landed now shifted"
    " transferred switching migrating cancelled canceled closed unsubscribed put puts placed"
    " reassigned assigned wants want wanted has had got putting switch move transfer port"
    " migration changeover told advised recommended suggested asked says said".split()
)
_AT_WORDS = frozenset({"i'm", "im", "am"})


_WORN = re.compile(r"^(?:old|trusty|ancient|beloved|battered|current)\s+(?=\S)")
"""What the user says of the thing they gave up, not part of its name ("my old Corsa")."""


def _value(text: str) -> str | None:
    value = _WORN.sub("", text.strip(" '\"-"))
    if not value or set(value.lower().split()) & _STOP_VALUE:
        return None
    return value


_TRADED = ("traded", "swapped", "exchanged", "switched")


def _one_thing(value: str) -> bool:
    """A value of one word that is no time or errand ("pilates", not "the meeting", "lunch")."""
    word = value.lower()
    return " " not in word and word not in _WHEN and word not in _ERRANDS


_ERRANDS = frozenset(
    "lunch dinner breakfast brunch coffee tea drinks meeting call shift shifts slot turn seat"
    " day days night nights week weekend morning afternoon evening ticket tickets one ones".split()
)
"""What is traded for the day, not given up ("switched shifts for a day off")."""


def _named(value: str) -> bool:
    """A value that names a product, place or version ("Firefox", "iPhone", "k8s", "3.12")."""
    return any(c.isupper() or c.isdigit() for c in value) or subject_of(value) is not None


def switch_in(sentence: str) -> Switch | None:
    """The change `sentence` states in the first person, or None (see the module docstring)."""
    words = contracted_words(sentence)
    if not words & _WORDS and not (words & _AT_WORDS and ("at" in words or "with" in words)):
        return None
    for pattern in (_FROM_TO, _FOR, _THEN_ON):
        m = pattern.search(sentence)
        if m is None:
            continue
        old, new = _value(m.group("old")), _value(m.group("new"))
        if old is None or new is None or old.lower() == new.lower():
            continue
        verb = m.group("verb").lower()
        if pattern is _FOR and not (
            (_named(old) and _named(new))
            or (
                verb.startswith(_TRADED)
                and (_named(old) or _named(new) or (_one_thing(old) and _one_thing(new)))
                and " with " not in sentence[m.end("old") : m.start("new")]
            )
        ):
            # "dropped the meeting for lunch": not one tool or place for another; a thing
            # traded is given for another, so one name says it ("traded the golf for a Model 3";
            # not "traded shifts with Sam for friday")
            continue
        subject = subject_of(old) or subject_of(new)
        if subject is None and verb in ("moved", "relocated") and new[:1].isupper():
            subject = "city"
        return Switch(text=f"I switched from {old} to {new}", new=new, old=old, subject=subject)
    found = _moved_onto(sentence) or _kind_switch(sentence) or _put_me(sentence)
    if found is not None:
        return found
    m = _WENT_THROUGH.search(sentence)
    if m is not None and _OTHERS_SWITCH.search(sentence, 0, m.end()) is None:
        new = _value(m.group("new"))
        if new is not None:
            return Switch(text=f"I switched to {new}", new=new, old=None, subject=subject_of(new))
    m = _NOW_I.search(sentence)
    if m is not None:
        verb, rest = m.group("verb").lower(), m.group("rest").strip()
        preposition, new = rest.split(None, 1)
        subject, prepositions = _NOW_SUBJECT[verb]
        if preposition.lower() in prepositions:
            return Switch(text=f"I {verb} {rest} now", new=new, old=None, subject=subject)
    m = _JOINED.search(sentence)
    if m is not None:
        return Switch(
            text=f"I joined {m.group('new')}", new=m.group("new"), old=None, subject="employer"
        )
    m = _SETTLED.search(sentence)
    if m is not None and not _move_ahead(m, sentence):
        new = m.group("new")
        tool = subject_of(new)
        if tool in PRODUCTS:
            # "since we moved to GCP our bills are lower": a tool moved onto, not a town
            return Switch(text=f"I use {new} now", new=new, old=None, subject=tool)
        return Switch(text=f"I live in {new} now", new=new, old=None, subject="city")
    m = _AT_NOW.search(sentence)
    if m is not None and (
        m.group("tail")
        or re.search(r"these\s+days|nowadays|\bnow\b", sentence[: m.start("lead")], re.I)
    ):
        new = m.group("new")
        if new.lower() not in _TRANSIENT and subject_of(new) is None:
            return Switch(text=f"I work at {new} now", new=new, old=None, subject="employer")
    return None


def _move_ahead(m: re.Match[str], sentence: str) -> bool:
    """Whether the move `m` found in `sentence` is still to come, so no new home yet.

    "since we're moving to Milan" says a plan; "since relocating to Oslo next month" one
    with its time ahead; "since moving to Porto" and "now that we've moved to York in the
    spring" are moves made.
    """
    said = m.group(0)
    if _PLANNED_MOVE.search(said):
        return True
    low = said.lower()
    return ("moving" in low or "relocating" in low) and _LATER.match(sentence, m.end()) is not None


def _new_value(text: str) -> str | None:
    """A new tool or provider as written, or None for a time or an everyday thing."""
    value = _value(text)
    if value is None or not _named(value) or value.split()[0].lower() in _WHEN:
        return None
    if value[:1].isdigit():
        return None  # "moved the meeting to 3pm"
    return value


_WHOLE = re.compile(
    r"(?:^(?:everything|it\s+all|all)|s|\b(?:infra|stack|codebase|backend|frontend|ci|app|site"
    r"|website|blog|money|savings|email|mail|domain|hosting|database|db|data|business|pipeline"
    r"|salary|monorepo|repo|cluster|build|server))$",
    re.IGNORECASE,
)
"""What a move of the user's setup names: "moved the file to Dropbox" is one errand."""


def _moved_onto(sentence: str) -> Switch | None:
    """Things moved onto a new value whose old one is not named (see `_MOVED_ONTO`)."""
    m = _MOVED_ONTO.search(sentence)
    if m is not None and (
        m.group("verb").lower() in ("switched", "migrated", "ported")
        or _WHOLE.search(m.group("what"))
        # "moved plex onto a little nuc": a thing named bare, set up on a new host
        or (" " not in m.group("what") and m.group("what").lower() not in _ERRANDS)
    ):
        new = _new_value(m.group("new"))
        if new is not None:
            what = m.group("what")
            subject = subject_of(new) or subject_of(what)
            return Switch(text=f"I moved {what} to {new}", new=new, old=None, subject=subject)
    m = _NOW_ON.search(sentence)
    if m is not None:
        new = _new_value(m.group("new"))
        subject = subject_of(new) if new is not None else None
        if new is not None and subject is not None:
            return Switch(text=f"I'm on {new} now", new=new, old=None, subject=subject)
    return None


def _kind_switch(sentence: str) -> Switch | None:
    """A new provider after a change of kind or a give-up ("switched banks, I'm with Monzo")."""
    kind = _KIND_SWITCH.search(sentence)
    if kind is not None:
        m = _WITH_NEW.search(sentence, kind.end())
        if m is not None and (new := _value(m.group("new"))) is not None:
            word = kind.group("kind").lower()
            subject = _KIND_SUBJECT.get(word, word.rstrip("s").replace(" ", "_"))
            noun = subject.replace("_", " ")
            return Switch(text=f"My {noun} is {new} now", new=new, old=None, subject=subject)
    gave = _GAVE_UP.search(sentence)
    if gave is not None:
        m = _HAVE_NOW.search(sentence, gave.end()) or _BARE_NOW.search(sentence, gave.end())
        if m is not None and (new := _new_value(m.group("new"))) is not None:
            return Switch(text=f"I have {new} now", new=new, old=None, subject=subject_of(new))
    return None


def _put_me(sentence: str) -> Switch | None:
    """A diet, team or office someone else moved the user to (see `_PUT_ME`)."""
    told = _TOLD_DIET.search(sentence)
    if told is not None:
        new = told.group("new")
        return Switch(text=f"I'm on the {new} diet now", new=new, old=None, subject="diet")
    m = _PUT_ME.search(sentence) or _TRANSFERRED.search(sentence)
    if m is None:
        return None
    kind = (
        m.group("kind").lower().removesuffix("s")
        if m.group("kind").lower() == "shifts"
        else m.group("kind").lower()
    )
    new = m.group("new")
    if kind in ("plan", "program", "programme") and not re.search(
        r"diet|meal|eating", sentence, re.I
    ):
        return None  # "put me on the Pro plan": a product, said elsewhere
    subject = _KIND_OF_PUT.get(kind, kind)
    verb = "work at" if kind in _PLACE_KINDS else "'m on"
    text = f"I {verb} {new} {kind} now".replace("I 'm", "I'm")
    return Switch(text=text, new=f"{new} {kind}", old=None, subject=subject)
