"""The blind split's conversations and questions (see bench/recall_blind.py), as their writer wrote them."""

# ruff: noqa: E501

# Blind recall test set: past conversations + later questions.
# Written without looking at the system. Indexes start at 0:
# evidence = [[session_index, turn_index], ...] pointing at the USER message needed.

HISTORIES = [
    # ------------------------------------------------------------------ es-1 (España, Zaragoza)
    {
        "user_id": "blind-es-1",
        "language": "es",
        "sessions": [
            {
                "days_ago": 120,
                "turns": [
                    [
                        "hola! necesito ideas para cenar algo rápido entre semana, salgo del turno de tarde a las 10 y llego muerta",
                        "¡Claro! Tortillas francesas con verduras, salteados en sartén o una crema de verduras hecha el fin de semana son opciones de menos de 15 minutos.",
                    ],
                    [
                        "Tengo pollo, calabacín y arroz. Algo con eso?",
                        "Un salteado de pollo con calabacín y un poco de soja sobre arroz queda genial y se hace en 15 minutos. Si cueces el arroz el domingo, entre semana solo tienes que saltear.",
                    ],
                    [
                        "Por cierto mi novio Javier es vegetariano desde hace un año, así que si puede ser versión sin carne también mejor",
                        "Entonces cambia el pollo por garbanzos cocidos o tofu firme; un curry rápido de garbanzos con calabacín y leche de coco funciona muy bien para los dos.",
                    ],
                    [
                        "vale, lo del curry con garbanzos me lo apunto",
                        "¡Perfecto! Con un bote de garbanzos y una cucharada de pasta de curry lo tienes listo en nada.",
                    ],
                    [
                        "Otra cosa, qué tal son las freidoras de aire? todo el mundo en el hospital habla de ellas, mi compañera Nuria se compró una Cosori y dice que no la cambia por nada",
                        "Son muy prácticas para patatas, verduras asadas y recalentar sin que se quede blando. Gastan menos que el horno y se limpian fácil si tienen cesta antiadherente.",
                    ],
                    [
                        "Y de tamaño? somos dos en casa y a veces viene mi hermana Marta cuando baja de Valencia",
                        "Para dos personas con visitas ocasionales, una de 4,5 a 5,5 litros va sobrada. Más grande ocupa mucha encimera.",
                    ],
                    [
                        "genial gracias, mañana miro precios",
                        "¡De nada! Fíjate en que la cesta vaya al lavavajillas, se agradece.",
                    ],
                ],
            },
            {
                "days_ago": 100,
                "turns": [
                    [
                        "Buenas. Ayer me compré la freidora de aire al final, una de 5,5 litros en MediaMarkt, 89 euros",
                        "¡Buen precio! Haz una primera pasada en vacío unos 10 minutos para que se vaya el olor a nuevo.",
                    ],
                    [
                        "Qué temperatura para patatas congeladas?",
                        "Unos 200 °C durante 15-18 minutos, agitando la cesta a mitad. No hace falta añadir aceite.",
                    ],
                    [
                        "Oye y cambiando de tema, tengo la rodilla derecha fatal desde que empecé a correr, el traumatólogo dice que es el menisco y que probablemente haya que operar",
                        "Vaya, lo siento. Las artroscopias de menisco suelen tener buena recuperación, aunque la rehabilitación es clave.",
                    ],
                    [
                        "sí, ya me han dado fecha: me operan el 14 de marzo en el Miguel Servet, donde trabajo, así que al menos me conozco a medio personal jajaja",
                        "¡Eso da tranquilidad! Seguro que te cuidan de maravilla.",
                    ],
                    [
                        "Qué cosas me recomiendas tener en casa para la recuperación?",
                        "Hielo o bolsas de frío, un cojín para elevar la pierna, ropa ancha y la comida preparada para unos días. Unas muletas ajustadas a tu altura también.",
                    ],
                    [
                        "Javier dice que él se encarga de todo esas semanas, es un sol",
                        "¡Qué bien tener ese apoyo! Así te puedes centrar en descansar.",
                    ],
                    ["bueno te dejo que entro a trabajar", "¡Ánimo con el turno!"],
                ],
            },
            {
                "days_ago": 80,
                "turns": [
                    [
                        "hola, estoy de baja por lo de la rodilla y me aburro muchísimo. recomiéndame series por favor",
                        "¡Claro! ¿Qué te apetece, drama, comedia o thriller? Así afino más.",
                    ],
                    [
                        "He visto ya Fariña y La casa de papel. algo más tipo thriller nórdico?",
                        "Prueba The Bridge (Bron/Broen), The Killing o Borgen si te va también la política. Todas enganchan mucho.",
                    ],
                    [
                        "Por cierto, al final devolví la freidora, hacía un ruido horrible como de ventilador roto y olía a plástico. Me devolvieron el dinero sin problema.",
                        "Menos mal que no pusieron pegas. Si vuelves a mirar, Cosori y Philips tienen buenas opiniones sobre el ruido.",
                    ],
                    [
                        "Mi vecino de abajo, don Anselmo, me sube el pan todas las mañanas desde la operación, qué majo. Quiero tener un detalle con él, ideas? tiene 82 años y le encanta el ajedrez",
                        "Qué encanto de vecino. Un libro de partidas clásicas comentadas, un tablero de madera bonito o unos bombones con una nota escrita a mano seguro que le hacen ilusión.",
                    ],
                    [
                        "me gusta lo del libro de partidas clásicas, se lo busco",
                        "¡Buena elección! Los de Capablanca o las partidas de Karpov comentadas suelen gustar mucho.",
                    ],
                    [
                        "otra cosa: la fisio me ha dicho que en cuanto pueda me apunte a un gimnasio con piscina para rehabilitación",
                        "El agua es ideal para la rodilla porque descarga peso. Busca uno con piscina climatizada y horarios que encajen con tus turnos.",
                    ],
                    ["vale gracias!!", "¡A ti, y que vaya muy bien la recuperación!"],
                ],
            },
            {
                "days_ago": 60,
                "turns": [
                    [
                        "Hola! ya vuelvo a caminar normal. Me he apuntado al gimnasio Ebro Fit, el que está al lado de la plaza del Pilar, tiene piscina climatizada y sale a 39 al mes",
                        "¡Qué bien! 39 euros con piscina es un precio muy razonable.",
                    ],
                    [
                        "qué rutina de natación me recomiendas para empezar suave?",
                        "Empieza con 20-25 minutos: calentamiento caminando en el agua, luego series de 50 metros a ritmo suave con descansos de 30 segundos.",
                    ],
                    [
                        "Y estilo? braza me molesta un poco la rodilla",
                        "Evita la braza por la patada en rotación; crol y espalda son mucho más amables con el menisco. Puedes usar pull-buoy para descargar las piernas.",
                    ],
                    [
                        "Mi prima Irene se casa el 21 de junio en Teruel y quiero estar bien para poder bailar jaja",
                        "¡Tienes tiempo de sobra para llegar en forma! Con constancia en la piscina, en junio estarás bailando sin problema.",
                    ],
                    [
                        "Vestido para boda de día en junio, qué colores se llevan? no quiero ir de blanco obviamente",
                        "Para boda de día en verano quedan muy bien los tonos pastel, el verde salvia, el terracota o estampados florales ligeros.",
                    ],
                    ["me encanta el verde salvia, buena idea", "¡Con complementos dorados o nude queda precioso!"],
                    ["gracias guapa", "¡A ti! Disfruta de la piscina."],
                ],
            },
            {
                "days_ago": 40,
                "turns": [
                    [
                        "hola. necesito desahogarme un poco. Hoy en el trabajo ha sido horrible, tres ingresos a la vez y faltaba gente",
                        "Lo siento mucho, suena agotador. Cuéntame lo que necesites.",
                    ],
                    [
                        "Sí, Nuria se ha ido a trabajar al centro de salud de Delicias, por fin le dieron la plaza, así que ahora estoy sin mi compi de siempre y se nota muchísimo",
                        "Es normal echarla de menos, perder a la compañera con la que te entiendes sin hablar se nota mucho. Al menos a ella le ha salido bien.",
                    ],
                    [
                        "gracias, ya me siento mejor de contarlo",
                        "Me alegro. Intenta desconectar un poco esta noche, te lo mereces.",
                    ],
                    [
                        "Por cierto, para el cumple de Javi el sábado 10 estoy pensando en cenar en La Tasca de Pilar, tienen menú de verduras a la brasa, crees que está bien o algo más especial?",
                        "Si tienen buenas opciones sin carne, suena perfecto: lo importante es que él disfrute de toda la carta. Podéis rematar con una copa en algún sitio con terraza.",
                    ],
                    [
                        "Y de regalo? le gusta mucho la fotografía analógica",
                        "Una cámara analógica de segunda mano (una Olympus OM-10 o una Canon AE-1), unos carretes Portra o una sesión de revelado en un laboratorio local.",
                    ],
                    [
                        "uff lo de la cámara Olympus de segunda mano me encanta, miro en Wallapop",
                        "¡Revisa que el obturador y el fotómetro funcionen antes de comprar!",
                    ],
                    ["vale, hecho. gracias!", "¡Que salga genial la celebración!"],
                ],
            },
            {
                "days_ago": 20,
                "turns": [
                    [
                        "hola! gran noticia: Marta ha sido mamá!! nació el martes, se llama Olivia y pesó 3,2 kilos. Está agotada pero feliz",
                        "¡Enhorabuena, qué alegría! Bienvenida al mundo, Olivia.",
                    ],
                    [
                        "Quiero ir a verla en cuanto pueda. Ahora viven en Bilbao, que se mudaron en enero por el trabajo de Koldo, así que ya no me pilla tan a mano como cuando estaban en Valencia. Tren o coche desde Zaragoza?",
                        "En coche son unas 3 horas por la AP-68; en tren hay que mirar horarios porque a veces hay transbordo. Si vas sola, el tren es más cómodo para descansar.",
                    ],
                    [
                        "qué le puedo regalar a un bebé recién nacido que no sea ropa? ropa le van a regalar todos",
                        "Una manta personalizada con su nombre, un portachupetes bonito, un libro de tela o un álbum para sus primeros recuerdos.",
                    ],
                    [
                        "lo de la manta personalizada con el nombre me gusta",
                        "¡Es un regalo que se guarda para siempre! Pídela con tiempo, que suelen tardar una semana.",
                    ],
                    [
                        "Ah y don Anselmo me ha dicho que le encantó el libro de ajedrez, ya lleva la mitad de las partidas reproducidas jaja",
                        "¡Qué bonito! Acertaste de pleno.",
                    ],
                    [
                        "oye y una cosa, Trufa se pone fatal en el coche, se marea. La perra, digo, que es una beagle de 4 años. Si vamos en coche, qué hago?",
                        "No le des de comer 3-4 horas antes, haz paradas cada hora y ventila el coche. Si se marea mucho, el veterinario puede recetarle algo para el viaje.",
                    ],
                    [
                        "perfecto, entonces tren y Trufa se queda con mis padres",
                        "¡Buena solución! Disfruta mucho de tu sobrina.",
                    ],
                ],
            },
            {
                "days_ago": 7,
                "turns": [
                    [
                        "hola, una receta de bizcocho sin lactosa? mi madre no tolera la lactosa y el domingo vienen a comer",
                        "Usa aceite de girasol en vez de mantequilla y bebida de avena en vez de leche: 3 huevos, 200 g de azúcar, 120 ml de aceite, 120 ml de bebida vegetal, 250 g de harina y un sobre de levadura.",
                    ],
                    [
                        "genial. y para el plato principal algo que guste a todos, somos 6",
                        "Una lasaña de verduras o un arroz al horno gustan a casi todo el mundo y se preparan con antelación.",
                    ],
                    [
                        "Javier ha conseguido trabajo en el estudio de fotografía de la calle Alfonso!! deja la tienda de informática por fin, así que también celebramos eso",
                        "¡Qué notición! Con lo que le gusta la fotografía, tiene que estar feliz.",
                    ],
                    [
                        "vale. la lasaña de verduras me sirve porque así Javi también come",
                        "¡Perfecto! Con bechamel de bebida vegetal sirve también para tu madre.",
                    ],
                    [
                        "cuánto tiempo de horno para el bizcocho? el mío calienta mucho",
                        "Unos 35-40 minutos a 170 °C; si tu horno calienta mucho, empieza a mirar con un palillo a los 30.",
                    ],
                    ["gracias por todo!", "¡Que salga genial la comida del domingo!"],
                ],
            },
        ],
        "questions": [
            {"text": "¿En qué ciudad vive Marta actualmente?", "category": "third-person", "evidence": [[5, 1]]},
            {"text": "¿De qué raza es Trufa?", "category": "third-person", "evidence": [[5, 5]]},
            {"text": "¿Dónde trabaja ahora Nuria?", "category": "third-person", "evidence": [[4, 1]]},
            {"text": "¿Cómo se llama la hija de mi hermana?", "category": "multi-hop", "evidence": [[0, 5], [5, 0]]},
            {
                "text": "¿En qué restaurante pensaba celebrar el cumpleaños de mi novio?",
                "category": "multi-hop",
                "evidence": [[0, 2], [4, 3]],
            },
            {
                "text": "¿Qué aparato acabé llevando de vuelta porque no funcionaba bien?",
                "category": "paraphrase",
                "evidence": [[2, 2]],
            },
            {"text": "¿Qué día me operaron?", "category": "temporal", "evidence": [[1, 3]]},
            {"text": "¿En qué gimnasio me apunté?", "category": "single", "evidence": [[3, 0]]},
        ],
    },
    # ------------------------------------------------------------------ es-2 (México, Guadalajara)
    {
        "user_id": "blind-es-2",
        "language": "es",
        "sessions": [
            {
                "days_ago": 150,
                "turns": [
                    [
                        "Qué onda. Quiero comprar una bici para ir al trabajo, de la Chapultepec a la oficina son como 5 km. ¿Ruta o urbana?",
                        "Para 5 km en ciudad, una urbana o una híbrida es más cómoda y aguanta mejor los baches. La de ruta solo vale la pena si también quieres rodar en carretera.",
                    ],
                    [
                        "Las calles aquí en Guadalajara están medio feas, con baches por todos lados",
                        "Entonces busca llantas un poco más anchas (32-38 mm) y, si puedes, una horquilla con algo de suspensión.",
                    ],
                    [
                        "ok, ya vi una Benotto de ruta de segunda mano en Marketplace, el vato la pide en 6,500 pesos, ¿se me hace que está bien?",
                        "Depende del estado: revisa que el cuadro no tenga fisuras, que los cambios entren bien y el desgaste de la cadena. Si todo está bien, es un precio razonable y puedes regatear un poco.",
                    ],
                    [
                        "Y qué candado? la voy a dejar en el estacionamiento de Banorte, ahí trabajo, y luego se roban las bicis",
                        "Un candado en U de buena marca (Kryptonite o Abus) más un cable para la llanta delantera. Evita los de cable solo, se cortan en segundos.",
                    ],
                    ["jaja sí, el U-lock. Gracias", "¡De nada! Que rinda la bici."],
                    [
                        "Oye una pregunta random, mi gato Mostaza no quiere comer desde ayer, es normal? tiene 3 años, es naranja y normalmente es bien tragón",
                        "Un día sin comer puede pasar, pero en gatos más de 24-48 horas es preocupante. Si sigue sin comer o lo ves decaído, llévalo al veterinario.",
                    ],
                    ["va, si mañana sigue igual lo llevo al veterinario", "Buena idea. Ojalá sea algo leve."],
                ],
            },
            {
                "days_ago": 130,
                "turns": [
                    [
                        "Ya compré la bici! Al final le bajé al señor y me la dejó en 5,800, con todo y casco",
                        "¡Buen regateo! Con casco incluido salió muy bien.",
                    ],
                    [
                        "Cada cuánto le tengo que poner aceite a la cadena?",
                        "Más o menos cada 150-200 km o después de mojarse. Limpia primero la cadena con un trapo y pon poco lubricante.",
                    ],
                    [
                        "Por cierto llevé a Mostaza al veterinario, tenía una infección en la garganta y le recetaron amoxicilina por 10 días. Dárselo es una batalla jajaja tips?",
                        "Prueba a esconder la pastilla en un premio blando o en un poco de atún, o pide al vete la versión en suspensión con sabor. Si usas jeringa, apunta al lado de la boca, no al fondo.",
                    ],
                    [
                        "lo del pill pocket con atún funcionó, eres un genio",
                        "¡Jaja, qué bueno! Que se recupere pronto.",
                    ],
                    [
                        "Otra: mi novia Daniela cumple años en dos semanas y no sé qué regalarle. Le gusta mucho el café y la cerámica",
                        "Un taller de cerámica para dos, una taza hecha a mano de un artesano local o un kit de café de especialidad con una V60 serían regalos muy de ella.",
                    ],
                    [
                        "Un taller de cerámica para los dos suena bien, hay uno en Tlaquepaque",
                        "¡Perfecto, Tlaquepaque es ideal para eso! Luego pueden quedarse a comer por ahí.",
                    ],
                    ["sale, gracias!", "¡Suerte con la sorpresa!"],
                ],
            },
            {
                "days_ago": 110,
                "turns": [
                    [
                        "Necesito ayuda con mi presupuesto mensual. Gano 28 mil netos y siento que no me alcanza",
                        "Va, empecemos por los gastos fijos. ¿Cuánto pagas de renta, comida, transporte y servicios?",
                    ],
                    [
                        "Renta 9 mil, comida como 5 mil, y el celular... Me cambié de compañía de celular, ahora estoy con AT&T porque Telcel me cobraba un dineral por los datos",
                        "Bien ese cambio. Con renta y comida llevas 14 mil; falta ver servicios, salidas y suscripciones, que es donde suele irse el dinero.",
                    ],
                    [
                        "Ahorro casi nada la verdad. ¿Regla 50/30/20 funciona en México?",
                        "Sí, como guía sirve: 50% necesidades, 30% gustos y 20% ahorro. Si no llegas al 20, empieza con un 10% automático el día de pago.",
                    ],
                    [
                        "Mi hermano Emiliano me dice que invierta en Cetes, él es ingeniero en Monterrey y sabe más de eso. ¿Qué opinas?",
                        "Los Cetes son una opción de bajo riesgo y puedes empezar con 100 pesos en Cetesdirecto. Primero arma un fondo de emergencia de 3 meses de gastos.",
                    ],
                    [
                        "ok, voy a abrir cuenta en Cetesdirecto",
                        "¡Excelente! Programa un ahorro recurrente para no tener que acordarte.",
                    ],
                    [
                        "Y otra cosa, mi mejor amiga Ximena es dentista y me dijo que tengo que ir a hacerme una limpieza, ¿cada cuánto se debe hacer?",
                        "Lo recomendado es cada 6 meses. Y si tienes una amiga dentista, ¡ya no hay pretexto!",
                    ],
                    ["jaja ya sé, ya sé. gracias", "¡De nada, suerte con el presupuesto!"],
                ],
            },
            {
                "days_ago": 95,
                "turns": [
                    [
                        "Güey, tengo noticias. Me ofrecieron chamba en una startup de pagos, Pagalo, me pagan 40% más que en el banco",
                        "¡Felicidades! Es un aumento importante. ¿Qué te detiene?",
                    ],
                    [
                        "Me da miedo dejar la estabilidad. Allá tengo prestaciones, aguinaldo, todo",
                        "Es válido. Pregunta qué prestaciones da la startup (IMSS, aguinaldo, seguro de gastos médicos) y cuánta pista financiera tienen antes de decidir.",
                    ],
                    [
                        "Ya lo hablé con Daniela y me dice que le entre",
                        "Tener su apoyo ayuda mucho. Si las prestaciones cuadran, suena a buena oportunidad.",
                    ],
                    [
                        "Listo, ya renuncié. Entro a Pagalo el 3 de febrero, el licenciado Ordóñez (mi jefe) ni se sorprendió jaja",
                        "¡Qué emoción! Cierra bien con tu equipo y pide tu carta de recomendación.",
                    ],
                    [
                        "¿Cómo negocio que me dejen hacer home office dos días?",
                        "Proponlo con un plan concreto: qué días, cómo vas a reportar avances y una prueba de un mes. Es más fácil que digan que sí a algo medible.",
                    ],
                    [
                        "Ah y necesito ropa, allá todos van en tenis y playera, qué onda con eso",
                        "Casual cuidado: tenis limpios, playeras lisas o polos y alguna camisa para juntas con clientes.",
                    ],
                    ["va, gracias carnal", "¡Éxito en la nueva chamba!"],
                ],
            },
            {
                "days_ago": 60,
                "turns": [
                    [
                        "Ya llevo tres semanas en Pagalo y me está gustando mucho, aunque es un caos",
                        "Es normal en una startup, todo se mueve rápido. ¡Qué bueno que te está gustando!",
                    ],
                    [
                        "Me pusieron en el equipo de fraude, y tengo que aprender SQL rapidísimo. ¿Por dónde empiezo?",
                        "Empieza con SELECT, WHERE, GROUP BY y JOIN; el tutorial de SQL de Mode Analytics o SQLBolt son prácticos y gratuitos.",
                    ],
                    [
                        "Mode Analytics tutorial suena bien",
                        "Sí, y trae ejemplos con datos reales. Practica con las tablas de tu trabajo en cuanto puedas.",
                    ],
                    [
                        "Oye y Dani adoptó un perrito! Es un xoloitzcuintle de 4 meses, le puso Tizoc. Mostaza está ofendidísimo cuando vamos a su depa jaja",
                        "¡Qué lindo! Los xolos son muy cariñosos. Seguro Mostaza se acostumbra con el tiempo.",
                    ],
                    [
                        "¿Cómo presento un perro y un gato? A veces Dani se queda en mi casa con Tizoc",
                        "Primero que se huelan a través de una puerta, luego encuentros cortos con el perro con correa, y que el gato siempre tenga un lugar alto para escapar.",
                    ],
                    ["Ok, poco a poco. Gracias", "¡Exacto, sin prisas!"],
                ],
            },
            {
                "days_ago": 35,
                "turns": [
                    [
                        "Ayúdame a armar un itinerario para Oaxaca, nos vamos en Semana Santa Xime y yo, 5 días",
                        "¡Va! Día 1 centro y Santo Domingo, día 2 Monte Albán, día 3 Hierve el Agua y Mitla, día 4 mercados y Teotitlán, día 5 tranquilo para compras.",
                    ],
                    [
                        "Queremos ir a Hierve el Agua y a Monte Albán sí o sí",
                        "Ya están en el plan. Ve temprano a Hierve el Agua, en Semana Santa se llena.",
                    ],
                    [
                        "Y comida? ella es súper fan del mole negro",
                        "Prueben el mole negro en Los Danzantes o en algún comedor del mercado 20 de Noviembre, y no se pierdan las tlayudas en la noche.",
                    ],
                    [
                        "Emiliano se acaba de mudar a Querétaro, por cierto, lo transfirieron en su chamba. Igual paso a verlo de regreso si nos vamos en camión",
                        "Buena idea aprovechar el viaje. Revisa los horarios de ADO, suelen ser viajes largos.",
                    ],
                    [
                        "Camión de Oaxaca a Querétaro cuánto hace?",
                        "Alrededor de 9 a 10 horas, normalmente con conexión en CDMX.",
                    ],
                    ["uff 10 horas, mejor no. gracias", "Jaja, entendible. ¡Disfruten Oaxaca!"],
                ],
            },
            {
                "days_ago": 12,
                "turns": [
                    [
                        "Qué me recomiendas para un regalo para mi mamá, cumple 60",
                        "¡60 es especial! ¿Qué le gusta hacer en su tiempo libre?",
                    ],
                    [
                        "Le gusta la jardinería y las telenovelas jaja",
                        "Un set de herramientas de jardín bonitas con guantes, una orquídea o una maceta de talavera, y de extra una suscripción a un servicio de streaming con novelas.",
                    ],
                    [
                        "La taquería Tacos El Güero en la Americana cierra los lunes? quería llevarla ahí",
                        "No tengo sus horarios actualizados; revisa en Google Maps o llámales antes para confirmar.",
                    ],
                    [
                        "Mi tío Chuy tiene diabetes, qué puede comer en una taquería?",
                        "Tacos de carne asada o pollo con tortilla de maíz, mucha verdura y salsa, y agua mineral en lugar de refresco. Mejor evitar el arroz y limitar las tortillas.",
                    ],
                    [
                        "Va. Y de postre algo sin azúcar?",
                        "Una gelatina sin azúcar o fruta picada con chile y limón son buenas opciones.",
                    ],
                    ["gracias, ya quedó el plan", "¡Que lo disfruten mucho!"],
                ],
            },
        ],
        "questions": [
            {"text": "¿Qué medicina le recetaron a Mostaza?", "category": "third-person", "evidence": [[1, 2]]},
            {"text": "¿Dónde vive ahora Emiliano?", "category": "third-person", "evidence": [[5, 3]]},
            {"text": "¿A qué se dedica Ximena?", "category": "third-person", "evidence": [[2, 5]]},
            {
                "text": "¿A dónde me fui de viaje en Semana Santa con mi mejor amiga?",
                "category": "multi-hop",
                "evidence": [[2, 5], [5, 0]],
            },
            {
                "text": "¿De qué raza es el perro que adoptó mi novia?",
                "category": "multi-hop",
                "evidence": [[1, 4], [4, 3]],
            },
            {"text": "¿Qué operadora de telefonía móvil contraté?", "category": "paraphrase", "evidence": [[2, 1]]},
            {"text": "¿Qué día empecé en el trabajo nuevo?", "category": "temporal", "evidence": [[3, 3]]},
            {"text": "¿Cuánto pagué al final por la bici?", "category": "single", "evidence": [[1, 0]]},
        ],
    },
    # ------------------------------------------------------------------ es-3 (Argentina, Córdoba)
    {
        "user_id": "blind-es-3",
        "language": "es",
        "sessions": [
            {
                "days_ago": 140,
                "turns": [
                    [
                        "Hola! Arrancaron las clases y estoy a full. Soy profe de historia en un secundario y necesito ideas para enganchar a los de tercer año con la Revolución de Mayo",
                        "Podés armar una dramatización del cabildo abierto, un debate entre criollos y españoles o un 'diario de 1810' que escriban en grupos.",
                    ],
                    [
                        "Me gusta lo de la dramatización, lo pruebo el viernes",
                        "¡Buenísimo! Dales roles concretos y un objetivo para cada personaje, así se involucran más.",
                    ],
                    [
                        "Otra cosa, mi pareja Lucas quiere que empecemos a jugar al pádel juntos, yo nunca jugué. Es muy difícil?",
                        "Para nada, es de los deportes más fáciles para empezar. Con un par de clases ya vas a poder pelotear y divertirte.",
                    ],
                    [
                        "Qué paleta me compro para empezar? no quiero gastar una fortuna",
                        "Una paleta redonda de goma blanda (EVA soft) es la más fácil para principiantes; hay opciones decentes de gama de entrada.",
                    ],
                    [
                        "Y zapatillas? con las de running sirve?",
                        "Mejor unas de pádel o tenis con suela tipo espiga: las de running no tienen soporte lateral y te podés torcer un tobillo.",
                    ],
                    [
                        "Dale, gracias! Ah, y Abril (mi hija, tiene 7) quiere venir también a la cancha, hay paletas para chicos?",
                        "Sí, hay paletas junior más livianas y cortas, ideales para esa edad. Muchos clubes tienen escuelita para chicos.",
                    ],
                    ["genial", "¡Que lo disfruten en familia!"],
                ],
            },
            {
                "days_ago": 115,
                "turns": [
                    [
                        "Che, se nos rompió el lavarropas, el viejo Aurora que teníamos hace 12 años. Qué me conviene, carga frontal o superior?",
                        "El de carga frontal lava mejor y gasta menos agua; el de carga superior es más cómodo para cargar y suele ser más barato. Depende del espacio y del presupuesto.",
                    ],
                    [
                        "Somos tres más el perro que deja pelos por todos lados jaja",
                        "Para tres personas, uno de 7 a 8 kg alcanza bien. Buscá que tenga programa de enjuague extra para los pelos.",
                    ],
                    [
                        "Al final compramos el lavarropas Drean de 8 kilos, en 12 cuotas sin interés en Frávega",
                        "¡Buena compra! Las cuotas sin interés ayudan mucho.",
                    ],
                    [
                        "Cómo lo limpio para que no tenga olor? el otro terminó con un olor a humedad terrible",
                        "Dejá la puerta y el cajón del jabón abiertos después de cada lavado, limpiá la goma y una vez al mes hacé un ciclo en vacío a 60 °C con vinagre o bicarbonato.",
                    ],
                    [
                        "Y hablando del perro: Pancho se cortó la pata con un vidrio en la plaza ayer, le dieron tres puntos. El vete dice collar isabelino 10 días y está deprimidísimo el pobre",
                        "Pobre Pancho. Es normal que esté bajoneado con el collar; en unos días se acostumbra.",
                    ],
                    [
                        "Qué le puedo dar para que no se aburra si no puede salir a correr?",
                        "Juguetes de olfato, un Kong relleno con comida congelada o esconderle premios por la casa lo cansan mentalmente sin forzar la pata.",
                    ],
                    ["Kong con comida congelada, me encanta, se lo hago hoy", "¡Va a estar entretenido un buen rato!"],
                ],
            },
            {
                "days_ago": 95,
                "turns": [
                    [
                        "Necesito un consejo medio delicado. Mi suegra Graciela se viene a quedar a casa dos semanas porque están arreglando su departamento en Villa Carlos Paz, y la verdad me pone nerviosa",
                        "Es entendible, dos semanas es bastante. ¿Qué es lo que más te preocupa?",
                    ],
                    [
                        "No es mala, pero opina de todo: cómo cocino, cómo crío a Abril, todo",
                        "Puede ayudar acordar algunas reglas de la casa antes de que llegue y darle alguna tarea propia para que se sienta útil sin invadir.",
                    ],
                    [
                        "Lucas no ve nada de esto obvio",
                        "Hablalo con él con ejemplos concretos y sin atacar a su mamá; es más fácil que se ponga de tu lado si siente que buscan una solución juntos.",
                    ],
                    [
                        "Lo de poner algunas reglas antes de que llegue lo hablo con él",
                        "Me parece un buen plan. ¡Mucha paciencia!",
                    ],
                    [
                        "Bueno, cambiando de tema: Tomás, un amigo de la facu, vive en Rosario y viene a Córdoba el finde. Qué lugar para comer le recomendás? algo bien cordobés",
                        "Un cabrito en alguna parrilla de las sierras, empanadas y locro, o una parrilla en el Cerro de las Rosas. Y un fernet, obvio.",
                    ],
                    [
                        "Me gusta lo de ir a comer cabrito, o capaz vamos a una parrilla en el Cerro de las Rosas",
                        "¡Cualquiera de las dos le va a encantar!",
                    ],
                    ["dale gracias", "¡Que disfruten la visita!"],
                ],
            },
            {
                "days_ago": 70,
                "turns": [
                    [
                        "Hola!! Sacamos pasajes para Bariloche en julio, las dos semanas del receso escolar. Aerolíneas, salimos el 7",
                        "¡Qué lindo plan! Julio es plena temporada de nieve, conviene reservar alojamiento y clases cuanto antes.",
                    ],
                    [
                        "Qué ropa necesita Abril? nunca vio la nieve",
                        "Primera capa térmica, un polar, campera y pantalón impermeables, guantes, gorro, cuello y medias gruesas. Se puede alquilar la ropa de nieve allá.",
                    ],
                    [
                        "Cerro Catedral o Chapelco para que ella haga clases de esquí? o es mucho para 7 años?",
                        "A los 7 es una gran edad para empezar. Ojo que Chapelco está en San Martín de los Andes; desde donde van, el Catedral es lo más práctico y tiene escuela infantil.",
                    ],
                    [
                        "ah claro, Chapelco queda en San Martín, ok Catedral entonces",
                        "¡Perfecto! Reservá las clases de la escuelita con anticipación.",
                    ],
                    [
                        "Por otro lado, Graciela ya se fue. Al final no fue tan terrible. Le cocinamos locro el último día y se emocionó jaja",
                        "¡Qué bueno que terminó bien! El locro nunca falla.",
                    ],
                    [
                        "Abril arrancó violín los sábados en el conservatorio del barrio, y la verdad que suena horrible todavía pero está re entusiasmada",
                        "¡Jaja, el violín al principio es así para todos! Lo importante es que le guste.",
                    ],
                    [
                        "Qué tamaño de violín necesita una nena de 7? se lo están prestando pero queremos comprarle uno",
                        "A los 7 años suele usarse un violín 1/4, aunque depende del largo del brazo; que la profe le tome la medida.",
                    ],
                    ["perfecto, 1/4 entonces. gracias!", "¡De nada, que lo disfrute!"],
                ],
            },
            {
                "days_ago": 45,
                "turns": [
                    [
                        "Estoy muerta, semana de cierre de notas. Me ayudás a armar una rúbrica para un trabajo práctico sobre la década infame?",
                        "¡Claro! Propongo cuatro criterios: contenido histórico, análisis de causas y consecuencias, organización y presentación, con niveles de 1 a 4.",
                    ],
                    [
                        "Perfecto. Agregale un criterio de uso de fuentes",
                        "Listo: 'Uso de fuentes' — cita al menos dos fuentes y distingue primarias de secundarias (nivel 4) hasta no cita fuentes (nivel 1).",
                    ],
                    [
                        "Che, mi compañero Facundo me dijo que me postule a vicedirectora porque se jubila la actual. Lo estoy pensando",
                        "¡Qué buena señal que te lo propongan! Pensá qué te gustaría cambiar en la escuela, eso ayuda a decidir.",
                    ],
                    [
                        "Qué preguntas me pueden hacer en la entrevista con inspección?",
                        "Suelen preguntar por convivencia escolar, gestión de conflictos con familias, trabajo en equipo con docentes y tu proyecto institucional.",
                    ],
                    [
                        "Bueno, voy a pensarlo. Otra: saqué turno con la dermatóloga para el 22 de agosto a las 9, tengo un lunar en la espalda que me preocupa. Hay algo que deba llevar?",
                        "Llevá estudios previos si tenés y, si podés, una foto de hace unos meses para comparar. No te pongas cremas en la zona ese día.",
                    ],
                    ["Ok, gracias, me quedo más tranquila", "Hacés muy bien en controlarlo. ¡Suerte!"],
                ],
            },
            {
                "days_ago": 25,
                "turns": [
                    [
                        "Ya estamos acá en el sur!! Hace un frío que no te puedo explicar. Recomendame chocolaterías del centro, que Abril quiere probar todas",
                        "Las clásicas de la calle Mitre son imperdibles; probá también un submarino en alguna de las casas de té.",
                    ],
                    [
                        "Mañana vamos al Catedral, Abril está que no duerme de la emoción",
                        "¡Qué lindo! Llegá temprano para alquilar equipo sin colas.",
                    ],
                    [
                        "Lucas se anotó en el torneo de parejas del club Pádel Norte para cuando volvamos, así que está obsesionado con entrenar hasta acá, se lleva la paleta a todos lados",
                        "¡Jaja, qué dedicación! Ojalá le vaya bárbaro en el torneo.",
                    ],
                    [
                        "Qué le regalo a Graciela para el cumple? es el 30 de julio. Le gustan las plantas y leer",
                        "Una planta linda con maceta, un libro de alguna autora que le guste o algo regional de Bariloche como un set de dulces artesanales.",
                    ],
                    [
                        "Al final le vamos a regalar una cafetera italiana Bialetti que vimos acá, siempre se queja de la suya",
                        "¡Es un regalo práctico y que va a usar todos los días!",
                    ],
                    ["jaja sí, muy original no es pero le va a servir", "Lo útil siempre se agradece."],
                    [
                        "Tomás me escribió que se mudó a Madrid! Consiguió laburo en una consultora y se fue con la novia. Qué locura, hace nada estaba en Rosario",
                        "¡Qué cambio enorme! Ojalá le vaya muy bien allá.",
                    ],
                    ["Bueno, me voy a dormir que mañana hay esquí", "¡Que descanses y disfruten la nieve!"],
                ],
            },
            {
                "days_ago": 8,
                "turns": [
                    [
                        "Ya hace una semana que volvimos y la ropa de nieve sigue tirada en el lavadero jaja. Qué hago para guardarla bien?",
                        "Lavala según la etiqueta con jabón suave, sin suavizante, secala bien al aire y guardala en bolsas de tela en un lugar seco.",
                    ],
                    [
                        "Y las botas? quedaron mojadas",
                        "Rellenalas con papel de diario, cambialo cada tanto y dejalas secar lejos de la estufa.",
                    ],
                    [
                        "Facundo y yo estamos armando un proyecto interdisciplinario con Geografía sobre migraciones internas, ideas?",
                        "Podrían hacer que los chicos entrevisten a familiares que migraron, mapear esos recorridos y compararlos con datos del censo.",
                    ],
                    [
                        "Me gusta lo de entrevistar a los abuelos",
                        "¡Sale algo muy lindo de eso! Armen una guía de preguntas común.",
                    ],
                    [
                        "Pancho ya está re bien de la pata, volvió a correr por el parque Sarmiento como loco",
                        "¡Qué bueno! Se nota que extrañaba correr.",
                    ],
                    ["jaja sí. Gracias por todo!", "¡De nada, cuando quieras!"],
                ],
            },
        ],
        "questions": [
            {"text": "¿En qué ciudad vive Tomás ahora?", "category": "third-person", "evidence": [[5, 6]]},
            {"text": "¿Qué instrumento está aprendiendo Abril?", "category": "third-person", "evidence": [[3, 5]]},
            {"text": "¿Cuántos puntos le tuvieron que dar a Pancho?", "category": "third-person", "evidence": [[1, 4]]},
            {
                "text": "¿Qué regalo elegimos para el cumpleaños de mi suegra?",
                "category": "multi-hop",
                "evidence": [[2, 0], [5, 4]],
            },
            {
                "text": "¿En qué club va a jugar el torneo de pádel mi pareja?",
                "category": "multi-hop",
                "evidence": [[0, 2], [5, 2]],
            },
            {
                "text": "¿Qué destino elegimos para la escapada familiar de las vacaciones de invierno?",
                "category": "paraphrase",
                "evidence": [[3, 0]],
            },
            {"text": "¿Para cuándo es el turno con la dermatóloga?", "category": "temporal", "evidence": [[4, 4]]},
            {"text": "¿Qué marca de lavarropas compramos?", "category": "single", "evidence": [[1, 2]]},
        ],
    },
    # ------------------------------------------------------------------ en-1 (Ireland, Cork)
    {
        "user_id": "blind-en-1",
        "language": "en",
        "sessions": [
            {
                "days_ago": 165,
                "turns": [
                    [
                        "hi, looking for a decent pair of running shoes, I'm training for the Cork half marathon in June and my old Asics are wrecked",
                        "Good timing to replace them. Do you know if you overpronate, or are you a neutral runner?",
                    ],
                    [
                        "I overpronate a bit apparently, the lad in the shop said so anyway",
                        "Then a stability shoe is worth trying: the Asics Kayano, Brooks Adrenaline or Saucony Guide are the usual picks.",
                    ],
                    [
                        "grand, I'll try the Kayano and the Adrenaline on. also any tips for running with a dog? Biscuit, our cocker spaniel, keeps trying to come with me",
                        "Start with short easy runs, keep him on your non-traffic side and bring water. Avoid hot days and check his paws after.",
                    ],
                    [
                        "he's 2 so plenty of energy. my partner Niamh says I should bring him on the short runs at least",
                        "She's right, the short runs are perfect for him. Leave him home for the long ones.",
                    ],
                    [
                        "makes sense. what about a hands-free leash, are they any good?",
                        "They're great once the dog walks nicely beside you; get one with a bungee section to absorb pulls.",
                    ],
                    ["cool, cheers", "Good luck with the training!"],
                ],
            },
            {
                "days_ago": 140,
                "turns": [
                    [
                        "Need help planning a long weekend. Niamh and I are going to Lisbon for our fifth anniversary, flying out 16 May, three nights",
                        "Lovely! Three nights is a good amount for Lisbon. Are you more into sightseeing or food and wandering?",
                    ],
                    [
                        "We're not into museums much, more food and wandering around",
                        "Then base yourselves in Alfama or Príncipe Real, do the Time Out Market once, and spend an evening at a fado bar.",
                    ],
                    [
                        "Sintra worth a day trip or too touristy?",
                        "It is busy, but worth it if you go early on a weekday and book Pena Palace for the first slot.",
                    ],
                    [
                        "Also we need someone to mind Biscuit. Our neighbour Mrs Hegarty offered, she's retired and adores him, but she's 78, is a cocker too much for her?",
                        "It depends on how he is on the lead. If he's calm and she just needs to feed him and do short walks, it could work well.",
                    ],
                    [
                        "Fair point, he's well behaved on the lead now at least",
                        "Then it sounds like a good arrangement; leave her a simple note with his routine.",
                    ],
                    [
                        "any restaurant for the actual anniversary dinner? something a bit special but not stuffy",
                        "Try a modern Portuguese place in Chiado or Príncipe Real with a tasting menu; book a week or two ahead.",
                    ],
                    ["perfect, thanks a million", "Enjoy the anniversary!"],
                ],
            },
            {
                "days_ago": 120,
                "turns": [
                    [
                        "back from Lisbon, it was unreal. anyway, back to reality. my brother Cillian is moving in with us for a few weeks between leases in Galway, any tips for not killing each other",
                        "Agree on the basics early: how long he's staying, chores, bills and guests. A quick weekly check-in helps too.",
                    ],
                    [
                        "he's a chef so at least the food will be good",
                        "That's a serious perk! Maybe he covers a few dinners a week as his contribution.",
                    ],
                    [
                        "also, sold the old Fiesta on DoneDeal for 2,400, went quicker than I thought, so I'm cycling to work now",
                        "Nice, that's a good quick sale. Cycling will save you a fortune too.",
                    ],
                    [
                        "what do I need for commuting by bike in Cork weather, which is basically rain",
                        "A proper waterproof jacket, overtrousers, mudguards and good lights front and back. Panniers beat a backpack in the rain.",
                    ],
                    [
                        "mudguards, yes. the hills around Montenotte are brutal though",
                        "Low gearing helps a lot; you'll notice the difference in a few weeks.",
                    ],
                    ["ha, e-bike maybe next year. thanks", "No bother, enjoy the commute!"],
                ],
            },
            {
                "days_ago": 106,
                "turns": [
                    [
                        "I did it!! Cork City half marathon on Sunday the 8th of June, 1:52:40. legs are in bits",
                        "Congratulations, that's a great time! Take it easy for a few days.",
                    ],
                    [
                        "what should I eat for recovery, I'm starving",
                        "Carbs plus protein: eggs on toast, a big pasta dish, or a smoothie with yogurt and banana. Plenty of water too.",
                    ],
                    [
                        "also Declan, my mate from college, is doing the full one next year and wants to train together. he's in Apple over in Hollyhill, works crazy shifts though",
                        "A training buddy is great for motivation. You could share the weekend long run and do the rest on your own.",
                    ],
                    [
                        "how do you plan a training schedule with someone who works nights sometimes?",
                        "Fix one shared run a week that suits his rota and keep the others flexible; a shared calendar helps.",
                    ],
                    ["good shout on the Sunday long runs", "Sunday long runs are a classic for a reason!"],
                    [
                        "and Biscuit's been scratching like mad, could it be food? he's on some chicken kibble from Lidl",
                        "It could be food, fleas or an environmental allergy. Worth a vet visit to rule out fleas or skin infection first.",
                    ],
                    ["ok I'll bring him to the vet", "Good idea, hope he's grand."],
                ],
            },
            {
                "days_ago": 75,
                "turns": [
                    [
                        "vet says Biscuit is allergic to chicken, of all things. we're switching him to a salmon based food, any brands you'd recommend in Ireland?",
                        "Look at salmon single-protein foods from brands like Burns, Lily's Kitchen or James Wellbeloved. Check the label for hidden chicken fat.",
                    ],
                    [
                        "how long until we'd see a difference?",
                        "Usually 6 to 8 weeks on a strict diet, so no chicken treats in the meantime.",
                    ],
                    [
                        "cool. different topic, we're painting the hall and I'm torn between greys. Niamh wants something warmer",
                        "Greige or grey-greens are a nice compromise: they read warm in low light but still feel fresh.",
                    ],
                    [
                        "went with Farrow & Ball Pigeon in the end, it's sort of grey-green. what finish for a hallway with a dog that rubs against walls lol",
                        "Go for a wipeable finish like eggshell or a scrubbable modern emulsion.",
                    ],
                    [
                        "eggshell it is. do I need to prime over the old magnolia?",
                        "Not usually over a light emulsion; just clean it and do two coats.",
                    ],
                    [
                        "and Mrs Hegarty lent us her pressure washer for the patio while we're at it, how do I not destroy the grout",
                        "Use a wide fan nozzle, keep it at an angle and about 30 cm from the surface, and don't aim directly at the joints.",
                    ],
                    ["cheers", "Good luck with the DIY weekend!"],
                ],
            },
            {
                "days_ago": 40,
                "turns": [
                    [
                        "need to vent. work is mad, they've restructured the whole team and I have a new manager who schedules meetings at 5pm on fridays",
                        "That's frustrating, especially after a restructure when everyone's already stretched.",
                    ],
                    [
                        "yeah I'm an accountant, so august is usually quiet, except this year apparently",
                        "Not the quiet month you were hoping for then.",
                    ],
                    [
                        "how do I push back on the friday meetings without looking difficult",
                        "Suggest an alternative slot framed around productivity, e.g. 'could we move this to Thursday so we can act on it before the weekend?'",
                    ],
                    [
                        "good, will try that. on a brighter note Declan quit Apple! he's retraining as a secondary school teacher, doing the PME in UCC starting in September",
                        "Fair play to him, that's a big change. Teaching will suit someone who's good with people.",
                    ],
                    [
                        "he's 34 so bit of a gamble but fair play to him",
                        "Plenty of people switch careers in their thirties; he'll bring real-world experience to the classroom.",
                    ],
                    ["thanks, feeling better", "Glad to hear it. Hope the Friday meetings move!"],
                ],
            },
            {
                "days_ago": 12,
                "turns": [
                    [
                        "hey, Cillian's officially gone to Melbourne, got sponsored by a restaurant called Bellwether in Fitzroy. what's a good time to call Australia from Ireland that isn't 3am for someone",
                        "Melbourne is 9 to 10 hours ahead, so your morning (8-9am) is their evening, or your late evening is their next morning.",
                    ],
                    [
                        "he finishes at like 11pm their time though",
                        "Then your early afternoon would catch him right after work, or your morning on his days off.",
                    ],
                    [
                        "ok morning it is. also want to send him a care package. what Irish stuff travels well",
                        "Tea, crisps, chocolate like Dairy Milk or Tayto, and a few small things from home. Keep it light to save on postage.",
                    ],
                    ["Tayto and Barry's tea obviously", "Obviously! Nothing says home like those two."],
                    [
                        "and can you send food to Australia, their customs are mad strict I heard",
                        "Sealed commercial snacks are usually fine if declared, but meat products, dairy and anything homemade are restricted.",
                    ],
                    ["right, no Clonakilty pudding then ha. thanks", "Ha, best not! Hope he enjoys the package."],
                ],
            },
        ],
        "questions": [
            {"text": "Where is Cillian living these days?", "category": "third-person", "evidence": [[6, 0]]},
            {"text": "What is Biscuit allergic to?", "category": "third-person", "evidence": [[4, 0]]},
            {"text": "What is Declan doing for work now?", "category": "third-person", "evidence": [[5, 3]]},
            {
                "text": "What's the name of the restaurant my brother works at now?",
                "category": "multi-hop",
                "evidence": [[2, 0], [6, 0]],
            },
            {"text": "What did my neighbour lend us?", "category": "multi-hop", "evidence": [[1, 3], [4, 5]]},
            {
                "text": "How much money did I get for getting rid of my previous car?",
                "category": "paraphrase",
                "evidence": [[2, 2]],
            },
            {"text": "When did I run the half marathon?", "category": "temporal", "evidence": [[3, 0]]},
            {"text": "Which paint did we go with for the hall?", "category": "single", "evidence": [[4, 3]]},
        ],
    },
    # ------------------------------------------------------------------ en-2 (UK, Leicester)
    {
        "user_id": "blind-en-2",
        "language": "en",
        "sessions": [
            {
                "days_ago": 150,
                "turns": [
                    [
                        "Hiya, I need a quick weeknight dinner that my husband Rohan will actually eat, he's gone off rice for some reason",
                        "No problem! What have you got in the fridge?",
                    ],
                    [
                        "I've got paneer, spinach and some wraps",
                        "Paneer and spinach wraps: fry the paneer with garam masala and chilli, wilt the spinach, and add a minty yogurt sauce. 20 minutes tops.",
                    ],
                    [
                        "Ooh paneer wraps, yes. Also, do you know anything about the practical driving test? mine's next Thursday and I'm bricking it, failed last time on a roundabout",
                        "Nerves are normal. Take a lesson right before the test, use the examiner's instructions as your pace, and remember minor mistakes don't fail you.",
                    ],
                    [
                        "any tips for roundabouts specifically, the one by Fosse Park is a nightmare",
                        "Look early for your lane on the signs, keep checking right, and commit once there's a safe gap. Practise that exact roundabout at quiet times.",
                    ],
                    ["Thanks, I'll practise with my instructor on Tuesday", "Good plan, you've got this!"],
                    [
                        "Also random but my cat Pickle has started drinking loads of water, like constantly at the tap. Should I worry? He's 13",
                        "In an older cat, increased thirst can point to kidney issues, diabetes or thyroid problems, so it's worth a vet check and blood test.",
                    ],
                    ["ok will book the vet", "Good idea, fingers crossed it's nothing serious."],
                ],
            },
            {
                "days_ago": 130,
                "turns": [
                    [
                        "FINALLY got my licence!!! passed on the third go, only 4 minors",
                        "Congratulations!! Only 4 minors is really good.",
                    ],
                    [
                        "now I need a car lol. budget about 8k, mostly town driving and to my mum's in Loughborough",
                        "For town driving on 8k, look at a used Toyota Yaris, Honda Jazz or Kia Picanto: cheap to run and insure.",
                    ],
                    [
                        "Is a Yaris hybrid a good shout?",
                        "Yes, very reliable and great on fuel in town. Check the service history and hybrid battery health.",
                    ],
                    [
                        "Also the vet did bloods on Pickle, early kidney disease. She's put him on Royal Canin Renal and he's not impressed. How do I get him to eat it",
                        "Mix it gradually with his old food over 1-2 weeks, warm wet food slightly, and try different textures in the same range.",
                    ],
                    ["Mixing it in slowly, ok. He's such a fusspot", "Older cats often are. Patience usually wins."],
                    ["thanks x", "You're welcome, and congrats again on the licence!"],
                ],
            },
            {
                "days_ago": 110,
                "turns": [
                    [
                        "Can you help me write a birthday message for my cousin Ananya? She's turning 30 and lives in Pune so I can't be there",
                        "Of course! Do you want it sweet, funny or a bit of both?",
                    ],
                    [
                        "Something funny but not too cheeky, her parents will see it on the family WhatsApp",
                        "'Happy 30th Ananya! Officially old enough to have opinions about cushions. Wish I was there to eat all your cake, love you loads!'",
                    ],
                    [
                        "Love it. Also my mother-in-law Sunita is coming to stay for a fortnight later this month, any ideas for making the spare room feel nice?",
                        "Fresh bedding, an extra blanket, a small lamp, a few hangers and a water jug. Clear some drawer space so she can unpack.",
                    ],
                    [
                        "She's quite particular, likes everything very clean and she gets cold easily",
                        "Then add a heated throw or hot water bottle, and do a deep clean the day before.",
                    ],
                    ["Heated throw is a great idea", "It's a small thing that makes a big difference!"],
                    [
                        "And a book club pick for next month? We just did Tomorrow x3, want something shorter",
                        "Small Things Like These by Claire Keegan is short and sparks good discussion.",
                    ],
                    ["ooh Small Things Like These, perfect", "Enjoy it!"],
                ],
            },
            {
                "days_ago": 85,
                "turns": [
                    [
                        "Sunita's been here a week. Honestly it's been lovely. She made her dal makhani on Sunday and Rohan nearly cried, we finished the whole pot in a day",
                        "That sounds wonderful, there's nothing like a parent's cooking.",
                    ],
                    [
                        "Can you give me a recipe for dal makhani so I can try? she won't tell me hers exactly lol",
                        "Soak whole urad dal and rajma overnight, pressure cook until soft, then simmer for an hour with a tomato, butter and garam masala base and finish with cream.",
                    ],
                    [
                        "Overnight soak, ok. Do I need a pressure cooker?",
                        "It helps a lot, but you can simmer on the hob for 2-3 hours instead.",
                    ],
                    [
                        "Also Rohan's cricket club lost again on Sunday, he's in such a mood. Any ideas to cheer him up that aren't food",
                        "A film night with his favourite, a walk somewhere new, or a board game evening.",
                    ],
                    ["He does like board games", "Try Wingspan or Ticket to Ride, both great for two."],
                    ["Wingspan, noted", "Enjoy the game night!"],
                ],
            },
            {
                "days_ago": 60,
                "turns": [
                    [
                        "my friend Kemi has started a little business selling handmade soy candles on the Leicester market on Saturdays, can you help me come up with an Instagram caption for her launch?",
                        "Sure! What's the brand called and what vibe is she going for?",
                    ],
                    [
                        "Her brand's called Ember & Oak",
                        "'Ember & Oak is open! Hand-poured in Leicester, made to make your home feel like a hug. Find us at the market every Saturday.'",
                    ],
                    [
                        "Perfect. Also I had to send the Dyson back to John Lewis, the V15, it kept cutting out after ten minutes. Any cheaper cordless one worth getting?",
                        "Shark's cordless models are well reviewed and cheaper; the Vax ONEPWR range is also good value.",
                    ],
                    [
                        "Shark sounds good, under 300?",
                        "Yes, several Shark cordless models come in under 300, especially in sales.",
                    ],
                    ["Thanks, ordering it now", "Hope it works better for you!"],
                    [
                        "Oh and we booked flights to Kochi for 19 December, Air India via Delhi, for my cousin Meera's wedding in Kerala. What do I need for an Indian e-visa with a British passport?",
                        "Apply online on the official Indian e-visa site with a passport photo and scan of your passport; apply at least a few weeks before travel.",
                    ],
                    ["OK, I'll apply in November then", "That should give plenty of time."],
                ],
            },
            {
                "days_ago": 30,
                "turns": [
                    [
                        "Ananya's moved to London!! She got a job at a design agency in Shoreditch, so she's just a train ride away now",
                        "That's brilliant, much easier to see her now!",
                    ],
                    [
                        "What's the cheapest way to get from Leicester to London on a weekend?",
                        "Advance singles on East Midlands Railway are usually cheapest, or National Express coach if you don't mind a longer trip.",
                    ],
                    [
                        "Advance single on East Midlands, good. any nice brunch place near Shoreditch?",
                        "Dishoom Shoreditch does a great bacon naan brunch, and there are lots of cafés around Redchurch Street.",
                    ],
                    ["Pickle's bloods came back better btw, vet's happy with him", "That's lovely news!"],
                    [
                        "what should I wear to a Kerala wedding? Never been to a south Indian one",
                        "A Kerala kasavu saree (cream with gold border) is traditional; bright silk sarees are also common. Check with the family.",
                    ],
                    ["Kasavu saree, lovely. thanks!", "You'll look gorgeous, enjoy the wedding!"],
                ],
            },
            {
                "days_ago": 10,
                "turns": [
                    [
                        "Need to pack for India. Checklist please, 12 days, wedding plus some travelling",
                        "Passport and e-visa printout, wedding outfits, light cotton clothes, sandals, sun cream, mosquito repellent, basic meds and a universal adapter.",
                    ],
                    [
                        "We're doing a houseboat in Alleppey after the wedding",
                        "Lovely! Bring a hat, extra repellent and something long-sleeved for evenings on the water.",
                    ],
                    [
                        "Mosquito stuff, definitely. Also who's going to look after Pickle... my neighbour Mrs Okafor said she'd pop in twice a day",
                        "That's kind of her. Twice a day is perfect for an older cat.",
                    ],
                    [
                        "He needs his renal food and some tablets, how do I write instructions",
                        "Write a one-page sheet: feeding times and amounts, tablet schedule with how to give them, vet's number, and what to watch for.",
                    ],
                    [
                        "actually one more, how much cash should I take in rupees?",
                        "Take a small amount for arrival (around 5,000-10,000 rupees) and use cards or ATMs for the rest; UPI is widely used but needs an Indian account.",
                    ],
                    ["Brilliant, thanks so much", "Have a wonderful trip!"],
                ],
            },
        ],
        "questions": [
            {"text": "Where does Ananya live now?", "category": "third-person", "evidence": [[5, 0]]},
            {"text": "Which food did the vet put Pickle on?", "category": "third-person", "evidence": [[1, 3]]},
            {"text": "What does Kemi's business sell?", "category": "third-person", "evidence": [[4, 0]]},
            {
                "text": "What dish did my mother-in-law cook while she was staying with us?",
                "category": "multi-hop",
                "evidence": [[2, 2], [3, 0]],
            },
            {"text": "What sport does my husband play?", "category": "multi-hop", "evidence": [[0, 0], [3, 3]]},
            {
                "text": "How many tries did the practical car exam take me?",
                "category": "paraphrase",
                "evidence": [[1, 0]],
            },
            {"text": "When do we fly out for the wedding in India?", "category": "temporal", "evidence": [[4, 5]]},
            {"text": "What did I return to John Lewis?", "category": "single", "evidence": [[4, 2]]},
        ],
    },
    # ------------------------------------------------------------------ en-3 (US, Portland OR)
    {
        "user_id": "blind-en-3",
        "language": "en",
        "sessions": [
            {
                "days_ago": 170,
                "turns": [
                    [
                        "yo. need a standing desk recommendation, working from home 3 days a week now and my back is killing me",
                        "Look at the Uplift V2, Fully Jarvis or the cheaper Flexispot E7. Dual motors are worth it for stability.",
                    ],
                    ["budget is like 700 max", "All three fit that budget depending on the top and size you choose."],
                    [
                        "pulled the trigger on the Uplift standing desk, $649 with the bamboo top. how high should it be? I'm 6 ft 1",
                        "For standing, roughly 44-46 inches so your elbows are at 90 degrees; sitting, around 29-30 inches.",
                    ],
                    [
                        "cool. also, my roommate Theo keeps practicing bass at 11pm, how do I bring it up without being a jerk",
                        "Bring it up at a calm moment, not mid-practice, and suggest a cutoff time or a headphone amp instead of asking him to stop.",
                    ],
                    [
                        "yeah he's a good dude, I'll just talk to him. maybe suggest headphones amp",
                        "That's a win-win, he can play as late as he wants.",
                    ],
                    ["thanks", "Anytime!"],
                ],
            },
            {
                "days_ago": 145,
                "turns": [
                    [
                        "my sister Dana is coming to visit from Denver in two weeks, what should we do in Portland that isn't just eating",
                        "Forest Park hikes, the Japanese Garden, Powell's Books, a day trip to the Columbia River Gorge, and Saturday Market.",
                    ],
                    [
                        "she's into hiking, I'm into not dying on hikes lol",
                        "The Gorge has options for both: Multnomah Falls is easy to the viewpoint, and Angel's Rest is a tougher one for her.",
                    ],
                    [
                        "Multnomah Falls is a good call. and food-wise, she's vegan",
                        "Portland is great for that: try Farm Spirit, Dough Joe or the vegan food carts.",
                    ],
                    [
                        "also, Juniper (my husky mix) ate a sock yesterday, like a whole sock. we went to the emergency vet and they made her throw it up, $900. is there a way to stop this happening again",
                        "Keep laundry behind closed doors, give her more chew options and mental exercise, and practice 'drop it'. Boredom is a common cause.",
                    ],
                    [
                        "she's 2 and bored a lot when I'm at the office i think",
                        "Puzzle feeders, a frozen Kong or a midday dog walker can help a lot.",
                    ],
                    ["puzzle feeders, ok. thanks man", "Good luck, hope she sticks to dog toys!"],
                ],
            },
            {
                "days_ago": 120,
                "turns": [
                    [
                        "Marcus from work just got back from his honeymoon in Iceland and won't shut up about it. Is the ring road worth it or is it a tourist thing",
                        "It's popular for good reason: glaciers, black sand beaches and waterfalls. You need 7-10 days to do it properly.",
                    ],
                    [
                        "maybe for my 35th next year. what's the best month?",
                        "June to August for long days and open roads, or September for fewer crowds and a chance of northern lights.",
                    ],
                    [
                        "ok. unrelated, i cancelled my Peloton membership, I was literally paying $44 a month to hang laundry on the bike. any good free workout youtube channels?",
                        "Caroline Girvin, Heather Robertson and Fitness Blender are all free and solid.",
                    ],
                    ["Caroline Girvin, noted", "Her programs are great for building a routine."],
                    [
                        "also should I sell the bike itself? it's taking up half my living room",
                        "If you're not using it, yes. Used ones sell well on Facebook Marketplace.",
                    ],
                    ["facebook marketplace it is", "Good luck with the sale!"],
                ],
            },
            {
                "days_ago": 95,
                "turns": [
                    [
                        "rough week. Fernwood is laying off like a third of the studio and I'm one of them. last day is Aug 15",
                        "I'm sorry, that's a hard hit. How are you holding up?",
                    ],
                    [
                        "severance is 8 weeks so not a total disaster. how do I update my portfolio fast",
                        "Pick 3-4 of your strongest projects and focus on those rather than updating everything.",
                    ],
                    [
                        "UX mostly, some brand work. should I do case studies or just visuals",
                        "Case studies for UX: problem, process, your role and outcome. Hiring managers want to see how you think.",
                    ],
                    [
                        "case studies it is. my best friend Keiko says I should apply to her company, they're hiring, but idk about working with a friend",
                        "It can work if you keep clear boundaries, but it's fine to pass if you'd rather protect the friendship.",
                    ],
                    ["yeah we've been friends since 7th grade so I don't want to risk it", "That makes total sense."],
                    ["thanks for listening", "Anytime. You'll land somewhere good."],
                ],
            },
            {
                "days_ago": 70,
                "turns": [
                    [
                        "good news, I got an offer! product designer at Legacy Health, the hospital system. starts Sept 8",
                        "Congrats! That's a great outcome after a rough month.",
                    ],
                    [
                        "salary is 118k, is that fair for Portland? I was at 105 before",
                        "It's reasonable, but there's often room to ask for 5-8% more.",
                    ],
                    ["ok I'll ask for 125 and see", "Good plan. Back it up with your experience and market data."],
                    [
                        "also booked Yosemite with Keiko and her partner, Upper Pines campground Sept 20-23, got lucky on the reservation drop",
                        "Nice, Upper Pines is hard to get! Great base for the valley.",
                    ],
                    [
                        "what do I need for bear safety there, never camped in bear country",
                        "Use the campsite's bear locker for all food and scented items, never leave food in the car, and keep a clean site.",
                    ],
                    ["bear canister rental, got it", "Yes, and for backcountry hikes you'd need one anyway."],
                    ["thanks!", "Have a great trip!"],
                ],
            },
            {
                "days_ago": 45,
                "turns": [
                    [
                        "Dana moved to Austin last weekend! her company relocated her. what's a good housewarming gift to ship",
                        "A nice plant, a local coffee subscription or a good candle ship well.",
                    ],
                    [
                        "she's vegan still, and she loves plants",
                        "A low-maintenance plant like a pothos or ZZ plant with a nice pot, or a vegan snack box.",
                    ],
                    [
                        "Also Theo's band Low Tide Radio is playing Mississippi Studios on Friday, should I bring earplugs lol",
                        "Yes, always bring earplugs to shows. Musician earplugs keep the sound clear.",
                    ],
                    [
                        "good call. what do you even wear to a show like that, I'm 34 and feel ancient",
                        "Jeans, a t-shirt or flannel and comfortable shoes. Nobody's checking ages.",
                    ],
                    [
                        "new job started btw, first week is all onboarding trainings. how do you survive HIPAA training",
                        "Coffee, snacks, and take notes on what matters for your role.",
                    ],
                    ["haha ok", "Enjoy the show!"],
                ],
            },
            {
                "days_ago": 20,
                "turns": [
                    [
                        "finally editing my Yosemite photos, got half dome from glacier point at sunset and it's unreal",
                        "That's one of the best views in the park, congrats on the shot!",
                    ],
                    [
                        "Keiko told me last night she got the job in Seattle and is moving there in January. i'm kind of gutted honestly",
                        "That's a lot to take in. It's okay to feel gutted, even if you're happy for her.",
                    ],
                    [
                        "yeah it's only 3 hours but still. how do you keep a friendship going long distance",
                        "Regular calls, planned visits and small check-ins. Having a standing plan helps.",
                    ],
                    ["monthly visits sounds doable. amtrak cascades is nice", "It's a scenic route too."],
                    [
                        "ok also need a recipe for a potluck, something that travels",
                        "A lemony orzo salad with cucumber, olives and feta travels well and tastes better at room temp.",
                    ],
                    ["that orzo salad looks great, thanks", "Enjoy the potluck!"],
                ],
            },
        ],
        "questions": [
            {"text": "Which city does Dana live in now?", "category": "third-person", "evidence": [[5, 0]]},
            {"text": "Where did Marcus go on his honeymoon?", "category": "third-person", "evidence": [[2, 0]]},
            {
                "text": "What did Juniper swallow that sent her to the emergency vet?",
                "category": "third-person",
                "evidence": [[1, 3]],
            },
            {"text": "What's the name of my roommate's band?", "category": "multi-hop", "evidence": [[0, 3], [5, 2]]},
            {"text": "Where is my best friend moving?", "category": "multi-hop", "evidence": [[3, 3], [6, 1]]},
            {"text": "Which fitness app subscription did I drop?", "category": "paraphrase", "evidence": [[2, 2]]},
            {"text": "When are we going camping in Yosemite?", "category": "temporal", "evidence": [[4, 3]]},
            {"text": "How much did I pay for the standing desk?", "category": "single", "evidence": [[0, 2]]},
        ],
    },
]
