"""Facts of a user's life said in passing: health, children, the instrument or sport they play.

The lexicons here are shared by the fact patterns (`facts.py`: "I tore my ACL", "I'm on
blood thinners", "I play cello in a community orchestra") and by `life_subject`, which
names the part of life a fact tells of, so "Does the user have any injuries?" finds the
knee surgery by its subject words (`store/terms.py`) as well as by its own.
"""

from __future__ import annotations

import re

__all__ = [
    "ACTIVITY",
    "BODY",
    "CONDITION",
    "INSTRUMENT",
    "MEDICINE",
    "SPORT",
    "as_household",
    "household",
    "life_subject",
]

_I = re.IGNORECASE

BODY = (
    r"(?:(?:left|right|lower|upper|both)\s+)?(?:knees?|acl|mcl|meniscus|ankles?|wrists?|back|spine"
    r"|shoulders?|hips?|hamstrings?|achilles|elbows?|neck|foot|feet|toes?|fingers?|hands?|thumb"
    r"|collarbone|ribs?|ligaments?|tendons?|calf|calves|groin|rotator\s+cuff|disc|legs?|arms?|jaw"
    r"|pelvis|heel|shins?|quads?|knuckles?|eye|ears?)\b"
)
"""Parts of the body an injury or an operation names ("tore my ACL", "a bad back")."""
CONDITION = (
    r"(?:tinnitus|(?:osteo|rheumatoid\s+)?arthritis|asthma|(?:type\s+[12]\s+)?diabetes|epilepsy|migraines?|fibromyalgia"
    r"|ibs|crohn'?s|colitis|eczema|psoriasis|adhd|ptsd|ocd|pcos|endometriosis|hypertension"
    r"|high\s+(?:blood\s+pressure|cholesterol)|sleep\s+apnoea|sleep\s+apnea|long\s+covid|insomnia"
    r"|vertigo|plantar\s+fasciitis|scoliosis|sciatica|tendin?itis|tendonitis|shin\s+splints"
    r"|osteoporosis|lupus|multiple\s+sclerosis|hypothyroidism|hyperthyroidism|heart\s+disease"
    r"|copd|gout|an(?:a)?emia|chronic\s+(?:pain|fatigue)|hearing\s+loss|glaucoma|cataracts"
    r"|(?:a|an)\s+(?:heart\s+condition|pacemaker|stutter|ulcer|hernia|(?:herniated|slipped|bulging)"
    r"\s+disc)|(?:a\s+|an\s+)?(?:bad|dodgy|weak|bum|gammy|injured|torn|broken|sore|stiff|chronic"
    r"|damaged|arthritic|fractured|sprained|twisted|pulled|busted|wonky)\s+" + BODY + r")"
)
"""Conditions said with "I have", "I've got", "I suffer from", "I was diagnosed with"."""
MEDICINE = (
    r"(?:blood\s+thinners|insulin|warfarin|statins|beta[- ]blockers|antidepressants|ssris?"
    r"|chemo(?:therapy)?|dialysis|steroids|metformin|immunosuppressants|thyroid\s+meds"
    r"|adhd\s+meds|hrt|inhalers?|an\s+inhaler|anticoagulants|medication\s+for)\b"
)
"""Medicines a user is "on" or takes for good."""
INSTRUMENT = (
    r"(?:cello|violin|viola|double\s+bass|bass(?:\s+guitar)?|guitar|piano|keys|keyboards?|drums"
    r"|organ|flute|clarinet|oboe|bassoon|saxophone|sax|trumpet|trombone|tuba|french\s+horn|horn"
    r"|harp|ukulele|banjo|mandolin|accordion|harmonica|recorder|percussion|timpani)\b"
)
"""Instruments said with "I play" ("I play the viola", "i play bass in a band")."""
SPORT = (
    r"(?:football|soccer|rugby|cricket|tennis|squash|badminton|table\s+tennis|padel|golf|hockey"
    r"|basketball|baseball|softball|volleyball|netball|handball|water\s+polo|lacrosse"
    r"|ultimate(?:\s+frisbee)?|chess|bridge|poker|darts|snooker|pool)\b"
)
"""Games and sports said with "I play" or "I coach"."""
ACTIVITY = (
    r"(?:bouldering|climbing|yoga|pilates|crossfit|karate|judo|jiu[- ]jitsu|bjj|taekwondo|kung\s+fu"
    r"|boxing|kickboxing|muay\s+thai|fencing|rowing|kayaking|swimming|cycling|running|triathlons?"
    r"|marathons?|ultras|parkrun|hiking|ballet|salsa|tango|pottery|woodworking|knitting|crochet"
    r"|birdwatching|photography|gardening|beekeeping|calligraphy|improv|amateur\s+dramatics"
    r"|martial\s+arts|weightlifting|powerlifting|archery|sailing|surfing|skiing|snowboarding)\b"
)
"""Pastimes said with "I do", "I go", "I practise" or "I've been doing ... for years"."""

_HEALTH = re.compile(
    rf"\b(?:{CONDITION}|on\s+{MEDICINE}|takes?\s+{MEDICINE}|surgery\b"
    rf"|had\s+(?:an?\s+)?(?:[\w-]+\s+)?operation|{BODY}\s+(?:reconstruction|replacement)"
    rf"|(?:tore|torn|broke|broken|sprained|fractured|dislocated|injured|ruptured)\s+(?:my\s+|a\s+)?"
    rf"{BODY}|recovering\s+from|diagnosed|diabetic|asthmatic|epileptic)",
    # lower-cased text: `re` runs it far faster without IGNORECASE
)
"""What makes a fact a health fact; medicines only taken ("lithium batteries" is no dose)."""
_PLAYS = re.compile(
    rf"\bplay(?:s|ing)?\s+(?:the\s+)?{INSTRUMENT}|\b(?:cello|violin|viola|piano|guitar|flute"
    r"|clarinet|oboe|bassoon|saxophone|trumpet|trombone|tuba|harp|ukulele|banjo|mandolin|accordion"
    r"|harmonica|orchestra|choir)\b",
    # lower-cased text: `re` runs it far faster without IGNORECASE
)
"""An instrument played; "keys", "organ", "recorder" alone are other things."""
_SPORTS = re.compile(
    rf"\b(?:play(?:s|ing)?|coach(?:es|ing)?)\s+(?:\w+\s+){{0,2}}?{SPORT}|\b(?:bouldering|climbing"
    r"|yoga|pilates|crossfit|karate|judo|jiu[- ]jitsu|bjj|taekwondo|kickboxing|muay\s+thai|fencing"
    r"|rowing|kayaking|triathlons?|marathons?|parkrun|ballet|salsa|tango|weightlifting|powerlifting"
    r"|archery|surfing|skiing|snowboarding|football|soccer|rugby|cricket|tennis|squash|badminton"
    r"|padel|golf|hockey|basketball|baseball|volleyball|netball|lacrosse)\b",
    # lower-cased text: `re` runs it far faster without IGNORECASE
)
"""A sport or pastime; "running" and "pool" alone are too often other things."""
_FAMILY = re.compile(
    r"\b(?:kids?|children|child|sons?|daughters?|twins|toddlers?|bab(?:y|ies)|newborn|teens"
    r"|teenagers?|girls|boys|\w+[- ](?:year|month|week)[- ]olds?"
    # "our eldest is doing her foundation year": a child named by birth order
    r"|our\s+(?:eldest|oldest|youngest|middle\s+one)(?=\s+(?:is|was|has|starts|started|just|turned"
    r"|goes|will|does|did|got)\b|'s|\s*[,.]|$)"
    # "we had a little boy", "we bought a house in portobello": a family grows, a home is bought
    r"|little\s+(?:boy|girl|one)|(?:bought|buying|sold|selling|renting|rented)\s+(?:a|our|the)\s+"
    r"(?:new\s+)?(?:house|flat|home|apartment|bungalow|cottage|semi|terrace)"
    r"|kittens?|pupp(?:y|ies)|cats?|dogs?|rabbits?|bunn(?:y|ies)|hamsters?|guinea\s+pigs?|hens"
    r"|chickens|budgies?|tortoises?|(?:our|the)\s+pets?"
    # "we're a vegan household", "our semi in derby", "we're on gloucester road": a home
    r"|household|family(?!\s+(?:business|firm|company|shop|farm|run))|couple"
    r"|(?:our|the)\s+(?:rent|bills|council\s+tax|energy\s+bills?|semi|terrace|bungalow|cottage"
    r"|flat|house|garden|neighbou?rs?)"
    r"|our\s+(?:street|road)|we'?re\s+on\s+(?!(?:the|a)\b)[\w'-]+\s+(?:road|street|lane|avenue|close|drive|crescent)"
    # "we're driving to my in-laws", "our wedding's in june": a couple speaks
    r"|in-?laws|(?:mother|father|parents|sister|brother)s?-in-law"
    # "we're moving to bristol for my partner's job": the user and the one they live with
    r"|my\s+(?:wife|husband|girlfriend|boyfriend|fianc\w*|spouse|other\s+half"
    r"|partner(?!s?\s+(?:at|in)\s+the\s+(?:firm|practice|business)))'s\b"
    # "we moved mum into a care home": the household looks after its own
    r"|(?:moved|took|put|settled)\s+(?:mum|mom|dad|nan|gran|grandma|grandpa)"
    r"|our\s+(?:wedding|honeymoon|anniversary)"
    # "we're getting a divorce", "we're looking at flats in hove": a couple parts, a home is sought
    r"|getting\s+(?:a\s+divorce|divorced|married|engaged|separated)"
    r"|looking\s+(?:at|for)\s+(?:a\s+)?(?:new\s+|bigger\s+|smaller\s+)?(?:flats?|houses?|homes?"
    r"|apartments?)\b"
    r"|got\s+(?:married|engaged|hitched|divorced)|(?:are|'re)\s+(?:married|engaged|expecting)"
    r"|(?:new|our)\s+(?:flat|house|home|apartment|mortgage|landlord)|keys\s+to\s+(?:the|our)\b"
    # "we shop at tesco", "we do the big shop on fridays": the household's food shop
    r"|(?:shop|shops|shopping)\s+at|(?:big|weekly|food)\s+shop|groceries"
    # "we caved on the curfew", "we do bedtime at 7": a household's rules for its children
    # "our oil boiler keeps cutting out", "our deck's gone grey": the household's home
    r"|(?:our|the)\s+(?:[\w-]+\s+)?(?:boiler|heating|radiators|loft|roof|bathroom|driveway"
    r"|conservatory|patio|decking|deck|shed|fence|lawn|family\s+car|wifi|broadband|kitchen|garage"
    r"|attic|spare\s+room|living\s+room|front\s+room|downstairs|upstairs|extension)"
    r"|curfew|bedtimes?|school\s+runs?|nursery|childminder|babysitter|nanny|pocket\s+money"
    r"|homework|playdates?|packed\s+lunch(?:es)?|potty|nap\s*time|screen\s+time|custody)\b",
    _I,
)
_WE_FORMS = {"we": "I", "we've": "I've", "we're": "I'm", "our": "my", "ours": "mine"}
_WE_WORD = re.compile(r"\b(?:we've|we're|we|our|ours)\b", _I)


def life_subject(text: str) -> str | None:
    """The part of the user's life a fact tells of: health, the instrument or sport they play."""
    lowered = text.lower()
    if _HEALTH.search(lowered):
        return "health"
    if _PLAYS.search(lowered):
        return "instrument"
    if _SPORTS.search(lowered):
        return "sport"
    return None


def household(text: str, *, home: bool = False) -> str:
    """A family fact said with "we"/"our" speaks for the user's household, not their team.

    "we've got two kids, Ana and Tom" is read as "I've got two kids, ...", so it reads "The
    user has ..." rather than "The user's team has ...". So does a home (`home`, found by
    `places.py`): "we moved to Porto last month" is where the user lives now.
    """
    if home:
        return _WE_WORD.sub(lambda m: _WE_FORMS[m.group(0).lower()], text)
    if not _WE_WORD.match(text) or _FAMILY.search(text) is None:
        return text
    return as_household(text)


def household_reply(reply: str) -> bool:
    """Whether a reply speaks for the user's household throughout, not for a team.

    "update on the curfew saga, we caved a bit. zara's 16 now so we said 11": the family
    word is in one sentence and "we" in others; a reply that also names work ("the team",
    "my manager", "the office") may mean either, and is left to each clause.
    """
    return _FAMILY.search(reply) is not None and _AT_WORK.search(reply) is None


_AT_WORK = re.compile(
    r"\b(?:team|teams|office|company|colleagues?|co-?workers?|manager|boss|clients?|customers?"
    r"|sprint|deploy\w*|standups?|shifts?|ward|patients?|students?|pupils?|class(?:room)?|staff"
    r"|business|shop|salon|studio|practice|firm|band|guild|club|squad|league|project|repo|code"
    r"|work|job|startup)\b",
    _I,
)
"""Words of work or of a group the user belongs to: their "we" may be that group's."""


def as_household(text: str) -> str:
    """`text` with "we"/"our" said as "I"/"my": the caller knows it speaks for a household."""
    return _WE_WORD.sub(lambda m: _WE_FORMS[m.group(0).lower()], text)
