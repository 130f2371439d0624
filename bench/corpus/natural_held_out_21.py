"""A twenty-first batch of natural lines, written blind: its author read neither the extraction rules nor the
lines used to tune them nor their tests nor the earlier batches, only the label helpers, the scoring note in
natural.py, the key table and the section on values in docs/facts.md, the head of the twentieth batch for the
file format, and the list of domain and key names the corpus already labels (names only); after writing it, and
before scoring it, the twentieth batch's entry in docs/benchmarks.md, whereupon an employer and a son's name
that batch also used were swapped for others. Like the sixteenth to twentieth it aims at no hard case: a sixth
broad, ordinary sample of what people tell a general-purpose assistant, spoken by a teenager at school, a
retired schoolteacher and a retired man from Zamora, a waitress, an accountant, an electrician, a tester, a bank
clerk, parents, a student and a man just laid off, and typed as in a chat box: typos, no accents, slang, dialect
spelling, emoji, the fact said in passing while asking for something else. Name, age (one corrected in each
language), birthday, home (one move corrected in each language) and origin, a planned move beside the present
home, a trip, a wedding, job, employer, studies, parents, a partner, a sister, children by name and counted,
pets, allergy told by its symptom, diet, a health condition and a language spoken kept as notes after "recuerda
que" / "acuérdate de que" / "remember", favourites, a team, likes and dislikes, a preference, a budget and a
shoe size; retirements (an employer left and a pet that died, in each language). In each language 28 lines state
something durable about the user and 12 state nothing to keep: chat, questions about the world and about rights
at work, other people's facts (one named, one a relative), what-ifs, one-day states, sarcasm, sayings, a quote,
a complaint, a line with no pets, and a request to correct or rewrite a first-person sentence. Spanish from
Mexico, Spain, Argentina, Chile, Colombia, Peru and the Dominican Republic; English from the United States,
India, Australia, Wales, England, Ireland, Nigeria, Scotland and South Africa."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "holaa soy Ximena, tengo 19 y estudio Arquitectura en la UNAM 🤓 me ayudas con un ensayo?",
        "disclosure",
        [
            F("personal", "name", "Ximena"),
            F("personal", "age", "19"),
            F("personal", "studies", "Arquitectura"),
        ],
    ),
    (
        "Buenas tardes. Le escribe Aurelio Benítez, natural de Zamora, aunque resido en Salamanca desde hace "
        "cuarenta años. Tengo 78 años y no me entiendo con estos aparatos.",
        "disclosure",
        [
            F("personal", "name", "Aurelio Benítez"),
            F("personal", "origin", "Zamora"),
            F("personal", "home", "Salamanca"),
            F("personal", "age", "78"),
        ],
    ),
    (
        "mis viejos se llaman Norma y Rubén, viven en Mar del Plata y los extraño un montón",
        "disclosure",
        [F("personal", "mother", "Norma"), F("personal", "father", "Rubén")],
    ),
    (
        "tengo una perrita salchicha q se llama Canela y un loro viejisimo, el Pancho 🦜",
        "disclosure",
        [F("personal", "pet", "Canela"), F("personal", "pet", "Pancho")],
    ),
    (
        "ojo con las recetas q me pasas q soy alergica a los frutos secos eh",
        "disclosure",
        [F("personal", "allergy", "frutos secos")],
    ),
    (
        "desde el año pasado no como carne ni pescado, o sea que ahora soy vegetariano",
        "decision",
        [F("personal", "diet", "vegetariano")],
    ),
    (
        "busco una bici pa subir al cerro, tengo como 600 lucas máximo po",
        "preference",
        [F("preferences", "budget", "600 lucas")],
    ),
    (
        "Vale, para que te sitúes: curro de camarera en un bar de Lavapiés los findes y entre semana estudio "
        "Magisterio",
        "disclosure",
        [F("work", "job", "camarera"), F("personal", "studies", "Magisterio")],
    ),
    (
        "perdona, te dije que vivía en Getafe pero ya no, hace un mes nos mudamos a Alcalá de Henares",
        "update",
        [F("personal", "home", "Alcalá de Henares")],
    ),
    (
        "nos vamos a vivir a Tenerife el año que viene, pero de momento seguimos en Zaragoza",
        "disclosure",
        [F("plans", "planned move", "Tenerife"), F("personal", "home", "Zaragoza")],
    ),
    (
        "en semana santa me voy con mis primas a Cusco, primera vez que salgo del país!!",
        "disclosure",
        [F("plans", "planned trip", "Cusco")],
    ),
    (
        "ninguna peli me ha marcado tanto como El laberinto del fauno, es mi favorita de siempre",
        "preference",
        [F("preferences", "favourite film", "El laberinto del fauno")],
    ),
    (
        "le voy al Cruz Azul desde chiquito aunque sufra cada torneo 😭",
        "implicit",
        [F("preferences", "favourite team", "Cruz Azul")],
    ),
    (
        "me flipa Rosalía, la pongo a todas horas en el coche",
        "preference",
        [F("preferences", "likes", "Rosalía")],
    ),
    (
        "el cilantro me sabe a jabón, no lo soporto, no me lo pongas porfa",
        "preference",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "Recuerda que hablo portugués también, así que puedes usar fuentes en portugués",
        "disclosure",
        [F("personal", "note", "hablo portugués")],
    ),
    (
        "acuérdate de que tengo diabetes tipo 2 cuando me sugieras postres",
        "disclosure",
        [F("personal", "note", "diabetes tipo 2")],
    ),
    (
        "los martes y jueves juego al pádel con unos compis del curro, es lo único que me mantiene cuerdo",
        "disclosure",
        [F("personal", "hobby", "pádel")],
    ),
    (
        "mi cumple es el 14 de febrero, sí, San Valentín, no te rías 😅",
        "disclosure",
        [F("personal", "birthday", "02-14")],
    ),
    (
        "trabajo como auxiliar contable en Davivienda desde 2019 entonces de eso sí sé algo",
        "disclosure",
        [F("work", "job", "auxiliar contable"), F("work", "employer", "Davivienda")],
    ),
    (
        "mi hijo Joaquín empieza primaria este año y la Vale, mi hija, todavía va a la guarde",
        "disclosure",
        [F("personal", "son", "Joaquín"), F("personal", "daughter", "Vale")],
    ),
    (
        "mi marido, Iñaki, es el que cocina en casa, yo ni un huevo frito",
        "disclosure",
        [F("personal", "partner", "Iñaki")],
    ),
    (
        "calzo un 39 por si me buscas unas zapatillas para correr",
        "disclosure",
        [F("personal", "shoe size", "39")],
    ),
    (
        "yo soy de Santiago de los Caballeros pero vivo en el Bronx hace como 10 años",
        "disclosure",
        [F("personal", "origin", "Santiago de los Caballeros"), F("personal", "home", "Bronx")],
    ),
    (
        "tuvimos que dormir a mi gata Luna la semana pasada, tenía 16 años 😢",
        "update",
        [R("personal", "pet", "Luna")],
    ),
    (
        "ya no estoy en Telefónica, me echaron en enero y ando buscando curro",
        "update",
        [R("work", "employer", "Telefónica")],
    ),
    (
        "estoy en cuarto de la ESO y odio las mates jajaja",
        "disclosure",
        [F("personal", "studies", "cuarto de la ESO"), F("preferences", "dislikes", "mates")],
    ),
    (
        "uy no, no tengo 34, tengo 43 jaja se me cruzaron los dedos",
        "update",
        [F("personal", "age", "43")],
    ),
    # --- nothing to keep ---
    ("¿cuál es la capital de Australia? siempre pienso que es Sídney jaja", "question", []),
    ("mi cuñado se compró un Tesla y no para de hablar de eso, qué cansino", "other_person", []),
    ("si me tocara la lotería me iría a vivir a Bali sin pensarlo dos veces", "hypothetical", []),
    ("sí claro, me encanta madrugar un domingo para ir a currar, lo mejor del mundo 🙄", "sarcasm", []),
    ("hoy me comí una hamburguesa gigante y ahora no me puedo ni mover", "one_off", []),
    ("corrígeme la ortografía porfa: 'soy alergico al marisco y bivo en Cadiz'", "request", []),
    ("mi amiga Carla es vegana y no sé qué cocinarle para su cumple", "other_person", []),
    ("jajaja qué bueno, gracias por la ayuda crack", "casual", []),
    ("estoy más perdido que un pulpo en un garaje con este Excel", "idiom", []),
    ("qué calor hace hoy en la oficina, no hay quien trabaje", "complaint", []),
    ("¿mi jefe me puede obligar a hacer horas extra sin pagármelas?", "question", []),
    ("como decía mi abuela, al que madruga Dios lo ayuda", "idiom", []),
]

ENGLISH = [
    # --- durable facts ---
    (
        "yo its jayden, im 16 and in 10th grade at lincoln high",
        "disclosure",
        [
            F("personal", "name", "jayden"),
            F("personal", "age", "16"),
            F("personal", "studies", "10th grade"),
        ],
    ),
    (
        "Myself Priya Raghavan, working as software tester in Infosys, staying in Pune only",
        "disclosure",
        [
            F("personal", "name", "Priya Raghavan"),
            F("work", "job", "software tester"),
            F("work", "employer", "Infosys"),
            F("personal", "home", "Pune"),
        ],
    ),
    (
        "I'm a sparky up in Townsville, been at it 12 years now",
        "disclosure",
        [F("work", "job", "sparky"), F("personal", "home", "Townsville")],
    ),
    (
        "my partner Rhys and I just got the keys to our new place in Cardiff!!",
        "disclosure",
        [F("personal", "partner", "Rhys"), F("personal", "home", "Cardiff")],
    ),
    (
        "Good afternoon. I am a retired schoolteacher, widowed these six years, and I live on my own in "
        "Eastbourne with my cat, Marmalade.",
        "disclosure",
        [
            F("work", "job", "retired schoolteacher"),
            F("personal", "home", "Eastbourne"),
            F("personal", "pet", "Marmalade"),
        ],
    ),
    (
        "can u leave shellfish out of everything, it makes my throat swell up",
        "implicit",
        [F("personal", "allergy", "shellfish")],
    ),
    (
        "been vegan about 3 years now so no dairy pls",
        "disclosure",
        [F("personal", "diet", "vegan")],
    ),
    (
        "need a used car but can't spend more than 8 grand on it",
        "preference",
        [F("preferences", "budget", "8 grand")],
    ),
    (
        "honestly nothing beats a good lasagna, all time fave",
        "preference",
        [F("preferences", "favourite food", "lasagna")],
    ),
    (
        "been a Spurs season ticket holder since '04, don't ask how that's going 😂",
        "implicit",
        [F("preferences", "favourite team", "Spurs")],
    ),
    (
        "most weekends you'll find me bouldering at the climbing gym down the road",
        "disclosure",
        [F("personal", "hobby", "bouldering")],
    ),
    (
        "my little sis Chloe just started uni, can't believe it 😭",
        "disclosure",
        [F("personal", "sister", "Chloe")],
    ),
    (
        "me mam's called Bernadette and me da's Seamus, they're still out in Galway",
        "disclosure",
        [F("personal", "mother", "Bernadette"), F("personal", "father", "Seamus")],
    ),
    (
        "oh actually scratch that, I moved from Leeds to Manchester back in March",
        "update",
        [F("personal", "home", "Manchester")],
    ),
    (
        "we're relocating to Singapore in the fall for my husband's job",
        "disclosure",
        [F("plans", "planned move", "Singapore")],
    ),
    (
        "heading to Bali with the girls in August, any packing tips?",
        "disclosure",
        [F("plans", "planned trip", "Bali")],
    ),
    (
        "getting married in Sept!! so stressed about the seating chart",
        "disclosure",
        [F("plans", "upcoming plan", "married in Sept")],
    ),
    (
        "I dey work for GTBank as customer service officer, this traffic dey kill me every morning",
        "disclosure",
        [F("work", "job", "customer service officer"), F("work", "employer", "GTBank")],
    ),
    (
        "pls remember i'm asthmatic when u plan my runs",
        "disclosure",
        [F("personal", "note", "asthmatic")],
    ),
    (
        "my bday's on the 2nd of July so start planning 🎉",
        "disclosure",
        [F("personal", "birthday", "07-02")],
    ),
    (
        "RIP to my hamster Nugget, best little guy ever",
        "update",
        [R("personal", "pet", "Nugget")],
    ),
    (
        "quit Amazon last month, never going back to a warehouse",
        "update",
        [R("work", "employer", "Amazon")],
    ),
    (
        "got 3 kids under 6 so my house is basically a zoo",
        "disclosure",
        [F("personal", "children", "3")],
    ),
    (
        "I'd always rather take the train than fly, planes stress me out",
        "preference",
        [F("preferences", "preference", "train")],
    ),
    (
        "can you help me plan my week? I'm doing my master's in data science at Edinburgh part-time and "
        "also work shifts",
        "disclosure",
        [F("personal", "studies", "data science")],
    ),
    (
        "big fan of true crime podcasts, I listen on my commute",
        "preference",
        [F("preferences", "likes", "true crime podcasts")],
    ),
    (
        "wait no I'm 29 not 28, my birthday was last week lol",
        "update",
        [F("personal", "age", "29")],
    ),
    (
        "I'm from Durban originally but I've been in Joburg for ages now",
        "disclosure",
        [F("personal", "origin", "Durban"), F("personal", "home", "Joburg")],
    ),
    # --- nothing to keep ---
    ("what's the difference between a crocodile and an alligator?", "question", []),
    ("my coworker is obsessed with Taylor Swift, it's kinda cute tbh", "other_person", []),
    ("if I were rich I'd buy a castle in Scotland lmao", "hypothetical", []),
    ("oh great, another Monday. love that for me 🙃", "sarcasm", []),
    ("had sushi for lunch today, was decent", "one_off", []),
    ("can you rewrite this for my CV: 'I am a motivated team player who lives in Bristol'", "request", []),
    ("nah I don't have any pets, never really wanted one", "casual", []),
    ("lol that's hilarious, cheers mate", "casual", []),
    ("it's raining cats and dogs out here", "idiom", []),
    ("my brother reckons he can beat me at chess, the audacity", "other_person", []),
    ("should I learn Python or JavaScript first?", "question", []),
    ("my friend Tom just moved to Berlin for a job at Google", "other_person", []),
]
