"""Word lists the extraction rules check values against (folded: lowercase, no accents)."""

from __future__ import annotations

PROFESSIONS = frozenset(
    """
    enfermero enfermera medico medica doctor doctora abogado abogada contador contadora ingeniero ingeniera arquitecto arquitecta
    disenador disenadora programador programadora desarrollador desarrolladora profesor profesora maestro maestra docente
    psicologo psicologa dentista odontologo odontologa veterinario veterinaria farmaceutico farmaceutica periodista fotografo
    fotografa chef cocinero cocinera mozo moza camarero camarera vendedor vendedora cajero cajera electricista plomero gasista
    carpintero carpintera mecanico mecanica chofer conductor conductora taxista piloto azafata bombero bombera policia
    militar estudiante investigador investigadora cientifico cientifica analista consultor consultora administrativo
    administrativa recepcionista secretaria secretario gerente encargado encargada jefe jefa director directora coordinador
    coordinadora supervisor supervisora duena dueno emprendedor emprendedora comerciante traductor traductora escritor
    escritora musico musica actor actriz peluquero peluquera kinesiologo kinesiologa fisioterapeuta nutricionista entrenador
    entrenadora obrero obrera repartidor repartidora community manager freelance freelancer tester
    nurse doctor lawyer attorney accountant engineer architect designer developer programmer teacher lecturer professor
    psychologist dentist vet veterinarian pharmacist journalist photographer chef cook waiter waitress cashier electrician
    plumber carpenter mechanic driver pilot firefighter officer student researcher scientist analyst consultant receptionist
    secretary manager director coordinator supervisor owner founder entrepreneur translator writer musician actor actress
    hairdresser physio physiotherapist nutritionist trainer coach paramedic midwife surgeon clerk librarian
    """.split()
)
# Words that end a job title's head: "jefe de compras" keeps its complement, "enfermera en el hospital" does not.
ROLE_HEADS = frozenset(
    "encargado encargada jefe jefa gerente responsable dueno duena director directora coordinador coordinadora head lead owner".split()
)
BRANDS = {
    b.lower(): b
    for b in (
        "Nike", "Adidas", "Asics", "Brooks", "Hoka", "Saucony", "New Balance", "Puma", "Mizuno", "Salomon", "Reebok", "Under Armour",
        "Merrell", "Skechers", "Vans", "Converse", "Fila", "Topper", "Le Coq Sportif", "Altra", "On Running",
        "Apple", "Samsung", "Lenovo", "Dell", "Asus", "Acer", "Sony", "Xiaomi", "Motorola", "Philips", "Oster",
        "Breville", "Nespresso", "Bosch", "Zara", "Levi's", "Uniqlo", "Decathlon",
    )
}
# Tools an organisation chooses, by the key their choice is stored under.
TOOLS: dict[str, str] = {
    **dict.fromkeys(("kimi", "kimi k2", "kimi k2.5", "claude", "gpt", "gpt-4", "gpt-4o", "gpt-5", "chatgpt", "gemini", "llama", "mistral",
                     "deepseek", "qwen", "copilot"), "llm"),
    **dict.fromkeys(("postgres", "postgresql", "mysql", "mongodb", "mongo", "sql server", "oracle", "dynamodb", "supabase", "firebase",
                     "mariadb", "sqlite"), "database"),
    **dict.fromkeys(("aws", "azure", "gcp", "google cloud", "digitalocean", "heroku", "vercel", "hetzner", "cloudflare"), "cloud"),
    **dict.fromkeys(("hubspot", "salesforce", "pipedrive", "zoho"), "crm"),
    **dict.fromkeys(("zendesk", "freshdesk", "intercom", "help scout", "front"), "helpdesk"),
    **dict.fromkeys(("shopify", "tiendanube", "woocommerce", "magento", "vtex", "wix", "prestashop", "bigcommerce", "squarespace",
                     "mercado shops"), "platform"),
    **dict.fromkeys(("dhl", "fedex", "ups", "correo argentino", "andreani", "oca", "seur", "correos", "mrw", "royal mail", "dpd",
                     "evri", "usps", "gls", "estafeta"), "carrier"),
    **dict.fromkeys(("stripe", "adyen", "braintree", "square", "paypal", "mercado pago"), "payment provider"),
    **dict.fromkeys(("sap", "odoo", "netsuite", "tango", "dynamics"), "erp"),
}
# A purpose named next to a choice ("para los envíos", "as our CRM") says which key it is.
PURPOSES: dict[str, str] = {
    "crm": "crm", "base": "database", "base de datos": "database", "database": "database", "db": "database",
    "envios": "carrier", "los envios": "carrier", "shipping": "carrier", "international shipping": "carrier",
    "envios internacionales": "carrier", "los envios internacionales": "carrier", "deliveries": "carrier",
    "pagos": "payment provider", "payments": "payment provider", "cobrar": "payment provider", "cobrar afuera": "payment provider",
    "erp": "erp", "soporte": "helpdesk", "support": "helpdesk", "helpdesk": "helpdesk", "la tienda": "platform", "tienda": "platform",
    "store": "platform", "our store": "platform", "ecommerce": "platform", "el bot": "llm", "bot": "llm", "chatbot": "llm", "the chatbot": "llm",
    "el bot de atencion": "llm", "ia": "llm", "ai": "llm", "llm": "llm", "hosting": "cloud", "cloud": "cloud", "la nube": "cloud",
}
INDUSTRIES = {
    "fintech": "fintech", "salud": "healthcare", "healthcare": "healthcare", "health": "healthcare", "retail": "retail",
    "logistica": "logistics", "logistics": "logistics", "educacion": "education", "education": "education", "turismo": "tourism",
    "tourism": "tourism", "tecnologia": "tech", "tech": "tech", "banca": "banking", "banking": "banking", "seguros": "insurance",
    "insurance": "insurance", "marketing": "marketing", "construccion": "construction", "construction": "construction",
    "gastronomia": "hospitality", "hospitality": "hospitality", "hoteleria": "hospitality", "ecommerce": "ecommerce",
    "e-commerce": "ecommerce", "publicidad": "advertising", "advertising": "advertising", "consultoria": "consulting",
    "consulting": "consulting", "telecomunicaciones": "telecoms", "telecoms": "telecoms", "gaming": "gaming", "energia": "energy",
    "energy": "energy", "agro": "agriculture", "agriculture": "agriculture", "mineria": "mining", "mining": "mining",
}
DIETS = {
    "vegetariano": "vegetarian", "vegetariana": "vegetarian", "vegetarian": "vegetarian", "vegano": "vegan", "vegana": "vegan",
    "vegan": "vegan", "pescetariano": "pescatarian", "pescetariana": "pescatarian", "pescatariano": "pescatarian",
    "pescatariana": "pescatarian", "pescatarian": "pescatarian", "pescetarian": "pescatarian", "keto": "keto",
    "halal": "halal", "kosher": "kosher",
}
ALLERGENS = {
    "mani": "peanuts", "cacahuete": "peanuts", "cacahuetes": "peanuts", "peanut": "peanuts", "peanuts": "peanuts",
    "frutos secos": "nuts", "nueces": "nuts", "nuts": "nuts", "tree nuts": "nuts", "lactosa": "lactose", "lactose": "lactose",
    "leche": "milk", "milk": "milk", "dairy": "milk", "gluten": "gluten", "trigo": "wheat", "wheat": "wheat",
    "penicilina": "penicillin", "penicillin": "penicillin", "mariscos": "shellfish", "shellfish": "shellfish",
    "latex": "latex", "polen": "pollen", "pollen": "pollen", "huevo": "eggs", "huevos": "eggs", "egg": "eggs", "eggs": "eggs",
    "soja": "soy", "soy": "soy", "pescado": "fish", "fish": "fish", "gatos": "cats", "cats": "cats", "perros": "dogs",
    "dogs": "dogs", "polvo": "dust", "dust": "dust", "abejas": "bees", "bees": "bees", "sesamo": "sesame", "sesame": "sesame",
    "aspirina": "aspirin", "aspirin": "aspirin", "ibuprofeno": "ibuprofen", "ibuprofen": "ibuprofen",
}
COLOURS = {
    "negro": "black", "black": "black", "blanco": "white", "white": "white", "rojo": "red", "red": "red", "azul": "blue",
    "blue": "blue", "verde": "green", "green": "green", "amarillo": "yellow", "yellow": "yellow", "gris": "grey", "grey": "grey",
    "gray": "grey", "rosa": "pink", "pink": "pink", "violeta": "purple", "purple": "purple", "naranja": "orange",
    "orange": "orange", "marron": "brown", "brown": "brown", "beige": "beige", "celeste": "light blue",
}
CHANNELS = {
    "whatsapp": "whatsapp", "wsp": "whatsapp", "wpp": "whatsapp", "mail": "email", "email": "email", "e-mail": "email",
    "correo": "email", "el correo": "email", "el mail": "email", "telefono": "phone", "phone": "phone", "llamada": "phone",
    "sms": "sms", "text message": "sms", "telegram": "telegram",
}
PAYMENTS = {
    "mercado pago": "mercado pago", "mercadopago": "mercado pago", "transferencia": "transfer", "bank transfer": "transfer",
    "transfer": "transfer", "efectivo": "cash", "cash": "cash", "paypal": "paypal", "tarjeta de credito": "credit card",
    "credito": "credit card", "credit card": "credit card", "tarjeta de debito": "debit card", "debito": "debit card",
    "debit card": "debit card", "debit": "debit card", "tarjeta": "card", "card": "card", "apple pay": "apple pay",
    "google pay": "google pay", "bizum": "bizum",
}
CURRENCIES = {
    "dolares": "USD", "dolar": "USD", "dollars": "USD", "us dollars": "USD", "dollar": "USD", "usd": "USD", "euros": "EUR",
    "euro": "EUR", "eur": "EUR", "libras": "GBP", "pounds": "GBP", "pound": "GBP", "gbp": "GBP", "sterling": "GBP",
    "pesos": "pesos", "reales": "BRL", "soles": "PEN",
}
LANGUAGES = {"ingles": "en", "english": "en", "espanol": "es", "castellano": "es", "spanish": "es", "portugues": "pt",
             "portuguese": "pt", "frances": "fr", "french": "fr", "aleman": "de", "german": "de", "italiano": "it", "italian": "it"}
MONTHS = {
    **{m: i + 1 for i, m in enumerate("enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split())},
    **{m: i + 1 for i, m in enumerate("january february march april may june july august september october november december".split())},
    "setiembre": 9, "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10,
    "nov": 11, "dec": 12,
}
CLOTHING_SIZES = {"xs": "XS", "s": "S", "m": "M", "l": "L", "xl": "XL", "xxl": "XXL", "small": "S", "medium": "M", "large": "L",
                  "extra large": "XL", "extra small": "XS"}
# Nouns that are never a place, a company or a name by themselves.
GENERIC_NOUNS = frozenset(
    """
    centro campo casa depto departamento piso barrio zona afueras ciudad pueblo oficina trabajo remoto equipo empresa hospital
    escuela colegio facultad universidad tienda local deposito noche dia turno manana tarde fin semana cama calle
    centre center city town suburbs countryside flat house apartment home office team company hospital school university
    store shop warehouse night day shift morning afternoon weekend bed street area edge moment meeting hurry rush
    """.split()
)
# Sarcasm: an over-eager "sure," / "genial," opener aimed at the business, or a give-away mark.
SARCASM_OPENERS = ("si claro", "claro", "obvio", "genial", "perfecto", "ah bueno", "sure", "oh great", "great", "wonderful", "perfect",
                   "yeah right", "yes", "si")
SARCASM_TARGETS = ("your", "you guys", "ustedes", "su app", "sus", "de su", "tu app", "jaja", "lol", "😂", "🙄")
SARCASM_MARKS = ("🙄", "🙃", "😒", "/s", "mi deporte favorito", "my favourite hobby", "my favorite hobby", "justo lo que queria",
                 "exactly what i wanted", "re util", "super helpful", "millonario", "millionaire")
