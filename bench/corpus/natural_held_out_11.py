"""An eleventh batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them, only the label helpers, the scoring note in natural.py, the key table in
docs/facts.md and the tenth batch for the file format. In each language 45 lines state something durable
about the user (several state two or three things, some correct an earlier slip or retire an old fact) and
25 state nothing to keep: chat, questions, other people, what-ifs, sarcasm, one-day news, requests, sayings.
Spanish from Spain, Mexico, Argentina, Colombia, Chile and Peru; English from the UK, the US, Ireland,
Australia and India."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- disclosures ---
    (
        "buenass, me presento: soy Itziar y nací en Bilbao 🙂",
        "personal",
        [F("personal", "name", "Itziar"), F("personal", "origin", "Bilbao")],
    ),
    ("aquí Facundo, un gusto che", "personal", [F("personal", "name", "Facundo")]),
    ("uy no, tengo 34, no 43, se me cruzaron los dedos al escribir", "personal", [F("personal", "age", "34")]),
    (
        "mi cumple es el 3 de noviembre, que no se te olvide eh 🎂",
        "personal",
        [F("personal", "birthday", "11-03")],
    ),
    (
        "tengo 28 y trabajo de cajera en Mercadona, turno de tarde",
        "personal",
        [F("personal", "age", "28"), F("work", "job", "cajera"), F("work", "employer", "Mercadona")],
    ),
    (
        "ayer el súper cerró a las 9, en este barrio de Chamberí donde vivo todo cierra prontísimo",
        "place",
        [F("personal", "home", "Chamberí")],
    ),
    (
        "perdona, antes te puse Getafe pero en realidad vivo en Leganés, me lío yo solo",
        "place",
        [F("personal", "home", "Leganés")],
    ),
    ("vivo en Ñuñoa con dos compañeros de depto, harto piola el barrio", "place", [F("personal", "home", "Ñuñoa")]),
    (
        "soy costeña, de Barranquilla, y el frío de acá me tiene mal",
        "place",
        [F("personal", "origin", "Barranquilla")],
    ),
    (
        "viví seis años en Cusco pero desde abril estoy otra vez en Trujillo con mis viejos",
        "place",
        [R("personal", "home", "Cusco"), F("personal", "home", "Trujillo")],
    ),
    (
        "soy de Medallo parce, pero ahorita ando viviendo en Cali",
        "place",
        [F("personal", "origin", "Medallo"), F("personal", "home", "Cali")],
    ),
    (
        "salgo tarde xq soy enfermera en urgencias y hoy fue un caos total",
        "work",
        [F("work", "job", "enfermera")],
    ),
    (
        "soy ingeniera de datos en Mercado Libre, full remoto",
        "work",
        [F("work", "job", "ingeniera de datos"), F("work", "employer", "Mercado Libre")],
    ),
    (
        "ya no curro en El Corte Inglés, me pillaron en el ERE",
        "work",
        [R("work", "employer", "Corte Inglés")],
    ),
    (
        "dejé de ser profe de primaria, ahora trabajo de guía turístico",
        "work",
        [R("work", "job", "profe de primaria"), F("work", "job", "guía turístico")],
    ),
    (
        "trabajo en el BCP como analista de riesgos, ahí voy sobreviviendo",
        "work",
        [F("work", "employer", "BCP"), F("work", "job", "analista de riesgos")],
    ),
    (
        "estoy en tercero de psicología en la UNAM y los parciales me tienen frito",
        "personal",
        [F("personal", "studies", "psicología")],
    ),
    (
        "mi esposa Mariela dice que te pregunte esto jaja: qué vino va con cabrito?",
        "family",
        [F("personal", "partner", "Mariela")],
    ),
    (
        "mi novio, el Tincho, es re fanático de River y me arrastra a la cancha cada domingo",
        "family",
        [F("personal", "partner", "Tincho")],
    ),
    ("tengo 3 chamacos y ninguno se parece a mí 😂", "family", [F("personal", "children", "3")]),
    (
        "mi hijo pequeño, Unai, empieza el cole en septiembre y estoy de los nervios",
        "family",
        [F("personal", "son", "Unai")],
    ),
    (
        "mi hija Martina tiene fiebre desde anoche, qué le puedo dar?",
        "family",
        [F("personal", "daughter", "Martina")],
    ),
    (
        "mi hermano Rodrigo es el único que me entiende en esta familia",
        "family",
        [F("personal", "brother", "Rodrigo")],
    ),
    (
        "mi mamá se llama Rosa y cumple 70 el sábado, ayúdame con la torta",
        "family",
        [F("personal", "mother", "Rosa")],
    ),
    ("mi papá, Hernán, me enseñó a pescar de chico", "family", [F("personal", "father", "Hernán")]),
    (
        "tengo un hurón que se llama Chispas y se mete en todos lados",
        "pet",
        [F("personal", "pet", "Chispas")],
    ),
    (
        "en casa tenemos una tortuga y dos periquitos, un zoológico vaya",
        "pet",
        [F("personal", "pet", "tortuga"), F("personal", "pet", "periquitos")],
    ),
    (
        "sigo dieta keto desde enero, así que nada de pan ni azúcar en lo que me sugieras",
        "personal",
        [F("personal", "diet", "keto")],
    ),
    (
        "ya no soy vegetariano eh, volví a comer pollo hace unos meses",
        "personal",
        [R("personal", "diet", "vegetariano")],
    ),
    (
        "ojo q soy alérgico a los frutos secos, sobre todo a la nuez",
        "personal",
        [F("personal", "allergy", "frutos secos")],
    ),
    (
        "me pasé la tarde con ronchas, la penicilina me da alergia y el médico ni preguntó",
        "personal",
        [F("personal", "allergy", "penicilina")],
    ),
    (
        "el color que más me gusta es el azul petróleo, úsalo en la invitación porfa",
        "favourite",
        [F("preferences", "colour", "azul petróleo")],
    ),
    (
        "mi plato favorito es el ají de gallina que hace mi abuela",
        "favourite",
        [F("preferences", "favourite food", "ají de gallina")],
    ),
    (
        "soy de la U de Chile hasta la muerte, aunque nos vaya como el pico",
        "favourite",
        [F("preferences", "favourite team", "U de Chile")],
    ),
    (
        "odio el reguetón con toda mi alma, ni se te ocurra ponerlo en la playlist",
        "preference",
        [F("preferences", "dislikes", "reguetón")],
    ),
    (
        "me flipa el senderismo, casi todos los findes subo a la sierra",
        "preference",
        [F("preferences", "likes", "senderismo")],
    ),
    (
        "en el bus siempre me siento en la ventana porque si no me mareo",
        "preference",
        [F("preferences", "preference", "ventana")],
    ),
    (
        "prefiero que las reuniones sean por la mañana, después de las 5 no rindo",
        "preference",
        [F("preferences", "preference", "por la mañana")],
    ),
    (
        "para el depa no puedo pagar más de 12 mil pesos al mes",
        "preference",
        [F("preferences", "budget", "12 mil pesos")],
    ),
    ("mi tope pal regalo son 50 lucas, no más", "preference", [F("preferences", "budget", "50 lucas")]),
    (
        "llámame mejor por Telegram, el WhatsApp lo tengo silenciado",
        "preference",
        [F("preferences", "contact channel", "Telegram")],
    ),
    (
        "toco el charango en un grupo de música andina los fines de semana",
        "personal",
        [F("personal", "hobby", "charango")],
    ),
    (
        "recuerda que hablo catalán, si te sale algo en catalán no pasa nada",
        "personal",
        [F("personal", "note", "catalán")],
    ),
    (
        "en diciembre me voy a Cartagena de Indias con las amigas 🏖️",
        "plan",
        [F("plans", "planned trip", "Cartagena de Indias")],
    ),
    (
        "en enero nos mudamos a Querétaro, ya firmamos el contrato del depa",
        "plan",
        [F("plans", "planned move", "Querétaro")],
    ),
    # --- casual and negative lines ---
    ("jajaja no mames, qué risa", "casual", []),
    ("ok dale, gracias!!", "casual", []),
    ("Madrid está carísimo para alquilar, es una locura", "casual", []),
    ("mi relación más estable es con el sofá jajaja", "casual", []),
    ("qué calor hace hoy en Sevilla, por dios", "one_off", []),
    ("hoy almorcé ceviche con los del trabajo", "one_off", []),
    ("esta semana estoy en Bogotá por una capacitación, vuelvo el viernes", "one_off", []),
    ("¿cuántas calorías tiene una arepa de queso?", "question", []),
    ("¿cómo se dice 'hincha' en inglés?", "question", []),
    ("¿qué es mejor pa volar a Canarias, Iberia o Vueling?", "question", []),
    ("mi vieja es de Tucumán y hace unas empanadas de locos", "third_party", []),
    ("mi compa Beto trabaja en Pemex y dice que está bien pagado", "third_party", []),
    ("la novia de mi primo es celíaca, qué postre le llevo?", "third_party", []),
    ("mi jefe se va a vivir a Lisboa, ojalá se lleve el estrés con él", "third_party", []),
    ("si tuviera un perro le pondría Rocky, obvio", "hypothetical", []),
    ("si me sale lo de Madrid a lo mejor me mudo, pero ni idea", "hypothetical", []),
    ("imagínate vivir en Tenerife con ese clima, qué envidia", "hypothetical", []),
    ("no tengo carro, así que dame opciones en transporte público", "negation", []),
    ("nunca he ido a Europa, ni de vacaciones", "negation", []),
    ("sí claro, me encanta pasar 3 horas en el tráfico de Lima 🙃", "sarcasm", []),
    ("qué maravilla, otra vez sin luz en el barrio, mi día favorito", "sarcasm", []),
    ("escríbeme un mensaje de cumpleaños para mi suegra, que es medio pesada", "request", []),
    ("hazme la lista de la compra para una paella de 6 personas", "request", []),
    ("tradúceme al inglés 'me llamo Pilar y soy médica en Quito'", "request", []),
    ("como dice mi abuela: 'camarón que se duerme se lo lleva la corriente'", "quote", []),
]

ENGLISH = [
    # --- disclosures ---
    ("hey, Deepika here 👋", "personal", [F("personal", "name", "Deepika")]),
    (
        "name's Darragh, from Cork originally but I'm up in Dublin now",
        "personal",
        [F("personal", "name", "Darragh"), F("personal", "origin", "Cork"), F("personal", "home", "Dublin")],
    ),
    ("sorry typo, I'm 27 not 72 haha", "personal", [F("personal", "age", "27")]),
    (
        "birthday's august 22 btw, write it down somewhere 🎂",
        "personal",
        [F("personal", "birthday", "08-22")],
    ),
    (
        "I'm Tomasz, 35, plumber by trade",
        "personal",
        [F("personal", "name", "Tomasz"), F("personal", "age", "35"), F("work", "job", "plumber")],
    ),
    ("I live in a tiny flat in Leeds with way too many plants", "place", [F("personal", "home", "Leeds")]),
    (
        "the buses here in Pune are a nightmare and ive lived here since 2015 so I'd know",
        "place",
        [F("personal", "home", "Pune")],
    ),
    ("wait no I said Bristol earlier, I meant Bath. I live in Bath", "place", [F("personal", "home", "Bath")]),
    (
        "not in Sydney anymore mate, packed up and went to Perth in march",
        "place",
        [R("personal", "home", "Sydney"), F("personal", "home", "Perth")],
    ),
    (
        "I'm from Kerala but work brought me to Bangalore",
        "place",
        [F("personal", "origin", "Kerala"), F("personal", "home", "Bangalore")],
    ),
    ("im a paramedic so my sleep schedules absolutely wrecked", "work", [F("work", "job", "paramedic")]),
    (
        "been a software tester at Infosys for abt 4 yrs",
        "work",
        [F("work", "job", "software tester"), F("work", "employer", "Infosys")],
    ),
    ("I work for the NHS, admin side, not the glamorous stuff", "work", [F("work", "employer", "NHS")]),
    (
        "handed in my notice at Deloitte, friday was my last day there 🎉",
        "work",
        [R("work", "employer", "Deloitte")],
    ),
    (
        "I'm a lorry driver now, packed in the chef work last year",
        "work",
        [F("work", "job", "lorry driver"), R("work", "job", "chef")],
    ),
    (
        "currently doin my masters in civil engineering at UCD",
        "personal",
        [F("personal", "studies", "civil engineering")],
    ),
    (
        "my boyfriend Mateo is from Valencia so I'm trying to pick up some Spanish",
        "family",
        [F("personal", "partner", "Mateo")],
    ),
    (
        "the missus, Shaz, reckons I spend too much time on here",
        "family",
        [F("personal", "partner", "Shaz")],
    ),
    (
        "I've got 2 kids under 5 so pls keep suggestions low effort",
        "family",
        [F("personal", "children", "2")],
    ),
    ("my son Arjun starts college in the fall, can't believe it", "family", [F("personal", "son", "Arjun")]),
    (
        "my twin girls Ella and Grace turn 8 next week and want a unicorn cake",
        "family",
        [F("personal", "daughter", "Ella"), F("personal", "daughter", "Grace")],
    ),
    (
        "my older brother Kev is the only one who still calls me Bubba",
        "family",
        [F("personal", "brother", "Kev")],
    ),
    ("mum's name is Bernadette btw, she'd love that recipe", "family", [F("personal", "mother", "Bernadette")]),
    (
        "we have a rescue greyhound called Biscuit, she's a total couch potato",
        "pet",
        [F("personal", "pet", "Biscuit")],
    ),
    (
        "got a goldfish and a very angry hamster lol",
        "pet",
        [F("personal", "pet", "goldfish"), F("personal", "pet", "hamster")],
    ),
    (
        "I'm pescatarian btw, fish is fine but no meat",
        "personal",
        [F("personal", "diet", "pescatarian")],
    ),
    ("I'm not vegan anymore, cheese won 🧀", "personal", [R("personal", "diet", "vegan")]),
    (
        "severe shellfish allergy here, I carry an epipen everywhere",
        "personal",
        [F("personal", "allergy", "shellfish")],
    ),
    (
        "can you suggest a dessert? keeping in mind I'm allergic to sesame",
        "personal",
        [F("personal", "allergy", "sesame")],
    ),
    ("fav color's teal, always has been", "favourite", [F("preferences", "colour", "teal")]),
    (
        "biryani is my all time favourite food, no contest",
        "favourite",
        [F("preferences", "favourite food", "biryani")],
    ),
    ("Radiohead are my favourite band, easily", "favourite", [F("preferences", "favourite band", "Radiohead")]),
    (
        "I support Arsenal, have done my whole life, it's been painful",
        "favourite",
        [F("preferences", "favourite team", "Arsenal")],
    ),
    (
        "I really don't do spicy food, my stomach can't handle it",
        "preference",
        [F("preferences", "dislikes", "spicy food")],
    ),
    (
        "I absolutely love baking bread, it's my sunday ritual",
        "preference",
        [F("preferences", "likes", "baking bread")],
    ),
    (
        "I always book a window seat on trains so I can zone out",
        "preference",
        [F("preferences", "preference", "window seat")],
    ),
    (
        "I'd rather have morning appointments, afternoons just don't work for me",
        "preference",
        [F("preferences", "preference", "morning appointments")],
    ),
    (
        "my budget for the new laptop is about £700 tops",
        "preference",
        [F("preferences", "budget", "£700")],
    ),
    ("can't go above 40k rupees for the phone", "preference", [F("preferences", "budget", "40k rupees")]),
    (
        "email me rather than calling, I'm in meetings all day",
        "preference",
        [F("preferences", "contact channel", "email")],
    ),
    (
        "I play five-a-side every tuesday with the lads from work",
        "personal",
        [F("personal", "hobby", "five-a-side")],
    ),
    (
        "remember that I speak Hindi and Tamil as well, not only English",
        "personal",
        [F("personal", "note", "Hindi and Tamil")],
    ),
    (
        "remember I'm colourblind so don't describe stuff by colour",
        "personal",
        [F("personal", "note", "colourblind")],
    ),
    (
        "heading to Lisbon for a week in October with my sister",
        "plan",
        [F("plans", "planned trip", "Lisbon")],
    ),
    (
        "we're relocating to Toronto next spring for my husband's job",
        "plan",
        [F("plans", "planned move", "Toronto")],
    ),
    # --- casual and negative lines ---
    ("grand so, talk later", "casual", []),
    ("brb, kettle's on", "casual", []),
    ("london rent is actually criminal, how does anyone live there", "casual", []),
    ("my spirit animal is a sloth tbh", "casual", []),
    ("yaar the traffic in Gurgaon today was next level 😩", "one_off", []),
    ("had a massive curry last night, regretting it now", "one_off", []),
    ("I'm in Chicago this week for a conference, any food tips?", "one_off", []),
    ("what's a good gift for a 10 year old who likes dinosaurs?", "question", []),
    ("how long do you boil an egg for a runny yolk?", "question", []),
    ("which is usually cheaper, Ryanair or easyJet?", "question", []),
    ("my flatmate is a nurse at St James's and works mad hours", "third_party", []),
    ("my dad's from Glasgow and still won't eat anything green", "third_party", []),
    ("my coworker's dog is called Pickles and he's adorable", "third_party", []),
    ("my girlfriend's sister just got a job at Google, we're all jealous", "third_party", []),
    ("if I ever get a cat I'm naming it Sir Pounce", "hypothetical", []),
    ("maybe one day I'll live by the sea, who knows", "hypothetical", []),
    ("if I went vegetarian what would I eat for protein?", "hypothetical", []),
    ("I don't have a car so public transport options pls", "negation", []),
    ("never been to Asia, it's on the list", "negation", []),
    ("oh brilliant, rain in Manchester, what a shock", "sarcasm", []),
    ("yeah I LOVE being on hold for 45 mins, best part of my day", "sarcasm", []),
    ("write a cover letter for a barista job at a cafe in Galway", "request", []),
    ("make me a playlist of 90s britpop for a road trip", "request", []),
    ("draft a text to my landlord saying the boiler's broken again", "request", []),
    ("my gran always said 'never trust a man who doesn't like dogs'", "quote", []),
]
