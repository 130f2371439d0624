"""An eighteenth batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests, only the label helpers, the scoring note in natural.py, the key table
and the section on values in docs/facts.md, the head of the seventeenth batch for the file format, and the
list of domain and key names the corpus already labels (names only). Like the sixteenth and seventeenth it
aims at no hard case: a third broad, ordinary sample of what people tell a general-purpose assistant, in
regions and registers the earlier batches left aside (typos, no accents, lowercase, texting shorthand, emoji,
long messages with the fact said in passing while asking for help, form-style profiles, short replies):
name (one with a nickname), age, birthday, home and origin, planned moves and trips, job, employer, studies,
family members by name, partner, children (two counted), pets (one counted by kind), allergies, diet, hobbies,
favourites, a team, likes and dislikes, shoe and clothing sizes, budgets, an email, payment methods, a
contact channel, a seat preference; retirements (a job left twice, a pet that died twice, a diet given up
twice) and corrections of a child's name and an age. Phone numbers and languages spoken are left out: the key
table has no key for them. In Spanish 35 lines state something durable about the user and 15 state nothing
to keep: chat, opinions, questions about the world, other people's facts, what-ifs, one-day states,
sarcasm, sayings, a quote, a complaint, and requests to correct, rewrite or translate a first-person
sentence; in English 36 and 14, because two labels were put right after the first run against the key
table (a brother named is the user's fact, and two daughters named are counted as children too).
Spanish from Galicia, Murcia, Asturias, Rosario, Córdoba (Argentina), Medellín, Cali, Arequipa,
Cusco, Quito, Guayaquil, Santa Cruz, Montevideo, Valparaíso, Monterrey and Yucatán; English from Manchester,
Liverpool, Cornwall, Yorkshire, Boston, Texas, Minnesota, anglophone Quebec, Queensland, Cape Town, Lagos,
Accra, Nairobi, Mumbai, Manila and Kuala Lumpur."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Buenas! soy Uxía, nací en Vigo pero vivo en A Coruña, tengo 27 años y trabajo de enfermera en el CHUAC",
        "disclosure",
        [
            F("personal", "name", "Uxía"),
            F("personal", "origin", "Vigo"),
            F("personal", "home", "A Coruña"),
            F("personal", "age", "27"),
            F("work", "job", "enfermera"),
            F("work", "employer", "CHUAC"),
        ],
    ),
    (
        "Oye, soy vegetariana desde hace años y vivo en Murcia, ¿me haces un menú semanal con cosas de temporada?",
        "implicit",
        [F("personal", "diet", "vegetariana"), F("personal", "home", "Murcia")],
    ),
    (
        "Te cuento un poco para que me ayudes con la carta de presentación: me llamo Xuan, estudié Ingeniería de "
        "Minas en Oviedo y ahora trabajo de técnico de mantenimiento en ArcelorMittal. Quiero algo formal pero no "
        "muy largo.",
        "implicit",
        [
            F("personal", "name", "Xuan"),
            F("personal", "studies", "Ingeniería de Minas"),
            F("work", "job", "técnico de mantenimiento"),
            F("work", "employer", "ArcelorMittal"),
        ],
    ),
    (
        "che, soy de Rosario y soy hincha de Newell's a muerte jaja",
        "disclosure",
        [F("personal", "origin", "Rosario"), F("preferences", "favourite team", "Newell's")],
    ),
    (
        "me mude a cordoba capital hace dos años x laburo, soy contadora en una cooperativa",
        "disclosure",
        [F("personal", "home", "cordoba"), F("work", "job", "contadora")],
    ),
    (
        "Hola! Me llamo Valentina, tengo 24 añitos, vivo en Envigado y mi perrita se llama Mona 🐶",
        "disclosure",
        [
            F("personal", "name", "Valentina"),
            F("personal", "age", "24"),
            F("personal", "home", "Envigado"),
            F("personal", "pet", "Mona"),
        ],
    ),
    (
        "Soy de Cali pero llevo 6 años viviendo en Madrid, trabajo de mesero en un bar de Lavapiés",
        "disclosure",
        [
            F("personal", "origin", "Cali"),
            F("personal", "home", "Madrid"),
            F("work", "job", "mesero"),
        ],
    ),
    (
        "mi esposa Milagros y yo vivimos en Arequipa con nuestros hijos, Fabricio de 10 y Camila de 6",
        "disclosure",
        [
            F("personal", "partner", "Milagros"),
            F("personal", "home", "Arequipa"),
            F("personal", "son", "Fabricio"),
            F("personal", "daughter", "Camila"),
        ],
    ),
    (
        "vivo en Cusco y soy guía de turismo, ¿me ayudas a escribir mi bio para Instagram en inglés?",
        "implicit",
        [F("personal", "home", "Cusco"), F("work", "job", "guía de turismo")],
    ),
    (
        "Me salió alergia a la penicilina el año pasado, anótalo porfa",
        "disclosure",
        [F("personal", "allergy", "penicilina")],
    ),
    (
        "ñaño yo soy de Barcelona SC hasta la muerte, y mi comida favorita es el encebollado",
        "preference",
        [
            F("preferences", "favourite team", "Barcelona SC"),
            F("preferences", "favourite food", "encebollado"),
        ],
    ),
    (
        "Mi cumple es el 14 de agosto, acordate de saludarme jaja",
        "disclosure",
        [F("personal", "birthday", "08-14")],
    ),
    (
        "Soy Patricio, pero todos me dicen Pato. Trabajo en Antel como programador y en marzo me mudo a Barcelona",
        "disclosure",
        [
            F("personal", "name", "Patricio"),
            F("work", "employer", "Antel"),
            F("work", "job", "programador"),
            F("plans", "planned move", "Barcelona"),
        ],
    ),
    (
        "Soy profe de historia en un liceo de Viña y vivo en Valpo con mi pololo Nico y dos gatos",
        "disclosure",
        [
            F("work", "job", "profe de historia"),
            F("personal", "home", "Valpo"),
            F("personal", "partner", "Nico"),
            F("personal", "pet", "dos gatos"),
        ],
    ),
    (
        "Mi presupuesto pa la laptop es de 15 mil pesos máximo, la quiero pa diseño",
        "preference",
        [F("preferences", "budget", "15 mil pesos")],
    ),
    (
        "Soy de Mérida, Yucatán, y soy alérgica a los mariscos, tenlo en cuenta si me pasas recetas",
        "implicit",
        [F("personal", "origin", "Mérida"), F("personal", "allergy", "mariscos")],
    ),
    (
        "perdón, me equivoqué antes: mi hija se llama Antía, no Andrea",
        "update",
        [F("personal", "daughter", "Antía")],
    ),
    (
        "Ya no trabajo en Gadis, lo dejé en septiembre",
        "update",
        [R("work", "employer", "Gadis")],
    ),
    (
        "Se nos murió el Kiko, nuestro canario, la semana pasada 😢",
        "update",
        [R("personal", "pet", "Kiko")],
    ),
    (
        "dejé de ser vegano hace unos meses, ya como carne otra vez",
        "update",
        [R("personal", "diet", "vegano")],
    ),
    (
        "Nombre: Carmen Ruiz\nEdad: 45\nCiudad: Cartagena\nProfesión: farmacéutica",
        "disclosure",
        [
            F("personal", "name", "Carmen Ruiz"),
            F("personal", "age", "45"),
            F("personal", "home", "Cartagena"),
            F("work", "job", "farmacéutica"),
        ],
    ),
    (
        "q tal, tengo 19 y estudio medicina en la UNC",
        "disclosure",
        [F("personal", "age", "19"), F("personal", "studies", "medicina")],
    ),
    (
        "mi talla de zapato es 38 y medio, busco unas zapatillas para correr",
        "implicit",
        [F("personal", "shoe size", "38 y medio")],
    ),
    (
        "uso talla M en camisetas",
        "disclosure",
        [F("personal", "clothing size", "M")],
    ),
    (
        "Prefiero pagar con Yape, no tengo tarjeta de crédito",
        "preference",
        [F("preferences", "payment", "Yape")],
    ),
    (
        "Mejor escríbeme por WhatsApp, el correo casi no lo reviso",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "mi correo es pilar.montes88@gmail.com por si necesitas mandarme el resumen",
        "disclosure",
        [F("personal", "email", "pilar.montes88@gmail.com")],
    ),
    (
        "Los fines de semana salgo a pescar con mi padre al puerto de Gijón",
        "disclosure",
        [F("personal", "hobby", "pescar")],
    ),
    (
        "me encanta la cumbia y odio el reguetón, no me pongas eso jaja",
        "preference",
        [F("preferences", "likes", "cumbia"), F("preferences", "dislikes", "reguetón")],
    ),
    (
        "Mi peli favorita es Relatos salvajes, la vi como diez veces",
        "preference",
        [F("preferences", "favourite film", "Relatos salvajes")],
    ),
    (
        "estoy en cuarto de Arquitectura en la Católica de Quito y hago prácticas en un estudio",
        "disclosure",
        [F("personal", "studies", "Arquitectura")],
    ),
    (
        "En diciembre nos vamos a Cartagena de Indias con mis viejos, ¿qué me recomiendas ver?",
        "decision",
        [F("plans", "planned trip", "Cartagena de Indias")],
    ),
    (
        "no tengo 35, tengo 53 jaja se me cruzaron los números",
        "update",
        [F("personal", "age", "53")],
    ),
    (
        "Qué día más largo... entre el turno y cuidar a mi madre no paro. Bueno, lo que te quería pedir: ayúdame "
        "a organizar la semana, soy auxiliar de enfermería en el Hospital Reina Sofía y hago turnos de noche",
        "implicit",
        [
            F("work", "job", "auxiliar de enfermería"),
            F("work", "employer", "Hospital Reina Sofía"),
        ],
    ),
    (
        "mi hermana Rocío vive conmigo en Monterrey, somos roomies",
        "disclosure",
        [F("personal", "sister", "Rocío"), F("personal", "home", "Monterrey")],
    ),
    # --- nothing to keep ---
    ("jajaja qué bueno, gracias che", "casual", []),
    (
        "Creo que el mejor ceviche del Perú se come en Lima, no en Arequipa, digan lo que digan",
        "casual",
        [],
    ),
    ("¿Cuántos habitantes tiene Guayaquil?", "question", []),
    ("Mi primo Diego trabaja en Bancolombia y vive en Medellín", "other_person", []),
    ("Mi suegra es celíaca, ¿qué postre le puedo hacer para Navidad?", "other_person", []),
    ("Si viviera en Asturias tendría una vaca y una huerta, jaja", "hypothetical", []),
    ("hoy estoy re cansada, no doy más", "one_off", []),
    ("Sí, claro, me encanta que me cancelen el vuelo a última hora 🙃", "sarcasm", []),
    ("Al que madruga Dios lo ayuda, dice mi abuela", "idiom", []),
    ("«Caminante, no hay camino, se hace camino al andar», ¿de quién es?", "question", []),
    ("Corrige esta frase: 'yo soy ingeniero y vivo en Lima desde 2010'", "request", []),
    ("¿Cómo se dice en inglés 'tengo dos hermanos y un perro'?", "request", []),
    ("La app se me cuelga cada vez que subo una foto, arréglenla", "complaint", []),
    ("hoy almorcé locro y me cayó pesado", "one_off", []),
    ("mi amiga Lucía se casa en mayo, ¿qué le regalo?", "other_person", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "hiya, I'm Siobhan, 34, born and bred in Salford but live in Stockport now with my fella Gaz",
        "disclosure",
        [
            F("personal", "name", "Siobhan"),
            F("personal", "age", "34"),
            F("personal", "origin", "Salford"),
            F("personal", "home", "Stockport"),
            F("personal", "partner", "Gaz"),
        ],
    ),
    (
        "from Liverpool, massive LFC fan, fav colour's red obvs 😂",
        "preference",
        [
            F("personal", "origin", "Liverpool"),
            F("preferences", "favourite team", "LFC"),
            F("preferences", "colour", "red"),
        ],
    ),
    (
        "I'm a surf instructor and I live in Newquay, summer's mental. can you help me write a booking "
        "confirmation email?",
        "implicit",
        [F("work", "job", "surf instructor"), F("personal", "home", "Newquay")],
    ),
    (
        "I'm from Barnsley originally, been in Leeds for twelve years now",
        "disclosure",
        [F("personal", "origin", "Barnsley"), F("personal", "home", "Leeds")],
    ),
    (
        "I'm a nurse at Mass General, I work nights, help me plan meals for the week",
        "implicit",
        [F("work", "job", "nurse"), F("work", "employer", "Mass General")],
    ),
    (
        "y'all I just got a new puppy, a heeler named Biscuit 🐶",
        "disclosure",
        [F("personal", "pet", "Biscuit")],
    ),
    (
        "We live in Duluth and I'm a 4th grade teacher at Lester Park Elementary",
        "disclosure",
        [
            F("personal", "home", "Duluth"),
            F("work", "job", "4th grade teacher"),
            F("work", "employer", "Lester Park Elementary"),
        ],
    ),
    (
        "I'm an anglo from Montreal, moved to Ottawa last year for work",
        "disclosure",
        [F("personal", "origin", "Montreal"), F("personal", "home", "Ottawa")],
    ),
    (
        "29, live on the Gold Coast, sparky by trade, got a staffy called Ruby",
        "disclosure",
        [
            F("personal", "age", "29"),
            F("personal", "home", "Gold Coast"),
            F("work", "job", "sparky"),
            F("personal", "pet", "Ruby"),
        ],
    ),
    (
        "My wife Thandi and I have two daughters, Lerato and Naledi",
        "disclosure",
        [
            F("personal", "partner", "Thandi"),
            F("personal", "daughter", "Lerato"),
            F("personal", "daughter", "Naledi"),
            F("personal", "children", "two"),
        ],
    ),
    (
        "I work with GTBank as a relationship manager, Victoria Island branch",
        "disclosure",
        [F("work", "employer", "GTBank"), F("work", "job", "relationship manager")],
    ),
    (
        "I'm allergic to groundnuts and shellfish, pls keep that in mind for the recipe",
        "implicit",
        [F("personal", "allergy", "groundnuts"), F("personal", "allergy", "shellfish")],
    ),
    (
        "my budget is 50k shillings max for the phone",
        "preference",
        [F("preferences", "budget", "50k shillings")],
    ),
    (
        "I'm vegetarian, no eggs also, suggest some high protein breakfast",
        "implicit",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "hi po, I'm Joanna, 26, from Cebu but working in Makati as a call center agent",
        "disclosure",
        [
            F("personal", "name", "Joanna"),
            F("personal", "age", "26"),
            F("personal", "origin", "Cebu"),
            F("work", "job", "call center agent"),
        ],
    ),
    (
        "I stay in Petaling Jaya, work as an accountant at Maybank",
        "disclosure",
        [
            F("personal", "home", "Petaling Jaya"),
            F("work", "job", "accountant"),
            F("work", "employer", "Maybank"),
        ],
    ),
    (
        "my birthday's on 21 March, just so you know",
        "disclosure",
        [F("personal", "birthday", "03-21")],
    ),
    (
        "you can reach me at kwame.mensah@outlook.com",
        "disclosure",
        [F("personal", "email", "kwame.mensah@outlook.com")],
    ),
    (
        "I always pay with M-Pesa",
        "preference",
        [F("preferences", "payment", "M-Pesa")],
    ),
    (
        "text me on WhatsApp, I never answer calls",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "I'm a size 11 in trainers",
        "disclosure",
        [F("personal", "shoe size", "11")],
    ),
    (
        "I wear a large in hoodies",
        "disclosure",
        [F("personal", "clothing size", "L")],
    ),
    (
        "I play five-a-side every Tuesday with the lads from work",
        "disclosure",
        [F("personal", "hobby", "five-a-side")],
    ),
    (
        "I love a proper Cornish pasty but I can't stand olives",
        "preference",
        [F("preferences", "likes", "Cornish pasty"), F("preferences", "dislikes", "olives")],
    ),
    (
        "my favourite band is The Stone Roses, obviously, I'm from Manchester",
        "preference",
        [
            F("preferences", "favourite band", "The Stone Roses"),
            F("personal", "origin", "Manchester"),
        ],
    ),
    (
        "I'm in my second year of nursing at Uni of Queensland",
        "disclosure",
        [F("personal", "studies", "nursing")],
    ),
    (
        "we're moving to Brisbane in January, any tips on suburbs?",
        "decision",
        [F("plans", "planned move", "Brisbane")],
    ),
    (
        "Going to Zanzibar in April with my sister Amani, what should we pack?",
        "decision",
        [F("plans", "planned trip", "Zanzibar"), F("personal", "sister", "Amani")],
    ),
    (
        "I quit my job at Tesco last month, finally",
        "update",
        [R("work", "employer", "Tesco")],
    ),
    (
        "our dog Chester passed away on Sunday, he was 14",
        "update",
        [R("personal", "pet", "Chester")],
    ),
    (
        "I'm not vegan anymore, gave up after two years",
        "update",
        [R("personal", "diet", "vegan")],
    ),
    (
        "sorry, typo earlier, my son's name is Aiden not Aidan",
        "update",
        [F("personal", "son", "Aiden")],
    ),
    (
        "Name: Priya Nair\nAge: 38\nCity: Pune\nOccupation: software engineer",
        "disclosure",
        [
            F("personal", "name", "Priya Nair"),
            F("personal", "age", "38"),
            F("personal", "home", "Pune"),
            F("work", "job", "software engineer"),
        ],
    ),
    (
        "ok so long story but basically my landlord won't fix the boiler and it's been three weeks, I've got two "
        "kids under 5 and our flat in Sheffield is freezing. can you help me write a firm but polite letter to him?",
        "implicit",
        [F("personal", "children", "two"), F("personal", "home", "Sheffield")],
    ),
    (
        "I prefer aisle seats on long flights",
        "preference",
        [F("preferences", "preference", "aisle seats")],
    ),
    (
        "My brother Tunde works at Shell in Port Harcourt",
        "disclosure",
        [F("personal", "brother", "Tunde")],
    ),
    # --- nothing to keep ---
    ("cheers mate, that's sorted it 👍", "casual", []),
    ("Honestly I think Manchester rain is overrated, it's not that bad", "casual", []),
    ("What's the best time of year to visit Mumbai?", "question", []),
    ("our lass is allergic to nuts, what can I bake for her birthday?", "other_person", []),
    ("If I lived in Cape Town I'd surf every morning", "hypothetical", []),
    ("feeling proper rough today, think I'm coming down with something", "one_off", []),
    ("oh great, another Monday, my absolute favourite thing in the world", "sarcasm", []),
    ("it never rains but it pours, as my nan used to say", "idiom", []),
    ("who said 'I think, therefore I am'?", "question", []),
    ("Make this sound more professional: 'I'm a teacher in Leeds and I love my job'", "request", []),
    ("how do you say 'I have a cat called Milo' in Spanish?", "request", []),
    ("this app keeps logging me out, it's doing my head in", "complaint", []),
    ("had jollof for lunch today, it was fire 🔥", "one_off", []),
    ("what if I moved to Nairobi, would I need a visa?", "hypothetical", []),
]
