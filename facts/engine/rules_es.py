"""Spanish extraction rules (neutral and rioplatense): first-person statements only, most specific
first. A rule that matches claims its value span; later rules cannot take it again."""

from __future__ import annotations

import re

from facts.engine import lexicon, values
from facts.engine.rules import (
    AGE,
    AGE_IN_WORDS,
    AHEAD,
    AMOUNT,
    BOTH,
    CAR_MAKES,
    CHANNEL,
    CONDITION,
    DATED,
    DAY,
    DEGREE,
    EAGER,
    EMAIL,
    END,
    END_JOB,
    END_PREF,
    ERRAND_TRIP,
    FEAST,
    GARMENTS,
    INFINITIVE,
    LATER,
    LIST,
    LISTED_FAVOURITE_ENDS,
    MONTHS,
    NAME,
    NUM,
    ONE_RUN,
    PAST,
    PLACE_WORDS,
    ROUTE,
    SEASONS,
    SHOE,
    SHOE_IN_WORDS,
    SPEECH_TAG,
    SPOKEN_LANGUAGE,
    VERBAL_ES,
    WORD,
    WORKPLACE,
    Found,
    Handler,
    V,
    after,
    after_a_size,
    after_having,
    allergens,
    allergens_named_before,
    annoyance,
    brand_or_tool,
    budget,
    capitalised_words_as_said,
    child_by_endearment,
    child_by_name,
    children_named,
    choice,
    club,
    coded,
    date_as_said,
    day_month,
    degree,
    diet_without,
    eldest,
    employer_and_role,
    employer_held_for_a_while,
    employer_of_a_role,
    event,
    favourite,
    favourite_just_named,
    favourite_listed,
    favourite_of_its_kind,
    fixed,
    free_time,
    freeform,
    hated,
    industry,
    intolerance,
    kept_at,
    keyed,
    kin_list,
    known_town,
    known_town_or_country,
    liked_list,
    listed,
    listened_to,
    mapped,
    name_and_origin,
    name_put_right,
    named_pet_gone,
    not_a_name,
    occupation,
    parents,
    partner_left,
    pastime,
    pastime_in,
    pastimes_listed,
    pet_kinds,
    pet_looked_after,
    pet_named_last,
    pet_names,
    pets,
    place_even_in_lowercase,
    place_named_before,
    plan,
    plan_and_when,
    plan_called_off,
    preferred_brand_or_tool,
    priced,
    relative,
    relatives,
    role_and_employer,
    rule,
    siblings_counted,
    span,
    standing_choice,
    taste,
    work_place,
    year_of_a_course,
)

# "me llamó el jefe", "me llamó mucho la atención": someone called the user, or something caught their eye; the name
# after "me llamo" is never a word that opens a phrase.
NOT_A_NAME_OPENING = frozenset(
    "el la los las un una mi mis tu tus su sus mucho muchisimo mas muy tanto ayer hoy anoche luego nadie".split()  # noqa: SIM905
)
# Words that make a line about work: "ya no estoy en Telcel" is a job left only beside one of them ("…, me pasé a Bimbo,
# ayúdame con el linkedin"), else it may be a phone company or a town.
WORK_WORDS = (
    r"\b(?:trabaj|curr|labur|chamb|pega\b|empresa|startup|oficina|jefe|puesto|me\s+despidieron|renunci|linkedin|cv\b"
    r"|curriculum|entrevista|sueldo|salario|contrato)"
)
# "me cambié a Claro de plan": a phone company's plan, not a role at a firm.
NOT_A_PLAN_OF_A_FIRM = r"(?!(?:plan|tarifa|compania|operador\w*|banco|seguro|prepago|postpago)\b)"
# A couple broken up: "lo dejamos", "terminamos", "nos separamos", "mi ex".
BROKE_UP_ES = (
    r"\b(?:lo|la|le)\s+(?:dejamos|deje)\b|\b(?:terminamos|cortamos|rompimos)\b|\bnos\s+(?:separamos|divorciamos|dejamos)\b"
    r"|\bme\s+(?:separe|divorcie)\b|\bmi\s+ex\b"
)
# What a couple that broke up did: "terminamos", "lo dejamos", "nos separamos".
COUPLE_ENDED = r"(?:terminamos|cortamos|rompimos|lo\s+dejamos|nos\s+separamos|nos\s+divorciamos)\b"
# Words of study that make a year of something a year of a course ("parcial", "facu", "apuntes").
STUDY_WORDS_ES = (
    r"\b(?:examen(?:es)?|parcial(?:es)?|finales|carrera|facu|facultad|universidad|uni|grado|asignaturas?|materias?"
    r"|semestre|cuatrimestre|apuntes|tfg|tesis|clases?)\b"
)
# Said in a line where the user got engaged, which makes "la boda" theirs.
ENGAGED = (
    r"\b(?:nos\s+(?:prometimos|comprometimos|hemos\s+(?:prometido|comprometido))|me\s+(?:prometi|comprometi|he\s+"
    r"(?:prometido|comprometido))|me\s+pidio\s+(?:matrimonio|la\s+mano)|le\s+pedi\s+(?:matrimonio|la\s+mano)"
    r"|(?:mi|nuestr[oa])\s+(?:compromiso|prometid[oa]))\b"
)
# The user's own day ahead, and when ("boda es el 12 de octubre", "graduación es en junio"), whom with said between
# ("boda con Jaime es…"); the day of a month ends the time ("… el 12 de octubre en un cortijo de Ronda").
OWN_DAY = (
    r"(?P<v>boda|graduacion|despedida\s+de\s+solter[oa]|defensa\s+de\s+(?:la\s+)?tesis|jura\s+de\s+[a-z]+"
    r"|ceremonia\s+de\s+[a-z]+|comunion|confirmacion|bautizo)(?:\s+con\s+[^,.;!?]{1,30}?)?\s+(?:es|sera)\s+"
    r"(?P<t>el\s+(?:dia\s+)?\d{1,2}\s+de\s+(?:" + MONTHS + r")\b(?!\s+(?:de|del)\s+\d)"
    r"|(?:el|en|este|esta|la|a|dentro\s+de)\s+[^,.;!?]*?" + END + ")"
)
# A move already made ("ya nos mudamos", "nos mudamos el mes pasado").
PAST_MOVE = r"\bya\s+nos\s+mudamos\b|\bnos\s+mudamos\s+(?:hace|el\s+(?:mes|ano)\s+pasado|en\s+(?:19|20)\d\d)\b"
# A word the user calls the assistant by, which opens a line and names no one ("Chamo, mi esposa y yo…", "Parce, …").
# A move just made or a settling told in the past ("acabo de mudarme", "me instalé", "nos hemos instalado").
SETTLED = (
    r"(?:acabo\s+de\s+mudarme|acabamos\s+de\s+mudarnos|me\s+instale|(?:me\s+he|nos\s+hemos)\s+instalado"
    r"|(?:ya\s+)?(?:estoy|estamos)\s+instalad[oa]s?)"
)
# A plan called off, said of the plan ("se canceló", "se ha caído", "quedó descartada").
CALLED_OFF = (
    r"se\s+(?:cancelo|cayo|suspendio|anulo|pospuso\s+sin\s+fecha|ha\s+(?:cancelado|caido|suspendido|anulado))"
    r"|(?:queda|quedo|esta)\s+(?:cancelad[oa]|suspendid[oa]|descartad[oa]|anulad[oa])"
)
# A move named as a plan ("la mudanza a", "lo de mudarnos a").
MOVE_NAMED = r"(?:la\s+mudanza|mudar(?:me|nos)|irnos\s+a\s+vivir|irme\s+a\s+vivir)\s+a\s+"
# A trip named as a plan ("el viaje a", "la escapada a").
TRIP_NAMED = r"(?:(?:el|mi|nuestro)\s+viaje\s+a|la\s+escapada\s+a)"
# The user calling a plan off ("cancelamos", "he cancelado"; never "cancelo", which is also someone else's "canceló").
WE_CALLED_OFF = r"(?:cancelamos|cancele|anulamos|anule|(?:he|hemos)\s+(?:cancelado|anulado|suspendido))"
# Where the user's home is said, before its place: "vivo en", "trabajo en remoto desde".
HOME_AT = (
    r"\b(?:(?:vivo|vivimos|resido|residimos|radico|radicamos|(?:estoy|estamos)\s+viviendo)\s+en"
    r"|(?:trabajo|laburo|curro)\s+(?:en\s+remoto|remoto|a\s+distancia)\s+desde)\s+(?:el\s+|la\s+)?"
)
# A place, a comma, and the start of another one: "Gràcia, " in "vivimos en Gràcia, en Barcelona".
TWO_PLACES = r"(?P<a>[^\W\d_][^,.;:!?¿¡()\n\"]{0,40}?)\s*,\s*"
# A stretch of days of a month: "del 2 al 16 de agosto".
DATE_RANGE = r"\bdel\s+\d{1,2}\s+al\s+\d{1,2}\s+de\s+(?:" + MONTHS + r")\b"
# A place put before the move ahead to it: "a Quito nos vamos a vivir", "a Vigo me mudo".
PLACE_BEFORE_A_MOVE = (
    r"(?:^\W*|[,;:]\s*|\by\s+)a\s+(?P<v>[^,.;:!?¿¡()\n\"]+?)\s+(?:(?:me|nos)\s+(?:voy|vamos)\s+a\s+(?:vivir|mudar)"
    r"|(?:voy|vamos)\s+a\s+mudar(?:me|nos)|me\s+mudo|nos\s+mudamos|me\s+mudare|nos\s+mudaremos)\b"
)
# A stay, not a home: a hotel, a holiday, a few days.
STAY = (
    r"\b(?:hotel|hostal|camping|albergue|airbnb|de\s+(?:vacaciones|visita|paso|viaje)|unos\s+dias|el\s+finde"
    r"|esta\s+semana|por\s+unos)\b"
)
ADDRESS = (
    r"(?:che|chamo|chama|parce|parcero|parcera|causa|bo|wey|guey|mano|manito|pana|compa|asere|cuate|carnal|broder|bro"
    r"|mija|mijo|tio|tia|oye|mira|loco|boludo|boluda|weon|weona|hermano|hermana)"
)
# A dwelling, by the words for it ("piso", "depa", "finca", "PH").
DWELLING = (
    r"(?:piso|pisito|casa|casita|departamento|depa|depto|apartamento|apto|chalet|finca|finquita|ph|duplex|loft"
    r"|monoambiente|rancho|quinta|hogar)"
)
# What kind of budget it is, between the word and its amount ("mi presupuesto mensual", "el presupuesto familiar").
BUDGET_KIND = r"(?:maximo|total|mensual|semanal|anual|familiar|del\s+mes|de\s+la\s+casa)"
# "el correo casi no lo miro", "nunca reviso el mail": a channel the user does not check, which makes another one asked
# for ("mándame un wasap") the one they want.
NOT_CHECKED_ES = (
    r"\b(?:casi\s+no|no|nunca|jamas|rara\s+vez)\s+(?:lo\s+|la\s+)?(?:miro|reviso|leo|abro|contesto|uso|checo|chequeo)\b"
)


def _called(handler: Handler) -> Handler:
    """ "me llamo Rocío" is the user's name; "me llamó Pedro" (the past, with its accent) is a call."""

    def handle(match: re.Match[str], original: str) -> Found:
        verb = original[match.start() : match.start("v")]
        first = values.fold(span(match, original)).split()[:1]
        if re.search(r"(?i)llamó", verb) or (first and first[0] in NOT_A_NAME_OPENING):
            return None
        return handler(match, original)

    return handle


# A thing named before the verb of liking: it opens the clause, after a filler at most, and is a few words long.
TOPIC_OPENS = r"(?:^\W*|(?<=[,.;:!?])\s*)(?:(?:y|e|pero|pues|bueno|ahora|sobre\s+todo|a\s+mi|entonces|si|eso)\s*,?\s+)*"
TOPIC = (
    r"(?!(?:verdad|que|cual|cuales|mismo|misma|resto|demas|mas|menos|primer\w*|segund\w*|otr[oa]s?)\b)"
    r"(?:(?!\b(?:lo|la|el)\s+que\b)[^,.;:!?]){1,35}?"
)
# Idioms of annoyance that say a dislike ("me revienta", "me cae fatal", "me saca de quicio", the Chilean "me carga").
ANNOYS = (
    r"(?:revientan?|repatean?|cargan?|caen?\s+(?:fatal|gordo|(?:muy\s+)?mal|como\s+una\s+patada)"
    r"|sacan?\s+de\s+quicio|ponen?\s+de\s+los\s+nervios|dan?\s+(?:mucha\s+)?(?:grima|asco))"
)
TOPIC_ENDS = r"\s*(?=$|[,.;:!?]|\b(?:y|pero|porque|aunque|cuando|sobre\s+todo)\b)"


# An emoji, which ends a sentence as a full stop would.
EMOJI = r"[\U0001F300-\U0001FAFF\u2600-\u27BF]"
PET = (
    r"(?:perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|mascota"
    # otros animales de casa ("una tortuga que se llama manolo", "un conejo llamado copito")
    r"|tortuga|conej[oa]|caballo|yegua|loro|periquito|hamster|huron|cobaya|iguana|serpiente|erizo|canario|gallina|pato"
    r"|cabra|cerdit[oa]"
    # every kind the counted pets know, one of them ("un ajolote que se llama Bubu", "una lora llamada Paca")
    r"|cachorr[oa]|jicotea|morrocoy|cuy|perico|cotorra|guacamayo|culebra|ajolote|axolote|chinchilla|tortuguita"
    r"|pececito|conejit[oa]|raton|rata|rana|gecko|gallo|pollit[oa]|chuch[oa]|chuchit[oa]|lora|mich[io]|minin[oa]|lomito)"
)
# A child's name, an age maybe after it: "Tomás (7)", "Ana, 6", "Eva de 3", "Martina, de 9 años", "Bruno, que tiene 5".
NAMED_CHILD = (
    r"(?!(?:y|e|yo)\b)[a-z][\w'-]*(?:\s*\(\s*\d{1,2}[^)]{0,12}\)"
    r"|\s*,\s*(?:de\s+|que\s+tiene\s+)?\d{1,2}(?:\s+anos)?(?=\s*(?:,|$|[.;!?]|(?:y|e)\b))"
    r"|\s+(?:de|que\s+tiene)\s+\d{1,2}(?:\s+anos)?)?"
)


# A child by a word that says a son or a daughter ("mi nena Sofi", "mi gurí Nico", "una nena de 4, Olivia").
CHILD_WORDS = {
    **dict.fromkeys(
        ("nina", "nena", "chiquita", "pequena", "chamaca", "cipota", "gordita", "gurisa", "gurisita", "beba"),
        "daughter",
    ),
    **dict.fromkeys(("nino", "nene", "chiquito", "pequeno", "chamaco", "cipote", "gordito", "guri", "gurisito"), "son"),
}


def child_named_after_a_word_for_one(match: re.Match[str], original: str) -> Found:
    """ "una nena de 4, Olivia" is a daughter by the word, "una bebé de 5 meses, Lola" by the word's article, "una
    guagua de 8 meses, la Emilia" by the name's."""
    word = values.fold(match.group("r"))
    key = {"hija": "daughter", "hijo": "son"}.get(word) or CHILD_WORDS.get(word)
    key = key or ("daughter" if word == "bebe" and match.group("u") == "una" else None)
    key = key or {"la": "daughter", "el": "son"}.get((match.group("a") or "").lower())
    name = values.capitalised_name(span(match, original))
    return (key, name) if key and name else None


def children_with_ages(match: re.Match[str], original: str) -> Found:
    """ "nuestros hijos, Fabricio de 10 y Camila de 6": each child named with an age is a son or a daughter by
    the name's ending (-o a son, -a a daughter), or by the article said before it ("el Tomás de 5" is a son); a name
    that ends otherwise, or against it, is one of the children."""
    found, unsure = [], []
    for article, name in re.findall(r"(?:\b(el|la)\s+)?([^\W\d_][\w'-]*)\s+de\s+\d{1,2}\b", span(match, original)):
        if not name[:1].isupper():
            continue
        sex = {"el": "son", "la": "daughter"}.get(article.lower()) or child_by_name(name)
        if sex:
            found.append((sex, name))
        else:
            unsure.append(name)
    return found + ([("children", " y ".join(unsure))] if unsure else []) or None


# "el sector de la energía", "la industria del automóvil": what names a sector before the sector itself.
SECTOR_OPENS = re.compile(
    r"^(?:(?:el\s+sector|la\s+industria|el\s+rubro|el\s+mundo)\s+)?(?:(?:de|del)\s+)?(?:la\s+|el\s+)?"
)


def firm_after_its_sector(match: re.Match[str], original: str) -> Found:
    """ "trabajo en banca, en el Santander": the firm named after the sector the user works in, only when that is a
    sector ("trabajo en un hospital, en Getafe" names no firm)."""
    sector = SECTOR_OPENS.sub("", values.fold(span(match, original, "s")))
    name = values.named_company(span(match, original)) if sector in lexicon.INDUSTRIES else None
    return ("employer", name) if name else None


def firm_or_workplace_named(text: str) -> str | None:
    """ "Renfe", or a workplace named by its kind and a capitalised name ("el colegio San José", "el hospital La
    Paz")."""
    name = values.named_company(text)
    words = values.clean(text).split()
    if name or len(words) < 2 or values.fold(words[0]) not in values.WORKPLACES or not words[1][:1].isupper():
        return name
    return f"{words[0]} {values.capitalised_words(' '.join(words[1:]))}"


# Where a part of a clause ends: a mark, or "y" before the next statement ("…en septiembre y quiero practicar").
PART_BREAK = re.compile(r"[,;:.!?]|\by\s+(?=(?:me|nos|quiero|queremos|voy|vamos|tengo|tenemos)\b)")


def dated_in_its_part(handler: Handler) -> Handler:
    """A wish is a plan only with its time said in its own part of the clause ("quiero hacer el Camino en verano", "en
    junio quiero empezar a nadar"): in "me voy a vivir a Dublín en septiembre y quiero practicar" the month dates the
    move, not the practice."""
    later = re.compile(LATER)

    def handle(match: re.Match[str], original: str) -> Found:
        text = match.string
        start = max((b.end() for b in PART_BREAK.finditer(text) if b.end() <= match.start()), default=0)
        end = next((b.start() for b in PART_BREAK.finditer(text, match.end())), len(text))
        return handler(match, original) if later.search(text, start, end) else None

    return handle


def thing_made(match: re.Match[str], original: str) -> Found:
    """ "haciendo pan de masa madre", "preparando cerveza artesanal": what the user makes in the time they spend, a
    pastime; a chore ("haciendo la compra", "haciendo deberes") or something of someone's ("mi tesis") is none."""
    text = values.clean(span(match, original))
    words = values.fold(text).split()
    if not 1 <= len(words) <= 5 or words[0] in ARTICLES_AND_OWNERS or re.match(CHORES, words[0]):
        return None
    return ("hobby", text)


# An article or an owner before a thing made, which makes it one thing done ("haciendo la compra", "mi tesis").
ARTICLES_AND_OWNERS = frozenset("el la los las lo un una unos unas mi mis tu tus su sus nuestro nuestra".split())  # noqa: SIM905


def known_allergen(text: str) -> str | None:
    """An allergen the lexicon knows ("huevo", "nueces"), never "prisas" in "sin prisas, que soy alérgico"."""
    found = values.allergen(text)
    known = found and values.fold(found) in lexicon.ALLERGENS.keys() | lexicon.ALLERGEN_FORMS.keys()
    return found if known else None


def role_begun(match: re.Match[str], original: str) -> Found:
    """ "empiezo de camarero el 1 de julio en el Hotel Miramar": the role begun ahead, by a profession word, with the
    place it is at when a capitalised name says it ("…en el hotel de mi tío" says none)."""
    role = values.profession(span(match, original, "j"))
    if not role or values.runs_on(role):
        return None
    place = values.clean(span(match, original)) if match.group("v") else ""
    named = place.split()[1][:1].isupper() if len(place.split()) > 1 else False
    return ("upcoming plan", f"{role} en {place}" if named else role)


def _size_of_place(place: str) -> int:
    """A country is bigger than a known town, a known town than a ward or a town unknown."""
    if values.fold(place) in lexicon.COUNTRIES:
        return 2
    return 1 if values.is_town(place) else 0


def home_with_its_ward(match: re.Match[str], original: str) -> Found:
    """ "vivo en Gràcia, en Barcelona", "vivo en Valencia, en Ruzafa": the home said as two places, the smaller first
    ("Ruzafa, Valencia"); two of a size keep the order said."""
    first = values.capitalised_place(span(match, original, "a"))
    second = values.capitalised_place(span(match, original, "b"))
    if not first or not second or values.fold(first) == values.fold(second):
        return None
    if not match.group("en") and not _size_of_place(second):
        return None  # "vivo en Sevilla, Ana, …": after a bare comma only a town or a country is the bigger place
    smaller_last = _size_of_place(first) > _size_of_place(second)
    return ("home", f"{second}, {first}" if smaller_last else f"{first}, {second}")


# "This is my dog", "esta es mi perra": a word that points or stands for someone names no pet.
NOT_NAMED_BEFORE = (
    r"(?:this|that|these|those|it|he|she|they|here|there|who|which|what|where|esta|este|esto|esa|ese|eso|estos|estas"
    r"|esos|esas|ella|el|ellos|ellas|aqui|aca|ahi|quien|cual|que|donde)\b"
)
PETS = (
    r"(?:perr[oa]s?|perrit[oa]s?|gat[oa]s?|gatit[oa]s?|mascotas?|loro|loros|conej[oa]s?|hamsters?|tortugas?|peces|pez"
    r"|caballos?|yeguas?|cobayas?|periquitos?|hurones?|huron|cachorr[oa]s?|canarios?|jicoteas?|morrocoy(?:es)?|cuy(?:es|os)?"
    r"|pericos?|cotorras?|guacamayos?|gallinas?|patos?|cabras?|erizos?|iguanas?|serpientes?|culebras?|ajolotes?|axolotes?"
    r"|chinchillas?|tortuguitas?|pececitos?|conejit[oa]s?|ratones|raton|ratas?|ranas?|geckos?|gallos?|pollit[oa]s?"
    r"|chuchos?|chuchit[oa]s?|loras?|michis?|michos?|minin[oa]s?|lomitos?)"
)
COUNT = r"(?:un|una|dos|tres|cuatro|cinco|\d)"
# How the user works, between the verb and the role ("trabajo remoto como…", "trabajo desde casa de…").
# "en una startup que se llama Clarity", "en una consultora llamada Nexo": the firm's kind before its name, which a
# value would end at ("que").
FIRM_CALLED = (
    r"(?:(?:una?|la|el)\s+(?:[a-z-]+\s+){0,2}?(?:startup|start-up|empresa|compania|agencia|consultora|tienda|cadena"
    r"|pyme|fabrica|estudio|editorial|productora|distribuidora|academia|clinica|escuela|colegio)\s+"
    r"(?:que\s+se\s+llama|llamad[ao])\s+(?!como\b|asi\b|igual\b))?"
)
# The shifts the user works, said before the role ("hago turnos de reponedora", "cubro las noches como celador").
SHIFTS_AS = r"(?:hago|cubro|doblo)\s+(?:(?:los\s+|mis\s+)?turnos|(?:las\s+)?guardias|(?:las\s+)?noches)"
REMOTE = (
    r"(?:\s+(?:remoto|en\s+remoto|a\s+distancia|desde\s+casa|de\s+forma\s+remota|online|freelance|por\s+mi\s+cuenta))?"
)
# Children by the region's word ("tres patojos", "dos cipotes", "cuatro chamos", "dos gurises").
KIDS = (
    r"chamac[oa]s|chamaquit[oa]s|chiquill[oa]s|pibes|pibas|cabros|guaguas|escuincles|hijit[oa]s|pelaos|pelados|morros"
    r"|patoj[oa]s|cipot[ea]s|chamos|chamas|chavos|gurises|gurisas|carajit[oa]s|bichit[oa]s|culicagad[oa]s"
    # "tenemos 2 muchachos" (the Caribbean's and the Andes' word), never the hands at work
    r"|muchach[oa]s(?!\s+(?:en\s+(?:el|la|mi)\s+(?:equipo|oficina|obra|planta|turno|tienda|negocio|taller)|trabajando"
    r"|que\s+trabajan|a\s+(?:mi\s+)?cargo|de\s+ayudantes?)\b)"
)
DIET_NAMED = r"\bsoy\s+(?:vegetarian|vegan|pesc[ae]tarian)"
RELATIVES = {
    "hermana": "sister",
    "hermano": "brother",
    # the English word in a Spanish line ("mi sister Carla vive en Boston")
    "sister": "sister",
    "brother": "brother",
    "mom": "mother",
    "dad": "father",
    "wife": "partner",
    "husband": "partner",
    "boyfriend": "partner",
    "girlfriend": "partner",
    "madre": "mother",
    "mama": "mother",
    "vieja": "mother",
    "padre": "father",
    "papa": "father",
    "viejo": "father",
    "hija": "daughter",
    "hijo": "son",
    "hermanita": "sister",
    "hermanito": "brother",
    "hijita": "daughter",
    "hijito": "son",
    **dict.fromkeys(
        (
            "marido",
            "esposo",
            "esposa",
            "mujer",
            "novio",
            "novia",
            "pareja",
            "prometido",
            "prometida",
            "senora",
            "pololo",
            "polola",
            "jevo",
            "jeva",
            # Peru's word for a boyfriend or a girlfriend ("mi enamorado Piero")
            "enamorado",
            "enamorada",
        ),
        "partner",
    ),
}
KIN = {"hijos": "children", "hijas": "daughter", "hermanos": "brother", "hermanas": "sister"}
RELATIVE = (
    r"(?P<r>"
    + "|".join(RELATIVES)
    + r")(?:\s+(?:mayor|menor|pequen[oa]|chic[oa]|peque|grande|mellizo|mellza|gemel[oa]))?"
)
# A home given up ("ya no vivo en Quito", "antes vivía en Cali", "nos fuimos de Rosario"): a place said next
# is the new one.
LEFT_HOME = (
    # "vivíamos en Málaga hasta el verano pasado": a home kept until a time gone
    r"\bya\s+no\s+viv(?:o|imos)\b|\bantes\s+viv(?:ia|iamos)\b|\bviv(?:ia|iamos)\s+en\s+[^,.;]{1,30}?\s+hasta\b"
    r"|\b(?:me\s+fui|nos\s+fuimos|sali|salimos|me\s+vine|nos\s+vinimos)\s+de\s+[^,.;]{1,30}?\s+(?:a|para|pa)\s"
)
SMALL_PLACE = (
    r"(?:un|una)\s+(?:pueblo|pueblito|pueblecito|aldea|ciudad|isla|barrio|zona)(?:\s+\w+)?\s+(?:de|cerca\s+de|en)\s+"
)
MOVE = (
    r"(?:(?:me|nos)\s+(?:voy|vamos)\s+a\s+(?:mudar|vivir)|(?:voy|vamos)\s+a\s+(?:irme|irnos)\s+a\s+vivir|(?:voy|vamos)\s+a\s+mudar(?:me|nos)|me\s+mudo|me\s+mudare|nos\s+mudaremos"
    r"|(?:pienso|pensamos|quiero|queremos|planeo|planeamos|tengo\s+pensado|tenemos\s+pensado|estoy\s+pensando\s+en"
    r"|estamos\s+pensando\s+en|nos\s+gustaria|me\s+gustaria)\s+mudar(?:me|nos))"
)
TRIP = (
    r"(?:(?:me|nos)\s+(?:voy|vamos)(?:\s+de\s+(?:viaje|vacaciones|escapada))?|(?:voy|vamos)\s+a\s+viajar|viajo|viajamos"
    r"|vuelo|volamos|me\s+escapo|nos\s+escapamos|voy|vamos)"
)
# A relative's day or what is got for it, said before the relative ("el cumple de mi hija", "la fiesta de mi hijo").
RELATIVES_DAY = (
    r"(?:cumple|cumpleanos|fiesta|regalo|regalos|comunion|bautizo|graduacion|merienda|tarta|torta|pastel|disfraz"
    r"|pinata)"
)
# The time the user spends on something ("los domingos", "mis ratos libres", "horas").
TIME_SPENT = (
    r"(?:las\s+tardes|las\s+mananas|las\s+noches|los\s+findes|los\s+fines\s+de\s+semana|los\s+domingos|los\s+sabados"
    r"|mis\s+ratos\s+libres|el\s+tiempo\s+libre|mi\s+tiempo\s+libre|horas)"
)
# The user spending that time, said either way round ("me paso los domingos…", "los domingos me los paso…").
SPENDS_TIME = (
    r"(?:(?:me\s+)?(?:paso|pasamos)\s+(?:la\s+)?"
    + TIME_SPENT
    + r"|"
    + TIME_SPENT
    + r"\s+(?:me|nos)\s+(?:los|las|lo)\s+(?:paso|pasamos))"
)
# Chores and work, never a pastime made ("haciendo deberes", "haciendo horas extra").
CHORES = r"(?:deberes|tareas|recados|papeleo|horas|cola|colas|limpieza|coladas?|compras?|informes|facturas|cuentas)\b"
# A line about buying something ("ando buscando una bici", "quiero comprarme un portátil").
SHOPPING_ES = (
    r"\b(?:(?:busco|buscamos|buscando)(?!\s+(?:trabajo|empleo|curro|chamba|laburo|pega|novi[oa]|pareja)\b)"
    r"|comprar(?:me|nos)?|me\s+compro|nos\s+compramos|recomiendas|recomiendame|recomendame)\b"
)
# What a shoe size is said of ("un 38 de bota", "un 42 de zapatilla").
FOOTWEAR = r"(?:zapatillas?|zapatos?|calzado|pie|botas?|deportivas?|tenis|sandalias?)"
# What a trip is made to do, said between the going and the place ("nos vamos a esquiar a Andorra").
LEISURE = (
    r"(?:esquiar|bucear|surfear|escalar|navegar|acampar|descansar|desconectar|visitar|conocer|recorrer|pasear|caminar"
    r"|hacer\s+(?:senderismo|surf|snowboard|trekking|submarinismo|turismo))"
)
# An endurance race the user trains for ("el Ironman de Lanzarote", "la media maratón de Sevilla", "un 10k").
RACE = r"(?:media\s+)?(?:maraton|triatlon|ironman|\d{1,3}\s?k(?:ms?)?|travesia|trail|ultra|duatlon)"
PLAN_VERB = r"(?:quiero|queremos|voy\s+a|vamos\s+a|pienso|pensamos|planeo|planeamos|tengo\s+pensado|tenemos\s+pensado)"
START = r"(?:empiezo|empezamos|comienzo|comenzamos|arranco|arrancamos|inicio)"
# What a user begins that is worth remembering on any day ahead: a course, a degree, a job.
COURSE = (
    r"(?:curso|cursillo|taller|master|grado|carrera|clases?|diplomado|posgrado|doctorado|trabajo|empleo|practicas|curro|chamba|laburo"
    r"|voluntariado|bootcamp|intercambio|erasmus)"
)
# A test of the body is an appointment, not an exam ("mi prueba de alergia es el martes").
MEDICAL = r"(?:sangre|alergia|alergias|embarazo|covid|pcr|esfuerzo|vista|oido|orina|glucosa|azucar|audicion)\b"
# An exam's name ends before when it is ("del B2 de inglés en junio") or what follows ("así que…").
END_PLAN = r"(?=\s*(?:$|[,;:!?¿¡()\n\"]|\.(?!\w)|\b(?:en|el|este|esta|la\s+semana|dentro|y|pero|asi|porque|que)\b))"
MILESTONE = (
    r"(?:(?:me|nos)\s+(?:caso|casamos|jubilo|jubilamos)|(?:voy|vamos)\s+a\s+ser\s+(?:padres|madre|padre|abuel[oa]s?)"
    r"|(?:me|nos)\s+(?:voy|vamos)\s+a\s+casar|doy\s+a\s+luz|nace\s+(?:mi|nuestr[oa])\s+\w+)"
)
# When a life event is: "en mayo", "el 3 de junio", "el año que viene" (whose "que" would end a value elsewhere).
A_TIME_AHEAD = (
    r"(?:(?:el|la)\s+(?:ano|mes|semana|verano|invierno|otono|primavera)\s+que\s+viene|(?:en|el|este|a)\s+[^,.;!?]*?)"
)
# A time ahead that opens the clause ("en marzo", "el año que viene", "dentro de dos meses"), before the event it dates.
TIME_FIRST = (
    r"(?:(?:en|para|a\s+(?:finales|principios|mediados)\s+de)\s+(?:(?:el|la)\s+)?(?:" + MONTHS + "|" + SEASONS + r")"
    r"|(?:el|la)\s+(?:ano|mes|semana|verano|invierno|otono|primavera)\s+que\s+viene|(?:el|la)\s+proxim[oa]\s+[a-z]+"
    r"|est[ea]\s+(?:ano|" + SEASONS + r")|dentro\s+de\s+(?:un|una|dos|tres|cuatro|cinco|seis|unos|unas|\d+)\s+[a-z]+"
    r"|el\s+\d{1,2}\s+de\s+(?:" + MONTHS + r"))"
)
# A form the user fills in names them first: its other fields are read only then ("cargo: 300 euros" is a charge).
FORM = r"(?:^|[,;:]\s*)nombre(?:\s+completo)?\b|\bme\s+llamo\b"
# A child's age or school, which makes "mi niña" a daughter and "mi nene" a son.
CHILD = (
    r"\b(?:de|tiene|cumple|cumplio)\s+(?:[1-9]|1[0-7]|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece"
    r"|catorce|quince|dieciseis|diecisiete)\s+(?:anos|anitos|meses|mesecitos)\b"
    r"|\b(?:cole|colegio|escuela|kinder|kinde|nido|guarderia|jardin(?:\s+de\s+infantes)?|primaria|prepri\w*|preescolar)\b"
)
PARTNER = r"(?:marido|esposo|esposa|mujer|novio|novia|pareja|chico|chica|churri|senora)"
DAYPART = {
    "manana": "mornings",
    "tarde": "afternoons",
    "noche": "evenings",
    "mananas": "mornings",
    "tardes": "afternoons",
}
CHOSE = (
    r"(?:decidi|decidimos|resolvimos|resolvi)\s+"
    r"(?:usar|pasarnos\s+a|pasarme\s+a|migrar\s+a|ir\s+con|quedarnos\s+con|quedarme\s+con|contratar|trabajar\s+con)"
)
PURPOSE = r"(?:\s+(?:para|como)\s+(?P<p>[^,.;]+?))?" + END
RETIRED = r"\b(?:me\s+(?:jubile|retire|he\s+jubilado|he\s+retirado)|(?:estoy|ya\s+estoy)\s+jubilad[oa])\b"
# A line about work, and a job taken: what tells a company left ("dejé el Día") from a town or a diet.
# The way to work or school is no pastime ("siempre voy en bici al trabajo").
COMMUTE = r"\b(?:al\s+trabajo|a\s+trabajar|a\s+la\s+oficina|al\s+curro|al\s+cole|a\s+clase|a\s+la\s+uni|al\s+insti)\b"
# A role taken now, said beside one left ("fui profe veinte años, ahora soy guía").
NOW_A_NEW_ROLE = r"\b(?:ahora|actualmente|hoy\s+en\s+dia|desde\s+entonces)\b"
WORK_LINE = r"\b(?:trabaj|curr|labur|chamb|empresa|pega\b|puesto|empleo|autonom|jefe|despid|renunci)"
NEW_JOB = (
    r"\bahora\s+(?:estoy|trabajo|curro|laburo|chambeo)\s+(?:en|para)\b"
    r"|\b(?:entre|empece|arranque|ingrese)\s+(?:a\s+trabajar\s+)?(?:en|a)\s+(?:el\s+|la\s+)?[a-z]"
)
# How long: "3 años", "casi dos años y medio", "más de diez meses".
DURATION = r"(?:\w+\s+){1,3}?(?:anos|meses|decadas)(?:\s+y\s+medio)?"
# A message that opens by introducing the user ("hola, soy Ana, …", "me llamo Pedro, …", "tengo 52, …").
INTRO_ES = (
    # a greeting or a regional word of address before it ("bo, tengo 33, …", "che, soy Mati, …")
    r"^\W*(?:(?:hola|holaa+|buenas|buenos\s+dias|buenas\s+tardes|hey|bo|che|oye|ey|mira|bueno|pues|parce|asere|wey"
    r"|guey|ok|vale|neta)\W+)*(?:soy\s+[a-z]+|me\s+llamo\s+[a-z]+"
    r"|mi\s+nombre\s+es\s+[a-z]+|tengo\s+\d{2})\s*,"
)
# The opening of a line, past a greeting or a word of address.
OPENING = r"^\W*(?:(?:hola|buenas|che|bo|oye|pues|bueno)\W+)*"
# What says a place is the user's by birth ("de toda la vida"), closing what is said of them: "de Madrid de nacimiento
# mi marido" is someone else's.
BY_BIRTH = (
    r"(?:de\s+(?:pura\s+cepa|toda\s+la\s+vida|nacimiento|los\s+pies\s+a\s+la\s+cabeza)|hasta\s+la\s+medula"
    r"|nacid[oa]\s+y\s+criad[oa])(?=\s*(?:$|[,;:.!?]|(?:y|e|pero|aunque)\b))"
)
# The home the user has now, set against where they are from ("…, pero vivo en Zaragoza").
HOME_NOW = r"(?:ahora\s+|hoy\s+)?(?:vivo|vivimos|llevo|llevamos|resido|residimos|estoy|estamos)\b"
# The word for the people of a town or a region ("limeña", "chilango", "paisa"), as the value.
DEMONYM = r"(?P<v>(?:" + "|".join(sorted(lexicon.DEMONYMS_ES, key=len, reverse=True)) + r"))\b"
# A demonym followed by its place ("soy cubana, de Camagüey") gives the place, read by another rule; "de pura cepa"
# and the like are no place.
NO_PLACE_AFTER = (
    r"(?!\s*,?\s*(?:de|del)\s+(?!pura\s+cepa|toda\s+la\s+vida|nacimiento|corazon|sangre|los\s+pies|los\s+de\b)\w)"
)
ORIGIN = r"\b(?:naci|nacid[oa]|me\s+crie|creci|soy\s+de|so[yi]\s+originari[oa])\b"
# Where the user is from, said with a verb or opening the line without one ("Andaluza, de Huelva", "De Soria, …").
ORIGIN_SAID = ORIGIN + r"|" + OPENING + r"(?:de\s+[a-z]|" + DEMONYM + r")"
STARTED_JOB = (
    r"(?:empece|entre|arranque|ingrese"
    r"|(?:acabo\s+de|recien)\s+(?:empezar|entrar|arrancar|ingresar|empece|entre|arranque))"
)

# What an assistant does for the user, as the user asks it of them: the imperative (both forms of address, folded:
# "respondé" is "responde") and, after "nunca", the negative one.
ASSISTANT_VERBS_ES = (
    r"responde|contesta|escribe|escribi|usa|utiliza|pon|pone|incluye|inclui|manda|envia|avisa|recomienda|recomenda"
    r"|sugiere|sugeri|evita|muestra|mostra|indica|habla|explica|redacta|firma|trata|llama|di|deci|da|deja|agrega|anade"
)
ASSISTANT_NEVER_ES = (
    r"recomiendes|sugieras|uses|utilices|pongas|mandes|envies|escribas|respondas|contestes|llames|trates|tutees|hables"
    r"|menciones|ofrezcas|muestres|incluyas|agregues|anadas|propongas|busques|reserves|des"
)

RULES = [
    # Plans: what the user is about to do is not what is true now ("nos mudamos a Oporto en marzo").
    # "al final no me mudo a Lisboa": a move planned and called off (read before the move itself, which the
    # denial would make a home given up).
    plan_called_off(
        # Mexico's "siempre no" is "after all, not"
        r"\b(?:al\s+final|finalmente|ya|siempre)\s+no\s+(?:me\s+mudo|nos\s+mudamos|(?:me|nos)\s+(?:voy|vamos)\s+a\s+(?:mudar|vivir)"
        r"|(?:voy|vamos)\s+a\s+mudar(?:me|nos))\s+a\s+" + V + END,
    ),
    # "al final no nos vamos a Lugo, nos quedamos en Vigo": going somewhere called off beside staying where the user is.
    plan_called_off(
        # "siempre no nos cambiamos a Puebla, seguimos en Toluca": Mexico's "cambiarse" for moving house, beside staying
        r"\b(?:al\s+final|finalmente|ya|siempre)\s+no\s+(?:me\s+voy|nos\s+vamos|me\s+cambio|nos\s+cambiamos)\s+a\s+"
        + V
        + END,
        requires=r"\b(?:me\s+quedo|nos\s+quedamos|sigo|seguimos)\s+(?:(?:aqui|aca)\s+)?en\b",
    ),
    # "lo de mudarnos a Oporto se canceló", "la mudanza a Lugo quedó descartada": the move named, then called off.
    plan_called_off(
        r"\b" + MOVE_NAMED + V + r"\s+(?:ya\s+)?(?:" + CALLED_OFF + r"|no\s+va\b)",
    ),
    # "el viaje a Cuba lo hemos cancelado", "lo de Marruecos se ha cancelado": the trip named, then called off.
    rule(
        r"\b(?:"
        + TRIP_NAMED
        + r"|lo\s+de(?!\s+mudar|\s+irnos|\s+irme))\s+"
        + V
        + r"\s+(?:ya\s+)?(?:(?:lo|la)\s+)?(?:"
        + CALLED_OFF
        + r"|"
        + WE_CALLED_OFF
        + r")",
        keyed("planned trip", known_town_or_country),
        retire=True,
        negative_form=True,
    ),
    # "cancelamos lo de Marruecos", "hemos cancelado el viaje a Cuba": the calling off, then the trip.
    rule(
        r"(?<!\bsi\s)\b" + WE_CALLED_OFF + r"\s+(?:" + TRIP_NAMED + r"|lo\s+de)\s+" + V + END,
        keyed("planned trip", known_town_or_country),
        retire=True,
        negative_form=True,
    ),
    rule(r"\b" + MOVE + r"\s+(?:a|para)\s+" + V + END, keyed("planned move", values.place), excludes=PAST),
    # "en marzo me trasladan a Bogotá", "me destinan a Bruselas en otoño": a transfer by work ahead is a move.
    rule(
        r"\bme\s+(?:trasladan|destinan|transfieren|van\s+a\s+trasladar|van\s+a\s+destinar)\s+a\s+" + V + END,
        keyed("planned move", values.capitalised_place),
        requires=AHEAD,
        excludes=PAST,
    ),
    # "nos vinimos a Tepic hace dos años", "me he venido a vivir a Gijón": where the user came to live.
    rule(
        r"\b(?:me\s+vine|nos\s+vinimos|me\s+he\s+venido|nos\s+hemos\s+venido)\s+(?:a\s+vivir\s+)?(?:a|para|pa)\s+"
        r"(?:vivir\s+a\s+)?" + V + END,
        keyed("home", values.capitalised_place),
        excludes=r"\b(?:de\s+(?:vacaciones|visita|paseo|viaje)|a\s+pasar|unos\s+dias|el\s+finde|un\s+rato|a\s+ver)\b",
    ),
    # "quiero soltarme antes de mudarme a Dublín en septiembre": a move ahead told in the infinitive after "antes de",
    # with its time said right after the place; never a life told in the imperfect ("antes de mudarme a Berlín en 2019
    # trabajaba en Bilbao").
    rule(
        r"\b(?:antes\s+de|hasta)\s+(?:mudarme|mudarnos|irme\s+a\s+vivir|irnos\s+a\s+vivir|trasladarme|trasladarnos)\s+a\s+"
        + V
        + r"(?=\s+(?:"
        + LATER
        + r"))",
        keyed("planned move", values.capitalised_place),
        excludes=PAST + r"|\b[a-z]{2,}(?:aba|abamos|iamos)\b|\b(?:vivia|tenia|era|hacia|queria|sabia)\b",
    ),
    # "A Quito nos vamos a vivir el año que viene", "a Vigo nos mudamos en marzo": the place put before the move ahead.
    rule(PLACE_BEFORE_A_MOVE, keyed("planned move", values.capitalised_place), requires=LATER, excludes=PAST),
    # "En Temuco vivo yo, con…", "en Soria vivimos desde 2010": the place put before the verb of living.
    rule(
        r"(?:^\W*|[,;:]\s*|\by\s+)en\s+"
        + V
        + r"(?<!\bno)(?<!\bnunca)(?<!\btampoco)\s+(?:vivo|vivimos|resido|residimos)\b"
        r"(?!\s+(?:de\s+)?(?:vacaciones|paso))",
        keyed("home", values.capitalised_place),
    ),
    # "a partir de octubre voy a vivir en Granada": where the user will live, with a time ahead.
    rule(
        r"\b(?:voy|vamos)\s+a\s+(?:vivir|estar\s+viviendo)\s+en\s+" + V + END,
        keyed("planned move", values.capitalised_place),
        requires=LATER,
        excludes=PAST,
    ),
    rule(
        r"\bnos\s+mudamos(?:\s+de\s+[^,.;]{1,30}?)?\s+(?:a|para)\s+" + V + END,
        keyed("planned move", values.place),
        requires=LATER,
        excludes=PAST,
    ),
    # "en marzo nos cambiamos a Valparaíso", "me voy a cambiar a Rosario": moving house in Chile's and the Río de la
    # Plata's word, only to a known town ("nos cambiamos a Movistar" is a provider).
    rule(
        r"\b(?:nos\s+cambiamos|me\s+cambio|nos\s+trasladamos|me\s+traslado)(?:\s+de\s+casa)?(?:\s+de\s+[^,.;]{1,30}?)?"
        r"\s+(?:a|para)\s+" + V + END,
        keyed("planned move", known_town),
        requires=LATER,
        excludes=PAST,
    ),
    rule(
        r"\b(?:(?:me|nos)\s+(?:voy|vamos)\s+a\s+(?:cambiar|trasladar)|(?:voy|vamos)\s+a\s+(?:cambiar|trasladar)(?:me|nos))"
        r"(?:\s+de\s+casa)?\s+(?:a|para)\s+" + V + END,
        keyed("planned move", known_town),
        excludes=PAST,
    ),
    rule(
        r"\b(?:me\s+cambie|nos\s+cambiamos|me\s+traslade|nos\s+trasladamos)(?:\s+de\s+casa)?(?:\s+de\s+[^,.;]{1,30}?)?"
        r"\s+(?:a|para)\s+" + V + END,
        keyed("home", known_town),
        excludes=LATER,
    ),
    rule(
        # "en febrero nos vamos a esquiar a Andorra": what the user goes there to do, said between
        r"\b" + TRIP + r"(?:\s+con\s+(?:mi|mis|nuestr[oa]s?)\s+[^,.;]{1,25}?)?(?:\s+a\s+" + LEISURE + r")?"
        r"\s+(?:a|para)\s+" + V + END,
        keyed("planned trip", place_even_in_lowercase),
        requires=AHEAD + "|" + FEAST,
        excludes=PAST + r"|" + ERRAND_TRIP,
    ),
    # "tenemos reservado Grecia del 2 al 16 de julio", "tengo reservada Italia para mayo": the place booked, named alone
    # (a known town or country: "tenemos reservado Casa Lucio para el sábado" is a table).
    rule(
        r"\b(?:tengo|tenemos)\s+(?:ya\s+)?(?:reservad[oa]s?|pillad[oa]s?|cerrad[oa]s?|comprad[oa]s?)\s+(?:ya\s+)?"
        + V
        + END,
        keyed("planned trip", known_town_or_country),
        requires=AHEAD + r"|\bpara\s+(?:" + MONTHS + r"|" + SEASONS + r")\b|" + DATE_RANGE,
        excludes=PAST,
    ),
    # "Semana Santa en Asturias con los perros, ya está decidido": a holiday's time and its place, said to be settled.
    rule(
        OPENING
        + r"(?:(?:en|para|por)\s+)?(?:(?:el|la|las|los|este|esta|estas)\s+)?(?:"
        + SEASONS
        + r"|"
        + MONTHS
        + r"|puente(?:\s+de\s+\w+)?|nochevieja|fin\s+de\s+ano|vacaciones)\s+(?:nos\s+vamos\s+|me\s+voy\s+)?(?:en|a)\s+"
        + V
        + END,
        keyed("planned trip", values.capitalised_place),
        requires=r"\b(?:ya\s+)?(?:esta|queda|quedo)\s+(?:decidido|reservado|confirmado|cerrado|pagado)\b",
        excludes=PAST,
    ),
    rule(
        r"\b(?:reserve|reservamos|he\s+reservado|hemos\s+reservado|ya\s+tengo|ya\s+tenemos|tengo|tenemos)\s+"
        r"(?:(?:una|un|dos|tres|\d+)\s+"
        r"(?:semanas?|finde|fin\s+de\s+semana|dias|noches|quincena|escapada|viaje|vuelos?)|(?:los\s+|el\s+)?(?:vuelos?|pasajes?|billetes?|boletos?)"
        # "he reservado el viaje a Lima", "ya tengo mis billetes para Roma"
        r"|(?:el|mi|nuestro|mis|nuestros)\s+(?:viaje|vuelos?|pasajes|billetes))"
        r"\s+(?:en|a|para)\s+" + V + END,
        keyed("planned trip", values.capitalised_place),
        requires=AHEAD + r"|\bpara\s+(?:" + MONTHS + r"|" + SEASONS + r")\b|" + EAGER + r"|" + DATE_RANGE,
        excludes=PAST,
    ),
    # "estoy deseando ir a Roma", "me muero de ganas de volver a Cuba": a trip the user looks forward to is ahead.
    rule(
        r"\b(?:(?:estoy|estamos)\s+deseando|(?:me|nos)\s+muero\s+de\s+ganas\s+de|(?:me|nos)\s+morimos\s+de\s+ganas\s+de)\s+"
        r"(?:ir|irme|irnos|viajar|volar|volver|visitar)\s+(?:a\s+)?" + V + END,
        keyed("planned trip", values.capitalised_place),
        excludes=PAST + r"|" + ERRAND_TRIP,
    ),
    rule(r"\b" + START + r"\s+" + V + END, plan("upcoming plan"), requires=LATER, excludes=PAST),
    # "el jueves empiezo un taller de cerámica": a course begun on a day ahead, however near, is a plan.
    rule(
        # "el 1 de febrero empiezo en un trabajo nuevo": the job begun in, too
        r"\b" + START + r"\s+(?:en\s+)?(?P<v>(?:un|una|el|la|mi)\s+" + COURSE + r"\b[^,.;!?]*?)" + END,
        plan("upcoming plan"),
        requires=AHEAD,
        excludes=PAST,
    ),
    # "en octubre empiezo primero de Medicina", "empiezo la maestría en Finanzas en la UNAM el 3 de agosto": the first
    # year of a degree, or the degree, begun ahead (where and when it is begun left out).
    rule(
        r"(?<!\bsi\s)\b" + START + r"\s+(?P<v>(?:(?:primero|1\s*[oº°])\s+(?:de|del)|(?:la|el|mi)\s+(?:maestria|master"
        r"|licenciatura|carrera|doctorado|especializacion|posgrado)\s+(?:en|de))\s+[^\W\d_]+(?:\s+(?:de\s+|y\s+)?[^\W\d_]+){0,3}?)"
        + END_PLAN,
        keyed("upcoming plan", values.clean),
        requires=AHEAD,
        excludes=PAST,
    ),
    # "el 2 de mayo empiezo como encargada de turno", "empiezo de camarero el 1 de julio en el Hotel Miramar": a role
    # begun on a day ahead, and where when a name says it.
    rule(
        r"\b"
        + START
        + r"\s+(?:a\s+trabajar\s+)?(?:como|de)\s+(?P<j>[^,.;!?]+?)"
        # the role ends where when it starts does ("de camarero el 1 de julio")
        + r"(?:(?=\s+(?:el|este|esta|a\s+partir|desde|manana|pasado\s+manana)\b)|"
        + END_JOB
        + r")"
        + r"(?:[^,.;!?]*?\s+en\s+(?P<v>(?:el|la)\s+[^\W\d_][\w&'-]*(?:\s+(?:de\s+)?[^\W\d_][\w&'-]*){0,3}))?",
        role_begun,
        requires=AHEAD,
        excludes=PAST,
    ),
    # "me inscribí en la maratón de Buenos Aires de septiembre", "me apunté a un taller de cerámica en octubre": an
    # event or a course ahead the user signed up for.
    rule(
        # "me he apuntado a la media maratón de Sevilla, que es el 22 de febrero": the perfect too
        r"\b(?:me\s+(?:inscribi|apunte|anote)|me\s+he\s+(?:inscrito|apuntado|anotado)|estoy\s+(?:inscrit[oa]|apuntad[oa]"
        r"|anotad[oa]))\s+(?:en|a|para)\s+"
        r"(?P<v>(?:el|la|un|una|mi\s+primer[oa]?)\s+(?:media\s+)?(?:maraton|triatlon|ironman|\d{1,3}\s?k(?:ms?)?|carrera"
        r"|travesia|trail|ultra|duatlon|" + COURSE + r")(?:\s+(?:de|del|en)\s+[a-z]+(?:\s+[a-z]+){0,2})?)\b",
        event,
        requires=LATER + "|" + DATED + r"|\bde\s+(?:" + MONTHS + r")\b",
        excludes=PAST,
    ),
    # "el 1 de marzo empiezo en Empresas Polar como contador": a new job begun on a day ahead, at a firm named.
    rule(
        r"\b" + START + r"\s+(?:a\s+(?:trabajar|currar|laburar|chambear)\s+)?en\s+" + V + r"(?=\s+(?:como|de)\s+[a-z])",
        keyed("upcoming plan", values.named_company),
        requires=AHEAD + "|" + LATER,
        excludes=PAST,
    ),
    # "me he apuntado a un curso de cerámica que empieza en octubre": a course signed up for, with a day ahead.
    rule(
        r"\b(?:me\s+(?:he\s+)?(?:apunte|apuntado|inscrib\w+|inscrit[oa]|matricul\w+)|estoy\s+(?:apuntad[oa]|inscrit[oa]|matriculad[oa]))"
        r"\s+(?:a|en)\s+(?P<v>(?:un|una|el|la)\s+(?:[a-z]+\s+){0,1}?" + COURSE + r"\b[^,.;!?]*?)" + END,
        plan("upcoming plan"),
        requires=AHEAD,
        excludes=PAST,
    ),
    # "en mayo me examino del First", "tengo el examen de conducir el día 3", "mi examen de francés es en junio": an
    # exam ahead, in the user's words.
    *(
        rule(
            exam + END_PLAN,
            plan("upcoming plan"),
            requires=AHEAD + "|" + DATED,
            # "mañana tengo el examen de Farmacología": tomorrow's exam is an appointment, no plan ahead
            excludes=PAST
            + r"|\b(?:suspend\w+|aprob\w+|saque|sacaste|saco|me\s+fue|me\s+salio)\b|(?<!\bla\s)\bmanana\b",
        )
        for exam in (
            r"\b(?P<v>(?:me\s+examino|(?:me\s+)?presento\s+(?:al\s+examen|a\s+las?\s+oposici\w+))\s+(?:de|del|a|al)\s+"
            r"[^,.;!?]{1,30}?)",
            r"\b(?:tengo|hago|hare)\s+(?:el|mi|un)\s+(?P<v>examen\s+(?:de|del)\s+(?!(?:la\s+)?" + MEDICAL + r")"
            r"[^,.;!?]{1,30}?)",
            # "en junio tengo la EBAU", "hago las oposiciones en marzo": an entrance or civil-service exam, by its name
            r"\b(?:tengo|hago|hare|me\s+presento\s+a)\s+(?:la|las|el|mi|mis)\s+(?P<v>selectividad|ebau|evau|pau|paes|icfes"
            r"|oposiciones|mir|eir|fir|pir)\b",
        )
    ),
    rule(
        r"\bmi\s+(?P<v>(?:examen|prueba|oposicion|oposiciones|teorico|practico)(?!\s+(?:de|del)\s+(?:la\s+)?"
        + MEDICAL
        + r")"
        r"(?:\s+(?:de|del)\s+[^,.;!?]{1,25}?)?)"
        r"\s+(?:es|son|sera)\s+(?P<t>(?:el|en|este|esta|la|a|dentro\s+de)\s+[^,.;!?]*?)" + END,
        plan_and_when("upcoming plan"),
        requires=AHEAD + "|" + DATED,
        excludes=PAST,
    ),
    # "el 15 de mayo rindo el examen final de Física", "doy el parcial de Química el jueves": an exam sat on a day
    # ahead, with the verb of the Southern Cone ("rendir") or of Spain ("dar", "hacer").
    rule(
        r"\b(?:rindo|rendire|rendimos|doy|dare|tengo|hago|hare)\s+(?:el|mi|un|los|mis|las)\s+"
        r"(?P<v>(?:examen(?:es)?|finales|final|parcial(?:es)?)(?:\s+(?:final|finales|parcial|oral|escrito|practico))?"
        r"\s+(?:de|del)\s+(?!(?:la\s+)?" + MEDICAL + r")[^,.;!?]{1,30}?)" + END_PLAN,
        plan("upcoming plan"),
        requires=AHEAD + "|" + DATED,
        # "mañana tengo el examen de Farmacología": tomorrow's exam is an appointment, no plan ahead
        excludes=PAST + r"|\b(?:suspend\w+|aprob\w+|saque|sacaste|saco|me\s+fue|me\s+salio)\b|(?<!\bla\s)\bmanana\b",
    ),
    # "mi boda es el 12 de octubre", "mi graduación es en junio": the user's own day ahead, and when.
    rule(
        r"\bmi\s+" + OWN_DAY,
        plan_and_when("upcoming plan"),
        requires=AHEAD + "|" + DATED,
        excludes=PAST,
    ),
    # "nos comprometimos en mayo y la boda será en Toledo…": "la boda" in a line that says the user got engaged.
    rule(
        r"\b(?:la|nuestra)\s+(?=boda\b)" + OWN_DAY,
        plan_and_when("upcoming plan"),
        requires=ENGAGED,
        excludes=PAST,
    ),
    # "el próximo verano hago el Camino de Santiago": a route ahead is a planned trip, by the route's name.
    rule(
        # "el 1 de junio empiezo el Camino de Santiago desde Sarria": begun on a day ahead, too
        r"\b(?:(?:me\s+)?(?:voy|vamos)\s+a\s+(?:hacer|recorrer|caminar)|hago|hacemos|hare|haremos|recorro|recorrere"
        r"|recorremos|" + START + r")\s+(?:el\s+|la\s+)?" + ROUTE,
        keyed("planned trip", capitalised_words_as_said),
        requires=AHEAD,
        excludes=PAST
        + r"|\b(?:me\s+voy|nos\s+vamos|viajo|viajamos|vuelo|volamos)\s+(?:de\s+viaje\s+)?a\s+(?![a-z]+(?:ar|er|ir)\b)",
    ),
    # "corro la maratón de Sevilla en febrero": an event ahead the user takes part in.
    rule(
        # "tengo el maratón de Madrid el 20 de mayo": the event the user has ahead, with its day
        r"\b(?:corro|correre|corremos|hago|hacemos|haremos|nado|participo|participamos\s+en|participo\s+en|tengo|tenemos)\s+"
        r"(?P<v>(?:el|la|los|las|mi\s+primer[oa]?)\s+(?:media\s+)?(?:maraton|triatlon|ironman|\d{1,3}\s?k(?:ms?)?|carrera|camino|travesia|trail|ultra|vuelta|duatlon)"
        r"(?:\s+(?:de|del|en)\s+[a-z]+(?:\s+[a-z]+){0,2})?)\b",
        event,
        requires=LATER + "|" + DATED,
        excludes=PAST,
    ),
    # "estoy preparando el Ironman de Lanzarote, que es en mayo", "entreno para la media maratón de Sevilla": a race
    # ahead the user trains for.
    rule(
        r"\b(?:(?:estoy|estamos)\s+preparando|preparo|preparamos|(?:entreno|entrenamos|(?:estoy|estamos)\s+entrenando"
        r"|(?:me|nos)\s+(?:preparo|preparamos|estoy\s+preparando|estamos\s+preparando))\s+para)\s+"
        r"(?P<v>(?:el|la|un|una|mi\s+primer[oa]?)\s+" + RACE + r"(?:\s+(?:de|del|en)\s+[a-z]+(?:\s+[a-z]+){0,2})?)\b",
        event,
        requires=LATER + "|" + DATED,
        excludes=PAST,
    ),
    # "me caso con Daniela en mayo", "me voy a casar con mi novia el año que viene": when, whom left to its own fact.
    rule(
        r"\b(?P<v>" + MILESTONE + r")\s+con\s+(?:mi\s+|nuestr[oa]\s+)?[a-z]+\s+(?P<t>" + A_TIME_AHEAD + r")" + END,
        plan_and_when("upcoming plan"),
        excludes=PAST,
    ),
    # "en marzo me caso", "el año que viene nos casamos": when put first, kept with the event ("me caso en marzo").
    rule(
        r"(?:^\W*|[,;:]\s*|\b(?:y|pues|bueno|oye|mira)\s+)(?P<t>"
        + TIME_FIRST
        + r")\s*,?\s+(?P<v>"
        + MILESTONE
        + r")"
        + END,
        plan_and_when("upcoming plan"),
        excludes=PAST,
    ),
    rule(r"\b(?P<v>" + MILESTONE + r"(?:\s+" + A_TIME_AHEAD + r")?)" + END, plan("upcoming plan"), excludes=PAST),
    rule(
        r"\b" + PLAN_VERB + r"\s+(?P<v>(?!mudar)[a-z]+(?:ar|er|ir)\b[^,.;!?]*?)" + END,
        dated_in_its_part(plan("upcoming plan")),
        requires=LATER,
        # "quiero preparar las piernas desde ya": begun now, no plan ahead; "a Quito nos vamos a vivir": a move
        excludes=PAST + r"|\bdesde\s+(?:ya|ahora|hoy)\b|\bya\s+mismo\b|" + PLACE_BEFORE_A_MOVE,
    ),
    # Sizes.
    rule(
        r"\bcalzo\s+(?:un\s+|el\s+|del\s+)?" + SHOE,
        keyed("shoe size", lambda text: values.shoe_size(text, centimetres=True)),
    ),
    # "calzo un cuarenta y uno", "mi número de calzado es el treinta y ocho y medio": a size in words ("uso un cuarenta
    # y dos de zapato", "soy un treinta y ocho de pie" too, the word for the shoe or the foot after it).
    rule(
        r"\b(?:calzo\s+(?:un\s+|el\s+|del\s+)?|mi\s+(?:numero|talla|talle)\s+de\s+(?:calzado|zapatos?|zapatillas?|pie)\s+es\s+"
        r"(?:el\s+|la\s+|un\s+)?)(?=treinta|cuarenta|cincuenta)" + SHOE_IN_WORDS,
        keyed("shoe size", values.shoe_size),
    ),
    rule(
        r"\b(?:(?:yo\s+)?uso|soy)\s+(?:un|el)\s+(?=treinta|cuarenta|cincuenta)"
        + SHOE_IN_WORDS
        + r"(?=\s+de\s+(?:zapatillas?|zapatos?|calzado|pie)\b)",
        keyed("shoe size", values.shoe_size),
    ),
    rule(
        r"\b(?:yo\s+)?uso\s+(?:un|el)\s+" + NUM + r"(?=\s+(?:de\s+" + FOOTWEAR + r"|en\s+\w+)|\s*(?:$|[,.]))",
        keyed("shoe size", values.shoe_size),
    ),
    # "uso la talla M de chaqueta y un 38 de bota": a shoe size said second, its verb left out.
    rule(
        r"\b(?:y|e)\s+(?:un|el)\s+" + NUM + r"(?=\s+de\s+" + FOOTWEAR + r"\b)",
        after_a_size(keyed("shoe size", values.shoe_size)),
    ),
    rule(
        r"\bmi\s+(?:numero|talla|talle)\s+(?:de\s+(?:calzado|zapatos?|zapatillas?|pie)\s+)?es\s+(?:el\s+|la\s+|un\s+)?"
        + SHOE,
        keyed("shoe size", values.shoe_size),
    ),
    # "talla de zapato: 39": a note about the user's own feet, the owner left out.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:numero|talla|talle)\s+de\s+(?:calzado|zapatos?|zapatillas?|pie)\s*(?:es|[:=-])\s*"
        r"(?:el\s+|la\s+|un\s+)?" + SHOE,
        keyed("shoe size", values.shoe_size),
    ),
    rule(
        r"\b(?:las|los)\s+de\s+" + NUM + r"\s+me\s+quedan\s+(?:perfect|bien|justo)",
        keyed("shoe size", values.shoe_size),
        inferred=True,
    ),
    rule(r"\bsoy\s+(?:talle|talla)\s+(?P<v>xxl|xl|xs|s|m|l)\b", coded("clothing size", lexicon.CLOTHING_SIZES)),
    # "la talla S en vestidos me queda bien", "el talle M me va perfecto": the size that fits the user.
    rule(
        r"\b(?:la\s+|el\s+)?(?:talla|talle)\s+(?P<v>xxl|xl|xs|s|m|l)(?:\s+(?:en|de)\s+" + GARMENTS + r")?"
        r"\s+me\s+(?:queda|va|sienta)\s+(?:bien|perfect[oa]|genial|como\s+un\s+guante)\b",
        coded("clothing size", lexicon.CLOTHING_SIZES),
        inferred=True,
    ),
    rule(
        # "en camisetas uso la talla S", "uso el talle M"
        r"\b(?:yo\s+)?uso\s+(?:la\s+|el\s+)?(?:talle|talla)\s+(?P<v>xxl|xl|xs|s|m|l)\b",
        coded("clothing size", lexicon.CLOTHING_SIZES),
    ),
    # "talla M en camisetas, …", "la L en pantalones": the size put first, its verb left out.
    rule(
        r"^\W*(?:la\s+|el\s+)?(?:talla\s+|talle\s+)?(?P<v>xxl|xl|xs|s|m|l)\s+(?:en|de|para)\s+"
        + GARMENTS
        + r"\b(?=\s*(?:$|[,.;!]|\s+(?:y|porfa|pls)\b))",
        keyed("clothing size", lambda s: values.clothing_size(s) if s.isupper() else None),
    ),
    # "calzo un 39 y la M en camisetas": a second size, its verb left out.
    rule(
        r"\b(?:y|e)\s+(?:la\s+|el\s+|una\s+)?(?:talla\s+|talle\s+)?(?P<v>xxl|xl|xs|s|m|l)\s+(?:en|de)\s+"
        + GARMENTS
        + r"\b",
        after_a_size(keyed("clothing size", lambda s: values.clothing_size(s) if s.isupper() else None)),
    ),
    rule(
        r"\b(?:yo\s+)?uso\s+(?:una\s+|la\s+)?(?P<v>xxl|xl|xs|s|m|l)\b(?=\s*(?:$|[,.]|\s+en\s|\s+de\s))",
        keyed("clothing size", lambda s: values.clothing_size(s) if s.isupper() else None),
    ),
    rule(
        r"\bmi\s+(?:talla|talle)\s+(?:de|en)\s+[a-z]+\s+es\s+(?:la\s+|el\s+)?(?P<v>xxl|xl|xs|s|m|l)\b",
        coded("clothing size", lexicon.CLOTHING_SIZES),
    ),
    rule(
        r"\b(?:tengo|llevo|gasto|compro)\s+(?:la\s+)?(?:talla|talle)\s+(?P<v>xxl|xl|xs|s|m|l)\b",
        coded("clothing size", lexicon.CLOTHING_SIZES),
    ),
    # "uso la 40 en vaqueros", "mi talla de vestido es la 38": a size in numbers, with what it is worn in.
    rule(
        r"\b(?:uso|tengo|llevo|gasto|compro|soy)\s+(?:una?\s+|la\s+|el\s+)?(?:(?:talla|talle)\s+)?(?P<v>\d{2})\s+(?:en|de)\s+"
        + GARMENTS
        + r"\b",
        keyed("clothing size", values.clothing_number),
    ),
    rule(
        r"\bmi\s+(?:talla|talle)\s+(?:de|en)\s+" + GARMENTS + r"\s+es\s+(?:la\s+|el\s+)?(?P<v>\d{2})\b",
        keyed("clothing size", values.clothing_number),
    ),
    # Name, home, origin, age, birthday, email.
    rule(r"\bme\s+(?:llamo|yamo|jamo)\s+" + NAME, _called(keyed("name", values.person_name))),
    # A form the user fills in: "nombre Rocío Medina, 41 años, ciudad: Paraná, ocupación: maestra".
    rule(r"(?:^|[,;:]\s*)nombre(?:\s+completo)?\s*[:=\-–—]?\s*" + NAME, keyed("name", values.capitalised_name)),
    rule(r"(?:^|[,;:]\s*)edad\s*[:=\-–—]?\s*(?P<v>\d{2,3})\b", keyed("age", values.age), requires=FORM),
    rule(
        r"\b(?:me\s+llamo|nombre(?:\s+completo)?)\s*[:=\-–—]?\s*[^,.;]{1,40},\s*(?P<v>\d{2,3})\s+anos\s*(?=$|[,.;])",
        keyed("age", values.age),
    ),
    rule(
        r"(?:^|[,;:]\s*)(?:ciudad|localidad|residencia|domicilio)\s*[:=\-–—]\s*" + V + END,
        keyed("home", values.capitalised_place),
        requires=FORM,
    ),
    rule(
        r"(?:^|[,;:]\s*)(?:ocupacion|profesion|puesto|cargo)\s*[:=\-–—]\s*" + V + END_JOB,
        keyed("job", values.job),
        requires=FORM,
    ),
    rule(
        r"(?:^|[,;:]\s*)(?:ocupacion|profesion|puesto|cargo)\s*[:=\-–—]\s*[^,.;]+?\s+en\s+" + V + END,
        keyed("employer", values.named_company),
        requires=FORM,
    ),
    # "tengo 16 y estoy en segundo de prepa": an age, then what the user does.
    rule(
        r"\btengo\s+(?P<v>\d{2})\s+y\s+(?:voy\s+en|estoy\s+en|estudio|estudie|curso|trabajo|trabaje|vivo|soy|termine"
        r"|me\s+recibi|egrese)\b",
        keyed("age", values.age),
    ),
    # A letter signed: "Atentamente, Javier Robles." at the end of the message.
    rule(
        r"\b(?:atentamente|cordialmente|saludos\s+cordiales|un\s+(?:cordial\s+)?saludo)\s*[,\n]?\s*"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,2})\s*[.!]?\s*$",
        keyed("name", values.capitalised_name),
    ),
    rule(r"^\W*aqui\s+" + WORD + r"(?=\s*(?:$|[,!.]))", keyed("name", values.capitalised_name)),
    # "Le escribe Aurelio Benítez, natural de Zamora": a letter opened by who writes it, and where they are from.
    rule(r"(?:^\W*|[.!]\s*)(?:le|les|te|os)\s+(?:escribe|saluda)\s+" + NAME, keyed("name", values.capitalised_name)),
    rule(
        r"(?:\b(?:le|les|te|os)\s+(?:escribe|saluda)|\bsoy|\bme\s+llamo|\bmi\s+nombre\s+es)\s+[^,.;]{1,40},\s*"
        r"(?:natural|oriund[oa]|originari[oa])\s+de\s+" + V + END,
        keyed("origin", values.capitalised_place),
    ),
    rule(r"\bsoy\s+(?:natural|oriund[oa])\s+de\s+" + V + END, keyed("origin", values.capitalised_place)),
    # "soy Ana, 40, enfermera, de Valencia", "tengo 52, profe de historia": the pieces of an intro after commas, a bare
    # age, a profession, where the user is from.
    rule(r"(?<=,)\s*(?P<v>\d{2})(?:\s+anos)?(?=\s*(?:$|[,.;!]|\by\b))", keyed("age", values.age), requires=INTRO_ES),
    rule(
        r"(?<=,)\s*(?:y\s+)?(?P<v>[a-z]+(?:\s+(?:de|del)\s+[a-z]+)?)(?=\s*(?:$|[,.;!]|\by\b))",
        keyed("job", values.profession),
        requires=INTRO_ES,
        excludes=r"\b(?:mi|mis|su|sus)\s+(?:\w+\s+)?(?:hermana|hermano|madre|padre|mama|papa|hija|hijo|amig[oa]|novi[oa]"
        r"|espos[oa]|marido|mujer|pareja)\b",
    ),
    rule(
        r"\b\d{2}(?:\s+anos)?\s*,\s*(?:y\s+)?de\s+(?P<v>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)(?=\s*(?:$|[,.;!]|\by\b))",
        keyed("origin", known_town_or_country),
        requires=INTRO_ES,
    ),
    # "De pequeño vivía en Cádiz", "de niña viví en Arequipa": the home of the user's childhood is the origin.
    rule(
        r"\b(?:de\s+(?:pequen[oa]|nin[oa]|chic[oa]|chiquit[oa]|cri[oa]|chamac[oa]|guag[uü]?a)|cuando\s+(?:yo\s+)?era\s+"
        r"(?:pequen[oa]|nin[oa]|chic[oa]|chiquit[oa]))\s*,?\s+(?:yo\s+)?(?:vivia|vivi|viviamos|vivimos)\s+en\s+"
        + V
        + END,
        keyed("origin", values.capitalised_place),
    ),
    # "Nací en Lima, viviendo en Madrid desde 2019": the subject left out after a comma, the place capitalised.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:y\s+)?(?:ahora\s+)?viviendo\s+en\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=r"\b(?:mi|mis|su|sus)\s+(?:\w+\s+)?(?:hermana|hermano|madre|padre|mama|papa|hija|hijo|amig[oa]|novi[oa]"
        r"|espos[oa]|marido|mujer|pareja|prim[oa]|ti[oa]|jefe|jefa|vecin[oa])\s*,\s*(?:y\s+)?(?:ahora\s+)?viviendo\b",
    ),
    # "Seis años viviendo en Londres y…", "somos una familia de Salta viviendo en Neuquén": how long, or who the user
    # is, then where they live, the verb left out; never days or weeks (a stay).
    rule(
        r"(?:^\W*(?:(?:ya|casi|mas\s+de)\s+)?(?:(?:\w+\s+){1,2}(?:anos|meses|decadas)|media\s+vida|toda\s+la\s+vida)"
        r"|\bsomos\s+[^,.;:]{1,40}?)\s+viviendo\s+en\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=r"\bsomos\s+(?:mi|mis|su|sus)\b",
    ),
    rule(r"\bmi\s+nombre\s+es\s+" + NAME, keyed("name", values.person_name)),
    rule(
        r"^\W*(?:es|soy|me\s+llamo)\s+"
        + WORD
        + r"(?:\s+(?:eh|ojo|de\s+hecho|entonces))?\s*,?\s+no\s+(?P<o>[^\W\d_][\w'-]*)\b",
        name_put_right,
    ),
    rule(
        r"(?:^|[,!.:]\s*|\b(?:hola+|holis|buenas+|buen\s+dia|me\s+presento|te\s+cuento|mira)\W+)soy\s+"
        + WORD
        # "te cuento soy Rocío tengo 34 años vivo en Jerez": a run-on intro, dictated without commas
        + r"(?=\s*(?:$|[,.!;]|\s+y\s|\s+(?:tengo\s+\d|vivo\s|trabajo\s)))",
        keyed("name", values.capitalised_name),
    ),
    # "hola, soy Ximena 👋 de Guadalajara": a name and where the user is from, both with their capitals.
    rule(
        r"(?:^|[,!.:]\s*|\b(?:hola+|holis|buenas+|buen\s+dia|me\s+presento)\W+)soy\s+"
        + WORD
        + r"[^\w,.;]*\s+de\s+(?P<p>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)"
        + END,
        name_and_origin,
    ),
    # "vivimos en Gràcia, en Barcelona", "vivo en Valencia, en Ruzafa", "trabajo en remoto desde Fuerteventura, en
    # Corralejo": the home as a ward and its town, either first; the second after a bare comma only when it is a known
    # town or a country ("vivo en Ruzafa, Valencia", never "vivo en Sevilla, Ana").
    rule(
        HOME_AT + r"(?P<v>" + TWO_PLACES + r"(?P<en>en\s+)(?:el\s+|la\s+)?" + V.replace("?P<v>", "?P<b>") + r")" + END,
        home_with_its_ward,
        excludes=STAY,
    ),
    rule(
        HOME_AT + r"(?P<v>" + TWO_PLACES + r"(?P<en>)" + V.replace("?P<v>", "?P<b>") + r")" + END,
        home_with_its_ward,
        excludes=STAY,
    ),
    rule(
        r"\b(?:vivo|vivimos|resido|residimos|radico|radicamos|(?:estoy|estamos|ando|andamos|sigo|seguimos)\s+viviendo)"
        r"(?:\s+(?:con|sol[oa]s?|sol[oa]s?\s+con)\b(?:(?!\b(?:que|donde|quien|quienes|pero|trabaja\w*)\b)[^.;]){0,60}?|\s+junt[oa]s)?,?\s+en\s+"
        + V
        + END,
        keyed("home", values.place),
    ),
    rule(
        r"(?<!puede\sque\s)(?<!hasta\sque\s)(?<!para\sque\s)(?<!\bde\sque\s)(?<!cuando\s)(?<!cuanto\s)(?<!\bsi\s)\b(?:me\s+mude|nos\s+mudamos|me\s+vine\s+a\s+vivir|me\s+fui\s+a\s+vivir|nos\s+(?:vinimos|fuimos)\s+a\s+vivir|(?:me\s+he|nos\s+hemos)\s+(?:mudado|venido\s+a\s+vivir|ido\s+a\s+vivir))(?:\s+con\s+[^,.;]{1,25}?)?"
        # "me mudé el mes pasado a Getafe", "nos mudamos hace un año a Quito": when, said before the place
        r"(?:\s+(?:el|la|este|esta)\s+(?:mes|ano|semana|verano|invierno|otono|primavera|finde)(?:\s+pasad[oa])?"
        r"|\s+hace\s+(?:\w+\s+){1,2}?(?:dias|semanas|meses|anos))?"
        # "me mudé de Sevilla a Málaga": the place moved to
        r"(?:\s+de\s+[^,.;]{1,30}?)?\s+a\s+" + V + END,
        keyed("home", values.place),
    ),
    # "acabo de mudarme a Viña del Mar", "me instalé en Girona en abril", "nos hemos instalado en Huesca": a move just
    # made, or a settling told in the past, is where the user lives now (never a stay: "me instalé en el hotel").
    rule(
        r"(?<!\bsi\s)(?<!cuando\s)\b" + SETTLED + r"\s+(?:a|en)\s+" + V + END,
        keyed("home", values.capitalised_place),
        excludes=STAY,
    ),
    rule(r"\b(?:aca|aqui)\s+en\s+" + V + END + r"(?=.*\bvivo\b)", keyed("home", values.place), inferred=True),
    # "vienen a cenar a nuestra casa en Valladolid", "mi piso en Gràcia": the user's own home, said by where it is.
    rule(
        r"(?<!\bde\s)\b(?:mi|nuestr[oa])\s+" + DWELLING + r"\s+en\s+(?:el\s+|la\s+)?" + V + END,
        keyed("home", values.capitalised_place),
    ),
    # "compramos un piso en Gràcia y nos mudamos en mayo": the place of a dwelling bought or rented, with a move ahead.
    rule(
        r"\b(?:(?:me|nos)\s+)?(?:compramos|compre|alquilamos|alquile|rentamos|rente|arrendamos|arrende)\s+(?:un|una)\s+"
        r"(?:\w+\s+)?" + DWELLING + r"\s+en\s+(?:el\s+|la\s+)?" + V + END,
        keyed("planned move", values.capitalised_place),
        requires=r"\b(?:me\s+mudo|nos\s+mudamos|(?:me|nos)\s+(?:voy|vamos)\s+a\s+mudar|la\s+mudanza\s+es)\b[^.;]*?(?:"
        + LATER
        + r")",
        excludes=PAST_MOVE,
    ),
    # "tenemos una finca en Tenerife y ahí vivimos": a dwelling the user has, where they say they live.
    rule(
        r"\b(?:tengo|tenemos)\s+(?:un|una)\s+(?:\w+\s+)?"
        + DWELLING
        + r"\s+en\s+(?:el\s+|la\s+)?"
        + V
        + END
        + r"(?=\s*,?\s+y\s+(?:ahi|alli|alla|aca|aqui)\s+viv(?:o|imos)\b)",
        keyed("home", values.capitalised_place),
    ),
    # "mi mamá vive conmigo en Cochabamba": where someone lives with the user is the user's home.
    rule(
        r"\b(?:vive|viven|vivira|ha\s+vivido|esta\s+viviendo|a\s+vivir)\s+(?:conmigo|con\s+nosotr[oa]s)"
        r"(?:\s+(?:aqui|aca))?\s+en\s+" + V + END,
        keyed("home", values.place),
    ),
    # "ya no vivo en Quito, me vine a Lima hace un año": the place the user came to after the home left
    # is the new home (it replaces the old one; a "me fui a Cancún" alone may be a trip).
    rule(
        r"\b(?:me\s+(?:vine|fui|traslade|regrese|volvi)|nos\s+(?:vinimos|fuimos|trasladamos|regresamos|volvimos))"
        r"(?:\s+con\s+[^,.;]{1,25}?)?(?:\s+de\s+[^,.;]{1,30}?)?\s+(?:para|pa|a)\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=LEFT_HOME,
        excludes=r"\bde\s+(?:vacaciones|viaje|paseo|visita)\b|\bunos\s+dias\b|\buna\s+semana\b|\bel\s+finde\b",
    ),
    # "nací en Rosario, pero hace poco me vine a Madrid": where the user came to after the place they are from.
    rule(
        r"\b(?:me\s+vine|nos\s+vinimos|me\s+he\s+venido|nos\s+hemos\s+venido)(?:\s+con\s+[^,.;]{1,25}?)?\s+(?:para|pa|a)\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
        requires=r"\b(?:naci|soy\s+de|me\s+crie|creci\s+en)\b",
        excludes=r"\bde\s+(?:vacaciones|viaje|paseo|visita)\b|\bunos\s+dias\b|\buna\s+semana\b|\bel\s+finde\b|\ba\s+ver\s+a\b",
    ),
    # "te escribo desde Valparaíso, donde vivo desde chico": the place named, then said to be where the user lives.
    rule(
        r"\b(?:desde|en)\s+"
        + PLACE_WORDS
        + r"\s*,\s*(?:que\s+es\s+)?donde\s+(?:vivo|vivimos|resido|llevo\s+viviendo)\b",
        keyed("home", values.capitalised_place),
    ),
    # "ya no vivo en Caracas, ahora estoy en Madrid", "ya estoy en Oslo, me mudé en mayo": where the user is now, after
    # the home left or a move made.
    rule(
        r"\b(?:ahora|ya)\s+(?:estoy|estamos)\s+(?:(?:aqui|aca)\s+)?en\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=LEFT_HOME + r"|\bme\s+mude\b|\bnos\s+mudamos\b",
        excludes=STAY,
    ),
    rule(r"\bdesde\s+" + V + r"\s*,?\s+que\s+es\s+donde\s+vivo", keyed("home", values.place), inferred=True),
    # "nos mudamos a Lyon en septiembre, de momento seguimos en Bilbao": the home until the move.
    rule(
        r"\b(?:sigo|seguimos|continuo|continuamos|todavia\s+(?:estoy|estamos)|aun\s+(?:estoy|estamos))\s+en\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
        requires=r"\bmud(?:o|amos|arme|arnos|aremos|are)\b|\b(?:vivir|trasladamos|traslado)\s+a\b",
    ),
    rule(r"\bsoy\s+(?:muy\s+)?del\s+" + V + END, club("favourite team")),
    rule(r"\bsoy\s+(?:muy\s+)?de\s+" + V + END, keyed("favourite team", values.club_not_place)),
    rule(r"\bmi\s+equipo\s+(?:es|siempre\s+ha\s+sido)\s+" + V + END, club("favourite team")),
    rule(r"\bnacid[oa]\s+y\s+criad[oa]\s+en\s+" + V + END, keyed("origin", values.place)),
    rule(
        r"\bsoy\s+(?:muy\s+)?(?:hincha|socio|socia|forofo|forofa)\s+(?:del|de)\s+" + V + END,
        keyed("favourite team", values.capitalised_place),
    ),
    rule(
        r"\bsoy\s+(?:muy\s+)?(?:aficionad[oa]|fan|seguidor|seguidora)\s+(?:del|de)\s+" + V + END,
        club("favourite team"),
    ),
    # "hincha de River desde chico", "del Betis de toda la vida, socio desde 2010": the subject dropped.
    rule(
        r"(?:^\W*|(?<=,)\s*)(?:muy\s+)?(?:hincha|socio|socia|forofo|forofa|aficionad[oa]|seguidor|seguidora|fan|fanatic[oa])"
        r"\s+(?:del|de)\s+" + V + END,
        club("favourite team"),
    ),
    rule(r"\bso[yi]\s+(?:de|del)\s+" + V + END, keyed("origin", values.place)),
    # "tengo ya cuarenta años", "tengo ahora dieciocho años": when it holds, between the verb and the age.
    rule(
        r"\btengo\s+(?:(?:ya|ahora|actualmente|recien\s+cumplidos)\s+)?"
        + AGE
        + r"\s+(?:anos|anitos|abriles)\b(?!\s+de\b)",
        keyed("age", values.age),
    ),
    # "cumplí cuarenta en marzo", "acabo de cumplir 30 años": the age the user has just reached.
    rule(
        r"(?:^\W*|(?<=,)\s*|\b(?:yo|ya|y)\s+)(?:cumpli|acabo\s+de\s+cumplir)\s+(?:los\s+)?"
        + AGE
        + r"(?!\s*(?:%|de\b|anos\s+de\b|(?:anos\s+)?(?:casad|junt|trabaj)))",
        keyed("age", values.age),
    ),
    # "perdón, no tengo 32 sino 33": the age put right.
    rule(
        r"\bno\s+tengo\s+\d{2,3}(?:\s+anos)?\s*,?\s+sino\s+(?:que\s+)?(?:tengo\s+)?(?P<v>\d{2,3})\b(?!\s*(?:%|hij|herman))",
        keyed("age", values.age),
        negative_form=True,
    ),
    # "soy una señora de 77 años": the age of a formal self-portrait.
    rule(
        r"\bsoy\s+(?:un|una)\s+(?:senor|senora|hombre|mujer|chico|chica|abuelo|abuela|jubilad[oa]|caballero|dama)"
        r"\s+de\s+" + AGE + r"\s+anos\b",
        keyed("age", values.age),
    ),
    # "en mi calidad de médico forense": the role the user writes in.
    rule(
        r"\ben\s+mi\s+(?:condicion|calidad)\s+de\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)(?:"
        + END_JOB
        + r"|(?=\s+(?:le|les|me|te|se|os|nos)\b))",
        keyed("job", values.profession),
    ),
    rule(
        r"(?:^\W*|(?<=,)\s*|\bsoy\s+\w+\s*,?\s*|\by\s+)tengo\s+(?P<v>\d{2}|" + AGE_IN_WORDS + r")"
        # "tengo 33, soy de Paysandú": an intro's next piece after the comma
        r"(?=\s*(?:$|[.!;]|,\s*no\s+\d|,\s*(?:soy|vivo|trabajo|curro|laburo|chambeo|estudio)\s|\s+(?:ja|je|xd|lol)\w*\b"
        r"|\s+y\s+(?:trabajo|vivo|soy|estudio|estoy|curro|laburo|llevo|voy|ando|curso|empiezo|empece|acabo|sigo"
        # "tengo 45 y quiero empezar a correr": a new start at an age; "tengo 50 y quiero un regalo" may be money
        r"|quiero\s+(?:empezar|aprender|volver|retomar|cambiar))\b))",
        keyed("age", values.age),
    ),
    # "soy contador y tengo 31, ayúdame…": a bare number after what the user is; "tengo ya 27 y…": "ya" before it,
    # as before an age in years. A unit or a sum still missing after it is money.
    rule(
        r"(?:\bsoy\s+[a-z]+\s+y\s+tengo|\btengo\s+ya)\s+(?P<v>\d{2})(?=\s*(?:$|[.,;!?]|\s+y\s+(?!me\s+falta|nos\s+falta)))",
        keyed("age", values.age),
    ),
    rule(
        # "cumplo los 30 el 3 de junio": the age to come said between, the day is the birthday
        r"\b(?:mi\s+cumple(?:anos)?\s+(?:es|cae|cae\s+siempre)|cumplo\s+(?:anos|los\s+\d{1,3}|\d{1,3})|naci)\s+(?:el|un)\s+(?P<d>"
        + DAY
        + r")\s+de\s+(?P<m>[a-z]+)",
        date_as_said("birthday"),
    ),
    # "hoy cumplo 31 y lo paso en la oficina": the age the user turns today; never years of something ("de casados").
    rule(
        r"\bhoy\s+cumplo\s+(?:los\s+)?(?P<v>\d{1,3})(?:\s+anos)?\b(?!\s+(?:de|en|con|trabajando|juntos)\b)",
        keyed("age", values.age),
    ),
    # "el 25 de julio cumplo años", "el 3 de mayo cumplo 40": a date before "cumplo" is the birthday, never an age
    # (years of something are no birthday: "cumplo 10 años de casada").
    rule(
        r"\bel\s+(?P<d>" + DAY + r")\s+de\s+(?P<m>[a-z]+)\s+(?:cumplo\s+(?:anos|(?:los\s+)?\d{1,3}(?!\d)"
        r"(?!(?:\s+anos)?\s+(?:de|en|con|trabajando|juntos)\b))|es\s+mi\s+cumple(?:anos)?)\b",
        date_as_said("birthday"),
    ),
    rule(
        r"\bmi\s+(?:e-?mail|mail|correo)(?:\s+(?:nuevo|electronico))?\s*(?:es|:)\s*" + EMAIL,
        keyed("email", values.email),
    ),
    rule(r"\bcambie\s+de\s+(?:correo|mail)[^@]*?\b(?:es|:)\s*" + EMAIL, keyed("email", values.email)),
    # "pon mi correo en la firma, que es …": the address given a few words after "mi correo".
    rule(
        r"\bmi\s+(?:e-?mail|mail|correo)\b[^@.;!?]{0,40}?,?\s*(?:que\s+es|es|:)\s*" + EMAIL,
        keyed("email", values.email),
    ),
    rule(r"\bescribime\s+a\s+" + EMAIL, keyed("email", values.email)),
    # "apúntate mi correo para la reserva, que el de antes lo cerré…: x@y.com": the address that closes the line after a
    # colon, "mi correo" said before it, however far.
    rule(
        r"\bmi\s+(?:e-?mail|mail|correo)\b[^@.;!?]{0,120}?:\s*" + EMAIL + r"\W*$",
        keyed("email", values.email),
        negative_form=True,  # "…, que el otro ya no lo uso: x@y.com": the old one denied, not this one
    ),
    # "me pidieron el correo pa la factura… Para que no me vuelva a pasar: es x@y.com": the address the user was asked
    # for, given alone; never someone else's ("el correo de mi jefa").
    rule(
        r"(?:^\W*|(?<=:)\s*)es\s+" + EMAIL + r"\W*$",
        keyed("email", values.email),
        requires=r"\b(?:mi|el)\s+(?:e-?mail|mail|correo)\b",
        excludes=r"\b(?:e-?mail|mail|correo)\s+(?:de|del)\s+(?!(?:la\s+)?(?:reserva|factura|pedido|compra|cuenta)\b)|\bsu\s+(?:e-?mail|mail|correo)\b",
    ),
    # "usa mi correo del trabajo por favor, x@y.com": the address after "mi correo" and a "please".
    rule(
        r"\bmi\s+(?:e-?mail|mail|correo)(?:\s+(?:nuevo|personal|del\s+trabajo|de\s+la\s+(?:chamba|pega|oficina)))?"
        r"\s+(?:por\s+favor|porfa|porfis|mejor|entonces)\s*[,:]?\s*" + EMAIL,
        keyed("email", values.email),
    ),
    rule(
        EMAIL + r"\s*[,(-]?\s*(?:que\s+)?es\s+mi\s+(?:nuevo\s+)?(?:e-?mail|mail|correo)\b",
        keyed("email", values.email),
    ),
    # "mándalo a mi correo nuevo, x@y.com": the address given right after "mi correo".
    rule(
        r"\bmi\s+(?:nuevo\s+)?(?:e-?mail|mail|correo)(?:\s+(?:nuevo|electronico|personal|del\s+trabajo))?\s*[,:]?\s*"
        + EMAIL,
        keyed("email", values.email),
    ),
    # Diet, allergies.
    # "ya no como carne roja, ahora soy pescetariana": the diet named beats "sin carne".
    rule(r"\b(?:ya\s+)?no\s+como\s+carne\b", fixed("diet", "sin carne"), negative_form=True, excludes=DIET_NAMED),
    rule(r"\bdeje\s+de\s+comer\s+carne\b", fixed("diet", "sin carne"), negative_form=True),
    # "no como cerdo por religión": a meat the user never eats, for faith or by choice, is a diet.
    rule(
        r"\b(?:ya\s+)?no\s+(?:como|comemos|pruebo|probamos)\s+(?:nada\s+de\s+)?(?:carne\s+de\s+)?(?P<v>cerdo|puerco|chancho|ternera|vaca)\b",
        lambda match, original: ("diet", "sin " + span(match, original)),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"\bdeje\s+de\s+ser\s+(?P<v>vegetarian[oa]|vegan[oa])",
        mapped("diet", lexicon.DIETS),
        retire=True,
        negative_form=True,
    ),
    # "dejé la dieta keto", "abandoné el veganismo… ": a diet stopped is retired.
    rule(
        r"\b(?:deje|abandone|me\s+sali\s+de|me\s+baje\s+de|ya\s+no\s+(?:hago|sigo|estoy\s+(?:haciendo|siguiendo|con|en)))\s+"
        r"(?:(?:la|el|una|mi)\s+)?(?:dieta\s+)?"
        r"(?P<v>keto|paleo|cetogenica|vegana|vegetariana|pescetariana|pescatariana|sin\s+gluten|sin\s+lactosa|veganismo"
        r"|vegetarianismo)\b",
        mapped("diet", lexicon.DIETS),
        retire=True,
        negative_form=True,
    ),
    rule(r"\bsoy\s+(?P<v>vegetarian[oa]|vegan[oa]|pesc[ae]tarian[oa]|keto)\b", mapped("diet", lexicon.DIETS)),
    # "soy ovolactovegetariana", "soy flexitariano": a vegetarian who eats eggs or dairy, or meat now and then.
    rule(
        r"\bsoy\s+(?P<v>(?:ovo)?lacto(?:ovo)?vegetarian[oa]|ovovegetarian[oa]|flexitarian[oa])\b",
        mapped("diet", lexicon.DIETS),
    ),
    rule(
        r"\b(?:(?:decidi|he\s+decidido)\s+(?:hacerme|volverme|ser)|me\s+(?:hice|he\s+hecho|volvi))\s+"
        r"(?P<v>vegetarian[oa]|vegan[oa]|pesc[ae]tarian[oa])\b",
        mapped("diet", lexicon.DIETS),
    ),
    rule(r"\bsiendo\s+(?P<v>vegetarian[oa]|vegan[oa])\b", mapped("diet", lexicon.DIETS), inferred=True),
    # "vegana desde hace 3 años", "llevo 2 años vegetariano": the diet kept for a while.
    rule(
        r"(?:^\W*|\bllevo\s+(?:\w+\s+){1,3}?)(?P<v>vegetarian[oa]|vegan[oa]|pesc[ae]tarian[oa])"
        r"(?=\s+(?:desde|hace)\b|\s*(?:$|[,.!;]))",
        mapped("diet", lexicon.DIETS),
    ),
    rule(
        # "mi novio está haciendo keto": a gerund after "está" is someone else's diet.
        r"(?<!\besta\s)(?<!\bestan\s)"
        r"\b(?:(?:sigo|hago|llevo|estoy\s+(?:a|en|con)|siguiendo|haciendo)\s+(?:una\s+)?dieta|(?:hago|haciendo)(?:\s+la)?)\s+"
        r"(?P<v>keto|cetogenica|vegana|vegetariana|paleo|sin\s+gluten|sin\s+lactosa)\b",
        mapped("diet", lexicon.DIETS),
    ),
    # "el médico me ha puesto una dieta baja en sal", "sigo una dieta rica en hierro": a diet kept or prescribed to the
    # user, by what it holds less or more of.
    rule(
        r"\b(?:(?:sigo|hago|llevo|tengo|estoy\s+(?:a|en|con))\s+(?:una\s+)?dieta|me\s+(?:ha|han)\s+(?:puesto|mandado|recetado)"
        r"\s+(?:a\s+|una\s+)?dieta|me\s+(?:puso|pusieron|mando|mandaron|receto)\s+(?:a\s+|una\s+)?dieta)\s+"
        r"(?P<v>(?:baja|pobre|rica|alta)\s+en\s+[a-z]+(?:\s+(?:y|e)\s+[a-z]+)?|sin\s+sal|sin\s+azucar|hiposodica"
        r"|hipocalorica|hiperproteica|blanda|astringente)\b",
        keyed("diet", values.clean),
    ),
    # Coeliac disease and an intolerance are diets the user keeps, in their words ("soy celíaca", "intolerante a la
    # lactosa"), never an allergy the user did not say.
    rule(r"\b(?:soy|como\s+buen[oa])\s+(?:[a-z]+\s+(?:y|e)\s+)?(?P<v>celiac[oa])\b", intolerance),
    # "nada de huevo, que soy alérgico", "sin nueces, que soy alérgica": the thing kept out of the request, because the
    # user is allergic to it.
    rule(
        r"\b(?:nada\s+de|sin|ojo\s+con|cuidado\s+con|que\s+no\s+lleve|que\s+no\s+tenga)\s+(?:(?:el|la|los|las)\s+)?"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)\s*,?\s+(?:que|porque|ya\s+que|pues)\s+(?:yo\s+)?soy\s+(?:muy\s+)?"
        r"alergic[oa]\b(?!\s+a\b|\s+al\b)",
        keyed("allergy", known_allergen),
        negative_form=True,
    ),
    # "Las gambas y los langostinos, soy alérgica a los dos": each item named before.
    rule(
        r"^\W*(?P<v>[^,.;:!?]+?(?:\s*,\s*[^,.;:!?]+?)*\s+(?:y|e)\s+[^,.;:!?]+?)\s*[,:–—-]+\s*"
        r"(?:(?:yo\s+)?soy\s+(?:muy\s+)?alergic[oa]\s+a\s+|me\s+dan\s+alergia\s+)" + BOTH,
        allergens_named_before,
    ),
    rule(
        r"\bsoy\s+(?:muy\s+)?alergic[oa]\s+(?:a\s+la\s+|a\s+los\s+|a\s+las\s+|al\s+|a\s+)" + V + END,
        allergens,
    ),
    rule(
        r"\btengo\s+alergia\s+(?:a\s+la\s+|a\s+los\s+|a\s+las\s+|al\s+|a\s+)" + V + END,
        allergens,
    ),
    # "soy vegana y alérgica a los frutos secos": the allergy said after another thing the user is, "soy" not repeated.
    rule(
        r"\bsoy\s+[a-z]+\s+(?:y|e)\s+(?:muy\s+)?alergic[oa]\s+(?:a\s+la\s+|a\s+los\s+|a\s+las\s+|al\s+|a\s+)" + V + END,
        allergens,
    ),
    # "me salió alergia a la penicilina", "me detectaron alergia al látex": an allergy found out.
    rule(
        r"\b(?:me\s+(?:salio|dio|entro|detectaron|diagnosticaron|descubrieron)|desarrolle)\s+(?:una\s+)?alergia\s+"
        r"(?:a\s+la\s+|a\s+los\s+|a\s+las\s+|al\s+|a\s+)" + V + END,
        allergens,
    ),
    rule(
        r"(?:^|[,;:]\s*|\bque\s+)(?:(?:el|la|los|las)\s+)?(?P<v>(?!(?:que|ojo|oye|mira|pues|bueno|porque|y)\b)[a-z]+(?:\s+(?:de\s+)?[a-z]+)?"
        r"(?:\s*(?:,|y|e|o)\s*(?:(?:el|la|los|las)\s+)?(?!(?:que|ojo|porque)\b)[a-z]+(?:\s+de\s+[a-z]+)?)*)\s+(?:me|nos)\s+(?:dan?|produce|producen)\s+"
        r"(?:mucha\s+|un\s+poco\s+de\s+)?(?:alergia|urticaria|ronchas|sarpullido)\b",
        listed("allergy", values.allergen),
    ),
    rule(
        # "me dan alergia los frutos secos y el kiwi": each allergen of the list
        r"\bme\s+(?:dan?|producen?)\s+(?:mucha\s+)?alergia\s+(?:el|la|los|las)\s+" + V + END,
        allergens,
    ),
    rule(
        r"\bsoy\s+(?:muy\s+)?(?P<i>intolerante)\s+(?:a\s+la\s+|a\s+los\s+|a\s+las\s+|al\s+|a\s+)" + V + END,
        intolerance,
    ),
    rule(
        r"\bno\s+puedo\s+(?:comer|tomar|beber|probar)\s+(?:nada\s+de\s+)?" + V + END,
        keyed("allergy", values.allergen),
        negative_form=True,
        requires=r"\balergi",
    ),
    # "no puedo tomar lactosa, soy intolerante", "no tomo lactosa, soy intolerante": a diet without it.
    rule(
        r"\bno\s+(?:puedo\s+(?:comer|tomar|beber|probar)|tomo|como|bebo)\s+(?:nada\s+de\s+)?" + V + END,
        diet_without("sin {}"),
        negative_form=True,
        requires=r"\bintoleran",
        # what the user is intolerant to named after the word for it is read as said ("…, soy intolerante a la lactosa")
        excludes=r"\balergi|\bintolerante\s+(?:a|al)\b|\bintolerancia\b",
    ),
    rule(
        r"\btengo\s+(?:una\s+)?(?P<i>intolerancia)\s+(?:a\s+la\s+|a\s+los\s+|a\s+las\s+|al\s+|a\s+)" + V + END,
        intolerance,
    ),
    rule(r"\bsin\s+(?P<v>lactosa|gluten)\b.*\bsoy\s+intolerante\b", diet_without("sin {}"), inferred=True),
    # Pets and family.
    # "estaba sacando a Lupe, mi perrita, que…", "vine con Toby, mi perro": a pet named, its kind after it between
    # commas.
    rule(
        r"\b(?:con|a)\s+(?:(?:el|la)\s+)?" + WORD + r"\s*,\s*(?:mi|nuestr[oa])\s+" + PET + r"\s*(?=[,.;!?]|$)",
        keyed("pet", values.capitalised_name),
    ),
    # "Mango y Kiwi son mis periquitos", "Nala es mi gata": the pets named before their kind.
    rule(
        r"^\W*(?!" + NOT_NAMED_BEFORE + r")(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|y|e)\s*[^\W\d_][\w'-]*)*)"
        r"\s+(?:son|es)\s+(?:mis|mi|nuestr[oa]s?)\s+(?:(?:dos|tres|cuatro|\d)\s+)?" + PETS + r"\b",
        pets,
    ),
    # "tengo un perro que se llama Toby y dos gatos, Mishi y Luna": the names after the count, wherever it is.
    rule(
        # "tengo una lora que se llama Paquita y un chucho viejito, el Firulais": each pet named in turn (also
        # before a laugh: "y una gata, la Negra jaja").
        # "adoptamos una gata que se llama Mora": one taken in, named too
        # "vivo en Gijón con mi novia y un gato que se llama Coco": the home said between
        r"(?:\b(?:tengo|tenemos|adopte|adoptamos|viv(?:o|imos)(?:\s+en\s+[^,.;]{1,30}?)?\s+(?:sol[oa]s?\s+)?con)"
        r"(?:\s+(?:(?!\b(?:tiene|tienen)\b)[^.;])*?\s+(?:y|e))??"
        r"|\b(?:y|e)(?=\s+"
        + COUNT
        + r"\s))\s+"
        + COUNT
        + r"\s+"
        + PETS
        + r"(?:\s+[a-z]+)?\s*(?:,|:|(?:que|q)\s+se\s+llaman?|llamad[oa]s?)\s*"
        r"(?:se\s+llaman?\s+)?(?:(?:el|la)\s+(?=[^\W\d_][\w'-]*\s*(?:$|[,.;!?]|\s+(?:y|e)\s|\s+(?:ja|je|xd)\w*\b)))?(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|y|e)\s*(?!(?:un|una|dos|tres|cuatro|cinco|seis|\d|y|e)\b)[^\W\d_][\w'-]*)*)",
        after_having(pets),
    ),
    # "tenemos una tortuga que se llama Manuelita y dos canarios": the pets told by kind after the named one.
    rule(
        r"\b(?:tengo|tenemos)\b[^.;]*?\b(?:se\s+llaman?|llamad[oa]s?)\s+[^\W\d_][\w'-]*(?:\s*,\s*[^\W\d_][\w'-]*)*"
        r"\s+(?:y|e)\s+(?P<v>" + COUNT + r"\s+" + PETS + r")\b"
        r"(?!(?:\s+[a-z]+)?\s*(?:,\s*(?:el|la)\s+[^\W\d_][\w'-]*\s*(?:$|[,.;!?])|(?:que|q)\s+se\s+llama|llamad))",
        pet_kinds(PETS),
    ),
    # "soy dueña de dos gatos", "somos dueños de un caballo": pets the user owns, never a job.
    rule(
        r"\b(?:soy|somos)\s+(?:(?:el|la|los|las)\s+)?(?:orgullos[oa]s?\s+)?duen[oa]s?\s+de\s+(?P<v>"
        + COUNT
        + r"\s+"
        + PETS
        + r")\b",
        pet_kinds(PETS),
    ),
    # "saco a pasear a mi perra antes del curro", "le doy de comer a mis gatos", "vivo sola con mi gato", "adoptamos un
    # gatito", "acabamos de adoptar una perrita": a pet told only by its kind that the user looks after, lives with or
    # took in ("mi gato se escapó" is what it did: chat); the one "de casa" is the user's ("a los dos periquitos de
    # casa"), one of someone else's never ("al perro de mi vecina").
    rule(
        r"\b(?:(?:paseo|paseamos|pasear|paseando|saco|sacamos|sacar|sacando|llevo|llevamos|llevar|banar|bano|banamos)"
        r"\s+(?:a\s+pasear\s+|de\s+paseo\s+)?a|(?:doy|damos|dar|dandole)\s+de\s+comer\s+a"
        r"|(?:vivo|vivimos)\s+(?:sol[oa]s?\s+)?con)\s+(?:(?:mi|mis|nuestr[oa]s?)\s+(?P<v>"
        r"(?:(?:dos|tres|cuatro|cinco|\d)\s+)?" + PETS + r")\b(?!\s+de\s)|(?:el|la|los|las)\s+(?P<x>"
        r"(?:(?:dos|tres|cuatro|cinco|\d)\s+)?" + PETS + r")\s+de\s+casa\b)"
        r"|(?<!\bque\s)(?<!\bq\s)\b(?:adopte|adoptamos|(?:acabo|acabamos)\s+de\s+adoptar|(?:he|hemos)\s+adoptado)"
        r"\s+(?:a\s+)?(?:un|una)\s+(?P<w>" + PETS + r")\b",
        pet_looked_after,
    ),
    # "vivimos en Mérida, mi mujer y yo con dos perros": pets by kind after the household the user lives in.
    rule(
        r"\b(?:vivo|vivimos)\b[^.;!?]{0,60}?\by\s+yo\s*,?\s+con\s+(?P<v>" + COUNT + r"\s+" + PETS + r")\b"
        r"(?!(?:\s+[a-z]+)?\s*(?:,|(?:que|q)\s+se\s+llama|llamad)\s*[a-z])",
        pet_kinds(PETS),
    ),
    # "vivo en Valpo con mi pololo Nico y dos gatos": pets by kind among who the user lives with.
    rule(
        r"\b(?:vivo|vivimos)\s+(?:sol[oa]s?\s+|en\s+[^,.;!?]{1,30}?\s+)?con\s+"
        r"(?:(?:mi|nuestr[oa])\s+[a-z]+(?:\s+[a-z]+)?\s*,?\s+(?:y|e)\s+)?(?P<v>" + COUNT + r"\s+" + PETS + r")\b"
        r"(?!(?:\s+[a-z]+)?\s*(?:,|(?:que|q)\s+se\s+llama|llamad)\s*(?!" + SPEECH_TAG + r")[a-z])",
        pet_kinds(PETS),
    ),
    # "vivimos en Barcelona, en Gràcia, con dos gatos": the place said in pieces before the pets lived with.
    rule(
        r"\b(?:vivo|vivimos)\s+en\s+[^.;!?]{1,40}?,\s*con\s+(?P<v>" + COUNT + r"\s+" + PETS + r")\b"
        r"(?!(?:\s+[a-z]+)?\s*(?:,|(?:que|q)\s+se\s+llama|llamad)\s*[a-z])",
        pet_kinds(PETS),
    ),
    rule(
        r"\b(?:tengo|tenemos)\s+(?P<v>"
        + COUNT
        + r"\s+"
        + PETS
        + r"(?:\s*(?:,|y|e)\s*"
        + COUNT
        + r"\s+"
        + PETS
        + r")*)\b",
        pet_kinds(PETS),
    ),
    # "mi novio Andrés y yo terminamos", "Yo y Nico cortamos": the couple named, the user among them, broke up.
    rule(
        r"(?:\b(?:mi|nuestr[oa])\s+(?:novi[oa]|pareja|pololo|polola|marido|esposa?|mujer|chic[oa]|ex)\s+)?"
        + WORD
        + r"\s+(?:y|e)\s+yo\s+(?:ya\s+)?"
        + COUPLE_ENDED
        + r"|\byo\s+(?:y|e)\s+"
        + WORD.replace("<v>", "<w>")
        + r"\s+(?:ya\s+)?"
        + COUPLE_ENDED,
        partner_left,
        retire=True,
        negative_form=True,
        held_only=True,  # it retires only a partner of that name on record
    ),
    rule(
        # "un regalo para mi esposa, se llama Itzel", "mi hermano, que se llama Iván": the name after a comma too; after
        # the relative's day or gift ("el cumple de mi hija, se llama Valeria"), never after someone of the relative's
        r"(?:\b"
        + RELATIVES_DAY
        + r"\s+de\s+|(?<!de\s))\b(?:mi|nuestr[oa])\s+"
        + RELATIVE
        + r"\s*(?:,\s*(?:y\s+)?(?:que\s+|q\s+)?|\s+)se\s+llama\s+"
        + NAME,
        relative(RELATIVES, values.person_name),
    ),
    # "tengo un hermano mayor Diego … y una hermanita menor Sofi": each relative of the list, by its name.
    rule(
        r"(?:\btengo|\b(?:y|e)(?:\s+otr[oa])?)\s+(?:un|una)\s+"
        + RELATIVE
        + r"\b\s*(?:,|(?:que|q)\s+se\s+llama|llamad[oa])?\s*"
        + WORD,
        relative(RELATIVES),
        requires=r"\btengo\s+(?:un|una)\s",
    ),
    # "tengo un hermano mayor q se llama hugo": a name said as one ("se llama") stands even typed in lowercase, and
    # with the "que" speech leaves out ("tengo una tía se llama rosa").
    rule(
        r"\b(?:tengo|tenemos)\s+(?:un|una)\s+"
        + RELATIVE
        + r"(?:\s+(?:mayor|menor|pequen[oa]|chic[oa]|grande|gemel[oa]|melliz[oa]))?"
        + r"\s*,?\s+(?:(?:(?:que|q)\s+)?se\s+llama|llamad[oa])\s+"
        + r"(?!(?:igual|como|asi|parecido|tambien)\b)"
        + NAME,
        relative(RELATIVES, values.person_name),
    ),
    # "mi hijo mateo cumple 6": a child named in lowercase, then told by an age.
    rule(
        r"(?<!de\s)\b(?:mi|nuestr[oa])\s+(?P<r>hij[oa])\s+(?!(?:mayor|menor|pequen[oa]|peque|chic[oa]|grande|mediano|mediana"
        r"|tambien|ya|siempre|nunca|no)\b)(?P<v>[a-z][\w'-]*)\s+(?:ya\s+)?(?:cumple|cumplio|tiene|va\s+a\s+cumplir)\s+"
        r"(?:\d{1,2}|un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\b",
        relative(RELATIVES, values.person_name),
    ),
    rule(r"(?<!de\s)\b(?:mi|nuestr[oa])\s+" + RELATIVE + r"\s*,?\s+" + WORD, relative(RELATIVES), inferred=True),
    # "mi morra Dani", "mi chamo Luis": the partner in the region's word, only after "mi" and never beside a child's
    # age or school ("mi morro Iker entra al kínder" is a son).
    rule(
        r"(?<!de\s)\bmi\s+(?P<r>morr[oa]|cham[oa])\s*,?\s+" + WORD,
        relative(dict.fromkeys(("morro", "morra", "chamo", "chama"), "partner")),
        inferred=True,
        excludes=r"\b(?:anos|anitos|meses|escuela|colegio|kinder|kinda|guarderia|primaria|prepa|cole|jardin|bebe)\b",
    ),
    # "ser la única contadora de la oficina": the user's role, told by being the only one.
    rule(
        r"\b(?:soy|ser|siendo|como)\s+(?:el|la)\s+unic[oa]\s+"
        + V
        + r"(?=\s+(?:de|del|en)\s+(?:la\s+|el\s+|mi\s+|esta\s+|este\s+)?(?:oficina|equipo|empresa|departamento|escuela"
        r"|colegio|clinica|hospital|tienda|turno|planta|obra|sucursal|area)\b)",
        keyed("job", values.profession),
    ),
    # "mi mamá, doña Teresa, vive conmigo": the name after the title of respect.
    rule(
        r"(?<!de\s)\b(?:mi|nuestr[oa])\s+" + RELATIVE + r"\s*,?\s+(?:dona|don|do|na|mrs|mr)\.?\s+" + WORD,
        relative(RELATIVES),
        inferred=True,
    ),
    # "mi niña Sofi, de seis años": a child by an endearment, when the line says a child's age or school.
    rule(
        r"(?<!de\s)\bmi\s+(?P<r>" + "|".join(CHILD_WORDS) + r")\s*,?\s+" + WORD,
        relative(CHILD_WORDS),
        inferred=True,
        requires=CHILD,
    ),
    # "tengo una nena de 4, Olivia", "soy mamá de un nene de 2, Bruno", "tengo una guagua de 8 meses, la Emilia": one
    # child, by a word for one and an age, then named; a son or a daughter by the word, else by the article before the
    # name.
    rule(
        r"\b(?:tengo|tenemos|soy\s+(?:papa|mama|padre|madre)\s+de)\s+(?P<u>un|una)\s+(?P<r>"
        + "|".join(CHILD_WORDS)
        + r"|guagua|bebe|hij[oa])\s+de\s+(?:\d{1,2}|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)"
        r"(?:\s+(?:anos|anitos|meses))?\s*,\s*(?:(?P<a>el|la)\s+)?" + WORD + r"(?=\s*(?:$|[,.;!?]|\s(?:y|e)\s))",
        child_named_after_a_word_for_one,
    ),
    # "no tengo 4 hijos sino 3": the corrected count.
    rule(
        r"\bno\s+tengo\s+\w+\s+(?P<r>hij[oa]s|nin[oa]s|chamac[oa]s|pibes|peques)\s*,?\s+sino\s+(?P<v>\d|dos|tres|cuatro|cinco|seis)\b",
        lambda match, original: ("children", f"{span(match, original)} {match.group('r')}"),
        negative_form=True,
    ),
    rule(
        r"(?<!de\s)\b(?:mi|nuestr[oa])\s+" + RELATIVE + r"\s*,\s*(?:el|la)\s+" + WORD + r"(?=\s*,)",
        relative(RELATIVES),
        inferred=True,
    ),
    rule(r"(?<!de\s)\bmis\s+(?P<r>hijos|hijas|hermanos|hermanas)\s+se\s+llaman\s+(?P<v>[^,.;!?]+)", relatives(KIN)),
    # "mis viejos se llaman Norma y Rubén", "mi mamá y mi papá se llaman Ana y Luis": both parents at once.
    rule(
        r"(?<!de\s)\b(?:(?:mis|nuestros)\s+(?:padres|papas|viejos)"
        r"|(?:mi|nuestr[oa])\s+(?P<o>mama|papa|madre|padre|vieja|viejo)\s+(?:y|e)\s+(?:mi\s+|nuestr[oa]\s+)?"
        # "mis papás, que se llaman Rosa y Walter, …": the names in a clause between commas
        r"(?:mama|papa|madre|padre|vieja|viejo))(?:\s*,\s*(?:que|q))?\s+se\s+llaman\s+(?P<v>[^\W\d_][\w'-]*\s+(?:y|e)\s+[^\W\d_][\w'-]*)",
        parents,
    ),
    # "el aniversario de mis viejos, Norma y Rubén, es en mayo": both parents named between commas after the word for
    # them, the mother by her name's ending.
    rule(
        r"\b(?:mis|nuestros)\s+(?:padres|papas|viejos)\s*,\s*(?P<v>[^\W\d_][\w'-]*\s+(?:y|e)\s+[^\W\d_][\w'-]*)"
        r"\s*(?=[,.;!?]|$)",
        parents,
    ),
    # "la Vale, mi hija, todavía va a la guarde": the name said first, the relation after it between commas; also
    # inside a story, after whom the user was with or looked after ("fuimos con Lucho, mi novio, a remar").
    rule(
        r"(?:^\W*|(?<=[,;])\s*|\b(?:y|e|con|a)\s+)(?:(?:el|la)\s+)?(?!"
        + ADDRESS
        + r"\b)"
        + WORD
        + r"\s*,\s*(?:mi|nuestr[oa])\s+"
        + RELATIVE
        + r"\s*(?=[,.;!?]|$)",
        relative(RELATIVES),
        inferred=True,
    ),
    rule(
        r"(?:(?<!de\s)\b(?:mis|nuestros)|\b(?:tengo|tenemos)\s+(?:dos|tres|cuatro|\d))\s+hijos\s*(?:,|:)?\s*"
        # "la Antonia de 9 y el Tomás de 5": each name after its article, as Chile and the Río de la Plata say it
        r"(?P<v>(?:(?:el|la)\s+)?[a-z][\w'-]*\s+de\s+\d{1,2}(?:\s+anos)?(?:\s*(?:,|y|e)\s*(?:(?:el|la)\s+)?[a-z][\w'-]*\s+de"
        r"\s+\d{1,2}(?:\s+anos)?)+)",
        children_with_ages,
    ),
    # "mis nenas Ana, 6, y Eva, 3", "mis dos hijos, Tomás (7) y Lucía (4)": children named after the word for them.
    rule(
        r"(?:(?<!de\s)\b(?:mis|nuestr[oa]s)|\b(?:tengo|tenemos)|\bsoy\s+(?:madre|padre|mama|papa)\s+(?:solter[oa]\s+)?de)"
        r"\s+(?:(?P<n>dos|tres|cuatro|cinco|seis|\d)\s+)?"
        # "mis gemelas Ana y Eva", "tengo tres hijos - Pablo, Inés y Jorge"
        # the words for the children and their names together: a count of them read elsewhere yields to the names
        r"(?P<v>(?P<r>hij[oa]s|hijit[oa]s|nen[ea]s|nin[oa]s|varones|varoncitos|chamac[oa]s|pib[ea]s|peques|gemel[oa]s"
        r"|melliz[oa]s)(?:\s+(?:gemel[oa]s|melliz[oa]s))?(?:\s+(?:son|se\s+llaman))?\s*(?:[,:]|\s[-–—])?\s*"
        r"(?P<c>" + NAMED_CHILD + r"(?:\s*(?:,\s*(?:y\s+|e\s+)?|\s(?:y|e)\s+)" + NAMED_CHILD + r")+))",
        children_named("y"),
    ),
    # "el chiquito, Mateo, ya camina": a child by the word the family calls them, in a line about a child.
    rule(
        r"(?:^\W*|[,;:]\s*|\b(?:y|e|pero)\s+)(?P<g>el|la)\s+(?P<r>chiquit[oa]|chiquitin|chiquitina|peque|pequen[oa]"
        r"|nen[ea]|bebe|beba|mayor|menor|mas\s+(?:chic[oa]|chiquit[oa]|pequen[oa]|grande)|del\s+medio|median[oa])\s*,\s*"
        + WORD,
        child_by_endearment,
        inferred=True,
        requires=CHILD
        + r"|\b(?:hij[oa]s?|nen[ea]s|nin[oa]s|peques|chamac\w*|pibes|crios|chavales|bebes?|camina|caminando"
        r"|gatea|gateando|dientes|panal\w*|biberon|mamadera|mamila|habla|hablando)\b",
    ),
    # "soy mamá de 3": the children counted by the parent the user is.
    rule(
        r"\bsoy\s+(?:madre|padre|mama|papa)\s+(?:solter[oa]\s+)?de\s+(?P<v>dos|tres|cuatro|cinco|seis|\d)"
        r"(?=\s*(?:$|[,.!;]|\s+(?:y|e|asi|jaja|menores|peques|chiquitos)\b))",
        keyed("children", values.clean),
    ),
    rule(
        r"\bsoy\s+(?:madre|padre|mama|papa)\s+(?:solter[oa]\s+)?(?:de\s+)?(?P<v>(?:dos|tres|cuatro|cinco|seis|\d)\s+(?:hij[oa]s|nin[oa]s"
        r"|nen[ea]s|peques|crios|chavales))\b",
        keyed("children", values.clean),
    ),
    rule(
        r"\b(?:tengo|tenemos)\s+(?P<v>(?:dos|tres|cuatro|cinco|seis|\d)\s+(?:hij[oa]s|nen[ea]s|peques|crios|chavales|"
        + KIDS
        + r"))\b",
        keyed("children", values.clean),
    ),
    rule(
        r"\b(?:tengo|tenemos)\s+(?:dos|tres|cuatro|cinco|seis|\d)\s+(?P<r>hij[oa]s|crios|chavales|hermanos|hermanas|"
        + KIDS
        + r")\b"
        r"[^.;]*?,\s*(?:y\s+)?(?P<g>el|la)\s+(?:mayor|menor"
        r"|mas\s+grande|mas\s+chic[oa]|pequen[oa]|peque|median[oa])\s+(?:es|se\s+llama)\s+" + WORD,
        eldest,
    ),
    # "tengo dos hermanas mayores", "tenemos tres hermanos": siblings counted, not named (names after a coma or "que se
    # llaman" are read by the rules for names; "una hermana" says no count, "cuñadas" are no siblings).
    rule(
        r"\b(?:tengo|tenemos)\s+(?:solo\s+|solamente\s+)?(?P<v>(?:dos|tres|cuatro|cinco|seis|siete|\d)\s+(?P<r>herman[oa]s)"
        r"(?:\s+(?:mayores|menores|gemel[oa]s|melliz[oa]s|chic[oa]s|grandes|pequen[oa]s))?)\b"
        r"(?!\s*(?:[,:(]|-|que\s+se\s+llaman|llamad|politic|de\s+(?:padre|madre)|del\s+primer))",
        siblings_counted(KIN),
    ),
    # "tres hermanos, Mateo, Lucas y Dante, y una hermana menor, Sol": each named under its kin (also with the comma
    # left out, as speech gives it: "dos hermanos Iván y Rocío").
    rule(
        r"\b(?P<n>un|una|dos|tres|cuatro|cinco|\d)\s+(?P<r>herman[oa]s?|hij[oa]s?|nin[oa]s?|varon(?:es|cit[oa]s?)?|hembr(?:a|ita)s?)"
        r"(?:\s+(?:mas\s+)?(?:mayor(?:es)?|menor(?:es)?|chic[oa]s?|grandes?|pequen[oa]s?|chiquit[oa]s?))?"
        r"(?:\s+de\s+(?:\d{1,2}|un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince)"
        r"(?:\s+(?:anos|anitos|meses))?)?(?:\s*,\s*|\s+)"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|y|e)\s*(?!(?:un|una|dos|tres|cuatro|cinco|seis|\d)\b)[^\W\d_][\w'-]*)*)",
        kin_list,
    ),
    rule(
        # "tengo un perro labrador que se llama Rocky", "una gata siamesa se llama luna": the breed after the kind, and
        # the "que" speech leaves out, change nothing
        r"\b(?:tengo|tenemos)\s+(?:un|una)\s+"
        + PET
        + r"(?:\s+(?!(?:que|q|se|y|e|muy|de|del|en|con|llamad[oa])\b)[a-z]+)?\s*,?\s+(?:(?:que|q)\s+)?"
        r"(?:se\s+llama|llamad[oa])\s+(?!(?:igual|como|asi|parecido|tambien)\b)" + NAME,
        keyed("pet", values.person_name),
    ),
    rule(r"\btengo\s+(?:un|una)\s+" + PET + r"\s*,\s*" + WORD, keyed("pet", values.capitalised_name)),
    # "nos mudamos a Zaragoza con nuestros tres hijos", "vivo en Lugo con mis dos perros": the children or pets counted
    # beside where the user lives or moved.
    rule(
        # also "con los tres niños", never someone else's ("con los dos hijos de mi pareja")
        r"\bcon\s+(?:mis|nuestr[oa]s|los|las)\s+(?P<v>(?:dos|tres|cuatro|cinco|seis|[2-9])\s+(?:hij[oa]s|nin[oa]s|nen[ea]s"
        r"|peques))\b(?!\s+(?:de|del)\b)",
        keyed("children", values.clean),
        requires=r"\b(?:vivo|vivimos|me\s+mude|nos\s+mudamos|me\s+he\s+mudado|nos\s+hemos\s+mudado|me\s+vine|nos\s+vinimos)\b",
    ),
    # "llegué de venezuela hace 2 años", "vinimos de Rumanía en 2010": where the user came from is their origin.
    rule(
        r"\b(?:llegue|llegamos|vine|vinimos|me\s+vine|nos\s+vinimos|emigre|emigramos)\s+(?:desde\s+|de\s+)"
        + PLACE_WORDS
        # a time in months or years, or a childhood: a life, never a trip ("llegué de Madrid a las 5")
        + r"(?=\s+(?:hace\s+(?:\w+\s+){1,2}(?:anos|meses)|en\s+(?:19|20)\d\d|de\s+pequen[oa]|de\s+nin[oa]"
        r"|con\s+mis\s+padres)\b)",
        keyed("origin", place_even_in_lowercase),
    ),
    # "salgo a correr con mi perra luna": the pet named last, lowercase or not.
    rule(
        r"^\W*(?!(?:mi|tu|su|el|la)\b)[^.;!?]*?\bcon\s+(?:mi|nuestr[oa])\s+"
        + PET
        + r"\s+(?P<v>[a-z][\w'-]+)\s*(?=$|[.!?])",
        pet_named_last,
    ),
    # "vivimos en Cáceres con un perro que se llama Tobías": a pet the user lives with, named.
    rule(
        r"\b(?:vivo|vivimos)\b[^.;]*?\bcon\s+(?:un|una|mi|nuestr[oa])\s+"
        + PET
        + r"\s+(?:(?:que|q)\s+se\s+llama|llamad[oa])\s+(?!(?:igual|como|asi|parecido|tambien)\b)"
        + NAME,
        keyed("pet", values.person_name),
    ),
    # "se nos murió Toby", "Toby se nos murió", "perdimos a Toby": a name the user capitalised, said with no article
    # nor kind, gone; it retires only a pet of that name (nothing when the user has none), never a relative.
    rule(
        r"\bse\s+(?:me|nos)\s+murio\s+"
        + WORD
        + r"\b|\bse\s+(?:me|nos)\s+fue\s+"
        + WORD.replace("<v>", "<y>")
        + END
        + r"|\bperdimos\s+a\s+"
        + WORD.replace("<v>", "<x>")
        + r"\b(?!\s+de\s+vista)"
        + r"|(?:^\W*|(?<=[,.!:])\s*)"
        + WORD.replace("<v>", "<w>")
        # "Rocky murió el mes pasado", "Canela falleció anoche": said plainly, no "se nos"
        + r"\s+(?:se\s+(?:me|nos)\s+murio|murio|fallecio)\b",
        named_pet_gone,
        retire=True,
        negative_form=True,
        held_only=True,
        excludes=r"\b(?:abuel[oa]s?|tio|tia|vecin[oa]|papa|mama|padre|madre|herman[oa]|prim[oa]|amig[oa]|suegr[oa]|marido|esposa?)\b",
    ),
    # "se nos murió el Firulais", "el Michi se murió": a pet called by its name with an article, gone; also after its
    # kind ("se nos murió el perro, el Toby").
    rule(
        r"\bse\s+(?:me|nos)\s+(?:murio|fue)\s+(?:el|la)\s+(?:"
        + PET
        + r"\s*,\s*(?:el|la)\s+)?"
        + WORD
        + r"|(?:^\W*|(?<=[,.!:])\s*)(?:el|la)\s+"
        + WORD.replace("<v>", "<w>")
        + r"\s+se\s+(?:me\s+|nos\s+)?murio\b",
        named_pet_gone,
        retire=True,
        negative_form=True,
        excludes=r"\b(?:abuel[oa]|tio|tia|vecin[oa]|papa|mama|perico)\b",
    ),
    rule(r"\b(?:mi|nuestr[oa])\s+" + PET + r"\s+se\s+llama\s+" + NAME, keyed("pet", values.person_name)),
    # "¿Qué plantas no son tóxicas para conejos? Tengo dos, Nube y Trufa", "¿Qué pienso le va a un gato mayor? El mío,
    # Bigotes, ya tiene doce años": pets named as the user's, pointed back to from the question about their kind just
    # asked.
    rule(
        r"^\W*(?:(?:tengo|tenemos)\s+(?:dos|tres|cuatro|cinco|\d)|(?:el|la|los|las)\s+mi[oa]s?)\s*[,:]\s*"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|y|e)\s*(?!(?:y|e)\b)[^\W\d_][\w'-]*)*)",
        pets,
        # the question asks about pets only ("¿juguetes para gatos y niños?" may point back to children)
        requires=r"\b" + PETS + r"\b(?:(?!\b(?:nin|hij|sobrin|niet|crio|peque|alumn)\w*)[^.!?])*\?\s*"
        r"(?:(?:tengo|tenemos)\s+(?:dos|tres|cuatro|cinco|\d)|(?:el|la|los|las)\s+mi[oa]s?)\s*[,:]",
    ),
    # "te dije que mi gata se llamaba Luna, pero me equivoqué: se llama Lúa": the pet's name put right, in the clause
    # after the mistake owned.
    rule(
        r"\b(?:me\s+equivoque|me\s+confundi|me\s+lie|error\s+mio)\s*[:,.]?\s*(?:en\s+realidad\s+)?se\s+llama\s+" + NAME,
        keyed("pet", values.person_name),
        requires=r"\b(?:mi|nuestr[oa])\s+" + PET + r"\s+se\s+llama(?:ba)?\b",
    ),
    # "mi pareja, los niños y yo, y la gata Mora": a pet named last in the household the user counts themself in.
    rule(
        r"\b(?:y|e)\s+yo\s*,?\s+(?:y|e)\s+(?:el|la)\s+" + PET + r"\s*,?\s+" + WORD,
        keyed("pet", values.capitalised_name),
    ),
    # "adoptamos un cachorro y le pusimos Canela": the name the user gave a pet they have.
    rule(
        r"\b(?:le|la|lo)\s+(?:pusimos|puse)\s+(?:de\s+nombre\s+|por\s+nombre\s+)?" + WORD,
        keyed("pet", values.capitalised_name),
        requires=r"\b(?:adopt[ea]\w*|tengo|tenemos|nuestr[oa]|mi)\b[^.;?]*\b" + PETS + r"\b"
        r"|\b" + PETS + r"\b[^.;?]*\b(?:que\s+)?(?:adopte|adoptamos|rescatamos|rescate|nos\s+trajimos|me\s+traje)\b",
    ),
    # "mi mascota es una iguana", "tengo un conejo de mascota": a pet told by its kind beside the word for one.
    rule(r"\b(?:mi|nuestra)\s+mascota\s+es\s+(?:un|una)\s+(?P<v>" + PETS + r")\b", pet_kinds(PETS)),
    rule(r"\b(?:tengo|tenemos)\s+(?:un|una)\s+(?P<v>" + PETS + r")\s+(?:de|como)\s+mascota\b", pet_kinds(PETS)),
    rule(r"\b(?:mi|nuestr[oa])\s+" + PET + r"\s*,?\s+" + WORD, keyed("pet", values.capitalised_name), inferred=True),
    # "con mis dos gatas, Nube y Mora", "mis perros toby y lola son…": pets named after their kind.
    rule(
        r"(?<!de\s)\b(?:mis|nuestr[oa]s)\s+(?:(?:dos|tres|cuatro|cinco|\d)\s+)?" + PETS + r"\s*,\s*"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|y|e)\s*(?!(?:un|una|dos|tres|\d)\b)[^\W\d_][\w'-]*)+)",
        pets,
        inferred=True,
    ),
    rule(
        r"(?<!de\s)\b(?:mis|nuestr[oa])s\s+(?:(?:dos|tres|cuatro|cinco|\d)\s+)?" + PETS + r"\s*,?\s+"
        r"(?P<v>[a-z][\w'-]*(?:\s*,\s*[a-z][\w'-]*)*\s*(?:y|e)\s+[a-z][\w'-]*)\s*,?\s+(?=(?:son|estan|tienen|duermen|comen|viven"
        r"|juegan|andan|odian|aman|necesitan|no|se|ya|siempre)\b)",
        pet_names,
        inferred=True,
    ),
    # "así que ahora solo quedan las dos gatas, Kira y Nala": the pets still at home, named after their kind.
    rule(
        r"\b(?:solo|solamente)\s+(?:quedan|nos\s+quedan|me\s+quedan|tenemos|tengo|estan)\s+(?:los|las|mis|nuestr[oa]s)\s+"
        r"(?:(?:dos|tres|cuatro|cinco|\d)\s+)?" + PETS + r"\s*,\s*"
        r"(?P<v>[^\W\d_][\w'-]*(?:\s*(?:,|y|e)\s*(?!(?:un|una|dos|tres|\d)\b)[^\W\d_][\w'-]*)*)",
        pets,
        inferred=True,
    ),
    rule(r"\bmi\s+hija\s+se\s+llama\s+" + NAME, keyed("daughter", values.person_name)),
    rule(r"\bmi\s+hijo\s+se\s+llama\s+" + NAME, keyed("son", values.person_name)),
    rule(
        r"\btengo\s+una\s+hija(?:\s+de\s+\w+\s+anos)?\s*,?\s*(?:(?:que|q)\s+se\s+llama\s+|llamada\s+)?" + WORD,
        keyed("daughter", values.capitalised_name),
    ),
    rule(
        r"\btengo\s+un\s+hijo(?:\s+de\s+\w+\s+anos)?\s*,?\s*(?:(?:que|q)\s+se\s+llama\s+|llamado\s+)?" + WORD,
        keyed("son", values.capitalised_name),
    ),
    rule(r"\bmi\s+hija\s+" + WORD, keyed("daughter", values.capitalised_name), inferred=True),
    rule(r"\bmi\s+hijo\s+" + WORD, keyed("son", values.capitalised_name), inferred=True),
    rule(r"\bmi\s+" + PARTNER + r"\s+se\s+llama\s+" + NAME, keyed("partner", values.person_name)),
    rule(
        r"\b(?:estoy|estamos)\s+(?:casad[oa]s?|prometid[oa]s?)\s+con\s+" + WORD,
        keyed("partner", values.capitalised_name),
    ),
    # "me caso en mayo con Daniela", "me voy a casar con Andrés": whom the user marries, before or after when.
    rule(
        r"\b(?:me\s+caso|me\s+voy\s+a\s+casar|me\s+case|me\s+he\s+casado)\s+(?:(?:en|el|este|a)\s+[^,.;!?]{0,25}?\s+)?con\s+"
        + WORD,
        keyed("partner", values.capitalised_name),
    ),
    rule(r"\bmi\s+" + PARTNER + r"\s+" + WORD, keyed("partner", values.capitalised_name), inferred=True),
    # Places.
    rule(
        r"\b(?:me\s+crie|me\s+he\s+criado|creci|naci)\s+en\s+" + SMALL_PLACE + V + END,
        keyed("origin", values.capitalised_place),
    ),
    rule(r"\b(?:me\s+crie|me\s+he\s+criado|creci|naci)\s+en\s+" + V + END, keyed("origin", values.place)),
    # "mi ciudad natal es Rosario": where the user was born, never where they live.
    rule(
        r"\bmi\s+(?:lugar\s+de\s+nacimiento|ciudad\s+natal|pueblo\s+natal|tierra\s+natal)\s+(?:es|fue)\s+" + V + END,
        keyed("origin", values.place),
    ),
    rule(r"\bsoy\s+de\s+" + SMALL_PLACE + V + END, keyed("origin", values.capitalised_place)),
    # "llevo 3 años viviendo en Dublín", "llevamos dos años viviendo en Córdoba (Argentina)"
    rule(r"\b(?:llevo|llevamos)\s+[^,.;]{1,25}?\s+viviendo\s+en\s+" + V + END, keyed("home", values.place)),
    rule(
        r"\b(?:vivo|vivimos)\s+en\s+(?:un|una|el|la)\s+(?:pueblo|pueblito|ciudad|barrio|piso|casa|zona|aldea|urbanizacion)"
        r"(?:\s+\w+)?\s+(?:cerca\s+de|de|al\s+lado\s+de|a\s+las\s+afueras\s+de|en\s+las\s+afueras\s+de|junto\s+a|en)\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
    ),
    # "estudio para ser enfermera", "estoy en la facultad para ser abogado": the role studied for is studies, not the
    # job.
    rule(
        r"\b(?:estudio|estudiamos|estoy\s+estudiando|me\s+estoy\s+formando|me\s+formo|estoy\s+en\s+(?:la\s+)?(?:universidad"
        r"|uni|facultad|facu|escuela|carrera))\s+para\s+(?:ser|llegar\s+a\s+ser)\s+(?:un\s+|una\s+)?(?P<v>[a-z]+(?:\s+[a-z]+)?)(?<!\bfeliz)(?<!\bmejor)"
        + END,
        keyed("studies", values.clean),
    ),
    # Studies. "estoy en segundo de prepa": a school year, with the school.
    rule(
        # "voy a 4 de la eso": "voy a" for the year the user is in
        r"\b(?:voy|estoy|ando|curso)\s+(?:en|a)\s+(?P<v>(?:primero|segundo|tercero|cuarto|quinto|sexto|\d{1,2}\s*[oº°]?)\s+"
        r"(?:de\s+|del\s+)?(?:la\s+|el\s+)?(?:secu|secundaria|prepa|preparatoria|bachi|bachillerato|primaria|media|basica"
        r"|eso|liceo|colegio|cole|instituto|insti))\b(?!\s+a\s+(?:recoger|buscar|por|llevar|dejar|ver)\b)",
        keyed("studies", values.clean),
    ),
    # "estoy estudiando técnico en enfermería", "curso un técnico superior en Administración": a technician's course
    # keeps its field, the "en" is no place.
    rule(
        r"\b(?:estudio|estudiamos|estoy\s+(?:estudiando|cursando|haciendo|sacando)|curso|hago|saco)\s+(?:un\s+|el\s+)?"
        # "estoy haciendo un grado medio de soldadura", "curso un ciclo superior de cocina": a vocational course too
        r"(?P<v>(?:tecnic[oa]\s+(?:superior\s+|medio\s+|profesional\s+)?en|(?:grado|ciclo)\s+(?:medio|superior)\s+(?:de|en))"
        r"\s+[a-z]+(?:\s+(?:(?:y|e|de)\s+)?[a-z]+){0,2}?)" + END_JOB,
        keyed("studies", values.clean),
    ),
    rule(
        # "estoy sacando una maestría en Salud Pública": the field, not the degree's word.
        # "estoy estudiando un grado en Ingeniería Mecánica", "tengo un máster en Finanzas": the degree's own word first
        # "estoy con un máster de Derecho": the degree the user is busy with
        r"(?<!el\s)(?<!un\s)(?<!mi\s)\b(?:(?:hago|saco|estoy\s+(?:haciendo|sacando|cursando|estudiando|con))"
        r"\s+(?:un|una|el|la|mi)\s+(?:master|maestria|grado|doctorado|licenciatura|carrera|diplomado|posgrado|especializacion"
        r"|curso)\s+(?:en|de)|(?:tengo|termine)\s+(?:un|una|el|la|mi)\s+(?:master|maestria|grado|doctorado|licenciatura"
        r"|diplomado|posgrado|especializacion)\s+(?:en|de)|estudio|estudiamos|estudie|estoy\s+estudiando|curso)\s+(?!para\b|pa\b|mucho\b|poco\b|bastante\b|en\b|con\b|toda\b|todo\b|algo\b|de\b|el\b|la\b)"
        + V
        + END_JOB,
        not_a_name(keyed("studies", values.favourite)),
    ),
    # "estoy estudiando la prepa abierta", "curso el bachillerato a distancia": a school the user is taking, however.
    rule(
        r"\b(?:estudio|curso|hago|termino|saco|estoy\s+(?:estudiando|cursando|haciendo|terminando|sacando))\s+(?:la|el|mi)\s+"
        r"(?P<v>(?:prepa|preparatoria|secundaria|secu|bachillerato|bachi|primaria|eso|tecnicatura|nocturna)"
        r"(?:\s+(?:abierta|a\s+distancia|en\s+linea|online|nocturna|para\s+adultos|acelerada))?)\b",
        keyed("studies", values.clean),
    ),
    # "estudio la carrera de Derecho", "estoy haciendo la licenciatura en Nutrición": the field of the degree.
    rule(
        r"\b(?:estudio|curso|hago|termino|estoy\s+(?:estudiando|cursando|haciendo|terminando))\s+(?:la|mi)\s+"
        r"(?:carrera|licenciatura|tecnicatura|ingenieria)\s+(?:de|en)\s+" + V + END_JOB,
        keyed("studies", values.favourite),
    ),
    # "estoy haciendo un MBA en el IE", "saco el doctorado": a degree named by its letters.
    rule(
        r"\b(?:estudio|curso|hago|saco|estoy\s+(?:estudiando|haciendo|sacando|cursando))\s+(?:un|una|el|la|mi)\s+"
        r"(?:(?:master|maestria|posgrado)\s+)?" + DEGREE,
        degree,
    ),
    # "estoy en tercero de Derecho": the year with the field, as "second year of Law" is kept.
    rule(
        r"\b(?:estoy\s+en|hago|curso)\s+(?P<y>(?:primero|segundo|tercero|cuarto|quinto|sexto|\d\s*o?)\s+(?:de\s+(?:la\s+carrera\s+de\s+)?|del\s+grado\s+(?:de|en)\s+))"
        + V
        + END_JOB,
        year_of_a_course,
    ),
    # "en tercero de Medicina, mañana tengo parcial": the year of a course put first, beside a word of study.
    rule(
        r"^\W*(?:en\s+)?(?P<y>(?:primero|segundo|tercero|cuarto|quinto|sexto|ultimo)\s+(?:de\s+(?:la\s+carrera\s+de\s+)?"
        r"|del\s+grado\s+(?:de|en)\s+))" + V + END_JOB,
        year_of_a_course,
        requires=STUDY_WORDS_ES,
        excludes=r"\b(?:le|les|su|sus|mi\s+(?:hij[oa]|nene|nena|sobrin[oa]))\b",
    ),
    # "soy estudiante de Economía", "soy estudiante de posgrado", "soy estudiante universitaria": what the user studies,
    # never a job.
    rule(
        r"\bsoy\s+(?:tambien\s+|todavia\s+|aun\s+)?estudiante\s+(?:de\s+(?:la\s+carrera\s+de\s+|la\s+|el\s+)?)?"
        r"(?!y\b|e\b|pero\b|que\b|en\b|con\b)" + V + END_JOB,
        keyed("studies", values.clean),
    ),
    # "soy estudiante", "todavía soy alumna": a student with no field named is at school, never at a job.
    rule(
        r"\bsoy\s+(?:tambien\s+|todavia\s+|aun\s+)?(?P<v>estudiante|alumn[oa])" + END,
        keyed("studies", values.clean),
    ),
    # "estoy en quinto grado", "voy en 3er grado de primaria": a school year, by its grade.
    rule(
        r"\b(?:voy|estoy|ando|curso|sigo)\s+(?:todavia\s+|aun\s+)?en\s+(?P<v>(?:primer|segundo|tercer|cuarto|quinto|sexto"
        r"|septimo|octavo|noveno|\d{1,2}\s*(?:er|ro|do|to|vo|no|mo|[oº°])?)\s+(?:grado|ano|semestre))\b",
        keyed("studies", values.clean),
    ),
    # "estoy en prepa", "sigo en la secundaria", "todavía estoy en la facu": the stage of school the user is at
    # ("estoy en la universidad" alone may be where the user is right now).
    rule(
        r"\b(?:(?:estoy|ando|voy)\s+en|(?:sigo|todavia\s+estoy|aun\s+estoy|estoy\s+todavia|estoy\s+aun)\s+en\s+(?:la\s+|el\s+)?)"
        r"\s*(?P<v>prepa|preparatoria|secundaria|secu|primaria|bachillerato|bachi|facu|facultad|universidad|uni|colegio|cole"
        r"|instituto|insti|liceo|posgrado|maestria|doctorado)\b" + END,
        keyed("studies", values.clean),
    ),
    # "soy licenciada en Derecho", "tengo un título en Administración", "me gradué en Finanzas": the field of the
    # user's degree.
    rule(
        r"\b(?:tengo\s+(?:un|una|el|la|mi)\s+(?:titulo|licenciatura|grado|maestria|master|doctorado|diplomado|posgrado)"
        # "me saqué el título de Trabajo Social": the degree earned
        r"(?:\s+universitario)?|me\s+saque\s+(?:el|la|un|una|mi)\s+(?:titulo|carrera|grado|licenciatura|master|maestria)"
        r"|soy\s+licenciad[oa]|soy\s+graduad[oa]|me\s+(?:gradue|licencie|titule|recibi)|egrese)\s+(?:en|de)\s+"
        r"(?:la\s+carrera\s+de\s+)?(?!la\b|el\b|los\b|las\b|una?\b)" + V + END_JOB,
        not_a_name(keyed("studies", values.favourite)),
    ),
    # "hice Enfermería pero nunca ejercí", "hice la carrera de Derecho y ejerzo": a degree done, in a line about
    # practising it.
    rule(
        r"(?:^\W*|\b(?:yo|ya)\s+)hice\s+(?:la\s+carrera\s+de\s+)?" + V + END_JOB,
        keyed("studies", values.capitalised_words),
        requires=r"\bejerc[ieo]",
    ),
    # "dejé el máster de Economía", "abandoné la carrera de Arquitectura": a course the user gave up.
    rule(
        r"\b(?:deje|abandone|he\s+dejado|he\s+abandonado)\s+(?:el|la|mi)\s+(?:master|maestria|grado|carrera|doctorado"
        r"|licenciatura|posgrado)\s+(?:de|en)\s+" + V + END_JOB,
        not_a_name(keyed("studies", values.favourite)),
        retire=True,
        negative_form=True,
    ),
    # Work.
    rule(
        # "curro de cajero en un Mercadona": a chain's shop, named after "un"
        r"\b(?:trabajo|laburo|curro|" + SHIFTS_AS + r")" + REMOTE + r"\s+(?:de|como)\s+[^,.;]+?\s+en\s+"
        # "…en una ONG", "…en una PYME": a kind of organisation, written in capitals, names none
        r"(?:el\s+|la\s+|un\s+|una\s+)?(?!(?:ong|pyme|ett)\b)" + V + END,
        keyed("employer", values.capitalised_company),
    ),
    # "Ingeniera de sistemas, en Bancolombia": the role and the employer, said without a verb.
    rule(
        r"^\W*(?:(?:hola|buenas)\W+)?(?!(?:el|la|los|las|mi|mis|su|sus|tu|un|una)\b)"
        r"(?P<j>[^\W\d_](?:(?!\b(?:es|esta|son|era|fue|trabaja|vive)\b)[^,.;:!?]){2,40}?)\s*,?\s+(?:en|para)\s+"
        r"(?:el\s+|la\s+)?" + V + END,
        role_and_employer,
    ),
    # "soy enfermera en el Hospital Rebagliati": a profession, then where, by its capitalised name (where a student
    # studies is no employer).
    rule(
        r"\bsoy\s+(?!(?:tambien\s+|todavia\s+|aun\s+)?estudiante\b)(?P<j>[^,.;]+?)\s+(?:en|para)\s+(?:el\s+|la\s+)?"
        + V
        + END,
        employer_of_a_role,
    ),
    # "me jubilé después de 35 años en Telefónica": the employer left behind on retiring.
    rule(
        r"\b(?:en|de|del|desde)\s+(?:el\s+|la\s+)?(?=" + V + END + r")",
        after(RETIRED, keyed("employer", firm_or_workplace_named)),
        retire=True,
        negative_form=True,
        requires=RETIRED,
    ),
    # "me jubilé, dejé Renfe después de 40 años": the employer left on retiring, or in a line about work.
    rule(
        r"\b(?:deje|abandone)\s+(?!(?:a|de|mi|mis|su|sus)\b)" + V + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
        requires=RETIRED + "|" + WORK_LINE + "|" + NEW_JOB,
    ),
    # "me fui de Telcel, ahora trabajo en Movistar": a company left, in a line about work (a town left is a home).
    rule(
        r"\b(?:me\s+fui|me\s+sali|me\s+he\s+ido|me\s+largue)\s+de\s+(?:la\s+|el\s+)?" + V + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
        requires=WORK_LINE + "|" + NEW_JOB,
    ),
    # "me jubilé como conserje", "me retiré de maestra": the role the user retired from.
    rule(
        r"\bme\s+(?:jubile|retire|he\s+jubilado|he\s+retirado)\s+(?:como|de)\s+(?:un\s+|una\s+)?" + V + END_JOB,
        keyed("job", values.profession),
        retire=True,
        negative_form=True,
    ),
    # "me jubilé tras 30 años de cartero": the role left on retiring.
    rule(
        r"\b(?:despues\s+de|tras)\s+(?:\d+|\w+)\s+anos\s+(?:de|como)\s+" + V + END_JOB,
        keyed("job", values.profession),
        retire=True,
        negative_form=True,
        requires=RETIRED,
    ),
    # "empecé en Rappi como analista", "acabo de entrar a Globant": a new job, where and as what.
    rule(
        r"\b"
        + STARTED_JOB
        + r"\s+(?:a\s+(?:trabajar|currar|laburar|chambear)\s+)?(?:en|a)\s+(?:el\s+|la\s+)?"
        + V
        + END,
        keyed("employer", values.named_company),
        excludes=LATER,
    ),
    rule(
        r"\b" + STARTED_JOB + r"\b[^,.;]*?\s+(?:como|de)\s+" + V + END_JOB,
        keyed("job", values.profession),
        excludes=LATER,
    ),
    rule(
        r"\b(?:empece|empezado|empezar|empiezo|acabo\s+de\s+empezar)\s+a\s+trabajar\s+(?:como|de)\s+" + V + END_JOB,
        keyed("job", values.job),
    ),
    rule(
        r"\b(?:renuncie|dimiti)\s+(?:al|a\s+la|a|en|de)\s+(?:mi\s+(?:trabajo|puesto|empleo|laburo|curro)\s+(?:en|de)\s+)?"
        + V
        + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
    ),
    # "dejé la pega en Falabella"; "me despidieron de Carrefour el mes pasado", "me echaron de Zara": a firm the user
    # was let go from.
    rule(
        r"\b(?:(?:deje|me\s+fui\s+de|me\s+echaron\s+de)\s+(?:la|el|mi)\s+(?:pega|curro|laburo|trabajo|chamba|puesto"
        r"|empleo)\s+(?:en|de)|me\s+(?:despidieron|echaron|corrieron|botaron|han\s+despedido|han\s+echado)\s+(?:de|del))"
        r"\s+(?:el\s+|la\s+)?" + V + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
    ),
    rule(
        r"\b(?:me\s+fui|nos\s+fuimos|me\s+mude|nos\s+mudamos)\s+de\s+" + V + END,
        keyed("home", values.capitalised_place),
        retire=True,
        negative_form=True,
        excludes=WORK_LINE + "|" + NEW_JOB,
    ),
    rule(
        r"\bdeje\s+de\s+(?:ser|trabajar\s+(?:de|como)|currar\s+de|laburar\s+de)\s+(?!vegetarian|vegan)" + V + END_JOB,
        keyed("job", values.job),
        retire=True,
        negative_form=True,
    ),
    # "Dejé Accenture la semana pasada": a name left, which retires only an employer of that name on record.
    rule(
        r"(?:^\W*|\b(?:yo|ya|y|pues|al\s+final)\s+|(?<=,)\s*)(?:por\s+fin\s+)?deje\s+(?!de\b|al?\s)" + V + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
        held_only=True,
    ),
    rule(
        r"\bdeje\s+de\s+trabajar\s+(?:en|para)\s+" + V + END,
        keyed("employer", values.company),
        retire=True,
        negative_form=True,
    ),
    rule(
        r"\bya\s+no\s+(?:estoy|trabajo|curro|laburo|chambeo)\s+(?:en|para)\s+" + V + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
        requires=WORK_WORDS,
    ),
    # "ya no estoy en Indra, me pasé a Everis en enero", "…, ahora en Sabritas": the employer now, after the one left.
    rule(
        r"\bya\s+no\s+(?:estoy|trabajo|curro|laburo|chambeo)\s+(?:en|para)\s+[^,.;!?]+?,\s*(?:y\s+)?(?:(?:ahora\s+)?"
        r"(?:me\s+(?:cambie|pase|fui)\s+a|(?:estoy|trabajo)\s+en)|ahora\s+en)\s+"
        # "…, me cambié a Bimbo de supervisor": the role after it is read with it below
        r"(?![^,.;!?]+?\s+de\s+" + NOT_A_PLAN_OF_A_FIRM + r"[a-z])" + V + END,
        keyed("employer", values.named_company),
        negative_form=True,
        requires=WORK_WORDS,
    ),
    # "ya no soy mesero", "fui profe durante 20 años, ahora soy guía": a role the user no longer has. A past job alone
    # ("fui cartero quince años, pero eso se acabó") is history, not a change: nothing to retire.
    rule(r"\bya\s+no\s+soy\s+" + V + END_JOB, keyed("job", values.profession), retire=True, negative_form=True),
    rule(
        r"\bfui\s+" + V + r"(?=\s+(?:durante|por)\s+(?:\w+\s+){0,2}(?:anos|decadas)\b)",
        keyed("job", values.profession),
        retire=True,
        negative_form=True,
        requires=NOW_A_NEW_ROLE,
    ),
    # "en la junta de Bimbo, donde soy analista de compras": the employer named before "donde".
    rule(
        r"\b(?:en|de|para)\s+(?P<v>[^\W\d_][\w&'-]*(?:\s+[^\W\d_][\w&'-]*){0,2}?)\s*,?\s*donde\s+(?:soy|trabajo|curro|laburo)\b",
        keyed("employer", values.capitalised_company),
    ),
    rule(r"\bdonde\s+(?:soy|trabajo\s+(?:de|como))\s+" + V + END_JOB, keyed("job", values.profession)),
    # "llevo 3 años en Globant como desarrollador", "me gano la vida con la carpintería".
    rule(r"\bllevo\s+[^,.;]{1,25}?\s+en\s+[^,.;]+?\s+como\s+" + V + END_JOB, keyed("job", values.job)),
    # "llevo 3 años en Mercadona como cajera", "llevo un año en Rappi de repartidor": the employer held for a while,
    # before the role.
    *(
        rule(
            r"\bllevo\s+" + DURATION + r"\s+(?:trabajando\s+|currando\s+|laburando\s+|chambeando\s+)?en\s+"
            r"(?:el\s+|la\s+)?" + V + r"\s+(?P<c>" + connector + r")\s+(?P<j>[^,.;]+?)" + END_JOB,
            employer_held_for_a_while,
        )
        for connector in ("como", "de")
    ),
    rule(
        r"\bllevo\s+" + DURATION + r"\s+(?:trabajando\s+|currando\s+|laburando\s+|chambeando\s+)?en\s+"
        r"(?:el\s+|la\s+)?[^\W\d_][\w'&-]*(?:\s+[^\W\d_][\w'&-]*){0,2}?\s+de\s+" + V + END_JOB,
        keyed("job", values.profession),
    ),
    # "llevo seis años de cajera en el Eroski de Gamonal": the role first, then where; a profession only.
    rule(
        r"\bllevo\s+" + DURATION + r"\s+de\s+(?P<j>[a-z]+)\s+en\s+(?P<c>)" + V + END,
        employer_held_for_a_while,
    ),
    rule(r"\bllevo\s+" + DURATION + r"\s+de\s+" + V + END_JOB, keyed("job", values.profession)),
    # "llevo 8 años en Telefónica y el curro me mata": the same in a line about work (beside where the user is
    # from, a place where they live, below).
    rule(
        r"\bllevo\s+" + DURATION + r"\s+en\s+(?:el\s+|la\s+)?" + V + END,
        keyed("employer", values.named_company),
        requires=r"\b(?:trabaj|curr|labur|chamb|empresa|jefe|jefa|puesto|contrato|turnos?\b|sueldo|oficina|compan)",
        excludes=ORIGIN,
    ),
    rule(
        r"\bme\s+gano\s+la\s+vida\s+(?:con|como|de|haciendo)\s+(?:la\s+|el\s+|los\s+|las\s+)?" + V + END_JOB, occupation
    ),
    rule(r"\bllevo\s+(?:toda\s+la\s+vida|[^,.;]{1,25}?)\s+en\s+" + V + END, industry),
    # "me crié en Salta, pero llevo ocho años en Córdoba": beside where the user is from, where they live.
    rule(
        r"\bllevo\s+(?:(?:\w+\s+){0,2}(?:anos|meses|decadas)|media\s+vida|la\s+mitad\s+de\s+mi\s+vida)\s+en\s+"
        + V
        + END,
        keyed("home", values.capitalised_place),
        requires=ORIGIN_SAID,
    ),
    # "manejo para Uber", "reparto para Glovo": gig work names the employer by what the user does.
    rule(
        r"\b(?:ahora\s+)?(?:manejo|conduzco|reparto|pedaleo|hago\s+(?:delivery|repartos|viajes))\s+(?:para|en|con)\s+"
        + V
        + END,
        keyed("employer", values.named_company),
    ),
    # "laburo desde casa acá en Mendoza": where the user works from home is where they live.
    rule(
        r"\b(?:trabajo|laburo|curro|chambeo)\s+(?:desde\s+(?:mi\s+)?casa|en\s+remoto|remoto|a\s+distancia)"
        r"\s+(?:(?:aca|aqui|alla|alli)\s+)?(?:en|desde)\s+" + V + END,
        keyed("home", values.capitalised_place),
    ),
    # "trabajo en una agencia de publicidad como diseñador", "estoy en una empresa tecnológica": the sector of the firm.
    rule(
        r"\b(?:trabajo|laburo|trabajamos|curro|estoy|(?:estoy\s+)?(?:trabajando|currando|laburando|chambeando))\s+"
        r"(?:en|para|pa)\s+(?:una?|la|el)\s+(?:agencia|empresa|compania|firma|consultora|startup|multinacional|pyme"
        r"|distribuidora|productora)\s+(?:(?:chica|pequena|grande|nueva|local)\s+)?(?:de\s+(?:la\s+|el\s+)?)?(?P<v>[a-z]+)\b",
        industry,
    ),
    # "trabajo en el sector minero hace como 12 años": a sector named, whatever follows it.
    rule(
        r"\b(?:trabajo|laburo|trabajamos|curro)\s+en\s+(?P<v>(?:el\s+sector|el\s+rubro|la\s+industria)\s+[a-z]+)\b",
        industry,
    ),
    # "mi hermana dejó su trabajo en Telefónica": after a determiner, "trabajo" is the noun, not the user working;
    # "trabajo por turnos en Escondida": the employer after how the user works.
    rule(
        r"(?<!\bsu\s)(?<!\btu\s)(?<!\bel\s)(?<!\bun\s)(?<!\bdel\s)(?<!\bal\s)\b(?:trabajo|laburo|trabajamos|curro)"
        r"(?:\s+(?:por|a)\s+turnos|\s+(?:los|las)\s+(?:fines\s+de\s+semana|findes|noches|tardes|mananas|sabados|domingos)"
        r"|\s+(?:medio\s+tiempo|tiempo\s+completo|media\s+jornada|jornada\s+completa|part\s+time|full\s+time))?"
        r"\s+(?:en|para|pa)\s+" + FIRM_CALLED + WORKPLACE + END,
        work_place,
    ),
    # "ahorita estoy chambeando en Bimbo", "ando currando pa Glovo": the same, as what the user does these days.
    rule(
        r"\b(?:estoy|ando)\s+(?:trabajando|currando|laburando|chambeando)\s+(?:en|para|pa)\s+"
        + FIRM_CALLED
        + WORKPLACE
        + END,
        work_place,
    ),
    # "dejé el Día y ahora estoy en Carrefour", "…, desde marzo estoy en Vodafone": where the user is now, after a job
    # or a company left.
    rule(
        r"\b(?:ahora|desde\s+(?:" + MONTHS + r"|entonces|hace\s+\w+\s+\w+|el\s+\w+|\d{4}))\s+estoy\s+en\s+"
        # "ahora estoy en plantilla en Globant": on the staff of the firm
        r"(?:plantilla\s+(?:en|de)\s+)?"
        r"(?!(?:el\s+)?(?:paro|casa|baja|huelga|cama|tratamiento|terapia)\b)" + FIRM_CALLED + V + END,
        keyed("employer", values.company),
        requires=r"\btrabaj|\blabur|\bchamb|\bcurr(?:o|aba|e|ando)\b"
        r"|\b(?:deje|renuncie|dimiti|me\s+(?:fui|sali)\s+de|me\s+(?:echaron|despidieron|corrieron))\b",
    ),
    # "dejé Eroski y ya estoy en Dia": the firm the user is at already, after one they left.
    rule(
        r"\bya\s+estoy\s+en\s+(?:el\s+|la\s+)?" + V + END,
        keyed("employer", values.named_company),
        requires=r"\b(?:deje|renuncie|dimiti)\s+(?!de\b)|\bme\s+(?:echaron|despidieron|corrieron)\b",
    ),
    rule(r"\bsoy\s+(?P<v>[a-z]+(?:\s+[a-z]+)?)\s+de\s+profesion\b", occupation),
    rule(r"\bme\s+dedico\s+a\s+(?:la\s+|el\s+|los\s+|las\s+)?" + V + END_JOB, occupation),
    # "estoy full freelance como traductora", "mi nuevo cargo es jefa de compras".
    rule(
        r"\b(?:estoy|trabajo|ando|soy)\s+(?:full\s+|de\s+)?(?:freelance|free|independiente|autonom[oa]|por\s+mi\s+cuenta)\s+"
        r"(?:como|de)\s+" + V + END_JOB,
        keyed("job", values.job),
    ),
    # "mi curro es de camarero", "mi trabajo es de cajera": the job the user's work is, by a known profession word.
    rule(
        r"\bmi\s+(?:nuevo\s+)?(?:cargo|puesto|trabajo|curro|laburo|chamba|empleo)(?:\s+nuevo)?(?:\s+es|\s*,|\s*:)\s*"
        r"(?:(?:el\s+)?de\s+)?" + V + END_JOB,
        keyed("job", values.profession),
    ),
    # The role the user was promoted to ("me acaban de ascender a encargada", "me ascendieron a jefe de sección"), holds
    # where they are now ("ahora estoy en Allianz como perito", "ya estoy en Eroski, de cajera") or is paid for ("gano
    # unos 1.200 al mes como camarero", "cobro 900 euros como cajera").
    rule(
        r"\b(?:(?:me\s+(?:acaban\s+de\s+ascender|ascendieron|han\s+ascendido)|ascendi)\s+a"
        r"|(?:ahora|ya|actualmente)\s+estoy\s+en\s+[^,.;:!?]+?,?\s+(?:como|de)"
        r"|(?:gano|cobro)\s+(?:[^,.;:!?]|\.(?=\d)){1,30}?\s+como)\s+" + V + END_JOB,
        keyed("job", values.profession),
    ),
    # "busco trabajo de diseñadora": the work sought is no job held.
    rule(
        r"\b(?<!\bbusco\s)(?<!\bbuscando\s)(?<!\bbuscar\s)(?<!\bbusque\s)"
        r"(?:trabajo|laburo|curro|estoy\s+(?:trabajando|currando))" + REMOTE + r"\s+(?:como|de)\s+" + V + END_JOB,
        keyed("job", values.job),
    ),
    # "hago turnos de celador", "cubro las noches como vigilante": the role of the shifts the user works.
    rule(r"\b" + SHIFTS_AS + r"\s+(?:como|de)\s+" + V + END_JOB, keyed("job", values.profession)),
    rule(r"\bllevo\s+[^,.;]{1,25}?\s+(?:trabajando|currando|laburando)\s+(?:en|para)\s+" + V + END, work_place),
    # "trabajo en el sector minero hace como 12 años": "hace como" is "about", and a span of time is no job.
    rule(
        r"\b(?:trabajo|laburo)\s+(?:en|para)\s+[^,.;]+?(?<!\bhace)\s+como\s+(?!\d)" + V + END_JOB,
        keyed("job", values.job),
    ),
    rule(r"\b(?:trabajo|laburo|curro)\s+(?:en|para)\s+[^,.;]+?\s+de\s+" + V + END_JOB, keyed("job", values.profession)),
    # "trabajo por las tardes en un bar como camarero": when the user works, then where, then the role.
    rule(
        r"(?<!\bsu\s)(?<!\btu\s)(?<!\bel\s)(?<!\bun\s)(?<!\bdel\s)(?<!\bal\s)\b(?:trabajo|laburo|curro)\s+"
        r"(?:de|por|los|las|a)\s+[^,.;]{1,50}?\s+como\s+" + V + END_JOB,
        keyed("job", values.profession),
    ),
    rule(r"\bsoy\s+" + V + END_JOB, keyed("job", values.profession)),
    # "soy profe acá en Rosario": the town where the user is, said right after the role.
    rule(
        r"\bsoy\s+[^,.;]{1,30}?\s+(?:aca|aqui|alla|alli)\s+en\s+" + V + END,
        keyed("home", known_town),
        inferred=True,
    ),
    # "estoy de cajera en el Mercadona": a job held now, by a known profession word, and where.
    rule(r"\b(?:estoy|ando)\s+de\s+" + V + END_JOB, keyed("job", values.profession)),
    rule(
        r"\b(?:estoy|ando)\s+de\s+(?P<j>[^,.;]+?)\s+en\s+(?:el\s+|la\s+)?" + V + END,
        employer_of_a_role,
    ),
    rule(r"\bsiendo\s+" + V + END_JOB, keyed("job", values.profession), inferred=True),
    rule(r"\btrabajo\s+en\s+[^,.]+,\s*equipo\s+de\s+(?P<v>\d{1,4})\b", keyed("team size", values.number)),
    rule(r"\b(?:mi|nuestro|el)\s+equipo\s+(?:es|son)\s+de\s+(?P<v>\d{1,4})\b", keyed("team size", values.number)),
    rule(r"\ben\s+(?:mi|el|nuestro)\s+equipo\s+somos\s+(?P<v>\d{1,4})\b", keyed("team size", values.number)),
    rule(
        r"\bsomos\s+(?:un\s+equipo\s+de\s+)?(?P<v>\d{1,4})\b", keyed("team size", values.number), requires=r"\bequipo\b"
    ),
    rule(
        r"\b(?:trabajo\s+en|tengo|estoy\s+en|me\s+pase\s+a|me\s+cambie\s+a|dirijo|lidero|coordino|gestiono|llevo)"
        r"\s+(?:a\s+)?un\s+equipo\s+de\s+(?P<v>\d{1,4})\b",
        keyed("team size", values.number),
    ),
    # "lidero un equipo de 6 personas en Iberdrola": the firm the team the user leads is in.
    rule(
        r"\b(?:dirijo|lidero|coordino|gestiono)\s+(?:a\s+)?un\s+equipo\s+de\s+\d{1,4}(?:\s+personas)?\s+en\s+"
        r"(?:el\s+|la\s+)?" + V + END,
        keyed("employer", values.named_company),
    ),
    # "trabajo en seguros, en Mapfre", "curro en el sector de la energía, en Repsol": the firm after the sector.
    rule(
        r"\b(?:trabajo|curro|laburo|chambeo)\s+en\s+(?P<s>[^,.;:!?]{2,40}?)\s*,\s*(?:en|para)\s+(?:el\s+|la\s+)?"
        + V
        + END,
        firm_after_its_sector,
    ),
    # Budget, currency, brand, payment, delivery, contact, answers, marketing, colour.
    rule(r"\bya\s+no\s+tengo\s+(?:un\s+)?presupuesto\b", fixed("budget", ""), retire=True, negative_form=True),
    rule(
        r"\bmi\s+presupuesto\s+(?:maximo\s+|total\s+|ahora\s+)?(?:es|son|esta\s+en|ronda|anda\s+por|esta\s+por)\s+(?:ahora\s+)?(?:de\s+)?(?:unos\s+|unas\s+|los\s+|las\s+|como\s+mucho\s+)?"
        + AMOUNT,
        budget(values.amount),
    ),
    # "tenemos un presupuesto de 900 euros", "hacemos un presupuesto mensual de 1500 soles": one the household has or
    # draws up.
    rule(
        r"\b(?:tengo|tenemos|hago|hacemos|manejo|manejamos)\s+un\s+presupuesto(?:\s+"
        + BUDGET_KIND
        + r")?\s+de\s+"
        + AMOUNT,
        budget(values.amount),
    ),
    # "busco un movil pa mi, maximo 250 euros": the most the user will pay for what they are after.
    rule(
        r"(?:^\W*|[,;:]\s*)(?:maximo|max|como\s+mucho|como\s+maximo)\s+" + AMOUNT,
        budget(values.amount),
        requires=r"\b(?:busco|buscando|quiero|necesito|me\s+hace\s+falta)\b",
    ),
    # "el presupuesto para el celu es de 300 lucas", "presupuesto: 2 mil pesos", "tengo 500 dólares de presupuesto".
    rule(
        r"(?:^\W*|[,;:]\s*|\b(?:el|mi|nuestro)\s+)presupuesto(?:\s+" + BUDGET_KIND + r")?"
        r"(?:\s+(?:para|pa|de|del)\s+[^,.;:]{1,40}?)?"
        r"\s*(?:es|son|ronda|anda\s+por|esta\s+en|:|=)\s*(?:de\s+)?(?:unos\s+|unas\s+|como\s+mucho\s+|maximo\s+|hasta\s+)?"
        + AMOUNT,
        budget(values.amount),
    ),
    rule(
        r"\b(?:tengo|tenemos|cuento\s+con|contamos\s+con)\s+(?:unos\s+|unas\s+|como\s+)?"
        + AMOUNT
        + r"\s+de\s+presupuesto\b",
        budget(values.amount),
    ),
    rule(
        r"\bno\s+(?:gasto|pago|(?:me\s+)?(?:puedo|quiero|pienso|voy\s+a)\s+(?:gastar(?:me)?|pagar|poner))\s+mas\s+de\s+"
        + AMOUNT,
        budget(values.amount),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"\b(?:me\s+)?(?:puedo|quiero)\s+gastar(?:me)?\s+(?:hasta|maximo|como\s+(?:mucho|maximo))\s+" + AMOUNT,
        budget(values.amount),
        one_off_gated=True,
    ),
    rule(
        r"\bcomo\s+(?:mucho|maximo)\s+(?:me\s+)?(?:puedo|quiero)\s+gastar(?:me)?\s+" + AMOUNT,
        budget(values.amount),
        one_off_gated=True,
    ),
    rule(r"\bmi\s+(?:tope|maximo|limite)\s+(?:es|son)\s+(?:de\s+)?" + AMOUNT, budget(values.amount)),
    # "tengo como 600 lucas máximo", "cuento con 300 euros de tope": an amount and its ceiling.
    rule(
        r"\b(?:tengo|tenemos|cuento\s+con|contamos\s+con|puedo\s+gastar(?:me)?)\s+(?:como\s+|unos\s+|unas\s+|hasta\s+)?"
        + AMOUNT
        + r"\s+(?:(?:como\s+)?maximo|max|como\s+mucho|de\s+tope|tope)\b",
        budget(values.amount),
        one_off_gated=True,
    ),
    # "tenemos hasta 90 mil dólares", "puedo llegar hasta 400 euros": the most the user has, with its currency.
    rule(
        r"\b(?:tengo|tenemos|cuento\s+con|contamos\s+con|(?:puedo|podemos)\s+llegar|llego|llegamos)\s+hasta\s+"
        r"(?:unos\s+|unas\s+|los\s+|las\s+)?" + AMOUNT,
        budget(priced),
        one_off_gated=True,
    ),
    # "para la bici tengo unos 500 dólares, no más": an amount the user has, closed by "no more".
    rule(
        r"\b(?:tengo|tenemos|cuento\s+con|contamos\s+con)\s+(?:como\s+|unos\s+|unas\s+|hasta\s+)?"
        + AMOUNT
        + r"(?:\s+(?:para|pa|pal)\s+[^,.;]{1,30}?)?\s*,?\s+(?:y\s+)?(?:no\s+mas|ni\s+(?:uno|una|un\s+\w+)\s+mas)\b",
        budget(priced),
        one_off_gated=True,
    ),
    # "el regalo de mi madre no puede pasar de 60 euros": the most what the user is buying may cost.
    rule(
        r"\b(?:el|la|los|las|mi|mis)\s+[a-z]+(?:\s+[a-z]+){0,4}?\s+no\s+(?:puede|debe|tiene\s+que)\s+(?:pasar(?:se)?\s+de"
        r"|superar|costar\s+mas\s+de|salir\s+por\s+mas\s+de)\s+(?:los\s+|las\s+)?" + AMOUNT,
        budget(priced),
        negative_form=True,
        excludes=r"\b(?:su|sus|tu|tus|me\s+dijeron|nos\s+dijeron|dicen|dice)\b",
    ),
    # "tengo 60 euros para la compra", "cuento con 300 dólares para el viaje": money the user has for a purpose.
    rule(
        r"\b(?:tengo|tenemos|cuento\s+con|contamos\s+con|dispongo\s+de)\s+(?:solo\s+|solamente\s+|unos\s+|unas\s+|como\s+)?"
        + AMOUNT
        + r"\s+para\s+(?:el|la|los|las|un|una|mi|mis|gastar|comprar|todo)\b",
        budget(priced),
        one_off_gated=True,
        excludes=r"\b(?:me\s+deben|debo|ahorrad[oa]s?\s+de|le\s+|les\s+)",
    ),
    # "ando buscando una bici de montaña y tengo unos 800 euros": the money the user has, in a line about buying
    # something ("tengo 800 euros de deuda", "…en la cuenta" say no more than that).
    rule(
        r"\b(?:tengo|tenemos|cuento\s+con|contamos\s+con)\s+(?:solo\s+|unos\s+|unas\s+|como\s+|mas\s+o\s+menos\s+)?"
        + AMOUNT
        + END,
        budget(priced),
        one_off_gated=True,
        requires=SHOPPING_ES,
        excludes=r"\b(?:me\s+deben|debo|le\s+|les\s+)",
    ),
    # "busco unos audífonos por menos de 500 pesos", "algo que no pase de 40 euros": a ceiling on what is sought.
    rule(
        r"\b(?:por\s+menos\s+de|que\s+no\s+pase\s+de|que\s+no\s+supere\s+(?:los\s+|las\s+)?)\s*" + AMOUNT,
        budget(priced),
        one_off_gated=True,
        negative_form=True,
        excludes=r"\b(?:pague|pagamos|compre|compramos|costo|cuesta|cuestan|gano|cobro|cobra|salio|salen|sale|vendi|era|es|son)\b"
        r"|^\W*(?:muestrame|mostrame|ensename|dame|busca|buscame|lista|listame|recomienda|recomiendame)\b",
    ),
    # "algo de unos 800 pesos max", "un regalo de 50 euros como mucho": an amount and its ceiling, the verb left out.
    rule(
        r"(?:\b(?:algo|uno|una|regalo|cosa|algun[oa]?)\s+(?:de\s+|por\s+|que\s+cueste\s+)|\bhasta\s+|^\W*|(?<=,)\s*)"
        r"(?:unos\s+|unas\s+|como\s+|hasta\s+|mas\s+o\s+menos\s+)?"
        + AMOUNT
        + r"\s+(?:(?:como\s+)?maximo|max|como\s+mucho"
        r"|de\s+tope|tope)\b",
        budget(priced),
        one_off_gated=True,
    ),
    rule(
        r"\btengo\s+(?:como\s+)?(?:un\s+)?(?:tope|maximo|limite)\s+(?:de\s+)?" + AMOUNT,
        budget(values.amount),
        one_off_gated=True,
    ),
    rule(
        r"\bno\s+(?:me\s+)?(?:puedo|quiero|pienso|voy\s+a)\s+pasar(?:me)?\s+de\s+(?:los\s+|las\s+)?" + AMOUNT,
        budget(values.amount),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"\blos\s+precios\s+(?:esten\s+|siempre\s+)?en\s+(?P<v>[a-z]+)",
        coded("currency", lexicon.CURRENCIES),
        needs_standing=True,
        one_off_gated=True,
    ),
    rule(r"\bprefiero\s+(?:la\s+marca\s+|las\s+|los\s+)?" + V + END, preferred_brand_or_tool),
    rule(r"\bme\s+encanta(?:n)?\s+(?:la\s+marca\s+)?" + V + END, keyed("brand", values.brand)),
    rule(r"\bsiempre\s+compro\s+(?:la\s+marca\s+)?" + V + END, keyed("brand", values.brand)),
    rule(r"\bmi\s+marca\s+(?:favorita|preferida)\s+es\s+" + V + END, keyed("brand", values.brand)),
    rule(r"\bme\s+(?:pase|cambie)\s+a\s+" + V + END, brand_or_tool),
    rule(
        # "el alquiler lo pago por transferencia": a bill's way of paying, its kind put first
        r"\b(?:siempre\s+)?(?:(?:lo|la|los|las)\s+)?pago\s+(?:siempre\s+)?(?:con|en|por)\s+" + V + END,
        mapped("payment", lexicon.PAYMENTS),
        one_off_gated=True,
    ),
    rule(
        r"\b(?:prefiero|preferimos|preferiria|prefeririamos)\s+pagar\s+(?:siempre\s+)?(?:con|por|en)\s+" + V + END_PREF,
        keyed("payment", values.payment_method),
        one_off_gated=True,
    ),
    rule(r"\bprefiero\s+retirar\b", fixed("delivery", "pickup")),
    # "siempre pido ventanilla", "en el bus siempre me siento en la ventana": the seat the user always takes, "asiento
    # de pasillo" in the user's words when said so.
    rule(
        r"\b(?:siempre|prefiero)\b[^.;!?]*?\b(?:pido|quiero|reservo|cojo|elijo|prefiero|me\s+siento\s+en|me\s+pongo\s+en)"
        r"\s+(?:el\s+|la\s+)?(?P<v>(?:asiento\s+(?:de\s+(?:la\s+)?|del\s+|junto\s+a\s+la\s+))?(?:ventanilla|ventana|pasillo))\b",
        keyed("preference", values.clean),
    ),
    # "siempre pido el té verde sin azúcar", "pido siempre la mesa del fondo": what the user always orders, books or
    # asks for, with what it comes with, up to a reason or who it is for.
    rule(
        r"\b(?:siempre\s+(?:me\s+)?(?:pido|reservo|elijo|escojo|encargo)|(?:me\s+)?(?:pido|reservo|elijo|escojo|encargo)"
        r"\s+siempre)\s+(?P<v>(?!(?:que|a|al|para|por|cuando|si)\b)[a-z][^,.;:!?¿¡()\n\"]*?)"
        r"(?=\s*(?:$|[,.;:!?¿¡()\n\"]|\s+(?:porque|pero|y\s+(?:nunca|no|siempre)|aunque|cuando|si|que|para|asi|pues|o\s+sea)\b))",
        standing_choice,
        one_off_gated=True,
    ),
    # "cuando me enviéis un pedido, dejadlo en la portería": where a delivery is left.
    rule(
        r"\b(?:dej(?:adlo|adla|adlos|alo|ala|alos|enlo|enla|enlos|admelo|amelo|enmelo)|(?:me\s+)?lo\s+dej(?:ais|an|en|eis)"
        # "dejen los paquetes siempre en conserjería": what is left named
        r"|dej(?:ad|en)\s+(?:siempre\s+)?(?:los|las|el|la|mis|mi)\s+(?:paquetes?|pedidos?|envios?|compras?|cajas?))\s+"
        r"(?:por\s+favor\s+|siempre\s+|mejor\s+)?(?P<v>(?:en|con)\s+(?:(?:la|el|mi)\s+)?(?:porteria|conserje|conserjeria|vecin[oa]"
        # "…con la vecina del 3º B", "…con el vecino de enfrente": which one, kept whole
        r"|buzon|recepcion|garita|portero)(?:\s+(?:del?\s+(?:enfrente|al\s+lado|abajo|arriba|\d{1,2}[^\s,.;:!?]*(?:\s+[a-z]\b)?"
        r"|primero|segundo|tercero|cuarto|quinto|bajo|atico)))?)(?![\w])",
        keyed("preference", values.clean),
        requires=r"\b(?:pedido|paquete|envi|mand|repart|entreg|compra)",
    ),
    rule(
        r"\bprefiero\s+que\s+(?:me\s+)?(?:lo\s+)?entreguen\s+(?:a|por)\s+la\s+(?P<v>manana|tarde|noche)",
        coded("delivery", DAYPART),
    ),
    rule(r"\bentregas\s+mejor\s+(?:a|por)\s+la\s+(?P<v>manana|tarde|noche)", coded("delivery", DAYPART)),
    rule(
        # "prefiero que me escribáis por correo electrónico", "preferiría que me contactaran por WhatsApp": any person
        r"\b(?:prefiero|preferiria|preferimos)\s+que\s+me\s+(?:escrib|contact|llam|habl|avis|mand)\w*\s+"
        r"(?:mejor\s+|siempre\s+|solo\s+)?por\s+" + V + END,
        mapped("contact channel", lexicon.CHANNELS),
        one_off_gated=True,
    ),
    rule(
        r"\b(?:escribime|escribeme|escribinos|contactame|avisame|llamame|hablame)\s+(?:mejor\s+|siempre\s+|solo\s+)?por\s+"
        + V
        + END,
        mapped("contact channel", lexicon.CHANNELS),
        one_off_gated=True,
    ),
    # "escríbeme por WhatsApp mejor, el correo casi no lo reviso": the channel named, whatever follows it.
    # "escribime al wasap", "háblame por insta": the channel in the user's word.
    rule(
        r"\b(?:escribime|escribeme|escribinos|contactame|avisame|llamame|hablame|agregame"
        r"|(?:mandame|tirame|dejame)\s+(?:un\s+)?(?:mensaje|mensajito|msj|msg))\s+"
        r"(?:mejor\s+|siempre\s+|solo\s+)?(?:por|al|en|a\s+mi)\s+(?:el\s+)?" + CHANNEL,
        mapped("contact channel", lexicon.CHANNELS),
        one_off_gated=True,
    ),
    rule(r"\bprefiero\s+(?:el\s+)?(?P<v>correo|mail|whatsapp|telefono)\b", mapped("contact channel", lexicon.CHANNELS)),
    # "mándame un wasap, el correo casi no lo miro", "mándame el menú por wasap, que el correo no lo miro nunca": a
    # channel asked for, or something sent by it, beside one the user does not check.
    rule(
        r"^\W*(?:mejor\s+|solo\s+|porfa\s+)?(?:mandame|enviame|escribime|escribeme|pasame)\s+(?:(?:un\s+|una\s+)?(?:mensaje\s+"
        r"(?:por\s+|de\s+)?)?|(?:el|la|los|las|lo|un|una)\b[^,.;:!?]{1,40}?\s+(?:por|al|en)\s+(?:el\s+)?)"
        r"(?P<v>wasap|whatsapp|whatsap|guasap|mail|correo|email|sms|telegram)\b",
        mapped("contact channel", lexicon.CHANNELS),
        requires=NOT_CHECKED_ES,
        one_off_gated=True,
    ),
    rule(
        r"\bmejor\s+por\s+(?P<v>correo|mail|whatsapp|telefono)\b",
        mapped("contact channel", lexicon.CHANNELS),
        # "el correo casi nunca lo reviso. Mejor por WhatsApp": beside a channel the user does not check, too
        requires=r"\bescrib|\bllam|\bcontact|" + NOT_CHECKED_ES,
    ),
    rule(
        # "escríbeme en inglés a partir de ahora" (the imperative of either form of address)
        r"\b(?:respondeme|responde|respondenos|contestame|contestanos|contesta|hablame|hablanos|escribeme|escribenos"
        r"|escribime|respondas|contestes|hables|escribas)\b[^.]*?\ben\s+"
        r"(?P<v>ingles|espanol|castellano|portugues)",
        coded("response language", lexicon.LANGUAGES),
        needs_standing=True,
        one_off_gated=True,
    ),
    # "respóndeme en español aunque a veces te escriba en inglés": the language asked for whatever the user writes in.
    rule(
        r"\b(?:respondeme|responde|contestame|contesta|hablame|escribeme|escribime)\b[^.]*?\ben\s+"
        r"(?P<v>ingles|espanol|castellano|portugues)\b(?=[^.]*?\baunque\s+(?:a\s+veces\s+)?te\s+(?:escriba|hable)\s+en\b)",
        coded("response language", lexicon.LANGUAGES),
    ),
    rule(
        r"\bprefiero\s+(?:las\s+)?respuestas\s+(?:cortas|directas|breves|concisas|cortitas)",
        fixed("response style", "brief"),
    ),
    rule(
        r"\bprefiero\s+(?:que\s+me\s+expliques\s+con\s+detalle|respuestas\s+(?:largas|detalladas|completas))",
        fixed("response style", "detailed"),
    ),
    rule(
        r"\b(?:contestame|respondeme|responde|escribime)\s+con\s+(?:listas|vinetas|bullets)",
        fixed("response style", "bullets"),
        needs_standing=True,
    ),
    rule(r"\bno\s+(?:uses|pongas|me\s+mandes)\s+emojis", fixed("response style", "no emojis"), negative_form=True),
    # "así que sin emojis de aquí en adelante", "nada de emojis a partir de ahora": said with a word of standing.
    rule(r"\b(?:sin|nada\s+de)\s+emojis\b", fixed("response style", "no emojis"), needs_standing=True),
    rule(r"\b(?:tuteame|tratame\s+de\s+(?:vos|tu)|hablame\s+de\s+(?:vos|tu))\b", fixed("response style", "informal")),
    rule(r"\b(?:tratame|hablame)\s+de\s+usted\b", fixed("response style", "formal")),
    rule(
        r"\bno\s+quiero\s+recibir\s+(?:mas\s+)?(?:publicidad|promociones|promos|newsletters?|ofertas)",
        fixed("marketing", "no"),
        negative_form=True,
    ),
    rule(
        r"\bno\s+me\s+(?:manden|mandes|envien|envies)\s+(?:mas\s+)?(?:newsletters?|publicidad|promociones|promos)",
        fixed("marketing", "no"),
        negative_form=True,
    ),
    rule(
        r"\b(?:mi|mis)\s+(?P<n>[a-z]+(?:\s+[a-z]+)?)\s+(?:favorit[oa]s?|preferid[oa]s?|favs?|favo)\s+"
        # "mi lugar favorito en el mundo es…": how far the favourite goes, between the word and the verb
        r"(?:(?:de\s+(?:siempre|toda\s+la\s+vida|todos\s+los\s+tiempos)|en\s+el\s+mundo|del\s+mundo)\s+)?"
        r"(?:es|son|sigue\s+siendo|(?:siempre\s+)?(?:ha|han)\s+sido(?:\s+siempre)?)\s+" + V + END,
        favourite,
    ),
    # "mi lugar feliz es la sierra de Gredos", "mi sitio en el mundo es Cadaqués": the place the user loves most.
    rule(
        r"\bmi\s+(?:lugar|sitio|rincon)\s+(?:feliz|en\s+el\s+mundo)\s+(?:es|sigue\s+siendo)\s+" + V + END,
        keyed("favourite place", values.favourite),
    ),
    # "anoche vi otra vez Esperando la carroza; es mi película favorita", "releyendo Cien años de soledad, es mi libro
    # favorito": the thing just watched, read, heard or cooked, then said to be the user's favourite of its kind.
    rule(
        r"\b(?:vi|veo|viendo|volvi\s+a\s+ver|mire|mirando|escuchando|escucho|escuche|oyendo|oigo|leyendo|releyendo|leo|releo"
        r"|lei|relei|comiendo|comi|hacer|hice|haciendo|cocinar|cocinando|cocine|preparando|prepare)\s+"
        r"(?:otra\s+vez\s+|de\s+nuevo\s+)?(?:a\s+)?"
        + V
        # the thing ends where how, with whom or how often it was had starts, or at an emoji
        + r"(?:"
        + END_PREF
        + r"|(?=\s+(?:como|con|sin|otra\s+vez|de\s+nuevo|todo|toda|todos|todas|mientras|cada|siempre|mucho)\b)"
        + r"|(?=\s*"
        + EMOJI
        + r"))[^.!?]*?(?:[,;]|"
        + EMOJI
        + r"+)\s*(?:y\s+)?es\s+(?:sin\s+duda\s+)?mi\s+"
        r"(?P<n>[a-z]+)\s+(?:favorit[oa]|preferid[oa])\b",
        favourite_just_named,
    ),
    rule(
        r"(?:^|[,.;]\s*)(?:(?:el|la|los|las)\s+)?"  # the sentence's capital, not a title's
        + V
        + r"\s+(?:es|son)\s+(?:mi|mis)\s+(?P<n>[a-z]+(?:\s+[a-z]+)?)\s+(?:favorit[oa]s?|preferid[oa]s?)"
        + END,
        favourite,
    ),
    # "… y mi película favorita, El secreto de sus ojos": a second favourite, its verb left out.
    rule(
        r"\b(?:y|e)\s+(?:mi|mis)\s+(?P<n>[a-z]+(?:\s+[a-z]+)?)\s+(?:favorit[oa]s?|preferid[oa]s?)\s*,\s*"
        + V
        + LISTED_FAVOURITE_ENDS,
        favourite_listed,
    ),
    rule(r"\b(?:el|la)\s+(?P<v>[a-z]+)\s+sobre\s+todo\b", keyed("colour", values.colour), requires=r"\bme\s+gusta"),
    # "las pelis de terror son mis favoritas", "el sushi es mi favorito": its kind said inside the thing, or a dish.
    rule(
        r"(?:^\W*|[,.!;]\s*)(?:(?:y|pero)\s+)?(?:(?:el|la|los|las)\s+)?" + V + r"\s+(?:es|son)\s+(?:sin\s+duda\s+)?"
        r"(?:mi|mis)\s+(?:favorit[oa]s?|preferid[oa]s?)" + END,
        favourite_of_its_kind,
    ),
    # "ninguna peli me ha marcado tanto como El laberinto del fauno, es mi favorita": the thing first, and its kind
    # said elsewhere in the line (or a dish: "nada como unas buenas lentejas, mi comida favorita de siempre").
    rule(
        r"\b(?:como|que|nada\s+como|nada\s+supera\s+a)\s+(?:(?:un|una|unos|unas)\s+(?:buen[oa]s?\s+)?)?"
        + V
        + r"\s*,\s*(?:es\s+|son\s+)?(?:mi|mis)\s+(?:favorit[oa]s?|preferid[oa]s?)\b",
        favourite_of_its_kind,
    ),
    rule(
        r"\b(?:el|la|los|las)\s+(?P<n>[a-z]+(?:\s+[a-z]+)?)\s+(?:que\s+mas\s+me\s+(?:(?:ha|han)\s+)?(?:gusta|encanta"
        # "el libro que más me ha marcado", "la peli a la que siempre vuelvo": the one that marked the user most
        r"|gustado|encantado|marcado|enganchado)n?|(?:al|a\s+la|a\s+los|a\s+las)\s+que\s+siempre\s+vuelvo)\s+(?:es|son)\s+"
        r"(?:(?:el|la|los|las)\s+)?" + V + END,
        favourite,
    ),
    # Decisions, tools, projects.
    rule(r"\b" + CHOSE + r"\s+" + V + PURPOSE, choice()),
    rule(r"\b(?:al\s+final\s+)?nos\s+quedamos\s+con\s+" + V + PURPOSE, choice()),
    rule(r"\bvamos\s+con\s+" + V + PURPOSE, choice()),
    rule(r"\boptamos\s+por\s+" + V + PURPOSE, choice()),
    rule(r"\b(?:elegimos|elegi|nos\s+decidimos\s+por)\s+" + V + PURPOSE, choice()),
    rule(r"\bal\s+final\s+vamos\s+a\s+usar\s+" + V + PURPOSE, choice()),
    rule(r"\bquedamos\s+en\s+que\s+el\s+proveedor\s+de\s+\w+\s+es\s+" + V + END, keyed("supplier", values.company)),
    rule(r"\b(?:ahora\s+)?(?:uso|usamos)\s+" + V + PURPOSE, choice(), requires=r"\bahora\b|\bpara\b"),
    rule(r"\b(?:cambiamos|pasamos|nos\s+pasamos|migramos)\s+a\s+" + V + END, choice()),
    rule(r"\bnuestra\s+tienda\s+esta\s+en\s+" + V + END, choice("platform"), inferred=True),
    rule(r"\blos\s+envios\s+los\s+hacemos\s+con\s+" + V + END, choice("carrier"), inferred=True),
    rule(r"\btrabajamos\s+con\s+" + V + END, choice(), inferred=True),
    rule(r"\bcobramos\s+(?:con|por)\s+" + V + END, choice("payment provider")),
    rule(r"\bdejamos\s+" + V + END, choice(), retire=True, negative_form=True),
    rule(
        r"\b(?:decidimos|decidi|resolvimos)\s+(?P<v>(?:no\s+)?(?!usar|pasar|migrar|ir\s|quedar|contratar)"
        # a choice about the couple's own day is no decision of the organisation ("no casarnos alli")
        r"(?!casar|cenar|comer|esperar|invitar|celebrar|tener\s+(?:un\s+bebe|hijos))"
        r"[a-z]+(?:ar|er|ir)\b.*)(?<!\balli)(?<!\balli\.)(?<!\bahi)(?<!\bahi\.)(?<!\baqui)(?<!\baqui\.)(?<!\bhoy)(?<!\bhoy\.)$",
        freeform("decision"),
        negative_form=True,
    ),
    rule(r"\bel\s+lanzamiento\s+de\s+[^,.]+?\s+es\s+el\s+(?P<d>\d{1,2})\s+de\s+(?P<m>[a-z]+)", day_month("deadline")),
    rule(
        r"\bestamos\s+(?:armando|construyendo|desarrollando|lanzando)\s+" + V + END,
        freeform("project"),
        requires=r"\bproyecto\b",
    ),
    # Tastes and pastimes, when nothing more specific read the words.
    # "juego al pádel", and as the Americas say it, "juego fútbol los jueves" (never the noun: "el juego de mesa").
    rule(
        r"(?<!\bel\s)(?<!\bun\s)(?<!\bmi\s)(?<!\bese\s)(?<!\beste\s)(?<!\btu\s)(?<!\bsu\s)"
        r"\b(?:juego|jugamos)\s+(?:(?:al|a\s+la|a\s+los|a)\s+)?(?P<v>[a-z]+(?:\s+[a-z]+){0,2})",
        pastime_in(qualified_after=True),
    ),
    rule(r"\b(?:toco|tocamos)\s+(?:el|la|los|las)\s+(?P<v>[a-z]+)", pastime),
    # "hace un mes q empecé a correr", "me he puesto a aprender guitarra": a pastime the user just took up.
    rule(
        r"\b(?:empece|empezamos|he\s+empezado|hemos\s+empezado|acabo\s+de\s+empezar|comence|me\s+puse|me\s+he\s+puesto"
        r"|me\s+aficione)\s+(?:a|con)\s+(?:hacer\s+|practicar\s+|aprender\s+(?:a\s+tocar\s+)?|tocar\s+|jugar\s+)?"
        r"(?:(?:al|a\s+la|a\s+los|el|la|los|las)\s+)?(?P<v>[a-z]+(?:\s+[a-z]+){0,2})",
        pastime,
        excludes=ONE_RUN,
    ),
    rule(
        r"\b(?:hago|practico|hacemos|practicamos)\s+(?:el\s+|la\s+)?(?P<v>[a-z]+(?:\s+[a-z]+){0,2})",
        pastime_in(qualified_after=True),
    ),
    # "dejé el pádel por la rodilla", "he dejado de correr": a known pastime the user gave up, the reason or the time
    # after it ("dejé la bici en casa" is where a thing was left; "dejé el gimnasio, estoy en paro" a job).
    rule(
        r"\b(?:deje|dejamos|he\s+dejado|hemos\s+dejado|abandone|colgue)\s+(?:(?:el|la|los|las)\s+|de\s+(?:(?:hacer|jugar"
        r"|practicar|ir)\s+(?:(?:al|a\s+la|a)\s+)?)?(?:(?:el|la)\s+)?)(?P<v>[a-z]+(?:\s+[a-z]+)?)"
        r"(?=\s*(?:$|[,.;:!?]|\b(?:por|hace|desde|y|e|porque|cuando|tras|despues|del\s+todo)\b))",
        pastime,
        retire=True,
        negative_form=True,
        excludes=WORK_WORDS + r"|\ben\s+paro\b|\bdesemplead[oa]\b",
    ),
    # "los sábados por la mañana son para el pádel": the user's free time given to a pastime, never the time itself.
    rule(
        r"^\W*(?:mis\s+|nuestr[oa]s\s+|los\s+|las\s+)?(?:(?:lunes|martes|miercoles|jueves|viernes|sabados|domingos|findes"
        r"|fines\s+de\s+semana|mananas|tardes|noches)(?:\s+(?:por|a|en)\s+la\s+(?:manana|tarde|noche)|\s+de\s+(?:manana|tarde))?)"
        r"\s+son\s+(?:para|de)\s+(?:el\s+|la\s+|los\s+|las\s+|ir\s+a\s+|ir\s+al\s+|hacer\s+|salir\s+a\s+)?"
        r"(?P<v>[a-z]+(?:\s+[a-z]+){0,2})",
        pastime,
    ),
    # "me paso los domingos pintando", "los sábados me los paso pintando", "vivo arriba de la bici": a pastime told as a
    # habit.
    rule(
        r"\b" + SPENDS_TIME + r"\s+(?P<v>[a-z]+(?:ando|iendo|yendo))\b",
        pastime,
    ),
    # "los domingos me los paso haciendo pan de masa madre": what the user spends their days making.
    rule(
        r"\b" + SPENDS_TIME + r"\s+(?:haciendo|preparando|horneando|cocinando|elaborando)\s+(?P<v>[^,.;:!?]+?)" + END,
        thing_made,
    ),
    rule(
        r"\b(?:vivo|me\s+la\s+paso)\s+(?:arriba\s+de|encima\s+de|sobre|en)\s+(?:la|el|mi)\s+(?P<v>[a-z]+)\b",
        pastime,
    ),
    rule(
        r"\b(?:salgo|salimos|voy|vamos)\s+a\s+(?P<v>[a-z]+(?:\s+[a-z]+){0,2})",
        pastime,
        requires=r"\blos\s+(?:findes|fines\s+de\s+semana|lunes|martes|miercoles|jueves|viernes|sabados|domingos)\b"
        r"|\btod[oa]s\s+l[oa]s\b|\bcada\s+(?:finde|semana|sabado|domingo|manana|tarde)\b|\bsuelo\b",
    ),
    # "solemos ir de pesca en vacaciones", "siempre vamos de pesca con mi padre": a pastime as a habit of going.
    rule(
        r"\b(?:(?:suelo|solemos)\s+ir|siempre\s+(?:me\s+voy|nos\s+vamos|voy|vamos))\s+(?:a|de)\s+"
        r"(?P<v>[a-z]+(?:\s+[a-z]+){0,2})",
        pastime,
    ),
    # "me encanta tejer como hobby", "hago cerámica de pasatiempo": un gusto que el usuario nombra como pasatiempo.
    rule(
        r"\b(?:me\s+(?:encanta|gusta|fascina)n?|disfruto(?:\s+(?:del|de\s+la|de\s+los|de\s+las|de))?)\s+"
        + V
        + r"\s+(?:como|de)\s+(?:hobby|pasatiempo|aficion)\b",
        taste("hobby"),
    ),
    rule(
        r"\blo\s+que\s+mas\s+(?:me|nos)\s+(?:gusta|encanta|flipa|apasiona)n?(?:\s+(?:del\s+mundo|de\s+todo|en\s+la\s+vida))?\s+"
        r"(?:es|son)\s+" + V + END,
        taste("likes"),
    ),
    rule(
        # "no me gusta para nada, hacer cola": how little, then the thing after the comma
        r"\bno\s+(?:me|nos)\s+gusta(?:n)?\s+(?:nada\s+|mucho\s+|demasiado\s+|nada\s+de\s+nada\s+|para\s+nada\s*,?\s*)?"
        + V
        + END,
        taste("dislikes"),
        negative_form=True,
        one_off_gated=True,
    ),
    # "prefiero ver series en inglés", "me gusta ir a correr por la mañana": el verbo con lo que se hace y cómo.
    rule(r"\bprefiero\s+(?:mil\s+veces\s+|siempre\s+)?" + VERBAL_ES, taste("preference"), one_off_gated=True),
    rule(
        r"\bprefiero\s+(?P<v>[a-z]+(?:ar|er|ir)\s+(?:en|por|con|de|a)\s+[^,.;!?]+?)" + END_PREF,
        taste("preference"),
        one_off_gated=True,
    ),
    # "prefiero mil veces el té": "mil veces" only says how much.
    rule(
        r"\bprefiero\s+(?:mil\s+veces\s+|cien\s+veces\s+|muchisimo\s+|mucho\s+mas\s+|de\s+lejos\s+)?" + V + END_PREF,
        taste("preference"),
        one_off_gated=True,
    ),
    # "me gustan el senderismo, la repostería y el cine antiguo": la lista entera; la regla siguiente lee una sola cosa.
    rule(
        r"\b(?:me|nos)\s+(?:encanta|gusta|chifla|flipa|apasiona|pirra|mola)n?\s+(?:mucho\s+|muchisimo\s+|bastante\s+)?"
        + LIST,
        liked_list("likes", spanish=True),
        one_off_gated=True,
    ),
    rule(
        r"\b(?:me|nos)\s+(?:encanta|gusta|chifla|flipa|apasiona|mola)\s+(?:mucho\s+|muchisimo\s+|bastante\s+)?"
        + VERBAL_ES,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        # "me gusta harto el trekking", "me flipa mazo el surf": how much, in the region's word
        r"\b(?:me|nos)\s+(?:encanta|gusta|chifla|flipa|apasiona|pirra|mola)n?\s+(?:mucho\s+|muchisimo\s+|bastante\s+"
        r"|un\s+monton\s+|harto\s+|caleta\s+|mazo\s+|un\s+(?:huevo|chingo|buen)\s+|demasiado\s+|banda\s+|full\s+"
        r"|cantidad\s+|un\s+mont[oó]n\s+)?" + V + END,
        taste("likes"),
        one_off_gated=True,
    ),
    # "hago voluntariado en un comedor social", "soy voluntaria en un refugio": dar su tiempo es un pasatiempo.
    rule(
        r"\b(?:hago|hacemos|hice)\s+(?P<v>(?:de\s+)?voluntariado\s+(?:en|con|para)\s+[^,.;!?]+?)"
        + END
        + r"|\b(?:soy|colaboro\s+como)\s+(?P<w>voluntari[oa]\s+(?:en|de|con)\s+[^,.;!?]+?)"
        + END,
        lambda match, original: ("hobby", values.clean(span(match, original, "v" if match.start("v") >= 0 else "w"))),
        excludes=r"\b(?:manana|hoy|esta\s+(?:noche|semana|tarde)|este\s+(?:finde|sabado|domingo))\b",
    ),
    # "me interesa mucho la astronomía": un interés que dura es un gusto.
    rule(
        r"(?:^\W*|(?<=[,;]\s)|\b(?:yo|tambien)\s+|(?<=\ba\smi\s))me\s+interesa(?:n)?\s+(?:mucho\s+|muchisimo\s+|bastante\s+)?"
        + V
        + END,
        taste("likes"),
        one_off_gated=True,
        excludes=r"\b(?:este|esta|estos|estas|ese|esa|el\s+(?:primero|segundo|mas\s+barato)|la\s+(?:primera|segunda|mas\s+barata)"
        r"|saber|si\b|que\b|cuanto|precio)\b",
    ),
    # "estamos esperando gemelos para mayo", "estoy embarazada de mi primer hijo": un bebé en camino.
    rule(
        # also said of the user's partner ("mi mujer está esperando gemelos para junio")
        r"\b(?:estoy|estamos|(?<!de\s)(?:mi|nuestr[oa])\s+(?:esposa|mujer|pareja|novia|flaca|senora|jeva|polola|enamorada)"
        r"\s+esta)\s+(?:esperando|embarazada\s+de)\s+(?P<v>(?:(?:un|una|nuestr[oa]|mi)\s+(?:primer\s+|segundo\s+|tercer\s+)?"
        r"(?:bebe|nene|nena|nino|nina|hij[oa]|varon|varoncito|nenita)|gemel[oa]s|melliz[oa]s|trillizos|trillizas)"
        r"(?:\s+(?:para|en|a\s+finales\s+de|a\s+principios\s+de)\s+[^,.;!?]+?)?)" + END,
        lambda match, original: ("upcoming plan", values.clean(span(match, original))),
    ),
    # "soy fanático del fútbol", "soy fan de los Beatles": un gusto que el usuario dice de sí.
    rule(
        r"\bsoy\s+(?:muy\s+|super\s+|re\s+|bien\s+)?(?:fanatic[oa]|fan|hinchas?|aficionad[oa])\s+(?:del|de\s+la|de\s+los|de\s+las|de)\s+"
        + V
        + END,
        taste("likes"),
        one_off_gated=True,
    ),
    # "estoy en el ejército", "sirvo en la Armada": las fuerzas donde el usuario sirve son su empleador.
    rule(
        r"\b(?:estoy|sirvo|trabajo)\s+en\s+(?:el|la)\s+(?P<v>ejercito|marina|armada|fuerza\s+aerea|guardia\s+civil"
        r"|guardia\s+nacional|infanteria\s+de\s+marina)" + END,
        lambda match, original: ("employer", values.clean(span(match, original))),
    ),
    # "en mi tiempo libre hago cerámica", "cuando tengo un rato libre leo": lo que llena el tiempo libre es un hobby.
    rule(
        r"(?:\ben\s+(?:mi|mis|nuestro|nuestros)\s+(?:tiempo\s+libre|ratos?\s+libres?|horas\s+libres)|\bcuando\s+(?:tengo|me\s+queda)"
        r"\s+(?:un\s+)?(?:tiempo\s+libre|rato\s+libre|ratito\s+libre|ratos\s+libres|un\s+rato))\s*,?\s*(?:yo\s+|me\s+gusta\s+"
        r"|me\s+encanta\s+|suelo\s+)?(?P<v>[a-z]+(?:\s+[a-z]+){0,2}?)" + END,
        free_time,
    ),
    # "colecciono sellos antiguos", "restauro muebles viejos": una colección o una restauración a la que el usuario se
    # dedica, nunca un recado ("recojo a los niños").
    rule(
        r"(?:^|[,.;]\s*|\byo\s+|\btambien\s+)(?P<v>(?:colecciono|restauro)\s+(?!(?:el|la|los|las|lo|mi|mis|tu|tus|su|sus|un|una"
        r"|datos|pagos|copias)\b)[a-z]+(?:\s+[a-z]+){0,2}?)" + END,
        kept_at,
    ),
    # "mis pasatiempos son leer y nadar", "mis hobbies son la pesca y el ajedrez": cada pasatiempo nombrado.
    rule(
        r"\b(?:mis\s+(?:hobbies|pasatiempos|aficiones)(?:\s+favorit[oa]s)?\s+(?:son|incluyen)|mi\s+(?:hobby|pasatiempo|aficion)\s+es)\s+"
        r"(?P<v>[^,.;:!?()\n]+(?:,\s*[^,.;:!?()\n]+)*?)(?=\s*(?:$|[.;:!?()\n]|\s-\s|\b(?:pero|porque|aunque|jaja\w*)\b))",
        pastimes_listed,
        excludes=r"\b(?:ninguno|ninguna|nada|secreto|no)\b",
    ),
    # "los findes salgo en bici con la peña": a pastime the user goes out to do, on a day that says it is a habit.
    rule(
        r"\b(?:los\s+findes|los\s+fines\s+de\s+semana|los\s+(?:lunes|martes|miercoles|jueves|viernes|sabados|domingos)"
        r"|cada\s+(?:finde|fin\s+de\s+semana|domingo|sabado)|siempre|a\s+menudo|suelo|solemos)\b[^.;!?]*?"
        r"(?<!\bse\s)(?<!\bsu\s)\b(?:salgo|salimos|sal(?:ir)?)\s+(?:a\s+dar\s+una\s+vuelta\s+)?en\s+(?P<v>bici|bicicleta|moto|kayak"
        r"|piragua|velero|barca|patines)\b",
        lambda match, original: ("hobby", values.clean(span(match, original))),
        excludes=COMMUTE,
    ),
    # "hablo español y catalán", "soy diabética tipo uno", "tengo asma": languages spoken and a condition lived with
    # are notes in the user's words.
    rule(
        r"(?:^\W*|(?<=[,;]\s)|\b(?:y|yo)\s+)(?P<v>hablo\s+(?:(?:muy\s+)?bien\s+|con\s+fluidez\s+)?"
        + SPOKEN_LANGUAGE
        + r"(?:\s*,\s*"
        + SPOKEN_LANGUAGE
        + r")*(?:\s+(?:y|e)\s+(?:algo\s+de\s+)?"
        + SPOKEN_LANGUAGE
        + r")?)",
        keyed("note", values.clean),
    ),
    # "solo mi perro y yo en una casita de Cádiz": the household the user is in, in a home in a place.
    rule(
        r"\b(?:mi|mis|nuestr[oa]s?)\s+[^,.;]{1,40}?\s+y\s+yo\s+en\s+(?:un|una|el|la|mi|nuestr[oa])\s+(?:\w+\s+){0,2}?"
        r"(?:piso|pisito|casa|casita|departamento|depa|depto|apartamento|estudio|monoambiente|cuarto)\s+(?:\w+\s+)?"
        r"(?:en|de)\s+(?:el\s+|la\s+)?" + V + END,
        keyed("home", values.capitalised_place),
    ),
    # "mis viejos están en Córdoba y yo en Rosario": the user's home beside someone else's, the verb left out, or said
    # as where the user stays ("mi hija está en Lugo; yo sigo en Ourense"), never a few days away.
    rule(
        r"(?:^\W*|\b(?:y|e|pero|mientras\s+que|mientras)\s+|,\s*)yo\s+(?:(?:sigo|estoy|me\s+quedo|continuo)\s+)?"
        r"(?:(?:aca|aqui|alla|todavia|aun)\s+)?en\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"\b(?:vive|viven|esta|estan|radica|radican)\s+en\b",
        excludes=r"\b(?:este\s+(?:finde|fin\s+de\s+semana|mes)|esta\s+semana|hoy|de\s+(?:viaje|vacaciones|visita|paso)"
        r"|por\s+(?:trabajo|unos\s+dias))\b",
    ),
    # "soy limeña", "cusqueño soy", "como buena asturiana que soy", "somos una familia tapatía": where the user is from,
    # said by the word for its people, as said; never beside the place itself ("soy cubana, de Camagüey" names it).
    rule(
        r"(?:\bsoy\s+(?:(?:muy|bien|re|tan|un|una|buen|buena|orgullosamente)\s+){0,2}"
        r"|\bsomos\s+(?:(?:una\s+)?familia\s+|una\s+pareja\s+|un\s+matrimonio\s+)?)" + DEMONYM + NO_PLACE_AFTER,
        keyed("origin", values.clean),
    ),
    rule(r"(?:^\W*|\bbuen[oa]?\s+)" + DEMONYM + r"\s+(?:que\s+)?soy\b", keyed("origin", values.clean)),
    # "Chilango de toda la vida, …", "Paisa de pura cepa, …": the word opening the line, with what says it is by birth.
    rule(
        OPENING + DEMONYM + r"\s+" + BY_BIRTH,
        keyed("origin", values.clean),
    ),
    # "Andaluza, de Huelva, …", "Madrileño de Vallecas y …": the word for its people opening the line, then the place.
    rule(
        OPENING + DEMONYM.replace("?P<v>", "?P<d>") + r"\s*,?\s+de\s+" + V + END,
        keyed("origin", values.capitalised_place),
    ),
    # "De Soria de toda la vida, …", "De Santiago, el de Chile, …", "De Cádiz, pero vivo en …": the place alone opening
    # the line, with what says it is the user's by birth, which of two it is, or the home it is set against.
    rule(
        OPENING
        + r"de\s+"
        + V
        + r"(?=\s*,?\s*"
        + BY_BIRTH
        + r"|,\s*(?:la|el)\s+de\s+\w|,\s*aunque\s+"
        + HOME_NOW
        + r")",
        keyed("origin", values.capitalised_place),
    ),
    # the same before "pero", which ends the clause
    rule(
        OPENING + r"de\s+" + V + r"(?=\s*,?\s*$)",
        keyed("origin", values.capitalised_place),
        requires=OPENING + r"de\s+[^,.;:!?]{1,40},\s*pero\s+" + HOME_NOW,
    ),
    # "soy regio, de Monterrey", "soy porteña, de Buenos Aires": the word for where the user is from, then the place.
    rule(r"\bsoy\s+(?!de\b|del\b)[a-z]+\s*,\s*de\s+" + V + END, keyed("origin", known_town_or_country)),
    # "mi marido es de Bilbao y yo de Logroño": where the user is from beside someone else's, the verb left out.
    rule(
        r"(?:\b(?:y|e|pero|mientras\s+que|mientras)\s+|,\s*)yo\s+(?:soy\s+)?de\s+" + V + END,
        keyed("origin", values.capitalised_place),
        requires=r"\b(?:es|son)\s+de\b",
        excludes=r"\byo\s+(?:soy\s+)?de\s+(?:viaje|vacaciones|visita|paso|acuerdo|nuevo|verdad)\b",
    ),
    # "mi mujer es de Lugo, como yo", "mis suegros viven en Jaén, igual que yo": someone's place said to be the
    # user's as well.
    *(
        rule(
            r"\b" + said + r"\s+" + V.replace("?P<v>", "?P<p>") + r"\s*,?\s+(?:y\s+)?"
            r"(?P<v>(?:como|igual\s+que|al\s+igual\s+que|lo\s+mismo\s+que)\s+yo)\b",
            place_named_before(key),
        )
        for said, key in ((r"(?:es|son)\s+de", "origin"), (r"(?:vive|viven)\s+en", "home"))
    ),
    # "voy en tren a mi oficina de Iberdrola", "mi sede de Inditex": the user's office named by its firm (never a town:
    # "mi oficina de Vigo").
    rule(r"\bmi\s+(?:oficina|sede|planta|fabrica)\s+(?:de|en)\s+" + V + END, keyed("employer", values.named_company)),
    # "hago de guía en el Albaicín, que es donde vivo", "te escribo desde Tarifa, donde vivo": a place named, then
    # said to be where the user lives.
    rule(
        r"\b(?:en|desde|es)\s+(?:(?:el|la|los|las)\s+)?" + V.replace("?P<v>", "?P<p>") + r"\s*,?\s+"
        r"(?:que\s+(?:ahi\s+|alli\s+|aqui\s+)?es\s+)?(?P<v>(?:donde|en\s+donde)\s+(?:yo\s+)?(?:vivo|vivimos))\b",
        place_named_before("home"),
    ),
    # "sigo en Málaga, donde nací", "vivo en Vigo, que es donde me crié": the place the user was born in or grew up.
    rule(
        r"\ben\s+" + V.replace("?P<v>", "?P<p>") + r"\s*,?\s+(?:que\s+es\s+)?(?P<v>(?:donde|en\s+donde)\s+(?:yo\s+)?"
        r"(?:naci|me\s+crie|creci))\b",
        place_named_before("origin"),
    ),
    rule(r"\b(?P<v>(?:soy|tengo|padezco\s+de|padezco)\s+" + CONDITION + r")", keyed("note", values.clean)),
    # "mido 1,80", "mido un metro setenta": the user's height is a note in their words (never "mide", someone else's).
    rule(
        r"\b(?P<v>mido\s+(?:\d[,.']\d{1,2}|un\s+metro\s+(?:[a-z]+(?:\s+y\s+(?:uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|medio))?|\d{1,2}))(?:\s*(?:m|mts?|metros|cm)\b)?)",
        keyed("note", values.clean),
    ),
    # "llevo tres años sobria", "llevo dos años sin beber": sobriety kept for a while is a note in the user's words.
    rule(
        r"\b(?P<v>llevo\s+(?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)\s+(?:anos|meses)\s+"
        r"(?:sobri[oa]|sin\s+(?:beber|tomar|probar\s+(?:el\s+)?alcohol)))\b",
        keyed("note", values.clean),
    ),
    # "no bebo alcohol", "no tomo", "no fumo ni bebo", "soy abstemia": what the user abstains from is a note in their
    # words; "no tomo café" or "no bebo mucho" is a taste or an amount, not this.
    rule(
        # "…, y no bebo alcohol, así que…": joined to what was said before
        r"(?:^\W*|(?<=[,;]\s)|\b(?:yo|la\s+verdad|pues|ya|y|e)\s+)(?P<v>(?:no|nunca)\s+(?:bebo|tomo|fumo)"
        r"(?:\s+(?:ni|y|tampoco)\s+(?:bebo|tomo|fumo))?(?:\s+(?:nada\s+de\s+)?alcohol)?|soy\s+abstemi[oa])" + END,
        keyed("note", values.clean),
        negative_form=True,
        one_off_gated=True,
    ),
    # "conduzco un Seat Ibiza", "manejo una camioneta": the vehicle the user drives is a note in their words; a taxi
    # or a bus driven is work, and a car for the day is none.
    rule(
        r"\b(?P<v>(?:conduzco|manejo)\s+(?:un|una)\s+(?:[a-z0-9-]+\s+){0,2}?(?:coche|carro|auto|camioneta|furgoneta"
        r"|moto|monovolumen|todoterreno|4x4|caravana|autocaravana|yate|barco|"
        + CAR_MAKES
        + r")(?:\s+[a-z0-9-]+)?)"
        + END,
        keyed("note", values.clean),
        excludes=r"\b(?:taxi|bus|autobus|colectivo|micro|camion|uber|alquilad[oa]|prestad[oa]|hoy|manana|para\s+vivir)\b",
    ),
    # "tengo un Fiat Palio del 2012": a car the user owns, named by its make, is a note too.
    rule(
        r"\b(?P<v>(?:tengo|tenemos)\s+(?:un|una)\s+" + CAR_MAKES + r"(?:\s+[a-z0-9-]+)?)" + END,
        keyed("note", values.clean),
        excludes=r"\b(?:alquilad[oa]|prestad[oa]|hoy|manana|de\s+juguete|a\s+escala)\b",
    ),
    # "soy amante del café", "soy una gran amante de los gatos": what the user is a lover of is a like.
    rule(
        r"\bsoy\s+(?:un\s+|una\s+)?(?:gran\s+|super\s+|muy\s+)?amante\s+(?:de\s+la|de\s+los|de\s+las|del|de)\s+"
        + V
        + END,
        taste("likes"),
    ),
    # "soy surfista", "soy escaladora": a pastime said by the word for who does it, never with a trade after it
    # ("corredor de seguros") nor paid ("ciclista profesional").
    rule(
        r"\bsoy\s+(?:un\s+|una\s+)?(?P<v>surfista|escalador[a]?|senderista|alpinista|montanista|patinador[a]?|skater"
        r"|nadador[a]?|esquiador[a]?|ciclista|runner|gamer|triatleta|buceador[a]?|jardiner[oa]\s+aficionad[oa])"
        r"(?!\s+(?:de|profesional|pro|federad[oa])\b)" + END,
        lambda match, original: ("hobby", values.clean(span(match, original))),
    ),
    # "soy ciclista aficionado", "soy fotógrafa amateur": un pasatiempo dicho como lo que el usuario es.
    rule(
        r"\bsoy\s+(?:un\s+|una\s+)?(?P<v>[a-z]+)\s+(?:aficionad[oa]|amateur)\b",
        lambda match, original: ("hobby", values.clean(span(match, original))),
    ),
    # "escucho mucho reguetón", "siempre escucho a Vetusta Morla": la música que el usuario escucha es un gusto.
    rule(
        r"(?:^\W*|(?<=,)\s*|\b(?:yo|tambien|siempre|sobre\s+todo|mas\s+que\s+nada|casi\s+siempre|solo)\s+)(?:escucho|oigo)\s+"
        + V
        + END,
        listened_to,
        one_off_gated=True,
        excludes=r"\b(?:antes|de\s+joven|de\s+chic[oa]|cuando\s+era)\b",
    ),
    rule(r"\bsoy\s+(?:muy|mas)\s+de\s+" + V + END, taste("likes"), one_off_gated=True),
    # A taste said otherwise than verb first: the thing before the verb ("el teatro me gusta bastante", "el pulpo no me
    # gusta", "lo de madrugar no lo llevo", "el cine es lo que más me gusta"), held since always ("siempre me ha gustado
    # el jazz", "nunca me han gustado las setas"), with a filler between ("me gusta, eh, la playa", "me gusta mucho como
    # la calma") or said of the kind of person the user is ("soy una persona a la que le gusta el orden").
    rule(
        TOPIC_OPENS + r"(?P<v>(?:el|la|los|las)\s+" + TOPIC + r")\s+(?:a\s+mi\s+)?(?:tambien\s+)?(?:me|nos)\s+"
        r"(?:encanta|gusta|chifla|flipa|apasiona|pirra|mola)n?(?:\s+(?:mucho|muchisimo|bastante))?" + TOPIC_ENDS,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        TOPIC_OPENS + r"lo\s+de\s+(?P<v>" + TOPIC + r")\s+(?:a\s+mi\s+)?(?:tambien\s+)?(?:me|nos)\s+"
        r"(?:encanta|gusta|chifla|flipa|apasiona|pirra|mola)n?(?:\s+(?:mucho|muchisimo|bastante))?" + TOPIC_ENDS,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        TOPIC_OPENS
        + r"(?:lo\s+de\s+)?(?P<v>(?:el|la|los|las)\s+"
        + TOPIC
        + r")\s+(?:a\s+mi\s+)?(?:no\s+)+(?:me|nos)\s+"
        r"gusta(?:n)?(?:\s+(?:mucho|nada|demasiado))?" + TOPIC_ENDS,
        taste("dislikes"),
        negative_form=True,
        one_off_gated=True,
    ),
    # "el amarillo no lo soporto", "el cilantro lo odio": the thing first, its pronoun before the verb of hating.
    rule(
        TOPIC_OPENS
        + r"(?P<v>(?:el|la|los|las)\s+"
        + TOPIC
        + r")\s+(?:a\s+mi\s+)?(?:(?:no\s+)+(?:lo|la|los|las)\s+(?:soporto|aguanto|trago|tolero|puedo\s+ver)"
        r"|(?:lo|la|los|las)\s+(?:odio|detesto|aborrezco))(?:\s+(?:nada|para\s+nada|ni\s+en\s+pintura))?" + TOPIC_ENDS,
        hated,
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"\b(?P<v>(?:(?!(?:sobre|todo|no|se|pues|bueno|que|y|e|eso|esto|esa|ese|aquello|lo|si|pero)\b)[a-z]+\s+){0,2}"
        r"(?!(?:eso|esto|esa|ese|aquello|lo|que|todo)\b)[a-z]+)\s+(?:es|son)\s+lo\s+que\s+mas\s+(?:me|nos)\s+"
        r"(?:gusta|encanta|flipa|apasiona)n?\b",
        taste("likes"),
    ),
    rule(
        r"\bsiempre\s+(?:me|nos)\s+ha(?:n)?\s+(?:gustado|encantado|chiflado|apasionado|fascinado)\s+(?:mucho\s+|muchisimo\s+)?"
        + V
        + END,
        taste("likes"),
    ),
    rule(
        r"\bnunca\s+(?:me|nos)\s+ha(?:n)?\s+gustado\s+(?:mucho\s+|nada\s+)?" + V + END,
        taste("dislikes"),
        negative_form=True,
    ),
    rule(
        r"\b(?:me|nos)\s+(?:encanta|gusta|chifla|flipa|apasiona|mola)n?(?:\s+(?:mucho|muchisimo|bastante|mas))?"
        # after a comma only a thing with its article or a verb ("me encanta, gracias" thanks; "me gusta, la verdad")
        r"(?:\s*,\s*(?:(?:e+h+|m+|este)\b\s*,?\s*)?(?=(?:el|la|los|las)\s+(?!verdad\b)|" + INFINITIVE + r")"
        r"|\s+(?:e+h+|m+|como|este)\b\s*,?\s*)"
        r"(?!(?:pero|y|que|porque|si|no|cuando|aunque|a\s+veces)\b)" + V + END,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        r"\bme\s+gusta(?:n)?\s+mas\s+(?!(?:que|de|cuando|si)\b)" + V + END,
        taste("likes"),
        one_off_gated=True,
    ),
    rule(
        r"\bsoy\s+(?:una\s+persona|alguien|de\s+los|de\s+las)\s+(?:a\s+la\s+|al\s+)?que\s+(?:le|les|me)\s+"
        r"(?:gusta|gustan|encanta|encantan)\s+(?:mucho\s+|mas\s+)?(?:este\s+)?" + V + END,
        taste("likes"),
    ),
    # "tengo debilidad por los dulces": a weakness for a thing is a like.
    rule(r"\btengo\s+(?:una\s+)?(?:gran\s+)?(?:debilidad|predileccion)\s+por\s+" + V + END, taste("likes")),
    rule(
        r"\bno\s+soy\s+(?:muy\s+|mucho\s+|tan\s+|nada\s+)?(?:fan|fanatic[oa]|amante)\s+(?:del|de\s+la|de\s+los|de\s+las|de)\s+"
        + V
        + END,
        taste("dislikes"),
        negative_form=True,
    ),
    rule(
        r"\b(?:adoro|soy\s+(?:muy\s+|super\s+|re\s+|mega\s+|bien\s+|tan\s+)?fan\s+de|soy\s+(?:un|una)\s+fanatic[oa]\s+de"
        r"|soy\s+(?:muy\s+|super\s+|re\s+)?fanatic[oa]\s+de|(?:estoy|ando)\s+(?:super\s+|re\s+|muy\s+)?obsesionad[oa]\s+con"
        r"|(?:^\W*|(?<=,)\s*)(?:super\s+|muy\s+|re\s+)?fan\s+de)\s+" + V + END,
        taste("likes"),
    ),
    rule(
        r"\b(?:odio|detesto|aborrezco|no\s+soporto|no\s+aguanto|me\s+desagradan?)\s+" + LIST,
        liked_list("dislikes", spanish=True),
        negative_form=True,
    ),
    rule(
        r"\b(?:odio|detesto|aborrezco|no\s+soporto|no\s+aguanto|me\s+desagradan?)\s+" + V + END,
        taste("dislikes"),
        negative_form=True,
    ),
    # "me cae fatal la cebolla", "me revienta hacer cola", "el tráfico me saca de quicio": a dislike said by an idiom of
    # annoyance, the thing after it or before it ("se me carga el móvil" is a battery).
    rule(
        r"(?<!\bse\s)\b(?:me|nos)\s+" + ANNOYS + r"\s+(?!(?:que|cuando|si|porque|como|mucho|muchisimo|un\s+monton)\b)"
        r"(?:(?:el|la|los|las)\s+)?" + V + END,
        annoyance,
        one_off_gated=True,
    ),
    rule(
        TOPIC_OPENS
        + r"(?:lo\s+de\s+)?(?P<v>(?:(?:el|la|los|las)\s+)?"
        + TOPIC
        + r")\s+(?:a\s+mi\s+)?(?:me|nos)\s+"
        + ANNOYS
        + TOPIC_ENDS,
        annoyance,
        one_off_gated=True,
    ),
    # Standing instructions in the user's words, when nothing more specific matched the clause: what the assistant is
    # to do every time, said with a word that says so ("siempre", "a partir de ahora", "nunca"), about its answers in
    # general, or how to speak to the user ("trátame de usted", "no me tutees"); "esta vez", "hoy" make it a one-off.
    rule(
        r"(?:\bsiempre|\ba\s+partir\s+de\s+ahora|\bde\s+ahora\s+en\s+(?:mas|adelante)|\ben\s+adelante)\s*,?\s*"
        # "a partir de ahora, cuando me recomiendes restaurantes, pon siempre…": the case it is for, said between
        r"(?:(?:cuando|siempre\s+que|cada\s+vez\s+que)\s+me\s+[a-z]+[^,.;:!?]{0,40},\s*)?"
        r"(?:por\s+favor\s+)?(?P<v>(?:no\s+me\s+\w+|[a-z]+(?:a|e|i)(?:me|nos|melo|mela|selo)|(?:"
        + ASSISTANT_VERBS_ES
        # "quiero que a partir de ahora me des…": what the assistant is to do, asked with "que"
        + r")|(?:me|nos)\s+(?:"
        + ASSISTANT_NEVER_ES
        + r"))\b.*)$",
        freeform("instruction"),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"(?:^\W*|\bpor\s+favor\s*,?\s+|,\s*|\by\s+"
        # "de ahora en adelante nunca me propongas…": the never after a word of standing
        r"|\b(?:a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+(?:mas|adelante)|en\s+adelante)\s*,?\s*)"
        r"(?P<v>(?:nunca|jamas)\s+(?:me\s+|nos\s+)?(?:" + ASSISTANT_NEVER_ES + r")\b.*)$",
        freeform("instruction"),
        negative_form=True,
        one_off_gated=True,
    ),
    rule(
        r"(?:^\W*|\bpor\s+favor\s*,?\s+)(?P<v>(?:haz|hace|hazme|escribe|escribi|pon|pone|manten|mantene|deja|da)\s+"
        r"(?:todas\s+)?(?:tus|las)\s+respuestas\b.*)$",
        freeform("instruction"),
        one_off_gated=True,
    ),
    rule(
        r"(?:^\W*|\bpor\s+favor\s*,?\s+|,\s*|\by\s+|\bque\s+)(?P<v>(?:(?:no\s+)?me\s+gusta\s+que\s+)?"
        r"(?:(?:llamame|tratame|hablame|dirigete\s+a\s+mi)\s+de\s+(?:usted|tu|vos)|tuteame"
        r"|no\s+me\s+(?:tutees|trates\s+de\s+(?:usted|tu)|hables\s+de\s+(?:usted|tu)|llames\s+de\s+usted)"
        r"|me\s+(?:tutees|trates\s+de\s+(?:usted|tu)|hables\s+de\s+(?:usted|tu))))\b.*$",
        freeform("instruction"),
        negative_form=True,
    ),
    # "las recetas siempre en gramos", "los resúmenes escríbemelos siempre en viñetas", "…; las facturas pásamelas
    # siempre en PDF": a kind of answer put first, how it is always to come.
    rule(
        r"(?:^\W*|[;:]\s*)(?P<v>(?:las?|los?)\s+[a-z]+(?:\s+(?:de|del)\s+[a-z]+)?)\s+(?:[a-z]+(?:melos|melas|mela|melo)\s+)?"
        r"siempre\s+(?P<rest>(?:a|en|con|por)\s+.*)$",
        freeform("instruction"),
    ),
    # "usa siempre la coma para los decimales", "…, pon siempre el precio": a doing asked for every time, the word of
    # standing after the verb.
    rule(
        r"(?:^\W*|[,;:]\s*|\by\s+)(?P<v>(?:usa|utiliza|pon|escribe|redacta|ponme|escribeme)\s+)siempre\s+(?P<rest>.+)$",
        freeform("instruction"),
        one_off_gated=True,
    ),
    # A partner named by "es" after the word for them ("mi pareja es Lucía, llevamos seis años").
    rule(
        r"(?<!de\s)\b(?:mi|nuestr[oa])\s+" + RELATIVE + r"\s+es\s+" + WORD + r"(?=\s*(?:$|[,.;:!?]|\s(?:y|e)\s))",
        relative(RELATIVES),
    ),
    # "ya no estoy en Oxxo, me cambié a Bimbo de supervisor": the employer now and the role, after the one left.
    rule(
        r"\bya\s+no\s+(?:estoy|trabajo|curro|laburo|chambeo)\s+(?:en|para)\s+[^,.;!?]+?,\s*(?:y\s+)?(?:ahora\s+)?"
        r"me\s+(?:cambie|pase|fui)\s+a\s+(?:la\s+|el\s+)?(?=[^,.;!?]+?\s+de\s+"
        + NOT_A_PLAN_OF_A_FIRM
        + r"[a-z])"
        + V
        + END,
        employer_and_role,
        negative_form=True,
    ),
    rule(
        r"\bya\s+no\s+(?:estoy|trabajo|curro|laburo|chambeo)\s+(?:en|para)\s+" + V + END,
        keyed("employer", values.named_company),
        retire=True,
        negative_form=True,
        requires=r"\bme\s+(?:cambie|pase|fui)\s+a\s+[^,.;!?]+?\s+de\s+" + NOT_A_PLAN_OF_A_FIRM + r"[a-z]",
    ),
    # "lo dejé con Pablo", "me separé de Jorge", "rompí con Iván": the partner left.
    rule(
        # the name with its article, as Chile and the River Plate say it ("terminé con el Benja", "me separé del Nico")
        r"\b(?:lo\s+deje|la\s+deje|termine|rompi|corte)\s+con\s+(?:(?:el|la)\s+)?"
        + WORD
        + r"(?![\w'-])"
        + r"|\bme\s+(?:separe|divorcie)\s+(?:de\s+(?:la\s+)?|del\s+)"
        + WORD.replace("<v>", "<w>")
        + r"(?![\w'-])",
        partner_left,
        retire=True,
        negative_form=True,
        held_only=True,  # "terminé con Google": it retires only a partner of that name on record
    ),
    # "lo dejé con Sergio, ahora salgo con Daniel": the partner now, after a break-up.
    rule(
        r"\bahora\s+(?:salgo|estoy\s+saliendo|ando\s+saliendo|ando|estoy)\s+con\s+" + WORD + END,
        keyed("partner", values.capitalised_name),
        requires=BROKE_UP_ES + r"|\b(?:lo|la)\s+deje\s+con\b|\b(?:termine|rompi|corte)\s+con\b",
    ),
    # "ya no estoy con Sergio, lo dejamos": a partner left, in a line that says the couple broke up.
    rule(
        r"\bya\s+no\s+(?:estoy|ando|salgo|vivo)\s+con\s+" + WORD + END,
        keyed("partner", values.capitalised_name),
        retire=True,
        negative_form=True,
        requires=BROKE_UP_ES,
    ),
    # "en julio es mi boda con Andrés": the user's own day ahead, its time said first, and who they marry.
    rule(
        r"(?:^\W*|[,;]\s*)(?:en|el|este|esta|para)\s+[^,.;!?]{1,25}?\s+(?:es|sera)\s+mi\s+(?P<v>boda|graduacion|comunion"
        r"|confirmacion|bautizo|despedida\s+de\s+solter[oa])\b",
        plan("upcoming plan"),
        requires=AHEAD + "|" + DATED,
        excludes=PAST,
    ),
    # "Siempre que me des una ruta, dámela en kilómetros": what to do each time the assistant gives a kind of answer.
    rule(
        r"^\W*(?:siempre\s+que|cada\s+vez\s+que)\s+me\s+(?:des|pases|hagas|mandes|muestres|escribas|recomiendes|sugieras"
        r"|prepares|armes|busques)\b[^,.;!?]{1,40},\s*(?P<v>[a-z]+(?:mela|melo|melas|melos|me|la|lo|las|los)\s+.*)$",
        freeform("instruction"),
        one_off_gated=True,
    ),
    # "siempre que te pida datos, dámelos en una tabla": what the user asks for, and how it is to come each time.
    rule(
        r"^\W*(?:siempre\s+que|cada\s+vez\s+que)\s+te\s+(?:pida|pregunte)\s+(?:por\s+)?(?P<v>[^,.;!?]{1,40}),\s*"
        r"(?P<rest>[a-z]+(?:mela|melo|melas|melos)\s+.*)$",
        freeform("instruction"),
        one_off_gated=True,
    ),
    # "…, me quedo en Oporto": where the user stays after calling a move off.
    rule(
        r"\b(?:me\s+quedo|nos\s+quedamos)\s+(?:(?:aqui|aca)\s+)?en\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"\b(?:(?:al\s+final|finalmente)(?:\s+ya)?|ya|siempre)\s+no\s+(?:me\s+mudo|nos\s+mudamos"
        r"|(?:me|nos)\s+(?:voy|vamos)\s+a\b)|\b" + MOVE_NAMED + r"[^,.;]{1,40}?\s+(?:" + CALLED_OFF + r")",
    ),
    # "él se fue a Medellín y yo me quedé en Bogotá": where the user stayed when someone else moved away.
    rule(
        r"\b(?:y|e|pero)\s+yo\s+me\s+quede\s+(?:aca\s+|aqui\s+)?en\s+" + V + END,
        keyed("home", values.capitalised_place),
        requires=r"\bse\s+(?:fue|fueron|mudo|mudaron)\s+(?:a\s+vivir\s+)?(?:a|pa|para)\s+[a-z]",
    ),
    # "mi boda con Jaime es el 12 de octubre": who the user marries, the day said after
    rule(
        r"\bmi\s+boda\s+con\s+" + WORD + r"(?:" + END + r"|(?=\s+(?:es|sera)\b))",
        keyed("partner", values.capitalised_name),
        excludes=PAST,
    ),
    # "trabajo como ingeniera en una startup de fintech": the sector of the firm the user works at, when it is one.
    rule(
        r"\b(?:trabajo|curro|laburo|chambeo|estoy)\b[^.;]*?\ben\s+(?:una|la)\s+(?:startup|empresa|compania|firma"
        r"|consultora|agencia)\s+(?:del?\s+(?:sector\s+|rubro\s+)?)" + V + END,
        industry,
    ),
    # "tengo 2 perros, Coco y Nala, y una tortuga": the pet told by kind after the ones named.
    rule(
        r"\b(?:tengo|tenemos)\s+" + COUNT + r"\s+" + PETS + r"\s*,\s*[^\W\d_][\w'-]*(?:\s*(?:,|y|e)\s*[^\W\d_][\w'-]*)*"
        r"\s*,\s*(?:y|e)\s+(?P<v>" + COUNT + r"\s+" + PETS + r")\b(?!\s*,?\s*(?:que\s+se\s+llama|llamad|[a-z]))",
        pet_kinds(PETS),
    ),
]
