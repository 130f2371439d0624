"""A thirty-ninth batch of natural lines, written blind by a helper session (a language model) started from a
session of the project: its author read neither the extraction rules (nothing under facts/, memory/ or
conversations/) nor the lines used to tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py,
blind.py) nor their tests nor docs/benchmarks.md nor the sections "Fields and short lists" and "Limits" of
docs/facts.md nor the earlier batches' sentences. It read only the label helpers (labels.py), natural.py (the
scoring note and how batches are registered), the opening of docs/facts.md with its key table and the paragraphs
under it up to the standing instructions, its sections on plans and on values, the docstring and the first fifteen
lines after it of the thirty-eighth batch for the file format, and the names of the domains, keys and retirement
flags the held-out batches already label, with their counts (printed by a snippet, names and counts only, no line).
A snippet that prints only this batch's lines checked each line's opening five words against every other file of the
repository (case folded, whitespace joined, and against the joined string constants of its Python files): fourteen
openings were found elsewhere, and two of their rewordings at the second check, and those lines were reworded until
none was (none at the third check; three lines reworded after it, one that had lost its place name and two that
counted children with no label for the count, were found nowhere at a last check). Nothing was run against the
extractor, the benchmarks or the tests.

Its theme is places in a life, told while the user asks an assistant for something else (a bike shop, a pediatrician,
a school, a train or a bus, a gym, flights, a packing list, a vet, a recipe from home, a parcel for a mother, a tax
form): where the user lives now, as a city, a town, a neighbourhood with its city or an island (Valladolid, Mérida,
Gràcia in Barcelona, Ruzafa in Valencia, Laureles in Medellín, Ñuñoa, el Albaicín, La Laguna, La Palma, Ibiza,
Corralejo, zapopan, cali, Tokio, Galway, Leith, Shoreditch, Walthamstow, Morningside, Anglesey, Waiheke, Maleny,
Tofino, Alice Springs, Wollongong, brooklyn), where the user comes from, said the way people say it (un pueblo de
Jaén, chilango, rosarina, paisa, limeña, cusqueña, asturiana, sanjuanina, Pucelana, regio de Monterrey, Vallecas,
nariño; Cork born and bred, a Scouser, a Geordie, a Brummie, a Yorkshire lass, a Dubliner, Joburg girl, Naija boy,
Texan, Nova Scotian, a Kiwi from Dunedin, Essex born and bred, a small town in ohio), moves done (Huesca,
Gijón, Almería, Girona, Benidorm, Viña del Mar, Ballarat, Margate, Limerick, Abuja, Cebu, Napier), moves planned with
a time (`planned move`: Oporto, Dublín, Quito, Madrid, Mendoza, Bolonia, Puebla, Valencia; Hobart, Madrid, sheffield,
Berlin, Nairobi, Dundee, Truro), trips booked or planned with a time (`planned trip`: Buenos Aires, Japón, Nueva York,
Asturias, Grecia, Perú, Cancún, Galicia, Tenerife; Lisbon, Toronto, Dublin, Tokyo, Mexico City, Marrakech, Crete,
Wanaka, Cambodia, Perth, New York, Cape Town, Thailand, Tallinn), commutes with the place of work (the hospital de
Cruces, Iberdrola, Decathlon, Amazon, Croydon council, the Royal Infirmary), languages spoken beside the answer
language wanted (`en`, `es`), and beside them names, ages, partners, children, siblings, pets (Lola and Bimba, tres
gatos, Pancho, Maqui; two kelpies, Red, 2 cats), jobs (enfermera, camarero, profe de lengua; nurse, graphic
designer), a budget (80 euros; £200, £700 a month) and a team (the Rayo). Corrections of an earlier home: Alcorcón
to Móstoles, Santander to Torrelavega, Tenerife to Las Palmas; Leeds to Leicester, Swansea to Swindon; and of a
planned move, Tring to Truro.

Retirements, each told in its context: in Spanish a move called off (Lisboa, with the home kept, Sevilla; Canadá,
after a visa refused), a trip cancelled (Cuba, with a weekend in Cantabria asked for instead; Marruecos, after a
broken leg; Roma, after a trial set for that month) and a home left (Málaga, with Almería; Oviedo, with Gijón); in
English a move called off (Canada, for a mother's health; Brisbane, with the home kept, Sydney), a trip cancelled
(Bali, for leave refused; the Cotswolds, with the home, Cheltenham; Iceland, by the airline) and a home left (London,
with Margate; Dubai, with Limerick). The register is the Spanish of Spain, Mexico, Argentina, Chile, Colombia, Peru,
Venezuela, Uruguay and Ecuador ("curro", "críos", "finde", "po", "cacho", "micros", "polola",
"quiltro", "parce", "bo", "che", "camion", "plata", "porfa") and the English of England, Scotland, Wales, Ireland,
Northern Ireland, the US, Canada, Australia, New Zealand, Nigeria, Ghana, South Africa and Zimbabwe ("missus",
"mate", "lass", "howzit", "what's the go", "removalists", "GP", "hen do", "Naija", "lola", "babcia"), some
lines lowercase, without accents or punctuation, or with emoji.

In Spanish 80 lines state something durable about the user (29 of them two to four facts, 120 labels with 7
retirements in 7 lines) and 38 state nothing to keep; in English 80 (29 with two to four, 122 labels with 7
retirements in 7 lines) and 38. The casual lines look like the fact lines: other people's homes, origins and moves
(a sister in Copenhagen or Lisbon, in-laws in Albacete or Aberdeen, a neighbour from Lugo or Cork, a cousin from
Guadalajara or Texas, a boss moved to Lisbon or flying to Chicago, a colleague off to Australia or Singapore, a son's
exchange, a daughter's gap year, a grandmother's and a grandfather's emigration), hypotheticals (moving to the
Canaries, Portugal, Spain, the Maldives, retiring to Málaga or Lisbon), questions about places in general (the
cheapest city, languages in Switzerland and India, Bogotá's cold, Johannesburg's snow, Montevideo or Melbourne,
citizenship, residence, tourist visas), one-off errands (directions for today, a table tonight, lunch with clients,
a pharmacy or coffee while passing through), sarcasm (Mordor's climate, the Periférico, the rain, the M25), a film's
or a song's places (La casa de papel, Volver, Mediterráneo, Notting Hill, Penny Lane, the Shire), a task's material
(a line to translate, a friend's itinerary, a child's essay, a pronunciation) and simple denials that say no place
of origin (not from here, just visiting; not from Madrid, not a Londoner, working here this week)."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Desde que me vine a Valladolid no he encontrado un taller de bicis decente, ¿me buscas alguno cerca de la "
        "Plaza Mayor?",
        "disclosure",
        [F("personal", "home", "Valladolid")],
    ),
    (
        "Nacida en un pueblo de Jaén, y este año no bajo en Navidad; ¿qué le puedo mandar a mi madre por mensajería "
        "que llegue bien?",
        "disclosure",
        [F("personal", "origin", "Jaén")],
    ),
    (
        "Chilango de toda la vida pero desde enero vivo en Mérida con mi esposa, Fer, ¿me ayudas a encontrar un "
        "pediatra por la zona norte?",
        "disclosure",
        [F("personal", "origin", "chilango"), F("personal", "home", "Mérida"), F("personal", "partner", "Fer")],
    ),
    (
        "Con los críos y todo, en marzo nos vamos a vivir a Oporto; ¿cómo funciona allí la matrícula del colegio "
        "público?",
        "disclosure",
        [F("plans", "planned move", "Oporto")],
    ),
    (
        "Vivimos en Gràcia, en Barcelona, y con el bebé el piso se nos ha quedado pequeño. ¿Qué barrios cercanos "
        "tienen alquileres más asequibles?",
        "disclosure",
        [F("personal", "home", "Gràcia, Barcelona")],
    ),
    (
        "Lo de mudarnos a Lisboa se ha caído, al final nos quedamos en Sevilla. ¿Me ayudas a redactar el correo para "
        "cancelar la visita al piso de allí?",
        "disclosure",
        [R("plans", "planned move", "Lisboa"), F("personal", "home", "Sevilla")],
    ),
    (
        "Los domingos entro a las ocho en el hospital de Cruces, donde trabajo, ¿a qué hora sale el primer metro de "
        "Bilbao?",
        "disclosure",
        [F("work", "employer", "hospital de Cruces")],
    ),
    (
        "¿Me contestas en inglés a partir de ahora? Quiero soltarme antes de mudarme a Dublín en septiembre.",
        "disclosure",
        [F("preferences", "response language", "en"), F("plans", "planned move", "Dublín")],
    ),
    (
        "Me crié en Tarragona y este puente de diciembre quiero volver a ver a mis padres: ¿me compensa el tren o el "
        "coche?",
        "disclosure",
        [F("personal", "origin", "Tarragona")],
    ),
    (
        "Oye, que el viaje a Cuba lo hemos cancelado, así que bórrame la lista de cosas que llevar y hazme una para "
        "un finde en Cantabria",
        "disclosure",
        [R("plans", "planned trip", "Cuba")],
    ),
    (
        "Reservé el vuelo a Buenos Aires para el 12 de abril, ¿qué necesito para entrar con pasaporte español?",
        "disclosure",
        [F("plans", "planned trip", "Buenos Aires")],
    ),
    (
        "Aquí en Tenerife, en La Laguna concretamente, no hay quien encuentre piso; ¿me ayudas a escribir un anuncio "
        "buscando habitación?",
        "disclosure",
        [F("personal", "home", "La Laguna")],
    ),
    (
        "Nací en Maracaibo y hablo con mi abuela de allá por videollamada; ¿cómo le configuro el móvil para que me "
        "vea más grande?",
        "disclosure",
        [F("personal", "origin", "Maracaibo")],
    ),
    (
        "perdona, antes te puse Alcorcón y es Móstoles, que ahí es donde vivo; recalcula la ruta al trabajo desde "
        "Móstoles",
        "disclosure",
        [F("personal", "home", "Móstoles")],
    ),
    (
        "Mi novio y yo nos vamos a Japón en octubre, doce días, ¿me haces un itinerario sin prisas?",
        "disclosure",
        [F("plans", "planned trip", "Japón")],
    ),
    (
        "Che, soy rosarina pero vivo en Córdoba capital hace diez años; ¿dónde consigo yerba Rosamonte por acá?",
        "disclosure",
        [F("personal", "origin", "rosarina"), F("personal", "home", "Córdoba")],
    ),
    (
        "Ya nos hemos instalado en Huesca, así que cambia mi dirección de envío: calle Coso Alto 12, 3ºB.",
        "disclosure",
        [F("personal", "home", "Huesca")],
    ),
    (
        "Hablo catalán y castellano, pero prefiero que me respondas en castellano, gracias",
        "disclosure",
        [F("preferences", "response language", "es")],
    ),
    (
        "pues yo soy de Cádiz, de la Viña, y echo de menos el pescaíto; ¿hay alguna freiduría buena por Lavapiés?",
        "disclosure",
        [F("personal", "origin", "Cádiz")],
    ),
    (
        "En mi pueblo de Cuenca somos 300 habitantes y el cartero viene dos días; ¿qué tienda online manda a puntos "
        "de recogida?",
        "disclosure",
        [F("personal", "home", "Cuenca")],
    ),
    (
        "A Quito nos vamos a vivir el año que viene, por el trabajo de mi esposa; ¿qué tal es el barrio La Floresta?",
        "disclosure",
        [F("plans", "planned move", "Quito")],
    ),
    (
        "Acabo de mudarme a Viña del Mar, po, y no cacho nada de las micros. ¿Cómo llego al centro de Valparaíso sin "
        "perderme?",
        "disclosure",
        [F("personal", "home", "Viña del Mar")],
    ),
    (
        "Los sábados hago de guía en el Albaicín, que es donde vivo, y quiero preparar una ruta nueva; ¿qué "
        "miradores me recomiendas?",
        "disclosure",
        [F("personal", "home", "Albaicín")],
    ),
    (
        "Gallega de Lugo aquí: me han ofrecido un puesto en Múnich, ¿cómo se compara el coste de vida con Galicia?",
        "disclosure",
        [F("personal", "origin", "Lugo")],
    ),
    (
        "Paisa de pura cepa, parce, pero vivo en Bogotá hace rato; ¿me recomiendas una bandeja paisa decente en "
        "Chapinero?",
        "disclosure",
        [F("personal", "origin", "paisa"), F("personal", "home", "Bogotá")],
    ),
    (
        "Me llamo Inés, vivo en Vigo y el 3 de junio vuelo a Nueva York a ver a mi hermana Carla; ¿qué enchufe "
        "necesito?",
        "disclosure",
        [
            F("personal", "name", "Inés"),
            F("personal", "home", "Vigo"),
            F("plans", "planned trip", "Nueva York"),
            F("personal", "sister", "Carla"),
        ],
    ),
    (
        "Cancelamos lo de Marruecos por la pata rota de mi marido 😩 ¿se puede recuperar algo de la reserva del riad?",
        "disclosure",
        [R("plans", "planned trip", "Marruecos")],
    ),
    (
        "Trabajo en remoto desde Fuerteventura, en Corralejo, para una empresa de Madrid; ¿qué seguro médico me "
        "conviene?",
        "disclosure",
        [F("personal", "home", "Corralejo")],
    ),
    (
        "Soy limeña y trabajo de enfermera en Madrid, ¿cómo saco la tarjeta sanitaria europea?",
        "disclosure",
        [F("personal", "origin", "limeña"), F("work", "job", "enfermera")],
    ),
    (
        "Vivíamos en Málaga hasta el verano pasado; ahora estamos en Almería por el trabajo de mi mujer. ¿Me buscas "
        "clases de flamenco para niños aquí?",
        "disclosure",
        [R("personal", "home", "Málaga"), F("personal", "home", "Almería")],
    ),
    (
        "Soy de Montevideo, bo, y me mudo a Madrid en febrero; ¿qué abrigo me compro para el invierno de allá?",
        "disclosure",
        [F("personal", "origin", "Montevideo"), F("plans", "planned move", "Madrid")],
    ),
    (
        "Cada día hago Alcalá–Madrid en el tren de las 7:10 para ir a mi oficina de Iberdrola; ¿me avisas de cómo va "
        "la huelga de Renfe?",
        "disclosure",
        [F("work", "employer", "Iberdrola")],
    ),
    (
        "mi pareja es de Lyon y vivimos en Bruselas: ¿en qué idioma nos conviene apuntar al niño al cole?",
        "disclosure",
        [F("personal", "home", "Bruselas")],
    ),
    (
        "Semana Santa en Asturias con mis dos perros, Lola y Bimba, ya está decidido: ¿me buscas casas rurales que "
        "admitan mascotas?",
        "disclosure",
        [F("plans", "planned trip", "Asturias"), F("personal", "pet", "Lola"), F("personal", "pet", "Bimba")],
    ),
    (
        "Ya no vivo en Oviedo, me fui a Gijón hace un mes, así que actualiza la dirección del pedido",
        "disclosure",
        [R("personal", "home", "Oviedo"), F("personal", "home", "Gijón")],
    ),
    (
        "Nos íbamos a vivir a Canadá en junio pero al final no vamos, no nos dieron el visado; ¿me ayudas a reclamar "
        "la tasa?",
        "disclosure",
        [R("plans", "planned move", "Canadá")],
    ),
    (
        "Recién jubilado me he venido a vivir a Benidorm; ¿qué actividades hay para mayores por aquí?",
        "disclosure",
        [F("personal", "home", "Benidorm")],
    ),
    (
        "Cusqueña soy, y me toca escribir un texto en inglés para unos turistas; ¿me lo corriges?",
        "disclosure",
        [F("personal", "origin", "cusqueña")],
    ),
    (
        "Hola! Vivo en Valencia, en Ruzafa, y quiero apuntarme a un gimnasio que abra a las 6, ¿me dices opciones "
        "por el barrio?",
        "disclosure",
        [F("personal", "home", "Ruzafa, Valencia")],
    ),
    (
        "Seis años viviendo en Londres y aún no he visto un musical; cuando vengan mis padres quiero llevarlos, "
        "¿cuál me recomiendas?",
        "disclosure",
        [F("personal", "home", "Londres")],
    ),
    (
        "vivo en zapopan y trabajo en el centro de guadalajara, que ruta de camion me conviene para llegar antes de "
        "las 9",
        "disclosure",
        [F("personal", "home", "zapopan")],
    ),
    (
        "Andaluza, de Huelva, aunque llevo media vida en Vitoria; mañana viene mi hermano Rafa y quiero llevarle de "
        "pintxos, ¿dónde?",
        "disclosure",
        [F("personal", "origin", "Huelva"), F("personal", "home", "Vitoria"), F("personal", "brother", "Rafa")],
    ),
    (
        "Nos mudamos a una finca en Mendoza el año que viene, con mis tres gatos; ¿cómo es el trámite para pasar "
        "mascotas desde Chile?",
        "disclosure",
        [F("plans", "planned move", "Mendoza"), F("personal", "pet", "tres gatos")],
    ),
    (
        "Me vine de Caracas hace cinco años y ahora vivo en Medellín, en Laureles; ¿me ayudas a escribir una carta "
        "para renovar el permiso de permanencia?",
        "disclosure",
        [F("personal", "origin", "Caracas"), F("personal", "home", "Laureles, Medellín")],
    ),
    (
        "Tenemos reservado Grecia del 2 al 16 de agosto con mi marido, ¿qué islas no me puedo perder?",
        "disclosure",
        [F("plans", "planned trip", "Grecia")],
    ),
    (
        "Perdón, puse Santander y quería decir Torrelavega: vivo en Torrelavega. ¿Me recalculas lo del taxi al "
        "aeropuerto?",
        "disclosure",
        [F("personal", "home", "Torrelavega")],
    ),
    (
        "Desde Ibiza, donde vivo todo el año, se me hace carísimo todo; ¿me haces un presupuesto de compra semanal "
        "para dos por menos de 80 euros?",
        "disclosure",
        [F("personal", "home", "Ibiza"), F("preferences", "budget", "80 euros")],
    ),
    (
        "Me mudo a Bolonia en septiembre por el Erasmus y solo hablo castellano e inglés, ¿qué app me recomiendas "
        "para aprender italiano rápido?",
        "disclosure",
        [F("plans", "planned move", "Bolonia")],
    ),
    (
        "En Temuco vivo yo, con mi polola Javi y un quiltro que se llama Pancho; ¿qué le puedo dar de comer si se le "
        "acabó el alimento un domingo?",
        "disclosure",
        [F("personal", "home", "Temuco"), F("personal", "partner", "Javi"), F("personal", "pet", "Pancho")],
    ),
    (
        "Como buena asturiana que soy, no me baño si el agua no está caliente; ¿me buscas un hotel en Alicante para "
        "un finde?",
        "disclosure",
        [F("personal", "origin", "asturiana")],
    ),
    (
        "Desde el lunes curro en Decathlon de Alcobendas y vivo en Tres Cantos; ¿qué bus me deja más cerca?",
        "disclosure",
        [F("work", "employer", "Decathlon"), F("personal", "home", "Tres Cantos")],
    ),
    (
        "De Cuenca, la de Ecuador, y con antojo de locro de papa: ¿me ayudas a hacerlo con lo que venden en el "
        "Mercadona?",
        "disclosure",
        [F("personal", "origin", "Cuenca")],
    ),
    (
        "Hablamos gallego en casa pero respóndeme siempre en castellano, que así lo entiende también mi marido",
        "disclosure",
        [F("preferences", "response language", "es")],
    ),
    (
        "Nos vamos a Perú el 20 de julio, mi hija Martina y yo, tres semanas; ¿hace falta la vacuna de la fiebre "
        "amarilla para Cusco?",
        "disclosure",
        [F("plans", "planned trip", "Perú"), F("personal", "daughter", "Martina")],
    ),
    (
        "Trabajo de camarero en Malasaña hasta las 2 y a esa hora ya no hay metro; ¿qué búhos pasan por Gran Vía?",
        "disclosure",
        [F("work", "job", "camarero")],
    ),
    (
        "Me instalé en Girona en abril, a las afueras; ¿qué compañía da fibra por allí sin permanencia?",
        "disclosure",
        [F("personal", "home", "Girona")],
    ),
    (
        "Regio, de Monterrey, y en noviembre me cambio a Puebla por el trabajo; ¿qué zonas me recomiendas para vivir?",
        "disclosure",
        [F("personal", "origin", "Monterrey"), F("plans", "planned move", "Puebla")],
    ),
    (
        "Tengo 29, soy de Talavera y mi novia, Lucía, de Bilbao: estamos pensando dónde celebrar la boda, ¿qué opinas?",
        "disclosure",
        [F("personal", "age", "29"), F("personal", "origin", "Talavera"), F("personal", "partner", "Lucía")],
    ),
    (
        "Llevo dos meses viviendo en Berlín y todavía no me aclaro con el alemán; ¿me explicas cómo se pide cita en "
        "el Bürgeramt?",
        "disclosure",
        [F("personal", "home", "Berlín")],
    ),
    (
        "hola, soy de un pueblito de nariño y ahora vivo en cali, me ayudas a mandar plata a mi mamá sin que cobren "
        "tanto?",
        "disclosure",
        [F("personal", "origin", "nariño"), F("personal", "home", "cali")],
    ),
    (
        "El vuelo a Cancún es el 8 de diciembre y vamos con el bebé de 10 meses, ¿qué pido para la cuna en el hotel?",
        "disclosure",
        [F("plans", "planned trip", "Cancún")],
    ),
    (
        "Quédate con esto: vivo en Las Palmas, no en Tenerife, que siempre me lo cambias. Ahora, ¿qué tiempo hará el "
        "sábado?",
        "disclosure",
        [F("personal", "home", "Las Palmas")],
    ),
    (
        "Madrileño de Vallecas y del Rayo hasta la muerte; ¿me buscas camisetas antiguas del equipo?",
        "disclosure",
        [F("personal", "origin", "Vallecas"), F("preferences", "favourite team", "Rayo")],
    ),
    (
        "Somos una familia sanjuanina viviendo en Neuquén: mi marido Hernán, los chicos y yo. ¿Qué hacemos el finde "
        "largo cerca?",
        "disclosure",
        [F("personal", "origin", "sanjuanina"), F("personal", "home", "Neuquén"), F("personal", "partner", "Hernán")],
    ),
    (
        "Al final no voy a Roma en mayo, me ha salido un juicio ese mes; ¿me ayudas a cambiar el billete de Iberia?",
        "disclosure",
        [R("plans", "planned trip", "Roma")],
    ),
    (
        "Vivo sola en Ñuñoa con mi perrita Maqui y quiero salir a trotar de noche; ¿qué parques están iluminados?",
        "disclosure",
        [F("personal", "home", "Ñuñoa"), F("personal", "pet", "Maqui")],
    ),
    (
        "Me llamo Jorge, 52 años, de Badajoz, y quiero aprender a hacer un Excel de gastos de casa; ¿me guías?",
        "disclosure",
        [F("personal", "name", "Jorge"), F("personal", "age", "52"), F("personal", "origin", "Badajoz")],
    ),
    (
        "Trabajamos los dos en Toledo pero vivimos en Illescas, ¿nos sale más a cuenta el abono de bus o compartir "
        "coche?",
        "disclosure",
        [F("personal", "home", "Illescas")],
    ),
    (
        "Venezolana, de Barquisimeto, y en Panamá desde 2020: ¿cómo mando documentos apostillados a Caracas?",
        "disclosure",
        [F("personal", "origin", "Barquisimeto"), F("personal", "home", "Panamá")],
    ),
    (
        "El jueves 5 me voy a Galicia a ver a mis padres, ¿me buscas un Alsa nocturno desde Madrid?",
        "disclosure",
        [F("plans", "planned trip", "Galicia")],
    ),
    (
        "Aquí en la isla de La Palma el volcán nos dejó sin la carretera de siempre; ¿qué ruta tomo ahora para ir a "
        "Los Llanos?",
        "disclosure",
        [F("personal", "home", "La Palma")],
    ),
    (
        "De Jerez de toda la vida, y mi marido gaditano; ¿qué fino me recomiendas para regalar a mi suegro?",
        "disclosure",
        [F("personal", "origin", "Jerez")],
    ),
    (
        "Curro en Amazon, en el almacén de San Fernando de Henares, ¿qué bici eléctrica barata me sirve para ir al "
        "trabajo?",
        "disclosure",
        [F("work", "employer", "Amazon")],
    ),
    (
        "Para enero ya estaremos en Valencia, que nos mudamos allí, y queremos adoptar un perro; ¿qué protectoras hay?",
        "disclosure",
        [F("plans", "planned move", "Valencia")],
    ),
    (
        "Te escribo desde San Cristóbal de las Casas, donde vivo desde hace poco, y quiero saber qué café le puedo "
        "llevar a mi jefe en Alemania",
        "disclosure",
        [F("personal", "home", "San Cristóbal de las Casas")],
    ),
    (
        "pues nada, ya estoy en Tokio, me mudé el mes pasado por trabajo 🇯🇵 ¿dónde compro un colchón que no sea futón?",
        "disclosure",
        [F("personal", "home", "Tokio")],
    ),
    (
        "Pucelana de nacimiento, vivo en Salamanca y trabajo de profe de lengua en un instituto; ¿me preparas un "
        "examen de sintaxis para 3º de ESO?",
        "disclosure",
        [F("personal", "origin", "Pucelana"), F("personal", "home", "Salamanca"), F("work", "job", "profe de lengua")],
    ),
    (
        "Tenemos billete a Tenerife para el 27 de diciembre, mis suegros viven en el Puerto de la Cruz, ¿qué hacemos "
        "en Nochevieja?",
        "disclosure",
        [F("plans", "planned trip", "Tenerife")],
    ),
    (
        "Me crié entre Ponferrada y León, y ahora vivo en Madrid con mi hija Noa, de 6 años. ¿Qué cole bilingüe hay "
        "por Chamberí?",
        "disclosure",
        [F("personal", "origin", "Ponferrada"), F("personal", "home", "Madrid"), F("personal", "daughter", "Noa")],
    ),
    (
        "Hablo inglés perfectamente porque me crié en Gibraltar, pero prefiero que me contestes en español, porfa",
        "disclosure",
        [F("personal", "origin", "Gibraltar"), F("preferences", "response language", "es")],
    ),
    # --- nothing to keep ---
    (
        "Dice mi hermana, que se ha mudado a Copenhague, que allí todo el mundo va en bici; ¿es verdad que llueve "
        "tanto?",
        "casual",
        [],
    ),
    (
        "Si nos fuéramos a vivir a Canarias, ¿cuánto costaría más o menos un alquiler en Las Palmas?",
        "casual",
        [],
    ),
    (
        "¿Cuál es la ciudad más barata de España para vivir con un sueldo de 1.200 euros?",
        "casual",
        [],
    ),
    (
        "Cómo llego hoy desde Atocha al Bernabéu en transporte público, que voy al partido",
        "casual",
        [],
    ),
    (
        "Resérvame una mesa para cuatro esta noche en algún sitio de tapas por el barrio de Santa Cruz",
        "casual",
        [],
    ),
    (
        "Sí, claro, me encantaría vivir en Mordor, con ese clima ideal 🙄",
        "casual",
        [],
    ),
    (
        "Traduce al inglés: 'Nací en Cádiz y vivo en Sevilla desde los diez años'.",
        "casual",
        [],
    ),
    (
        "Itinerario de mi amiga Paula: Roma, Florencia y Venecia en una semana. ¿Le da tiempo?",
        "casual",
        [],
    ),
    (
        "No soy de aquí, estoy de paso, ¿hay alguna farmacia abierta cerca?",
        "casual",
        [],
    ),
    (
        "¿En qué ciudades se rodó La casa de papel?",
        "casual",
        [],
    ),
    (
        "Mis suegros viven en Albacete y siempre dicen que allí se come mejor que en ningún sitio, ¿qué platos "
        "típicos tienen?",
        "casual",
        [],
    ),
    (
        "¿Qué idiomas se hablan en Suiza y cuál se usa más en Ginebra?",
        "casual",
        [],
    ),
    (
        "Si algún día me voy a vivir fuera, creo que sería a Portugal, pero bueno, soñar es gratis. ¿Qué tal se vive "
        "en Braga?",
        "casual",
        [],
    ),
    (
        "Un compañero del curro se va a Australia con una working holiday, ¿qué papeles necesita?",
        "casual",
        [],
    ),
    (
        "¿Cómo se dice en francés 'soy de un pueblo pequeño'?",
        "casual",
        [],
    ),
    (
        "La canción esa de 'Mediterráneo' de Serrat, ¿en qué pueblo la escribió?",
        "casual",
        [],
    ),
    (
        "Para hoy: ruta andando del hotel a la Sagrada Familia, que estamos de visita.",
        "casual",
        [],
    ),
    (
        "Mi primo de Guadalajara dice que los chilangos manejan fatal, jaja, ¿es un tópico o qué?",
        "casual",
        [],
    ),
    (
        "¿Qué barrio de Buenos Aires es mejor para alojarse una noche si llego tarde a Ezeiza?",
        "casual",
        [],
    ),
    (
        "que tal se vive en montevideo comparado con buenos aires, pregunta de curiosidad nomas",
        "casual",
        [],
    ),
    (
        "A mi jefe lo trasladan a Lisboa en marzo y me toca organizarle la despedida, ¿ideas?",
        "casual",
        [],
    ),
    (
        "¿Cuántas horas hay en tren de Madrid a París?",
        "casual",
        [],
    ),
    (
        "Ojalá viviera en una isla griega y no en este piso sin ventanas, jaja. Bueno, ¿me haces la lista de la "
        "compra?",
        "casual",
        [],
    ),
    (
        "Corrígeme la redacción de mi hijo: 'Mi ciudad favorita es Toledo porque tiene muchos monumentos'.",
        "casual",
        [],
    ),
    (
        "¿Es verdad que en Bogotá hace frío todo el año?",
        "casual",
        [],
    ),
    (
        "Mi vecina es de Lugo y me ha regalado un pulpo entero, ¿cómo lo cuezo?",
        "casual",
        [],
    ),
    (
        "Hoy como con unos clientes en Bilbao, ¿algún restaurante cerca del Guggenheim que no sea carísimo?",
        "casual",
        [],
    ),
    (
        "Qué flojera, otra vez el tráfico del Periférico, vivir en esta ciudad es un lujo 🙃",
        "casual",
        [],
    ),
    (
        "Empadronarse y tener la residencia, ¿no es lo mismo?",
        "casual",
        [],
    ),
    (
        "Busco la partida de nacimiento de mi abuela, que nació en Galicia y emigró a Argentina en los 50; ¿dónde la "
        "pido?",
        "casual",
        [],
    ),
    (
        "¿Me escribes un mensaje para felicitar a mi amigo que se ha mudado a Edimburgo?",
        "casual",
        [],
    ),
    (
        "Si tuviera que elegir entre Málaga y Alicante para jubilarme, ¿cuál tiene mejor clima?",
        "casual",
        [],
    ),
    (
        "La peli 'Volver' está rodada en La Mancha, ¿no? ¿En qué pueblo exactamente?",
        "casual",
        [],
    ),
    (
        "Qué va, madrileño no soy, solo estoy trabajando aquí esta semana por un congreso.",
        "casual",
        [],
    ),
    (
        "¿Cómo se pronuncia bien 'Worcester'? Mañana tengo una llamada con alguien de allí.",
        "casual",
        [],
    ),
    (
        "Mi hijo quiere irse de intercambio a Irlanda el curso que viene, ¿qué agencias son fiables?",
        "casual",
        [],
    ),
    (
        "¿Qué necesita un ciudadano peruano para viajar a España como turista?",
        "casual",
        [],
    ),
    (
        "dame indicaciones para ir andando del metro Sol a la Plaza Mayor, que he quedado ahora",
        "casual",
        [],
    ),
]

ENGLISH = [
    # --- durable facts ---
    (
        "Cork born and bred, living in Galway now with my partner Aoife — any decent trad sessions on a Tuesday?",
        "disclosure",
        [F("personal", "origin", "Cork"), F("personal", "home", "Galway"), F("personal", "partner", "Aoife")],
    ),
    (
        "Proper Scouser here, can you find me a pub in Bristol showing the Liverpool match on Sunday?",
        "disclosure",
        [F("personal", "origin", "Scouser")],
    ),
    (
        "Sorry, I said Leeds earlier, I meant Leicester — that's where I live. Can you redo the train times to "
        "Nottingham from there?",
        "disclosure",
        [F("personal", "home", "Leicester")],
    ),
    (
        "We're relocating to Hobart in the new year, me, the wife and two kelpies, so what's the go with flying dogs "
        "across?",
        "disclosure",
        [F("plans", "planned move", "Hobart"), F("personal", "pet", "two kelpies")],
    ),
    (
        "Booked Lisbon for the 14th of May with my sister, what neighbourhood should we stay in for three nights?",
        "disclosure",
        [F("plans", "planned trip", "Lisbon")],
    ),
    (
        "Grew up in a tiny village near Inverness so fancy salons scare me — where do I get a no-fuss haircut round "
        "here?",
        "disclosure",
        [F("personal", "origin", "Inverness")],
    ),
    (
        "Trip to Bali's off, work won't give me the leave. Can you help me word an email to the travel agent about a "
        "refund?",
        "disclosure",
        [R("plans", "planned trip", "Bali")],
    ),
    (
        "We were meant to be moving to Canada in spring but we've called it off, mum's not well. Help me write to "
        "the removals company?",
        "disclosure",
        [R("plans", "planned move", "Canada")],
    ),
    (
        "Based in Leith, work in the city centre — is it faster to cycle or get the tram at 8am?",
        "disclosure",
        [F("personal", "home", "Leith")],
    ),
    (
        "Joburg girl living in Durban, howzit — where do I find decent boerewors rolls near Florida Road?",
        "disclosure",
        [F("personal", "origin", "Joburg"), F("personal", "home", "Durban")],
    ),
    (
        "Please answer in English from now on, even when I type in Spanish, I'm practising for my move to Madrid in "
        "October",
        "disclosure",
        [F("preferences", "response language", "en"), F("plans", "planned move", "Madrid")],
    ),
    (
        "Originally from Lagos, living in Manchester these days, 34, nurse — what's a good weekend trip by train?",
        "disclosure",
        [
            F("personal", "origin", "Lagos"),
            F("personal", "home", "Manchester"),
            F("personal", "age", "34"),
            F("work", "job", "nurse"),
        ],
    ),
    (
        "Moved out of London last year and we're in Margate now, can you find me a Saturday yoga class near the "
        "harbour?",
        "disclosure",
        [R("personal", "home", "London"), F("personal", "home", "Margate")],
    ),
    (
        "Kiwi, from Dunedin, been in Melbourne three years — can you find flights home for Christmas?",
        "disclosure",
        [F("personal", "origin", "Dunedin"), F("personal", "home", "Melbourne")],
    ),
    (
        "Flying to Toronto on the 3rd of June to see my brother, what's the best way from Pearson to his place?",
        "disclosure",
        [F("plans", "planned trip", "Toronto")],
    ),
    (
        "The train into Paddington is killing me — which noise-cancelling headphones would you get for under £200?",
        "disclosure",
        [F("preferences", "budget", "£200")],
    ),
    (
        "Texan by birth, Chicagoan by marriage 😂 — what's a good deep dish place near Wicker Park for my parents' "
        "visit?",
        "disclosure",
        [F("personal", "origin", "Texan")],
    ),
    (
        "my girlfriend and i are moving to sheffield in january, what areas are good for a couple with a cat",
        "disclosure",
        [F("plans", "planned move", "sheffield")],
    ),
    (
        "Not from here, just visiting from Adelaide — is there a pharmacy open late near Circular Quay?",
        "disclosure",
        [F("personal", "home", "Adelaide")],
    ),
    (
        "The Cotswolds weekend is cancelled, my husband's done his back. Can you suggest something to do at home in "
        "Cheltenham instead?",
        "disclosure",
        [R("plans", "planned trip", "Cotswolds"), F("personal", "home", "Cheltenham")],
    ),
    (
        "We've got a place in Ballarat now, the move's done, so update my delivery address to 14 Lydiard St",
        "disclosure",
        [F("personal", "home", "Ballarat")],
    ),
    (
        "Born and raised in Belfast, living in Derry now — which soda bread recipe would my granny approve of?",
        "disclosure",
        [F("personal", "origin", "Belfast"), F("personal", "home", "Derry")],
    ),
    (
        "Name's Kwame, 27, from Kumasi but I stay in Accra now — what's the cheapest way to send money to my mum?",
        "disclosure",
        [
            F("personal", "name", "Kwame"),
            F("personal", "age", "27"),
            F("personal", "origin", "Kumasi"),
            F("personal", "home", "Accra"),
        ],
    ),
    (
        "Island life on Anglesey means the ferry's my way out. Sailing on the 19th of March with my son Rhys, what "
        "should we do in Dublin?",
        "disclosure",
        [F("personal", "home", "Anglesey"), F("plans", "planned trip", "Dublin"), F("personal", "son", "Rhys")],
    ),
    (
        "Gonna be in Tokyo for two weeks from 2 April, first time — which rail pass makes sense?",
        "disclosure",
        [F("plans", "planned trip", "Tokyo")],
    ),
    (
        "Yorkshire lass missing proper Yorkshire puddings — can you give me a foolproof recipe?",
        "disclosure",
        [F("personal", "origin", "Yorkshire")],
    ),
    (
        "Lived in Dubai eight years, back home in Limerick since June; what do I need to re-register my car here?",
        "disclosure",
        [R("personal", "home", "Dubai"), F("personal", "home", "Limerick")],
    ),
    (
        "Can you reply in Spanish? Practising for our trip to Mexico City on 10 November.",
        "disclosure",
        [F("preferences", "response language", "es"), F("plans", "planned trip", "Mexico City")],
    ),
    (
        "Work's in Canary Wharf, home's in Walthamstow — any quieter route than the Jubilee line?",
        "disclosure",
        [F("personal", "home", "Walthamstow")],
    ),
    (
        "Boston originally but Denver since 2015 with my husband and the boys, any good ski school for a 6 and 9 "
        "year old?",
        "disclosure",
        [F("personal", "origin", "Boston"), F("personal", "home", "Denver")],
    ),
    (
        "We're not moving to Brisbane after all, staying put in Sydney. Can you cancel the reminders about the "
        "removalists?",
        "disclosure",
        [R("plans", "planned move", "Brisbane"), F("personal", "home", "Sydney")],
    ),
    (
        "As a Geordie, I need a Greggs within walking distance at all times 😂 seriously though, any near the Central "
        "Station?",
        "disclosure",
        [F("personal", "origin", "Geordie")],
    ),
    (
        "Heading to Marrakech on 5 October with my wife for our anniversary, what riad would you pick?",
        "disclosure",
        [F("plans", "planned trip", "Marrakech")],
    ),
    (
        "Bit of a correction: it's Swindon I live in, not Swansea, autocorrect. So what's the nearest Ikea?",
        "disclosure",
        [F("personal", "home", "Swindon")],
    ),
    (
        "Living in a small town on the Sunshine Coast, Maleny, so no classes nearby — is there a good online course "
        "for web design?",
        "disclosure",
        [F("personal", "home", "Maleny")],
    ),
    (
        "Moving to Berlin in September for a job, what do I need for the Anmeldung?",
        "disclosure",
        [F("plans", "planned move", "Berlin")],
    ),
    (
        "Our trip to Iceland got cancelled by the airline and we're gutted; could you find something similar in "
        "Norway for the same week?",
        "disclosure",
        [R("plans", "planned trip", "Iceland")],
    ),
    (
        "Pittsburgh girl through and through, so pierogies it is — got a recipe that feeds eight?",
        "disclosure",
        [F("personal", "origin", "Pittsburgh")],
    ),
    (
        "We live on Waiheke and commute to Auckland by ferry; what's a good waterproof backpack for a laptop?",
        "disclosure",
        [F("personal", "home", "Waiheke")],
    ),
    (
        "Just moved to Abuja for a new job — where do people in Wuse go for suya?",
        "disclosure",
        [F("personal", "home", "Abuja")],
    ),
    (
        "Speak Welsh at home and English at work, but answer me in English please, my Welsh spelling's rubbish",
        "disclosure",
        [F("preferences", "response language", "en")],
    ),
    (
        "Crete on the 22nd of June for me and the missus, all inclusive, what suncream for a toddler?",
        "disclosure",
        [F("plans", "planned trip", "Crete")],
    ),
    (
        "Croydon council's where I work and the trains are a nightmare — is an annual season ticket worth it?",
        "disclosure",
        [F("work", "employer", "Croydon council")],
    ),
    (
        "Jersey girl (the island, not New Jersey!) — what's a nice restaurant in Southampton for my mum's 70th next "
        "week?",
        "disclosure",
        [F("personal", "origin", "Jersey")],
    ),
    (
        "Just turned 30, living in Vancouver, born in Manila — help me plan a surprise for my lola's visit?",
        "disclosure",
        [F("personal", "age", "30"), F("personal", "home", "Vancouver"), F("personal", "origin", "Manila")],
    ),
    (
        "Wanaka's booked for a week in February with the kids, any easy hikes?",
        "disclosure",
        [F("plans", "planned trip", "Wanaka")],
    ),
    (
        "Nairobi from March — my partner and I are moving there — what jabs do we need?",
        "disclosure",
        [F("plans", "planned move", "Nairobi")],
    ),
    (
        "Still live with my parents in Harrogate and get the train to Leeds for uni every day — which railcard saves "
        "most?",
        "disclosure",
        [F("personal", "home", "Harrogate")],
    ),
    (
        "Dubliner to the bone, but we've been out in Kildare since the summer — any tips for finding a GP taking new "
        "patients?",
        "disclosure",
        [F("personal", "origin", "Dubliner"), F("personal", "home", "Kildare")],
    ),
    (
        "Hiya, Lucy here, 38, from Stoke — can you help me plan a hen do in Blackpool?",
        "disclosure",
        [F("personal", "name", "Lucy"), F("personal", "age", "38"), F("personal", "origin", "Stoke")],
    ),
    (
        "Working from our cabin in Tofino most of the year now; what internet plan do people use out here?",
        "disclosure",
        [F("personal", "home", "Tofino")],
    ),
    (
        "Long story, but I've ended up living in Alice Springs with my dog Red; where's a vet that's open Saturdays?",
        "disclosure",
        [F("personal", "home", "Alice Springs"), F("personal", "pet", "Red")],
    ),
    (
        "Canadian, from Winnipeg, but abroad for work — can you explain how to file Canadian taxes from overseas?",
        "disclosure",
        [F("personal", "origin", "Winnipeg")],
    ),
    (
        "Brummie with Jamaican parents — any good Jamaican bakeries in Handsworth?",
        "disclosure",
        [F("personal", "origin", "Brummie")],
    ),
    (
        "Me and my flatmate live in Shoreditch and both work nights; is there a 24h gym nearby?",
        "disclosure",
        [F("personal", "home", "Shoreditch")],
    ),
    (
        "Ok so: moving to Dundee in January, 2 cats, a partner called Euan and a tiny budget, find me flats under "
        "£700 a month",
        "disclosure",
        [
            F("plans", "planned move", "Dundee"),
            F("personal", "pet", "2 cats"),
            F("personal", "partner", "Euan"),
            F("preferences", "budget", "£700 a month"),
        ],
    ),
    (
        "Nova Scotian through and through, now stuck in Calgary traffic every morning — best audiobooks for the drive?",
        "disclosure",
        [F("personal", "origin", "Nova Scotian"), F("personal", "home", "Calgary")],
    ),
    (
        "Our Cambodia trip in April is booked! Can you make a packing list for two weeks, mostly Siem Reap and Kampot?",
        "disclosure",
        [F("plans", "planned trip", "Cambodia")],
    ),
    (
        "Mostly speak Shona at home, Harare originally, now in Luton; English answers are fine — any Zimbabwean shop "
        "near me?",
        "disclosure",
        [
            F("personal", "origin", "Harare"),
            F("personal", "home", "Luton"),
            F("preferences", "response language", "en"),
        ],
    ),
    (
        "Just to correct myself: we're moving to Truro in July, not Tring — can you redo the school search for Truro?",
        "disclosure",
        [F("plans", "planned move", "Truro")],
    ),
    (
        "Spent my whole life in Auckland and never been to the South Island — plan me a road trip?",
        "disclosure",
        [F("personal", "home", "Auckland")],
    ),
    (
        "What time zone is Perth in? We're flying there on the 8th to see our daughter.",
        "disclosure",
        [F("plans", "planned trip", "Perth")],
    ),
    (
        "Naija boy far from home — where in Houston can I find egusi and pounded yam tonight?",
        "disclosure",
        [F("personal", "origin", "Naija")],
    ),
    (
        "Cardiff's home, but the job is in Bristol three days a week — train or drive?",
        "disclosure",
        [F("personal", "home", "Cardiff")],
    ),
    (
        "Colleen, 61, retired and living in Killarney — help me write a notice for our book club?",
        "disclosure",
        [F("personal", "name", "Colleen"), F("personal", "age", "61"), F("personal", "home", "Killarney")],
    ),
    (
        "Off to New York on the 1st of December for my 40th, four nights — what shows are on?",
        "disclosure",
        [F("plans", "planned trip", "New York")],
    ),
    (
        "Grew up in Warsaw with a Polish mum and an Irish dad; answer in English though — gift ideas for my babcia's "
        "80th?",
        "disclosure",
        [F("personal", "origin", "Warsaw"), F("preferences", "response language", "en")],
    ),
    (
        "yeah so im from a small town in ohio, living in brooklyn now, whats a cheap van hire for like 3 boxes",
        "disclosure",
        [F("personal", "origin", "ohio"), F("personal", "home", "brooklyn")],
    ),
    (
        "We moved to Napier last year and need an intermediate school for an 11-year-old — which are good?",
        "disclosure",
        [F("personal", "home", "Napier")],
    ),
    (
        "Heading to Cape Town over Easter, booked it last night! Me and my mate Sipho. What should we not miss?",
        "disclosure",
        [F("plans", "planned trip", "Cape Town")],
    ),
    (
        "Norwich-based graphic designer, freelance, 33 — can you help me price a logo job?",
        "disclosure",
        [F("personal", "home", "Norwich"), F("work", "job", "graphic designer"), F("personal", "age", "33")],
    ),
    (
        "Answer in Spanish please, my boyfriend's family is from Oaxaca and I want to practise",
        "disclosure",
        [F("preferences", "response language", "es")],
    ),
    (
        "Flat's in Morningside, job's at the Royal Infirmary, bike's been stolen — which replacement?",
        "disclosure",
        [F("personal", "home", "Morningside"), F("work", "employer", "Royal Infirmary")],
    ),
    (
        "Hamilton girl (Ontario, not NZ) whose French is dreadful — how do I get better at it fast?",
        "disclosure",
        [F("personal", "origin", "Hamilton")],
    ),
    (
        "Just relocated to Cebu with my wife; what's the vet situation like for a dog?",
        "disclosure",
        [F("personal", "home", "Cebu")],
    ),
    (
        "So we're doing Thailand over Christmas, flights booked from Singapore where we live — best islands in "
        "December?",
        "disclosure",
        [F("plans", "planned trip", "Thailand"), F("personal", "home", "Singapore")],
    ),
    (
        "Essex born, Essex bred 😂 anyway I need a plumber in Chelmsford who can come today",
        "disclosure",
        [F("personal", "origin", "Essex")],
    ),
    (
        "On 12 August my brother and I fly to Tallinn, four days — car or tours?",
        "disclosure",
        [F("plans", "planned trip", "Tallinn")],
    ),
    (
        "Commuter life: live in Wollongong, work in the Sydney CBD; which train pass makes sense?",
        "disclosure",
        [F("personal", "home", "Wollongong")],
    ),
    (
        "From Pietermaritzburg, been in London for six years, just got my settled status — do I need anything else "
        "to travel?",
        "disclosure",
        [F("personal", "origin", "Pietermaritzburg"), F("personal", "home", "London")],
    ),
    # --- nothing to keep ---
    (
        "Sister's just moved to Lisbon and says the rent is insane, is that true?",
        "casual",
        [],
    ),
    (
        "If we moved to Spain, would my kids need to learn Catalan or just Spanish?",
        "casual",
        [],
    ),
    (
        "What's the cheapest city in the UK to live in right now?",
        "casual",
        [],
    ),
    (
        "Quickest route King's Cross to the O2 tonight? Going to a gig.",
        "casual",
        [],
    ),
    (
        "Book me a table for two at a tapas place near Covent Garden tonight at 8",
        "casual",
        [],
    ),
    (
        "Oh yeah, living in a city where it rains 300 days a year, absolute dream 🙄",
        "casual",
        [],
    ),
    (
        "Translate to Spanish: 'I was born in Leeds and I've lived in Madrid since 2010.'",
        "casual",
        [],
    ),
    (
        "Mate sent me his itinerary: Hanoi, Hue, Hoi An in ten days — is that rushed?",
        "casual",
        [],
    ),
    (
        "Not from here, just visiting — any good coffee nearby?",
        "casual",
        [],
    ),
    (
        "Where was Notting Hill actually filmed?",
        "casual",
        [],
    ),
    (
        "My in-laws live in Aberdeen and keep telling us to visit in winter, are they mad?",
        "casual",
        [],
    ),
    (
        "How many languages are spoken in India?",
        "casual",
        [],
    ),
    (
        "If I ever win the lottery I'm moving to the Maldives lol, anyway what's for dinner with chickpeas and "
        "spinach?",
        "casual",
        [],
    ),
    (
        "A colleague is relocating to Singapore, what's a good farewell gift?",
        "casual",
        [],
    ),
    (
        "What's the difference between British and Irish citizenship by descent?",
        "casual",
        [],
    ),
    (
        "Which street in Liverpool is 'Penny Lane' about?",
        "casual",
        [],
    ),
    (
        "Directions to the nearest Boots from Piccadilly station please, need plasters",
        "casual",
        [],
    ),
    (
        "Cousin from Texas swears everything is bigger there, is that just a saying?",
        "casual",
        [],
    ),
    (
        "Best area to stay in Rome for one night near Termini?",
        "casual",
        [],
    ),
    (
        "is melbourne or sydney better for a first time visitor",
        "casual",
        [],
    ),
    (
        "My boss is flying to Chicago next week and I need to book her hotel, somewhere near the Loop",
        "casual",
        [],
    ),
    (
        "How long is the ferry from Holyhead to Dublin?",
        "casual",
        [],
    ),
    (
        "Wish I lived somewhere with actual seasons, not this eternal drizzle. Right, what's a good lentil soup "
        "recipe?",
        "casual",
        [],
    ),
    (
        "Proofread my son's essay: 'My favourite place is Snowdonia because of the mountains.'",
        "casual",
        [],
    ),
    (
        "Does it really snow in Johannesburg?",
        "casual",
        [],
    ),
    (
        "Our neighbour's from Cork and gave us a load of soda bread, how long does it keep?",
        "casual",
        [],
    ),
    (
        "Lunch with a client in Manchester today, somewhere near Spinningfields that's not too loud?",
        "casual",
        [],
    ),
    (
        "Oh great, another hour on the M25, living the dream",
        "casual",
        [],
    ),
    (
        "What does 'ordinarily resident' mean on a tax form?",
        "casual",
        [],
    ),
    (
        "How do I find ship records for a grandad who emigrated from Italy in the 50s?",
        "casual",
        [],
    ),
    (
        "Write a card for my friend who's moving to Perth next month",
        "casual",
        [],
    ),
    (
        "If I had to pick between Lisbon and Porto to retire, which is warmer?",
        "casual",
        [],
    ),
    (
        "Where in New Zealand did they film the Shire?",
        "casual",
        [],
    ),
    (
        "No, not a Londoner, just working here this week for a conference",
        "casual",
        [],
    ),
    (
        "How do you pronounce 'Llanelli'? I've got a call with someone from there tomorrow",
        "casual",
        [],
    ),
    (
        "My daughter wants to do a gap year in Australia, which visa?",
        "casual",
        [],
    ),
    (
        "What do Irish citizens need to visit the US?",
        "casual",
        [],
    ),
    (
        "Quickest walk from Waverley to the Castle? Meeting someone in 10 mins",
        "casual",
        [],
    ),
]
