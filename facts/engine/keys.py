"""What a fact can be about: each key's domain, whether it holds one value or several, how it reads
in a context (Spanish and English labels), and the query words that ask for it."""

from __future__ import annotations

from dataclasses import dataclass

from facts.engine.lexicon import FAVOURITE_LABELS_ES


@dataclass(frozen=True)
class KeySpec:
    key: str
    domain: str
    label_en: str
    label_es: str
    multi: bool = False  # several values live side by side (allergies, pets); else a new value replaces
    freeform: bool = False  # the value is the user's own clause, not a normalised token
    cues: tuple[str, ...] = ()  # folded query words that ask about this key
    # It governs every answer, whatever the message asks (how to answer, what the user must not be offered):
    # injected into every context while it holds, ahead of the facts relevant to the message.
    standing: bool = False


def _spec(
    key: str,
    domain: str,
    en: str,
    es: str,
    cues: str,
    *,
    multi: bool = False,
    freeform: bool = False,
    standing: bool = False,
) -> KeySpec:
    return KeySpec(key, domain, en, es, multi=multi, freeform=freeform, cues=tuple(cues.split()), standing=standing)


KEYS: dict[str, KeySpec] = {
    s.key: s
    for s in (
        _spec("name", "personal", "name", "nombre", "name llamo nombre call"),
        _spec(
            "home",
            "personal",
            "home",
            "ciudad de residencia",
            "live living vivo vivis vives donde where address direccion ciudad city envio shipping delivery",
        ),
        _spec("origin", "personal", "from", "origen", "from origen originally nacionalidad nationality"),
        _spec(
            "shoe size",
            "personal",
            "shoe size",
            "número de calzado",
            "size talla talle numero calzo calzado shoe shoes zapatillas zapatos sneakers trainers wear",
        ),
        _spec(
            "clothing size",
            "personal",
            "clothing size",
            "talle de ropa",
            "size talla talle ropa remera camiseta campera chaqueta jacket shirt clothes",
        ),
        _spec("age", "personal", "age", "edad", "age old edad anos"),
        _spec("birthday", "personal", "birthday", "cumpleaños", "birthday cumple cumpleanos born naci"),
        _spec("email", "personal", "email", "correo", "email mail correo contact"),
        _spec(
            "diet",
            "personal",
            "diet",
            "dieta",
            "diet eat dieta como comer comida food menu meat carne vegetarian vegan receta recipe restaurant gluten "
            "lactose lactosa celiac coeliac celiaco celiaca intolerant intolerante ingredients ingredientes safe",
            standing=True,
        ),
        _spec(
            "allergy",
            "personal",
            "allergy",
            "alergia",
            "allergy allergic alergia alergico alergica intolerant intolerante gluten lactose lactosa ingredients "
            "ingredientes eat comer food comida safe",
            multi=True,
            standing=True,
        ),
        _spec(
            "pet",
            "personal",
            "pet",
            "mascota",
            "pet pets mascota mascotas perro perros perra perras gato gatos gata gatas dog dogs cat cats",
            multi=True,
        ),
        _spec(
            "partner",
            "personal",
            "partner",
            "pareja",
            "partner wife husband boyfriend girlfriend esposa esposo marido mujer novio novia pareja",
        ),
        _spec("daughter", "personal", "daughter", "hija", "daughter hija kids hijos children", multi=True),
        _spec("son", "personal", "son", "hijo", "son hijo kids hijos children", multi=True),
        _spec("job", "work", "job", "trabajo", "job work trabajo profession profesion laburo role puesto do"),
        _spec("employer", "work", "employer", "empresa", "employer company empresa work trabajo laburo"),
        _spec("industry", "work", "industry", "sector", "industry sector rubro work trabajo"),
        _spec("team size", "work", "team size", "tamaño del equipo", "team equipo people personas"),
        _spec(
            "brand",
            "preferences",
            "preferred brand",
            "marca preferida",
            "brand marca recommend recomendas recomiendas recomendarias",
        ),
        _spec(
            "budget",
            "preferences",
            "budget",
            "presupuesto",
            "budget presupuesto spend gastar price precio cuanto much cost cuesta afford",
        ),
        _spec(
            "currency",
            "preferences",
            "currency",
            "moneda",
            "price prices precio precios cost cuesta cuanto much currency moneda pay",
        ),
        _spec(
            "response language",
            "preferences",
            "answer language",
            "idioma de respuesta",
            "language idioma answer respond reply responder",
            standing=True,
        ),
        _spec(
            "response style",
            "preferences",
            "answer style",
            "estilo de respuesta",
            "answer answers respuestas respondas respondes responda style estilo reply respond",
            standing=True,
        ),
        _spec(
            "contact channel",
            "preferences",
            "contact channel",
            "canal de contacto",
            "contact contactar call llamar write escribir whatsapp email notify avisar reach",
        ),
        _spec("payment", "preferences", "payment method", "medio de pago", "pay paying pagar pago payment checkout"),
        _spec(
            "delivery",
            "preferences",
            "delivery preference",
            "entrega preferida",
            "delivery deliver entrega entregar envio shipping ship pickup retirar pedidos orders recibir receive",
        ),
        _spec(
            "marketing",
            "preferences",
            "marketing emails",
            "publicidad",
            "newsletter marketing publicidad promociones promos offers ofertas",
        ),
        _spec("colour", "preferences", "favourite colour", "color favorito", "colour color colours colores"),
        _spec(
            "instruction",
            "preferences",
            "standing instruction",
            "instrucción",
            "",
            multi=True,
            freeform=True,
            standing=True,
        ),
        _spec("llm", "decisions", "LLM", "LLM", "llm model modelo ai ia bot chatbot"),
        _spec("database", "decisions", "database", "base de datos", "database base datos db"),
        _spec("cloud", "decisions", "cloud", "nube", "cloud nube hosting servers servidores"),
        _spec("crm", "decisions", "CRM", "CRM", "crm"),
        _spec("helpdesk", "decisions", "helpdesk", "mesa de ayuda", "helpdesk support soporte tickets"),
        _spec(
            "platform",
            "decisions",
            "store platform",
            "plataforma de la tienda",
            "store tienda platform plataforma ecommerce site sitio",
        ),
        _spec(
            "carrier",
            "decisions",
            "carrier",
            "transportista",
            "carrier shipping envios envio courier correo transportista",
        ),
        _spec(
            "payment provider",
            "decisions",
            "payment provider",
            "procesador de pagos",
            "payments pagos cobrar cobros provider",
        ),
        _spec("erp", "decisions", "ERP", "ERP", "erp"),
        _spec("plan", "decisions", "plan", "plan", "plan subscription suscripcion"),
        _spec("supplier", "decisions", "supplier", "proveedor", "supplier proveedor packaging"),
        _spec("decision", "decisions", "decision", "decisión", "decided decidimos decision", multi=True, freeform=True),
        _spec("project", "projects", "project", "proyecto", "project proyecto", multi=True, freeform=True),
        _spec("deadline", "projects", "launch date", "fecha de lanzamiento", "launch lanzamiento deadline date fecha"),
        _spec("note", "personal", "note", "nota", "", multi=True, freeform=True),
        _spec("sister", "personal", "sister", "hermana", "sister sisters hermana hermanas family familia", multi=True),
        _spec(
            "brother", "personal", "brother", "hermano", "brother brothers hermano hermanos family familia", multi=True
        ),
        _spec("mother", "personal", "mother", "madre", "mother mum mom madre mama family familia"),
        _spec("father", "personal", "father", "padre", "father dad padre papa family familia"),
        _spec("children", "personal", "children", "hijos", "kids children hijos family familia"),
        _spec("hobby", "personal", "hobby", "afición", "hobby hobbies play juego deporte sport free time", multi=True),
        _spec("studies", "personal", "studies", "estudios", "study studies estudio estudias degree carrera master"),
        _spec(
            "likes",
            "preferences",
            "likes",
            "le gusta",
            "like likes love gusta encanta enjoy",
            multi=True,
            freeform=True,
        ),
        _spec(
            "dislikes", "preferences", "dislikes", "no le gusta", "hate dislike odio soporto", multi=True, freeform=True
        ),
        _spec(
            "preference", "preferences", "prefers", "prefiere", "prefer prefiero preference", multi=True, freeform=True
        ),
        _spec(
            "planned move",
            "plans",
            "moving to",
            "se muda a",
            "move moving mudanza mudo mudarme mudamos plans planes live living vivir viviremos",
        ),
        _spec(
            "planned trip",
            "plans",
            "trip",
            "viaje",
            "trip trips travel travelling viaje viajes viajar vacaciones holiday holidays",
            multi=True,
        ),
        _spec("upcoming plan", "plans", "plan", "plan", "plan plans planes next proximo", multi=True, freeform=True),
        *(
            _spec(f"favourite {noun}", "preferences", f"favourite {noun}", es, f"favourite favorite favorito {noun}")
            for noun, es in FAVOURITE_LABELS_ES.items()
        ),
    )
}


def label(key: str, language: str) -> str:
    spec = KEYS.get(key)
    if spec is None:
        return key
    return spec.label_es if language == "es" else spec.label_en
