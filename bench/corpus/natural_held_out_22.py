"""A twenty-second batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests nor the earlier batches, only the label helpers, the scoring note in
natural.py, the key table and the section on values in docs/facts.md, the head of the twenty-first batch for the
file format, and the list of domain and key names the corpus already labels (names only); after writing it, and
before scoring it, the twenty-first batch's entry in docs/benchmarks.md, whereupon a dog's name and a town that
batch also used were swapped for others. Like the sixteenth to twenty-first it aims at no hard case: a seventh
broad, ordinary sample of what people tell a shopping, support or personal assistant, spoken by a new graduate,
an accountant, a nurse on nights, a shop manager, a night-shift shop worker, a primary teacher, an MBA student,
parents buying presents, a man who has changed employer and a family whose cat has died, and typed as in a chat
box: typos, no accents, slang, regional words, emoji, voice-dictation run-ons, the fact said in the middle of a
request. Name, age (one corrected in Spanish), birthday, home (a move corrected in each language) and origin, a
planned move, trips, job, employer (one left and the next taken in each language), studies, parents, a partner,
sisters, children by name and counted, pets by name, an allergy, a diet, a health condition kept as a note after
"recuerda que" / "remember", favourites, a team, likes and dislikes, a seat preference, a payment method, a
contact channel, budgets with their currency, a shoe size, a hobby; a retirement (a pet that died, in English).
In each language 28 lines state something durable about the user and 12 state nothing to keep: questions about
the world, other people's facts (a colleague, a neighbour, a brother, a boss by name), what-ifs, a one-day
state, a trip for a conference or a wedding, sarcasm, a saying, a complaint, a line denying pets or children,
and a request to write for someone else. Spanish from Mexico, Argentina, Spain, Colombia and Chile; English from
the United States, England, Ireland, Scotland, Australia, India, South Africa and Canada."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "oye necesito un regalo para mi esposa, se llama Itzel y le late mucho el cafe, algo de unos 800 pesos max",
        "disclosure",
        [F("personal", "partner", "Itzel"), F("preferences", "budget", "800 pesos")],
    ),
    (
        "che soy contador en una pyme y quiero armar un excel para liquidar sueldos, me das una mano?",
        "disclosure",
        [F("work", "job", "contador")],
    ),
    (
        "Hola! Me llamo Nerea, soy de Bilbao pero vivo en Madrid desde hace 6 años y busco un piso mas grande",
        "disclosure",
        [
            F("personal", "name", "Nerea"),
            F("personal", "origin", "Bilbao"),
            F("personal", "home", "Madrid"),
        ],
    ),
    (
        "parce mi perrita se llama Mora y es alergica al pollo, q concentrado me recomiendas",
        "disclosure",
        [F("personal", "pet", "Mora")],
    ),
    (
        "tengo 27 y estudie ingenieria civil en la Chile, ando buscando pega po, me ayudai con el cv?",
        "disclosure",
        [F("personal", "age", "27"), F("personal", "studies", "ingenieria civil")],
    ),
    (
        "quiero cambiar mi direccion de envio porque ya no vivo en Puebla ahora vivo en Queretaro con mi novio "
        "me dices como",
        "update",
        [F("personal", "home", "Queretaro")],
    ),
    (
        "Soy alergico al marisco, ojo con las recetas que me pases",
        "disclosure",
        [F("personal", "allergy", "marisco")],
    ),
    (
        "Mi viejo cumple 70 el mes que viene, se llama Raul y es fanatico del tango, que le regalo?",
        "disclosure",
        [F("personal", "father", "Raul")],
    ),
    (
        "trabajo como enfermera en el Hospital San Vicente y hago turnos de noche, recomiendame algo para dormir "
        "de dia",
        "disclosure",
        [F("work", "job", "enfermera"), F("work", "employer", "Hospital San Vicente")],
    ),
    (
        "mi cumple es el 14 de febrero jaja si, naci el dia de san valentin",
        "disclosure",
        [F("personal", "birthday", "02-14")],
    ),
    (
        "Tenemos dos gatos, Lola y Pipo, y buscamos un rascador que no ocupe mucho sitio",
        "disclosure",
        [F("personal", "pet", "Lola"), F("personal", "pet", "Pipo")],
    ),
    (
        "me gusta harto el trekking, cachai algun cerro bonito cerca de Santiago?",
        "preference",
        [F("preferences", "likes", "trekking")],
    ),
    (
        "Soy hincha de River desde que naci, asi que nada de camisetas de Boca eh",
        "preference",
        [F("preferences", "favourite team", "River")],
    ),
    (
        "estoy estudiando la prepa abierta y en las tardes trabajo en un Oxxo, como me organizo pa estudiar?",
        "disclosure",
        [F("personal", "studies", "prepa abierta"), F("work", "employer", "Oxxo")],
    ),
    (
        "Tengo 3 hijos, la mayor se llama Carla y tiene 8, quiere una bici, cual me recomiendas?",
        "disclosure",
        [F("personal", "children", "3"), F("personal", "daughter", "Carla")],
    ),
    (
        "soy vegetariano hace como 5 años, dame ideas de almuerzo rapido para la oficina",
        "disclosure",
        [F("personal", "diet", "vegetariano")],
    ),
    (
        "el presupuesto pa la lavadora son 400 euros como mucho, vale?",
        "preference",
        [F("preferences", "budget", "400 euros")],
    ),
    (
        "tengo 34 años, perdon 43 jaja me equivoque de dedos",
        "update",
        [F("personal", "age", "43")],
    ),
    (
        "en marzo nos cambiamos a Valparaiso con mi señora y los cabros, que necesito para el trasteo",
        "decision",
        [F("plans", "planned move", "Valparaiso")],
    ),
    (
        "prefiero que me escriban por whatsapp, el mail no lo miro nunca",
        "preference",
        [F("preferences", "contact channel", "whatsapp")],
    ),
    (
        "odio las aceitunas tio, quitalas de todas las recetas porfa",
        "preference",
        [F("preferences", "dislikes", "aceitunas")],
    ),
    (
        "mi peli favorita es Encanto, la he visto mil veces con mis sobrinos jajaja",
        "preference",
        [F("preferences", "favourite film", "Encanto")],
    ),
    (
        "ya no estoy en Elektra, desde enero trabajo en Coppel de gerente de tienda, neta cambia mucho el horario",
        "update",
        [
            R("work", "employer", "Elektra"),
            F("work", "employer", "Coppel"),
            F("work", "job", "gerente de tienda"),
        ],
    ),
    (
        "calzo 42, teneis esas zapatillas en mi numero?",
        "disclosure",
        [F("personal", "shoe size", "42")],
    ),
    (
        "en enero nos vamos a Florianopolis con los chicos, que playas me recomendas?",
        "decision",
        [F("plans", "planned trip", "Florianopolis")],
    ),
    (
        "recuerda que soy hipertenso, no me recomiendes nada con mucha sal",
        "disclosure",
        [F("personal", "note", "hipertenso")],
    ),
    (
        "mi mama se llama Gloria y vive conmigo aqui en Medellin, buscamos un plan para su cumple",
        "disclosure",
        [F("personal", "mother", "Gloria"), F("personal", "home", "Medellin")],
    ),
    (
        "toco la guitarra en una banda de rock los sabados, que cuerdas me compro?",
        "disclosure",
        [F("personal", "hobby", "guitarra")],
    ),
    # --- nothing to keep ---
    ("cuanto cuesta mas o menos un vuelo de CDMX a Cancun en diciembre?", "question", []),
    ("mi compañera de trabajo se va a vivir a Lima, que le regalo de despedida?", "other_person", []),
    ("si me ganara la loteria me compraba una casa en la playa jajaja", "hypothetical", []),
    ("si claro, me encanta trabajar los domingos, es lo mejor del mundo 🙄", "sarcasm", []),
    ("hoy me comi una hamburguesa gigante y ya no me puedo ni mover", "one_off", []),
    ("bueno, a mal tiempo buena cara, como dice mi abuela", "idiom", []),
    ("escribeme un mensaje de cumpleaños para mi jefe, se llama Andres y cumple 50", "request", []),
    ("no no, no tengo mascotas, la pregunta era para una amiga", "casual", []),
    ("el pedido llego tarde otra vez, ya van tres veces este mes", "complaint", []),
    ("che cual es la diferencia entre monotributo y autonomo?", "question", []),
    (
        "estoy en Valencia este finde por un congreso, que restaurante me recomiendas cerca de la playa?",
        "one_off",
        [],
    ),
    ("mi vecino tiene un pastor aleman que ladra toda la noche, que hago", "other_person", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "hey so my name's Tyler and i work night shift at Costco, need help w a resume",
        "disclosure",
        [F("personal", "name", "Tyler"), F("work", "employer", "Costco")],
    ),
    (
        "I'm a primary school teacher, any ideas for a rainy day activity for year 3?",
        "disclosure",
        [F("work", "job", "primary school teacher")],
    ),
    (
        "I'm from Cork originally but I've been living in Kilkenny the last ten years",
        "disclosure",
        [F("personal", "origin", "Cork"), F("personal", "home", "Kilkenny")],
    ),
    (
        "ma wee boy Callum is 6 and mad about dinosaurs, what should I get him for his birthday",
        "disclosure",
        [F("personal", "son", "Callum")],
    ),
    (
        "we've got a kelpie called Bluey and she destroys every toy, need something indestructible",
        "disclosure",
        [F("personal", "pet", "Bluey")],
    ),
    (
        "I am vegetarian and my budget is around 1500 rupees for the dinner party, please suggest menu",
        "disclosure",
        [F("personal", "diet", "vegetarian"), F("preferences", "budget", "1500 rupees")],
    ),
    (
        "I work for Shoprite as a store manager, can you help me with a staff roster for December",
        "disclosure",
        [F("work", "employer", "Shoprite"), F("work", "job", "store manager")],
    ),
    (
        "we're moving to Halifax in August so I need to cancel my gym membership, how do I word the email",
        "decision",
        [F("plans", "planned move", "Halifax")],
    ),
    (
        "I'm allergic to penicillin, remind me to tell the new dentist",
        "disclosure",
        [F("personal", "allergy", "penicillin")],
    ),
    (
        "my favourite band is Arctic Monkeys, can you find me any gigs coming up?",
        "preference",
        [F("preferences", "favourite band", "Arctic Monkeys")],
    ),
    (
        "okay so basically I'm 32 and I just started a new job at Target as a team lead and I need to figure out "
        "my 401k stuff",
        "disclosure",
        [
            F("personal", "age", "32"),
            F("work", "employer", "Target"),
            F("work", "job", "team lead"),
        ],
    ),
    (
        "my partner Jess and I are heading to Bali in March, any tips?",
        "decision",
        [F("personal", "partner", "Jess"), F("plans", "planned trip", "Bali")],
    ),
    (
        "I'm doing my MBA from IIM Bangalore, final year, need help with placement prep",
        "disclosure",
        [F("personal", "studies", "MBA")],
    ),
    (
        "I can't stand coriander, it tastes like soap to me",
        "preference",
        [F("preferences", "dislikes", "coriander")],
    ),
    (
        "Just so you know I prefer aisle seats on long flights",
        "preference",
        [F("preferences", "preference", "aisle seats")],
    ),
    (
        "been a Celtic supporter all my life so no Rangers stuff in the gift ideas please",
        "preference",
        [F("preferences", "favourite team", "Celtic")],
    ),
    (
        "My birthday is on the 3rd of July, remind me to book a braai spot",
        "disclosure",
        [F("personal", "birthday", "07-03")],
    ),
    (
        "wait sorry I live in Denver not Dallas, can you update the shipping",
        "update",
        [F("personal", "home", "Denver")],
    ),
    (
        "our cat Marmite died last week so please stop showing me cat food",
        "update",
        [R("personal", "pet", "Marmite")],
    ),
    (
        "I'm a size 9 in women's shoes, do these run small?",
        "disclosure",
        [F("personal", "shoe size", "9")],
    ),
    (
        "my mother's name is Lakshmi and she is diabetic, need sugar free sweets recipes",
        "disclosure",
        [F("personal", "mother", "Lakshmi")],
    ),
    (
        "I play pickleball like 3 times a week now lol",
        "disclosure",
        [F("personal", "hobby", "pickleball")],
    ),
    (
        "I'd rather pay by card than cash if that's an option",
        "preference",
        [F("preferences", "payment", "card")],
    ),
    (
        "My wife Anjali and I have 2 girls, 5 and 9, looking for a board game we can all play",
        "disclosure",
        [F("personal", "partner", "Anjali"), F("personal", "children", "2")],
    ),
    (
        "I've got two younger sisters, Kirsty and Eilidh, and I never know what to get them",
        "disclosure",
        [F("personal", "sister", "Kirsty"), F("personal", "sister", "Eilidh")],
    ),
    (
        "I left Checkers in January and now I'm doing admin at Pick n Pay",
        "update",
        [
            R("work", "employer", "Checkers"),
            F("work", "employer", "Pick n Pay"),
            F("work", "job", "admin"),
        ],
    ),
    (
        "remember I have type 1 diabetes when you suggest snacks",
        "disclosure",
        [F("personal", "note", "type 1 diabetes")],
    ),
    (
        "I'm a big Taylor Swift fan, need merch ideas under $50 for myself",
        "preference",
        [F("preferences", "likes", "Taylor Swift"), F("preferences", "budget", "$50")],
    ),
    # --- nothing to keep ---
    ("what's the difference between a roth ira and a traditional one?", "question", []),
    ("my brother just moved to Perth and wants a good coffee spot, any ideas?", "other_person", []),
    ("if I lived in London would I need a car or is the tube enough?", "hypothetical", []),
    ("oh great, another Monday, I just LOVE Mondays", "sarcasm", []),
    ("I'm in Chicago this weekend for a wedding, where should I eat?", "one_off", []),
    ("well it's raining cats and dogs here lol", "idiom", []),
    ("can you write a birthday message for my colleague Dave, he's turning 40", "request", []),
    ("nah I don't have kids, it was for my cousin", "casual", []),
    ("the app keeps logging me out, so annoying", "complaint", []),
    ("had the worst headache today, think I'll head to bed early", "one_off", []),
    ("is it safe to eat chicken that's been in the fridge 5 days?", "question", []),
    ("haha cheers, that's grand", "casual", []),
]
