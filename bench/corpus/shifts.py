"""Conversations with labelled follow-ups: True when the user moves to a new topic (with or without
a discourse marker), False when they keep to it, however differently worded or short.

The rule the labels follow: a shift is a different subject from the product or task at hand, or
anything the user announces as one with a marker ("por cierto", "by the way"); the logistics of the
same purchase (shipping it, paying for it) keep the topic."""

from __future__ import annotations

from bench.corpus.labels import Conversation

S, K = True, False  # shift, keep

CONVERSATIONS = (
    Conversation(
        "es-running",
        "es",
        (
            ("Quiero ver zapatillas para correr", "Tenemos Nike, Asics y Brooks. ¿Para asfalto o trail?"),
            (
                "Para asfalto, salgo tres veces por semana",
                "Te recomiendo las Pegasus o las Novablast, las dos amortiguan bien.",
            ),
        ),
        (
            ("¿Y cuál de las dos dura más kilómetros?", K),
            ("no quiero otra cosa que unas Pegasus, la verdad", K),
            ("Las Novablast, ¿son muy blandas para tiradas largas?", K),
            ("¿Vienen en negro?", K),
            ("Por cierto, ¿hacen factura A?", S),
            ("Otra pregunta: ¿cuánto tarda un envío a Salta?", S),
            ("Cambiando de tema, quería consultar por una cafetera", S),
            ("¿Tienen cafeteras de cápsulas?", S),
        ),
    ),
    Conversation(
        "es-notebook",
        "es",
        (
            ("Busco una notebook para diseño", "¿Qué programas usás? Eso define la memoria y la gráfica."),
            ("Photoshop e Illustrator, nada de video", "Con 16 GB de RAM y una pantalla de buena calibración alcanza."),
        ),
        (
            ("¿La pantalla de la Zenbook es mate o brillante?", K),
            ("¿Cuánto pesa? La llevo todos los días a la facu", K),
            ("Ok. Otra cosa: ¿cómo hago para cambiar el mail de mi cuenta?", S),
            ("Y de batería, ¿cuántas horas aguanta?", K),
            ("Dejando eso de lado, ¿tienen planes de celular?", S),
            ("Me interesa saber si el envío a Rosario tiene costo", K),
            ("otra cosa que me preocupa es el teclado, ¿es retroiluminado?", K),
            ("dale, esa", K),
        ),
    ),
    Conversation(
        "es-plan-celular",
        "es",
        (
            ("Quiero cambiar mi plan de celular", "Tenemos planes de 10, 20 y 40 GB. ¿Cuánto usás por mes?"),
            (
                "Uso unos 15 gigas, mucho Spotify",
                "Entonces el de 20 GB te queda bien, con Spotify sin consumo de datos.",
            ),
        ),
        (
            ("¿El de 20 tiene roaming en Uruguay?", K),
            ("Y si me paso de los 20, ¿qué pasa?", K),
            ("¿Puedo mantener mi número?", K),
            ("Btw, ¿venden fundas para el iPhone 13?", S),
            ("Nada que ver, pero ¿a qué hora cierra la sucursal de Palermo?", S),
            ("Quisiera saber cómo devolver una compra de la tienda online", S),
            ("¿la permanencia es de un año?", K),
        ),
    ),
    Conversation(
        "es-viaje",
        "es",
        (
            ("Quiero reservar un vuelo a Bariloche para julio", "¿Desde Buenos Aires? ¿Qué fechas tenés en mente?"),
            ("Del 10 al 17, somos dos", "Hay vuelos directos por la mañana; el de las 8:40 tiene buen precio."),
        ),
        (
            ("¿Incluye valija despachada?", K),
            ("¿Y si lo tengo que cambiar de fecha?", K),
            ("Pasando a otro tema, ¿puedo pagar la tarjeta de crédito desde acá?", S),
            ("¿Hay algún hotel cerca del centro que me recomiendes?", K),
            ("Che, una cosa más: ¿cómo doy de baja el newsletter?", S),
            ("perfecto, reservá el de las 8:40", K),
            ("Necesito ayuda con la garantía de una licuadora que compré", S),
        ),
    ),
    Conversation(
        "es-devolucion",
        "es",
        (
            (
                "Quiero devolver unas zapatillas que me quedaron chicas",
                "Claro. ¿Están sin uso y con la caja? Tenés 30 días.",
            ),
            ("Sí, sin uso, las compré hace una semana", "Perfecto, te genero la etiqueta para que las despaches."),
        ),
        (
            ("¿Me devuelven la plata o es saldo a favor?", K),
            ("¿La etiqueta la imprimo yo?", K),
            ("¿Puedo cambiarlas por un número más en vez de devolverlas?", K),
            ("Aprovecho para preguntarte otra cosa: ¿tienen descuento para estudiantes?", S),
            ("Cambiemos de tema, ¿qué tal son las bicis eléctricas que venden?", S),
            ("¿Tienen cuotas sin interés con el Banco Nación?", S),
            ("ok, ya las despaché", K),
        ),
    ),
    Conversation(
        "es-cafetera",
        "es",
        (
            ("Quiero una cafetera espresso para casa", "¿Preferís de cápsulas o con molinillo integrado?"),
            ("Con molinillo, tomo mucho café", "La Oster Prima tiene molinillo cónico y 15 bares."),
        ),
        (
            ("¿Se puede regular la molienda?", K),
            ("¿Hace espuma para el cortado?", K),
            ("¿Y cuánto cuesta descalcificarla?", K),
            ("Una pregunta más, ¿ustedes venden zapatillas de running?", S),
            ("Por cierto: ¿el local de Córdoba abre los sábados?", S),
            ("Necesito saber el estado del pedido 5521, todavía no llegó", S),
            ("¿Tiene algo mejor en ese rango de precio?", K),
            ("la llevo", K),
        ),
    ),
    Conversation(
        "es-admin-stock",
        "es",
        (
            (
                "Necesito revisar el stock de zapatillas talle 42",
                "Hay 14 pares en talle 42: 6 Nike, 5 Asics y 3 Brooks.",
            ),
            ("¿Y cuántas Asics quedan en 43?", "Quedan 2 pares de Asics en talle 43."),
        ),
        (
            ("Pedí reposición de las Asics en 42 y 43", K),
            ("¿Cuántas se vendieron la semana pasada?", K),
            ("Cambiando de tema, necesito el reporte de ventas de marzo", S),
            ("Otra cosa, ¿quién está de guardia el sábado?", S),
            ("¿Las Brooks están en el depósito de Rosario o en el central?", K),
            ("Actualizá el precio de la cafetera Oster a 120 mil", S),
            ("marcá las Nike en 42 como agotadas", K),
        ),
    ),
    Conversation(
        "es-admin-pedidos",
        "es",
        (
            ("Tengo un pedido trabado, el 8812", "El pedido 8812 está en preparación desde ayer; falta un ítem."),
            ("¿Qué ítem falta?", "Falta la funda de notebook de 15 pulgadas, sin stock en el central."),
        ),
        (
            ("Reemplazala por la de 14 y avisale al cliente", K),
            ("¿Se puede enviar parcial?", K),
            ("A todo esto, ¿se cargó la nueva lista de precios de Samsung?", S),
            ("Por otro lado, necesito dar de alta a un empleado nuevo en el sistema", S),
            ("¿Cuándo entra stock de fundas?", K),
            ("ok, cancelalo y reembolsá", K),
            ("Quiero ver las métricas del chat de esta semana", S),
        ),
    ),
    Conversation(
        "es-bici",
        "es",
        (
            ("Busco una bici para ir al trabajo", "¿Cuántos kilómetros hacés? ¿Hay subidas?"),
            ("Son 8 km, bastante plano", "Una urbana de 7 cambios o una eléctrica liviana te sirven."),
        ),
        (
            ("La eléctrica, ¿cuánto tarda en cargar?", K),
            ("¿Trae luces y guardabarros?", K),
            ("Hablando de otra cosa, ¿venden seguros para el hogar?", S),
            ("¿Cuánto pesa la urbana? Vivo en un tercer piso sin ascensor", K),
            ("¿Hacen envíos a Neuquén?", K),
            ("Oye, otra duda: ¿cómo cambio la contraseña de la app?", S),
            ("Me gustaría ver televisores de 55 pulgadas", S),
        ),
    ),
    Conversation(
        "es-mascotas",
        "es",
        (
            ("Busco alimento para un perro mayor", "¿Qué tamaño tiene? ¿Algún problema de salud?"),
            ("Es mediano, 11 años, un poco de sobrepeso", "Te sugiero un senior light; hay de pollo y de cordero."),
        ),
        (
            ("¿El de cordero viene en bolsa de 15 kilos?", K),
            ("¿Y para las articulaciones tienen algo?", K),
            ("Cambio de tema: ¿el sábado abren?", S),
            ("¿Cada cuánto conviene cambiarle la marca?", K),
            ("Además quería preguntar por una cucha grande", K),
            ("Che, ¿me pasás el horario de atención telefónica?", S),
            ("Quiero comprar un regalo para mi viejo, le gusta el vino", S),
        ),
    ),
    Conversation(
        "es-muebles",
        "es",
        (
            ("Estoy buscando un sofá de tres cuerpos", "¿Qué medidas tiene el espacio? ¿Tela o cuero?"),
            (
                "Unos 2 metros, tela, tengo gatos",
                "Te conviene una tela antidesgarro; el modelo Oslo viene en gris y azul.",
            ),
        ),
        (
            ("¿Cuánto tarda la entrega del Oslo?", K),
            ("¿Se puede lavar la funda?", K),
            ("¿El azul es muy oscuro?", K),
            ("Ah, y otra cosa: quiero cambiar el medio de pago de mi suscripción", S),
            ("Por cierto, ¿tienen colchones de resortes?", S),
            ("Me interesa el seguro de celular, ¿cuánto sale?", S),
            ("Otro tema: el pedido anterior llegó con un golpe", S),
        ),
    ),
    Conversation(
        "es-banco",
        "es",
        (
            ("Quiero pedir una tarjeta de crédito", "¿Ya sos cliente del banco? ¿Cobrás el sueldo con nosotros?"),
            ("Sí, cobro el sueldo acá", "Entonces podés pedir la Visa Oro sin costo el primer año."),
        ),
        (
            ("¿Qué límite tendría?", K),
            ("¿Tiene cashback o puntos?", K),
            ("¿Puedo pedir una adicional para mi pareja?", K),
            ("Cambiando de tema, ¿cómo hago un plazo fijo desde la app?", S),
            ("Otra consulta: ¿dónde veo el resumen de la cuenta en dólares?", S),
            ("Y el costo de mantenimiento después del primer año, ¿cuánto es?", K),
            ("Quiero denunciar un cargo que no reconozco en la débito", S),
        ),
    ),
    Conversation(
        "en-running",
        "en",
        (
            ("I'm looking for running shoes", "We have Nike, Asics and Brooks. Road or trail?"),
            ("Road, about 30 km a week", "The Pegasus or the Novablast would both suit that mileage."),
        ),
        (
            ("Which of the two lasts longer?", K),
            ("is there something else in that price range", K),
            ("Are the Novablast too soft for long runs?", K),
            ("Do they come in black?", K),
            ("By the way, can I get a VAT invoice?", S),
            ("Different question: how long does delivery to Cork take?", S),
            ("Switching gears, I need a new coffee machine", S),
            ("Do you sell espresso machines?", S),
        ),
    ),
    Conversation(
        "en-laptop",
        "en",
        (
            ("I need a laptop for video editing", "What software, and how long are your projects?"),
            ("Premiere, mostly 4K clips under ten minutes", "Then 32 GB of RAM and a dedicated GPU will matter most."),
        ),
        (
            ("Does the Zenbook have a matte screen?", K),
            ("How heavy is it? I carry it to work every day", K),
            ("Oh, one more thing: how do I change the email on my account?", S),
            ("And the battery, how many hours does it last?", K),
            ("On another note, do you do phone contracts?", S),
            ("I'd like to know if delivery to Galway is free", K),
            ("another thing I'm worried about is the fan noise under load", K),
            ("ok, that one", K),
        ),
    ),
    Conversation(
        "en-phone-plan",
        "en",
        (
            ("I want to change my phone plan", "We have 10, 20 and 40 GB plans. How much do you use?"),
            ("About 15 GB, lots of streaming", "The 20 GB plan fits, and streaming music does not count toward it."),
        ),
        (
            ("Does the 20 GB one include roaming in France?", K),
            ("What happens if I go over?", K),
            ("Can I keep my number?", K),
            ("btw do you sell cases for the Pixel 8?", S),
            ("Unrelated, but what time does the Oxford Street store close?", S),
            ("I want to know how to return something I bought online", S),
            ("is the contract 12 months?", K),
        ),
    ),
    Conversation(
        "en-travel",
        "en",
        (
            ("I want to book a flight to Edinburgh in July", "From London? Which dates do you have in mind?"),
            ("10th to 17th, two of us", "There are direct morning flights; the 8:40 one is well priced."),
        ),
        (
            ("Does it include checked luggage?", K),
            ("What if I need to change the date?", K),
            ("Changing the subject, can I pay my credit card bill here?", S),
            ("Any hotel near the old town you'd recommend?", K),
            ("Also, unrelated: how do I unsubscribe from the newsletter?", S),
            ("great, book the 8:40", K),
            ("I need help with the warranty on a blender I bought", S),
        ),
    ),
    Conversation(
        "en-returns",
        "en",
        (
            ("I want to return some trainers that are too small", "Sure. Unworn and boxed? You have 30 days."),
            ("Yes, unworn, bought them last week", "Great, I'll generate a label for you to send them back."),
        ),
        (
            ("Do I get a refund or store credit?", K),
            ("Do I print the label myself?", K),
            ("Could I swap them for a half size up instead?", K),
            ("While I have you, do you have a student discount?", S),
            ("Let's change the subject, what are your e-bikes like?", S),
            ("Do you offer interest-free instalments with Barclays?", S),
            ("ok, posted them", K),
        ),
    ),
    Conversation(
        "en-coffee",
        "en",
        (
            ("I want an espresso machine for home", "Capsules or one with a built-in grinder?"),
            (
                "Built-in grinder, I drink a lot of coffee",
                "The Breville Barista has a conical grinder and 15 bar pressure.",
            ),
        ),
        (
            ("Can you adjust the grind size?", K),
            ("Does it froth milk for flat whites?", K),
            ("How often does it need descaling?", K),
            ("One more question, do you sell running shoes?", S),
            ("Oh and by the way: is the Leeds shop open on Sundays?", S),
            ("I need the status of order 5521, it still hasn't arrived", S),
            ("Anything better in that price range?", K),
            ("I'll take it", K),
        ),
    ),
    Conversation(
        "en-admin-stock",
        "en",
        (
            ("I need to check stock of size 10 trainers", "There are 14 pairs in size 10: 6 Nike, 5 Asics, 3 Brooks."),
            ("How many Asics are left in 11?", "Two pairs of Asics left in size 11."),
        ),
        (
            ("Reorder the Asics in 10 and 11", K),
            ("How many sold last week?", K),
            ("New topic: I need the March sales report", S),
            ("Another thing, who's on call on Saturday?", S),
            ("Are the Brooks in the Leeds warehouse or the main one?", K),
            ("Update the price of the Breville to 399", S),
            ("mark the Nike in 10 as sold out", K),
        ),
    ),
    Conversation(
        "en-admin-orders",
        "en",
        (
            ("Order 8812 is stuck", "Order 8812 has been in picking since yesterday; one item is missing."),
            ("Which item?", "The 15-inch laptop sleeve, out of stock at the main warehouse."),
        ),
        (
            ("Swap it for the 14-inch one and let the customer know", K),
            ("Can we ship it partially?", K),
            ("Speaking of which, did the new Samsung price list get uploaded?", S),
            ("On a different note, I need to add a new employee to the system", S),
            ("When are sleeves back in stock?", K),
            ("ok, cancel it and refund", K),
            ("Show me this week's chat metrics", S),
        ),
    ),
    Conversation(
        "en-bike",
        "en",
        (
            ("I'm after a bike for commuting", "How far is it, and is it hilly?"),
            ("8 km, mostly flat", "A 7-speed city bike or a light e-bike would both work."),
        ),
        (
            ("How long does the e-bike take to charge?", K),
            ("Does it come with lights and mudguards?", K),
            ("Totally different thing, do you sell home insurance?", S),
            ("How heavy is the city bike? I'm on a third floor with no lift", K),
            ("Do you deliver to Aberdeen?", K),
            ("Hey, another question: how do I reset my app password?", S),
            ("I'd like to look at 55 inch TVs", S),
        ),
    ),
    Conversation(
        "en-pets",
        "en",
        (
            ("I need food for an older dog", "What size is he? Any health issues?"),
            ("Medium, 11 years old, a bit overweight", "I'd suggest a senior light formula; there's chicken and lamb."),
        ),
        (
            ("Does the lamb one come in a 15 kg bag?", K),
            ("Anything for his joints?", K),
            ("Change of topic: are you open on Saturday?", S),
            ("How often should I switch brands?", K),
            ("I also wanted to ask about a big dog bed", K),
            ("Hey, can you give me the phone support hours?", S),
            ("I want to buy a present for my dad, he likes wine", S),
        ),
    ),
    Conversation(
        "en-furniture",
        "en",
        (
            ("I'm looking for a three-seater sofa", "How much space do you have? Fabric or leather?"),
            (
                "About 2 metres, fabric, I have cats",
                "A scratch-resistant fabric would be best; the Oslo comes in grey and blue.",
            ),
        ),
        (
            ("How long is delivery for the Oslo?", K),
            ("Are the covers washable?", K),
            ("Is the blue very dark?", K),
            ("Oh, and another thing: I want to change the payment method on my subscription", S),
            ("By the way, do you have spring mattresses?", S),
            ("I'm interested in phone insurance, how much is it?", S),
            ("Separate issue: my last order arrived dented", S),
        ),
    ),
    Conversation(
        "en-bank",
        "en",
        (
            (
                "I'd like to apply for a credit card",
                "Are you already a customer? Is your salary paid into your account with us?",
            ),
            ("Yes, my salary goes in here", "Then you can get the Gold card with no fee for the first year."),
        ),
        (
            ("What would the limit be?", K),
            ("Does it have cashback or points?", K),
            ("Can I get an extra card for my partner?", K),
            ("Switching topics, how do I open a savings account in the app?", S),
            ("Another question: where do I see my dollar account statement?", S),
            ("And the annual fee after the first year, how much is it?", K),
            ("I want to report a charge I don't recognise on my debit card", S),
        ),
    ),
)
