"""Comparing two values of the same key across languages and wordings, without changing either:
"verde esmeralda" and "emerald green" are one colour, "celíaca", "coeliac" and "sin gluten" one diet, "300 euros"
and "300" one budget. Stored values keep the user's words; this table is for comparison only."""

from __future__ import annotations

import re

from facts.engine import lexicon, values
from memory_platform.text.normalise import fold, normalise

_DROP = frozenset(
    ["el", "la", "los", "las", "un", "una", "the", "a", "an", "de", "del", "of", "my", "mi", "muy", "very"]
)
# Per key, the table whose entries name the same thing in either language (folded phrase → one name).
TABLES: dict[str, dict[str, str]] = {
    "colour": {**lexicon.COLOURS, **lexicon.SHADES},
    "allergy": {**lexicon.ALLERGENS, **lexicon.ALLERGEN_FORMS},
    "diet": lexicon.DIETS,
    "payment": lexicon.PAYMENTS,
    "contact channel": lexicon.CHANNELS,
    "currency": lexicon.CURRENCIES,
    "response language": lexicon.LANGUAGES,
    "clothing size": lexicon.CLOTHING_SIZES,
    "industry": lexicon.INDUSTRIES,
}
_AMOUNT = re.compile(r"\d[\d.,]*")


# "celíaca", "intolerante a la lactosa", "lactose intolerance", "sin gluten", "dairy-free": a diet kept for health is
# the diet without what the user cannot take ("gluten free", "lactose free", "milk free").
_COELIAC = frozenset(["celiaca", "celiaco", "celiac", "coeliac", "celiaquia", "celiacos", "celiacas"])
_INTOLERANCE = re.compile(r"^intoleran\w*$")
_WITHOUT = frozenset(["sin", "free", "al", "to", "of", "a"])


def _kept_for_health(words: list[str]) -> str | None:
    if _COELIAC.intersection(words):
        return "gluten free"
    if not (any(_INTOLERANCE.match(w) for w in words) or "sin" in words or "free" in words):
        return None
    rest = [w for w in words if not _INTOLERANCE.match(w) and w not in _WITHOUT]
    if len(rest) != 1:
        return None
    allergen = lexicon.ALLERGENS.get(rest[0], lexicon.ALLERGEN_FORMS.get(rest[0], rest[0]))
    return f"{allergen} free"


def comparable(key: str, value: str) -> str:
    """One spelling per meaning: the whole value through the key's table, else each word through it
    (order aside), else the value's normalised words."""
    words = [w for w in normalise(value).split() if w not in _DROP]
    table = TABLES.get(key)
    if not table or not words:
        return " ".join(words)
    whole = table.get(" ".join(words))
    if whole is not None:
        return whole
    if key == "diet" and (kept := _kept_for_health(words)):
        return kept
    return " ".join(sorted(table.get(w, table.get(_singular(w), w)) for w in words))


def _singular(word: str) -> str:
    return word[:-2] if word.endswith("es") and len(word) > 4 else word[:-1] if word.endswith("s") else word


def amount_and_unit(value: str) -> tuple[str, str]:
    """ "300 euros" → ("300", "EUR"); "$1,200" → ("1200", "USD"); "300" → ("300", "")."""
    found = _AMOUNT.search(value)
    digits = re.sub(r"[.,](?=\d{3}\b)", "", found.group()) if found else str(values.amount_number(value) or "")
    folded = fold(value)
    unit = next((code for word, code in lexicon.CURRENCIES.items() if re.search(rf"\b{re.escape(word)}\b", folded)), "")
    symbol = next((code for mark, code in lexicon.CURRENCY_SIGNS.items() if mark in value), "")
    return digits, unit or symbol


_PERIODS = {
    "month": "month", "mes": "month", "pcm": "month", "p/m": "month", "mo": "month", "monthly": "month",
    "mensuales": "month", "week": "week", "semana": "week", "wk": "week", "weekly": "week", "semanales": "week",
    "year": "year", "ano": "year", "night": "night", "noche": "night", "day": "day", "dia": "day",
    "person": "person", "persona": "person", "head": "person",
}  # fmt: skip


def budget_period(value: str) -> str:
    """ "£2,000 a month" and "2000 libras al mes" → "month": the period a budget is counted over, or ""."""
    return next((_PERIODS[w] for w in re.split(r"[\s/]+", fold(value)) if w in _PERIODS), "")


def shoe_number(value: str) -> str:
    """ "9 and a half", "9,5", "9½" → "9.5": one size however it was written."""
    half = re.search(r"(?i)(?:and\s+a\s+half|y\s+medio|½)\s*$", value)
    found = re.search(r"\d+(?:[.,]\d+)?", value)
    number = float(found.group().replace(",", ".")) if found else values.count_in_words(values.HALF.sub("", value))
    if not number:
        return normalise(value)
    size = number + (0.5 if half else 0)
    return f"{size:g}"


_CODED_DATE = re.compile(r"^\s*(\d{1,2})-(\d{1,2})\s*$")


def month_and_day(value: str) -> str:
    """ "14 de marzo", "the 2nd of August", "August 2nd" and a stored "08-02" → "08-02": one date however written."""
    coded = _CODED_DATE.match(value)
    if coded:
        return f"{int(coded.group(1)):02d}-{int(coded.group(2)):02d}"
    words = fold(value).replace(",", " ").split()
    month = next((lexicon.MONTHS[w] for w in words if w in lexicon.MONTHS), None)
    day = next((int(found.group()) for w in words if (found := re.match(r"\d{1,2}(?=(?:st|nd|rd|th)?$)", w))), None)
    if day is None:  # "el veintitrés de abril", "the ninth of November", "twenty-first of May"
        named = re.sub(r"\b(?:the|el|of|de|del|on)\b", " ", " ".join(w for w in words if w not in lexicon.MONTHS))
        day = values.day_number(named) if named.split() else None
    return f"{month:02d}-{day:02d}" if month and day else normalise(value)


# Ways of eating one follows at a time: a new one replaces the last ("vegetariana", then "vegana"); a diet kept for
# health or faith ("celíaca", "sin lactosa", "halal") stands beside them and beside each other.
EATING_PATTERNS = frozenset(
    [
        *("vegan", "vegetarian", "pescatarian", "keto", "paleo", "no meat"),
        *("lacto-ovo vegetarian", "lacto vegetarian", "ovo vegetarian", "flexitarian"),
    ]
)
_DIETS = frozenset(lexicon.DIETS.values())


def side_by_side(key: str, first: str, second: str) -> bool:
    """Whether two different values of a key that holds one stand together rather than the second replacing the first:
    a diet kept for health or faith beside a way of eating ("vegana" and "celíaca"), or beside another ("celíaca" and
    "intolerante a la lactosa"); only diets the table knows ("I eat eggs" is none)."""
    if key != "diet":
        return False
    meanings = [comparable(key, first), comparable(key, second)]
    known = all(m in _DIETS or m.endswith(" free") for m in meanings)
    return known and not all(m in EATING_PATTERNS for m in meanings)


def values_match(key: str, first: str, second: str) -> bool:
    """Whether two values of `key` say the same thing (a budget's currency counts only when both name one)."""
    if key == "birthday":
        return month_and_day(first) == month_and_day(second)
    if key == "shoe size":
        return shoe_number(first) == shoe_number(second)
    if key == "age" and values.age_number(first) is not None:
        return values.age_number(first) == values.age_number(second)  # "32" is "thirty-two"
    if key == "budget":
        (a, unit_a), (b, unit_b) = amount_and_unit(first), amount_and_unit(second)
        period_a, period_b = budget_period(first), budget_period(second)
        return (
            a == b
            and (unit_a == unit_b or not unit_a or not unit_b)
            and (period_a == period_b or not period_a or not period_b)
        )
    return comparable(key, first) == comparable(key, second)
