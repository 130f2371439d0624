"""A twenty-third batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests nor the earlier batches, only the label helpers, the scoring note and the
lists in natural.py, the key table (with the paragraph under it) and the section on values in docs/facts.md, the
head of the twenty-second batch for the file format, the list of domain and key names the corpus already labels
(names only), and the twenty-second batch's entry in docs/benchmarks.md, whose names and towns were then left
out. Unlike the sixteenth to twenty-second, which were typed as in a chat box, it is written as a careful person
types or dictates: whole sentences, accents and capitals in place, one or two facts plainly stated, the kind of
line a public benchmark of self-disclosures holds. Favourites (colour, food, film, book, sport, singer, season),
job and employer with how long, studies, a partner, a wedding ahead, parents, siblings, children by name and
age, pets by name and kind, home and origin, languages spoken and a medicine kept as notes after "recuerda que" /
"remember that", a planned move, a trip, a diet, an allergy, a seat preference, a payment method, a contact
channel, budgets with their currency, shoe and clothing sizes, a hobby, likes and dislikes, a birthday, and
relatives named in lines about what they do. In each language 28 lines state something durable about the user
and 12 state nothing to keep, several of them shaped like disclosures: questions, other people's news and
allergies, what-ifs (a move, a pet's name), today's mood, an opinion about the world, a line denying pets, a
request to write for someone else, tonight's dinner, a price asked about. Spanish from Spain, Mexico, Argentina,
Colombia, Chile, Peru, Uruguay and Venezuela; English from England, Scotland, Ireland, the United States,
Canada, Australia, New Zealand, India, South Africa and Nigeria."""

from __future__ import annotations

from bench.corpus.labels import F

SPANISH = [
    # --- durable facts ---
    ("Mi color favorito es el azul turquesa.", "favourite", [F("preferences", "colour", "azul turquesa")]),
    (
        "Soy ingeniera de caminos y llevo ocho años trabajando en Ferrovial.",
        "work",
        [F("work", "job", "ingeniera de caminos"), F("work", "employer", "Ferrovial")],
    ),
    (
        "Mi marido se llama Gonzalo y tenemos dos hijos: Martina, de 9 años, y Bruno, de 5.",
        "family",
        [
            F("personal", "partner", "Gonzalo"),
            F("personal", "daughter", "Martina"),
            F("personal", "son", "Bruno"),
        ],
    ),
    ("Tenemos un perro salchicha que se llama Canelo.", "pet", [F("personal", "pet", "Canelo")]),
    (
        "Recuerda que tengo alergia al polen del olivo.",
        "disclosure",
        [F("personal", "allergy", "polen del olivo")],
    ),
    (
        "Vivo en Córdoba, aunque nací en Salta.",
        "place",
        [F("personal", "home", "Córdoba"), F("personal", "origin", "Salta")],
    ),
    (
        "Prefiero que me escribáis por correo electrónico antes que llamarme.",
        "preference",
        [F("preferences", "contact channel", "correo electrónico")],
    ),
    (
        "Para el portátil nuevo tengo un presupuesto de 900 euros como máximo.",
        "preference",
        [F("preferences", "budget", "900 euros")],
    ),
    ("Estudié Derecho en la Universidad de los Andes.", "personal", [F("personal", "studies", "Derecho")]),
    (
        "En junio viajo a Japón con mi hermana Carmen.",
        "plan",
        [F("plans", "planned trip", "Japón"), F("personal", "sister", "Carmen")],
    ),
    (
        "Me caso en mayo con Daniela, mi novia desde hace seis años.",
        "plan",
        [F("plans", "upcoming plan", "me caso en mayo"), F("personal", "partner", "Daniela")],
    ),
    (
        "Soy vegetariana y mi comida favorita es la lasaña de espinacas.",
        "preference",
        [F("personal", "diet", "vegetariana"), F("preferences", "favourite food", "lasaña de espinacas")],
    ),
    (
        "Calzo un 39 y en camisetas uso la talla S.",
        "personal",
        [F("personal", "shoe size", "39"), F("personal", "clothing size", "S")],
    ),
    (
        "Cuando vuelo, prefiero el asiento de pasillo.",
        "preference",
        [F("preferences", "preference", "asiento de pasillo")],
    ),
    (
        "Mis padres se llaman Rosa y Ernesto, y viven en Arequipa.",
        "family",
        [F("personal", "mother", "Rosa"), F("personal", "father", "Ernesto")],
    ),
    (
        "Tengo dos gatas, Lola y Frida.",
        "pet",
        [F("personal", "pet", "Lola"), F("personal", "pet", "Frida")],
    ),
    (
        "Los fines de semana hago escalada en la sierra de Guadarrama.",
        "personal",
        [F("personal", "hobby", "escalada")],
    ),
    ("Mi cumpleaños es el 14 de febrero.", "personal", [F("personal", "birthday", "02-14")]),
    (
        "Prefiero pagar con tarjeta de débito.",
        "preference",
        [F("preferences", "payment", "tarjeta de débito")],
    ),
    (
        "Me encanta el jazz y mi cantante favorita es Mercedes Sosa.",
        "favourite",
        [F("preferences", "likes", "jazz"), F("preferences", "favourite singer", "Mercedes Sosa")],
    ),
    ("No soporto el cilantro.", "preference", [F("preferences", "dislikes", "cilantro")]),
    (
        "En marzo nos mudamos a Montevideo por el trabajo de mi mujer.",
        "plan",
        [F("plans", "planned move", "Montevideo")],
    ),
    (
        "Soy profesora de básica en un colegio de Temuco.",
        "work",
        [F("work", "job", "profesora de básica")],
    ),
    (
        "Mi hermano mayor, Sebastián, trabaja en un banco en Medellín.",
        "family",
        [F("personal", "brother", "Sebastián")],
    ),
    (
        "Recuerda que tomo levotiroxina cada mañana en ayunas.",
        "disclosure",
        [F("personal", "note", "tomo levotiroxina cada mañana en ayunas")],
    ),
    (
        "Mi libro favorito es Cien años de soledad y mi película favorita, El secreto de sus ojos.",
        "favourite",
        [
            F("preferences", "favourite book", "Cien años de soledad"),
            F("preferences", "favourite film", "El secreto de sus ojos"),
        ],
    ),
    (
        "Mi deporte favorito es el pádel y mi estación favorita, el otoño.",
        "favourite",
        [F("preferences", "favourite sport", "pádel"), F("preferences", "favourite season", "otoño")],
    ),
    (
        "Recuerda que hablo portugués y algo de italiano.",
        "disclosure",
        [F("personal", "note", "hablo portugués y algo de italiano")],
    ),
    # --- nothing to keep ---
    ("¿Cuál es la mejor época del año para visitar Islandia?", "question", []),
    ("Mi cuñado acaba de conseguir trabajo en una aseguradora.", "other_person", []),
    ("Si algún día me mudara a Barcelona, ¿en qué barrio me convendría vivir?", "hypothetical", []),
    ("Hoy estoy muy cansada, dormí fatal anoche.", "one_off", []),
    ("Creo que los trenes de alta velocidad deberían ser más baratos.", "casual", []),
    ("No tengo mascotas, pero me gustaría adoptar un gato algún día.", "casual", []),
    ("Mi compañera de oficina es alérgica a las nueces, ¿qué postre le puedo llevar?", "other_person", []),
    ("Escribe un mensaje de cumpleaños para mi jefe, que cumple cincuenta años.", "request", []),
    ("Esta noche cenamos pizza porque no me apetece cocinar.", "one_off", []),
    ("¿Cuánto cuesta más o menos un vuelo de Monterrey a Cancún en temporada baja?", "question", []),
    ("Si tuviera un perro, le pondría de nombre Pancho.", "hypothetical", []),
    ("Mi vecina se va a vivir a Lima el mes que viene.", "other_person", []),
]

ENGLISH = [
    # --- durable facts ---
    ("My favourite colour is forest green.", "favourite", [F("preferences", "colour", "forest green")]),
    (
        "I'm a software engineer at Salesforce and I've been there for four years.",
        "work",
        [F("work", "job", "software engineer"), F("work", "employer", "Salesforce")],
    ),
    (
        "My husband's name is Liam and we've been married for ten years.",
        "family",
        [F("personal", "partner", "Liam")],
    ),
    (
        "I have a daughter, Ava, who is 12, and a son, Noah, who is 9.",
        "family",
        [F("personal", "daughter", "Ava"), F("personal", "son", "Noah")],
    ),
    (
        "I have a border collie called Pip and a ginger cat called Marmalade.",
        "pet",
        [F("personal", "pet", "Pip"), F("personal", "pet", "Marmalade")],
    ),
    ("Remember that I'm allergic to shellfish.", "disclosure", [F("personal", "allergy", "shellfish")]),
    (
        "I was born in Chennai but I've lived in Pune since 2015.",
        "place",
        [F("personal", "origin", "Chennai"), F("personal", "home", "Pune")],
    ),
    (
        "Remember that my budget for the sofa is £1,200 at most.",
        "preference",
        [F("preferences", "budget", "£1,200")],
    ),
    (
        "I'm studying for a degree in mechanical engineering at Wits.",
        "personal",
        [F("personal", "studies", "mechanical engineering")],
    ),
    (
        "We're flying to Portugal in September for two weeks.",
        "plan",
        [F("plans", "planned trip", "Portugal")],
    ),
    (
        "I'm getting married to Fiona next August.",
        "plan",
        [F("plans", "upcoming plan", "getting married next August"), F("personal", "partner", "Fiona")],
    ),
    (
        "I'm a vegan, and my favorite food is pad thai with tofu.",
        "preference",
        [F("personal", "diet", "vegan"), F("preferences", "favourite food", "pad thai")],
    ),
    (
        "I wear a medium in T-shirts and my shoe size is 9.",
        "personal",
        [F("personal", "clothing size", "M"), F("personal", "shoe size", "9")],
    ),
    (
        "On overnight trains I always prefer the lower berth.",
        "preference",
        [F("preferences", "preference", "lower berth")],
    ),
    (
        "My mother, Maureen, is a retired nurse, and my dad, Declan, still farms in Kerry.",
        "family",
        [F("personal", "mother", "Maureen"), F("personal", "father", "Declan")],
    ),
    (
        "I have two sisters, Chloe and Jess, and they both live in Perth.",
        "family",
        [F("personal", "sister", "Chloe"), F("personal", "sister", "Jess")],
    ),
    (
        "I play ice hockey every Tuesday night in a rec league.",
        "personal",
        [F("personal", "hobby", "ice hockey")],
    ),
    ("My birthday is July 3.", "personal", [F("personal", "birthday", "07-03")]),
    (
        "I prefer to pay with PayPal when I shop online.",
        "preference",
        [F("preferences", "payment", "PayPal")],
    ),
    (
        "I love folk music, but I can't stand heavy metal.",
        "preference",
        [F("preferences", "likes", "folk music"), F("preferences", "dislikes", "heavy metal")],
    ),
    (
        "Please always contact me on WhatsApp.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "We're relocating to Aberdeen at the start of next year.",
        "plan",
        [F("plans", "planned move", "Aberdeen")],
    ),
    (
        "I work as a pharmacist in a small chemist in Galway.",
        "work",
        [F("work", "job", "pharmacist")],
    ),
    (
        "My younger brother Arjun works at Infosys in Bangalore.",
        "family",
        [F("personal", "brother", "Arjun")],
    ),
    (
        "Remember that I take blood thinners, so no aspirin suggestions.",
        "disclosure",
        [F("personal", "note", "take blood thinners")],
    ),
    (
        "My favourite book is The Bone People and my favourite film is Whale Rider.",
        "favourite",
        [
            F("preferences", "favourite book", "The Bone People"),
            F("preferences", "favourite film", "Whale Rider"),
        ],
    ),
    (
        "My favourite sport is curling and my favourite season is fall.",
        "favourite",
        [F("preferences", "favourite sport", "curling"), F("preferences", "favourite season", "fall")],
    ),
    (
        "Remember that I speak Afrikaans and Zulu as well as English.",
        "disclosure",
        [F("personal", "note", "speak Afrikaans and Zulu as well as English")],
    ),
    # --- nothing to keep ---
    ("What's the best way to keep basil alive indoors?", "question", []),
    ("My colleague just got engaged to her boyfriend of six years.", "other_person", []),
    ("If I moved to Melbourne, would I need a car?", "hypothetical", []),
    ("I'm absolutely wrecked today, I barely slept.", "one_off", []),
    ("I think public transit should be free in every big city.", "casual", []),
    ("I don't have any pets, my building doesn't allow them.", "casual", []),
    ("My flatmate is allergic to cats, so she's moving out.", "other_person", []),
    ("Can you write a birthday poem for my aunt, who turns seventy on Friday?", "request", []),
    ("We're having fish and chips on the beach tonight.", "one_off", []),
    ("My sister's friend is moving to Durban next month.", "other_person", []),
    ("If I had a dog, I'd call him Hector.", "hypothetical", []),
    ("Is $300 a reasonable price for a used road bike?", "question", []),
]
