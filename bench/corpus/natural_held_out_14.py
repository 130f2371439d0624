"""A fourteenth batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them, only the label helpers, the scoring note in natural.py, the key table in
docs/facts.md, the head of the thirteenth batch for the file format, and the list of domain and key names the
corpus already labels (names only, to spell keys the table describes in words). The style differs from the
earlier batches: long messages where the fact is incidental, asides to an assistant in the middle of a task,
form-like lists, typos and missing accents, code-switching, formal registers (a lawyer, retirees), teenagers,
voice dictation with no punctuation, sizes and currencies as the user wrote them, favourites, plans next to the
present, retirements (a pet that died, a job left) and corrections. In each language 40 lines state something
durable about the user and 20 state nothing to keep: chat, complaints, questions, other people's facts,
what-ifs, one-day news, sarcasm, sayings, requests (one quoting a sentence to translate). Spanish from Spain,
Mexico, Argentina, Colombia, Chile, Peru, Venezuela, Uruguay, Paraguay, Bolivia, Cuba, Puerto Rico, the
Dominican Republic, Costa Rica, Guatemala, Honduras, El Salvador, Nicaragua and Texas; English from England,
Scotland, Wales, Ireland, the US, Canada, Australia, New Zealand, India, Singapore, the Philippines, Nigeria,
Ghana, Kenya, South Africa and Jamaica."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "oye, mientras me redactas el correo para el casero, apúntate que desde el lunes estoy en Deloitte, "
        "así que en la firma pon eso; el tono, formal pero sin pasarse",
        "update",
        [F("work", "employer", "Deloitte")],
    ),
    (
        "Le escribo en mi condición de abogado laboralista. Le ruego que, en lo sucesivo, tenga presente que "
        "resido en Pozuelo de Alarcón, a efectos de cualquier documento que redacte en mi nombre.",
        "disclosure",
        [F("work", "job", "abogado laboralista"), F("personal", "home", "Pozuelo de Alarcón")],
    ),
    (
        "Tengo 71 años, vivo en Colonia del Sacramento con mi señora, Mirta, y paso las tardes pescando en la "
        "rambla. Lo de la computadora me lo estoy aprendiendo de a poco, tenga paciencia.",
        "disclosure",
        [
            F("personal", "age", "71"),
            F("personal", "home", "Colonia del Sacramento"),
            F("personal", "partner", "Mirta"),
            F("personal", "hobby", "pescando"),
        ],
    ),
    (
        "ntp profe jaja tengo 15 y voy en tercero de secu, mi materia fav es bio x si me ayudas con la tarea",
        "disclosure",
        [
            F("personal", "age", "15"),
            F("personal", "studies", "tercero de secu"),
            F("preferences", "favourite subject", "bio"),
        ],
    ),
    (
        "hola asistente necesito que me ayudes con una receta pero ojo que soy alergica a los mariscos y mi "
        "esposo Andres es el que cocina en la casa asi que explicale facil",
        "disclosure",
        [F("personal", "allergy", "mariscos"), F("personal", "partner", "Andres")],
    ),
    (
        "Te paso mis datos para el formulario: nombre Lucía Ferreyra, 34 años, vivo en Rosario, laburo de "
        "contadora en un estudio chico. Lo demás completalo vos.",
        "disclosure",
        [
            F("personal", "name", "Lucía Ferreyra"),
            F("personal", "age", "34"),
            F("personal", "home", "Rosario"),
            F("work", "job", "contadora"),
        ],
    ),
    (
        "ola soy de arequipa pero ahorita vivo en lima x el trabajo, soy ingeniero de minas en antamina",
        "disclosure",
        [
            F("personal", "origin", "arequipa"),
            F("personal", "home", "lima"),
            F("work", "job", "ingeniero de minas"),
            F("work", "employer", "antamina"),
        ],
    ),
    (
        "bro, trabajo en el hospital de Bayamón como respiratory therapist, so los turnos son brutales, "
        "no me juzgues si contesto tarde",
        "disclosure",
        [F("work", "job", "respiratory therapist"), F("work", "employer", "hospital de Bayamón")],
    ),
    (
        "Nos vamos a vivir a Oporto en marzo, así que de momento seguimos en Vigo pero con la casa llena de cajas",
        "disclosure",
        [F("plans", "planned move", "Oporto"), F("personal", "home", "Vigo")],
    ),
    (
        "se me murió el Cachupín la semana pasada, el perrito que tuve 14 años, ando bajoneado",
        "update",
        [R("personal", "pet", "Cachupín")],
    ),
    (
        "renuncié a Movistar después de 9 años, ahora estoy full freelance como diseñadora gráfica, chama",
        "update",
        [R("work", "employer", "Movistar"), F("work", "job", "diseñadora gráfica")],
    ),
    (
        "perdón, me equivoqué hace rato: no tengo 3 hijos sino 2, el tercero es mi sobrino que se queda seguido jaja",
        "update",
        [F("personal", "children", "2")],
    ),
    (
        "mi banda favorita de toda la vida es Aterciopelados, y la comida que más me gusta es el ajiaco de mi tierra",
        "preference",
        [F("preferences", "favourite band", "Aterciopelados"), F("preferences", "favourite food", "ajiaco")],
    ),
    (
        "busco unas zapatillas de trail, calzo un 43 y mi presupuesto es de 120 € como mucho",
        "preference",
        [F("personal", "shoe size", "43"), F("preferences", "budget", "120 €")],
    ),
    (
        "para el portátil nuevo tengo un presupuesto de 1.200 €, ni un euro más, que lo quiero para editar vídeo",
        "preference",
        [F("preferences", "budget", "1.200 €")],
    ),
    (
        "de remeras soy talle M, acordate cuando me recomiendes ropa",
        "preference",
        [F("personal", "clothing size", "M")],
    ),
    (
        "mejor escríbeme por WhatsApp, que el correo casi no lo reviso, tú sabes cómo es",
        "preference",
        [F("preferences", "contact channel", "WhatsApp")],
    ),
    (
        "yo todo lo pago con Bizum, la tarjeta solo si no queda otra",
        "preference",
        [F("preferences", "payment", "Bizum")],
    ),
    (
        "odio el cilantro, en serio, ni una hojita en las recetas porfa",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "me encanta el café chorreado, me tomo como cuatro al día, pura vida",
        "preference",
        [F("preferences", "likes", "café chorreado")],
    ),
    (
        "prefiero viajar en bus cama antes que en avión, volar me da pánico",
        "preference",
        [F("preferences", "preference", "bus cama")],
    ),
    (
        "pon en la firma mi correo, que es marta.iglesias@gmail.com, y quita lo del móvil",
        "disclosure",
        [F("personal", "email", "marta.iglesias@gmail.com")],
    ),
    (
        "el 14 de febrero cumplo años, sí, el día del cariño, ya sé, todos me lo dicen",
        "disclosure",
        [F("personal", "birthday", "02-14")],
    ),
    (
        "tengo dos hermanas, Rocío y Belén, y un hermano más chico, Iván, que todavía vive con mis viejos en Asunción",
        "disclosure",
        [F("personal", "sister", "Rocío"), F("personal", "sister", "Belén"), F("personal", "brother", "Iván")],
    ),
    (
        "mi hijita Camila entra al nido este año, tiene 3 añitos nomás y ya manda en la casa",
        "disclosure",
        [F("personal", "daughter", "Camila")],
    ),
    (
        "estoy cursando tercer año de Psicología en la UBA, así que paciencia con mis horarios",
        "disclosure",
        [F("personal", "studies", "Psicología")],
    ),
    (
        "nací en Maracaibo, pero llevo cinco años en Madrid y ya digo vale y tío sin darme cuenta",
        "disclosure",
        [F("personal", "origin", "Maracaibo"), F("personal", "home", "Madrid")],
    ),
    (
        "trabajo en el sector de seguros desde hace una década, así que de pólizas sé un rato",
        "disclosure",
        [F("work", "industry", "seguros")],
    ),
    (
        "decidí hacerme vegana a partir de este mes, así que nada de recetas con huevo ni lácteos",
        "decision",
        [F("personal", "diet", "vegana")],
    ),
    (
        "mi novia se llama daniela y vivimos juntos en san pedro sula desde el año pasado ok",
        "disclosure",
        [F("personal", "partner", "daniela"), F("personal", "home", "san pedro sula")],
    ),
    (
        "en julio nos vamos con mi señora a Cusco, primera vez que salimos del país, estoy más nervioso que ella",
        "disclosure",
        [F("plans", "planned trip", "Cusco")],
    ),
    (
        "Estimado asistente: tengo 68 años, resido en Mendoza y fue mi hijo Gustavo quien me instaló esta "
        "aplicación. Le saluda atentamente, Elena Quiroga.",
        "disclosure",
        [
            F("personal", "age", "68"),
            F("personal", "home", "Mendoza"),
            F("personal", "son", "Gustavo"),
            F("personal", "name", "Elena Quiroga"),
        ],
    ),
    (
        "tengo un loro que se llama Paco y habla más que yo, fijate",
        "disclosure",
        [F("personal", "pet", "Paco")],
    ),
    (
        "perdona, me he liado antes: no vivo en Zaragoza, vivo en Huesca",
        "update",
        [F("personal", "home", "Huesca")],
    ),
    (
        "ola me yamo Kevin y soi de Leon, ayudame con un curriculum porfa",
        "disclosure",
        [F("personal", "name", "Kevin"), F("personal", "origin", "Leon")],
    ),
    (
        "neta, I'm so over it, trabajo en Walmart de cajera y el manager es un pesado",
        "disclosure",
        [F("work", "employer", "Walmart"), F("work", "job", "cajera")],
    ),
    (
        "ayer fuimos a Varadero con los primos y se nos ponchó la goma del carro, imagínate, y yo con mi niña "
        "Yanelis de cinco años llorando del calor en la carretera",
        "implicit",
        [F("personal", "daughter", "Yanelis")],
    ),
    (
        "para la cena del sábado: soy alérgico a los frutos secos y al kiwi, y mi mujer no come carne, así que "
        "piensa algo de pescado",
        "disclosure",
        [F("personal", "allergy", "frutos secos"), F("personal", "allergy", "kiwi")],
    ),
    (
        "soy de River desde la cuna, mi viejo me hizo socio antes de que aprendiera a caminar",
        "preference",
        [F("preferences", "favourite team", "River")],
    ),
    (
        "mi color favorito es el verde agua, tenlo en cuenta para las invitaciones",
        "preference",
        [F("preferences", "colour", "verde agua")],
    ),
    # --- nothing to keep ---
    ("jajajaja no puede ser, me meo con ese meme", "casual", []),
    ("esta app anda cada vez más lenta, un desastre total", "complaint", []),
    ("oye, ¿cuánto tiempo se cuece el arroz integral? siempre me queda duro", "question", []),
    ("mi jefe se mudó a Monterrey y ahora todas las juntas son por Zoom, qué flojera", "other_person", []),
    ("mi compañera de piso es vegana y tiene la nevera llena de tofu", "other_person", []),
    ("mi cuñado trabaja en Repsol y no para de echárselas en cada cena", "other_person", []),
    ("si me ganara la lotería me iría a vivir a Bali, obvio", "hypothetical", []),
    ("si fuera vegetariano, ¿de dónde sacaría la proteína?", "hypothetical", []),
    ("hoy estoy muerta de sueño, dormí como tres horas nomás", "one_off", []),
    ("hoy almorcé ceviche en el mercado y estaba la raja", "one_off", []),
    ("ay sí, qué maravilla que se vaya la luz justo en mitad de la videollamada, me encanta 🙃", "sarcasm", []),
    ("claro, porque yo tengo un chalet en Marbella y un yate, ¿no te jode?", "sarcasm", []),
    ("como decía mi abuela: el que nace pa' tamal, del cielo le caen las hojas", "idiom", []),
    ("bueno, al mal tiempo buena cara, ¿no?", "idiom", []),
    ("haceme un resumen de este artículo en tres puntos, dale", "request", []),
    ("tradúceme al inglés: 'me encanta el chocolate y vivo en Sevilla'", "request", []),
    ("¿es verdad que los gatos no pueden comer cebolla?", "question", []),
    ("ok va perfecto gracias ya quedó todo nos vemos", "casual", []),
    ("si algún día tengo un perro le voy a poner Firulais", "hypothetical", []),
    ("¿qué le puedo regalar a mi mamá por su cumpleaños? le gustan mucho las plantas", "question", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "while you draft the email to the landlord, note that I'm at Deloitte now, and sign it off with my new "
        "title, senior auditor",
        "update",
        [F("work", "employer", "Deloitte"), F("work", "job", "senior auditor")],
    ),
    (
        "For the record, I am a practising solicitor specialising in family law, and I reside in Cheltenham. "
        "Kindly bear this in mind in any correspondence you prepare on my behalf.",
        "disclosure",
        [F("work", "job", "solicitor"), F("personal", "home", "Cheltenham")],
    ),
    (
        "I'm 74 and I live in Dayton, Ohio with my wife Carol and our beagle Rufus, and I still do the crossword "
        "every morning in pen",
        "disclosure",
        [
            F("personal", "age", "74"),
            F("personal", "home", "Dayton"),
            F("personal", "partner", "Carol"),
            F("personal", "pet", "Rufus"),
            F("personal", "hobby", "crossword"),
        ],
    ),
    (
        "ngl im 16 and i basically live on my skateboard lol, also im a junior at Lincoln High so pls keep it simple",
        "disclosure",
        [
            F("personal", "age", "16"),
            F("personal", "hobby", "skateboard"),
            F("personal", "studies", "junior at Lincoln High"),
        ],
    ),
    (
        "hey mate can you put together a shopping list for the barbie on saturday and remember im allergic to "
        "prawns so none of those thanks",
        "disclosure",
        [F("personal", "allergy", "prawns")],
    ),
    (
        "Details for the form: Name - Priya Raghavan, Age - 29, City - Bengaluru, Occupation - data analyst at Infosys",
        "disclosure",
        [
            F("personal", "name", "Priya Raghavan"),
            F("personal", "age", "29"),
            F("personal", "home", "Bengaluru"),
            F("work", "job", "data analyst"),
            F("work", "employer", "Infosys"),
        ],
    ),
    (
        "my husbnd Marcus and i just moved to denver last wk so everythin is still in boxes lol",
        "disclosure",
        [F("personal", "partner", "Marcus"), F("personal", "home", "denver")],
    ),
    (
        "grabe, I work as a call center agent sa Makati, night shift pa, so sorry if late ako mag-reply",
        "disclosure",
        [F("work", "job", "call center agent")],
    ),
    (
        "We're moving to Lisbon in March, so for now we're still in Boston but basically living out of suitcases",
        "disclosure",
        [F("plans", "planned move", "Lisbon"), F("personal", "home", "Boston")],
    ),
    (
        "our old cat Biscuit passed away on Sunday, she was nineteen, the house feels so empty without her",
        "update",
        [R("personal", "pet", "Biscuit")],
    ),
    (
        "I left Shopify in the spring and now I'm a high school chemistry teacher, which is a very different kind "
        "of chaos",
        "update",
        [R("work", "employer", "Shopify"), F("work", "job", "chemistry teacher")],
    ),
    (
        "sorry, typo earlier: my daughter's name is Thandi, not Tandy",
        "update",
        [F("personal", "daughter", "Thandi")],
    ),
    (
        "my favourite band is Elbow, always has been, and my favourite film is Withnail and I",
        "preference",
        [F("preferences", "favourite band", "Elbow"), F("preferences", "favourite film", "Withnail and I")],
    ),
    (
        "need running shoes, I'm a size 9 and a half and I can spend up to $150",
        "preference",
        [F("personal", "shoe size", "9 and a half"), F("preferences", "budget", "$150")],
    ),
    (
        "abeg I need new phone, my budget na ₦250,000 maximum, I no fit reach iPhone money",
        "preference",
        [F("preferences", "budget", "₦250,000")],
    ),
    (
        "I'm a size L in shirts, keep that in mind when you suggest anything",
        "preference",
        [F("personal", "clothing size", "L")],
    ),
    (
        "text me on Telegram rather than email please, I barely open my inbox",
        "preference",
        [F("preferences", "contact channel", "Telegram")],
    ),
    (
        "I cannae stand olives, so leave them off any of the pizza ideas",
        "preference",
        [F("preferences", "dislikes", "olives")],
    ),
    (
        "mi love reggae music bad bad, from mi small",
        "preference",
        [F("preferences", "likes", "reggae")],
    ),
    (
        "I prefer trains over flights for anything under six hours, the airport faff isn't worth it",
        "preference",
        [F("preferences", "preference", "trains")],
    ),
    (
        "put my email in the signature, it's dana.k.moss@outlook.com, and drop the phone number",
        "disclosure",
        [F("personal", "email", "dana.k.moss@outlook.com")],
    ),
    (
        "my birthday's on the 29th of February, so I only get a proper one every four years",
        "disclosure",
        [F("personal", "birthday", "02-29")],
    ),
    (
        "I have two brothers, Kwame and Kofi, and one sister, Ama, and I'm the youngest of the lot",
        "disclosure",
        [F("personal", "brother", "Kwame"), F("personal", "brother", "Kofi"), F("personal", "sister", "Ama")],
    ),
    (
        "my boy Nikau starts school next week, can't believe he's five already",
        "disclosure",
        [F("personal", "son", "Nikau")],
    ),
    (
        "I sing in a male voice choir every Tuesday night, been doing it since I was twenty",
        "disclosure",
        [F("personal", "hobby", "choir")],
    ),
    (
        "I'm doing my second year of Mechanical Engineering at NUS, so evenings are all problem sets",
        "disclosure",
        [F("personal", "studies", "Mechanical Engineering")],
    ),
    (
        "born and raised in New Orleans, though I've been in Chicago for about a decade now",
        "disclosure",
        [F("personal", "origin", "New Orleans"), F("personal", "home", "Chicago")],
    ),
    (
        "I've decided to go vegetarian from now on, so no more steak recipes please",
        "decision",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "my wife's name is Loretta and we been married thirty one years this June",
        "disclosure",
        [F("personal", "partner", "Loretta")],
    ),
    (
        "we're off to Iceland in November for the northern lights, fingers crossed for clear skies",
        "disclosure",
        [F("plans", "planned trip", "Iceland")],
    ),
    (
        "I'm running the Berlin Marathon in September, so plan my meals around the training",
        "disclosure",
        [F("plans", "upcoming plan", "Berlin Marathon")],
    ),
    (
        "we've got a bearded dragon named Spike and two goldfish",
        "disclosure",
        [F("personal", "pet", "Spike"), F("personal", "pet", "two goldfish")],
    ),
    (
        "scratch that, I don't live in Toronto anymore, I'm in Halifax now",
        "update",
        [F("personal", "home", "Halifax")],
    ),
    (
        "Good afternoon. I am a gentleman of 81 years, residing in Harrogate, and my daughter Elizabeth has kindly "
        "set up this device for me.",
        "disclosure",
        [F("personal", "age", "81"), F("personal", "home", "Harrogate"), F("personal", "daughter", "Elizabeth")],
    ),
    (
        "my name na Chidi, I dey stay for Lagos",
        "disclosure",
        [F("personal", "name", "Chidi"), F("personal", "home", "Lagos")],
    ),
    (
        "I work at Target como cashier pero I'm studying nursing at night, so mornings are dead to me",
        "disclosure",
        [F("work", "employer", "Target"), F("work", "job", "cashier"), F("personal", "studies", "nursing")],
    ),
    (
        "so yesterday the ute broke down halfway to Ballarat, and of course my daughter Matilda needed picking up "
        "from netball, absolute circus",
        "implicit",
        [F("personal", "daughter", "Matilda")],
    ),
    (
        "for the dinner menu: I'm allergic to peanuts and shellfish, and my mother-in-law is diabetic so go easy "
        "on the sweets",
        "disclosure",
        [F("personal", "allergy", "peanuts"), F("personal", "allergy", "shellfish")],
    ),
    (
        "I support Everton, have done since I was a kid, so go easy on me this season",
        "preference",
        [F("preferences", "favourite team", "Everton")],
    ),
    (
        "my favourite colour is teal, so use it for the party invites",
        "preference",
        [F("preferences", "colour", "teal")],
    ),
    # --- nothing to keep ---
    ("haha that's brilliant, cheers", "casual", []),
    ("honestly the new Star Wars shows are a mess", "complaint", []),
    ("how long do I boil an egg for a runny yolk?", "question", []),
    ("my boss lives in Leeds and still insists on in-person Mondays", "other_person", []),
    ("my flatmate's vegan and she's taken over the whole fridge", "other_person", []),
    ("Jess from accounts just got engaged to a bloke from Perth", "other_person", []),
    ("if I won the lottery I'd buy a farm in Tasmania, no question", "hypothetical", []),
    ("say I were allergic to gluten, what could I eat at a pub?", "hypothetical", []),
    ("absolutely knackered today, could sleep on the kitchen floor", "one_off", []),
    ("had sushi for lunch today and it was grand", "one_off", []),
    ("oh yeah, I just LOVE sitting on the M25 for three hours 🙄", "sarcasm", []),
    ("sure, because I'm definitely a millionaire with a villa in Monaco", "sarcasm", []),
    ("as my gran used to say, 'never trust a man who doesn't like dogs'", "idiom", []),
    ("every cloud has a silver lining, right?", "idiom", []),
    ("summarise this article in three bullet points please", "request", []),
    ("translate 'my name is Sarah and I live in London' into French", "request", []),
    ("is it true dogs can't eat grapes?", "question", []),
    ("ok yeah perfect thanks that's all for now bye", "casual", []),
    ("if I ever get a dog I'm naming him Waffles", "hypothetical", []),
    ("what should I get my mum for her sixtieth?", "question", []),
]
