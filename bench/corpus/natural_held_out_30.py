"""A thirtieth batch of natural lines, written blind: its author read neither the extraction rules nor the lines
used to tune them nor their tests nor the earlier batches' sentences, only the label helpers, the scoring note and
the lists in natural.py, the key table of docs/facts.md with the paragraphs under it and its section on values
(printed together with the short section before it, "Plans are not the present", by a slip), the head of the
twenty-ninth batch for the file format (by a slip twenty lines past its head, three of its Spanish lines: none
was reused), and the list of domain, key and category names the corpus already labels (names only). Its theme
is what people tell a general-purpose assistant about themselves in the first messages of a conversation or in
the middle of a task, the "natural self-disclosures" an evaluator writes to test a memory product: said plainly,
inside a request ("Búscame recetas sin huevo, que soy alergica al huevo", "Find me a gluten-free bakery nearby,
I'm coeliac"), or after "Recuerda que", "No olvides que", "Acuérdate que", "Por si te sirve", "Para que lo
sepas", "Ojo, que", "Remember that", "FYI", "Just so you know", "Kindly note". It covers name, age, birthday,
email, home and origin (a move done "nos mudamos a … hace dos meses", "we moved to … last spring" beside a move
planned "el año que viene me mudo a", "we're relocating to … next September"), trips ahead with and without a
date, a wedding, an exam, a driving test, a course and a new job starting (labelled `upcoming plan`), job,
employer (a change retiring the old one), industry, studies, a partner (novio, pololo, esposo, girlfriend,
husband, partner), siblings, parents, children named and counted, pets named (one to three; one that died
retired), diets (vegan, coeliac, lactose intolerant, "pure vegetarian"; one given up, retired), allergies,
favourites (colour, food, film, series, book, band, sport, team, place), likes and dislikes, a seat, a delivery
instruction, a contact channel, a payment method, shoe and clothing sizes, budgets with their unit (euros, pesos,
dollars, pounds), notes (not drinking, a height) and standing instructions to the assistant ("a partir de
ahora contéstame siempre en español", "nunca me recomiendes vuelos con escala", "from now on, always give me
metric units", "never suggest anything with palm oil"), labelled `preference` in the user's words as the
twenty-ninth batch labels the answer language, the corpus names having no closer key. The register is the
Spanish of Spain, Mexico, the River Plate, Colombia, Chile and Peru ("güey", "depa", "laburo", "che", "parce",
"pololo", "regalona", "chamba", "apúntatelo") and the English of the UK, Ireland, the US, Australia, India and
Nigeria ("mate", "gutted", "till I die", "native place", "presently I am staying", "kindly note", "no egg
also", "jollof rice"), a few lines lowercase, without accents or apostrophes or with a typo ("recuerda q no bebo
alcohol", "mis papas se llaman", "alergica", "numero", "Im a nurse at St Vincents", "remember i don't drink").
In Spanish 69 lines state something durable about the user (17 of them two to four facts, 90 labels with three
retirements) and 32 state nothing to keep; in English 67 (18 with two to four, 89 labels with three
retirements) and 33. The casual lines are other people's facts and plans (a sister's home, a boss's move, a
flatmate's diet, in-laws' and parents' trips, a friend's wedding, a cousin's employer, a child's dream job),
what-ifs and wishes, a diet only thought about, questions to the assistant, one-off choices ("hoy mándamelo por
correo", "I'll pay cash this time"), things liked once, complaints, small talk, sarcasm, sayings, denials ("no
tengo hijos", "I'm not married", "I don't have any pets") and facts inside a task (a sentence to translate, to
correct or to proofread, a message to write).

First run (`bash scripts/bench.sh extraction --errors held-out`, main at `ab8d740` with the batch added and
nothing else changed, 2026-12-07 12:28 UTC, load 4.9-5.6 on 2 CPUs, shared): Spanish 0.844 recall (76 of 90
facts) at 0.927 precision, 0.927 on all lines, no casual line in 32 with a fact; English 0.787 recall (70 of 89)
at 0.897 precision, 0.897 on all lines, no casual line in 33 with a fact. No label was changed after the run.

Relabelled on 2026-12-07, after the first run, when the product's `instruction` key for standing instructions came
to the corpus (docs/facts.md, "Standing instructions"): the six standing instructions to the assistant labelled
`preference` now carry the key the key table gives them. Five take `instruction` in the user's words: what never to
do, the never kept ("nunca me recomiendes vuelos con escala en Madrid", "never suggest anything with palm oil"),
"give me metric units" (the standing word left out, as the other corpora label it), and shorter answers ("me des
respuestas más cortas", "make your answers shorter"), an instruction about the answers in general as docs/facts.md
reads "haz tus respuestas más cortas"; the answer language ("a partir de ahora contéstame siempre en español") is
`response language: es`, the table's answer language, which a more specific rule reads before `instruction`. The two
delivery instructions and the seats stay `preference`, as the twenty-ninth batch labels them. No line's words and no
other label changed."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "¡Hola! Me llamo Inés, tengo 29 años y vivo en Valladolid.",
        "personal",
        [
            F("personal", "name", "Inés"),
            F("personal", "age", "29"),
            F("personal", "home", "Valladolid"),
        ],
    ),
    (
        "Recuerda que mi color favorito es el verde botella, para cuando me busques ropa.",
        "favourite",
        [F("preferences", "colour", "verde botella")],
    ),
    (
        "Soy de Guadalajara pero llevo cinco años viviendo en Querétaro, güey.",
        "place",
        [F("personal", "origin", "Guadalajara"), F("personal", "home", "Querétaro")],
    ),
    (
        "Mi peli favorita de toda la vida es Amélie, por si te sirve para recomendarme algo.",
        "favourite",
        [F("preferences", "favourite film", "Amélie")],
    ),
    (
        "Trabajo como enfermera en el Hospital de Cruces, así que tengo turnos rotativos.",
        "work",
        [F("work", "job", "enfermera"), F("work", "employer", "Hospital de Cruces")],
    ),
    (
        "No olvides que soy celíaco: todo lo que me sugieras tiene que ser sin gluten.",
        "personal",
        [F("personal", "diet", "celíaco")],
    ),
    (
        "Tengo dos gatos, Pimienta y Canela, y un perro que se llama Rufo.",
        "pet",
        [
            F("personal", "pet", "Pimienta"),
            F("personal", "pet", "Canela"),
            F("personal", "pet", "Rufo"),
        ],
    ),
    (
        "A partir de ahora contéstame siempre en español aunque te escriba en inglés.",
        "preference",
        [F("preferences", "response language", "es")],
    ),
    (
        "Mi novio se llama Diego y vivimos juntos en Rosario desde el año pasado.",
        "family",
        [F("personal", "partner", "Diego"), F("personal", "home", "Rosario")],
    ),
    (
        "Estoy estudiando Ingeniería Informática en la Politécnica, voy en tercero.",
        "personal",
        [F("personal", "studies", "Ingeniería Informática")],
    ),
    (
        "Por si te sirve: calzo un 41 y uso talla M en camisetas.",
        "personal",
        [F("personal", "shoe size", "41"), F("personal", "clothing size", "M")],
    ),
    (
        "Mi presupuesto para el portátil es de 800 euros, ni uno más.",
        "preference",
        [F("preferences", "budget", "800 euros")],
    ),
    (
        "El año que viene me mudo a Edimburgo por trabajo, así que ayúdame con el inglés.",
        "plan",
        [F("plans", "planned move", "Edimburgo")],
    ),
    (
        "En julio nos vamos de viaje a Japón mi mujer y yo, ¡por fin!",
        "plan",
        [F("plans", "planned trip", "Japón")],
    ),
    (
        "Me caso el 14 de septiembre y todavía no tengo vestido 😅",
        "plan",
        [F("plans", "upcoming plan", "me caso el 14 de septiembre")],
    ),
    (
        "Soy vegana desde 2019, tenlo en cuenta con las recetas.",
        "personal",
        [F("personal", "diet", "vegana")],
    ),
    (
        "Soy alérgico a la penicilina, por si alguna vez hablamos de medicamentos.",
        "personal",
        [F("personal", "allergy", "penicilina")],
    ),
    (
        "Prefiero que me contactes por WhatsApp, el correo casi no lo miro.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "En los vuelos siempre pido asiento de pasillo, que tengo las piernas largas.",
        "preference",
        [F("preferences", "preference", "asiento de pasillo")],
    ),
    (
        "Soy hincha de River desde chico, así que no me hables de Boca jaja",
        "favourite",
        [F("preferences", "favourite team", "River")],
    ),
    (
        "Laburo en una agencia de publicidad, soy redactor creativo.",
        "work",
        [F("work", "job", "redactor creativo")],
    ),
    (
        "Tengo tres hijos: Mateo, Lucía y Bruno.",
        "family",
        [
            F("personal", "children", "tres hijos"),
            F("personal", "son", "Mateo"),
            F("personal", "daughter", "Lucía"),
            F("personal", "son", "Bruno"),
        ],
    ),
    (
        "mi comida favorita es el ajiaco, el de mi abuela obvio",
        "favourite",
        [F("preferences", "favourite food", "ajiaco")],
    ),
    (
        "Me encanta el senderismo, los fines de semana salgo a la sierra siempre que puedo.",
        "preference",
        [F("preferences", "likes", "senderismo")],
    ),
    (
        "Odio el cilantro, así que no me lo pongas en ninguna receta porfa.",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "Pago siempre con tarjeta de crédito, nunca en efectivo.",
        "preference",
        [F("preferences", "payment", "tarjeta de crédito")],
    ),
    (
        "Ojo, que soy intolerante a la lactosa, nada de nata en las recetas.",
        "personal",
        [F("personal", "diet", "intolerante a la lactosa")],
    ),
    (
        "Desde el mes pasado trabajo en Mercado Libre como analista de datos.",
        "work",
        [F("work", "employer", "Mercado Libre"), F("work", "job", "analista de datos")],
    ),
    (
        "Dejé Inditex en marzo y ahora estoy en El Corte Inglés, en el departamento de compras.",
        "update",
        [R("work", "employer", "Inditex"), F("work", "employer", "El Corte Inglés")],
    ),
    (
        "Mi cumple es el 3 de mayo, apúntatelo.",
        "personal",
        [F("personal", "birthday", "3 de mayo")],
    ),
    (
        "Mi serie favorita es Los Soprano, la he visto como cuatro veces.",
        "favourite",
        [F("preferences", "favourite series", "Los Soprano")],
    ),
    (
        "Cien años de soledad es mi libro favorito, lo releo cada par de años.",
        "favourite",
        [F("preferences", "favourite book", "Cien años de soledad")],
    ),
    (
        "Vivo en Ñuñoa con mi pololo, el Seba, y una gata regalona.",
        "family",
        [F("personal", "home", "Ñuñoa"), F("personal", "partner", "Seba")],
    ),
    (
        "Me crié en Arequipa, aunque ahora vivo en Lima por la chamba.",
        "place",
        [F("personal", "origin", "Arequipa"), F("personal", "home", "Lima")],
    ),
    (
        "En noviembre tengo el examen del B2 de inglés y voy fatal, ayúdame a repasar.",
        "plan",
        [F("plans", "upcoming plan", "examen del B2 de inglés")],
    ),
    (
        "El 1 de febrero empiezo en un trabajo nuevo en BBVA, estoy nerviosísima.",
        "plan",
        [F("plans", "upcoming plan", "trabajo nuevo en BBVA")],
    ),
    (
        "Mi deporte favorito es el pádel, juego tres veces por semana con mis amigas.",
        "favourite",
        [F("preferences", "favourite sport", "pádel")],
    ),
    (
        "Mi lugar favorito en el mundo es Cabo de Gata, si algún día me preguntas dónde escaparme.",
        "favourite",
        [F("preferences", "favourite place", "Cabo de Gata")],
    ),
    (
        "Soy profe de primaria en un cole público, llevo doce años.",
        "work",
        [F("work", "job", "profe de primaria")],
    ),
    (
        "recuerda q no bebo alcohol",
        "personal",
        [F("personal", "note", "no bebo alcohol")],
    ),
    (
        "Tengo una hermana, Carla, que es dos años mayor que yo.",
        "family",
        [F("personal", "sister", "Carla")],
    ),
    (
        "mis papas se llaman Rosa y Javier, por si te los menciono",
        "family",
        [F("personal", "mother", "Rosa"), F("personal", "father", "Javier")],
    ),
    (
        "Nos mudamos a Medellín hace dos meses y estamos felices, parce.",
        "place",
        [F("personal", "home", "Medellín")],
    ),
    (
        "Quiero que a partir de ahora me des respuestas más cortas, sin tanto rollo.",
        "preference",
        [F("preferences", "instruction", "me des respuestas más cortas")],
    ),
    (
        "Nunca me recomiendes vuelos con escala en Madrid, porfa, que siempre pierdo el enlace.",
        "preference",
        [F("preferences", "instruction", "nunca me recomiendes vuelos con escala en Madrid")],
    ),
    (
        "Mi grupo favorito es Vetusta Morla, los he visto en directo cinco veces.",
        "favourite",
        [F("preferences", "favourite band", "Vetusta Morla")],
    ),
    (
        "Tengo 34 años y soy contable en una gestoría.",
        "personal",
        [F("personal", "age", "34"), F("work", "job", "contable")],
    ),
    (
        "Mi correo es lucia.ferrer88@gmail.com, mándame ahí los resúmenes.",
        "personal",
        [F("personal", "email", "lucia.ferrer88@gmail.com")],
    ),
    (
        "Para que lo sepas, mido 1,80 y uso la L en chaquetas.",
        "personal",
        [F("personal", "note", "mido 1,80"), F("personal", "clothing size", "L")],
    ),
    (
        "Tengo un loro que se llama Paco y habla más que yo.",
        "pet",
        [F("personal", "pet", "Paco")],
    ),
    (
        "Se nos murió la Kira la semana pasada, tenía 14 años la pobre.",
        "update",
        [R("personal", "pet", "Kira")],
    ),
    (
        "Ya no soy vegetariano, volví a comer carne hace un año.",
        "update",
        [R("personal", "diet", "vegetariano")],
    ),
    (
        "Estoy haciendo un máster en Psicología Clínica a distancia.",
        "personal",
        [F("personal", "studies", "Psicología Clínica")],
    ),
    (
        "Soy electricista autónomo, trabajo sobre todo en reformas de pisos.",
        "work",
        [F("work", "job", "electricista")],
    ),
    (
        "Me gusta mucho el jazz, sobre todo el de los años cincuenta.",
        "preference",
        [F("preferences", "likes", "jazz")],
    ),
    (
        "No soporto las películas de terror, ni me las sugieras.",
        "preference",
        [F("preferences", "dislikes", "películas de terror")],
    ),
    (
        "Mi esposo Andrés y yo tenemos una niña de cuatro años, Valentina.",
        "family",
        [F("personal", "partner", "Andrés"), F("personal", "daughter", "Valentina")],
    ),
    (
        "Ando buscando depa en renta, mi tope es de 12 mil pesos al mes.",
        "preference",
        [F("preferences", "budget", "12 mil pesos")],
    ),
    (
        "Dejen los paquetes siempre en conserjería, que yo trabajo de día.",
        "preference",
        [F("preferences", "preference", "en conserjería")],
    ),
    (
        "Trabajo en remoto y vivo en un pueblo de Teruel, así que los envíos tardan.",
        "place",
        [F("personal", "home", "Teruel")],
    ),
    (
        "Este verano me voy a hacer el Camino de Santiago con mis primos.",
        "plan",
        [F("plans", "planned trip", "Camino de Santiago")],
    ),
    (
        "En marzo empiezo un curso de cocina italiana los sábados por la mañana.",
        "plan",
        [F("plans", "upcoming plan", "curso de cocina italiana")],
    ),
    (
        "Acuérdate que mi numero de zapato es 39 y medio.",
        "personal",
        [F("personal", "shoe size", "39 y medio")],
    ),
    (
        "Soy del Atleti a muerte, socio desde hace quince años.",
        "favourite",
        [F("preferences", "favourite team", "Atleti")],
    ),
    (
        "Soy de Barranquilla, costeño de pura cepa.",
        "place",
        [F("personal", "origin", "Barranquilla")],
    ),
    (
        "Tengo una perrita salchicha que se llama Nala y un gato viejito, Tom.",
        "pet",
        [F("personal", "pet", "Nala"), F("personal", "pet", "Tom")],
    ),
    (
        "Estoy en el sector de la construcción desde hace años, soy jefe de obra.",
        "work",
        [F("work", "industry", "construcción"), F("work", "job", "jefe de obra")],
    ),
    (
        "Búscame recetas sin huevo, que soy alergica al huevo desde pequeña.",
        "request",
        [F("personal", "allergy", "huevo")],
    ),
    (
        "Mi hijo Iker empieza la universidad en septiembre y estamos buscando piso para él.",
        "family",
        [F("personal", "son", "Iker")],
    ),
    # --- nothing durable about the user ---
    ("Mi hermana vive en Sevilla y está encantada con el clima.", "other_person", []),
    ("Traduce al inglés: mi hermano trabaja en un banco en Londres.", "request", []),
    ("Si viviera en la playa me compraría una tabla de surf.", "hypothetical", []),
    ("¿Cuál crees que es el mejor color para un salón pequeño?", "question", []),
    ("Hoy mándamelo por correo, que el móvil está sin batería.", "one_off", []),
    ("Uf, qué lunes más largo llevo.", "casual", []),
    ("Sí claro, me encanta madrugar los domingos, lo mejor del mundo 🙄", "sarcasm", []),
    ("No, no tengo hijos, ni ganas por ahora.", "negation", []),
    ("Mi jefe se muda a Valencia el mes que viene y nos deja tirados.", "other_person", []),
    ("Mi compañera de piso es vegana y siempre cocina lentejas.", "other_person", []),
    ("A caballo regalado no se le mira el diente.", "idiom", []),
    ("Me gustaría algún día aprender a tocar el piano.", "hypothetical", []),
    ("¿Sabes si hace falta visado para ir a Colombia?", "question", []),
    ("Corrige las faltas: 'soy de Cádiz y trabajo en un hotel de la costa'.", "request", []),
    ("Qué rico estuvo el asado de ayer, che.", "casual", []),
    ("Mis suegros se van a Cancún en diciembre, ojalá me invitaran.", "other_person", []),
    ("Hoy comí sushi, pero no sé si me cayó bien.", "one_off", []),
    ("¿Me recomiendas una serie para ver esta noche?", "request", []),
    ("Estaba pensando en hacerme vegetariana, pero no sé si podría.", "hypothetical", []),
    ("El perro de mi vecino ladra toda la noche, no aguanto más.", "complaint", []),
    ("La película de anoche me gustó mucho, qué final.", "one_off", []),
    ("Qué calor hace hoy, no se puede ni salir.", "casual", []),
    ("Mi amiga Sofía se casa en junio y me ha pedido que sea su testigo.", "other_person", []),
    ("Si me dieran el trabajo en Google me mudaría a Dublín sin pensarlo.", "hypothetical", []),
    ("Más vale tarde que nunca, ya lo terminé.", "idiom", []),
    ("¿Cuántas calorías tiene un plátano?", "question", []),
    (
        "Escríbele un mensaje a mi madre diciéndole que llego el viernes a Bogotá.",
        "request",
        [],
    ),
    ("Mi hijo dice que de mayor quiere ser astronauta, jaja.", "other_person", []),
    ("Ya no sé ni qué día es, de verdad.", "casual", []),
    ("El envío de ayer llegó roto, qué desastre de tienda.", "complaint", []),
    ("Igual me apunto al gimnasio en enero, como todos los años jaja.", "hypothetical", []),
    ("mi primo trabaja en Repsol y dice que pagan bien", "other_person", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Hi! I'm Priya, I'm 31 and I live in Leicester.",
        "personal",
        [
            F("personal", "name", "Priya"),
            F("personal", "age", "31"),
            F("personal", "home", "Leicester"),
        ],
    ),
    (
        "Remember that my favourite colour is mustard yellow.",
        "favourite",
        [F("preferences", "colour", "mustard yellow")],
    ),
    (
        "FYI I'm vegan, so please keep that in mind for any recipes.",
        "personal",
        [F("personal", "diet", "vegan")],
    ),
    (
        "I'm allergic to shellfish, just so you know.",
        "personal",
        [F("personal", "allergy", "shellfish")],
    ),
    (
        "My favourite film is The Princess Bride, hands down.",
        "favourite",
        [F("preferences", "favourite film", "The Princess Bride")],
    ),
    (
        "I work as a paramedic for the London Ambulance Service.",
        "work",
        [F("work", "job", "paramedic"), F("work", "employer", "London Ambulance Service")],
    ),
    (
        "Originally from Enugu but I've been living in Abuja for about six years now.",
        "place",
        [F("personal", "origin", "Enugu"), F("personal", "home", "Abuja")],
    ),
    (
        "We've got two dogs, Biscuit and Pepper, and a very grumpy cat called Mr Whiskers.",
        "pet",
        [
            F("personal", "pet", "Biscuit"),
            F("personal", "pet", "Pepper"),
            F("personal", "pet", "Mr Whiskers"),
        ],
    ),
    (
        "From now on, always give me metric units please.",
        "preference",
        [F("preferences", "instruction", "give me metric units")],
    ),
    (
        "My partner Jamie and I are moving to Melbourne in the new year.",
        "plan",
        [F("personal", "partner", "Jamie"), F("plans", "planned move", "Melbourne")],
    ),
    (
        "I'm doing a master's in Public Health at Trinity.",
        "personal",
        [F("personal", "studies", "Public Health")],
    ),
    (
        "I'm a size 9 in shoes and usually a medium in tops.",
        "personal",
        [F("personal", "shoe size", "9"), F("personal", "clothing size", "medium")],
    ),
    (
        "My budget for the new phone is 400 dollars max.",
        "preference",
        [F("preferences", "budget", "400 dollars")],
    ),
    (
        "Heading to Japan in April with my sister, can't wait!",
        "plan",
        [F("plans", "planned trip", "Japan")],
    ),
    (
        "I'm getting married on the 12th of June, so it's all a bit hectic at the moment.",
        "plan",
        [F("plans", "upcoming plan", "getting married on the 12th of June")],
    ),
    (
        "Window seat, always. I like to sleep against the wall on long flights.",
        "preference",
        [F("preferences", "preference", "window seat")],
    ),
    (
        "Please always text me instead of calling, I hate phone calls.",
        "preference",
        [F("preferences", "contact channel", "text")],
    ),
    (
        "I support Arsenal, have done since I was a kid.",
        "favourite",
        [F("preferences", "favourite team", "Arsenal")],
    ),
    (
        "I'm a primary school teacher, been doing it for nine years.",
        "work",
        [F("work", "job", "primary school teacher")],
    ),
    (
        "My three kids are Ava, Noah and Zara.",
        "family",
        [
            F("personal", "children", "three kids"),
            F("personal", "daughter", "Ava"),
            F("personal", "son", "Noah"),
            F("personal", "daughter", "Zara"),
        ],
    ),
    (
        "my favourite food is jollof rice, no contest",
        "favourite",
        [F("preferences", "favourite food", "jollof rice")],
    ),
    (
        "I'm really into bouldering these days, I go three times a week.",
        "preference",
        [F("preferences", "likes", "bouldering")],
    ),
    (
        "I can't stand coriander, it tastes like soap to me.",
        "preference",
        [F("preferences", "dislikes", "coriander")],
    ),
    (
        "I always pay with PayPal, I don't like putting my card details in.",
        "preference",
        [F("preferences", "payment", "PayPal")],
    ),
    (
        "Just so you know, I'm lactose intolerant.",
        "personal",
        [F("personal", "diet", "lactose intolerant")],
    ),
    (
        "I've just started at Deloitte as a junior consultant.",
        "work",
        [F("work", "employer", "Deloitte"), F("work", "job", "junior consultant")],
    ),
    (
        "Left Barclays in the summer and now I'm with Revolut, much better vibe.",
        "update",
        [R("work", "employer", "Barclays"), F("work", "employer", "Revolut")],
    ),
    (
        "My birthday's on the 22nd of October, mark it down!",
        "personal",
        [F("personal", "birthday", "22nd of October")],
    ),
    (
        "Fave show of all time is Breaking Bad, no question.",
        "favourite",
        [F("preferences", "favourite series", "Breaking Bad")],
    ),
    (
        "The book I keep coming back to is To Kill a Mockingbird, it's my favourite.",
        "favourite",
        [F("preferences", "favourite book", "To Kill a Mockingbird")],
    ),
    (
        "I live in Fremantle with my girlfriend, Chloe.",
        "family",
        [F("personal", "home", "Fremantle"), F("personal", "partner", "Chloe")],
    ),
    (
        "Grew up in Galway, moved to Dublin for college and never left.",
        "place",
        [F("personal", "origin", "Galway"), F("personal", "home", "Dublin")],
    ),
    (
        "I've got my driving test on the 3rd of March, wish me luck.",
        "plan",
        [F("plans", "upcoming plan", "driving test")],
    ),
    (
        "I start my new job at Shopify next Monday!",
        "plan",
        [F("plans", "upcoming plan", "new job at Shopify")],
    ),
    (
        "My favourite sport to watch is cricket, I'm glued to every test match.",
        "favourite",
        [F("preferences", "favourite sport", "cricket")],
    ),
    (
        "Nowhere beats Cornwall for me, it's my favourite place on earth.",
        "favourite",
        [F("preferences", "favourite place", "Cornwall")],
    ),
    (
        "I'm a software engineer, mostly backend stuff in Go.",
        "work",
        [F("work", "job", "software engineer")],
    ),
    (
        "remember i don't drink, so no wine pairings pls",
        "personal",
        [F("personal", "note", "i don't drink")],
    ),
    (
        "I have an older brother, Tom, who lives in Leeds.",
        "family",
        [F("personal", "brother", "Tom")],
    ),
    (
        "My mum's name is Linda and my dad is Keith.",
        "family",
        [F("personal", "mother", "Linda"), F("personal", "father", "Keith")],
    ),
    (
        "My native place is Kochi but presently I am staying in Pune.",
        "place",
        [F("personal", "origin", "Kochi"), F("personal", "home", "Pune")],
    ),
    (
        "We moved to Denver last spring and honestly we love it.",
        "place",
        [F("personal", "home", "Denver")],
    ),
    (
        "Can you make your answers shorter from now on? Bullet points are fine.",
        "preference",
        [F("preferences", "instruction", "make your answers shorter")],
    ),
    (
        "Never suggest anything with palm oil in it, I avoid it on principle.",
        "preference",
        [F("preferences", "instruction", "never suggest anything with palm oil")],
    ),
    (
        "My favourite band is Fleetwood Mac, always has been.",
        "favourite",
        [F("preferences", "favourite band", "Fleetwood Mac")],
    ),
    (
        "I'm 45 and I work in insurance.",
        "personal",
        [F("personal", "age", "45"), F("work", "industry", "insurance")],
    ),
    (
        "Send everything to my work email, d.okafor@brightline.ng.",
        "personal",
        [F("personal", "email", "d.okafor@brightline.ng")],
    ),
    (
        "I'm a 12 in dresses, if that helps with the search.",
        "personal",
        [F("personal", "clothing size", "12")],
    ),
    (
        "I've got a bearded dragon named Spike.",
        "pet",
        [F("personal", "pet", "Spike")],
    ),
    (
        "Our old labrador Max passed away in January, we're still gutted.",
        "update",
        [R("personal", "pet", "Max")],
    ),
    (
        "I'm not vegetarian anymore, started eating fish again last year.",
        "update",
        [R("personal", "diet", "vegetarian")],
    ),
    (
        "I'm studying mechanical engineering at uni, final year now.",
        "personal",
        [F("personal", "studies", "mechanical engineering")],
    ),
    (
        "Kindly note I am pure vegetarian, no egg also.",
        "personal",
        [F("personal", "diet", "pure vegetarian")],
    ),
    (
        "I am working in Infosys as a senior test engineer since 2017.",
        "work",
        [F("work", "employer", "Infosys"), F("work", "job", "senior test engineer")],
    ),
    (
        "I hate horror films, please don't recommend any.",
        "preference",
        [F("preferences", "dislikes", "horror films")],
    ),
    (
        "My husband Raj and I have a little boy, Arjun, he's three.",
        "family",
        [F("personal", "partner", "Raj"), F("personal", "son", "Arjun")],
    ),
    (
        "Looking for a flat in Bristol, my limit is £1,200 a month.",
        "preference",
        [F("preferences", "budget", "£1,200")],
    ),
    (
        "If I'm not in, always leave deliveries in the green bin by the gate.",
        "preference",
        [F("preferences", "preference", "in the green bin by the gate")],
    ),
    (
        "We're relocating to Toronto next September for my wife's job.",
        "plan",
        [F("plans", "planned move", "Toronto")],
    ),
    (
        "Off to Bali for two weeks in August, first proper holiday in years.",
        "plan",
        [F("plans", "planned trip", "Bali")],
    ),
    (
        "I'm signed up for a pottery course starting in October.",
        "plan",
        [F("plans", "upcoming plan", "pottery course")],
    ),
    (
        "Shoe size is 44 EU if you're looking at trainers for me.",
        "personal",
        [F("personal", "shoe size", "44")],
    ),
    (
        "Celtic till I die, season ticket holder for twenty years.",
        "favourite",
        [F("preferences", "favourite team", "Celtic")],
    ),
    (
        "I'm from Port Harcourt, currently based in Lagos.",
        "place",
        [F("personal", "origin", "Port Harcourt"), F("personal", "home", "Lagos")],
    ),
    (
        "I love cooking Thai food at the weekend, it's how I unwind.",
        "preference",
        [F("preferences", "likes", "cooking Thai food")],
    ),
    (
        "Find me a gluten-free bakery nearby, I'm coeliac.",
        "request",
        [F("personal", "diet", "coeliac")],
    ),
    (
        "Im a nurse at St Vincents, so I only have weekends off every other week.",
        "work",
        [F("work", "job", "nurse"), F("work", "employer", "St Vincents")],
    ),
    # --- nothing durable about the user ---
    ("My brother just moved to Perth, lucky him.", "other_person", []),
    ("Translate into Spanish: my sister is a nurse in Boston.", "request", []),
    ("If I won the lottery I'd buy a cottage in the Cotswolds.", "hypothetical", []),
    ("What's a good colour to paint a north-facing bedroom?", "question", []),
    ("I'll pay cash this time, my card's playing up.", "one_off", []),
    ("Ugh, Mondays.", "casual", []),
    (
        "Oh great, another meeting that could've been an email. Love that for me.",
        "sarcasm",
        [],
    ),
    ("No, I don't have any pets, my landlord won't allow them.", "negation", []),
    ("My boss is vegan and brings the weirdest lunches.", "other_person", []),
    ("My flatmate's off to Thailand next month.", "other_person", []),
    ("Every cloud has a silver lining, I suppose.", "idiom", []),
    ("I'd love to learn Japanese one day.", "hypothetical", []),
    ("Do you need a visa to visit Kenya?", "question", []),
    (
        "Proofread this: 'I have lived in Nairobi for ten years and work as an accountant.'",
        "request",
        [],
    ),
    ("That curry last night was unreal.", "casual", []),
    ("My parents are going to Portugal for their anniversary.", "other_person", []),
    ("Had pizza for lunch, probably a mistake.", "one_off", []),
    ("Can you recommend a book for a long flight?", "request", []),
    ("Thinking about going keto maybe, not sure yet.", "hypothetical", []),
    ("My neighbour's dog won't stop barking at 6am.", "complaint", []),
    ("Loved the film we watched tonight, what an ending.", "one_off", []),
    ("It's absolutely bucketing down today.", "casual", []),
    ("My mate Dave is getting married in Ibiza next summer.", "other_person", []),
    ("If they offered me the job in Sydney, I'd probably take it.", "hypothetical", []),
    ("Can't have your cake and eat it, eh.", "idiom", []),
    ("How many grams of protein are in an egg?", "question", []),
    ("Write a text to my landlord saying I'll be away from the 5th to the 12th.", "request", []),
    ("My daughter says she wants to be a vet when she grows up.", "other_person", []),
    ("I'm not married, if that's what you're asking.", "negation", []),
    ("The parcel came two days late and the box was crushed.", "complaint", []),
    ("Might join a gym in January, like every year lol.", "hypothetical", []),
    ("my cousin works at Google and won't shut up about it", "other_person", []),
    ("Yeah right, because I totally have time to cook every night.", "sarcasm", []),
]
