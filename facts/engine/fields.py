"""A profile typed as labelled fields, made readable before the rules see it: "Name: Priya / City: Leeds / Diet:
vegan", "Edad: 52. Profesión: taxista.", "¿Mi nombre? Gonzalo.", "Fave film → Paddington 2". Each field whose label
names something the user may say about themselves is written out as the first-person sentence the rules read ("My
name is Priya.", "Vivo en Leeds."); any other part of the message stays as it was.

Fields are the user's own unless the message says whose they are: someone else's (a friend's bio, "my mum's CV",
a candidate, a character), an example or a template (placeholders such as "[name]" or "____"), or a list that is no
profile at all (a product's spec, an event's date and place, a recipe). A field crossed out ("~~Deliveroo~~ Ocado",
"mesera ✗ → estudiante") or marked "ex-" is a value given up; "33, sorry, 34" keeps the value put right.

Two shorter forms are written out too: a short list after a lead that says it is the user's ("About me: 34, midwife,
based in Leeds", a profile in quotes after "fix my insta bio:", a signature after "my sign-off:"), item by item; and a
note that leaves its subject out at the start of a message ("moving to Halifax in June", "mudanza a Cádiz en junio",
"new job @ Canva from Monday", "F/32", "nyc-based", "Ex-Accenture", "Move to Perth: off", "‼️ severe peanut allergy",
"#celiaca"), with the subject put back."""

from __future__ import annotations

import re
from dataclasses import dataclass

from facts.engine import lexicon
from memory_platform.text.language import detect_language
from memory_platform.text.normalise import fold_aligned

# Labels (folded: lowercase, no accents), by what the field states, in each language. A label may open with "my" /
# "mi" / "mis".
ENGLISH_LABELS: dict[str, tuple[str, ...]] = {
    "name": ("name", "full name", "first name"),
    "age": ("age",),
    "home": (
        "city",
        "location",
        "based in",
        "based",
        "home",
        "current city",
        "now",
        "currently",
        "address",
        "new address",
        "address change",
    ),
    "origin": (
        "from",
        "origin",
        "hometown",
        "born",
        "born in",
        "birthplace",
        "place of birth",
        "where from",
        "where i'm from",
        "where am i from",
    ),
    "job": ("job", "occupation", "profession", "role", "job title"),
    "work": ("work",),
    "employer": ("employer", "company", "workplace"),
    "industry": ("industry", "sector", "field"),
    "studies": ("studies", "studying", "course", "degree", "major", "education"),
    "diet": ("diet", "dietary requirements"),
    "allergy": ("allergies", "allergy", "allergic to"),
    "email": ("email", "e-mail", "mail"),
    "contact": ("contact", "best contact", "preferred contact"),
    "birthday": ("birthday", "bday", "b-day", "dob", "date of birth"),
    "language": ("language", "reply language", "answer language"),
    "style": ("style", "tone", "reply style", "answer style"),
    "budget": ("budget", "max budget"),
    "payment": ("payment", "payment method"),
    "seat": ("seat", "seat pref", "seat preference", "seating"),
    "team": ("team", "club"),
    "hobby": ("hobby", "hobbies", "interests", "pastimes"),
    "likes": ("likes", "loves"),
    "dislikes": ("dislikes", "hates", "pet peeves"),
    "partner": ("partner", "wife", "husband", "girlfriend", "boyfriend", "fiance", "fiancee"),
    "pet": ("dog", "cat"),
    "kids": ("kids", "children"),
    "sizes": ("sizes", "my size", "clothing size"),
    "shoe": ("shoe size", "shoes"),
    "status": ("status", "relationship status", "relationship", "marital status"),
    "car": ("car", "ride"),
    "height": ("height",),
    "trip": ("trip", "holiday", "holidays", "travel", "next trip"),
    "plan": ("plan", "plans", "next up"),
    "aside": ("fyi", "note", "ps", "p.s", "important", "heads up", "btw"),
    "standing": ("from now on", "going forward", "rule for you", "rule", "house rule"),
}
SPANISH_LABELS: dict[str, tuple[str, ...]] = {
    "name": ("nombre", "nombre completo", "nombre y apellidos"),
    "age": ("edad",),
    "home": (
        "ciudad",
        "ubicacion",
        "residencia",
        "localidad",
        "vivo en",
        "ciudad actual",
        "ahora",
        "actualmente",
        "domicilio",
        "direccion",
        "direccion nueva",
        "nueva direccion",
    ),
    "origin": (
        "origen",
        "de nacimiento",
        "naci en",
        "ciudad natal",
        "lugar de nacimiento",
        "procedencia",
        "de donde soy",
        "de donde eres",
    ),
    "job": ("profesion", "ocupacion", "puesto", "cargo", "oficio"),
    "work": ("trabajo", "curro", "pega", "chamba", "laburo", "chambita"),
    "employer": ("empresa", "empleador", "empleadora", "compania"),
    "industry": ("sector", "industria", "rubro"),
    "studies": ("estudios", "estudio", "carrera", "formacion", "titulo"),
    "diet": ("dieta", "alimentacion"),
    "allergy": ("alergias", "alergia", "alergico a", "alergica a"),
    "email": ("email", "e-mail", "mail", "correo", "correo electronico"),
    "contact": ("contacto", "contactame"),
    "birthday": ("cumple", "cumpleanos", "fecha de nacimiento"),
    "language": ("idioma", "idioma de las respuestas", "lengua"),
    "style": ("tono", "estilo", "preferencias de respuesta"),
    "budget": ("presupuesto", "presupuesto max", "presupuesto maximo"),
    "payment": ("pago", "forma de pago", "metodo de pago", "medio de pago"),
    "seat": ("asiento", "asiento preferido"),
    "team": ("equipo", "club", "cuadro"),
    "hobby": ("hobby", "hobbies", "aficion", "aficiones", "pasatiempo", "pasatiempos"),
    "likes": ("me gusta", "me gustan", "me encanta", "me encantan", "gustos"),
    "dislikes": ("no me gusta", "no me gustan", "odio", "no soporto"),
    "partner": ("pareja", "novio", "novia", "pololo", "polola", "marido", "esposo", "esposa", "prometido", "prometida"),
    "pet": ("perro", "perra", "gato", "gata", "perrito", "perrita", "gatito", "gatita"),
    "kids": ("hijos", "hijas", "nenes", "crios"),
    "sizes": ("mi talla", "talla de ropa"),
    "shoe": ("numero de calzado", "calzado", "numero de zapato", "talla de zapato"),
    "status": ("estado civil", "estado", "situacion sentimental"),
    "car": ("coche", "carro", "auto"),
    "height": ("altura", "estatura"),
    "trip": ("viaje", "vacaciones", "proximo viaje"),
    "plan": ("plan", "planes", "proximo plan"),
    "aside": ("nota", "dato importante", "importante", "ojo", "pd", "p.d", "dato"),
    "standing": (
        "a partir de ahora",
        "de ahora en adelante",
        "regla fija para ti",
        "regla para ti",
        "regla fija",
        "regla",
    ),
}
LABEL_KIND = {
    label: kind for table in (ENGLISH_LABELS, SPANISH_LABELS) for kind, labels in table.items() for label in labels
}
IN_ENGLISH = frozenset(label for labels in ENGLISH_LABELS.values() for label in labels)
IN_SPANISH = frozenset(label for labels in SPANISH_LABELS.values() for label in labels)
# "favourite colour", "fave film", "color favorito", "peli preferida": a favourite of any kind.
FAVOURITE = r"(?:favou?rite|fave|fav)\s+[a-z]+|[a-z]+\s+(?:favorit[oa]|preferid[oa])"
LABEL = (
    r"(?:(?:my|mi|mis|your|tu)\s+)?(?P<label>"
    + FAVOURITE
    + "|"
    + "|".join(re.escape(label) for label in sorted(LABEL_KIND, key=len, reverse=True))
    + r")"
)
# Labels of a list that is no profile of anyone: an event, a product, a recipe, a match. One of them in the message
# and no field of it is read.
NOT_A_PROFILE = re.compile(
    r"(?:^|[\n/|·•;,.]|\s)\s*(?:date|time|venue|price|brand|model|ingredients|quantity|serves|kick-?off|score|rating"
    r"|fecha|hora|lugar|precio|marca|modelo|ingredientes|cantidad|porciones|resultado|puntuacion|capacidad|duracion"
    r"|pantalla|bateria|screen|battery|capacity|duration)\s*:"
)
# Whose fields these are, when the message says they are not the user's.
RELATIVE = (
    r"(?:best\s+)?(?:friend|mate|mum|mom|mother|dad|father|sister|brother|son|daughter|boss|cousin|aunt|uncle|nan|gran"
    r"|grandma|grandad|flatmate|roommate|colleague|coworker|co-worker|neighbou?r|client|wife|husband|partner"
    r"|girlfriend|boyfriend|in-laws?|amig[oa]|madre|mama|vieja|padre|papa|herman[oa]|hij[oa]|jef[ea]|prim[oa]|ti[oa]"
    r"|abuel[oa]|compa|companer[oa]|vecin[oa]|client[ea]|cunad[oa]|suegr[oa]|novi[oa]|pareja|marido|esposa?)"
)
# What a list about someone may be: a CV, a bio, a profile, a form, a signature.
DOCUMENTS = (
    r"\b(?:cv|resume|bio|profile|details|info|form|signature|sign-?off|intro|datos|perfil|ficha|curriculum|firma"
    r"|presentacion|headline|titular)\b"
)
# Words that say a list is nobody's, or said to be not the user's: an example, a template, a character, "not me".
NOBODYS = (
    r"\b(?:candidate|candidat[oa]|applicant|postulante|character|personaje|protagonist|protagonista|example|ejemplo"
    r"|e\.g\.|template|plantilla|placeholder|sample|muestra|dummy|fictional|fictici[oa]|imaginary|imaginari[oa]"
    r"|persona|test\s+data|datos\s+de\s+prueba)\b|\bnot\s+me\b|\bno\s+(?:soy\s+)?yo\b"
)
SOMEONE_ELSES = re.compile(
    # "my mum's CV", "a friend's dating bio"
    r"\b(?:my|mi|mis|our|nuestr[oa]s?|a|un[oa]?)\s+"
    + RELATIVE
    + r"(?:'s)?\s+(?:\w+\s+){0,2}?"
    + DOCUMENTS
    # "for my mate Ollie", "el equipo de mi cuñado", "para una amiga"
    + r"|\b(?:for|of|para|de)\s+(?:my|mi|a|un[oa]?)\s+"
    + RELATIVE
    + r"\b"
    r"|\b(?:his|her|their)\s+(?:cv|resume|bio|profile|details|form)\b|" + NOBODYS
)
# Inside a value only these say the field is not the user's ("Name: Jane Doe (example)"): "las croquetas de mi abuela"
# is the user's favourite all the same.
NOT_THE_USERS_VALUE = re.compile(NOBODYS)
# A value that fills no field: a blank or a placeholder.
PLACEHOLDER = re.compile(
    r"_{2,}|^\W*\.{3,}\W*$|\[[^\]]*\]|\{[^}]*\}|<[^>]*>|^\W*$|^\W*(?:x+|n/?a|none|nada|ninguno|ninguna|tbd|tbc|-|\?+)\W*$"
    r"|\b(?:your|tu|su)\s+(?:name|nombre|city|ciudad|age|edad|email|correo)\b"
)
# Where a field ends: a line, a slash or bar between spaces, a bullet, a semicolon, a sentence's end (not an
# abbreviation's: "Presupuesto máx. para…"), or a comma before the next field's label.
SEPARATOR = re.compile(
    r"\s*(?:\n+|\s[/|·•]\s|\s?\|\s?|;\s*|(?<=[.!])(?<!\.\.)(?<!\bm[aá]x\.)(?<!\bapprox\.)(?<!\baprox\.)(?<!\bn[oº]\.)\s+|,\s+(?="
    + LABEL.replace("(?P<label>", "(?:")
    + r"\s*(?::|\?|→|->)))\s*",
    re.IGNORECASE,
)
# A field: its label, then a colon, an arrow or a question mark, then its value.
FIELD = re.compile(
    r"^[\W_]*?[¿]?\s*"
    + LABEL
    # "Budget for the gift:", "Plan para marzo:", "Presupuesto máx. para el regalo:": what the label is for
    + r"(?P<qualifier>\s+(?:max\.?\s+)?(?:for|para|pa'l|de|del|of|in|en|this|este|esta)\b[^:?→]{1,40}?)?"
    r"\s*(?P<mark>:|\?|→|->|=>)\s*(?P<value>.+)$"
)
# A value put right: "33, sorry, 34", "Bristol — wait no, Bath now", "Burgos... no, espera, ya es Valladolid".
CORRECTION = re.compile(
    r"^.*\b(?:sorry|i\s+mean|wait(?:\s+no)?|no\s+wait|actually|perdon|digo|mejor\s+dicho|(?:no\W+)?espera)\b\W*"
    r"(?:(?:ya\s+es|now\s+it'?s|it'?s)\s+)?",
)
# Where a value ends: an aside in brackets, a dash, an exclamation, an emoji with more words after it, a comma
# before a word of emphasis.
VALUE_END = re.compile(
    r"\s+[(—–]|\s+-\s|\s*[!¡(]|\s*,\s*(?:always|siempre|never|nunca|obvio|obviously|please|porfa|thanks|gracias)\b"
    r"|\s*[^\w\s'.,&@+/:~\-]+\s+(?=\w)"
)
# An old value crossed out before the new one: "~~Deliveroo~~ Ocado", "mesera ✗ → estudiante de Gastronomía", or
# crossed out alone ("barista ❌ quit last week").
CROSSED = re.compile(
    r"^~~(?P<old>[^~]+)~~\s*(?:→|->)?\s*(?P<new>.*)$"
    r"|^(?P<old2>[^✗❌→]+?)\s*[^\w\s✗❌]*\s*[✗❌]\s*(?:(?:→|->)\s*(?P<new2>.+))?"
)
FORMER = re.compile(r"^(?:ex-?|former\s+)(?P<old>\w[\w\s]*)")
SYMBOLS = re.compile(r"[^\w\s'.,&@+/:-]+")
ANSWERED_NOT = re.compile(r"^(?:no|not|nope|idk|dunno|ni\s+idea|no\s+se|n/a|depends|depende|none|nada|ninguno)\b")
# Words that soften a value and are no part of it: "mejor por wasap", "preferably text".
AGE = re.compile(
    r"^\d{1,3}(?:\s*(?:years?(?:\s+old)?|yo|y\.o\.?|anos|añitos))?(?:\s|$)(?![^,]*\b(?:only|solo|min|max)\b)"
)
SOFT = re.compile(r"^(?:mejor|preferiblemente|preferably|ideally|mostly|sobre\s+todo|solo|only|just)\s+")
# "¿De dónde soy? De Rosario", "Contacto: por wasap": the preposition the sentence written out says already.
LEADING_PREPOSITION = re.compile(r"^(?:de|from|por|by|via)\s+")
# Kinds whose value is a list or a sentence, kept whole; any other value ends at its first comma ("Calgary, AB").
WHOLE = frozenset(["likes", "dislikes", "hobby", "kids", "trip", "plan", "aside", "standing", "status"])


@dataclass(frozen=True)
class Field:
    kind: str
    label: str  # folded
    value: str  # as written
    old: str = ""  # a value given up
    qualifier: str = ""  # what the label is for ("para marzo")
    rest: str = ""  # what followed the value after a comma, read as it was written


def readable(text: str) -> str:
    """The message with its fields, its short lists the user says are theirs and a note without its subject written
    out as the sentences the rules read."""
    return note_spelt_out(intro_spelt_out(spelt_out(text)))


def spelt_out(text: str) -> str:
    """The message with each of the user's fields written out as a sentence; the message as it was when it holds
    none, or when its fields are not the user's."""
    if ":" not in text and "?" not in text and "→" not in text and "->" not in text:
        return text
    folded = fold_aligned(text)
    if NOT_A_PROFILE.search(folded):
        return text
    parts = _parts(text)
    fields = [_field(part) for part in parts]
    if not any(fields):
        return text
    if SOMEONE_ELSES.search(" ".join(fold_aligned(p) for p, f in zip(parts, fields, strict=True) if not f)) or any(
        f
        and (
            SOMEONE_ELSES.search(fold_aligned(f.qualifier))
            or ("@" not in f.value and NOT_THE_USERS_VALUE.search(fold_aligned(f.value)))
        )
        for f in fields
    ):
        return text
    language = detect_language(text)
    said = [_sentence(f, language) if f else part for part, f in zip(parts, fields, strict=True)]
    return " ".join(s if s.rstrip().endswith((".", "!", "?")) else s + "." for s in said if s.strip())


def _parts(text: str) -> list[str]:
    return [part for part in SEPARATOR.split(text) if part and part.strip()]


def _field(part: str) -> Field | None:
    match = FIELD.match(fold_aligned(part))
    if not match:
        return None
    label = match.group("label")
    kind = "favourite" if re.fullmatch(FAVOURITE, label) else LABEL_KIND[label]
    value = part[match.start("value") :]
    if match.group("mark") == "?" and (
        kind == "favourite" or value.rstrip().endswith("?") or ANSWERED_NOT.match(fold_aligned(value).strip())
    ):
        return None  # a favourite asked and answered is the rules' (extraction.FAVOURITE_ANSWER)
    qualifier = part[match.start("qualifier") : match.end("qualifier")].strip() if match.group("qualifier") else ""
    value, old = _given_up_value(_corrected(value).strip())
    (value, rest), (old, _) = _trimmed(value, kind), _trimmed(old, kind)
    if PLACEHOLDER.search(fold_aligned(value)):
        if not old:
            return None
        value = ""
    if kind == "age" and not AGE.match(fold_aligned(value)):
        return None  # "Age: 18+ only for this event"
    if value and (kind == "job" or (kind == "work" and value[:1].islower())) and not _a_trade(value):
        return None  # "Job: fix the sink before Friday" is a chore
    return Field(kind, label, value, old, qualifier, rest)


def _corrected(value: str) -> str:
    said = CORRECTION.match(fold_aligned(value))  # greedy: the last correction stands
    return value[said.end() :] if said and said.end() < len(value) else value


def _given_up_value(value: str) -> tuple[str, str]:
    """(the value now, the value given up): "~~Tesco~~ Aldi" is (Aldi, Tesco), "ex-vegan" is ("", vegan)."""
    crossed = CROSSED.match(value)
    if crossed:
        return (crossed.group("new") or crossed.group("new2") or ""), (crossed.group("old") or crossed.group("old2"))
    former = FORMER.match(fold_aligned(value))
    if former:
        return "", value[former.start("old") : former.end("old")].split(",")[0]
    return value, ""


def _trimmed(value: str, kind: str) -> tuple[str, str]:
    """The value, and what followed it after a comma (read as a statement of its own: "De Mendoza, aunque vivo en
    Rosario")."""
    end = VALUE_END.search(value)
    after_dash = ""
    if end:
        if re.match(r"\s+[—–-]\s", value[end.start() :]):  # what follows a dash is a statement of its own
            after_dash = value[end.end() :].strip()
        value = value[: end.start()]
    value = re.sub(r"\s+", " ", SYMBOLS.sub(" ", value)).strip(" .,:;-")
    rest = ""
    if kind not in WHOLE:
        value, _, rest = (part.strip() for part in value.partition(", "))
    rest = ". ".join(part for part in (rest, after_dash) if part)
    if kind not in WHOLE or kind == "status":
        soft = SOFT.match(fold_aligned(value))
        value = value[soft.end() :] if soft else value
    if kind in ("origin", "contact"):
        said_by = LEADING_PREPOSITION.match(fold_aligned(value))
        value = value[said_by.end() :] if said_by else value
    return value, rest


def _sentence(field: Field, language: str) -> str:
    spanish = _spanish(field.label, language)
    said = []
    if field.old:
        said.append(_given_up(field, spanish))
    if field.value:
        said.append(_written_out(field, spanish))
    if field.rest:
        said.append(field.rest + ".")
    return " ".join(s for s in said if s)


def _spanish(label: str, language: str) -> bool:
    """Whether to write the field in Spanish: the label's language, or the message's when the label is both's."""
    if re.fullmatch(FAVOURITE, label):
        return not label.startswith("fav")
    if label in IN_ENGLISH and label in IN_SPANISH:
        return language == "es"
    return label in IN_SPANISH


def _number(value: str) -> str:
    found = re.match(r"\s*(\d{1,3})\b", value)
    return found.group(1) if found else ""


def _a_job(value: str) -> bool:
    """A value that names a trade rather than a workplace ("nurse", "Enfermera", "retired teacher")."""
    return value[:1].islower() or _a_trade(value)


def _a_trade(value: str) -> bool:
    return any(w in lexicon.PROFESSIONS or w in lexicon.ROLE_HEADS for w in re.findall(r"[a-z]+", fold_aligned(value)))


def _style(value: str, spanish: bool) -> str:
    folded = fold_aligned(value)
    if "emoji" in folded and re.search(r"\b(?:no|sin|without|never|nunca|cero|zero)\b", folded):
        return "No uses emojis." if spanish else "Don't use emojis."
    if re.search(r"\bformal\b", folded) and not re.search(r"\b(?:in|no|not|nada)\s*formal", folded):
        return "Háblame de usted." if spanish else "Please keep a formal tone with me."
    return ""


ORDER = re.compile(
    r"(?:never|always|don't|do|no|not|use|give|write|reply|answer|keep|put|send|call|avoid|stop|include|skip|nunca"
    r"|siempre|usa|dame|pon|escribe|responde|contesta|manda|llama|evita|deja|incluye|habla|hablame|tratame)\b"
)


def _an_order(value: str) -> bool:
    """A standing instruction that says what to do ("never suggest…"), not only what ("bullet points")."""
    return bool(ORDER.match(fold_aligned(value)))


def _plan(field: Field, spanish: bool) -> str:
    """ "Plan: relocating to Toronto in March" is "I'm relocating…"; "Plan para marzo: mudarme a Montevideo" is "Voy
    a mudarme a Montevideo para marzo"."""
    first = fold_aligned(field.value).split()[0] if field.value.split() else ""
    when = f" {field.qualifier}" if field.qualifier else ""
    if spanish:
        return f"Voy a {field.value}{when}." if re.fullmatch(r"[a-z]+(?:r|rme|rnos)", first) else ""
    return f"I'm {field.value}{when}." if first.endswith("ing") else ""


# The sentence each kind of field is written out as, in English and in Spanish: "{v}" is the value, "{w}" the label's
# last word ("wife", "gata"), "{label}" the whole label ("color favorito").
SAID: dict[str, tuple[str, str]] = {
    "name": ("My name is {v}.", "Me llamo {v}."),
    "home": ("I live in {v}.", "Vivo en {v}."),
    "origin": ("I'm from {v}.", "Soy de {v}."),
    "job": ("I work as a {v}.", "Trabajo de {v}."),
    "employer": ("I work at {v}.", "Trabajo en {v}."),
    "industry": ("I work in the {v} industry.", "Trabajo en el sector {v}."),
    "studies": ("I'm studying {v}.", "Estudio {v}."),
    "diet": ("I'm {v}.", "Soy {v}."),
    "allergy": ("I'm allergic to {v}.", "Soy alérgico a {v}."),
    "email": ("My email is {v}.", "Mi correo es {v}."),
    "contact": ("Please contact me by {v}.", "Contáctame por {v}."),
    "birthday": ("My birthday is {v}.", "Mi cumpleaños es el {v}."),
    "language": ("Always answer me in {v}.", "Respóndeme siempre en {v}."),
    "budget": ("My budget is {v}.", "Mi presupuesto es de {v}."),
    "payment": ("I always pay with {v}.", "Siempre pago con {v}."),
    "seat": ("I prefer {v} seats.", "Prefiero asiento de {v}."),
    "team": ("My favourite team is {v}.", "Mi equipo favorito es {v}."),
    "favourite": ("My favourite {w} is {v}.", "Mi {label} es {v}."),
    "hobby": ("My hobby is {v}.", "Mi hobby es {v}."),
    "likes": ("I like {v}.", "Me gusta {v}."),
    "dislikes": ("I don't like {v}.", "No me gusta {v}."),
    "partner": ("My {w}'s name is {v}.", "Mi {w} se llama {v}."),
    "pet": ("My {w} is called {v}.", "Mi {w} se llama {v}."),
    "sizes": ("I wear size {v}.", "Uso talla {v}."),
    "shoe": ("I'm a size {v} in shoes.", "Calzo un {v}."),
    "car": ("I drive a {v}.", "Tengo un {v}."),
    "height": ("I'm {v} tall.", "Mido {v}."),
    "trip": ("I'm going to {v}.", "Me voy de viaje a {v}."),
    "aside": ("{v}.", "{v}."),
}


def _written_out(field: Field, spanish: bool) -> str:
    """The field's value as the sentence the rules read; "" when the value says nothing they would keep."""
    value, kind = field.value, field.kind
    if kind == "age":
        number = _number(value)
        return (f"Tengo {number} años." if spanish else f"I'm {number} years old.") if number else ""
    if kind == "work":  # "Work: nurse" is a trade, "Work: Mapfre" a workplace
        kind = "job" if _a_job(value) else "employer"
    elif kind == "diet" and not spanish and fold_aligned(value) in ("halal", "kosher"):
        return f"I eat {value}."
    elif kind == "kids":
        if _number(value) == value.strip():
            return f"Tengo {value} hijos." if spanish else f"I have {value} kids."
        return f"Tengo hijos: {value}." if spanish else f"I have kids: {value}."
    elif kind == "status":
        return f"Estoy {value.replace(',', '')}." if spanish else f"I'm {value.replace(',', '')}."
    elif kind == "style":
        return _style(value, spanish)
    elif kind == "plan":
        return _plan(field, spanish)
    elif kind == "standing":
        opening = "De ahora en adelante," if spanish else "From now on,"
        order = "" if _an_order(value) else ("usa " if spanish else "use ")
        return f"{opening} {order}{value}."
    return SAID[kind][1 if spanish else 0].format(v=value, w=field.label.split()[-1], label=field.label)


def _given_up(field: Field, spanish: bool) -> str:
    kind, old = field.kind, field.old
    if kind in ("employer", "work") and not _a_job(old):
        return f"Ya no trabajo en {old}." if spanish else f"I don't work at {old} anymore."
    if kind in ("job", "work"):
        return f"Ya no soy {old}." if spanish else f"I'm not a {old} anymore."
    if kind == "diet":
        return f"Ya no soy {old}." if spanish else f"I'm not {old} anymore."
    return ""


# A short list about the user after a lead that says so: "About me: 34, midwife, based in Leeds", "Mis datos: Laura
# Sanz, 31, diseñadora de moda", "Make me a CV from this: Chidi Nwosu, civil engineer, 7 yrs at Julius Berger, Abuja".
OWN_LEAD = re.compile(
    r"\b(?:about\s+me|sobre\s+mi|(?:my|mi|mis)\s+(?:\w+\s+){0,2}?(?:details|datos|bio|profile|perfil|cv|intro|info"
    r"|presentacion|headline|titular)|(?:make|write|build|do|draft)\s+me\s+(?:a|an|my)\s+(?:cv|resume|bio|profile)"
    r"|(?:hazme|armame|haceme|escribeme)\s+(?:el|un|mi)\s+(?:cv|curriculum|perfil|bio)|(?:quick\s+)?intro\s+for\s+the"
    # "Mejórame la bio de Insta", "fix my insta bio": a profile the user asks to be mended for them
    r"|(?:mejorame|arreglame|corrigeme|revisame|retocame|fix|improve|polish|tweak|update|rewrite)\s+(?:la|el|mi|my)\s+"
    r"(?:\w+\s+){0,2}?(?:bio|perfil|cv|titular|headline|profile))\b"
)
# A signature the user says is theirs, then its closing words: "mi firma es así: Un abrazo, Rocío Medina · Ingeniera
# de caminos · Acciona", "Sign this one off as usual: Cheers, Callum Reid — Senior Planner, Network Rail".
SIGN_LEAD = re.compile(
    r"\b(?:(?:my|mi)\s+(?:\w+\s+){0,2}?(?:signature|sign-?off|firma|despedida)|sign\s+(?:this|it)\s+(?:one\s+)?off"
    r"|firm(?:a|alo|amelo)\s+(?:asi|con|como))\b"
)
CLOSING = re.compile(
    r"^(?:cheers|best|best\s+wishes|regards|kind\s+regards|warm\s+regards|warmly|thanks|many\s+thanks|sincerely|yours"
    r"|un\s+abrazo|abrazos|saludos(?:\s+cordiales)?|un\s+saludo|atentamente|cordialmente|besos|gracias)$"
)
INTRO = re.compile(r"^(?P<lead>[^:\n]{0,80}):\s*(?P<items>[^.?!\n:]+?)\s*(?:[.?!\n]|$)")
DOCUMENT = re.compile(DOCUMENTS)
# "The CV of the guy I interviewed:", "el perfil de la chica nueva:": a document of someone the user only describes.
GUEST_DOCUMENT = re.compile(
    r"\b(?:cv|resume|bio|profile|details|perfil|datos|ficha|curriculum)\s+(?:of|for|de|del|para)\s+(?:the|a|an|this"
    r"|that|el|la|un|una|este|esta|ese|esa)\s+(?:\w+\s+)?(?:guy|man|woman|girl|boy|lady|person|people|tipo|chico|chica"
    r"|senor|senora|persona|muchach[oa]|candidat[oa]|candidate|applicant|new\s+hire|nuev[oa])\b"
)
QUOTE_MARKS = re.compile(r"[«»\"“”]|(?:(?<=\s)|^)'|'(?=\s|$)")
ITEM_BREAK = re.compile(r",\s+|\s+&\s+|\s*[|·•]\s*|\s+[—–]\s+")
WORKED_AT = re.compile(
    r"^(?:\d+\s+(?:yrs?|years?|anos)\s+(?:at|in|en|con)|(?:currently|now|ahora|actualmente)\s+(?:at|en))\s+"
)
COUNTED_THINGS = re.compile(r"^(?:\d|one|two|three|un[oa]?|dos|tres)\b\s+\w+")
# An item that is a statement or a field of its own already ("vivo en Rosario", "based in Leeds", "nombre Lucía"),
# read as it is.
STATEMENT = re.compile(
    r"^(?:based|living|live|lives|from|i|i'm|im|my|married|working|work|studying|born|name|age|job|vivo|soy|de|tengo"
    r"|trabajo|estudio|estudiando|laburo|curro|chambeo|naci|casad[oa]|nombre|edad|mi|mis)\b"
)


def intro_spelt_out(text: str) -> str:
    """The list after a lead that says it is the user's, written out item by item (a signature: the name, then the
    role and the workplace); the text as it was otherwise."""
    intro = INTRO.match(QUOTE_MARKS.sub(lambda mark: " " * len(mark.group()), text))
    if not intro:
        return text
    lead = fold_aligned(intro.group("lead"))
    if SOMEONE_ELSES.search(lead) or GUEST_DOCUMENT.search(lead):
        # "My mum's CV: Linda Hart, 61, …", "Dating bio for my mate Ollie (NOT me): 33, Bristol, …": the list is
        # someone else's, so none of it (nor the lead naming it) is read as the user's; what follows it still is
        return " " * intro.end() + text[intro.end() :] if DOCUMENT.search(lead) else text
    signed = bool(SIGN_LEAD.search(lead))
    if not (signed or OWN_LEAD.search(lead)):
        return text
    items = [re.sub(r"\s+", " ", SYMBOLS.sub(" ", item)).strip() for item in ITEM_BREAK.split(intro.group("items"))]
    items = [item for item in items if item]
    if signed:
        return _signature(items, text, intro.end())
    if len(items) < 2 or any(":" in item for item in items):
        return text
    spanish = detect_language(text) == "es"
    said = [s for s in (_item(item, index, spanish) for index, item in enumerate(items)) if s]
    if len(said) < 2:
        return text
    return " ".join(said) + " " + text[intro.end() :]


def _signature(items: list[str], text: str, end: int) -> str:
    if len(items) < 2 or not CLOSING.match(fold_aligned(items[0])):
        return text
    name, *work = items[1:]
    if not re.fullmatch(r"[A-ZÁÉÍÓÚÑ][\w'-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w'-]+){0,3}", name):
        return text
    spanish = detect_language(text) == "es"
    said = [f"Me llamo {name}." if spanish else f"My name is {name}."]
    if work:
        said.append(f"Trabajo de {work[0]}." if spanish else f"I work as a {work[0]}.")
    if len(work) > 1:
        said.append(f"Trabajo en {work[1]}." if spanish else f"I work at {work[1]}.")
    return " ".join(said) + " " + text[end:]


def _item(item: str, index: int, spanish: bool) -> str:
    folded = fold_aligned(item)
    age = re.fullmatch(r"(?:[fm]\s*/\s*)?(\d{2})(?:\s*(?:anos|years?(?:\s+old)?|yo))?", folded)
    if age and 14 <= int(age.group(1)) <= 99:
        return f"Tengo {age.group(1)} años." if spanish else f"I'm {age.group(1)} years old."
    if re.match(r"(?:based|living|from|married|working|studying|born)\b", folded):
        return f"I'm {item}."
    if STATEMENT.match(folded):
        return item + "."
    worked = WORKED_AT.match(folded)
    if worked:
        return f"Trabajo en {item[worked.end() :]}." if spanish else f"I work at {item[worked.end() :]}."
    if COUNTED_THINGS.match(folded):
        return f"Tengo {item}." if spanish else f"I have {item}."
    if _a_trade(item) or item[:1].islower():
        return f"Trabajo de {item}." if spanish else f"I work as a {item}."
    if re.fullmatch(r"[A-ZÁÉÍÓÚÑ][\w'-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w'-]+){0,3}", item):
        if index == 0:
            return f"Me llamo {item}." if spanish else f"My name is {item}."
        return f"Vivo en {item}." if spanish else f"I live in {item}."
    return ""


# A note with its subject left out, at the start of a message (after any emoji, bullet, hashtag or "FYI"): "moving to
# Halifax end of june", "mudanza a Cádiz en junio!!!", "new job @ Canva kicking off monday", "‼️ severe peanut
# allergy ‼️", "#celiaca", "F/32, Melbourne", "nyc-based", "Ex-Accenture, at Infosys since January", "Move to Perth:
# off". Each is written out with the subject its statement leaves out; the rest of the message stays as it was.
NOTE_OPENER = re.compile(r"^(?:[^\w#¿¡]|#(?=\w))*(?:(?:fyi|btw|ojo|dato|nota|note)\b\W*)?", re.IGNORECASE)
GERUND_NOTE = re.compile(r"(?:moving|relocating|starting|getting\s+married|getting\s+hitched|flying|heading)\b")
MOVE_NOTE = re.compile(
    r"(?P<en>(?:relocation|move|moving)\s+to)|(?P<es>(?:mudanza|traslado|mudanzas)\s+(?:a|pa|para))\s+(?=[A-Z])",
    re.IGNORECASE,
)
MOVE_CALLED_OFF = re.compile(
    r"(?:(?P<en>(?:relocation|move|moving)\s+to)|(?P<es>(?:mudanza|traslado)\s+a))\s+(?P<place>[A-ZÁÉÍÓÚÑ][\w'-]*"
    r"(?:\s+[A-ZÁÉÍÓÚÑ][\w'-]*){0,2})\s*[:—–-]\s*(?:off|cancell?ed|called\s+off|scrapped|not\s+happening"
    r"|cancelad[oa]|suspendid[oa]|se\s+cae|no\s+va)\b",
    re.IGNORECASE,
)
NEW_JOB_NOTE = re.compile(
    r"(?:(?P<en>new\s+job)\s+(?:@|at)|(?P<es>(?:curro|trabajo|laburo|chamba|pega|empleo)\s+nuevo)\s+(?:@|en))\s+"
    r"(?=[A-Z])",
    re.IGNORECASE,
)
AGE_TAG = re.compile(
    r"(?:[fm]\s*/\s*|(?:mujer|hombre|female|male|woman|man|chica|chico|girl|guy)\s*,?\s+)(?P<age>\d{2})\b"
    r"|(?P<age2>\d{2})\s*[fm]\b",
    re.IGNORECASE,
)
BASED_NOTE = re.compile(r"(?P<place>[\w.]+(?:\s+[A-Z][\w.]*)?)-based\b", re.IGNORECASE)
FORMER_EMPLOYER = re.compile(
    r"(?i:ex)[-\s]+(?:(?i:de)\s+)?(?P<employer>[A-ZÁÉÍÓÚÑ][\w&.'-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w&.'-]*){0,2})(?=\s*[,.;]|\s*$)"
)
# Someone else's move ("Relocation to Oslo is what my sister is planning"); one the user makes with them ("moving to
# Halifax with my partner") is the user's.
RELATIVE_NAMED = re.compile(r"(?<!\bwith\s)\b(?:my|mi|mis|his|her|their|sus?|our|nuestr[oa]s?)\s+" + RELATIVE + r"s?\b")
NOW_AT = re.compile(r"\s*,\s*(?:(?:now|ahora|currently|actualmente)\s+)?(?:at|en|@)\s+(?=[A-ZÁÉÍÓÚÑ])", re.IGNORECASE)
STANDALONE_DIETS = frozenset(
    [*lexicon.DIETS, "celiaca", "celiaco", "coeliac", "celiac", "teetotal", "abstemio", "abstemia", "sin gluten"]
)
HEALTH_NOTE = re.compile(
    r"(?P<allergy>(?:(?:severe|mild|serious)\s+)?[a-z]+(?:\s+[a-z]+)?\s+allergy)"
    r"|(?P<es>(?:alergic[oa]|intolerante)\s+a\s+(?:la\s+|el\s+|los\s+|las\s+)?[a-z]+(?:\s+[a-z]+)?)"
    r"|(?P<diet>[a-z]+(?:\s+[a-z]+)?)"
)


def note_spelt_out(text: str) -> str:
    """A note that leaves its subject out, written out with it; the text as it was otherwise."""
    opener = NOTE_OPENER.match(text)
    start = opener.end() if opener else 0
    rest = text[start:]
    if RELATIVE_NAMED.search(fold_aligned(re.split(r"[.!?\n]", rest, maxsplit=1)[0])):
        return text  # "Relocation to Oslo is what my sister is planning"
    for read in (_move_called_off, _move_note, _new_job_note, _gerund_note, _age_tag, _based_note, _former_employer):
        said = read(rest)
        if said:
            return said
    return _health_note(text, rest)


def _move_called_off(rest: str) -> str:
    off = MOVE_CALLED_OFF.match(rest)
    if not off:
        return ""
    said = (
        f"Ya no me mudo a {off.group('place')}."
        if off.group("es")
        else f"I'm not moving to {off.group('place')} anymore."
    )
    return said + rest[off.end() :]


def _move_note(rest: str) -> str:
    move = MOVE_NOTE.match(rest)
    if not move:
        return ""
    return ("Me mudo a " if move.group("es") else "I'm moving to ") + rest[move.end() :].lstrip()


def _new_job_note(rest: str) -> str:
    job = NEW_JOB_NOTE.match(rest)
    if not job:
        return ""
    return ("Empiezo un trabajo nuevo en " if job.group("es") else "I'm starting a new job at ") + rest[job.end() :]


def _gerund_note(rest: str) -> str:
    """ "moving to Halifax end of june" is the user's move; "getting married in June is so expensive" says what
    getting married is, of anyone."""
    clause = fold_aligned(re.split(r"[,.;!?\n—–]", rest, maxsplit=1)[0])
    if not GERUND_NOTE.match(rest) or re.search(
        r"\b(?:is|was|are|were|costs?|sucks|takes|can\s+be|must\s+be)\b", clause
    ):
        return ""
    return f"I'm {rest}"


def _age_tag(rest: str) -> str:
    tag = AGE_TAG.match(rest)
    if not tag:
        return ""
    age = tag.group("age") or tag.group("age2")
    spanish = detect_language(rest) == "es" or re.match(r"(?:mujer|hombre|chica|chico)\b", rest, re.IGNORECASE)
    return (f"Tengo {age} años." if spanish else f"I'm {age} years old.") + rest[tag.end() :]


def _based_note(rest: str) -> str:
    based = BASED_NOTE.match(rest)
    return f"I'm based in {based.group('place')}." + rest[based.end() :] if based else ""


def _former_employer(rest: str) -> str:
    former = FORMER_EMPLOYER.match(rest)
    if not former:
        return ""
    employer = former.group("employer")
    spanish = detect_language(rest) == "es" or rest[: former.start("employer")].lower().rstrip().endswith("de")
    said = f"Ya no trabajo en {employer}." if spanish else f"I don't work at {employer} anymore."
    after = rest[former.end() :]
    now = NOW_AT.match(after)  # ", ahora en Indra", ", at Infosys since January": where the user works now
    if now:
        return said + (" Ahora trabajo en " if spanish else " Now I work at ") + after[now.end() :]
    return said + after


def _health_note(text: str, rest: str) -> str:
    """A message that is only a diet or an allergy, with emoji or hashtags around it ("‼️ severe peanut allergy ‼️",
    "#celiaca 🙋 ¿qué me llevo…?", "📌 Intolerante a la lactosa")."""
    head = re.split(r"[^\w\s'-]|\s{2,}", rest, maxsplit=1)[0].strip()
    if not head or len(head.split()) > 5:
        return text
    folded = fold_aligned(head)
    note = HEALTH_NOTE.fullmatch(folded)
    if not note:
        return text
    tail = rest[rest.find(head) + len(head) :]
    if note.group("allergy"):
        return f"I have a {head}." + tail
    if note.group("es"):
        return f"Soy {head}." + tail
    if folded in STANDALONE_DIETS:
        spanish = detect_language(text) == "es" or folded.endswith(("a", "o"))
        return (f"Soy {head}." if spanish else f"I'm {head}.") + tail
    return text
