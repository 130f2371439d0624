"""A twenty-fourth batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests nor the earlier batches, only the label helpers, the scoring note and the
lists in natural.py, the key table (with the paragraphs under it) and the section on values in docs/facts.md, the
head of the twenty-third batch for the file format, and the list of domain and key names the corpus already
labels (names only). It is a mix, as real users of a shopping, support or personal assistant write: about half
whole careful sentences with accents and capitals in place, half chat-box typing (typos, no accents, lowercase,
slang, run-ons). The speakers differ in age and life: a retired couple, a teenager, a farmer, a lorry driver, a
freelance designer, a new immigrant, a carer, a student abroad, a small-business owner, a single parent. It
covers name, age, birthday, home and origin, a move done and one planned, languages spoken and a medicine kept as
notes after "recuerda que" / "remember", job and employer, studies, a partner, siblings, parents, children
named and counted with their ages, pets by name and by kind, a diet, an allergy, a favourite, likes and
dislikes, a hobby, a team, shoe and clothing sizes, a budget with its currency, a payment method, a contact
channel, seat and delivery preferences and a trip. In each language 28 lines state something durable about the
user and 12 state nothing to keep, several shaped like disclosures: other people's facts, what-ifs (a move, a
pet's name), questions, today's mood, a denial, sarcasm, the size of a garment in view, a past job said to be
over, a request to write for someone else, a price asked about."""

from __future__ import annotations

from bench.corpus.labels import F

SPANISH = [
    # --- durable facts ---
    (
        "Mi mujer, Remedios, y yo estamos jubilados y vivimos en Cáceres con un perro que se llama Tobías.",
        "family",
        [
            F("personal", "partner", "Remedios"),
            F("personal", "home", "Cáceres"),
            F("personal", "pet", "Tobías"),
        ],
    ),
    (
        "tengo 15 años, voy a 4 de la eso y tengo dos hamsters",
        "personal",
        [
            F("personal", "age", "15"),
            F("personal", "studies", "4 de la eso"),
            F("personal", "pet", "dos hamsters"),
        ],
    ),
    (
        "Soy agricultor; llevo el olivar de la familia con mi padre, Anselmo.",
        "work",
        [F("work", "job", "agricultor"), F("personal", "father", "Anselmo")],
    ),
    (
        "soy camionero llevo 20 años en la carretera, ahora curro pa Transportes Hermanos Ruiz",
        "work",
        [F("work", "job", "camionero"), F("work", "employer", "Transportes Hermanos Ruiz")],
    ),
    (
        "Soy diseñadora gráfica autónoma. Para pagar, prefiero PayPal.",
        "work",
        [F("work", "job", "diseñadora gráfica"), F("preferences", "payment", "PayPal")],
    ),
    (
        "llegue de venezuela hace 2 años y ahora vivo en Alcala de Henares",
        "place",
        [F("personal", "origin", "Venezuela"), F("personal", "home", "Alcalá de Henares")],
    ),
    (
        "Cuido de mi madre, que tiene alzhéimer; se llama Pilar.",
        "family",
        [F("personal", "mother", "Pilar")],
    ),
    (
        "estudio ingenieria informatica en la upv pero este cuatri estoy de erasmus",
        "personal",
        [F("personal", "studies", "ingeniería informática")],
    ),
    (
        "Soy dueña de una panadería en Getafe desde hace diez años.",
        "work",
        [F("work", "job", "dueña de una panadería")],
    ),
    (
        "soy madre soltera de dos niñas, lucia de 8 y carla de 5",
        "family",
        [F("personal", "daughter", "Lucía"), F("personal", "daughter", "Carla")],
    ),
    (
        "Mi cumpleaños es el 14 de febrero, sí, el día de San Valentín.",
        "personal",
        [F("personal", "birthday", "02-14")],
    ),
    (
        "soy vegana desde hace 3 años asi q nada de carne ni lacteos porfa",
        "disclosure",
        [F("personal", "diet", "vegana")],
    ),
    (
        "Tengo alergia a los frutos secos, tenlo en cuenta en las recetas.",
        "disclosure",
        [F("personal", "allergy", "frutos secos")],
    ),
    (
        "recuerda que tomo sintrom, asi que nada de ibuprofeno",
        "disclosure",
        [F("personal", "note", "tomo sintrom")],
    ),
    (
        "Recuerda que hablo rumano y español, pero el italiano solo lo entiendo.",
        "disclosure",
        [F("personal", "note", "hablo rumano y español")],
    ),
    (
        "mi peli favorita es el laberinto del fauno sin duda",
        "favourite",
        [F("preferences", "favourite film", "el laberinto del fauno")],
    ),
    (
        "Me encanta el senderismo, pero odio madrugar.",
        "preference",
        [F("preferences", "likes", "senderismo"), F("preferences", "dislikes", "madrugar")],
    ),
    (
        "los findes salgo en bici con la peña del pueblo",
        "personal",
        [F("personal", "hobby", "bici")],
    ),
    ("soy del atleti de toda la vida", "favourite", [F("preferences", "favourite team", "atleti")]),
    (
        "Uso la talla M en camisetas y calzo un 43.",
        "preference",
        [F("personal", "clothing size", "M"), F("personal", "shoe size", "43")],
    ),
    (
        "busco un movil pa mi, maximo 250 euros",
        "preference",
        [F("preferences", "budget", "250 euros")],
    ),
    (
        "Prefiero que me contactéis por WhatsApp, no por correo.",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "en el tren siempre pido pasillo q me levanto mucho",
        "preference",
        [F("preferences", "preference", "pasillo")],
    ),
    (
        "Cuando me enviéis un pedido, dejadlo por favor en la portería.",
        "preference",
        [F("preferences", "preference", "en la portería")],
    ),
    (
        "Nos mudamos a Zaragoza el mes pasado con nuestros tres hijos, de 10, 7 y 2 años.",
        "place",
        [F("personal", "home", "Zaragoza"), F("personal", "children", "tres hijos")],
    ),
    (
        "en septiembre me voy a vivir a granada con mi novio",
        "plan",
        [F("plans", "planned move", "Granada")],
    ),
    (
        "Este verano nos vamos de viaje a Japón por nuestro aniversario.",
        "plan",
        [F("plans", "planned trip", "Japón")],
    ),
    (
        "me llamo dani y tengo un hermano mayor q se llama hugo",
        "personal",
        [F("personal", "name", "Dani"), F("personal", "brother", "Hugo")],
    ),
    # --- nothing to keep ---
    ("Mi vecina es alérgica al marisco, ¿qué le puedo cocinar?", "other_person", []),
    ("si algun dia me mudo a canarias me compro un velero jajaja", "hypothetical", []),
    ("¿Qué tamaño de maleta se puede llevar en cabina?", "question", []),
    ("hoy estoy reventao, no me apetece ni cenar", "one_off", []),
    ("No tengo mascotas, lo digo porque me salen anuncios de pienso todo el rato.", "negation", []),
    ("si claro, me encanta esperar 40 minutos al telefono con atencion al cliente", "sarcasm", []),
    ("La camiseta que tengo delante es una L pero parece una XL.", "casual", []),
    ("Fui cartero durante quince años, pero eso se acabó hace mucho.", "casual", []),
    ("mi hermano se ha comprado un piso en valencia", "third_party", []),
    ("Escríbele a mi jefe un correo diciéndole que mañana llego tarde.", "request", []),
    ("Si tuviera un perro, lo llamaría Pancho.", "hypothetical", []),
    ("cuanto cuesta el envio a mallorca?", "question", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "My husband Derek and I retired to a bungalow in Whitby with our two spaniels.",
        "family",
        [
            F("personal", "partner", "Derek"),
            F("personal", "home", "Whitby"),
            F("personal", "pet", "two spaniels"),
        ],
    ),
    (
        "im 16 n in year 11, revising for gcses lol",
        "personal",
        [F("personal", "age", "16"), F("personal", "studies", "year 11")],
    ),
    (
        "I'm a dairy farmer and I work the farm with my brother Seamus.",
        "work",
        [F("work", "job", "dairy farmer"), F("personal", "brother", "Seamus")],
    ),
    (
        "im a lorry driver, 25 yrs on the road, currently with eddie stobart on nights",
        "work",
        [F("work", "job", "lorry driver"), F("work", "employer", "Eddie Stobart")],
    ),
    (
        "I'm a freelance graphic designer, and I'd rather pay by bank transfer.",
        "work",
        [F("work", "job", "graphic designer"), F("preferences", "payment", "bank transfer")],
    ),
    (
        "moved here from poland last year, living in peterborough now, english not so good sorry",
        "place",
        [F("personal", "origin", "Poland"), F("personal", "home", "Peterborough")],
    ),
    (
        "I'm a full-time carer for my dad, Raymond, who had a stroke last year.",
        "family",
        [F("work", "job", "carer"), F("personal", "father", "Raymond")],
    ),
    (
        "doing my masters in urban planning in rotterdam, originally from Cape Town",
        "personal",
        [F("personal", "studies", "urban planning"), F("personal", "origin", "Cape Town")],
    ),
    ("I'm a florist with my own little shop, twelve years now.", "work", [F("work", "job", "florist")]),
    (
        "single dad here, 2 boys, alfie 9 and theo 6",
        "family",
        [F("personal", "son", "Alfie"), F("personal", "son", "Theo")],
    ),
    ("My birthday is on the 3rd of July.", "personal", [F("personal", "birthday", "07-03")]),
    (
        "im pescatarian btw so fish is fine but no meat",
        "disclosure",
        [F("personal", "diet", "pescatarian")],
    ),
    (
        "I'm allergic to shellfish, so please flag any recipes with prawns.",
        "disclosure",
        [F("personal", "allergy", "shellfish")],
    ),
    (
        "Remember that I take levothyroxine every morning before breakfast.",
        "disclosure",
        [F("personal", "note", "I take levothyroxine")],
    ),
    (
        "remember i speak arabic and french, english is my third language",
        "disclosure",
        [F("personal", "note", "i speak arabic and french")],
    ),
    (
        "fav band is arctic monkeys no contest",
        "favourite",
        [F("preferences", "favourite band", "Arctic Monkeys")],
    ),
    (
        "I love gardening, but I can't stand reality TV.",
        "preference",
        [F("preferences", "likes", "gardening"), F("preferences", "dislikes", "reality TV")],
    ),
    (
        "i go fishing most sundays down the canal with my dog buster",
        "personal",
        [F("personal", "hobby", "fishing"), F("personal", "pet", "Buster")],
    ),
    (
        "I support Celtic, have done since I was a wee boy.",
        "favourite",
        [F("preferences", "favourite team", "Celtic")],
    ),
    (
        "I'm a medium in tops and my shoe size is 9.",
        "preference",
        [F("personal", "clothing size", "M"), F("personal", "shoe size", "9")],
    ),
    (
        "need a laptop for uni, budget is like 600 quid max",
        "preference",
        [F("preferences", "budget", "600 quid")],
    ),
    (
        "Please contact me by email rather than phone.",
        "preference",
        [F("preferences", "contact channel", "email")],
    ),
    (
        "always book me a window seat pls, i get anxious on the aisle",
        "preference",
        [F("preferences", "preference", "window seat")],
    ),
    (
        "If I'm not in, please leave parcels with my neighbour at number 12.",
        "preference",
        [F("preferences", "preference", "with my neighbour")],
    ),
    (
        "We moved to Bristol last month with our three kids, who are 11, 8 and 5.",
        "place",
        [F("personal", "home", "Bristol"), F("personal", "children", "three kids")],
    ),
    (
        "gonna move to leeds in the summer for work",
        "plan",
        [F("plans", "planned move", "Leeds")],
    ),
    (
        "We're going to Lisbon for a week in October.",
        "plan",
        [F("plans", "planned trip", "Lisbon")],
    ),
    (
        "My name's Jade and I've got a twin sister called Amber.",
        "personal",
        [F("personal", "name", "Jade"), F("personal", "sister", "Amber")],
    ),
    # --- nothing to keep ---
    ("My sister's just got engaged to a guy from Perth, mad.", "third_party", []),
    ("if i won the lottery id move to the maldives and never work again", "hypothetical", []),
    ("What's the best way to pay for things in Japan, card or cash?", "question", []),
    ("feeling rubbish today, think I'm coming down with something", "one_off", []),
    ("nah i dont drive, never have", "negation", []),
    ("oh brilliant, the delivery's late AGAIN, i just love waiting in all day", "sarcasm", []),
    ("The jacket in this photo is a large but it looks tiny.", "casual", []),
    ("I used to work at Woolworths back in the day, but that's long gone.", "casual", []),
    ("Can you write a birthday message for my mum? She's turning 70.", "request", []),
    ("my mate's allergic to cats so we can't have him round", "other_person", []),
    ("If we ever get a puppy I reckon we'd call it Biscuit.", "hypothetical", []),
    ("how much is delivery to the Isle of Wight?", "question", []),
]
