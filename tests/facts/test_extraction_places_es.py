"""Wordings the thirty-ninth natural batch showed the rules missing in Spanish (places in a life: homes, origins,
moves and trips), each written here in other words, with the near misses that must stay empty (pure engine, no
database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a move just made, or a settling told in the past, is the home now
        ("Acabamos de mudarnos a Soria con los niños, ¿qué colegios hay?", [("home", "Soria", "set")]),
        ("Me he instalado en Tarragona y no conozco a nadie.", [("home", "Tarragona", "set")]),
        ("Ya estoy instalada en Oporto, ¿qué supermercado me recomiendas?", [("home", "Oporto", "set")]),
        ("Me instalé en San Sebastián hace un año; ¿dónde aprendo euskera?", [("home", "San Sebastián", "set")]),
    ],
)
def test_es_settled_home_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's move, a question, a what-if, a stay, software installed
        "Mi hermano acaba de mudarse a Cádiz.",
        "¿Acabas de mudarte a Teruel?",
        "Si me instalo en Burgos, ¿qué tal el invierno?",
        "Acabo de mudarme a Lyon de vacaciones unos días.",
        "Me instalé Ubuntu en el portátil.",
    ],
)
def test_es_settled_home_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a trip named and then called off, or called off and then named
        ("Mi viaje a Lisboa se ha cancelado por la huelga.", [("planned trip", "Lisboa", "retire")]),
        ("El viaje a Perú ya lo hemos anulado, qué pena.", [("planned trip", "Perú", "retire")]),
        ("Hemos cancelado el viaje a Japón; ¿qué hago con el JR Pass?", [("planned trip", "Japón", "retire")]),
        ("Anulamos lo de Egipto por el calor.", [("planned trip", "Egipto", "retire")]),
        # a move called off in the perfect, beside staying where the user is
        (
            "La mudanza a Bilbao se ha cancelado, al final nos quedamos en Logroño.",
            [("home", "Logroño", "set"), ("planned move", "Bilbao", "retire")],
        ),
    ],
)
def test_es_called_off_trip_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's trip called off, a question, a what-if, something other than a trip
        "Mi hermana canceló el viaje a Roma.",
        "El viaje a Roma lo cancelaron mis padres.",
        "¿Cancelamos el viaje a Roma?",
        "Si cancelamos el viaje a Roma, ¿nos devuelven el dinero?",
        "Cancelamos lo de Juan, no podía venir.",
        "Cancelé lo de la reunión del lunes.",
    ],
)
def test_es_called_off_trip_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a place named, then said to be where the user lives
        ("Te escribo desde Tarifa, donde vivo, porque aquí sopla mucho.", [("home", "Tarifa", "set")]),
        ("Trabajo en Getafe, que es donde vivimos.", [("home", "Getafe", "set")]),
        ("No es Leganés, es Fuenlabrada, que ahí es donde vivo.", [("home", "Fuenlabrada", "set")]),
    ],
)
def test_es_where_i_live_after_the_place_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's home, a home left behind, a question
        "Mi madre está en Lugo, donde vive con mi tía.",
        "En Soria, donde vivía de niño, nevaba mucho.",
        "¿Hay buenos bares en Cádiz, donde vive mi hermano?",
        "¿Es Madrid donde vivo o donde trabajo?",
    ],
)
def test_es_where_i_live_after_the_place_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user is from, said by the word for its people
        ("Soy tapatía y quiero hacer birria para mis amigos de Madrid.", [("origin", "tapatía", "set")]),
        ("Soy gaditano, de los de toda la vida, y echo de menos la playa.", [("origin", "gaditano", "set")]),
        ("Como buen regio que soy, la carne asada es sagrada; ¿qué corte compro?", [("origin", "regio", "set")]),
        ("Caraqueña soy, aunque hace años que no voy.", [("origin", "Caraqueña", "set")]),
        ("Caleño de nacimiento, y ahora vivo en Pereira.", [("home", "Pereira", "set"), ("origin", "Caleño", "set")]),
        ("Somos una familia mendocina y queremos ver glaciares.", [("origin", "mendocina", "set")]),
        # the place after the word is the origin, never both
        ("Soy cubana, de Camagüey, pero vivo en Miami.", [("home", "Miami", "set"), ("origin", "Camagüey", "set")]),
    ],
)
def test_es_origin_as_a_demonym_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a question, a denial, a what-if, a past state, a dish
        "Mi novia es limeña y quiere aprender a cocinar.",
        "Mi suegra, madrileña de toda la vida, no soporta el calor.",
        "¿Eres cusqueño?",
        "¿Somos asturianos o qué?",
        "No soy madrileño, solo trabajo aquí esta semana.",
        "Si fuera asturiana me bañaría en agua fría.",
        "Era chilango antes de mudarme.",
        "Hoy he comido una fabada asturiana buenísima.",
    ],
)
def test_es_origin_as_a_demonym_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user is from as "de X" with no verb, opening the line: after the word for its people, with what
        # says it is by birth, which of two it is, or the home it is set against
        ("Catalana, de Reus, y con ganas de playa: ¿qué calas hay cerca?", [("origin", "Reus", "set")]),
        ("Tapatío de Zapopan, y con hambre de tortas ahogadas.", [("origin", "Zapopan", "set")]),
        ("De Soria de toda la vida, y nunca he visto el mar en invierno.", [("origin", "Soria", "set")]),
        ("De Santiago, el de Chile, y con antojo de sopaipillas.", [("origin", "Santiago", "set")]),
        ("De Cádiz, pero vivo en Zaragoza desde hace años.", [("home", "Zaragoza", "set"), ("origin", "Cádiz", "set")]),
        ("De Soria, aunque llevo media vida en Logroño.", [("home", "Logroño", "set"), ("origin", "Soria", "set")]),
        (
            "Me llamo Julián, 47 años, de Badajoz, y quiero aprender a nadar.",
            [("age", "47", "set"), ("name", "Julián", "set"), ("origin", "Badajoz", "set")],
        ),
    ],
)
def test_es_origin_said_without_a_verb_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a route, someone else's, a question, a feeling rather than a birthplace
        "De Madrid a Sevilla, ¿cuánto se tarda en AVE?",
        "Mi suegro es de Jerez de toda la vida.",
        "¿De Cuenca, la de Ecuador?",
        "Madrileña de corazón, aunque el piso es caro.",
    ],
)
def test_es_origin_said_without_a_verb_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the home as a ward and its town, either said first, the smaller kept first
        ("Vivimos en Triana, en Sevilla, desde 2015.", [("home", "Triana, Sevilla", "set")]),
        ("Vivo en Bilbao, en Deusto, y busco un dentista.", [("home", "Deusto, Bilbao", "set")]),
        ("Vivo en Chamberí, Madrid, y quiero un gimnasio.", [("home", "Chamberí, Madrid", "set")]),
        ("Vivo en Valencia, Venezuela, no la de España.", [("home", "Valencia, Venezuela", "set")]),
        ("Trabajo en remoto desde Lanzarote, en Haría, ¿qué fibra me conviene?", [("home", "Lanzarote, Haría", "set")]),
        # a lowercase part or a name after the comma is no second place
        ("Vivo en Sevilla, en el centro, cerca de la catedral.", [("home", "Sevilla", "set")]),
        ("Vivo en Sevilla, Ana, ¿y tú?", [("home", "Sevilla", "set")]),
    ],
)
def test_es_home_with_its_ward_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's, a stay, a what-if
        "Mi hermana vive en Gràcia, en Barcelona.",
        "Estamos en Benimaclet, en Valencia, de vacaciones.",
        "Si vivo en Lavapiés, en Madrid, ¿qué gimnasio me queda cerca?",
    ],
)
def test_es_home_with_its_ward_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # how long, or who the user is, then where they live, the verb of living left out
        ("Ya casi diez años viviendo en Berlín y sigo sin hablar alemán.", [("home", "Berlín", "set")]),
        ("Ocho meses viviendo en Quito, ¿dónde arreglo la bici?", [("home", "Quito", "set")]),
        ("Somos dos chilenos viviendo en Lyon, ¿dónde compramos palta?", [("home", "Lyon", "set")]),
    ],
)
def test_es_home_with_the_verb_left_out_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a stay of days, a question, someone else's
        "Tres días viviendo en Roma y ya me encanta.",
        "¿Cuántos años viviendo en Londres hacen falta para la nacionalidad?",
        "Mi hermano, diez años viviendo en Dublín, no sabe ni pedir un café.",
    ],
)
def test_es_home_with_the_verb_left_out_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a trip booked or settled, told without a verb of going
        ("Tengo reservada Italia para mayo, ¿qué ciudades veo?", [("planned trip", "Italia", "set")]),
        ("Tengo billete a Lisboa para el 3 de marzo, ¿qué barrio me recomiendas?", [("planned trip", "Lisboa", "set")]),
        ("El verano en Menorca, ya está decidido; ¿qué calas hay?", [("planned trip", "Menorca", "set")]),
    ],
)
def test_es_trip_without_a_verb_of_going_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a table booked, a ticket had in the past, a place praised, a question, someone else's
        "Tenemos reservado Casa Lucio para el sábado.",
        "Tenía billete a Roma para marzo pero lo cambié.",
        "Semana Santa en Sevilla es preciosa.",
        "¿Semana Santa en Asturias? ¿Ya está decidido?",
        "Mi hermana tiene billete a Roma para el 3 de marzo.",
    ],
)
def test_es_trip_without_a_verb_of_going_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # where the user is now, after a move made or a home kept until a time gone
        ("Ya estoy en Oslo, me mudé en mayo; ¿dónde compro ropa de abrigo?", [("home", "Oslo", "set")]),
        ("Vivía en Lima hasta 2019; ahora estoy en Madrid con mi hermana.", [("home", "Madrid", "set")]),
    ],
)
def test_es_home_now_after_a_move_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a room, someone else's, a question, a stay
        "Ya estoy en el piso nuevo, me mudé ayer.",
        "Mi hermano se mudó; ya está en Tokio.",
        "¿Ya estás en Tokio? Me mudé yo también.",
        "Vivía en Lima hasta 2019, y ahora estoy en Madrid de visita.",
    ],
)
def test_es_home_now_after_a_move_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the place put before the verb of living, or before the move ahead to it
        ("En Soria vivimos desde 2010 y no hay cine.", [("home", "Soria", "set")]),
        ("A Vigo nos mudamos en marzo, ¿qué barrios hay?", [("planned move", "Vigo", "set")]),
        ("A Lyon me voy a vivir el año que viene; ¿cómo abro una cuenta?", [("planned move", "Lyon", "set")]),
    ],
)
def test_es_place_before_the_verb_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a lowercase place, a question, a what-if, someone else's, a move told as done, a past home
        "En casa vivo con mis padres.",
        "¿En Madrid vives?",
        "Si a Lugo nos mudamos en marzo, ¿qué colegio?",
        "A Cádiz se van a vivir mis padres en junio.",
        "En Madrid vive mi hermano.",
        "A Quito nos fuimos a vivir en 2015.",
        "En Sevilla vivía de niña.",
    ],
)
def test_es_place_before_the_verb_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the user's office named by its firm, on the way there
        ("Voy en bici a mi oficina de Telefónica, ¿qué candado compro?", [("employer", "Telefónica", "set")]),
        ("Cojo el bus de las siete hasta mi sede de Inditex; ¿hay huelga mañana?", [("employer", "Inditex", "set")]),
    ],
)
def test_es_office_named_by_its_firm_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a town, a branch visited, someone else's, a question, a room at home
        "Voy a mi oficina de Vigo en tren.",
        "La oficina de Iberdrola de mi barrio cierra a las dos.",
        "Mi hermano va a su oficina de Repsol en metro.",
        "¿Tu oficina de Google está en Madrid?",
        "Mi oficina de casa es un desastre.",
    ],
)
def test_es_office_named_by_its_firm_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a move ahead told in the infinitive after "antes de", its time right after the place
        (
            "Tengo que vender el coche antes de irnos a vivir a Lisboa en primavera.",
            [("planned move", "Lisboa", "set")],
        ),
        ("Quiero sacarme el carné antes de mudarme a Cuenca en octubre.", [("planned move", "Cuenca", "set")]),
    ],
)
def test_es_move_ahead_in_the_infinitive_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a move made, someone else's, a question, a what-if
        "Antes de mudarme a Madrid vivía en Soria.",
        "Mi hermana quiere vender el coche antes de mudarse a Roma en marzo.",
        "¿Qué hago antes de mudarme a Lyon en marzo?",
        "Si decido mudarme a Lyon en marzo, ¿qué papeles necesito?",
    ],
)
def test_es_move_ahead_in_the_infinitive_near_misses(text: str) -> None:
    assert read(text) == []
