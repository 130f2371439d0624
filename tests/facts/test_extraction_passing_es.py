"""Wordings the thirty-eighth natural batch showed the rules missing in Spanish (everyday life told in passing while
asking for something), each written here in other words, with the near misses that must stay empty (pure engine, no
database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pastime with how often, a wish said after it; every working day or every day as how often
        ("Hago pilates de lunes a viernes y me gustaría una esterilla nueva.", [("hobby", "pilates", "set")]),
        (
            "Búscame unas zapatillas, que juego al pádel entre semana y quiero unas buenas.",
            [("hobby", "pádel", "set")],
        ),
        ("Voy al gimnasio a diario, ¿qué proteína tomo?", [("hobby", "gimnasio", "set")]),
        ("Entreno en el box de crossfit de lunes a sábado, dame ideas de cenas.", [("hobby", "crossfit", "set")]),
    ],
)
def test_es_pastime_how_often_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a wish before how often, someone else's habit, one given up, one advised
        "Quiero salir a correr tres veces por semana, ¿cómo empiezo?",
        "Me gustaría hacer yoga de lunes a viernes.",
        "Mi novio va al gym de lunes a viernes, ¿qué le regalo?",
        "Antes jugaba al pádel dos veces por semana.",
        "El fisio me ha dicho que nade a diario.",
    ],
)
def test_es_pastime_how_often_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pet by its kind just taken in, fed as the one "de casa", lived with after the household
        ("Acabo de adoptar una perrita, ¿qué pienso le compro?", [("pet", "perrita", "set")]),
        ("Hemos adoptado un conejo, ¿qué verduras puede comer?", [("pet", "conejo", "set")]),
        ("Saco a pasear a la perra de casa cada mañana.", [("pet", "perra", "set")]),
        (
            "Vivo en Cádiz, mi novio y yo con tres gatos.",
            [("home", "Cádiz", "set"), ("pet", "tres gatos", "set")],
        ),
        (
            "Vivimos en Oviedo, mis padres y yo con un loro que se llama Paco.",
            [("home", "Oviedo", "set"), ("pet", "Paco", "set")],
        ),
    ],
)
def test_es_pet_by_kind_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's adoption or household, a what-if, a wish, someone else's pet, strays
        "Mi vecina acaba de adoptar un gatito.",
        "¿Y si adoptamos un gatito?",
        "Quiero adoptar un perro.",
        "Le doy de comer al perro de mi vecina.",
        "Le doy de comer a los gatos del barrio.",
        "Mi hermana vive en Lugo, su marido y ella con dos gatos.",
    ],
)
def test_es_pet_by_kind_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a denial put right at once with "sino": the new value stands
        ("No soy de Cádiz sino de Jerez.", [("origin", "Jerez", "set")]),
        ("Me expliqué mal: no trabajo en Indra sino en Everis.", [("employer", "Everis", "set")]),
        ("No vivo en Getafe, sino en Leganés, ¿qué gimnasios hay?", [("home", "Leganés", "set")]),
        # a pet's or a relative's name put right after the mistake owned
        ("Te dije que mi perro se llamaba Toby, pero me confundí, se llama Tobi.", [("pet", "Tobi", "set")]),
        ("Mi perro se llama Rocco. Perdón, me lie: se llama Rocky.", [("pet", "Rocky", "set")]),
        ("Te dije que mi hermana se llamaba Ana, pero me equivoqué: se llama Ane.", [("sister", "Ane", "set")]),
    ],
)
def test_es_put_right_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's home put right, "no solo… sino también…" (no correction), a mistake about something else
        "Mi hermana no vive en Getafe sino en Leganés.",
        "No solo tengo dos perros sino también un gato.",
        "Me equivoqué: se llama Lúa.",
        "No vivo en Getafe.",
    ],
)
def test_es_put_right_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a known pastime given up, with the reason or the time after it
        ("He dejado de correr desde la operación, ¿qué hago para no engordar?", [("hobby", "correr", "retire")]),
        ("Dejé la natación hace un año.", [("hobby", "natación", "retire")]),
        # a diet or an allergy that turned out untrue
        ("Al final no soy alérgico al marisco, me hicieron la prueba.", [("allergy", "marisco", "retire")]),
        ("Resulta que no soy celíaca, ¿qué pan me compro?", [("diet", "celíaca", "retire")]),
    ],
)
def test_es_given_up_or_ruled_out_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a thing left somewhere, someone else's pastime, a job left, a what-if, a near thing, a plain denial
        "Dejé la bici en casa.",
        "Mi hermano dejó el pádel por la rodilla.",
        "¿Y si dejo el pádel?",
        "Casi dejo el fútbol.",
        "No soy alérgico a los frutos secos.",
        "Resulta que no tengo tiempo.",
    ],
)
def test_es_given_up_or_ruled_out_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a wish with its time in its own part of the clause is still a plan
        ("En junio quiero empezar un curso de cocina.", [("upcoming plan", "empezar un curso de cocina", "set")]),
        (
            "Quiero hacer el Camino del Norte en verano, ¿qué mochila me llevo?",
            [("upcoming plan", "hacer el Camino del Norte en verano", "set")],
        ),
    ],
)
def test_es_wish_dated_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the time dates the move said before the wish, not the wish
        ("Me voy a vivir a Berlín en enero y quiero aprender alemán.", [("planned move", "Berlín", "set")]),
        ("Me mudo a Cuenca en abril y quiero pintar la casa.", [("planned move", "Cuenca", "set")]),
    ],
)
def test_es_wish_dated_by_another_statement(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the answer language asked for by "escríbeme" / "escríbenos", for every time to come
        ("Escríbenos siempre en portugués, porfa.", [("response language", "pt", "set")]),
        ("Escríbeme en inglés de ahora en adelante, que tengo que practicar.", [("response language", "en", "set")]),
    ],
)
def test_es_answer_language_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # one piece of writing, one time, a question, someone else writing
        "Escríbeme en inglés el correo para mi jefe.",
        "Escríbeme en inglés esta vez.",
        "¿Me escribes en inglés?",
        "Mi jefa me escribe en inglés siempre.",
    ],
)
def test_es_answer_language_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a trip told by what the user goes there to do, a route begun on a day ahead, a race trained for
        ("En agosto me voy a bucear a Menorca, ¿qué aletas compro?", [("planned trip", "Menorca", "set")]),
        ("El 3 de mayo arranco el Camino Primitivo en Oviedo.", [("planned trip", "Camino Primitivo", "set")]),
        (
            "Entreno para la media maratón de Sevilla, que es en febrero.",
            [("upcoming plan", "la media maratón de Sevilla", "set")],
        ),
    ],
)
def test_es_trip_or_race_ahead_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # something else prepared, someone else's trip or race, a race trained for since long ago, a wish, a trip past
        "Estoy preparando la vuelta al cole en septiembre.",
        "Mi hermano se va a esquiar a Andorra en febrero.",
        "Estoy preparando el maratón de Madrid desde hace un año.",
        "Me gustaría ir a esquiar a Andorra en febrero.",
        "El año pasado nos fuimos a esquiar a Andorra.",
        "Mi hija está preparando la maratón de Valencia en diciembre.",
    ],
)
def test_es_trip_or_race_ahead_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a shoe size said second with the word for the shoe, a clothing size that fits the user
        (
            "Uso la M en camisetas y un 44 de bota, ¿qué me llevo al Pirineo?",
            [("clothing size", "M", "set"), ("shoe size", "44", "set")],
        ),
        ("Uso un 37 de bota.", [("shoe size", "37", "set")]),
        ("La talla L me queda genial, ¿tienes más colores?", [("clothing size", "L", "set")]),
    ],
)
def test_es_size_in_passing_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's sizes, a size with no size of the user's before it, a question
        "Mi hija usa la M y un 30 de zapato.",
        "Tengo un 38 de bota guardado.",
        "¿La talla S en vestidos me queda bien?",
        "A mi hermana la talla S le queda bien.",
    ],
)
def test_es_size_in_passing_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # pets named as the user's, pointed back to from the question about their kind
        ("¿Cada cuánto se baña a un perro? El mío, Rocky, huele fatal.", [("pet", "Rocky", "set")]),
        (
            "¿Qué juguetes van bien para gatos? Tenemos tres: Mishi, Lola y Pelusa.",
            [("pet", "Lola", "set"), ("pet", "Mishi", "set"), ("pet", "Pelusa", "set")],
        ),
        ("¿Las tortugas hibernan? La mía, Manuelita, no come desde octubre.", [("pet", "Manuelita", "set")]),
    ],
)
def test_es_pet_pointed_back_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # people asked about, someone else's pet, a question about pets and children
        "¿Qué regalo a mis sobrinos? Tengo dos, Ana y Luis.",
        "¿Qué le regalo a un niño de 8? El mío, Pablo, lo tiene todo.",
        "¿Qué pienso le va mejor a un gato mayor? El de mi vecina, Bigotes, ya tiene doce años.",
        "¿Qué juguetes van bien para gatos y niños? Tengo dos, Ana y Luis.",
    ],
)
def test_es_pet_pointed_back_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the thing kept out of a request because the user is allergic to it
        ("Hazme un bizcocho sin nueces, que soy alérgica.", [("allergy", "nueces", "set")]),
        ("Una ensalada, pero cuidado con el kiwi, porque soy alérgico.", [("allergy", "kiwi", "set")]),
        ("Receta de paella que no lleve marisco, que soy alérgica.", [("allergy", "marisco", "set")]),
    ],
)
def test_es_allergen_kept_out_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else allergic, a diet for the reason, a question
        "Nada de huevo, que mi hijo es alérgico.",
        "Sin gluten, que mi pareja es celíaca.",
        "¿Sin nueces, que soy alérgica?",
    ],
)
def test_es_allergen_kept_out_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a relative named after their party or gift, the name after a comma
        ("Ideas para la fiesta de mi hijo, se llama Bruno y le encantan los dinosaurios.", [("son", "Bruno", "set")]),
        ("Busco un regalo de mi hermana, se llama Clara.", [("sister", "Clara", "set")]),
    ],
)
def test_es_relative_named_after_their_day_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone of the relative's is named
        "La profe de mi hija, se llama Ana, es genial.",
        "El novio de mi hermana se llama Iván.",
    ],
)
def test_es_relative_named_after_their_day_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a home told by how long "we" have lived there, or by a hall of residence in it
        ("Llevamos tres meses viviendo en Vigo y no conocemos a nadie.", [("home", "Vigo", "set")]),
        ("Vivo en un colegio mayor en Salamanca, ¿qué cocino sin horno?", [("home", "Salamanca", "set")]),
        ("Vivo en una residencia de estudiantes en Santiago.", [("home", "Santiago", "set")]),
    ],
)
def test_es_home_in_passing_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's home, a question
        "Mi abuela vive en una residencia en Burgos.",
        "Mis padres llevan diez años viviendo en Cádiz.",
        "¿Llevamos mucho tiempo viviendo en Vigo?",
    ],
)
def test_es_home_in_passing_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # something sent by a channel, beside a channel the user does not check
        (
            "Pásame la lista de la compra por Telegram, el mail casi no lo reviso.",
            [("contact channel", "Telegram", "set")],
        ),
        ("Envíame el resumen al correo, que el wasap no lo abro nunca.", [("contact channel", "correo", "set")]),
    ],
)
def test_es_channel_sent_by_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # one thing sent once, two channels for two things, someone else's channel
        "mándame el menú semanal por wasap porfa",
        "Mándame el pdf por correo y el menú por wasap.",
        "Mi hermana no mira el correo, mándale el menú por wasap.",
    ],
)
def test_es_channel_sent_by_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # music the user listens to while doing something else: the music only
        ("Escucho mucho jazz cuando trabajo.", [("likes", "jazz", "set")]),
        ("Siempre escucho reguetón mientras limpio la casa.", [("likes", "reguetón", "set")]),
    ],
)
def test_es_music_while_doing_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # no music named, someone else's music
        "Escucho música mientras trabajo.",
        "Escucho la radio mientras cocino.",
        "Mi novio escucha flamenco mientras cocina.",
        "Escucho podcasts mientras corro.",
    ],
)
def test_es_music_while_doing_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a diet kept or prescribed to the user, by what it holds less or more of
        ("Estoy a dieta baja en grasas, ¿qué ceno?", [("diet", "baja en grasas", "set")]),
        ("La endocrina me puso a dieta hipocalórica.", [("diet", "hipocalórica", "set")]),
        ("Me han mandado una dieta rica en hierro por la anemia.", [("diet", "rica en hierro", "set")]),
    ],
)
def test_es_diet_prescribed_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's diet, a question, a wish
        "El médico le ha puesto una dieta baja en sal a mi padre.",
        "Mi madre está a dieta baja en sal.",
        "¿Una dieta baja en sal es buena?",
        "Quiero hacer una dieta baja en grasas.",
    ],
)
def test_es_diet_prescribed_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the outing a request is for is a one-off: only the user's own facts after it
        (
            "Para una semana de senderismo por los Picos, ¿qué me llevo? Calzo un 40.",
            [("shoe size", "40", "set")],
        ),
        ("Para un finde de escalada en Siurana, ¿qué llevo? Uso la talla S de arnés.", [("clothing size", "S", "set")]),
        # a pastime said as a habit is still one
        ("Hago senderismo todos los fines de semana, ¿qué botas me compro?", [("hobby", "senderismo", "set")]),
    ],
)
def test_es_outing_asked_for(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the time the user spends, said either way round, on something they make or a pastime
        (
            "Me paso las tardes preparando cerveza artesanal, ¿qué lúpulo me recomiendas?",
            [("hobby", "cerveza artesanal", "set")],
        ),
        ("Los sábados me los paso pintando.", [("hobby", "pintando", "set")]),
    ],
)
def test_es_time_spent_making_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a chore, work, one thing of the user's, someone else's time
        "Me paso los domingos haciendo la compra.",
        "Me paso los domingos haciendo deberes con mi hijo.",
        "Los domingos me los paso haciendo mi tesis.",
        "Me paso horas haciendo informes.",
        "Mi marido se pasa los domingos haciendo pan.",
    ],
)
def test_es_time_spent_making_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the money the user has, in a line about buying something
        ("Quiero comprarme un portátil y tengo unos 600 euros.", [("budget", "600 euros", "set")]),
        ("Busco un sofá cómodo, tengo como 400 euros, ¿cuál me recomiendas?", [("budget", "400 euros", "set")]),
    ],
)
def test_es_money_had_while_shopping_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a debt, money in the bank, someone else's money, no buying, a job sought, a question
        "Busco piso y tengo 800 euros de deuda.",
        "Busco trabajo, tengo 50 euros en la cuenta.",
        "Mi hermana busca bici y tiene 300 euros.",
        "Tengo 800 euros.",
        "Busco trabajo y tengo 50 euros.",
        "¿Busco una bici si tengo 800 euros?",
    ],
)
def test_es_money_had_while_shopping_near_misses(text: str) -> None:
    assert read(text) == []
