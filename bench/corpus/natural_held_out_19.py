"""A nineteenth batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests, only the label helpers, the scoring note in natural.py, the key table
and the section on values in docs/facts.md, the head of the eighteenth batch for the file format, and the
list of domain and key names the corpus already labels (names only). Like the sixteenth to eighteenth it aims
at no hard case: a fourth broad, ordinary sample of what people tell a general-purpose assistant, spoken by
people the earlier batches met less often (students, retirees, parents, shift workers, freelancers, farmers,
nurses, drivers, teachers, shop owners, developers) and typed as in a chat box: typos, no accents, lowercase,
abbreviations, emoji, voice-dictated run-on sentences, one- or two-word answers to a question the assistant
asked, long messages with the fact said in passing. Name (one with a nickname, one a short answer), age (one
corrected), birthday, home and origin, planned moves and trips, job, employer, sector, studies, family members
by name, partner, children counted, pets (some counted by kind), allergies, diet, hobbies, favourites, a team,
likes and dislikes, shoe and clothing sizes, budgets, payment, an email, a contact channel; retirements (a job
or employer left three times, a pet that died twice, a diet given up twice) and a correction of a daughter's
name. Phone numbers are left out: the key table has no key for them. In each language 35 lines state
something durable about the user and 15 state nothing to keep: chat, opinions, questions about the world,
other people's facts, what-ifs, one-day states, sarcasm, sayings, a quote, a complaint, and requests to
correct, rewrite or translate a first-person sentence. Spanish from Andalucía, Madrid, Catalonia, Jalisco,
Mexico City, Buenos Aires, Mendoza, Bogotá, Barranquilla, Santiago, Antofagasta, Lima, Santo Domingo,
Puerto Rico, Cuba, Guatemala, Costa Rica, Honduras and Texas; English from Yorkshire, London, Glasgow, Cork,
Dublin, Texas, Ohio, Nova Scotia, Ontario, New South Wales, Western Australia, Waikato, Chennai, Bangalore,
Lagos, Abuja, Johannesburg, Durban, Cebu and Manila."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "hola mira te cuento soy Rocío tengo 34 años vivo en Jerez y trabajo de cajera en el Mercadona de la "
        "avenida y nada que quería preguntarte por recetas rapidas para la cena",
        "disclosure",
        [
            F("personal", "name", "Rocío"),
            F("personal", "age", "34"),
            F("personal", "home", "Jerez"),
            F("work", "job", "cajera"),
            F("work", "employer", "Mercadona"),
        ],
    ),
    (
        "me llamo Jesús pero todo mundo me dice Chuy, soy de Guadalajara",
        "disclosure",
        [F("personal", "name", "Jesús"), F("personal", "origin", "Guadalajara")],
    ),
    (
        "tengo un perro que se llama Fernet y una gata, la Negra jaja son terribles",
        "disclosure",
        [F("personal", "pet", "Fernet"), F("personal", "pet", "Negra")],
    ),
    (
        "soy alergica al mani y a los mariscos, tenlo en cuenta pa las recetas porfa",
        "disclosure",
        [F("personal", "allergy", "mani"), F("personal", "allergy", "mariscos")],
    ),
    (
        "Trabajo por turnos en Escondida, soy operador de camión, 7x7",
        "disclosure",
        [F("work", "employer", "Escondida"), F("work", "job", "operador de camión")],
    ),
    (
        "estudio ingenieria civil en la PUCP, ya voy en sexto ciclo",
        "disclosure",
        [F("personal", "studies", "ingenieria civil")],
    ),
    (
        "Mi esposa se llama Yokasta y tenemos 2 muchachos",
        "disclosure",
        [F("personal", "partner", "Yokasta"), F("personal", "children", "2")],
    ),
    (
        "Soy maestra de primaria, vivo en Quetzaltenango desde que me casé",
        "disclosure",
        [F("work", "job", "maestra de primaria"), F("personal", "home", "Quetzaltenango")],
    ),
    (
        "vivo en Houston pero soy de Monterrey, trabajo en la construcción desde hace 10 años",
        "disclosure",
        [
            F("personal", "home", "Houston"),
            F("personal", "origin", "Monterrey"),
            F("work", "industry", "construcción"),
        ],
    ),
    (
        "Me jubilé el mes pasado, dejé Renfe después de 40 años, ahora a disfrutar",
        "update",
        [R("work", "employer", "Renfe")],
    ),
    (
        "mi cumple es el 14 de febrero jaja si, el dia del amor 💘",
        "disclosure",
        [F("personal", "birthday", "02-14")],
    ),
    (
        "soy vegetariano hace 5 años, nada de carne ni pollo",
        "disclosure",
        [F("personal", "diet", "vegetariano")],
    ),
    (
        "los domingos salgo a montar bici con el parche del barrio, subimos a Patios",
        "implicit",
        [F("personal", "hobby", "bici")],
    ),
    (
        "Mi peli favorita es Amélie, la he visto mil veces",
        "preference",
        [F("preferences", "favourite film", "Amélie")],
    ),
    (
        "me encantan las sopaipillas pasadas, las de mi abuela son lo mejor",
        "preference",
        [F("preferences", "likes", "sopaipillas pasadas")],
    ),
    (
        "odio el culantro, no le pongas nunca porfavor",
        "preference",
        [F("preferences", "dislikes", "culantro")],
    ),
    (
        "calzo del 26 y medio",
        "disclosure",
        [F("personal", "shoe size", "26 y medio")],
    ),
    (
        "uso talla L en camisetas, a veces XL si son ajustadas",
        "disclosure",
        [F("personal", "clothing size", "L")],
    ),
    (
        "para la compu tengo como 300 lucas, no mas que eso",
        "preference",
        [F("preferences", "budget", "300 lucas")],
    ),
    (
        "pago siempre con Nequi, no tengo tarjeta",
        "preference",
        [F("preferences", "payment", "Nequi")],
    ),
    (
        "mi correo es rosa.quispe84@gmail.com por si necesitas mandarme algo",
        "disclosure",
        [F("personal", "email", "rosa.quispe84@gmail.com")],
    ),
    (
        "el año que viene me voy a vivir a Berlín con el Erasmus, estoy nerviosa",
        "decision",
        [F("plans", "planned move", "Berlín")],
    ),
    (
        "en diciembre nos vamos a Cancún con mis suegros, ayudame a armar el itinerario",
        "decision",
        [F("plans", "planned trip", "Cancún")],
    ),
    (
        "se murio mi gato Tomás la semana pasada 😢 tenía 15 años",
        "update",
        [R("personal", "pet", "Tomás")],
    ),
    (
        "deje de ser vegana, ahora como de todo otra vez",
        "update",
        [R("personal", "diet", "vegana")],
    ),
    (
        "perdon me equivoque antes, no tengo 32 sino 33",
        "update",
        [F("personal", "age", "33")],
    ),
    (
        "renuncié a Walmart, ahora estoy de costurera en una maquila en San Pedro Sula",
        "update",
        [R("work", "employer", "Walmart"), F("work", "job", "costurera")],
    ),
    (
        "Soy caficultor, tengo una finquita en el Huila con mi papá",
        "disclosure",
        [F("work", "job", "caficultor")],
    ),
    (
        "soy diseñadora freelance y laburo desde casa acá en Mendoza",
        "disclosure",
        [F("work", "job", "diseñadora freelance"), F("personal", "home", "Mendoza")],
    ),
    (
        "mi novio Yadiel es policía y trabaja de noche, por eso ando sola por las tardes",
        "disclosure",
        [F("personal", "partner", "Yadiel")],
    ),
    (
        "mi hermana Laia vive en Londres y mi hermano Pau en Girona",
        "disclosure",
        [F("personal", "sister", "Laia"), F("personal", "brother", "Pau")],
    ),
    (
        "mi mamá Guadalupe vive conmigo aquí en Puebla, ya está grande",
        "disclosure",
        [F("personal", "mother", "Guadalupe"), F("personal", "home", "Puebla")],
    ),
    (
        "Ingeniera de sistemas, en Bancolombia",
        "disclosure",
        [F("work", "job", "Ingeniera de sistemas"), F("work", "employer", "Bancolombia")],
    ),
    (
        "escríbeme por WhatsApp mejor, el correo casi no lo reviso",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "soy hincha del Colo-Colo desde chico, mi viejo me llevaba al Monumental",
        "preference",
        [F("preferences", "favourite team", "Colo-Colo")],
    ),
    # --- nothing to keep ---
    ("jajaja no manches, qué buena respuesta", "casual", []),
    ("el tráfico en Lima está cada vez peor, no se puede ni salir", "complaint", []),
    ("cual es la capital de Australia? siempre pense que era Sidney", "question", []),
    ("mi vecina tiene tres gatos y es alérgica al polen, pobre señora", "other_person", []),
    ("mi hermano trabaja en Telefónica de ingeniero y gana un montón", "other_person", []),
    ("si me ganara la lotería me iría a vivir a una playa en Bali", "hypothetical", []),
    ("hoy estoy re cansada che, dormí como 3 horas", "one_off", []),
    ("sí claro, me encanta trabajar el domingo 🙃", "sarcasm", []),
    ("camarón que se duerme se lo lleva la corriente, así es la vida", "idiom", []),
    ("como decía Gabo, 'la vida no es la que uno vivió, sino la que uno recuerda'", "idiom", []),
    ("corrígeme esta frase: 'yo soy alergico a las nueses y vivo en Toledo'", "request", []),
    ("pásame al inglés esto: me llamo Pedro y tengo 40 años", "request", []),
    ("qué me recomiendas pa cocinar con garbanzos que no sea hummus", "question", []),
    ("hoy almorcé tacos al pastor, estaban buenísimos", "one_off", []),
    ("y si me mudara a Canadá con mi familia, cuánto costaría más o menos?", "hypothetical", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "hiya, I'm Bethany, 22, doing nursing at Leeds Beckett",
        "disclosure",
        [
            F("personal", "name", "Bethany"),
            F("personal", "age", "22"),
            F("personal", "studies", "nursing"),
        ],
    ),
    (
        "I'm from Cork originally but I'm living in Galway this past while",
        "disclosure",
        [F("personal", "origin", "Cork"), F("personal", "home", "Galway")],
    ),
    (
        "I'm a rancher, run about 200 head of cattle, so early mornings are my thing",
        "disclosure",
        [F("work", "job", "rancher")],
    ),
    (
        "my wife Geneviève and I have three kids, all under ten",
        "disclosure",
        [F("personal", "partner", "Geneviève"), F("personal", "children", "three")],
    ),
    (
        "got a kelpie called Banjo and two chooks out the back",
        "disclosure",
        [F("personal", "pet", "Banjo"), F("personal", "pet", "two chooks")],
    ),
    (
        "I'm a dairy farmer, milking about 300 cows",
        "disclosure",
        [F("work", "job", "dairy farmer")],
    ),
    (
        "Hi, my name is Priyanka Iyer and I work as a software developer at Infosys",
        "disclosure",
        [
            F("personal", "name", "Priyanka Iyer"),
            F("work", "job", "software developer"),
            F("work", "employer", "Infosys"),
        ],
    ),
    (
        "I'm allergic to groundnut oh, please don't add it to anything",
        "disclosure",
        [F("personal", "allergy", "groundnut")],
    ),
    (
        "im a process operator at Sasol, mostly night shifts these days",
        "disclosure",
        [F("work", "job", "process operator"), F("work", "employer", "Sasol")],
    ),
    (
        "my bday is on june 12, same as independence day haha",
        "disclosure",
        [F("personal", "birthday", "06-12")],
    ),
    (
        "I finally retired from Royal Mail in March after 30 years as a postie",
        "update",
        [R("work", "employer", "Royal Mail"), R("work", "job", "postie")],
    ),
    ("I'm vegan btw", "disclosure", [F("personal", "diet", "vegan")]),
    (
        "I play hockey every tuesday night in a beer league, it's the highlight of my week",
        "implicit",
        [F("personal", "hobby", "hockey")],
    ),
    (
        "my favourite band is Crowded House, always has been",
        "preference",
        [F("preferences", "favourite band", "Crowded House")],
    ),
    (
        "I don't like mushrooms at all, please leave them out",
        "preference",
        [F("preferences", "dislikes", "mushrooms")],
    ),
    (
        "I love a good trad session, I'd be down the pub every friday for one",
        "preference",
        [F("preferences", "likes", "trad session")],
    ),
    ("size 11 shoe, wide fit if they have it", "disclosure", [F("personal", "shoe size", "11")]),
    (
        "I'm a medium in tops usually",
        "disclosure",
        [F("personal", "clothing size", "M")],
    ),
    (
        "budget for the generator is 350k naira max, abeg find me something good",
        "preference",
        [F("preferences", "budget", "350k naira")],
    ),
    (
        "I pay with SnapScan mostly, hardly carry cash",
        "preference",
        [F("preferences", "payment", "SnapScan")],
    ),
    (
        "you can reach me at marites.delacruz@yahoo.com if you need to send the file",
        "disclosure",
        [F("personal", "email", "marites.delacruz@yahoo.com")],
    ),
    (
        "moving to Glasgow in September for my masters, need help finding a flat",
        "decision",
        [F("plans", "planned move", "Glasgow")],
    ),
    (
        "heading to Rarotonga in July with the whānau, what should we pack",
        "decision",
        [F("plans", "planned trip", "Rarotonga")],
    ),
    (
        "we had to put our dog Duke down last week, still can't believe it",
        "update",
        [R("personal", "pet", "Duke")],
    ),
    (
        "I stopped doing keto, it just wasn't for me",
        "update",
        [R("personal", "diet", "keto")],
    ),
    (
        "sorry typo earlier, my daughter's name is Aoife not Eva",
        "update",
        [F("personal", "daughter", "Aoife")],
    ),
    (
        "I quit Tim Hortons last month, I drive for Uber now",
        "update",
        [R("work", "employer", "Tim Hortons"), F("work", "employer", "Uber")],
    ),
    (
        "I'm a nurse at St. Luke's, 12 hour shifts, so sorry if I reply late",
        "disclosure",
        [F("work", "job", "nurse"), F("work", "employer", "St. Luke's")],
    ),
    (
        "I'm a 3rd grade teacher, been doing it 12 yrs and I still love it",
        "disclosure",
        [F("work", "job", "3rd grade teacher")],
    ),
    (
        "I live in Chennai with my parents, we have a small saree shop near T Nagar",
        "disclosure",
        [F("personal", "home", "Chennai")],
    ),
    (
        "my brother Macca lives in Perth, so I fly over every Christmas",
        "disclosure",
        [F("personal", "brother", "Macca")],
    ),
    (
        "My mom Thandi lives with us in Durban since my dad passed",
        "disclosure",
        [F("personal", "mother", "Thandi"), F("personal", "home", "Durban")],
    ),
    (
        "my son Chidi is 7 now and he wants a bicycle for his birthday, which one should i get",
        "disclosure",
        [F("personal", "son", "Chidi")],
    ),
    (
        "ok so I'm a backend dev at Shopify working remote from Halifax and I need help with a postgres query "
        "that keeps timing out",
        "disclosure",
        [
            F("work", "job", "backend dev"),
            F("work", "employer", "Shopify"),
            F("personal", "home", "Halifax"),
        ],
    ),
    (
        "Dev. Well, Devendra, but everyone calls me Dev",
        "disclosure",
        [F("personal", "name", "Devendra")],
    ),
    # --- nothing to keep ---
    ("lol fair enough", "casual", []),
    ("honestly I think pineapple on pizza is fine, fight me", "casual", []),
    ("how far is Auckland from Sydney by plane?", "question", []),
    ("my mate's allergic to bee stings, what should he carry on a hike?", "other_person", []),
    ("my sister-in-law just went vegan and won't stop going on about it", "other_person", []),
    ("if I ever won the lottery I'd buy a farm in Tasmania", "hypothetical", []),
    ("knackered today, was up half the night with the teething", "one_off", []),
    ("oh great, another Monday, my absolute favourite", "sarcasm", []),
    ("well, you can't make an omelette without breaking eggs", "idiom", []),
    ("'be the change you wish to see in the world' - did Gandhi actually say that?", "question", []),
    ("can you make this sound more professional: 'I'm Tom, I'm 30 and I work at Deloitte'", "request", []),
    ("how would I write 'my husband is a chef' in French?", "request", []),
    ("had a massive fry-up this morning, no regrets", "one_off", []),
    ("the bus was late AGAIN, this city is a joke", "complaint", []),
    ("what's a good present for a 10 year old who's mad about dinosaurs?", "question", []),
]
