"""Calendar dates written in Spanish and English text: the date a message opens with (the stamp a transcript or
an import puts before each session) and the day, month or year a question asks about ("on 3 June, 2023",
"in March 2023", "el 3 de junio", "en 2022")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from memory_platform.text.normalise import fold

MONTH_NUMBERS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan", "enero"),
            ("february", "feb", "febrero"),
            ("march", "marzo"),
            ("april", "apr", "abril", "abr"),
            ("may", "mayo"),
            ("june", "jun", "junio"),
            ("july", "jul", "julio"),
            ("august", "aug", "agosto"),
            ("september", "sep", "sept", "septiembre", "setiembre"),
            ("october", "oct", "octubre"),
            ("november", "nov", "noviembre"),
            ("december", "dec", "diciembre", "dic"),
        ),
        start=1,
    )
    for name in names
}
_MONTH = "(?P<month>" + "|".join(sorted(MONTH_NUMBERS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
# Day first ("8 May, 2023", "8 de mayo de 2023"), month first ("May 8, 2023"), ISO ("2023-05-08"); the year may be
# left out ("on 3 June"). Searched in folded text.
_DAY_MONTH = re.compile(rf"\b{_DAY}(?: de)? {_MONTH}(?:,? (?:de |del )?{_YEAR})?\b")
_MONTH_DAY = re.compile(rf"\b{_MONTH} {_DAY}(?:,? {_YEAR})?\b")
_ISO = re.compile(r"\b(?P<year>(?:19|20)\d\d)-(?P<month>[01]?\d)-(?P<day>[0-3]?\d)\b")
_MONTH_YEAR = re.compile(rf"\b{_MONTH},? (?:de |del )?{_YEAR}\b")
_YEAR_ALONE = re.compile(rf"\b(?:in|during|en|durante|del|de) {_YEAR}\b")
# A stamp opens the message: an optional bracket, an optional time of day ("1:56 pm on", "a las 10:30 del"), a date.
_STAMP = re.compile(r"^\W*(?:(?:a las |at )?\d{1,2}[:.]\d{2}\s*(?:[ap]\.?\s?m\.?)?\s*(?:on |el |del |de )?)?")


@dataclass(frozen=True)
class AskedDate:
    """A date a message asks about, as precisely as it says it: a year, a month, a day (of a year or of any)."""

    year: int | None
    month: int | None = None
    day: int | None = None


def opening_date(text: str) -> date | None:
    """The date a message opens with ("(1:56 pm on 8 May, 2023) Hey…", "2023-05-08: …"), with its year, or None."""
    folded = fold(text[:80])
    opening = _STAMP.match(folded)
    rest = folded[opening.end() if opening else 0 :]
    for pattern in (_DAY_MONTH, _MONTH_DAY, _ISO):
        found = pattern.match(rest)
        if found and found.group("year"):
            return _valid(found)
    return None


def asked_dates(text: str) -> list[AskedDate]:
    """The dates a message names, each as precisely as it names it; a bare number or a month said as a word
    of something else ("may I…", "march on") is none."""
    folded = fold(text)
    found: list[AskedDate] = []
    taken: list[tuple[int, int]] = []
    for pattern in (_ISO, _DAY_MONTH, _MONTH_DAY, _MONTH_YEAR, _YEAR_ALONE):
        for match in pattern.finditer(folded):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            taken.append(match.span())  # not a date ("31 June") is no month either
            if (asked := _asked(match)) is not None:
                found.append(asked)
    return found


def _asked(match: re.Match[str]) -> AskedDate | None:
    groups = match.groupdict()
    year = int(groups["year"]) if groups.get("year") else None
    month = _month(groups.get("month"))
    day = int(groups["day"]) if groups.get("day") else None
    if month is None and "month" in groups:
        return None
    if day is not None and not 1 <= day <= 31:
        return None
    if day is not None and month is not None and year is not None and _valid(match) is None:
        return None
    return AskedDate(year=year, month=month, day=day)


def _month(text: str | None) -> int | None:
    if text is None:
        return None
    return int(text) if text.isdigit() and 1 <= int(text) <= 12 else MONTH_NUMBERS.get(text)


def _valid(match: re.Match[str]) -> date | None:
    month = _month(match.group("month"))
    if month is None:
        return None
    try:
        return date(int(match.group("year")), month, int(match.group("day")))
    except ValueError:
        return None
