"""A twentieth batch of natural lines, written blind: its author read neither the extraction rules nor the lines
used to tune them nor their tests, only the label helpers, the scoring note in natural.py, the key table and
the section on values in docs/facts.md, the head of the nineteenth batch for the file format, and the list of
domain and key names the corpus already labels (names only). Like the sixteenth to nineteenth it aims at no
hard case: a fifth broad, ordinary sample of what people tell a general-purpose assistant, spoken by nurses,
waiters, mechanics, teachers, analysts, students, developers, parents and the laid off, and typed as in a chat
box: typos, no accents, lowercase, abbreviations, emoji, voice-dictated run-on sentences, short answers, long
messages asking for something else with the fact said in passing. Name (two with a nickname), age (one
corrected in each language), birthday, home and origin, planned moves and trips, job, employer, studies,
family members by name, partner, children counted, pets (one told by its kind), allergies, diet, hobbies,
favourites, a team, dislikes, shoe and clothing sizes, budgets, payment, an email, a contact channel;
retirements (an employer left, a pet that died and a diet given up, in each language). In each language 28
lines state something durable about the user and 12 state nothing to keep: chat, opinions, questions about the
world, other people's facts, what-ifs, one-day states, sarcasm, sayings, a quote, a complaint, and requests to
correct, rewrite or translate a first-person sentence. Spanish from the Basque Country, Spain at large,
Mexico, Ecuador, Colombia, Venezuela, Peru and Argentina; English from Canada, Ireland, Jamaica, England,
Lagos, Manila, Western Australia, New Zealand and the United States."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "buenas, me llamo Maite, tengo 41 años, soy enfermera en el Hospital de Cruces y vivo en Barakaldo",
        "disclosure",
        [
            F("personal", "name", "Maite"),
            F("personal", "age", "41"),
            F("work", "job", "enfermera"),
            F("work", "employer", "Hospital de Cruces"),
            F("personal", "home", "Barakaldo"),
        ],
    ),
    (
        "soy de Guayaquil pero vivo en Quito hace 6 años con mi hermana Daniela",
        "disclosure",
        [
            F("personal", "origin", "Guayaquil"),
            F("personal", "home", "Quito"),
            F("personal", "sister", "Daniela"),
        ],
    ),
    (
        "me dicen Pancho pero mi nombre es Francisco",
        "disclosure",
        [F("personal", "name", "Francisco")],
    ),
    (
        "cumplo años el 14 de febrero jaja el dia de los enamorados",
        "disclosure",
        [F("personal", "birthday", "02-14")],
    ),
    (
        "tengo dos gatos, Michi y Canela, y un perro que se llama Rocco",
        "disclosure",
        [
            F("personal", "pet", "Michi"),
            F("personal", "pet", "Canela"),
            F("personal", "pet", "Rocco"),
        ],
    ),
    (
        "soy alergica a la penicilina y a los mariscos",
        "disclosure",
        [F("personal", "allergy", "penicilina"), F("personal", "allergy", "mariscos")],
    ),
    (
        "desde hace un año soy vegetariano",
        "disclosure",
        [F("personal", "diet", "vegetariano")],
    ),
    (
        "estudio Ingeniería Civil en la UNAM, voy en quinto semestre",
        "disclosure",
        [F("personal", "studies", "Ingeniería Civil")],
    ),
    (
        "mi esposa se llama Gabriela y tenemos 3 hijos",
        "disclosure",
        [F("personal", "partner", "Gabriela"), F("personal", "children", "3")],
    ),
    (
        "mi hija Valentina tiene 8 años y el chiquito, Mateo, tiene 4",
        "disclosure",
        [F("personal", "daughter", "Valentina"), F("personal", "son", "Mateo")],
    ),
    (
        "los fines de semana me voy a pescar al lago, es lo que mas me gusta hacer",
        "disclosure",
        [F("personal", "hobby", "pescar")],
    ),
    (
        "mi comida favorita es el ceviche 🤤",
        "preference",
        [F("preferences", "favourite food", "ceviche")],
    ),
    (
        "soy hincha de River desde chico",
        "preference",
        [F("preferences", "favourite team", "River")],
    ),
    (
        "calzo un 39 y de blusa soy talla M",
        "disclosure",
        [F("personal", "shoe size", "39"), F("personal", "clothing size", "M")],
    ),
    (
        "para el celular nuevo no quiero gastar más de 250 dólares",
        "preference",
        [F("preferences", "budget", "250 dólares")],
    ),
    (
        "prefiero que me escribas por WhatsApp, el correo casi no lo reviso",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "pago siempre con tarjeta de débito",
        "preference",
        [F("preferences", "payment", "tarjeta de débito")],
    ),
    (
        "ya no trabajo en Telefónica, me despidieron en marzo",
        "update",
        [R("work", "employer", "Telefónica")],
    ),
    (
        "el mes que viene nos mudamos a Valencia con mi pareja",
        "decision",
        [F("plans", "planned move", "Valencia")],
    ),
    (
        "en diciembre nos vamos de viaje a Cancún con los niños",
        "decision",
        [F("plans", "planned trip", "Cancún")],
    ),
    (
        "perdona, antes te dije 29 pero tengo 30, ya los cumplí",
        "update",
        [F("personal", "age", "30")],
    ),
    (
        "trabajo de mesera en un restaurante de Polanco y en las tardes estudio Gastronomía",
        "disclosure",
        [F("work", "job", "mesera"), F("personal", "studies", "Gastronomía")],
    ),
    (
        "mi correo es lucia.fdez88@gmail.com por si acaso",
        "disclosure",
        [F("personal", "email", "lucia.fdez88@gmail.com")],
    ),
    (
        "odio el cilantro",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "oye necesito ayuda para escribirle un correo a mi jefe pidiendo vacaciones, llevo 3 años en Bancolombia "
        "como analista de riesgos y nunca he pedido mas de una semana, que le pongo?",
        "implicit",
        [F("work", "employer", "Bancolombia"), F("work", "job", "analista de riesgos")],
    ),
    (
        "ok entonces como te decia yo soy mecanico tengo un taller en Maracaibo y mi hijo Luis me ayuda los "
        "sabados y bueno la idea es sacar unos volantes para el taller",
        "disclosure",
        [F("work", "job", "mecanico"), F("personal", "son", "Luis")],
    ),
    (
        "se nos murió el Firulais la semana pasada 😢",
        "update",
        [R("personal", "pet", "Firulais")],
    ),
    (
        "ya no soy vegana, volví a comer de todo",
        "update",
        [R("personal", "diet", "vegana")],
    ),
    # --- nothing to keep ---
    ("jajaja qué buena esa, gracias", "casual", []),
    ("¿cuál es la capital de Australia?", "question", []),
    ("mi hermano es alérgico al maní y vive en Lima", "other_person", []),
    ("si fuera millonario me compraría una casa en la playa", "hypothetical", []),
    ("hoy estoy reventado, no dormí nada", "one_off", []),
    ("uy sí, me encanta hacer fila dos horas en el banco 🙄", "sarcasm", []),
    ("como decía mi abuela, el que no arriesga no gana", "idiom", []),
    ("¿me traduces al inglés 'me llamo Carlos y vivo en Rosario'?", "request", []),
    ("corrige esto porfa: 'soy alergico a las nueses y trabajo en un banco'", "request", []),
    ("el internet de aca es malisimo, se cae todo el dia", "complaint", []),
    ("mi vecina tiene tres gatos y siempre se meten al patio", "other_person", []),
    ("que opinas de usar inteligencia artificial en las escuelas?", "question", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "hey i'm Dev, 27, software engineer at Shopify, based in Ottawa",
        "disclosure",
        [
            F("personal", "name", "Dev"),
            F("personal", "age", "27"),
            F("work", "job", "software engineer"),
            F("work", "employer", "Shopify"),
            F("personal", "home", "Ottawa"),
        ],
    ),
    (
        "My name's Siobhan but everyone calls me Shiv",
        "disclosure",
        [F("personal", "name", "Siobhan")],
    ),
    (
        "born and raised in Kingston, Jamaica, now I live in Birmingham",
        "disclosure",
        [F("personal", "origin", "Kingston"), F("personal", "home", "Birmingham")],
    ),
    (
        "my birthday's on the 9th of July",
        "disclosure",
        [F("personal", "birthday", "07-09")],
    ),
    (
        "I'm allergic to peanuts and shellfish",
        "disclosure",
        [F("personal", "allergy", "peanuts"), F("personal", "allergy", "shellfish")],
    ),
    (
        "I've been vegan for about three years now",
        "disclosure",
        [F("personal", "diet", "vegan")],
    ),
    (
        "I'm studying Accounting at UNILAG, 300 level",
        "disclosure",
        [F("personal", "studies", "Accounting")],
    ),
    (
        "my husband Raj and I have two kids",
        "disclosure",
        [F("personal", "partner", "Raj"), F("personal", "children", "two")],
    ),
    (
        "our daughter Amelia just turned 5 and our son Jack is 2",
        "disclosure",
        [F("personal", "daughter", "Amelia"), F("personal", "son", "Jack")],
    ),
    (
        "we've got a border collie called Bess and two budgies",
        "disclosure",
        [F("personal", "pet", "Bess"), F("personal", "pet", "two budgies")],
    ),
    (
        "I play badminton every Saturday with my officemates",
        "disclosure",
        [F("personal", "hobby", "badminton")],
    ),
    (
        "my favourite band is Arctic Monkeys",
        "preference",
        [F("preferences", "favourite band", "Arctic Monkeys")],
    ),
    (
        "I support Arsenal, have done since I was a kid",
        "preference",
        [F("preferences", "favourite team", "Arsenal")],
    ),
    (
        "shoe size is 9 and a half UK",
        "disclosure",
        [F("personal", "shoe size", "9 and a half")],
    ),
    (
        "I'm a size M in t-shirts",
        "disclosure",
        [F("personal", "clothing size", "M")],
    ),
    (
        "can't spend more than $600 on the laptop",
        "preference",
        [F("preferences", "budget", "$600")],
    ),
    (
        "please text me rather than email, I never check my inbox",
        "preference",
        [F("preferences", "contact channel", "text")],
    ),
    (
        "I pay with PayPal for everything online",
        "preference",
        [F("preferences", "payment", "PayPal")],
    ),
    (
        "left Deloitte last month so I'm between jobs atm lol",
        "update",
        [R("work", "employer", "Deloitte")],
    ),
    (
        "we're moving to Perth in January",
        "decision",
        [F("plans", "planned move", "Perth")],
    ),
    (
        "off to Japan in April with my mum Linda!!",
        "decision",
        [F("plans", "planned trip", "Japan"), F("personal", "mother", "Linda")],
    ),
    (
        "actually I'm 34 not 33, got that wrong earlier",
        "update",
        [F("personal", "age", "34")],
    ),
    (
        "my email is tom.okafor@outlook.com",
        "disclosure",
        [F("personal", "email", "tom.okafor@outlook.com")],
    ),
    (
        "I really don't like mushrooms",
        "preference",
        [F("preferences", "dislikes", "mushrooms")],
    ),
    (
        "can you help me draft a cover letter? I've been a primary school teacher in Leeds for 12 years and I "
        "want to move into instructional design",
        "implicit",
        [F("work", "job", "primary school teacher")],
    ),
    (
        "so yeah my sister Chloe lives in Auckland and my brother Sam is in Wellington and i live in Hamilton "
        "with my partner Mere",
        "disclosure",
        [
            F("personal", "sister", "Chloe"),
            F("personal", "brother", "Sam"),
            F("personal", "home", "Hamilton"),
            F("personal", "partner", "Mere"),
        ],
    ),
    (
        "our old cat Whiskers passed away in the summer",
        "update",
        [R("personal", "pet", "Whiskers")],
    ),
    (
        "I'm not vegetarian anymore, went back to eating meat",
        "update",
        [R("personal", "diet", "vegetarian")],
    ),
    # --- nothing to keep ---
    ("lol cheers mate", "casual", []),
    ("what's the tallest mountain in Africa?", "question", []),
    ("my flatmate is allergic to cats so we can't get one", "other_person", []),
    ("if I lived in Spain I'd eat paella every day", "hypothetical", []),
    ("I'm knackered today, long shift", "one_off", []),
    ("oh great, another Monday, my favourite thing ever", "sarcasm", []),
    ("the early bird catches the worm, as they say", "idiom", []),
    ("can you translate 'I live in Toronto and I work as a nurse' into French?", "request", []),
    ("rewrite this to sound more professional: I'm a hard worker and I love my job", "request", []),
    ("my boss keeps booking meetings at 5pm, it's so annoying", "complaint", []),
    ("Einstein said imagination is more important than knowledge, do you agree?", "casual", []),
    ("my son's teacher, Mrs Patel, is moving to Canada", "other_person", []),
]
