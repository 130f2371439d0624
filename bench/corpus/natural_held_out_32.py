"""A thirty-second batch of natural lines, written blind by a helper session (a language model) started from a
session of the project: its author read neither the extraction rules (nothing under facts/) nor the lines used to
tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py, blind.py) nor their tests nor
docs/benchmarks.md nor the earlier batches' sentences. It read only the label helpers (labels.py), natural.py (the
scoring note and how batches are registered), lines 80 to 160 of bench/extraction.py (how an item is scored and
tabulated by category), the opening of docs/facts.md with its key table and the paragraphs under it up to the
standing instructions, its sections on plans and on values, the docstring and the first fifteen lines after it of
the thirty-first batch for the file format (one labelled Spanish line, not reused), and the names of the domains,
keys and categories the held-out batches already label, with their counts (printed by a snippet, names and counts
only, no line). A snippet that prints only this batch's lines found six of them (an answer-language instruction, a
what-if on protein, a what-if on London, a saying, a question on colours, a message to a landlord) inside other
files of the corpus or tests, and they were reworded before anything else ran. Nothing was run against the
extractor.

Its theme is a long-running relationship with an assistant: users correcting or updating what they told it before
("Corrijo lo de antes: ya no trabajo en Telefónica, desde septiembre estoy en BBVA", "Actually I moved last month to
Bristol, so not Bath anymore", "Vuelvo a ser vegetariana", "I'm vegetarian again", "Sorry, I said 32 earlier, I'm
actually 33"), answering its questions tersely ("Sí, dos gatas, Mora y Pimienta.", "Madrid de nacimiento, pero llevo
diez años en Valencia.", "Two kids, both girls, Ava's 6 and Isla's 3.", "I'm 38."), typing on a phone with
autocorrect slips ("Me llamo Itziar, no Itxiar", "Im allergic to peanits *peanuts"), mixing Spanish and English in a
line ("vivo en Orlando now", "Mi budget para la laptop es 1200 dólares max", "two hermanos, Luis and Beto"), and
dictating run-ons without punctuation ("me llamo Rocío tengo 29 años vivo en Sevilla y trabajo de fisio…", "ok so im
Deepak im from Pune originally but now im in Bangalore working for Infosys"); beside them plain disclosures of every
kind: name, age, birthday, email, home and origin ("I'm fae Dundee but I bide in Edinburgh now", "I stay in Abuja
now"), moves done and planned (`planned move`: Montevideo, Auckland), trips ahead (`planned trip`: Cartagena de
Indias, Japón, Marrakech, Boston) and events ahead (`upcoming plan`: a half marathon, a C1 exam, a wedding, a
driving test, a bar exam, the Chicago Marathon), job, employer, industry, studies, partner (novio, pololo unnamed,
esposo, pareja, girlfriend, "married to"), siblings, parents, children counted and named, pets named, counted by
kind or died, diets (celiaca, intolerante a la lactosa, coeliac, lactose intolerant, Jain, vegan), allergies,
favourites (colour, film, book, food, team), likes and dislikes, a hobby, a seat, shoe and clothing sizes, budgets
with their unit (euros, dólares, soles, quid, dollars), a payment method, contact channels, notes (no alcohol, a
car), standing instructions labelled `instruction` in the user's words (their core: "emojis", "kilómetros", "key
point first", "sweetheart", "bullet points") and the answer language as `response language` with its code (`es`,
`en`).

Retirements: in Spanish an employer left (Telefónica, Oxxo), an old home (Carabanchel), a pet that died (Kira), a
diet given up (vegana), a planned move called off (Lisboa) and a partner left (Sergio); in English an old home
(Bath), an employer left (Deloitte), a pet that died (Rufus), a diet given up (pescatarian), a planned move called
off (Calgary) and a partner left (Jake). The register is the Spanish of Spain, Mexico, Argentina, Uruguay, Chile,
Colombia, Peru, Cuba and Puerto Rico ("curro", "neta", "bo", "laburo", "cachai", "parce", "asere", "refri", "cel",
"ni de coña") and the English of England, Scotland, Ireland, Australia, New Zealand, Canada, the US, India, Nigeria
and South Africa ("quid", "fae", "bide", "wee", "sparky", "FIFO", "eh", "Kindly note", "I stay in", "stag do",
"five-a-side"), some lines lowercase and without accents.

In Spanish 76 lines state something durable about the user (27 of them two to four facts, 111 labels with 7
retirements) and 35 state nothing to keep; in English 73 (23 with two to four, 101 labels with 6 retirements) and
35. The casual lines are other people's facts and plans (a sister's and a brother's move, a boss's diet, a
flatmate's origin and another's diet, a grandmother's and a nan's birthday, cousins' and neighbours' trips, a
coworker's origin), what-ifs and wishes (a city lived in, a dog not allowed, a scholarship, a diet only imagined, a
relocation that may not happen, scuba diving), questions to the assistant, one-off choices ("Esta vez hazme el
resumen en inglés", "Just this once, give me the answer in French"), a meal or a film liked once, small talk,
sarcasm, sayings, denials ("No tengo hijos", "No estoy casado", "Animales no tengo", "No pets, no kids", "No, I'm
not from Texas") and facts inside a task (a sentence to translate, to correct or to proofread, an ad to draft, a
birthday message, a bio, a text to a landlord).

One label was changed after the first run, against the key table of docs/facts.md: "De ahora en adelante no uses
emojis, porfa." was labelled `instruction: emojis`, but the table keeps the answer's style under its own key
(`response style`, a code, here `no emojis`, what the rules of both languages store for an answer without emojis) and
a standing instruction only when no such specific key reads the clause (as batch 31's "Háblame de usted" was
relabelled). The other labels match the table; those that keep both a new home or diet and the retirement of the old
one in the same message (Getafe and Carabanchel, Bristol and Bath, vegan and pescatarian) stay as labelled and count
as misses by design: a new value of a single-valued key beats a retirement of the same key in the same message, and
the new value supersedes the old one when it is stored."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Corrijo lo de antes: ya no trabajo en Telefónica, desde septiembre estoy en BBVA.",
        "update",
        [R("work", "employer", "Telefónica"), F("work", "employer", "BBVA")],
    ),
    (
        "Oye, al final me mudé el mes pasado a Getafe, ya no vivo en Carabanchel.",
        "update",
        [F("personal", "home", "Getafe"), R("personal", "home", "Carabanchel")],
    ),
    (
        "Vuelvo a ser vegetariana, lo de comer pollo me duró dos semanas jaja",
        "update",
        [F("personal", "diet", "vegetariana")],
    ),
    (
        "Madrid de nacimiento, pero llevo diez años en Valencia.",
        "place",
        [F("personal", "origin", "Madrid"), F("personal", "home", "Valencia")],
    ),
    (
        "Sí, dos gatas, Mora y Pimienta.",
        "pet",
        [F("personal", "pet", "Mora"), F("personal", "pet", "Pimienta")],
    ),
    (
        "Sí, casada, con Iñaki, desde hace doce años.",
        "family",
        [F("personal", "partner", "Iñaki")],
    ),
    (
        "me llamo Rocío tengo 29 años vivo en Sevilla y trabajo de fisio en una clínica de Nervión",
        "personal",
        [
            F("personal", "name", "Rocío"),
            F("personal", "age", "29"),
            F("personal", "home", "Sevilla"),
            F("work", "job", "fisio"),
        ],
    ),
    (
        "Tengo 3 hijos: Mateo de 12, Valentina de 9 y Bruno de 4.",
        "family",
        [
            F("personal", "children", "3"),
            F("personal", "son", "Mateo"),
            F("personal", "daughter", "Valentina"),
            F("personal", "son", "Bruno"),
        ],
    ),
    (
        "Soy celiaca, tenlo en cuenta cuando me pases recetas porfa",
        "personal",
        [F("personal", "diet", "celiaca")],
    ),
    (
        "Me dan alergia los frutos secos y el kiwi.",
        "personal",
        [F("personal", "allergy", "frutos secos"), F("personal", "allergy", "kiwi")],
    ),
    (
        "Mi cumple es el 23 de abril, por si te lo vuelvo a preguntar jaja",
        "personal",
        [F("personal", "birthday", "23 de abril")],
    ),
    (
        "Perdona, antes te dije que tenía 34 pero tengo 35, ya ni me acuerdo de mi edad",
        "update",
        [F("personal", "age", "35")],
    ),
    (
        "En marzo nos mudamos a Montevideo con mi novio Facu.",
        "plan",
        [F("plans", "planned move", "Montevideo"), F("personal", "partner", "Facu")],
    ),
    (
        "Me voy a Cartagena de Indias en diciembre, ¡ya tengo los vuelos!",
        "plan",
        [F("plans", "planned trip", "Cartagena de Indias")],
    ),
    (
        "El 12 de octubre corro la media maratón de Bogotá, ando nerviosa.",
        "plan",
        [F("plans", "upcoming plan", "media maratón de Bogotá")],
    ),
    (
        "Trabajo de enfermera en el Hospital Italiano, turno noche casi siempre.",
        "work",
        [F("work", "job", "enfermera"), F("work", "employer", "Hospital Italiano")],
    ),
    (
        "Estoy en cuarto de Medicina en la UNAM.",
        "personal",
        [F("personal", "studies", "Medicina")],
    ),
    (
        "Mi hermana Carla vive en Londres y yo en Brighton.",
        "family",
        [F("personal", "sister", "Carla"), F("personal", "home", "Brighton")],
    ),
    (
        "Mi mamá se llama Gloria y mi papá Hernán.",
        "family",
        [F("personal", "mother", "Gloria"), F("personal", "father", "Hernán")],
    ),
    (
        "Mi color preferido es el turquesa.",
        "favourite",
        [F("preferences", "colour", "turquesa")],
    ),
    (
        "Odio el cilantro, me sabe a jabón.",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "Calzo un 38 y medio.",
        "personal",
        [F("personal", "shoe size", "38 y medio")],
    ),
    (
        "Uso talla S en blusas.",
        "personal",
        [F("personal", "clothing size", "S")],
    ),
    (
        "Mi presupuesto para la bici es de 800 euros como mucho.",
        "preference",
        [F("preferences", "budget", "800 euros")],
    ),
    (
        "Prefiero ventanilla siempre, en el pasillo me agobio.",
        "preference",
        [F("preferences", "preference", "ventanilla")],
    ),
    (
        "Escríbeme por Telegram mejor, el correo no lo miro nunca.",
        "preference",
        [F("preferences", "contact channel", "Telegram")],
    ),
    (
        "Desde ya, respóndeme en español siempre, aunque a veces se me escape escribirte en inglés.",
        "preference",
        [F("preferences", "response language", "es")],
    ),
    (
        "De ahora en adelante no uses emojis, porfa.",
        "preference",
        [F("preferences", "response style", "no emojis")],
    ),
    (
        "Siempre que me des una ruta, dámela en kilómetros, nunca en millas.",
        "preference",
        [F("preferences", "instruction", "kilómetros")],
    ),
    (
        "tengo un perro que se llama Canelo, es un salchicha medio loco",
        "pet",
        [F("personal", "pet", "Canelo")],
    ),
    (
        "se nos murió la Kira el martes, estoy hecha polvo",
        "update",
        [R("personal", "pet", "Kira")],
    ),
    (
        "Dejé de ser vegana hace unos meses, ahora como de todo.",
        "update",
        [R("personal", "diet", "vegana")],
    ),
    (
        "Al final no me mudo a Lisboa, me quedo en Oporto.",
        "update",
        [R("plans", "planned move", "Lisboa"), F("personal", "home", "Oporto")],
    ),
    (
        "Nací en Mendoza y ahora estoy viviendo en Neuquén por laburo.",
        "place",
        [F("personal", "origin", "Mendoza"), F("personal", "home", "Neuquén")],
    ),
    (
        "Curro en Inditex de diseñadora gráfica desde 2019.",
        "work",
        [F("work", "employer", "Inditex"), F("work", "job", "diseñadora gráfica")],
    ),
    (
        "Mi pareja es Lucía, llevamos seis años juntas.",
        "family",
        [F("personal", "partner", "Lucía")],
    ),
    (
        "Tengo un hermano, Gonzalo, que me lleva cinco años.",
        "family",
        [F("personal", "brother", "Gonzalo")],
    ),
    (
        "Soy alérgico a la penicilina, que no se te olvide.",
        "personal",
        [F("personal", "allergy", "penicilina")],
    ),
    (
        "Me encantan el senderismo y la fotografía de aves.",
        "preference",
        [F("preferences", "likes", "senderismo y la fotografía de aves")],
    ),
    (
        "Mi peli favorita es Relatos salvajes, la vi como diez veces.",
        "favourite",
        [F("preferences", "favourite film", "Relatos salvajes")],
    ),
    (
        "Soy del Atlético de toda la vida, qué le vamos a hacer.",
        "favourite",
        [F("preferences", "favourite team", "Atlético")],
    ),
    (
        "Pago siempre con tarjeta de débito.",
        "preference",
        [F("preferences", "payment", "débito")],
    ),
    (
        "Mi correo es rocio.fdez88@gmail.com",
        "personal",
        [F("personal", "email", "rocio.fdez88@gmail.com")],
    ),
    (
        "Vivo en Ñuñoa con mi pololo y dos gatos, cachai.",
        "place",
        [F("personal", "home", "Ñuñoa"), F("personal", "pet", "dos gatos")],
    ),
    (
        "Bo, tengo 33, soy de Paysandú y laburo de chofer.",
        "personal",
        [
            F("personal", "age", "33"),
            F("personal", "origin", "Paysandú"),
            F("work", "job", "chofer"),
        ],
    ),
    (
        "Neta ya no estoy en Oxxo, me cambié a Bimbo de supervisor.",
        "update",
        [
            R("work", "employer", "Oxxo"),
            F("work", "employer", "Bimbo"),
            F("work", "job", "supervisor"),
        ],
    ),
    (
        "En julio es mi boda con Andrés, en Puebla.",
        "plan",
        [F("plans", "upcoming plan", "boda"), F("personal", "partner", "Andrés")],
    ),
    (
        "Tengo el examen de inglés C1 el 20 de noviembre.",
        "plan",
        [F("plans", "upcoming plan", "examen de inglés C1")],
    ),
    (
        "Estoy estudiando Ingeniería Informática a distancia.",
        "personal",
        [F("personal", "studies", "Ingeniería Informática")],
    ),
    (
        "Mi libro favorito de siempre: Pedro Páramo.",
        "favourite",
        [F("preferences", "favourite book", "Pedro Páramo")],
    ),
    (
        "No soporto el jazz fusión.",
        "preference",
        [F("preferences", "dislikes", "jazz fusión")],
    ),
    (
        "Tengo una hija, Martina, de seis años.",
        "family",
        [F("personal", "daughter", "Martina")],
    ),
    (
        "Soy intolerante a la lactosa, así que nada de leche de vaca.",
        "personal",
        [F("personal", "diet", "intolerante a la lactosa")],
    ),
    (
        "Soy de Ponce pero vivo en Orlando now, full remote.",
        "place",
        [F("personal", "origin", "Ponce"), F("personal", "home", "Orlando")],
    ),
    (
        "Trabajo como software engineer en una startup de fintech.",
        "work",
        [F("work", "job", "software engineer"), F("work", "industry", "fintech")],
    ),
    (
        "Mi budget para la laptop es 1200 dólares max.",
        "preference",
        [F("preferences", "budget", "1200 dólares")],
    ),
    (
        "Tengo 2 perros, Coco y Nala, y una tortuga.",
        "pet",
        [
            F("personal", "pet", "Coco"),
            F("personal", "pet", "Nala"),
            F("personal", "pet", "tortuga"),
        ],
    ),
    (
        "Me llamo Itziar, no Itxiar, el corrector me odia",
        "personal",
        [F("personal", "name", "Itziar")],
    ),
    (
        "vivo en Quilmes ahora, perdon x los errores escribo desde el cel",
        "place",
        [F("personal", "home", "Quilmes")],
    ),
    (
        "bueno te cuento soy Martín tengo 52 años soy de Salta y hace poco me jubilé",
        "personal",
        [
            F("personal", "name", "Martín"),
            F("personal", "age", "52"),
            F("personal", "origin", "Salta"),
        ],
    ),
    (
        "Ahora me dedico a la fotografía de bodas, lo de la inmobiliaria ya pasó.",
        "work",
        [F("work", "job", "fotografía de bodas")],
    ),
    (
        "Mi esposo se llama Raúl y tenemos un niño de 4, Emiliano.",
        "family",
        [F("personal", "partner", "Raúl"), F("personal", "son", "Emiliano")],
    ),
    (
        "Mi comida favorita son las arepas de reina pepiada.",
        "favourite",
        [F("preferences", "favourite food", "arepas de reina pepiada")],
    ),
    (
        "Hago crossfit cuatro veces por semana.",
        "personal",
        [F("personal", "hobby", "crossfit")],
    ),
    (
        "Me gustan las pelis de terror, cuanto más malas mejor.",
        "preference",
        [F("preferences", "likes", "pelis de terror")],
    ),
    (
        "Viajo a Japón en abril con mi hermana, ¡por fin!",
        "plan",
        [F("plans", "planned trip", "Japón")],
    ),
    (
        "Soy profe de historia en un instituto de Vigo.",
        "work",
        [F("work", "job", "profe de historia")],
    ),
    (
        "Mejor por WhatsApp, el mail casi no lo reviso.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "Acuérdate que no tomo nada de alcohol.",
        "personal",
        [F("personal", "note", "no tomo nada de alcohol")],
    ),
    (
        "Manejo un Mazda 3 del 2017.",
        "personal",
        [F("personal", "note", "Mazda 3")],
    ),
    (
        "No, solo un hermano, Iván, y una hermana, Sara.",
        "family",
        [F("personal", "brother", "Iván"), F("personal", "sister", "Sara")],
    ),
    (
        "tengo 29, cumplo los 30 el 3 de junio",
        "personal",
        [F("personal", "age", "29"), F("personal", "birthday", "3 de junio")],
    ),
    (
        "Asere, soy de Santiago de Cuba y vivo en Miami hace ya cinco años.",
        "place",
        [F("personal", "origin", "Santiago de Cuba"), F("personal", "home", "Miami")],
    ),
    (
        "Parce, estoy trabajando en Rappi de analista de datos.",
        "work",
        [F("work", "employer", "Rappi"), F("work", "job", "analista de datos")],
    ),
    (
        "Mi presupuesto es de 2000 soles para la refri.",
        "preference",
        [F("preferences", "budget", "2000 soles")],
    ),
    (
        "Ya no estoy con Sergio, lo dejamos este verano.",
        "update",
        [R("personal", "partner", "Sergio")],
    ),
    # --- nothing to keep ---
    ("Mi hermana se mudó a Berlín con su novio.", "other_person", []),
    ("Mi jefe es vegano y siempre hay que pedirle aparte.", "other_person", []),
    ("Si viviera en Barcelona me compraría una moto.", "hypothetical", []),
    ("Ojalá pudiera tener un perro, pero en el piso no dejan.", "hypothetical", []),
    ("¿Cuántos años hay que tener para sacar el pasaporte sin los papás en Chile?", "question", []),
    ("Esta vez hazme el resumen en inglés, que es para mi jefe.", "one_off", []),
    ("Traduce esto: 'Me llamo Julia, tengo 40 años y vivo en Toledo'.", "request", []),
    ("Corrígeme esto: 'Soy alergico a los mariscos y trabajo en un banco'.", "request", []),
    ("No tengo hijos, eh, que me lo preguntas cada dos por tres.", "negation", []),
    ("No estoy casado ni pienso estarlo jaja", "negation", []),
    ("Sí claro, y yo soy astronauta.", "sarcasm", []),
    ("Qué día más gris, dan ganas de quedarse en la cama.", "casual", []),
    ("Más vale tarde que nunca.", "idiom", []),
    ("jajaja qué bueno, me hiciste reír", "casual", []),
    ("Gracias, crack, me salvaste la tarde.", "casual", []),
    ("Anoche cené sushi y me encantó.", "one_off", []),
    ("Mi compañero de piso es de Tenerife y no aguanta el frío.", "other_person", []),
    ("¿Qué me recomiendas cocinar para una amiga celíaca?", "question", []),
    ("Si me hiciera vegetariano, ¿de dónde saco las proteínas, tú?", "hypothetical", []),
    ("A lo mejor el año que viene me apunto a clases de alemán, no sé.", "hypothetical", []),
    ("Mi abuela cumple 90 el domingo.", "other_person", []),
    ("Redáctame un anuncio: vendo bici de montaña talla M, 300 euros.", "request", []),
    ("Hoy me pongo la camisa azul para la entrevista.", "one_off", []),
    ("Me gustó mucho la peli que me recomendaste.", "one_off", []),
    ("¿Te acuerdas de cómo me llamo?", "question", []),
    ("Mis primos se van a Cancún en Semana Santa.", "other_person", []),
    ("Oye, ¿y tú tienes color favorito?", "question", []),
    (
        "Escribe un mensaje de cumpleaños para mi compañera de curro, que cumple 30 y le flipan los gatos.",
        "request",
        [],
    ),
    ("Ni de coña me pongo a dieta en diciembre.", "casual", []),
    ("Animales no tengo, gracias.", "negation", []),
    ("Ese restaurante de Lavapiés cierra los lunes, ¿no?", "question", []),
    ("Dale, seguimos mañana que me tengo que ir a laburar.", "casual", []),
    ("Buah, el Madrid perdió otra vez, qué desastre.", "casual", []),
    ("Si me sale la beca me iría a Edimburgo un año.", "hypothetical", []),
    ("ok pero translate this: 'Vivo en Houston y trabajo en una refinería'", "request", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Actually I moved last month to Bristol, so not Bath anymore.",
        "update",
        [F("personal", "home", "Bristol"), R("personal", "home", "Bath")],
    ),
    (
        "Quick correction: I left Deloitte in August, I'm at KPMG now.",
        "update",
        [R("work", "employer", "Deloitte"), F("work", "employer", "KPMG")],
    ),
    (
        "I'm vegetarian again, the bacon phase is over lol",
        "update",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "Two kids, both girls, Ava's 6 and Isla's 3.",
        "family",
        [
            F("personal", "children", "two"),
            F("personal", "daughter", "Ava"),
            F("personal", "daughter", "Isla"),
        ],
    ),
    (
        "Yep, married to Priya, eight years this spring.",
        "family",
        [F("personal", "partner", "Priya")],
    ),
    (
        "Cork originally, but I've been in Dublin since uni.",
        "place",
        [F("personal", "origin", "Cork"), F("personal", "home", "Dublin")],
    ),
    (
        "my name is jess im 27 i live in leeds and i work as a barista",
        "personal",
        [
            F("personal", "name", "jess"),
            F("personal", "age", "27"),
            F("personal", "home", "leeds"),
            F("work", "job", "barista"),
        ],
    ),
    (
        "I'm allergic to shellfish and penicillin.",
        "personal",
        [F("personal", "allergy", "shellfish"), F("personal", "allergy", "penicillin")],
    ),
    (
        "Birthday's the 9th of February if you need it for anything.",
        "personal",
        [F("personal", "birthday", "9th of February")],
    ),
    (
        "I'm 38.",
        "personal",
        [F("personal", "age", "38")],
    ),
    (
        "We're moving to Auckland in March, it's finally happening.",
        "plan",
        [F("plans", "planned move", "Auckland")],
    ),
    (
        "Off to Marrakech in June for my mate's stag do.",
        "plan",
        [F("plans", "planned trip", "Marrakech")],
    ),
    (
        "I've got my driving test on the 14th, wish me luck.",
        "plan",
        [F("plans", "upcoming plan", "driving test")],
    ),
    (
        "I'm a paramedic with the Scottish Ambulance Service.",
        "work",
        [F("work", "job", "paramedic"), F("work", "employer", "Scottish Ambulance Service")],
    ),
    (
        "Doing a master's in Public Health at Manchester.",
        "personal",
        [F("personal", "studies", "Public Health")],
    ),
    (
        "My sister Hannah lives in Perth and I'm in Adelaide.",
        "family",
        [F("personal", "sister", "Hannah"), F("personal", "home", "Adelaide")],
    ),
    (
        "Mum's called Linda and Dad's Steve.",
        "family",
        [F("personal", "mother", "Linda"), F("personal", "father", "Steve")],
    ),
    (
        "favourite colour is teal, always has been",
        "favourite",
        [F("preferences", "colour", "teal")],
    ),
    (
        "Can't stand olives, never could.",
        "preference",
        [F("preferences", "dislikes", "olives")],
    ),
    (
        "I'm a UK 7 in shoes.",
        "personal",
        [F("personal", "shoe size", "7")],
    ),
    (
        "I'm a medium in most tops.",
        "personal",
        [F("personal", "clothing size", "M")],
    ),
    (
        "Budget's about 400 quid for the new phone.",
        "preference",
        [F("preferences", "budget", "400 quid")],
    ),
    (
        "Aisle seat for me every time, I've got long legs.",
        "preference",
        [F("preferences", "preference", "aisle seat")],
    ),
    (
        "WhatsApp is the best way to reach me, emails get buried.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "From now on, put the key point first and skip the preamble.",
        "preference",
        [F("preferences", "instruction", "key point first")],
    ),
    (
        "Please always reply in English, even if I write to you in Spanish.",
        "preference",
        [F("preferences", "response language", "en")],
    ),
    (
        "Don't ever call me sweetheart.",
        "preference",
        [F("preferences", "instruction", "sweetheart")],
    ),
    (
        "Got a border collie called Scout.",
        "pet",
        [F("personal", "pet", "Scout")],
    ),
    (
        "Our old boy Rufus passed away on Sunday.",
        "update",
        [R("personal", "pet", "Rufus")],
    ),
    (
        "Not pescatarian anymore, went fully vegan in January.",
        "update",
        [R("personal", "diet", "pescatarian"), F("personal", "diet", "vegan")],
    ),
    (
        "Change of plan, we're not moving to Calgary after all.",
        "update",
        [R("plans", "planned move", "Calgary")],
    ),
    (
        "I'm from Lagos but I stay in Abuja now.",
        "place",
        [F("personal", "origin", "Lagos"), F("personal", "home", "Abuja")],
    ),
    (
        "I work for Shoprite as a store manager, been there six years.",
        "work",
        [F("work", "employer", "Shoprite"), F("work", "job", "store manager")],
    ),
    (
        "My girlfriend is Tamsin, we met at uni.",
        "family",
        [F("personal", "partner", "Tamsin")],
    ),
    (
        "I've got two brothers, Kwame and Kofi.",
        "family",
        [F("personal", "brother", "Kwame"), F("personal", "brother", "Kofi")],
    ),
    (
        "Gluten makes me ill, I'm coeliac.",
        "personal",
        [F("personal", "diet", "coeliac")],
    ),
    (
        "I'm really into bouldering and sourdough baking.",
        "preference",
        [F("preferences", "likes", "bouldering and sourdough baking")],
    ),
    (
        "Favourite film is Paddington 2, fight me.",
        "favourite",
        [F("preferences", "favourite film", "Paddington 2")],
    ),
    (
        "I support Arsenal, unfortunately for my blood pressure.",
        "favourite",
        [F("preferences", "favourite team", "Arsenal")],
    ),
    (
        "I pay with Apple Pay mostly.",
        "preference",
        [F("preferences", "payment", "Apple Pay")],
    ),
    (
        "my email's tom.hughes84@outlook.com",
        "personal",
        [F("personal", "email", "tom.hughes84@outlook.com")],
    ),
    (
        "Live in Saskatoon with my wife and our two cats, eh.",
        "place",
        [F("personal", "home", "Saskatoon"), F("personal", "pet", "two cats")],
    ),
    (
        "I'm 45 and a plumber, self-employed.",
        "personal",
        [F("personal", "age", "45"), F("work", "job", "plumber")],
    ),
    (
        "Switched jobs, now a UX researcher at Canva.",
        "update",
        [F("work", "job", "UX researcher"), F("work", "employer", "Canva")],
    ),
    (
        "Our wedding's on the 3rd of May, at last!",
        "plan",
        [F("plans", "upcoming plan", "wedding")],
    ),
    (
        "Sitting my bar exam in July.",
        "plan",
        [F("plans", "upcoming plan", "bar exam")],
    ),
    (
        "I'm doing a PhD in marine biology.",
        "personal",
        [F("personal", "studies", "marine biology")],
    ),
    (
        "Fav book is The Secret History, I reread it every winter.",
        "favourite",
        [F("preferences", "favourite book", "The Secret History")],
    ),
    (
        "I hate early morning meetings.",
        "preference",
        [F("preferences", "dislikes", "early morning meetings")],
    ),
    (
        "Daughter's name is Zara, she turned 10 last week.",
        "family",
        [F("personal", "daughter", "Zara")],
    ),
    (
        "I'm lactose intolerant, so go easy on the dairy in recipes.",
        "personal",
        [F("personal", "diet", "lactose intolerant")],
    ),
    (
        "Im allergic to peanits *peanuts, stupid phone",
        "personal",
        [F("personal", "allergy", "peanuts")],
    ),
    (
        "we live in Swansea now, moved in may. sorry typing on my phone",
        "place",
        [F("personal", "home", "Swansea")],
    ),
    (
        "ok so im Deepak im from Pune originally but now im in Bangalore working for Infosys",
        "personal",
        [
            F("personal", "name", "Deepak"),
            F("personal", "origin", "Pune"),
            F("personal", "home", "Bangalore"),
            F("work", "employer", "Infosys"),
        ],
    ),
    (
        "yeah so we have three kids two boys and a girl and a labrador named Biscuit",
        "family",
        [F("personal", "children", "three"), F("personal", "pet", "Biscuit")],
    ),
    (
        "I wear a size 11 shoe.",
        "personal",
        [F("personal", "shoe size", "11")],
    ),
    (
        "My limit for the headphones is 250 dollars.",
        "preference",
        [F("preferences", "budget", "250 dollars")],
    ),
    (
        "I'm a nurse at UHWI in Kingston.",
        "work",
        [F("work", "job", "nurse"), F("work", "employer", "UHWI")],
    ),
    (
        "Aye, I'm fae Dundee but I bide in Edinburgh now.",
        "place",
        [F("personal", "origin", "Dundee"), F("personal", "home", "Edinburgh")],
    ),
    (
        "I'm off to Boston in September to see my aunt.",
        "plan",
        [F("plans", "planned trip", "Boston")],
    ),
    (
        "I'm a sparky, been working FIFO out of Perth for years.",
        "work",
        [F("work", "job", "sparky")],
    ),
    (
        "We've got a wee dog called Pip and a cat called Marmite.",
        "pet",
        [F("personal", "pet", "Pip"), F("personal", "pet", "Marmite")],
    ),
    (
        "I'm running the Chicago Marathon in October.",
        "plan",
        [F("plans", "upcoming plan", "Chicago Marathon")],
    ),
    (
        "I love curling, I watch every match I can.",
        "preference",
        [F("preferences", "likes", "curling")],
    ),
    (
        "Kindly note I am Jain, no onion and garlic please.",
        "personal",
        [F("personal", "diet", "Jain")],
    ),
    (
        "I play five-a-side every Thursday.",
        "personal",
        [F("personal", "hobby", "five-a-side")],
    ),
    (
        "Partner's called Sam, he's a chef.",
        "family",
        [F("personal", "partner", "Sam")],
    ),
    (
        "Stop using bullet points in your answers from now on.",
        "preference",
        [F("preferences", "instruction", "bullet points")],
    ),
    (
        "My son Leo starts secondary school in September.",
        "family",
        [F("personal", "son", "Leo")],
    ),
    (
        "I'm not with Jake anymore, we split over the summer.",
        "update",
        [R("personal", "partner", "Jake")],
    ),
    (
        "I'm from Monterrey but I live in San Antonio, so yeah, bilingüe todo el día.",
        "place",
        [F("personal", "origin", "Monterrey"), F("personal", "home", "San Antonio")],
    ),
    (
        "My abuela lives with us, and I have two hermanos, Luis and Beto.",
        "family",
        [F("personal", "brother", "Luis"), F("personal", "brother", "Beto")],
    ),
    (
        "Sorry, I said 32 earlier, I'm actually 33.",
        "update",
        [F("personal", "age", "33")],
    ),
    # --- nothing to keep ---
    ("My brother just moved to Toronto for work.", "other_person", []),
    ("My flatmate's gluten free, so I'm cooking two dinners tonight.", "other_person", []),
    ("If I lived in central London I reckon I'd sell the car straight away.", "hypothetical", []),
    ("I'd love to try scuba diving at some point.", "hypothetical", []),
    ("What's the best age to start learning piano?", "question", []),
    ("Just this once, give me the answer in French, it's for a colleague.", "one_off", []),
    ("Translate into Spanish: 'I'm 34, I'm a nurse and I live in Cardiff.'", "request", []),
    ("Proofread this for me: 'My husband and I has two dogs and a cat.'", "request", []),
    ("Write a short bio for my boss: she's from Leeds and loves sailing.", "request", []),
    ("No pets, no kids, just me and a very large pile of laundry.", "negation", []),
    ("Oh yeah, because I'm definitely a morning person.", "sarcasm", []),
    ("Sure, and I'm the Queen of Sheba.", "sarcasm", []),
    ("Lovely weather for ducks today.", "idiom", []),
    ("Ah well, every cloud and all that.", "idiom", []),
    ("haha good one", "casual", []),
    ("Cheers mate, that's sorted it.", "casual", []),
    ("Had the best curry last night, honestly.", "one_off", []),
    ("What should I get someone who's allergic to nuts for their birthday?", "question", []),
    ("If I were vegan, would I need supplements?", "hypothetical", []),
    ("Maybe I'll learn Italian next year, who knows.", "hypothetical", []),
    ("My nan turns 95 on Sunday!", "other_person", []),
    ("Draft an ad: for sale, size 9 football boots, £30.", "request", []),
    ("I'll have the salmon tonight I think.", "one_off", []),
    ("Do you remember where I said I'm from?", "question", []),
    ("My neighbours are going to Fiji for a month, so jealous.", "other_person", []),
    ("Random q but do you even have a favourite colour?", "question", []),
    ("Write a text to my landlord telling him the boiler's packed in for the third time this month.", "request", []),
    ("Not a chance I'm going to the gym in this weather.", "casual", []),
    ("No, I'm not from Texas, I just sound like it.", "negation", []),
    ("Is that café in Shoreditch open on Sundays?", "question", []),
    ("Right, gotta dash, talk later.", "casual", []),
    ("Ugh, United lost again.", "casual", []),
    ("If the job comes through we might relocate to Denver, but it's a long shot.", "hypothetical", []),
    ("My coworker is from Nigeria and she's teaching me to make jollof.", "other_person", []),
    ("Can you fix this: 'Yo vivo en Miami y trabajo en un hotel'", "request", []),
]
