"""Places people name without a capital: countries, states and big cities ("i'm in canada").

Written here rather than taken from a gazetteer package: the list only has to catch the
names people type in lower case, since a capitalised name needs no list, and `places.py`
and `subjects.py` both read it.
"""

from __future__ import annotations

from importlib import resources

__all__ = ["KNOWN_PLACES", "NOT_PLACES", "NOT_TOWN_WORDS", "PLACES_AND_TOWNS", "TOWNS"]

NOT_TOWN_WORDS = frozenset(
    "town city country countryside suburbs suburb village outskirts centre center middle end"
    " area neighbourhood neighborhood hills mountains woods forest north south east west"
    " street road cul same other nights days mornings evenings afternoons weekends weekdays"
    " earlies lates shifts remote hybrid part full python java rust work school uni college"
    " office home bed class church hospital airport station gym a an the my our their his her"
    " this that shared new old question charge general person particular total".split()
)
"""Words a lower-case word after "in" may be that name no town: "in the suburbs", "a room
in a shared house", "the new landlord in question"; the readers of a town typed in lower
case (`passing_changes`, `moved_to`, `value_classes`) leave them out."""


def _names(text: str) -> frozenset[str]:
    return frozenset(t.strip() for t in text.split("|") if t.strip())


KNOWN_PLACES = _names(
    # countries (common English names; a few that are also everyday words are left out:
    # a capital finds them)
    "afghanistan|albania|algeria|andorra|angola|argentina|armenia|australia|austria|azerbaijan"
    "|bahamas|bahrain|bangladesh|barbados|belarus|belgium|belize|benin|bhutan|bolivia|bosnia"
    "|botswana|brazil|brunei|bulgaria|burkina faso|burundi|cambodia|cameroon|canada|chile|china"
    "|colombia|congo|costa rica|croatia|cuba|cyprus|czechia|czech republic|denmark|djibouti"
    "|dominican republic|ecuador|egypt|el salvador|england|eritrea|estonia|eswatini|ethiopia"
    "|fiji|finland|france|gabon|gambia|georgia|germany|ghana|greece|guatemala|guinea|guyana"
    "|haiti|honduras|hong kong|hungary|iceland|india|indonesia|iran|iraq|ireland|israel|italy"
    "|ivory coast|jamaica|japan|jordan|kazakhstan|kenya|korea|south korea|kosovo|kuwait"
    "|kyrgyzstan|laos|latvia|lebanon|lesotho|liberia|libya|liechtenstein|lithuania|luxembourg"
    "|madagascar|malawi|malaysia|maldives|mali|malta|mauritius|mexico|moldova|monaco|mongolia"
    "|montenegro|morocco|mozambique|myanmar|namibia|nepal|new zealand|nicaragua|niger|nigeria"
    "|north macedonia|northern ireland|norway|oman|pakistan|palestine|panama|paraguay|peru"
    "|poland|portugal|puerto rico|qatar|romania|russia|rwanda|san marino|saudi arabia|scotland"
    "|senegal|serbia|sierra leone|singapore|slovakia|slovenia|somalia|south africa|spain"
    "|sri lanka|sudan|suriname|sweden|switzerland|syria|taiwan|tajikistan|tanzania|thailand"
    "|togo|trinidad|tunisia|turkey|turkmenistan|uganda|ukraine|uruguay|uzbekistan|venezuela"
    "|vietnam|wales|yemen|zambia|zimbabwe|usa|uk|uae|nz|the us|the usa|the uk|the uae"
    "|the states|the netherlands|netherlands|holland|the philippines|philippines"
    "|the czech republic|the dominican republic|the bahamas|europe|asia|africa|scandinavia"
    "|latin america|south america|north america|the caribbean|the balkans|the baltics"
    "|the middle east|the midwest|the bay area|bay area|silicon valley|the south|new england"
    # states and provinces
    "|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|hawaii"
    "|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts"
    "|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey"
    "|new mexico|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island"
    "|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|west virginia"
    "|washington state|wisconsin|wyoming|ontario|quebec|british columbia|alberta|manitoba"
    "|nova scotia|saskatchewan|bavaria|catalonia|andalusia|tuscany|queensland|victoria"
    "|new south wales|tasmania|yorkshire|cornwall|kent|devon|bc"
    # cities
    "|amsterdam|athens|atlanta|auckland|austin|baltimore|bangalore|bengaluru|bangkok|barcelona"
    "|beijing|beirut|belfast|belgrade|berlin|bern|bilbao|birmingham|bogota|bologna|bordeaux"
    "|boston|boulder|brighton|brisbane|bristol|brooklyn|brussels|bucharest|budapest"
    "|buenos aires|cairo|calgary|cambridge|canberra|cape town|cardiff|casablanca|chennai"
    "|chicago|cleveland|cologne|copenhagen|dallas|delhi|new delhi|denver|detroit|dhaka|dubai"
    "|dublin|dusseldorf|edinburgh|florence|frankfurt|geneva|genoa|glasgow|gothenburg|hamburg"
    "|hanoi|helsinki|ho chi minh city|honolulu|houston|hyderabad|istanbul|jakarta|jerusalem"
    "|johannesburg|karachi|kyiv|kiev|krakow|kuala lumpur|lagos|lahore|las vegas|leeds|leipzig"
    "|lima|lisbon|liverpool|ljubljana|london|los angeles|la|lyon|madrid|malmo|manchester"
    "|manila|marseille|melbourne|mexico city|miami|milan|minneapolis|montreal|moscow|mumbai"
    "|munich|nairobi|naples|nashville|new orleans|new york|new york city|nyc|oakland|osaka"
    "|oslo|ottawa|oxford|palo alto|paris|perth|philadelphia|philly|phoenix|pittsburgh|porto"
    "|portland|prague|pune|quebec city|reykjavik|riga|rio|rio de janeiro|rome|rotterdam"
    "|salt lake city|san diego|san francisco|sf|san jose|santiago|sao paulo|seattle|seoul"
    "|seville|shanghai|shenzhen|sofia|stockholm|stuttgart|sydney|taipei|tallinn|tbilisi"
    "|tel aviv|the hague|tokyo|toronto|toulouse|turin|utrecht|valencia|vancouver|venice|vienna"
    "|vilnius|warsaw|washington|dc|washington dc|wellington|winnipeg|wroclaw|zagreb|zurich"
    "|gdansk|krakow|lodz|poznan|antwerp|ghent|eindhoven|aarhus|bergen|tampere|porto alegre"
    "|manchester|newcastle|nottingham|sheffield|leicester|southampton|york|aberdeen|dundee"
    "|cork|galway|limerick|sacramento|san antonio|st louis|kansas city|raleigh|durham"
    "|charlotte|orlando|tampa|columbus|cincinnati|indianapolis|milwaukee|madison|ann arbor"
    "|berkeley|brooklyn|queens|manhattan|the bronx|jersey city|hoboken"
)
"""Places people type in lower case, matched whole."""


NOT_PLACES = frozenset(
    """
    a an the my our this that it its his her their your one some any
    slack teams zoom excel word chrome firefox safari edge figma photoshop notion obsidian jira
    linear discord outlook gmail sheets docs drive canva blender unity unreal godot minecraft
    xcode terminal jupyter vim emacs python java javascript typescript kotlin swift rust go
    ruby react vue django rails postgres mysql sqlite aws gcp azure kubernetes docker linux
    windows mac macos ubuntu android ios prod production staging dev beta alpha preview
    sales marketing engineering finance legal ops operations support product design research
    accounting admin security management procurement compliance recruiting hr it qa
    section chapter part step page figure table appendix room ward year grade class form
    level stage phase week day month q1 q2 q3 q4 sprint standup meeting meetings
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday love charge trouble pain shock
    platform growth infra infrastructure data analytics customer success devrel devops sre
    backend frontend mobile web payments billing search core ux ui ml ai tech team squad
    """.split()
)
"""Words that can follow "in" with a capital yet name no place (tools, teams, headings)."""


def _towns() -> frozenset[str]:
    text = resources.files("imprint.pipeline").joinpath("towns.txt").read_text(encoding="ascii")
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))


TOWNS = _towns() - KNOWN_PLACES - NOT_PLACES
"""Smaller towns people type in lower case ("lubbock", "asheville"), from GeoNames (written by
`bench/make_towns.py`). Read only after a word that places the user ("lives in", "moved
to", "since i got to"): alone, "aloha" or "ajax" is no town."""
PLACES_AND_TOWNS = KNOWN_PLACES | TOWNS
"""`KNOWN_PLACES` and `TOWNS`: what a lower-case word after a placing word may name."""
