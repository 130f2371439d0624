"""A fortieth batch of natural lines, written blind by a helper session (a language model) started from a session of the
project: its author read neither the extraction rules (nothing under facts/, memory/ or conversations/) nor the lines
used to tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py, blind.py) nor their tests nor
docs/benchmarks.md nor the sections "Fields and short lists" and "Limits" of docs/facts.md nor the earlier batches'
sentences. It read only the label helpers (labels.py), natural.py (the scoring note and how batches are registered),
the opening of docs/facts.md with its key table and the paragraphs under it up to the standing instructions, its
sections on plans and on values, the docstring and the first fifteen lines after it of the thirty-ninth batch for the
file format, and the names of the domains, keys and retirement flags the held-out batches already label, with their
counts (printed by a snippet, names and counts only, no line). A snippet that prints only this batch's lines checked
each line's opening five words against every other file of the repository (case folded, whitespace joined, and
against the joined string constants of its Python files): thirty-one openings were found elsewhere, and one of their
rewordings at the second check, and those lines were reworded until none was (none at the third check; two lines
reworded after it, one whose aside read as a taste for coffee and one whose cabrito read as a favourite food, neither
labelled, were found nowhere at a last check). Nothing was run against the extractor, the benchmarks or the tests.

Its theme is tastes, preferences and the health that shapes them, told while the user asks an assistant for a
recommendation or for help (a restaurant, a bar to watch a match, a wine, a book, a series, a film, a playlist, a
perfume or a racket for oneself, clothes, shoes and boots, a hotel, a seat on a plane or a train, a gym class, a
recipe, a phone, a laptop, an office chair, a car, how the assistant should answer): favourites (Cien años de
soledad, La princesa de hielo, Middlemarch, The Snowman; The Office, Derry Girls; Amélie, Paddington 2; Soda Stereo,
Crowded House; ceviche, bandeja paisa, biryani; a cortado con leche de avena, Guinness; verde botella, mustard
yellow; the Real, Atlético Nacional, Boca twice, the Betis, Peñarol, Celtic, Kaizer Chiefs, Munster, the Sharks, the
Leafs), likes and dislikes (jazz, té verde, sushi twice, novela histórica, vino blanco bien frío, aceitunas, novelas
del oeste, drum and bass, historical fiction, olives, a good western; cilantro, correr, novelas románticas, reguetón,
coriander, running, romance novels, country music), preferences (riojas over ribera, Pinot over Cab, pasillo, aisle
seat, té, tea, el tren, the train, papel, paper books, montaña, mountains, a room away from the lift), allergies
(frutos secos, marisco, sesame, shellfish, nuts), diets (celíaca, vegetariano, intolerancia a la lactosa, vegana,
keto, pescetariana and sin lácteos; coeliac, vegetarian, lactose intolerant, vegan twice, paleo, pescatarian and
dairy-free, pure veg), health kept as a note (diabética tipo 1, type 1 diabetic; no bebo alcohol, I don't drink;
heights, 1,62, 6'4 and 5'2), sizes (shoes 42 y medio, 38, 11, 9, 7 and a half; clothes M, 40, S, 36, 90B; M, 32, 12,
8 petite, 34C), budgets (25, 300, 90, 1.200 and 15.000 euros, 60 lucas; $35, £400, R1500, ₦60,000, $1,500, $25k), a
payment (Bizum, PayPal), a contact channel (WhatsApp in both), an answer language (`en`, `es`) and standing
instructions (háblame de usted, contestame corto y al grano; don't call me hun, short answers with bullet points).
Beside them, naturally, names (Itziar, Lucía, Ramiro; Siobhan, Ngozi, Gerald, Bea), ages, partners (Andrés, Javiera,
Jorge; Callum, Jess, Aoife, Arjun), children (Martina, Bruno, Olivia and Carmen, 3 cabros chicos; Kofi, Isla and
Freya), pets (Cachupín and Rucia, Kira, Michi, Sombra, Lola and Tango; Bramble and Haggis, Tui, Biscuit, Shadow,
Maple and Moose), homes (Ñuñoa, Rosario, Valparaíso, Lima, Envigado, Guadalajara, Maracaibo; Leith, Auckland,
Hamilton, Manchester, Halifax, Brooklyn, Port Harcourt), origins (Arequipa, Montevideo, caleña, Monterrey; Lagos,
Durban, Kerala), studies (Diseño, Medicina; nursing), jobs and employers (enfermera at the Hospital de Cruces,
camarero, profe de historia, fotografía de bodas; a paramedic with the Scottish Ambulance Service, a barista, a
geography teacher, a wedding photographer, a data engineer) and birthdays (3 de mayo, 14th of June). Tastes that
changed are told as their new value with no retirement: ventanilla to pasillo, window to aisle, olives and aceitunas
once hated, vegana and vegan from January.

Retirements, each told in its context: in Spanish a diet given up (vegana, for anaemia; sin gluten, a fad), an
allergy that turned out wrong (penicilina, a virus) or went away (gatos, after immunotherapy, with a cat taken in), a
sport given up (fútbol, for a knee), a partner left (Vale), an employer left (Telefónica, with Glovo), a pet that
died (Chispa) and a job retired from (ferroviario); in English a diet given up (vegan, on doctor's orders; keto), an
allergy that turned out wrong (amoxicillin) or went away (cat, with a cat taken in), a sport given up (five-a-side),
a partner left (Ellie), an employer left (Deloitte, with Starling) and a pet that died (Baxter). The register is the
Spanish of Spain, Mexico, Argentina, Chile, Colombia, Peru, Venezuela and Uruguay ("curro", "me flipa", "me pirran",
"che", "pasame", "lucas", "mi vieja", "depto", "polola", "cabros chicos", "al tiro", "parce", "regio", "gringa",
"pa", "porfa") and the English of England, Scotland, Ireland, the US, Canada, Australia, New Zealand, Nigeria, South
Africa and India ("ta", "runners", "parkrun", "work do", "missus", "reckons", "braai", "howzit", "abeg", "oga", "I
stay in", "amma", "pure veg", "wanna", "jk", "the gram"), some lines lowercase, without accents or punctuation, or
with emoji.

In Spanish 80 lines state something durable about the user (31 of them two to four facts, 120 labels with 9
retirements in 9 lines) and 38 state nothing to keep; in English 80 (31 with two to four, 120 labels with 8
retirements in 8 lines) and 38. The casual lines look like the fact lines: other people's tastes and health (a
coeliac boyfriend, a boss's wine or whisky, a daughter's Bluey, a grandmother's or a nan's coriander, a flatmate's
River or Rangers, a father-in-law's nut allergy, a brother gone vegan, a manager's email, a partner's completo or
meat pie, an oga's pepper soup, an amma's filter coffee, a dinner with two vegans and a coeliac), hypotheticals
(going vegan, 500 euros for a phone), questions about tastes in general (the commonest shoe size, penicillin and
amoxicillin, malbec or cabernet, shiraz or merlot, the favourite Mexican dish, a US medium, lactose intolerance
worldwide, vegetarian bodybuilding, a gift for someone who likes nothing), one-off wishes (sushi tonight, pizza with
pineapple, a light dinner, a horror marathon this weekend, the window on this one flight), sarcasm (being woken at
six on a Sunday, an hour on hold), a film's, a comic's or a song's words (Ratatouille, Mafalda, The Simpsons, Manu
Chao, Sir Mix-a-Lot), a task's material (a line to translate, a review for an aunt, a bio for a relative, a pupil's
sentence), a joke asking the assistant's own taste, a claim that nobody likes kale and simple denials that state
nothing (the diet is a brother's, the size is a nephew's)."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Soy celíaca desde los doce, así que si me buscas restaurante por Lavapiés que tenga carta sin gluten "
        "de verdad, no solo 'opciones', mejor",
        "disclosure",
        [F("personal", "diet", "celíaca")],
    ),
    (
        "busco un tinto para regalarme por mi cumple, me tiran mas los riojas que los ribera y no quiero "
        "pasar de 25 euros",
        "disclosure",
        [F("preferences", "preference", "riojas"), F("preferences", "budget", "25 euros")],
    ),
    (
        "Necesito zapatillas de trail. Calzo un 42 y medio y tengo el pie ancho, ¿qué marcas me van?",
        "disclosure",
        [F("personal", "shoe size", "42 y medio")],
    ),
    (
        "oye mi libro favorito de toda la vida es Cien años de soledad, recomiéndame algo parecido que no sea de Gabo",
        "disclosure",
        [F("preferences", "favourite book", "Cien años de soledad")],
    ),
    (
        "Cuidadito con las recetas que me pases: tengo alergia a los frutos secos. Y a mi pareja, Andrés, no "
        "le va nada el picante.",
        "disclosure",
        [F("personal", "allergy", "frutos secos"), F("personal", "partner", "Andrés")],
    ),
    (
        "che soy vegetariano hace como ocho años, pasame una parrilla en Palermo donde pueda comer algo mas "
        "que ensalada",
        "disclosure",
        [F("personal", "diet", "vegetariano")],
    ),
    (
        "Me llamo Itziar y soy de la Real a muerte. ¿Qué bar de Donostia me recomiendas para ver el derbi con "
        "ambiente?",
        "disclosure",
        [F("personal", "name", "Itziar"), F("preferences", "favourite team", "Real")],
    ),
    (
        "En los viajes de curro pido siempre pasillo, que en ventanilla me agobio",
        "disclosure",
        [F("preferences", "preference", "pasillo")],
    ),
    (
        "Me diagnosticaron intolerancia a la lactosa el mes pasado... ¿qué bebida vegetal queda mejor en un espresso?",
        "disclosure",
        [F("personal", "diet", "intolerancia a la lactosa")],
    ),
    (
        "lo de ser vegana se acabó, lo dejé hace un año por la anemia. Ahora como de todo, pásame recetas con "
        "lentejas y carne",
        "disclosure",
        [R("personal", "diet", "vegana")],
    ),
    (
        "Uso talla M de camiseta pero de pantalón una 40; ¿me armas un look para una boda de día en mayo?",
        "disclosure",
        [F("personal", "clothing size", "M"), F("personal", "clothing size", "40")],
    ),
    (
        "no hay serie como The Office, es mi favorita (la gringa, no la británica), dame algo con ese humor "
        "pa ver en la noche",
        "disclosure",
        [F("preferences", "favourite series", "The Office")],
    ),
    (
        "El cilantro a mí me sabe a jabón, no lo soporto. ¿Una receta de guacamole que no lo lleve?",
        "disclosure",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "Enfermera del Hospital de Cruces, con turnos de noche, y hago yoga tres veces por semana. ¿Alguna "
        "clase a media mañana por Barakaldo?",
        "disclosure",
        [F("work", "job", "enfermera"), F("work", "employer", "Hospital de Cruces"), F("personal", "hobby", "yoga")],
    ),
    (
        "Escríbeme siempre por WhatsApp porfa, el correo lo miro una vez al mes con suerte",
        "disclosure",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "Tengo 34 años y odio correr con toda mi alma; búscame una clase en el gimnasio que no sea cardio puro",
        "disclosure",
        [F("personal", "age", "34"), F("preferences", "dislikes", "correr")],
    ),
    (
        "El verde botella es mi color favorito. ¿Qué abrigo de lana me recomiendas? Soy talla S",
        "disclosure",
        [F("preferences", "colour", "verde botella"), F("personal", "clothing size", "S")],
    ),
    (
        "Lo mío es el jazz, sobre todo Bill Evans; hazme una lista para cocinar los domingos",
        "disclosure",
        [F("preferences", "likes", "jazz")],
    ),
    (
        "Resulta que no soy alérgico a la penicilina!! me hicieron las pruebas y fue un virus. Actualízalo, "
        "que ahora me recetaron amoxicilina",
        "disclosure",
        [R("personal", "allergy", "penicilina")],
    ),
    (
        "Con la bebé, mi hija Martina, duermo fatal y me he vuelto adicta al té verde, ¿qué tetera me compro?",
        "disclosure",
        [F("personal", "daughter", "Martina"), F("preferences", "likes", "té verde")],
    ),
    (
        "Acá en Ñuñoa vivo con dos gatos, el Cachupín y la Rucia, y quiero un sillón que no se arañe al tiro",
        "disclosure",
        [F("personal", "home", "Ñuñoa"), F("personal", "pet", "Cachupín"), F("personal", "pet", "Rucia")],
    ),
    (
        "entre té y café prefiero el té y sin azúcar, qué termo me recomiendas para la oficina",
        "disclosure",
        [F("preferences", "preference", "té")],
    ),
    (
        "Para el móvil nuevo mi presupuesto es de 300 euros como mucho, ¿qué terminal y qué tarifa me cuadran?",
        "disclosure",
        [F("preferences", "budget", "300 euros")],
    ),
    (
        "tengo 19, estudio Diseño en la UBA y para auriculares tengo 60 lucas, cuál me conviene",
        "disclosure",
        [F("personal", "age", "19"), F("personal", "studies", "Diseño"), F("preferences", "budget", "60 lucas")],
    ),
    (
        "Hincha del Atlético Nacional de toda la vida, y mi comida favorita la bandeja paisa, parce. ¿Un "
        "colombiano bueno en Madrid?",
        "disclosure",
        [F("preferences", "favourite team", "Atlético Nacional"), F("preferences", "favourite food", "bandeja paisa")],
    ),
    (
        "Las novelas románticas no me gustan nada, a mí dame policiaca nórdica. Mi libro favorito es La "
        "princesa de hielo.",
        "disclosure",
        [
            F("preferences", "dislikes", "novelas románticas"),
            F("preferences", "favourite book", "La princesa de hielo"),
        ],
    ),
    (
        "De ahora en adelante háblame de usted, por favor, que el tuteo me choca",
        "disclosure",
        [F("preferences", "instruction", "háblame de usted")],
    ),
    (
        "contestame corto y al grano de ahora en más, no necesito tanta explicación",
        "disclosure",
        [F("preferences", "instruction", "contestame corto y al grano")],
    ),
    (
        "Soy de Boca y vivo en Rosario, no me juzgues jaja. Recomendame una parrilla cerca del Monumento",
        "disclosure",
        [F("preferences", "favourite team", "Boca"), F("personal", "home", "Rosario")],
    ),
    (
        "Mi perra Kira se comió mis únicas zapatillas buenas 😩 necesito unas nuevas, talla 38",
        "disclosure",
        [F("personal", "pet", "Kira"), F("personal", "shoe size", "38")],
    ),
    (
        "Me encanta el sushi pero soy alérgica al marisco, así que solo pescado crudo. ¿Algún japonés en "
        "Valencia que se lo tome en serio?",
        "disclosure",
        [F("preferences", "likes", "sushi"), F("personal", "allergy", "marisco")],
    ),
    (
        "curro de camarero en un bar de Malasaña y libro los lunes, dame planes para un lunes por la noche",
        "disclosure",
        [F("work", "job", "camarero")],
    ),
    (
        "Recuerda que soy diabética tipo 1: las recetas de postre, sin azúcar porfa",
        "disclosure",
        [F("personal", "note", "diabética tipo 1")],
    ),
    (
        "Cambié de idea, ya no quiero ventanilla: prefiero pasillo, que me levanto mil veces al baño",
        "disclosure",
        [F("preferences", "preference", "pasillo")],
    ),
    (
        "me hice vegana en enero después de ver un documental, así que las recetas con huevo ya no me sirven",
        "disclosure",
        [F("personal", "diet", "vegana")],
    ),
    (
        "Tengo una gata, la Michi, que odia el transportín. ¿Qué hotel en Lisboa admite mascotas?",
        "disclosure",
        [F("personal", "pet", "Michi")],
    ),
    (
        "Mi hijo Bruno es celíaco, yo no; busco pizzería con masa sin gluten en Sevilla para su cumple",
        "disclosure",
        [F("personal", "son", "Bruno")],
    ),
    (
        "Amélie es mi peli favorita, la he visto como veinte veces. ¿Qué me pongo que tenga ese rollo?",
        "disclosure",
        [F("preferences", "favourite film", "Amélie")],
    ),
    (
        "Soy Lucía, tengo 41 y me apunté a pádel hace nada: ¿qué pala me compro sin pasarme de 90 euros?",
        "disclosure",
        [
            F("personal", "name", "Lucía"),
            F("personal", "age", "41"),
            F("personal", "hobby", "pádel"),
            F("preferences", "budget", "90 euros"),
        ],
    ),
    (
        "Yo no bebo alcohol, así que para la cena de empresa en ese asador dime qué tienen sin alcohol",
        "disclosure",
        [F("personal", "note", "no bebo alcohol")],
    ),
    (
        "Lo que tomo cada mañana es un cortado con leche de avena, es mi bebida favorita; ¿qué cafetera de "
        "cápsulas lo hace decente?",
        "disclosure",
        [F("preferences", "favourite drink", "cortado con leche de avena")],
    ),
    (
        "Odio el reguetón, en serio. Hazme una playlist para el gym con rock de los 90",
        "disclosure",
        [F("preferences", "dislikes", "reguetón")],
    ),
    (
        "mido 1,62 y los pantalones siempre me quedan largos, uso talla 36, alguna marca con largo corto?",
        "disclosure",
        [F("personal", "note", "mido 1,62"), F("personal", "clothing size", "36")],
    ),
    (
        "Le tengo pánico al avión y prefiero el tren siempre, aunque tarde más. ¿Cómo llego de Madrid a París?",
        "disclosure",
        [F("preferences", "preference", "el tren")],
    ),
    (
        "Dejé de fumar hace dos años y ahora salgo a correr tres veces por semana. ¿Qué zapatillas me compro?",
        "disclosure",
        [F("personal", "hobby", "correr")],
    ),
    (
        "En verano me fui a vivir a Valparaíso con mi polola Javiera, recomiéndanos un lugar con buenos completos",
        "disclosure",
        [F("personal", "home", "Valparaíso"), F("personal", "partner", "Javiera")],
    ),
    (
        "Soy de Arequipa pero vivo en Lima hace diez años y extraño el rocoto relleno, ¿dónde lo hacen bien "
        "por Miraflores?",
        "disclosure",
        [F("personal", "origin", "Arequipa"), F("personal", "home", "Lima")],
    ),
    (
        "Ya no juego al fútbol, la rodilla no da más; búscame algo suave, tipo natación",
        "disclosure",
        [R("personal", "hobby", "fútbol")],
    ),
    (
        "Mi marido Jorge y yo somos socios del Betis, ¿una cervecería en Triana para ver el partido del domingo?",
        "disclosure",
        [F("personal", "partner", "Jorge"), F("preferences", "favourite team", "Betis")],
    ),
    (
        "Tengo dos hijas, Olivia y Carmen, y ninguna come pescado ni a tiros. Ideas para cenas?",
        "disclosure",
        [
            F("personal", "children", "dos hijas"),
            F("personal", "daughter", "Olivia"),
            F("personal", "daughter", "Carmen"),
        ],
    ),
    (
        "Por el ceviche me muero, es mi comida favorita; ¿algún peruano rico en Santiago centro que no sea carísimo?",
        "disclosure",
        [F("preferences", "favourite food", "ceviche")],
    ),
    (
        "Tuve alergia a los gatos desde chica y con la inmunoterapia se me quitó, ahora tengo un gato negro, "
        "el Sombra 🖤",
        "disclosure",
        [R("personal", "allergy", "gatos"), F("personal", "pet", "Sombra")],
    ),
    (
        "Leo siempre en papel, nada de Kindle. ¿Una novela negra española que valga la pena?",
        "disclosure",
        [F("preferences", "preference", "papel")],
    ),
    (
        "Vivo en Envigado y trabajo desde la casa, ¿qué silla de oficina me sirve para la espalda?",
        "disclosure",
        [F("personal", "home", "Envigado")],
    ),
    (
        "Cuando me pidas algo, que pago siempre con Bizum",
        "disclosure",
        [F("preferences", "payment", "Bizum")],
    ),
    (
        "Mi talla de sujetador es la 90B, ¿qué top deportivo sujeta bien para correr?",
        "disclosure",
        [F("personal", "clothing size", "90B")],
    ),
    (
        "Doy clase, soy profe de historia en un instituto de Zaragoza, y me flipa la novela histórica, ¿qué "
        "salió este año?",
        "disclosure",
        [F("work", "job", "profe de historia"), F("preferences", "likes", "novela histórica")],
    ),
    (
        "Dejé el sin gluten, era una moda y no me sentaba mejor; ya no me filtres las recetas por eso",
        "disclosure",
        [R("personal", "diet", "sin gluten")],
    ),
    (
        "El vino blanco bien frío me encanta, sobre todo el albariño; ¿una bodega en Rías Baixas para visitar?",
        "disclosure",
        [F("preferences", "likes", "vino blanco bien frío")],
    ),
    (
        "Como cumplo años el 3 de mayo, este año me quiero regalar un perfume, ¿cuál está de moda?",
        "disclosure",
        [F("personal", "birthday", "3 de mayo")],
    ),
    (
        "tengo 28, vivo sola en Guadalajara y no cocino nunca, pásame cenas de 15 minutos",
        "disclosure",
        [F("personal", "age", "28"), F("personal", "home", "Guadalajara")],
    ),
    (
        "Soy de Montevideo y de Peñarol, obvio. ¿Qué parrilla me recomendás en Buenos Aires para llevar a mi vieja?",
        "disclosure",
        [F("personal", "origin", "Montevideo"), F("preferences", "favourite team", "Peñarol")],
    ),
    (
        "Llevo seis meses con dieta keto; ¿qué puedo pedir en un mexicano sin salirme?",
        "disclosure",
        [F("personal", "diet", "keto")],
    ),
    (
        "Terminé con la Vale hace un mes y ya no tengo con quién ir al cine, recomiéndame pelis para ver solo",
        "disclosure",
        [R("personal", "partner", "Vale")],
    ),
    (
        "Dejé Telefónica en verano y me pasé a Glovo de backend; ¿qué portátil me recomiendas para programar?",
        "disclosure",
        [R("work", "employer", "Telefónica"), F("work", "employer", "Glovo")],
    ),
    (
        "Mi perro Chispa murió en octubre y todavía no quiero otro. ¿Algún libro sobre el duelo?",
        "disclosure",
        [R("personal", "pet", "Chispa")],
    ),
    (
        "a partir de hoy respóndeme en inglés porfa, estoy preparando el C1",
        "disclosure",
        [F("preferences", "response language", "en")],
    ),
    (
        "las aceitunas antes las odiaba y ahora me pirran, qué tapas con aceitunas hago para el sábado",
        "disclosure",
        [F("preferences", "likes", "aceitunas")],
    ),
    (
        "La montaña me tira más que la playa, siempre. ¿Un hotel rural en el Pirineo para agosto?",
        "disclosure",
        [F("preferences", "preference", "montaña")],
    ),
    (
        "Vivo de la fotografía de bodas y para el objetivo nuevo tengo 1.200 euros de presupuesto",
        "disclosure",
        [F("work", "job", "fotografía de bodas"), F("preferences", "budget", "1.200 euros")],
    ),
    (
        "Sigo siendo pescetariana, pero ahora también sin lácteos por el acné; ¿menú semanal?",
        "disclosure",
        [F("personal", "diet", "pescetariana"), F("personal", "diet", "sin lácteos")],
    ),
    (
        "Vivo en Maracaibo con mi mamá y cocino yo, ¿recetas de arepas con poca sal?",
        "disclosure",
        [F("personal", "home", "Maracaibo")],
    ),
    (
        "soda stereo es mi grupo favorito y lloro con De música ligera, armame una playlist de rock nacional",
        "disclosure",
        [F("preferences", "favourite band", "Soda Stereo")],
    ),
    (
        "Soy caleña y bailo salsa todos los viernes; ¿dónde hay salsa en vivo en Madrid?",
        "disclosure",
        [F("personal", "origin", "caleña"), F("personal", "hobby", "salsa")],
    ),
    (
        "Tengo dos perros enormes, Lola y Tango, y necesito un coche donde quepan; presupuesto 15.000 euros",
        "disclosure",
        [F("personal", "pet", "Lola"), F("personal", "pet", "Tango"), F("preferences", "budget", "15.000 euros")],
    ),
    (
        "Me llamo Ramiro, tengo 62 y ya me jubilé de ferroviario; me gustan las novelas del oeste, ¿alguna nueva?",
        "disclosure",
        [
            F("personal", "name", "Ramiro"),
            F("personal", "age", "62"),
            R("work", "job", "ferroviario"),
            F("preferences", "likes", "novelas del oeste"),
        ],
    ),
    (
        "Soy muy friolera y siempre quiero habitación lejos del ascensor y del aire, apúntalo para los hoteles",
        "disclosure",
        [F("preferences", "preference", "habitación lejos del ascensor")],
    ),
    (
        "Estudio Medicina en la Complutense, ¿qué fonendo me recomiendas para las prácticas?",
        "disclosure",
        [F("personal", "studies", "Medicina")],
    ),
    (
        "Soy regio, de Monterrey; ¿dónde hacen un cabrito decente en CDMX?",
        "disclosure",
        [F("personal", "origin", "Monterrey")],
    ),
    (
        "Tengo 3 cabros chicos y cero tiempo, una serie cortita para ver en la noche?",
        "disclosure",
        [F("personal", "children", "3 cabros chicos")],
    ),
    # --- casual: nothing to keep ---
    (
        "Mi novio es celíaco y el sábado es su cumple, ¿qué restaurante sin gluten hay en Chamberí?",
        "casual",
        [],
    ),
    (
        "A mi jefa le encanta el tinto, ¿qué botella le regalo por menos de 30 euros?",
        "casual",
        [],
    ),
    (
        "Suponte que me hago vegano: ¿de dónde sacaría la proteína?",
        "casual",
        [],
    ),
    (
        "Hoy me apetece sushi, ¿qué sitio abre a las once de la noche por Gràcia?",
        "casual",
        [],
    ),
    (
        "¿Cuál es la talla de pie más común en España?",
        "casual",
        [],
    ),
    (
        "Ay sí, me encanta que me despierten a las seis un domingo, lo mejor del mundo 🙄",
        "casual",
        [],
    ),
    (
        "Tradúceme al inglés: «Mi color favorito es el amarillo y odio el brócoli»",
        "casual",
        [],
    ),
    (
        "Escribe una reseña de cinco estrellas de parte de mi tía para el italiano de la esquina, le encantó la lasaña",
        "casual",
        [],
    ),
    (
        "¿Es verdad que quien es alérgico a la penicilina también lo es a la amoxicilina?",
        "casual",
        [],
    ),
    (
        "Mi hija está obsesionada con Bluey, ¿hay algo parecido que le pueda poner?",
        "casual",
        [],
    ),
    (
        "No no, la dieta no es mía, es de mi hermano",
        "casual",
        [],
    ),
    (
        "¿Qué va mejor con un asado, un malbec o un cabernet?",
        "casual",
        [],
    ),
    (
        "esta noche pido pizza con piña y que nadie me juzgue",
        "casual",
        [],
    ),
    (
        "Mi abuela no soporta el cilantro, ¿con qué lo cambio en el ceviche?",
        "casual",
        [],
    ),
    (
        "Ponme la de Manu Chao que dice 'me gusta la mañana, me gusta el viento'",
        "casual",
        [],
    ),
    (
        "¿Tú qué prefieres, ventanilla o pasillo? jaja es broma, ya sé que eres una IA",
        "casual",
        [],
    ),
    (
        "Para Nochebuena somos doce, hay dos veganos y una celíaca, ¿qué menú hago?",
        "casual",
        [],
    ),
    (
        "Si tuvieras 500 euros para un móvil, ¿cuál te comprarías?",
        "casual",
        [],
    ),
    (
        "mi compañero de depto es de River y no para de hablar del superclásico, qué le regalo pa molestarlo jaja",
        "casual",
        [],
    ),
    (
        "¿Cuál es el plato favorito de los mexicanos según las encuestas?",
        "casual",
        [],
    ),
    (
        "Mi suegro es alérgico a las nueces, ¿el pesto lleva?",
        "casual",
        [],
    ),
    (
        "Hoy prefiero cenar algo ligero, que en la comida me pasé",
        "casual",
        [],
    ),
    (
        "¿Una M americana qué talla sería en Europa?",
        "casual",
        [],
    ),
    (
        "Claro, porque a todos nos encanta esperar una hora al teléfono con la compañía de la luz 🙃",
        "casual",
        [],
    ),
    (
        "En Ratatouille, ¿qué plato le sirve Remy al crítico?",
        "casual",
        [],
    ),
    (
        "Redacta la bio de Instagram de mi cuñado: 'amante del café, del Madrid y de los perros'",
        "casual",
        [],
    ),
    (
        "¿Cuánta gente en el mundo es intolerante a la lactosa?",
        "casual",
        [],
    ),
    (
        "Mi hermano se volvió vegano y ahora en Navidad nadie sabe qué cocinar",
        "casual",
        [],
    ),
    (
        "Este finde me pido maratón de pelis de terror, ¿cuáles me pongo?",
        "casual",
        [],
    ),
    (
        "No es para mí la talla, es para mi sobrino: ¿una de 12 años le queda a un nene de 10?",
        "casual",
        [],
    ),
    (
        "Mi jefe quiere que le contestemos siempre por correo, ¿cómo le digo que el Slack es más rápido?",
        "casual",
        [],
    ),
    (
        "¿Se puede ser vegetariano y hacer culturismo en serio?",
        "casual",
        [],
    ),
    (
        "Mafalda odia la sopa, ¿verdad? Necesito la tira para una clase de lengua",
        "casual",
        [],
    ),
    (
        "¿Qué le regalo a alguien que dice que no le gusta nada?",
        "casual",
        [],
    ),
    (
        "Solo para este vuelo quiero ventanilla, que quiero ver los Andes",
        "casual",
        [],
    ),
    (
        "Corrige esta frase de mi alumno: 'mi comida favorito son las papas fritas'",
        "casual",
        [],
    ),
    (
        "mi pololo dice que el completo italiano es lo mejor de Chile, tiene razón o no",
        "casual",
        [],
    ),
    (
        "Pa mí que a nadie le gusta de verdad el kale, lo comen por postureo",
        "casual",
        [],
    ),
]

ENGLISH = [
    # --- durable facts ---
    (
        "I'm coeliac so any pub in Edinburgh you send me to needs proper gluten free fish and chips, not just "
        "'ask staff'",
        "disclosure",
        [F("personal", "diet", "coeliac")],
    ),
    (
        "Looking for a red to treat myself, I lean Pinot over Cab every time and don't wanna go past $35",
        "disclosure",
        [F("preferences", "preference", "Pinot"), F("preferences", "budget", "$35")],
    ),
    (
        "size 11 in runners and my feet are wide, need something for parkrun, which brands actually do wide fittings",
        "disclosure",
        [F("personal", "shoe size", "11")],
    ),
    (
        "My all-time favourite book is Middlemarch. What should I read next that isn't another Victorian doorstop?",
        "disclosure",
        [F("preferences", "favourite book", "Middlemarch")],
    ),
    (
        "I'm allergic to sesame, which makes takeaways a nightmare, and my husband Callum can't do spice — "
        "what's safe to order?",
        "disclosure",
        [F("personal", "allergy", "sesame"), F("personal", "partner", "Callum")],
    ),
    (
        "Been vegetarian since uni, twelve years now. Find me a braai spot in Cape Town where I won't just "
        "eat salad lol",
        "disclosure",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "Name's Siobhan and I'm Celtic through and through. Where in Glasgow can I watch the derby without the glares?",
        "disclosure",
        [F("personal", "name", "Siobhan"), F("preferences", "favourite team", "Celtic")],
    ),
    (
        "Always stick me in an aisle seat pls, I'm 6'4 and the window seat is torture",
        "disclosure",
        [F("preferences", "preference", "aisle seat"), F("personal", "note", "6'4")],
    ),
    (
        "lactose intolerant here, which oat milk actually foams for a flat white",
        "disclosure",
        [F("personal", "diet", "lactose intolerant")],
    ),
    (
        "I gave up being vegan last spring, doctor's orders, so you can stop filtering out eggs and dairy for me",
        "disclosure",
        [R("personal", "diet", "vegan")],
    ),
    (
        "Medium in tops, 32 waist. Can you put together a smart-casual outfit for a christening?",
        "disclosure",
        [F("personal", "clothing size", "M"), F("personal", "clothing size", "32")],
    ),
    (
        "Derry Girls is my favourite show ever, give me something with that same chaotic energy",
        "disclosure",
        [F("preferences", "favourite series", "Derry Girls")],
    ),
    (
        "Coriander tastes like soap to me, honestly can't stand the stuff. Pad thai without it?",
        "disclosure",
        [F("preferences", "dislikes", "coriander")],
    ),
    (
        "Paramedic here, with the Scottish Ambulance Service, twelve hour shifts, and I go bouldering twice a "
        "week to stay sane, any walls in Dundee open late?",
        "disclosure",
        [
            F("work", "job", "paramedic"),
            F("work", "employer", "Scottish Ambulance Service"),
            F("personal", "hobby", "bouldering"),
        ],
    ),
    (
        "WhatsApp me from now on, I genuinely never look at my email",
        "disclosure",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "I'm 47 and I hate running with a passion, so suggest a gym class that isn't just cardio",
        "disclosure",
        [F("personal", "age", "47"), F("preferences", "dislikes", "running")],
    ),
    (
        "Favourite colour's mustard yellow. What raincoat would you get me? I'm a size 12",
        "disclosure",
        [F("preferences", "colour", "mustard yellow"), F("personal", "clothing size", "12")],
    ),
    (
        "Drum and bass is my thing, has been since I was fifteen. Build me a playlist for the commute",
        "disclosure",
        [F("preferences", "likes", "drum and bass")],
    ),
    (
        "Turns out I was never allergic to amoxicillin, it was the virus all along. Can you update that?",
        "disclosure",
        [R("personal", "allergy", "amoxicillin")],
    ),
    (
        "Since my son Kofi arrived I've had zero time to cook, which slow cooker should I get",
        "disclosure",
        [F("personal", "son", "Kofi")],
    ),
    (
        "Me and my two cats, Bramble and Haggis, live in Leith and I need a sofa that survives claws",
        "disclosure",
        [F("personal", "home", "Leith"), F("personal", "pet", "Bramble"), F("personal", "pet", "Haggis")],
    ),
    (
        "Tea over coffee every time, no sugar. Which travel mug keeps it hot longest?",
        "disclosure",
        [F("preferences", "preference", "tea")],
    ),
    (
        "New phone time, budget is £400 tops, which handset goes with a SIM only deal?",
        "disclosure",
        [F("preferences", "budget", "£400")],
    ),
    (
        "I'm 20, studying nursing at Wits, and I've got about R1500 for headphones. Which ones?",
        "disclosure",
        [F("personal", "age", "20"), F("personal", "studies", "nursing"), F("preferences", "budget", "R1500")],
    ),
    (
        "Kaizer Chiefs is my team, howzit possible no pub in Reading shows their games?",
        "disclosure",
        [F("preferences", "favourite team", "Kaizer Chiefs")],
    ),
    (
        "Romance novels I can't stand. Nordic noir any day, my favourite book is The Snowman",
        "disclosure",
        [F("preferences", "dislikes", "romance novels"), F("preferences", "favourite book", "The Snowman")],
    ),
    (
        "Please don't call me hun, I'm not your nan 😂",
        "disclosure",
        [F("preferences", "instruction", "don't call me hun")],
    ),
    (
        "from here on just short answers, bullet points, no essays",
        "disclosure",
        [F("preferences", "instruction", "short answers, bullet points, no essays")],
    ),
    (
        "Boca fan living in Auckland, don't laugh. Anywhere here show Argentine football?",
        "disclosure",
        [F("preferences", "favourite team", "Boca"), F("personal", "home", "Auckland")],
    ),
    (
        "My dog Tui chewed through my only decent boots 🙄 need new ones, size 9",
        "disclosure",
        [F("personal", "pet", "Tui"), F("personal", "shoe size", "9")],
    ),
    (
        "I love sushi but shellfish puts me in hospital, so raw fish only. Any Japanese in Wellington that "
        "takes allergies seriously?",
        "disclosure",
        [F("preferences", "likes", "sushi"), F("personal", "allergy", "shellfish")],
    ),
    (
        "I'm a barista in Fitzroy and get Mondays off, what's on in Melbourne on a Monday night",
        "disclosure",
        [F("work", "job", "barista")],
    ),
    (
        "Heads up, I'm type 1 diabetic, so dessert recipes need to be low sugar, ta",
        "disclosure",
        [F("personal", "note", "type 1 diabetic")],
    ),
    (
        "Changed my mind, no more window for me. I'd rather be on the aisle, I'm up and down all night",
        "disclosure",
        [F("preferences", "preference", "aisle")],
    ),
    (
        "Went vegan in January after watching Dominion, so recipes with eggs are out",
        "disclosure",
        [F("personal", "diet", "vegan")],
    ),
    (
        "I've got a tabby called Biscuit who hates the carrier. Which Cornwall cottages take cats?",
        "disclosure",
        [F("personal", "pet", "Biscuit")],
    ),
    (
        "My favourite film is Paddington 2 and I will not be taking questions. Something equally wholesome "
        "for tonight?",
        "disclosure",
        [F("preferences", "favourite film", "Paddington 2")],
    ),
    (
        "I'm Ngozi, 36, and I just took up tennis. Which racket should I buy for under ₦60,000?",
        "disclosure",
        [
            F("personal", "name", "Ngozi"),
            F("personal", "age", "36"),
            F("personal", "hobby", "tennis"),
            F("preferences", "budget", "₦60,000"),
        ],
    ),
    (
        "I don't drink, so for the work do at that steakhouse, what alcohol-free stuff have they got?",
        "disclosure",
        [F("personal", "note", "I don't drink")],
    ),
    (
        "Guinness is my favourite drink and always will be, which pubs in Galway pour it properly?",
        "disclosure",
        [F("preferences", "favourite drink", "Guinness")],
    ),
    (
        "I hate country music, sorry not sorry. Make me a gym mix with 90s hip hop",
        "disclosure",
        [F("preferences", "dislikes", "country music")],
    ),
    (
        "I'm 5'2 and jeans are always too long on me, size 8 petite, which brands do a short leg?",
        "disclosure",
        [F("personal", "note", "5'2"), F("personal", "clothing size", "8 petite")],
    ),
    (
        "Scared stiff of flying so I'd rather take the train, even if it's slower. London to Rome, how?",
        "disclosure",
        [F("preferences", "preference", "train")],
    ),
    (
        "Quit smoking two years ago and now I run three times a week. Which trainers?",
        "disclosure",
        [F("personal", "hobby", "run")],
    ),
    (
        "Moved to Hamilton with my partner Jess over the summer, where's good for a date night round here?",
        "disclosure",
        [F("personal", "home", "Hamilton"), F("personal", "partner", "Jess")],
    ),
    (
        "I'm from Lagos but I've been in Manchester six years now and I miss proper suya, where do I get it?",
        "disclosure",
        [F("personal", "origin", "Lagos"), F("personal", "home", "Manchester")],
    ),
    (
        "Gave up five-a-side, my knees are done. Is swimming any good for them?",
        "disclosure",
        [R("personal", "hobby", "five-a-side")],
    ),
    (
        "My wife Aoife and I are both Munster season ticket holders, any pub in Limerick for the away match?",
        "disclosure",
        [F("personal", "partner", "Aoife"), F("preferences", "favourite team", "Munster")],
    ),
    (
        "I've got two girls, Isla and Freya, and neither of them will touch fish. Dinner ideas?",
        "disclosure",
        [F("personal", "children", "two girls"), F("personal", "daughter", "Isla"), F("personal", "daughter", "Freya")],
    ),
    (
        "Favourite food is biryani, hands down. Best Hyderabadi place in Leicester?",
        "disclosure",
        [F("preferences", "favourite food", "biryani")],
    ),
    (
        "Had a cat allergy my whole life and immunotherapy cleared it, so now I've a black cat named Shadow 🖤",
        "disclosure",
        [R("personal", "allergy", "cat"), F("personal", "pet", "Shadow")],
    ),
    (
        "I only read paper books, no Kindle for me. Recommend a good Irish crime novel?",
        "disclosure",
        [F("preferences", "preference", "paper books")],
    ),
    (
        "I work remote for a Toronto agency but live out in Halifax, need a proper office chair",
        "disclosure",
        [F("personal", "home", "Halifax")],
    ),
    (
        "Pay with PayPal whenever you book anything for me, I don't like putting my card in",
        "disclosure",
        [F("preferences", "payment", "PayPal")],
    ),
    (
        "I'm a 34C, which sports bra actually holds up for running?",
        "disclosure",
        [F("personal", "clothing size", "34C")],
    ),
    (
        "I'm a geography teacher at a secondary in Leeds and historical fiction is my weakness, what's new this year?",
        "disclosure",
        [F("work", "job", "geography teacher"), F("preferences", "likes", "historical fiction")],
    ),
    (
        "I quit keto, it was making me miserable, so carbs are back on the menu",
        "disclosure",
        [R("personal", "diet", "keto")],
    ),
    (
        "My birthday's the 14th of June and I'm buying myself a perfume, what's good this year?",
        "disclosure",
        [F("personal", "birthday", "14th of June")],
    ),
    (
        "28, living alone in Brooklyn and I never cook. 15 minute dinners please",
        "disclosure",
        [F("personal", "age", "28"), F("personal", "home", "Brooklyn")],
    ),
    (
        "Born in Durban, Sharks supporter for life, where can I watch the rugby in Dubai?",
        "disclosure",
        [F("personal", "origin", "Durban"), F("preferences", "favourite team", "Sharks")],
    ),
    (
        "been on paleo for six months now, what can I order at a Mexican place without cheating",
        "disclosure",
        [F("personal", "diet", "paleo")],
    ),
    (
        "Broke up with Ellie last month so it's solo cinema trips from now on, recommend something for one",
        "disclosure",
        [R("personal", "partner", "Ellie")],
    ),
    (
        "I left Deloitte in June and I'm at Starling now as a data engineer. Laptop recs for work?",
        "disclosure",
        [R("work", "employer", "Deloitte"), F("work", "employer", "Starling"), F("work", "job", "data engineer")],
    ),
    (
        "Our old dog Baxter died in October and I'm not ready for another yet, any good books on pet loss?",
        "disclosure",
        [R("personal", "pet", "Baxter")],
    ),
    (
        "Could you answer me in Spanish from now on please, I'm practising for my DELE exam",
        "disclosure",
        [F("preferences", "response language", "es")],
    ),
    (
        "Used to hate olives, now I can't get enough of them. Tapas ideas with olives for Saturday?",
        "disclosure",
        [F("preferences", "likes", "olives")],
    ),
    (
        "Mountains over beaches for me, always. Cabin in the Rockies for August?",
        "disclosure",
        [F("preferences", "preference", "mountains")],
    ),
    (
        "I'm a wedding photographer and I've got $1,500 for a new lens, what should I get?",
        "disclosure",
        [F("work", "job", "wedding photographer"), F("preferences", "budget", "$1,500")],
    ),
    (
        "Still pescatarian, and dairy-free now too because of eczema; meal plan for the week?",
        "disclosure",
        [F("personal", "diet", "pescatarian"), F("personal", "diet", "dairy-free")],
    ),
    (
        "I stay in Port Harcourt with my mum and I do the cooking, low salt jollof recipe please",
        "disclosure",
        [F("personal", "home", "Port Harcourt")],
    ),
    (
        "crowded house are my favourite band and Don't Dream It's Over gets me every time, playlist?",
        "disclosure",
        [F("preferences", "favourite band", "Crowded House")],
    ),
    (
        "I'm from Kerala originally, any Keralan restaurants in Sydney that taste like home?",
        "disclosure",
        [F("personal", "origin", "Kerala")],
    ),
    (
        "My two dogs Maple and Moose are massive, need a car they'll both fit in, budget $25k",
        "disclosure",
        [F("personal", "pet", "Maple"), F("personal", "pet", "Moose"), F("preferences", "budget", "$25k")],
    ),
    (
        "Gerald here, 67, retired from the railways and partial to a good western. Any new ones out?",
        "disclosure",
        [F("personal", "name", "Gerald"), F("personal", "age", "67"), F("preferences", "likes", "western")],
    ),
    (
        "I always want a room away from the lift, light sleeper, so save that for hotels",
        "disclosure",
        [F("preferences", "preference", "room away from the lift")],
    ),
    (
        "My husband's name is Arjun, we're both pure veg, and we need a restaurant in Pune for our anniversary",
        "disclosure",
        [F("personal", "partner", "Arjun"), F("personal", "diet", "pure veg")],
    ),
    (
        "Leafs fan, sadly. Where in Ottawa can I watch the game without getting heckled?",
        "disclosure",
        [F("preferences", "favourite team", "Leafs")],
    ),
    (
        "Call me Bea, everyone does. I want a gym class that's fun, not military",
        "disclosure",
        [F("personal", "name", "Bea")],
    ),
    (
        "Can't eat nuts, I'm anaphylactic, so check every single recipe you give me",
        "disclosure",
        [F("personal", "allergy", "nuts")],
    ),
    (
        "Need boots in a 7 and a half, vegan leather only as I'm vegan myself",
        "disclosure",
        [F("personal", "shoe size", "7 and a half"), F("personal", "diet", "vegan")],
    ),
    # --- casual: nothing to keep ---
    (
        "My boyfriend's coeliac and it's his birthday Saturday, gluten free restaurant in Shoreditch?",
        "casual",
        [],
    ),
    (
        "My boss loves a smoky whisky, what bottle can I get her under £50?",
        "casual",
        [],
    ),
    (
        "Say I went vegan, where would I even get my protein from?",
        "casual",
        [],
    ),
    (
        "Fancy sushi tonight, what's open after 11 near Temple Bar?",
        "casual",
        [],
    ),
    (
        "What's the most common shoe size for women in the UK?",
        "casual",
        [],
    ),
    (
        "Ah yes, nothing I LOVE more than being woken at 6am on a Sunday by the neighbour's drill 🙃",
        "casual",
        [],
    ),
    (
        "Translate to French: 'My favourite colour is yellow and I hate broccoli'",
        "casual",
        [],
    ),
    (
        "Write a 5 star Google review for my aunt, she loved the lasagne at Luigi's",
        "casual",
        [],
    ),
    (
        "Is it true people allergic to penicillin react to amoxicillin too?",
        "casual",
        [],
    ),
    (
        "My daughter's obsessed with Bluey, anything similar I could put on for her?",
        "casual",
        [],
    ),
    (
        "Nah the diet's not mine, it's my brother's",
        "casual",
        [],
    ),
    (
        "What goes better with lamb, a shiraz or a merlot?",
        "casual",
        [],
    ),
    (
        "pineapple on pizza tonight and nobody can stop me",
        "casual",
        [],
    ),
    (
        "My nan can't stand coriander, what do I swap it for in the curry?",
        "casual",
        [],
    ),
    (
        "Put on that song that goes 'I like big butts and I cannot lie'",
        "casual",
        [],
    ),
    (
        "Window or aisle, what do you reckon? jk you're a bot",
        "casual",
        [],
    ),
    (
        "There's twelve of us for Christmas dinner, two vegans and a coeliac among them, menu ideas?",
        "casual",
        [],
    ),
    (
        "Abeg my oga loves pepper soup, where can I buy a good one for his send-off in Abuja?",
        "casual",
        [],
    ),
    (
        "My flatmate is a Rangers fan and won't shut up about it, gift idea to wind him up?",
        "casual",
        [],
    ),
    (
        "My amma swears filter coffee beats anything at Starbucks, back me up here",
        "casual",
        [],
    ),
    (
        "Is there walnut in pesto? Asking cos my father-in-law's allergic",
        "casual",
        [],
    ),
    (
        "Something light for dinner tonight please, I ate way too much at lunch",
        "casual",
        [],
    ),
    (
        "What's a US medium in Aussie sizes?",
        "casual",
        [],
    ),
    (
        "Sure, because everyone loves being on hold with the broadband lot for an hour",
        "casual",
        [],
    ),
    (
        "In Ratatouille, what dish does Remy serve the critic?",
        "casual",
        [],
    ),
    (
        "Write my cousin's dating bio: 'loves dogs, hates running, Arsenal till I die'",
        "casual",
        [],
    ),
    (
        "How many people worldwide are lactose intolerant?",
        "casual",
        [],
    ),
    (
        "My brother went vegan and now nobody knows what to cook at Christmas",
        "casual",
        [],
    ),
    (
        "In the mood for a horror marathon this weekend, what should I queue up?",
        "casual",
        [],
    ),
    (
        "It's not for me, the size is for my nephew, would a 12-13 fit a ten year old?",
        "casual",
        [],
    ),
    (
        "My manager insists we always reply by email, how do I tell him Slack is faster?",
        "casual",
        [],
    ),
    (
        "Can you be vegetarian and do bodybuilding seriously?",
        "casual",
        [],
    ),
    (
        "Which Simpsons character hates broccoli? need it for a pub quiz",
        "casual",
        [],
    ),
    (
        "What do you buy for someone who claims they don't like anything?",
        "casual",
        [],
    ),
    (
        "Just for this flight I want the window, I wanna see the Alps",
        "casual",
        [],
    ),
    (
        "Fix my student's sentence: 'my favourite foods is chip's'",
        "casual",
        [],
    ),
    (
        "My missus reckons a meat pie is the best thing in Australia, is she right?",
        "casual",
        [],
    ),
    (
        "Honestly nobody actually likes kale, they just pretend for the gram",
        "casual",
        [],
    ),
]
