"""Normalising the value a rule captured, so "Calzo un 43" and "my shoe size is 43" store the same
value. Each function takes the span as the user wrote it and returns the value, or None to reject
it (a generic noun where a place belongs, a verb where a brand belongs…)."""

from __future__ import annotations

import re

from facts.engine import lexicon
from memory_platform.text.normalise import fold

ARTICLES = frozenset(["el", "la", "los", "las", "un", "una", "unos", "unas", "the", "a", "an"])
POSSESSIVES = frozenset(
    ["mi", "mis", "tu", "tus", "su", "sus", "my", "your", "his", "her", "their", "our", "nuestro", "nuestra", "de"]
)
_NUMBER = re.compile(r"^\d{1,3}(?:[.,]\d{1,2})?$")


def _words(text: str) -> list[str]:
    return re.findall(r"[\w@.'+-]+", text)


def _title(text: str) -> str:
    """Keep the user's capitals; give an all-lowercase name its capitals."""
    return text if any(c.isupper() for c in text) else " ".join(w[:1].upper() + w[1:] for w in text.split())


def clean(span: str) -> str:
    return " ".join(span.strip(" \t'\"“”«»-").split())


def number(span: str) -> str | None:
    value = clean(span).replace(",", ".")
    return value if _NUMBER.match(value) else None


HALF = re.compile(r"(?i)\s+(?:and\s+a\s+half|y\s+medio)$|½$")


def shoe_size(span: str, *, centimetres: bool = False) -> str | None:
    """A shoe size as the user wrote it: "43", "9.5", "9 and a half" (compared as 9.5, synonyms.py); with
    `centimetres`, after a word only feet take ("calzo del 26 y medio"), also Mexico's sizes, 22 to 31."""
    text = clean(span)
    half = HALF.search(text)
    value = number(HALF.sub("", text))
    in_words = count_in_words(HALF.sub("", text)) if value is None else None
    if value is None and in_words is None:
        return None
    size = float(value or in_words or 0) + (0.5 if half else 0)
    plausible = 2 <= size <= 16 or 30 <= size <= 52 or (centimetres and 22 <= size <= 31)
    if half or value is None:
        return text if plausible else None  # "nine and a half", "cuarenta y uno": the user's words
    return (value[:-2] if value.endswith(".0") else value) if plausible else None


def clothing_size(span: str) -> str | None:
    return lexicon.CLOTHING_SIZES.get(fold(clean(span)))


def clothing_number(span: str) -> str | None:
    """A clothing size in numbers as said ("12", "38", a waist "34"), no higher than any size runs."""
    text = clean(span)
    return text if text.isdigit() and 0 <= int(text) <= 60 else None


def amount(span: str) -> str | None:
    """An amount as the user wrote it, with its currency ("300 euros", "$800", "ochocientos euros"), when it is one."""
    text = clean(span)
    if not any(c.isdigit() for c in text):
        return text if amount_number(text) else None
    digits = re.sub(r"(?<=\d)[.,](?=\d{3}\b)", "", re.sub(r"[^\d.,]", "", text)).strip(".,")
    return text if re.fullmatch(r"\d{1,7}", digits) else None


def amount_number(text: str) -> int | None:
    """The number of an amount said in words, its currency word aside ("twelve hundred dollars" → 1200)."""
    words = fold(clean(text)).split()
    if len(words) < 2:
        return None  # a number alone is no amount: the currency says it is money
    return amount_in_words(" ".join(words)) or amount_in_words(" ".join(words[:-1]))  # "two grand" is 2,000


# Numbers said in words, as ages are ("thirty-two", "cuarenta y un", "veintidós"), folded.
_UNITS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90, "veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70,
    "ochenta": 80, "noventa": 90,
}  # fmt: skip
_WHOLE = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14,
    "quince": 15, "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "cien": 100, "hundred": 100,
}  # fmt: skip


def number_in_words(text: str) -> int | None:
    """ "thirty-two", "forty one", "cuarenta y un", "veintidós", "quince" → the number; None when it is not one."""
    words = [w for w in re.split(r"[\s-]+", fold(clean(text))) if w and w not in ("y", "and", "a")]
    if len(words) == 1 and words[0] in _WHOLE:
        return _WHOLE[words[0]]
    if len(words) == 1 and words[0].startswith("veinti") and words[0][6:] in _UNITS:
        return 20 + _UNITS[words[0][6:]]
    if 1 <= len(words) <= 2 and words[0] in _TENS and (len(words) == 1 or words[1] in _UNITS):
        return _TENS[words[0]] + (_UNITS[words[1]] if len(words) == 2 else 0)
    return None


_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
    "primero": 1,
}  # fmt: skip
_HUNDREDS = {
    "ciento": 100, "doscientos": 200, "trescientos": 300, "cuatrocientos": 400, "quinientos": 500,
    "seiscientos": 600, "setecientos": 700, "ochocientos": 800, "novecientos": 900,
}  # fmt: skip
_HUNDREDS |= {
    word[:-2] + "as": value for word, value in _HUNDREDS.items() if word.endswith("os")
}  # "doscientas libras"


def count_in_words(text: str) -> int | None:
    """A number up to a hundred said in words, one to nine included ("nine", "cuarenta y uno")."""
    folded = fold(clean(text))
    return _UNITS.get(folded) or number_in_words(folded)


def day_number(text: str) -> int | None:
    """A day of the month however it was said: "9", "9th", "ninth", "twenty-third", "veintitrés", "primero"."""
    words = [w for w in re.split(r"[\s-]+", fold(clean(text))) if w and w != "y"]
    found = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?", words[0]) if len(words) == 1 else None
    if found:
        day = int(found.group(1))
    elif words and words[-1] in _ORDINALS:
        day = _ORDINALS[words[-1]] + (_TENS.get(words[0], -99) if len(words) == 2 else 0)
    else:
        day = count_in_words(text) or 0
    return day if 1 <= day <= 31 else None


def amount_in_words(text: str) -> int | None:
    """An amount said in words: "ochocientos", "mil quinientos", "twelve hundred", "two thousand", "a grand"."""
    words = [w for w in re.split(r"[\s-]+", fold(clean(text))) if w and w not in ("y", "and")]
    total = current = 0
    for i, word in enumerate(words):
        if word == "a" and i == 0:
            current = 1  # "a grand", "a thousand"
        elif word in _HUNDREDS:
            current += _HUNDREDS[word]
        elif word == "hundred":
            current = max(current, 1) * 100
        elif word in ("thousand", "mil", "grand"):
            total, current = total + max(current, 1) * 1000, 0
        elif (found := _UNITS.get(word) or number_in_words(word)) is not None:
            current += found
        else:
            return None
    return (total + current) or None


def age_number(value: str) -> int | None:
    """An age however it was written: "32" or "thirty-two"."""
    text = clean(value)
    return int(text) if text.isdigit() else number_in_words(text)


def age(span: str) -> str | None:
    """An age in the user's words, digits or words ("41", "cuarenta y un"), when it is one (12 to 110)."""
    value = clean(span)
    years = age_number(value)
    return value if years is not None and 12 <= years <= 110 else None


DEMONSTRATIVES = frozenset(
    ["this", "that", "these", "those", "este", "esta", "estos", "estas", "ese", "esa", "aquel", "aquella"]
)


def _proper(
    span: str, *, max_words: int, allow_lower: bool, not_a_product: bool = False, generic: bool = False
) -> str | None:
    """A proper name (place, company, person): no leading article or possessive unless capitalised
    ("La Plata"), no generic noun, no tool or brand, at most `max_words` words."""
    text = clean(span)
    words = text.split()
    if not words or len(words) > max_words or not any(c.isalpha() for c in text):
        return None
    first = fold(words[0])
    if first in POSSESSIVES or (first in ARTICLES | DEMONSTRATIVES and not words[0][:1].isupper()):
        return None  # "moved to this country", "me mudé a este país": the place the user is in, unnamed
    if not allow_lower and not words[0][:1].isupper():
        return None
    folded = fold(text)
    if (folded in lexicon.GENERIC_NOUNS and not generic) or (
        fold(words[-1]) in lexicon.GENERIC_NOUNS and not words[-1][:1].isupper()
    ):
        return None
    if not_a_product and (folded in lexicon.TOOLS or folded in lexicon.BRANDS):
        return None
    return _title(text)


# "&" and "n" join the words of a shop's name ("Marks & Spencer", "Pick n Pay").
CONNECTORS = frozenset(
    ["de", "del", "la", "las", "los", "el", "y", "da", "do", "dos", "upon", "on", "&", "n", "'n'", "n'"]
)
PLACE_TAILS = frozenset(
    ["capital", "centro", "center", "centre", "city", "ciudad", "area", "zona", "norte", "sur", "este", "oeste"]
)


LEAD_INS = re.compile(
    r"^(?:(?:las|los|the)\s+)?(?:afueras|outskirts|alrededores|centro|centre|center|norte|sur|north|south|east|west|este"
    r"|oeste)\s+(?:de|del|of)\s+"
    # "un depa en Providencia", "a flat in Leith": the home is where the dwelling is.
    r"|^(?:(?:un|una|el|la|mi|nuestro|nuestra|a|an|the|my|our)\s+)(?:\w+\s+)?(?:depa|depto|departamento|apartamento|apto"
    # "una residencia en Granada", "un colegio mayor en Madrid": a hall of residence, too
    r"|piso|casa|casita|cuarto|habitacion|residencia|colegio\s+mayor|flat|apartment|house|condo|cottage|studio|bedsit"
    r"|room)\s+"
    # what it is like, in lowercase, before where it is ("de alquiler", "de dos habitaciones", "con terraza")
    r"(?:(?:de|con|sin|of|with)\s+(?:(?-i:[a-záéíóúñ]\w*)\s+){1,2}?)?(?:\w+\s+)?(?:en|in|on|de)\s+",
    re.IGNORECASE,
)


# A month or a day is a time, never a place ("we're moving back in March"); Mayo is also an Irish county.
WEEKDAYS = frozenset(
    [
        "lunes",
        "martes",
        "miercoles",
        "jueves",
        "viernes",
        "sabado",
        "domingo",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ]
)
TIMES = (frozenset(lexicon.MONTHS) - {"mayo"}) | WEEKDAYS


def is_time(text: str) -> bool:
    return fold(clean(text)).rstrip(".") in TIMES


def place(span: str) -> str | None:
    """A place name: the run of capitalised words the user wrote ("Neuquén en enero" → "Neuquén",
    "Mar del Plata"), or, all in lowercase, the words before a trailing "capital"/"centro"; never a month."""
    if is_time(span):
        return None
    words = LEAD_INS.sub("", clean(span)).split()
    capitalised = any(c.isupper() for c in "".join(words))
    if capitalised:
        words = _capitalised_run(words)  # "San Sebastián de los Reyes": five words, none of them a guess
        if len(words) > 1 and fold(words[0]) in ARTICLES and words[0].islower():
            words = words[1:]  # "vivo en el Bronx", "I live in the Bronx": the name, not its lowercase article
    else:
        while len(words) > 1 and fold(words[-1]) in PLACE_TAILS:
            words = words[:-1]
    return _proper(" ".join(words), max_words=5 if capitalised else 4, allow_lower=True, not_a_product=True)


def _capitalised_run(words: list[str]) -> list[str]:
    run: list[str] = []
    for index, word in enumerate(words):
        upper = word[:1].isupper()
        joins = bool(run) and _joins_a_name(words[index:])
        pronoun = re.fullmatch(r"I(?:'\w+)?", word) is not None  # "Manchester I order…"
        if pronoun or not (upper or joins or (not run and fold(word) in ARTICLES)):
            break
        run.append(word)
    return run


def _joins_a_name(words: list[str]) -> bool:
    """Connectors, then a capitalised word: "de la" in "Jerez de la Frontera", "de los" in "San
    Sebastián de los Reyes" (two connectors at most, so "de la casa de Ana" never joins)."""
    for ahead in range(min(2, len(words) - 1)):
        if fold(words[ahead]) not in CONNECTORS:
            return False
        if words[ahead + 1][:1].isupper():
            return True
    return False


def _without_lowercase_article(text: str) -> str:
    """ "el Corte Inglés" → "Corte Inglés", "the NHS" → "NHS": a lowercase article before a name goes."""
    first, _, rest = text.partition(" ")
    return rest if fold(first) in ARTICLES and first.islower() and rest[:1].isupper() else text


# "el colegio de San Ignacio", "the bank of Ireland": a kind of workplace before its capitalised name.
WORKPLACES = frozenset(
    [
        "hospital",
        "clinica",
        "colegio",
        "escuela",
        "instituto",
        "liceo",
        "universidad",
        "banco",
        "ayuntamiento",
        "municipio",
        "hotel",
        "restaurante",
        "fabrica",
        "tienda",
        "supermercado",
        "museo",
        "ministerio",
        "juzgado",
        "aeropuerto",
        "clinic",
        "school",
        "college",
        "university",
        "bank",
        "council",
        "restaurant",
        "factory",
        "museum",
        "ministry",
        "airport",
    ]
)


# "una startup que se llama Clarity", "a small agency called Brightline": a firm named after the kind it is.
FIRM_CALLED = re.compile(
    r"(?i)(?:^|(?<=\s))(?:(?:una?|an?|the|la|el)\s+)?(?:[\w-]+\s+){0,2}?(?:startup|start-up|empresa|compa[nñ][ií]a|company|firm"
    r"|agencia|agency|consultora|consultancy|estudio|studio|tienda|shop|store|cadena|chain|pyme|business|negocio"
    r"|fabrica|fábrica|factory|" + "|".join(sorted(WORKPLACES)) + r")\s+(?:que\s+se\s+llama|llamad[ao]|called|named)"
    r"\s+(?=[A-ZÁÉÍÓÚÑ0-9]|$)"
)


def _firm_named(text: str) -> str:
    found = FIRM_CALLED.match(text)
    return text[found.end() :] if found else text


def company(span: str) -> str | None:
    text = _without_lowercase_article(_firm_named(clean(span)))
    words = text.split()
    if (
        len(words) >= 4
        and fold(words[0]) in ("el", "la", "the")
        and fold(words[1]) in WORKPLACES
        and fold(words[2]) in ("de", "del", "of")
        and words[3][:1].isupper()
    ):
        text = " ".join(words[1:])
    words = text.split()
    if len(words) > 4 and words[0][:1].isupper():  # "Tesco in the head office"
        text = " ".join(_capitalised_run(words))
    text = BRANCH.sub("", text)  # "el Mercadona de la avenida": the company, not which of its shops
    text = IN_A_TOWN.sub(lambda found: "" if is_town(found.group(1)) else found.group(), text)
    return _not_a_town(_proper(text, max_words=4, allow_lower=True))


def is_town(text: str) -> bool:
    """A known town or city ("Madrid", "la Coruña"), by its name alone."""
    words = fold(clean(text)).split()
    if words and words[0] in ("el", "la", "the") and " ".join(words) not in lexicon.TOWNS:
        words = words[1:]
    return " ".join(words) in lexicon.TOWNS


def _not_a_town(name: str | None) -> str | None:
    """ "soy profe en Madrid": a town where the user works names no employer."""
    return None if name is None or is_town(name) else name


# Which shop of a chain, said in lowercase after its name: "de la avenida", "del centro", "de la esquina".
BRANCH = re.compile(
    r"(?<=\w)\s+(?:de\s+la|del|de\s+mi)\s+(?:avenida|esquina|calle|plaza|centro|barrio|pueblo|colonia|zona|mall"
    r"|rotonda|estacion|estación|carretera)$"
)


# Where the company's shop or office is: "Starbucks in Dublin", "Globant en Córdoba".
IN_A_TOWN = re.compile(r"(?<=\w)\s+(?:en|in)\s+([A-ZÁÉÍÓÚÑ][^,;]*)$")


def capitalised_company(span: str) -> str | None:
    text = _firm_named(clean(span))
    return company(text) if text[:1].isupper() or fold(text).startswith("the ") else None


def named_company(span: str) -> str | None:
    """An employer named with a capital, without what follows it ("Amazon in June" → "Amazon",
    "Rappi la semana pasada" → "Rappi"); nothing for a lowercase word ("I left early")."""
    text = _firm_named(clean(span))
    words = _without_lowercase_article(text).split()
    run = _capitalised_run(words) if words and words[0][:1].isupper() else []
    # "dejé el Día": a word capitalised after its article is a name, even when it is also a common noun.
    named = len(run) == 1 and len(words) < len(text.split())
    return _not_a_town(_proper(" ".join(run), max_words=4, allow_lower=True, generic=named)) if run else None


def capitalised_words(span: str) -> str:
    """The run of capitalised words a span starts with, article and all ("Mar del Plata"), or ""."""
    return " ".join(_capitalised_run(clean(span).split()))


def capitalised_place(span: str) -> str | None:
    """A place the user capitalised ("me voy a Roma"), never a lowercase errand ("voy a la farmacia")."""
    text = clean(span)
    return place(text) if text[:1].isupper() else None


# A word many clubs share, told apart by their town ("Sporting de Gijón", "Racing de Santander"); "Betis" needs none.
CLUBS_NAMED_BY_TOWN = frozenset(["sporting", "racing", "deportivo", "atletico", "athletic", "real", "union"])


def club(span: str) -> str | None:
    """A sports club the user named ("el Betis", "Leeds United"), as they wrote it, when it is one."""
    words = _capitalised_run(clean(span).split())
    while words and fold(words[0]) in ARTICLES:
        words = words[1:]
    for size in range(min(len(words), 4), 0, -1):
        if fold(" ".join(words[:size])) in lexicon.CLUBS:
            # "Sporting de Gijón", "Athletic Bilbao": the club the list knows by its first word, with its town
            rest = words[size:]
            place = rest[1:] if rest and fold(rest[0]) in ("de", "of") else rest
            town = fold(words[0]) in CLUBS_NAMED_BY_TOWN and bool(place) and is_town(" ".join(place))
            return " ".join(words if town else words[:size])
    if not words:
        # "soy del atleti de toda la vida": a club's name the list knows, typed in lowercase, said first
        typed = clean(span).split()
        while typed and fold(typed[0]) in ARTICLES:
            typed = typed[1:]
        for size in range(min(len(typed), 4), 0, -1):
            name = " ".join(typed[:size])
            if name.islower() and fold(name) in lexicon.CLUBS and fold(name) not in lexicon.GENERIC_NOUNS:
                return name
    return None


def club_not_place(span: str) -> str | None:
    """A club whose name is no place ("Boca", "River"): "soy de Boca" names a team."""
    found = club(span)
    return found if found and fold(found) in lexicon.CLUBS_NOT_PLACES else None


TITLES = frozenset(["don", "dona", "auntie", "aunty", "uncle", "mr", "mrs", "ms", "miss", "sir", "dr"])


def person_name(span: str, *, among_names: bool = False) -> str | None:
    """A person's name; among other names ("Ava, Noah and Zara") a brand's name is a name too."""
    text = clean(span)
    words = text.split()
    if not 1 <= len(words) <= 3 or not all(re.fullmatch(r"[^\W\d_][\w'-]*", w) for w in words):
        return None
    if re.fullmatch(r"I(?:'\w+)?", words[0]) or fold(text) in TITLES:
        return None  # "a cat called Luna, I love her", "my mum, Auntie Grace": the user speaking or a title, no name
    folded = fold(text)
    if (
        folded in lexicon.PROFESSIONS
        or folded in lexicon.DIETS
        or (folded in lexicon.BRANDS and not among_names)
        or folded in lexicon.GENERIC_NOUNS
        or folded in lexicon.DEMONYMS  # "I'm Canadian, from Halifax": where the user is from
    ):
        return None
    return _title(text)


def capitalised_name(span: str, *, among_names: bool = False) -> str | None:
    """A name the user capitalised: "mi hija Valentina", not "mi hija es…"."""
    text = clean(span)
    return person_name(text, among_names=among_names) if text[:1].isupper() else None


def job(span: str) -> str | None:
    text = clean(span)
    words = fold(text).split()
    if not 1 <= len(words) <= 5 or words[0] in lexicon.GENERIC_NOUNS or words[0] in POSSESSIVES:
        return None
    if words[0] in ARTICLES:
        text = " ".join(text.split()[1:])
        if len(words) < 2 or words[1] in lexicon.GENERIC_NOUNS:
            return None  # "work as a team": no role
    return text.lower() if text else None


# The user's next clause, run on without a comma: "soy mecanico tengo un taller", "I'm a nurse i work nights".
NEXT_CLAUSE = frozenset(
    {"tengo", "tenemos", "trabajo", "trabajamos", "vivo", "vivimos", "estoy", "llevo", "hago"}
    | {"i", "i'm", "im", "i've", "ive"}
)


def runs_on(span: str) -> bool:
    """Whether a span holds the start of the user's next clause ("mecanico tengo un taller")."""
    return any(word in NEXT_CLAUSE for word in fold(clean(span)).split())


# "I'm a keen gardener", "a hard worker", "soy buena cocinera", "fotógrafo aficionado": how the user is, or a pastime,
# never a job.
TRAITS = frozenset(
    "keen avid hard good great big huge massive natural decent terrible bad proper passionate aspiring wannabe"  # noqa: SIM905
    " gran buen buena mal mala excelente".split()
)
AMATEUR = frozenset(["amateur", "aficionado", "aficionada", "hobbyist"])


def a_trait(text: str) -> bool:
    """Whether a role is said of how the user is or of a pastime ("hard worker", "keen gardener")."""
    words = [word for word in fold(clean(text)).split() if word not in ARTICLES]
    return bool(words) and (words[0] in TRAITS or any(word in AMATEUR for word in words))


def profession(span: str) -> str | None:
    """A job named by a known profession word ("soy enfermera", "I'm a primary school teacher"); it ends
    where the user's next clause starts ("soy mecanico tengo un taller" is a mechanic)."""
    text = clean(span)
    words = fold(text).split()
    cut = next((i for i, word in enumerate(words) if word in NEXT_CLAUSE), len(words))
    words, text = words[:cut], " ".join(text.split()[:cut])
    if words and words[0] in ARTICLES:
        words, text = words[1:], " ".join(text.split()[1:])
    if not words or len(words) > 4 or a_trait(text) or _a_role_at_an_event(words):
        return None
    heads = (words[0], words[-1], " ".join(words[-2:]))
    if any(h in lexicon.PROFESSIONS or h in lexicon.ROLE_HEADS for h in heads) or _paid_for(words):
        return text.lower()
    return None


def _a_role_at_an_event(words: list[str]) -> bool:
    """ "I'm the maid of honour", "soy la madrina": a part the user plays at a wedding or a christening, no job."""
    return " ".join(words) in lexicon.EVENT_ROLES or "honour" in words or "honor" in words


# "a professional skater", "bailarina profesional": what the user is paid to do, whatever the word for it.
PAID = frozenset(["professional", "profesional", "pro"])
NOT_A_DOER = frozenset("muy bastante super tan mas poco re very quite so really person persona guy one tipo".split())  # noqa: SIM905


def _paid_for(words: list[str]) -> bool:
    doer = [word for word in words if word not in PAID]
    return (
        len(words) == 2
        and (words[0] in PAID) != (words[-1] in PAID)
        and (words[0] in ("professional", "pro") or words[-1] == "profesional")
        and bool(doer)
        and doer[0] not in NOT_A_DOER
        and doer[0] not in lexicon.GENERIC_NOUNS
    )


def lookup(table: dict[str, str]) -> _Lookup:
    return _Lookup(table)


def without_article(text: str) -> str:
    words = clean(without_band_word(text)).split()
    while len(words) > 1 and (fold(words[0]) in ARTICLES | {"marca", "brand"}) and not words[0][:1].isupper():
        words = words[1:]
    return " ".join(words)


BAND_WORDS = frozenset(["band", "group", "grupo", "banda", "conjunto"])
_BAND_BEFORE_A_NAME = re.compile(
    r"^(?i:(?:(?:the|el|la|los|las)\s+)?(?:" + "|".join(sorted(BAND_WORDS)) + r")\s+"
    r"(?:(?:de\s+)?(?:rock|pop|punk|metal|jazz|folk|indie)\s+)?)(?=[A-ZÁÉÍÓÚÑ0-9])"
)


def without_band_word(text: str) -> str:
    """ "the band Radiohead", "el grupo Vetusta Morla", "la banda de rock Los Planetas": the name the user gave, not the
    word for what it is; "la banda sonora" is no band and keeps its words."""
    text = clean(text)
    return _BAND_BEFORE_A_NAME.sub("", text, count=1)


def _singular(word: str) -> str:
    return word[:-2] if word.endswith("es") and len(word) > 4 else word[:-1] if word.endswith("s") else word


def recognised(table: dict[str, str]) -> _Recognised:
    return _Recognised(table)


class _Recognised:
    """The user's own words, when the table knows what they name ("débito", not "debit card")."""

    def __init__(self, table: dict[str, str]):
        self.table = table

    def __call__(self, span: str) -> str | None:
        text = without_article(span)
        folded = fold(text)
        known = folded in self.table or _singular(folded) in self.table
        return text if known and text else None


def colour(span: str) -> str | None:
    """A colour in the user's words ("verde esmeralda", "emerald green"), when one word names a colour."""
    text = without_article(span)
    words = fold(text).split()
    if not 1 <= len(words) <= 3 or not any(w in lexicon.COLOURS or w in lexicon.SHADES for w in words):
        return None
    return text


NOT_ALLERGENS = frozenset(
    [
        # "allergic to both", "alérgica a los dos": the allergens were named before (rules.allergens_named_before)
        "both",
        "them",
        "ambos",
        "ambas",
        "dos",
        "todos",
        "todas",
        "ellos",
        "ellas",
        "todo",
        "nada",
        # "I carry an EpiPen", "llevo antihistamínicos": what the user carries for an allergy is none
        "epipen",
        "epi-pen",
        "inhaler",
        "inhalador",
        "antihistamines",
        "antihistaminicos",
        "everything",
        "nothing",
        "it",
        "that",
        "this",
        "eso",
        "esto",
        "you",
        "ti",
        # "los lunes me dan alergia", "meetings give me hives": a day, a chore or people is a figure of speech.
        "lunes",
        "martes",
        "miercoles",
        "jueves",
        "viernes",
        "sabado",
        "sabados",
        "domingo",
        "domingos",
        "monday",
        "mondays",
        "tuesday",
        "friday",
        "weekend",
        "weekends",
        "finde",
        "trabajo",
        "curro",
        "laburo",
        "chamba",
        "jefe",
        "jefa",
        "gente",
        "work",
        "job",
        "boss",
        "people",
        "meetings",
        "reuniones",
        "clientes",
        "customers",
        "examenes",
        "exams",
        "hives",
        "rash",
        "rashes",
        "alergia",
        "allergy",
        "allergies",
        "urticaria",
        "ronchas",
        "sarpullido",
    ]
)


def allergen(span: str) -> str | None:
    """What the user is allergic to, in their words: a known allergen, or a short noun phrase."""
    text = without_article(span)
    words = fold(text).split()
    if not 1 <= len(words) <= 3 or words[0] in NOT_ALLERGENS or words[0] in POSSESSIVES:
        return None
    if re.fullmatch(r"all\s+(?:two|three|four|five|of\s+them)|the\s+(?:two|three|lot)", " ".join(words)):
        return None  # "allergic to all three": named before
    return text


def favourite(span: str) -> str | None:
    """A favourite as named ("La casa de papel", "sushi"), without a lowercase article in front."""
    text = without_article(span)
    words = text.split()
    if len(words) > 2 and fold(words[0]) in POSSESSIVES and words[1].endswith("'s"):
        text, words = " ".join(words[2:]), words[2:]  # "my mum's lemon drizzle": the dish, not whose it is
    if len(words) == 1 and fold(text) in ("she", "he", "they", "it", "ella", "el", "ellos", "ellas"):
        return None  # "I listen to Adele all day, she's my favourite singer": who, said before
    return text if 1 <= len(words) <= 6 and fold(words[0]) not in POSSESSIVES else None


def names(span: str) -> list[str]:
    """ "Miso and Tofu", "Pipa y Chispa", "Coco, Lola y Nina": each a capitalised name, or none."""
    found: list[str] = []
    parts = [p for p in re.split(r"\s*(?:,|&|\by\b|\be\b|\band\b)\s*", clean(span)) if p]
    for part in parts:
        name = capitalised_name(part, among_names=len(parts) > 1)
        if name is None:
            break  # "Pipa y Chispa, que se pelean": the names end where the sentence goes on
        found.append(name)
    return found


class _Lookup:
    """Normalise through a table of folded phrases; articles in front are ignored."""

    def __init__(self, table: dict[str, str]):
        self.table = table

    def __call__(self, span: str) -> str | None:
        words = fold(clean(span)).split()
        while words and words[0] in ARTICLES | {"la marca", "marca", "brand", "of"}:
            words = words[1:]
        return self.table.get(" ".join(words))


def payment_method(span: str) -> str | None:
    """A way to pay the table knows ("débito", "Yape"), or one the user named with a capital, as a whole
    ("EcoCash", "Cash App"): a wallet the table has not met is still one, a lowercase phrase is not."""
    known = recognised(lexicon.PAYMENTS)(span)
    if known:
        return known
    text = without_article(span)
    run = capitalised_words(text)
    return run if run == text and len(run.split()) <= 3 and fold(run) not in lexicon.GENERIC_NOUNS else None


def brand(span: str) -> str | None:
    words = fold(clean(span)).split()
    if words and words[0] in ARTICLES | {"marca", "brand"}:
        words = words[1:]
    if words[:2] == ["la", "marca"] or words[:2] == ["the", "brand"]:
        words = words[2:]
    for size in (3, 2, 1):
        found = lexicon.BRANDS.get(" ".join(words[:size]))
        if found and len(words) == size:
            return found
    return None


def tool(span: str) -> tuple[str, str] | None:
    """A tool an organisation chose, as (key, name): "Kimi K2.5" → ("llm", "Kimi K2.5")."""
    text = clean(span)
    words = fold(text).split()
    if words and words[0] in ARTICLES:
        words, text = words[1:], " ".join(text.split()[1:])
    for size in (3, 2, 1):
        key = lexicon.TOOLS.get(" ".join(words[:size]))
        if key is not None and len(words) <= size + 1:
            return key, _title(text)
    key = lexicon.TOOLS.get(re.sub(r"[-\s.]?\d[\w.]*$", "", " ".join(words)))  # "gpt-5", "kimi k2.5"
    return (
        (key, text if any(c.isupper() for c in text) else text.upper() if len(text) <= 6 else _title(text))
        if key
        else None
    )


def email(span: str) -> str | None:
    text = clean(span).rstrip(".").lower()
    return text if re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text) else None


def day_month(day: str, month: str) -> str | None:
    number_of_month = lexicon.MONTHS.get(fold(month))
    number_of_day = day_number(day) if day else None
    if number_of_day is None or number_of_month is None:
        return None
    return f"{number_of_month:02d}-{number_of_day:02d}"


def freeform(span: str) -> str | None:
    """A standing instruction, a decision or a project in the user's words, minus politeness."""
    text = re.sub(r"(?i)\b(por favor|porfa|please|pls|gracias|thanks)\b", "", clean(span))
    text = clean(re.sub(r"\s+,", ",", text)).strip(" ,")
    text = re.sub(r",(?:\s*,)+", ",", text)  # "…en Madrid, porfa, que…": the politeness between two commas gone
    text = re.sub(r"[\s,;.!]+$", "", text)  # the end of the sentence is no part of the value ("…sir, please.")
    return text if len(text.split()) >= 2 else None


# "Nunca me recomiendes vuelos con escala, que siempre pierdo el enlace", "Never suggest palm oil, I avoid it on
# principle": after a comma, why the user asks it (a reason, or a clause of the user's own) is no part of what to do.
INSTRUCTION_REASON = re.compile(
    r"(?i)\s*,\s*(?:que|porque|pues|ya\s+que|es\s+que|because|'?cause|cos|coz|since|as|i|i'm|i've|i'd|im|my|yo|soy"
    r"|tengo)\b.*$",
    re.DOTALL,
)


# "make your answers shorter from now on": the word that says it stands is no part of what to do.
STANDING_AFTER = re.compile(
    r"(?i)\s*,?\s*\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+out)?|in\s+(?:the\s+)?future"
    r"|a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+(?:m[aá]s|adelante)|en\s+adelante)\s*$"
)


def instruction(span: str) -> str | None:
    """A standing instruction in the user's words, without the reason given for it."""
    text = freeform(span)
    return freeform(STANDING_AFTER.sub("", INSTRUCTION_REASON.sub("", text))) if text else None
