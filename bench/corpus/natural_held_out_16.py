"""A sixteenth batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them, only the label helpers, the scoring note in natural.py, the key table and the
section on values in docs/facts.md, the head of the fifteenth batch for the file format, and the list of
domain and key names the corpus already labels (names only). Unlike the earlier batches it aims at no
hard case: it is a broad, ordinary sample of what people tell a general-purpose assistant, short and long,
formal and casual, with one fact or several: name, age, birthday, home and origin, moves and planned moves,
trips, job, employer, studies, family members by name, partner, children, pets, allergies (some given with
"recuerda que" or "remember that"), diet, hobbies, favourites, likes and dislikes, sizes and budgets; a
few retirements (a job left, a pet that died, a diet stopped) and a couple of corrections. In each language
35 lines state something durable about the user and 15 state nothing to keep: chat, opinions, questions
about the world, other people's facts, what-ifs, one-day states, sarcasm, sayings, a quote, and requests to
translate or rewrite a first-person sentence. Spanish from Mexico, Argentina, Spain, Colombia, Chile, Peru,
Uruguay, Ecuador, Bolivia, Panama and El Salvador; English from England, Scotland, Ireland, Northern
Ireland, the US, Canada, Australia, India, Nigeria, Ghana, Kenya, South Africa, Jamaica and the Philippines."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Me llamo Ximena y tengo 29 años, soy de Guadalajara pero vivo en Monterrey desde hace cuatro años",
        "disclosure",
        [
            F("personal", "name", "Ximena"),
            F("personal", "age", "29"),
            F("personal", "origin", "Guadalajara"),
            F("personal", "home", "Monterrey"),
        ],
    ),
    (
        "mi cumple es el 14 de febrero, así que nada de planes románticos ese día jaja",
        "disclosure",
        [F("personal", "birthday", "02-14")],
    ),
    (
        "Trabajo como contadora en Bancolombia desde hace seis años y necesito armar una presentación para el "
        "viernes, ¿me ayudas con la estructura?",
        "disclosure",
        [F("work", "job", "contadora"), F("work", "employer", "Bancolombia")],
    ),
    (
        "che, tengo dos perros, Ramón y Fideo, y hace poco me mudé a Córdoba",
        "disclosure",
        [F("personal", "pet", "Ramón"), F("personal", "pet", "Fideo"), F("personal", "home", "Córdoba")],
    ),
    (
        "Recuerda que soy alérgica al maní, así que cuando me pases recetas fíjate que no lleve",
        "disclosure",
        [F("personal", "allergy", "maní")],
    ),
    (
        "Soy vegano desde el año pasado, más o menos desde marzo",
        "disclosure",
        [F("personal", "diet", "vegano")],
    ),
    (
        "Estudio Ingeniería Civil en la Universidad de Chile, voy en tercer año",
        "disclosure",
        [F("personal", "studies", "Ingeniería Civil")],
    ),
    (
        "Mi esposo se llama Rodrigo y tenemos una hija de 5 años, Valentina",
        "disclosure",
        [F("personal", "partner", "Rodrigo"), F("personal", "daughter", "Valentina")],
    ),
    (
        "Me encanta hacer senderismo los fines de semana por la sierra de Madrid",
        "preference",
        [F("personal", "hobby", "senderismo")],
    ),
    (
        "Mi comida favorita es el ceviche, sin dudarlo",
        "preference",
        [F("preferences", "favourite food", "ceviche")],
    ),
    (
        "Odio el cilantro, no lo pongas en ninguna receta por favor",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "para zapatillas de running calzo 38 y medio, por si me recomiendas alguna",
        "disclosure",
        [F("personal", "shoe size", "38 y medio")],
    ),
    (
        "Busco un celular nuevo, mi presupuesto es de 5000 pesos máximo",
        "disclosure",
        [F("preferences", "budget", "5000 pesos")],
    ),
    (
        "Nos mudamos a Valencia en septiembre, ya firmamos el contrato del piso",
        "decision",
        [F("plans", "planned move", "Valencia")],
    ),
    (
        "En diciembre me voy de viaje a Cartagena con mis amigas 🏖️",
        "decision",
        [F("plans", "planned trip", "Cartagena")],
    ),
    (
        "Ya no trabajo en Telefónica, renuncié el mes pasado",
        "update",
        [R("work", "employer", "Telefónica")],
    ),
    (
        "Mi gato Simón murió la semana pasada 😢",
        "update",
        [R("personal", "pet", "Simón")],
    ),
    (
        "Dejé la dieta keto, ya como de todo otra vez",
        "update",
        [R("personal", "diet", "keto")],
    ),
    (
        "Perdón, me equivoqué antes: no vivo en Quito, vivo en Cuenca",
        "update",
        [F("personal", "home", "Cuenca")],
    ),
    (
        "No, mi hermana se llama Lorena, no Lorenza",
        "update",
        [F("personal", "sister", "Lorena")],
    ),
    (
        "Soy de Montevideo pero hace diez años que vivo en Buenos Aires",
        "disclosure",
        [F("personal", "origin", "Montevideo"), F("personal", "home", "Buenos Aires")],
    ),
    (
        "Tengo 41 años, un hijo de 10, Mateo, y una hija de 7, Sofía",
        "disclosure",
        [
            F("personal", "age", "41"),
            F("personal", "son", "Mateo"),
            F("personal", "daughter", "Sofía"),
        ],
    ),
    (
        "laburo de diseñador gráfico en una agencia chica, Estudio Nube",
        "disclosure",
        [F("work", "job", "diseñador gráfico"), F("work", "employer", "Estudio Nube")],
    ),
    (
        "Me gusta muchísimo el café de olla, lo tomo todas las mañanas",
        "preference",
        [F("preferences", "likes", "café de olla")],
    ),
    (
        "Prefiero que me escribas por WhatsApp y no por correo",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "Soy hincha de Colo-Colo desde chico",
        "preference",
        [F("preferences", "favourite team", "Colo-Colo")],
    ),
    (
        "Uso talla M en camisas",
        "disclosure",
        [F("personal", "clothing size", "M")],
    ),
    (
        "Mi papá se llama Ernesto y vive con nosotros en Santa Cruz",
        "disclosure",
        [F("personal", "father", "Ernesto"), F("personal", "home", "Santa Cruz")],
    ),
    (
        "Acabo de entrar a Mercado Libre como analista de datos, ¡estoy feliz!",
        "update",
        [F("work", "employer", "Mercado Libre"), F("work", "job", "analista de datos")],
    ),
    (
        "Recuerda que tengo alergia a los mariscos, por si te pido ideas para la cena",
        "disclosure",
        [F("personal", "allergy", "mariscos")],
    ),
    (
        "Mi novia Daniela y yo vivimos en Ciudad de Panamá con nuestra perrita Lola",
        "disclosure",
        [
            F("personal", "partner", "Daniela"),
            F("personal", "home", "Ciudad de Panamá"),
            F("personal", "pet", "Lola"),
        ],
    ),
    (
        "Mi película favorita sigue siendo El laberinto del fauno, la he visto mil veces",
        "preference",
        [F("preferences", "favourite film", "El laberinto del fauno")],
    ),
    (
        "Toco la guitarra desde los quince, es lo que más disfruto",
        "implicit",
        [F("personal", "hobby", "guitarra")],
    ),
    (
        "Buenas tardes. Mi nombre es Julio César Ramírez, soy de San Salvador y trabajo de mecánico. Quisiera "
        "ayuda para escribir una carta de presentación.",
        "disclosure",
        [
            F("personal", "name", "Julio César Ramírez"),
            F("personal", "origin", "San Salvador"),
            F("work", "job", "mecánico"),
        ],
    ),
    (
        "Prefiero los asientos de pasillo en los vuelos largos, tenlo en cuenta cuando busquemos pasajes",
        "preference",
        [F("preferences", "preference", "asientos de pasillo")],
    ),
    # --- nothing to keep ---
    ("jajaja qué buena, gracias", "casual", []),
    ("oye, ¿Canberra o Sídney? nunca me acuerdo cuál es la capital australiana", "question", []),
    ("Mi vecina es alérgica a los gatos, ¿qué raza de perro le recomiendas?", "other_person", []),
    ("Si viviera en Japón, aprendería a cocinar ramen de verdad", "hypothetical", []),
    ("Hoy estoy agotada, no dormí nada", "one_off", []),
    ("Qué maravilla, otra vez se cortó la luz, me encanta vivir así 🙃", "sarcasm", []),
    ("Más vale pájaro en mano que cien volando, ¿no?", "idiom", []),
    (
        "Corrígeme esta frase: 'Yo vivo en Barcelona desde hace tres años y trabajo de camarero'",
        "request",
        [],
    ),
    ("¿Me pasas al inglés 'me llamo Laura y soy profesora de historia'?", "request", []),
    ("El servicio de este banco es pésimo, llevo una hora esperando", "complaint", []),
    ("Creo que el fútbol de ahora es más aburrido que el de antes, ¿tú qué opinas?", "casual", []),
    ("Mi jefe se va de vacaciones a Cancún la semana que viene", "other_person", []),
    ("¿Es verdad que la palta engorda tanto como dicen?", "question", []),
    ("Como decía mi abuela: «al que madruga, Dios lo ayuda»", "idiom", []),
    ("Hoy almorcé pizza, no me juzgues", "one_off", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Hi, I'm Priya, 27, and I work as a software engineer at Infosys",
        "disclosure",
        [
            F("personal", "name", "Priya"),
            F("personal", "age", "27"),
            F("work", "job", "software engineer"),
            F("work", "employer", "Infosys"),
        ],
    ),
    (
        "My birthday's on the 22nd of August, so remind me to book a table somewhere nice",
        "disclosure",
        [F("personal", "birthday", "08-22")],
    ),
    (
        "I live in Leeds with my wife Hannah and our cat Pickle",
        "disclosure",
        [
            F("personal", "home", "Leeds"),
            F("personal", "partner", "Hannah"),
            F("personal", "pet", "Pickle"),
        ],
    ),
    (
        "Originally from Cork but I've been living in Boston for about eight years now",
        "disclosure",
        [F("personal", "origin", "Cork"), F("personal", "home", "Boston")],
    ),
    (
        "Remember that I'm allergic to shellfish and sesame",
        "disclosure",
        [F("personal", "allergy", "shellfish"), F("personal", "allergy", "sesame")],
    ),
    (
        "I'm vegetarian, have been since uni",
        "disclosure",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "I'm doing a master's in Public Health at the University of Nairobi and I need help planning my thesis",
        "disclosure",
        [F("personal", "studies", "Public Health")],
    ),
    (
        "My daughter Amara just turned 6 and she's obsessed with dinosaurs, any book ideas?",
        "disclosure",
        [F("personal", "daughter", "Amara")],
    ),
    (
        "We're moving to Calgary next spring for my husband's job",
        "decision",
        [F("plans", "planned move", "Calgary")],
    ),
    (
        "heading to Bali in July with my mates, first proper holiday in years",
        "decision",
        [F("plans", "planned trip", "Bali")],
    ),
    (
        "I quit my job at Deloitte last week, finally",
        "update",
        [R("work", "employer", "Deloitte")],
    ),
    (
        "Our old dog Max passed away in March, so it's just the two cats now, Luna and Pip",
        "update",
        [R("personal", "pet", "Max"), F("personal", "pet", "Luna"), F("personal", "pet", "Pip")],
    ),
    (
        "I'm not doing keto anymore, gave up on it in January",
        "update",
        [R("personal", "diet", "keto")],
    ),
    (
        "Sorry, I said Glasgow earlier but I actually live in Edinburgh",
        "update",
        [F("personal", "home", "Edinburgh")],
    ),
    (
        "Correction: my son's name is Kai, not Kyle",
        "update",
        [F("personal", "son", "Kai")],
    ),
    (
        "As a primary school teacher, the summer holidays are my only real break",
        "implicit",
        [F("work", "job", "primary school teacher")],
    ),
    (
        "I support Arsenal, for my sins",
        "preference",
        [F("preferences", "favourite team", "Arsenal")],
    ),
    (
        "My favourite band is Fleetwood Mac, Rumours is on repeat in the car",
        "preference",
        [F("preferences", "favourite band", "Fleetwood Mac")],
    ),
    (
        "I absolutely hate olives, please leave them out of any recipes",
        "preference",
        [F("preferences", "dislikes", "olives")],
    ),
    (
        "I love spicy food, honestly the hotter the better, bring on the scotch bonnets",
        "preference",
        [F("preferences", "likes", "spicy food")],
    ),
    (
        "I'm a size 9 in shoes",
        "disclosure",
        [F("personal", "shoe size", "9")],
    ),
    (
        "I can spend up to 1200 dollars on a new laptop, what would you recommend?",
        "disclosure",
        [F("preferences", "budget", "1200 dollars")],
    ),
    (
        "Saturday mornings are for tennis, I've played at the local club for years",
        "disclosure",
        [F("personal", "hobby", "tennis")],
    ),
    (
        "My mum Grace lives with us in Kumasi",
        "disclosure",
        [F("personal", "mother", "Grace"), F("personal", "home", "Kumasi")],
    ),
    (
        "I've got a younger brother called Tunde who's at uni in Lagos",
        "disclosure",
        [F("personal", "brother", "Tunde")],
    ),
    (
        "I'm a nurse at St James's Hospital and I work nights most weeks",
        "disclosure",
        [F("work", "job", "nurse"), F("work", "employer", "St James's Hospital")],
    ),
    (
        "My name's Liam O'Connor, I'm 35 and I'm from Belfast",
        "disclosure",
        [
            F("personal", "name", "Liam O'Connor"),
            F("personal", "age", "35"),
            F("personal", "origin", "Belfast"),
        ],
    ),
    (
        "I prefer trains to planes whenever I can",
        "preference",
        [F("preferences", "preference", "trains")],
    ),
    (
        "We just moved to Brisbane from Perth, still unpacking boxes",
        "update",
        [F("personal", "home", "Brisbane")],
    ),
    (
        "I'm running the Berlin Marathon in September, can you help me with a training plan?",
        "decision",
        [F("plans", "upcoming plan", "Berlin Marathon")],
    ),
    (
        "My partner's name is Alex and we've been together eleven years",
        "disclosure",
        [F("personal", "partner", "Alex")],
    ),
    (
        "I'm in my second year of nursing at Ateneo",
        "disclosure",
        [F("personal", "studies", "nursing")],
    ),
    (
        "Favourite film of all time has to be Spirited Away",
        "preference",
        [F("preferences", "favourite film", "Spirited Away")],
    ),
    (
        "I'm from Kingston, Jamaica, living in Toronto now",
        "disclosure",
        [F("personal", "origin", "Kingston"), F("personal", "home", "Toronto")],
    ),
    (
        "My sister Chloe lives with me in Cape Town",
        "disclosure",
        [F("personal", "sister", "Chloe"), F("personal", "home", "Cape Town")],
    ),
    # --- nothing to keep ---
    ("hah, right, that tracks, ta very much", "casual", []),
    ("What's the tallest mountain in Africa?", "question", []),
    ("My colleague is moving to Dubai next month, any ideas for a farewell card?", "other_person", []),
    ("If I won the lottery I'd buy a farm in Tuscany", "hypothetical", []),
    ("Absolutely shattered this afternoon, the baby next door cried all night", "one_off", []),
    ("Oh great, another Monday, my absolute favourite thing in the world", "sarcasm", []),
    (
        "Can you rewrite this to sound more professional: 'I've worked at Google for five years and I manage a "
        "team of ten'",
        "request",
        [],
    ),
    ("Translate into French: 'My name is Sarah and I live in London'", "request", []),
    ("Ah well, every cloud has a silver lining, as my gran used to say", "idiom", []),
    ("The train was 40 minutes late again this morning, absolutely ridiculous", "complaint", []),
    ("I think remote work is here to stay, don't you?", "casual", []),
    ("My neighbour's son just got into Oxford, his parents won't stop talking about it", "other_person", []),
    ("How many tablespoons are in a cup, the American kind?", "question", []),
    ("Just had the best coffee of my life at this little place downtown", "one_off", []),
    ("What if I took a year off to travel, would that look bad on a CV?", "hypothetical", []),
]
