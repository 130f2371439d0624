"""A thirty-sixth batch of natural lines, written blind by a helper session (a language model) started from a
session of the project: its author read neither the extraction rules (nothing under facts/, memory/ or
conversations/) nor the lines used to tune them (natural_tune.py, spanish.py, english.py, templates.py, shifts.py,
blind.py) nor their tests nor docs/benchmarks.md nor the section "Fields and short lists" of docs/facts.md nor the
earlier batches' sentences. It read only the label helpers (labels.py), natural.py (the scoring note and how batches
are registered), the opening of docs/facts.md with its key table and the paragraphs under it up to the standing
instructions, its sections on plans and on values, the docstring and the first fifteen lines after it of the
thirty-fifth batch for the file format, and the names of the domains, keys and retirement flags the held-out batches
already label, with their counts (printed by a snippet, names and counts only, no line). A snippet that prints only
this batch's lines checked each line's opening five words against every other file of the repository (case folded,
and against the joined string constants of its Python files): twelve openings were found elsewhere and those lines
were reworded until none was. Nothing was run against the extractor.

Its theme is family and home life in depth, as people tell an assistant while asking for help with something else (a
birthday party, a school form, a menu for the in-laws, a coeliac or vegetarian household, a cot for twins, a chore
rota, a removalist, a study timetable): partners named, married, engaged and left ("mi polola, la Fer", "the wife
Fiona", "myself and Ciara are getting married", "me separé de Rubén"), children named and counted ("tengo 3
chamacos", "two wee weans", "La Josefa, mi hija,", "the young lad, Oisín", "tres hijas, Agustina, Lucía y Martina",
"our twins are Anya and Dev"), a correction of the count ("no son dos hijos, son tres", "I said two kids earlier —
it's three now"), parents named and cared for ("mis viejos, Graciela y Osvaldo", "mi papá, don Rogelio", "I look after
my dad, Hamish"), siblings named, pets named or counted by kind (adopted, dead), the home by city or neighbourhood
(rented, owned, shared with a sister, a flatmate, a grandmother or an in-law who lives with the user), moves done
(Concepción, Mérida, Kelowna) and planned (`planned move`: Arequipa, Villa Crespo, Bogotá, Providencia, Columbus,
Punggol, Hobart, Denver), events ahead (`upcoming plan`: a baby, twins, two weddings, a son starting primary school or
junior infants), the household's diet where the user is in it (vegetarian, coeliac, vegan, halal, lactose intolerant,
"pure veg"), the user's own allergies beside a child's or a partner's that are not the user's ("Mi hijita Camila tiene
alergia al maní, pero yo a los mariscos"), household budgets with their unit (euros, soles, pesos, dólares, €, $, £,
"bucks"), a birthday, an age, a name on a form, an origin ("porteña de pura cepa", "born and reared in Cork"), and an
employer kept while caring for a mother.

Retirements, each told in this family context: in Spanish a partner left (Rubén, with the new home, Alcalá de
Henares), a pet that died (Nube), a planned move called off for a sick mother-in-law (Querétaro, with the home kept,
Puebla), an employer left to stay with the children (Banco Galicia), a partner left (Benja) and a dog put to sleep
(Rocky); in English a partner who moved out (Tom), a cat put to sleep (Oreo), a planned move called off for a sick
mother (Brisbane, with the home kept, Ballarat), an employer left to care for a father (Dunnes Stores), a divorce
(Johan, with the home, Stellenbosch) and a hamster that died (Bobo). The register is the Spanish of Spain, Mexico,
Argentina, Chile, Colombia, Peru, Venezuela and Uruguay ("críos", "curro", "chamacos", "neta", "ahorita", "viejos",
"laburo", "pibes", "polola", "guagua", "po", "pega", "parce", "le cuento", "causa", "jato", "chamba", "chamo",
"pana", "bo", "ta", "gurises") and the English of England, Scotland, Ireland, the US, Canada, Australia, New Zealand,
India, Nigeria, South Africa and Singapore ("knackered", "wee weans", "doesnae", "mam", "the young lad", "eh", "missus",
"removalist", "kia ora", "bach", "sweet as", "kindly", "hail from", "myself Priya", "abeg", "ouma", "eish",
"lekker", "BTO", "HDB", "lah"), some lines lowercase, without accents or punctuation, with a typo or with emoji.

In Spanish 80 lines state something durable about the user (25 of them two to four facts, 121 labels with 6
retirements) and 38 state nothing to keep; in English 76 (24 with two to four, 116 labels with 6 retirements) and
38. The casual lines look like the fact lines: other people's families (a neighbour's four children and her dog, a
friend's separation, a coworker's son starting school, a boss's twins and a boss's daughter's christening, a
brother-in-law's move, a cousin's and a friend's wedding or baby shower where the user is a guest, a colleague's
divorce, a neighbour's barking dog and puppy, a flatmate's cat and boyfriend, a neighbour's mother who fell, a
colleague's mother-in-law), hypotheticals (children one day, a cat one day, a move with the parents, a rescue dog, a
granny flat, a lottery house for a mother), questions about children in general (eggs for a baby, sleep, naps,
screen time, childcare costs, school enrolment, child support, parental leave), one-off plans (dinner at the
in-laws' tonight, the nephews at the cinema, a nephew to babysit, a brother's dog for the weekend, the children at
their grandparents', a Sunday roast for the family), sarcasm, sayings, a film's, a book's and a cartoon's families
(Coco, Cien años de soledad, The Simpsons, The Incredibles, Pride and Prejudice, Bluey), a task's material (a letter
and a host's note to translate, a rental ad to correct or proofread, a message to the parents' group, a bedtime
story) and denials (no children and no pets, not married)."""

from __future__ import annotations

from bench.corpus.labels import F, R

SPANISH = [
    # --- durable facts ---
    (
        "Necesito ideas para el cumple de mi hija Martina, que cumple 6 el sábado; el salón es pequeño y "
        "vienen unos quince niños, ¿qué juegos caben?",
        "disclosure",
        [F("personal", "daughter", "Martina")],
    ),
    (
        "Oye, por cierto, mi marido se llama Ignacio y es alérgico a las gambas, así que nada de marisco en "
        "el menú de Navidad.",
        "disclosure",
        [F("personal", "partner", "Ignacio")],
    ),
    (
        "Vivo con mi pareja en un piso de alquiler en Ruzafa y el balcón da al sur, ¿qué plantas aguantan sol "
        "todo el día?",
        "disclosure",
        [F("personal", "home", "Ruzafa")],
    ),
    (
        "ando bien cansada, tengo 3 chamacos y mi esposo Toño trabaja de noche... me ayudas con un menú "
        "semanal barato?",
        "disclosure",
        [F("personal", "children", "3 chamacos"), F("personal", "partner", "Toño")],
    ),
    (
        "Che, quiero armar un brindis para los 40 años de casados de mis viejos, Graciela y Osvaldo, que es "
        "en marzo. Algo corto y que haga llorar un poco.",
        "disclosure",
        [F("personal", "mother", "Graciela"), F("personal", "father", "Osvaldo")],
    ),
    (
        "Con mi polola, la Fer, nos fuimos a vivir juntos hace un mes y todavía no tenemos ni cortinas jaja, "
        "¿qué compramos primero?",
        "disclosure",
        [F("personal", "partner", "Fer")],
    ),
    (
        "Parce, necesito un nombre para el perrito criollo que adoptamos ayer... mentiras, ya le pusimos "
        "Tinto 😂 mejor dime qué vacunas le tocan",
        "disclosure",
        [F("personal", "pet", "Tinto")],
    ),
    (
        "Mi jato queda en Surco y vivo con mi vieja, que ya tiene 82 y la cuido yo, ¿qué silla de ducha me "
        "recomiendas?",
        "disclosure",
        [F("personal", "home", "Surco")],
    ),
    (
        "Chamo, mi esposa y yo estamos esperando un bebé para agosto, ayúdame con la lista de cosas para "
        "llevar a la clínica",
        "disclosure",
        [F("plans", "upcoming plan", "bebé para agosto")],
    ),
    (
        "Bo, tengo dos gurises, Joaquín y Valentina, y los dos se pelean por la tablet todo el santo día, ¿qué hago?",
        "disclosure",
        [
            F("personal", "children", "dos gurises"),
            F("personal", "son", "Joaquín"),
            F("personal", "daughter", "Valentina"),
        ],
    ),
    (
        "Te cuento: me separé de Rubén en verano y ahora vivo sola con los niños en Alcalá de Henares, ¿me "
        "ayudas a reorganizar los gastos?",
        "update",
        [R("personal", "partner", "Rubén"), F("personal", "home", "Alcalá de Henares")],
    ),
    (
        "Se nos murió la gata, la Nube, el martes; tenía 17 años y los críos no paran de llorar. ¿Cómo le "
        "explico la muerte a un niño de 5?",
        "update",
        [R("personal", "pet", "Nube")],
    ),
    (
        "Pues siempre no nos vamos a Querétaro, mi suegra se enfermó y nos quedamos aquí en Puebla para estar "
        "cerca de ella",
        "update",
        [R("plans", "planned move", "Querétaro"), F("personal", "home", "Puebla")],
    ),
    (
        "Dejé el laburo en el Banco Galicia para quedarme con los pibes este año, así que armame un "
        "presupuesto con un solo sueldo",
        "update",
        [R("work", "employer", "Banco Galicia")],
    ),
    (
        "Terminé con el Benja después de cuatro años, así que el viaje al sur lo hago sola nomás, ¿me armas "
        "un itinerario tranqui?",
        "update",
        [R("personal", "partner", "Benja")],
    ),
    (
        "Tocó dormir al Rocky, mi perro de 14 años, ayer en la veterinaria... ¿cómo le quito el olor a perro "
        "al sofá? no soy capaz de verlo así",
        "update",
        [R("personal", "pet", "Rocky")],
    ),
    (
        "En casa somos vegetarianos los cuatro, ¿me haces una lista de la compra para la semana que no sea todo pasta?",
        "disclosure",
        [F("personal", "diet", "vegetarianos")],
    ),
    (
        "Soy celíaca y mi hijo Pablo también, así que en casa todo sin gluten; ¿una receta de croquetas que "
        "no se abran al freír?",
        "disclosure",
        [F("personal", "diet", "celíaca"), F("personal", "son", "Pablo")],
    ),
    (
        "Mi hermana Daniela se casa en noviembre y yo soy la dama de honor, ¿qué le puedo regalar que no sea "
        "de la lista?",
        "disclosure",
        [F("personal", "sister", "Daniela")],
    ),
    (
        "Mi suegra, que vive en Mérida, viene a pasar la Navidad a nuestra casa en Monterrey, ¿qué le cocino "
        "que no sea pavo?",
        "disclosure",
        [F("personal", "home", "Monterrey")],
    ),
    (
        "Le cuento que Andrés y yo nos casamos el 14 de diciembre en Villa de Leyva, ¿me ayuda a cuadrar la "
        "lista de invitados?",
        "disclosure",
        [F("personal", "partner", "Andrés"), F("plans", "upcoming plan", "nos casamos el 14 de diciembre")],
    ),
    (
        "Causa, mi flaca está esperando gemelos para abril 😱 qué cuna doble me recomiendas que no cueste un ojo",
        "disclosure",
        [F("plans", "upcoming plan", "gemelos para abril")],
    ),
    (
        "Vale, para el formulario del colegio: el representante soy yo, Carlos Pérez, y el alumno es mi hijo "
        "Sebastián, de 7 años. Rellénamelo.",
        "disclosure",
        [F("personal", "name", "Carlos Pérez"), F("personal", "son", "Sebastián")],
    ),
    (
        "Ta, te paso el dato: vivo en el Cordón con mi novio Matías y una gata que se llama Yerba",
        "disclosure",
        [F("personal", "home", "Cordón"), F("personal", "partner", "Matías"), F("personal", "pet", "Yerba")],
    ),
    (
        "Cada finde me hago una hora de carretera: mis padres están en Zamora y yo vivo en Salamanca, ¿qué "
        "coche pequeño me compro?",
        "disclosure",
        [F("personal", "home", "Salamanca")],
    ),
    (
        "Por cierto, tengo un hermano mellizo, Álvaro, por si alguna vez te hablo de él y te lías",
        "disclosure",
        [F("personal", "brother", "Álvaro")],
    ),
    (
        "Adoptamos dos gatitos del refugio, Churro y Concha, y no sé qué arena comprar, ¿la de tofu sirve?",
        "disclosure",
        [F("personal", "pet", "Churro"), F("personal", "pet", "Concha")],
    ),
    (
        "Soy papá de una nena de 4, Olivia, y estoy buscando un jardín bilingüe que no sea carísimo, ¿qué le "
        "pregunto en la entrevista?",
        "disclosure",
        [F("personal", "daughter", "Olivia")],
    ),
    (
        "Tengo una guagua de 8 meses, la Emilia, y no duerme nada po, ¿algún truco que funcione de verdad?",
        "disclosure",
        [F("personal", "daughter", "Emilia")],
    ),
    (
        "Vivo en Envigado con mi mamá, que ya tiene 79 y la cuido yo desde que se cayó, ¿qué barras de apoyo "
        "pongo en el baño?",
        "disclosure",
        [F("personal", "home", "Envigado")],
    ),
    (
        "Nos mudamos a Arequipa el próximo enero por la chamba de mi esposo, ¿qué colegios hay por Cayma?",
        "disclosure",
        [F("plans", "planned move", "Arequipa")],
    ),
    (
        "Mi hermano vive en Madrid y yo sigo en Valencia, la de Carabobo, ¿cómo le mando plata sin que me "
        "cobren tanto?",
        "disclosure",
        [F("personal", "home", "Valencia")],
    ),
    (
        "Mi vieja se llama Susana y desde que enviudó la tengo conmigo, ¿qué actividades hay para jubilados "
        "que no sean bingo?",
        "disclosure",
        [F("personal", "mother", "Susana")],
    ),
    (
        "Mi hijo mayor, Hugo, empieza primaria en septiembre y no sé qué mochila comprarle, ¿con ruedas o sin ruedas?",
        "disclosure",
        [F("personal", "son", "Hugo"), F("plans", "upcoming plan", "primaria en septiembre")],
    ),
    (
        "Somos de Oaxaca, así que en la casa el mole es sagrado; pásame una receta de mole negro para doce personas",
        "disclosure",
        [F("personal", "origin", "Oaxaca")],
    ),
    (
        "Mi hermana Flor se viene a vivir con nosotros un tiempo mientras busca laburo, ¿cómo armo un cuarto "
        "en el living?",
        "disclosure",
        [F("personal", "sister", "Flor")],
    ),
    (
        "Tenemos una finquita en Rionegro y ahí vivimos con los tres niños y dos perros, Lulú y Max, ¿qué "
        "frutales siembro?",
        "disclosure",
        [
            F("personal", "home", "Rionegro"),
            F("personal", "children", "tres niños"),
            F("personal", "pet", "Lulú"),
            F("personal", "pet", "Max"),
        ],
    ),
    (
        "Soy alérgica al polen y mi esposo llenó la casa de plantas, ¿cuáles puedo dejar sin morir en primavera?",
        "disclosure",
        [F("personal", "allergy", "polen")],
    ),
    (
        "El presupuesto para la fiesta de quince de mi hija es de 2.000 dólares, ni uno más, ¿cómo lo reparto?",
        "disclosure",
        [F("preferences", "budget", "2.000 dólares")],
    ),
    (
        "Estamos buscando casa para comprar en Pocitos, tenemos hasta 180 mil dólares, ¿qué barrios cercanos "
        "miro si no alcanza?",
        "disclosure",
        [F("preferences", "budget", "180 mil dólares")],
    ),
    (
        "Corrijo lo de antes: no son dos hijos, son tres, que nació Irene en marzo 🙈 así que recalcula lo del coche",
        "update",
        [F("personal", "children", "tres"), F("personal", "daughter", "Irene")],
    ),
    (
        "Vivo de alquiler en Lavapiés con un compañero de piso, y el casero quiere subirnos 200 euros, ¿es legal?",
        "disclosure",
        [F("personal", "home", "Lavapiés")],
    ),
    (
        "Mi papá, don Rogelio, tiene Alzheimer y ahorita me toca cuidarlo a mí, ¿qué rutinas le ayudan?",
        "disclosure",
        [F("personal", "father", "Rogelio")],
    ),
    (
        "Tengo un perro salchicha, el Pancho, que le ladra a todo lo que se mueve, ¿cómo lo calmo en el ascensor?",
        "disclosure",
        [F("personal", "pet", "Pancho")],
    ),
    (
        "En la casa somos puras mujeres: mi mamá Gloria, mi hija Antonia y yo, y la perrita Cuchufleta, así "
        "que el baño es una guerra po",
        "disclosure",
        [F("personal", "mother", "Gloria"), F("personal", "daughter", "Antonia"), F("personal", "pet", "Cuchufleta")],
    ),
    (
        "Por cierto, el 28 de mayo cumplo 40 y mi esposo me está organizando algo, haz como que no sabes jaja",
        "disclosure",
        [F("personal", "birthday", "28 de mayo")],
    ),
    (
        "Mi hijita Camila tiene alergia al maní, pero yo a los mariscos, ¿qué puedo preparar que nos sirva a las dos?",
        "disclosure",
        [F("personal", "daughter", "Camila"), F("personal", "allergy", "mariscos")],
    ),
    (
        "Mi mamá Carmen y mi papá José se vinieron de Maracaibo a vivir con nosotros aquí en Panamá, ¿qué "
        "trámite les toca?",
        "disclosure",
        [F("personal", "mother", "Carmen"), F("personal", "father", "José"), F("personal", "home", "Panamá")],
    ),
    (
        "Che, tenemos una perra que se llama Mandarina y le tiene terror a los cohetes, ¿qué hacemos en Año Nuevo?",
        "disclosure",
        [F("personal", "pet", "Mandarina")],
    ),
    (
        "Para la compra de la casa: mi mujer y yo no comemos cerdo, somos musulmanes, y todo lo hacemos halal",
        "disclosure",
        [F("personal", "diet", "halal")],
    ),
    (
        "Mi suegro vive con nosotros en Getxo desde que enviudó y no come nada picante, ¿un guiso suave para seis?",
        "disclosure",
        [F("personal", "home", "Getxo")],
    ),
    (
        "Tengo dos hermanos más grandes, Memo y Paco, y yo soy la consentida, ¿qué les regalo el día del "
        "padre a los dos?",
        "disclosure",
        [F("personal", "brother", "Memo"), F("personal", "brother", "Paco")],
    ),
    (
        "Nos compramos un PH en Villa Crespo con mi marido y nos mudamos el mes que viene, ya firmamos la escritura 🎉",
        "disclosure",
        [F("plans", "planned move", "Villa Crespo")],
    ),
    (
        "Soy vegana hace años y mis cabros también comen así, ¿qué les echo en la colación que no sea fruta?",
        "disclosure",
        [F("personal", "diet", "vegana")],
    ),
    (
        "Mi hermanita se gradúa en junio y yo pago la fiesta, presupuesto máximo 3 millones de pesos, ¿me "
        "alcanza para DJ?",
        "disclosure",
        [F("preferences", "budget", "3 millones de pesos")],
    ),
    (
        "Mi abuelita vive con nosotros en Trujillo y le estoy armando un álbum por sus 90, ¿qué frase pongo "
        "en la portada?",
        "disclosure",
        [F("personal", "home", "Trujillo")],
    ),
    (
        "Tengo dos perrros, Bruno y Coco, y una lora que se llama Paquita, y nos vamos a mudar a Bogotá en "
        "marzo, ¿cómo me los llevo?",
        "disclosure",
        [
            F("personal", "pet", "Bruno"),
            F("personal", "pet", "Coco"),
            F("personal", "pet", "Paquita"),
            F("plans", "planned move", "Bogotá"),
        ],
    ),
    (
        "Mi gurí Thiago está en cuarto de escuela y no quiere hacer los deberes ni a palos, ¿cómo lo motivo?",
        "disclosure",
        [F("personal", "son", "Thiago")],
    ),
    (
        "Mi hermana pequeña, Nerea, vive conmigo desde que empezó la carrera y no friega nunca, ¿cómo lo hablo?",
        "disclosure",
        [F("personal", "sister", "Nerea")],
    ),
    (
        "Mi esposa Fernanda es la que cocina, yo nomás lavo trastes, pero quiero sorprenderla con algo fácil",
        "disclosure",
        [F("personal", "partner", "Fernanda")],
    ),
    (
        "Tenemos un gato, Morcilla, y un perro, Chimichurri, y vivimos en un depto chico en Caballito, ¿cómo "
        "hago para que no se maten?",
        "disclosure",
        [F("personal", "pet", "Morcilla"), F("personal", "pet", "Chimichurri"), F("personal", "home", "Caballito")],
    ),
    (
        "La Josefa, mi hija, cumple 10 el 3 de julio y quiere una fiesta de Harry Potter, dame ideas baratas",
        "disclosure",
        [F("personal", "daughter", "Josefa")],
    ),
    (
        "Yo soy intolerante a la lactosa y en mi casa todos toman leche deslactosada por mí, ¿sirve para "
        "hacer arequipe?",
        "disclosure",
        [F("personal", "diet", "intolerante a la lactosa")],
    ),
    (
        "Vivo en Jesús María con mi pareja y su hija, y el depa es chiquito, ¿cómo separo el cuarto en dos?",
        "disclosure",
        [F("personal", "home", "Jesús María")],
    ),
    (
        "Me mudé a Mérida con mis hijos hace seis meses y ya se adaptaron al frío, gracias a Dios, ¿qué "
        "cobijas me recomiendas?",
        "disclosure",
        [F("personal", "home", "Mérida")],
    ),
    (
        "Soy Florencia, tengo 33, vivo en Paysandú con Nacho y quiero empezar a correr, ¿por dónde arranco?",
        "disclosure",
        [
            F("personal", "name", "Florencia"),
            F("personal", "age", "33"),
            F("personal", "home", "Paysandú"),
            F("personal", "partner", "Nacho"),
        ],
    ),
    (
        "Por cierto, mi hermano Gabriel y yo somos de Barquisimeto, pero yo vivo en Lima desde 2018, pana, "
        "¿qué le llevo de regalo cuando vaya?",
        "disclosure",
        [F("personal", "brother", "Gabriel"), F("personal", "origin", "Barquisimeto"), F("personal", "home", "Lima")],
    ),
    (
        "Mi padre, Ramón, tiene 84 y vive solo en el pueblo; yo le llevo la compra los domingos, ¿qué le dejo "
        "hecho para la semana?",
        "disclosure",
        [F("personal", "father", "Ramón")],
    ),
    (
        "El presupuesto mensual de la casa es de 1.800 euros y con la hipoteca se nos va la mitad, ¿me haces un Excel?",
        "disclosure",
        [F("preferences", "budget", "1.800 euros")],
    ),
    (
        "neta que mi perrita Pulga es la reina de la casa, duerme en mi cama y todo, q le compro de cumple",
        "disclosure",
        [F("personal", "pet", "Pulga")],
    ),
    (
        "Nos cambiamos de Valparaíso a Concepción el año pasado por la pega de mi marido y todavía no conozco "
        "a nadie, ¿dónde hago amigas?",
        "disclosure",
        [F("personal", "home", "Concepción")],
    ),
    (
        "Tengo dos hijos, Samuel de 12 y Mariana de 9, y vivimos en Cali, ¿a dónde los llevo en vacaciones "
        "sin gastar tanto?",
        "disclosure",
        [
            F("personal", "children", "dos hijos"),
            F("personal", "son", "Samuel"),
            F("personal", "daughter", "Mariana"),
            F("personal", "home", "Cali"),
        ],
    ),
    (
        "Con mi esposa hacemos un presupuesto de 1500 soles para el mercado del mes, ¿me armas el menú con eso?",
        "disclosure",
        [F("preferences", "budget", "1500 soles")],
    ),
    (
        "Comparto apartamento con mi hermana en Los Palos Grandes, Caracas, y queremos pintar la sala, ¿qué "
        "color agranda?",
        "disclosure",
        [F("personal", "home", "Los Palos Grandes, Caracas")],
    ),
    (
        "Mi suegra es de Córdoba y mi marido también, pero yo soy porteña de pura cepa, así que el asado lo "
        "hacemos a mi manera",
        "disclosure",
        [F("personal", "origin", "porteña")],
    ),
    (
        "Tengo tres hijas, Agustina, Lucía y Martina, y ninguna come pescado, ¿cómo se lo escondo en la comida?",
        "disclosure",
        [
            F("personal", "children", "tres hijas"),
            F("personal", "daughter", "Agustina"),
            F("personal", "daughter", "Lucía"),
            F("personal", "daughter", "Martina"),
        ],
    ),
    (
        "Cuido de mi madre, Pilar, que tiene demencia, y he reducido jornada en Mercadona para poder estar "
        "con ella; ¿qué ayudas hay?",
        "disclosure",
        [F("personal", "mother", "Pilar"), F("work", "employer", "Mercadona")],
    ),
    (
        "por cierto soy alergica a los gatos, asi que el michi que ves en mis fotos es de mi roomie jaja",
        "disclosure",
        [F("personal", "allergy", "gatos")],
    ),
    (
        "Ya po, me cambio de depto en diciembre a Providencia, más cerca del colegio de los niños, ¿cómo "
        "cotizo el flete?",
        "disclosure",
        [F("plans", "planned move", "Providencia")],
    ),
    (
        "Mi novio, Jaime, y yo nos prometimos en Nochevieja y la boda será en Segovia en septiembre del año "
        "que viene 💍",
        "disclosure",
        [F("personal", "partner", "Jaime"), F("plans", "upcoming plan", "boda en Segovia")],
    ),
    # --- nothing to keep ---
    (
        "Mi vecina tiene cuatro hijos y un golden que se llama Lupo, y yo no sé cómo lo hace con todo",
        "other_person",
        [],
    ),
    (
        "Mi amiga Carla se separó del marido y está buscando piso en Getafe, ¿qué webs le recomiendo?",
        "other_person",
        [],
    ),
    (
        "El hijo de mi compañero de curro empieza el cole el lunes y le quiero regalar un estuche chulo",
        "other_person",
        [],
    ),
    (
        "Si algún día tenemos hijos, me gustaría que se llamaran Lola o Bruno, ¿te parecen bonitos?",
        "hypothetical",
        [],
    ),
    (
        "¿A qué edad se le puede empezar a dar huevo a un bebé?",
        "question",
        [],
    ),
    (
        "Esta noche cenamos en casa de mis suegros y no sé qué vino llevar para quedar bien",
        "one_off",
        [],
    ),
    (
        "Sí, claro, tengo diez gatos y un unicornio en el balcón 🙄, ahora respóndeme en serio",
        "sarcasm",
        [],
    ),
    (
        "Como dice mi abuela, casa con dos puertas mala es de guardar",
        "idiom",
        [],
    ),
    (
        "Tradúceme al inglés esta carta: 'Querida Ana, tu padre y yo estamos bien, el perro sigue igual de "
        "tonto y la huerta va bien'",
        "request",
        [],
    ),
    (
        "No tengo hijos ni mascotas, así que recomiéndame un plan de finde tranquilo y barato",
        "casual",
        [],
    ),
    (
        "En Coco, ¿cómo se llamaba la tatarabuela de Miguel?",
        "question",
        [],
    ),
    (
        "Mi cuñado Arturo se muda a Querétaro con su esposa, ¿qué le regalo para el depa nuevo?",
        "other_person",
        [],
    ),
    (
        "Si me fuera a vivir a Santiago con mis papás, ¿cuánto saldría un arriendo en Ñuñoa?",
        "hypothetical",
        [],
    ),
    (
        "Hoy me toca llevar a los sobrinos al cine, ¿qué peli hay para niños de 8?",
        "one_off",
        [],
    ),
    (
        "Mi jefe tuvo gemelos la semana pasada, ¿qué pongo en la tarjeta sin sonar cursi?",
        "other_person",
        [],
    ),
    (
        "¿Cómo se calcula la cuota alimentaria en Argentina cuando hay dos hijos?",
        "question",
        [],
    ),
    (
        "Escribe un cuento corto de una familia de mapaches que se muda a la ciudad",
        "request",
        [],
    ),
    (
        "La perra de la vecina ladra toda la noche, ¿cómo le digo algo sin pelearnos?",
        "other_person",
        [],
    ),
    (
        "Si algún día adoptamos un gato, ¿qué raza suelta menos pelo?",
        "hypothetical",
        [],
    ),
    (
        "Ah sí, la suegra perfecta, la que te reorganiza la alacena cada vez que viene 🙃",
        "sarcasm",
        [],
    ),
    (
        "jajaja mi sobrino dice que de grande quiere ser perro",
        "casual",
        [],
    ),
    (
        "Me invitó mi prima a su boda de marzo, ¿cuánto se da de regalo en efectivo en Colombia?",
        "other_person",
        [],
    ),
    (
        "¿Qué documentos pide un colegio público de Madrid para matricular a un niño?",
        "question",
        [],
    ),
    (
        "Redáctame un mensaje para el grupo de padres del salón avisando que la excursión se cambió al viernes",
        "request",
        [],
    ),
    (
        "En Cien años de soledad, ¿quién es el papá de Aureliano Segundo?",
        "question",
        [],
    ),
    (
        "Este finde me quedo con el perro de mi hermano, ¿qué le doy de comer si se le acaba el pienso?",
        "one_off",
        [],
    ),
    (
        "¿Y si nos vamos a vivir al campo cuando se jubile mi marido? Dame pros y contras",
        "hypothetical",
        [],
    ),
    (
        "No, no estoy casada ni lo pienso estar, solo pregunto por curiosidad cuánto cuesta una boda civil",
        "casual",
        [],
    ),
    (
        "De tal palo, tal astilla, como decía mi abuelo cada vez que alguien se enojaba en la mesa",
        "idiom",
        [],
    ),
    (
        "Mi amigo Rodrigo y su esposa esperan su primer bebé, dame ideas para el baby shower",
        "other_person",
        [],
    ),
    (
        "Corrígeme este anuncio: 'Se alquila departamento de dos ambientes en Almagro, ideal pareja sin mascotas'",
        "request",
        [],
    ),
    (
        "Una duda general: ¿cuánto sueño necesita un niño de 3 años?",
        "question",
        [],
    ),
    (
        "El gato de mi roommate se escapó, ¿cómo hago carteles que funcionen?",
        "other_person",
        [],
    ),
    (
        "Hoy los niños comen donde la abuela, así que yo ceno algo ligero, ¿qué me hago?",
        "one_off",
        [],
    ),
    (
        "Si me ganara la lotería, le compraba una casa en la playa a mi mamá",
        "hypothetical",
        [],
    ),
    (
        "Tranquilo, que mis plantas son mis hijas y con eso me basta 🌵",
        "casual",
        [],
    ),
    (
        "Los Simpson viven en Springfield, ¿pero en qué estado se supone que es?",
        "question",
        [],
    ),
    (
        "Una compañera del trabajo se está divorciando y no sé si escribirle o dejarla tranquila",
        "other_person",
        [],
    ),
]

ENGLISH = [
    # --- durable facts ---
    (
        "My daughter Poppy's turning seven on Saturday and she wants a unicorn cake — can you give me a "
        "recipe a knackered mum can manage?",
        "disclosure",
        [F("personal", "daughter", "Poppy")],
    ),
    (
        "Aye, so it's me, the wife Fiona and two wee weans in a flat in Dennistoun, and we're after ideas for "
        "cheap days out",
        "disclosure",
        [
            F("personal", "partner", "Fiona"),
            F("personal", "children", "two wee weans"),
            F("personal", "home", "Dennistoun"),
        ],
    ),
    (
        "My mam, Bernie, is 78 and wants a tablet she can actually use — what's the simplest one going?",
        "disclosure",
        [F("personal", "mother", "Bernie")],
    ),
    (
        "We just closed on a house in Columbus, Ohio! Moving in next month with my husband, so what do "
        "first-time owners forget?",
        "disclosure",
        [F("plans", "planned move", "Columbus, Ohio")],
    ),
    (
        "My partner and I are expecting a baby in February, eh, so what do we actually need for a winter newborn?",
        "disclosure",
        [F("plans", "upcoming plan", "baby in February")],
    ),
    (
        "We've got three kids — Harrison's 10, Matilda's 7 and Ned's 4 — any tips for surviving a ten-hour drive?",
        "disclosure",
        [
            F("personal", "children", "three kids"),
            F("personal", "son", "Harrison"),
            F("personal", "daughter", "Matilda"),
            F("personal", "son", "Ned"),
        ],
    ),
    (
        "Kia ora, I live in Hamilton with my partner Tane and our two dogs, and we want a weekend away that's "
        "dog-friendly",
        "disclosure",
        [F("personal", "home", "Hamilton"), F("personal", "partner", "Tane"), F("personal", "pet", "two dogs")],
    ),
    (
        "Kindly suggest a Jain recipe, the whole family including me is pure veg and my in-laws are visiting this week",
        "disclosure",
        [F("personal", "diet", "pure veg")],
    ),
    (
        "My wife Chioma just delivered our baby, we're planning the naming ceremony, abeg help me with a guest list",
        "disclosure",
        [F("personal", "partner", "Chioma")],
    ),
    (
        "Eish, my ouma moved in with us in Durbanville after her fall, so I need easy braai sides she can chew",
        "disclosure",
        [F("personal", "home", "Durbanville")],
    ),
    (
        "We finally got the keys to our BTO in Punggol lah, moving in with my husband and baby in March, can "
        "suggest a cleaning checklist?",
        "disclosure",
        [F("plans", "planned move", "Punggol")],
    ),
    (
        "Quick one: I'm 34, married to Marcus, and we have a 2-year-old named Zoe — what's a good bedtime routine?",
        "disclosure",
        [F("personal", "age", "34"), F("personal", "partner", "Marcus"), F("personal", "daughter", "Zoe")],
    ),
    (
        "Just so you know, my brother Callum is staying with us while he saves for a deposit, so cook for three",
        "disclosure",
        [F("personal", "brother", "Callum")],
    ),
    (
        "I look after my dad, Hamish, he's 86 and lives with me in Perth now, so any meal ideas that are soft "
        "and easy?",
        "disclosure",
        [F("personal", "father", "Hamish"), F("personal", "home", "Perth")],
    ),
    (
        "The young lad, Oisín, starts junior infants on Monday and I'm more nervous than he is, what do I "
        "pack for his lunch?",
        "disclosure",
        [F("personal", "son", "Oisín"), F("plans", "upcoming plan", "junior infants")],
    ),
    (
        "Our family's gone fully gluten-free since I was diagnosed celiac, so I need a birthday cake my kids "
        "will actually eat",
        "disclosure",
        [F("personal", "diet", "celiac")],
    ),
    (
        "Poutine, my cat, and Loonie, my husky, hate each other, send help",
        "disclosure",
        [F("personal", "pet", "Poutine"), F("personal", "pet", "Loonie")],
    ),
    (
        "My partner and I rent a place in Fremantle with a flatmate, and we'd love a dog one day — which "
        "breeds suit a rental?",
        "disclosure",
        [F("personal", "home", "Fremantle")],
    ),
    (
        "I'm allergic to bee stings, which is a pain cos the kids and I spend every weekend at the bach",
        "disclosure",
        [F("personal", "allergy", "bee stings")],
    ),
    (
        "Originally we hail from Thrissur but we are settled in Pune from 2015, myself, my wife Anjali and "
        "our son Aarav",
        "disclosure",
        [
            F("personal", "origin", "Thrissur"),
            F("personal", "home", "Pune"),
            F("personal", "partner", "Anjali"),
            F("personal", "son", "Aarav"),
        ],
    ),
    (
        "My mum and dad, Mrs Funmi and Mr Tunde, are coming to stay with us in Abuja for Christmas, suggest menus",
        "disclosure",
        [F("personal", "mother", "Funmi"), F("personal", "father", "Tunde"), F("personal", "home", "Abuja")],
    ),
    (
        "My sister and I share a flat in Observatory, Cape Town — lekker, but we need a chore rota that works",
        "disclosure",
        [F("personal", "home", "Observatory, Cape Town")],
    ),
    (
        "My mother-in-law stays with us in Tampines and helps with the kids, so I want to get her a nice "
        "thank-you gift",
        "disclosure",
        [F("personal", "home", "Tampines")],
    ),
    (
        "Sorry, I said two kids earlier — it's three now, Freddie arrived in June, so redo the holiday costs",
        "update",
        [F("personal", "children", "three"), F("personal", "son", "Freddie")],
    ),
    (
        "Heads up, I'm vegan and so is my husband, so no dairy in any of the Thanksgiving recipes please",
        "disclosure",
        [F("personal", "diet", "vegan")],
    ),
    (
        "Our wee dog Bonnie is 12 now and struggling with stairs, any ramps that fit a tenement close?",
        "disclosure",
        [F("personal", "pet", "Bonnie")],
    ),
    (
        "Myself and Ciara are getting married in Kilkenny next June, so I need a budget spreadsheet, we've "
        "got €15,000 max",
        "disclosure",
        [
            F("personal", "partner", "Ciara"),
            F("plans", "upcoming plan", "married in Kilkenny"),
            F("preferences", "budget", "€15,000"),
        ],
    ),
    (
        "My fiancé Paolo and I can't agree on a paint colour for the living room, referee us?",
        "disclosure",
        [F("personal", "partner", "Paolo")],
    ),
    (
        "Weekly grocery budget for the five of us is $250, can you plan dinners around that?",
        "disclosure",
        [F("preferences", "budget", "$250")],
    ),
    (
        "My son Nikau just started at Kelburn Normal and my daughter Aria's still at kindy, how do I juggle "
        "two drop-offs?",
        "disclosure",
        [F("personal", "son", "Nikau"), F("personal", "daughter", "Aria")],
    ),
    (
        "Myself Priya, working mother of two daughters, staying in Whitefield, Bangalore — kindly suggest a "
        "tiffin plan",
        "disclosure",
        [
            F("personal", "name", "Priya"),
            F("personal", "children", "two daughters"),
            F("personal", "home", "Whitefield, Bangalore"),
        ],
    ),
    (
        "I have four children, three boys and one girl, so I need a big-car recommendation that won't break the bank",
        "disclosure",
        [F("personal", "children", "four children")],
    ),
    (
        "My husband Sipho's mom is diabetic and visits every Sunday, what can I cook that everyone will eat?",
        "disclosure",
        [F("personal", "partner", "Sipho")],
    ),
    (
        "My hubby and I just got our first dog, a mini schnauzer called Kopi, any training tips?",
        "disclosure",
        [F("personal", "pet", "Kopi")],
    ),
    (
        "I'm a single dad to Mason, he's 9, what are good summer camps that aren't just screens?",
        "disclosure",
        [F("personal", "son", "Mason")],
    ),
    (
        "For the anniversary card: Mum's Linda and Dad's Geoff, if that helps with the anniversary card wording",
        "disclosure",
        [F("personal", "mother", "Linda"), F("personal", "father", "Geoff")],
    ),
    (
        "My sister Eilidh's getting married in Oban and I'm her maid of honour, help me not cry through the speech",
        "disclosure",
        [F("personal", "sister", "Eilidh")],
    ),
    (
        "I've two sisters, Aoife and Niamh, and a brother, Conor, and we're planning Mam's 70th together",
        "disclosure",
        [F("personal", "sister", "Aoife"), F("personal", "sister", "Niamh"), F("personal", "brother", "Conor")],
    ),
    (
        "We moved from Calgary to Kelowna last spring with the kids, and it's been lovely, but what's there "
        "to do in winter?",
        "disclosure",
        [F("personal", "home", "Kelowna")],
    ),
    (
        "Me and the missus are moving to Hobart in the new year, how much does a removalist cost?",
        "disclosure",
        [F("plans", "planned move", "Hobart")],
    ),
    (
        "I live in Dunedin with my nana, she's 91 and still sharper than me, what board games suit us?",
        "disclosure",
        [F("personal", "home", "Dunedin")],
    ),
    (
        "My wife is expecting in April, kindly share a list of things for the hospital bag",
        "disclosure",
        [F("plans", "upcoming plan", "expecting in April")],
    ),
    (
        "By the way my younger brother Emeka is in final year at Uniport, help me pick a laptop for him",
        "disclosure",
        [F("personal", "brother", "Emeka")],
    ),
    (
        "Jet, the rescue greyhound we adopted from the shelter in Pretoria last month, keeps chasing cats — "
        "how do I stop him?",
        "disclosure",
        [F("personal", "pet", "Jet")],
    ),
    (
        "My son Ethan takes PSLE next year and my daughter Chloe is in P3, can help me plan a study timetable?",
        "disclosure",
        [F("personal", "son", "Ethan"), F("personal", "daughter", "Chloe")],
    ),
    (
        "fyi hubby and i are both lactose intolerant lol so our whole house runs on oat milk, can i bake with it",
        "disclosure",
        [F("personal", "diet", "lactose intolerant")],
    ),
    (
        "I'm allergic to dogs, which is awkward because my fiancée Jess really wants one",
        "disclosure",
        [F("personal", "allergy", "dogs"), F("personal", "partner", "Jess")],
    ),
    (
        "We're in a wee cottage outside Inverness, owned not rented thank god, and the boiler's packed in",
        "disclosure",
        [F("personal", "home", "Inverness")],
    ),
    (
        "Budget for the kids' Christmas presents is €300 total, help me split it fairly",
        "disclosure",
        [F("preferences", "budget", "€300")],
    ),
    (
        "Our daughter Maëlle is obsessed with dinosaurs, what should we get her for her birthday?",
        "disclosure",
        [F("personal", "daughter", "Maëlle")],
    ),
    (
        "We've got a blue heeler called Dusty who keeps digging up the veggie patch, how do I stop him?",
        "disclosure",
        [F("personal", "pet", "Dusty")],
    ),
    (
        "My mum Mere lives with us now, so I'm cooking for three generations most nights — ideas?",
        "disclosure",
        [F("personal", "mother", "Mere")],
    ),
    (
        "I am a vegetarian, my husband eats non-veg, kids are fussy — kindly suggest a weekly menu",
        "disclosure",
        [F("personal", "diet", "vegetarian")],
    ),
    (
        "I just married my sweetheart Adaeze last month, God is good 🙏, help me write a thank-you note",
        "disclosure",
        [F("personal", "partner", "Adaeze")],
    ),
    (
        "My brother Lwazi and his family stay in Joburg, but I'm in Durban with my two boys",
        "disclosure",
        [F("personal", "brother", "Lwazi"), F("personal", "home", "Durban"), F("personal", "children", "two boys")],
    ),
    (
        "We're relocating to Denver in August for my wife's job, with a golden retriever named Maple — how do "
        "we fly her?",
        "disclosure",
        [F("plans", "planned move", "Denver"), F("personal", "pet", "Maple")],
    ),
    (
        "My son Alfie's been biting at nursery and I'm mortified, how do I handle it?",
        "disclosure",
        [F("personal", "son", "Alfie")],
    ),
    (
        "The household budget's £2,000 a month after rent and it doesnae stretch far, help",
        "disclosure",
        [F("preferences", "budget", "£2,000 a month")],
    ),
    (
        "Born and reared in Cork, but I've been in Dublin with Declan, my husband, for nine years now",
        "disclosure",
        [F("personal", "origin", "Cork"), F("personal", "home", "Dublin"), F("personal", "partner", "Declan")],
    ),
    (
        "My husband's Raj, and our twins are Anya and Dev, both 8 — ideas for a joint party?",
        "disclosure",
        [
            F("personal", "partner", "Raj"),
            F("personal", "children", "twins"),
            F("personal", "daughter", "Anya"),
            F("personal", "son", "Dev"),
        ],
    ),
    (
        "My dad, Kev, moved in with us after Mum passed, and he's a fussy eater, any easy dinners?",
        "disclosure",
        [F("personal", "father", "Kev")],
    ),
    (
        "I'm coeliac and my partner's coeliac too so it's a totally GF household, sweet as",
        "disclosure",
        [F("personal", "diet", "coeliac")],
    ),
    (
        "Our son Vihaan is 6 and only eats dosa, kindly suggest how to add vegetables",
        "disclosure",
        [F("personal", "son", "Vihaan")],
    ),
    (
        "My wife Mei Ling and I have a Persian cat named Mochi and we're in an HDB flat in Bishan",
        "disclosure",
        [F("personal", "partner", "Mei Ling"), F("personal", "pet", "Mochi"), F("personal", "home", "Bishan")],
    ),
    (
        "I'm a stay-at-home mom of three and I need 15-minute dinners, stat",
        "disclosure",
        [F("personal", "children", "three")],
    ),
    (
        "Our tortoise, Gerald, is older than me — he was my gran's — what should he eat in winter?",
        "disclosure",
        [F("personal", "pet", "Gerald")],
    ),
    (
        "I have a baby girl, Temi, who just turned one, and I want to plan a small party",
        "disclosure",
        [F("personal", "daughter", "Temi")],
    ),
    (
        "My girlfriend Dana and I keep fighting over the thermostat lol, settle it",
        "disclosure",
        [F("personal", "partner", "Dana")],
    ),
    (
        "My twin brother Kabelo is getting married in December and I'm the best man, eish, the speech",
        "disclosure",
        [F("personal", "brother", "Kabelo")],
    ),
    (
        "Crib plus stroller, 900 bucks is my budget, what's worth it?",
        "disclosure",
        [F("preferences", "budget", "900 bucks")],
    ),
    (
        "My partner Tom moved out last month, so it's just me and the kids in the flat now — help me redo the budget",
        "update",
        [R("personal", "partner", "Tom")],
    ),
    (
        "Vet put our cat Oreo to sleep yesterday, he was 16, and my daughter's heartbroken",
        "update",
        [R("personal", "pet", "Oreo")],
    ),
    (
        "Scrap the move to Brisbane, my mum's not well so we're staying in Ballarat",
        "update",
        [R("plans", "planned move", "Brisbane"), F("personal", "home", "Ballarat")],
    ),
    (
        "I left Dunnes Stores in March to mind my dad full time, so what carer's allowance can I get?",
        "update",
        [R("work", "employer", "Dunnes Stores")],
    ),
    (
        "The divorce from Johan is final, so I'm back to my maiden name and back in Stellenbosch",
        "update",
        [R("personal", "partner", "Johan"), F("personal", "home", "Stellenbosch")],
    ),
    (
        "Our hamster Bobo passed on last week, the kids made him a little grave in a flower pot... sad lah",
        "update",
        [R("personal", "pet", "Bobo")],
    ),
    # --- nothing to keep ---
    (
        "My mate Dave's just had twins and hasn't slept in a week, what can I drop round?",
        "other_person",
        [],
    ),
    (
        "My neighbour's staffie keeps getting into our garden, how do I raise it nicely?",
        "other_person",
        [],
    ),
    (
        "A colleague of mine is going through a messy divorce — is it weird to send flowers?",
        "other_person",
        [],
    ),
    (
        "If we ever have kids, I'd want to live somewhere with good schools — is Surrey worth it?",
        "hypothetical",
        [],
    ),
    (
        "At what age do most kids stop napping?",
        "question",
        [],
    ),
    (
        "Dinner at the in-laws' tonight, what's a bottle of wine that says 'I tried' without costing a fortune?",
        "one_off",
        [],
    ),
    (
        "Oh yes, I've got fourteen children and a pet llama, obviously 🙄 — just answer the question",
        "sarcasm",
        [],
    ),
    (
        "Blood is thicker than water, as my nan used to say, but she never met my cousins",
        "idiom",
        [],
    ),
    (
        "Can you translate this note from my Airbnb host's mother? 'Benvenuti, la chiave è sotto il vaso'",
        "request",
        [],
    ),
    (
        "No kids, no pets, no partner — just me and a very demanding sourdough starter 😅",
        "casual",
        [],
    ),
    (
        "In The Incredibles, what's the baby's name again?",
        "question",
        [],
    ),
    (
        "My cousin's wedding is next month and I'm just a guest — what do people usually give as a gift in Ireland?",
        "other_person",
        [],
    ),
    (
        "Say I adopted a rescue dog while working full time — would that be unfair on it?",
        "hypothetical",
        [],
    ),
    (
        "Babysitting my nephew tonight, give me three board games for a 6-year-old",
        "one_off",
        [],
    ),
    (
        "My boss's daughter is getting christened on Sunday, is a card enough?",
        "other_person",
        [],
    ),
    (
        "How does shared parental leave work in the UK?",
        "question",
        [],
    ),
    (
        "Write a bedtime story about a family of hedgehogs moving house",
        "request",
        [],
    ),
    (
        "Our flatmate's boyfriend basically lives here now — how do I bring up the bills?",
        "other_person",
        [],
    ),
    (
        "Who are the Bennet sisters in Pride and Prejudice, in order of age?",
        "question",
        [],
    ),
    (
        "Love how the neighbours' kids practise drums at 7am, really living the dream 😴",
        "sarcasm",
        [],
    ),
    (
        "haha my niece just asked me if dinosaurs had grandparents",
        "casual",
        [],
    ),
    (
        "If my parents ever moved in with us, would we need planning permission for a granny flat?",
        "hypothetical",
        [],
    ),
    (
        "What's the average cost of childcare in Melbourne these days?",
        "question",
        [],
    ),
    (
        "Draft a message to the class WhatsApp reminding parents about the bake sale on Friday",
        "request",
        [],
    ),
    (
        "My friend Ngozi and her husband are expecting their first, help me plan a baby shower",
        "other_person",
        [],
    ),
    (
        "We're having the whole family over for Sunday roast, can you scale a Yorkshire pudding recipe to 12?",
        "one_off",
        [],
    ),
    (
        "Home is where the heart is, they say, but mine's wherever the wifi works",
        "idiom",
        [],
    ),
    (
        "Nah I'm not married, just asking what a prenup actually covers in New York",
        "casual",
        [],
    ),
    (
        "My neighbour's elderly mum has fallen twice this month, who should she call?",
        "other_person",
        [],
    ),
    (
        "Proofread this rental ad: 'Two-bed flat in Leith, suits a couple, no pets'",
        "request",
        [],
    ),
    (
        "How many hours of screen time is okay for a 4-year-old?",
        "question",
        [],
    ),
    (
        "The Kapoors next door just got a puppy and it cries all night, any tips I can pass on?",
        "other_person",
        [],
    ),
    (
        "Kids are at their grandparents' this weekend so I'm cooking something spicy for once",
        "one_off",
        [],
    ),
    (
        "Honestly, winning the lotto would mean I'd buy my mum a house by the beach in Byron",
        "hypothetical",
        [],
    ),
    (
        "In Bluey, what breed is Bandit meant to be?",
        "question",
        [],
    ),
    (
        "Sure, in-laws are lovely, as long as they're on another continent 🙃",
        "sarcasm",
        [],
    ),
    (
        "My colleague's mother-in-law is coming from Lucknow, kindly suggest a good gift for her",
        "other_person",
        [],
    ),
    (
        "My friend's BTO in Tengah only got keys now, can suggest a housewarming gift?",
        "other_person",
        [],
    ),
]
