"""A seventeenth batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests, only the label helpers, the scoring note in natural.py, the key table
and the section on values in docs/facts.md, the head of the sixteenth batch for the file format, and the list
of domain and key names the corpus already labels (names only). Like the sixteenth it aims at no hard case:
a second broad, ordinary sample of what people tell a general-purpose assistant, in other regions and
registers (typos, no accents, lowercase, emoji, long messages with the fact in passing, short replies):
name, age, birthday, home and origin, a planned move and trips, job, employer, sector, studies, family
members by name, partner, children, pets (one counted by kind), allergies, diet, hobbies, favourites, likes
and dislikes, sizes, a budget, an email, a payment method, a contact channel, a seat preference; a few
retirements (a job left, a pet that died, a home given up, a move away) and corrections of a name, an age
and a child's name. Languages spoken and vehicles are left out: the key table has no key for them. In each language 35
lines state something durable about the user and 15 state nothing to keep: chat, opinions, questions about
the world, other people's facts, what-ifs, one-day states, sarcasm, sayings, a quote, a complaint, and
requests to translate or rewrite a first-person sentence. Spanish from Venezuela, Cuba, the Dominican
Republic, Puerto Rico, Paraguay, Honduras, Costa Rica, Guatemala, Nicaragua, the Canaries and Andalusia;
English from Wales, New Zealand, Singapore, Pakistan, Uganda, Zimbabwe, Trinidad, the US South and the
Scottish Highlands."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Epa, me llamo Yusmary, tengo 31 y soy de Maracaibo, pero desde el 2019 vivo en Bogotá con mi esposo Rafael",
        "disclosure",
        [
            F("personal", "name", "Yusmary"),
            F("personal", "age", "31"),
            F("personal", "origin", "Maracaibo"),
            F("personal", "home", "Bogotá"),
            F("personal", "partner", "Rafael"),
        ],
    ),
    (
        "Mi hermano, yo nací en Santiago de Cuba pero ahora vivo en Hialeah y trabajo de camionero pa una "
        "compañía de mudanzas",
        "disclosure",
        [
            F("personal", "origin", "Santiago de Cuba"),
            F("personal", "home", "Hialeah"),
            F("work", "job", "camionero"),
        ],
    ),
    (
        "Tengo un varón de 8 años, Yeiko, y una hembrita de 5, Nashla, y son tremendos",
        "disclosure",
        [F("personal", "son", "Yeiko"), F("personal", "daughter", "Nashla")],
    ),
    (
        "pa que sepas mi cumple es el 22 de junio, no se te olvide 🎂",
        "disclosure",
        [F("personal", "birthday", "06-22")],
    ),
    (
        "Che, soy de Encarnación y estudio Ingeniería Civil en la UNA, ya voy en tercer año",
        "disclosure",
        [F("personal", "origin", "Encarnación"), F("personal", "studies", "Ingeniería Civil")],
    ),
    (
        "Fijese que yo soy supervisora de linea en una maquila y me toca entrar a las 6 de la mañana",
        "disclosure",
        [F("work", "job", "supervisora de linea")],
    ),
    (
        "Pura vida! Le cuento que soy vegano desde hace 3 años, así que nada de recetas con carne ni huevo porfa",
        "disclosure",
        [F("personal", "diet", "vegano")],
    ),
    (
        "Soy alérgico al maní y a los mariscos, tenlo presente cuando me recomiendes dónde comer en Antigua",
        "disclosure",
        [F("personal", "allergy", "maní"), F("personal", "allergy", "mariscos")],
    ),
    (
        "Tengo una lora que se llama Paquita y un chucho viejito, el Firulais 🐶🦜",
        "disclosure",
        [F("personal", "pet", "Paquita"), F("personal", "pet", "Firulais")],
    ),
    (
        "Mi niño, yo vivo en La Laguna y trabajo de guagüero en Titsa desde hace doce años",
        "disclosure",
        [
            F("personal", "home", "La Laguna"),
            F("work", "job", "guagüero"),
            F("work", "employer", "Titsa"),
        ],
    ),
    (
        "Mi novio se llama Curro, llevamos seis años y vivimos juntos en Jerez de la Frontera",
        "disclosure",
        [F("personal", "partner", "Curro"), F("personal", "home", "Jerez de la Frontera")],
    ),
    (
        "Trabajo remoto como desarrollador backend en Stripe, aunque vivo en Valencia, Carabobo",
        "disclosure",
        [
            F("work", "job", "desarrollador backend"),
            F("work", "employer", "Stripe"),
            F("personal", "home", "Valencia"),
        ],
    ),
    (
        "Trabajo en turismo, llevo las reservas de un hotelito en Puerto Viejo",
        "disclosure",
        [F("work", "industry", "turismo")],
    ),
    (
        "calzo un 39 y en camisetas uso M, apúntalo pa cuando me busques ropa",
        "disclosure",
        [F("personal", "shoe size", "39"), F("personal", "clothing size", "M")],
    ),
    (
        "Busco una notebook para la facu, mi presupuesto es de 600 dólares como mucho",
        "disclosure",
        [F("preferences", "budget", "600 dólares")],
    ),
    (
        "Mi comida favorita es el vigorón, sin duda",
        "preference",
        [F("preferences", "favourite food", "vigorón")],
    ),
    (
        "Yo soy de Olimpia a muerte, el decano 💪",
        "preference",
        [F("preferences", "favourite team", "Olimpia")],
    ),
    (
        "A mí la bachata me encanta",
        "preference",
        [F("preferences", "likes", "bachata")],
    ),
    (
        "no soporto el cilantro, ponlo siempre aparte en las recetas porfa",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "los sabados me voy a pescar al lago de Yojoa con mi papá, es lo que más disfruto",
        "disclosure",
        [F("personal", "hobby", "pescar")],
    ),
    (
        "Estoy sacando una maestría en Salud Pública en la UCR, voy por la mitad",
        "disclosure",
        [F("personal", "studies", "Salud Pública")],
    ),
    (
        "mándamelo a mi correo personal: carla.benitez88@gmail.com",
        "disclosure",
        [F("personal", "email", "carla.benitez88@gmail.com")],
    ),
    (
        "Bueno, te cuento, hoy ha sido un día larguísimo, la reunión se alargó, el tráfico en la ronda fatal, y "
        "encima como soy vegetariana no pude comer casi nada del catering, así que he llegado muerta de hambre. "
        "¿Me das una idea de cena rápida?",
        "implicit",
        [F("personal", "diet", "vegetariana")],
    ),
    (
        "Chamo qué palo de agua cayó hoy... bueno, el asunto es que mi hermana Daniela se gradúa el viernes de "
        "odontóloga y quiero regalarle algo bonito, ¿qué me recomiendas?",
        "implicit",
        [F("personal", "sister", "Daniela")],
    ),
    (
        "Mi esposa Lupita y yo tenemos tres patojos, y el más pequeño apenas va a cumplir dos",
        "disclosure",
        [F("personal", "partner", "Lupita"), F("personal", "children", "tres")],
    ),
    (
        "Mi mamá, doña Teresa, vive conmigo aquí en Managua desde que enviudó",
        "disclosure",
        [F("personal", "mother", "Teresa"), F("personal", "home", "Managua")],
    ),
    (
        "tengo un hermano mayor, Osvaldo, que es el que me presta la guagua cuando la necesito",
        "disclosure",
        [F("personal", "brother", "Osvaldo")],
    ),
    (
        "En septiembre nos mudamos a Valencia por el trabajo de mi marido, ya tenemos piso",
        "decision",
        [F("plans", "planned move", "Valencia")],
    ),
    (
        "En diciembre me voy pa Punta Cana con mis primas, ¿qué llevo?",
        "decision",
        [F("plans", "planned trip", "Punta Cana")],
    ),
    # --- retirements and corrections ---
    (
        "Ya no trabajo en el Banco Popular, renuncié en enero y ando buscando otra cosa",
        "update",
        [R("work", "employer", "Banco Popular")],
    ),
    (
        "Se me murió el Coquí, mi gatito de 15 años... estoy destrozada 💔",
        "update",
        [R("personal", "pet", "Coquí")],
    ),
    (
        "Ya no vivo en Caracas, me vine a Madrid en marzo con mi prima",
        "update",
        [F("personal", "home", "Madrid")],
    ),
    (
        "Ya no vivo en Tegucigalpa, entregué el apartamento la semana pasada",
        "update",
        [R("personal", "home", "Tegucigalpa")],
    ),
    (
        "perdon me equivoque arriba, tengo 27 años no 72 jajaja",
        "update",
        [F("personal", "age", "27")],
    ),
    (
        "No, mi hija se llama Aitana, no Adriana, fue el corrector",
        "update",
        [F("personal", "daughter", "Aitana")],
    ),
    # --- nothing to keep ---
    ("jajaja qué buena esa, gracias!!", "casual", []),
    ("Para mí el reguetón de ahora ya no es lo mismo que el de antes", "casual", []),
    ("¿Cuál es la capital de Honduras, Tegucigalpa o San Pedro Sula?", "question", []),
    ("Mi cuñado es alérgico a las fresas y vive en Ponce, pobrecito", "other_person", []),
    ("Mi vecina tiene cuatro gatos y trabaja en el aeropuerto de Barajas", "other_person", []),
    ("Si viviera en Tenerife me pasaría el día en la playa", "hypothetical", []),
    ("si algun dia tengo un perro le pongo Chimuelo", "hypothetical", []),
    ("hoy estoy agotadísima, no he dormido nada 😩", "one_off", []),
    ("Hoy almorcé baleadas y me cayeron pesadísimas", "one_off", []),
    (
        "Sí claro, me encanta pasar tres horas en el tapón de la 27 de Febrero, lo mejor del mundo 🙄",
        "sarcasm",
        [],
    ),
    ("Como dicen en mi tierra, camarón que se duerme se lo lleva la corriente", "idiom", []),
    ("Ortega y Gasset escribió «yo soy yo y mi circunstancia», ¿qué quiso decir?", "question", []),
    ("Corrígeme esta frase: 'yo soy ingeniero y trabajo en Pemex desde 2010'", "request", []),
    ("Tradúceme al inglés: «Me llamo Carmen y vivo en Almería»", "request", []),
    ("Qué lento está el internet hoy, no carga nada", "complaint", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Shwmae! I'm Rhiannon, 34, born and bred in Aberystwyth but living in Cardiff these days",
        "disclosure",
        [
            F("personal", "name", "Rhiannon"),
            F("personal", "age", "34"),
            F("personal", "origin", "Aberystwyth"),
            F("personal", "home", "Cardiff"),
        ],
    ),
    (
        "Kia ora, I'm a vet nurse at a clinic in Hamilton and I've got a huntaway called Bluey",
        "disclosure",
        [F("work", "job", "vet nurse"), F("personal", "pet", "Bluey")],
    ),
    (
        "My birthday is 9 August, same day as National Day lah, so got fireworks every year 😂",
        "disclosure",
        [F("personal", "birthday", "08-09")],
    ),
    (
        "I'm a software engineer at Systems Ltd, been there about 3 years now",
        "disclosure",
        [F("work", "job", "software engineer"), F("work", "employer", "Systems Ltd")],
    ),
    (
        "I stay in Ntinda with my wife Grace and our two kids",
        "disclosure",
        [
            F("personal", "home", "Ntinda"),
            F("personal", "partner", "Grace"),
            F("personal", "children", "two"),
        ],
    ),
    (
        "Just so you know I'm allergic to penicillin, found out the hard way years ago",
        "disclosure",
        [F("personal", "allergy", "penicillin")],
    ),
    (
        "Leh meh tell yuh, I'm pescatarian since 2020 so no chicken pelau for me",
        "disclosure",
        [F("personal", "diet", "pescatarian")],
    ),
    (
        "Y'all I live in Birmingham, Alabama and I'm a third grade teacher at Avondale Elementary",
        "disclosure",
        [
            F("personal", "home", "Birmingham"),
            F("work", "job", "third grade teacher"),
            F("work", "employer", "Avondale Elementary"),
        ],
    ),
    (
        "I live in Ullapool and work as a deckhand on the creel boats",
        "disclosure",
        [F("personal", "home", "Ullapool"), F("work", "job", "deckhand")],
    ),
    (
        "I work in oil and gas, offshore, two weeks on two weeks off",
        "disclosure",
        [F("work", "industry", "oil and gas")],
    ),
    (
        "we've got two chooks and a cat called Pania",
        "disclosure",
        [F("personal", "pet", "two chooks"), F("personal", "pet", "Pania")],
    ),
    (
        "I'm a size 11 in shoes, UK sizing",
        "disclosure",
        [F("personal", "shoe size", "11")],
    ),
    (
        "need a new phone, budget is 60,000 rupees max",
        "disclosure",
        [F("preferences", "budget", "60,000 rupees")],
    ),
    (
        "my favourite food has to be doubles, slight pepper",
        "preference",
        [F("preferences", "favourite food", "doubles")],
    ),
    (
        "I support Swansea City, have done since I was a kid",
        "preference",
        [F("preferences", "favourite team", "Swansea City")],
    ),
    (
        "I absolutely love cricket, never miss a Pakistan match",
        "preference",
        [F("preferences", "likes", "cricket")],
    ),
    (
        "I hate durian, cannot stand the smell",
        "preference",
        [F("preferences", "dislikes", "durian")],
    ),
    (
        "I prefer aisle seats on long flights, my knees can't take the window",
        "preference",
        [F("preferences", "preference", "aisle seats")],
    ),
    (
        "I prefer paying with EcoCash, I don't really use cards",
        "preference",
        [F("preferences", "payment", "EcoCash")],
    ),
    (
        "text me on WhatsApp rather than email, I never check my inbox",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "I go tramping most weekends, usually up in the Kaimais",
        "disclosure",
        [F("personal", "hobby", "tramping")],
    ),
    (
        "I'm in my second year of Law at Makerere",
        "disclosure",
        [F("personal", "studies", "Law")],
    ),
    (
        "use my work email please, t.moyo@econet.co.zw",
        "disclosure",
        [F("personal", "email", "t.moyo@econet.co.zw")],
    ),
    (
        "So long story short the kids had a bug all week, the washing machine packed up, and my boss wanted the "
        "quarterly figures early, being the only accountant in the office is no joke. Anyway can you give me a "
        "quick recipe for tonight?",
        "implicit",
        [F("work", "job", "accountant")],
    ),
    (
        "ugh what a day, traffic on the Northern Bypass was mad and I missed my meeting... anyway my sister "
        "Nakato is coming to stay next week and she's vegetarian, what can I cook for her?",
        "implicit",
        [F("personal", "sister", "Nakato")],
    ),
    (
        "My partner Hemi and I have been together ten years this March",
        "disclosure",
        [F("personal", "partner", "Hemi")],
    ),
    (
        "my mam Gwen lives with us in Llandudno now",
        "disclosure",
        [F("personal", "mother", "Gwen"), F("personal", "home", "Llandudno")],
    ),
    (
        "my daughter Priya just started at NUS, doing engineering",
        "disclosure",
        [F("personal", "daughter", "Priya")],
    ),
    (
        "We're relocating to Perth next year for my husband's job",
        "decision",
        [F("plans", "planned move", "Perth")],
    ),
    (
        "going to Langkawi over the December hols with the kids, any tips?",
        "decision",
        [F("plans", "planned trip", "Langkawi")],
    ),
    # --- retirements and corrections ---
    (
        "I left Deloitte last month, finally. Taking a wee break before I look for something else",
        "update",
        [R("work", "employer", "Deloitte")],
    ),
    (
        "We had to put our old collie Meg down on Sunday, the house feels so empty",
        "update",
        [R("personal", "pet", "Meg")],
    ),
    (
        "I don't live in Auckland anymore, we sold up and moved to Tauranga over winter",
        "update",
        [F("personal", "home", "Tauranga")],
    ),
    (
        "it's Tendai btw, not Tenda 🙂",
        "update",
        [F("personal", "name", "Tendai")],
    ),
    (
        "Actually my son's name is Kato, not Kaito, autocorrect keeps changing it",
        "update",
        [F("personal", "son", "Kato")],
    ),
    # --- nothing to keep ---
    ("cheers, that's brilliant, ta", "casual", []),
    ("I reckon the All Blacks are going to struggle this year", "casual", []),
    ("how long does it take to drive from Harare to Victoria Falls?", "question", []),
    ("My neighbour's allergic to cats and just moved to Dunedin", "other_person", []),
    ("my boss Tariq is from Karachi and supports Man United", "other_person", []),
    ("If I lived in Singapore I'd eat chicken rice every day", "hypothetical", []),
    ("what if I quit my job and moved to Bali, would that be mad?", "hypothetical", []),
    ("feeling proper rough today, think I'm coming down with something", "one_off", []),
    ("had a roti for lunch and now I'm melting in this heat", "one_off", []),
    ("oh yeah I just LOVE being stuck on the M4 for two hours, best part of my day", "sarcasm", []),
    ("as my granny used to say, many a mickle makes a muckle", "idiom", []),
    ("Who wrote 'I am the master of my fate, I am the captain of my soul'?", "question", []),
    (
        "can you make this sound more professional: 'I'm a nurse at Mulago and I've worked there five years'",
        "request",
        [],
    ),
    ("translate to Urdu: 'My name is Ali and I live in Islamabad'", "request", []),
    ("this app keeps logging me out, so annoying", "complaint", []),
]
