"""What a word of a forget request names beyond itself: "my salary" is "currently on 82k".

A user asks to forget an attribute by its name ("salary", "address", "the health stuff"),
while the memory holds its value ("The user is on 82k.", "lives at 12 Elm Street", "is
dealing with depression"). `names_topic(content, word)` says whether `content` holds a
value of the attribute `word` names: money amounts for pay, a street or house number for an
address, a condition or treatment for health, an age or birthday for age; and, through
`subjects.py`, the attribute a memory sets (a job for "work", a home city for "city").
A word that names no attribute names nothing here (the request's own words still match).
"""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline import money
from imprint.pipeline.screened import Screened, screened
from imprint.pipeline.subjects import subject_of

__all__ = [
    "DRUG",
    "THEIR_VERB",
    "clause_topics",
    "is_topic",
    "names_topic",
    "private_apart",
    "private_kinds",
]

_UNIT = money.one_of(
    ("k", "grand", "thousand", *(name + "?" for name in money.NAMES if name.endswith("s")))
)
"""What a pay figure may end with: thousands or a currency ("82k", "40 grand", "3000 euro")."""
_MONEY = screened(
    r"\b(?:on|earn\w*|makes?|making|made|paid|pays?|salary|income|wage|gross|net|take\s+home"
    r"|comp)\s+(?:is\s+|of\s+|about\s+|around\s+|roughly\s+|just\s+|only\s+)*"
    rf"{money.signed(money.SIGN_OR_YEN + '?')}\s?{_UNIT}?"
    r"(?![\w-])(?!\s*(?:km|miles?|steps|run|race|marathon|users|followers|words|lines)\b)"
    rf"|{money.signed(money.SIGN_OR_YEN)}{money.K}?\b"
    rf"|\b{money.FIGURE}\s?{_UNIT}\s+(?:a|per|/)\s*(?:year|yr|month|hour|hr)\b"
    rf"|\b(?:base|offer\w*|equity|package|counter\w*)\b[^.]{{0,40}}?{money.FIGURE}{money.K}\b"
    rf"|\b{money.FIGURE}{money.K}\s*(?:\+\s*equity|base|salary|a\s+year|/\s*y(?:ea)?r|per\s+year"
    r"|tc|ote)\b"
    # "my parents are putting in 10k", "her dad chipped in 500": money given toward something
    r"|\b(?:put(?:ting|s)?|chip(?:ping|ped|s)?|pitch(?:ing|ed|es)?|contribut\w*|lend(?:ing|s)?|lent"
    r"|loan(?:ing|ed|s)?|gift(?:ing|ed|s)?|giving|gave|gives?|cover(?:ing|ed|s)?)\s+(?:in\s+|us\s+"
    r"|me\s+|them\s+|towards?\s+(?:it\s+)?)?(?:about\s+|around\s+|roughly\s+)?"
    rf"{money.SIGN_OR_YEN}?{money.FIGURE}\s?{_UNIT}(?![\w-])"
    r"|\b(?:salary|salaries|income|wages?|paycheck|pay\s+rise|raise|earnings|bonus|hourly\s+rate"
    r"|day\s+rate|debt|savings|mortgage|net\s+worth)\b",
    re.IGNORECASE,
)
_ADDRESS = re.compile(
    r"\b\d+[a-z]?\s+(?:[A-Za-z][\w.'-]*\s+){1,3}(?:street|st|avenue|ave|road|rd|lane|ln|boulevard"
    r"|blvd|drive|dr|court|ct|place|pl|way|terrace|close|crescent|square|sq)\b"
    r"|\b(?:lives?|living|stay(?:s|ing)?)\s+(?:at|on)\s+(?:\d|[A-Z]\w+\s+(?:street|road|avenue"
    r"|lane))|\b(?:address|postcode|post\s+code|zip\s+code|apartment\s+\d|apt\.?\s*\d|flat\s+\d)\b",
    re.IGNORECASE,
)
_DRUGS = (
    # the other languages' spellings ("sertralina", "Sertralin") and words for medicines
    r"(?:sertralin[ae]?|fluoxetin[ae]?|paroxetin[ae]?|venlafaxin[ae]?|mirtazapin[ae]?"
    r"|quetiapin[ae]?|metformin[ae]?|medicaci\u00f3n|medicacion|medicamentos?|medica\u00e7\u00e3o"
    r"|m\u00e9dicaments?|farmac[oi]|medikament\w*|pastillas|tabletten|comprimidos?"
    r"|antidepresivos?|antidepressivi|antidepressiva|antidepresseurs?"
    r"|sertraline|fluoxetine|citalopram|escitalopram|paroxetine|venlafaxine|bupropion"
    r"|mirtazapine|lexapro|zoloft|prozac|wellbutrin|effexor|lithium|lamotrigine|quetiapine"
    r"|seroquel|abilify|aripiprazole|ritalin|adderall|concerta|vyvanse|methylphenidate"
    r"|elvanse|strattera|xanax|valium|diazepam|lorazepam|ativan|klonopin|clonazepam"
    r"|ozempic|wegovy|mounjaro|semaglutide|tirzepatide|metformin|insulin|warfarin|eliquis"
    r"|apixaban|xarelto|statins?|atorvastatin|lipitor|levothyroxine|synthroid|prednisone"
    r"|methotrexate|humira|accutane|isotretinoin|propranolol|beta[\s-]?blockers?|inhalers?"
    r"|epipen|naltrexone|suboxone|methadone|birth\s+control|hrt|testosterone|estrogen)"
)
"""Medicines people name when they tell an assistant what they take: a word of a
medication request ("the meds thing") names a memory holding one of them."""
DRUG = re.compile(r"\b" + _DRUGS + r"\b", re.IGNORECASE)
"""A medicine named in a text: what "I've been on it since" may point back at."""
_HEALTH = screened(
    r"\b(?:depress\w*|anxiety|anxious|adhd|autis\w*|bipolar|ptsd|ocd|eating\s+disorder|anorexi\w*"
    r"|bulimi\w*|insomnia|burn-?out|panic\s+attacks?|therap(?:y|ist)|psychiatr\w*|counsell?(?:or|ing)"
    r"|medication|meds|antidepressants?|ssris?|diagnos\w*|diabet\w*|asthma|cancer|chemo\w*"
    r"|epilep\w*|migraines?|arthritis|crohn'?s|celiac|coeliac|ibs|hiv|hypertension|blood\s+pressure"
    r"|pregnan\w*|miscarriage|surgery|chronic|illness|disorder|disabilit\w*|disabled|injur\w*"
    r"|long\s+covid|mental\s+health|health|allerg\w*|intoleran\w*|symptoms?|recovery|rehab"
    r"|sober|sobriety|addiction|meds?|medicines?|pills?|prescri\w*|dosage|doses?"
    r"|\d+(?:\.\d+)?\s?(?:mg|mcg)|(?-i:hospital\w*)|flare-?ups?|sick\s+leave|physio\w*|psych\w*"
    r"|meniscus|(?:doctor|gp|psychiatrist|therapist)\s+(?:started|put|prescribed|says|said|told)"
    r"|cardi(?:ac|olog\w*)|arrhythmi\w*|heart\s+(?:condition|problem|issue|thing|attack|surgery"
    r"|murmur|failure)|(?:onco|neuro|dermato|rheumato|endocrino|gastroentero|uro|gyn(?:a|e)co|haemato"
    r"|hemato|nephro|pulmono)log(?:y|ist|ists)|ob-?gyn|obstetric\w*|biopsy|bloodwork|blood\s+tests?"
    r"|mri|ct\s+scan"
    # conditions told by their name: "I have endometriosis", "my thyroid's underactive"
    r"|endometriosis|pcos|fibroids|menopaus\w*|perimenopaus\w*|(?:hypo|hyper)?thyroid\w*|lupus"
    r"|multiple\s+sclerosis|fibromyalgia|chronic\s+fatigue|tinnitus|eczema|psoriasis|gout"
    r"|sciatica|hernia|ulcers?|gallstones|kidney\s+stones|stroke|tumou?rs?|lymphoma|leuka?emia"
    r"|hepatitis|glaucoma|cataracts?|osteoporosis|scoliosis|concussion|sleep\s+apno?ea|ivf"
    r"|(?:in)?fertility|dementia|alzheimer'?s|parkinson'?s|pacemaker"
    rf"|{_DRUGS})\b",
    re.IGNORECASE,
)
_LEGAL = re.compile(
    r"\b(?:custody|(?:in|to|at|before|the)\s+court|court\s*(?:case|date|hearing|order|room|house)s?"
    r"|lawsuits?|su(?:ed|ing)\b|tribunal|lawyers?|solicitors?|attorneys?"
    r"|legal\s+(?:matter|issue|trouble|case|battle|fight|action|proceedings|stuff|thing|advice|aid"
    r"|dispute|problem|situation)s?|litigation|visa|immigration|asylum|deportation|dui|dwi|arrest\w*"
    r"|probation|parole|convict\w*|criminal\s+record|restraining\s+order|settlement"
    r"|small\s+claims|deposit\s+dispute|dispute|eviction|bankrupt\w*)\b",
    re.IGNORECASE,
)
"""A legal matter: a court case, a dispute, a visa, an arrest."""
_EVENT = re.compile(
    r"\b(?:part(?:y|ies)|birthday|\d+(?:st|nd|rd|th)\b|surprise|wedding|anniversary|celebration"
    r"|baby\s+shower|bridal\s+shower|hen\s+do|stag\s+do|bachelor(?:ette)?|reunion|bbq|barbecue"
    r"|housewarming|proposal|engagement|gala|fundraiser|rsvps?|invitations?|invites?"
    r"|guest\s+list|(?:back|function|private|party)\s+room|for\s+\d{2,3}\s+(?:people|guests|ppl))\b",
    re.IGNORECASE,
)
"""An occasion: what "the party stuff" names when the memory says "a surprise 40th", or
"booked the back room for 20 people"."""
_WEDDING = re.compile(
    r"\b(?:wedding|married|marry|marrying|bride|groom|fianc\w*|engaged|engagement|officiant"
    r"|honeymoon|save\s+the\s+date|best\s+man|bridesmaids?|maid\s+of\s+honou?r|vows)\b",
    re.IGNORECASE,
)
"""A wedding, as its memories say it: "getting married sept 12 at Hollowmere Barn"."""
_INHERITANCE = re.compile(
    r"\b(?:left\s+(?:me|us|them|the\s+user)\s+(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+)?"
    r"[$\u00a3\u20ac]?\d|inherit\w*|bequea\w*|in\s+(?:her|his|their)\s+will\b|herencia|heredad\w*"
    r"|erbschaft|geerbt|\u00e9ritage|h\u00e9rit\w*|heran\u00e7a|eredit\u00e0)",
    re.IGNORECASE,
)
"""Money or things left to the user: "my gran passed and left me about 40k"."""
_PAY_SAID = re.compile(
    r"\b(?:ganho|recebo|gano|cobro|verdien\w*|gagne|guadagno|sal[a\u00e1]rio|sueldo|gehalt|salaire"
    r"|stipendio)\b[^.;!?]{0,30}?\d"
    r"|\d[\d.,]*\s?(?:k|mil|[$\u00a3\u20ac]|euros?|reais)?\s+(?:netos|netas|brutos|l\u00edquido|liquido"
    r"|bruto|netto|brutto|net|brut)\b",
    re.IGNORECASE,
)
"""What the user earns, said in another language: "ganho 8.500 l\u00edquido por m\u00eas"."""
_AGE = re.compile(
    r"\b\d{1,3}\s*(?:years?\s+old|yo|y/o|yrs?\s+old)\b|\bborn\s+(?:in|on)\b|\bbirthday\b"
    r"|\b(?:i'?m|am|is|turn(?:ed|s|ing)?)\s+\d{2}\b(?!\s*(?:k|%|min|minutes|hours|km|miles|kg|lbs))",
    re.IGNORECASE,
)
_SCHOOL = re.compile(
    r"\b(?:[A-Z][\w'.-]+\s+){1,3}(?:(?i:primary|elementary)|Middle|High|Secondary|Academy|School"
    r"|College|University|Grammar|Montessori|Kindergarten|Nursery|Prep|Gymnasium|Lyc\u00e9e"
    r"|Coll\u00e8ge|Escuela|Colegio|Instituto|Liceo|Scuola|Grundschule|Schule)\b(?:\s+School)?"
)
_JOB_SEARCH = re.compile(
    r"\b(?:interview\w*|job[\s-]+(?:hunt\w*|search\w*|offers?|applications?)|applying|applied"
    r"\s+(?:for|to)|recruiters?|head-?hunt\w*|(?:other|new|another)\s+(?:jobs?|roles?|positions?)"
    r"|(?:an|the)\s+offer\s+from|hand(?:ing|ed)?\s+in\s+(?:my|their)\s+notice)\b",
    re.IGNORECASE,
)
"""The user looking for another job: interviews, applications, offers, recruiters."""
_PETS = re.compile(
    r"\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|hamsters?|rabbits?|bunn(?:y|ies)|guinea\s+pigs?"
    r"|parrots?|budgies?|tortoises?|turtles?|horses?|pon(?:y|ies)|ferrets?|lizards?|geckos?"
    r"|snakes?|goldfish|axolotls?|chickens?|beagle|labrador|spaniel|terrier|collie|poodle)\b",
    re.IGNORECASE,
)
_FAMILY = re.compile(
    r"\b(?:the\s+user's|user's|their|my|our)\s+(?:(?:little|younger|older|big|eldest|youngest"
    r"|oldest|baby|twin|late|step)[\s-]*)?(?:husband|wife|partner|spouse|fianc\u00e9e?|fiancee?"
    r"|daughters?|sons?|kids?|children|child|baby|twins|toddler|mum|mom|mother|dad|father|parents"
    r"|sisters?|brothers?|siblings?|grand(?:ma|pa|mother|father|parents|son|daughter|kids"
    r"|children)s?|in-laws|(?:mother|father|sister|brother)-in-law|aunt|uncle|cousins?|nephews?"
    r"|nieces?|family|household)\b|\b(?:the\s+user\s+is\s+)?(?:married|divorced|widowed)\b",
    re.IGNORECASE,
)
"""The user's family: a spouse, a child, a parent, a sibling ("The user's husband Raj ...")."""
_CALLED = re.compile(r"\b(?:called|named)\s+(?-i:[A-Z])|\bname\s+is\b", re.IGNORECASE)
"""The name a memory gives a thing or a person ("a bakery called Crumb", "name is Tom")."""
_WHEREABOUTS = re.compile(
    r"\b(?:lives?|lived|living|based|located|staying|stays|settled|relocat(?:ed|ing)|moved"
    r"|spending\s+(?:the\s+|this\s+)?(?:winter|summer|autumn|fall|spring|year|months?|weeks?)"
    r"|(?:flat|apartment|house|home|place)(?:\s+\w+)?)\s+(?:back\s+)?(?:in|near|to|outside(?:\s+of)?)"
    r"\s+(?!(?:the\s+)?(?:office|cloud|team|company|job|role|same|new|it|this|that|a|an)\b)"
    r"(?:the\s+)?[^\W\d_]",
    re.IGNORECASE,
)
"""Where the user is: a place after living, staying or a home ("spending the winter in
tromso", "two NUCs in my flat in Ghent"), what "my location" and "the city" name."""
_WEIGHT = re.compile(
    r"\b\d{2,3}(?:[.,]\d)?\s?(?:kg|kgs|kilos?|lbs?|pounds|st(?:one)?)\b(?!\s+(?:bags?|sacks?"
    r"|of\s+(?:flour|feed|sugar|rice|potatoes)))|\b(?:weigh|weighs|weighed|weighing|bmi|body\s+weight)\b",
    re.IGNORECASE,
)
"""What the user weighs ("91.4 kg right now", "I weigh 14 stone"): what "my weight" names."""
_MORNING = re.compile(
    r"\bmornings?\b|\b(?:[1-9]|1[01])(?:[:.]\d{2})?\s?(?:am|a\.m\.)\b|\bbefore\s+work\b|\bsunrise\b"
    r"|\bdawn\b",
    re.IGNORECASE,
)
"""A morning ("5:30am before work"): what "the morning thing" names."""
_EVENING = re.compile(
    r"\bevenings?\b|\bnights?\b|\b(?:[5-9]|1[01])(?:[:.]\d{2})?\s?(?:pm|p\.m\.)\b|\bafter\s+work\b",
    re.IGNORECASE,
)
"""An evening ("7pm after work"): what "the evening stuff" names."""
_HEART = re.compile(
    r"\bcardi\w*|\barrhythmi\w*|\bheart\s+\w+|\bpalpitation\w*|\ba-?fib\b|\batrial\b|\bpacemaker"
    r"|\bstents?\b|\bangina\b|\bbypass\b|\bbeta[\s-]?blockers?\b|\bblood\s+pressure\b"
    r"|\bhypertension\b",
    re.IGNORECASE,
)
"""The heart and its care: what "the heart stuff" names (not every health memory)."""
_PHONE = re.compile(r"(?<![\w.])\+?\(?\d[\d ().-]{7,}\d(?!\w)(?!\.\d)")
"""A phone number: eight or more digits, spaced or grouped ("07700 900461", "+1 (555) 010")."""
_DEBT = re.compile(
    r"\b(?:debts?|owe[sd]?|owing|overdraft|loans?|credit\s+cards?|arrears|in\s+the\s+red"
    r"|borrow\w*|payday|barclaycard|amex|american\s+express|mastercard|visa\s+card"
    # "6k on a barclaycard at 24.9%", "only paying the minimum": a card's balance
    r"|\w*card\s+at\s+\d+(?:\.\d+)?\s?%|(?:paying|pay)\s+(?:off\s+)?the\s+minimum"
    r"|minimum\s+payments?|balance\s+transfer"
    # the same in the other languages a request may name it in ("die sache mit den schulden")
    r"|schulden|inkasso|mahnung\w*|ratenzahlung|deudas?|d\u00edvidas?|dividas?|dettes?|debiti"
    r"|debito|recobro|agencia\s+de\s+cobros)\b",
    re.IGNORECASE,
)
"""What the user owes: what "the debt stuff" names. Not every sum: an income is no debt."""
_FIGURE = re.compile(
    rf"{money.signed(money.SIGN_OR_YEN)}|\b{money.FIGURE}\s?{_UNIT}(?![\w-])"
    r"|\b\d[\d,.]*\s?(?:%|percent\b)",
    re.IGNORECASE,
)
"""A sum or a share ("60k", "$400", "12%"): what "my numbers" names beside another thing."""
_BAND = re.compile(
    r"\b(?:bands?|drummer|bassist|bass\s+player|guitarist|lead\s+guitar|singer|vocalist"
    r"|keyboardist|frontman|frontwoman|bandmates?|gigs?|setlists?|rehearsals?)\b",
    re.IGNORECASE,
)
"""A band and who plays in it: what "everything about the band" names ("my drummer is Kev")."""
_DRIVING_OFFENCE = re.compile(
    r"\b(?:speeding|speed\s+(?:camera|awareness|trap)|doing\s+\d{2,3}\s*(?:mph|km/?h)?\s+in\s+an?\s+"
    r"\d{2,3}(?:\s*zone)?|penalty\s+points|points\s+on\s+(?:my|the|their|his|her)\s+licen[cs]e"
    r"|(?:parking|speeding|traffic)\s+(?:ticket|fine|charge|offen[cs]e)s?|fixed\s+penalty"
    r"|drink[\s-]driving|drunk\s+driving|dui|dwi|driving\s+ban|banned\s+from\s+driving"
    r"|ran\s+a\s+red\s+light)\b",
    re.IGNORECASE,
)
"""A driving offence ("caught doing 38 in a 30", "3 points on my licence"): what "the speeding
thing" or "the ticket" names, in words the memory need not share."""
_MONEY_OR_DEBT = re.compile(
    rf"(?:{_MONEY.regex.pattern})|(?:{_DEBT.pattern})|\b(?:paying|paid|pay)\s+(?:\w+\s+)?back\b",
    re.IGNORECASE,
)
"""Money of any kind: pay, or a debt ("owes their mate dan about 900 quid")."""
_CRYPTO = re.compile(
    r"\b(?:crypto\w*|bitcoin|btc|eth|ether|ethereum|sol|solana|doge\w*|altcoins?|stablecoins?|usdt"
    r"|usdc|kraken|binance|coinbase|bybit|metamask|ledger\s+nano|hardware\s+wallet|nfts?"
    r"|(?:crypto|coin)\s+exchanges?)\b",
    re.IGNORECASE,
)
"""Coins and where they are traded: what "the coin and exchange stuff" or "my crypto" names."""
_SPLIT = re.compile(
    r"\b(?:divorc\w*|separat(?:ed|ion|ing)\b|break-?up|broke\s+up|splitting\s+up|split\s+up"
    r"|(?:her|his|my|their|the\s+user's)\s+ex(?:-(?:husband|wife|partner))?\b|custody"
    r"|child\s+maintenance|mediation)",
    re.IGNORECASE,
)
"""A marriage or a relationship ending: what "the divorce stuff" names when the memory says
"her ex is being a nightmare"."""
_PATTERNS: dict[str, re.Pattern[str] | Screened] = {
    **dict.fromkeys("figures".split(), _FIGURE),
    **dict.fromkeys("phone phones mobile cell cellphone".split(), _PHONE),
    **dict.fromkeys(
        "salary salaries pay income wage wages earnings compensation paycheck raise bonus savings"
        " mortgage".split(),
        _MONEY,
    ),
    **dict.fromkeys(
        "sal\u00e1rio salario sueldo gehalt salaire stipendio ganho ganhos ingresos einkommen"
        " revenu".split(),
        _PAY_SAID,
    ),
    # "that money thing with dan": what the user earns, or owes
    **dict.fromkeys("money finances finance financial".split(), _MONEY_OR_DEBT),
    **dict.fromkeys(
        "debt debts overdraft loan loans schulden deuda deudas d\u00edvida d\u00edvidas dette"
        " dettes debiti".split(),
        _DEBT,
    ),
    **dict.fromkeys("divorce divorces separation breakup break-up".split(), _SPLIT),
    **dict.fromkeys(
        "crypto cryptos cryptocurrency coin coins bitcoin exchange exchanges wallet".split(),
        _CRYPTO,
    ),
    **dict.fromkeys(("credit card", "credit cards", "card debt"), _DEBT),
    **dict.fromkeys("address street postcode zipcode".split(), _ADDRESS),
    **dict.fromkeys(
        "health medical mental illness illnesses condition conditions diagnosis med meds"
        " medication medications medicine medicines pills prescription prescriptions therapy"
        " diagnoses disability diagnosed medicaci\u00f3n medicacion medicamentos"
        " medica\u00e7\u00e3o m\u00e9dicaments medikamente farmaci".split(),
        _HEALTH,
    ),
    **dict.fromkeys("age birthday birthdate".split(), _AGE),
    **dict.fromkeys("name names".split(), _CALLED),
    **dict.fromkeys("band bands".split(), _BAND),
    **dict.fromkeys(
        "speeding ticket tickets offence offense penalty points licence license".split(),
        _DRIVING_OFFENCE,
    ),
    **dict.fromkeys("party parties celebration occasion surprise".split(), _EVENT),
    **dict.fromkeys("wedding weddings".split(), _WEDDING),
    **dict.fromkeys(
        "inheritance inheritances inherited estate bequest herencia erbschaft heran\u00e7a"
        " eredit\u00e0 h\u00e9ritage".split(),
        _INHERITANCE,
    ),
    **dict.fromkeys(
        "legal court lawsuit case custody visa dispute lawyer tribunal hearing".split(), _LEGAL
    ),
    **dict.fromkeys("school schools college university nursery kindergarten".split(), _SCHOOL),
    **dict.fromkeys("pet pets animal animals".split(), _PETS),
    **dict.fromkeys("family relatives relations".split(), _FAMILY),
    **dict.fromkeys("weight weights bmi".split(), _WEIGHT),
    **dict.fromkeys("morning mornings".split(), _MORNING),
    **dict.fromkeys("evening evenings".split(), _EVENING),
    **dict.fromkeys("heart cardiac".split(), _HEART),
    **dict.fromkeys(
        "location locations whereabouts city town hometown country".split(), _WHEREABOUTS
    ),
    **dict.fromkeys(
        "interview interviews interviewing applications recruiter recruiters".split(), _JOB_SEARCH
    ),
    # two words: "hunting" alone may be deer, "search" alone a search engine
    **dict.fromkeys(
        ("job hunting", "job hunt", "job search", "job searching", "job applications"),
        _JOB_SEARCH,
    ),
}
"""A request's word -> what a value of the attribute it names looks like."""
_SUBJECTS: dict[str, frozenset[str]] = {
    **dict.fromkeys(
        "job work employer company workplace career".split(),
        # "the user is at deloitte in the audit team": a team's memory names the employer too
        frozenset({"employer", "role", "team"}),
    ),
    **dict.fromkeys("city location hometown".split(), frozenset({"city"})),
    **dict.fromkeys("diet eating".split(), frozenset({"diet"})),
    **dict.fromkeys("allergy allergies".split(), frozenset({"allergy"})),
    **dict.fromkeys("kids children family".split(), frozenset({"children"})),
    **dict.fromkeys("relationship partner dating".split(), frozenset({"partner"})),
    **dict.fromkeys(
        "pregnancy grossesse embarazo schwangerschaft gravidanza gravidez".split(),
        frozenset({"pregnancy"}),
    ),
    # "forget the car stuff": the memory names the model ("drives a 2014 ford focus")
    **dict.fromkeys(
        "car cars vehicle driving auto coche carro voiture bagnole macchina".split(),
        frozenset({"car"}),
    ),
    **dict.fromkeys(
        "broadband internet wifi isp internetanbieter".split(), frozenset({"broadband"})
    ),
    **dict.fromkeys("sport sports hobby hobbies deporte esporte".split(), frozenset({"sport"})),
    **dict.fromkeys("gym fitnessstudio gimnasio academia".split(), frozenset({"gym"})),
}
"""A request's word -> the subjects (`subjects.py`) of the memories it names."""


@lru_cache(maxsize=8192)
def names_topic(content: str, word: str) -> bool:
    """Whether `content` holds a value of the attribute the request's `word` names."""
    pattern = _PATTERNS.get(word)
    if pattern is not None and pattern.search(content):
        return True
    subjects = _SUBJECTS.get(word)
    return subjects is not None and subject_of(content) in subjects


def is_topic(word: str) -> bool:
    """Whether a request's `word` names an attribute (see `names_topic`)."""
    return word in _PATTERNS or word in _SUBJECTS


_WH_TOPICS: tuple[tuple[re.Pattern[str], tuple[tuple[str, ...], ...]], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), targets)
    for pattern, targets in (
        (
            r"how\s+much\s+(?:i|we)\s+(?:make|earn|get\s+paid|am\s+paid|take\s+home|bring\s+in)"
            r"|what\s+(?:i|we)\s+(?:make|earn|get\s+paid)",
            (("salary",),),
        ),
        (r"how\s+much\s+(?:i|we)\s+owe", (("debt",),)),
        (r"how\s+much\s+(?:i|we)\s+(?:have\s+)?sav", (("savings",),)),
        (
            r"where\s+(?:i|we)\s*(?:live|am\s+living|'?m\s+living|'?re\s+living|stay|am\s+staying)",
            (("address",), ("city",)),
        ),
        (
            r"where\s+(?:i|we)\s+work|who\s+(?:i|we)\s+work\s+for|what\s+(?:i|we)\s+do\s+for"
            r"\s+(?:a\s+living|work)",
            (("job",),),
        ),
        (r"how\s+old\s+(?:i|we)\b|when\s+(?:i|we)\s+was\s+born|when\s+my\s+birthday", (("age",),)),
        (
            r"who\s+(?:i|we)\s*(?:'?m|am)\s+(?:dating|seeing|with|married\s+to)",
            (("relationship",),),
        ),
        (r"what\s+(?:meds|medications?|pills)\s+(?:i|we)", (("medication",),)),
    )
)
"""What a clause about the user names ("how much I make" -> pay, "where I live" -> address
or home city): the attribute words `topics.py` knows."""
_LOOKING = re.compile(
    r"\b(?:(?:me|i'?m|i\s+am|i\s+was|my)\s+)?(?:looking|searching|hunting|applying)\s+(?:at|for|to)"
    r"\s+(?:an?\s+)?(?:other|new|another|different)\s+(?:jobs?|roles?|positions?|companies|employers|work)\b"
    r"|\bmy\s+job[\s-]+(?:hunt\w*|search\w*)"
    r"|\b(?:me|i'?m|i\s+am|my)\s+interviewing\b",
    re.IGNORECASE,
)
"""A request's object that names the user's job search in a clause ("anything about me
looking at other jobs", "my job hunt"), whatever the words: its memories hold interviews,
applications or offers (`_JOB_SEARCH`)."""
_WH_OPEN = re.compile(
    r"\s*(?:(?:any|all|every)(?:thing)?\s+(?:of\s+|about\s+)*)?"
    # "forget that i told you where i work", "delete the bit where i said how much i make"
    r"(?:(?:that|the\s+(?:bit|part)\s+where)\s+i\s+(?:told\s+(?:you|u)|said|mentioned|shared"
    r"|let\s+slip)\s+)?"
    r"(?=how|where|what|who|when)",
    re.I,
)


def clause_topics(rest: str) -> tuple[tuple[str, ...], ...]:
    """The attributes a clause in `rest` names as forget targets ("where I live"), or ()."""
    if _LOOKING.search(rest) is not None:
        return (("interview",),)
    opening = _WH_OPEN.match(rest)
    if opening is None:
        return ()
    clause = rest[opening.end() :]
    for pattern, targets in _WH_TOPICS:
        if pattern.match(clause):
            return targets
    return ()


_PAY_FIGURE = re.compile(
    rf"{money.signed(money.SIGN_OR_YEN + '?')}\s?{_UNIT}\b|{money.signed(money.SIGN_OR_YEN)}",
    re.IGNORECASE,
)
_CLAUSE = re.compile(
    r",\s+|\s+and\s+(?=(?:i'?m|im|i|am|is|was|also|currently|now|on|has|have|she|he|they|we|she'?s|he'?s"
    r"|\w+(?:s|ing))\b)",
    re.IGNORECASE,
)
_OWNER = re.compile(r"^The user\s+")
_ENDINGS = screened(
    r"\b(?:divorc\w*|separat(?:ed|ion|ing)\s+from|break-?up|broke\s+up|splitting\s+up|split\s+up"
    r"|miscarr\w*|bereave\w*|grie(?:f|ving))\b",
    re.IGNORECASE,
)
"""A relationship ending or a loss: private in the way health is."""
THEIR_VERB = (
    (re.compile(r"^(?:they\s+are|they're)\s+", re.I), "is "),
    (re.compile(r"^(?:they\s+have|they've)\s+", re.I), "has "),
    (re.compile(r"^they\s+were\s+", re.I), "was "),
)
"""A clause the third-person rewrite left as "they are ...": its verb after "The user"."""
_THEIR_VERB = THEIR_VERB
_ASIDE = re.compile(
    r"^(?:like|so|but|which|who|it'?s|that'?s|lol|haha|tbh|honestly|though)\b", re.I
)
"""A clause that only comments on the one before ("it's a lot"): no fact to keep apart."""
_JOINER = re.compile(r"^(?:and|also|plus)\s+", re.I)
_OTHER_SUBJECT = re.compile(
    r"^(?:they|she|he|we|it|my|our|his|her|their|its|the|this|that|these|those|there)\b", re.I
)
"""A clause with a subject of its own, not the user's predicate."""


def _private(clause: str) -> bool:
    """A health matter, a job search or a relationship ending: what people ask to forget."""
    return any(pattern.search(clause) is not None for pattern in (_HEALTH, _JOB_SEARCH, _ENDINGS))


_MONEY_TROUBLE = re.compile(
    r"\b(?:bett?ing|gambl\w*|debts?|owe[sd]?|owing|overdraft|loans?|borrow\w*|lent|lend\w*"
    r"|broke|bankrupt\w*|lost\s+(?:a\s+lot|money|everything|\$?\d\w*)|arrears|in\s+the\s+red"
    r"|paid\s+(?:it|me|us)\s+back|pay\s+(?:it|me|us)\s+back)\b",
    re.IGNORECASE,
)
"""Money trouble: debt, gambling, a loan."""
_KINDS: tuple[tuple[str, re.Pattern[str] | Screened], ...] = (
    ("money", _MONEY_TROUBLE),
    ("health", _HEALTH),
    ("job_search", _JOB_SEARCH),
    ("ending", _ENDINGS),
    ("legal", _LEGAL),
)


def private_kinds(text: str) -> frozenset[str]:
    """The private matters `text` speaks of: health, a job search, an ending, the law."""
    return frozenset(kind for kind, pattern in _KINDS if pattern.search(text) is not None)


def _own_clause(clause: str) -> str | None:
    """A private clause as a predicate of "The user", or None when its subject is another."""
    clause = _JOINER.sub("", clause)
    for pattern, verb in _THEIR_VERB:
        if pattern.match(clause):
            return pattern.sub(verb, clause, count=1)
    return None if _OTHER_SUBJECT.match(clause) else clause


def private_apart(content: str) -> tuple[str, str] | None:
    """`(value, rest)`: a pay figure or school name apart from the other facts said with it.

    "The user is a UX designer, 4 yrs in, currently on 82k." holds a job and a salary;
    stored as one memory, "forget my salary" would erase the job with it. The reading
    stores "The user is currently on 82k." and "The user is a UX designer, 4 yrs in."
    apart, so a request naming the figure erases it and only it. A school name gives way
    to the word "school" in the rest, which keeps the child it was said about.
    """
    if content.startswith('Asked "') or 'the user said: "' in content.lower():
        return None  # an answer in its frame ('Asked "...", the user said: "..."') stays whole
    clauses = _CLAUSE.split(content.rstrip(". "))
    if len(clauses) < 2:
        return None
    owner = _OWNER.match(content)
    value: list[str] = []
    rest: list[str] = []
    private_rest = 0
    for index, clause in enumerate(clauses):
        pay = _MONEY.search(clause) is not None and _PAY_FIGURE.search(clause) is not None
        school = _SCHOOL.search(clause)
        private = (
            owner is not None and not pay and school is None and index > 0 and _private(clause)
        )
        if private:
            own = _own_clause(clause)
            if own is None:
                return None
            value.append(own)
            continue
        if pay or school is not None:
            value.append(clause)
        if not pay:
            rest.append(_SCHOOL.sub("school", clause) if school is not None else clause)
            private_rest += _private(clause) or _ASIDE.match(clause) is not None
        if index == 0 and pay and owner is None:
            return None  # the owner of the clauses after it is not known
    if private_rest == len(rest):
        return None  # nothing beside the private matter is a fact of its own
    lead = owner.group() if owner is not None else ""
    if not value or not rest or len(_sentence(rest, lead).split()) < 4:
        return None
    if len(" ".join(rest).split()) < 3:
        return None  # "..., nothing else": too little beside the figure to keep apart
    return _sentence(value, lead), _sentence(rest, lead)


def _sentence(clauses: list[str], lead: str) -> str:
    text = ", ".join(clauses)
    if lead and not text.startswith(lead.strip()):
        text = lead + text  # "... and is saving": the clause keeps its subject
    return text + "."
