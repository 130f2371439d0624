"""A thirty-eighth batch of natural lines, written blind by a helper session (a language model) started from a
session of the project: its author read neither the extraction rules (nothing under facts/, memory/ or
conversations/) nor the lines used to tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py,
blind.py) nor their tests nor docs/benchmarks.md nor the sections "Fields and short lists" and "Limits" of
docs/facts.md nor the earlier batches' sentences. It read only the label helpers (labels.py), natural.py (the
scoring note and how batches are registered), the opening of docs/facts.md with its key table and the paragraphs
under it up to the standing instructions, its sections on plans and on values, the docstring and the first fifteen
lines after it of the thirty-seventh batch for the file format, and the names of the domains, keys and retirement
flags the held-out batches already label, with their counts (printed by a snippet, names and counts only, no line).
A snippet that prints only this batch's lines checked each line's opening five words against every other file of the
repository (case folded, whitespace joined, and against the joined string constants of its Python files): thirty-six
openings were found elsewhere, and one of their rewordings at the second check, and those lines were reworded until
none was (none at the third check). Nothing was run against the extractor, the benchmarks or the tests.

Its theme is everyday life told in passing while the user asks an assistant for something else (a recipe swapped, a
meal plan, a shopping list, a training plan, a packing list, a gift, kennels, a vet question, a bike or shoes to
buy, a playlist): the fact is a clause inside the request. Diets in the user's words (celíaca, vegana, pescetariana,
vegetariana, vegetariano, intolerante a la lactosa, baja en sal, coeliac, vegan, pescatarian, lactose intolerant,
low-salt, veggie, vegetarian), allergies item by item (nueces, kiwi, huevo, penicilina, látex, sesame, mustard,
eggs, penicillin, latex), medication routines and conditions as notes after "Recuerda que…", "No olvides que…",
"Keep in mind…", "Don't forget…" (insulina antes de cada comida, diabética tipo 1, metformin with breakfast, type 1
diabetic), abstaining (no bebo alcohol, I don't drink) and height (mido 1,75 / 1,62, 6ft 1, 5ft 4) as notes, sport
and hobbies (correr, pádel, gym, pan de masa madre, yoga, nadar, pilates, run, netball, sourdough, swimming), pets
by name or kind (Bigotes, Ramón, Canela, Nube and Trufa, dos periquitos, Gordo, un gatito, dos perros, Biscuit,
Tyson, Pepper, Clover and Bramble, two budgies, Winston, a kitten, two dogs), tastes (likes, dislikes, a preference,
a colour, a team, a series, a book), homes and origins (Bilbao, Querétaro, Bogotá, Arequipa, Logroño, Granada,
Córdoba, Pamplona, Mérida, Lavapiés, Leeds, Bristol, Cape Town, Tamale, Wellington, Exeter, Perth, Galway, Glasgow,
Darwin), partners and relatives by name (a son, daughters, a sister), a name and an age, sizes and budgets with
their units (euros, lucas, dollars, quid, £, naira, $, R), a payment method (Bizum, Apple Pay), a contact channel
(wasap, whatsapp), the answer language (`en`, `es`), and plans ahead with a time (`planned trip`: Japón, Camino de
Santiago, Oaxaca, Croacia, Andorra, Vietnam, West Highland Way, Kyoto, Greece, Whistler; `planned move`: Valparaíso,
Dublín, Halifax, Seville; `upcoming plan`: the Ironman de Lanzarote, the Behobia, a pottery course, the media
maratón de Valencia, the Dublin Marathon, the Great North Run, a woodworking class, the Sydney half). Corrections of
an earlier fact: a cat's name (Luna to Lúa, Luna to Nova), the home (Getafe to Leganés, Stockport to Salford) and
the shoe size (39 to 40, 9 to 9 and a half).

Retirements, each told in its context: in Spanish a diet given up (vegetariana, while asking for chicken recipes), a
pet that died (Coco, with its leftover food to donate), a home moved away from (Valencia, with Zaragoza and the
partner, Lorena), a move called off (Lisboa, with the home kept, Sevilla), a sport stopped for a knee (pádel, with
pilates), a break-up (Rodrigo, before a trip alone) and an allergy ruled out by tests (penicilina); in English a
diet given up (vegan), a pet that died (Alfie), a home moved away from (Leeds, with York and the fiancée, Hannah), a
move called off (Melbourne, with the home kept, Adelaide), a sport stopped for a knee (squash, with pilates), a
break-up (Jake) and an allergy ruled out by the allergist (shellfish). The register is the Spanish of Spain, Mexico,
Argentina, Chile, Colombia, Peru, Venezuela and Uruguay ("flipa", "tranqui", "neta", "che", "pasás", "pololo", "po",
"lucas", "parce", "pa", "causa", "chamo", "ta", "bo") and the English of England, Scotland, Ireland, the US, Canada,
Australia, New Zealand, Nigeria, Ghana and South Africa ("mate", "quid", "tea", "GP", "staffie", "bro", "eh",
"bushwalking", "naira", "jollof", "howzit", "bunny chow", "Joburg"), some lines lowercase, without accents or
punctuation, or with emoji.

In Spanish 80 lines state something durable about the user (28 of them two or three facts, 114 labels with 7
retirements in 7 lines) and 38 state nothing to keep; in English 80 (28 with two or three, 114 labels with 7
retirements in 7 lines) and 38. The casual lines look like the fact lines: other people's diets, health, pets and
trips (a sister-in-law who is coeliac, a mother on Sintrom or warfarin, a father who quit smoking, a neighbour's
three cats, a mother-in-law's dog that ate a sock, a brother off to Thailand, a daughter's exchange, a boyfriend's
favourite dish, a flatmate's cooking), hypotheticals (going vegan, moving to the Canaries or Tasmania, a dog one
day, a wish to live in New Zealand), questions in general (cats and milk, running or swimming, ibuprofen on an empty
stomach, coeliac or gluten intolerant, training, a child's shoe size, the northern lights, a week in Iceland),
one-off tasks (cooking for twelve tonight, a table booked for a visiting cousin, pizzas for a party, a gluten-free
lasagne for the office, a weekend at a friend's), sarcasm about running at dawn and a crowded gym, quotes from a
cartoon and a film, a task's material (a line to translate, a friend's menu, a message to a boss, an aunt's hotel
review) and simple denials (no dog, not vegetarian, not from the city)."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Como soy celíaca, ¿me adaptas esta receta de bizcocho de yogur? No sé por qué harina cambiar la de trigo.",
        "disclosure",
        [F("personal", "diet", "celíaca")],
    ),
    (
        "vivo en Bilbao sin coche, ¿qué excursiones se pueden hacer en bus o en tren este otoño?",
        "disclosure",
        [F("personal", "home", "Bilbao")],
    ),
    (
        "Oye, ¿qué le echo a la ensalada en vez de nueces? Las nueces y el kiwi me dan alergia.",
        "disclosure",
        [F("personal", "allergy", "nueces"), F("personal", "allergy", "kiwi")],
    ),
    (
        "Pásame una rutina de fuerza para hacer en casa, que salgo a correr tres veces por semana y quiero "
        "complementarlo.",
        "disclosure",
        [F("personal", "hobby", "correr")],
    ),
    (
        "¿Qué pienso le va mejor a un gato mayor? El mío, Bigotes, ya tiene doce años y está muy tiquismiquis.",
        "disclosure",
        [F("personal", "pet", "Bigotes")],
    ),
    (
        "neta ya no sé qué hacer de comer, soy vegana desde hace dos años y me aburrí de las lentejas jaja",
        "disclosure",
        [F("personal", "diet", "vegana")],
    ),
    (
        "En marzo nos vamos a Japón mi novio y yo, ¿qué itinerario de diez días me armas?",
        "disclosure",
        [F("plans", "planned trip", "Japón")],
    ),
    (
        "Recuerda que me pincho insulina antes de cada comida, así que dime los hidratos de cada receta.",
        "disclosure",
        [F("personal", "note", "me pincho insulina antes de cada comida")],
    ),
    (
        "Busco zapatillas de trail: calzo un 42 y medio y no quiero gastarme más de 120 euros.",
        "disclosure",
        [F("personal", "shoe size", "42 y medio"), F("preferences", "budget", "120 euros")],
    ),
    (
        "che, ¿me pasás una receta de milanesas al horno? En casa somos mi novia Flor, yo y el perro, un "
        "salchicha que se llama Ramón.",
        "disclosure",
        [F("personal", "partner", "Flor"), F("personal", "pet", "Ramón")],
    ),
    (
        "El cordero me encanta, pero el médico me ha puesto una dieta baja en sal por la tensión; ¿cómo lo "
        "preparo sin que quede soso?",
        "disclosure",
        [F("preferences", "likes", "cordero"), F("personal", "diet", "baja en sal")],
    ),
    (
        "El 1 de junio empiezo el Camino de Santiago desde Sarria con mi hermana Marta, ¿qué llevo en la mochila?",
        "disclosure",
        [F("plans", "planned trip", "Camino de Santiago"), F("personal", "sister", "Marta")],
    ),
    (
        "Odio el cilantro; ¿con qué lo sustituyo en este guacamole sin que pierda la gracia?",
        "disclosure",
        [F("preferences", "dislikes", "cilantro")],
    ),
    (
        "¿Me recomiendas una app para contar calorías? Estoy preparando el Ironman de Lanzarote, que es en mayo.",
        "disclosure",
        [F("plans", "upcoming plan", "Ironman de Lanzarote")],
    ),
    (
        "Soy de Monterrey pero vivo en Querétaro desde hace cuatro años y todavía no sé dónde comprar chiles secos "
        "buenos, ¿me ayudas?",
        "disclosure",
        [F("personal", "origin", "Monterrey"), F("personal", "home", "Querétaro")],
    ),
    (
        "Nada de merluza esta semana, que mi hijo Hugo no come pescado ni a tiros: ¿me haces la compra con "
        "eso en cuenta?",
        "disclosure",
        [F("personal", "son", "Hugo")],
    ),
    (
        "Para una semana de senderismo por los Picos, ¿qué me llevo? Uso la talla M de chaqueta y un 38 de bota.",
        "disclosure",
        [F("personal", "clothing size", "M"), F("personal", "shoe size", "38")],
    ),
    (
        "Jugamos al pádel martes y jueves con unas amigas y me está matando el codo, ¿qué estiramientos me van bien?",
        "disclosure",
        [F("personal", "hobby", "pádel")],
    ),
    (
        "mándame el menú semanal por wasap porfa, que el correo no lo miro nunca",
        "disclosure",
        [F("preferences", "contact channel", "wasap")],
    ),
    (
        "¿El café descafeinado lleva lactosa? Lo pregunto porque soy intolerante a la lactosa y ya me ha "
        "pasado de todo.",
        "disclosure",
        [F("personal", "diet", "intolerante a la lactosa")],
    ),
    (
        "¿Dónde veo el derbi en Madrid con ambiente? Soy socio del Athletic y aquí no conozco a nadie.",
        "disclosure",
        [F("preferences", "favourite team", "Athletic")],
    ),
    (
        "Mis papás viven en Cali y yo en Bogotá; quiero mandarles un mercado a domicilio, ¿qué apps sirven allá?",
        "disclosure",
        [F("personal", "home", "Bogotá")],
    ),
    (
        "parce arma una dieta pa ganar masa, entreno en el gym de lunes a viernes y peso 68 kilos",
        "disclosure",
        [F("personal", "hobby", "gym")],
    ),
    (
        "Busco residencia canina cerca de Valencia para agosto, para nuestra perrita Canela, ¿cuáles son buenas?",
        "disclosure",
        [F("personal", "pet", "Canela")],
    ),
    (
        "Voy a correr la Behobia en noviembre, ¿me haces un plan de ocho semanas para bajar de la hora y media?",
        "disclosure",
        [F("plans", "upcoming plan", "Behobia")],
    ),
    (
        "Con mi pololo nos mudamos a Valparaíso en enero, po; ¿qué cerros son tranquilos pa vivir con gatos?",
        "disclosure",
        [F("plans", "planned move", "Valparaíso")],
    ),
    (
        "¿Qué desayuno alto en proteína me recomiendas? Ojo, nada de huevo, que soy alérgico.",
        "disclosure",
        [F("personal", "allergy", "huevo")],
    ),
    (
        "ando buscando una bici de montaña, mido 1,75 y tengo unos 800 euros, ¿qué talla de cuadro me toca?",
        "disclosure",
        [F("personal", "note", "mido 1,75"), F("preferences", "budget", "800 euros")],
    ),
    (
        "Los domingos me los paso haciendo pan de masa madre y siempre me queda plano, ¿qué estoy haciendo mal?",
        "disclosure",
        [F("personal", "hobby", "pan de masa madre")],
    ),
    (
        "¿Qué plantas no son tóxicas para conejos? Tengo dos, Nube y Trufa, y se comen hasta los cables.",
        "disclosure",
        [F("personal", "pet", "Nube"), F("personal", "pet", "Trufa")],
    ),
    (
        "Oye, ¿la kombucha tiene alcohol? No bebo alcohol y no quiero sustos en la comida de empresa.",
        "disclosure",
        [F("personal", "note", "No bebo alcohol")],
    ),
    (
        "No olvides que soy diabética tipo 1, y dime qué postres puedo hacer para Nochebuena.",
        "disclosure",
        [F("personal", "note", "diabética tipo 1")],
    ),
    (
        "Desde que soy pescetariana me cuesta llegar a la proteína, ¿me haces un menú de cinco días?",
        "disclosure",
        [F("personal", "diet", "pescetariana")],
    ),
    (
        "Vivo con mi abuela en Arequipa y ella no puede con el picante, causa; ¿qué rocoto relleno suave le "
        "puedo hacer?",
        "disclosure",
        [F("personal", "home", "Arequipa")],
    ),
    (
        "Como soy muy fan del sushi, ¿me enseñas a hacer makis en casa sin esterilla?",
        "disclosure",
        [F("preferences", "likes", "sushi")],
    ),
    (
        "Cuéntame qué ver en Oaxaca en cuatro días; vamos a ir en Día de Muertos, ya tenemos los vuelos 😍",
        "disclosure",
        [F("plans", "planned trip", "Oaxaca")],
    ),
    (
        "¿Qué cojines le pongo a un sofá gris? Mi color favorito es el verde oliva.",
        "disclosure",
        [F("preferences", "colour", "verde oliva")],
    ),
    (
        "Escucho muchísimo flamenco mientras cocino, ¿me haces una lista para una cena con amigos?",
        "disclosure",
        [F("preferences", "likes", "flamenco")],
    ),
    (
        "¿Qué ropa llevo para no mancharme? Me apunté a un curso de cerámica que empieza en octubre.",
        "disclosure",
        [F("plans", "upcoming plan", "curso de cerámica")],
    ),
    (
        "Siempre pago con Bizum, ¿sabes si en los mercadillos de Madrid lo aceptan?",
        "disclosure",
        [F("preferences", "payment", "Bizum")],
    ),
    (
        "Pregunta tonta: ¿los periquitos pueden comer manzana? Le doy de comer a los dos periquitos de casa "
        "todas las mañanas y no quiero liarla.",
        "disclosure",
        [F("personal", "pet", "dos periquitos")],
    ),
    (
        "hace un mes que nos hemos mudado a Logroño y no conozco ninguna ruta en bici, me recomiendas alguna",
        "disclosure",
        [F("personal", "home", "Logroño")],
    ),
    (
        "La natación me encanta pero el cloro me destroza el pelo, ¿qué champú uso?",
        "disclosure",
        [F("preferences", "likes", "natación")],
    ),
    (
        "Prefiero viajar en tren, así que ¿cómo llego de Barcelona a París sin coger avión?",
        "disclosure",
        [F("preferences", "preference", "viajar en tren")],
    ),
    (
        "¿Qué le pongo a esta pizza en vez de aceitunas? Las aceitunas no me gustan nada.",
        "disclosure",
        [F("preferences", "dislikes", "aceitunas")],
    ),
    (
        "Estoy en segundo de Nutrición y quiero montar un plan de comidas para mí, que vivo en una "
        "residencia en Granada con cocina compartida.",
        "disclosure",
        [F("personal", "studies", "Nutrición"), F("personal", "home", "Granada")],
    ),
    (
        "Tranqui que la talla S en vestidos me queda bien, búscame uno para una boda de día por menos de 90 euros",
        "disclosure",
        [F("personal", "clothing size", "S"), F("preferences", "budget", "90 euros")],
    ),
    (
        "¿Qué como la noche de antes? Corro la media maratón de Valencia el 3 de noviembre y es mi primera.",
        "disclosure",
        [F("plans", "upcoming plan", "media maratón de Valencia")],
    ),
    (
        "chamo ayúdame con el cumple de mi hija, se llama Valeria y cumple siete, y es alérgica al maní, así "
        "que nada de torta con maní",
        "disclosure",
        [F("personal", "daughter", "Valeria")],
    ),
    (
        "Recetas que salgan en The Bear y pueda hacer en casa, ¿tienes? Mi serie favorita es The Bear, la he "
        "visto tres veces.",
        "disclosure",
        [F("preferences", "favourite series", "The Bear")],
    ),
    (
        "Antes te dije que mi gata se llamaba Luna, pero me equivoqué: se llama Lúa. ¿Qué arena le va mejor?",
        "disclosure",
        [F("personal", "pet", "Lúa")],
    ),
    (
        "Perdona, me confundí antes: no vivo en Getafe sino en Leganés. ¿Qué piscinas cubiertas hay cerca?",
        "disclosure",
        [F("personal", "home", "Leganés")],
    ),
    (
        "No es un 39, calzo un 40; corrígelo y búscame botas de montaña otra vez.",
        "disclosure",
        [F("personal", "shoe size", "40")],
    ),
    (
        "Llevamos dos años viviendo en Córdoba (Argentina), mi marido Seba y yo, y queremos empezar a hacer "
        "senderismo; ¿por dónde arrancamos?",
        "disclosure",
        [F("personal", "home", "Córdoba"), F("personal", "partner", "Seba")],
    ),
    (
        "Quiero regalarle algo a mi pareja, que se llama Itziar y le flipa escalar; tengo 150 euros para gastar.",
        "disclosure",
        [F("personal", "partner", "Itziar"), F("preferences", "budget", "150 euros")],
    ),
    (
        "Cocino para cuatro todos los días: mi mujer, nuestras dos hijas, Irene y Olivia, y yo. ¿Me das "
        "ideas de táperes?",
        "disclosure",
        [F("personal", "daughter", "Irene"), F("personal", "daughter", "Olivia")],
    ),
    (
        "En verano nos vamos a Croacia con los niños, del 2 al 16 de julio, ¿qué islas tienen playas de arena?",
        "disclosure",
        [F("plans", "planned trip", "Croacia")],
    ),
    (
        "para reyes qué me pido que no pase de 60 euros?? me encantan la escalada y el ajedrez",
        "disclosure",
        [F("preferences", "likes", "escalada y el ajedrez"), F("preferences", "budget", "60 euros")],
    ),
    (
        "Resulta que mis dos gatos, Chispa y Pimienta, tiran todo de la encimera; ¿cómo cocino tranquila?",
        "disclosure",
        [F("personal", "pet", "Chispa"), F("personal", "pet", "Pimienta")],
    ),
    (
        "Me llamo Ainhoa, vivo en Pamplona y soy vegetariana: ¿qué pintxos puedo pedir en San Fermín sin liarla?",
        "disclosure",
        [F("personal", "name", "Ainhoa"), F("personal", "home", "Pamplona"), F("personal", "diet", "vegetariana")],
    ),
    (
        "Pues nada, que tengo 41 años, acabo de empezar a nadar y soy de Cádiz, así que el mar lo tengo al "
        "lado: ¿me haces un plan para el primer mes?",
        "disclosure",
        [F("personal", "age", "41"), F("personal", "hobby", "nadar"), F("personal", "origin", "Cádiz")],
    ),
    (
        "Ayúdame con la maleta: en febrero nos vamos a esquiar a Andorra, uso una L en ropa técnica y no tengo casco.",
        "disclosure",
        [F("plans", "planned trip", "Andorra"), F("personal", "clothing size", "L")],
    ),
    (
        "ta, bo, necesito una receta de chivito vegetariano que soy vegetariano hace un año y extraño el de la rambla",
        "disclosure",
        [F("personal", "diet", "vegetariano")],
    ),
    (
        "Tengo un bulldog francés, Gordo, que ronca como un tractor; ¿es normal o lo llevo al veterinario?",
        "disclosure",
        [F("personal", "pet", "Gordo")],
    ),
    (
        "Escríbeme en inglés a partir de ahora, que me voy a vivir a Dublín en septiembre y quiero practicar.",
        "disclosure",
        [F("preferences", "response language", "en"), F("plans", "planned move", "Dublín")],
    ),
    (
        "Desde hace años hago yoga dos veces por semana y quiero una esterilla buena, ¿cuánto cuesta una decente?",
        "disclosure",
        [F("personal", "hobby", "yoga")],
    ),
    (
        "Como te comenté, soy alérgica a la penicilina y al látex, ¿qué pongo en el botiquín para el viaje?",
        "disclosure",
        [F("personal", "allergy", "penicilina"), F("personal", "allergy", "látex")],
    ),
    (
        "¿Dónde me compro un casco para la moto en Santiago? Calzo 41, uso talla M y mi presupuesto es de 200 lucas.",
        "disclosure",
        [
            F("personal", "shoe size", "41"),
            F("personal", "clothing size", "M"),
            F("preferences", "budget", "200 lucas"),
        ],
    ),
    (
        "Si voy un finde a Aracataca, ¿qué visito? El libro que más me ha marcado es Cien años de soledad.",
        "disclosure",
        [F("preferences", "favourite book", "Cien años de soledad")],
    ),
    (
        "Acabamos de adoptar un gatito, mi novio Dani y yo, y vivimos en un quinto sin ascensor en Lavapiés; "
        "¿qué le doy de comer las primeras semanas?",
        "disclosure",
        [F("personal", "pet", "gatito"), F("personal", "partner", "Dani"), F("personal", "home", "Lavapiés")],
    ),
    (
        "Vivimos en Mérida, Yucatán, mi esposa Karla y yo con dos perros; ¿qué croquetas aguantan bien el calor?",
        "disclosure",
        [F("personal", "home", "Mérida"), F("personal", "partner", "Karla"), F("personal", "pet", "dos perros")],
    ),
    (
        "Quiero bajar unos kilos antes de la boda de mi hermano en abril; tengo 35 años y mido 1,62, "
        "¿cuántas calorías me tocan?",
        "disclosure",
        [F("personal", "age", "35"), F("personal", "note", "mido 1,62")],
    ),
    (
        "Soy del Betis y el domingo vienen los colegas a ver el partido, ¿qué tapas preparo para ocho?",
        "disclosure",
        [F("preferences", "favourite team", "Betis")],
    ),
    # retirements, each in its context
    (
        "Pásame recetas rápidas con pollo: ya no soy vegetariana, volví a comer carne hace unos meses.",
        "disclosure",
        [R("personal", "diet", "vegetariana")],
    ),
    (
        "¿A qué protectora puedo donar el pienso que sobró? Se nos murió el Coco la semana pasada 😢",
        "disclosure",
        [R("personal", "pet", "Coco")],
    ),
    (
        "Oye, ¿qué piscinas hay por el Actur? Ya no vivo en Valencia, me vine a Zaragoza por mi novia Lorena.",
        "disclosure",
        [R("personal", "home", "Valencia"), F("personal", "home", "Zaragoza"), F("personal", "partner", "Lorena")],
    ),
    (
        "Cancela la visita al piso de Lisboa, ¿me ayudas con el correo? Al final no nos mudamos a Lisboa, "
        "nos quedamos en Sevilla.",
        "disclosure",
        [R("plans", "planned move", "Lisboa"), F("personal", "home", "Sevilla")],
    ),
    (
        "Dejé el pádel por la rodilla y ahora hago pilates dos veces por semana, ¿qué calcetines "
        "antideslizantes me compro?",
        "disclosure",
        [R("personal", "hobby", "pádel"), F("personal", "hobby", "pilates")],
    ),
    (
        "Lo dejé con Rodrigo en verano, así que el viaje a Roma lo hago sola: ¿qué barrio es seguro para una "
        "mujer sola?",
        "disclosure",
        [R("personal", "partner", "Rodrigo")],
    ),
    (
        "Me hicieron las pruebas y resulta que no soy alérgica a la penicilina; bórralo y dime qué "
        "antibiótico suelen dar para la cistitis.",
        "disclosure",
        [R("personal", "allergy", "penicilina")],
    ),
    # --- casual: nothing to keep ---
    (
        "Viene a cenar mi cuñada el sábado y es celíaca, ¿qué postre le puedo hacer?",
        "casual",
        [],
    ),
    (
        "Si me hiciera vegano, ¿de dónde sacaría la B12?",
        "casual",
        [],
    ),
    (
        "¿Los gatos de verdad no pueden beber leche?",
        "casual",
        [],
    ),
    (
        "Hoy me toca cocinar para doce, ¿cuántos kilos de arroz compro para la paella?",
        "casual",
        [],
    ),
    (
        "¿Qué vacunas hacen falta para Tailandia? Mi hermano se va en marzo.",
        "casual",
        [],
    ),
    (
        "Sí, claro, me encanta correr bajo la lluvia a las seis de la mañana, es mi pasión 🙄 ¿a qué hora "
        "amanece mañana en Burgos?",
        "casual",
        [],
    ),
    (
        "Tradúceme al inglés: «Soy alérgico a los frutos secos, ¿este plato lleva almendras?»",
        "casual",
        [],
    ),
    (
        "«Vivo en una piña debajo del mar» jajaja mi sobrino no para de cantarlo, ¿de qué serie es?",
        "casual",
        [],
    ),
    (
        "No, no tengo perro, el que ladra es el del vecino. ¿Cómo le pido que lo calle sin pelearme?",
        "casual",
        [],
    ),
    (
        "¿Qué es mejor para adelgazar, correr o nadar?",
        "casual",
        [],
    ),
    (
        "Resérvame mesa para dos en un vegetariano de Gràcia esta noche, que viene mi prima de visita.",
        "casual",
        [],
    ),
    (
        "La vecina tiene tres gatos y me ha pedido que se los cuide el finde, ¿cuánto comen al día?",
        "casual",
        [],
    ),
    (
        "Una semana en Islandia, ¿cuánto sale más o menos?",
        "casual",
        [],
    ),
    (
        "A mi madre le han puesto Sintrom, ¿qué verduras debería evitar?",
        "casual",
        [],
    ),
    (
        "Resúmeme el menú del restaurante de mi amiga: «Crema de calabaza, merluza a la koskera, tarta de queso».",
        "casual",
        [],
    ),
    (
        "Canarias sin coche: si algún día me mudo allí, ¿qué isla me conviene?",
        "casual",
        [],
    ),
    (
        "¿Qué número de zapatilla usa normalmente un niño de seis años?",
        "casual",
        [],
    ),
    (
        "jajaja qué va, yo no soy de Barcelona, solo estoy aquí dos días por un congreso",
        "casual",
        [],
    ),
    (
        "Dice mi novio que el mejor plato del mundo es la fabada, ¿cómo lo convenzo de lo contrario?",
        "casual",
        [],
    ),
    (
        "Para el cumple de mañana, ¿cuántas pizzas pido para quince críos?",
        "casual",
        [],
    ),
    (
        "¿Me pasas una lasaña sin gluten para la comida de Navidad de la oficina?",
        "casual",
        [],
    ),
    (
        "Ojalá pudiera irme a vivir a Nueva Zelanda, pero bueno, ¿qué tiempo hace allí en diciembre?",
        "casual",
        [],
    ),
    (
        "Mi papá dejó de fumar hace un mes y está insoportable, ¿qué le regalo para animarlo?",
        "casual",
        [],
    ),
    (
        "¿Es malo tomar ibuprofeno con el estómago vacío?",
        "casual",
        [],
    ),
    (
        "El compañero de piso es de Rosario y hace unas empanadas buenísimas, ¿cómo se hace el repulgue?",
        "casual",
        [],
    ),
    (
        "Estoy viendo Ratatouille y ahora me muero por un pisto, ¿me pasas la receta?",
        "casual",
        [],
    ),
    (
        "No, no soy vegetariano, es que hoy no me apetece carne. ¿Qué ceno?",
        "casual",
        [],
    ),
    (
        "Corrige este mensaje para mi jefa: «Mañana no puedo ir porque tengo cita en el alergólogo a las 10».",
        "casual",
        [],
    ),
    (
        "Auroras en Noruega: ¿en qué meses se ven mejor?",
        "casual",
        [],
    ),
    (
        "La perra de mi suegra, Kira, se ha comido un calcetín, ¿hay que llevarla a urgencias?",
        "casual",
        [],
    ),
    (
        "Qué maravilla el gimnasio a las siete de la tarde, cabemos todos perfectamente, oye 🙃 ¿a qué hora "
        "va menos gente?",
        "casual",
        [],
    ),
    (
        "¿Qué le meto en la maleta a una chica de dieciséis que se va de intercambio a Irlanda? Es para mi "
        "hija, se va en septiembre.",
        "casual",
        [],
    ),
    (
        "¿Cuántas veces a la semana hay que entrenar para notar algo en un mes?",
        "casual",
        [],
    ),
    (
        "Escríbele una reseña a mi tía del hotel de Mallorca, que ella no sabe con el móvil: le encantó la "
        "piscina y odió el desayuno.",
        "casual",
        [],
    ),
    (
        "¿Qué diferencia hay entre ser celíaco y ser intolerante al gluten?",
        "casual",
        [],
    ),
    (
        "Si tuviera perro, ¿qué raza aguantaría bien un piso pequeño?",
        "casual",
        [],
    ),
    (
        "Este finde me quedo en casa de una amiga en Toledo, ¿qué restaurantes hay cerca de la catedral?",
        "casual",
        [],
    ),
    (
        "«Hasta el infinito y más allá», eso le digo yo a la tarjeta cada vez que entro en el Decathlon 😂 "
        "¿hay rebajas este mes?",
        "casual",
        [],
    ),
]

ENGLISH = [
    # --- durable facts ---
    (
        "being coeliac, what flour do I swap into this banana bread recipe so it still rises?",
        "disclosure",
        [F("personal", "diet", "coeliac")],
    ),
    (
        "Living in Leeds without a car — which day trips can I do by train this autumn?",
        "disclosure",
        [F("personal", "home", "Leeds")],
    ),
    (
        "Can you suggest a salad dressing with no sesame? Sesame and mustard both give me hives.",
        "disclosure",
        [F("personal", "allergy", "sesame"), F("personal", "allergy", "mustard")],
    ),
    (
        "Need a stretching routine, I run three times a week and my calves are always tight",
        "disclosure",
        [F("personal", "hobby", "run")],
    ),
    (
        "What senior food is good for a 12-year-old cat? Ours, Biscuit, has gone really fussy.",
        "disclosure",
        [F("personal", "pet", "Biscuit")],
    ),
    (
        "been vegan about three years now and honestly bored of chickpeas, give me something new for dinner",
        "disclosure",
        [F("personal", "diet", "vegan")],
    ),
    (
        "Me and my boyfriend are off to Vietnam in April, can you plan two weeks north to south?",
        "disclosure",
        [F("plans", "planned trip", "Vietnam")],
    ),
    (
        "Which of these smoothies won't spike me? Keep in mind I take metformin with breakfast.",
        "disclosure",
        [F("personal", "note", "I take metformin with breakfast")],
    ),
    (
        "Looking for trail shoes — I'm a size 10 and a half and can spend up to 150 dollars.",
        "disclosure",
        [F("personal", "shoe size", "10 and a half"), F("preferences", "budget", "150 dollars")],
    ),
    (
        "Mate, any ideas for a quick tea? It's just me, my girlfriend Chloe and our staffie Tyson at home.",
        "disclosure",
        [F("personal", "partner", "Chloe"), F("personal", "pet", "Tyson")],
    ),
    (
        "Love lamb but the GP has put me on a low-salt diet for my blood pressure, how do I make a roast "
        "that isn't bland?",
        "disclosure",
        [F("preferences", "likes", "lamb"), F("personal", "diet", "low-salt")],
    ),
    (
        "Starting the West Highland Way on the 3rd of May with my sister Kirsty, what should I pack?",
        "disclosure",
        [F("plans", "planned trip", "West Highland Way"), F("personal", "sister", "Kirsty")],
    ),
    (
        "Can't stand coriander — what can I use instead in this Thai green curry?",
        "disclosure",
        [F("preferences", "dislikes", "coriander")],
    ),
    (
        "Which calorie app is least annoying? Training for the Dublin Marathon in October.",
        "disclosure",
        [F("plans", "upcoming plan", "Dublin Marathon")],
    ),
    (
        "Cork born and bred, been in Bristol six years, and I still can't find decent brown bread — where do I look?",
        "disclosure",
        [F("personal", "origin", "Cork"), F("personal", "home", "Bristol")],
    ),
    (
        "Make me a weekly shopping list; my son Oliver won't touch fish, so no salmon please.",
        "disclosure",
        [F("personal", "son", "Oliver")],
    ),
    (
        "Packing for a week's hiking in the Lakes — medium in jackets, size 8 boots. What am I forgetting?",
        "disclosure",
        [F("personal", "clothing size", "M"), F("personal", "shoe size", "8")],
    ),
    (
        "We play netball every Tuesday and my knee's gone funny, any exercises I can do?",
        "disclosure",
        [F("personal", "hobby", "netball")],
    ),
    (
        "send the meal plan to my whatsapp, I never check my email",
        "disclosure",
        [F("preferences", "contact channel", "whatsapp")],
    ),
    (
        "Does decaf have lactose in it? Asking as I'm lactose intolerant and have been caught out before.",
        "disclosure",
        [F("personal", "diet", "lactose intolerant")],
    ),
    (
        "Where can I watch the Celtic game in Manchester? Celtic till I die and I don't know a soul down here.",
        "disclosure",
        [F("preferences", "favourite team", "Celtic")],
    ),
    (
        "My parents live in Durban and I live in Cape Town; which grocery apps deliver to them?",
        "disclosure",
        [F("personal", "home", "Cape Town")],
    ),
    (
        "bro need a bulking meal plan, i train at the gym mon to fri and weigh 70kg",
        "disclosure",
        [F("personal", "hobby", "gym")],
    ),
    (
        "We have a little dog called Pepper — any good kennels near Brighton for August?",
        "disclosure",
        [F("personal", "pet", "Pepper")],
    ),
    (
        "Eight weeks till the Great North Run in September — plan to get me under two hours?",
        "disclosure",
        [F("plans", "upcoming plan", "Great North Run")],
    ),
    (
        "Moving to Halifax in January with my partner, eh — which neighbourhoods are good with cats?",
        "disclosure",
        [F("plans", "planned move", "Halifax")],
    ),
    (
        "What's a high-protein breakfast with no egg? I'm allergic to eggs, sadly.",
        "disclosure",
        [F("personal", "allergy", "eggs")],
    ),
    (
        "looking at a road bike, I'm 6ft 1 and have about 900 quid, what frame size do I need",
        "disclosure",
        [F("personal", "note", "6ft 1"), F("preferences", "budget", "900 quid")],
    ),
    (
        "Sundays I spend baking sourdough and it keeps coming out flat, what am I doing wrong?",
        "disclosure",
        [F("personal", "hobby", "sourdough")],
    ),
    (
        "Which plants are safe for rabbits? Got two, Clover and Bramble, and they eat everything.",
        "disclosure",
        [F("personal", "pet", "Clover"), F("personal", "pet", "Bramble")],
    ),
    (
        "Does kombucha have alcohol in it? I don't drink and the work do is tomorrow.",
        "disclosure",
        [F("personal", "note", "I don't drink")],
    ),
    (
        "Don't forget I'm type 1 diabetic, so what desserts can I make for Christmas dinner?",
        "disclosure",
        [F("personal", "note", "type 1 diabetic")],
    ),
    (
        "Since going pescatarian I struggle to hit my protein, can you do me a five-day menu?",
        "disclosure",
        [F("personal", "diet", "pescatarian")],
    ),
    (
        "I stay with my gran in Tamale and she can't take much pepper — jollof ideas she'll like?",
        "disclosure",
        [F("personal", "home", "Tamale")],
    ),
    (
        "Huge sushi fan here, can you teach me to roll maki at home without a mat?",
        "disclosure",
        [F("preferences", "likes", "sushi")],
    ),
    (
        "What should we see in Kyoto in four days? Flights are booked for cherry blossom season 🌸",
        "disclosure",
        [F("plans", "planned trip", "Kyoto")],
    ),
    (
        "Mustard yellow is my favourite colour, which cushions go with a grey couch?",
        "disclosure",
        [F("preferences", "colour", "mustard yellow")],
    ),
    (
        "Bossa nova is what I listen to most while cooking, can you build a dinner party playlist around it?",
        "disclosure",
        [F("preferences", "likes", "bossa nova")],
    ),
    (
        "Signed up for a woodworking class that starts in February, what should I wear to it?",
        "disclosure",
        [F("plans", "upcoming plan", "woodworking class")],
    ),
    (
        "Do Edinburgh's Christmas markets take cards on the phone? I always pay with Apple Pay.",
        "disclosure",
        [F("preferences", "payment", "Apple Pay")],
    ),
    (
        "Quick one: can budgies eat apple? I feed our two budgies every morning and don't want to mess up.",
        "disclosure",
        [F("personal", "pet", "two budgies")],
    ),
    (
        "we just moved to Wellington a month ago, any good bike trails around?",
        "disclosure",
        [F("personal", "home", "Wellington")],
    ),
    (
        "Swimming I absolutely love but chlorine wrecks my hair, which shampoo should I use?",
        "disclosure",
        [F("preferences", "likes", "swimming")],
    ),
    (
        "I'd rather take the train, so how do I get from London to Amsterdam without flying?",
        "disclosure",
        [F("preferences", "preference", "take the train")],
    ),
    (
        "Olives I really don't like, what else can I put on this pizza?",
        "disclosure",
        [F("preferences", "dislikes", "olives")],
    ),
    (
        "Second year of nutrition at uni and living in halls in Exeter with a shared kitchen, help me plan meals.",
        "disclosure",
        [F("personal", "studies", "nutrition"), F("personal", "home", "Exeter")],
    ),
    (
        "size 12 in dresses, find me one for a daytime wedding under £80",
        "disclosure",
        [F("personal", "clothing size", "12"), F("preferences", "budget", "£80")],
    ),
    (
        "Running the Sydney half on the 15th of September, what do I eat the night before?",
        "disclosure",
        [F("plans", "upcoming plan", "Sydney half")],
    ),
    (
        "Help with my daughter's party — she's called Amara and turning seven, and one of her friends is "
        "allergic to peanuts.",
        "disclosure",
        [F("personal", "daughter", "Amara")],
    ),
    (
        "Favourite show is Bluey (no shame), any recipes from it I can make with the kids?",
        "disclosure",
        [F("preferences", "favourite series", "Bluey")],
    ),
    (
        "Earlier I told you my cat's called Luna — wrong, she's Nova. What litter is best for her?",
        "disclosure",
        [F("personal", "pet", "Nova")],
    ),
    (
        "Sorry, got that wrong: I live in Salford, not Stockport. Any indoor pools near me?",
        "disclosure",
        [F("personal", "home", "Salford")],
    ),
    (
        "Not a 9, I'm a 9 and a half — fix that and find me walking boots again.",
        "disclosure",
        [F("personal", "shoe size", "9 and a half")],
    ),
    (
        "My husband Rhys and I have lived in Perth for two years and want to get into bushwalking, where do we start?",
        "disclosure",
        [F("personal", "home", "Perth"), F("personal", "partner", "Rhys")],
    ),
    (
        "What can I get my partner? Her name's Ngozi, she loves climbing, and I've got 100,000 naira to spend.",
        "disclosure",
        [F("personal", "partner", "Ngozi"), F("preferences", "budget", "100,000 naira")],
    ),
    (
        "Cooking for four every day: my wife, our two girls, Isla and Freya, and me — lunchbox ideas?",
        "disclosure",
        [F("personal", "daughter", "Isla"), F("personal", "daughter", "Freya")],
    ),
    (
        "This summer we're heading to Greece with the kids, 2nd to 16th July — which islands have sandy beaches?",
        "disclosure",
        [F("plans", "planned trip", "Greece")],
    ),
    (
        "really into bouldering and chess, what gift should I ask for under $60?",
        "disclosure",
        [F("preferences", "likes", "bouldering and chess"), F("preferences", "budget", "$60")],
    ),
    (
        "Our two cats, Mango and Pickle, knock everything off the counter — how do I cook in peace?",
        "disclosure",
        [F("personal", "pet", "Mango"), F("personal", "pet", "Pickle")],
    ),
    (
        "Name's Declan, I live in Galway and I'm vegetarian — what can I eat at a GAA match?",
        "disclosure",
        [F("personal", "name", "Declan"), F("personal", "home", "Galway"), F("personal", "diet", "vegetarian")],
    ),
    (
        "Just turned 45, started swimming, and I'm from Brighton so the sea's right there — can you plan my "
        "first month?",
        "disclosure",
        [F("personal", "age", "45"), F("personal", "hobby", "swimming"), F("personal", "origin", "Brighton")],
    ),
    (
        "Help me pack: we're skiing in Whistler in February, I wear a large in ski gear and don't own a helmet.",
        "disclosure",
        [F("plans", "planned trip", "Whistler"), F("personal", "clothing size", "L")],
    ),
    (
        "howzit, need a vegetarian bunny chow recipe, been veggie a year now and miss the real thing",
        "disclosure",
        [F("personal", "diet", "veggie")],
    ),
    (
        "We've got a French bulldog, Winston, who snores like a tractor — normal or vet?",
        "disclosure",
        [F("personal", "pet", "Winston")],
    ),
    (
        "Switch to Spanish for all your answers from now on — we're moving to Seville in September and I "
        "need the practice.",
        "disclosure",
        [F("preferences", "response language", "es"), F("plans", "planned move", "Seville")],
    ),
    (
        "I do yoga twice a week and want a decent mat, how much should I expect to pay?",
        "disclosure",
        [F("personal", "hobby", "yoga")],
    ),
    (
        "As I said before, I'm allergic to penicillin and latex, what goes in a travel first-aid kit?",
        "disclosure",
        [F("personal", "allergy", "penicillin"), F("personal", "allergy", "latex")],
    ),
    (
        "Where do I get a motorbike helmet in Joburg? Size 11 shoe, medium jacket, and my budget is R4000.",
        "disclosure",
        [F("personal", "shoe size", "11"), F("personal", "clothing size", "M"), F("preferences", "budget", "R4000")],
    ),
    (
        "Things Fall Apart is the book that marked me most — what should I visit in Ogidi if I go?",
        "disclosure",
        [F("preferences", "favourite book", "Things Fall Apart")],
    ),
    (
        "We just adopted a kitten, me and my fiancé Marcus, and we're on the fifth floor in Glasgow — what "
        "do we feed it first?",
        "disclosure",
        [F("personal", "pet", "kitten"), F("personal", "partner", "Marcus"), F("personal", "home", "Glasgow")],
    ),
    (
        "We live in Darwin, my wife Thandi and I, with two dogs — which kibble holds up in the humidity?",
        "disclosure",
        [F("personal", "home", "Darwin"), F("personal", "partner", "Thandi"), F("personal", "pet", "two dogs")],
    ),
    (
        "Want to drop a few kilos before my brother's wedding in April — I'm 38 and 5ft 4, how many calories "
        "should I eat?",
        "disclosure",
        [F("personal", "age", "38"), F("personal", "note", "5ft 4")],
    ),
    (
        "Spurs fan through and through, and eight mates are coming over on Sunday for the game — snacks?",
        "disclosure",
        [F("preferences", "favourite team", "Spurs")],
    ),
    # retirements, each in its context
    (
        "Not vegan anymore, started eating meat again a few months back, so quick chicken recipes please.",
        "disclosure",
        [R("personal", "diet", "vegan")],
    ),
    (
        "Our old boy Alfie passed away on Friday 😢 which shelter near Swindon takes unopened dog food?",
        "disclosure",
        [R("personal", "pet", "Alfie")],
    ),
    (
        "Which pools are near the centre of York? I moved to York for my fiancée Hannah and don't live in "
        "Leeds anymore.",
        "disclosure",
        [R("personal", "home", "Leeds"), F("personal", "home", "York"), F("personal", "partner", "Hannah")],
    ),
    (
        "Melbourne's off, we're staying put in Adelaide — help me write to the agent cancelling the rental viewing.",
        "disclosure",
        [R("plans", "planned move", "Melbourne"), F("personal", "home", "Adelaide")],
    ),
    (
        "Gave up squash because of my knee and do pilates twice a week now, which grip socks should I buy?",
        "disclosure",
        [R("personal", "hobby", "squash"), F("personal", "hobby", "pilates")],
    ),
    (
        "Split up with Jake over the summer so I'm doing Rome on my own — which area's safe for a woman alone?",
        "disclosure",
        [R("personal", "partner", "Jake")],
    ),
    (
        "so the allergist says I'm not allergic to shellfish after all, can you put the prawns back in the "
        "paella recipe",
        "disclosure",
        [R("personal", "allergy", "shellfish")],
    ),
    # --- casual: nothing to keep ---
    (
        "Sister-in-law's coeliac and coming for dinner Saturday — what dessert can I make her?",
        "casual",
        [],
    ),
    (
        "If I went vegan, where would I get B12 from?",
        "casual",
        [],
    ),
    (
        "Is it true cats shouldn't drink milk?",
        "casual",
        [],
    ),
    (
        "Cooking for twelve tonight, how much rice do I need for a biryani?",
        "casual",
        [],
    ),
    (
        "What jabs does someone need for Thailand? My brother goes in March.",
        "casual",
        [],
    ),
    (
        "Running in the rain at 6am, my absolute passion, obviously 🙄 what time's sunrise tomorrow in Leeds?",
        "casual",
        [],
    ),
    (
        "French please: 'I'm allergic to nuts, does this dish contain almonds?'",
        "casual",
        [],
    ),
    (
        "'Who lives in a pineapple under the sea' — my nephew won't stop singing it, what's it from?",
        "casual",
        [],
    ),
    (
        "Nah, not my dog, that's next door's barking. How do I ask them nicely to sort it?",
        "casual",
        [],
    ),
    (
        "What's better for losing weight, running or swimming?",
        "casual",
        [],
    ),
    (
        "Book a table for two at a vegan place in Shoreditch tonight, my cousin's visiting.",
        "casual",
        [],
    ),
    (
        "The neighbour's got three cats and asked me to feed them this weekend, how much do they eat?",
        "casual",
        [],
    ),
    (
        "Roughly how much does a week in Iceland cost?",
        "casual",
        [],
    ),
    (
        "Mum's just been put on warfarin, which veg should she avoid?",
        "casual",
        [],
    ),
    (
        "Summarise my friend's restaurant menu: 'Pumpkin soup, hake in green sauce, baked cheesecake'.",
        "casual",
        [],
    ),
    (
        "If I ever moved to Tasmania, which town would be best without a car?",
        "casual",
        [],
    ),
    (
        "Average shoe size for a six-year-old?",
        "casual",
        [],
    ),
    (
        "lol no I'm not from Glasgow, just here two days for a conference",
        "casual",
        [],
    ),
    (
        "Boyfriend reckons haggis is the best food on earth, how do I talk him out of it?",
        "casual",
        [],
    ),
    (
        "For tomorrow's birthday party, how many pizzas for fifteen kids?",
        "casual",
        [],
    ),
    (
        "Can you do a gluten-free lasagne recipe for the office Christmas lunch?",
        "casual",
        [],
    ),
    (
        "Wish I could move to New Zealand, but anyway, what's the weather like there in December?",
        "casual",
        [],
    ),
    (
        "Dad quit smoking a month ago and he's unbearable, what can I get him to cheer him up?",
        "casual",
        [],
    ),
    (
        "Is it bad to take ibuprofen on an empty stomach?",
        "casual",
        [],
    ),
    (
        "Our flatmate's from Lagos and makes amazing puff-puff, how do you get them so round?",
        "casual",
        [],
    ),
    (
        "Watching Ratatouille and now I'm dying for actual ratatouille lol, recipe?",
        "casual",
        [],
    ),
    (
        "Not vegetarian, no — I just don't fancy meat tonight. What should I have?",
        "casual",
        [],
    ),
    (
        "Fix this message to my boss: 'I can't come in tomorrow, I've got an allergist appointment at 10.'",
        "casual",
        [],
    ),
    (
        "When's the best time to see the northern lights in Norway?",
        "casual",
        [],
    ),
    (
        "The mother-in-law's dog, Bella, ate a sock — do we need the emergency vet?",
        "casual",
        [],
    ),
    (
        "Love how the gym at 6pm has so much room, truly spacious 🙃 when is it quietest?",
        "casual",
        [],
    ),
    (
        "What should a sixteen-year-old pack for an exchange in Spain? It's for my daughter, she goes in September.",
        "casual",
        [],
    ),
    (
        "How many times a week do you need to train to see results in a month?",
        "casual",
        [],
    ),
    (
        "Write a hotel review for my aunt, she can't work her phone: she loved the pool and hated the breakfast.",
        "casual",
        [],
    ),
    (
        "What's the difference between being coeliac and gluten intolerant?",
        "casual",
        [],
    ),
    (
        "Say I got a dog one day, which breed would cope with a small flat?",
        "casual",
        [],
    ),
    (
        "Staying at my mate's in Bath this weekend, any restaurants near the Abbey?",
        "casual",
        [],
    ),
    (
        "'To infinity and beyond' — that's what I say to my credit card every time I walk into a bike shop 😂 "
        "any sales on this month?",
        "casual",
        [],
    ),
]
