"""Wordings the thirty-fourth natural batch showed the rules missing or misreading in Spanish (facts told inside
stories: anecdotes, venting, catching up, the fact one clause of a longer message), each written here in other words,
with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a story's opener ("te cuento que", "le cuento que", "igual te cuento pa que…:") says nothing itself
        ("Te cuento que el verano pasado adoptamos una gata que se llama Mora.", [("pet", "Mora", "set")]),
        (
            "Le cuento que soy de Arequipa y llevo años en Lima.",
            [("home", "Lima", "set"), ("origin", "Arequipa", "set")],
        ),
        ("Igual te cuento pa que sepas: en julio me voy a Oaxaca con mis primas.", [("planned trip", "Oaxaca", "set")]),
        # "allá" after an opener that says which place the user asks about is that place
        (
            "Te explico por qué te pregunto tanto por Sevilla: nos mudamos allí en octubre.",
            [("planned move", "Sevilla", "set")],
        ),
        # a favourite said of the thing just watched, heard or cooked, after a comma, a semicolon or an emoji
        ("Anoche volví a ver Amélie con palomitas; es mi película favorita.", [("favourite film", "Amélie", "set")]),
        (
            "Estoy escuchando a Jorge Drexler otra vez, es mi cantante favorito.",
            [("favourite singer", "Jorge Drexler", "set")],
        ),
        ("El domingo preparé lentejas para todos 😋 es mi comida favorita.", [("favourite food", "lentejas", "set")]),
        # the user's own day ahead with whom said between, an event signed up for, a job begun at a firm named
        (
            "Mi boda con Irene es el 3 de junio y aún no tenemos fotógrafo.",
            [("partner", "Irene", "set"), ("upcoming plan", "boda el 3 de junio", "set")],
        ),
        (
            "Me he inscrito a la maratón de Valencia, que es el 1 de diciembre.",
            [("upcoming plan", "la maratón de Valencia", "set")],
        ),
        ("El 2 de septiembre empiezo en Iberdrola como técnica.", [("upcoming plan", "Iberdrola", "set")]),
        # a partner or a pet named, the relation or kind after it between commas, inside a story
        ("Ayer paseé con Nacho, mi marido, por el puerto.", [("partner", "Nacho", "set")]),
        ("Salí a correr con Kira, mi perra, y volví agotado.", [("pet", "Kira", "set")]),
        # a regional word for a job, a farming sector, a technician's course with its field
        ("Ya no soy garzona, ahora trabajo en una oficina.", [("job", "garzona", "retire")]),
        ("Trabajo en el sector ganadero desde hace diez años.", [("industry", "ganadero", "set")]),
        ("Estoy cursando técnico en laboratorio clínico.", [("studies", "técnico en laboratorio clínico", "set")]),
        # updates told in a story: the couple named with the user among them broke up (a partner of that name on
        # record is retired), the new partner after a break-up, where the user stayed when someone else moved away or
        # a move was called off, a pet that died said plainly
        ("Mi pareja Lucía y yo nos separamos en verano.", [("partner", "Lucía", "retire")]),
        ("Yo y Nico cortamos hace un mes.", [("partner", "Nico", "retire")]),
        ("Lo dejé con Marcos y ahora estoy saliendo con Iván.", [("partner", "Iván", "set")]),
        ("Mi hermana se mudó a Quito y yo me quedé en Cuenca.", [("home", "Cuenca", "set")]),
        (
            "Al final no nos mudamos a Gijón, a Pablo no le salió el trabajo y nos quedamos en Oviedo.",
            [("home", "Oviedo", "set"), ("planned move", "Gijón", "retire")],
        ),
        ("Canela falleció anoche, la vamos a extrañar.", [("pet", "Canela", "retire")]),
        # one clause of a longer message: the age turned today, an email closing the line after a colon or given
        # alone after it was asked for, parents named in a clause between commas, children named after their
        # article (which says son or daughter), a car owned by its make, not drinking after "y", no emojis with a word
        # of standing, a role then where it is held, a channel beside one the user does not check
        ("Hoy cumplo 40 y nadie se ha acordado.", [("age", "40", "set")]),
        (
            "Te paso mi correo para la factura, que el otro ya no lo uso: marta.gil77@yahoo.es",
            [("email", "marta.gil77@yahoo.es", "set")],
        ),
        (
            "En la farmacia me pidieron el correo y no me lo sabía. Apúntalo: es pedro.ruiz@gmail.com",
            [("email", "pedro.ruiz@gmail.com", "set")],
        ),
        (
            "Mis viejos, que se llaman Norma y Raúl, viven en Salta.",
            [("father", "Raúl", "set"), ("mother", "Norma", "set")],
        ),
        (
            "Tengo 3 hijos, la Emilia de 8, el Benja de 6 y la Sofi de 2.",
            [
                ("children", "3 hijos", "set"),
                ("daughter", "Emilia", "set"),
                ("daughter", "Sofi", "set"),
                ("son", "Benja", "set"),
            ],
        ),
        ("Tengo un Renault Clio del 2009 y hace un ruido raro.", [("note", "Tengo un Renault Clio", "set")]),
        (
            "Estoy cansado, y no bebo alcohol, así que las fiestas se me hacen largas.",
            [("note", "no bebo alcohol", "set")],
        ),
        ("Son poco profesionales, así que nada de emojis a partir de ahora.", [("response style", "no emojis", "set")]),
        (
            "Llevo ocho años de enfermero en el Hospital Clínico.",
            [("employer", "Hospital Clínico", "set"), ("job", "enfermero", "set")],
        ),
        ("El mail casi no lo miro. Mejor por WhatsApp.", [("contact channel", "WhatsApp", "set")]),
        # a standing instruction with the case it is for said between; where the user is from after the word for it
        (
            "De ahora en adelante, cuando me pases recetas, dime las calorías.",
            [("instruction", "dime las calorías", "set")],
        ),
        (
            "Soy porteña, de Buenos Aires, pero vivo en Rosario.",
            [("home", "Rosario", "set"), ("origin", "Buenos Aires", "set")],
        ),
    ],
)
def test_es_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # after an opener: someone else's move, a what-if, a denial; "allá" where someone else lives
        "Te cuento que mi hermano se muda a Lima en marzo.",
        "Te cuento que si me mudo a Lima te aviso.",
        "Te cuento que no tenemos gato.",
        "Te explico por qué te pregunto por Lima: mi hermana vive allá.",
        "En abril nos mudamos para allá.",
        # someone else's favourite, a favourite person
        "Vi Titanic con mi prima; es su película favorita.",
        # the set it came through is no title of the user's favourite
        "Anoche vi la tele un rato; es mi serie favorita.",
        "Ayer estuve con la tele puesta toda la tarde; es mi programa favorito.",
        "Vi a Marta en el súper, es mi vecina favorita.",
        # someone else's day, job or pet; a day past; tomorrow's exam is an appointment
        "La boda de mi prima es el 12 de octubre.",
        "Mi hermano empieza en Mercadona como reponedor el 1 de marzo.",
        "Mi boda fue el 12 de octubre.",
        "Mañana tengo el examen de Química, deséame suerte.",
        "Mi vecina adoptó una gata que se llama Mora.",
        # someone named by what they are to another, or who is no relative
        "Ayer cené con Marta, mi jefa, y fue un rollo.",
        "Saqué a Rocky, el perro de mi vecina, a pasear.",
        "Fui al cine con Ana, la novia de mi hermano, y nos reímos mucho.",
        "Mi primo estudia técnico en enfermería.",
        # someone else's break-up or death, going out with a friend, staying home or on holiday, a short stay
        "Mi hermana y su novio Pablo terminaron.",
        "Mi tío Julio falleció en marzo.",
        "Ahora salgo con Daniel a correr los martes.",
        "Mi amiga se fue a Lima y yo me quedé en casa.",
        "Mi hermano se fue de vacaciones y yo me quedé en Madrid.",
        "Nos quedamos en Cádiz una semana.",
        # someone else's age, job, email, car or parents-in-law; years of something; a one-off; a channel alone
        "Mi hermano hoy cumple 30.",
        "Hoy cumplo 10 años de casada.",
        "El correo de mi jefa es: ana.jefa@empresa.com",
        "Mi amigo tiene un Renault Clio del 2009.",
        "Mis suegros, que se llaman Ana y Luis, vienen el sábado.",
        "Mi prima lleva seis años de cajera en el Eroski.",
        "Mi tía quería ser actriz, pero acabó de cajera en Lugo.",
        "Hoy no bebo alcohol, que mañana conduzco.",
        "Esta vez sin emojis.",
        "Mejor por WhatsApp.",
        # the case without a word of standing, someone else's doing; someone else's origin, no place after the comma
        "Cuando me recomiendes restaurantes, pon el precio.",
        "A partir de ahora, cuando mi jefe me escriba, respondo yo.",
        "Mi jefe es regio, de Monterrey.",
        "Soy fan, de los que van a todos los partidos.",
    ],
)
def test_es_nothing(text: str) -> None:
    assert read(text) == []
