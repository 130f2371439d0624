"""Wordings the thirty-fourth natural batch showed the rules missing or misreading in Spanish (facts told inside stories:
anecdotes, venting, catching up, the fact one clause of a longer message), each written here in other words, with the
near misses that must stay empty (pure engine, no database)."""

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
    ],
)
def test_es_nothing(text: str) -> None:
    assert read(text) == []
